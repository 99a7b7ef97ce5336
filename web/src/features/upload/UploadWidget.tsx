import type { BailiffCheckResult } from '@app/shared/api';
import { UNAUTHORIZED_REDIRECT_MS, UPLOAD_ENTITY_TYPES } from '@app/shared/constants';
import { UploadFields } from '@app/shared/schemas';
import { useId, useRef, useState, type DragEvent } from 'react';
import { verifyBailiff } from '../../api/bailiff';
import { isStatus, serverMessage } from '../../api/client';
import { uploadDebtLetter, type UploadFieldValues } from '../../api/upload';
import { saveAddress, saveName, useProfileAddress, useUser } from '../../api/user';
import { navigation, RELOGIN_URL } from '../../components/layout/RequireAuth';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Select } from '../../components/ui/Select';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/Toast';
import { firstProblem, maxLengthOf } from '../../lib/schema-form';
import { STRATEGY_CAUTION_TITLE, strategyCautionText } from './strategy-caution';
import { ACCEPT_ATTR, checkFile, formatBytes } from './validate';
import { BailiffRegisterCheck, type RegisterResult } from '../../components/BailiffRegisterCheck';
import { emptyPerson, NameFields, type Person } from '../../components/PersonFields';

/** Field limits of the upload form: the server's (UploadFields), read from the shared schema. */
const LIMITS = {
  edpName: maxLengthOf(UploadFields, 'edpName'),
  trustName: maxLengthOf(UploadFields, 'trustName'),
  trademarkName: maxLengthOf(UploadFields, 'trademarkName'),
  trademarkNumber: maxLengthOf(UploadFields, 'trademarkNumber'),
  trademarkClasses: maxLengthOf(UploadFields, 'trademarkClasses'),
  feeSchedule: maxLengthOf(UploadFields, 'feeSchedule'),
  bailiffName: maxLengthOf(UploadFields, 'bailiffName'),
  additionalInfo: maxLengthOf(UploadFields, 'additionalInfo')!,
  senderAddress: maxLengthOf(UploadFields, 'senderAddress'),
};

export interface UploadWidgetProps {
  onUploaded: (letterId: string) => void;
}

type Verified = RegisterResult;

export function UploadWidget({ onUploaded }: UploadWidgetProps) {
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const [useEDP, setUseEDP] = useState(false);
  const [useTrust, setUseTrust] = useState(false);
  const [entityType, setEntityType] = useState('');
  const [edpName, setEdpName] = useState('');
  const [trustName, setTrustName] = useState('');
  const [trademarkNumber, setTrademarkNumber] = useState('');
  const [trademarkName, setTrademarkName] = useState('');
  const [trademarkClasses, setTrademarkClasses] = useState('');
  const [feeSchedule, setFeeSchedule] = useState('');
  const [additionalInfo, setAdditionalInfo] = useState('');
  const [senderAddress, setSenderAddress] = useState('');
  // The address kept in the profile starts the form; a new or changed one is kept for the next letter.
  const savedAddress = useProfileAddress(senderAddress, setSenderAddress);
  // Every letter is signed in the user's own name: an account opened by email link may not have one yet.
  const { user } = useUser();
  const needsName = !!user && !(user.firstName.trim() && user.lastName.trim());
  const [name, setName] = useState<Person>(emptyPerson);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const [lastPaymentDate, setLastPaymentDate] = useState('');
  const [bailiffName, setBailiffName] = useState('');
  const [bailiffResult, setBailiffResult] = useState<BailiffCheckResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [verified, setVerified] = useState<Verified>('unset');
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);

  const strategyOn = useEDP || useTrust;
  const isLtd = entityType === 'Ltd';

  const choose = (f: File | null | undefined) => {
    if (!f) return;
    const problem = checkFile(f);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setFile(f);
  };

  const removeFile = () => {
    setFile(null);
    setProgress(0);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragOver(false);
    if (uploading) return;
    choose(e.dataTransfer.files?.[0]);
  };

  const checkBailiff = async () => {
    if (!bailiffName.trim()) return;
    setChecking(true);
    try {
      const result = await verifyBailiff(bailiffName.trim());
      setBailiffResult(result);
      if (result.previouslyVerified) {
        toast({ title: 'Bailiff Found', description: `${result.bailiffName} - Previously verified` });
      } else {
        toast({
          title: 'Verification Required',
          description: 'Check the official government registry for current status',
        });
      }
    } catch {
      toast({ title: 'Search Error', description: 'Failed to verify bailiff', variant: 'destructive' });
    } finally {
      setChecking(false);
    }
  };

  const buildFields = (): UploadFieldValues => {
    const f: UploadFieldValues = {
      useEDPChallenge: String(useEDP),
      useTrustChallenge: String(useTrust),
    };
    if (entityType) f.entityType = entityType;
    if (useEDP) f.edpName = edpName.trim();
    if (useTrust) f.trustName = trustName.trim();
    if (trademarkNumber.trim()) f.trademarkNumber = trademarkNumber.trim();
    if (trademarkName.trim()) f.trademarkName = trademarkName.trim();
    if (trademarkClasses.trim()) f.trademarkClasses = trademarkClasses.trim();
    if (strategyOn) f.feeSchedule = feeSchedule.trim();
    if (bailiffName.trim()) f.bailiffName = bailiffName.trim();
    if (verified !== 'unset') f.bailiffVerified = String(verified === 'verified');
    if (additionalInfo.trim()) f.additionalInfo = additionalInfo.trim();
    if (senderAddress.trim()) f.senderAddress = senderAddress.trim();
    if (lastPaymentDate) f.lastPaymentDate = lastPaymentDate;
    return f;
  };

  const upload = async () => {
    if (!file || uploading) return;
    const fields = buildFields();
    // The server's own check, before a byte is sent (and before a credit could be spent).
    const problem = firstProblem(UploadFields, fields);
    if (problem) {
      toast({ title: 'Upload Failed', description: problem, variant: 'destructive' });
      return;
    }
    if (needsName && !(name.firstName.trim() && name.lastName.trim())) {
      toast({
        title: 'Upload Failed',
        description: 'Add your first and last name: your letter is signed with them.',
        variant: 'destructive',
      });
      firstNameRef.current?.focus();
      return;
    }
    setUploading(true);
    setProgress(0);
    try {
      if (needsName) await saveName(name.firstName.trim(), name.lastName.trim());
      const res = await uploadDebtLetter(file, fields, {
        onProgress: (p) => setProgress(Math.round(p * 100)),
      });
      setProgress(100);
      if (senderAddress.trim() && senderAddress.trim() !== savedAddress)
        await saveAddress(senderAddress.trim()).catch(() => undefined);
      toast({
        title: 'Processing Started',
        description: 'Your letter is being processed. Check your dashboard for updates.',
        variant: 'success',
      });
      setFile(null);
      onUploaded(res.letterId);
    } catch (err) {
      if (isStatus(err, 401)) {
        toast({
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
          variant: 'destructive',
        });
        setTimeout(() => navigation.assign(RELOGIN_URL), UNAUTHORIZED_REDIRECT_MS);
      } else {
        toast({
          title: 'Upload Failed',
          description: serverMessage(err) ?? 'Failed to upload file',
          variant: 'destructive',
        });
      }
      setProgress(0);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="space-y-6">
      {/* 1. The file */}
      <section aria-labelledby={`${ids}-file`}>
        <h2 id={`${ids}-file`} className="text-lg font-semibold">
          1. Your letter
        </h2>
        {file ? (
          <div className="mt-3 flex items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white p-4">
            <div className="min-w-0">
              <p className="truncate font-medium" data-testid="chosen-file">
                {file.name}
              </p>
              <p className="text-sm text-slate-600">{formatBytes(file.size)}</p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={removeFile}
              disabled={uploading}
              aria-label={`Remove ${file.name}`}
            >
              Remove
            </Button>
          </div>
        ) : (
          <div
            onDragOver={(e) => {
              e.preventDefault();
              setDragOver(true);
            }}
            onDragLeave={() => setDragOver(false)}
            onDrop={onDrop}
            data-testid="drop-zone"
            className={cn(
              'mt-3 flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed p-8 text-center',
              dragOver ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
            )}
          >
            <p className="text-slate-700">Drag and drop your letter here, or</p>
            <Button variant="outline" onClick={() => inputRef.current?.click()}>
              Choose a file
            </Button>
            <p className="text-sm text-slate-500">PDF, JPG or PNG, up to 10 MB</p>
          </div>
        )}
        <label htmlFor={`${ids}-input`} className="sr-only">
          Letter file
        </label>
        <input
          ref={inputRef}
          id={`${ids}-input`}
          type="file"
          accept={ACCEPT_ATTR}
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </section>

      {/* 2. Strategy and entity */}
      <section aria-labelledby={`${ids}-strategy`} className="space-y-4">
        <h2 id={`${ids}-strategy`} className="text-lg font-semibold">
          2. How the letter is sent <span className="text-sm font-normal text-slate-500">(optional)</span>
        </h2>
        <fieldset className="space-y-2">
          <legend className="text-sm text-slate-700">
            The standard statutory challenge is used unless you choose otherwise.
          </legend>
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={useEDP}
              onChange={(e) => setUseEDP(e.target.checked)}
            />
            EDP challenge
          </label>
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={useTrust}
              onChange={(e) => setUseTrust(e.target.checked)}
            />
            Trust challenge
          </label>
        </fieldset>
        {strategyOn ? (
          <div
            role="note"
            aria-labelledby={`${ids}-caution`}
            className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <p id={`${ids}-caution`} className="font-semibold">
              {STRATEGY_CAUTION_TITLE}
            </p>
            <p className="mt-1">{strategyCautionText(useTrust ? 'trust' : 'edp')}</p>
          </div>
        ) : null}

        <div>
          <Label htmlFor={`${ids}-entity`}>Entity type (optional)</Label>
          <Select id={`${ids}-entity`} value={entityType} onChange={(e) => setEntityType(e.target.value)}>
            <option value="">Not specified</option>
            {UPLOAD_ENTITY_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </div>

        {useEDP ? (
          <div>
            <Label htmlFor={`${ids}-edp`}>EDP name</Label>
            <Input
              id={`${ids}-edp`}
              value={edpName}
              onChange={(e) => setEdpName(e.target.value)}
              maxLength={LIMITS.edpName}
            />
          </div>
        ) : null}
        {useTrust ? (
          <div>
            <Label htmlFor={`${ids}-trust`}>Trust name</Label>
            <Input
              id={`${ids}-trust`}
              value={trustName}
              onChange={(e) => setTrustName(e.target.value)}
              maxLength={LIMITS.trustName}
            />
          </div>
        ) : null}

        {isLtd ? (
          <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">Company details</legend>
            <div>
              <Label htmlFor={`${ids}-coname`}>Company name</Label>
              <Input
                id={`${ids}-coname`}
                value={trademarkName}
                onChange={(e) => setTrademarkName(e.target.value)}
                maxLength={LIMITS.trademarkName}
              />
            </div>
            <div>
              <Label htmlFor={`${ids}-conum`}>Company number</Label>
              <Input
                id={`${ids}-conum`}
                value={trademarkNumber}
                onChange={(e) => setTrademarkNumber(e.target.value)}
                maxLength={LIMITS.trademarkNumber}
              />
            </div>
          </fieldset>
        ) : strategyOn ? (
          <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-3">
            <legend className="px-1 text-sm font-medium">Trademark details</legend>
            <div>
              <Label htmlFor={`${ids}-tmname`}>Trademark name</Label>
              <Input
                id={`${ids}-tmname`}
                value={trademarkName}
                onChange={(e) => setTrademarkName(e.target.value)}
                maxLength={LIMITS.trademarkName}
              />
            </div>
            <div>
              <Label htmlFor={`${ids}-tmnum`}>Trademark number</Label>
              <Input
                id={`${ids}-tmnum`}
                value={trademarkNumber}
                onChange={(e) => setTrademarkNumber(e.target.value)}
                maxLength={LIMITS.trademarkNumber}
              />
            </div>
            <div>
              <Label htmlFor={`${ids}-tmclasses`}>Trademark classes</Label>
              <Input
                id={`${ids}-tmclasses`}
                placeholder="e.g. 35, 36, 45"
                value={trademarkClasses}
                onChange={(e) => setTrademarkClasses(e.target.value)}
                maxLength={LIMITS.trademarkClasses}
              />
            </div>
          </fieldset>
        ) : null}

        {strategyOn ? (
          <div>
            <Label htmlFor={`${ids}-fees`}>Fee schedule</Label>
            <Textarea
              id={`${ids}-fees`}
              value={feeSchedule}
              onChange={(e) => setFeeSchedule(e.target.value)}
              maxLength={LIMITS.feeSchedule}
            />
          </div>
        ) : null}
      </section>

      {/* 3. Extra information */}
      <section aria-labelledby={`${ids}-extra`} className="space-y-2">
        <h2 id={`${ids}-extra`} className="text-lg font-semibold">
          3. Anything else we should know{' '}
          <span className="text-sm font-normal text-slate-500">(optional)</span>
        </h2>
        <Label htmlFor={`${ids}-info`}>Additional information</Label>
        <Textarea
          id={`${ids}-info`}
          value={additionalInfo}
          maxLength={LIMITS.additionalInfo}
          onChange={(e) => setAdditionalInfo(e.target.value.slice(0, LIMITS.additionalInfo))}
          aria-describedby={`${ids}-count`}
          placeholder="For example: the date you last paid, or that you never had an account with them."
        />
        <p id={`${ids}-count`} className="text-right text-sm text-slate-500" aria-live="polite">
          {additionalInfo.length}/{LIMITS.additionalInfo} characters
        </p>
        {needsName ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Your name (it signs your letter)</legend>
            <NameFields
              idPrefix={`${ids}-name`}
              value={name}
              onChange={setName}
              firstRef={firstNameRef}
              sideBySide
            />
          </fieldset>
        ) : null}
        <Label htmlFor={`${ids}-address`}>Your postal address (printed at the top of your letter)</Label>
        <p id={`${ids}-address-hint`} className="text-sm text-slate-600">
          We keep it in your profile, so you only type it once.
        </p>
        <Textarea
          id={`${ids}-address`}
          value={senderAddress}
          maxLength={LIMITS.senderAddress}
          rows={3}
          autoComplete="street-address"
          aria-describedby={`${ids}-address-hint`}
          onChange={(e) => setSenderAddress(e.target.value)}
        />
        <Label htmlFor={`${ids}-lastpaid`}>When did you last pay, or admit the debt in writing?</Label>
        <Input
          id={`${ids}-lastpaid`}
          type="date"
          value={lastPaymentDate}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(e) => setLastPaymentDate(e.target.value)}
          aria-describedby={`${ids}-lastpaid-help`}
        />
        <p id={`${ids}-lastpaid-help`} className="text-sm text-slate-600">
          If you know it, we check whether the debt is too old to be enforced in court (6 years in England and
          Wales, 5 in Scotland). Do not pay anything or sign an acknowledgement until you have checked: either
          restarts the clock.
        </p>
      </section>

      {/* 4. Bailiff check */}
      <section aria-labelledby={`${ids}-bailiff`} className="space-y-3">
        <h2 id={`${ids}-bailiff`} className="text-lg font-semibold">
          4. Bailiff check <span className="text-sm font-normal text-slate-500">(optional)</span>
        </h2>
        <p className="text-sm text-slate-600">
          Enforcement agents (bailiffs) must hold a certificate. Enter the name on the notice to check it.
        </p>
        <div className="flex gap-2">
          <div className="flex-1">
            <Label htmlFor={`${ids}-bname`}>Bailiff name</Label>
            <Input
              id={`${ids}-bname`}
              value={bailiffName}
              onChange={(e) => setBailiffName(e.target.value)}
              maxLength={LIMITS.bailiffName}
            />
          </div>
          <Button
            variant="outline"
            className="self-end"
            onClick={() => void checkBailiff()}
            disabled={!bailiffName.trim() || checking}
          >
            {checking ? 'Checking…' : 'Check'}
          </Button>
        </div>
        {bailiffResult ? (
          <div
            className="rounded-md border border-slate-200 bg-white p-4 text-sm"
            data-testid="bailiff-result"
          >
            <p className="font-medium">{bailiffResult.bailiffName}</p>
            {bailiffResult.previouslyVerified ? (
              <p className="mt-1">
                Previously verified with {bailiffResult.previouslyVerified.company} (last checked{' '}
                {new Date(bailiffResult.previouslyVerified.lastChecked).toLocaleDateString('en-GB')}).
              </p>
            ) : (
              <p className="mt-1">Not in our records. Check the official register for the current status.</p>
            )}
            {bailiffResult.verificationSteps.length ? (
              <ol className="mt-2 list-decimal pl-5 space-y-1">
                {bailiffResult.verificationSteps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            ) : null}
          </div>
        ) : null}
        <BailiffRegisterCheck
          name={`${ids}-verified`}
          registerUrl={bailiffResult?.officialCheckUrl}
          value={verified}
          onChange={setVerified}
        />
      </section>

      {/* Submit */}
      <div className="space-y-3">
        {uploading || progress > 0 ? (
          <div>
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-brand-700 transition-all" style={{ width: `${progress}%` }} />
            </div>
            <p className="mt-1 text-sm text-slate-600" aria-live="polite">
              {progress < 100 ? `Uploading… ${progress}%` : 'Upload complete — starting processing…'}
            </p>
          </div>
        ) : null}
        <Button size="lg" className="w-full" onClick={() => void upload()} disabled={!file || uploading}>
          {uploading ? 'Uploading…' : 'Upload and generate my letter'}
        </Button>
        <p className="text-sm text-slate-600">
          You will get an email when your letter is ready, and your dashboard updates on its own.
        </p>
      </div>
    </div>
  );
}
