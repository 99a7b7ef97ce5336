/**
 * The sender's own postal address and email, read from the received letter's text, so the reply can be posted in a
 * window envelope to where the letter came from and emailed to where it asks to be written to. A letter carries two
 * address blocks — the sender's (letterhead, "write to us at", registered office) and the addressee's (the user, in
 * the window) — so a block is taken as the sender's only by what marks it as such, never because it comes first.
 */

/** A UK postcode (outward and inward parts), as printed: "M1 1AE", "SW1A 1AA", "NE1  4XF". */
const POSTCODE_RE = /\b([A-Z]{1,2}\d[A-Z\d]?) ?\s?(\d[A-Z]{2})\b/;
/** Personal names in the window block: the addressee, never the sender. */
const PERSON_RE = /^(mr|mrs|ms|miss|mx|dr|sir|the occupier|the keeper|the registered keeper)\b/i;
/** Labels that introduce the sender's address. */
const SENDER_LABEL_RE =
  /\b(write to( us)?( at)?|send (it|your \w+|payment|correspondence) to|postal address|correspondence address|our address|registered office( address)?|reply to|return (this|the) form to)\s*(is|:|-)?\s*/i;
/** Lines that end an address block going upwards: headings, contact lines, sentences. */
const NOT_ADDRESS_RE =
  /(\b(dear|date|dated|ref|reference|account number|tel|telephone|phone|fax|email|e-mail|www|http|vat|page|balance|amount|private|confidential)\b|@|[.!?]$|:\s*$)/i;
const MAX_BLOCK_LINES = 6;
const LEGAL_WORDS = new Set(['ltd', 'limited', 'plc', 'llp', 'group', 'society', 'uk', 'co', '&', 'and']);

/** A letterhead's slogan ("Home energy for a greener future"): sentence words, not a building or a street. */
function isTagline(line: string): boolean {
  const small = line.match(/\b(for|since|of|on|behalf|leading|your|our|we|a|with|to|in)\b/g) ?? [];
  return small.length >= 2 || /^[a-z]/.test(line) || /\b(since|est\.?|established) \d{4}\b/i.test(line);
}

/** A line that only finishes the organisation's name broken over two lines ("Ltd", "Building Society"). */
function isNameTail(line: string, name: string | null | undefined): boolean {
  const n = (name ?? '').toLowerCase();
  const words = line
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);
  return words.length > 0 && words.every((w) => LEGAL_WORDS.has(w) || n.includes(w));
}

export interface SenderContact {
  /** The address lines without the organisation's name; null when no block reads as the sender's. */
  addressLines: string[] | null;
  email: string | null;
}

function normaliseLine(l: string): string {
  return l.replace(/\s+/g, ' ').trim().replace(/\s*,$/, '');
}

/** Lowercase words of an organisation's name that identify it (not "limited", "services"...). */
function nameWords(name: string | null | undefined): string[] {
  const stop = new Set(['ltd', 'limited', 'plc', 'llp', 'the', 'and', 'of', 'services', 'group', 'uk', 'co']);
  return (name ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !stop.has(w));
}

function mentions(line: string, words: string[]): boolean {
  const l = line.toLowerCase();
  return words.length > 0 && words.filter((w) => l.includes(w)).length >= Math.min(2, words.length);
}

/** An address written on one line after a label: "Registered office: 1 High St, Leeds, LS1 4AB". */
function inlineAddress(line: string, words: string[]): string[] | null {
  const m = SENDER_LABEL_RE.exec(line);
  if (!m || !POSTCODE_RE.test(line.slice(m.index))) return null;
  let rest = line.slice(m.index + m[0].length);
  // "Registered office: Acme Ltd, 1 High St…": the organisation's own name is printed separately.
  const parts = rest
    .split(/,\s*/)
    .map(normaliseLine)
    .filter(Boolean)
    .filter((p, i) => !(i === 0 && mentions(p, words)));
  rest = parts.join(', ');
  const end = POSTCODE_RE.exec(rest);
  if (!end) return null;
  const lines = rest
    .slice(0, end.index + end[0].length)
    .split(/,\s*/)
    .map(normaliseLine)
    .filter(Boolean);
  return lines.length >= 2 ? lines : null;
}

/** The block of short lines ending at line `i` (its postcode line), walking up to a blank or a non-address line. */
function blockEndingAt(lines: string[], i: number): { lines: string[]; first: number } {
  const out: string[] = [];
  let j = i;
  for (; j >= 0 && out.length < MAX_BLOCK_LINES; j--) {
    const l = normaliseLine(lines[j]);
    if (!l || l.length > 60) break;
    if (j !== i && NOT_ADDRESS_RE.test(l)) break;
    out.unshift(l);
  }
  // Anything after the postcode on its own line (a phone number, a date) is not the address.
  const pc = POSTCODE_RE.exec(out[out.length - 1] ?? '');
  if (pc) out[out.length - 1] = out[out.length - 1].slice(0, pc.index + pc[0].length).trim();
  return { lines: out, first: j + 1 };
}

/** A registered office: where the company may be served, not where the letter asks to be written to. */
const REGISTERED_OFFICE_RE = /\bregistered office\b/i;

/**
 * The sender's address block, in this order: one the letter asks replies to go to ("write to us at", "correspondence
 * address"); the block that begins with the sender's name (the letterhead); its registered office, printed in the
 * small print, last. Null when no block is clearly the sender's (the reply then has no address printed rather than
 * the user's own).
 */
export function readSenderAddress(text: string, senderName?: string | null): string[] | null {
  const lines = text.replace(/\r/g, '').split('\n');
  const words = nameWords(senderName);
  // 1. A labelled address on one line: a correspondence address at once, a registered office only if nothing else.
  let registered: string[] | null = null;
  for (let i = 0; i < lines.length; i++) {
    const one = inlineAddress(lines[i], words);
    if (!one) continue;
    if (!REGISTERED_OFFICE_RE.test(lines[i])) return one;
    registered ??= one;
  }
  const candidates: { lines: string[]; score: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!POSTCODE_RE.test(lines[i])) continue;
    const block = blockEndingAt(lines, i);
    if (block.lines.length < 2) continue;
    if (block.lines.some((l) => PERSON_RE.test(l))) continue; // the addressee's block
    const above = normaliseLine(lines[block.first - 1] ?? '');
    const labelled = SENDER_LABEL_RE.test(above);
    const toWriteTo = labelled && !REGISTERED_OFFICE_RE.test(above);
    const named = mentions(block.lines[0], words) || mentions(above, words);
    if (!labelled && !named) continue;
    const printed = (mentions(block.lines[0], words) ? block.lines.slice(1) : block.lines).filter(
      (l, k, all) => !isTagline(l) && !(k === 0 && all.length > 1 && isNameTail(l, senderName)),
    );
    // "Unit 4, Example Park, Testford TF1 9ZZ" alone on its line is three lines of the envelope.
    const body = (printed.length === 1 ? printed[0].split(/,\s*/) : printed)
      .map(normaliseLine)
      .filter(Boolean);
    if (body.length < 2) continue;
    candidates.push({ lines: body, score: (toWriteTo ? 2 : 0) + (named ? 1 : 0) });
  }
  candidates.sort((a, b) => b.score - a.score);
  return candidates.find((c) => c.score > 0)?.lines ?? registered ?? candidates[0]?.lines ?? null;
}

const EMAIL_RE = /\b[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}\b/gi;

/**
 * The email address the letter gives for writing to its sender: one whose domain carries the sender's name, else
 * the only address printed that is not the addressee's own (`exclude`). Null when it is not clear.
 */
export function readSenderEmail(
  text: string,
  senderName?: string | null,
  exclude: string[] = [],
): string | null {
  const skip = new Set(exclude.map((e) => e.toLowerCase()));
  const found = [...new Set((text.match(EMAIL_RE) ?? []).map((e) => e.toLowerCase()))].filter(
    (e) => !skip.has(e),
  );
  if (!found.length) return null;
  const words = nameWords(senderName);
  const byName = found.find((e) => words.some((w) => e.split('@')[1].includes(w)));
  if (byName) return byName;
  return found.length === 1 ? found[0] : null;
}

/** Both, for the reply's recipient block and the 'Email' draft. */
export function readSenderContact(
  text: string,
  senderName?: string | null,
  exclude: string[] = [],
): SenderContact {
  return {
    addressLines: readSenderAddress(text, senderName),
    email: readSenderEmail(text, senderName, exclude),
  };
}
