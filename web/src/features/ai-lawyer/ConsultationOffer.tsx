/**
 * What a consultation gives and the button that buys one: it creates the consultation, then goes to the checkout. An
 * unpaid one (back from the checkout before Stripe's confirmation lands) waits here and opens once it is paid.
 */
import type { ConsultationSummary } from '@app/shared/consultation';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createConsultation, transcriptUrl } from '../../api/consultations';
import { serverMessage } from '../../api/client';
import { Page } from '../../components/layout/Page';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card, CardContent } from '../../components/ui/Card';
import { toast } from '../../components/ui/Toast';

const GIVES = [
  'Ten minutes with an assistant that knows UK debt, parking, council tax and bailiff rules',
  'Upload the letter you received: it reads it and checks it against the rules its sender must follow',
  'Your position in plain English, with the law it rests on',
  'A strategy, and the reply letter written for you — filed on your dashboard, ready to edit and download',
  'The whole conversation as a PDF to keep',
];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });

export function ConsultationOffer({
  past,
  waiting,
  notFound,
}: {
  past: ConsultationSummary[];
  waiting?: string;
  notFound?: boolean;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function buy() {
    setBusy(true);
    try {
      const created = await createConsultation();
      navigate(created.checkoutUrl);
    } catch (err) {
      toast({
        title: 'Could not start a consultation',
        description: serverMessage(err) ?? 'Please try again.',
        variant: 'destructive',
      });
      setBusy(false);
    }
  }

  const ended = past.filter((c) => c.status === 'ended');
  return (
    <Page
      title="AI Lawyer Consultation"
      intro="A calm, private ten-minute conversation about the letter worrying you — £8, paid once."
    >
      {notFound ? (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-amber-900">
          We could not find that consultation on your account.
        </p>
      ) : null}
      {waiting ? (
        <Card className="mb-6 border-brand-100 bg-brand-50">
          <CardContent className="space-y-3 pt-6">
            <p role="status" className="font-medium text-slate-900">
              Waiting for your payment to be confirmed… this page opens the consultation as soon as it is.
            </p>
            <p className="text-sm text-slate-700">Not paid yet?</p>
            <Link
              to={`/checkout?plan=consultation&consultation=${encodeURIComponent(waiting)}`}
              className={buttonClasses('default', 'md')}
            >
              Pay £8 for this consultation
            </Link>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardContent className="space-y-4 pt-6">
          <h2 className="text-lg font-semibold text-slate-900">What you get</h2>
          <ul className="list-disc space-y-2 pl-5 text-slate-700">
            {GIVES.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            The ten minutes start with your first message, not when you pay. This is general legal
            information, not advice from a solicitor.
          </p>
          {waiting ? null : (
            <Button size="lg" className="w-full sm:w-auto" onClick={() => void buy()} disabled={busy}>
              {busy ? 'Starting…' : 'Start a consultation — £8'}
            </Button>
          )}
        </CardContent>
      </Card>
      {ended.length ? (
        <section className="mt-8" aria-labelledby="past-consultations">
          <h2 id="past-consultations" className="text-lg font-semibold text-slate-900">
            Your past consultations
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
            {ended.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="text-slate-700">
                  {when(c.createdAt)} · {c.messageCount} messages
                </span>
                <a className="text-brand-700 underline" href={transcriptUrl(c.id)} download>
                  Transcript (PDF)
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}
