import type { CreditLedgerResponse } from '@app/shared/api';
import { formatDate } from '../../lib/format';

const REASON: Record<string, string> = {
  signup: 'Welcome credit',
  purchase: 'Credits bought',
  spend: 'Letter written',
  refund: 'Refund for a failed letter',
  admin: 'Set by support',
  unlimited: 'Unlimited credits given',
  reversal: 'Payment refunded',
};

/** Every credit movement, newest first (GET /api/credit-ledger). */
export function CreditHistory({ entries }: { entries: CreditLedgerResponse['entries'] }) {
  return (
    <section aria-labelledby="credit-history-title" className="mt-8">
      <h2 id="credit-history-title" className="text-xl font-semibold">
        Credit history
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-600">No credit movements yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th className="py-1 font-normal">Date</th>
              <th className="py-1 font-normal">What</th>
              <th className="py-1 text-right font-normal">Credits</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e, i) => (
              <tr key={`${e.at}-${i}`} className="border-t border-slate-200">
                <td className="py-1">{formatDate(e.at)}</td>
                <td className="py-1">
                  {REASON[e.reason] ?? e.reason}
                  {e.letterId ? (
                    <a href={`/letter/${e.letterId}`} className="ml-2 text-brand-700 underline">
                      letter
                    </a>
                  ) : null}
                </td>
                <td
                  className={`py-1 text-right font-medium ${e.delta < 0 ? 'text-red-800' : 'text-green-800'}`}
                >
                  {e.delta > 0 ? `+${e.delta}` : e.delta}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
