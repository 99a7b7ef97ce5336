/**
 * The product's own users' data (issue 17 item 6): GET /api/account/export gives everything held on the user as a
 * zip, and DELETE /api/account (confirmed with the account's email) erases every item and file of theirs and ends
 * every session, after which the same email signs up afresh with 1 credit. On the real handlers.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessQueue } from '../src/adapters/local/inproc-queue';
import { LEDGER } from '../src/domain/records';
import { newId } from '../src/domain/ids';
import { recordType } from '../src/ports/store';
import { DEBT, newDebtLetter } from '../src/kinds/debt';
import { startTestApp, type Client, type TestApp } from './app';
import { letterById, letterPdf } from './fixtures/letters';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await inProcessQueue().drain();
  await app.stop();
});

const gdprBody = {
  scenario: 'debt_collection',
  organizationName: 'Northgate Recoveries Ltd',
  organizationAddress: '1 High Street\nLeeds\nLS1 1AA',
  yourName: 'Ann Smith',
  yourAddress: '2 Low Road\nYork\nYO1 1AA',
  yourEmail: 'ann@example.com',
  entityType: 'Personal',
  selectedArticles: ['15', '17'],
  specificViolations: ['No lawful basis'],
  urgencyLevel: 'urgent',
};

/** The SPA's upload path; `complete: false` stops after the PUT (an upload never finished). */
async function upload(c: Client, file: Uint8Array, fileName: string, complete = true) {
  const target = await c.req('POST', '/api/upload-url', {
    fileName,
    contentType: 'application/pdf',
    size: file.length,
  });
  expect(target.status, target.text).toBe(200);
  const put = await fetch(new URL(target.json.url, app.base), {
    method: 'PUT',
    headers: target.json.headers,
    body: new Uint8Array(file),
  });
  expect(put.status).toBeLessThan(300);
  if (complete) {
    const done = await c.req('POST', '/api/upload-complete', { letterId: target.json.letterId, fileName });
    expect(done.status, done.text).toBe(202);
  }
  return target.json.letterId as string;
}

async function download(c: Client, path: string) {
  const res = await fetch(app.base + path, { headers: { cookie: c.cookie } });
  return { status: res.status, headers: res.headers, body: new Uint8Array(await res.arrayBuffer()) };
}

const FUTURE = recordType<{ id: string; userId: string; createdAt: string; updatedAt: string; note: string }>(
  'futureThing',
  'FUTURE#',
);

/** A user with one of everything: a debt letter read from an upload, a GDPR letter, a case, a record of a type
 * added after this code was written, an upload never completed, two sessions. */
async function fullAccount(email: string) {
  const c = app.client();
  const u = await c.login(email);
  await app.deps.store.setCredits(u.id, 3);
  const pdf = await letterPdf(letterById('F001'));
  const debtId = await upload(c, pdf, 'demand from Lowell.pdf');
  const abandonedPdf = await letterPdf(letterById('F002'));
  const abandonedId = await upload(c, abandonedPdf, 'never finished.pdf', false);
  const gdpr = await c.req('POST', '/api/generate-gdpr-challenge', gdprBody);
  expect(gdpr.status, gdpr.text).toBe(200);
  const at = new Date().toISOString();
  const future = { id: newId(), userId: u.id, createdAt: at, updatedAt: at, note: 'kept by a later feature' };
  await app.deps.store.putRecord(FUTURE, future);
  await inProcessQueue().drain();
  const second = app.client();
  await second.login(email);
  return {
    c,
    second,
    u,
    pdf,
    abandonedPdf,
    debtId,
    abandonedId,
    gdprId: gdpr.json.gdprLetter.id as string,
    future,
  };
}

describe('GET /api/account/export', () => {
  it('is for signed-in users only', async () => {
    expect((await app.client().req('GET', '/api/account/export')).status).toBe(401);
  });

  it('gives a zip of everything held on the user, and nothing of anyone else', async () => {
    const other = app.client();
    const otherUser = await other.login('export-other@example.com');
    expect((await other.req('POST', '/api/generate-gdpr-challenge', gdprBody)).status).toBe(200);

    const a = await fullAccount('export-me@example.com');
    const debt = (await a.c.req('GET', `/api/debt-letter/${a.debtId}`)).json;
    expect(debt.status, debt.error).toBe('completed');

    const r = await download(a.c, '/api/account/export');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/zip');
    expect(r.headers.get('content-disposition')).toMatch(
      /attachment; filename="fairreply-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    expect(r.headers.get('cache-control')).toMatch(/no-store/);
    const files = unzipSync(r.body);
    const names = Object.keys(files).sort();
    const readJson = (name: string) => JSON.parse(strFromU8(files[name]));

    expect(strFromU8(files['README.txt'])).toContain('export-me@example.com');
    expect(readJson('account.json').account).toMatchObject({
      id: a.u.id,
      email: 'export-me@example.com',
      credits: 2,
    });

    // Letters of every kind, as stored, with what was read from the upload.
    const debts = readJson('letters/debt.json');
    expect(debts).toHaveLength(1);
    expect(debts[0]).toMatchObject({
      id: a.debtId,
      status: 'completed',
      originalFileName: 'demand from Lowell.pdf',
    });
    expect(debts[0].ocrText).toContain(letterById('F001').creditorName);
    expect(readJson('letters/gdpr.json')).toMatchObject([{ id: a.gdprId }]);
    // Each finished letter as its PDF.
    const pdfs = names.filter((n) => /^letters\/(debt|gdpr)\/.+\.pdf$/.test(n));
    expect(pdfs).toHaveLength(2);
    expect(pdfs.find((n) => n.startsWith(`letters/debt/${a.debtId}-`))).toBeDefined();
    for (const n of pdfs) expect(strFromU8(files[n].subarray(0, 5))).toBe('%PDF-');

    // The ledger (sign-up, admin grant, spend), cases, and a record type this code never heard of.
    const ledger = readJson('records/ledger.json');
    expect(ledger.map((e: { reason: string }) => e.reason).sort()).toEqual(['admin', 'signup', 'spend']);
    expect(ledger.reduce((s: number, e: { delta: number }) => s + e.delta, 0)).toBe(2);
    const cases = readJson('records/case.json');
    expect(cases.length).toBeGreaterThanOrEqual(1);
    expect(cases.map((x: { organisation: string }) => x.organisation)).toContain('Northgate Recoveries Ltd');
    expect(readJson('records/futureThing.json')).toEqual([a.future]);

    // Every original, byte for byte, the never-completed upload too.
    const original = names.find((n) => n.startsWith(`files/originals/${a.debtId}-`));
    expect(original).toBe(`files/originals/${a.debtId}-demand from Lowell.pdf`);
    expect(Buffer.from(files[original!]).equals(Buffer.from(a.pdf))).toBe(true);
    const abandoned = `files/originals/${a.abandonedId}.pdf`;
    expect(Buffer.from(files[abandoned]).equals(Buffer.from(a.abandonedPdf))).toBe(true);

    // No one else's data, no table internals.
    const allText = names
      .filter((n) => n.endsWith('.json'))
      .map((n) => strFromU8(files[n]))
      .join('\n');
    expect(allText).not.toContain(otherUser.id);
    expect(allText).not.toContain('export-other@example.com');
    expect(allText).not.toMatch(/"(PK|SK|GSI1PK|GSI2PK)"/);
    expect(names.every((n) => !n.includes('..') && !n.startsWith('/'))).toBe(true);
  }, 90_000);
});

describe('an export too large for one response', () => {
  it('is stored and handed over by a short-lived link; the erasure removes it too', async () => {
    const c = app.client();
    const u = await c.login('big-export@example.com');
    // An upload of 4.5 MB that does not compress (never completed: the export still includes it).
    const bytes = new Uint8Array(4_500_000).map(() => Math.floor(Math.random() * 256));
    const id = await upload(c, bytes, 'big.pdf', false);
    const r = await c.req('GET', '/api/account/export');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ fileName: expect.stringMatching(/\.zip$/), bytes: expect.any(Number) });
    expect(r.json.bytes).toBeGreaterThan(4_000_000);
    // The link needs no cookie, and cannot be altered.
    const got = await fetch(r.json.downloadUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="${r.json.fileName}"`);
    const files = unzipSync(new Uint8Array(await got.arrayBuffer()));
    expect(Buffer.from(files[`files/originals/${id}.pdf`]).equals(Buffer.from(bytes))).toBe(true);
    expect((await fetch(`${r.json.downloadUrl}x`)).status).toBe(403);
    const staged = `originals/${u.id}/exports/`;
    expect(await app.deps.blobs.list(staged)).toHaveLength(1);
    // The next export does not contain the last one, and replaces it.
    const again = await c.req('GET', '/api/account/export');
    const second = unzipSync(new Uint8Array(await (await fetch(again.json.downloadUrl)).arrayBuffer()));
    expect(Object.keys(second).filter((n) => n.startsWith('files/'))).toEqual([`files/originals/${id}.pdf`]);
    expect(await app.deps.blobs.list(staged)).toHaveLength(1);
    expect((await fetch(r.json.downloadUrl)).status).toBe(404);
    const erased = await c.req('DELETE', '/api/account', { confirm: 'big-export@example.com' });
    expect(erased.json).toMatchObject({ files: 2 });
    expect(await app.deps.blobs.list(`originals/${u.id}/`)).toEqual([]);
  }, 90_000);
});

describe('DELETE /api/account', () => {
  it('refuses without the typed confirmation, from another site, or signed out — and deletes nothing', async () => {
    const c = app.client();
    const u = await c.login('keep-me@example.com');
    expect(
      (await app.client().req('DELETE', '/api/account', { confirm: 'keep-me@example.com' })).status,
    ).toBe(401);
    const none = await c.req('DELETE', '/api/account');
    expect(none.status).toBe(400);
    expect(none.json.message).toMatch(/confirm/);
    const wrong = await c.req('DELETE', '/api/account', { confirm: 'DELETE' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toMatch(/type its email address/);
    const crossSite = await c.req(
      'DELETE',
      '/api/account',
      { confirm: 'keep-me@example.com' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const asText = await c.req('DELETE', '/api/account', JSON.stringify({ confirm: 'keep-me@example.com' }), {
      'content-type': 'text/plain',
    });
    expect(asText.status).toBe(415);
    expect((await c.req('GET', '/api/user')).json).toMatchObject({ id: u.id });
    expect(await app.deps.store.getUser(u.id)).not.toBeNull();
  });

  it('waits for a letter still being written (its job would write after the erasure)', async () => {
    const c = app.client();
    const u = await c.login('busy-erase@example.com');
    const letter = newDebtLetter(u.id, {} as never, 'letter.pdf', 'application/pdf');
    await app.deps.store.putRecord(DEBT, letter);
    const r = await c.req('DELETE', '/api/account', { confirm: 'busy-erase@example.com' });
    expect(r.status).toBe(409);
    expect(r.json.message).toMatch(/still being written/);
    expect(await app.deps.store.getUser(u.id)).not.toBeNull();
    // Once it is done (here: failed), the erasure goes ahead.
    await app.deps.store.failAndRefund(DEBT, u.id, letter.id, 'broken');
    expect((await c.req('DELETE', '/api/account', { confirm: 'busy-erase@example.com' })).status).toBe(200);
    expect(await app.deps.store.getUser(u.id)).toBeNull();
  });

  it('erases every item and file of the user, ends all their sessions; the email starts afresh with 1 credit', async () => {
    const other = app.client();
    const otherUser = await other.login('erase-other@example.com');
    const otherUpload = await upload(other, await letterPdf(letterById('F003')), 'theirs.pdf');
    await inProcessQueue().drain();

    const a = await fullAccount('erase-me@example.com');
    expect((await app.deps.store.listOwned(a.u.id)).length).toBeGreaterThan(5);
    expect(await app.deps.blobs.list(`originals/${a.u.id}/`)).toHaveLength(2);

    // Typed in capitals with spaces around: still the same address.
    const r = await a.c.req('DELETE', '/api/account', { confirm: '  ERASE-ME@example.com ' });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ deleted: true, files: 2 });
    expect(r.json.records).toBeGreaterThan(5);
    expect(r.headers.getSetCookie().join()).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    // Every session ended: the one that asked and the other browser.
    expect((await a.second.req('GET', '/api/user')).status).toBe(401);
    const stale = app.client();
    stale.cookie = a.second.cookie;
    expect((await stale.req('GET', `/api/letters/${a.gdprId}`)).status).toBe(401);
    // Nothing left in the table or the files.
    expect(await app.deps.store.getUser(a.u.id)).toBeNull();
    expect(await app.deps.store.getUserByEmail('erase-me@example.com')).toBeNull();
    expect(await app.deps.store.listOwned(a.u.id)).toEqual([]);
    expect(await app.deps.blobs.list(`originals/${a.u.id}/`)).toEqual([]);
    expect(await app.deps.blobs.get(`originals/${a.u.id}/${a.debtId}`)).toBeNull();

    // Someone else's account is untouched.
    expect((await other.req('GET', '/api/user')).json).toMatchObject({ id: otherUser.id });
    expect(await app.deps.blobs.get(`originals/${otherUser.id}/${otherUpload}`)).not.toBeNull();
    expect((await other.req('GET', `/api/debt-letter/${otherUpload}`)).status).toBe(200);

    // A new sign-in with the same email: a new account with the sign-up credit and nothing else.
    const again = app.client();
    const fresh = await again.login('erase-me@example.com');
    expect(fresh.id).not.toBe(a.u.id);
    expect(fresh.credits).toBe(1);
    expect((await again.req('GET', '/api/my-letters')).json).toEqual([]);
    expect((await again.req('GET', '/api/cases')).json).toEqual([]);
    expect(await app.deps.store.listRecords(LEDGER, fresh.id)).toMatchObject([
      { delta: 1, reason: 'signup' },
    ]);
    expect((await again.req('GET', `/api/letters/${a.gdprId}`)).status).toBe(404);
  }, 90_000);
});
