/**
 * The deadline tracker (issue 14): every letter the user sent whose reply is still awaited, with the date it is due
 * (counted as the law counts it: domain/letters.ts `deadlineForSend`), whether it is due soon or overdue, and what
 * the user can do next. The dashboard, the reminders job and the calendar feed all read this one list.
 */
import {
  DUE_SOON_WORKING_DAYS,
  type Case,
  type CaseEvent,
  type DeadlineState,
  type LetterBase,
  type OpenDeadline,
  type SentRecord,
} from '@app/shared';
import { toIsoDate, workingDaysBetween } from '@app/shared/legal/deadlines';
import type { AnyKind } from '../kinds/kind';
import { STEP_PURPOSES, deadlineForPurpose, stepOfPurpose } from './escalation';
import { deadlineForSend } from './letters';

/** Today's date in the UK (a deadline passes at the end of the UK day, whatever the server's zone). */
export const ukToday = (now: Date = new Date()) => toIsoDate(now);

/** The latest time the user sent this letter (the reply is counted from it). */
export function latestSend(letter: Pick<LetterBase, 'sent'>): SentRecord | undefined {
  return [...(letter.sent ?? [])].sort((a, b) => a.sentAt.localeCompare(b.sentAt)).at(-1);
}

/**
 * The letter no longer waits for a reply: the user recorded a reply in its case on or after the send, or sent a
 * later letter in the case (the sequence moved on, so the new letter's own date is the one that counts). `self`
 * picks out the send being checked: the product letter's id, or the case event itself.
 */
export function isSettled(
  c: Pick<Case, 'events'> | null | undefined,
  self: string | CaseEvent,
  sentAt: string,
) {
  const isSelf = (e: CaseEvent) => (typeof self === 'string' ? e.letterId === self : e === self);
  return (c?.events ?? []).some(
    (e) => (e.type === 'reply' && e.at >= sentAt) || (e.type === 'sent' && !isSelf(e) && e.at > sentAt),
  );
}

/** Where a due date stands today: overdue once the day has passed, due soon within 3 working days. */
export function deadlineState(
  respondBy: string,
  today: string,
): { state: DeadlineState; workingDaysLeft: number } {
  if (today > respondBy)
    return { state: 'overdue', workingDaysLeft: -workingDaysBetween(respondBy, today) || 0 };
  const left = workingDaysBetween(today, respondBy);
  return { state: left <= DUE_SOON_WORKING_DAYS ? 'due-soon' : 'waiting', workingDaysLeft: left };
}

/** The stage of the user's next letter in this case (2 after a 1st, 3 after a 2nd); null after a 3rd. */
export function nextLetterStage(c: Pick<Case, 'events'> | null | undefined): 2 | 3 | null {
  const stages = (c?.events ?? []).flatMap((e) => (e.type === 'sent' ? [e.stage ?? 1] : []));
  const highest = Math.max(0, ...stages);
  return highest === 1 ? 2 : highest === 2 ? 3 : null;
}

const DEEMED =
  ' Receipt by post is counted as in the ordinary course of post (Interpretation Act 1978 s.7); by email or by hand, the working day it arrives.';

/** One letter's open deadline, or null when it was not sent, has no period, or was answered. */
export function openDeadline(
  kind: AnyKind,
  letter: LetterBase,
  c: Case | null,
  today: string,
): OpenDeadline | null {
  const sent = latestSend(letter);
  if (!sent || letter.status !== 'completed') return null;
  const computed = deadlineForSend(letter, sent);
  const respondBy = letter.respondBy ?? computed?.date;
  if (!respondBy || isSettled(c, letter.id, sent.sentAt)) return null;
  const doc = (letter.letter ?? {}) as { nextStep?: string };
  const basis = computed?.basis;
  return {
    id: letter.id,
    letterId: letter.id,
    kind: kind.name,
    title: kind.title(letter),
    caseId: letter.caseId ?? null,
    organisation: c?.organisation ?? null,
    reference: c?.reference ?? null,
    sentAt: sent.sentAt,
    method: sent.method,
    enclosures: sent.enclosures ?? [],
    respondBy,
    ...deadlineState(respondBy, today),
    rule: computed?.rule ?? null,
    source: basis
      ? `${basis.reason.charAt(0).toUpperCase()}${basis.reason.slice(1)}.${basis.from === 'deemed-service' ? DEEMED : ''}`
      : null,
    nextStep: doc.nextStep ?? null,
    reminderSentAt: letter.reminderFor === respondBy ? (letter.reminderSentAt ?? null) : null,
    nextLetterStage: kind.name === 'debt' ? nextLetterStage(c) : null,
  };
}

/** The open deadlines of letters the user sent themselves and recorded in a case (events with no letterId). */
export function ownSendDeadlines(c: Case, today: string, debtCase: boolean): OpenDeadline[] {
  return c.events.flatMap((e, i) => {
    if (e.type !== 'sent' || e.letterId || !e.respondBy || isSettled(c, e, e.at)) return [];
    const computed = deadlineForPurpose(e.purpose, e.at, e.method);
    const basis = computed?.basis;
    return [
      {
        id: `${c.id}@${i}`,
        letterId: null,
        kind: null,
        title:
          (stepOfPurpose(e.purpose) && STEP_PURPOSES[stepOfPurpose(e.purpose)!]) ||
          e.purpose ||
          'Your letter',
        caseId: c.id,
        organisation: c.organisation,
        reference: c.reference ?? null,
        sentAt: e.at,
        method: e.method,
        enclosures: e.enclosures ?? [],
        respondBy: e.respondBy,
        ...deadlineState(e.respondBy, today),
        rule: computed?.rule ?? null,
        source: basis
          ? `${basis.reason.charAt(0).toUpperCase()}${basis.reason.slice(1)}.${basis.from === 'deemed-service' ? DEEMED : ''}`
          : null,
        nextStep: null,
        reminderSentAt: e.reminderSentAt ?? null,
        nextLetterStage: debtCase ? nextLetterStage(c) : null,
      },
    ];
  });
}

/** Every open deadline of the user, most urgent first (the most overdue at the top). */
export function openDeadlines(
  letters: { kind: AnyKind; letter: LetterBase }[],
  cases: Case[],
  today: string,
): OpenDeadline[] {
  const byId = new Map(cases.map((c) => [c.id, c]));
  const debtCases = new Set(
    letters.filter(({ kind }) => kind.name === 'debt').map(({ letter }) => letter.caseId),
  );
  return [
    ...letters.flatMap(({ kind, letter }) => {
      const d = openDeadline(kind, letter, letter.caseId ? (byId.get(letter.caseId) ?? null) : null, today);
      return d ? [d] : [];
    }),
    ...cases.flatMap((c) => ownSendDeadlines(c, today, debtCases.has(c.id))),
  ].sort((a, b) => a.respondBy.localeCompare(b.respondBy) || a.sentAt.localeCompare(b.sentAt));
}
