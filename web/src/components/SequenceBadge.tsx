import { sequenceBadge } from '@app/shared/constants';
import { Badge } from './ui/Badge';

/**
 * Dashboard: '1st NOTICE' red, '2nd ESTOPPEL' orange, '3rd FINAL' green, 'Nth LETTER' blue. Output page: plain
 * 'LETTER' for others. No badge while the position is not known yet (a letter still being read): never '0th'.
 */
export function SequenceBadge({
  n,
  plainOther = false,
}: {
  n: number | null | undefined;
  plainOther?: boolean;
}) {
  if (!n || n < 1) return null;
  const b = sequenceBadge(n);
  const known = n === 1 || n === 2 || n === 3;
  // No aria-label: on a span (no role) screen readers ignore it; the visible text is the label.
  return (
    <Badge variant={b.color} data-color={b.color}>
      {known || !plainOther ? b.label : 'LETTER'}
    </Badge>
  );
}
