/** The admin page's list of people who registered interest in AI Legal Shield Pro (GET /api/admin/pro-interest). */
import { useAdminProInterest } from '../../api/pro';
import { formatDate } from '../../lib/format';

export function ProInterestAdmin() {
  const { rows, error, isLoading } = useAdminProInterest(true);
  return (
    <section aria-labelledby="pro-interest-title" className="mt-8">
      <h2 id="pro-interest-title" className="text-xl font-semibold">
        AI Legal Shield Pro interest {rows.length ? `(${rows.length})` : ''}
      </h2>
      {error ? (
        <p role="alert" className="mt-3 text-red-800">
          Could not load registrations: {error.message}
        </p>
      ) : isLoading ? (
        <p className="mt-3 text-slate-600">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-slate-600">Nobody has registered interest yet.</p>
      ) : (
        <ul className="mt-4 space-y-2">
          {rows.map((r) => (
            <li
              key={r.userId}
              aria-label={`Pro interest ${r.email}`}
              className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
            >
              <span className="font-medium break-all">{r.email}</span>
              {r.name ? ` · ${r.name}` : ''} · {formatDate(r.createdAt)}
              {r.note ? <p className="mt-1 text-slate-700">“{r.note}”</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
