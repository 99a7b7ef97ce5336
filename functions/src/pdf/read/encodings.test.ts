import { describe, expect, it } from 'vitest';
import {
  glyphToUnicode,
  macRomanEncoding,
  pdfDocDecode,
  standardEncoding,
  winAnsiEncoding,
} from './encodings';

describe('glyph names and encodings', () => {
  it('maps glyph names: listed, algorithmic, composed, suffixed, ligature components', () => {
    expect(['sterling', 'Euro', 'quoteright', 'germandbls', 'fi'].map(glyphToUnicode)).toEqual([
      '£',
      '€',
      '’',
      'ß',
      '\ufb01',
    ]);
    expect(['uni00A3', 'uni20AC00E9', 'u1F600', 'u00E9'].map(glyphToUnicode)).toEqual(['£', '€é', '😀', 'é']);
    expect(['Aacute', 'ccedilla', 'Scaron', 'zdotaccent'].map(glyphToUnicode)).toEqual(['Á', 'ç', 'Š', 'ż']);
    expect(['a.sc', 'one.oldstyle', 'f_f_l', 'T_h'].map(glyphToUnicode)).toEqual(['a', '1', 'ffl', 'Th']);
    expect(glyphToUnicode('g123')).toBeNull();
  });

  it('has the base encodings of Annex D', () => {
    expect([0x80, 0x85, 0x8a, 0x95, 0xa3, 0xe9].map((c) => winAnsiEncoding()[c])).toEqual([
      '€',
      '…',
      'Š',
      '•',
      '£',
      'é',
    ]);
    expect([0x80, 0x8e, 0xa3, 0xa5, 0xd2, 0xdb].map((c) => macRomanEncoding()[c])).toEqual([
      'Ä',
      'é',
      '£',
      '•',
      '“',
      '¤',
    ]);
    expect([0x27, 0x60, 0xa3, 0xae, 0xd0, 0xfb].map((c) => standardEncoding()[c])).toEqual([
      '’',
      '‘',
      '£',
      '\ufb01',
      '—',
      'ß',
    ]);
  });

  it('decodes text strings: PDFDocEncoding, UTF-16BE and UTF-8 with their marks', () => {
    expect(pdfDocDecode(Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0xa0, 0x93]))).toBe('Café •€ﬁ');
    expect(pdfDocDecode(Uint8Array.from([0xfe, 0xff, 0x00, 0x5a, 0x00, 0xf6, 0x20, 0xac]))).toBe('Zö€');
    expect(pdfDocDecode(Uint8Array.from([0xef, 0xbb, 0xbf, 0xc2, 0xa3]))).toBe('£');
  });
});
