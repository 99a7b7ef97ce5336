/**
 * Seeded randomness and invented vocabulary for the generated corpus. Every name, street and town is made up;
 * postcodes use areas that do not exist (QX, ZV, JQ…); web and e-mail addresses use the reserved `.example` domain;
 * telephone numbers come from Ofcom's drama ranges (020 7946 0xxx, 0113 496 0xxx, 0161 496 0xxx).
 */

/** mulberry32: small, fast, reproducible. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 1;
  }
  next(): number {
    let t = (this.s += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  digits(n: number): string {
    let s = String(this.int(1, 9));
    while (s.length < n) s += String(this.int(0, 9));
    return s;
  }
  letters(n: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
    let s = '';
    while (s.length < n) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }
  money(lo: number, hi: number): number {
    return Math.round((lo + this.next() * (hi - lo)) * 100) / 100;
  }
}

const PLACE_A = [
  'Ash',
  'Brack',
  'Cold',
  'Dun',
  'Elm',
  'Fen',
  'Gar',
  'Hol',
  'Ivy',
  'Kes',
  'Lark',
  'Marl',
  'Nor',
  'Oak',
  'Pen',
  'Quen',
  'Rook',
  'Sel',
  'Thorn',
  'Wex',
  'Yar',
  'Brim',
  'Cal',
  'Dray',
];
const PLACE_B = [
  'ford',
  'mere',
  'wick',
  'ley',
  'bury',
  'stow',
  'combe',
  'field',
  'worth',
  'marsh',
  'dale',
  'haven',
  'holt',
  'ton',
  'by',
  'gate',
  'brook',
  'moor',
];
export function place(r: Rng): string {
  return r.pick(PLACE_A) + r.pick(PLACE_B);
}

const SURNAMES = [
  'Hartwell',
  'Okonedo',
  'Pritchard',
  'Lindqvist',
  'Mabry',
  'Adeyemi',
  'Callander',
  'Fenwick',
  'Grayling',
  'Hussain',
  'Iverson',
  'Jardine',
  'Kowalczyk',
  'Lomax',
  'Mercer',
  'Nakamura',
  'Osei',
  'Pennock',
  'Quayle',
  'Rutherford',
  'Sadler',
  'Tremayne',
  'Underhill',
  'Varga',
  'Whitcombe',
  'Yardley',
];
const FIRST = [
  'Amara',
  'Ben',
  'Chloe',
  'Dev',
  'Erin',
  'Farid',
  'Gemma',
  'Harvey',
  'Isla',
  'Jonah',
  'Kezia',
  'Liam',
  'Maya',
  'Niall',
  'Orla',
  'Priya',
  'Rhys',
  'Sana',
  'Tom',
  'Una',
  'Victor',
  'Wren',
];
const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'];
export interface Person {
  title: string;
  first: string;
  last: string;
}
export function person(r: Rng): Person {
  return { title: r.pick(TITLES), first: r.pick(FIRST), last: r.pick(SURNAMES) };
}
export const fullName = (p: Person) => `${p.title} ${p.first[0]} ${p.last}`;

const STREET_T = [
  'Road',
  'Street',
  'Lane',
  'Close',
  'Avenue',
  'Crescent',
  'Terrace',
  'Gardens',
  'Way',
  'Drive',
];
const STREET_A = [
  'Mill',
  'Church',
  'Station',
  'Orchard',
  'Kiln',
  'Copper',
  'Heron',
  'Linden',
  'Quarry',
  'Willow',
  'Saddler',
  'Foundry',
  'Pottery',
  'Tanner',
];
const AREAS = ['QX', 'ZV', 'JQ', 'XK', 'QZ', 'VJ'];
export function postcode(r: Rng): string {
  return `${r.pick(AREAS)}${r.int(1, 29)} ${r.int(1, 9)}${r.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
}
export function address(r: Rng): string[] {
  const town = place(r);
  return [
    `${r.int(1, 240)} ${r.pick(STREET_A)} ${r.pick(STREET_T)}`,
    town,
    town.toUpperCase().slice(0, 1) === 'Q' ? town : r.pick([town, place(r)]).toUpperCase(),
    postcode(r),
  ];
}
export function officeAddress(r: Rng): string {
  return r.chance(0.5)
    ? `PO Box ${r.int(100, 9999)}, ${place(r)}, ${postcode(r)}`
    : `${r.int(1, 90)} ${r.pick(STREET_A)} ${r.pick(['House', 'Court', 'Chambers', 'Yard'])}, ${place(r)}, ${postcode(r)}`;
}
export function phone(r: Rng): string {
  return r.pick([
    `020 7946 0${r.digits(3)}`,
    `0113 496 0${r.digits(3)}`,
    `0161 496 0${r.digits(3)}`,
    `0191 498 0${r.digits(3)}`,
  ]);
}
export function web(name: string): string {
  return `www.${name
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 18)}.example`;
}
export function sortCode(r: Rng): string {
  return `${r.int(10, 99)}-${r.int(10, 99)}-${r.int(10, 99)}`;
}

// Organisation stems. Some deliberately contain utility / bank words inside an unrelated name ("Bridgewater",
// "Powerscourt", "Gasworth") so a rule that reads a debt type from a name substring fails.
const STEM = [
  'Northgate',
  'Bridgewater',
  'Ashcombe',
  'Marlow Vale',
  'Kestrel',
  'Holloway & Briar',
  'Powerscourt',
  'Clearwater',
  'Gasworth',
  'Fenwick Lane',
  'Oakridge',
  'Tarnbeck',
  'Silverbirch',
  'Redmarsh',
  'Halden',
  'Greystone',
  'Larkspur',
  'Wexcombe',
  'Brightwater',
  'Stonebridge',
];
export function stem(r: Rng): string {
  return r.pick(STEM);
}

export function fmtMoney(v: number): string {
  return '£' + v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The months' names, January first (letters print them; families build their own period labels from them). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export interface Day {
  iso: string;
  date: Date;
}
export function day(r: Rng): Date {
  return new Date(Date.UTC(2025, r.int(0, 11), r.int(1, 28)));
}
export function addDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * 86400000);
}
export const iso = (d: Date) => d.toISOString().slice(0, 10);
/** A date as letters print it, in one of the usual styles. */
export function fmtDate(d: Date, style: number): string {
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const y = d.getUTCFullYear();
  if (style === 0) return `${dd}/${mm}/${y}`;
  if (style === 1) return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${y}`;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()].slice(0, 3)} ${y}`;
}
export function vrm(r: Rng): string {
  return `${r.letters(2)}${r.int(10, 75)} ${r.letters(3)}`;
}
