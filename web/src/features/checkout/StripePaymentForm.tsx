/**
 * The card form: Stripe.js (loaded here only, from js.stripe.com, once a publishable key is known) and its Payment
 * Element. Once a plan is chosen, the config loaded and the user signed in (part 1 §4) it asks the server for a
 * PaymentIntent — the server sets the amount — and mounts the Payment Element with its client secret. Paying
 * confirms in the browser; the credits themselves arrive by Stripe's webhook, so after a successful payment this
 * keeps refreshing the balance until they land (api/payments.ts) while the user is already on the dashboard.
 */
import { formatPence, type Plan } from '@app/shared/plans';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The 'pure' entry injects the Stripe.js script only when loadStripe is called, not on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { serverMessage } from '../../api/client';
import { createPaymentIntent, refreshUntilCredited } from '../../api/payments';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/Toast';

/** One Stripe.js instance per publishable key for the life of the page. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let p = stripes.get(key);
  if (!p) {
    p = loadStripe(key);
    p.catch(() => stripes.delete(key)); // a failed load may be retried on the next visit
    stripes.set(key, p);
  }
  return p;
}

/** Where the user goes after paying (part 1 §2). */
export function afterPaymentPath(plan: Plan, consultationId?: string): string {
  return plan.type === 'consultation' && consultationId
    ? `/ai-lawyer?session=${encodeURIComponent(consultationId)}`
    : '/dashboard';
}

interface Props {
  publishableKey: string;
  plan: Plan;
  consultationId?: string;
  /** The balance before paying: the dashboard refreshes until it reaches this plus the plan's credits. */
  creditsBefore: number;
}

type Intent = { state: 'loading' } | { state: 'ready'; clientSecret: string } | { state: 'failed' };

export function StripePaymentForm({ publishableKey, plan, consultationId, creditsBefore }: Props) {
  const [stripeState, setStripeState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const stripePromise = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [intent, setIntent] = useState<Intent>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // One intent per plan and attempt, even when React runs the effect twice (StrictMode).
  const requested = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    stripePromise.then(
      (s) => live && setStripeState(s ? 'ready' : 'failed'),
      () => {
        if (!live) return;
        setStripeState('failed');
        toast({ title: 'Failed to load payment system', variant: 'destructive' });
      },
    );
    return () => {
      live = false;
    };
  }, [stripePromise]);

  useEffect(() => {
    const key = `${plan.id}:${consultationId ?? ''}:${attempt}`;
    if (requested.current === key) return;
    requested.current = key;
    setIntent({ state: 'loading' });
    createPaymentIntent({ plan: plan.id, ...(consultationId ? { consultationId } : {}) }).then(
      (r) => setIntent({ state: 'ready', clientSecret: r.clientSecret }),
      (err: unknown) => {
        setIntent({ state: 'failed' });
        toast({
          title: 'Payment Error',
          description: serverMessage(err) ?? 'Failed to initialize payment',
          variant: 'destructive',
        });
      },
    );
  }, [plan.id, consultationId, attempt]);

  if (stripeState === 'failed') {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
        The secure payment form could not be loaded. Please check your connection and reload the page. No
        money has been taken.
      </p>
    );
  }
  if (intent.state === 'failed') {
    return (
      <div role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
        <p>We could not start this payment. No money has been taken.</p>
        <Button variant="outline" className="mt-3" onClick={() => setAttempt((a) => a + 1)}>
          Try again
        </Button>
      </div>
    );
  }
  if (intent.state === 'loading' || stripeState === 'loading') {
    return (
      <p role="status" className="text-slate-600">
        Preparing secure payment…
      </p>
    );
  }
  return (
    <Elements
      stripe={stripePromise}
      options={{ clientSecret: intent.clientSecret, appearance: { theme: 'stripe' } }}
    >
      <PayForm plan={plan} consultationId={consultationId} creditsBefore={creditsBefore} />
    </Elements>
  );
}

function PayForm({ plan, consultationId, creditsBefore }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const price = formatPence(plan.pricePence);
  const next = afterPaymentPath(plan, consultationId);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      // Card payments finish here; methods that need a bank's page come back to the same place.
      confirmParams: { return_url: `${window.location.origin}${next}` },
      redirect: 'if_required',
    });
    if (error) {
      setProcessing(false);
      toast({
        title: 'Payment Failed',
        description: error.message ?? 'Your payment was not completed.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Payment Successful',
      description:
        plan.type === 'consultation'
          ? 'Payment successful! Your consultation is starting...'
          : 'Your credits have been added to your account!',
      variant: 'success',
    });
    if (plan.credits > 0 && paymentIntent?.status !== 'canceled')
      void refreshUntilCredited(mutate, creditsBefore + plan.credits);
    navigate(next);
  };

  return (
    <form onSubmit={onSubmit} aria-label="Card payment">
      <PaymentElement onReady={() => setReady(true)} />
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={!stripe || !ready || processing}>
        {processing ? 'Processing...' : `Pay ${price}`}
      </Button>
      <p className="mt-3 text-center text-xs text-slate-500">
        Payments are processed securely by Stripe. We never see or store your card details.
      </p>
    </form>
  );
}
