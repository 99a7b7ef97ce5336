import { describe, expect, it } from 'vitest';
import {
  ALL_DEBT_TYPES,
  DEBT_FLOW_TYPES,
  DETECTED_DEBT_TYPES,
  DISCLAIMER,
  GDPR_ARTICLE_IDS,
  GDPR_SCENARIOS,
  GDPR_SCENARIO_IDS,
  ICO_VIOLATION_TYPES,
  STRATEGIES,
  URGENCY_LEVELS,
} from '@app/shared';
import { addMonths, formatUkDate, isLegalId } from '@app/shared/legal/index';
import {
  CREDIT_AGENCY_CONTACTS,
  auditReceivedLetter,
  composeCreditCleanseLetters,
  composeDebtLetter,
  composeGdprLetter,
  composeIcoComplaint,
  historyFor,
  letterToText,
  strategyCaution,
  validateLetter,
  type DebtLetterInput,
  type LetterDoc,
} from './index';

const DATE = '2026-03-02'; // a Monday
const base: Omit<DebtLetterInput, 'debtType' | 'stage' | 'strategy'> = {
  sender: { name: 'Jane Smith', address: '12 Elm Road\nBrackenford\nBQ1 2AB', email: 'jane@example.com' },
  recipient: { name: 'Northgate Recoveries Ltd', address: 'PO Box 100, Leeds, LS1 1AA' },
  letterDate: DATE,
};
const full: Partial<DebtLetterInput> = {
  accountNumber: 'NR-0042/7',
  amount: 1834.27,
  entityType: 'Ms',
  trustName: 'Smith Family Trust',
  edpName: 'JANE SMITH EDP',
  trademark: { number: 'UK00003912345', name: 'JANE SMITH', classes: '35, 36, 45' },
  feeSchedule: '£500 per letter',
  bailiff: { name: 'A. Agent', verified: false },
  warrant: { type: 'control', number: 'W123', date: '2026-01-10' },
  lastPaymentDate: '2018-05-01',
  userNotes: 'I moved out of the property in 2019 and told them in writing.',
};

function checkCommon(doc: LetterDoc) {
  expect(validateLetter(doc)).toEqual([]);
  for (const id of doc.legalBases) expect(isLegalId(id), id).toBe(true);
  expect(doc.responseDeadline > doc.date).toBe(true);
  expect(doc.disclaimer).toBe(DISCLAIMER);
  const text = letterToText(doc);
  expect(text).toContain(DISCLAIMER);
  expect(text).not.toMatch(/\{\{|undefined|\bnull\b|NaN|\[Name\]/);
  expect(text).not.toMatch(/\b(debt|charge|sum) is (void|null|unenforceable for ever)/i);
}

describe('every debt type × stage × strategy', () => {
  const types = ALL_DEBT_TYPES;
  it('covers the detected, trust/edp and debt-flow types', () => {
    for (const t of [...DETECTED_DEBT_TYPES, 'trust', 'edp', ...DEBT_FLOW_TYPES]) expect(types).toContain(t);
  });
  for (const debtType of types)
    for (const stage of [1, 2, 3] as const)
      for (const strategy of STRATEGIES)
        it(`${debtType} / ${stage} / ${strategy}`, () => {
          const minimal = composeDebtLetter({ ...base, debtType, stage, strategy });
          checkCommon(minimal);
          const rich = composeDebtLetter({
            ...base,
            ...full,
            debtType,
            stage,
            strategy,
            history: historyFor(stage, '2026-02-02'),
          });
          checkCommon(rich);
          expect(letterToText(rich)).toContain('NR-0042/7');
          // Own name (PRODUCT.md rule 5): strategy details only on the user's copy.
          expect(rich.senderCapacity).toBeUndefined();
          expect(letterToText(rich)).not.toMatch(
            /Smith Family Trust|JANE SMITH EDP|UK00003912345|fee schedule/i,
          );
          expect(rich.userCopyNotes?.join(' ')).toMatch(/UK00003912345/);
          if (strategy === 'trust') expect(rich.userCopyNotes?.join(' ')).toMatch(/Smith Family Trust/);
          if (strategy === 'edp') expect(rich.userCopyNotes?.join(' ')).toMatch(/JANE SMITH EDP/);
          // Stage 2/3 only with a record of the earlier letter.
          expect(minimal.stage).toBe(1);
          for (const jurisdiction of ['scotland', 'northern-ireland'] as const)
            checkCommon(
              composeDebtLetter({
                ...base,
                ...full,
                debtType,
                stage,
                strategy,
                jurisdiction,
                history: historyFor(stage, '2026-02-02'),
              }),
            );
        });
});

describe('the law fits the debt', () => {
  const bases = (debtType: string, stage: 1 | 2 | 3 = 1, extra: Partial<DebtLetterInput> = {}) =>
    composeDebtLetter({
      ...base,
      debtType,
      stage,
      strategy: 'standard',
      history: historyFor(stage, '2026-02-02'),
      ...extra,
    }).legalBases;
  it('consumer credit relies on CCA s.77/78 then s.78(6) and CONC 7.14, then FOS', () => {
    expect(bases('credit_card', 1)).toEqual(
      expect.arrayContaining(['cca-1974-s78', 'cca-1974-s78-6', 'pap-debt-claims']),
    );
    // CONC 7.14's suspension follows a dispute, not a bare request.
    expect(bases('credit_card', 1)).not.toContain('fca-conc-7-14');
    expect(bases('credit_card', 1, { userNotes: 'Not my account.' })).toContain('fca-conc-7-14');
    expect(bases('credit_card', 2, { userNotes: 'Not my account.' })).toEqual(
      expect.arrayContaining(['cca-1974-s78-6', 'fca-conc-7-14', 'fca-disp-1-6']),
    );
    expect(bases('loan', 3)).toEqual(expect.arrayContaining(['fos']));
  });
  /** A reply to an uploaded letter read as an ordinary debt, with the earlier letters of its stage on record. */
  const uploaded = (stage: 1 | 2 | 3, extra: Partial<DebtLetterInput>) =>
    composeDebtLetter({
      ...base,
      debtType: 'normal',
      stage,
      strategy: 'standard',
      history: historyFor(stage, '2026-02-02'),
      ...extra,
    });
  describe('a regulated consumer hire agreement asks under s.79, never for a credit agreement', () => {
    const HIRE =
      'Notice of sums in arrears under a regulated hire agreement. Regulated consumer hire agreement for a straight stairlift; the stairlift remains our property.';
    const hire = (stage: 1 | 2 | 3, extra: Partial<DebtLetterInput> = {}) =>
      uploaded(stage, {
        receivedText: HIRE,
        accountNumber: 'HA114769',
        amount: 212.18,
        ...extra,
      });
    it.each([1, 2, 3] as const)('stage %i: s.79 and s.79(3), not ss.77–78 or s.78(6)', (stage) => {
      const doc = hire(stage);
      checkCommon(doc);
      const text = letterToText(doc);
      expect(doc.template).toBe(`debt/consumer_credit/${stage}`);
      expect(doc.legalBases).toContain('cca-1974-s79');
      expect(doc.legalBases).not.toEqual(expect.arrayContaining([expect.stringMatching(/^cca-1974-s7[78]/)]));
      expect(text).not.toMatch(/section 7[78]|credit agreement/);
      // The Act's words: the hirer owes the owner of the goods, not a creditor.
      expect([text, doc.nextStep, ...(doc.userNotes ?? [])].join(' ')).not.toMatch(/\bcreditor\b/);
      expect(text).toMatch(stage === 1 ? /section 79 of the Consumer Credit Act/ : /section 79(\(3\))? of/);
      if (stage > 1) expect(text).toMatch(/section 79\(3\)/);
    });
    it('the first letter asks for the hire agreement, with the fee, and its period is s.79’s', () => {
      const doc = hire(1);
      expect(doc.subject).toBe('Request for a copy of the hire agreement and statement of sums due');
      expect(doc.enclosures).toContain('Postal order or cheque for the £1 statutory fee');
      expect(doc.deadlineRule).toMatch(/section 79/);
      expect(doc.nextStep).toMatch(/not a valid request under section 79/);
      expect((doc.userNotes ?? []).join(' ')).toMatch(/asks for the hire agreement/);
      const disputed = letterToText(hire(1, { disputeGround: 'not_mine' }));
      expect(disputed).toMatch(/I am the hirer under/);
      expect(disputed).toMatch(/CONC 7\.14\.1R/);
      expect(disputed).not.toMatch(/\bborrower\b/);
    });
    it('a follow-up sent before the 12 working days end tells the user when the owner must reply', () => {
      const early = hire(2, { history: historyFor(2, '2026-02-25') });
      expect((early.userNotes ?? []).join(' ')).toMatch(/The owner has until \d+ March 2026/);
    });
    it('a default notice under it gets the Protocol reply with the s.79 request', () => {
      const doc = hire(1, { received: { kind: 'default_notice' } });
      expect(doc.template).toBe('debt/consumer_credit/pap-reply');
      expect(doc.legalBases).toEqual(expect.arrayContaining(['cca-1974-s79', 'cca-1974-s87']));
      expect(letterToText(doc)).not.toMatch(/section 7[78]|credit agreement/);
      expect(doc.nextStep).toMatch(/hire agreement request/);
      expect(doc.nextStep).not.toMatch(/\bcreditor\b/);
    });
    it('a Protocol reply refers to the s.79 request already sent with the fee', () => {
      const doc = hire(1, {
        received: { kind: 'letter_of_claim' },
        history: {
          sent: [{ stage: 1, purpose: 'cca_request', sentAt: '2026-02-02', method: 'post', feePaid: true }],
        },
      });
      const text = letterToText(doc);
      expect(text).toMatch(/On 2 February 2026 I asked you, under section 79/);
      expect(text).not.toMatch(/section 7[78]|credit agreement|I enclose the statutory fee/);
      expect(doc.enclosures).not.toContain('Postal order or cheque for the £1 statutory fee');
    });
    it('hire purchase is credit: its letter stays under s.77/78', () => {
      const doc = composeDebtLetter({
        ...base,
        debtType: 'loan',
        stage: 1,
        strategy: 'standard',
        receivedText:
          'You are the hirer under hire-purchase agreement HP-2231, regulated by the Consumer Credit Act 1974.',
      });
      expect(doc.legalBases).toEqual(expect.arrayContaining(['cca-1974-s77', 'cca-1974-s78']));
      expect(doc.legalBases).not.toContain('cca-1974-s79');
    });
  });
  it("a council's housing benefit overpayment is recovered under s.75 and reg 100, with no mandatory reconsideration", () => {
    const hb = (stage: 1 | 2 | 3, receivedText: string) =>
      uploaded(stage, { recipient: { name: 'Marlby Borough Council' }, receivedText });
    const invoice = 'Housing Benefit overpayment invoice. You were overpaid housing benefit of £1,204.16.';
    for (const stage of [1, 2, 3] as const) {
      const doc = hb(stage, invoice);
      checkCommon(doc);
      expect(doc.template).toBe(`debt/benefit_overpayment/${stage}`);
      expect(doc.legalBases).toContain('ssaa-1992-s75');
      expect(doc.legalBases).not.toEqual(expect.arrayContaining(['ssaa-1992-s71']));
      expect(letterToText(doc)).not.toMatch(/mandatory reconsideration|section 71/);
      expect(doc.nextStep).not.toMatch(/(Ask for|Request) mandatory reconsideration/);
    }
    expect(hb(1, invoice).legalBases).toContain('hb-regs-2006-reg100');
    expect(letterToText(hb(1, invoice))).toMatch(/official error is not recoverable/);
    // DWP's Universal Credit overpayment keeps s.71ZB and mandatory reconsideration.
    const uc = hb(
      1,
      'Universal Credit overpayment. We have decided you were overpaid Universal Credit of £400.00.',
    );
    expect(uc.legalBases).toContain('ssaa-1992-s71zb');
    expect(uc.nextStep).toMatch(/mandatory reconsideration/);
  });
  it("HMRC's tax credits overpayment is recovered under ss.28–29 of the Tax Credits Act 2002, disputed under COP26", () => {
    const tc = (stage: 1 | 2 | 3, receivedText: string) =>
      uploaded(stage, { recipient: { name: 'HM Revenue and Customs' }, receivedText });
    const notice =
      'Tax credits overpayment: notice to pay. We paid you £1,842.60 more Working Tax Credit than you were entitled to for 2023 to 2024. Your award has ended, so you must pay this overpayment directly.';
    for (const stage of [1, 2, 3] as const) {
      const doc = tc(stage, notice);
      checkCommon(doc);
      expect(doc.template).toBe(`debt/benefit_overpayment/${stage}`);
      expect(doc.legalBases).toEqual(expect.arrayContaining(['tca-2002-s28', 'hmrc-cop26']));
      // Neither DWP's law nor a contract debt's: no s.71/71ZB, no Limitation Act, no Protocol for Debt Claims.
      expect(doc.legalBases.some((b) => /^(ssaa-|limitation-|pap-)/.test(b))).toBe(false);
      expect(letterToText(doc)).not.toMatch(/section 71|mandatory reconsideration/);
    }
    expect(tc(1, notice).legalBases).toContain('tca-2002-s29');
    expect(letterToText(tc(1, notice))).toMatch(
      /HMRC may decide that an overpayment, or part of it, is to be repaid/,
    );
    expect(tc(1, notice).nextStep).toMatch(/within 3 months .* TC846/);
    expect(letterToText(tc(3, notice))).toMatch(/Adjudicator’s Office/);
    // DWP collecting a tax credits overpayment for HMRC still answers under the 2002 Act.
    const dwp = tc(
      1,
      'Department for Work and Pensions Debt Management. Your tax credits overpayment of £620.00 has been passed to us.',
    );
    expect(dwp.legalBases).toContain('tca-2002-s28');
  });
  it('a council tax committal summons after liability orders: the orders are known, the hearing comes first', () => {
    const summons =
      "COMMITTAL SUMMONS: COUNCIL TAX\nDunmarsh Magistrates' Court has made 3 liability orders against you for unpaid council tax. The Council has therefore applied for a warrant committing you to prison. The court must first inquire, in your presence, into your means. Amount outstanding £3,799.29";
    const doc = uploaded(1, {
      debtType: 'council_tax',
      recipient: { name: 'Council of the Borough of Larkley' },
      receivedText: summons,
      received: { kind: 'summons' },
      history: { sent: [] },
    });
    const t = letterToText(doc);
    expect(t).toMatch(/liability order .* has already been made/);
    expect(t).not.toMatch(/If you are considering applying for a liability order/);
    expect(doc.userNotes?.[0]).toMatch(
      /summoned you to the magistrates' court for an inquiry into your means\. Go to the hearing/,
    );
    // A reminder before any order keeps the warning of one, and no hearing note.
    const reminder = uploaded(1, {
      debtType: 'council_tax',
      recipient: { name: 'Council of the Borough of Larkley' },
      receivedText:
        'Council tax reminder. If you do not pay, we will apply to the magistrates for a liability order.',
      history: { sent: [] },
    });
    expect(letterToText(reminder)).toMatch(/If you are considering applying for a liability order/);
    expect(reminder.userNotes?.join(' ') ?? '').not.toMatch(/inquiry into your means/);
    // An order to come ("once a liability order has been made") is not one made, and a warning of committal is no
    // summons.
    const warning = uploaded(1, {
      debtType: 'council_tax',
      recipient: { name: 'Council of the Borough of Larkley' },
      receivedText:
        'Council tax final notice. Once a liability order has been made, we may ask the court for a warrant committing you to prison after an inquiry into your means.',
      history: { sent: [] },
    });
    expect(letterToText(warning)).toMatch(/If you are considering applying for a liability order/);
    expect(warning.userNotes?.join(' ') ?? '').not.toMatch(/summoned you/);
    // The council's last letter before the hearing names the summons already sent and the sums under the orders.
    const before = uploaded(1, {
      debtType: 'council_tax',
      recipient: { name: 'Council of the Borough of Larkley' },
      receivedText:
        "On 02/12/2025 we sent you a summons to attend Larkworth Magistrates' Court for an inquiry\ninto your means. Council tax under 3 liability orders £4,433.12.",
      history: { sent: [] },
    });
    expect(letterToText(before)).toMatch(/has already been made/);
    expect(before.userNotes?.[0]).toMatch(/Go to the hearing/);
  });
  it('a mortgage shortfall after the sale is a debt without security: no possession protocol, its limits asked', () => {
    const shortfall =
      'Mortgage shortfall. Following the sale of your property at 12 Elm Road on 3 May 2019, a shortfall of £18,240.55 remains on your mortgage account.';
    for (const stage of [1, 2, 3] as const) {
      const doc = uploaded(stage, { debtType: 'mortgage', receivedText: shortfall });
      expect(doc.legalBases).not.toContain('pap-mortgage-possession');
      expect(letterToText(doc)).not.toMatch(/possession/i);
    }
    const first = uploaded(1, { debtType: 'mortgage', receivedText: shortfall });
    expect(first.legalBases).toEqual(expect.arrayContaining(['limitation-1980-s20', 'pap-debt-claims']));
    expect(letterToText(first)).toMatch(/the date of the sale and the price obtained/);
    // Arrears on a home still owned keep the possession protocol.
    const arrears = uploaded(1, {
      debtType: 'mortgage',
      receivedText: 'Your mortgage account is in arrears.',
    });
    expect(arrears.legalBases).toContain('pap-mortgage-possession');
  });
  it('a claim that rests on no contract is asked for its facts and law, never for a contract', () => {
    const civil =
      'Civil recovery demand. Our client, Brightmart Stores Ltd, seeks to recover the losses it incurred as a result of the incident of alleged shoplifting at its store. Amount claimed: £137.50.';
    for (const stage of [1] as const) {
      const t = letterToText(uploaded(stage, { receivedText: civil }));
      expect(t).toMatch(/the facts on which you say I am liable and the legal basis of the claim/);
      expect(t).not.toMatch(/contract, order or agreement/);
    }
    // The Protocol reply to a Letter of Claim for it asks the same.
    const pap = uploaded(1, {
      receivedText: `Letter of Claim. ${civil}`,
      received: { kind: 'letter_of_claim', letterDate: '2026-02-02' },
      history: { sent: [] },
    });
    expect(pap.template).toBe('debt/general/pap-reply');
    expect(letterToText(pap)).toMatch(/the facts on which you say I am liable/);
    expect(letterToText(pap)).not.toMatch(/copy of the contract or agreement/);
    // An ordinary contract debt keeps the request for the contract.
    const invoice = letterToText(
      uploaded(1, { receivedText: 'Invoice 4471 for garden maintenance, unpaid.' }),
    );
    expect(invoice).toMatch(/contract, order or agreement on which you rely/);
  });
  it('a private parking charge is not consumer credit; keeper liability is PoFA Sch.4', () => {
    const b = bases('parking', 1);
    expect(b).toEqual(expect.arrayContaining(['pofa-2012-sch4', 'pofa-2012-sch4-para9', 'popla', 'ias']));
    expect(b.some((x) => x.startsWith('cca-') || x.startsWith('fca-'))).toBe(false);
  });
  it('a council PCN goes to the tribunal under TMA 2004', () => {
    const b = bases('parking', 1, { recipient: { name: 'Calderwick Borough Council' } });
    expect(b).toEqual(expect.arrayContaining(['tma-2004-part6', 'traffic-penalty-tribunal']));
    expect(b).not.toContain('pofa-2012-sch4');
  });
  // The case's record of the s.16 notice: the follow-ups that speak of it need it (a notice states its grounds).
  const noticeOn = (stage: 1 | 2 | 3, sentAt: string) => ({
    sent: [
      { stage: 1 as const, purpose: 'dispute' as const, sentAt },
      ...(stage === 3 ? [{ stage: 2 as const, purpose: 'other' as const, sentAt }] : []),
    ],
  });
  it('council tax is statutory: s.16 LGFA, regs 23/34, no CCA', () => {
    const notice = (stage: 1 | 2 | 3) =>
      bases('council_tax', stage, {
        disputeGround: 'amount_wrong',
        ...(stage > 1 ? { history: noticeOn(stage, '2026-02-02') } : {}),
      });
    const b = [...notice(1), ...notice(2), ...notice(3)];
    expect(b).toEqual(
      expect.arrayContaining([
        'lgfa-1992-s16',
        'ct-admin-enforcement-1992-reg23',
        'ct-admin-enforcement-1992-reg34',
        'valuation-tribunal',
      ]),
    );
    expect(b.some((x) => x.startsWith('cca-'))).toBe(false);
    expect(
      composeDebtLetter({
        ...base,
        debtType: 'council_tax',
        stage: 1,
        strategy: 'standard',
        disputeGround: 'not_mine',
      }).deadlineRule,
    ).toMatch(/2 calendar months/);
  });
  it('council tax without a ground asks for the account, then for it as personal data; it never claims a notice', () => {
    const letters = ([1, 2, 3] as const).map((stage) =>
      composeDebtLetter({
        ...base,
        debtType: 'council_tax',
        stage,
        strategy: 'standard',
        history: historyFor(stage, '2026-02-02'),
      }),
    );
    for (const d of letters) {
      expect(letterToText(d)).not.toMatch(/aggrieved|notice under section 16|my notice|my dispute/);
      expect(d.legalBases).not.toContain('lgfa-1992-s16');
      expect(d.legalBases).toEqual(expect.arrayContaining(['ct-admin-enforcement-1992-reg34']));
    }
    expect(letters.map((d) => d.purpose)).toEqual(['other', 'other', 'sar']);
    expect(letters.map((d) => d.subject)).toEqual([
      'Council tax account — request for a statement and copies of the notices',
      'Council tax account — statement of the account still awaited',
      'Council tax account — subject access request for my account records',
    ]);
    expect(letters[0].deadlineRule).toMatch(/reasonable period/);
    expect(letters[2].legalBases).toEqual(expect.arrayContaining(['uk-gdpr-art-15', 'uk-gdpr-art-12A']));
    expect(letters[2].deadlineRule).toMatch(/Article 12\(3\)/);
    // A ground given later makes that letter the notice, with the tribunal's four months from it.
    const late = composeDebtLetter({
      ...base,
      debtType: 'council_tax',
      stage: 2,
      strategy: 'standard',
      history: historyFor(2, '2026-02-02'),
      disputeGround: 'not_mine',
    });
    expect(late.stage).toBe(2);
    expect(late.purpose).toBe('dispute');
    expect(letterToText(late)).toMatch(
      /written notice under section 16 .* aggrieved because I am not the person/,
    );
    expect(late.nextStep).toContain(formatUkDate(addMonths(late.date, 4)));
  });
  it('council tax after a liability order: the reply never speaks of an order still to be sought', () => {
    const ct = {
      ...base,
      debtType: 'council_tax',
      stage: 1 as const,
      strategy: 'standard' as const,
      disputeGround: 'amount_wrong' as const,
    };
    const before = letterToText(composeDebtLetter({ ...ct, received: { kind: 'council_tax_final_notice' } }));
    expect(before).toContain('If you intend to apply for a liability order');
    const after = letterToText(composeDebtLetter({ ...ct, received: { kind: 'liability_order' } }));
    expect(after).not.toContain('If you intend to apply for a liability order');
    expect(after).toContain('a liability order has already been made under regulation 34');
    expect(after).toContain('hold recovery under it');
    expect(composeDebtLetter({ ...ct, received: { kind: 'council_tax_final_notice' } }).nextStep).toContain(
      'a liability order and enforcement can follow',
    );
    const afterStep = composeDebtLetter({ ...ct, received: { kind: 'liability_order' } }).nextStep;
    expect(afterStep).not.toContain('can follow');
    expect(afterStep).toContain('With the liability order made');
    // Without a ground (a request, not a notice) the same holds.
    const asked = composeDebtLetter({
      ...ct,
      disputeGround: undefined,
      received: { kind: 'liability_order' },
    });
    expect(letterToText(asked)).not.toMatch(/If you are considering applying/);
    expect(letterToText(asked)).toContain('a liability order under regulation 34');
    expect(letterToText(asked)).toContain('has already been made');
    expect(asked.nextStep).toContain('With the liability order made');
  });
  it('council tax follow-ups in a case that holds a liability order speak of recovery under it, not of one to come', () => {
    for (const stage of [2, 3] as const) {
      const ct = {
        ...base,
        debtType: 'council_tax',
        stage,
        strategy: 'standard' as const,
        history: noticeOn(stage, '2026-02-02'),
      };
      const plain = composeDebtLetter(ct);
      const made = composeDebtLetter({ ...ct, liabilityOrderMade: true });
      expect(plain.stage).toBe(stage);
      expect(made.stage).toBe(stage);
      const said = `${letterToText(made)}\n${made.nextStep}`;
      expect(`${letterToText(plain)}\n${plain.nextStep}`).toMatch(
        /application for a liability order|apply for a liability order|liability order summons/,
      );
      expect(said).not.toMatch(
        /application for a liability order|apply for a liability order|liability order summons/,
      );
      expect(said).toMatch(/under the liability order/);
    }
  });
  it('a Single Justice Procedure Notice is a prosecution, not a fine: no conviction, no statutory declaration, no plea', () => {
    const sjpn = {
      ...base,
      debtType: 'court',
      strategy: 'standard' as const,
      recipient: { name: 'Northgate Rail Ltd' },
      amount: 193.64,
      receivedText:
        'Notice of prosecution - Single Justice Procedure. We enclose a Single Justice Procedure Notice and written charge: you are charged with an offence under Byelaw 18(1) of the Railway Byelaws. If you are convicted the magistrate will decide the fine from your income.',
      received: { kind: 'summons' as const },
    };
    for (const stage of [1, 2, 3] as const) {
      const d = composeDebtLetter({ ...sjpn, stage, history: historyFor(stage, '2026-02-20') });
      const t = letterToText(d);
      expect(d.template).toBe(`debt/prosecution/${stage}`);
      expect(t).toMatch(/Nothing in this letter is a plea or an admission of the offence/);
      expect(t).not.toMatch(/conviction|statutory declaration|I dispute|Amount demanded/);
      expect(t).toContain('Sum the prosecutor seeks: £193.64');
      expect(d.legalBases).toContain('cja-2003-s29');
      expect(d.legalBases).not.toContain('mca-1980-s14');
      expect(d.actFirst).toMatch(/^Answer the court by the date on the notice/);
      expect(d.nextStep).not.toMatch(/Answer the court/);
      expect(d.nextStep).toMatch(/the prosecutor|3rd letter/);
    }
    // Past the notice's date to answer the court, the letter does not promise to meet it; it asks where the case is.
    const late = composeDebtLetter({
      ...sjpn,
      stage: 1,
      letterDate: '2026-03-02',
      received: { kind: 'summons', respondBy: '2026-02-20' },
    });
    expect(letterToText(late)).toMatch(
      /The date the notice gave to answer the court, 20 February 2026, has passed: please tell me whether the case/,
    );
    expect(letterToText(late)).not.toMatch(/I will send my written notification/);
    expect(late.userNotes?.join(' ')).toMatch(/Contact the court today/);
    expect(late.actFirst).toMatch(
      /^The notice's date to answer the court has passed: contact the court today/,
    );
    expect(late.actFirst).not.toMatch(/Answer the court by the date on the notice/);
    // A date already passed does not "stand".
    expect(late.nextStep).toMatch(/send the 2nd letter/);
    expect(late.nextStep).not.toMatch(/stands either way/);
    const inTime = composeDebtLetter({
      ...sjpn,
      stage: 1,
      received: { kind: 'summons', respondBy: '2026-03-20' },
    });
    expect(letterToText(inTime)).toMatch(/I will send my written notification to the court by the date/);
    // Scotland has no Single Justice Procedure: the general letter, and the user is told why.
    const scots = composeDebtLetter({ ...sjpn, stage: 1, jurisdiction: 'scotland' });
    expect(scots.template).toBe('debt/general/1');
    expect(scots.userNotes?.join(' ')).toMatch(/Single Justice Procedure is England and Wales' procedure/);
    // A fine already imposed is still collected as a fine.
    expect(
      composeDebtLetter({
        ...sjpn,
        stage: 1,
        receivedText:
          'You were convicted under the Single Justice Procedure. Collection order. Fine imposed £300.',
        received: undefined,
      }).template,
    ).toBe('debt/magistrates_fine/1');
  });
  it('a speeding notice: s.172 duty acknowledged, never advised to ignore', () => {
    for (const stage of [1, 2, 3] as const) {
      const d = composeDebtLetter({ ...base, debtType: 'speeding', stage, strategy: 'standard' });
      const text = letterToText(d);
      expect(text).not.toMatch(/ignore/i);
      expect(d.nextStep).toMatch(/s\.172/);
    }
    const s1 = composeDebtLetter({ ...base, debtType: 'speeding', stage: 1, strategy: 'standard' });
    expect(s1.legalBases).toEqual(expect.arrayContaining(['rta-1988-s172', 'rtoa-1988-s1']));
    expect(letterToText(s1)).toMatch(/not a refusal/);
  });
  it('bailiffs: notice, fees, certification; unverified agent named', () => {
    const d = composeDebtLetter({
      ...base,
      debtType: 'bailiff',
      stage: 1,
      strategy: 'standard',
      bailiff: { name: 'Bob Bailiff', verified: false },
    });
    expect(d.legalBases).toEqual(
      expect.arrayContaining([
        'tcg-regs-2013-reg6-7',
        'tcg-fees-regs-2014',
        'cea-regs-2014',
        'certificated-bailiffs-register',
      ]),
    );
    expect(letterToText(d)).toMatch(/not been able to find Bob Bailiff/);
  });
  it('stage 1 consumer credit deadline is 12 working days from deemed service', () => {
    const d = composeDebtLetter({ ...base, debtType: 'credit_card', stage: 1, strategy: 'standard' });
    // posted Mon 2 Mar → deemed Wed 4 Mar → 12 working days → Fri 20 Mar
    expect(d.responseDeadline).toBe('2026-03-20');
    expect(d.deadlineRule).toMatch(/12 working days/);
    expect(d.nextStep).toMatch(/2nd letter/);
  });
});

describe('strategies (PRODUCT.md rule 5)', () => {
  it('caution names both cases for edp and trust only', () => {
    for (const s of ['edp', 'trust'] as const) {
      const c = strategyCaution(s);
      expect(c).toMatch(/Stamp v Capital Home Loans \[2024\] EWHC 1092 \(KB\)/);
      expect(c).toMatch(/R \(Kofa\) v Oldham MBC \[2024\] EWHC 685 \(Admin\)/);
    }
    expect(strategyCaution('standard')).toBe('');
  });
  it('substance is the same statutory challenge whatever the strategy', () => {
    const history = historyFor(2, '2026-02-02');
    const std = composeDebtLetter({
      ...base,
      ...full,
      history,
      debtType: 'loan',
      stage: 2,
      strategy: 'standard',
    });
    const trust = composeDebtLetter({
      ...base,
      ...full,
      history,
      debtType: 'loan',
      stage: 2,
      strategy: 'trust',
    });
    expect(trust.legalBases).toEqual(std.legalBases);
    expect(trust.userNotes?.[0]).toMatch(/Stamp v Capital Home Loans/);
    expect(letterToText(trust)).toMatch(/I write in my own name/);
    expect(letterToText(trust)).not.toMatch(/Stamp|Kofa/); // the caution is for the user, not the creditor
  });
  it('entity types: title, Ltd company, TM details', () => {
    const dr = composeDebtLetter({
      ...base,
      debtType: 'normal',
      stage: 1,
      strategy: 'standard',
      entityType: 'Dr',
    });
    expect(dr.sender.name).toBe('Dr Jane Smith');
    const ltd = composeDebtLetter({
      ...base,
      debtType: 'normal',
      stage: 1,
      strategy: 'standard',
      entityType: 'Ltd',
      companyName: 'Smith Trading Ltd',
      companyNumber: '01234567',
    });
    expect(ltd.references).toContainEqual({
      label: 'Company',
      value: 'Smith Trading Ltd (company number 01234567)',
    });
    const tm = composeDebtLetter({
      ...base,
      debtType: 'normal',
      stage: 1,
      strategy: 'standard',
      entityType: 'TM',
      trademark: { number: 'UK00003912345', classes: '35, 36, 45' },
    });
    expect(tm.references.find((r) => r.label === 'Trademark')).toBeUndefined();
    expect(tm.userCopyNotes?.join(' ')).toMatch(/UK00003912345.*35, 36, 45/);
  });
});

describe('statute-barred check in the letter', () => {
  it('adds the paragraph and the user warning when over six years', () => {
    const d = composeDebtLetter({
      ...base,
      debtType: 'credit_card',
      stage: 1,
      strategy: 'standard',
      lastPaymentDate: '2019-01-15',
      defaultNoticeDate: '2019-02-01',
    });
    expect(d.template).toBe('debt/consumer_credit/statute-barred');
    expect(d.legalBases).toEqual(expect.arrayContaining(['limitation-1980-s5', 'fca-conc-7-15']));
    expect(letterToText(d)).toMatch(/is therefore out of time under section 5 of the Limitation Act 1980/);
    expect(d.userNotes?.join(' ')).toMatch(/starts it again/);
  });
  it('Scotland: prescription after five years', () => {
    const d = composeDebtLetter({
      ...base,
      debtType: 'loan',
      stage: 1,
      strategy: 'standard',
      lastPaymentDate: '2020-06-01',
      jurisdiction: 'scotland',
    });
    expect(d.legalBases).toContain('prescription-scotland-1973-s6');
  });
  it('not yet barred: no paragraph, but the user is told when', () => {
    const d = composeDebtLetter({
      ...base,
      debtType: 'loan',
      stage: 1,
      strategy: 'standard',
      lastPaymentDate: '2022-06-01',
    });
    expect(d.legalBases).not.toContain('limitation-1980-s5');
    expect(d.userNotes?.join(' ')).toMatch(/1 June 2028/);
  });
});

describe('auditReceivedLetter', () => {
  it('Letter of Claim without the forms', () => {
    const f = auditReceivedLetter(
      'LETTER BEFORE CLAIM\nThis letter is sent in accordance with the Pre-Action Protocol for Debt Claims. Pay £500 within 30 days.',
      'debt_collection',
    );
    expect(f.map((x) => x.id)).toEqual(['pap-missing-forms']);
    expect(f[0].paragraph).toMatch(/Reply Form/);
  });
  it('a compliant Letter of Claim raises nothing', () => {
    expect(
      auditReceivedLetter(
        'LETTER BEFORE CLAIM. We enclose an Information Sheet, a Reply Form and a Financial Statement form.',
        'debt_collection',
      ),
    ).toEqual([]);
  });
  it('bailiff fees above the regulations', () => {
    const f = auditReceivedLetter(
      'NOTICE OF ENFORCEMENT\nAmount owed to Council £800.00\nCompliance stage fee £110.00\nEnforcement stage fee £310.00\nBalance £1,220.00',
      'bailiff',
    );
    expect(f.map((x) => x.id)).toEqual(['bailiff-compliance-fee', 'bailiff-enforcement-fee']);
    expect(f[0].paragraph).toMatch(/£35\.00/);
  });
  it('a future enforcement fee at the lawful rate is not flagged', () => {
    const text =
      'NOTICE OF ENFORCEMENT\nAmount owed to Calderwick Council (penalty charge) £115.00\nCompliance stage fee £75.00\nIf this happens, an enforcement stage fee of £235.00 will be added, plus 7.5%';
    expect(auditReceivedLetter(text, 'bailiff')).toEqual([]);
  });
  it('late Notice to Keeper (ANPR)', () => {
    const text =
      'PARKING CHARGE NOTICE\nThis notice is issued to the registered keeper.\nDate of Issue: 20 Nov 2025\nDate of event: 02 Nov 2025\nSchedule 4 of the Protection of Freedoms Act 2012';
    const f = auditReceivedLetter(text, 'parking');
    expect(f.map((x) => x.id)).toEqual(['pofa-ntk-late']);
    expect(f[0].paragraph).toMatch(/16 November 2025/);
  });
  it('timely Notice to Keeper raises nothing', () => {
    const text =
      'PARKING CHARGE NOTICE\nregistered keeper\nDate of Issue: 12 Nov 2025\nDate of event: 02 Nov 2025';
    expect(auditReceivedLetter(text, 'parking')).toEqual([]);
  });
  it('feeds findings into the reply', () => {
    const d = composeDebtLetter({
      ...base,
      debtType: 'bailiff',
      stage: 1,
      strategy: 'standard',
      receivedText: 'Notice of Enforcement. Compliance fee £90.00',
    });
    expect(letterToText(d)).toMatch(/compliance stage fee of £90\.00/);
    checkCommon(d);
  });
});

describe('GDPR challenge letters', () => {
  const req = {
    organizationName: 'Acme Collections Ltd',
    organizationAddress: '1 Data Street, Leeds, LS2 2BB',
    yourName: 'Jane Smith',
    yourAddress: '12 Elm Road, Brackenford, BQ1 2AB',
    yourEmail: 'jane@example.com',
    entityType: 'Personal' as const,
    edpName: '',
    trademarkName: '',
    trademarkNumber: '',
    trademarkClasses: '',
    selectedArticles: [] as string[],
    specificViolations: [] as string[],
    dataTypes: '',
    timeframe: '',
    previousContact: '',
    evidenceDescription: '',
    urgencyLevel: 'normal' as const,
    additionalInfo: '',
  };
  for (const scenario of GDPR_SCENARIO_IDS)
    for (const urgencyLevel of URGENCY_LEVELS)
      it(`${scenario} / ${urgencyLevel}`, () => {
        const d = composeGdprLetter(
          {
            ...req,
            scenario,
            urgencyLevel,
            specificViolations: [...GDPR_SCENARIOS[scenario].violations],
            entityType: urgencyLevel === 'critical' ? 'Trust' : 'Personal',
            edpName: 'JS EDP',
            trademarkNumber: 'UK00003912345',
          },
          new Date(`${DATE}T10:00:00Z`),
        );
        checkCommon(d);
        expect(d.legalBases).toEqual(
          expect.arrayContaining(['uk-gdpr-art-12(3)', 'uk-gdpr-art-12A', 'dpa-2018-s164a', 'dpa-2018-s165']),
        );
        expect(d.legalBases).not.toContain('uk-gdpr-art-77');
        // posted Mon 2 Mar → received Wed 4 Mar → one month → Sat 4 Apr; Easter Monday 6 Apr → Tue 7 Apr
        expect(d.responseDeadline).toBe('2026-04-07');
      });
  it('any subset of the ten articles', () => {
    for (let mask = 1; mask < 1 << GDPR_ARTICLE_IDS.length; mask += 37) {
      const selected = GDPR_ARTICLE_IDS.filter((_, i) => mask & (1 << i));
      const d = composeGdprLetter(
        { ...req, scenario: 'bank', selectedArticles: selected },
        new Date(`${DATE}T10:00:00Z`),
      );
      checkCommon(d);
      // Article 22 was replaced by Articles 22A–22D (DUAA 2025): the '22' choice cites Article 22C's safeguards.
      for (const a of selected) expect(d.legalBases).toContain(`uk-gdpr-art-${a === '22' ? '22C' : a}`);
    }
  });
  it('trust letters keep the rights personal', () => {
    const d = composeGdprLetter(
      { ...req, scenario: 'council', entityType: 'Trust', edpName: 'JS EDP' },
      new Date(`${DATE}T10:00:00Z`),
    );
    expect(letterToText(d)).toMatch(/my own rights as a living individual/);
  });
});

describe('ICO complaints', () => {
  for (const violationType of ICO_VIOLATION_TYPES)
    it(violationType, () => {
      const d = composeIcoComplaint(
        {
          companyName: 'Acme Collections Ltd',
          companyAddress: '',
          companyResponse: violationType === 'refused' ? 'They said my request was excessive.' : '',
          violationType,
          originalGdprDate: '2026-01-05',
          attachedGdprLetter: '',
          evidenceDescription: 'Proof of posting',
          userName: 'Jane Smith',
          userEmail: 'jane@example.com',
          userAddress: '12 Elm Road, Brackenford',
        },
        new Date(`${DATE}T10:00:00Z`),
      );
      checkCommon(d);
      expect(d.recipient.name).toBe("Information Commissioner's Office");
      expect(d.legalBases).toEqual(expect.arrayContaining(['dpa-2018-s165']));
      // No complaint to the organisation is recorded, so the letter claims none.
      expect(letterToText(d)).not.toMatch(/164A/);
      expect(d.userNotes?.[0]).toMatch(/complained to the organisation first/);
    });
  it('quotes the original letter without validating its citations', () => {
    const d = composeIcoComplaint(
      {
        companyName: 'Acme',
        companyAddress: '',
        companyResponse: '',
        violationType: 'no_response',
        originalGdprDate: '2026-01-05',
        attachedGdprLetter: 'Under the Imaginary Act 1999 I ask for my data.',
        evidenceDescription: '',
        userName: 'Jane Smith',
      },
      new Date(`${DATE}T10:00:00Z`),
    );
    expect(validateLetter(d)).toEqual([]);
    // request 5 Jan 2026 → received Wed 7 Jan → 7 Feb is a Saturday → Mon 9 Feb
    expect(letterToText(d)).toMatch(/9 February 2026/);
  });
});

describe('credit file cleansing', () => {
  const req = {
    entityType: 'EDP' as const,
    userName: 'Jane Smith',
    userAddress: '12 Elm Road, Brackenford, BQ1 2AB',
    userEmail: 'jane@example.com',
    edpName: 'JANE SMITH EDP',
    trademarkName: 'JANE SMITH',
    trademarkNumber: 'UK00003912345',
    trademarkClasses: '35, 36, 45',
    feeSchedule: '',
    selectedAgencies: ['equifax', 'experian', 'transunion'] as ('equifax' | 'experian' | 'transunion')[],
    additionalInfo: '',
  };
  it('one letter per agency with its real address and email', () => {
    const out = composeCreditCleanseLetters(req, new Date(`${DATE}T10:00:00Z`));
    expect(out.map((o) => o.agency)).toEqual(['equifax', 'experian', 'transunion']);
    for (const o of out) {
      checkCommon(o.letter);
      const c = CREDIT_AGENCY_CONTACTS[o.agency];
      expect(o.agencyEmail).toBe(c.emailVerified ? c.email : '');
      expect(o.letter.recipient.addressLines.join(' ')).toMatch(/PO Box/);
      expect(o.letter.legalBases).toEqual(
        expect.arrayContaining(['uk-gdpr-art-15', 'uk-gdpr-art-16', 'uk-gdpr-art-18', 'cca-1974-s159']),
      );
      expect(o.letter.responseDeadline).toBe('2026-04-07');
    }
    expect(out[0].letter.recipient.addressLines).toContain('LE3 4FS');
  });
  it('disputed entries turn the letter into a s.159 notice with 28 days', () => {
    const [o] = composeCreditCleanseLetters(
      {
        ...req,
        entityType: 'Trust',
        selectedAgencies: ['experian'],
        additionalInfo: 'A default from Acme Bank dated March 2020 is not mine.',
      },
      new Date(`${DATE}T10:00:00Z`),
    );
    checkCommon(o.letter);
    expect(o.letter.responseDeadline).toBe('2026-04-01');
    expect(letterToText(o.letter)).toMatch(/notice under section 159/);
  });
});

describe('golden letters', () => {
  const golden: [string, LetterDoc][] = [
    [
      'debt-credit_card-1-standard',
      composeDebtLetter({
        ...base,
        debtType: 'credit_card',
        stage: 1,
        strategy: 'standard',
        accountNumber: '4929000011112222',
        amount: 2796.06,
        entityType: 'Miss',
      }),
    ],
    [
      'debt-debt_collection-2-trust',
      composeDebtLetter({
        ...base,
        ...full,
        debtType: 'debt_collection',
        stage: 2,
        strategy: 'trust',
        history: {
          sent: [{ stage: 1, purpose: 'cca_request', sentAt: '2026-02-02', method: 'post', feePaid: true }],
        },
      }),
    ],
    [
      'debt-loan-3-edp',
      composeDebtLetter({
        ...base,
        debtType: 'loan',
        stage: 3,
        strategy: 'edp',
        entityType: 'EDP',
        edpName: 'JANE SMITH EDP',
        accountNumber: 'L-55',
        amount: 4100,
        history: {
          sent: [
            { stage: 1, purpose: 'cca_request', sentAt: '2026-01-05', method: 'recorded', feePaid: true },
            { stage: 2, purpose: 'complaint', sentAt: '2026-02-02', method: 'recorded' },
          ],
        },
      }),
    ],
    [
      'debt-credit_card-pap-reply',
      composeDebtLetter({
        ...base,
        debtType: 'credit_card',
        stage: 3,
        strategy: 'standard',
        accountNumber: 'NR-55321',
        amount: 2796.06,
        disputeGround: 'amount_wrong',
        history: { sent: [] },
        received: { kind: 'letter_of_claim', letterDate: '2026-02-20' },
        receivedText:
          'LETTER OF CLAIM. We enclose an Information Sheet, a Reply Form and a Financial Statement.',
      }),
    ],
    [
      'debt-normal-statute-barred',
      composeDebtLetter({
        ...base,
        debtType: 'normal',
        stage: 1,
        strategy: 'standard',
        accountNumber: 'AC-77',
        amount: 640,
        lastPaymentDate: '2019-06-30',
      }),
    ],
    [
      'debt-parking-1-standard',
      composeDebtLetter({
        ...base,
        debtType: 'parking',
        stage: 1,
        strategy: 'standard',
        accountNumber: '54B5312441',
        amount: 100,
        recipient: { name: 'Bayfield Car Park Control Ltd' },
        receivedText:
          'PARKING CHARGE NOTICE registered keeper Date of Issue: 20 Nov 2025 Date of event: 02 Nov 2025',
      }),
    ],
    [
      'debt-council_tax-2-standard',
      composeDebtLetter({
        ...base,
        debtType: 'council_tax',
        stage: 2,
        strategy: 'standard',
        accountNumber: 'CT-889',
        amount: 1432.1,
        history: historyFor(2, '2025-12-15'),
        recipient: { name: 'Borough of Eastmere Council' },
      }),
    ],
    [
      'debt-bailiff-3-standard',
      composeDebtLetter({
        ...base,
        debtType: 'bailiff',
        stage: 3,
        strategy: 'standard',
        accountNumber: 'ICE0572429',
        amount: 190,
        history: {
          sent: [
            { stage: 1, sentAt: '2026-02-09' },
            { stage: 2, sentAt: '2026-02-20' },
          ],
        },
        bailiff: { name: 'Ironbridge Civil Enforcement Ltd', verified: true },
      }),
    ],
    [
      'debt-speeding-1-standard',
      composeDebtLetter({
        ...base,
        debtType: 'speeding',
        stage: 1,
        strategy: 'standard',
        accountNumber: 'NIP/2026/001',
        recipient: { name: 'Central Ticket Office' },
      }),
    ],
    [
      'gdpr-debt_collection-urgent',
      composeGdprLetter(
        {
          scenario: 'debt_collection',
          organizationName: 'Acme Collections Ltd',
          organizationAddress: '',
          yourName: 'Jane Smith',
          yourAddress: '12 Elm Road',
          yourEmail: '',
          entityType: 'Personal',
          edpName: '',
          trademarkName: '',
          trademarkNumber: '',
          trademarkClasses: '',
          selectedArticles: ['15', '17'],
          specificViolations: ['No lawful basis'],
          dataTypes: 'contact details and account history',
          timeframe: '2019 to 2026',
          previousContact: '',
          evidenceDescription: '',
          urgencyLevel: 'urgent',
          additionalInfo: '',
        },
        new Date(`${DATE}T10:00:00Z`),
      ),
    ],
    [
      'ico-incomplete',
      composeIcoComplaint(
        {
          companyName: 'Acme Collections Ltd',
          companyAddress: '1 Data Street, Leeds',
          companyResponse: 'Sent two pages only.',
          violationType: 'incomplete',
          originalGdprDate: '2026-01-05',
          attachedGdprLetter: '',
          evidenceDescription: '',
          userName: 'Jane Smith',
        },
        new Date(`${DATE}T10:00:00Z`),
      ),
    ],
    [
      'cleanse-equifax',
      composeCreditCleanseLetters(
        {
          entityType: 'Trust',
          userName: 'Jane Smith',
          userAddress: '12 Elm Road, Brackenford',
          userEmail: 'jane@example.com',
          edpName: '',
          trademarkName: '',
          trademarkNumber: '',
          trademarkClasses: '',
          feeSchedule: '',
          selectedAgencies: ['equifax'],
          additionalInfo: '',
        },
        new Date(`${DATE}T10:00:00Z`),
      )[0].letter,
    ],
  ];
  for (const [name, doc] of golden)
    it(name, () => {
      checkCommon(doc);
      expect(letterToText(doc)).toMatchSnapshot();
      expect({
        legalBases: doc.legalBases,
        responseDeadline: doc.responseDeadline,
        deadlineRule: doc.deadlineRule,
        nextStep: doc.nextStep,
      }).toMatchSnapshot();
    });
});

describe('the general reply says the user disputes the sum only when the user has said so', () => {
  const general = (extra: Partial<DebtLetterInput>) =>
    composeDebtLetter({
      ...base,
      debtType: 'normal',
      stage: 1,
      strategy: 'standard',
      accountNumber: 'FS-2231',
      amount: 64.1,
      history: { sent: [] },
      ...extra,
    });
  it('without a ground or the user’s words it asks for evidence, disputes nothing, and tells the user why', () => {
    const d = general({});
    const t = letterToText(d);
    expect(t).toMatch(/Before I respond to it, I ask you to provide evidence that the sum is owed by me/);
    expect(t).not.toMatch(/I dispute|do not accept that this sum is owed|disputed and unproven/);
    expect(d.purpose).toBe('other');
    expect(d.userNotes?.join(' ')).toMatch(/without saying that you dispute it/);
  });
  it('with a ground it says why; with the user’s own words it points to them', () => {
    expect(letterToText(general({ disputeGround: 'already_paid' }))).toMatch(
      /I dispute this sum because I have already paid it/,
    );
    const own = general({ userNotes: 'I cancelled the order before it was delivered.' });
    expect(letterToText(own)).toMatch(
      /I dispute this sum, for the reasons set out at the end of this letter/,
    );
    expect(own.purpose).toBe('dispute');
  });
  it('records whether it disputes; a reply that takes no dispute either way (a prosecution) records nothing', () => {
    expect(general({}).disputes).toBe(false);
    expect(general({ userNotes: 'I cancelled the order.' }).disputes).toBe(true);
    const sjpn = general({
      debtType: 'court',
      receivedText:
        'Notice of prosecution - Single Justice Procedure. We enclose a Single Justice Procedure Notice and written charge.',
      received: { kind: 'summons' },
    });
    expect(sjpn.template).toBe('debt/prosecution/1');
    expect(sjpn).not.toHaveProperty('disputes');
  });
  it('a follow-up to an evidence request does not claim the first letter disputed the debt', () => {
    const t = letterToText(
      general({ stage: 2, history: { sent: [{ stage: 1, sentAt: '2026-01-12', purpose: 'other' }] } }),
    );
    expect(t).toMatch(/I wrote to you on 12 January 2026 about reference FS-2231, asking for the documents/);
    expect(t).not.toMatch(/disputing|remains disputed/);
  });
});

describe('other first letters ask how a sum is made up unless the user disputes it', () => {
  for (const [debtType, disputed] of [
    ['rent_arrears', /I dispute the sum claimed/],
    ['child_maintenance', /I dispute the arrears shown/],
    ['nhs_charges', /I dispute that this charge is due/],
    ['gas_electric', /I dispute the amount/],
    [
      'student_loan',
      /I dispute the sum or the way it is being collected because the amount you claim is wrong/,
    ],
    ['business_rates', /I dispute that this amount is correctly due because the amount you claim is wrong/],
  ] as const)
    it(debtType, () => {
      const input = {
        ...base,
        debtType,
        stage: 1 as const,
        strategy: 'standard' as const,
        history: { sent: [] },
      };
      expect(letterToText(composeDebtLetter(input))).not.toMatch(/I dispute/);
      expect(letterToText(composeDebtLetter({ ...input, disputeGround: 'amount_wrong' }))).toMatch(disputed);
    });
});

describe("a mortgage lender's letter before a possession claim", () => {
  const possession = (receivedText: string) =>
    composeDebtLetter({
      ...base,
      debtType: 'mortgage',
      stage: 1,
      strategy: 'standard',
      accountNumber: 'SC8808650',
      amount: 2527.45,
      history: { sent: [] },
      received: { kind: 'letter_of_claim', letterDate: '2026-02-20' },
      receivedText,
    });
  it('is answered under the mortgage arrears protocol, not the Debt Claims protocol', () => {
    const d = possession(
      'POSSESSION PROCEEDINGS: PRE-ACTION PROTOCOL LETTER. Your loan is secured by a second charge over your home. We are writing in line with the Pre-Action Protocol for Possession Claims based on Mortgage Arrears.',
    );
    const text = letterToText(d);
    expect(d.template).toBe('debt/mortgage/1');
    expect(text).toMatch(/Pre-Action Protocol for Possession Claims based on Mortgage Arrears/);
    expect(text).not.toMatch(/Pre-Action Protocol for Debt Claims|Reply Form/);
    expect(d.userNotes?.[0]).toMatch(/no Reply Form and no 30-day reply period/);
    expect(d.userNotes?.join(' ')).not.toMatch(/30 days to reply to the Letter of Claim/);
    // Called a letter before claim, it is still no Debt Claims letter: the protocol's forms are not asked for.
    const called = letterToText(
      possession(
        'LETTER BEFORE CLAIM FOR POSSESSION. Your loan is secured by a second charge over your home.',
      ),
    );
    expect(called).not.toMatch(/Pre-Action Protocol for Debt Claims|Reply Form/);
  });
  it('a shortfall after the sale of the home is a debt claim: the Debt Claims protocol reply', () => {
    const d = possession(
      'LETTER OF CLAIM. Your home was sold and a mortgage shortfall of £2,527.45 remains. We enclose an Information Sheet and a Reply Form.',
    );
    expect(d.template).toBe('debt/mortgage/pap-reply');
    expect(d.subject).toMatch(/Pre-Action Protocol for Debt Claims/);
  });
});
