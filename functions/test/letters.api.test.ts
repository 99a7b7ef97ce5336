/**
 * The generic letter routes, cases and the ledger, through the SPA's one upload path (upload-url → PUT to the
 * local signed-token endpoint → upload-complete), on the real handlers.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessQueue } from '../src/adapters/local/inproc-queue';
import { startTestApp, type Client, type TestApp } from './app';

/**
 * These uploads go through OCR (a page with too little text is rasterised and read by tesseract.js): about 5 s on a
 * quiet 2-core machine, four times that on a loaded one. The guard is against a hang, not a speed target (those are
 * in scripts/bench-pipeline.ts).
 */
const OCR_TIMEOUT = 60_000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await inProcessQueue().drain();
  await app.stop();
});

/** A born-digital demand letter (a real text layer), as a collector would email it. */
async function demandPdf(opts: { creditor: string; ref: string; amount: string; title: string }) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const lines: [string, boolean][] = [
    [opts.creditor, true],
    ['Unit 4, Example Park, Testford TF1 9ZZ', false],
    ['', false],
    ['Ms Ann Smith', false],
    ['12 Any Street, Testford TF2 8ZZ', false],
    ['', false],
    ['3 November 2026', false],
    [`Account number: ${opts.ref}`, false],
    [`Balance outstanding: £${opts.amount}`, false],
    ['', false],
    [opts.title, true],
    ['Dear Ms Smith,', false],
    [`We write about your account with us. The balance of £${opts.amount} remains unpaid.`, false],
    ['Please pay the balance in full or contact us within 14 days to discuss repayment.', false],
    ['If you do not, we may pass your account for further collection action.', false],
    ['', false],
    ['Yours sincerely,', false],
    ['Collections Team', false],
    [opts.creditor, false],
  ];
  lines.forEach(([text, b], i) =>
    page.drawText(text, { x: 56, y: 780 - i * 18, size: 11, font: b ? bold : font }),
  );
  return Buffer.from(await pdf.save());
}

/** The SPA's upload: reserve, PUT the bytes where the server says, complete. */
async function upload(c: Client, file: Buffer, fields: Record<string, string> = {}) {
  const target = await c.req('POST', '/api/upload-url', {
    fileName: 'letter.pdf',
    contentType: 'application/pdf',
    size: file.length,
    ...fields,
  });
  expect(target.status, target.text).toBe(200);
  const url = new URL(target.json.url, app.base);
  const put = await fetch(url, { method: 'PUT', headers: target.json.headers, body: new Uint8Array(file) });
  expect(put.status).toBeLessThan(300);
  const done = await c.req('POST', '/api/upload-complete', {
    letterId: target.json.letterId,
    fileName: 'letter.pdf',
    ...fields,
  });
  expect(done.status, done.text).toBe(202);
  return target.json.letterId as string;
}

async function completed(c: Client, id: string) {
  await inProcessQueue().drain();
  const r = await c.req('GET', `/api/debt-letter/${id}`);
  expect(r.json.status, r.json.error).toBe('completed');
  return r.json;
}

const NORTHGATE = {
  creditor: 'Northgate Recoveries Ltd',
  ref: 'NR-55321',
  amount: '1,240.50',
  title: 'REMINDER: ACCOUNT IN ARREARS',
};

describe('the direct upload path, cases and the user’s own sequence', { timeout: OCR_TIMEOUT }, () => {
  it('reads the upload, files it in a case, and writes a 1st letter when the user has sent nothing', async () => {
    const c = app.client();
    const u = await c.login('case@example.com');
    await app.deps.store.setCredits(u.id, 3);
    const id = await upload(c, await demandPdf(NORTHGATE), {
      senderAddress: '12 Any Street, Testford TF2 8ZZ',
    });
    const letter = await completed(c, id);
    expect(letter.creditorName).toBe('Northgate Recoveries Ltd');
    expect(letter.sequenceNumber).toBe(1);
    expect(letter.caseId).toMatch(/^[0-9a-z]{25}$/);
    expect(letter.received).toMatchObject({
      creditorName: 'Northgate Recoveries Ltd',
      accountNumber: 'NR-55321',
    });
    // the options sent with upload-complete reached the letter
    expect(letter.rebuttalText).toContain('12 Any Street');

    const cases = (await c.req('GET', '/api/cases')).json;
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      organisation: 'Northgate Recoveries Ltd',
      received: 1,
      sent: 0,
      nextStage: 1,
    });

    // The user records the 1st letter as sent, with the £1 fee: the case now calls for a follow-up.
    const sent = await c.req('PUT', `/api/debt-letter/${id}/sent`, {
      sentAt: new Date().toISOString().slice(0, 10),
      method: 'post',
      enclosures: ['£1 postal order (s.77/78 fee)'],
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.sent).toHaveLength(1);
    const detail = (await c.req('GET', `/api/cases/${letter.caseId}`)).json;
    expect(detail.events.map((e: { type: string }) => e.type)).toEqual(['received', 'sent']);
    expect(detail.events[1]).toMatchObject({
      stage: 1,
      method: 'post',
      enclosures: ['£1 postal order (s.77/78 fee)'],
    });
    expect(detail.nextStage).toBe(2);

    // Their reminder, however the name and reference are written, lands in the same case as a 2nd letter.
    const again = await upload(
      c,
      await demandPdf({ ...NORTHGATE, creditor: 'NORTHGATE RECOVERIES LIMITED', ref: 'NR 55321' }),
    );
    const second = await completed(c, again);
    expect(second.caseId).toBe(letter.caseId);
    expect(second.sequenceNumber).toBe(2);
    expect((await c.req('GET', '/api/cases')).json).toHaveLength(1);
  });

  it('refuses bad sends and moves a letter to another case with its history', async () => {
    const c = app.client();
    const u = await c.login('move@example.com');
    await app.deps.store.setCredits(u.id, 2);
    const id = await upload(c, await demandPdf({ ...NORTHGATE, ref: 'ZX-1' }));
    await completed(c, id);
    const future = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);
    expect((await c.req('PUT', `/api/letters/${id}/sent`, { sentAt: future, method: 'post' })).status).toBe(
      400,
    );
    expect(
      (await c.req('PUT', `/api/letters/${id}/sent`, { sentAt: '2026-01-01', method: 'pigeon' })).status,
    ).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    expect((await c.req('PUT', `/api/letters/${id}/sent`, { sentAt: today, method: 'email' })).status).toBe(
      200,
    );
    const moved = await c.req('PUT', `/api/letters/${id}/case`, {
      organisation: 'Other Collections plc',
      reference: 'OC-9',
    });
    expect(moved.status, moved.text).toBe(200);
    const target = (await c.req('GET', `/api/cases/${moved.json.caseId}`)).json;
    expect(target.organisation).toBe('Other Collections plc');
    expect(target.letters.map((l: { id: string }) => l.id)).toEqual([id]);
    expect(target.events.map((e: { type: string }) => e.type)).toEqual(['received', 'sent']);
    const cases = (await c.req('GET', '/api/cases')).json as { id: string; received: number }[];
    expect(cases.find((x) => x.id !== moved.json.caseId)?.received).toBe(0);
    // a letter the user sent themselves, outside the product, recorded on the case
    const ev = await c.req('POST', `/api/cases/${moved.json.caseId}/events`, {
      type: 'sent',
      at: today,
      stage: 2,
      method: 'recorded',
      enclosures: [],
    });
    expect(ev.status, ev.text).toBe(201);
    expect((await c.req('GET', `/api/cases/${moved.json.caseId}`)).json.nextStage).toBe(3);
    expect(
      (await c.req('POST', `/api/cases/${moved.json.caseId}/events`, { type: 'sent', at: today })).status,
    ).toBe(400);
  });
});

describe('generic letter routes', () => {
  it('downloads PDF, DOCX and TXT, saves an edit, and hides every route from another user', async () => {
    const owner = app.client();
    await owner.login('generic-owner@example.com');
    const id = await upload(owner, await demandPdf({ ...NORTHGATE, ref: 'GEN-7' }));
    await completed(owner, id);
    const pdf = await owner.req('GET', `/api/letters/${id}/download-pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('debt-rebuttal-GEN-7.pdf');
    const txt = await owner.req('GET', `/api/letters/${id}/download-txt`);
    expect(txt.headers.get('content-disposition')).toContain('debt-rebuttal-GEN-7.txt');
    expect(txt.text).toContain('GEN-7');
    expect((await owner.req('GET', `/api/letters/${id}/download-docx`)).status).toBe(200);
    expect((await owner.req('PUT', `/api/letters/${id}`, { rebuttalText: 'My own words.' })).status).toBe(
      200,
    );
    expect((await owner.req('GET', `/api/letters/${id}/download-txt`)).text).toBe('My own words.');
    expect((await owner.req('GET', `/api/letters/${id}`)).json).toMatchObject({
      kind: 'debt',
      rebuttalText: 'My own words.',
    });

    const other = app.client();
    await other.login('generic-other@example.com');
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/letters/${id}`],
      ['PUT', `/api/letters/${id}`, { rebuttalText: 'mine now' }],
      ['GET', `/api/letters/${id}/download-pdf`],
      ['GET', `/api/letters/${id}/download-docx`],
      ['GET', `/api/letters/${id}/download-txt`],
      ['PUT', `/api/letters/${id}/sent`, { sentAt: '2026-01-01', method: 'post' }],
      ['PUT', `/api/letters/${id}/case`, { organisation: 'Mine Ltd' }],
      ['PUT', `/api/debt-letter/${id}/sent`, { sentAt: '2026-01-01', method: 'post' }],
      ['DELETE', `/api/letters/${id}`],
    ];
    for (const [method, path, body] of calls)
      expect((await other.req(method, path, body)).status, `${method} ${path}`).toBe(404);
    const ownerCase = (await owner.req('GET', `/api/letters/${id}`)).json.caseId;
    expect((await other.req('GET', `/api/cases/${ownerCase}`)).status).toBe(404);
    expect(
      (await other.req('POST', `/api/cases/${ownerCase}/events`, { type: 'reply', at: '2026-01-01' })).status,
    ).toBe(404);
    expect((await owner.req('DELETE', `/api/letters/${id}`)).status).toBe(200);
    expect((await owner.req('GET', `/api/letters/${id}`)).status).toBe(404);
  });

  it('answers 400, not 500, for a path that cannot be decoded', async () => {
    const c = app.client();
    await c.login('zz@example.com');
    const r = await c.req('GET', '/api/letters/%ZZ/download-pdf');
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/not valid/);
  });
});

describe('what the upload is', { timeout: OCR_TIMEOUT }, () => {
  it('a page that is not a demand is reported in plain words and its credit refunded; no letter is written', async () => {
    const c = app.client();
    await c.login('notademand@example.com');
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    ['F | FairReply', 'Help & FAQ   GDPR Guide   Login', 'Features', 'Pricing', 'Home'].forEach((t, i) =>
      page.drawText(t, { x: 40, y: 800 - i * 20, size: 12, font }),
    );
    const id = await upload(c, Buffer.from(await pdf.save()));
    await inProcessQueue().drain();
    const letter = (await c.req('GET', `/api/debt-letter/${id}`)).json;
    expect(letter.status).toBe('failed');
    expect(letter.error).toMatch(/does not look like a letter asking you to pay/);
    expect(letter.error).toMatch(/credit has been refunded/);
    expect(letter.rebuttalText).toBeNull();
    expect((await c.req('GET', '/api/user')).json.credits).toBe(1);
  });

  it('keeps what was read apart from the reply: the received letter’s kind and stage', async () => {
    const c = app.client();
    await c.login('received@example.com');
    const id = await upload(c, await demandPdf({ ...NORTHGATE, ref: 'RCV-1', title: 'LETTER OF CLAIM' }));
    const letter = await completed(c, id);
    expect(letter.received.kind).toBe('letter_of_claim');
    expect(letter.received.stage).toBe(3);
    // the reply is the user's 1st letter, a Pre-Action Protocol reply, whatever the sender's stage
    expect(letter.sequenceNumber).toBe(1);
    expect(letter.rebuttalText).toMatch(/Pre-Action Protocol/);
    expect(letter.rebuttalText).not.toMatch(/earlier letters/i);
  });
});

describe('credit ledger', { timeout: OCR_TIMEOUT }, () => {
  it('lists the sign-up gift, the spend and the refund of a failed letter; the entries sum to the balance', async () => {
    const c = app.client();
    const u = await c.login('ledger@example.com');
    // a text PDF with no words fails as unreadable and refunds its credit
    const blank = await PDFDocument.create();
    blank.addPage([595, 842]);
    await upload(c, Buffer.from(await blank.save()));
    await inProcessQueue().drain();
    const { entries } = (await c.req('GET', '/api/credit-ledger')).json;
    expect(entries.map((e: { reason: string }) => e.reason)).toEqual(['refund', 'spend', 'signup']);
    const balance = (await c.req('GET', '/api/user')).json.credits;
    expect(entries.reduce((s: number, e: { delta: number }) => s + e.delta, 0)).toBe(balance);
    expect(balance).toBe(1);
    expect((await app.client().req('GET', '/api/credit-ledger')).status).toBe(401);
    expect(u.credits).toBe(1);
  });
});
