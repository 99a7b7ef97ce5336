import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessQueue } from '../src/adapters/local/inproc-queue';
import { startTestApp, type Client, type TestApp } from './app';
import { fixtureFile, letterById } from './fixtures/letters';
// A complete 1×1 white PNG: intact, so it is accepted, but holds no text, so its job fails and refunds.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await inProcessQueue().drain();
  await app.stop();
});

function form(file: Uint8Array | null, name = 'letter.pdf', fields: Record<string, string> = {}): FormData {
  const fd = new FormData();
  if (file) fd.append('file', new Blob([new Uint8Array(file)]), name);
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

async function waitFor(c: Client, id: string, status: string, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const r = await c.req('GET', `/api/debt-letter/${id}`);
    if (r.json?.status === status) return r.json;
    if (Date.now() > end) throw new Error(`letter ${id} is ${r.json?.status}, expected ${status}`);
    await new Promise((res) => setTimeout(res, 250));
  }
}

describe('upload validation (nothing spent on bad input)', () => {
  it('refuses a file whose content is not PDF/JPEG/PNG, whatever its name', async () => {
    const c = (await app.signIn('type@example.com')).c;
    const r = await c.req(
      'POST',
      '/api/upload-debt-letter',
      form(Buffer.from('MZ this is an exe'), 'letter.pdf'),
    );
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/Invalid File Type/);
    expect(await c.credits()).toBe(1);
    expect((await c.req('GET', '/api/my-letters')).json).toEqual([]);
  });

  it('refuses 10485761 bytes', async () => {
    const c = (await app.signIn('big@example.com')).c;
    const big = Buffer.alloc(10485761, 0x20);
    Buffer.from('%PDF-1.4\n').copy(big);
    const r = await c.req('POST', '/api/upload-debt-letter', form(big, 'big.pdf'));
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/File Too Large/);
    expect(await c.credits()).toBe(1);
  });

  it('refuses bad fields and a missing file', async () => {
    const c = (await app.signIn('fields@example.com')).c;
    expect((await c.req('POST', '/api/upload-debt-letter', form(null))).status).toBe(400);
    const longInfo = await c.req(
      'POST',
      '/api/upload-debt-letter',
      form(PNG_1PX, 'a.png', { additionalInfo: 'x'.repeat(2001) }),
    );
    expect(longInfo.status).toBe(400);
    expect(longInfo.json.message).toMatch(/additionalInfo/);
    const future = await c.req(
      'POST',
      '/api/upload-debt-letter',
      form(PNG_1PX, 'a.png', { lastPaymentDate: '2999-01-01' }),
    );
    expect(future.status).toBe(400);
    expect(future.json.message).toMatch(/lastPaymentDate/);
    const badEntity = await c.req(
      'POST',
      '/api/upload-debt-letter',
      form(PNG_1PX, 'a.png', { entityType: 'King' }),
    );
    expect(badEntity.status).toBe(400);
    const truncated = await c.req('POST', '/api/upload-debt-letter', form(PNG_1PX.subarray(0, 40), 'a.png'));
    expect(truncated.status).toBe(400);
    expect(truncated.json.message).toMatch(/damaged/);
    const notMultipart = await c.req('POST', '/api/upload-debt-letter', { file: 'x' });
    expect(notMultipart.status).toBe(400);
    expect(await c.credits()).toBe(1);
  });

  it('needs a session', async () => {
    expect((await app.client().req('POST', '/api/upload-debt-letter', form(PNG_1PX, 'a.png'))).status).toBe(
      401,
    );
  });

  it('at 0 credits answers 402 and stores nothing', async () => {
    const c = (await app.signIn('broke@example.com', 0)).c;
    const r = await c.req('POST', '/api/upload-debt-letter', form(PNG_1PX, 'a.png'));
    expect(r.status).toBe(402);
    expect(r.json.message).toMatch(/No Credits Available/);
    expect((await c.req('GET', '/api/my-letters')).json).toEqual([]);
  });

  it('five concurrent uploads on 1 credit: exactly one accepted', async () => {
    const c = (await app.signIn('race@example.com')).c;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => c.req('POST', '/api/upload-debt-letter', form(PNG_1PX, 'a.png'))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([202, 402, 402, 402, 402]);
    expect(await c.credits()).toBe(0);
    expect((await c.req('GET', '/api/my-letters')).json).toHaveLength(1);
  });
});

describe('the job', () => {
  it('fails after three attempts, says so, and gives the credit back once', async () => {
    await inProcessQueue().drain();
    const deps = app.deps;
    const realOcr = deps.ocr;
    let calls = 0;
    const crash = async (): Promise<never> => {
      calls++;
      throw new Error('OCR engine crashed');
    };
    deps.ocr = async () => ({ recognize: crash, recognizePdfPage: crash });
    try {
      const c = (await app.signIn('fail@example.com')).c;
      const r = await c.req('POST', '/api/upload-debt-letter', form(PNG_1PX, 'a.png'));
      expect(r.status).toBe(202);
      expect(await c.credits()).toBe(0);
      await inProcessQueue().drain();
      const letter = await waitFor(c, r.json.letterId, 'failed');
      expect(calls).toBe(3);
      expect(letter.creditRefunded).toBe(true);
      expect(letter.error).toMatch(/refunded/);
      expect(await c.credits()).toBe(1);
    } finally {
      deps.ocr = realOcr;
    }
  });

  it('turns a text PDF into a completed letter with its fields, and the files download', async () => {
    const c = (await app.signIn('pdf@example.com')).c;
    const truth = letterById('F001');
    const pdf = Buffer.from(await fixtureFile(truth.id, 'pdf'));
    const r = await c.req(
      'POST',
      '/api/upload-debt-letter',
      form(pdf, 'F001.pdf', {
        entityType: 'Ms',
        additionalInfo: 'I do not recognise this debt.',
        senderAddress: '12 Harbour Lane\nFennbridge\nFB1 2AA',
        lastPaymentDate: '2012-03-01',
      }),
    );
    expect(r.status).toBe(202);
    const letter = await waitFor(c, r.json.letterId, 'completed');
    expect(letter.creditorName).toBe(truth.creditorName);
    expect(letter.accountNumber).toBe(truth.accountNumber);
    expect(letter.debtAmount).toBe(truth.debtAmount);
    // the received letter's own stage; the reply is the first in its new case
    expect(letter.received.stage).toBe(truth.sequenceStage);
    expect(letter.sequenceNumber).toBe(1);
    expect(letter.rebuttalText).toContain(truth.creditorName);
    expect(letter.rebuttalText).toContain('12 Harbour Lane');
    // a last payment in 2012 is more than six years ago: the letter raises the limitation period
    expect(letter.rebuttalText).toMatch(/Limitation Act 1980/);
    // what the user must know beside it (the limitation result and the warning about paying) is shown, not printed
    expect(letter.userNotes.join(' ')).toMatch(/starts it again/);
    for (const n of letter.userNotes) expect(letter.rebuttalText).not.toContain(n);
    expect(letter.userNotes).not.toContain(letter.nextStep);
    expect(letter.responseDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(letter.legalBases.length).toBeGreaterThan(0);
    const list = (await c.req('GET', '/api/my-letters')).json;
    expect(list[0]).toMatchObject({ id: letter.id, status: 'completed', hasContent: true });
    const pdfOut = await fetch(`${app.base}/api/letters/${letter.id}/download-pdf`, {
      headers: { cookie: c.cookie },
    });
    expect(pdfOut.status).toBe(200);
    expect(pdfOut.headers.get('content-disposition')).toContain(
      `debt-rebuttal-${truth.accountNumber.replace(/[^\w-]/g, '_')}.pdf`,
    );
    expect(
      Buffer.from(await pdfOut.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const docx = await fetch(`${app.base}/api/letters/${letter.id}/download-docx`, {
      headers: { cookie: c.cookie },
    });
    expect(docx.status).toBe(200);
    const original = await fetch(`${app.base}/api/debt-letter/${letter.id}/original`, {
      headers: { cookie: c.cookie },
    });
    expect(Buffer.from(await original.arrayBuffer()).equals(pdf)).toBe(true);
    // edit, then the PDF carries the edit
    expect((await c.req('PUT', `/api/letters/${letter.id}`, { rebuttalText: '   ' })).status).toBe(400);
    expect(
      (
        await c.req('PUT', `/api/letters/${letter.id}`, {
          rebuttalText: 'Dear Sirs,\nEDITED BY ME\nYours faithfully',
        })
      ).status,
    ).toBe(200);
    expect((await c.req('GET', `/api/debt-letter/${letter.id}`)).json.rebuttalText).toContain('EDITED BY ME');
    expect(
      (
        await c.req('PUT', `/api/debt-letter/${letter.id}/tm-details`, {
          tmNumber: 'UK00003456789',
          feeSchedule: '',
          entityName: 'X',
        })
      ).status,
    ).toBe(200);
  });
});

describe('a scanned letter', () => {
  it('is read by OCR into the same fields as its printed text', async () => {
    const c = (await app.signIn('scan@example.com')).c;
    const truth = letterById('F003');
    const r = await c.req(
      'POST',
      '/api/upload-debt-letter',
      form(await fixtureFile(truth.id, 'scanJpg'), 'F003_scan.jpg'),
    );
    expect(r.status).toBe(202);
    const letter = await waitFor(c, r.json.letterId, 'completed', 120_000);
    expect(letter.creditorName).toBe(truth.creditorName);
    expect(letter.debtAmount).toBe(truth.debtAmount);
    expect(letter.debtType).toBe(truth.debtType);
    // the received letter's own stage; the reply is the first in its new case
    expect(letter.received.stage).toBe(truth.sequenceStage);
    expect(letter.sequenceNumber).toBe(1);
  }, 150_000);
});

describe('ownership: another user’s letter is a 404 on every route', () => {
  it('hides, protects and refuses to delete it', async () => {
    const owner = (await app.signIn('owner@example.com')).c;
    const r = await owner.req('POST', '/api/upload-debt-letter', form(PNG_1PX, 'a.png'));
    const id = r.json.letterId as string;
    await inProcessQueue().drain();
    const other = (await app.signIn('other@example.com')).c;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/debt-letter/${id}`],
      ['GET', `/api/debt-letter/${id}/original`],
      ['PUT', `/api/debt-letter/${id}/tm-details`, { tmNumber: '1' }],
      ['PUT', `/api/letters/${id}`, { rebuttalText: 'mine now' }],
      ['GET', `/api/letters/${id}/download-pdf`],
      ['GET', `/api/letters/${id}/download-docx`],
      ['DELETE', `/api/debt-letter/${id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await other.req(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await other.req('GET', '/api/my-letters')).json).toEqual([]);
    expect((await owner.req('GET', `/api/debt-letter/${id}`)).status).toBe(200);
    expect((await owner.req('DELETE', `/api/debt-letter/${id}`)).status).toBe(200);
    expect((await owner.req('GET', `/api/debt-letter/${id}`)).status).toBe(404);
  });
});

describe('bailiff check', () => {
  it('returns the official register and the steps, never a made-up verdict', async () => {
    const c = (await app.signIn('bailiff@example.com')).c;
    const r = await c.req('POST', '/api/verify-bailiff', {
      bailiffName: 'Acme Enforcement',
      certificateNumber: '',
    });
    expect(r.status).toBe(200);
    expect(r.json.officialCheckUrl).toMatch(/^https:\/\/certificatedbailiffs\.justice\.gov\.uk/);
    expect(r.json.previouslyVerified).toBeNull();
    expect(r.json.verificationSteps.length).toBeGreaterThan(2);
    expect((await c.req('POST', '/api/verify-bailiff', {})).status).toBe(400);
  });
});
