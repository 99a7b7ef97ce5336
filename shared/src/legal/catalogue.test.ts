import { describe, expect, it } from 'vitest';
import { LEGAL_CATALOGUE, getLegal } from './catalogue';
import { findCitations, unknownCitations } from './citations';
import { statuteBarredCheck } from './limitation';

const REQUIRED = [
  'cca-1974-s77',
  'cca-1974-s78',
  'cca-1974-s78-6',
  'cca-1974-s79',
  'cca-1974-s87',
  'cca-1974-s159',
  'limitation-1980-s5',
  'limitation-1980-s29-30',
  'prescription-scotland-1973-s6',
  'pap-debt-claims',
  'fca-conc-7',
  'fca-conc-7-14',
  'pofa-2012-sch4',
  'pofa-2012-sch4-para8',
  'pofa-2012-sch4-para9',
  'popla',
  'ias',
  'traffic-penalty-tribunal',
  'london-tribunals',
  'tma-2004-part6',
  'ct-admin-enforcement-1992-reg23',
  'ct-admin-enforcement-1992-reg34',
  'tcg-regs-2013-reg6-7',
  'tcg-fees-regs-2014',
  'cea-regs-2014',
  'certificated-bailiffs-register',
  'uk-gdpr-art-5',
  'uk-gdpr-art-6',
  'uk-gdpr-art-12',
  'uk-gdpr-art-12(3)',
  'uk-gdpr-art-15',
  'uk-gdpr-art-16',
  'uk-gdpr-art-17',
  'uk-gdpr-art-18',
  'uk-gdpr-art-19',
  'uk-gdpr-art-20',
  'uk-gdpr-art-21',
  'uk-gdpr-art-22',
  'uk-gdpr-art-77',
  'dpa-2018-s164a',
  'ico-complaint',
  'fca-disp-1-6',
  'fos',
  'cra-2015-s49-50',
  'cra-2015-s54-57',
  'rtoa-1988-s1',
  'rta-1988-s172',
  'courts-act-2003-sch5',
];

describe('legal catalogue', () => {
  it('has every required entry', () => {
    for (const id of REQUIRED) expect(getLegal(id), id).toBeDefined();
  });
  it('entries are complete, unique and link to official sources', () => {
    const ids = new Set<string>();
    for (const e of LEGAL_CATALOGUE) {
      expect(ids.has(e.id), e.id).toBe(false);
      ids.add(e.id);
      expect(e.title.length).toBeGreaterThan(3);
      expect(e.summary.length, e.id).toBeGreaterThan(60);
      expect(e.url, e.id).toMatch(
        /^https:\/\/(www\.)?(legislation\.gov\.uk|justice\.gov\.uk|handbook\.fca\.org\.uk|financial-ombudsman\.org\.uk|popla\.co\.uk|theias\.org|trafficpenaltytribunal\.gov\.uk|londontribunals\.gov\.uk|valuationtribunal\.gov\.uk|bailii\.org|certificatedbailiffs\.justice\.gov\.uk|energyombudsman\.org|ofgem\.gov\.uk|ofcom\.org\.uk|ico\.org\.uk|policeconduct\.gov\.uk|gov\.uk\/government\/publications)\//,
      );
      // each summary's own citations are catalogued too
      expect(
        unknownCitations(e.summary).map((c) => c.raw),
        e.id,
      ).toEqual([]);
    }
  });
  it('records deadlines and how they count', () => {
    expect(getLegal('cca-1974-s78')?.deadline).toMatchObject({ amount: 12, count: 'working-days' });
    expect(getLegal('uk-gdpr-art-12(3)')?.deadline).toMatchObject({ amount: 1, count: 'months' });
    expect(getLegal('pap-debt-claims')?.deadline).toMatchObject({ amount: 30, count: 'calendar-days' });
    expect(getLegal('dpa-2018-s164a')?.deadline).toMatchObject({ amount: 30 });
    expect(getLegal('pofa-2012-sch4-para9')?.deadline).toMatchObject({ amount: 14 });
    expect(getLegal('tcg-regs-2013-reg6-7')?.deadline).toMatchObject({ amount: 7, count: 'clear-days' });
    expect(getLegal('fca-disp-1-6')?.deadline).toMatchObject({ amount: 8, count: 'weeks' });
  });
  it('s.172 is described as a duty that must not be ignored', () => {
    expect(getLegal('rta-1988-s172')?.summary).toMatch(/must never be ignored/);
  });
});

describe('citation detection', () => {
  it('accepts catalogued citations', () => {
    const text =
      'Under section 78(6) of the Consumer Credit Act 1974, CONC 7.14.1R, Articles 15, 16 and 18 of the UK GDPR, paragraph 9 of Schedule 4 to the Protection of Freedoms Act 2012, regulations 6 and 7 of the Taking Control of Goods Regulations 2013, rule 6.26 of the Civil Procedure Rules and R (Kofa) v Oldham MBC [2024] EWHC 685 (Admin).';
    expect(unknownCitations(text)).toEqual([]);
    const ids = findCitations(text).flatMap((c) => c.ids);
    expect(ids).toContain('cca-1974-s78-6');
    expect(ids).toContain('pofa-2012-sch4-para9');
  });
  it('rejects invented statutes, sections and cases', () => {
    const bad = unknownCitations(
      'Under section 999 of the Consumer Credit Act 1974 and the Bills of Exchange Act 1882, see Smith v Jones [2019] EWCA Civ 12 and Article 99 of the UK GDPR.',
    ).map((c) => c.raw);
    expect(bad).toContain('section 999 of the Consumer Credit Act 1974');
    expect(bad.some((b) => b.includes('Bills of Exchange Act 1882'))).toBe(true);
    expect(bad.some((b) => b.includes('[2019] EWCA Civ 12'))).toBe(true);
    expect(bad.some((b) => b.includes('Article 99'))).toBe(true);
  });
});

describe('statuteBarredCheck', () => {
  const today = '2026-06-01';
  it('England and Wales: over six years → statute-barred, with the restart warning', () => {
    const r = statuteBarredCheck({
      lastPaymentOrAcknowledgement: '2020-05-31',
      jurisdiction: 'england-wales',
      today,
    });
    expect(r.status).toBe('statute-barred');
    expect(r.expiresOn).toBe('2026-05-31');
    expect(r.legalBases).toContain('limitation-1980-s5');
    expect(r.warning).toMatch(/starts it again/);
  });
  it('England and Wales: not yet', () => {
    const r = statuteBarredCheck({ lastPaymentOrAcknowledgement: '2020-06-02', today });
    expect(r.status).toBe('not-yet');
    expect(r.explanation).toMatch(/2 June 2026/);
  });
  it('Scotland: five-year prescription extinguishes the debt', () => {
    const r = statuteBarredCheck({
      lastPaymentOrAcknowledgement: '2021-05-01',
      jurisdiction: 'scotland',
      today,
    });
    expect(r.status).toBe('statute-barred');
    expect(r.legalBases).toEqual(['prescription-scotland-1973-s6']);
    expect(r.explanation).toMatch(/extinguished/);
  });
  it('mortgage uses twelve years; statutory debts are not assessed; unknown without a date', () => {
    expect(
      statuteBarredCheck({ lastPaymentOrAcknowledgement: '2018-01-01', debtType: 'mortgage', today }).status,
    ).toBe('not-yet');
    expect(
      statuteBarredCheck({ lastPaymentOrAcknowledgement: '2010-01-01', debtType: 'council_tax', today })
        .status,
    ).toBe('not-applicable');
    expect(statuteBarredCheck({ today }).status).toBe('unknown');
  });
});
