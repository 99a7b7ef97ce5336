import type { DebtLetterSummary } from '@app/shared/api';
import { debtTypeLabel } from '@app/shared/constants';
import { Link } from 'react-router-dom';
import { SequenceBadge } from '../../components/SequenceBadge';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { formatDate, formatMoney } from '../../lib/format';
import { UnsureMark } from './UnsureMark';

/** The type line: a letter still being read has no type yet, and saying 'Unknown' then would be wrong. */
export function letterTypeText(l: Pick<DebtLetterSummary, 'debtType' | 'status'>): string {
  if (l.debtType) return debtTypeLabel(l.debtType);
  return l.status === 'processing' ? 'Reading your letter…' : 'Type not recognised';
}

export function letterName(l: Pick<DebtLetterSummary, 'creditorName' | 'originalFileName'>): string {
  return l.creditorName || l.originalFileName || 'Untitled letter';
}

export interface LetterRowProps {
  letter: DebtLetterSummary;
  onDownload: (l: DebtLetterSummary) => void;
  onEmail: (l: DebtLetterSummary) => void;
  onDelete: (l: DebtLetterSummary) => void;
}

/** A placeholder of a row's size while the list loads, so nothing below it jumps when the letters arrive. */
export function LetterRowSkeleton() {
  return (
    <li
      aria-hidden="true"
      className="h-[11.5rem] animate-pulse rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="h-5 w-1/3 rounded bg-slate-200" />
      <div className="mt-2 h-4 w-1/4 rounded bg-slate-100" />
      <div className="mt-5 h-10 w-full rounded bg-slate-100" />
      <div className="mt-5 h-8 w-1/2 rounded bg-slate-100" />
    </li>
  );
}

export function LetterRow({ letter: l, onDownload, onEmail, onDelete }: LetterRowProps) {
  const name = letterName(l);
  const ready = l.status === 'completed' && l.hasContent;
  // Guessed fields are marked until the user confirms them on the letter page.
  const unsure = new Set(l.unsure ?? []);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={`Letter: ${name}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {name}
            <UnsureMark show={unsure.has('creditorName')} />
          </h3>
          <p className="text-sm text-slate-600">
            {letterTypeText(l)}
            <UnsureMark show={unsure.has('debtType')} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SequenceBadge n={l.sequenceNumber} />
          <Badge variant={l.status === 'completed' ? 'default' : 'secondary'}>{l.status}</Badge>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Amount</dt>
          <dd className="font-medium">
            {formatMoney(l.debtAmount)}
            <UnsureMark show={unsure.has('debtAmount')} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Account</dt>
          <dd className="break-all font-medium">
            {l.accountNumber || '—'}
            <UnsureMark show={unsure.has('accountNumber')} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Created</dt>
          <dd className="font-medium">{formatDate(l.createdAt)}</dd>
        </div>
        {l.respondBy || l.responseDeadline ? (
          <div>
            <dt className="text-slate-500">Reply due by</dt>
            {/* Once sent, the date counted from the real send; before, the date the letter asks for. */}
            <dd className="font-medium">{formatDate(l.respondBy ?? l.responseDeadline)}</dd>
          </div>
        ) : null}
      </dl>
      {l.status === 'failed' ? (
        <p className="mt-3 rounded-md bg-red-50 p-2 text-sm text-red-900" role="note">
          This letter could not be produced{l.error ? `: ${l.error}` : ''}. Credit refunded — you can try
          again.
        </p>
      ) : null}
      {unsure.size ? (
        <p className="mt-3 text-sm text-amber-900">
          Some details may be misread:{' '}
          <Link to={`/letter/${encodeURIComponent(l.id)}`} className="underline">
            check them on the letter page
          </Link>
          .
        </p>
      ) : null}
      {l.status === 'processing' ? (
        <p className="mt-3 text-sm text-slate-600">
          Processing — usually 2–5 minutes. This list refreshes on its own.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={`/letter/${encodeURIComponent(l.id)}`}
          className={buttonClasses('outline', 'sm')}
          aria-label={`View ${name}`}
        >
          View
        </Link>
        {ready ? (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onDownload(l)}
              aria-label={`Download PDF of ${name}`}
            >
              Download PDF
            </Button>
            <Button variant="outline" size="sm" onClick={() => onEmail(l)} aria-label={`Email ${name}`}>
              Email
            </Button>
          </>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700"
          onClick={() => onDelete(l)}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
