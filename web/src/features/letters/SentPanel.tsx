import type { DebtLetterDetail } from '@app/shared/api';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { serverMessage } from '../../api/client';
import { DEADLINES_KEY, recordSent, useDeadlines } from '../../api/deadlines';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Select } from '../../components/ui/Select';
import { toast } from '../../components/ui/Toast';
import { formatDate } from '../../lib/format';

export const S78_FEE = '£1 postal order (s.77/78 fee)';
/** A regulated consumer hire agreement's request (CCA s.79) takes the same £1 fee. */
export const S79_FEE = '£1 postal order (s.79 fee)';

const METHODS = [
  ['post', 'First class post'],
  ['recorded', 'Signed-for (recorded) post'],
  ['email', 'Email'],
  ['hand', 'By hand'],
] as const;
type Method = (typeof METHODS)[number][0];

/** The letter asks for the credit agreement (CCA s.77/78) or the hire agreement (s.79): the £1 fee goes with it. */
export const isCreditAgreementRequest = (l: Pick<DebtLetterDetail, 'legalBases'>) =>
  l.legalBases.some((b) => /cca-1974-s7[789]\b/.test(b.id));

/** What the fee is called on the record: the section the letter asks under. */
export const feeFor = (l: Pick<DebtLetterDetail, 'legalBases'>) =>
  l.legalBases.some((b) => b.id === 'cca-1974-s79') ? S79_FEE : S78_FEE;

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * "I sent it": the date, how, and what went with it. The reply date is then counted from that send as the law
 * counts it (shown with the rule and where the period comes from), and the dashboard tracks it.
 */
export function SentPanel({
  letter,
  onSaved,
}: {
  letter: DebtLetterDetail;
  onSaved: () => Promise<unknown>;
}) {
  const { deadlines } = useDeadlines(true);
  const { mutate } = useSWRConfig();
  const fee = isCreditAgreementRequest(letter);
  const feeLabel = feeFor(letter);
  const [sentAt, setSentAt] = useState(localToday());
  const [method, setMethod] = useState<Method>('recorded');
  const [withFee, setWithFee] = useState(fee);
  const [other, setOther] = useState('');
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState(false);
  const open = deadlines.find((d) => d.letterId === letter.id);
  const last = letter.sent.at(-1);

  const save = async () => {
    setSaving(true);
    try {
      const enclosures = [
        ...(withFee ? [feeLabel] : []),
        ...other
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ];
      const r = await recordSent(letter.id, { sentAt, method, enclosures });
      await Promise.all([onSaved(), mutate(DEADLINES_KEY)]);
      setEditing(false);
      toast({
        title: 'Recorded as sent',
        description: r.respondBy ? `Their reply is due by ${formatDate(r.respondBy)}.` : undefined,
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Could not record the send',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-4">
      {last ? (
        <div className="rounded-md bg-brand-50 p-3 text-sm" data-testid="sent-summary">
          <p>
            Sent on <strong>{formatDate(last.sentAt)}</strong> by{' '}
            {METHODS.find(([m]) => m === last.method)?.[1].toLowerCase() ?? last.method}
            {last.enclosures.length ? `, with ${last.enclosures.join(', ')}` : ''}.
          </p>
          {letter.respondBy ? (
            <p className="mt-1 text-base">
              Reply due by <strong data-testid="respond-by">{formatDate(letter.respondBy)}</strong>
              {open?.state === 'overdue' ? (
                <span className="ml-2 font-semibold text-red-800">Overdue</span>
              ) : null}
            </p>
          ) : null}
          {open?.rule ? <p className="mt-1 text-slate-700">How it is counted: {open.rule}</p> : null}
          {open?.source ? <p className="mt-1 text-slate-600">Source: {open.source}</p> : null}
        </div>
      ) : null}
      {last && !editing ? (
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          Record another send
        </Button>
      ) : (
        <form
          aria-label="Record that you sent this letter"
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <div>
            <Label htmlFor="sent-at">Date sent</Label>
            <Input
              id="sent-at"
              type="date"
              value={sentAt}
              // A letter cannot leave before it was written (the server refuses it too).
              min={letter.createdAt.slice(0, 10)}
              max={localToday()}
              onChange={(e) => setSentAt(e.target.value)}
              required
            />
          </div>
          <div>
            <Label htmlFor="sent-method">How</Label>
            <Select id="sent-method" value={method} onChange={(e) => setMethod(e.target.value as Method)}>
              {METHODS.map(([m, label]) => (
                <option key={m} value={m}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
          {fee ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={withFee} onChange={(e) => setWithFee(e.target.checked)} />
              Enclosed the {feeLabel}
            </label>
          ) : null}
          <div>
            <Label htmlFor="sent-enclosures">Other enclosures (comma-separated, optional)</Label>
            <Input
              id="sent-enclosures"
              value={other}
              onChange={(e) => setOther(e.target.value)}
              placeholder="e.g. copy of their letter"
              maxLength={1000}
            />
          </div>
          <Button type="submit" disabled={saving || !sentAt}>
            {saving ? 'Saving…' : 'Record as sent'}
          </Button>
        </form>
      )}
    </div>
  );
}
