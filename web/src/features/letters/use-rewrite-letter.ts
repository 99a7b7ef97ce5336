/**
 * Writes an uploaded letter again from what the user confirmed, corrected or added (PUT /api/debt-letter/{id}/fields),
 * at no credit: the body is checked against the same schema as the server's, the page is given the updated letter,
 * and a toast says what changed. The confirm-fields panel and the dispute-reason panel both go through it.
 */
import type { DebtLetterDetail } from '@app/shared/api';
import { CorrectFieldsRequest } from '@app/shared/schemas';
import { useState } from 'react';
import { serverMessage } from '../../api/client';
import { correctFields } from '../../api/debt-letter';
import { toast } from '../../components/ui/Toast';
import { firstProblem } from '../../lib/schema-form';

export function useRewriteLetter(
  letter: DebtLetterDetail,
  onSaved: (updated: DebtLetterDetail) => Promise<unknown>,
) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Sends the body; true when the letter was written again. `done` is the toast's description. */
  const rewrite = async (body: Record<string, unknown>, done: string, failed: string): Promise<boolean> => {
    const problem = firstProblem(CorrectFieldsRequest, body);
    if (problem) {
      setError(problem);
      return false;
    }
    setError(null);
    setSaving(true);
    try {
      await onSaved(await correctFields(letter.id, body as CorrectFieldsRequest));
      toast({ title: 'Letter updated', description: `${done} No credit was used.`, variant: 'success' });
      return true;
    } catch (err) {
      setError(serverMessage(err) ?? failed);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { saving, error, setError, rewrite };
}
