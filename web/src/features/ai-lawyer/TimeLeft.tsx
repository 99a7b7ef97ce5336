/** The consultation's clock: seconds left from the server's expiresAt, ticking once a second. */
import { useEffect, useState } from 'react';
import { cn } from '../../components/ui/cn';

/** Seconds left (0 when over), or null before the clock has started (it starts with the first message). */
const secondsUntil = (expiresAt: string | null) =>
  expiresAt ? Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000)) : null;

export function useSecondsLeft(expiresAt: string | null): number | null {
  const [left, setLeft] = useState(() => secondsUntil(expiresAt));
  useEffect(() => {
    setLeft(secondsUntil(expiresAt));
    if (!expiresAt) return;
    const t = setInterval(() => setLeft(secondsUntil(expiresAt)), 1000);
    return () => clearInterval(t);
  }, [expiresAt]);
  return left;
}

export const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export function TimeLeft({
  secondsLeft,
  minutes,
  ended,
}: {
  secondsLeft: number | null;
  minutes: number;
  ended: boolean;
}) {
  const low = secondsLeft !== null && secondsLeft <= 120;
  return (
    <p
      className={cn(
        'shrink-0 rounded-full px-3 py-1 text-sm font-semibold tabular-nums',
        ended
          ? 'bg-slate-200 text-slate-700'
          : low
            ? 'bg-amber-100 text-amber-900'
            : 'bg-brand-50 text-brand-800',
      )}
      data-testid="time-left"
    >
      {ended ? 'Ended' : secondsLeft === null ? `${minutes}:00 left` : `${clock(secondsLeft)} left`}
    </p>
  );
}
