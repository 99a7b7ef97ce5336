/**
 * A credit-file letter (part 2 §2): its text, status badge and details; the PDF download once it is complete; and
 * the send panel, which emails it (PDF attached, the user's email as Reply-To) to the agency's published address.
 * Routes: /credit-cleansing-letter?id=, /view-credit-letter?id=, /view-credit-letter/{id}.
 */
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isStatus, serverMessage } from '../../api/client';
import { downloadCreditLetterPdf, sendCreditLetter, useCreditLetter } from '../../api/credit-letters';
import { useUser } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { PageLoader } from '../../components/layout/PageLoader';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { toast } from '../../components/ui/Toast';
import { saveBlob } from '../../lib/download';
import { agencyName, letterIdFrom, statusBadge } from './letter-meta';

const ukDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB');

export function LetterNotFound({ editing = false }: { editing?: boolean }) {
  return (
    <Page title="Letter Not Found">
      <p className="text-slate-700">
        This letter does not exist, or you do not have permission to {editing ? 'edit' : 'view'} it.
      </p>
      <Link to="/dashboard" className={buttonClasses('outline', 'md', 'mt-4')}>
        Back to Dashboard
      </Link>
    </Page>
  );
}

export function PleaseLogIn({ what }: { what: 'view' | 'edit' }) {
  return (
    <Page title="Credit Cleansing Letter">
      <p className="text-slate-700">Please log in to {what} this letter.</p>
      <Link to="/login" className={buttonClasses('default', 'md', 'mt-4')}>
        Log in
      </Link>
    </Page>
  );
}

function View({ id }: { id: string }) {
  const { letter, error, isLoading, mutate } = useCreditLetter(id);
  const [sending, setSending] = useState(false);
  const [sentNow, setSentNow] = useState<string[]>([]);
  const [downloading, setDownloading] = useState(false);

  if (isLoading) return <PageLoader />;
  if (error && (isStatus(error, 404) || isStatus(error, 400))) return <LetterNotFound />;
  if (error || !letter)
    return (
      <Page title="Credit Cleansing Letter">
        <p role="alert">Failed to load letter data.</p>
      </Page>
    );

  const agency = agencyName(letter.creditAgency);
  const hasContent = letter.letterContent.trim().length > 0;
  const completed = letter.status === 'completed';
  const sent = sentNow.includes(letter.creditAgency) || letter.sentTo.includes(letter.creditAgency);

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadCreditLetterPdf(letter.id);
      saveBlob(blob, fileName ?? `${agency}_${letter.userName.replace(/\s+/g, '_')}.pdf`);
      toast({ title: 'Downloaded', description: 'PDF downloaded successfully', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Failed to download PDF', variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  const send = async () => {
    setSending(true);
    try {
      await sendCreditLetter(letter.id, letter.creditAgency);
      setSentNow((s) => [...s, letter.creditAgency]);
      toast({
        title: 'Email Sent',
        description: `Letter successfully sent to ${agency}`,
        variant: 'success',
      });
      void mutate();
    } catch (err) {
      toast({
        title: 'Email Failed',
        description: `Failed to send letter to ${agency}: ${serverMessage(err) ?? (err as Error).message}`,
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Page title={`Letter to ${agency}`} intro={<p>Written in your own name, {letter.userName}.</p>}>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Badge variant={statusBadge(letter.status)} data-testid="status-badge">
          {letter.status}
        </Badge>
        <Link to="/dashboard" className={buttonClasses('ghost', 'sm')}>
          Dashboard
        </Link>
        <Link
          to={`/edit-credit-letter?id=${encodeURIComponent(letter.id)}`}
          className={buttonClasses('outline', 'sm')}
        >
          Edit Letter
        </Link>
        {completed && hasContent ? (
          <Button size="sm" onClick={() => void download()} disabled={downloading}>
            {downloading ? 'Downloading…' : 'Download PDF'}
          </Button>
        ) : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2">Letter</CardTitle>
          </CardHeader>
          <CardContent>
            {hasContent ? (
              <pre
                className="whitespace-pre-wrap font-sans text-sm leading-relaxed text-slate-900"
                data-testid="letter-text"
              >
                {letter.letterContent}
              </pre>
            ) : !completed ? (
              <p>Letter is still being generated...</p>
            ) : (
              <p>This letter has no text. Open Edit Letter to write it.</p>
            )}
          </CardContent>
        </Card>

        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Details</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="space-y-2 text-sm">
                <div>
                  <dt className="font-medium">Credit agency</dt>
                  <dd>{agency}</dd>
                </div>
                <div>
                  <dt className="font-medium">Type</dt>
                  <dd>{letter.entityType}</dd>
                </div>
                <div>
                  <dt className="font-medium">Your name</dt>
                  <dd>{letter.userName}</dd>
                </div>
                <div>
                  <dt className="font-medium">Your address</dt>
                  <dd className="whitespace-pre-line">{letter.userAddress}</dd>
                </div>
                <div>
                  <dt className="font-medium">Created</dt>
                  <dd>{ukDate(letter.createdAt)}</dd>
                </div>
                {letter.additionalInfo ? (
                  <div>
                    <dt className="font-medium">Entries disputed</dt>
                    <dd>{letter.additionalInfo}</dd>
                  </div>
                ) : null}
                {letter.respondBy ? (
                  <div>
                    <dt className="font-medium">{agency} must answer by</dt>
                    <dd data-testid="respond-by">{ukDate(letter.respondBy)}</dd>
                  </div>
                ) : null}
              </dl>
            </CardContent>
          </Card>

          {letter.userCopyNotes.length || letter.userNotes.length ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Kept on your copy only</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="list-inside list-disc space-y-1 text-sm" data-testid="user-copy-notes">
                  {[...letter.userCopyNotes, ...letter.userNotes].map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}

          {completed ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Send to the agency</CardTitle>
              </CardHeader>
              <CardContent className="space-y-3 text-sm">
                <p>
                  We email the letter as a PDF to {agency}&rsquo;s published data-protection address,{' '}
                  <strong>{letter.sendTo.email}</strong> (
                  <a
                    href={letter.sendTo.source}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline"
                  >
                    where it is published
                  </a>
                  ), with your email as the reply address. The date it goes is recorded: the agency&rsquo;s
                  time to answer counts from it.
                </p>
                <Button
                  onClick={() => void send()}
                  disabled={sending || sent || !hasContent}
                  className={
                    sent ? 'bg-green-700 text-white hover:bg-green-700 disabled:opacity-100' : undefined
                  }
                  aria-label={sent ? `Sent to ${agency}` : `Send to ${agency}`}
                >
                  {sent ? `✓ Sent to ${agency}` : sending ? 'Sending…' : `Send to ${agency}`}
                </Button>
                {letter.sent.length ? (
                  <ul className="list-inside list-disc text-slate-700">
                    {letter.sent.map((s, i) => (
                      <li key={i}>
                        Sent {s.method === 'email' ? 'by email' : `by ${s.method}`} on {ukDate(s.sentAt)}
                        {s.to ? ` to ${s.to}` : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="text-slate-600">
                  This letter is written to {agency}. For another agency, open its own letter from Credit
                  Cleanse.
                </p>
              </CardContent>
            </Card>
          ) : null}
        </div>
      </div>
      <p className="mt-6 rounded-md bg-slate-100 p-3 text-sm text-slate-700">
        This is an informational template, not legal advice.
      </p>
    </Page>
  );
}

export default function ViewCreditLetterPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { user, isLoading } = useUser();
  const id = letterIdFrom(params, search);
  if (isLoading) return <PageLoader />;
  if (!user) return <PleaseLogIn what="view" />;
  if (!id) return <LetterNotFound />;
  return <View id={id} />;
}
