import type { DebtLetterDetail } from '@app/shared/api';
import { debtTypeLabel, TEXT_PREVIEW_CHARS } from '@app/shared/constants';
import { TmDetailsRequest, UpdateLetterText } from '@app/shared/schemas';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isStatus, serverMessage } from '../../api/client';
import { originalUrl, saveLetterText, saveTmDetails, useDebtLetter } from '../../api/debt-letter';
import { Page } from '../../components/layout/Page';
import { PageLoader } from '../../components/layout/PageLoader';
import { RequireAuth } from '../../components/layout/RequireAuth';
import { SequenceBadge } from '../../components/SequenceBadge';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/Toast';
import { firstProblem, maxLengthOf } from '../../lib/schema-form';
import { letterFileBase, saveText } from '../../lib/download';
import { formatDate, formatMoney } from '../../lib/format';
import { deadlineToIcs } from '@app/shared/legal/deadlines';
import { downloadLetter, emailLetter } from '../../lib/letter-actions';
import { ConfirmFieldsPanel } from './ConfirmFieldsPanel';
import { DisputeReasonPanel } from './DisputeReasonPanel';
import { letterBlocks } from './letter-blocks';
import { ReceivedDatesPanel } from './ReceivedDatesPanel';
import { SentPanel } from './SentPanel';
import { UnsureMark } from '../dashboard/UnsureMark';
import { BAILIFF_REGISTER_URL } from '../../components/BailiffRegisterCheck';

export const TRADEMARK_REGISTRY_URL = 'https://trademarks.ipo.gov.uk/ipo-tmtext';

/**
 * Paragraphs and headings for the formatted view, in the PDF's face and weights (letter-blocks.ts); the plain view
 * shows the text as is.
 */
function FormattedLetter({ text }: { text: string }) {
  return (
    <div className="space-y-3 font-sans leading-relaxed text-slate-900">
      {letterBlocks(text).map((b, i) =>
        b.heading ? (
          <p key={i} className="font-bold [overflow-wrap:anywhere]">
            {b.lines[0].text}
          </p>
        ) : (
          <p key={i} className="[overflow-wrap:anywhere]">
            {b.lines.map((l, j) => (
              <span key={j}>
                {j > 0 ? <br /> : null}
                {l.label ? <strong>{l.label}</strong> : null}
                {l.bold ? <strong>{l.text}</strong> : l.text}
              </span>
            ))}
          </p>
        ),
      )}
    </div>
  );
}

function LetterContent({ letter, onSaved }: { letter: DebtLetterDetail; onSaved: () => Promise<unknown> }) {
  const [formatted, setFormatted] = useState(true);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const text = letter.rebuttalText ?? '';
  // The button pressed disappears when the editor opens or closes: focus follows to the editor, and back to
  // 'Edit Letter' afterwards, instead of falling to the top of the document.
  const editButton = useRef<HTMLButtonElement>(null);
  const editor = useRef<HTMLTextAreaElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) editor.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const save = async () => {
    const problem = firstProblem(UpdateLetterText, { rebuttalText: draft });
    if (problem) {
      toast({ title: 'Error', description: problem, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      await saveLetterText(letter.id, draft);
      await onSaved();
      setEditing(false);
      toast({ title: 'Saved', description: 'Letter changes saved successfully', variant: 'success' });
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Failed to save changes',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  if (!text) {
    if (letter.status === 'failed') {
      return (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
          This letter could not be generated{letter.error ? `: ${letter.error}` : ''}.{' '}
          {letter.creditRefunded !== false ? 'Your credit was refunded.' : ''}{' '}
          <Link to="/upload" className="underline">
            Try again
          </Link>
        </p>
      );
    }
    if (letter.status !== 'completed') {
      return (
        <p role="status" className="flex items-center gap-3 text-slate-700">
          <span
            aria-hidden="true"
            className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
          />
          Letter is still being generated... This page refreshes on its own (usually 2–5 minutes).
        </p>
      );
    }
    return <p className="text-slate-700">This letter has no content.</p>;
  }

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {!editing ? (
          <>
            <div role="group" aria-label="View" className="inline-flex rounded-md border border-slate-300">
              <button
                type="button"
                aria-pressed={formatted}
                onClick={() => setFormatted(true)}
                className={`rounded-l-md px-3 py-1.5 text-sm ${formatted ? 'bg-brand-700 text-white' : 'bg-white'}`}
              >
                Formatted
              </button>
              <button
                type="button"
                aria-pressed={!formatted}
                onClick={() => setFormatted(false)}
                className={`rounded-r-md px-3 py-1.5 text-sm ${!formatted ? 'bg-brand-700 text-white' : 'bg-white'}`}
              >
                Plain text
              </button>
            </div>
            <Button
              ref={editButton}
              size="sm"
              variant="outline"
              onClick={() => {
                setDraft(text);
                setEditing(true);
              }}
            >
              Edit Letter
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" onClick={() => void save()} disabled={saving}>
              {saving ? 'Saving…' : 'Save Changes'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(false)} disabled={saving}>
              Cancel
            </Button>
          </>
        )}
      </div>
      {editing ? (
        <>
          <Label htmlFor="letter-editor">Letter text</Label>
          <Textarea
            ref={editor}
            id="letter-editor"
            className="min-h-[500px] font-mono text-sm"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </>
      ) : formatted ? (
        <div className="rounded-md border border-slate-200 bg-white p-4 sm:p-8" data-testid="letter-text">
          <FormattedLetter text={text} />
        </div>
      ) : (
        <pre
          className="whitespace-pre-wrap rounded-md border border-slate-200 bg-white p-4 font-mono text-sm [overflow-wrap:anywhere]"
          data-testid="letter-text"
        >
          {text}
        </pre>
      )}
    </div>
  );
}

function TmDetailsForm({ letter, onSaved }: { letter: DebtLetterDetail; onSaved: () => Promise<unknown> }) {
  const [tmNumber, setTmNumber] = useState(letter.tmNumber ?? '');
  const [feeSchedule, setFeeSchedule] = useState(letter.feeSchedule ?? '');
  const [entityName, setEntityName] = useState(letter.entityName ?? '');
  const [saving, setSaving] = useState(false);
  const hadDetails = !!(letter.tmNumber || letter.feeSchedule || letter.entityName);
  const save = async () => {
    // Saving three empty fields over nothing would report 'Saved' for nothing; clearing saved details is allowed.
    if (!hadDetails && !tmNumber.trim() && !feeSchedule.trim() && !entityName.trim()) {
      toast({
        title: 'Nothing to save',
        description: 'Enter an entity name, a trademark number or a fee schedule first.',
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    try {
      await saveTmDetails(letter.id, {
        tmNumber: tmNumber.trim(),
        feeSchedule: feeSchedule.trim(),
        entityName: entityName.trim(),
      });
      await onSaved();
      toast({ title: 'TM Details Saved', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Failed to save TM details', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div>
        <Label htmlFor="tm-entity">Entity name</Label>
        <Input
          id="tm-entity"
          value={entityName}
          onChange={(e) => setEntityName(e.target.value)}
          maxLength={maxLengthOf(TmDetailsRequest, 'entityName')}
        />
      </div>
      <div>
        <Label htmlFor="tm-number">Trademark number</Label>
        <Input
          id="tm-number"
          value={tmNumber}
          onChange={(e) => setTmNumber(e.target.value)}
          maxLength={maxLengthOf(TmDetailsRequest, 'tmNumber')}
        />
      </div>
      <div>
        <Label htmlFor="tm-fees">Fee schedule</Label>
        <Textarea
          id="tm-fees"
          value={feeSchedule}
          onChange={(e) => setFeeSchedule(e.target.value)}
          maxLength={maxLengthOf(TmDetailsRequest, 'feeSchedule')}
        />
      </div>
      <Button type="submit" variant="outline" disabled={saving}>
        {saving ? 'Saving…' : 'Save TM Details'}
      </Button>
    </form>
  );
}

function Details({ letter }: { letter: DebtLetterDetail }) {
  const addToCalendar = () => {
    if (!letter.responseDeadline) return;
    const who = letter.creditorName || letter.originalFileName || 'your letter';
    const ics = deadlineToIcs({
      uid: `${letter.id}@fairreply`,
      date: letter.responseDeadline,
      title: `Reply due from ${who}`,
      description: [
        `The reply to your letter to ${who}${letter.accountNumber ? ` (account ${letter.accountNumber})` : ''} is due today.`,
        letter.deadlineRule ? `How it is counted: ${letter.deadlineRule}` : '',
        letter.nextStep ? `If there is no proper reply: ${letter.nextStep}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    });
    saveText(ics, `${letterFileBase(letter)}-deadline.ics`, 'text/calendar;charset=utf-8');
  };
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-500">Creditor</dt>
        <dd className="font-medium [overflow-wrap:anywhere]">
          {letter.creditorName || (letter.status === 'processing' ? 'Being read…' : '—')}
          <UnsureMark show={letter.unsure.includes('creditorName')} />
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">Type</dt>
        <dd className="font-medium">
          {letter.debtType
            ? debtTypeLabel(letter.debtType)
            : letter.status === 'processing'
              ? 'Being read…'
              : 'Type not recognised'}
          <UnsureMark show={letter.unsure.includes('debtType')} />
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">Amount</dt>
        <dd className="font-medium">
          {formatMoney(letter.debtAmount)}
          <UnsureMark show={letter.unsure.includes('debtAmount')} />
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">Account number</dt>
        <dd className="break-all font-medium">
          {letter.accountNumber || '—'}
          <UnsureMark show={letter.unsure.includes('accountNumber')} />
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">Status</dt>
        <dd>
          <Badge variant={letter.status === 'completed' ? 'default' : 'secondary'}>{letter.status}</Badge>
        </dd>
      </div>
      {letter.sequenceNumber ? (
        <div>
          <dt className="text-slate-500">Sequence</dt>
          <dd>
            <SequenceBadge n={letter.sequenceNumber} plainOther />
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="text-slate-500">Created</dt>
        <dd className="font-medium">{formatDate(letter.createdAt)}</dd>
      </div>
      {letter.entityType ? (
        <div>
          <dt className="text-slate-500">Entity type</dt>
          <dd className="font-medium">{letter.entityType}</dd>
        </div>
      ) : null}
      {letter.legalBases.length ? (
        <div className="sm:col-span-2">
          <dt className="text-slate-500">Legal bases cited</dt>
          <dd>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {letter.legalBases.map((b) => (
                <li key={b.id}>
                  <a
                    href={b.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline"
                  >
                    {b.title}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      {letter.responseDeadline ? (
        <div className="sm:col-span-2 rounded-md bg-brand-50 p-3">
          <dt className="text-slate-600">Response deadline</dt>
          <dd>
            <p className="text-lg font-semibold">{formatDate(letter.responseDeadline)}</p>
            {letter.deadlineRule ? (
              <p className="text-slate-700">How it is counted: {letter.deadlineRule}</p>
            ) : null}
            <Button size="sm" variant="outline" className="mt-2" onClick={addToCalendar}>
              Add to calendar
            </Button>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function LetterView({ id }: { id: string }) {
  const { letter, error, isLoading, mutate } = useDebtLetter(id);

  if (isLoading && !letter) return <PageLoader label="Loading letter…" />;
  if (!letter) {
    const notFound = isStatus(error, 404) || isStatus(error, 403) || !error;
    return (
      <Page title={notFound ? 'Letter not found' : 'Failed to load letter data'}>
        <p className="text-slate-700">
          {notFound
            ? 'This letter does not exist, or it is not yours.'
            : `Something went wrong: ${error?.message}`}
        </p>
        <Link to="/dashboard" className={buttonClasses('outline', 'md', 'mt-4')}>
          Back to Debt Letters
        </Link>
      </Page>
    );
  }

  const text = letter.rebuttalText ?? '';
  const ready = letter.status === 'completed' && !!text;
  const title = letter.creditorName || letter.originalFileName || 'Your letter';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: 'Letter copied to clipboard' });
    } catch {
      toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' });
    }
  };

  const downloadTxt = () => {
    try {
      saveText(text, `${letterFileBase(letter)}.txt`);
      toast({ title: 'Downloaded', description: 'TXT downloaded successfully', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Failed to download TXT', variant: 'destructive' });
    }
  };

  return (
    <Page title={title} intro={letter.subject ? <p>{letter.subject}</p> : undefined} wide>
      <div className="mb-4">
        <Link to="/dashboard" className="text-brand-700 underline">
          ← Back to Debt Letters
        </Link>
      </div>
      {/* minmax(0,1fr) and min-w-0: a long unbroken word must wrap inside its column, not widen the page. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          {ready && letter.unsure.length ? (
            <ConfirmFieldsPanel
              key={`${letter.unsure.join()}|${letter.creditorName}|${letter.accountNumber}|${letter.debtAmount}`}
              letter={letter}
              onSaved={(updated) => mutate(updated, { revalidate: false })}
            />
          ) : null}
          {letter.received &&
          (letter.received.dates.letterDate ||
            letter.received.dates.payBy ||
            letter.received.dates.respondBy ||
            letter.received.dates.hearingDate) ? (
            <Card>
              <CardHeader>
                <CardTitle>What the letter you received says about time</CardTitle>
              </CardHeader>
              <CardContent>
                <ReceivedDatesPanel letter={letter} />
              </CardContent>
            </Card>
          ) : null}
          {ready && letter.userNotes.length ? (
            // What the letter cannot say but the user must know before posting it (a time limit already passed, the
            // limitation result, what to add as their ground): above the letter, so it is read first.
            <Card>
              <CardHeader>
                <CardTitle>Read this before you send it</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="list-disc space-y-2 pl-5 text-slate-800" data-testid="letter-notes">
                  {letter.userNotes.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}
          {ready && letter.received && letter.disputes === false ? (
            <Card>
              <CardContent className="pt-6">
                <DisputeReasonPanel
                  letter={letter}
                  onSaved={(updated) => mutate(updated, { revalidate: false })}
                />
              </CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle>Your letter</CardTitle>
            </CardHeader>
            <CardContent>
              <LetterContent letter={letter} onSaved={() => mutate()} />
            </CardContent>
          </Card>

          {ready ? (
            <Card>
              <CardHeader>
                <CardTitle>Actions</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-2">
                <Button onClick={() => void downloadLetter(letter, 'pdf')}>Download PDF</Button>
                <Button variant="outline" onClick={() => void downloadLetter(letter, 'docx')}>
                  Download DOCX
                </Button>
                <Button variant="outline" onClick={downloadTxt}>
                  Download TXT
                </Button>
                <Button variant="outline" onClick={() => void emailLetter(letter, text)}>
                  Email
                </Button>
                <Button variant="outline" onClick={() => void copy()}>
                  Copy
                </Button>
              </CardContent>
            </Card>
          ) : null}

          {ready && (letter.responseDeadline || letter.nextStep || letter.actFirst) ? (
            <Card>
              <CardHeader>
                <CardTitle>Next steps</CardTitle>
              </CardHeader>
              <CardContent className="space-y-2 text-slate-800">
                <ol className="list-decimal space-y-2 pl-5" data-testid="next-steps">
                  {/* What cannot wait for the reply (the vehicle in the pound, the court's date) comes first. */}
                  {letter.actFirst ? (
                    <li>
                      <strong>First: </strong>
                      {letter.actFirst}
                    </li>
                  ) : null}
                  <li>Check the letter, add anything missing, and sign it.</li>
                  <li>
                    Send it by a method that gives proof of delivery (for example Royal Mail Signed For) or by
                    email, and keep a copy.
                  </li>
                  {letter.responseDeadline ? (
                    <li>
                      They should reply by <strong>{formatDate(letter.responseDeadline)}</strong>.
                    </li>
                  ) : null}
                  {letter.nextStep ? <li>{letter.nextStep}</li> : null}
                </ol>
              </CardContent>
            </Card>
          ) : null}

          {ready ? (
            <Card>
              <CardHeader>
                <CardTitle>Sent it?</CardTitle>
              </CardHeader>
              <CardContent>
                <SentPanel letter={letter} onSaved={() => mutate()} />
                {letter.caseId ? (
                  <Link
                    to={`/dashboard?case=${letter.caseId}`}
                    className="mt-3 inline-block text-brand-700 underline"
                  >
                    Open the case
                  </Link>
                ) : null}
              </CardContent>
            </Card>
          ) : null}

          {letter.ocrText ? (
            <Card>
              <CardHeader>
                <CardTitle>Text we read from your letter</CardTitle>
              </CardHeader>
              <CardContent>
                <p
                  className="whitespace-pre-line text-sm text-slate-700 [overflow-wrap:anywhere]"
                  data-testid="ocr-preview"
                >
                  {letter.ocrText.slice(0, TEXT_PREVIEW_CHARS)}
                  {letter.ocrText.length > TEXT_PREVIEW_CHARS ? '…' : ''}
                </p>
              </CardContent>
            </Card>
          ) : null}
        </div>

        <div className="min-w-0 space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Details</CardTitle>
            </CardHeader>
            <CardContent>
              <Details letter={letter} />
              {letter.hasOriginal ? (
                <a
                  href={originalUrl(letter.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-4 inline-block text-brand-700 underline"
                >
                  View the original letter (opens in a new tab)
                </a>
              ) : null}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Verification tools</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              <Button
                variant="outline"
                className="w-full"
                onClick={() => window.open(TRADEMARK_REGISTRY_URL, '_blank', 'noopener,noreferrer')}
              >
                Search the UK trademark register
              </Button>
              <a
                href={BAILIFF_REGISTER_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="block text-brand-700 underline"
              >
                Check the register of certificated bailiffs (opens in a new tab)
              </a>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Trademark details</CardTitle>
            </CardHeader>
            <CardContent>
              <TmDetailsForm key={letter.id} letter={letter} onSaved={() => mutate()} />
            </CardContent>
          </Card>
        </div>
      </div>
    </Page>
  );
}

export default function LetterOutputPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id');
  return (
    <RequireAuth>
      {id ? (
        <LetterView id={id} />
      ) : (
        <Page title="Letter not found">
          <p className="text-slate-700">No letter was chosen.</p>
          <Link to="/dashboard" className={buttonClasses('outline', 'md', 'mt-4')}>
            Back to Debt Letters
          </Link>
        </Page>
      )}
    </RequireAuth>
  );
}
