import { sequenceBadge } from '@app/shared/constants';
import { Badge } from './ui/Badge';

/** Dashboard: '1st NOTICE' red, '2nd ESTOPPEL' orange, '3rd FINAL' green, 'Nth LETTER' blue. Output page: plain 'LETTER' for others. */
export function SequenceBadge({
  n,
  plainOther = false,
}: {
  n: number | null | undefined;
  plainOther?: boolean;
}) {
  const b = sequenceBadge(n);
  const known = n === 1 || n === 2 || n === 3;
  return (
    <Badge
      variant={b.color}
      data-color={b.color}
      aria-label={`Sequence: ${known || !plainOther ? b.label : 'LETTER'}`}
    >
      {known || !plainOther ? b.label : 'LETTER'}
    </Badge>
  );
}
