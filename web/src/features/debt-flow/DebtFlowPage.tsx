/**
 * The debt defence form (part 1 §2, §3): a reply written from typed details, in seven sections. It can be pre-filled
 * from `?letterData=` (encoded JSON), looks up the creditor's published address, checks a bailiff, and asks what the
 * user already sent this creditor so the reply's place in the sequence comes from their own history.
 */
import type { BailiffCheckResult, CreditorEmailResult } from '@app/shared/api';
import {
  CREDIT_AGENCIES,
  CREDIT_AGENCY_NAMES,
  DEBT_FLOW_TYPES,
  FLOW_ENTITY_TYPES,
  MAX_ADDITIONAL_INFO,
  PERSONAL_TITLES,
  UNAUTHORIZED_REDIRECT_MS,
  WARRANT_TYPES,
} from '@app/shared/constants';
import { strategyCaution } from '@app/shared/legal/strategy-caution';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { verifyBailiff } from '../../api/bailiff';
import { isStatus, serverMessage } from '../../api/client';
import { findCreditorEmail, generateRebuttal } from '../../api/debt-flow';
import { MY_LETTERS_KEY } from '../../api/my-letters';
import { saveAddress, USER_KEY, useProfileAddress } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { RELOGIN_URL, RequireAuth, navigation } from '../../components/layout/RequireAuth';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Select } from '../../components/ui/Select';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/Toast';
import { BailiffRegisterCheck, type RegisterResult } from '../../components/BailiffRegisterCheck';
import { EMPTY_FLOW, FLOW_TYPE_LABELS, missing, parseLetterData, toBody, type FlowState } from './form';

const LOOKUP_DELAY_MS = 400;

function Section({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {n}. {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4" role="group" aria-labelledby={id}>
        {children}
      </CardContent>
    </Card>
  );
}

/** A call answered 401 (the session ended while the form was open): the same re-login step as on arrival. */
function unauthorized() {
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  setTimeout(() => navigation.assign(RELOGIN_URL), UNAUTHORIZED_REDIRECT_MS);
}

function DebtFlow() {
  const ids = useId();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [search] = useSearchParams();
  const [f, setF] = useState<FlowState>(EMPTY_FLOW);
  const [lookup, setLookup] = useState<CreditorEmailResult | null>(null);
  const [bailiff, setBailiff] = useState<BailiffCheckResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [verified, setVerified] = useState<RegisterResult>('unset');
  const [submitting, setSubmitting] = useState(false);
  const prefilled = useRef(false);
  const set = <K extends keyof FlowState>(k: K, v: FlowState[K]) => setF((s) => ({ ...s, [k]: v }));
  // The address kept in the profile starts the form; a new or changed one is kept for the next letter.
  const savedAddress = useProfileAddress(f.userAddress, (a) => set('userAddress', a));

  // Pre-fill once from ?letterData= (part 1 §2).
  useEffect(() => {
    const raw = search.get('letterData');
    if (!raw || prefilled.current) return;
    prefilled.current = true;
    const data = parseLetterData(raw);
    if (!data) {
      toast({ title: 'Failed to load letter data', variant: 'destructive' });
      return;
    }
    setF((s) => ({ ...s, ...data }));
    toast({
      title: 'Form Pre-populated',
      description: data.originalFileName
        ? `Details from ${data.originalFileName} have been filled in. Check them before you generate.`
        : 'Details from your letter have been filled in. Check them before you generate.',
    });
  }, [search]);

  // The creditor's published address, once the name is longer than 3 characters (part 1 §5).
  useEffect(() => {
    const name = f.creditorName.trim();
    if (name.length <= 3) {
      setLookup(null);
      return;
    }
    let live = true;
    const t = setTimeout(() => {
      findCreditorEmail(name)
        .then((r) => {
          if (!live) return;
          setLookup(r);
          if (r.found && r.primaryEmail)
            setF((s) => (s.creditorEmail ? s : { ...s, creditorEmail: r.primaryEmail! }));
        })
        .catch((err) => {
          if (live && isStatus(err, 401)) unauthorized();
        });
    }, LOOKUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [f.creditorName]);

  const checkBailiff = async () => {
    if (!f.bailiffName.trim()) return;
    setChecking(true);
    try {
      const r = await verifyBailiff(f.bailiffName.trim());
      setBailiff(r);
      if (r.previouslyVerified)
        toast({ title: 'Bailiff Found', description: `${r.bailiffName} - Previously verified` });
      else
        toast({
          title: 'Verification Required',
          description: 'Check the official government registry for current status',
        });
    } catch (err) {
      if (isStatus(err, 401)) unauthorized();
      else toast({ title: 'Search Error', description: 'Failed to verify bailiff', variant: 'destructive' });
    } finally {
      setChecking(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const gaps = missing(f);
    if (gaps.length) {
      toast({
        title: 'Missing Information',
        description: `Please add ${gaps.join(', ')}.`,
        variant: 'destructive',
      });
      return;
    }
    setSubmitting(true);
    try {
      await generateRebuttal(
        toBody(f, {
          bailiffVerified: verified === 'unset' ? undefined : verified === 'verified',
          bailiffCheckUrl: bailiff?.officialCheckUrl ?? '',
          emailFound: lookup?.found ?? false,
          availableEmails: lookup?.emails ?? [],
        }),
      );
      if (f.userAddress.trim() && f.userAddress.trim() !== savedAddress)
        await saveAddress(f.userAddress.trim()).catch(() => undefined);
      toast({
        title: 'Rebuttal Generated',
        description: 'Your debt defence letter has been created successfully',
        variant: 'success',
      });
      await Promise.all([mutate(USER_KEY), mutate(MY_LETTERS_KEY)]);
      navigate('/dashboard');
    } catch (err) {
      if (isStatus(err, 401)) unauthorized();
      else
        toast({
          title: 'Generation Failed',
          description: serverMessage(err) ?? 'Failed to generate rebuttal',
          variant: 'destructive',
        });
    } finally {
      setSubmitting(false);
    }
  };

  const isTm = f.entityType === 'EDP' || f.entityType === 'TM';
  const isLtd = f.entityType === 'Ltd';
  const strategy = f.useTrustChallenge ? 'trust' : f.useEDPChallenge ? 'edp' : null;
  const creditor = f.creditorName.trim() || 'this creditor';

  return (
    <Page
      title="Debt Defence Form"
      intro={
        <p>
          No letter to upload? Type the details and we write your reply, in your own name, citing the law that
          fits. It uses 1 credit.
        </p>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
        <Section n={1} title="Personal details">
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id={`${ids}-title`} label="Title">
              <Select
                id={`${ids}-title`}
                value={f.personalTitle}
                onChange={(e) => set('personalTitle', e.target.value)}
              >
                <option value="">Not specified</option>
                {PERSONAL_TITLES.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </Select>
            </Field>
            <div className="sm:col-span-2">
              <Label htmlFor={`${ids}-name`}>Your full name</Label>
              <Input
                id={`${ids}-name`}
                value={f.personalName}
                onChange={(e) => set('personalName', e.target.value)}
                autoComplete="name"
                maxLength={200}
              />
            </div>
          </div>
        </Section>

        <Section n={2} title="Entity details">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${ids}-entity`} label="Entity type">
              <Select
                id={`${ids}-entity`}
                value={f.entityType}
                onChange={(e) => set('entityType', e.target.value)}
              >
                <option value="">Not specified</option>
                {FLOW_ENTITY_TYPES.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </Select>
            </Field>
            <div>
              <Label htmlFor={`${ids}-entityname`}>
                {isLtd ? 'Company name' : f.entityType === 'TM' ? 'Trademark name' : 'Entity name'}
              </Label>
              <Input
                id={`${ids}-entityname`}
                value={f.entityName}
                onChange={(e) => set('entityName', e.target.value)}
                maxLength={200}
              />
            </div>
          </div>
          {isTm ? (
            <Field id={`${ids}-classes`} label="Trademark classes *">
              <Input
                id={`${ids}-classes`}
                placeholder="e.g. 35, 36, 45"
                value={f.disputeReason}
                onChange={(e) => set('disputeReason', e.target.value)}
                maxLength={100}
                required
              />
            </Field>
          ) : isLtd ? (
            <Field id={`${ids}-conum`} label="Company number">
              <Input
                id={`${ids}-conum`}
                value={f.disputeReason}
                onChange={(e) => set('disputeReason', e.target.value)}
                maxLength={50}
              />
            </Field>
          ) : null}
        </Section>

        <Section n={3} title="Debt information">
          <div>
            <Label htmlFor={`${ids}-creditor`}>Creditor or company chasing you *</Label>
            <Input
              id={`${ids}-creditor`}
              value={f.creditorName}
              onChange={(e) => set('creditorName', e.target.value)}
              maxLength={200}
              required
              aria-describedby={`${ids}-lookup`}
            />
            <p
              id={`${ids}-lookup`}
              className="mt-1 text-sm text-slate-600"
              aria-live="polite"
              data-testid="email-lookup"
            >
              {lookup?.found && lookup.match
                ? `Published ${lookup.match.purpose.toLowerCase()} address for ${lookup.match.organisation}: ${lookup.primaryEmail} (checked ${new Date(lookup.match.checked).toLocaleDateString('en-GB')}).`
                : lookup
                  ? 'We hold no published address for this name. Use the one on their letter or website.'
                  : null}
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id={`${ids}-amount`} label="Amount demanded (£)">
              <Input
                id={`${ids}-amount`}
                inputMode="decimal"
                value={f.debtAmount}
                onChange={(e) => set('debtAmount', e.target.value)}
                maxLength={20}
              />
            </Field>
            <Field id={`${ids}-account`} label="Account or reference number">
              <Input
                id={`${ids}-account`}
                value={f.accountNumber}
                onChange={(e) => set('accountNumber', e.target.value)}
                maxLength={100}
              />
            </Field>
            <Field id={`${ids}-type`} label="Type of debt">
              <Select id={`${ids}-type`} value={f.debtType} onChange={(e) => set('debtType', e.target.value)}>
                {DEBT_FLOW_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {FLOW_TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {!isTm && !isLtd ? (
            <Field id={`${ids}-reason`} label="Why you dispute it (in your own words)">
              <Textarea
                id={`${ids}-reason`}
                value={f.disputeReason}
                maxLength={MAX_ADDITIONAL_INFO}
                onChange={(e) => set('disputeReason', e.target.value)}
              />
            </Field>
          ) : null}
          <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
            <legend className="px-1 font-medium">What have you already sent to {creditor}?</legend>
            <p className="text-sm text-slate-600">
              Your reply follows on from what you really sent: a second letter only after a first, a final
              letter only after a second.
            </p>
            {(
              [
                [0, 'Nothing yet'],
                [1, 'A first letter'],
                [2, 'A first and a second letter'],
              ] as const
            ).map(([n, label]) => (
              <label key={n} className="flex items-center gap-3">
                <input
                  type="radio"
                  name={`${ids}-sent`}
                  className="h-5 w-5"
                  checked={f.alreadySent === n}
                  onChange={() => set('alreadySent', n)}
                />
                {label}
              </label>
            ))}
            {([0, 1] as const)
              .filter((i) => i < f.alreadySent)
              .map((i) => {
                const p = f.priorLetters[i];
                const update = (patch: Partial<typeof p>) =>
                  setF((s) => {
                    const next = [...s.priorLetters] as FlowState['priorLetters'];
                    next[i] = { ...next[i], ...patch };
                    return { ...s, priorLetters: next };
                  });
                const which = i === 0 ? 'first' : 'second';
                return (
                  <div key={i} className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-3">
                    <div>
                      <Label htmlFor={`${ids}-p${i}-date`}>Date you sent your {which} letter *</Label>
                      <Input
                        id={`${ids}-p${i}-date`}
                        type="date"
                        max={new Date().toISOString().slice(0, 10)}
                        value={p.sentAt}
                        onChange={(e) => update({ sentAt: e.target.value })}
                      />
                    </div>
                    <Field id={`${ids}-p${i}-method`} label="How you sent it">
                      <Select
                        id={`${ids}-p${i}-method`}
                        value={p.method}
                        onChange={(e) => update({ method: e.target.value as typeof p.method })}
                      >
                        <option value="post">First or second class post</option>
                        <option value="recorded">Recorded or signed-for post</option>
                        <option value="email">Email</option>
                        <option value="hand">By hand</option>
                      </Select>
                    </Field>
                    <label className="flex items-center gap-3 self-end pb-2 text-sm">
                      <input
                        type="checkbox"
                        className="h-5 w-5"
                        checked={p.feeEnclosed}
                        onChange={(e) => update({ feeEnclosed: e.target.checked })}
                      />
                      The £1 fee went with it (request for the credit agreement)
                    </label>
                  </div>
                );
              })}
          </fieldset>
        </Section>

        <Section n={4} title="Bailiff and warrant">
          <div className="flex gap-2">
            <div className="flex-1">
              <Label htmlFor={`${ids}-bailiff`}>Bailiff (enforcement agent) name</Label>
              <Input
                id={`${ids}-bailiff`}
                value={f.bailiffName}
                onChange={(e) => set('bailiffName', e.target.value)}
                maxLength={200}
              />
            </div>
            <Button
              variant="outline"
              className="self-end"
              onClick={() => void checkBailiff()}
              disabled={!f.bailiffName.trim() || checking}
            >
              {checking ? 'Checking…' : 'Check bailiff'}
            </Button>
          </div>
          {bailiff ? (
            <div
              className="rounded-md border border-slate-200 bg-white p-4 text-sm"
              data-testid="bailiff-result"
            >
              <p className="font-medium">{bailiff.bailiffName}</p>
              <p className="mt-1">
                {bailiff.previouslyVerified
                  ? `Previously verified (last checked ${new Date(bailiff.previouslyVerified.lastChecked).toLocaleDateString('en-GB')}).`
                  : 'Not in your earlier checks. Check the official register for the current status.'}
              </p>
              <ol className="mt-2 list-inside list-decimal space-y-1">
                {bailiff.verificationSteps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </div>
          ) : null}
          {f.bailiffName.trim() ? (
            <>
              <BailiffRegisterCheck
                name={`${ids}-verified`}
                registerUrl={bailiff?.officialCheckUrl}
                value={verified}
                onChange={setVerified}
              />
            </>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id={`${ids}-wtype`} label="Warrant type">
              <Select
                id={`${ids}-wtype`}
                value={f.warrantType}
                onChange={(e) => set('warrantType', e.target.value)}
              >
                <option value="">None</option>
                {WARRANT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t.charAt(0).toUpperCase() + t.slice(1)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={`${ids}-wnum`} label="Warrant number">
              <Input
                id={`${ids}-wnum`}
                value={f.warrantNumber}
                onChange={(e) => set('warrantNumber', e.target.value)}
                maxLength={100}
              />
            </Field>
            <Field id={`${ids}-wdate`} label="Warrant date">
              <Input
                id={`${ids}-wdate`}
                type="date"
                value={f.warrantDate}
                onChange={(e) => set('warrantDate', e.target.value)}
              />
            </Field>
          </div>
        </Section>

        <Section n={5} title="Credit file cleansing">
          <fieldset className="space-y-2">
            <legend className="text-sm text-slate-700">
              Has {creditor} reported this to a credit reference agency? Tick each one: the letter asks them
              to report the account as disputed, not in default, while you dispute it.
            </legend>
            {CREDIT_AGENCIES.map((a) => (
              <label key={a} className="flex items-center gap-3">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={f.creditAgencies.includes(a)}
                  onChange={() =>
                    set(
                      'creditAgencies',
                      f.creditAgencies.includes(a)
                        ? f.creditAgencies.filter((x) => x !== a)
                        : [...f.creditAgencies, a],
                    )
                  }
                />
                {CREDIT_AGENCY_NAMES[a]}
              </label>
            ))}
          </fieldset>
        </Section>

        <Section n={6} title="Email and address">
          <Field id={`${ids}-cemail`} label="Creditor’s email">
            <Input
              id={`${ids}-cemail`}
              type="email"
              value={f.creditorEmail}
              onChange={(e) => set('creditorEmail', e.target.value)}
              maxLength={254}
            />
          </Field>
          <Field id={`${ids}-address`} label="Your postal address *">
            <Textarea
              id={`${ids}-address`}
              rows={3}
              value={f.userAddress}
              onChange={(e) => set('userAddress', e.target.value)}
              autoComplete="street-address"
              maxLength={500}
              required
              aria-required="true"
            />
          </Field>
        </Section>

        <Section n={7} title="Challenge strategy">
          <fieldset className="space-y-2">
            <legend className="sr-only">Strategy</legend>
            {(
              [
                ['useStandardChallenge', 'Standard statutory challenge'],
                ['useEDPChallenge', 'EDP challenge'],
                ['useTrustChallenge', 'Trust challenge'],
              ] as const
            ).map(([k, label]) => (
              <label key={k} className="flex items-center gap-3">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={f[k]}
                  onChange={(e) => set(k, e.target.checked)}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {strategy ? (
            <div
              role="note"
              className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
            >
              <p className="font-semibold">Before you choose this option</p>
              <p className="mt-1">{strategyCaution(strategy)}</p>
            </div>
          ) : null}
        </Section>

        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          {submitting ? 'Generating…' : 'Generate My Letter'}
        </Button>
        <p className="text-sm text-slate-600">
          The letter is an informational template, not legal advice. It appears on your dashboard at once.
        </p>
      </form>
    </Page>
  );
}

export default function DebtFlowPage() {
  return (
    <RequireAuth signedOut="relogin">
      <DebtFlow />
    </RequireAuth>
  );
}
