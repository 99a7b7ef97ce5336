/** The dates printed on the received letter, with a passed deadline flagged and what it means. */
import type { DebtLetterDetail } from '@app/shared/api';
import { formatDate } from '../../lib/format';
import { localIsoToday, receivedDateLines } from './received-dates';

export function ReceivedDatesPanel({ letter }: { letter: DebtLetterDetail }) {
  if (!letter.received) return null;
  const lines = receivedDateLines(letter.received, localIsoToday(), letter.jurisdiction);
  if (!lines.length) return null;
  return (
    <ul className="space-y-3 text-sm [overflow-wrap:anywhere]" data-testid="received-dates">
      {lines.map((l) => (
        <li
          key={l.label}
          className={l.passed ? 'rounded-md border border-red-300 bg-red-50 p-3 text-red-950' : undefined}
        >
          <p>
            <span className="text-slate-600">{l.label}: </span>
            <strong>{formatDate(l.date)}</strong>
            {l.passed ? <strong className="ml-2 uppercase">Passed</strong> : null}
          </p>
          {l.meaning ? <p className={l.passed ? 'mt-1' : 'text-slate-700'}>{l.meaning}</p> : null}
        </li>
      ))}
    </ul>
  );
}
