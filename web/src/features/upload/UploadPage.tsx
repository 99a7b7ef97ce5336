import { useSWRConfig } from 'swr';
import { Link, useNavigate } from 'react-router-dom';
import { useConfig } from '../../api/config';
import { MY_LETTERS_KEY } from '../../api/my-letters';
import { USER_KEY, useUser } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { RequireAuth } from '../../components/layout/RequireAuth';
import { SequenceBadge } from '../../components/SequenceBadge';
import { buttonClasses } from '../../components/ui/Button';
import { Card, CardContent } from '../../components/ui/Card';
import { formatCredits } from '../../lib/format';
import { UploadWidget } from './UploadWidget';

const TIPS = [
  'Photograph the whole page flat, in good light, with all four corners visible.',
  'Upload every page of the letter as one PDF if you can.',
  'Make sure the sender, the reference or account number and the amount are readable.',
  'Keep the original letter and the envelope: the date it arrived can matter.',
  'Do not ignore court papers: a claim form has a 14-day response deadline — get free advice straight away.',
];

function Upload() {
  const { user } = useUser();
  // Only to tell a local user without card payments how to get credits; the page does not wait for it.
  const { config } = useConfig();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  if (!user) return null;
  const credits = user.credits;

  return (
    <Page
      title="Upload Any Debt Letter"
      intro="Debt collectors, parking charges, council tax, bailiffs, credit cards, loans — upload the letter and we draft your reply."
    >
      {credits <= 0 ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <div>
            <p className="font-semibold text-amber-950">No Credits Available</p>
            <p className="text-sm text-amber-900">You need 1 credit (£3) to generate a letter.</p>
            {config?.authMode === 'local' && !config.stripePublishableKey ? (
              <p className="mt-1 text-sm text-amber-900" data-testid="local-credits-help">
                This is a local install without card payments: an administrator (an address listed in
                ADMIN_EMAILS) can give you credits on the Admin page.
              </p>
            ) : null}
          </div>
          <Link to="/checkout" className={buttonClasses('default', 'sm')}>
            Buy Credits
          </Link>
        </div>
      ) : (
        <div role="status" className="mb-6 rounded-lg border border-green-300 bg-green-50 p-4">
          <p className="font-semibold text-green-950">
            {formatCredits(credits)} {credits === 1 ? 'Credit' : 'Credits'} Available
          </p>
          <p className="text-sm text-green-900">
            Each upload uses 1 credit. If processing fails, the credit is refunded.
          </p>
        </div>
      )}

      <p className="mb-6 rounded-md bg-slate-100 p-3 text-sm text-slate-700">
        <strong>Disclaimer:</strong> the letters are informational templates, not legal advice. If you are
        unsure of your position, speak to a free debt adviser (StepChange, National Debtline or Citizens
        Advice) or a solicitor.
      </p>

      <Card>
        <CardContent className="pt-6">
          <UploadWidget
            onUploaded={() => {
              void mutate(USER_KEY);
              void mutate(MY_LETTERS_KEY);
              navigate('/dashboard');
            }}
          />
        </CardContent>
      </Card>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="tips-title">
          <h2 id="tips-title" className="text-lg font-semibold">
            Tips for a good result
          </h2>
          <ul className="mt-2 list-disc pl-5 space-y-1 text-slate-700">
            {TIPS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="seq-title">
          <h2 id="seq-title" className="text-lg font-semibold">
            The letter sequence
          </h2>
          <p className="mt-1 text-sm text-slate-600">We detect where you are from the letter you upload.</p>
          <dl className="mt-2 space-y-2">
            <div className="flex items-start gap-3">
              <dt className="shrink-0">
                <SequenceBadge n={1} />
              </dt>
              <dd>
                <strong>Challenge</strong> — ask them to prove the debt and stop collection while it is
                disputed.
              </dd>
            </div>
            <div className="flex items-start gap-3">
              <dt className="shrink-0">
                <SequenceBadge n={2} />
              </dt>
              <dd>
                <strong>Estoppel</strong> — your request went unanswered or was answered badly; this sets out
                the legal consequence.
              </dd>
            </div>
            <div className="flex items-start gap-3">
              <dt className="shrink-0">
                <SequenceBadge n={3} />
              </dt>
              <dd>
                <strong>Final</strong> — the last letter before escalation to the ombudsman, the ICO, an
                appeals service or a court defence.
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </Page>
  );
}

export default function UploadPage() {
  return (
    <RequireAuth signedOut="relogin">
      <Upload />
    </RequireAuth>
  );
}
