/**
 * What was read, confirmed or corrected by the user (PUT /api/debt-letter/{id}/fields): the letter is written again
 * from the stored text at no credit, filed in the case its corrected creditor names; the user's postal address kept
 * in the profile (PUT /api/user) and the sender's address read from the letter printed on the reply.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessQueue } from '../src/adapters/local/inproc-queue';
import { DEBT } from '../src/kinds/debt';
import { startTestApp, type Client, type TestApp } from './app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await inProcessQueue().drain();
  await app.stop();
});

/** A born-digital one-page letter: each line with whether it is bold. */
async function linesPdf(lines: [string, boolean][]) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  lines.forEach(([text, b], i) =>
    page.drawText(text, { x: 56, y: 780 - i * 18, size: 11, font: b ? bold : font }),
  );
  return Buffer.from(await pdf.save());
}

/** A born-digital demand whose reference is printed once (so read as a guess), with a letterhead and an email. */
async function demandPdf(opts: { creditor: string; ref: string; amount: string }) {
  return linesPdf([
    [opts.creditor, true],
    ['Unit 9, Quayside Works, Portmouth PM3 4QZ', false],
    ['', false],
    ['Mr Tom Reed', false],
    ['5 Mill Lane, Portmouth PM1 2AB', false],
    ['', false],
    ['Date: 2 October 2026', false],
    [`Our reference: ${opts.ref}`, false],
    [`Balance outstanding: £${opts.amount}`, false],
    ['', false],
    ['FINAL DEMAND', true],
    ['Dear Mr Reed,', false],
    [`The balance of £${opts.amount} on your account remains unpaid.`, false],
    ['Please pay the balance in full within 14 days of the date of this letter.', false],
    ['If you dispute the debt, email us at disputes@quaysidecredit.example', false],
    ['', false],
    ['Yours sincerely,', false],
    [opts.creditor, false],
  ]);
}

async function upload(c: Client, file: Buffer) {
  const target = await c.req('POST', '/api/upload-url', {
    fileName: 'letter.pdf',
    contentType: 'application/pdf',
    size: file.length,
  });
  expect(target.status, target.text).toBe(200);
  const url = new URL(target.json.url, app.base);
  const put = await fetch(url, { method: 'PUT', headers: target.json.headers, body: new Uint8Array(file) });
  expect(put.status).toBeLessThan(300);
  const done = await c.req('POST', '/api/upload-complete', {
    letterId: target.json.letterId,
    fileName: 'letter.pdf',
  });
  expect(done.status, done.text).toBe(202);
  await inProcessQueue().drain();
  const r = await c.req('GET', `/api/debt-letter/${target.json.letterId}`);
  expect(r.json.status, r.json.error).toBe('completed');
  return r.json;
}

const QUAYSIDE = { creditor: 'Quayside Credit Ltd', ref: 'QC-80417', amount: '612.40' };

describe('the user’s postal address', () => {
  it('is kept in the profile, printed on the next letter, and a bad one is a 400', async () => {
    const c = app.client();
    await c.login('address@example.com');
    expect((await c.req('GET', '/api/user')).json.address).toBe('');
    const bad = await c.req('PUT', '/api/user', { address: 'x' });
    expect(bad.status).toBe(400);
    expect((await c.req('PUT', '/api/user', { address: 'x', credits: 99 })).status).toBe(400);
    const put = await c.req('PUT', '/api/user', { address: '5 Mill Lane\nPortmouth PM1 2AB' });
    expect(put.status, put.text).toBe(200);
    expect(put.json.address).toBe('5 Mill Lane\nPortmouth PM1 2AB');
    expect((await c.req('GET', '/api/user')).json.address).toBe('5 Mill Lane\nPortmouth PM1 2AB');
    expect((await app.client().req('PUT', '/api/user', { address: '5 Mill Lane' })).status).toBe(401);

    // No address given with the upload: the profile's is the sender's; the letter's own sender is the recipient.
    const letter = await upload(c, await demandPdf(QUAYSIDE));
    expect(letter.rebuttalText).toContain('5 Mill Lane');
    expect(letter.creditorAddress).toBe('Unit 9\nQuayside Works\nPortmouth PM3 4QZ');
    expect(letter.rebuttalText).toContain('Quayside Works');
    expect(letter.creditorEmail).toBe('disputes@quaysidecredit.example');
  });
});

describe('the name that signs the letters', () => {
  it('an account opened without a name gets one in its profile, and the letter is signed with it', async () => {
    const c = app.client();
    // As the email-link sign-in allows: no name given.
    await c.login('noname@example.com', '', '');
    const me = (await c.req('GET', '/api/user')).json;
    expect(me.firstName).toBe('');
    expect((await c.req('PUT', '/api/user', {})).status).toBe(400);
    expect((await c.req('PUT', '/api/user', { firstName: '' })).status).toBe(400);
    expect((await c.req('PUT', '/api/user', { firstName: 'Ann', isAdmin: true })).status).toBe(400);
    const put = await c.req('PUT', '/api/user', { firstName: 'Ada', lastName: 'Okafor' });
    expect(put.status, put.text).toBe(200);
    expect(put.json).toMatchObject({ firstName: 'Ada', lastName: 'Okafor', address: '', isAdmin: false });
    const letter = await upload(c, await demandPdf(QUAYSIDE));
    expect(letter.rebuttalText).toMatch(/Yours (faithfully|sincerely),\s*\n\s*Ada Okafor/);
    expect(letter.rebuttalText).not.toMatch(/Yours (faithfully|sincerely),\s*\n\s*noname@example\.com/);
  });
});

describe('confirming or correcting what was read', () => {
  it('marks a field read once as unsure, and a correction re-writes the letter at no credit', async () => {
    const c = app.client();
    const u = await c.login('confirm@example.com');
    await app.deps.store.setCredits(u.id, 2);
    const letter = await upload(c, await demandPdf(QUAYSIDE));
    expect(letter.accountNumber).toBe('QC-80417');
    // printed once: a guess the user is asked about, in the detail and in the dashboard's row
    expect(letter.received.confidence.accountNumber).toBeLessThan(0.75);
    expect(letter.unsure).toContain('accountNumber');
    const rows = (await c.req('GET', '/api/my-letters')).json;
    expect(rows.find((r: { id: string }) => r.id === letter.id).unsure).toContain('accountNumber');
    expect(letter.received.dates.letterDate).toBe('2026-10-02');
    const creditsBefore = (await c.req('GET', '/api/user')).json.credits;
    expect(creditsBefore).toBe(1);
    const ledgerBefore = (await c.req('GET', '/api/credit-ledger')).json.entries.length;

    const r = await c.req('PUT', `/api/debt-letter/${letter.id}/fields`, {
      creditorName: 'Quayside Credit Ltd',
      accountNumber: 'QC-80418',
      debtAmount: 600,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ accountNumber: 'QC-80418', debtAmount: 600 });
    // what the user confirmed is no longer a guess; what they did not touch stays one
    const corrected = ['creditorName', 'accountNumber', 'debtAmount'];
    expect(r.json.unsure).toEqual(letter.unsure.filter((f: string) => !corrected.includes(f)));
    expect(r.json.received).toMatchObject({ accountNumber: 'QC-80418', debtAmount: 600 });
    expect(r.json.received.confidence).toMatchObject({ accountNumber: 1, debtAmount: 1, creditorName: 1 });
    expect(r.json.rebuttalText).toContain('QC-80418');
    expect(r.json.rebuttalText).not.toContain('QC-80417');

    const again = (await c.req('GET', `/api/debt-letter/${letter.id}`)).json;
    expect(again.rebuttalText).toBe(r.json.rebuttalText);
    // never charged: same balance, no new ledger entry
    expect((await c.req('GET', '/api/user')).json.credits).toBe(creditsBefore);
    expect((await c.req('GET', '/api/credit-ledger')).json.entries).toHaveLength(ledgerBefore);
  });

  it('a corrected creditor moves the letter, with its received event, to that creditor’s case', async () => {
    const c = app.client();
    const u = await c.login('move@example.com');
    await app.deps.store.setCredits(u.id, 3);
    const letter = await upload(c, await demandPdf(QUAYSIDE));
    const before = letter.caseId;
    const r = await c.req('PUT', `/api/debt-letter/${letter.id}/fields`, {
      creditorName: 'Harbour Finance Ltd',
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.caseId).not.toBe(before);
    expect(r.json.rebuttalText).toContain('Harbour Finance Ltd');
    const moved = (await c.req('GET', `/api/cases/${r.json.caseId}`)).json;
    expect(moved.case?.organisation ?? moved.organisation).toBe('Harbour Finance Ltd');
    const old = (await c.req('GET', `/api/cases/${before}`)).json;
    expect(JSON.stringify(old)).not.toContain(letter.id);
  });

  it('a letter that disputed nothing is written again disputing the debt in the user’s words, at no credit', async () => {
    const c = app.client();
    const u = await c.login('reason@example.com');
    await app.deps.store.setCredits(u.id, 2);
    const letter = await upload(c, await demandPdf(QUAYSIDE));
    // No reason was given with the upload: the reply states no dispute for the user.
    expect(letter.disputes).toBe(false);
    expect(letter.rebuttalText).not.toMatch(/I dispute/);
    const creditsBefore = (await c.req('GET', '/api/user')).json.credits;
    const ledgerBefore = (await c.req('GET', '/api/credit-ledger')).json.entries.length;

    const empty = await c.req('PUT', `/api/debt-letter/${letter.id}/fields`, { disputeReason: '   ' });
    expect(empty.status).toBe(400);
    expect((await c.req('GET', `/api/debt-letter/${letter.id}`)).json.rebuttalText).toBe(letter.rebuttalText);

    const reason = 'I never had an account with Quayside Credit.';
    const r = await c.req('PUT', `/api/debt-letter/${letter.id}/fields`, { disputeReason: reason });
    expect(r.status, r.text).toBe(200);
    expect(r.json.disputes).toBe(true);
    expect(r.json.rebuttalText).toMatch(/I dispute/);
    expect(r.json.rebuttalText).toContain(reason);
    // The fields read stay as they were, and still unsure where they were.
    expect(r.json.unsure).toEqual(letter.unsure);
    expect((await c.req('GET', '/api/user')).json.credits).toBe(creditsBefore);
    expect((await c.req('GET', '/api/credit-ledger')).json.entries).toHaveLength(ledgerBefore);
  });

  it('another user’s letter is a 404, a bad body a 400, a letter still being read a 409', async () => {
    const owner = app.client();
    const o = await owner.login('owner-fields@example.com');
    await app.deps.store.setCredits(o.id, 2);
    const letter = await upload(owner, await demandPdf(QUAYSIDE));

    const other = app.client();
    await other.login('other-fields@example.com');
    const stolen = await other.req('PUT', `/api/debt-letter/${letter.id}/fields`, { accountNumber: 'X-1' });
    expect(stolen.status).toBe(404);

    for (const body of [
      {},
      { debtAmount: 'lots' },
      { debtAmount: -5 },
      { debtType: 'wizardry' },
      { creditorName: '' },
      { accountNumber: 'A', extra: 1 },
    ]) {
      const r = await owner.req('PUT', `/api/debt-letter/${letter.id}/fields`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await app.client().req('PUT', `/api/debt-letter/${letter.id}/fields`, {})).status).toBe(401);

    await app.deps.store.updateRecord(DEBT, o.id, letter.id, { status: 'processing' });
    const busy = await owner.req('PUT', `/api/debt-letter/${letter.id}/fields`, { accountNumber: 'QC-1' });
    expect(busy.status).toBe(409);
  });
});

/** A train operator's Single Justice Procedure Notice, its plea date long passed. */
async function sjpnPdf() {
  const lines = [
    'Northgate Rail Ltd',
    'Prosecutions Unit, 76 Church Yard, Ivygate, VJ26 7LS',
    '',
    'Miss P Iverson',
    '70 Pottery Avenue, Kesmoor QZ12 9AB',
    '',
    'Date: 17 Jan 2025',
    'URN - quote this',
    '58LR1703824',
    'Plea due by',
    '7 Feb 2025',
    'Notice of prosecution - Single Justice Procedure',
    'Dear Miss Iverson,',
    'We enclose a Single Justice Procedure Notice and written charge: you are charged with an offence',
    'under Byelaw 18(1) of the Railway Byelaws.',
    'Fare for the journey £52.64, less fare paid £34.00 £18.64',
    'Our prosecution costs £175.00',
    'Total sought from you £193.64',
    'Within 21 days, plead guilty or not guilty online, quoting the URN 58LR1703824.',
    'Yours faithfully',
    'Northgate Rail Ltd',
  ];
  return linesPdf(lines.map((text): [string, boolean] => [text, false]));
}

describe('a prosecution uploaded', () => {
  it('reads the plea date as one to answer the court by, and the reply neither pleads nor promises a passed date', async () => {
    const c = app.client();
    const u = await c.login('sjpn@example.com');
    await app.deps.store.setCredits(u.id, 1);
    const letter = await upload(c, await sjpnPdf());
    expect(letter.received).toMatchObject({ kind: 'summons', stage: 3, accountNumber: '58LR1703824' });
    expect(letter.received.dates).toMatchObject({ letterDate: '2025-01-17', respondBy: '2025-02-07' });
    expect(letter.rebuttalText).toMatch(
      /Single Justice Procedure Notice you have served on me under section 29/,
    );
    expect(letter.rebuttalText).toMatch(
      /The date the notice gave to answer the court, 7 February 2025, has passed/,
    );
    expect(letter.rebuttalText).not.toMatch(
      /statutory declaration|conviction|I will send my written notification/,
    );
    expect(letter.userNotes.join(' ')).toMatch(/Contact the court today/);
  });
});
