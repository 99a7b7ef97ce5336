/**
 * The deadline tracker's payloads (issue 14): the dashboard's "Due soon" and "Overdue", the case's next legal step,
 * the next letter of the sequence written from the case, the calendar feed and the admin's job runs.
 */
import * as z from 'zod';
import type { SendMethod } from './types';

/** Where a sent letter stands against the date its reply is due. */
export type DeadlineState = 'waiting' | 'due-soon' | 'overdue';

/** "Due soon": the reply is due within this many working days. */
export const DUE_SOON_WORKING_DAYS = 3;

/** A letter the user sent whose reply is still awaited (GET /api/deadlines), most urgent first. */
export interface OpenDeadline {
  /** Unique in the list: the letter's id, or '{caseId}@{n}' for a letter the user sent themselves. */
  id: string;
  /** The product's letter; null for a letter the user sent themselves and recorded in the case. */
  letterId: string | null;
  kind: string | null;
  title: string;
  caseId: string | null;
  organisation: string | null;
  reference: string | null;
  sentAt: string;
  method: SendMethod;
  enclosures: string[];
  respondBy: string;
  state: DeadlineState;
  /** Working days from today to the due date (negative once it has passed). */
  workingDaysLeft: number;
  /** How the date was counted, in plain English, and the law that sets the period. */
  rule: string | null;
  source: string | null;
  /** What the user does if no proper reply comes. */
  nextStep: string | null;
  /** Set by the reminders job when it emailed the user that the date passed. */
  reminderSentAt: string | null;
  /** The case can take a next letter of the user's sequence (1 → 2 → 3). */
  nextLetterStage: 2 | 3 | null;
}

export interface DeadlinesResponse {
  deadlines: OpenDeadline[];
}

/** One rung of the escalation ladder, as the case view shows it. */
export interface EscalationStep {
  id: string;
  title: string;
  /** The law or rule that gives the step. */
  law: string;
  /** Why it is next (or what must happen first), in plain English. */
  why: string;
  /** Done already in this case (a letter of that purpose was sent). */
  done: boolean;
  /** Earliest date it may be taken (e.g. FOS: eight weeks after the complaint), when that matters. */
  availableFrom: string | null;
  /** What to enclose, e.g. the £1 fee with a s.77/78 request. */
  enclosures: string[];
  /** Where it goes (the ombudsman's or regulator's complaint page). */
  url: string | null;
}

/** GET /api/cases/{id}/escalation */
export interface EscalationResponse {
  steps: EscalationStep[];
  /** The id of the step the product proposes now. */
  next: string | null;
}

/** POST /api/cases/{id}/next-letter: the next letter of the sequence, pre-filled from the case. */
export const NextLetterRequest = z.object({
  recipientName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  accountNumber: z.string().trim().max(100, 'must be at most 100 characters').optional().default(''),
  senderAddress: z.string().trim().max(500, 'must be at most 500 characters').optional().default(''),
  userNotes: z.string().trim().max(2000, 'must be at most 2000 characters').optional().default(''),
});
export type NextLetterRequest = z.infer<typeof NextLetterRequest>;

/** GET /api/cases/{id}/next-letter: what the next letter would say, for the form. */
export interface NextLetterDraft {
  caseId: string;
  stage: 1 | 2 | 3;
  recipientName: string;
  accountNumber: string;
  debtType: string | null;
  debtAmount: number | null;
  /** The date of the letter it follows up (the user's last send). */
  previousLetterDate: string | null;
  previousLetterId: string | null;
  senderAddress: string;
}

/** POST /api/calendar/token */
export interface CalendarTokenResponse {
  url: string;
}

/** The scheduled jobs an admin can run at once (POST /api/admin/jobs/{name}/run). */
export const RUNNABLE_JOBS = ['reminders', 'cleanup'] as const;
export type RunnableJob = (typeof RUNNABLE_JOBS)[number];
