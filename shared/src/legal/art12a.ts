/**
 * The time a controller has to answer a data-rights request or complaint letter: UK GDPR Article 12A (inserted by
 * the Data (Use and Access) Act 2025, which moved the time limits out of Art 12(3)) — one month from receipt. A posted
 * letter is treated as received on the second working day after posting (CPR 6.26, the same deemed receipt the rest
 * of the product uses); the month is counted to the corresponding day (or the last day of a shorter month); and a
 * date that falls on a weekend or a bank holiday in England and Wales moves to the next working day (PRODUCT.md
 * rule 2, ICO guidance on calculating the time limit). Isomorphic: the server stores it, the dashboard compares it
 * with today.
 */
import {
  addCalendarDays,
  addMonths,
  deemedServiceByPost,
  formatUkDate,
  isWorkingDay,
  toIsoDate,
  type IsoDate,
} from './deadlines';

/** The date itself if it is a working day, else the next working day. */
export function onOrNextWorkingDay(date: IsoDate): IsoDate {
  let d = date;
  while (!isWorkingDay(d)) d = addCalendarDays(d, 1);
  return d;
}

export interface Art12aDeadline {
  /** When the letter is treated as received. */
  receivedOn: IsoDate;
  /** One calendar month after receipt, before moving off a non-working day. */
  monthEnds: IsoDate;
  /** The date the organisation must answer by. */
  due: IsoDate;
  /** How it was counted, in plain words. */
  rule: string;
}

/** The Art 12A response date for a letter posted (first class) on `postedOn`. */
export function art12aDeadline(postedOn: IsoDate | Date): Art12aDeadline {
  const posted = toIsoDate(postedOn);
  const receivedOn = deemedServiceByPost(posted);
  const monthEnds = addMonths(receivedOn, 1);
  const due = onOrNextWorkingDay(monthEnds);
  const moved =
    due === monthEnds
      ? ''
      : ` That day, ${formatUkDate(monthEnds)}, is not a working day, so the date moves to the next working day.`;
  return {
    receivedOn,
    monthEnds,
    due,
    rule: `One month from receipt (UK GDPR Article 12A): a letter posted first class on ${formatUkDate(posted)} is treated as received on ${formatUkDate(receivedOn)}, the second working day after posting.${moved}`,
  };
}

/** Whether the answer is late: the due date has passed (it is still in time on the day itself). */
export function deadlinePassed(due: IsoDate, today: IsoDate | Date = new Date()): boolean {
  return toIsoDate(today) > due;
}
