import type { CreditLedgerResponse } from '@app/shared/api';
import type { LedgerReason } from '@app/shared/types';
import { useCreditLedger } from '../../api/payments';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { formatDate } from '../../lib/format';

const REASONS: Record<LedgerReason, string> = {
  signup: 'Free sign-up credit',
  purchase: 'Purchase',
  spend: 'Letter',
  refund: 'Credit returned (letter failed)',
  admin: 'Changed by an admin',
  unlimited: 'Unlimited credits',
  reversal: 'Payment refunded or disputed',
};

const SHOWN = 10;

function Row({ entry }: { entry: CreditLedgerResponse['entries'][number] }) {
  const delta = entry.delta > 0 ? `+${entry.delta}` : entry.delta < 0 ? `−${-entry.delta}` : '0';
  return (
    <li className="flex items-baseline justify-between gap-4 py-2">
      <span>
        <span className="font-medium">{REASONS[entry.reason] ?? entry.reason}</span>
        {entry.note ? <span className="text-slate-600"> · {entry.note}</span> : null}
        <span className="block text-sm text-slate-500">{formatDate(entry.at)}</span>
      </span>
      <span className={entry.delta < 0 ? 'text-red-800' : 'text-green-800'} aria-label={`${delta} credits`}>
        {delta}
      </span>
    </li>
  );
}

/** The newest credit movements (every balance change has one: docs/letter-kinds.md, "The credit ledger"). */
export function CreditHistory() {
  const { entries, error } = useCreditLedger(true);
  return (
    <section aria-labelledby="credit-history-title" className="mt-8">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="credit-history-title">
            Credit history
          </CardTitle>
        </CardHeader>
        <CardContent>
          {error ? (
            <p className="text-slate-600">Your credit history could not be loaded.</p>
          ) : entries.length === 0 ? (
            <p className="text-slate-600">No credit movements yet.</p>
          ) : (
            <ul className="divide-y divide-slate-200" data-testid="credit-history">
              {entries.slice(0, SHOWN).map((e, i) => (
                <Row key={`${e.at}-${i}`} entry={e} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
