import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOUNDARY_MARGIN_DAYS, defaultNoticeAccrual, statuteBarredCheck } from './limitation';

// A plain contract debt (not regulated credit, so no default notice is needed) last paid on 10 January 2015.
const base = { lastPaymentOrAcknowledgement: '2015-01-10', debtType: 'utility' };

describe('the limitation expiry day (the day of accrual is excluded)', () => {
  it('a claim can still be issued on the sixth anniversary itself', () => {
    const r = statuteBarredCheck({ ...base, today: '2021-01-10' });
    expect(r.status).toBe('not-yet');
    expect(r.expiresOn).toBe('2021-01-10');
    expect(r.years).toBe(6);
    expect(r.nearBoundary).toBeUndefined();
    expect(r.explanation).toContain('runs until 10 January 2021 (the first day is not counted)');
    expect(r.explanation).toContain('the last payment or acknowledgement on 10 January 2015');
    expect(r.explanation).toContain('section 5 of the Limitation Act 1980');
  });
  it('the day after the anniversary it is statute-barred, and only "appears" so within the margin', () => {
    const r = statuteBarredCheck({ ...base, today: '2021-01-11' });
    expect(r).toMatchObject({ status: 'statute-barred', expiresOn: '2021-01-10', nearBoundary: true });
    expect(r.countedFrom).toBe('last-payment');
    expect(r.explanation).toContain('ended on 10 January 2021');
    expect(r.explanation).toContain('so it appears that the creditor can no longer obtain a court judgment');
    expect(r.explanation).toContain(
      `less than ${BOUNDARY_MARGIN_DAYS} days ago, so the letter says the debt "appears to be" statute-barred: check the dates.`,
    );
    expect(r.explanation).not.toMatch(/\s{2}/);
  });
  it(`${BOUNDARY_MARGIN_DAYS} days after the end is still near the boundary; the day after is not`, () => {
    // 10 January 2021 + 90 days = 10 April 2021.
    expect(statuteBarredCheck({ ...base, today: '2021-04-10' }).nearBoundary).toBe(true);
    const past = statuteBarredCheck({ ...base, today: '2021-04-11' });
    expect(past.status).toBe('statute-barred');
    expect(past).not.toHaveProperty('nearBoundary');
    expect(past.explanation).toContain(', so the creditor can no longer obtain a court judgment');
    expect(past.explanation).not.toContain('appears');
    expect(past.explanation).toContain(
      'although the debt itself is not wiped out. This assumes nothing was paid or acknowledged in writing since',
    );
    // The sentence is tidied of the gap the missing "it appears that" leaves.
    expect(past.explanation).not.toMatch(/\s{2}/);
  });
  it('a last payment on 29 February reaches its anniversary on 1 March (never early)', () => {
    const r = statuteBarredCheck({
      ...base,
      lastPaymentOrAcknowledgement: '2016-02-29',
      today: '2022-03-01',
    });
    expect(r).toMatchObject({ status: 'not-yet', expiresOn: '2022-03-01' });
    expect(
      statuteBarredCheck({ ...base, lastPaymentOrAcknowledgement: '2016-02-28', today: '2022-03-01' }),
    ).toMatchObject({ status: 'statute-barred', expiresOn: '2022-02-28' });
  });
  it('a 29 February start keeps its day when the anniversary is also in a leap year (twelve years)', () => {
    const r = statuteBarredCheck({
      ...base,
      debtType: 'mortgage',
      lastPaymentOrAcknowledgement: '2016-02-29',
      today: '2028-03-01',
    });
    expect(r).toMatchObject({ status: 'statute-barred', expiresOn: '2028-02-29' });
  });
  it('accepts Date objects and full timestamps for both dates', () => {
    const r = statuteBarredCheck({
      ...base,
      lastPaymentOrAcknowledgement: new Date('2015-01-10T12:00:00Z'),
      today: new Date('2021-01-11T12:00:00Z'),
    });
    expect(r.status).toBe('statute-barred');
  });
  it('without `today` it counts to the current day', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2021-01-11T12:00:00Z'));
    expect(statuteBarredCheck(base).status).toBe('statute-barred');
    vi.setSystemTime(new Date('2021-01-10T12:00:00Z'));
    expect(statuteBarredCheck(base).status).toBe('not-yet');
  });
  afterEach(() => vi.useRealTimers());
});

describe('debts imposed by statute are never assessed under the contract rule', () => {
  it.each([
    'council_tax',
    'business_rates',
    'court',
    'court_fines',
    'speeding',
    'parking_council',
    'ulez',
    'benefit_overpayment',
    'child_maintenance',
    'student_loan',
    'tv_licence',
    'bailiff',
  ])('%s, even 20 years after the last payment, is not-applicable', (debtType) => {
    const r = statuteBarredCheck({
      lastPaymentOrAcknowledgement: '2000-01-01',
      debtType,
      today: '2026-01-01',
    });
    expect(r.status).toBe('not-applicable');
    expect(r.expiresOn).toBeUndefined();
    expect(r.legalBases).toEqual([]);
    expect(r.explanation).toContain('imposed by statute');
    expect(r.warning.length).toBeGreaterThan(50);
  });
  it('a private parking charge is a contract debt and is assessed', () => {
    const r = statuteBarredCheck({
      lastPaymentOrAcknowledgement: '2000-01-01',
      debtType: 'parking_private',
      today: '2026-01-01',
    });
    expect(r.status).toBe('statute-barred');
  });
});

describe('jurisdictions', () => {
  it('England and Wales (the default): six years, s.5, and the ss.29–30 restart warning', () => {
    const r = statuteBarredCheck({ ...base, today: '2026-01-01' });
    expect(r.legalBases).toEqual(['limitation-1980-s5', 'limitation-1980-s29-30']);
    expect(r.warning).toContain('Limitation Act 1980 ss.29–30');
    expect(r.explanation).toContain('the creditor can no longer obtain a court judgment for it');
    expect(statuteBarredCheck({ ...base, jurisdiction: 'england-wales', today: '2026-01-01' })).toEqual(r);
  });
  it('Scotland: five-year prescription extinguishes the debt', () => {
    const r = statuteBarredCheck({ ...base, jurisdiction: 'scotland', today: '2020-01-11' });
    expect(r).toMatchObject({ status: 'statute-barred', years: 5, expiresOn: '2020-01-10' });
    expect(r.legalBases).toEqual(['prescription-scotland-1973-s6']);
    expect(r.explanation).toContain('section 6 of the Prescription and Limitation (Scotland) Act 1973');
    expect(r.explanation).toContain('the debt is extinguished: it no longer exists');
    expect(r.warning).toContain('Once the debt has prescribed it is extinguished');
    expect(statuteBarredCheck({ ...base, jurisdiction: 'scotland', today: '2020-01-10' }).status).toBe(
      'not-yet',
    );
  });
  it('Northern Ireland: six years under the 1989 Order, not the 1980 Act', () => {
    const r = statuteBarredCheck({ ...base, jurisdiction: 'northern-ireland', today: '2021-01-11' });
    expect(r).toMatchObject({ status: 'statute-barred', years: 6, expiresOn: '2021-01-10' });
    expect(r.legalBases).toEqual(['limitation-ni-1989-art6']);
    expect(r.explanation).toContain('Article 6 of the Limitation (Northern Ireland) Order 1989');
    expect(r.explanation).not.toContain('Limitation Act 1980');
    expect(r.warning).toContain('Limitation (Northern Ireland) Order 1989');
    expect(r.warning).not.toContain('1980');
  });
  it('mortgage capital: twelve years (s.20)', () => {
    const r = statuteBarredCheck({ ...base, debtType: 'mortgage', today: '2026-01-01' });
    expect(r).toMatchObject({ status: 'not-yet', years: 12, expiresOn: '2027-01-10' });
    expect(r.legalBases).toEqual(['limitation-1980-s20', 'limitation-1980-s29-30']);
    expect(r.explanation).toContain(
      'section 20 of the Limitation Act 1980 (twelve years for mortgage capital',
    );
  });
  it('rent arrears: six years under s.19', () => {
    const r = statuteBarredCheck({ ...base, debtType: 'rent_arrears', today: '2021-01-11' });
    expect(r).toMatchObject({ status: 'statute-barred', years: 6 });
    expect(r.legalBases).toEqual(['limitation-1980-s19', 'limitation-1980-s29-30']);
    expect(r.explanation).toContain('section 19 of the Limitation Act 1980');
  });
});

describe('dates it cannot rely on', () => {
  it('no last payment date: unknown', () => {
    for (const v of [undefined, null, '']) {
      const r = statuteBarredCheck({ lastPaymentOrAcknowledgement: v, today: '2026-01-01' });
      expect(r).toMatchObject({ status: 'unknown', legalBases: [] });
      expect(r.explanation).toContain('Without the date of the last payment');
    }
  });
  it('an unreadable date: unknown, saying so', () => {
    const r = statuteBarredCheck({ lastPaymentOrAcknowledgement: 'last spring', today: '2026-01-01' });
    expect(r).toMatchObject({ status: 'unknown', legalBases: [] });
    expect(r.explanation).toBe('The date of the last payment could not be read.');
  });
  it('a last payment in the future is rejected, not counted', () => {
    const r = statuteBarredCheck({
      ...base,
      lastPaymentOrAcknowledgement: '2026-01-02',
      today: '2026-01-01',
    });
    expect(r).toMatchObject({ status: 'unknown', legalBases: [] });
    expect(r.expiresOn).toBeUndefined();
    expect(r.explanation).toContain('in the future');
    // A payment made today is fine.
    expect(
      statuteBarredCheck({ ...base, lastPaymentOrAcknowledgement: '2026-01-01', today: '2026-01-01' }).status,
    ).toBe('not-yet');
  });
});

describe('regulated credit: time runs from the default notice (Doyle v PRA Group)', () => {
  it('a default notice posted on Monday 1 June 2015 expires at the earliest on 18 June', () => {
    // deemed served Wednesday 3 June; 14 days to remedy → 17 June; the cause of action accrues the day after
    expect(defaultNoticeAccrual('2015-06-01')).toBe('2015-06-18');
    // over Easter 2026: Thursday 2 April is deemed served Wednesday 8 April
    expect(defaultNoticeAccrual('2026-04-02')).toBe('2026-04-23');
  });
  const card = { lastPaymentOrAcknowledgement: '2015-01-10', debtType: 'credit_card' };
  it('counts six years from the notice expiry when it is later than the last payment', () => {
    const r = statuteBarredCheck({ ...card, defaultNoticeDate: '2015-06-01', today: '2021-06-18' });
    expect(r).toMatchObject({
      status: 'not-yet',
      expiresOn: '2021-06-18',
      countedFrom: 'default-notice-expiry',
    });
    expect(r.explanation).toContain('the expiry of the default notice dated 1 June 2015 (about 18 June 2015');
    const after = statuteBarredCheck({ ...card, defaultNoticeDate: '2015-06-01', today: '2021-06-19' });
    expect(after).toMatchObject({
      status: 'statute-barred',
      countedFrom: 'default-notice-expiry',
      nearBoundary: true,
    });
  });
  it('a payment after the default starts time again from that payment', () => {
    const r = statuteBarredCheck({
      lastPaymentOrAcknowledgement: '2016-01-05',
      debtType: 'loan',
      defaultNoticeDate: '2015-06-01',
      today: '2022-01-05',
    });
    expect(r).toMatchObject({ status: 'not-yet', expiresOn: '2022-01-05', countedFrom: 'last-payment' });
  });
  it('a payment on the very day the notice expired counts as the last payment', () => {
    const r = statuteBarredCheck({
      ...card,
      lastPaymentOrAcknowledgement: '2015-06-18',
      defaultNoticeDate: '2015-06-01',
      today: '2021-06-18',
    });
    expect(r).toMatchObject({ status: 'not-yet', expiresOn: '2021-06-18', countedFrom: 'last-payment' });
    expect(r.explanation).toContain('the last payment or acknowledgement on 18 June 2015');
  });
  it('without the notice date: a lower bound while under six years, "unknown" (and the question) after', () => {
    const early = statuteBarredCheck({ ...card, today: '2020-01-01' });
    expect(early).toMatchObject({ status: 'not-yet', expiresOn: '2021-01-10', countedFrom: 'last-payment' });
    expect(early.legalBases).toEqual(['limitation-1980-s5', 'limitation-1980-s29-30']);
    expect(early.explanation).toContain('cannot end before 10 January 2021, and may end later');
    expect(early.explanation).toContain('Doyle v PRA Group');
    const late = statuteBarredCheck({ ...card, today: '2021-01-11' });
    expect(late).toMatchObject({ status: 'unknown', needs: 'default-notice-date', years: 6, legalBases: [] });
    expect(late.expiresOn).toBeUndefined();
    expect(late.explanation).toContain(
      'More than 6 years have passed since the last payment on 10 January 2015',
    );
    // exactly on the lower bound it is still "not yet"
    expect(statuteBarredCheck({ ...card, today: '2021-01-10' }).status).toBe('not-yet');
  });
  it('an unreadable notice date counts as missing', () => {
    const r = statuteBarredCheck({ ...card, defaultNoticeDate: 'sometime', today: '2021-01-11' });
    expect(r).toMatchObject({ status: 'unknown', needs: 'default-notice-date' });
  });
  it('the caller can say an agreement is (or is not) regulated, overriding the debt type', () => {
    expect(statuteBarredCheck({ ...card, regulatedCredit: false, today: '2021-01-11' }).status).toBe(
      'statute-barred',
    );
    expect(statuteBarredCheck({ ...base, regulatedCredit: true, today: '2021-01-11' }).needs).toBe(
      'default-notice-date',
    );
    // a notice date on an unregulated debt is ignored
    expect(
      statuteBarredCheck({ ...base, defaultNoticeDate: '2015-06-01', today: '2021-01-11' }).countedFrom,
    ).toBe('last-payment');
  });
  it.each(['credit_card', 'loan', 'debt_collection'])('%s is regulated credit by default', (debtType) => {
    expect(statuteBarredCheck({ ...card, debtType, today: '2021-01-11' }).needs).toBe('default-notice-date');
  });
});
