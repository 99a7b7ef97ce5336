import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  CreditLedgerResponse,
  UserView,
} from '@app/shared';
import useSWR, { type ScopedMutator } from 'swr';
import { queryFetcher, sendJson } from './client';
import { USER_KEY } from './user';

/** POST /api/create-payment-intent: the server prices the plan; the page only says which plan. */
export function createPaymentIntent(req: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> {
  return sendJson<CreatePaymentIntentResponse>('/api/create-payment-intent', req);
}

export const LEDGER_KEY = '/api/credit-ledger';

/**
 * Credits arrive with Stripe's webhook, a moment after the browser hears the payment went through. This reads the
 * credit history until the purchase of this payment is in it, then writes the fresh history and user into the SWR
 * cache, so the dashboard and the navbar show the new credits without a reload. Keyed on the payment, not on the
 * balance, so a letter spent meanwhile cannot fool it. It fetches directly and works on the cache, not on a
 * component, so it keeps going after the checkout page has navigated away; it gives up after `forMs`.
 */
export function refreshUntilPurchased(
  mutate: ScopedMutator,
  paymentIntentId: string,
  { everyMs = 1500, forMs = 60_000 }: { everyMs?: number; forMs?: number } = {},
): Promise<boolean> {
  const until = Date.now() + forMs;
  return new Promise((resolve) => {
    const tick = async () => {
      try {
        const ledger = await queryFetcher<CreditLedgerResponse>(LEDGER_KEY);
        if (ledger?.entries.some((e) => e.reason === 'purchase' && e.paymentId === paymentIntentId)) {
          const user = await queryFetcher<UserView>(USER_KEY);
          await mutate(LEDGER_KEY, ledger, { revalidate: false });
          await mutate(USER_KEY, user, { revalidate: false });
          return resolve(true);
        }
      } catch {
        /* a failed poll is retried on the next tick */
      }
      if (Date.now() >= until) return resolve(false);
      setTimeout(() => void tick(), everyMs);
    };
    void tick();
  });
}

/** GET /api/credit-ledger: the signed-in user's credit movements, newest first (the dashboard's credit history). */
export function useCreditLedger(enabled: boolean) {
  const { data, error, isLoading } = useSWR<CreditLedgerResponse | null>(enabled ? LEDGER_KEY : null);
  return { entries: data?.entries ?? [], error: error as Error | undefined, isLoading };
}
