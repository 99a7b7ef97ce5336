import { describe, expect, it } from 'vitest';
import { name, numberToken, PdfDict, PdfRef, PdfStream, PdfString, serialize, writeFile } from './objects';

describe('PDF objects', () => {
  it('serialises every kind of value', () => {
    const d = new PdfDict({
      Type: name('Page'),
      Odd: name('A B/C'),
      Kids: [new PdfRef(3), 1.5, -0.25, true, null],
      T: PdfString.latin1('a(b)\\c\n'),
      H: PdfString.latin1('\x01\xff', true),
    });
    expect(serialize(d)).toBe(
      '<</Type /Page/Odd /A#20B#2fC/Kids [3 0 R 1.5 -0.25 true null]/T (a\\(b\\)\\\\c\\n)/H <01ff>>>',
    );
  });

  it('writes numbers without exponents and with at most four decimals', () => {
    expect(numberToken(1e-7)).toBe('0');
    expect(numberToken(595.27559)).toBe('595.2756');
    expect(numberToken(12)).toBe('12');
    expect(() => numberToken(NaN)).toThrow();
  });

  it('writes text strings in PDFDocEncoding when it can, else UTF-16BE with a byte-order mark', () => {
    expect(serialize(PdfString.text('Café £5'))).toBe('(Caf\\351 \\2435)');
    expect(serialize(PdfString.text('a — b'))).toBe('<feff00610020201400200062>');
  });

  it('interns names so they compare by identity', () => {
    expect(name('Font')).toBe(name('Font'));
  });

  it('writes a file whose cross-reference offsets point at each object', () => {
    const bytes = writeFile(
      [new PdfDict({ Type: name('Catalog') }), new PdfStream(new PdfDict(), new Uint8Array([1, 2, 3]))],
      new PdfDict({ Root: new PdfRef(1) }),
    );
    const text = Buffer.from(bytes).toString('latin1');
    const start = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(start, start + 4)).toBe('xref');
    const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.map((o) => text.slice(o, o + 7))).toEqual(['1 0 obj', '2 0 obj']);
    expect(text).toContain('<</Length 3>>\nstream\n\x01\x02\x03\nendstream');
    expect(text).toMatch(/trailer\n<<\/Root 1 0 R\/Size 3>>/);
  });
});
