/** The reply periods debt templates set (templates/debt.ts and its Scottish texts share them). */
import type { DeadlineRule } from '@app/shared/legal/index';

/** A period of calendar days, counted from the letter's date unless said otherwise. */
export const days = (
  amount: number,
  reason: string,
  from: DeadlineRule['from'] = 'letter-date',
): DeadlineRule => ({ amount, unit: 'calendar-days', from, reason });

export const REASONABLE = 'a reasonable period set by this letter; no statute fixes it';

/** A subject access request's month (Articles 12(3) and 12A UK GDPR), counted from the day it is received. */
export const SUBJECT_ACCESS_MONTH: DeadlineRule = {
  amount: 1,
  unit: 'months',
  from: 'deemed-service',
  reason: 'the one-month period in Article 12(3) of the UK GDPR, counted from receipt',
};
