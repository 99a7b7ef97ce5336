/**
 * GDPR challenges, ICO complaints and Pro interest through the real local runtime: validation, ownership, the ICO
 * credit under concurrent requests, and the Art 12A date on a letter written when the month ends on a bank holiday.
 */
import { GdprChallengeRequest } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGdprLetter } from '../src/kinds/gdpr';
import { buildIcoComplaint } from '../src/kinds/ico';
import { startTestApp, type TestApp } from './app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
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
const trustBody = {
  ...gdprBody,
  scenario: 'credit_agency',
  organizationName: 'Clearscore Data Ltd',
  entityType: 'Trust',
  trademarkName: 'ANN SMITH',
  trademarkNumber: 'UK00003999999',
  trademarkClasses: '35, 36, 45',
  edpName: 'Ann Smith Estate',
  specificViolations: ['Inaccurate data'],
};
const icoBody = {
  companyName: 'Northgate Recoveries Ltd',
  violationType: 'no_response',
  originalGdprDate: '2026-08-03',
  complainedToOrganisation: true,
  organisationComplaintDate: '2026-09-14',
  complaintAcknowledged: false,
};

describe('GDPR challenges', () => {
  it('needs a session and the required fields (scenario, organisation, your name)', async () => {
    expect((await app.client().req('POST', '/api/generate-gdpr-challenge', gdprBody)).status).toBe(401);
    expect((await app.client().req('GET', '/api/gdpr-letters')).status).toBe(401);
    const { c } = await app.signIn('gdpr-fields@example.com');
    const r = await c.req('POST', '/api/generate-gdpr-challenge', {
      ...gdprBody,
      scenario: undefined,
      organizationName: ' ',
      yourName: '',
    });
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/scenario/);
    expect(r.json.message).toMatch(/organizationName/);
    expect(r.json.message).toMatch(/yourName/);
    const badScenario = await c.req('POST', '/api/generate-gdpr-challenge', {
      ...gdprBody,
      scenario: 'pirates',
    });
    expect(badScenario.status).toBe(400);
    const badArticle = await c.req('POST', '/api/generate-gdpr-challenge', {
      ...gdprBody,
      selectedArticles: ['99'],
    });
    expect(badArticle.status).toBe(400);
    expect((await c.req('GET', '/api/gdpr-letters')).json).toEqual([]);
  });

  it('writes the letter in the user’s own name, keeps Trust details on their copy, files it in a case, free', async () => {
    const { c } = await app.signIn('gdpr-trust@example.com');
    const r = await c.req('POST', '/api/generate-gdpr-challenge', trustBody);
    expect(r.status).toBe(200);
    const text: string = r.json.letter;
    expect(text).toContain('Clearscore Data Ltd');
    expect(text).toContain('Ann Smith');
    // Nothing about the entity goes to the organisation.
    expect(text).not.toContain('UK00003999999');
    expect(text).not.toContain('Ann Smith Estate');
    expect(text).not.toMatch(/administrator|trademark/i);
    const view = r.json.gdprLetter;
    expect(view).toMatchObject({
      entityType: 'Trust',
      trademarkName: 'ANN SMITH',
      trademarkNumber: 'UK00003999999',
      trademarkClasses: '35, 36, 45',
      edpName: 'Ann Smith Estate',
      scenario: 'credit_agency',
      urgencyLevel: 'urgent',
      selectedArticles: ['15', '17'],
      specificViolations: ['Inaccurate data'],
      creditsSpent: 0,
    });
    expect(view.responseDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(view.deadlineRule).toMatch(/Article 12A/);
    expect(await c.credits()).toBe(1);
    const cases = (await c.req('GET', '/api/cases')).json;
    expect(cases.map((x: { organisation: string }) => x.organisation)).toContain('Clearscore Data Ltd');
    expect(view.caseId).toBe(cases[0].id);

    const list = (await c.req('GET', '/api/gdpr-letters')).json;
    expect(list).toHaveLength(1);
    expect(list[0].id).toBe(view.id);
    // The generic letter routes read the kind too.
    const txt = await c.req('GET', `/api/letters/${view.id}/download-txt`);
    expect(txt.status).toBe(200);
    expect(txt.headers.get('content-disposition')).toContain('gdpr-challenge-Clearscore_Data_Ltd.txt');
  });

  it('edits and deletes; blank text is refused; another user gets 404 for every route', async () => {
    const owner = await app.signIn('gdpr-owner@example.com');
    const other = await app.signIn('gdpr-other@example.com');
    const id = (await owner.c.req('POST', '/api/generate-gdpr-challenge', gdprBody)).json.gdprLetter.id;

    expect((await other.c.req('PUT', `/api/gdpr-letters/${id}`, { letterContent: 'mine now' })).status).toBe(
      404,
    );
    expect((await other.c.req('DELETE', `/api/gdpr-letters/${id}`)).status).toBe(404);
    expect((await other.c.req('GET', `/api/letters/${id}`)).status).toBe(404);
    expect((await other.c.req('GET', `/api/letters/${id}/download-txt`)).status).toBe(404);
    expect((await other.c.req('GET', '/api/gdpr-letters')).json).toEqual([]);
    expect((await owner.c.req('PUT', '/api/gdpr-letters/not-an-id', { letterContent: 'x' })).status).toBe(
      404,
    );

    const blank = await owner.c.req('PUT', `/api/gdpr-letters/${id}`, { letterContent: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toMatch(/Letter content cannot be empty/);
    const edited = await owner.c.req('PUT', `/api/gdpr-letters/${id}`, {
      letterContent: 'Dear DPO, edited.',
    });
    expect(edited.status).toBe(200);
    const [row] = (await owner.c.req('GET', '/api/gdpr-letters')).json;
    expect(row.letterContent).toBe('Dear DPO, edited.');
    expect(row.edited).toBe(true);
    expect(row.updatedAt >= row.createdAt).toBe(true);

    expect((await owner.c.req('DELETE', `/api/gdpr-letters/${id}`)).status).toBe(200);
    expect((await owner.c.req('GET', '/api/gdpr-letters')).json).toEqual([]);
    expect((await owner.c.req('DELETE', `/api/gdpr-letters/${id}`)).status).toBe(404);
  });
});

describe('the Art 12A date (today injected)', () => {
  it('a letter written on Mon 27 Jul 2026: the month ends on the August bank holiday weekend → Tue 1 Sep', async () => {
    const input = GdprChallengeRequest.parse(gdprBody);
    const built = await buildGdprLetter(input, new Date('2026-07-27T10:00:00Z'));
    expect(built.responseDeadline).toBe('2026-09-01');
    expect(built.letterContent).toContain('1 September 2026');
    expect(built.letterContent).not.toContain('29 August 2026');
    expect((built.letter as { deadlineRule: string }).deadlineRule).toMatch(/31 August|29 August/);
  });

  it('a working-day month end is kept as it is', async () => {
    const built = await buildGdprLetter(
      GdprChallengeRequest.parse(gdprBody),
      new Date('2026-01-29T10:00:00Z'),
    );
    expect(built.responseDeadline).toBe('2026-03-02');
  });
});

describe('ICO complaints', () => {
  it('needs a session and the required fields (company, original letter date, violation type)', async () => {
    expect((await app.client().req('POST', '/api/ico-complaint', icoBody)).status).toBe(401);
    const { c } = await app.signIn('ico-fields@example.com');
    const r = await c.req('POST', '/api/ico-complaint', {});
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/companyName/);
    expect(r.json.message).toMatch(/violationType/);
    expect(r.json.message).toMatch(/originalGdprDate/);
    const future = await c.req('POST', '/api/ico-complaint', { ...icoBody, originalGdprDate: '2999-01-01' });
    expect(future.status).toBe(400);
    const noDate = await c.req('POST', '/api/ico-complaint', { ...icoBody, organisationComplaintDate: '' });
    expect(noDate.status).toBe(400);
    expect(noDate.json.message).toMatch(/organisationComplaintDate/);
    const ackBefore = await c.req('POST', '/api/ico-complaint', {
      ...icoBody,
      complaintAcknowledged: true,
      acknowledgedDate: '2026-09-01',
    });
    expect(ackBefore.status).toBe(400);
    expect(await c.credits()).toBe(1);
  });

  it('spends 1 credit with its ledger entry, states the s.164A dates, then 402 at 0', async () => {
    const { c } = await app.signIn('ico-one@example.com');
    const r = await c.req('POST', '/api/ico-complaint', icoBody);
    expect(r.status).toBe(200);
    expect(r.json.complaintText).toContain('Northgate Recoveries Ltd');
    expect(r.json.complaintText).toContain('14 September 2026');
    expect(r.json.complaintText).toMatch(/has not acknowledged it/);
    expect(r.json.complaint).toMatchObject({
      complainedOn: '2026-09-14',
      acknowledged: false,
      creditsSpent: 1,
    });
    expect(await c.credits()).toBe(0);
    const ledger = (await c.req('GET', '/api/credit-ledger')).json.entries;
    expect(ledger[0]).toMatchObject({ delta: -1, reason: 'spend', letterId: r.json.complaint.id });

    const again = await c.req('POST', '/api/ico-complaint', icoBody);
    expect(again.status).toBe(402);
    expect(again.json.message).toMatch(/No Credits Available/);
  });

  it('five concurrent complaints on 1 credit: exactly one is stored and charged', async () => {
    const { c, id } = await app.signIn('ico-race@example.com');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => c.req('POST', '/api/ico-complaint', icoBody)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 402, 402, 402, 402]);
    expect(await c.credits()).toBe(0);
    const { ICO } = await import('../src/kinds/ico');
    expect(await app.deps.store.listRecords(ICO, id)).toHaveLength(1);
    const spends = (await c.req('GET', '/api/credit-ledger')).json.entries.filter(
      (e: { reason: string }) => e.reason === 'spend',
    );
    expect(spends).toHaveLength(1);
  });

  it('another user cannot read, edit or delete a complaint', async () => {
    const owner = await app.signIn('ico-owner@example.com');
    const other = await app.signIn('ico-other@example.com');
    const id = (await owner.c.req('POST', '/api/ico-complaint', icoBody)).json.complaint.id;
    expect((await other.c.req('GET', `/api/letters/${id}`)).status).toBe(404);
    expect((await other.c.req('PUT', `/api/letters/${id}`, { rebuttalText: 'x' })).status).toBe(404);
    expect((await other.c.req('DELETE', `/api/letters/${id}`)).status).toBe(404);
    expect((await other.c.req('GET', `/api/letters/${id}/download-txt`)).status).toBe(404);
    // Nor is it a GDPR letter for anyone.
    expect((await owner.c.req('DELETE', `/api/gdpr-letters/${id}`)).status).toBe(404);
    expect((await owner.c.req('GET', `/api/letters/${id}`)).status).toBe(200);
  });

  it('an acknowledged complaint is stated with its date; an unanswered one within 30 days says so', async () => {
    const u = {
      id: 'u',
      email: 'z@example.com',
      firstName: 'Zoe',
      lastName: 'Khan',
      credits: 1,
      isAdmin: false,
      createdAt: '',
    };
    const ack = await buildIcoComplaint(
      {
        ...icoBody,
        complaintAcknowledged: true,
        acknowledgedDate: '2026-09-20',
        violationType: 'refused',
      } as never,
      u,
      new Date('2026-11-24T10:00:00Z'),
    );
    expect(ack.complaintText).toContain('acknowledged my complaint on 20 September 2026');
    const early = await buildIcoComplaint(icoBody as never, u, new Date('2026-09-20T10:00:00Z'));
    expect(early.complaintText).toContain('the 30 days allowed for that end on 13 October 2026');
    const notSaid = await buildIcoComplaint(
      { companyName: 'X Ltd', violationType: 'delayed', originalGdprDate: '2026-08-03' } as never,
      u,
      new Date('2026-11-24T10:00:00Z'),
    );
    expect(notSaid.controllerComplaint).toBeUndefined();
    expect(notSaid.complaintText).not.toContain('I complained to');
  });
});

describe('AI Legal Shield Pro interest', () => {
  it('is stored once per user and listed for admins only', async () => {
    const { c } = await app.signIn('pro-fan@example.com');
    expect((await c.req('GET', '/api/pro-interest')).json.registered).toBe(false);
    expect((await c.req('POST', '/api/pro-interest', { note: 'email management' })).status).toBe(200);
    expect((await c.req('POST', '/api/pro-interest', { note: 'both' })).status).toBe(200);
    expect((await c.req('GET', '/api/pro-interest')).json.registered).toBe(true);
    expect((await c.req('GET', '/api/admin/pro-interest')).status).toBe(403);
    expect((await c.req('POST', '/api/pro-interest', { note: 'x'.repeat(501) })).status).toBe(400);

    const admin = app.client();
    await admin.login('admin@example.com');
    const rows = (await admin.req('GET', '/api/admin/pro-interest')).json;
    const mine = rows.filter((r: { email: string }) => r.email === 'pro-fan@example.com');
    expect(mine).toHaveLength(1);
    expect(mine[0].note).toBe('both');
  });
});
