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
import { useNavigate, useSearchParams, type NavigateFunction } from 'react-router-dom';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { serverMessage } from '../../api/client';
import { createPaymentIntent, refreshUntilPurchased } from '../../api/payments';
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

/**
 * After Stripe says how a payment went (in the page, or on the return from a bank's page): the §8 toast, then the
 * consultation or the dashboard, whose credits are refreshed until the webhook has added them.
 */
export function finishPayment(opts: {
  plan: Plan;
  consultationId?: string;
  paymentIntentId: string;
  status: string;
  mutate: ScopedMutator;
  navigate: NavigateFunction;
  /** Replace the current history entry (the return URL, which carries Stripe's parameters). */
  replace?: boolean;
}): void {
  const { plan, consultationId, paymentIntentId, status, mutate, navigate, replace = false } = opts;
  if (status === 'processing') {
    // Some methods (bank debits) settle later: nothing is added until Stripe confirms it.
    toast({
      title: 'Payment Processing',
      description:
        plan.type === 'consultation'
          ? 'Your consultation opens as soon as your bank confirms the payment.'
          : 'Your credits will be added as soon as your bank confirms the payment.',
    });
  } else {
    toast({
      title: 'Payment Successful',
      description:
        plan.type === 'consultation'
          ? 'Payment successful! Your consultation is starting...'
          : 'Your credits have been added to your account!',
      variant: 'success',
    });
  }
  if (plan.credits > 0) void refreshUntilPurchased(mutate, paymentIntentId);
  navigate(afterPaymentPath(plan, consultationId), { replace });
}

interface Props {
  publishableKey: string;
  plan: Plan;
  consultationId?: string;
  /** Where Stripe sends the browser back to after a method that leaves the page (3-D Secure, a bank's page). */
  returnPath: string;
}

type Intent = { state: 'loading' } | { state: 'ready'; clientSecret: string } | { state: 'failed' };

export function StripePaymentForm({ publishableKey, plan, consultationId, returnPath }: Props) {
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
      <PayForm plan={plan} consultationId={consultationId} returnPath={returnPath} />
    </Elements>
  );
}

function PayForm({ plan, consultationId, returnPath }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const price = formatPence(plan.pricePence);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      // Card payments finish here; a method that leaves for a bank's page comes back to the checkout (PaymentReturn).
      confirmParams: { return_url: `${window.location.origin}${returnPath}` },
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
    finishPayment({
      plan,
      consultationId,
      paymentIntentId: paymentIntent?.id ?? '',
      status: paymentIntent?.status ?? 'succeeded',
      mutate,
      navigate,
    });
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

/** Stripe's query parameters on the return URL. */
export const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/**
 * The browser is back from a bank's page (3-D Secure and the like): Stripe has appended `payment_intent` and
 * `redirect_status` to the checkout URL. Succeeded (or still processing) finishes as an in-page payment would; anything
 * else is a failed payment, and the checkout opens again without Stripe's parameters.
 */
export function PaymentReturn({ plan, consultationId }: { plan: Plan; consultationId?: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const handled = useRef(false);
  const status = params.get('redirect_status') ?? '';
  const paymentIntentId = params.get('payment_intent') ?? '';

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (status === 'succeeded' || status === 'processing') {
      finishPayment({ plan, consultationId, paymentIntentId, status, mutate, navigate, replace: true });
      return;
    }
    toast({
      title: 'Payment Failed',
      description: 'Your payment was not completed. No money has been taken.',
      variant: 'destructive',
    });
    const again = new URLSearchParams(params);
    RETURN_PARAMS.forEach((k) => again.delete(k));
    navigate(`/checkout?${again.toString()}`, { replace: true });
  }, [plan, consultationId, paymentIntentId, status, params, mutate, navigate]);

  return (
    <p role="status" className="text-slate-600">
      Finishing your payment…
    </p>
  );
}
