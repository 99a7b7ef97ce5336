import type { ScopedMutator } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { refreshUntilCredited } from './payments';

/** A mutate that answers the user with the balances given, one per call. */
function mutateReturning(balances: number[]) {
  const calls: string[] = [];
  const fn = vi.fn(async (key: string) => {
    calls.push(key);
    if (key !== '/api/user') return undefined;
    const credits = balances.length > 1 ? balances.shift()! : balances[0];
    return { credits };
  });
  return { mutate: fn as unknown as ScopedMutator, calls };
}

describe('refreshUntilCredited', () => {
  it('refetches the user until the credits land, then the credit history', async () => {
    const { mutate, calls } = mutateReturning([1, 1, 7]);
    expect(await refreshUntilCredited(mutate, 7, { everyMs: 5, forMs: 1000 })).toBe(true);
    expect(calls).toEqual(['/api/user', '/api/user', '/api/user', '/api/credit-ledger']);
  });

  it('gives up after its time', async () => {
    const { mutate, calls } = mutateReturning([1]);
    expect(await refreshUntilCredited(mutate, 7, { everyMs: 5, forMs: 30 })).toBe(false);
    expect(calls.length).toBeGreaterThan(1);
    expect(calls).not.toContain('/api/credit-ledger');
  });
});
