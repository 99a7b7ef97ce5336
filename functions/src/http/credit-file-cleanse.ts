/**
 * POST /api/credit-file-cleanse: one letter per agency chosen (the engine's credit-file letters, in the user's own
 * name), stored and filed at once. The request costs one credit however many agencies it names: the first letter is
 * stored with the debit in one transaction, the others free after it (README "Pricing"); with no credit nothing is
 * stored. Five requests at once on one credit: one gets its letters, four get 402.
 */
import type { CreditCleanseResponse, CreditLetter } from '@app/shared';
import { newId } from '../domain/ids';
import { submitLetter } from '../domain/letters';
import { creditKind } from '../kinds/credit';
// The engine's modules directly (not the letters/index facade, which also pulls in the PDF/DOCX renderers).
import { composeCreditCleanseLetters } from '../letters/data-protection';
import { letterToText } from '../letters/text';
import { api, json } from './lib/api';

export const handler = api('credit-file-cleanse', async ({ user, deps, body }) => {
  const composed = composeCreditCleanseLetters(body);
  const batchId = newId();
  const now = new Date().toISOString();
  const out: CreditCleanseResponse = { letters: [], creditsSpent: 0 };
  for (const [i, c] of composed.entries()) {
    const letter: CreditLetter = {
      id: newId(),
      userId: user.id,
      status: 'completed',
      createdAt: now,
      updatedAt: now,
      creditAgency: c.agency,
      agencyEmail: c.agencyEmail,
      // The engine's LetterDoc carries its deadline rule: a send counts `respondBy` from the day it went.
      letter: c.letter,
      letterContent: letterToText(c.letter),
      entityType: body.entityType,
      userName: body.userName,
      userAddress: body.userAddress,
      userEmail: body.userEmail,
      additionalInfo: body.additionalInfo || undefined,
      batchId,
      creditsSpent: 0, // the first letter's is set by the store when it takes the credit
    };
    // The first letter pays for the request; the rest of this request's letters are free.
    const outcome = await submitLetter(deps, i === 0 ? creditKind : { ...creditKind, price: 0 }, letter);
    if (!outcome.ok) return json(outcome.status, { message: outcome.message });
    if (i === 0)
      out.creditsSpent =
        (await deps.store.getRecord(creditKind.record, user.id, letter.id))?.creditsSpent ?? 0;
    out.letters.push({
      id: letter.id,
      agency: letter.creditAgency,
      agencyEmail: letter.agencyEmail,
      letterContent: letter.letterContent,
    });
  }
  return json(200, out);
});
