/**
 * ICO complaints (part 2 §2, §4, §5, §7–§9): a complaint to the Information Commissioner about an organisation that
 * has not dealt properly with a data-protection request. 1 credit (£3), taken by the server with the stored
 * complaint. Since 19 June 2026 the organisation must have had the complaint first (DPA 2018 s.164A): the form asks
 * whether and when, and offers to write that complaint when the user has not made it.
 */
import type { IcoComplaintView } from '@app/shared/api';
import { ICO_VIOLATION_TYPES } from '@app/shared/constants';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../api/client';
import { createIcoComplaint } from '../../api/ico';
import { useUser } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { PageLoader } from '../../components/layout/PageLoader';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/Toast';
import { saveText } from '../../lib/download';
import { formatCredits } from '../../lib/format';
import { openMailDraft } from '../../lib/mailto';
import {
  ICO_PUBLIC_CONTACT,
  VIOLATION_LABELS,
  WHAT_HAPPENS_NEXT,
  icoEmailBody,
  icoEmailSubject,
  icoFileName,
} from './ico-data';

interface FormValues {
  companyName: string;
  companyAddress: string;
  companyResponse: string;
  violationType: string;
  originalGdprDate: string;
  attachedGdprLetter: string;
  evidenceDescription: string;
  complained: '' | 'yes' | 'no';
  organisationComplaintDate: string;
  acknowledged: '' | 'yes' | 'no';
  acknowledgedDate: string;
}

const empty: FormValues = {
  companyName: '',
  companyAddress: '',
  companyResponse: '',
  violationType: '',
  originalGdprDate: '',
  attachedGdprLetter: '',
  evidenceDescription: '',
  complained: '',
  organisationComplaintDate: '',
  acknowledged: '',
  acknowledgedDate: '',
};

const today = () => new Date().toISOString().slice(0, 10);

function YesNo({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: string;
  onChange: (v: 'yes' | 'no') => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-6">
        {(['yes', 'no'] as const).map((v) => (
          <label key={v} className="flex min-h-11 items-center gap-2">
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
            {v === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function WhenToFile() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">When to File</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-inside list-disc space-y-1 text-slate-700">
          <li>
            The organisation has not answered your data request within one month of receiving it (UK GDPR Art
            12A).
          </li>
          <li>
            It refused your request, answered only part of it, charged a fee or asked for more than it needs.
          </li>
          <li>
            You complained to the organisation first: since 19 June 2026 it must acknowledge a data protection
            complaint within 30 days and tell you the outcome (Data Protection Act 2018 s.164A).
          </li>
          <li>
            Complain within three months of the organisation’s final response — later can count against you.
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

function ContactCard() {
  const c = ICO_PUBLIC_CONTACT;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Contact the ICO</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-slate-700" data-testid="ico-contact">
        <p>
          Online portal:{' '}
          <a className="text-brand-700 underline" href={c.portal} target="_blank" rel="noreferrer">
            ico.org.uk/make-a-complaint
          </a>
        </p>
        <p>
          Email:{' '}
          <a className="text-brand-700 underline" href={`mailto:${c.email}`}>
            {c.email}
          </a>
        </p>
        <p>Phone: {c.phone}</p>
        <address className="not-italic">
          {c.name}, {c.addressLines.join(', ')}
        </address>
        <p className="pt-2 text-xs text-slate-500">
          Public details published by the ICO (
          <a className="underline" href={c.source} target="_blank" rel="noreferrer">
            ico.org.uk
          </a>
          ). Its online form is the quickest route.
        </p>
      </CardContent>
    </Card>
  );
}

function WhatHappensNext() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">What Happens Next?</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-2">
          {WHAT_HAPPENS_NEXT.map((s, i) => (
            <li key={s.title} className="flex gap-3">
              <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm text-white">
                {i + 1}
              </span>
              <span>
                <strong>{s.title}.</strong> {s.text}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function Complaints() {
  const { user, mutate: refreshUser } = useUser();
  const [values, setValues] = useState<FormValues>(empty);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<IcoComplaintView | null>(null);
  if (!user) return null;
  const set = (key: keyof FormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const noCredits = user.credits <= 0;
  const notComplained = values.complained === 'no';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (
      !values.companyName.trim() ||
      !values.originalGdprDate ||
      !values.violationType ||
      (values.complained === 'yes' && !values.organisationComplaintDate)
    ) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    if (noCredits) {
      toast({
        title: 'No Credits Available',
        description: 'You need 1 credit to generate an ICO complaint. Please purchase credits.',
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      const complained = values.complained === '' ? undefined : values.complained === 'yes';
      const { complaint } = await createIcoComplaint({
        companyName: values.companyName,
        companyAddress: values.companyAddress,
        companyResponse: values.companyResponse,
        violationType: values.violationType as (typeof ICO_VIOLATION_TYPES)[number],
        originalGdprDate: values.originalGdprDate,
        attachedGdprLetter: values.attachedGdprLetter,
        evidenceDescription: values.evidenceDescription,
        complainedToOrganisation: complained,
        ...(complained
          ? {
              organisationComplaintDate: values.organisationComplaintDate,
              complaintAcknowledged: values.acknowledged === 'yes',
              acknowledgedDate: values.acknowledged === 'yes' ? values.acknowledgedDate : '',
            }
          : {}),
      });
      setResult(complaint);
      toast({
        title: 'ICO Complaint Generated',
        description: 'Your ICO complaint has been created successfully!',
        variant: 'success',
      });
      window.scrollTo({ top: 0 });
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? (err as Error)?.message ?? 'Failed to generate ICO complaint',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      await refreshUser();
    }
  };

  const credits = (
    <p className="rounded-md border border-slate-200 bg-white p-3" data-testid="ico-credits">
      Credits available: <strong>{formatCredits(user.credits)}</strong> · Each complaint uses 1 credit (£3).
    </p>
  );

  if (result) {
    return (
      <div className="space-y-6">
        {credits}
        <Card>
          <CardHeader>
            <CardTitle as="h2">Your complaint about {result.companyName}</CardTitle>
          </CardHeader>
          <CardContent>
            <div className="mb-4 flex flex-wrap gap-2">
              <Button
                onClick={() =>
                  openMailDraft({
                    to: ICO_PUBLIC_CONTACT.email,
                    subject: icoEmailSubject(result.companyName),
                    body: icoEmailBody(result.complaintText, user.firstName, user.lastName),
                  })
                }
              >
                Email to ICO
              </Button>
              <Button
                variant="outline"
                onClick={() => saveText(result.complaintText, icoFileName(result.companyName))}
              >
                Download
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setResult(null);
                  setValues(empty);
                }}
              >
                Create New
              </Button>
            </div>
            <pre className="whitespace-pre-wrap font-serif text-sm" data-testid="ico-complaint-text">
              {result.complaintText}
            </pre>
          </CardContent>
        </Card>
        <ContactCard />
        <WhatHappensNext />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <WhenToFile />
      {credits}
      {noCredits ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-950">
          <p className="font-semibold">No Credits Available</p>
          <p>You need 1 credit to generate an ICO complaint. Please purchase credits.</p>
          <Link to="/checkout?plan=single" className={buttonClasses('default', 'sm', 'mt-2')}>
            Buy Credits
          </Link>
        </div>
      ) : null}
      <form onSubmit={(e) => void onSubmit(e)} className="space-y-6" noValidate>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Your complaint</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <Field id="companyName" label="Organisation name *">
              <Input id="companyName" value={values.companyName} onChange={set('companyName')} required />
            </Field>
            <Field id="companyAddress" label="Organisation address">
              <Textarea
                id="companyAddress"
                value={values.companyAddress}
                onChange={set('companyAddress')}
                rows={3}
              />
            </Field>
            <Field id="violationType" label="What went wrong *">
              <Select
                id="violationType"
                value={values.violationType}
                onChange={set('violationType')}
                required
              >
                <option value="">Choose one</option>
                {ICO_VIOLATION_TYPES.map((v) => (
                  <option key={v} value={v}>
                    {VIOLATION_LABELS[v]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="originalGdprDate" label="Date of your original GDPR letter *">
              <Input
                id="originalGdprDate"
                type="date"
                max={today()}
                value={values.originalGdprDate}
                onChange={set('originalGdprDate')}
                required
              />
            </Field>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2">Your complaint to the organisation</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-sm text-slate-600">
              The ICO expects the organisation to have had your complaint first (Data Protection Act 2018
              s.164A). A GDPR challenge letter written here counts: it asks the organisation to treat it as a
              complaint.
            </p>
            <YesNo
              name="complained"
              legend={`Have you complained to ${values.companyName.trim() || 'the organisation'}?`}
              value={values.complained}
              onChange={(v) => setValues((x) => ({ ...x, complained: v }))}
            />
            {values.complained === 'yes' ? (
              <>
                <Field id="organisationComplaintDate" label="Date you complained *">
                  <Input
                    id="organisationComplaintDate"
                    type="date"
                    max={today()}
                    value={values.organisationComplaintDate}
                    onChange={set('organisationComplaintDate')}
                  />
                </Field>
                <YesNo
                  name="acknowledged"
                  legend="Did it acknowledge your complaint?"
                  value={values.acknowledged}
                  onChange={(v) => setValues((x) => ({ ...x, acknowledged: v }))}
                />
                {values.acknowledged === 'yes' ? (
                  <Field id="acknowledgedDate" label="Date it acknowledged">
                    <Input
                      id="acknowledgedDate"
                      type="date"
                      max={today()}
                      min={values.organisationComplaintDate || undefined}
                      value={values.acknowledgedDate}
                      onChange={set('acknowledgedDate')}
                    />
                  </Field>
                ) : null}
              </>
            ) : null}
            {notComplained ? (
              <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950" role="note">
                <p className="font-semibold">Complain to the organisation first</p>
                <p className="mt-1 text-sm">
                  The ICO will usually send you back to the organisation if it has not had the chance to deal
                  with your complaint. We can write that complaint for you now, free: a GDPR challenge letter
                  that also asks to be treated as a complaint under s.164A. It must acknowledge it within 30
                  days.
                </p>
                <Link
                  to={`/gdpr-challenge?organization=${encodeURIComponent(values.companyName.trim())}`}
                  className={buttonClasses('default', 'sm', 'mt-2')}
                >
                  Write my complaint to the organisation
                </Link>
              </div>
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2">Details</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <Field id="companyResponse" label="The organisation’s response (if any)">
              <Textarea
                id="companyResponse"
                value={values.companyResponse}
                onChange={set('companyResponse')}
              />
            </Field>
            <Field id="attachedGdprLetter" label="Your original GDPR letter (paste it here to include it)">
              <Textarea
                id="attachedGdprLetter"
                value={values.attachedGdprLetter}
                onChange={set('attachedGdprLetter')}
                rows={6}
              />
            </Field>
            <Field id="evidenceDescription" label="Evidence you hold">
              <Textarea
                id="evidenceDescription"
                value={values.evidenceDescription}
                onChange={set('evidenceDescription')}
              />
            </Field>
          </CardContent>
        </Card>

        <Button
          type="submit"
          size="lg"
          disabled={busy || noCredits || notComplained}
          className="w-full sm:w-auto"
        >
          {busy ? 'Generating Complaint...' : 'Generate ICO Complaint'}
        </Button>
        {notComplained ? (
          <p className="text-sm text-slate-600">
            Send your complaint to the organisation first, then come back.
          </p>
        ) : null}
      </form>
      <ContactCard />
      <WhatHappensNext />
    </div>
  );
}

export default function IcoComplaintsPage() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageLoader />;
  if (!user) {
    return (
      <Page title="Authentication Required">
        <p className="text-slate-700">Please log in to access the ICO Complaints system.</p>
        <Link to="/login" className={buttonClasses('default', 'md', 'mt-4')}>
          Login
        </Link>
      </Page>
    );
  }
  return (
    <Page
      title="ICO Complaints"
      intro={
        <p>
          Complain to the Information Commissioner’s Office when an organisation mishandles your data rights.
        </p>
      }
    >
      <Complaints />
    </Page>
  );
}
