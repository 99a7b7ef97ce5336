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
  space: ' ', exclam: '!', quotedbl: '"', numbersign: '#', dollar: '$', percent: '%', ampersand: '&',
  quotesingle: "'", parenleft: '(', parenright: ')', asterisk: '*', plus: '+', comma: ',', hyphen: '-',
  period: '.', slash: '/', zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7',
  eight: '8', nine: '9', colon: ':', semicolon: ';', less: '<', equal: '=', greater: '>', question: '?', at: '@',
  bracketleft: '[', backslash: '\\', bracketright: ']', asciicircum: '^', underscore: '_', braceleft: '{',
  bar: '|', braceright: '}', asciitilde: '~', quoteleft: '\u2018', quoteright: '\u2019',
  quotedblleft: '\u201c', quotedblright: '\u201d', quotesinglbase: '\u201a', quotedblbase: '\u201e',
  guillemotleft: '\u00ab', guillemotright: '\u00bb', guilsinglleft: '\u2039', guilsinglright: '\u203a',
  endash: '\u2013', emdash: '\u2014', bullet: '\u2022', ellipsis: '\u2026', dagger: '\u2020',
  daggerdbl: '\u2021', perthousand: '\u2030', trademark: '\u2122', Euro: '\u20ac', euro: '\u20ac',
  sterling: '\u00a3', yen: '\u00a5', cent: '\u00a2', currency: '\u00a4', section: '\u00a7', paragraph: '\u00b6',
  copyright: '\u00a9', registered: '\u00ae', degree: '\u00b0', plusminus: '\u00b1', multiply: '\u00d7',
  divide: '\u00f7', mu: '\u00b5', micro: '\u00b5', periodcentered: '\u00b7', middot: '\u00b7',
  exclamdown: '\u00a1', questiondown: '\u00bf', ordfeminine: '\u00aa', ordmasculine: '\u00ba',
  logicalnot: '\u00ac', brokenbar: '\u00a6', onehalf: '\u00bd', onequarter: '\u00bc', threequarters: '\u00be',
  onesuperior: '\u00b9', twosuperior: '\u00b2', threesuperior: '\u00b3', nbspace: '\u00a0',
  nonbreakingspace: '\u00a0', sfthyphen: '\u00ad', softhyphen: '\u00ad', minus: '\u2212', fraction: '\u2044',
  florin: '\u0192', AE: '\u00c6', ae: '\u00e6', OE: '\u0152', oe: '\u0153', Oslash: '\u00d8', oslash: '\u00f8',
  Eth: '\u00d0', eth: '\u00f0', Thorn: '\u00de', thorn: '\u00fe', germandbls: '\u00df', dotlessi: '\u0131',
  Lslash: '\u0141', lslash: '\u0142', Dcroat: '\u0110', dcroat: '\u0111', fi: '\ufb01', fl: '\ufb02',
  ff: '\ufb00', ffi: '\ufb03', ffl: '\ufb04', grave: '`', acute: '\u00b4', circumflex: '\u02c6', tilde: '\u02dc',
  macron: '\u00af', breve: '\u02d8', dotaccent: '\u02d9', dieresis: '\u00a8', ring: '\u02da', cedilla: '\u00b8',
  hungarumlaut: '\u02dd', ogonek: '\u02db', caron: '\u02c7', numero: '\u2116', estimated: '\u212e',
  arrowright: '\u2192', arrowleft: '\u2190', checkmark: '\u2713', lozenge: '\u25ca', notequal: '\u2260',
  lessequal: '\u2264', greaterequal: '\u2265', infinity: '\u221e', approxequal: '\u2248', uni00A0: '\u00a0',
  figuredash: '\u2012', horizontalbar: '\u2015', afii61352: '\u2116', afii00208: '\u2015', apple: '\uf8ff',
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

function fromDecoder(label: string): (string | undefined)[] {
  const d = new TextDecoder(label);
  const out: (string | undefined)[] = [];
  for (let c = 0; c < 256; c++) out.push(c < 32 ? undefined : d.decode(Uint8Array.of(c)));
  return out;
}

let winAnsi: (string | undefined)[] | null = null;
let macRoman: (string | undefined)[] | null = null;
let standard: (string | undefined)[] | null = null;

/** WinAnsiEncoding is Windows-1252, with its unassigned codes drawn as bullets (Annex D, note 5). */
export function winAnsiEncoding(): (string | undefined)[] {
  if (!winAnsi) {
    winAnsi = fromDecoder('windows-1252');
    for (const c of [0x7f, 0x81, 0x8d, 0x8f, 0x90, 0x9d]) winAnsi[c] = '\u2022';
    winAnsi[0xa0] = ' ';
    winAnsi[0xad] = '-';
  }
  return winAnsi;
}

export function macRomanEncoding(): (string | undefined)[] {
  if (!macRoman) {
    macRoman = fromDecoder('macintosh');
    macRoman[0x7f] = undefined;
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
      0xe1: 'AE', 0xe3: 'ordfeminine', 0xe8: 'Lslash', 0xe9: 'Oslash', 0xea: 'OE', 0xeb: 'ordmasculine',
      0xf1: 'ae', 0xf5: 'dotlessi', 0xf8: 'lslash', 0xf9: 'oslash', 0xfa: 'oe', 0xfb: 'germandbls',
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
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder().decode(bytes.subarray(3));
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
