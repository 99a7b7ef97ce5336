/**
 * /checkout?plan=&credits=&consultation= (part 1 §2, §3, §4, §8). Views: loading; 'Login Required' for visitors;
 * 'Payment System Not Available' when the config call fails or carries no key; otherwise the plan summary and
 * Stripe's Payment Element (StripePaymentForm, which alone loads Stripe.js).
 */
import { formatPence, planFromQuery, PLANS, type Plan } from '@app/shared/plans';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useConfig } from '../../api/config';
import { useUser } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { PageLoader } from '../../components/layout/PageLoader';
import { Badge } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { toast } from '../../components/ui/Toast';
import { PaymentReturn, RETURN_PARAMS, StripePaymentForm } from './StripePaymentForm';

export function PaymentNotAvailable({ local }: { local: boolean }) {
  return (
    <Page
      title="Payment System Not Available"
      intro="Card payments are not available right now. No money has been taken."
    >
      <p className="text-slate-700">Please try again later. Your existing credits and letters are safe.</p>
      {local ? (
        <p className="mt-2 text-slate-700">
          On a local install without card payments, an administrator (an address listed in ADMIN_EMAILS) can
          give you credits on the Admin page.
        </p>
      ) : null}
      <Link to="/dashboard" className={buttonClasses('outline', 'md', 'mt-4')}>
        Back to Debt Letters
      </Link>
    </Page>
  );
}

function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <CardHeader>
      <div className="flex items-start justify-between gap-2">
        <CardTitle as="h2">{plan.name}</CardTitle>
        {plan.popular ? <Badge>Most Popular</Badge> : null}
      </div>
      <CardDescription>
        {plan.type === 'consultation'
          ? 'One 10-minute consultation'
          : `${plan.credits} ${plan.credits === 1 ? 'credit' : 'credits'}`}{' '}
        · one-time payment, no subscription
      </CardDescription>
      <p className="text-3xl font-bold" data-testid="plan-price">
        {formatPence(plan.pricePence)}
      </p>
    </CardHeader>
  );
}

/** The checkout's own query (plan, credits, consultation) without Stripe's return parameters. */
function returnQuery(params: URLSearchParams): string {
  const q = new URLSearchParams(params);
  RETURN_PARAMS.forEach((k) => q.delete(k));
  return q.toString();
}

export default function CheckoutPage() {
  const [params] = useSearchParams();
  const { user, isLoading: userLoading } = useUser();
  const { config, error, isLoading: configLoading } = useConfig();
  const plan = planFromQuery({
    plan: params.get('plan'),
    credits: params.get('credits'),
    consultation: params.get('consultation'),
  });
  const consultationId = params.get('consultation') ?? undefined;
  const unavailable = Boolean(user) && !configLoading && (error || !config?.stripePublishableKey);

  // The two payment-system toasts of part 1 §8, once per visit.
  useEffect(() => {
    if (!unavailable) return;
    if (error) toast({ title: 'Failed to load payment system', variant: 'destructive' });
    else toast({ title: 'Payment system not configured', variant: 'destructive' });
  }, [unavailable, error]);

  if (userLoading || (user && configLoading)) return <PageLoader label="Loading payment options…" />;

  if (!user) {
    return (
      <Page title="Login Required" intro="Please sign in to buy credits. New accounts get 1 free credit.">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link
            to="/login"
            className={buttonClasses('default', 'lg')}
            state={{ from: `/checkout?${params.toString()}` }}
          >
            Login
          </Link>
          <Link to="/" className={buttonClasses('outline', 'lg')}>
            Back to home
          </Link>
        </div>
      </Page>
    );
  }

  if (!plan) {
    return (
      <Page title="Plan Not Found" intro="This payment link names a plan we do not sell.">
        <Link to="/checkout?plan=single" className={buttonClasses('default', 'md')}>
          Buy a single letter — {formatPence(PLANS.single.pricePence)}
        </Link>
      </Page>
    );
  }

  // Back from a bank's page: the payment happened (or not) whatever the config call says now.
  if (params.get('redirect_status')) {
    return (
      <Page title="Checkout">
        <PaymentReturn plan={plan} consultationId={consultationId} />
      </Page>
    );
  }

  if (unavailable || !config?.stripePublishableKey)
    return <PaymentNotAvailable local={config?.authMode === 'local'} />;

  if (plan.type === 'consultation' && !consultationId) {
    return (
      <Page title="Start Your Consultation First" intro="A consultation is paid for from the AI Lawyer page.">
        <Link to="/ai-lawyer" className={buttonClasses('default', 'md')}>
          Go to AI Lawyer
        </Link>
      </Page>
    );
  }

  return (
    <Page title="Checkout">
      <Card className="max-w-md">
        <PlanSummary plan={plan} />
        <CardContent>
          <ul className="mb-6 list-disc space-y-1 pl-5 text-slate-700">
            {plan.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <StripePaymentForm
            publishableKey={config.stripePublishableKey}
            plan={plan}
            consultationId={plan.type === 'consultation' ? consultationId : undefined}
            returnPath={`/checkout?${returnQuery(params)}`}
          />
        </CardContent>
      </Card>
    </Page>
  );
}
