/**
 * GDPR challenge generator (part 2 §2, §4, §5, §8): six steps — scenario, organisation, you and the challenge type,
 * articles, violations, details — then the letter with View Dashboard, Download, Email and Generate Another (which
 * goes back to the form with every value kept). Free: no credit is used (kinds/gdpr.ts, README "Pricing").
 */
import type { GdprLetterView } from '@app/shared/api';
import { GDPR_ARTICLES, GDPR_ARTICLE_IDS, GDPR_SCENARIOS, GDPR_SCENARIO_IDS } from '@app/shared/constants';
import type { GdprScenario } from '@app/shared/constants';
import { formatUkDate } from '@app/shared/legal/deadlines';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { generateGdprChallenge } from '../../api/gdpr';
import { Page } from '../../components/layout/Page';
import { RequireAuth } from '../../components/layout/RequireAuth';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/Toast';
import { saveText } from '../../lib/download';
import { openMailDraft } from '../../lib/mailto';
import {
  SCENARIO_DESCRIPTIONS,
  TRUST_CAUTION,
  URGENCY_OPTIONS,
  gdprEmailSubject,
  gdprFileName,
  guessedAddresses,
} from './gdpr-data';

interface FormValues {
  scenario: GdprScenario | '';
  organizationName: string;
  organizationAddress: string;
  yourName: string;
  yourAddress: string;
  yourEmail: string;
  entityType: 'Personal' | 'Trust';
  edpName: string;
  trademarkName: string;
  trademarkNumber: string;
  trademarkClasses: string;
  selectedArticles: string[];
  specificViolations: string[];
  dataTypes: string;
  timeframe: string;
  previousContact: string;
  evidenceDescription: string;
  urgencyLevel: 'normal' | 'urgent' | 'critical';
  additionalInfo: string;
}

const initialValues = (organizationName = ''): FormValues => ({
  scenario: '',
  organizationName,
  organizationAddress: '',
  yourName: '',
  yourAddress: '',
  yourEmail: '',
  entityType: 'Personal',
  edpName: '',
  trademarkName: '',
  trademarkNumber: '',
  trademarkClasses: '',
  selectedArticles: ['12', '15'],
  specificViolations: [],
  dataTypes: '',
  timeframe: '',
  previousContact: '',
  evidenceDescription: '',
  urgencyLevel: 'normal',
  additionalInfo: '',
});

const toggle = (list: string[], item: string) =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <span className="mr-2 inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-sm text-white">
            {n}
          </span>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

function Generator() {
  const [params] = useSearchParams();
  const [values, setValues] = useState<FormValues>(() => initialValues(params.get('organization') ?? ''));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<GdprLetterView | null>(null);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: keyof FormValues) => (e: { target: { value: string } }) =>
    set(key, e.target.value as never);

  const chooseScenario = (s: GdprScenario) =>
    setValues((v) => ({
      ...v,
      scenario: s,
      // Violations belong to a scenario: keep only those the new one lists.
      specificViolations: v.specificViolations.filter((x) =>
        (GDPR_SCENARIOS[s].violations as readonly string[]).includes(x),
      ),
    }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values.scenario || !values.organizationName.trim() || !values.yourName.trim()) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in the required fields (scenario, organization, your name)',
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      const { gdprLetter } = await generateGdprChallenge({ ...values, scenario: values.scenario });
      setResult(gdprLetter);
      toast({
        title: 'GDPR Challenge Generated',
        description: 'Your personalized GDPR challenge letter is ready',
        variant: 'success',
      });
      window.scrollTo({ top: 0 });
    } catch {
      toast({
        title: 'Generation Failed',
        description: 'Unable to generate GDPR challenge. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  if (result) return <Result letter={result} onAnother={() => setResult(null)} />;

  const scenario = values.scenario ? GDPR_SCENARIOS[values.scenario] : null;
  return (
    <Page
      title="GDPR Challenge Generator"
      intro={
        <p>
          Six short steps. The letter uses your rights under the UK GDPR and asks the organisation to answer
          within one month of receiving it.
        </p>
      }
    >
      <p
        className="mb-6 rounded-md border border-green-300 bg-green-50 p-3 text-green-950"
        data-testid="gdpr-price"
      >
        <strong>Free:</strong> GDPR challenge letters use no credits. (An ICO complaint, if you need one
        later, uses 1 credit.)
      </p>
      <form onSubmit={(e) => void onSubmit(e)} className="space-y-6" noValidate>
        <Step n={1} title="Choose a scenario">
          <div className="grid gap-3 sm:grid-cols-2" role="group" aria-label="Scenario">
            {GDPR_SCENARIO_IDS.map((id) => {
              const s = GDPR_SCENARIOS[id];
              const chosen = values.scenario === id;
              return (
                <button
                  key={id}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => chooseScenario(id)}
                  className={cn(
                    'rounded-lg border p-4 text-left transition-colors focus-visible:outline-3 focus-visible:outline-brand-600',
                    chosen
                      ? 'border-brand-700 bg-brand-50 ring-2 ring-brand-700'
                      : 'border-slate-200 bg-white hover:bg-slate-50',
                  )}
                >
                  <span className="block font-semibold text-slate-900">{s.label}</span>
                  <span className="mt-1 block text-sm text-slate-600">{SCENARIO_DESCRIPTIONS[id]}</span>
                  <span className="mt-2 block text-xs font-medium uppercase text-slate-500">
                    Common violations
                  </span>
                  <span className="block text-sm text-slate-700">{s.violations.join(' · ')}</span>
                </button>
              );
            })}
          </div>
        </Step>

        {scenario ? (
          <>
            <Step n={2} title="Organisation details">
              <Field id="organizationName" label="Organisation name *">
                <Input
                  id="organizationName"
                  value={values.organizationName}
                  onChange={text('organizationName')}
                  required
                />
              </Field>
              <Field id="organizationAddress" label="Organisation address">
                <Textarea
                  id="organizationAddress"
                  value={values.organizationAddress}
                  onChange={text('organizationAddress')}
                  rows={3}
                />
              </Field>
            </Step>

            <Step n={3} title="Your details and challenge type">
              <Field id="yourName" label="Your name *">
                <Input id="yourName" value={values.yourName} onChange={text('yourName')} required />
              </Field>
              <Field id="yourAddress" label="Your address">
                <Textarea
                  id="yourAddress"
                  value={values.yourAddress}
                  onChange={text('yourAddress')}
                  rows={3}
                />
              </Field>
              <Field id="yourEmail" label="Your email">
                <Input id="yourEmail" type="email" value={values.yourEmail} onChange={text('yourEmail')} />
              </Field>
              <fieldset>
                <legend className="mb-1 text-sm font-medium text-slate-800">Challenge type</legend>
                <div className="flex flex-wrap gap-4">
                  {(['Personal', 'Trust'] as const).map((t) => (
                    <label key={t} className="flex min-h-11 items-center gap-2">
                      <input
                        type="radio"
                        name="entityType"
                        value={t}
                        checked={values.entityType === t}
                        onChange={() => set('entityType', t)}
                      />
                      {t}
                    </label>
                  ))}
                </div>
              </fieldset>
              {values.entityType === 'Trust' ? (
                <div className="space-y-4 rounded-md border border-slate-200 p-4">
                  <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950" role="note">
                    {TRUST_CAUTION}
                  </p>
                  <Field id="trademarkName" label="Trademark name">
                    <Input id="trademarkName" value={values.trademarkName} onChange={text('trademarkName')} />
                  </Field>
                  <Field id="trademarkNumber" label="UK trademark number">
                    <Input
                      id="trademarkNumber"
                      value={values.trademarkNumber}
                      onChange={text('trademarkNumber')}
                      placeholder="UK00003123456"
                    />
                  </Field>
                  <Field id="trademarkClasses" label="Trademark classes">
                    <Input
                      id="trademarkClasses"
                      value={values.trademarkClasses}
                      onChange={text('trademarkClasses')}
                      placeholder="35, 36, 45"
                    />
                  </Field>
                  <Field id="edpName" label="EDP administrator name">
                    <Input id="edpName" value={values.edpName} onChange={text('edpName')} />
                  </Field>
                </div>
              ) : null}
              <Field id="urgencyLevel" label="Urgency">
                <Select
                  id="urgencyLevel"
                  value={values.urgencyLevel}
                  onChange={(e) => set('urgencyLevel', e.target.value as FormValues['urgencyLevel'])}
                  aria-describedby="urgency-description"
                >
                  {URGENCY_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
                <p id="urgency-description" className="mt-1 text-sm text-slate-600">
                  {URGENCY_OPTIONS.find((o) => o.value === values.urgencyLevel)?.description}
                </p>
              </Field>
            </Step>

            <Step n={4} title="Choose GDPR articles">
              <div className="grid gap-2 sm:grid-cols-2">
                {GDPR_ARTICLE_IDS.map((a) => (
                  <label
                    key={a}
                    className="flex min-h-11 items-start gap-2 rounded-md border border-slate-200 p-2"
                  >
                    <input
                      type="checkbox"
                      className="mt-1"
                      checked={values.selectedArticles.includes(a)}
                      onChange={() => set('selectedArticles', toggle(values.selectedArticles, a))}
                    />
                    <span>
                      <span className="font-medium">Article {a}</span> — {GDPR_ARTICLES[a]}
                    </span>
                  </label>
                ))}
              </div>
            </Step>

            <Step n={5} title={`Specific violations: ${scenario.label}`}>
              <div className="grid gap-2">
                {scenario.violations.map((v) => (
                  <label
                    key={v}
                    className="flex min-h-11 items-center gap-2 rounded-md border border-slate-200 p-2"
                  >
                    <input
                      type="checkbox"
                      checked={values.specificViolations.includes(v)}
                      onChange={() => set('specificViolations', toggle(values.specificViolations, v))}
                    />
                    {v}
                  </label>
                ))}
              </div>
            </Step>

            <Step n={6} title="Additional details">
              <Field id="dataTypes" label="Types of data concerned">
                <Input id="dataTypes" value={values.dataTypes} onChange={text('dataTypes')} />
              </Field>
              <Field id="timeframe" label="Timeframe">
                <Input
                  id="timeframe"
                  value={values.timeframe}
                  onChange={text('timeframe')}
                  placeholder="e.g. since March 2025"
                />
              </Field>
              <Field id="previousContact" label="Previous contact with the organisation">
                <Textarea
                  id="previousContact"
                  value={values.previousContact}
                  onChange={text('previousContact')}
                />
              </Field>
              <Field id="evidenceDescription" label="Evidence you hold">
                <Textarea
                  id="evidenceDescription"
                  value={values.evidenceDescription}
                  onChange={text('evidenceDescription')}
                />
              </Field>
              <Field id="additionalInfo" label="Anything else">
                <Textarea
                  id="additionalInfo"
                  value={values.additionalInfo}
                  onChange={text('additionalInfo')}
                />
              </Field>
            </Step>
          </>
        ) : (
          <p className="text-slate-600">Choose a scenario to continue.</p>
        )}

        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Generating Challenge...' : 'Generate GDPR Challenge Letter'}
        </Button>
      </form>
    </Page>
  );
}

function Result({ letter, onAnother }: { letter: GdprLetterView; onAnother: () => void }) {
  const addresses = guessedAddresses(letter.organizationName);
  return (
    <Page
      title="Your GDPR Challenge Letter"
      intro={<p>To {letter.organizationName}. Check it, then send it.</p>}
    >
      <div className="flex flex-wrap gap-2">
        <Link to="/gdpr-dashboard" className={buttonClasses('default')}>
          View Dashboard
        </Link>
        <Button
          variant="outline"
          onClick={() => saveText(letter.letterContent, gdprFileName(letter.organizationName))}
        >
          Download
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            openMailDraft({
              to: addresses.join(','),
              subject: gdprEmailSubject(letter.organizationName),
              body: letter.letterContent,
            })
          }
        >
          Email
        </Button>
        <Button variant="secondary" onClick={onAnother}>
          Generate Another
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-600">
        Email goes to addresses guessed from the organisation’s name ({addresses.join(', ')}). Check its
        privacy notice for the right data protection contact — or post the letter, which starts the clock from
        receipt.
      </p>
      {letter.responseDeadline ? (
        <p className="mt-4 rounded-md bg-blue-50 p-3 text-blue-950" data-testid="gdpr-deadline">
          If you post it today, the reply is due by <strong>{formatUkDate(letter.responseDeadline)}</strong>.{' '}
          {letter.deadlineRule}
        </p>
      ) : null}
      {letter.entityType === 'Trust' ? (
        <Card className="mt-4">
          <CardHeader>
            <CardTitle as="h2">Your copy: trust details</CardTitle>
            <CardDescription>Kept with your letter; not sent to the organisation.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-1 text-sm sm:grid-cols-2">
              <dt className="text-slate-500">Trademark</dt>
              <dd>{letter.trademarkName ? `${letter.trademarkName}™` : '—'}</dd>
              <dt className="text-slate-500">UK trademark number</dt>
              <dd>{letter.trademarkNumber || '—'}</dd>
              <dt className="text-slate-500">Classes</dt>
              <dd>{letter.trademarkClasses || '—'}</dd>
              <dt className="text-slate-500">EDP administrator</dt>
              <dd>{letter.edpName || '—'}</dd>
            </dl>
          </CardContent>
        </Card>
      ) : null}
      <Card className="mt-4">
        <CardHeader>
          <CardTitle as="h2">
            Letter <Badge variant="secondary">Free</Badge>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <pre
            className="whitespace-pre-wrap font-serif text-sm text-slate-900"
            data-testid="gdpr-letter-text"
          >
            {letter.letterContent}
          </pre>
        </CardContent>
      </Card>
    </Page>
  );
}

export default function GdprChallengePage() {
  return (
    <RequireAuth>
      <Generator />
    </RequireAuth>
  );
}
