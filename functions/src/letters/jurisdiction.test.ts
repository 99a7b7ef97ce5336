import { getLegal } from '@app/shared/legal/index';
import type { Jurisdiction } from '@app/shared/legal/limitation';
import { describe, expect, it } from 'vitest';
import { composeDebtLetter } from './debt';
import { jurisdictionOfAddress, jurisdictionOfLetter, summaryWarrantGranted } from './jurisdiction';
import { DEBT_TYPE_GROUP } from './templates/debt';
import { letterToText } from './text';
import type { DebtLetterInput, LetterDoc } from './types';
import { validateLetter } from './validate';

describe('jurisdictionOfLetter', () => {
  it("reads Scottish and Northern Irish law from the letter's own statutory words", () => {
    expect(jurisdictionOfLetter('Land & Property Services. Your domestic rates are overdue.')).toBe(
      'northern-ireland',
    );
    expect(
      jurisdictionOfLetter('CHARGE FOR PAYMENT. Debtors (Scotland) Act 1987, section 90. Sheriff Officer'),
    ).toBe('scotland');
    expect(
      jurisdictionOfLetter('Council tax reminder. We may apply to the magistrates for a liability order.'),
    ).toBe('england-wales');
    // A Scottish low emission zone's penalty: never London Tribunals or the Traffic Penalty Tribunal.
    const lez =
      'LOW EMISSION ZONE PENALTY CHARGE NOTICE. Penalty charges are payable under the Transport (Scotland) Act 2019 and the Low Emission Zones (Scotland) Regulations 2021.';
    expect(jurisdictionOfLetter(lez)).toBe('scotland');
  });
  it('a Northern Irish rates letter is not answered under the Protocol or the Limitation Act 1980', () => {
    const t = letterToText(
      composeDebtLetter({
        debtType: 'council_tax',
        stage: 1,
        strategy: 'standard',
        sender: { name: 'Jane Walker', address: '1 High St, Belfast, BT1 1AA' },
        recipient: { name: 'Land & Property Services', address: 'PO Box 1, Belfast, BT1 2AA' },
        amount: 450.12,
        accountNumber: '250 118 9662',
        receivedText: 'Land & Property Services\nDomestic rates reminder. Amount overdue £450.12.',
        letterDate: '2026-11-27',
        history: { sent: [] },
      }),
    );
    expect(t).toMatch(/Limitation \(Northern Ireland\) Order 1989/);
    expect(t).not.toMatch(/Pre-Action Protocol|Limitation Act 1980|Council Tax \(Administration/);
  });
});

describe('jurisdictionOfAddress', () => {
  it('reads the law of the home from the postcode', () => {
    expect(jurisdictionOfAddress('4 Burn Wynd, Paisley PA1 1AA')).toBe('scotland');
    expect(jurisdictionOfAddress('12 Castle St\nEdinburgh\nEH1 2DP')).toBe('scotland');
    expect(jurisdictionOfAddress('1 High St, Belfast, BT1 1AA')).toBe('northern-ireland');
    expect(jurisdictionOfAddress('2 Quay Rd, Berwick-upon-Tweed TD15 1HE')).toBe('england-wales');
    expect(jurisdictionOfAddress('12 Elm Road, Leeds LS1 1AA')).toBe('england-wales');
    expect(jurisdictionOfAddress('12 Elm Road, Leeds')).toBeUndefined();
  });
});

describe('summaryWarrantGranted', () => {
  it('tells a warrant granted from one the council may seek', () => {
    expect(summaryWarrantGranted('The sheriff granted a summary warrant on 3 May 2026.')).toBe(true);
    expect(
      summaryWarrantGranted('COUNCIL TAX - SUMMARY WARRANT NOTICE\nBalance at summary warrant £1,210'),
    ).toBe(true);
    expect(
      summaryWarrantGranted(
        'If you do not pay within 14 days we will apply to the sheriff for a summary warrant.',
      ),
    ).toBe(false);
  });
});

/** Every group's reply, at every stage, under Scots and Northern Irish law. */
function everyReply(jurisdiction: Jurisdiction, receivedText?: string) {
  const kinds: [string, Partial<DebtLetterInput>][] = [
    ...Object.keys(DEBT_TYPE_GROUP).map((debtType): [string, Partial<DebtLetterInput>] => [debtType, {}]),
    ['parking', { parkingKind: 'council' }],
  ];
  const out: { label: string; doc: LetterDoc }[] = [];
  for (const [debtType, extra] of kinds)
    for (const stage of [1, 2, 3] as const) {
      const sent = [
        { stage: 1 as const, sentAt: '2026-08-03' },
        { stage: 2 as const, sentAt: '2026-09-07' },
      ].slice(0, stage - 1);
      const doc = composeDebtLetter({
        debtType,
        stage,
        strategy: 'standard',
        sender: { name: 'Morag Reid', address: '4 Burn Wynd\nKilbrannan\nPA20 4XY' },
        recipient: { name: 'Glenmorrow Council', address: 'PO Box 9, Kilbrannan, PA20 1AA' },
        accountNumber: 'GC-55120',
        amount: 318.4,
        letterDate: '2026-11-27',
        history: { sent },
        jurisdiction,
        receivedText,
        ...extra,
      });
      out.push({
        label: `${jurisdiction} ${debtType}${extra.parkingKind ? ' (council)' : ''} / ${stage}`,
        doc,
      });
    }
  return out;
}

/** Law of England and Wales named in a letter's text (PoFA only to say it does not apply). */
const EW_ONLY_TEXT =
  /Taking Control of Goods|Limitation Act 1980|Pre-Action Protocol|Council Tax \(Administration and Enforcement\) Regulations|section 16 of the Local Government Finance Act|Valuation Tribunal|magistrates|Traffic Management Act|Traffic Penalty Tribunal|London Tribunals|Courts Act 2003|Non-Domestic Rating|Criminal Justice Act 2003|Single Justice Procedure/i;
/** Great Britain's law, not Northern Ireland's. */
const GB_ONLY_TEXT =
  /Road Traffic Act 1988|Road Traffic Offenders Act 1988|Social Security Administration Act 1992|Child Support Act 1991/;
/**
 * Northern Ireland's own social security and child support law is not in the catalogue yet: those letters still
 * cite Great Britain's Acts, and say so to the user (groupInJurisdiction's note).
 */
const NI_NOT_YET = /^debt\/(benefit_overpayment|child_maintenance)\//;

describe('no letter under Scots or Northern Irish law cites law that does not run there', () => {
  for (const jurisdiction of ['scotland', 'northern-ireland'] as const)
    for (const text of [
      undefined,
      'The sheriff granted a summary warrant on 3 May 2026.',
      'We enclose a Single Justice Procedure Notice and written charge.',
    ])
      it(`${jurisdiction}${text ? `, answering: ${text}` : ''}`, () => {
        for (const { label, doc } of everyReply(jurisdiction, text)) {
          if (doc.template.includes('council_tax'))
            expect(letterToText(doc), label).not.toMatch(/liability order/i);
          const foreign = doc.legalBases.filter((id) => {
            const j = getLegal(id)?.jurisdictions;
            return j && !j.includes(jurisdiction);
          });
          if (jurisdiction === 'northern-ireland' && NI_NOT_YET.test(doc.template)) {
            expect(doc.userNotes?.join(' '), label).toMatch(/Northern Ireland has its own law/);
            continue;
          }
          // The one exception: a private parking reply saying Schedule 4 to PoFA 2012 does not apply here.
          const allowed = doc.template.startsWith('debt/parking_private/') ? ['pofa-2012-sch4'] : [];
          expect(
            foreign.filter((id) => !allowed.includes(id)),
            label,
          ).toEqual([]);
          expect(doc.paragraphs.join('\n'), label).not.toMatch(EW_ONLY_TEXT);
          if (jurisdiction === 'northern-ireland')
            expect(doc.paragraphs.join('\n'), label).not.toMatch(GB_ONLY_TEXT);
          expect(validateLetter(doc), label).toEqual([]);
        }
      });
});

describe('Scottish council tax and diligence', () => {
  const base = {
    stage: 1 as const,
    strategy: 'standard' as const,
    sender: { name: 'Morag Reid', address: '4 Burn Wynd\nPaisley\nPA1 1AA' },
    accountNumber: '40211873',
    amount: 1210.5,
    letterDate: '2026-11-27',
    history: { sent: [] },
  };
  it('a Scottish resident’s council tax reply is a notice under s.81(4), not s.16', () => {
    const d = composeDebtLetter({
      ...base,
      debtType: 'council_tax',
      recipient: { name: 'Renfrewshire-on-Clyde Council' },
      disputeGround: 'amount_wrong',
    });
    expect(d.template).toBe('debt/council_tax_scotland/1');
    expect(d.jurisdiction).toBe('scotland');
    expect(d.userNotes?.[0]).toMatch(/^Written under the law of Scotland, because your address is there/);
    // Posted Friday 27 November 2026: St Andrew's Day (Monday 30th) is no working day in Scotland.
    expect(d.deadlineRule).toMatch(/from 2 December 2026, the second working day after posting/);
    const t = letterToText(d);
    expect(t).toMatch(/section 81\(4\) of the Local Government Finance Act 1992/);
    expect(t).toMatch(/summary warrant under paragraph 2 of Schedule 8/);
    expect(t).not.toMatch(/section 16|Valuation Tribunal|liability order|magistrates/i);
    expect(d.legalBases).toEqual(
      expect.arrayContaining(['lgfa-1992-s81', 'ct-admin-enforcement-scotland-1992', 'lgfa-1992-sch8-para2']),
    );
    expect(d.nextStep).toMatch(/First-tier Tribunal for Scotland/);
  });
  it('after a summary warrant it asks to hold diligence, not to wait for a warrant', () => {
    const d = composeDebtLetter({
      ...base,
      debtType: 'council_tax',
      recipient: { name: 'Renfrewshire-on-Clyde Council' },
      receivedText:
        'COUNCIL TAX - SUMMARY WARRANT NOTICE\nUnpaid when the summary warrant was granted £1,100.45',
      disputeGround: 'not_mine',
    });
    const t = letterToText(d);
    expect(t).toMatch(/summary warrant has been granted/);
    expect(t).not.toMatch(/If you intend to apply to the sheriff/);
    expect(d.nextStep).toMatch(/charge for payment \(14 days to pay\)/);
    // Without a ground the letter is a request for the account, not a s.81(4) notice, and still knows the warrant.
    const asked = composeDebtLetter({
      ...base,
      debtType: 'council_tax',
      recipient: { name: 'Renfrewshire-on-Clyde Council' },
      receivedText:
        'COUNCIL TAX - SUMMARY WARRANT NOTICE\nUnpaid when the summary warrant was granted £1,100.45',
    });
    expect(asked.template).toBe('debt/council_tax_scotland/1-request');
    expect(letterToText(asked)).toMatch(
      /summary warrant under paragraph 2 of Schedule 8 .* has already been granted/,
    );
    expect(letterToText(asked)).not.toMatch(
      /section 81\(4\)|aggrieved|If you are considering asking the sheriff/,
    );
    expect(asked.userNotes?.join(' ')).toMatch(/s\.81\(6\)/);
    expect(asked.nextStep).toMatch(/charge for payment \(14 days to pay\)/);
  });
  it('a sheriff officers’ charge for payment gets the diligence letter, not the Taking Control of Goods one', () => {
    const d = composeDebtLetter({
      ...base,
      debtType: 'bailiff',
      sender: { name: 'Morag Reid', address: '4 Burn Wynd\nLeeds\nLS1 1AA' },
      recipient: { name: 'Strathlinn Sheriff Officers' },
      bailiff: { name: 'Ewan Officer' },
      receivedText: 'CHARGE FOR PAYMENT. Strathlinn Sheriff Officers. You are charged to pay within 14 days.',
    });
    expect(d.template).toBe('debt/diligence_scotland/1');
    expect(d.references).toContainEqual({ label: 'Sheriff officer', value: 'Ewan Officer' });
    const t = letterToText(d);
    expect(t).toMatch(/section 5 of the Debtors \(Scotland\) Act 1987/);
    expect(t).toMatch(/Debt Arrangement and Attachment \(Scotland\) Act 2002/);
    expect(t).not.toMatch(/Taking Control of Goods|enforcement agent/i);
  });
  it('a Scottish home does not move a parking charge out of English law: the car park decides', () => {
    const d = composeDebtLetter({
      ...base,
      debtType: 'parking',
      recipient: { name: 'Bayfield Car Park Control Ltd' },
    });
    expect(d.legalBases).toContain('pofa-2012-sch4-para9');
  });
  it('Northern Ireland: a bailiff or council tax letter is answered as a demand for evidence, with the reason', () => {
    const d = composeDebtLetter({
      ...base,
      debtType: 'bailiff',
      sender: { name: 'Jane Walker', address: '1 High St, Belfast, BT1 1AA' },
      recipient: { name: 'Ironbridge Civil Enforcement Ltd' },
    });
    expect(d.template).toBe('debt/general/1');
    expect(d.userNotes?.join(' ')).toMatch(/Enforcement of Judgments Office/);
    expect(letterToText(d)).toMatch(/Limitation \(Northern Ireland\) Order 1989/);
  });
});
