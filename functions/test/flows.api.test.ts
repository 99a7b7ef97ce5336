/**
 * The debt defence flow and credit-file cleansing, through the real local runtime: required fields, one credit per
 * cleanse request under concurrency, ownership (another user's credit letter is a 404 everywhere), sending to the
 * agency (the outbox holds the message with the PDF; a wrong agency and a second send within a day are refused),
 * and the flow's letter stage coming from what the case records as sent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DebtFlowRequest, type Case, type User } from '@app/shared';
import { CASE, LEDGER } from '../src/domain/records';
import { flowInput } from '../src/http/generate-rebuttal';
import { startTestApp, type Client, type TestApp } from './app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const CLEANSE = {
  entityType: 'EDP',
  userName: 'Ann Smith',
  userAddress: '1 High Street\nLeeds\nLS1 1AA',
  userEmail: 'ann.cleanse@example.com',
  edpName: 'ANN SMITH ESTATE',
  trademarkName: '',
  trademarkNumber: '',
  trademarkClasses: '',
  feeSchedule: '',
  selectedAgencies: ['equifax', 'experian'],
  additionalInfo: 'A default from Example Bank dated March 2021 is not mine.',
};

const FLOW = {
  personalTitle: 'Ms',
  personalName: 'Ann Smith',
  entityType: 'Ms',
  entityName: '',
  creditorName: 'Northgate Recoveries Ltd',
  debtAmount: '£1,250.00',
  accountNumber: 'NR-123 456',
  debtType: 'credit_card',
  bailiffName: '',
  warrantType: '',
  warrantNumber: '',
  warrantDate: '',
  creditAgencies: ['equifax'],
  disputeReason: 'I do not recognise this account.',
  creditorEmail: '',
  userAddress: '1 High Street, Leeds, LS1 1AA',
  useStandardChallenge: true,
  useEDPChallenge: false,
  useTrustChallenge: false,
};

function outbox(): string[] {
  try {
    return readdirSync(join(app.dataDir, 'outbox')).sort();
  } catch {
    return [];
  }
}

describe('credit file cleanse: required fields (nothing spent on bad input)', () => {
  it('refuses a missing name, address, email, entity type or agency, and EDP without its name', async () => {
    const { c } = await app.signIn('cleanse-fields@example.com');
    for (const [field, value] of [
      ['userName', ''],
      ['userAddress', ''],
      ['userEmail', 'not-an-email'],
      ['entityType', 'Personal'],
      ['selectedAgencies', []],
      ['edpName', ''],
    ] as const) {
      const r = await c.req('POST', '/api/credit-file-cleanse', { ...CLEANSE, [field]: value });
      expect(r.status, field).toBe(400);
      expect(r.json.message, field).toContain(field);
    }
    // Trust needs no EDP name.
    const trust = await c.req('POST', '/api/credit-file-cleanse', {
      ...CLEANSE,
      entityType: 'Trust',
      edpName: '',
    });
    expect(trust.status).toBe(200);
    expect(await c.credits()).toBe(0);
  });

  it('refuses without a credit (402) and stores nothing', async () => {
    const { c } = await app.signIn('cleanse-broke@example.com', 0);
    const r = await c.req('POST', '/api/credit-file-cleanse', CLEANSE);
    expect(r.status).toBe(402);
    expect(r.json.message).toMatch(/No Credits Available/);
    expect((await c.req('GET', '/api/credit-cleansing-letters')).json).toEqual([]);
  });
});

describe('credit file cleanse: one credit per request', () => {
  it('two agencies cost one credit; each letter is in the user’s own name with s.159 and its 28 days', async () => {
    const { c, id } = await app.signIn('cleanse-one@example.com', 3);
    const r = await c.req('POST', '/api/credit-file-cleanse', CLEANSE);
    expect(r.status).toBe(200);
    expect(r.json.creditsSpent).toBe(1);
    expect(r.json.letters.map((l: { agency: string }) => l.agency)).toEqual(['equifax', 'experian']);
    for (const l of r.json.letters) {
      expect(Object.keys(l).sort()).toEqual(['agency', 'agencyEmail', 'id', 'letterContent']);
      expect(l.letterContent).toContain('Ann Smith');
      expect(l.letterContent).toMatch(/section 159 of the Consumer Credit Act 1974/);
      expect(l.letterContent).toMatch(/28 days/);
      // PRODUCT.md rule 5: the EDP name is on the user's copy only, never in what the agency reads.
      expect(l.letterContent).not.toContain('ANN SMITH ESTATE');
    }
    const view = (await c.req('GET', `/api/credit-cleansing-letter/${r.json.letters[0].id}`)).json;
    expect(view.userCopyNotes.join(' ')).toContain('ANN SMITH ESTATE');
    expect(await c.credits()).toBe(2);
    const spends = (await app.deps.store.listRecords(LEDGER, id)).filter((e) => e.reason === 'spend');
    expect(spends).toHaveLength(1);
    expect(spends[0].delta).toBe(-1);

    const prev = (await c.req('GET', '/api/credit-cleansing-letters')).json;
    expect(prev).toHaveLength(2);
    for (const p of prev) expect(p.letterContent.length).toBeLessThanOrEqual(200);
  });

  it('5 requests at once on 1 credit: exactly one gets its letters, the credit is taken once', async () => {
    const { c, id } = await app.signIn('cleanse-race@example.com', 1);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => c.req('POST', '/api/credit-file-cleanse', CLEANSE)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 402, 402, 402, 402]);
    expect(await c.credits()).toBe(0);
    const ledger = await app.deps.store.listRecords(LEDGER, id);
    expect(ledger.filter((e) => e.reason === 'spend')).toHaveLength(1);
    expect(ledger.reduce((sum, e) => sum + e.delta, 0)).toBe(0);
    expect((await c.req('GET', '/api/credit-cleansing-letters')).json).toHaveLength(2);
  });
});

describe('credit letters: view, edit, download, send', () => {
  let owner: Client;
  let ownerId: string;
  let ids: string[];
  beforeAll(async () => {
    ({ c: owner, id: ownerId } = await app.signIn('cleanse-owner@example.com', 5));
    const r = await owner.req('POST', '/api/credit-file-cleanse', CLEANSE);
    ids = r.json.letters.map((l: { id: string }) => l.id);
  });

  it('another user’s letter is a 404 on view, content update, download and send', async () => {
    const { c: other } = await app.signIn('cleanse-other@example.com', 5);
    const [id] = ids;
    expect((await other.req('GET', `/api/credit-cleansing-letter/${id}`)).status).toBe(404);
    expect(
      (await other.req('PUT', `/api/credit-cleansing-letter/${id}/content`, { letterContent: 'Hijack' }))
        .status,
    ).toBe(404);
    expect((await other.req('GET', `/api/credit-cleansing-letter/${id}/download`)).status).toBe(404);
    const before = outbox().length;
    expect(
      (await other.req('POST', `/api/credit-cleansing-letter/${id}/send-email`, { agency: 'equifax' }))
        .status,
    ).toBe(404);
    expect(outbox().length).toBe(before);
    // Nor through the generic letter routes.
    expect((await other.req('GET', `/api/letters/${id}`)).status).toBe(404);
    // The owner's text is untouched.
    const mine = await owner.req('GET', `/api/credit-cleansing-letter/${id}`);
    expect(mine.json.letterContent).not.toBe('Hijack');
  });

  it('a signed-out caller gets 401', async () => {
    const anon = app.client();
    expect((await anon.req('GET', `/api/credit-cleansing-letter/${ids[0]}`)).status).toBe(401);
  });

  it('saves an edit, refuses blank text, and downloads the edit named after agency and user', async () => {
    const [id] = ids;
    const blank = await owner.req('PUT', `/api/credit-cleansing-letter/${id}/content`, {
      letterContent: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toContain('Letter content cannot be empty');
    const text = 'Ann Smith\n1 High Street\n\nDear Equifax,\n\nPlease correct my file (edited).\n';
    expect(
      (await owner.req('PUT', `/api/credit-cleansing-letter/${id}/content`, { letterContent: text })).status,
    ).toBe(200);
    const view = await owner.req('GET', `/api/credit-cleansing-letter/${id}`);
    expect(view.json.letterContent).toBe(text);
    const txt = await owner.req('GET', `/api/credit-cleansing-letter/${id}/download?format=txt`);
    expect(txt.status).toBe(200);
    expect(txt.text).toBe(text);
    expect(txt.headers.get('content-disposition')).toContain('Equifax_Ann_Smith.txt');
    const pdf = await owner.req('GET', `/api/credit-cleansing-letter/${id}/download`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
  });

  it('refuses an agency the letter is not for, and sends nothing', async () => {
    const [equifaxLetter] = ids;
    const before = outbox().length;
    const r = await owner.req('POST', `/api/credit-cleansing-letter/${equifaxLetter}/send-email`, {
      agency: 'transunion',
    });
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/written to Equifax.*cannot be sent to TransUnion/);
    expect(outbox().length).toBe(before);
    expect(
      (await owner.req('POST', `/api/credit-cleansing-letter/${equifaxLetter}/send-email`, {})).status,
    ).toBe(400);
  });

  it('sends to the agency’s published address with the PDF, the user as Reply-To, and records it', async () => {
    const id = ids[1]; // the Experian letter, unedited
    const before = outbox();
    const r = await owner.req('POST', `/api/credit-cleansing-letter/${id}/send-email`, {
      agency: 'experian',
    });
    expect(r.status).toBe(200);
    expect(r.json.to).toBe('UK.DPO@experian.com');
    const added = outbox().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    const mail = await simpleParser(readFileSync(join(app.dataDir, 'outbox', added[0])));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('UK.DPO@experian.com');
    expect(mail.replyTo?.text).toContain('cleanse-owner@example.com');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['Experian_Ann_Smith.pdf']);
    expect(mail.attachments[0].content.subarray(0, 4).toString()).toBe('%PDF');

    const view = (await owner.req('GET', `/api/credit-cleansing-letter/${id}`)).json;
    expect(view.sentTo).toEqual(['experian']);
    expect(view.sent).toHaveLength(1);
    expect(view.sent[0]).toMatchObject({ method: 'email', to: 'UK.DPO@experian.com' });
    // 28 days (s.159) from the day it was emailed.
    expect(view.respondBy).toBeTruthy();
    const c = await app.deps.store.getRecord(CASE, ownerId, view.caseId);
    expect(c?.organisation).toBe('Experian');
    expect(c?.events.some((e) => e.type === 'sent' && e.letterId === id)).toBe(true);

    // A second send to the same agency within a day is refused, and nothing more goes out.
    const again = await owner.req('POST', `/api/credit-cleansing-letter/${id}/send-email`, {
      agency: 'experian',
    });
    expect(again.status).toBe(429);
    expect(again.json.message).toMatch(/already emailed to Experian/);
    expect(outbox().filter((f) => !before.includes(f))).toHaveLength(1);
  });

  it('two sends at the same moment: one goes, one is refused', async () => {
    const { c } = await app.signIn('cleanse-race-send@example.com', 1);
    const r = await c.req('POST', '/api/credit-file-cleanse', {
      ...CLEANSE,
      selectedAgencies: ['transunion'],
    });
    const id = r.json.letters[0].id;
    const before = outbox().length;
    const both = await Promise.all([
      c.req('POST', `/api/credit-cleansing-letter/${id}/send-email`, { agency: 'transunion' }),
      c.req('POST', `/api/credit-cleansing-letter/${id}/send-email`, { agency: 'transunion' }),
    ]);
    expect(both.map((x) => x.status).sort()).toEqual([200, 429]);
    expect(outbox().length).toBe(before + 1);
  });
});

describe('creditor email lookup', () => {
  it('finds a listed organisation however its name is written, with its source', async () => {
    const { c } = await app.signIn('lookup@example.com');
    for (const name of ['Lowell Financial Limited', 'LOWELL FINANCIAL LTD.', 'lowell  financial', 'Lowell']) {
      const r = await c.req('POST', '/api/find-creditor-email', { creditorName: name });
      expect(r.status, name).toBe(200);
      expect(r.json, name).toMatchObject({ found: true, primaryEmail: 'dpo@lowellgroup.co.uk' });
      expect(r.json.match.source).toMatch(/^https:\/\/lowell\.co\.uk\//);
      expect(r.json.match.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const marston = await c.req('POST', '/api/find-creditor-email', { creditorName: 'Marston Holdings Ltd' });
    expect(marston.json.primaryEmail).toBe('dpo@marstonholdings.co.uk');
  });

  it('an unknown name is found: false, never a guessed address', async () => {
    const { c } = await app.signIn('lookup2@example.com');
    for (const name of ['Acme Debt Solutions Ltd', 'Lowell Solicitors & Partners']) {
      const r = await c.req('POST', '/api/find-creditor-email', { creditorName: name });
      expect(r.json).toEqual({ found: false, primaryEmail: null, emails: [], match: null });
    }
    expect((await c.req('POST', '/api/find-creditor-email', { creditorName: 'EE' })).status).toBe(400);
    expect((await c.req('POST', '/api/find-creditor-email', {})).status).toBe(400);
  });
});

describe('debt defence flow: POST /api/generate-rebuttal', () => {
  it('requires the creditor and the address; trademark classes for EDP and TM', async () => {
    const { c } = await app.signIn('flow-fields@example.com', 5);
    const noAddress = await c.req('POST', '/api/generate-rebuttal', { ...FLOW, userAddress: '' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.json.message).toContain('userAddress');
    expect((await c.req('POST', '/api/generate-rebuttal', { ...FLOW, creditorName: '' })).status).toBe(400);
    for (const entityType of ['EDP', 'TM']) {
      const r = await c.req('POST', '/api/generate-rebuttal', { ...FLOW, entityType, disputeReason: '' });
      expect(r.status, entityType).toBe(400);
      expect(r.json.message).toMatch(/trademark classes are required/);
    }
    expect(await c.credits()).toBe(5);
  });

  it('writes a 1st letter at once for a new creditor, charges one credit and lists it on the dashboard', async () => {
    const { c } = await app.signIn('flow-first@example.com', 2);
    const r = await c.req('POST', '/api/generate-rebuttal', FLOW);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ status: 'completed', sequenceNumber: 1 });
    expect(await c.credits()).toBe(1);
    const list = (await c.req('GET', '/api/my-letters')).json;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: r.json.letterId,
      status: 'completed',
      creditorName: 'Northgate Recoveries Ltd',
      debtAmount: 1250,
      sequenceNumber: 1,
      hasContent: true,
      caseId: r.json.caseId,
    });
    const detail = (await c.req('GET', `/api/debt-letter/${r.json.letterId}`)).json;
    expect(detail.rebuttalText).toContain('Ann Smith');
    expect(detail.rebuttalText).toContain('Equifax');
  });

  it('a Scottish address gets Scotland’s council tax letter, and the page says which law and why', async () => {
    const { c } = await app.signIn('flow-scotland@example.com', 2);
    const r = await c.req('POST', '/api/generate-rebuttal', {
      ...FLOW,
      creditorName: 'Glenmorrow Council',
      debtType: 'council_tax',
      userAddress: '4 Burn Wynd\nPaisley\nPA1 1AA',
      disputeReason: 'The single person discount was not applied.',
    });
    expect(r.status).toBe(200);
    const detail = (await c.req('GET', `/api/debt-letter/${r.json.letterId}`)).json;
    expect(detail.rebuttalText).toMatch(/section 81\(4\) of the Local Government Finance Act 1992/);
    expect(detail.rebuttalText).not.toMatch(
      /section 16 of the Local Government Finance Act|Valuation Tribunal/,
    );
    expect(detail.legalBases.map((b: { id: string }) => b.id)).toContain('lgfa-1992-s81');
    expect(detail.userNotes.join(' ')).toMatch(/law of Scotland, because your address is there/);
    expect(detail.nextStep).toMatch(/First-tier Tribunal for Scotland/);
    expect(detail.jurisdiction).toBe('scotland');
  });

  it('takes its stage from what the user says they sent: a 1st letter recorded → a 2nd letter citing its date', async () => {
    const { c, id } = await app.signIn('flow-second@example.com', 3);
    const body = {
      ...FLOW,
      priorLetters: [{ sentAt: '2026-09-01', method: 'recorded', feeEnclosed: true }],
    };
    const r = await c.req('POST', '/api/generate-rebuttal', body);
    expect(r.status).toBe(200);
    expect(r.json.sequenceNumber).toBe(2);
    const theCase = await app.deps.store.getRecord(CASE, id, r.json.caseId);
    const sent = theCase!.events.filter((e) => e.type === 'sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ at: '2026-09-01', stage: 1, method: 'recorded' });
    expect((sent[0] as { enclosures: string[] }).enclosures.join()).toMatch(/£1/);
    const detail = (await c.req('GET', `/api/debt-letter/${r.json.letterId}`)).json;
    expect(detail.rebuttalText).toMatch(/1 September 2026/);

    // Telling the form again does not record the same letter twice; the same case is used.
    const again = await c.req('POST', '/api/generate-rebuttal', body);
    expect(again.json.caseId).toBe(r.json.caseId);
    const after = await app.deps.store.getRecord(CASE, id, r.json.caseId);
    expect(after!.events.filter((e) => e.type === 'sent')).toHaveLength(1);
  });

  it('a 1st and a 2nd recorded → a 3rd (final) letter', async () => {
    const { c } = await app.signIn('flow-third@example.com', 2);
    const r = await c.req('POST', '/api/generate-rebuttal', {
      ...FLOW,
      priorLetters: [
        { sentAt: '2026-08-01', method: 'post', feeEnclosed: true },
        { sentAt: '2026-09-15', method: 'recorded', feeEnclosed: false },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.json.sequenceNumber).toBe(3);
  });

  it('an unchecked bailiff reaches the engine as unchecked, never as "not found"', () => {
    const parse = (extra: object) => DebtFlowRequest.parse({ ...FLOW, bailiffName: 'John Doe', ...extra });
    const theCase = { events: [] } as unknown as Case;
    const u = { firstName: 'Ann', lastName: 'Smith', email: 'a@example.com' } as User;
    expect(flowInput(parse({}), u, theCase).bailiff).toEqual({ name: 'John Doe', verified: undefined });
    expect(flowInput(parse({ bailiffVerified: false }), u, theCase).bailiff).toEqual({
      name: 'John Doe',
      verified: false,
    });
    expect(flowInput(parse({ bailiffVerified: 'true' }), u, theCase).bailiff?.verified).toBe(true);
  });

  it('without a credit: 402 and no letter', async () => {
    const { c } = await app.signIn('flow-broke@example.com', 0);
    const r = await c.req('POST', '/api/generate-rebuttal', FLOW);
    expect(r.status).toBe(402);
    expect((await c.req('GET', '/api/my-letters')).json).toEqual([]);
  });
});
