import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  CreditLedgerResponse,
  UserView,
} from '@app/shared';
import useSWR, { type ScopedMutator } from 'swr';
import { sendJson } from './client';
import { USER_KEY } from './user';

/** POST /api/create-payment-intent: the server prices the plan; the page only says which plan. */
export function createPaymentIntent(req: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> {
  return sendJson<CreatePaymentIntentResponse>('/api/create-payment-intent', req);
}

export const LEDGER_KEY = '/api/credit-ledger';

/**
 * Credits arrive with Stripe's webhook, a moment after the browser hears the payment went through. This refetches
 * the signed-in user (and the credit history) until the balance reaches `target`, so the dashboard and the navbar
 * show the new credits without a reload. It runs on the SWR cache, not on a component, so it keeps going after the
 * checkout page has navigated away; it gives up after `forMs`.
 */
export function refreshUntilCredited(
  mutate: ScopedMutator,
  target: number,
  { everyMs = 1500, forMs = 60_000 }: { everyMs?: number; forMs?: number } = {},
): Promise<boolean> {
  const until = Date.now() + forMs;
  return new Promise((resolve) => {
    const tick = async () => {
      let user: UserView | null | undefined;
      try {
        user = await mutate<UserView | null>(USER_KEY);
      } catch {
        user = undefined; // a failed poll is retried on the next tick
      }
      if (user && user.credits >= target) {
        await mutate(LEDGER_KEY).catch(() => undefined);
        return resolve(true);
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
