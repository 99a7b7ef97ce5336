/**
 * Card payments (part 1 §2, §3, §7, §9; docs/decisions.md "Payments"). The browser never says what a payment costs
 * or what it buys: `startPayment` takes the amount (GBP) and the credits from the plan in shared/src/plans.ts, and
 * only the signed Stripe webhook (`applyPaymentEvent`) grants anything:
 *
 * - payment_intent.succeeded: the plan's credits are added with a 'purchase' ledger entry, and the event id is
 *   claimed, all in one DynamoDB transaction (Store.addCredits with onceKey), so a redelivered event — in sequence
 *   or ten at once — adds nothing more; a consultation is marked paid by a write conditional on 'unpaid'. Then the
 *   PAYMENT record says 'succeeded' and the user gets a receipt (once: only the delivery that did the work sends it).
 * - charge.refunded, charge.dispute.created: the PAYMENT record says 'refunded' / 'disputed' and the credits the
 *   refunded or disputed amount paid for are taken back (only what is still unspent; 'reversal' entry, once per
 *   event id in the same transaction).
 * - anything else: acknowledged and ignored.
 */
import {
  formatPence,
  isPlanId,
  PLANS,
  UNLIMITED_CREDITS,
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  type Payment,
  type Plan,
  type User,
} from '@app/shared';
import { formatUkDate, toIsoDate } from '@app/shared/legal/deadlines';
import { badRequest, HttpError, notFound } from '../http/lib/errors';
import type { Mailer } from '../ports/mailer';
import type { IntentEvent, PaymentEvent, Payments, ReversalEvent } from '../ports/payments';
import type { Store } from '../ports/store';
import { markConsultationPaid } from './consultations';
import { newId } from './ids';
import { CONSULTATION, PAYMENT } from './records';

/** Creates the Stripe PaymentIntent for a plan and records it as the user's PAYMENT (status 'created'). */
export async function startPayment(
  store: Store,
  payments: Payments,
  user: User,
  request: CreatePaymentIntentRequest,
): Promise<CreatePaymentIntentResponse> {
  const plan = PLANS[request.plan];
  const metadata: Record<string, string> = { userId: user.id, plan: plan.id };
  let idempotencyKey = `intent-${newId()}`;
  if (plan.type === 'consultation') {
    if (!request.consultationId) throw badRequest('consultationId: is required for a consultation');
    // Another user's consultation is indistinguishable from a missing one.
    const consultation = await store.getRecord(CONSULTATION, user.id, request.consultationId);
    if (!consultation) throw notFound('Consultation not found.');
    if (consultation.status !== 'unpaid') throw new HttpError(409, 'This consultation is already paid for.');
    metadata.consultationId = consultation.id;
    // One intent per consultation: opening the checkout twice must not let it be paid twice.
    idempotencyKey = `consultation-${user.id}-${consultation.id}`;
  } else {
    if (request.consultationId) throw badRequest('consultationId: only the consultation plan takes one');
    if (user.credits >= UNLIMITED_CREDITS)
      throw badRequest('Your account has unlimited credits: there is nothing to buy.');
  }

  const intent = await payments.createPaymentIntent({
    amountPence: plan.pricePence,
    metadata,
    idempotencyKey,
  });
  if (!(await store.getRecord(PAYMENT, user.id, intent.id))) {
    const now = new Date().toISOString();
    const record: Payment = {
      id: intent.id,
      userId: user.id,
      createdAt: now,
      updatedAt: now,
      plan: plan.id,
      credits: plan.credits,
      amountPence: plan.pricePence,
      status: 'created',
      ...(metadata.consultationId ? { consultationId: metadata.consultationId } : {}),
    };
    await store.putRecord(PAYMENT, record).catch(async (e) => {
      // The same consultation intent recorded by a concurrent request: fine.
      if (!(await store.getRecord(PAYMENT, user.id, intent.id))) throw e;
    });
  }
  return { clientSecret: intent.clientSecret, amountPence: plan.pricePence, currency: 'gbp' };
}

export interface PaymentDeps {
  store: Store;
  payments: Payments;
  mailer: Mailer;
  publicUrl: string;
}

/** What a webhook delivery did (logged; the tests read it). */
export type EventOutcome =
  'credited' | 'consultation-paid' | 'replay' | 'failed-recorded' | 'reversed' | 'ignored';

/** The idempotency key of a Stripe event (the claim item's key: CLAIM#stripe-event#evt_…). */
export const eventKey = (eventId: string) => `stripe-event#${eventId}`;

export async function applyPaymentEvent(deps: PaymentDeps, event: PaymentEvent): Promise<EventOutcome> {
  switch (event.type) {
    case 'payment_succeeded':
      return paid(deps, event);
    case 'payment_failed': {
      const userId = event.metadata.userId;
      if (!userId) return 'ignored';
      await deps.store.updateRecord(
        PAYMENT,
        userId,
        event.paymentIntentId,
        { status: 'failed' },
        { ifStatus: 'created' },
      );
      return 'failed-recorded';
    }
    case 'refunded':
    case 'disputed':
      return reversed(deps, event);
    default:
      return 'ignored';
  }
}

function log(message: string, fields: Record<string, unknown>) {
  console.warn(JSON.stringify({ level: 'warn', message, ...fields }));
}

async function paid(deps: PaymentDeps, event: IntentEvent): Promise<EventOutcome> {
  const { userId, plan: planId, consultationId } = event.metadata;
  // Intents this server did not make (other products on the account, the dashboard) carry no user or plan of ours.
  if (!userId || !isPlanId(planId)) {
    log('payment without our metadata ignored', { eventId: event.id, intent: event.paymentIntentId });
    return 'ignored';
  }
  const plan = PLANS[planId];
  // The amount was fixed by startPayment; anything less in another currency is not this plan's payment.
  if (event.currency !== 'gbp' || event.amountPence < plan.pricePence) {
    log('payment amount does not match its plan', {
      eventId: event.id,
      intent: event.paymentIntentId,
      plan: plan.id,
      amountPence: event.amountPence,
      currency: event.currency,
    });
    return 'ignored';
  }

  let did: boolean;
  if (plan.type === 'consultation') {
    if (!consultationId) return 'ignored';
    did = await markConsultationPaid(deps.store, userId, consultationId, event.paymentIntentId);
  } else {
    did = await deps.store.addCredits(
      userId,
      plan.credits,
      { reason: 'purchase', paymentId: event.paymentIntentId, note: plan.name },
      { onceKey: eventKey(event.id) },
    );
  }
  // Idempotent: a replay sets the same status again (a record made elsewhere is written now).
  const marked = await deps.store.updateRecord(
    PAYMENT,
    userId,
    event.paymentIntentId,
    { status: 'succeeded' },
    { ifStatus: 'created' },
  );
  if (!marked && !(await deps.store.getRecord(PAYMENT, userId, event.paymentIntentId))) {
    const now = new Date().toISOString();
    await deps.store
      .putRecord(PAYMENT, {
        id: event.paymentIntentId,
        userId,
        createdAt: now,
        updatedAt: now,
        plan: plan.id,
        credits: plan.credits,
        amountPence: event.amountPence,
        status: 'succeeded',
        ...(consultationId ? { consultationId } : {}),
      })
      .catch(() => undefined); // a concurrent delivery wrote it
  }
  if (!did) return 'replay';
  await sendReceipt(deps, userId, plan, event.amountPence, event.paymentIntentId);
  return plan.type === 'consultation' ? 'consultation-paid' : 'credited';
}

/**
 * A refund or a dispute takes back the credits the refunded or disputed share of the price paid for, rounded down
 * (a partial goodwill refund leaves the letter), less what earlier refunds or disputes of the payment already asked
 * for; Store.takeBackCredits never goes below 0 and never touches credits already spent.
 */
async function reversed(deps: PaymentDeps, event: ReversalEvent): Promise<EventOutcome> {
  const intent = await deps.payments.getPaymentIntent(event.paymentIntentId);
  const userId = intent.metadata.userId;
  if (!userId) return 'ignored';
  const payment = await deps.store.getRecord(PAYMENT, userId, intent.id);
  const planId = intent.metadata.plan;
  const credits = payment?.credits ?? (isPlanId(planId) ? PLANS[planId].credits : 0);
  const share = intent.amountPence > 0 ? Math.min(1, event.amountPence / intent.amountPence) : 0;
  const asked = Math.floor(credits * share + 1e-9);
  const already = payment?.creditsReclaimed ?? 0;
  const reason = event.type === 'refunded' ? 'refund' : 'dispute';
  await deps.store.takeBackCredits(
    userId,
    Math.max(0, asked - already),
    {
      reason: 'reversal',
      paymentId: intent.id,
      note: `Card payment ${reason} (${formatPence(event.amountPence)})`,
    },
    { onceKey: eventKey(event.id) },
  );
  const patch: Partial<Payment> = {
    status: event.type,
    creditsReclaimed: Math.max(already, asked),
    ...(event.type === 'refunded' ? { refundedPence: event.amountPence } : {}),
  };
  if (!(await deps.store.updateRecord(PAYMENT, userId, intent.id, patch))) {
    log('refund or dispute of a payment with no record', { eventId: event.id, intent: intent.id });
  }
  return 'reversed';
}

/** The receipt: plan, amount, credits and date ('21 December 2026'). A mail failure never undoes the purchase. */
export async function sendReceipt(
  deps: Pick<PaymentDeps, 'store' | 'mailer' | 'publicUrl'>,
  userId: string,
  plan: Plan,
  amountPence: number,
  paymentId: string,
  now = new Date(),
): Promise<void> {
  const user = await deps.store.getUser(userId);
  if (!user) return;
  const date = formatUkDate(toIsoDate(now));
  const what =
    plan.type === 'consultation'
      ? 'One AI Lawyer Consultation (10 minutes)'
      : `${plan.credits} ${plan.credits === 1 ? 'credit' : 'credits'}`;
  const lines = [
    `Hello ${user.firstName || 'there'},`,
    '',
    'Thank you for your payment. This is your receipt.',
    '',
    `Plan: ${plan.name}`,
    `Amount: ${formatPence(amountPence)}`,
    `Credits: ${plan.type === 'consultation' ? '0 (a consultation)' : plan.credits}`,
    `What you bought: ${what}`,
    `Date: ${date}`,
    `Payment reference: ${paymentId}`,
    '',
    plan.type === 'consultation'
      ? `Start your consultation: ${deps.publicUrl}/ai-lawyer`
      : `Your credits are in your account: ${deps.publicUrl}/dashboard`,
    '',
    'No subscription: you will not be charged again.',
    'FairReply',
  ];
  try {
    await deps.mailer.send({
      to: user.email,
      subject: `Your FairReply receipt: ${plan.name}, ${formatPence(amountPence)}`,
      text: lines.join('\n'),
    });
  } catch (e) {
    log('receipt not sent', { userId, paymentId, error: String(e) });
  }
}
