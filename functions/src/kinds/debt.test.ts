import type { DebtLetter } from '@app/shared/types';
import { describe, expect, it } from 'vitest';
import { composeDebtLetter } from '../letters/debt';
import { toDetail } from './debt';

const record = (letter: unknown): DebtLetter => ({
  id: 'l1',
  userId: 'u1',
  status: 'completed',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  source: 'upload',
  letter,
});

describe('the letter page’s notes (GET /api/debt-letter/{id})', () => {
  const judgment = composeDebtLetter({
    debtType: 'credit_card',
    stage: 1,
    strategy: 'standard',
    sender: { name: 'Jane Doe', address: '1 High Street\nTown\nTN1 2CD' },
    recipient: { name: 'Northgate Recoveries Ltd' },
    letterDate: '2026-11-20',
    history: { sent: [] },
    received: { kind: 'judgment' },
    lastPaymentDate: '2024-01-10',
  });

  it('carries the engine’s notes, and the court’s step once (it is the next step)', () => {
    expect(judgment.userNotes).toContain(judgment.nextStep);
    const d = toDetail(record(judgment));
    expect(d.nextStep).toMatch(/form N245/);
    expect(d.userNotes).not.toContain(judgment.nextStep);
    // the limitation result still reaches the page
    expect(d.userNotes.join(' ')).toMatch(/starts it again/);
  });

  it('is an empty list for a letter without notes or not yet written', () => {
    expect(toDetail(record(undefined)).userNotes).toEqual([]);
  });
});
