/**
 * Deadlines that keep working (issue 14), through the real local runtime: the reply date counted from a recorded
 * send, the reminders job (once only), the calendar feed, the next letter from the case, the escalation ladder and
 * the evidence bundle. Letters are built by the real engine and stored as the worker stores them, with creation
 * dates in the past (a send cannot predate its letter); originals are made here with pdf-lib.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebtLetter, OpenDeadline } from '@app/shared';
import { toIsoDate } from '@app/shared/legal/deadlines';
import { fileLetter } from '../src/domain/cases';
import { newId } from '../src/domain/ids';
import { originalKey } from '../src/domain/uploads';
import { DEBT } from '../src/kinds/debt';
import { composeDebtLetter } from '../src/letters/debt';
import { letterToText } from '../src/letters/text';
import { startTestApp, type Client, type TestApp } from './app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const daysAgo = (n: number) => toIsoDate(new Date(Date.now() - n * 86_400_000));

async function signIn(email: string): Promise<{ c: Client; id: string }> {
  const c = app.client();
  const u = await c.login(email);
  return { c, id: u.id };
}

async function admin(): Promise<Client> {
  return (await signIn('admin@example.com')).c;
}

/** A text PDF, as a creditor's letter would arrive. */
async function textPdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((l, i) => page.drawText(l, { x: 60, y: 760 - i * 18, size: 12, font }));
  return doc.save();
}

/**
 * A finished reply to an upload from `creditor`, written `createdDaysAgo` days ago by the engine, filed in its case
 * with the received letter (and its original, when given).
 */
async function seedLetter(
  userId: string,
  opts: {
    creditor: string;
    account: string;
    createdOn: string;
    stage?: 1 | 2 | 3;
    original?: { body: Uint8Array; contentType: string };
    /** The user's own words on the reply: it then disputes the debt. */
    userNotes?: string;
  },
): Promise<DebtLetter> {
  const id = newId();
  const doc = composeDebtLetter({
    debtType: 'credit_card',
    stage: opts.stage ?? 1,
    strategy: 'standard',
    sender: { name: 'Ann Smith', address: '1 High Street, Leeds, LS1 1AA' },
    recipient: { name: opts.creditor },
    accountNumber: opts.account,
    letterDate: opts.createdOn,
    userNotes: opts.userNotes,
  });
  const letter: DebtLetter = {
    id,
    userId,
    status: 'completed',
    source: 'upload',
    createdAt: `${opts.createdOn}T09:00:00.000Z`,
    updatedAt: `${opts.createdOn}T09:00:00.000Z`,
    creditorName: opts.creditor,
    accountNumber: opts.account,
    debtType: 'credit_card',
    debtAmount: 1234.56,
    sequenceNumber: opts.stage ?? 1,
    letter: doc,
    rebuttalText: letterToText(doc),
    responseDeadline: doc.responseDeadline,
    ...(opts.original
      ? {
          originalKey: originalKey(userId, id),
          originalContentType: opts.original.contentType,
          originalFileName: 'their-letter',
        }
      : {}),
  };
  if (opts.original)
    await app.deps.blobs.put(originalKey(userId, id), opts.original.body, opts.original.contentType);
  await app.deps.store.putRecord(DEBT, letter);
  const c = await fileLetter(
    app.deps.store,
    letter,
    { organisation: opts.creditor, reference: opts.account },
    { type: 'received', at: opts.createdOn, letterId: id },
  );
  await app.deps.store.updateRecord(DEBT, userId, id, { caseId: c.id });
  return { ...letter, caseId: c.id };
}

/** Reminder emails in the outbox addressed to `email`. */
function remindersTo(email: string): string[] {
  const dir = join(app.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${email}`) && /No reply from/.test(decodeSubject(m)));
}

function decodeSubject(mime: string): string {
  const line = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(mime)?.[1] ?? '';
  return line.replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_, b) => Buffer.from(b, 'base64').toString('utf8'));
}

async function deadlines(c: Client): Promise<OpenDeadline[]> {
  const r = await c.req('GET', '/api/deadlines');
  expect(r.status).toBe(200);
  return r.json.deadlines;
}

describe('the reply date counted from a recorded send', () => {
  it('posted (signed for) on Friday 28 August 2026, before the Summer bank holiday: due Friday 18 September', async () => {
    const { c, id } = await signIn('friday@example.com');
    const l = await seedLetter(id, {
      creditor: 'Northgate Recoveries Ltd',
      account: 'NG-1001',
      createdOn: '2026-08-27',
    });
    const r = await c.req('PUT', `/api/debt-letter/${l.id}/sent`, {
      sentAt: '2026-08-28',
      method: 'recorded',
      enclosures: ['£1 postal order (s.77/78 fee)'],
    });
    expect(r.status).toBe(200);
    // Deemed received Wed 2 Sep (Mon 31 Aug is a bank holiday), then 12 working days.
    expect(r.json.respondBy).toBe('2026-09-18');
    const theCase = (await c.req('GET', `/api/cases/${l.caseId}`)).json;
    const sent = theCase.events.find((e: { type: string }) => e.type === 'sent');
    expect(sent).toMatchObject({
      at: '2026-08-28',
      respondBy: '2026-09-18',
      method: 'recorded',
      enclosures: ['£1 postal order (s.77/78 fee)'],
    });
    const [d] = (await deadlines(c)).filter((x) => x.letterId === l.id);
    expect(d.respondBy).toBe('2026-09-18');
    expect(d.rule).toMatch(/28 August 2026/);
    expect(d.rule).toMatch(/Interpretation Act 1978 s\.7/);
    expect(d.source).toMatch(/section 77 or 78 of the Consumer Credit Act 1974/);
  });

  it('emailed the same Friday: received that day, due Wednesday 16 September', async () => {
    const { c, id } = await signIn('friday-email@example.com');
    const l = await seedLetter(id, {
      creditor: 'Lowell Portfolio',
      account: 'LW-22',
      createdOn: '2026-08-27',
    });
    const r = await c.req('PUT', `/api/letters/${l.id}/sent`, { sentAt: '2026-08-28', method: 'email' });
    expect(r.status).toBe(200);
    expect(r.json.respondBy).toBe('2026-09-16');
  });

  it('refuses a bad method or a future date with a 400', async () => {
    const { c, id } = await signIn('bad-send@example.com');
    const l = await seedLetter(id, { creditor: 'Cabot', account: 'C-1', createdOn: daysAgo(3) });
    expect(
      (await c.req('PUT', `/api/letters/${l.id}/sent`, { sentAt: daysAgo(1), method: 'pigeon' })).status,
    ).toBe(400);
    expect(
      (await c.req('PUT', `/api/letters/${l.id}/sent`, { sentAt: '2999-01-01', method: 'post' })).status,
    ).toBe(400);
  });
});

describe('reminders, the next letter and the calendar feed', () => {
  let user: { c: Client; id: string };
  let overdue: DebtLetter;
  let answered: DebtLetter;
  let notYetDue: DebtLetter;
  let selfSentCase: string;
  const email = 'reminded@example.com';

  beforeAll(async () => {
    user = await signIn(email);
    overdue = await seedLetter(user.id, {
      creditor: 'Overdue Credit Ltd',
      account: 'OD-1',
      createdOn: daysAgo(45),
    });
    answered = await seedLetter(user.id, {
      creditor: 'Answering Bank plc',
      account: 'AB-2',
      createdOn: daysAgo(45),
    });
    notYetDue = await seedLetter(user.id, {
      creditor: 'Patient Finance',
      account: 'PF-3',
      createdOn: daysAgo(2),
    });
    for (const [l, at] of [
      [overdue, daysAgo(40)],
      [answered, daysAgo(40)],
      [notYetDue, daysAgo(1)],
    ] as const)
      expect(
        (await user.c.req('PUT', `/api/letters/${l.id}/sent`, { sentAt: at, method: 'post' })).status,
      ).toBe(200);
    // A letter the user wrote and posted themselves 30 days ago, recorded in its case: tracked the same way.
    selfSentCase = (
      await seedLetter(user.id, { creditor: 'Self Sent Ltd', account: 'SS-4', createdOn: daysAgo(25) })
    ).caseId!;
    const own = await user.c.req('POST', `/api/cases/${selfSentCase}/events`, {
      type: 'sent',
      at: daysAgo(30),
      purpose: 'cca_request',
      method: 'post',
      enclosures: ['£1 postal order (s.77/78 fee)'],
    });
    expect(own.status).toBe(201);
    expect(own.json.event.respondBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const reply = await user.c.req('POST', `/api/cases/${answered.caseId}/events`, {
      type: 'reply',
      at: daysAgo(10),
      note: 'They sent the agreement',
    });
    expect(reply.status).toBe(201);
  });

  it('lists what is open, most urgent first: the overdue letters, then the one not yet due; not the answered one', async () => {
    const list = await deadlines(user.c);
    expect(list.map((d) => d.letterId)).toEqual([overdue.id, null, notYetDue.id]);
    expect(list.map((d) => d.state)).toEqual(['overdue', 'overdue', 'waiting']);
    expect(list[0].workingDaysLeft).toBeLessThan(list[1].workingDaysLeft);
    expect(list[1]).toMatchObject({
      caseId: selfSentCase,
      title: 'Credit agreement request (s.77/78)',
      nextLetterStage: 2,
    });
    expect(list[1].source).toMatch(/section 77 or 78/);
  });

  it('only an admin runs a job, and only a job that exists', async () => {
    expect((await user.c.req('POST', '/api/admin/jobs/reminders/run')).status).toBe(403);
    const a = await admin();
    expect((await a.req('POST', '/api/admin/jobs/launch-missiles/run')).status).toBe(404);
    const cleanup = await a.req('POST', '/api/admin/jobs/cleanup/run');
    expect(cleanup.status).toBe(200);
    expect(cleanup.json.job).toBe('cleanup');
  });

  it('emails once for the overdue letter across two runs, and never for the answered or not-yet-due one', async () => {
    const a = await admin();
    const first = await a.req('POST', '/api/admin/jobs/reminders/run');
    expect(first.status).toBe(200);
    expect(first.json.result.sent).toBeGreaterThanOrEqual(1);
    const second = await a.req('POST', '/api/admin/jobs/reminders/run');
    expect(second.status).toBe(200);
    expect(second.json.result.sent).toBe(0);

    const mails = remindersTo(email).map(decodeSubject).sort();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatch(/Overdue Credit Ltd/);
    expect(mails[1]).toMatch(/Self Sent Ltd/);
    const own = (await deadlines(user.c)).find((x) => x.caseId === selfSentCase);
    expect(own?.reminderSentAt).not.toBeNull();

    const [d] = (await deadlines(user.c)).filter((x) => x.letterId === overdue.id);
    expect(d.reminderSentAt).not.toBeNull();
    expect(d.nextLetterStage).toBe(2);
    for (const other of [answered, notYetDue]) {
      const stored = await app.deps.store.getRecord(DEBT, user.id, other.id);
      expect(stored?.reminderSentAt).toBeUndefined();
    }
  });

  it('offers the next letter pre-filled from the case, and writes it for one credit', async () => {
    const draft = await user.c.req('GET', `/api/cases/${overdue.caseId}/next-letter`);
    expect(draft.status).toBe(200);
    expect(draft.json).toMatchObject({
      stage: 2,
      recipientName: 'Overdue Credit Ltd',
      accountNumber: 'OD-1',
      debtType: 'credit_card',
      previousLetterDate: daysAgo(40),
      previousLetterId: overdue.id,
    });
    expect(
      (await user.c.req('POST', `/api/cases/${overdue.caseId}/next-letter`, { recipientName: '' })).status,
    ).toBe(400);
    const made = await user.c.req('POST', `/api/cases/${overdue.caseId}/next-letter`, {
      recipientName: 'Overdue Credit Ltd',
      accountNumber: 'OD-1',
    });
    expect(made.status).toBe(201);
    expect(made.json.sequenceNumber).toBe(2);
    const letter = (await user.c.req('GET', `/api/debt-letter/${made.json.id}`)).json;
    expect(letter.status).toBe('completed');
    expect(letter.caseId).toBe(overdue.caseId);
    expect(letter.sequenceNumber).toBe(2);
    expect(letter.rebuttalText).toContain('OD-1');
    // The first letter asked for the agreement without disputing the debt: the second claims no dispute either.
    expect(letter.rebuttalText).not.toMatch(/dispute/i);
    // The signup credit is spent; a second one is refused.
    expect(
      (
        await user.c.req('POST', `/api/cases/${overdue.caseId}/next-letter`, {
          recipientName: 'Overdue Credit Ltd',
        })
      ).status,
    ).toBe(402);
  });

  it('a first letter that disputed the debt is recorded in the case, and the next letter says so', async () => {
    const u = await app.signIn('disputed@example.com', 1);
    const disputed = await seedLetter(u.id, {
      creditor: 'Disputed Cards Ltd',
      account: 'DC-5',
      createdOn: daysAgo(45),
      userNotes: 'I never opened this card.',
    });
    expect(
      (await u.c.req('PUT', `/api/letters/${disputed.id}/sent`, { sentAt: daysAgo(40), method: 'post' }))
        .status,
    ).toBe(200);
    const theCase = (await u.c.req('GET', `/api/cases/${disputed.caseId}`)).json;
    expect(theCase.events.find((e: { type: string }) => e.type === 'sent')).toMatchObject({
      purpose: 'cca_request',
      disputed: true,
    });
    const made = await u.c.req('POST', `/api/cases/${disputed.caseId}/next-letter`, {
      recipientName: 'Disputed Cards Ltd',
      accountNumber: 'DC-5',
    });
    expect(made.status).toBe(201);
    const letter = (await u.c.req('GET', `/api/debt-letter/${made.json.id}`)).json;
    expect(letter.rebuttalText).toMatch(/I have told you that I dispute this debt/);
  });

  it("another user's case is a 404 on every case route", async () => {
    const other = await signIn('nosy@example.com');
    for (const path of ['next-letter', 'escalation', 'bundle.pdf'])
      expect((await other.c.req('GET', `/api/cases/${overdue.caseId}/${path}`)).status).toBe(404);
    expect(
      (await other.c.req('POST', `/api/cases/${overdue.caseId}/next-letter`, { recipientName: 'X' })).status,
    ).toBe(404);
  });

  it('the calendar feed lists the open deadlines without a session; a revoked token is a 404', async () => {
    const issued = await user.c.req('POST', '/api/calendar/token');
    expect(issued.status).toBe(200);
    const url = new URL(issued.json.url);
    expect(url.pathname).toMatch(/^\/api\/calendar\/[0-9a-z]{25}[A-Za-z0-9_-]{43}\.ics$/);

    const anonymous = app.client();
    const feed = await anonymous.req('GET', url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/text\/calendar/);
    expect(feed.text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(feed.text).toContain('Reply due from Self Sent Ltd');
    expect(feed.text).toContain(`UID:${overdue.id}-${daysAgo(40)}@fairreply`);
    expect(feed.text).toContain(`UID:${notYetDue.id}-${daysAgo(1)}@fairreply`);
    expect(feed.text).not.toContain(answered.id);
    expect(feed.text).toContain('Reply due from Overdue Credit Ltd');

    const again = await user.c.req('POST', '/api/calendar/token');
    expect(again.json.url).not.toBe(issued.json.url);
    expect((await anonymous.req('GET', url.pathname)).status).toBe(404);
    expect((await anonymous.req('GET', new URL(again.json.url).pathname)).status).toBe(200);
    expect((await anonymous.req('GET', '/api/calendar/nonsense.ics')).status).toBe(404);
    expect((await anonymous.req('GET', `/api/calendar/${user.id}${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await anonymous.req('POST', '/api/calendar/token')).status).toBe(401);
  });
});

describe('escalation and the evidence bundle', () => {
  it('the bundle holds every document of the case in date order, after an index', async () => {
    const { c, id } = await signIn('bundle@example.com');
    await app.deps.store.setCredits(id, 5);
    const demand = await textPdf(['NORTHSTAR DEMAND ONE', 'Account NS-77', 'Pay 500 pounds now.']);
    const first = await seedLetter(id, {
      creditor: 'Northstar Credit',
      account: 'NS-77',
      createdOn: daysAgo(60),
      original: { body: demand, contentType: 'application/pdf' },
    });
    expect(
      (
        await c.req('PUT', `/api/letters/${first.id}/sent`, {
          sentAt: daysAgo(59),
          method: 'recorded',
          enclosures: ['£1 postal order (s.77/78 fee)'],
        })
      ).status,
    ).toBe(200);

    // Their second letter arrives as a two-page PDF, filed in the same case.
    const second = await PDFDocument.load(await textPdf(['NORTHSTAR FINAL DEMAND PAGE ONE']));
    const p2 = second.addPage([595, 842]);
    p2.drawText('NORTHSTAR FINAL DEMAND PAGE TWO', {
      x: 60,
      y: 760,
      size: 12,
      font: await second.embedFont(StandardFonts.Helvetica),
    });
    const secondOriginal = await seedLetter(id, {
      creditor: 'Northstar Credit',
      account: 'NS-77',
      createdOn: daysAgo(30),
      original: { body: await second.save(), contentType: 'application/pdf' },
    });
    expect(secondOriginal.caseId).toBe(first.caseId);

    // The 2nd letter of the user's sequence, written from the case and sent.
    const made = await c.req('POST', `/api/cases/${first.caseId}/next-letter`, {
      recipientName: 'Northstar Credit',
      accountNumber: 'NS-77',
    });
    expect(made.status).toBe(201);
    expect(
      (await c.req('PUT', `/api/letters/${made.json.id}/sent`, { sentAt: daysAgo(0), method: 'email' }))
        .status,
    ).toBe(200);
    // And a reply noted by hand (no document).
    await c.req('POST', `/api/cases/${first.caseId}/events`, {
      type: 'reply',
      at: daysAgo(0),
      note: 'Phone call, no letter',
    });

    const ladder = (await c.req('GET', `/api/cases/${first.caseId}/escalation`)).json;
    expect(ladder.steps.map((s: { id: string }) => s.id)).toEqual([
      'sar',
      's77-78',
      'dispute',
      's159',
      'ombudsman',
      'ico',
    ]);
    const done = Object.fromEntries(ladder.steps.map((s: { id: string; done: boolean }) => [s.id, s.done]));
    expect(done).toMatchObject({ sar: false, 's77-78': true, dispute: true, s159: false, ombudsman: false });
    expect(ladder.next).toBe('sar');
    const fos = ladder.steps.find((s: { id: string }) => s.id === 'ombudsman');
    expect(fos.title).toMatch(/Financial Ombudsman/);
    // The first letter only asked for the agreement; the complaint the eight weeks run from is the second (DISP 1.6).
    expect(fos.availableFrom).toBe(
      toIsoDate(new Date(Date.parse(`${daysAgo(0)}T12:00:00Z`) + 56 * 86_400_000)),
    );

    // Binary: fetched directly (the test client reads bodies as text).
    const r = await fetch(`${app.base}/api/cases/${first.caseId}/bundle.pdf`, {
      headers: { cookie: c.cookie },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await r.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text: pages } = await extractText(await getDocumentProxy(bytes));
    const flat = pages.map((p) => p.replace(/\s+/g, ' '));
    expect(flat[0]).toContain('Evidence bundle');
    expect(flat[0]).toContain('Northstar Credit');
    // Index: the five events in date order (received, sent, received, sent, reply).
    const order = [
      'Letter from Northstar Credit',
      'Letter to Northstar Credit',
      'Letter from Northstar Credit',
      'Letter to Northstar Credit',
      'Reply from Northstar Credit',
    ];
    let at = 0;
    for (const t of order) {
      const i = flat[0].indexOf(t, at);
      expect(i, t).toBeGreaterThan(-1);
      at = i + t.length;
    }
    // Documents in date order, each once: the first demand, our 1st letter, their two-page letter, our 2nd letter.
    const find = (needle: string) => flat.findIndex((p) => p.includes(needle));
    const demandPage = find('NORTHSTAR DEMAND ONE');
    const ourFirst = flat.findIndex((p, i) => i > demandPage && p.includes('Document 2'));
    const finalOne = find('NORTHSTAR FINAL DEMAND PAGE ONE');
    const finalTwo = find('NORTHSTAR FINAL DEMAND PAGE TWO');
    const ourSecond = flat.findIndex((p) => p.includes('Document 4'));
    expect(demandPage).toBe(1);
    expect(flat[demandPage]).toContain('Document 1');
    expect(ourFirst).toBeGreaterThan(demandPage);
    expect(flat[ourFirst]).toMatch(/credit agreement/i);
    expect(flat[ourFirst]).toMatch(/reply due/);
    expect(finalOne).toBeGreaterThan(ourFirst);
    expect(finalTwo).toBe(finalOne + 1);
    expect(ourSecond).toBeGreaterThan(finalTwo);
    expect(flat.slice(ourSecond).join(' ')).toMatch(/NS-77/);
  });
});
