/**
 * The consultation itself, phone first: a bar with the time left that stays in view, the disclaimer opening the
 * conversation, the answers (streamed in as they arrive), letters as cards that open the letter page, a paperclip for
 * documents, and — once the ten minutes are over — the transcript as a PDF.
 */
import {
  CONSULTATION_WARNING_SECONDS,
  type ConsultationMessage,
  type ConsultationView,
} from '@app/shared/consultation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../api/client';
import { sendMessage, transcriptUrl, uploadDocument } from '../../api/consultations';
import { Button, buttonClasses } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { toast } from '../../components/ui/Toast';
import { TimeLeft, useSecondsLeft } from './TimeLeft';

function LetterCard({ id }: { id: string }) {
  return (
    <Link
      to={`/letter/${id}`}
      className="mt-3 block rounded-lg border border-brand-100 bg-white p-3 text-slate-900 shadow-sm hover:bg-brand-50"
      data-testid="letter-card"
    >
      <span className="block font-semibold">Your letter is ready</span>
      <span className="block text-sm text-slate-600">
        Open it to check, edit and download (PDF, Word, text)
      </span>
    </Link>
  );
}

function Bubble({ m, pending }: { m: ConsultationMessage; pending?: boolean }) {
  const mine = m.role === 'user';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[92%] rounded-2xl px-4 py-3 sm:max-w-[80%]',
          mine ? 'bg-brand-700 text-white' : 'border border-slate-200 bg-white text-slate-900',
        )}
        aria-busy={pending || undefined}
      >
        <span className="sr-only">{mine ? 'You said:' : 'Assistant:'}</span>
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{m.text || '…'}</p>
        {m.letterIds?.map((id) => (
          <LetterCard key={id} id={id} />
        ))}
      </div>
    </li>
  );
}

export function ConsultationChat({
  consultation: c,
  refresh,
}: {
  consultation: ConsultationView;
  refresh: () => void;
}) {
  const [messages, setMessages] = useState<ConsultationMessage[]>(c.messages);
  const [expiresAt, setExpiresAt] = useState<string | null>(c.expiresAt);
  const [draft, setDraft] = useState('');
  const [streaming, setStreaming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const secondsLeft = useSecondsLeft(expiresAt);
  const ended = c.status === 'ended' || secondsLeft === 0 || refused !== null;

  useEffect(() => {
    document.title = 'AI Lawyer Consultation — FairReply';
  }, []);
  // The server's transcript replaces ours unless it is behind (a refetch sent before our last write landed).
  useEffect(() => {
    setMessages((ms) => (c.messages.length >= ms.length ? c.messages : ms));
  }, [c.messages]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, streaming]);
  // When the clock reaches zero, ask the server (it records the end).
  useEffect(() => {
    if (secondsLeft === 0 && c.status !== 'ended') refresh();
  }, [secondsLeft, c.status, refresh]);

  async function send(e: FormEvent) {
    e.preventDefault();
    const text = draft.trim();
    if (!text || busy || ended) return;
    setBusy(true);
    setDraft('');
    const mine: ConsultationMessage = { role: 'user', text, at: new Date().toISOString() };
    setMessages((ms) => [...ms, mine]);
    setStreaming('');
    try {
      const res = await sendMessage(c.id, text, (soFar) => setStreaming(soFar));
      setExpiresAt(res.expiresAt);
      setMessages((ms) => [...ms, res.reply]);
      refresh();
    } catch (err) {
      const message = serverMessage(err) ?? (err as Error).message;
      setMessages((ms) => ms.filter((m) => m !== mine));
      setDraft(text);
      if (/ended/.test(message)) setRefused(message);
      else toast({ title: 'Message not sent', description: message, variant: 'destructive' });
    } finally {
      setStreaming(null);
      setBusy(false);
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const res = await uploadDocument(c.id, file);
      setMessages((ms) => [...ms, res.note]);
      refresh();
    } catch (err) {
      toast({
        title: 'Document not read',
        description: serverMessage(err) ?? 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col px-0 sm:px-4">
      <div className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-lg font-semibold text-slate-900 sm:text-xl">AI Lawyer Consultation</h1>
          <TimeLeft secondsLeft={secondsLeft} minutes={c.minutes} ended={ended} />
        </div>
        {!ended && secondsLeft !== null && secondsLeft <= CONSULTATION_WARNING_SECONDS ? (
          <p role="alert" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Two minutes left. Ask your last question, and if you want the letter, say so now.
          </p>
        ) : null}
      </div>

      <div className="px-4 py-4">
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700" data-testid="disclaimer">
          {c.disclaimer}
        </p>
        {messages.length === 0 ? (
          <p className="mt-4 text-slate-700">
            Tell me what has happened, or upload the letter you received with the paperclip. The {c.minutes}{' '}
            minutes start with your first message.
          </p>
        ) : null}
        <ol className="mt-4 space-y-3" aria-label="Conversation" aria-live="polite">
          {messages.map((m, i) => (
            <Bubble key={`${m.at}-${i}`} m={m} />
          ))}
          {streaming !== null ? <Bubble m={{ role: 'assistant', text: streaming, at: '' }} pending /> : null}
        </ol>
        <div ref={end} />
      </div>

      {ended ? (
        <div className="sticky bottom-0 space-y-3 border-t border-slate-200 bg-white px-4 py-4" role="status">
          <p className="font-medium text-slate-900">
            {refused ?? 'This consultation has ended.'} Your letters are on your dashboard.
          </p>
          <div className="flex flex-wrap gap-2">
            <a href={transcriptUrl(c.id)} download className={buttonClasses('default', 'md')}>
              Download transcript (PDF)
            </a>
            <Link to="/dashboard" className={buttonClasses('outline', 'md')}>
              Go to dashboard
            </Link>
          </div>
        </div>
      ) : (
        <form
          onSubmit={(e) => void send(e)}
          className="sticky bottom-0 flex items-end gap-2 border-t border-slate-200 bg-white px-3 py-3"
        >
          <input
            ref={fileInput}
            id="consultation-file"
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            className="sr-only"
            onChange={(e) => void upload(e.target.files?.[0])}
            disabled={uploading}
          />
          <label
            htmlFor="consultation-file"
            className={buttonClasses('outline', 'md', 'shrink-0 cursor-pointer px-3')}
            title="Upload a document (PDF, JPG or PNG)"
          >
            <span aria-hidden="true">📎</span>
            <span className="sr-only">Upload a document</span>
            {uploading ? <span className="text-sm">Reading…</span> : null}
          </label>
          <label htmlFor="consultation-message" className="sr-only">
            Your message
          </label>
          <textarea
            id="consultation-message"
            rows={2}
            maxLength={2000}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            placeholder="Type your message…"
            className="min-h-11 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900"
          />
          <Button type="submit" disabled={busy || !draft.trim()} className="shrink-0">
            {busy ? 'Sending…' : 'Send'}
          </Button>
        </form>
      )}
    </div>
  );
}
