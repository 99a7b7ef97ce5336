/**
 * OCR confusions inside a reference that its own pattern settles: a "0" that opens a letter prefix ("0Y372914" →
 * "OY372914") is a letter, and a lower-case "o" or "l" between digits ("12o45") is a digit (printed references are
 * upper-case). A capital O or I between digits is left as read: real references do hold them ("TK2883O445"), and
 * the OCR adapter has already decided those from the glyph's shape (adapters/local/lookalike-glyphs.ts). The
 * agreement between the page's mentions is applied first (findReference keeps the spelling printed most often), and
 * where the mentions split between O and 0, or I and 1, the split is settled below (preferLetterMention,
 * preferDigitOneOnDisagreement).
 */

const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I' };
const TO_DIGIT: Record<string, string> = { o: '0', l: '1' };

/**
 * HMRC's 14-character payment reference ("XE00 8728 1006 11"): X and one letter, then twelve digits. An O, Q or I
 * that OCR put among those digits is a 0 or a 1.
 */
const HMRC_PAYMENT_REF_RE = /^(X[A-Z])([0-9OQIl]{2} [0-9OQIl]{4} [0-9OQIl]{4} [0-9OQIl]{2})$/;

export function resolveConfusions(ref: string): string {
  const hmrc = HMRC_PAYMENT_REF_RE.exec(ref);
  if (hmrc) return hmrc[1] + hmrc[2].replace(/[OQ]/g, '0').replace(/[Il]/g, '1');
  return ref.replace(/[A-Za-z0-9]+/g, (tok) => {
    let t = tok;
    // A confusable digit opening a letter prefix: "0Y372914", "0QK12345" (two or more letters before the digits).
    t = t.replace(/^([01])(?=[A-Z]{1,3}\d{3,})/, (c) => TO_LETTER[c]);
    // A lower-case o / l with digits on both sides.
    t = t.replace(/(?<=\d)[ol](?=\d)/g, (c) => TO_DIGIT[c]);
    return t;
  });
}

/**
 * Agreement between the page's mentions for a character OCR adds beside a slash ("HVCI/1234567" for "HVC/1234567":
 * the slash's serif read as I). When the page also prints the reference without it, that spelling wins.
 */
export function agreeWithMentions(ref: string, text: string): string {
  if (!/[Il1|]\/|\/[Il1|]/.test(ref)) return ref;
  const variant = ref.replace(/[Il1|](?=\/)/g, '').replace(/(?<=\/)[Il|]/g, '');
  // (A reference never ends on its separator: "RH/12212/I" is not "RH/12212/".)
  if (variant === ref || /\/$/.test(variant)) return ref;
  // Whole mentions only: "HVC/1234567" inside "HVCI/1234567" is no mention of its own.
  const count = (s: string) =>
    [
      ...text.matchAll(
        new RegExp(`(?<![A-Za-z0-9/])${s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![A-Za-z0-9])`, 'g'),
      ),
    ].length;
  return count(variant) >= 1 && count(variant) >= count(ref) - 0 ? variant : ref;
}

/**
 * A slash read as a stroke (1, I, l, |): the one look-alike the reference's own structure settles. Letter/digit
 * look-alikes (O/0, I/1, S/5, Z/2…) are not settled here: both readings make a plausible reference, and only the
 * glyph's shape (the OCR adapter's check) can tell them apart.
 */
const LOOKALIKES: [string, string][] = [
  ['/', '1'],
  ['/', 'I'],
  ['/', 'l'],
  ['/', '|'],
];
const SAME = new Set(LOOKALIKES.flatMap(([a, b]) => [a + b, b + a]));

/** Changes between letters and digits inside the reference's groups ("ZA1672282" has one, "ZA/672282" none). */
export function mixedRuns(ref: string): number {
  let n = 0;
  for (const group of ref.split(/[^A-Za-z0-9]+/))
    for (let i = 1; i < group.length; i++) if (/\d/.test(group[i]) !== /\d/.test(group[i - 1])) n++;
  return n;
}

/**
 * When the page prints the reference twice and OCR read a slash in one of them as a stroke ("Charge reference:
 * 621/ZA1672282" … "Reference 621/ZA/672282."), the spelling whose groups are runs of one kind — letters or digits,
 * as references are — is the one printed. Only spellings actually on the page are considered; a reference
 * mentioned once is returned unchanged.
 */
export function preferConsistentMention(ref: string, text: string): string {
  const variants = new Map<string, number>();
  const n = ref.length;
  for (let i = 0; i + n <= text.length; i++) {
    if (i > 0 && /[A-Za-z0-9/]/.test(text[i - 1])) continue;
    if (i + n < text.length && /[A-Za-z0-9/]/.test(text[i + n])) continue;
    let ok = true;
    for (let k = 0; k < n && ok; k++) ok = text[i + k] === ref[k] || SAME.has(text[i + k] + ref[k]);
    if (!ok) continue;
    const v = text.slice(i, i + n);
    variants.set(v, (variants.get(v) ?? 0) + 1);
  }
  let best = ref;
  for (const [v, count] of variants) {
    if (v === best || !/\d/.test(v)) continue;
    const fewer = mixedRuns(v) < mixedRuns(best);
    const tie = mixedRuns(v) === mixedRuns(best) && count > (variants.get(best) ?? 0);
    if (fewer || tie) best = v;
  }
  return best;
}

/**
 * When OCR read the page's mentions of a reference differently only in O/0 ("LP6566O5892" … "LP656605892"), each
 * such place is the letter O (likewise G/6). Tesseract reads a round glyph among digits as 0 by default, and the
 * glyph check (adapters/local/lookalike-glyphs.ts) writes an O only where the printed shape is clearly one; a
 * mention where it could not measure (a broken counter in a scan) keeps the 0. So an O in any mention is what was
 * printed. Not for I/1: a serif 1 is read as I often enough that one mention's I is no evidence. Only for OCR text;
 * a reference mentioned once is returned unchanged.
 */
export function preferLetterMention(ref: string, text: string): string {
  const n = ref.length;
  // (G/6 too: "TT/C6C/2461" in the panel, "TT/CGC/2461" in the prose. Not S/5: a 5 read as S in one mention is as
  // common on the corpora's scans as the reverse.)
  const LETTER: Record<string, string> = { '0': 'O', '6': 'G' };
  const fold = (c: string) => LETTER[c] ?? c;
  const letters = new Map<number, string>();
  for (let i = 0; i + n <= text.length; i++) {
    if (i > 0 && /[A-Za-z0-9/]/.test(text[i - 1])) continue;
    if (i + n < text.length && /[A-Za-z0-9/]/.test(text[i + n])) continue;
    let ok = true;
    for (let k = 0; k < n && ok; k++) ok = fold(text[i + k]) === fold(ref[k]);
    if (!ok) continue;
    for (let k = 0; k < n; k++)
      if (LETTER[ref[k]] && text[i + k] === LETTER[ref[k]]) letters.set(k, text[i + k]);
  }
  if (!letters.size) return ref;
  return [...ref].map((c, k) => letters.get(k) ?? c).join('');
}

/**
 * When OCR read the page's mentions of a reference differently only in I/1 ("VR/8676I/24" in the panel,
 * "VR/86761/24" in the prose), the place is a 1. A flag seen in one mention is the digit's; a bare stem in another
 * is the flag lost to a blurred print far more often than a letter I printed among digits (on the corpora's scans a
 * split reading was a 1 in 27 of 38 places). Where every mention reads I, the I stands (the glyph check decided it).
 * Only for OCR text; a reference mentioned once is returned unchanged.
 */
export function preferDigitOneOnDisagreement(ref: string, text: string): string {
  const n = ref.length;
  const fold = (c: string) => (/[I1l|]/.test(c) ? '1' : c);
  const ones = new Array<number>(n).fill(0);
  const stems = new Array<number>(n).fill(0);
  for (let i = 0; i + n <= text.length; i++) {
    if (i > 0 && /[A-Za-z0-9/]/.test(text[i - 1])) continue;
    if (i + n < text.length && /[A-Za-z0-9/]/.test(text[i + n])) continue;
    let ok = true;
    for (let k = 0; k < n && ok; k++) ok = fold(text[i + k]) === fold(ref[k]);
    if (!ok) continue;
    for (let k = 0; k < n; k++)
      if (text[i + k] === '1') ones[k]++;
      else if (fold(text[i + k]) === '1') stems[k]++;
  }
  // A 1 read in as many mentions as a stem, or more.
  return [...ref].map((c, k) => (c !== '1' && ones[k] > 0 && ones[k] >= stems[k] ? '1' : c)).join('');
}

/**
 * A character OCR inserted: speckle or a glyph split in two adds one ("MERZ2766" for "MER2766", "VCCB8933964" for
 * "VCC8933964"), far more often than a clean print loses one inside a reference. So when the page also prints the
 * reference without one of its inner characters, as a whole token, that shorter spelling is the one printed. The
 * first and last characters are not dropped (a reference cut at the box's edge is shorter, not right). Only for OCR
 * text; a reference mentioned once is returned unchanged.
 */
export function dropInsertedCharacter(ref: string, text: string): string {
  if (ref.length < 6) return ref;
  const tokens = new Set(text.split(/[^A-Za-z0-9/-]+/).map((t) => t.replace(/^[/-]+|[/-]+$/g, '')));
  for (let k = 1; k < ref.length - 1; k++) {
    if (!/[A-Za-z0-9]/.test(ref[k])) continue;
    const shorter = ref.slice(0, k) + ref.slice(k + 1);
    if (tokens.has(shorter)) return shorter;
  }
  return ref;
}

/**
 * The spaces of a grouped reference that OCR closed up in one mention ("715I9123" in the panel, "715I 9123" on the
 * reply slip): the page prints its references as they are, so the spaced mention is the printed form when its
 * groups are regular (every group but the last of three or four characters, the last no longer), as a printer
 * groups a number; OCR's stray spaces fall anywhere. Only for OCR text; a reference mentioned once is returned unchanged.
 */
export function restoreGroupSpaces(ref: string, text: string): string {
  if (/\s/.test(ref) || ref.length < 6) return ref;
  const spaced = [...ref].map((c) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join(' ?');
  const re = new RegExp(`(?<![A-Za-z0-9/])${spaced}(?![A-Za-z0-9/])`, 'g');
  for (const m of text.matchAll(re)) {
    const groups = m[0].split(' ');
    if (groups.length < 2) continue;
    const len = groups[0].length;
    if (
      (len === 3 || len === 4) &&
      groups.slice(0, -1).every((g) => g.length === len) &&
      groups.at(-1)!.length <= len
    )
      return m[0];
  }
  return ref;
}

/** Two capitals that are a word, not a suffix ("… AB123456 OR call us"). */
const CAPITAL_WORDS = new Set(
  'OR TO IN ON AT BY IF OF IS IT AS AN NO SO UP WE MY ME BE DO GO HE UK GB PO'.split(' '),
);

/**
 * A reference whose printed form ends in a two-letter suffix after a space, as a Child Benefit number does
 * ("CHB19531498 ML"): the token alone is half of it. Kept only when every mention on the page carries the same
 * suffix, and the suffix is no word written in capitals.
 */
export function withLetterSuffix(ref: string, text: string): string {
  if (!/^[A-Z]{2,4}\d{6,}$/.test(ref)) return ref;
  const re = new RegExp(`(?<![A-Za-z0-9])${ref}(?![A-Za-z0-9])(?: ([A-Z]{2})(?![A-Za-z0-9]))?`, 'g');
  const suffixes = [...text.matchAll(re)].map((m) => m[1] ?? '');
  const [first] = suffixes;
  if (!first || CAPITAL_WORDS.has(first) || suffixes.some((x) => x !== first)) return ref;
  return `${ref} ${first}`;
}

/**
 * A hyphen OCR read as a point ("T.9562-VU" for "T-9562-VU"): a printed reference keeps to one separator between
 * its groups, and a short hyphen's stroke is what shrinks to a dot in a raster. So when a reference already uses
 * hyphens, a point between its groups is one too. Only for OCR text.
 */
export function oneSeparator(ref: string): string {
  if (!ref.includes('-') || !/[A-Z0-9]\.[A-Z0-9]/i.test(ref) || /[/\s]/.test(ref)) return ref;
  return ref.replace(/(?<=[A-Z0-9])\.(?=[A-Z0-9])/gi, '-');
}

/**
 * A number the letter tells the reader to quote to someone else: "If something is wrong with the panels, contact
 * them first on 0113 496 0856 quoting job no. JOB-88763" (the installer's job number, in a finance company's arrears
 * letter). `before` is the sentence up to the word "quote"/"quoting". The sender's own reference is quoted to the
 * sender ("call us", "contact our team"), or to no one named.
 */
export function quotedToAnotherParty(before: string): boolean {
  const s = before.replace(/\u2029/g, ' ').replace(/\s+/g, ' ');
  if (/\b(us|our|we)\b/i.test(s)) return false;
  return /\b(contact|call|phone|ring|write to|email|tell)\s+(them|him|her|the (installer|manufacturer|retailer|supplier|dealer|dealership|garage|insurer|seller|merchant|shop|store)|[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*\s+(Ltd|Limited|plc|LLP))\b/.test(
    s,
  );
}
