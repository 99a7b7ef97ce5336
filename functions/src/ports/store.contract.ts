/** The Store port's contract: every adapter that can run here passes these (dynamo-store.test.ts runs them). */
import { describe, expect, it } from 'vitest';
import type { DebtLetter } from '@app/shared';
import { newId } from '../domain/ids';
import { ConflictError, type Store } from './store';

const letter = (userId: string, over: Partial<DebtLetter> = {}): DebtLetter => ({
  id: newId(),
  userId,
  status: 'processing',
  source: 'upload',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...over,
});

export function storeContract(name: string, makeStore: () => Promise<Store>) {
  describe(`Store contract: ${name}`, () => {
    const user = async (s: Store, credits = 1, email = `${newId()}@example.com`) =>
      s.createUser({ email, firstName: 'A', lastName: 'B', credits, isAdmin: false });

    it('creates users with unique emails (case-insensitive) and finds them', async () => {
      const s = await makeStore();
      const email = `${newId()}@Example.com`;
      const u = await user(s, 1, email);
      expect(u.email).toBe(email.toLowerCase());
      expect((await s.getUserByEmail(email.toUpperCase()))?.id).toBe(u.id);
      await expect(user(s, 1, email.toLowerCase())).rejects.toBeInstanceOf(ConflictError);
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => user(s, 1, `race-${email}`)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    });

    it('20 concurrent debits on 1 credit: exactly one succeeds, balance never negative', async () => {
      const s = await makeStore();
      const u = await user(s, 1);
      const results = await Promise.all(Array.from({ length: 20 }, () => s.debitCredit(u.id)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await s.getUser(u.id))?.credits).toBe(0);
      expect(await s.debitCredit(u.id)).toBe(false);
    });

    it('never decrements an unlimited balance, and adding credits leaves it alone', async () => {
      const s = await makeStore();
      const u = await user(s, 999999);
      expect(await s.debitCredit(u.id)).toBe(true);
      await s.addCredits(u.id, 5);
      expect((await s.getUser(u.id))?.credits).toBe(999999);
    });

    it('creates a paid record and spends the credit in one transaction (5 concurrent on 1 credit)', async () => {
      const s = await makeStore();
      const u = await user(s, 1);
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () => s.putRecord('debtLetter', letter(u.id), { debit: true })),
      );
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
      expect((await s.getUser(u.id))?.credits).toBe(0);
      expect(await s.listRecords('debtLetter', u.id)).toHaveLength(1);
    });

    it('keeps records per owner, newest first, with conditional status updates', async () => {
      const s = await makeStore();
      const a = await user(s);
      const b = await user(s);
      const first = letter(a.id);
      const second = letter(a.id, { id: newId(Date.now() + 5) });
      await s.putRecord('debtLetter', first);
      await s.putRecord('debtLetter', second);
      expect((await s.listRecords('debtLetter', a.id)).map((l) => l.id)).toEqual([second.id, first.id]);
      expect(await s.getRecord('debtLetter', b.id, first.id)).toBeNull();
      expect(await s.updateRecord('debtLetter', b.id, first.id, { status: 'completed' })).toBe(false);
      expect(await s.deleteRecord('debtLetter', b.id, first.id)).toBe(false);
      expect(
        await s.updateRecord(
          'debtLetter',
          a.id,
          first.id,
          { status: 'completed' },
          { ifStatus: 'processing' },
        ),
      ).toBe(true);
      expect(
        await s.updateRecord('debtLetter', a.id, first.id, { status: 'failed' }, { ifStatus: 'processing' }),
      ).toBe(false);
      expect((await s.getRecord('debtLetter', a.id, first.id))?.status).toBe('completed');
      expect(await s.deleteRecord('debtLetter', a.id, first.id)).toBe(true);
    });

    it('fails a processing letter and refunds once, atomically, however many runs race', async () => {
      const s = await makeStore();
      const u = await user(s, 1);
      const l = letter(u.id);
      expect(await s.putRecord('debtLetter', l, { debit: true })).toBe('ok');
      const entry = (id: string) => ({
        id,
        userId: u.id,
        createdAt: l.createdAt,
        updatedAt: l.createdAt,
        delta: 1,
        reason: 'refund',
        ref: l.id,
      });
      const wins = await Promise.all(
        [1, 2, 3, 4].map(() => s.failLetterAndRefund(u.id, l.id, 'broken', entry(newId()))),
      );
      expect(wins.filter(Boolean)).toHaveLength(1);
      expect((await s.getUser(u.id))?.credits).toBe(1);
      expect(await s.getRecord('debtLetter', u.id, l.id)).toMatchObject({
        status: 'failed',
        error: 'broken',
        creditRefunded: true,
      });
      expect(await s.listRecords('ledger', u.id)).toHaveLength(1);
      expect(await s.listStuckDebtLetters('9999')).not.toContainEqual({ userId: u.id, id: l.id });
      const rich = await user(s, 999999);
      const r = letter(rich.id);
      await s.putRecord('debtLetter', r, { debit: true });
      expect(await s.failLetterAndRefund(rich.id, r.id, 'broken', entry(newId()))).toBe(true);
      expect((await s.getUser(rich.id))?.credits).toBe(999999);
    });

    it('lists letters stuck in processing, and only those', async () => {
      const s = await makeStore();
      const u = await user(s);
      const old = letter(u.id, { createdAt: '2000-01-01T00:00:00.000Z' });
      const done = letter(u.id, { createdAt: '2000-01-01T00:00:00.000Z' });
      await s.putRecord('debtLetter', old);
      await s.putRecord('debtLetter', done);
      await s.updateRecord('debtLetter', u.id, done.id, { status: 'completed' });
      const stuck = await s.listStuckDebtLetters('2000-01-02T00:00:00.000Z');
      expect(stuck).toContainEqual({ userId: u.id, id: old.id });
      expect(stuck).not.toContainEqual({ userId: u.id, id: done.id });
    });

    it('sessions, single-use sign-in links, and claims', async () => {
      const s = await makeStore();
      const u = await user(s);
      const now = Math.floor(Date.now() / 1000);
      await s.putSession({
        id: 'sess-' + newId(),
        userId: u.id,
        createdAt: new Date().toISOString(),
        expiresAt: now + 60,
      });
      const hash = newId();
      await s.putSignInLink({
        tokenHash: hash,
        email: u.email,
        firstName: '',
        lastName: '',
        expiresAt: now + 60,
      });
      const consumed = await Promise.all([s.consumeSignInLink(hash, now), s.consumeSignInLink(hash, now)]);
      expect(consumed.filter(Boolean)).toHaveLength(1);
      const expired = newId();
      await s.putSignInLink({
        tokenHash: expired,
        email: u.email,
        firstName: '',
        lastName: '',
        expiresAt: now - 1,
      });
      expect(await s.consumeSignInLink(expired, now)).toBeNull();
      const key = `evt-${newId()}`;
      const claims = await Promise.all([s.claimOnce(key, 60), s.claimOnce(key, 60), s.claimOnce(key, 60)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
    });

    it('deletes a user with everything it owns', async () => {
      const s = await makeStore();
      const u = await user(s);
      for (let i = 0; i < 30; i++) await s.putRecord('debtLetter', letter(u.id));
      await s.deleteUser(u.id);
      expect(await s.getUser(u.id)).toBeNull();
      expect(await s.getUserByEmail(u.email)).toBeNull();
      expect(await s.listRecords('debtLetter', u.id)).toHaveLength(0);
    });
  });
}
