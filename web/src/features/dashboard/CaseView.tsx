import type { CaseEvent } from '@app/shared/types';
import type { NextLetterDraft } from '@app/shared/tracker';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { serverMessage } from '../../api/client';
import {
  DEADLINES_KEY,
  bundleUrl,
  recordOwnSend,
  recordReply,
  useCase,
  useEscalation,
  useNextLetterDraft,
  writeNextLetter,
} from '../../api/deadlines';
import { PageLoader } from '../../components/layout/PageLoader';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { Label } from '../../components/ui/Label';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/Toast';
import { formatDate, formatMoney } from '../../lib/format';

const METHOD: Record<string, string> = {
  post: 'post',
  recorded: 'signed-for post',
  email: 'email',
  hand: 'by hand',
};

function eventText(e: CaseEvent): string {
  if (e.type === 'received')
    return `Received their letter${e.letterDate ? ` dated ${formatDate(e.letterDate)}` : ''}`;
  if (e.type === 'reply') return `They replied${e.note ? `: ${e.note}` : ''}`;
  const what = e.letterId ? `your letter ${e.stage ?? 1}` : purposeLabel(e.purpose) || 'a letter';
  const parts = [`You sent ${what} by ${METHOD[e.method] ?? e.method}`];
  if (e.enclosures?.length) parts.push(`with ${e.enclosures.join(', ')}`);
  if (e.respondBy) parts.push(`reply due ${formatDate(e.respondBy)}`);
  return parts.join('; ');
}

const today = () => new Date().toISOString().slice(0, 10);

/** The next letter of the sequence, every field pre-filled from the case; the user checks and adds to it. */
function NextLetterForm({ draft }: { draft: NextLetterDraft }) {
  const navigate = useNavigate();
  const [recipientName, setRecipient] = useState(draft.recipientName);
  const [accountNumber, setAccount] = useState(draft.accountNumber);
  const [senderAddress, setAddress] = useState(draft.senderAddress);
  const [userNotes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const made = await writeNextLetter(draft.caseId, {
        recipientName,
        accountNumber,
        senderAddress,
        userNotes,
      });
      toast({ title: 'Letter written', variant: 'success' });
      navigate(`/letter/${made.id}`);
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Could not write the letter',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      aria-label="Next letter"
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-slate-700">
        Letter {draft.stage} of your sequence
        {draft.previousLetterDate
          ? `, following up your letter sent on ${formatDate(draft.previousLetterDate)}`
          : ''}
        {draft.debtAmount !== null ? ` about ${formatMoney(draft.debtAmount)}` : ''}. It costs 1 credit.
      </p>
      <div>
        <Label htmlFor="next-recipient">To</Label>
        <Input
          id="next-recipient"
          value={recipientName}
          onChange={(e) => setRecipient(e.target.value)}
          maxLength={200}
          required
        />
      </div>
      <div>
        <Label htmlFor="next-account">Account or reference</Label>
        <Input
          id="next-account"
          value={accountNumber}
          onChange={(e) => setAccount(e.target.value)}
          maxLength={100}
        />
      </div>
      <div>
        <Label htmlFor="next-address">Your address</Label>
        <Textarea
          id="next-address"
          value={senderAddress}
          onChange={(e) => setAddress(e.target.value)}
          maxLength={500}
        />
      </div>
      <div>
        <Label htmlFor="next-notes">Anything to add (optional)</Label>
        <Textarea
          id="next-notes"
          value={userNotes}
          onChange={(e) => setNotes(e.target.value)}
          maxLength={2000}
        />
      </div>
      <Button type="submit" disabled={busy || !recipientName.trim()}>
        {busy ? 'Writing…' : `Write letter ${draft.stage}`}
      </Button>
    </form>
  );
}

function NextLetter({ caseId }: { caseId: string }) {
  const { draft, error } = useNextLetterDraft(caseId);
  if (error) return <p role="alert">Could not prepare the next letter ({error.message}).</p>;
  if (!draft) return <PageLoader label="Preparing the next letter…" />;
  return <NextLetterForm draft={draft} />;
}

function ReplyForm({ caseId, onSaved }: { caseId: string; onSaved: () => Promise<unknown> }) {
  const [at, setAt] = useState(today());
  const [note, setNote] = useState('');
  const save = async () => {
    try {
      await recordReply(caseId, at, note);
      await onSaved();
      setNote('');
      toast({
        title: 'Reply recorded',
        description: 'We stopped counting the deadline.',
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Could not record the reply',
        variant: 'destructive',
      });
    }
  };
  return (
    <form
      aria-label="They replied"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div>
        <Label htmlFor="reply-at">They replied on</Label>
        <Input id="reply-at" type="date" value={at} max={today()} onChange={(e) => setAt(e.target.value)} />
      </div>
      <div className="min-w-48 flex-1">
        <Label htmlFor="reply-note">What they said (e.g. &quot;final response&quot;)</Label>
        <Input id="reply-note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
      </div>
      <Button type="submit" variant="outline">
        Record reply
      </Button>
    </form>
  );
}

/**
 * What a letter the user sent themselves was, in the engine's words where it has them (letters/types.ts SentPurpose:
 * the next letter cites it), else the escalation step: its reply date is counted from that step's rule.
 */
const PURPOSES = [
  ['dispute', 'Dispute or complaint'],
  ['cca_request', 'Credit agreement request (s.77/78)'],
  ['sar', 'Subject access request'],
  ['s159', 'Credit file correction (s.159)'],
  ['ombudsman', 'Ombudsman or tribunal'],
  ['ico', 'ICO complaint'],
] as const;
const purposeLabel = (p: string | undefined) => PURPOSES.find(([v]) => v === p)?.[1] ?? p;
const S78_FEE = '£1 postal order (s.77/78 fee)';

function OwnSendForm({ caseId, onSaved }: { caseId: string; onSaved: () => Promise<unknown> }) {
  const [at, setAt] = useState(today());
  const [purpose, setPurpose] = useState<string>(PURPOSES[0][0]);
  const [method, setMethod] = useState<'post' | 'recorded' | 'email' | 'hand'>('post');
  const [enclosures, setEnclosures] = useState('');
  const save = async () => {
    try {
      const list = enclosures
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const r = await recordOwnSend(caseId, { at, purpose, method, enclosures: list });
      await onSaved();
      toast({
        title: 'Letter recorded',
        description: r.event.respondBy
          ? `Their reply is due by ${formatDate(r.event.respondBy)}.`
          : undefined,
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Could not record the letter',
        variant: 'destructive',
      });
    }
  };
  return (
    <form
      aria-label="A letter you sent yourself"
      className="grid gap-2 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div>
        <Label htmlFor="own-at">Date sent</Label>
        <Input
          id="own-at"
          type="date"
          value={at}
          max={today()}
          onChange={(e) => setAt(e.target.value)}
          required
        />
      </div>
      <div>
        <Label htmlFor="own-purpose">What it was</Label>
        <Select
          id="own-purpose"
          value={purpose}
          onChange={(e) => {
            setPurpose(e.target.value);
            if (e.target.value === 'cca_request' && !enclosures.includes(S78_FEE))
              setEnclosures(enclosures ? `${S78_FEE}, ${enclosures}` : S78_FEE);
          }}
        >
          {PURPOSES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="own-method">How</Label>
        <Select id="own-method" value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
          <option value="post">First class post</option>
          <option value="recorded">Signed-for (recorded) post</option>
          <option value="email">Email</option>
          <option value="hand">By hand</option>
        </Select>
      </div>
      <div>
        <Label htmlFor="own-enclosures">Enclosures (comma-separated)</Label>
        <Input
          id="own-enclosures"
          value={enclosures}
          onChange={(e) => setEnclosures(e.target.value)}
          maxLength={1000}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline">
          Record this letter
        </Button>
      </div>
    </form>
  );
}

/** One case: its history, its letters, the next legal step and the evidence bundle. */
export function CaseView({ caseId, showNext }: { caseId: string; showNext: boolean }) {
  const { theCase, error, isLoading, mutate } = useCase(caseId);
  const { escalation, mutate: refreshLadder } = useEscalation(caseId);
  const [next, setNext] = useState(showNext);
  const { mutate: globalMutate } = useSWRConfig();
  if (isLoading && !theCase) return <PageLoader label="Loading the case…" />;
  if (!theCase)
    return (
      <p role="alert" className="text-slate-700">
        {error ? `This case could not be loaded (${error.message}).` : 'Case not found.'}
      </p>
    );
  const canWriteNext = theCase.sent > 0 && theCase.letters.some((l) => l.kind === 'debt');
  return (
    <div className="space-y-6">
      <div>
        <Link to="/dashboard" className="text-brand-700 underline">
          ← Back to Debt Letters
        </Link>
        <h2 className="mt-2 text-2xl font-semibold">{theCase.organisation}</h2>
        {theCase.reference ? <p className="text-slate-600">Reference {theCase.reference}</p> : null}
      </div>

      {canWriteNext ? (
        <Card>
          <CardHeader>
            <CardTitle>Next letter</CardTitle>
          </CardHeader>
          <CardContent>
            {next ? (
              <NextLetter caseId={caseId} />
            ) : (
              <Button onClick={() => setNext(true)}>Write letter {theCase.nextStage}</Button>
            )}
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>History</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <ol className="space-y-2" aria-label="Case history">
            {theCase.events.map((e, i) => (
              <li key={i} className="flex gap-3 text-sm">
                <span className="w-32 shrink-0 text-slate-500">{formatDate(e.at)}</span>
                <span>
                  {eventText(e)}
                  {e.letterId ? (
                    <Link to={`/letter/${e.letterId}`} className="ml-2 text-brand-700 underline">
                      open
                    </Link>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
          <ReplyForm caseId={caseId} onSaved={() => Promise.all([mutate(), refreshLadder()])} />
          <details className="rounded-md border border-slate-200 p-3">
            <summary className="cursor-pointer text-sm font-medium">
              Record a letter you sent yourself
            </summary>
            <div className="mt-3">
              <OwnSendForm
                caseId={caseId}
                onSaved={() => Promise.all([mutate(), refreshLadder(), globalMutate(DEADLINES_KEY)])}
              />
            </div>
          </details>
          <a href={bundleUrl(caseId)} className={buttonClasses('outline', 'sm')} download>
            Download the evidence bundle (PDF)
          </a>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Letters in this case</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2 text-sm">
            {theCase.letters.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center gap-2">
                <Link to={`/letter/${l.id}`} className="font-medium text-brand-700 underline">
                  {l.title}
                </Link>
                <span className="text-slate-600">written {formatDate(l.createdAt)}</span>
                {l.sent.length ? (
                  <Badge variant="blue">sent {formatDate(l.sent[l.sent.length - 1].sentAt)}</Badge>
                ) : (
                  <Badge variant="secondary">not sent yet</Badge>
                )}
                {l.respondBy ? <span>reply due {formatDate(l.respondBy)}</span> : null}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      {escalation ? (
        <Card>
          <CardHeader>
            <CardTitle>Escalation: the next legal step</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="space-y-3" aria-label="Escalation steps">
              {escalation.steps.map((s) => (
                <li
                  key={s.id}
                  className={`rounded-md border p-3 text-sm ${s.id === escalation.next ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}
                  aria-current={s.id === escalation.next ? 'step' : undefined}
                >
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {s.title}
                    {s.done ? <Badge variant="green">done</Badge> : null}
                    {s.id === escalation.next ? <Badge>next step</Badge> : null}
                  </p>
                  <p className="text-slate-700">{s.why}</p>
                  <p className="text-slate-500">{s.law}</p>
                  {s.availableFrom && !s.done ? (
                    <p className="text-slate-700">Possible from {formatDate(s.availableFrom)}.</p>
                  ) : null}
                  {s.enclosures.length && !s.done ? (
                    <p className="text-slate-700">Enclose: {s.enclosures.join(', ')}.</p>
                  ) : null}
                  {s.url && !s.done ? (
                    <a
                      href={s.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-700 underline"
                    >
                      Where to complain (opens in a new tab)
                    </a>
                  ) : null}
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
