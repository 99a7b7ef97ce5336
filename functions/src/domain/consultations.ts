/**
 * Consultation payment state. A consultation is created 'unpaid' by its own feature; only the Stripe webhook moves it
 * to 'paid' (domain/payments.ts), after which the consultation feature starts it ('active', with expiresAt) and ends
 * it. The write is conditional on 'unpaid', so replayed or racing webhook deliveries mark it once.
 */
import type { Consultation } from '@app/shared';
import type { Store } from '../ports/store';
import { CONSULTATION } from './records';

/** True when this call moved the user's consultation from 'unpaid' to 'paid'; false if missing or not unpaid. */
export async function markConsultationPaid(
  store: Store,
  userId: string,
  consultationId: string,
  paymentId: string,
): Promise<boolean> {
  return store.updateRecord(
    CONSULTATION,
    userId,
    consultationId,
    { status: 'paid', paymentIntentId: paymentId },
    { ifStatus: 'unpaid' satisfies Consultation['status'] },
  );
}
