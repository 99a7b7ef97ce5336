import { describe, expect, it } from 'vitest';
import type { Case, DebtLetter, User } from '@app/shared';
import { composeDebtLetter } from '../letters/debt';
import { letterToText } from '../letters/text';
import { nextLetterDraft, nextLetterInput } from './next-letter';

const user = { id: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Doe' } as User;
const theCase: Case = {
  id: 'c1',
  userId: 'u1',
  createdAt: '2026-09-01T00:00:00.000Z',
  updatedAt: '2026-09-01T00:00:00.000Z',
  organisation: 'Eastmoor Borough Council',
  reference: 'CT-4471',
  orgKey: 'eastmoor borough council',
  // The user's 1st letter: the product's notice under s.16, recorded with its purpose when it was sent.
  events: [{ type: 'sent', at: '2026-09-02', stage: 1, purpose: 'dispute', method: 'post', enclosures: [] }],
};
const letter = (over: Partial<DebtLetter>): DebtLetter =>
  ({
    id: 'l1',
    userId: 'u1',
    status: 'completed',
    createdAt: '2026-09-01T10:00:00.000Z',
    updatedAt: '2026-09-01T10:00:00.000Z',
    caseId: 'c1',
    creditorName: 'Eastmoor Borough Council',
    accountNumber: 'CT-4471',
    debtType: 'council_tax',
    ...over,
  }) as DebtLetter;

describe('nextLetterInput', () => {
  const req = {
    recipientName: 'Eastmoor Borough Council',
    accountNumber: 'CT-4471',
    senderAddress: '',
    userNotes: '',
  };

  it("a case whose received letter said a liability order was made keeps saying so in the user's 2nd letter", () => {
    const first = letter({ received: { kind: 'liability_order' } as DebtLetter['received'] });
    // The 2nd letter follows up the user's own 1st: the one the case holds last has no `received` of its own.
    const letters = [first, letter({ id: 'l2', createdAt: '2026-09-03T10:00:00.000Z' })];
    const input = nextLetterInput(user, theCase, nextLetterDraft(theCase, letters), letters[1], req, letters);
    expect(input.liabilityOrderMade).toBe(true);
    const doc = composeDebtLetter(input);
    expect(doc.stage).toBe(2);
    expect(letterToText(doc)).toContain('under the liability order already made');
    expect(doc.nextStep).not.toContain('liability order summons');
    // A 1st letter the case does not know to be the notice (sent outside FairReply) is not called one.
    const unknown = { ...theCase, events: theCase.events.map((e) => ({ ...e, purpose: undefined })) };
    const asked = composeDebtLetter(
      nextLetterInput(user, unknown, nextLetterDraft(unknown, letters), letters[1], req, letters),
    );
    expect(letterToText(asked)).not.toMatch(/my notice|gave you written notice/);
    expect(letterToText(asked)).toContain('any further step under the liability order');
  });

  it('a case without one speaks of the order the council may still seek', () => {
    const letters = [letter({ received: { kind: 'council_tax_final_notice' } as DebtLetter['received'] })];
    const input = nextLetterInput(user, theCase, nextLetterDraft(theCase, letters), letters[0], req, letters);
    expect(input.liabilityOrderMade).toBe(false);
    expect(letterToText(composeDebtLetter(input))).toContain(
      'including any application for a liability order',
    );
  });
});
