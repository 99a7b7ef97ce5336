/** Small pure helpers shared by the letter families. */
import { DISCLAIMER } from '@app/shared';
import { formatUkDate, toIsoDate } from '@app/shared/legal/index';
import type { LetterParty, PartyInput } from './types';

export { DISCLAIMER };

export function splitAddress(address?: string): string[] {
  if (!address) return [];
  const parts = address.includes('\n') ? address.split(/\r?\n/) : address.split(/,\s*/);
  return parts.map((s) => s.trim()).filter(Boolean);
}

export function party(p: PartyInput, fallbackName: string): LetterParty {
  const name = (p.name ?? '').trim() || fallbackName;
  const email = p.email?.trim();
  return { name, addressLines: splitAddress(p.address), ...(email ? { email } : {}) };
}

export function money(n: number): string {
  return '£' + n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function isoDay(d: Date | string | undefined, fallback: Date = new Date()): string {
  return toIsoDate(d ?? fallback);
}

export { formatUkDate };

/** Fills {{name}} placeholders; a missing value is left in place so validateLetter catches it. */
export function fill(template: string, vars: Record<string, string | undefined>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (m, k: string) =>
    vars[k] !== undefined ? (vars[k] as string) : m,
  );
}

export function uniq<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

/** Cleans user text for quoting inside a letter: collapses whitespace, trims, caps length. */
export function cleanUserText(s: string | undefined, max = 2000): string {
  if (!s) return '';
  const t = s
    .replace(/\r\n/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return t.length > max ? t.slice(0, max).replace(/\s+\S*$/, '') + '…' : t;
}

export function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The paragraphs of a letter as they are written, remembering which ones quote the user's own words (renderers set
 * those apart, and AI tailoring leaves them untouched).
 */
export function paragraphList() {
  const paragraphs: string[] = [];
  const quoted: number[] = [];
  return {
    paragraphs,
    /** The next paragraph pushed is the user's words. */
    quoteNext: () => void quoted.push(paragraphs.length),
    quote(text: string) {
      quoted.push(paragraphs.length);
      paragraphs.push(text);
    },
    /** Spread into the LetterDoc. */
    quotedParagraphs: () => (quoted.length ? { quotedParagraphs: [...quoted] } : {}),
  };
}

/** A council's or TfL's name: the sender (or recipient) is a local authority, not a private firm. */
export const COUNCIL_RE = /\b(council|borough|city of|county|london borough|transport for london|tfl)\b/i;
