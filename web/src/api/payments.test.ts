// @vitest-environment jsdom
import type { CreditLedgerResponse } from '@app/shared/api';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ScopedMutator } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshUntilPurchased } from './payments';

/** The webhook lands after `landsAfter` polls of the history. */
let polls = 0;
let landsAfter = 2;
const purchase = { at: '2026-12-21T10:00:00.000Z', delta: 6, reason: 'purchase', paymentId: 'pi_1' } as const;
const spend = { at: '2026-12-21T09:00:00.000Z', delta: -1, reason: 'spend', letterId: 'l1' } as const;
const server = setupServer(
  http.get('*/api/credit-ledger', () => {
    polls += 1;
    const body: CreditLedgerResponse = { entries: polls > landsAfter ? [purchase, spend] : [spend] };
    return HttpResponse.json(body);
  }),
  http.get('*/api/user', () => HttpResponse.json({ id: 'u1', credits: 6 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  polls = 0;
});
afterAll(() => server.close());

function recorder() {
  const writes: [string, unknown][] = [];
  const mutate = vi.fn(async (key: string, data: unknown) => {
    writes.push([key, data]);
    return data;
  }) as unknown as ScopedMutator;
  return { mutate, writes };
}

describe('refreshUntilPurchased', () => {
  it('polls the credit history until this payment is in it, then writes the history and the user', async () => {
    landsAfter = 2;
    const { mutate, writes } = recorder();
    expect(await refreshUntilPurchased(mutate, 'pi_1', { everyMs: 5, forMs: 2000 })).toBe(true);
    expect(polls).toBe(3);
    expect(writes).toEqual([
      ['/api/credit-ledger', { entries: [purchase, spend] }],
      ['/api/user', { id: 'u1', credits: 6 }],
    ]);
  });

  it("waits for its own payment, not another one's, and gives up after its time", async () => {
    landsAfter = 0;
    const { mutate, writes } = recorder();
    // (Half a second: on a loaded machine one poll through msw can take longer than a tight window, and the test
    // would then see a single poll.)
    expect(await refreshUntilPurchased(mutate, 'pi_other', { everyMs: 5, forMs: 500 })).toBe(false);
    expect(polls).toBeGreaterThan(1);
    expect(writes).toEqual([]);
  });
});
