import { describe, expect, it } from 'vitest';
import { PdfDict, PdfName, PdfRef, PdfString } from '../objects';
import { EOF, Keyword, Lexer } from './lexer';

const lex = (s: string, refs = true) => new Lexer(Buffer.from(s, 'latin1'), 0, refs);
const text = (v: unknown) => Buffer.from((v as PdfString).bytes).toString('latin1');

describe('PDF lexer', () => {
  it('reads numbers, including the forms real files contain', () => {
    const l = lex('12 -3.5 +.25 4. -.002 --7 0.1-2');
    expect([l.value(), l.value(), l.value(), l.value(), l.value(), l.value(), l.value()]).toEqual([
      12, -3.5, 0.25, 4, -0.002, 7, 0.12,
    ]);
    expect(l.value()).toBe(EOF);
  });

  it('decodes #xx in names and keeps delimiters out of them', () => {
    const l = lex('/A#20B/C#2fD/Lime#20Green[/x]');
    expect(l.value()).toBe(PdfName.of('A B'));
    expect(l.value()).toBe(PdfName.of('C/D'));
    expect(l.value()).toBe(PdfName.of('Lime Green'));
    expect(l.value()).toEqual([PdfName.of('x')]);
  });

  it('reads literal strings: escapes, octal, balanced parentheses, line continuations', () => {
    const l = lex('(a\\(b\\) (nested) \\n\\t\\101\\60x\\\\ \\\nend) (\\0053)');
    expect(text(l.value())).toBe('a(b) (nested) \n\tA0x\\ end');
    expect(text(l.value())).toBe('\x053');
  });

  it('reads hex strings with white space and an odd final digit', () => {
    const v = lex('<48 65 6C6c 6>').value() as PdfString;
    expect([...v.bytes]).toEqual([0x48, 0x65, 0x6c, 0x6c, 0x60]);
    expect(v.hex).toBe(true);
  });

  it('builds arrays, dictionaries and references, skipping comments', () => {
    const v = lex(
      '<</Type /Page % a comment\n /Kids [1 0 R 2 0 R 3] /N null /B true /Sub <</X 1>> >>',
    ).value();
    expect(v).toBeInstanceOf(PdfDict);
    const d = v as PdfDict;
    expect(d.get('Type')).toBe(PdfName.of('Page'));
    expect(d.get('Kids')).toEqual([new PdfRef(1, 0), new PdfRef(2, 0), 3]);
    expect(d.get('N')).toBeNull();
    expect(d.get('B')).toBe(true);
    expect((d.get('Sub') as PdfDict).get('X')).toBe(1);
  });

  it('reads operators as keywords in content streams, where `1 0 R` is not a reference', () => {
    const l = lex('1 0 0 1 72 700 cm BT /F1 12 Tf (Hi) Tj ET', false);
    const toks = [];
    for (let t = l.value(); t !== EOF; t = l.value()) toks.push(t instanceof Keyword ? t.word : t);
    expect(toks).toEqual([
      1,
      0,
      0,
      1,
      72,
      700,
      'cm',
      'BT',
      PdfName.of('F1'),
      12,
      'Tf',
      expect.any(PdfString),
      'Tj',
      'ET',
    ]);
  });

  it('survives an unterminated dictionary before endobj', () => {
    const l = lex('<</A 1 /B 2 endobj');
    const d = l.value() as PdfDict;
    expect(d.get('A')).toBe(1);
    expect(d.get('B')).toBe(2);
    expect(l.value()).toBe(Keyword.of('endobj'));
  });
});
