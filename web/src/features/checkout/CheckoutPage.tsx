import { HIDDEN_BUNDLES, PLANS, PRICES_PENCE } from '@app/shared/constants';
import { Link, useSearchParams } from 'react-router-dom';
import { useConfig } from '../../api/config';
import { useUser } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { PageLoader } from '../../components/layout/PageLoader';
import { buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { StripePaymentForm } from './StripePaymentForm';

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

interface ChosenPlan {
  id: string;
  name: string;
  pricePence: number;
  credits: number;
  features: readonly string[];
}

/** plan=single|consultation|six|eighteen, or credits=1|6|18, or consultation=… (part 1 §2, §3). */
export function choosePlan(params: URLSearchParams): ChosenPlan {
  const plan = params.get('plan');
  const credits = Number(params.get('credits'));
  if (plan === 'consultation' || params.get('consultation')) return { ...PLANS.consultation };
  if (plan === 'six' || credits === HIDDEN_BUNDLES.six)
    return {
      id: 'six',
      name: '6 Debt Letters',
      pricePence: PRICES_PENCE.single * 6,
      credits: 6,
      features: PLANS.single.features,
    };
  if (plan === 'eighteen' || credits === HIDDEN_BUNDLES.eighteen)
    return {
      id: 'eighteen',
      name: '18 Debt Letters',
      pricePence: PRICES_PENCE.single * 18,
      credits: 18,
      features: PLANS.single.features,
    };
  return { ...PLANS.single };
}

export default function CheckoutPage() {
  const [params] = useSearchParams();
  const { user, isLoading: userLoading } = useUser();
  const { config, error, isLoading: configLoading } = useConfig();
  const plan = choosePlan(params);

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

  if (error || !config?.stripePublishableKey) {
    return (
      <Page
        title="Payment System Not Available"
        intro="Card payments are not available right now. No money has been taken."
      >
        <p className="text-slate-700">Please try again later. Your existing credits and letters are safe.</p>
        {config?.authMode === 'local' ? (
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

  return (
    <Page title="Checkout">
      <Card className="max-w-md">
        <CardHeader>
          <CardTitle>{plan.name}</CardTitle>
          <CardDescription>
            {plan.credits > 0
              ? `${plan.credits} ${plan.credits === 1 ? 'credit' : 'credits'}`
              : 'One consultation'}{' '}
            · one-time payment, no subscription
          </CardDescription>
          <p className="text-3xl font-bold">{pounds(plan.pricePence)}</p>
        </CardHeader>
        <CardContent>
          <ul className="mb-6 list-disc pl-5 space-y-1 text-slate-700">
            {plan.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <StripePaymentForm planName={plan.name} priceLabel={pounds(plan.pricePence)} />
        </CardContent>
      </Card>
    </Page>
  );
}
