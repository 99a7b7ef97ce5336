/**
 * What every template family is built from: the ground-truth shape, the per-letter context (recipient, date, face)
 * and the invented organisation names, registration lines and reference shapes shared by the families.
 */
import type { ReceivedKind } from '../../shared/src/received';
import type { Spec } from './compose';
import { DEJAVU_FACES, LIBERATION_FACES, type Face } from './layout';
import {
  address,
  fmtDate,
  fullName,
  iso,
  officeAddress,
  person,
  place,
  stem,
  day,
  type Person,
  Rng,
  web,
} from './vocab';

/**
 * Ground truth. `dates.payBy` is set only where the letter asks to be *paid* by a date or within a number of days
 * (not where it only asks to be contacted, nor a discount or settlement-offer window).
 */
export interface Truth {
  creditorName: string;
  debtAmount: number;
  accountNumber: string;
  debtType: string;
  sequenceStage: 1 | 2 | 3;
  kind: ReceivedKind;
  dates: { letterDate: string; payBy?: string; hearingDate?: string };
}
export interface Family {
  id: string;
  name: string;
  /** Group for the per-kind report. */
  group:
    | 'council_parking'
    | 'private_parking'
    | 'enforcement'
    | 'council_tax'
    | 'utility'
    | 'collector'
    | 'lender'
    | 'court_police'
    | 'public_body'
    | 'business';
  make(r: Rng): { spec: Spec; truth: Truth };
}

export interface Ctx {
  r: Rng;
  who: Person;
  addr: string[];
  date: Date;
  ds: number;
  face: Face;
}
/** Every face: the second fresh set (W42 on) draws from these; W01–W41 keep the DejaVu four (same draws). */
export const ALL_FACES: Face[] = [...DEJAVU_FACES, ...LIBERATION_FACES];
export function ctx(r: Rng, faces: Face[] = DEJAVU_FACES): Ctx {
  return { r, who: person(r), addr: address(r), date: day(r), ds: r.int(0, 2), face: r.pick(faces) };
}
export const D = (c: Ctx, d: Date) => fmtDate(d, c.ds);
export const rcpt = (c: Ctx) => [fullName(c.who), ...c.addr];
export const dear = (c: Ctx) => ({ p: `Dear ${c.who.title} ${c.who.last},` });

export function councilName(r: Rng): { name: string; head: string[] } {
  const p = place(r);
  const v = r.int(0, 3);
  const name = [
    `Borough of ${p} Council`,
    `${p} District Council`,
    `${p} City Council`,
    `Council of the Borough of ${p}`,
  ][v];
  const split = r.chance(0.5);
  const head = !split
    ? [r.chance(0.3) ? name.toUpperCase() : name]
    : v === 0
      ? ['Borough of', `${p} Council`]
      : v === 3
        ? ['Council of the', `Borough of ${p}`]
        : [p, name.slice(p.length + 1)];
  return { name, head };
}
export function company(r: Rng, suffixes: string[], legal = ' Ltd'): { name: string; head: string[] } {
  const s = stem(r);
  const mid = r.pick(suffixes);
  const name = `${s} ${mid}${legal}`;
  const caps = r.chance(0.35);
  const split = !caps && r.chance(0.35);
  const head = caps
    ? [`${s.toUpperCase()} ${mid}`]
    : split
      ? [`${s} ${mid.split(' ')[0]}`, `${mid.split(' ').slice(1).join(' ')}${legal}`.trim()]
      : [r.chance(0.5) ? name : `${s} ${mid}`];
  return { name, head: head.filter(Boolean) };
}
export const regLine = (name: string, r: Rng) =>
  `${name} is registered in England and Wales, company number ${r.digits(8)}. Registered office: ${officeAddress(r)}.`;
export const fcaLine = (name: string, r: Rng) =>
  `${name} is authorised and regulated by the Financial Conduct Authority (firm reference ${r.digits(6)}). Registered in England and Wales no. ${r.digits(8)}, registered office ${officeAddress(r)}.`;

export function truth(
  creditorName: string,
  debtAmount: number,
  accountNumber: string,
  debtType: string,
  sequenceStage: 1 | 2 | 3,
  kind: ReceivedKind,
  c: Ctx,
  payBy?: Date,
  hearing?: Date,
): Truth {
  return {
    creditorName,
    debtAmount,
    accountNumber,
    debtType,
    sequenceStage,
    kind,
    dates: {
      letterDate: iso(c.date),
      ...(payBy ? { payBy: iso(payBy) } : {}),
      ...(hearing ? { hearingDate: iso(hearing) } : {}),
    },
  };
}
export const pick = <T>(r: Rng, xs: T[]) => r.pick(xs);
export const round2 = (v: number) => Math.round(v * 100) / 100;
/** The bare host of a `www.….example` address, for e-mail addresses. */
export const host = (name: string) => web(name).slice(4);
/** Whole days from a to b. */
export const wholeDays = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / 86400000);
/** An O or an I among digits, as some real references print them (and OCR confuses with 0 and 1). */
export const oOrI = (r: Rng) => r.pick(['O', 'I']);
/** A named signatory and a job title on the next line. */
export const signatory = (r: Rng, titles: string[]) => {
  const p = person(r);
  return [`${p.first} ${p.last}`, pick(r, titles)];
};

// Reference shapes; several carry letters that OCR confuses with digits (O/0, I/1).
export const refPcn = (r: Rng) => `${r.letters(2, 'WXOKZ')}${r.digits(8)}`;
export const refOY = (r: Rng) => `O${r.letters(1, 'YKQ')}${r.digits(6)}`;
export const refSlash = (r: Rng) => `${r.letters(3, 'HVCKM')}/${r.digits(6)}/${r.int(24, 26)}`;
export const refSpaced = (r: Rng) => `${r.digits(4)} ${r.digits(4)}`;
