/** The Store port's contract: every adapter that can run here passes these (dynamo-store.test.ts runs them). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNLIMITED_CREDITS, type DebtLetter } from '@app/shared';
import { newId } from '../domain/ids';
import { CASE, LEDGER, OUTBOX } from '../domain/records';
import { ConflictError, recordType, type Store } from './store';

// Record types of the contract's own: the store must not care which kinds exist.
const DEBT = recordType<DebtLetter>('testLetter', 'TESTLETTER#');
const OTHER = recordType<DebtLetter>('otherLetter', 'OTHER#');

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

    const ledgerSum = async (s: Store, userId: string) =>
      (await s.listRecords(LEDGER, userId)).reduce((sum, e) => sum + e.delta, 0);

    it('a new account: its first credits are a signup ledger entry', async () => {
      const s = await makeStore();
      const u = await user(s, 1);
      expect(await s.listRecords(LEDGER, u.id)).toMatchObject([{ delta: 1, reason: 'signup' }]);
    });

    it('creates a paid record and spends the credit in one transaction (5 concurrent on 1 credit)', async () => {
      const s = await makeStore();
      const u = await user(s, 1);
      const letters = Array.from({ length: 5 }, () => letter(u.id));
      const outcomes = await Promise.all(letters.map((l) => s.putRecord(DEBT, l, { debit: 1 })));
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
      expect((await s.getUser(u.id))?.credits).toBe(0);
      const stored = await s.listRecords(DEBT, u.id);
      expect(stored).toHaveLength(1);
      expect(stored[0].creditsSpent).toBe(1);
      const ledger = await s.listRecords(LEDGER, u.id);
      expect(ledger[0]).toMatchObject({ delta: -1, reason: 'spend', letterId: stored[0].id });
      expect(await ledgerSum(s, u.id)).toBe(0);
    });

    it('an unlimited account creates paid records without spending, and gains nothing', async () => {
      const s = await makeStore();
      const u = await user(s, UNLIMITED_CREDITS);
      const l = letter(u.id);
      expect(await s.putRecord(DEBT, l, { debit: 1 })).toBe('ok');
      expect((await s.getRecord(DEBT, u.id, l.id))?.creditsSpent).toBe(0);
      expect(await s.addCredits(u.id, 5, { reason: 'purchase' })).toBe(false);
      expect((await s.getUser(u.id))?.credits).toBe(UNLIMITED_CREDITS);
      expect(await s.listRecords(LEDGER, u.id)).toHaveLength(0);
    });

    it('the ledger sums to the balance after 20 concurrent spends and refunds', async () => {
      const s = await makeStore();
      const u = await user(s, 1);
      await s.addCredits(u.id, 9, { reason: 'purchase', paymentId: 'pi_1' });
      const letters = Array.from({ length: 20 }, () => letter(u.id));
      // 20 spends on 10 credits; every other spend that won is failed and refunded by 3 racing runs, while a
      // purchase and a take-back land at the same time.
      await Promise.all([
        ...letters.map(async (l, i) => {
          if ((await s.putRecord(DEBT, l, { debit: 1 })) !== 'ok') return;
          if (i % 2 === 0)
            await Promise.all([1, 2, 3].map(() => s.failAndRefund(DEBT, u.id, l.id, 'broken')));
        }),
        s.addCredits(u.id, 6, { reason: 'purchase', paymentId: 'pi_2' }),
        s.takeBackCredits(u.id, 2, { reason: 'reversal', paymentId: 'pi_1' }),
      ]);
      const balance = (await s.getUser(u.id))!.credits;
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(await ledgerSum(s, u.id)).toBe(balance);
      const entries = await s.listRecords(LEDGER, u.id);
      const refunds = entries.filter((e) => e.reason === 'refund');
      expect(refunds.length).toBeGreaterThan(0);
      expect(new Set(refunds.map((e) => e.letterId)).size).toBe(refunds.length);
      expect(entries.filter((e) => e.reason === 'spend').length).toBeGreaterThanOrEqual(10);
    });

    it('takes back no more than is left, and records what it took', async () => {
      const s = await makeStore();
      const u = await user(s, 1);
      expect(await s.takeBackCredits(u.id, 3, { reason: 'reversal', paymentId: 'pi_x' })).toBe(1);
      expect((await s.getUser(u.id))?.credits).toBe(0);
      expect(await s.takeBackCredits(u.id, 3, { reason: 'reversal', paymentId: 'pi_x' })).toBe(0);
      expect(await ledgerSum(s, u.id)).toBe(0);
    });

    it('adds credits once per key: 10 concurrent and 3 later calls with one onceKey add once, with one entry', async () => {
      const s = await makeStore();
      const u = await user(s, 1);
      const key = `evt_${newId()}`;
      const add = () => s.addCredits(u.id, 6, { reason: 'purchase', paymentId: 'pi_once' }, { onceKey: key });
      const concurrent = await Promise.all(Array.from({ length: 10 }, add));
      expect(concurrent.filter(Boolean)).toHaveLength(1);
      for (let i = 0; i < 3; i++) expect(await add()).toBe(false);
      expect((await s.getUser(u.id))?.credits).toBe(7);
      const purchases = (await s.listRecords(LEDGER, u.id)).filter((e) => e.reason === 'purchase');
      expect(purchases).toMatchObject([{ delta: 6, paymentId: 'pi_once' }]);
      expect(await ledgerSum(s, u.id)).toBe(7);
      // Another key is another purchase; the key claimed here is also claimed for claimOnce.
      expect(await s.addCredits(u.id, 1, { reason: 'purchase' }, { onceKey: `${key}-2` })).toBe(true);
      expect(await s.claimOnce(key, 60)).toBe(false);
      // An unlimited account gains nothing, and its failed attempt claims nothing.
      const rich = await user(s, UNLIMITED_CREDITS);
      const richKey = `evt_${newId()}`;
      expect(await s.addCredits(rich.id, 1, { reason: 'purchase' }, { onceKey: richKey })).toBe(false);
      expect(await s.claimOnce(richKey, 60)).toBe(true);
    });

    it('takes back once per key, concurrent replays included, and never below 0', async () => {
      const s = await makeStore();
      const u = await user(s, 5);
      const key = `evt_${newId()}`;
      const take = () =>
        s.takeBackCredits(u.id, 3, { reason: 'reversal', paymentId: 'pi_r' }, { onceKey: key });
      const taken = await Promise.all(Array.from({ length: 10 }, take));
      expect(taken.reduce((a, b) => a + b, 0)).toBe(3);
      expect(await take()).toBe(0);
      expect((await s.getUser(u.id))?.credits).toBe(2);
      const reversals = (await s.listRecords(LEDGER, u.id)).filter((e) => e.reason === 'reversal');
      expect(reversals).toMatchObject([{ delta: -3, paymentId: 'pi_r' }]);
      expect(await ledgerSum(s, u.id)).toBe(2);
    });

    it('an admin sets the balance: the ledger records the difference, and leaving unlimited squares it', async () => {
      const s = await makeStore();
      const u = await user(s, 1);
      await s.setCredits(u.id, 4);
      expect(await ledgerSum(s, u.id)).toBe(4);
      await s.setCredits(u.id, UNLIMITED_CREDITS);
      await s.putRecord(DEBT, letter(u.id), { debit: 1 });
      await s.setCredits(u.id, 2);
      expect((await s.getUser(u.id))?.credits).toBe(2);
      expect(await ledgerSum(s, u.id)).toBe(2);
      expect((await s.listRecords(LEDGER, u.id)).map((e) => e.reason)).toEqual([
        'admin',
        'unlimited',
        'admin',
        'signup',
      ]);
    });

    it('keeps records per owner, newest first, with conditional status updates and list appends', async () => {
      const s = await makeStore();
      const a = await user(s);
      const b = await user(s);
      const first = letter(a.id);
      const second = letter(a.id, { id: newId(Date.now() + 5) });
      await s.putRecord(DEBT, first);
      await s.putRecord(DEBT, second);
      expect((await s.listRecords(DEBT, a.id)).map((l) => l.id)).toEqual([second.id, first.id]);
      expect(await s.getRecord(DEBT, b.id, first.id)).toBeNull();
      expect(await s.updateRecord(DEBT, b.id, first.id, { status: 'completed' })).toBe(false);
      expect(await s.deleteRecord(DEBT, b.id, first.id)).toBe(false);
      const ifProcessing = { ifStatus: 'processing' };
      expect(await s.updateRecord(DEBT, a.id, first.id, { status: 'completed' }, ifProcessing)).toBe(true);
      expect(await s.updateRecord(DEBT, a.id, first.id, { status: 'failed' }, ifProcessing)).toBe(false);
      const sent = { sentAt: '2026-01-02', method: 'post' as const, enclosures: [] };
      await s.updateRecord(DEBT, a.id, first.id, {}, { append: { sent: [sent] } });
      await s.updateRecord(DEBT, a.id, first.id, {}, { append: { sent: [{ ...sent, method: 'email' }] } });
      expect((await s.getRecord(DEBT, a.id, first.id))?.sent?.map((x) => x.method)).toEqual([
        'post',
        'email',
      ]);
      expect((await s.getRecord(DEBT, a.id, first.id))?.status).toBe('completed');
      expect(await s.deleteRecord(DEBT, a.id, first.id)).toBe(true);
    });

    it('finds a record by id among several types, only for its owner', async () => {
      const s = await makeStore();
      const a = await user(s);
      const b = await user(s);
      const l = letter(a.id);
      await s.putRecord(DEBT, l);
      const found = await s.findRecord([OTHER, DEBT], a.id, l.id);
      expect(found?.type.prefix).toBe(DEBT.prefix);
      expect(found?.record.id).toBe(l.id);
      expect(await s.findRecord([OTHER, DEBT], b.id, l.id)).toBeNull();
      expect(await s.findRecord([OTHER], a.id, l.id)).toBeNull();
      expect(await s.countRecords(DEBT, a.id)).toBe(1);
    });

    it('fails a processing record and refunds what it spent once, atomically, however many runs race', async () => {
      const s = await makeStore();
      const u = await user(s, 1);
      const l = letter(u.id);
      expect(await s.putRecord(DEBT, l, { debit: 1 })).toBe('ok');
      const wins = await Promise.all([1, 2, 3, 4].map(() => s.failAndRefund(DEBT, u.id, l.id, 'broken')));
      expect(wins.filter(Boolean)).toHaveLength(1);
      expect((await s.getUser(u.id))?.credits).toBe(1);
      expect(await s.getRecord(DEBT, u.id, l.id)).toMatchObject({
        status: 'failed',
        error: 'broken',
        creditRefunded: true,
      });
      expect((await s.listRecords(LEDGER, u.id)).filter((e) => e.reason === 'refund')).toMatchObject([
        { delta: 1, letterId: l.id },
      ]);
      expect(await s.listStuck('9999')).not.toContainEqual({ prefix: DEBT.prefix, userId: u.id, id: l.id });
      const rich = await user(s, UNLIMITED_CREDITS);
      const r = letter(rich.id);
      await s.putRecord(DEBT, r, { debit: 1 });
      expect(await s.failAndRefund(DEBT, rich.id, r.id, 'broken')).toBe(true);
      expect(await s.getRecord(DEBT, rich.id, r.id)).toMatchObject({
        status: 'failed',
        creditRefunded: false,
      });
      expect((await s.getUser(rich.id))?.credits).toBe(UNLIMITED_CREDITS);
    });

    it('lists records stuck in processing, of any type, and only those', async () => {
      const s = await makeStore();
      const u = await user(s);
      const old = letter(u.id, { createdAt: '2000-01-01T00:00:00.000Z' });
      const done = letter(u.id, { createdAt: '2000-01-01T00:00:00.000Z' });
      const other = letter(u.id, { createdAt: '2000-01-01T00:00:00.000Z' });
      await s.putRecord(DEBT, old);
      await s.putRecord(DEBT, done);
      await s.putRecord(OTHER, other);
      await s.updateRecord(DEBT, u.id, done.id, { status: 'completed' });
      const stuck = await s.listStuck('2000-01-02T00:00:00.000Z');
      expect(stuck).toContainEqual({ prefix: DEBT.prefix, userId: u.id, id: old.id });
      expect(stuck).toContainEqual({ prefix: OTHER.prefix, userId: u.id, id: other.id });
      expect(stuck).not.toContainEqual({ prefix: DEBT.prefix, userId: u.id, id: done.id });
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

    it('deletes a user with everything it owns, its sessions too; the email opens a new account', async () => {
      const s = await makeStore();
      const u = await user(s);
      const other = await user(s);
      for (let i = 0; i < 30; i++) await s.putRecord(DEBT, letter(u.id));
      await s.putRecord(OTHER, letter(u.id));
      await s.putRecord(DEBT, letter(other.id));
      const now = Math.floor(Date.now() / 1000);
      const session = (id: string, userId: string) =>
        s.putSession({ id, userId, createdAt: new Date().toISOString(), expiresAt: now + 600 });
      const mine = ['a', 'b', 'c'].map((x) => `sess-${x}-${newId()}`);
      for (const id of mine) await session(id, u.id);
      const theirs = `sess-other-${newId()}`;
      await session(theirs, other.id);
      await s.deleteUser(u.id);
      expect(await s.getUser(u.id)).toBeNull();
      expect(await s.getUserByEmail(u.email)).toBeNull();
      expect(await s.listRecords(DEBT, u.id)).toHaveLength(0);
      expect(await s.listRecords(LEDGER, u.id)).toHaveLength(0);
      expect(await s.listOwned(u.id)).toEqual([]);
      for (const id of mine) expect(await s.getSession(id)).toBeNull();
      // Nobody else's things.
      expect(await s.getSession(theirs)).not.toBeNull();
      expect(await s.listRecords(DEBT, other.id)).toHaveLength(1);
      const again = await user(s, 1, u.email);
      expect(again.id).not.toBe(u.id);
      expect((await s.getUser(again.id))?.credits).toBe(1);
      expect(await s.listRecords(LEDGER, again.id)).toMatchObject([{ delta: 1, reason: 'signup' }]);
    });

    it('lists every record a user owns, of any type, with the type it was stored as', async () => {
      const s = await makeStore();
      const u = await user(s);
      const other = await user(s);
      const a = letter(u.id);
      const b = letter(u.id, { status: 'completed' });
      await s.putRecord(DEBT, a, { debit: 1 });
      await s.putRecord(OTHER, b);
      await s.putRecord(DEBT, letter(other.id));
      const at = new Date().toISOString();
      await s.putRecord(CASE, {
        id: newId(),
        userId: u.id,
        createdAt: at,
        updatedAt: at,
        organisation: 'Acme',
        events: [],
      } as never);
      const owned = await s.listOwned(u.id);
      expect(owned.map((o) => o.prefix).sort()).toEqual(
        [CASE.prefix, DEBT.prefix, LEDGER.prefix, LEDGER.prefix, OTHER.prefix].sort(),
      );
      const byId = new Map(owned.map((o) => [o.record.id, o]));
      expect(byId.get(a.id)).toMatchObject({
        type: DEBT.name,
        prefix: DEBT.prefix,
        record: { id: a.id, userId: u.id },
      });
      expect(byId.get(b.id)?.type).toBe(OTHER.name);
      // Records come back as stored, without the table's own attributes.
      for (const o of owned) {
        expect(o.record.userId).toBe(u.id);
        expect(o.record).not.toHaveProperty('PK');
        expect(o.record).not.toHaveProperty('GSI2PK');
      }
      expect(await s.listOwned(newId())).toEqual([]);
    });

    describe('abuse limits', () => {
      afterEach(() => vi.restoreAllMocks());
      // The clock is held at chosen instants of a 60-second window that starts at the next whole minute.
      const minute = (Math.floor(Date.now() / 60_000) + 1) * 60_000;
      const at = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(minute + ms);
      const burst = async (s: Store, key: string, n: number) => {
        const answers = await Promise.all(Array.from({ length: n }, () => s.hit(key, 5, 60)));
        return {
          allowed: answers.filter((a) => a === null).length,
          waits: answers.filter((a) => a !== null),
        };
      };

      it('allows the limit in a window, however many race, and says how long to wait', async () => {
        const s = await makeStore();
        const key = `k${newId()}`;
        at(10_000);
        const first = await burst(s, key, 12);
        expect(first.allowed).toBe(5);
        expect(first.waits).toHaveLength(7);
        expect(Math.min(...(first.waits as number[]))).toBeGreaterThan(0);
        expect(await s.hit(`other${newId()}`, 5, 60)).toBeNull();
      });

      it('a burst straddling the end of a window gets the limit once, not twice', async () => {
        const s = await makeStore();
        const key = `k${newId()}`;
        at(59_500);
        expect((await burst(s, key, 5)).allowed).toBe(5);
        at(60_500);
        const next = await burst(s, key, 5);
        expect(next.allowed).toBe(0);
        // The previous window's five still count nearly whole; one slides out after 12 seconds.
        expect(next.waits.every((w) => w !== null && w >= 11 && w <= 12)).toBe(true);
        at(72_500);
        expect((await burst(s, key, 5)).allowed).toBe(1);
        // That one hit is carried into the window after; a window with none before it carries nothing.
        at(120_500);
        expect((await burst(s, key, 7)).allowed).toBe(4);
        at(240_500);
        expect((await burst(s, key, 7)).allowed).toBe(5);
      });
    });

    it('keeps pending mail under its user and lists it when due, soonest first', async () => {
      const s = await makeStore();
      const u = await user(s);
      const at = new Date().toISOString();
      const mail = (nextAttemptAt: string) => ({
        id: newId(),
        userId: u.id,
        createdAt: at,
        updatedAt: at,
        to: u.email,
        subject: 'Ready',
        text: 'Your letter is ready.',
        attempts: 1,
        nextAttemptAt,
        lastError: 'down',
      });
      const late = mail('1990-01-01T00:10:00.000Z');
      const soon = mail('1990-01-01T00:05:00.000Z');
      const future = mail('2999-01-01T00:00:00.000Z');
      for (const m of [late, soon, future]) await s.putPendingMail(m);
      const due = await s.listDueMail('1990-01-02T00:00:00.000Z');
      expect(due.map((m) => m.id)).toEqual([soon.id, late.id]);
      expect(due[0]).toMatchObject({ to: u.email, subject: 'Ready', attempts: 1 });
      // Rescheduled: put again with a later time.
      await s.putPendingMail({ ...soon, attempts: 2, nextAttemptAt: '1990-01-01T00:20:00.000Z' });
      expect((await s.listDueMail('1990-01-02T00:00:00.000Z')).map((m) => [m.id, m.attempts])).toEqual([
        [late.id, 1],
        [soon.id, 2],
      ]);
      expect(await s.deleteRecord(OUTBOX, u.id, late.id)).toBe(true);
      expect((await s.listDueMail('1990-01-02T00:00:00.000Z')).map((m) => m.id)).toEqual([soon.id]);
      expect(await s.listDueMail('1990-01-01T00:00:00.000Z')).toEqual([]);
      // Erasing the account erases its pending mail.
      await s.deleteUser(u.id);
      expect(await s.listDueMail('3000-01-01T00:00:00.000Z')).toEqual([]);
    });
  });
}
