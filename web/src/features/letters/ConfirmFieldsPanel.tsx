/**
 * "We are not sure we read these right": the fields of the received letter read below the confidence threshold,
 * prefilled for the user to confirm or correct before the letter is final. Saving writes the letter again from the
 * corrected fields at no extra credit (PUT /api/debt-letter/{id}/fields).
 */
import type { DebtLetterDetail } from '@app/shared/api';
import { DETECTED_DEBT_TYPES, debtTypeLabel } from '@app/shared/constants';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Select } from '../../components/ui/Select';
import { formatMoney } from '../../lib/format';
import { useRewriteLetter } from './use-rewrite-letter';

type Field = DebtLetterDetail['unsure'][number];

export const FIELD_NAMES: Record<Field, string> = {
  creditorName: 'creditor',
  debtAmount: 'amount',
  accountNumber: 'reference',
  debtType: 'type of debt',
};

function shown(letter: DebtLetterDetail, f: Field): string {
  switch (f) {
    case 'creditorName':
      return letter.creditorName ?? 'not found';
    case 'debtAmount':
      return letter.debtAmount == null ? 'not found' : formatMoney(letter.debtAmount);
    case 'accountNumber':
      return letter.accountNumber ?? 'not found';
    case 'debtType':
      return debtTypeLabel(letter.debtType);
  }
}

/** "£1,240.50" or "1240.5" → 1240.5; null when it is not an amount. */
export function parseAmount(s: string): number | null {
  const t = s.replace(/[£,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Number(t);
}

export function ConfirmFieldsPanel({
  letter,
  onSaved,
}: {
  letter: DebtLetterDetail;
  onSaved: (updated: DebtLetterDetail) => Promise<unknown>;
}) {
  const ids = useId();
  const unsure = letter.unsure;
  const [values, setValues] = useState<Record<Field, string>>({
    creditorName: letter.creditorName ?? '',
    debtAmount: letter.debtAmount == null ? '' : letter.debtAmount.toFixed(2),
    accountNumber: letter.accountNumber ?? '',
    debtType: letter.debtType ?? 'normal',
  });
  const { saving, error, setError, rewrite } = useRewriteLetter(letter, onSaved);
  if (!unsure.length) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: Record<string, unknown> = {};
    for (const f of unsure) {
      if (f === 'debtAmount') {
        const n = parseAmount(values.debtAmount);
        if (n === null) {
          setError('The amount must be a number of pounds, for example 1240.50.');
          return;
        }
        body.debtAmount = n;
      } else body[f] = values[f].trim();
    }
    await rewrite(
      body,
      'Your letter has been written again with these details.',
      'We could not save these details. Please try again.',
    );
  };

  const set = (f: Field, v: string) => setValues((s) => ({ ...s, [f]: v }));
  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-slate-900"
      data-testid="confirm-fields"
    >
      <h2 id={`${ids}-title`} className="text-lg font-semibold">
        Please check: we are not sure we read these right
      </h2>
      <p className="mt-1 text-sm text-slate-800 [overflow-wrap:anywhere]">
        We read {unsure.map((f) => `the ${FIELD_NAMES[f]} as “${shown(letter, f)}”`).join(', ')}. Compare them
        with your letter and correct anything wrong before you send your reply. Saving writes your letter
        again — it does not use a credit.
      </p>
      <form className="mt-3 grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
        {unsure.map((f) => (
          <div key={f} className="min-w-0">
            <Label htmlFor={`${ids}-${f}`}>
              {f === 'creditorName'
                ? 'Who sent the letter'
                : f === 'debtAmount'
                  ? 'Amount they ask for (£)'
                  : f === 'accountNumber'
                    ? 'Their reference or account number'
                    : 'Type of debt'}
            </Label>
            {f === 'debtType' ? (
              <Select id={`${ids}-${f}`} value={values.debtType} onChange={(e) => set(f, e.target.value)}>
                {DETECTED_DEBT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {debtTypeLabel(t)}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                id={`${ids}-${f}`}
                value={values[f]}
                inputMode={f === 'debtAmount' ? 'decimal' : undefined}
                onChange={(e) => set(f, e.target.value)}
                maxLength={f === 'creditorName' ? 200 : 60}
              />
            )}
          </div>
        ))}
        {error ? (
          <p role="alert" className="text-sm text-red-800 sm:col-span-2">
            {error}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? 'Updating your letter…' : 'Confirm and update my letter'}
          </Button>
        </div>
      </form>
    </section>
  );
}
