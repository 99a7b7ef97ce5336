/**
 * The private calendar feed (issue 14): one secret URL per user that Google, Apple and Outlook calendars subscribe
 * to, listing every open deadline. The token is random (256 bits) and only its SHA-256 is stored; issuing a new one
 * replaces the stored hash, so the earlier URL stops working at once. The token starts with the user's id so the
 * feed finds its record with one read and no index; the id alone opens nothing.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Case, LetterBase } from '@app/shared';
import { deadlinesToIcs, formatUkDate } from '@app/shared/legal/deadlines';
import { recordType, type Store } from '../ports/store';
import { LETTER_KINDS } from '../kinds';
import { CASE } from './records';
import { openDeadlines, ukToday } from './tracker';

export interface CalendarFeed {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  tokenHash: string;
}

export const CALENDAR_FEED = recordType<CalendarFeed>('calendarFeed', 'CALFEED#');
/** One feed per user: the record's id is fixed. */
const FEED_ID = 'feed';
const TOKEN = /^([0-9a-z]{25})([A-Za-z0-9_-]{43})$/;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Issues a new token for the user, revoking any earlier one. Returns the token (never stored). */
export async function issueCalendarToken(store: Store, userId: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  const patch = { tokenHash: hash(secret), updatedAt: now };
  if (!(await store.updateRecord(CALENDAR_FEED, userId, FEED_ID, patch))) {
    try {
      await store.putRecord(CALENDAR_FEED, { id: FEED_ID, userId, createdAt: now, ...patch });
    } catch {
      // Two requests at once: the other one created it; this token replaces its hash.
      await store.updateRecord(CALENDAR_FEED, userId, FEED_ID, patch);
    }
  }
  return `${userId}${secret}`;
}

/** The user the token belongs to, if it is the current one; null otherwise (revoked, guessed, malformed). */
export async function calendarOwner(store: Store, token: string): Promise<string | null> {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const feed = await store.getRecord(CALENDAR_FEED, m[1], FEED_ID);
  if (!feed) return null;
  const a = Buffer.from(feed.tokenHash, 'hex');
  const b = Buffer.from(hash(m[2]), 'hex');
  return a.length === b.length && timingSafeEqual(a, b) ? m[1] : null;
}

/** Every open deadline of the user as one VCALENDAR. */
export async function calendarFor(store: Store, userId: string, publicUrl: string, now = new Date()) {
  const [cases, ...lists] = await Promise.all([
    store.listRecords(CASE, userId) as Promise<Case[]>,
    ...LETTER_KINDS.map((kind) => store.listRecords(kind.record, userId) as Promise<LetterBase[]>),
  ]);
  const letters = LETTER_KINDS.flatMap((kind, i) => lists[i].map((letter) => ({ kind, letter })));
  const open = openDeadlines(letters, cases, ukToday(now));
  return deadlinesToIcs(
    open.map((d) => {
      const who = d.organisation ?? d.title.replace(/^Letter to /, '');
      return {
        // Stable per letter and send, so a calendar updates the event instead of adding another.
        uid: `${d.id}-${d.sentAt}@fairreply`,
        date: d.respondBy,
        title: `Reply due from ${who}`,
        description: [
          `Your letter to ${who}${d.reference ? ` (reference ${d.reference})` : ''} was sent on ${formatUkDate(d.sentAt)}.`,
          d.rule ? `How it is counted: ${d.rule}` : '',
          d.nextStep ? `If there is no proper reply: ${d.nextStep}` : '',
          d.caseId ? `${publicUrl}/dashboard?case=${d.caseId}` : `${publicUrl}/letter/${d.letterId}`,
        ]
          .filter(Boolean)
          .join('\n'),
      };
    }),
    { now, name: 'FairReply deadlines' },
  );
}
