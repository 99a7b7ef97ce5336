import type { CaseSummary } from '@app/shared/api';
import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/format';

/** The user's cases: one per organisation and reference, most recently active first. */
export function CasesPanel({ cases }: { cases: CaseSummary[] }) {
  if (cases.length === 0) return null;
  return (
    <section aria-labelledby="cases-title" className="mt-8">
      <h2 id="cases-title" className="text-xl font-semibold">
        Your cases
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {cases.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <Link to={`/dashboard?case=${c.id}`} className="font-medium text-brand-700 underline">
              {c.organisation}
              {c.reference ? ` · ${c.reference}` : ''}
            </Link>
            <span className="text-slate-600">
              {c.received} received · {c.sent} sent
              {c.respondBy ? ` · reply due ${formatDate(c.respondBy)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
