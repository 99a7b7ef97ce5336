/**
 * A reply read from an upload that does not say the user disputes the sum (they gave no reason): the user can say why
 * they dispute it here, and the letter is written again saying so and quoting them, at no extra credit
 * (PUT /api/debt-letter/{id}/fields {disputeReason}). Without a reason the engine never states a dispute for them.
 */
import type { DebtLetterDetail } from '@app/shared/api';
import { MAX_ADDITIONAL_INFO } from '@app/shared/constants';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Label } from '../../components/ui/Label';
import { Textarea } from '../../components/ui/Textarea';
import { useRewriteLetter } from './use-rewrite-letter';

export function DisputeReasonPanel({
  letter,
  onSaved,
}: {
  letter: DebtLetterDetail;
  onSaved: (updated: DebtLetterDetail) => Promise<unknown>;
}) {
  const ids = useId();
  const [reason, setReason] = useState('');
  const { saving, error, setError, rewrite } = useRewriteLetter(letter, onSaved);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const disputeReason = reason.trim();
    if (!disputeReason) {
      setError('Write why you dispute it first, in your own words.');
      return;
    }
    const saved = await rewrite(
      { disputeReason },
      'Your letter now says that you dispute it, and why.',
      'We could not update your letter. Please try again.',
    );
    if (saved) setReason('');
  };

  return (
    <section aria-labelledby={`${ids}-title`} data-testid="dispute-reason">
      <h2 id={`${ids}-title`} className="text-lg font-semibold">
        Do you dispute it?
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Your letter does not say so yet. If you do (for example it is not your debt, the amount is wrong, or
        you have paid), say why and we will write it again saying so, in your words. It does not use a credit.
      </p>
      <form className="mt-3 space-y-2" onSubmit={(e) => void submit(e)} noValidate>
        <Label htmlFor={`${ids}-reason`}>Why you dispute it (in your own words)</Label>
        <Textarea
          id={`${ids}-reason`}
          value={reason}
          maxLength={MAX_ADDITIONAL_INFO}
          onChange={(e) => setReason(e.target.value.slice(0, MAX_ADDITIONAL_INFO))}
          placeholder="For example: I never had an account with them."
        />
        {error ? (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={saving}>
          {saving ? 'Updating your letter…' : 'Add my reason and update my letter'}
        </Button>
      </form>
    </section>
  );
}
