/**
 * Simple-font encodings (ISO 32000-1 Annex D) and glyph names → Unicode: a compact list for the Latin scripts,
 * punctuation and the symbols letters use (£ € © …), plus the algorithmic uniXXXX / uXXXX[XX] names and the
 * decomposable accented letters (Aacute = A + acute), instead of the full 4,500-entry Adobe Glyph List.
 */

const ACCENTS: Record<string, string> = {
  grave: '\u0300',
  acute: '\u0301',
  circumflex: '\u0302',
  tilde: '\u0303',
  macron: '\u0304',
  breve: '\u0306',
  dotaccent: '\u0307',
  dieresis: '\u0308',
  ring: '\u030a',
  hungarumlaut: '\u030b',
  caron: '\u030c',
  cedilla: '\u0327',
  ogonek: '\u0328',
  commaaccent: '\u0326',
};

/** Names that are not a letter plus an accent. */
const NAMED: Record<string, string> = {
  space: ' ',
  exclam: '!',
  quotedbl: '"',
  numbersign: '#',
  dollar: '$',
  percent: '%',
  ampersand: '&',
  quotesingle: "'",
  parenleft: '(',
  parenright: ')',
  asterisk: '*',
  plus: '+',
  comma: ',',
  hyphen: '-',
  period: '.',
  slash: '/',
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  colon: ':',
  semicolon: ';',
  less: '<',
  equal: '=',
  greater: '>',
  question: '?',
  at: '@',
  bracketleft: '[',
  backslash: '\\',
  bracketright: ']',
  asciicircum: '^',
  underscore: '_',
  braceleft: '{',
  bar: '|',
  braceright: '}',
  asciitilde: '~',
  quoteleft: '\u2018',
  quoteright: '\u2019',
  quotedblleft: '\u201c',
  quotedblright: '\u201d',
  quotesinglbase: '\u201a',
  quotedblbase: '\u201e',
  guillemotleft: '\u00ab',
  guillemotright: '\u00bb',
  guilsinglleft: '\u2039',
  guilsinglright: '\u203a',
  endash: '\u2013',
  emdash: '\u2014',
  bullet: '\u2022',
  ellipsis: '\u2026',
  dagger: '\u2020',
  daggerdbl: '\u2021',
  perthousand: '\u2030',
  trademark: '\u2122',
  Euro: '\u20ac',
  euro: '\u20ac',
  sterling: '\u00a3',
  yen: '\u00a5',
  cent: '\u00a2',
  currency: '\u00a4',
  section: '\u00a7',
  paragraph: '\u00b6',
  copyright: '\u00a9',
  registered: '\u00ae',
  degree: '\u00b0',
  plusminus: '\u00b1',
  multiply: '\u00d7',
  divide: '\u00f7',
  mu: '\u00b5',
  micro: '\u00b5',
  periodcentered: '\u00b7',
  middot: '\u00b7',
  exclamdown: '\u00a1',
  questiondown: '\u00bf',
  ordfeminine: '\u00aa',
  ordmasculine: '\u00ba',
  logicalnot: '\u00ac',
  brokenbar: '\u00a6',
  onehalf: '\u00bd',
  onequarter: '\u00bc',
  threequarters: '\u00be',
  onesuperior: '\u00b9',
  twosuperior: '\u00b2',
  threesuperior: '\u00b3',
  nbspace: '\u00a0',
  nonbreakingspace: '\u00a0',
  sfthyphen: '\u00ad',
  softhyphen: '\u00ad',
  minus: '\u2212',
  fraction: '\u2044',
  florin: '\u0192',
  AE: '\u00c6',
  ae: '\u00e6',
  OE: '\u0152',
  oe: '\u0153',
  Oslash: '\u00d8',
  oslash: '\u00f8',
  Eth: '\u00d0',
  eth: '\u00f0',
  Thorn: '\u00de',
  thorn: '\u00fe',
  germandbls: '\u00df',
  dotlessi: '\u0131',
  Lslash: '\u0141',
  lslash: '\u0142',
  Dcroat: '\u0110',
  dcroat: '\u0111',
  fi: '\ufb01',
  fl: '\ufb02',
  ff: '\ufb00',
  ffi: '\ufb03',
  ffl: '\ufb04',
  grave: '`',
  acute: '\u00b4',
  circumflex: '\u02c6',
  tilde: '\u02dc',
  macron: '\u00af',
  breve: '\u02d8',
  dotaccent: '\u02d9',
  dieresis: '\u00a8',
  ring: '\u02da',
  cedilla: '\u00b8',
  hungarumlaut: '\u02dd',
  ogonek: '\u02db',
  caron: '\u02c7',
  numero: '\u2116',
  estimated: '\u212e',
  arrowright: '\u2192',
  arrowleft: '\u2190',
  checkmark: '\u2713',
  lozenge: '\u25ca',
  notequal: '\u2260',
  lessequal: '\u2264',
  greaterequal: '\u2265',
  infinity: '\u221e',
  approxequal: '\u2248',
  uni00A0: '\u00a0',
  figuredash: '\u2012',
  horizontalbar: '\u2015',
  afii61352: '\u2116',
  afii00208: '\u2015',
  apple: '\uf8ff',
};

const cache = new Map<string, string | null>();

/** The Unicode text of a glyph name, or null when the name is not known. */
export function glyphToUnicode(glyph: string): string | null {
  let u = cache.get(glyph);
  if (u !== undefined) return u;
  u = lookup(glyph);
  cache.set(glyph, u);
  return u;
}

function lookup(g: string): string | null {
  if (g.length === 1 && /[A-Za-z]/.test(g)) return g;
  if (NAMED[g] !== undefined) return NAMED[g];
  let m = /^uni([0-9A-Fa-f]{4})+$/.exec(g);
  if (m) {
    let s = '';
    for (let i = 3; i < g.length; i += 4) s += String.fromCharCode(parseInt(g.slice(i, i + 4), 16));
    return s;
  }
  m = /^u([0-9A-Fa-f]{4,6})$/.exec(g);
  if (m) {
    const cp = parseInt(m[1], 16);
    return cp <= 0x10ffff ? String.fromCodePoint(cp) : null;
  }
  // a.sc, one.oldstyle: the part before the first dot; f_f_i: the components.
  const dot = g.indexOf('.');
  if (dot > 0) return lookup(g.slice(0, dot));
  if (g.includes('_')) {
    const parts = g.split('_').map(lookup);
    return parts.every((p) => p !== null) ? parts.join('') : null;
  }
  // Aacute, ccedilla, Scaron: a letter and an accent, composed.
  const base = g[0];
  const mark = ACCENTS[g.slice(1)];
  if (mark && /[A-Za-z]/.test(base)) return (base + mark).normalize('NFC');
  return null;
}

// ------------------------------------------------------------------------------------------------------------
// Base encodings: code → Unicode (undefined where the encoding has no glyph).

/** Windows-1252's 0x80–0x9F (its unassigned codes drawn as bullets, Annex D note 5); the rest is Latin-1. */
const WIN_ANSI_HIGH =
  '\u20ac\u2022\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u2022\u017d\u2022\u2022\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u2022\u017e\u0178';
/** Mac OS Roman's upper half, 0x80–0xFF. */
const MAC_ROMAN_HIGH =
  '\u00c4\u00c5\u00c7\u00c9\u00d1\u00d6\u00dc\u00e1\u00e0\u00e2\u00e4\u00e3\u00e5\u00e7\u00e9\u00e8\u00ea\u00eb\u00ed\u00ec\u00ee\u00ef\u00f1\u00f3\u00f2\u00f4\u00f6\u00f5\u00fa\u00f9\u00fb\u00fc\u2020\u00b0\u00a2\u00a3\u00a7\u2022\u00b6\u00df\u00ae\u00a9\u2122\u00b4\u00a8\u2260\u00c6\u00d8\u221e\u00b1\u2264\u2265\u00a5\u00b5\u2202\u2211\u220f\u03c0\u222b\u00aa\u00ba\u03a9\u00e6\u00f8\u00bf\u00a1\u00ac\u221a\u0192\u2248\u2206\u00ab\u00bb\u2026\u00a0\u00c0\u00c3\u00d5\u0152\u0153\u2013\u2014\u201c\u201d\u2018\u2019\u00f7\u25ca\u00ff\u0178\u2044\u20ac\u2039\u203a\ufb01\ufb02\u2021\u00b7\u201a\u201e\u2030\u00c2\u00ca\u00c1\u00cb\u00c8\u00cd\u00ce\u00cf\u00cc\u00d3\u00d4\uf8ff\u00d2\u00da\u00db\u00d9\u0131\u02c6\u02dc\u00af\u02d8\u02d9\u02da\u00b8\u02dd\u02db\u02c7';

let winAnsi: (string | undefined)[] | null = null;
let macRoman: (string | undefined)[] | null = null;
let standard: (string | undefined)[] | null = null;

function ascii(): (string | undefined)[] {
  return Array.from({ length: 256 }, (_, c) => (c >= 32 && c < 127 ? String.fromCharCode(c) : undefined));
}

/**
 * WinAnsiEncoding: Windows-1252 (tabled here: Node's TextDecoder decodes "windows-1252" as Latin-1), with a
 * bullet at 0x7F and the unassigned codes, a plain space at 0xA0 and a hyphen at 0xAD (as pdf.js reads them).
 */
export function winAnsiEncoding(): (string | undefined)[] {
  if (!winAnsi) {
    winAnsi = ascii();
    for (let c = 0xa0; c < 0x100; c++) winAnsi[c] = String.fromCharCode(c);
    for (let i = 0; i < 32; i++) winAnsi[0x80 + i] = WIN_ANSI_HIGH[i];
    winAnsi[0x7f] = '\u2022';
    winAnsi[0xa0] = ' ';
    winAnsi[0xad] = '-';
  }
  return winAnsi;
}

export function macRomanEncoding(): (string | undefined)[] {
  if (!macRoman) {
    macRoman = ascii();
    for (let i = 0; i < 128; i++) macRoman[0x80 + i] = MAC_ROMAN_HIGH[i];
    macRoman[0xdb] = '\u00a4'; // the PDF's MacRomanEncoding predates the euro: 0xDB is "currency" (Annex D)
  }
  return macRoman;
}

/** Adobe StandardEncoding: ASCII with curly quotes, and its own upper half. */
export function standardEncoding(): (string | undefined)[] {
  if (!standard) {
    standard = [];
    for (let c = 0; c < 256; c++) standard.push(c >= 32 && c < 127 ? String.fromCharCode(c) : undefined);
    standard[0x27] = '\u2019';
    standard[0x60] = '\u2018';
    const upper =
      'exclamdown cent sterling fraction yen florin section currency quotesingle quotedblleft guillemotleft ' +
      'guilsinglleft guilsinglright fi fl - endash dagger daggerdbl periodcentered - paragraph bullet ' +
      'quotesinglbase quotedblbase quotedblright guillemotright ellipsis perthousand - questiondown - grave acute ' +
      'circumflex tilde macron breve dotaccent dieresis - ring cedilla - hungarumlaut ogonek caron emdash';
    upper.split(' ').forEach((n, i) => {
      if (n !== '-') standard![0xa1 + i] = glyphToUnicode(n) ?? undefined;
    });
    const high: Record<number, string> = {
      0xe1: 'AE',
      0xe3: 'ordfeminine',
      0xe8: 'Lslash',
      0xe9: 'Oslash',
      0xea: 'OE',
      0xeb: 'ordmasculine',
      0xf1: 'ae',
      0xf5: 'dotlessi',
      0xf8: 'lslash',
      0xf9: 'oslash',
      0xfa: 'oe',
      0xfb: 'germandbls',
    };
    for (const [c, n] of Object.entries(high)) standard[Number(c)] = glyphToUnicode(n) ?? undefined;
  }
  return standard;
}

/** The base encoding a name selects (the /Encoding name or a dictionary's /BaseEncoding). */
export function baseEncoding(name: string | undefined): (string | undefined)[] | null {
  switch (name) {
    case 'WinAnsiEncoding':
      return winAnsiEncoding();
    case 'MacRomanEncoding':
      return macRomanEncoding();
    case 'StandardEncoding':
      return standardEncoding();
  }
  return null;
}

/** PDFDocEncoding (Annex D.2), for text strings (outline titles, metadata): Latin-1 with its own 0x18–0x9F. */
export function pdfDocDecode(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder().decode(bytes.subarray(3));
  const special =
    '\u02d8\u02c7\u02c6\u02d9\u02dd\u02db\u02da\u02dc' + // 0x18–0x1f
    '\u2022\u2020\u2021\u2026\u2014\u2013\u0192\u2044\u2039\u203a\u2212\u2030\u201e\u201c\u201d\u2018' + // 0x80–0x8f
    '\u2019\u201a\u2122\ufb01\ufb02\u0141\u0152\u0160\u0178\u017d\u0131\u0142\u0153\u0161\u017e\ufffd'; // 0x90–0x9f
  let s = '';
  for (const b of bytes) {
    if (b >= 0x18 && b <= 0x1f) s += special[b - 0x18];
    else if (b >= 0x80 && b <= 0x9f) s += special[b - 0x80 + 8];
    else if (b === 0xa0) s += '\u20ac';
    else s += String.fromCharCode(b);
  }
  return s;
}
