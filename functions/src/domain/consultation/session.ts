/**
 * A consultation's life: created unpaid by the user, marked paid by the Stripe webhook (domain/consultations.ts),
 * started by the first message (ten minutes, `expiresAt` stored), refused after that. Another user's consultation
 * is indistinguishable from a missing one (404) on every route.
 */
import {
  CONSULTATION_DISCLAIMER,
  CONSULTATION_MINUTES,
  checkoutPathFor,
  type ConsultationSession,
  type ConsultationSummary,
  type ConsultationView,
} from '@app/shared';
import { HttpError, notFound } from '../../http/lib/errors';
import type { Store } from '../../ports/store';
import { recordType } from '../../ports/store';
import { newId } from '../ids';

/** The same records as domain/records.ts CONSULTATION, with the transcript and the interview this feature keeps. */
export const CONSULTATION_SESSION = recordType<ConsultationSession>('consultation', 'CONSULT#');

const ID = /^[0-9a-z]{25}$/;

export async function createConsultation(store: Store, userId: string): Promise<ConsultationSession> {
  const now = new Date().toISOString();
  const c: ConsultationSession = {
    id: newId(),
    userId,
    createdAt: now,
    updatedAt: now,
    status: 'unpaid',
    messages: [],
    documents: [],
    facts: {},
  };
  await store.putRecord(CONSULTATION_SESSION, c);
  return c;
}

/** The user's own consultation, or a 404 (missing, malformed id, or someone else's: the key is under the user). */
export async function ownConsultation(
  store: Store,
  userId: string,
  id: string | undefined,
): Promise<ConsultationSession> {
  const c = id && ID.test(id) ? await store.getRecord(CONSULTATION_SESSION, userId, id) : null;
  if (!c) throw notFound('Consultation not found.');
  return c;
}

export const isExpired = (c: ConsultationSession, now = Date.now()) =>
  c.status === 'ended' || (c.expiresAt !== undefined && Date.parse(c.expiresAt) <= now);

/** The status as of now: an active consultation past its time has ended, whether or not that was written yet. */
export const statusNow = (c: ConsultationSession, now = Date.now()): ConsultationSession['status'] =>
  c.status === 'active' && isExpired(c, now) ? 'ended' : c.status;

/** 402 with the checkout for an unpaid one; 410 once its ten minutes are over. */
export function requireOpen(c: ConsultationSession, now = Date.now()): void {
  if (c.status === 'unpaid')
    throw new HttpError(
      402,
      `This consultation is not paid for yet. Pay £8 for your 10-minute consultation at ${checkoutPathFor(c.id)}`,
    );
  if (isExpired(c, now))
    throw new HttpError(
      410,
      'This consultation has ended: its 10 minutes are over. You can download the transcript, and your letters are on your dashboard.',
    );
}

/**
 * Starts the clock at the first message: 'paid' → 'active' with expiresAt, written only if still 'paid' (two first
 * messages at once start it once; the loser reads the winner's time).
 */
export async function startIfPaid(store: Store, c: ConsultationSession): Promise<ConsultationSession> {
  if (c.status !== 'paid') return c;
  const startedAt = new Date();
  const expiresAt = new Date(startedAt.getTime() + CONSULTATION_MINUTES * 60_000).toISOString();
  const started = await store.updateRecord(
    CONSULTATION_SESSION,
    c.userId,
    c.id,
    { status: 'active', startedAt: startedAt.toISOString(), expiresAt },
    { ifStatus: 'paid' },
  );
  if (started) return { ...c, status: 'active', startedAt: startedAt.toISOString(), expiresAt };
  return ownConsultation(store, c.userId, c.id);
}

/** Records that it ended (lazily: the first read or message after the time is up). */
export async function endIfExpired(store: Store, c: ConsultationSession): Promise<ConsultationSession> {
  if (c.status !== 'active' || !isExpired(c)) return c;
  await store.updateRecord(CONSULTATION_SESSION, c.userId, c.id, { status: 'ended' }, { ifStatus: 'active' });
  return { ...c, status: 'ended' };
}

export function toView(c: ConsultationSession): ConsultationView {
  return {
    id: c.id,
    status: statusNow(c),
    createdAt: c.createdAt,
    startedAt: c.startedAt ?? null,
    expiresAt: c.expiresAt ?? null,
    messages: c.messages ?? [],
    documents: (c.documents ?? []).map(({ text: _t, ...d }) => d),
    disclaimer: CONSULTATION_DISCLAIMER,
    minutes: CONSULTATION_MINUTES,
  };
}

export function toSummary(c: ConsultationSession): ConsultationSummary {
  return {
    id: c.id,
    status: statusNow(c),
    createdAt: c.createdAt,
    expiresAt: c.expiresAt ?? null,
    messageCount: c.messages?.length ?? 0,
  };
}
