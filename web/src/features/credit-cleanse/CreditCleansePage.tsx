/**
 * Credit file cleansing (part 2 §2): the form, then one result card per agency, 'Your Previous Letters' and
 * 'Generate Another Letter'. The letters are the user's own requests to the credit reference agencies (UK GDPR
 * Art 15/16 and, for the entries they dispute, s.159 Consumer Credit Act 1974), one credit for the whole request.
 */
import type { CreditCleanseLetterOut } from '@app/shared/api';
import { CREDIT_AGENCIES, MAX_ADDITIONAL_INFO } from '@app/shared/constants';
import { strategyCaution } from '@app/shared/legal/strategy-caution';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError, serverMessage } from '../../api/client';
import { CREDIT_LETTERS_KEY, generateCreditLetters, useCreditLetters } from '../../api/credit-letters';
import { USER_KEY, useUser } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { RequireAuth } from '../../components/layout/RequireAuth';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/Toast';
import { saveText } from '../../lib/download';
import { agencyName, creditTextFileName, type Agency } from './letter-meta';

export const MISSING_INFORMATION = 'Please fill in all required fields and select at least one agency.';

interface FormState {
  entityType: '' | 'Trust' | 'EDP';
  userName: string;
  userAddress: string;
  userEmail: string;
  edpName: string;
  trademarkName: string;
  trademarkNumber: string;
  trademarkClasses: string;
  feeSchedule: string;
  selectedAgencies: Agency[];
  additionalInfo: string;
}

/** What the spec requires (part 2 §5); the server checks the same and more. */
export function missingFields(f: FormState): boolean {
  return (
    !f.entityType ||
    !f.userName.trim() ||
    !f.userAddress.trim() ||
    !f.userEmail.trim() ||
    f.selectedAgencies.length === 0 ||
    (f.entityType === 'EDP' && !f.edpName.trim())
  );
}

function CreditCleanse() {
  const ids = useId();
  const { user } = useUser();
  const { mutate } = useSWRConfig();
  const { letters: previous, mutate: refreshPrevious } = useCreditLetters(!!user);
  const blank: FormState = {
    entityType: '',
    userName: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '',
    userAddress: '',
    userEmail: user?.email ?? '',
    edpName: '',
    trademarkName: '',
    trademarkNumber: '',
    trademarkClasses: '',
    feeSchedule: '',
    selectedAgencies: [],
    additionalInfo: '',
  };
  const [form, setForm] = useState<FormState>(blank);
  const [submitting, setSubmitting] = useState(false);
  const [results, setResults] = useState<CreditCleanseLetterOut[] | null>(null);
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => setForm((f) => ({ ...f, [k]: v }));
  const toggleAgency = (a: Agency) =>
    set(
      'selectedAgencies',
      form.selectedAgencies.includes(a)
        ? form.selectedAgencies.filter((x) => x !== a)
        : [...form.selectedAgencies, a],
    );

  if (!user) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (missingFields(form)) {
      toast({ title: 'Missing Information', description: MISSING_INFORMATION, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      const res = await generateCreditLetters({ ...form, entityType: form.entityType as 'Trust' | 'EDP' });
      setResults(res.letters);
      toast({
        title: 'SUCCESS! Letters Generated',
        description: `${res.letters.length} ${res.letters.length === 1 ? 'letter' : 'letters'} ready to check, download and send.`,
        variant: 'success',
      });
      void mutate(USER_KEY);
      void mutate(CREDIT_LETTERS_KEY);
      void refreshPrevious();
    } catch (err) {
      const description =
        serverMessage(err) ??
        (err instanceof ApiError
          ? `Server error: ${err.status} ${err.body || ''}`.trim()
          : 'Failed to generate letter');
      toast({ title: 'Generation Failed', description, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Page
      title="Credit File Cleansing"
      intro={
        <p>
          Ask Equifax, Experian and TransUnion for your credit file and for every wrong entry to be corrected.
          Each letter is written in your own name. One request uses 1 credit, however many agencies you
          choose.
        </p>
      }
    >
      {results ? (
        <section aria-labelledby={`${ids}-results`} className="space-y-4">
          <h2 id={`${ids}-results`} className="text-xl font-semibold">
            Your letters
          </h2>
          {results.map((l) => (
            <Card key={l.id} data-testid={`result-${l.agency}`}>
              <CardHeader>
                <CardTitle as="h3">{agencyName(l.agency)}</CardTitle>
                <CardDescription>Addressed to {l.agencyEmail}</CardDescription>
              </CardHeader>
              <CardContent className="space-y-3">
                <pre className="max-h-64 overflow-auto whitespace-pre-wrap rounded-md bg-slate-50 p-3 font-sans text-sm">
                  {l.letterContent}
                </pre>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`/credit-cleansing-letter?id=${encodeURIComponent(l.id)}`}
                    className={buttonClasses('default', 'sm')}
                    aria-label={`View and send the ${agencyName(l.agency)} letter`}
                  >
                    View and send
                  </Link>
                  <Link
                    to={`/edit-credit-letter?id=${encodeURIComponent(l.id)}`}
                    className={buttonClasses('outline', 'sm')}
                    aria-label={`Edit the ${agencyName(l.agency)} letter`}
                  >
                    Edit
                  </Link>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => saveText(l.letterContent, creditTextFileName(l.agency, form.userName))}
                    aria-label={`Download the ${agencyName(l.agency)} letter`}
                  >
                    Download
                  </Button>
                </div>
              </CardContent>
            </Card>
          ))}
          <Button
            onClick={() => {
              setResults(null);
              setForm(blank);
            }}
          >
            Generate Another Letter
          </Button>
        </section>
      ) : (
        <Card>
          <CardContent className="pt-6">
            <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
              <fieldset className="space-y-2">
                <legend className="text-lg font-semibold">
                  Letter type <span aria-hidden="true">*</span>
                </legend>
                {(['Trust', 'EDP'] as const).map((t) => (
                  <label key={t} className="flex items-center gap-3">
                    <input
                      type="radio"
                      name={`${ids}-entity`}
                      className="h-5 w-5"
                      checked={form.entityType === t}
                      onChange={() => set('entityType', t)}
                    />
                    {t}
                  </label>
                ))}
                {form.entityType ? (
                  <div
                    role="note"
                    className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
                  >
                    <p className="font-semibold">Before you choose this option</p>
                    <p className="mt-1">{strategyCaution(form.entityType === 'Trust' ? 'trust' : 'edp')}</p>
                    <p className="mt-1">
                      The agencies receive a letter from you as the data subject; the details below are kept
                      on your copy.
                    </p>
                  </div>
                ) : null}
              </fieldset>

              <div className="grid gap-4 sm:grid-cols-2">
                <Field id={`${ids}-name`} label="Your full name *">
                  <Input
                    id={`${ids}-name`}
                    value={form.userName}
                    onChange={(e) => set('userName', e.target.value)}
                    autoComplete="name"
                    maxLength={200}
                    required
                  />
                </Field>
                <Field id={`${ids}-email`} label="Your email *">
                  <Input
                    id={`${ids}-email`}
                    type="email"
                    value={form.userEmail}
                    onChange={(e) => set('userEmail', e.target.value)}
                    autoComplete="email"
                    required
                  />
                </Field>
              </div>
              <Field id={`${ids}-address`} label="Your postal address *">
                <Textarea
                  id={`${ids}-address`}
                  rows={3}
                  value={form.userAddress}
                  onChange={(e) => set('userAddress', e.target.value)}
                  autoComplete="street-address"
                  maxLength={500}
                  required
                />
              </Field>

              {form.entityType === 'EDP' ? (
                <Field id={`${ids}-edp`} label="EDP administrator name *">
                  <Input
                    id={`${ids}-edp`}
                    value={form.edpName}
                    onChange={(e) => set('edpName', e.target.value)}
                    maxLength={200}
                    required
                  />
                </Field>
              ) : null}
              {form.entityType ? (
                <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-3">
                  <legend className="px-1 text-sm font-medium">
                    Trademark details (optional, your copy)
                  </legend>
                  <Field id={`${ids}-tmname`} label="Trademark name">
                    <Input
                      id={`${ids}-tmname`}
                      value={form.trademarkName}
                      onChange={(e) => set('trademarkName', e.target.value)}
                      maxLength={200}
                    />
                  </Field>
                  <Field id={`${ids}-tmnum`} label="UK trademark number">
                    <Input
                      id={`${ids}-tmnum`}
                      value={form.trademarkNumber}
                      onChange={(e) => set('trademarkNumber', e.target.value)}
                      maxLength={50}
                    />
                  </Field>
                  <Field id={`${ids}-tmclasses`} label="Trademark classes">
                    <Input
                      id={`${ids}-tmclasses`}
                      placeholder="e.g. 35, 36, 45"
                      value={form.trademarkClasses}
                      onChange={(e) => set('trademarkClasses', e.target.value)}
                      maxLength={100}
                    />
                  </Field>
                  <div className="sm:col-span-3">
                    <Label htmlFor={`${ids}-fees`}>Fee schedule</Label>
                    <Textarea
                      id={`${ids}-fees`}
                      value={form.feeSchedule}
                      onChange={(e) => set('feeSchedule', e.target.value)}
                      maxLength={2000}
                    />
                  </div>
                </fieldset>
              ) : null}

              <fieldset className="space-y-2">
                <legend className="text-lg font-semibold">Credit reference agencies *</legend>
                {CREDIT_AGENCIES.map((a) => (
                  <label key={a} className="flex items-center gap-3">
                    <input
                      type="checkbox"
                      className="h-5 w-5"
                      checked={form.selectedAgencies.includes(a)}
                      onChange={() => toggleAgency(a)}
                    />
                    {agencyName(a)}
                  </label>
                ))}
              </fieldset>

              <div>
                <Label htmlFor={`${ids}-info`}>The entries you dispute, and why</Label>
                <Textarea
                  id={`${ids}-info`}
                  value={form.additionalInfo}
                  maxLength={MAX_ADDITIONAL_INFO}
                  onChange={(e) => set('additionalInfo', e.target.value.slice(0, MAX_ADDITIONAL_INFO))}
                  aria-describedby={`${ids}-info-help`}
                  placeholder="For example: a default from Example Bank dated March 2021 is not mine."
                />
                <p id={`${ids}-info-help`} className="mt-1 text-sm text-slate-600">
                  Name each wrong entry and say why it is wrong: the letter then gives notice under section
                  159 of the Consumer Credit Act 1974, and the agency has 28 days to tell you what it has
                  done. {form.additionalInfo.length}/{MAX_ADDITIONAL_INFO}
                </p>
              </div>

              <Button type="submit" size="lg" className="w-full" disabled={submitting}>
                {submitting ? 'Generating…' : 'Generate Letters'}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}

      <section aria-labelledby={`${ids}-previous`} className="mt-10">
        <h2 id={`${ids}-previous`} className="text-xl font-semibold">
          Your Previous Letters
        </h2>
        {previous.length === 0 ? (
          <p className="mt-2 text-slate-600">No credit file letters yet.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {previous.map((p) => (
              <li key={p.id} className="rounded-md border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    to={`/credit-cleansing-letter?id=${encodeURIComponent(p.id)}`}
                    className="font-medium text-brand-700 underline"
                  >
                    {agencyName(p.creditAgency)} — {p.userName}
                  </Link>
                  <span className="text-sm text-slate-600">
                    {new Date(p.createdAt).toLocaleDateString('en-GB')}
                  </span>
                </div>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-700" data-testid="previous-preview">
                  {p.letterContent}
                  {p.letterContent.length >= 200 ? '…' : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}

export default function CreditCleansePage() {
  return (
    <RequireAuth>
      <CreditCleanse />
    </RequireAuth>
  );
}
