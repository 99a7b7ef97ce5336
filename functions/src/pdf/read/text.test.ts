import fs from 'node:fs';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  assemble,
  flate,
  HELVETICA,
  helveticaPage,
  onePage,
  streamBody,
  type RawObject,
} from '../../../test/fixtures/raw-pdf';
import { pageText } from '../../extract/read';
import { PdfDocument as PdfWriter } from '../write';
import { PdfReader } from './document';
import { pageTextItems } from './text';

const ours = (bytes: Uint8Array) => {
  const doc = new PdfReader(bytes);
  return pageText(pageTextItems(doc, doc.pages[0]));
};
const pdfjs = async (bytes: Uint8Array) => {
  const pdf = await getDocumentProxy(bytes.slice());
  const c = await (await pdf.getPage(1)).getTextContent();
  await pdf.destroy();
  return pageText(c.items as never);
};
/** Our text, checked against the expectation and against pdf.js (the reader replaced it: same text). */
async function expectText(bytes: Uint8Array, want: string) {
  expect(ours(bytes), 'our reader').toBe(want);
  expect(await pdfjs(bytes), 'pdf.js').toBe(want);
}
const page = (content: string, resources: string, extra: RawObject[]) =>
  assemble(onePage(content, resources, extra), { trailer: '/Root 1 0 R' }).bytes;

describe('text showing and positioning', () => {
  it('turns TJ adjustments into spaces only when they are wide enough', async () => {
    await expectText(
      helveticaPage(
        'BT /F1 12 Tf 72 700 Td [(Hello) -300 (World) 40 (!)] TJ [(K) 80 (erning) -120 (x)] TJ ET',
      ),
      'Hello World!Kerning x',
    );
  });

  it('places lines with Td, TD, T*, Tm, quote operators and leading', async () => {
    await expectText(
      helveticaPage(
        'BT /F1 10 Tf 14 TL 72 700 Td (One) Tj T* (Two) Tj 0 -14 TD (Three) Tj (Four) \' 2 0 (Five) " ' +
          '1 0 0 1 300 500 Tm (Six) Tj ET',
      ),
      'One\nTwo\nThree\nFour\nFive\nSix',
    );
  });

  it('measures standard fonts without /Widths, so gaps between runs read right', async () => {
    // "Hello" in Helvetica is 2.278 em: at 10 pt the next run starts 22.78 pt on.
    await expectText(
      helveticaPage('BT /F1 10 Tf 72 700 Td (Hello) Tj ET BT /F1 10 Tf 94.78 700 Td (World) Tj ET'),
      'HelloWorld',
    );
    await expectText(
      helveticaPage('BT /F1 10 Tf 72 700 Td (Hello) Tj ET BT /F1 10 Tf 97.78 700 Td (World) Tj ET'),
      'Hello World',
    );
  });

  it('applies word and character spacing, horizontal scaling and the CTM', async () => {
    await expectText(
      helveticaPage(
        'q 2 0 0 2 0 0 cm BT /F1 6 Tf 20 350 Td 3 Tw (Wide words) Tj 0 -10 Td 0.2 Tc 150 Tz (Tracked) Tj ET Q',
      ),
      'Wide words\nTracked',
    );
  });

  it('ignores marked content and skips text outside the page', async () => {
    await expectText(
      helveticaPage(
        '/P <</MCID 0>> BDC BT /F1 12 Tf 72 700 Td (Inside) Tj ET EMC BT /F1 12 Tf 900 700 Td (Outside) Tj ET',
      ),
      'Inside',
    );
  });

  it('follows Form XObjects: their /Matrix, their own /Resources, nested forms', async () => {
    const form = (num: number, body: string, res: string, matrix = '') => ({
      num,
      body: streamBody(`/Type /XObject /Subtype /Form /BBox [0 0 600 800] ${matrix} /Resources ${res}`, body),
    });
    const bytes = page(
      'BT /F1 12 Tf 72 750 Td (Before) Tj ET q 1 0 0 1 0 -100 cm /Fm1 Do Q BT /F1 12 Tf 72 500 Td (After) Tj ET',
      '<</Font <</F1 5 0 R>> /XObject <</Fm1 6 0 R>>>>',
      [
        HELVETICA,
        form(
          6,
          'BT /F9 12 Tf 72 700 Td (In the form) Tj ET /Fm2 Do',
          '<</Font <</F9 5 0 R>> /XObject <</Fm2 7 0 R>>>>',
          '/Matrix [1 0 0 1 0 -20]',
        ),
        form(7, 'BT /F9 12 Tf 72 650 Td (Nested) Tj ET', '<</Font <</F9 5 0 R>>>>'),
      ],
    );
    await expectText(bytes, 'Before\nIn the form\nNested\nAfter');
  });

  it('skips inline images, even when their data contains "EI"', async () => {
    const content = Buffer.concat([
      Buffer.from(
        'BT /F1 12 Tf 72 700 Td (Above) Tj ET q 10 0 0 10 72 600 cm BI /W 4 /H 2 /BPC 8 /CS /G ID ',
        'latin1',
      ),
      Buffer.from([0x00, 0x20, 0x45, 0x49, 0x20, 0xff, 0x01, 0x80]),
      Buffer.from(' EI Q BT /F1 12 Tf 72 500 Td (Below) Tj ET', 'latin1'),
    ]);
    await expectText(
      page(content.toString('latin1'), '<</Font <</F1 5 0 R>>>>', [HELVETICA]),
      'Above\nBelow',
    );
  });
});

describe('fonts to Unicode', () => {
  it('uses /Differences over a base encoding, with glyph names of every form', async () => {
    const font = {
      num: 5,
      body:
        '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding <</Type /Encoding /BaseEncoding /WinAnsiEncoding ' +
        '/Differences [1 /Euro /sterling /uni20AC /quotedblleft /Aacute /ccaron /f_f /a.sc /uni0041030A]>>>>',
    };
    const show = (hex: string) =>
      page(`BT /F1 12 Tf 72 700 Td <${hex}> Tj ET`, '<</Font <</F1 5 0 R>>>>', [font]);
    await expectText(show('0102030405060720414243'), '€£€“Áčff ABC');
    // Names pdf.js does not resolve for a font that is not embedded: a suffixed name, a uni name of two units.
    expect(ours(show('0809'))).toBe('aA\u030a');
  });

  it('reads WinAnsi, MacRoman and Standard encodings', async () => {
    const fonts = [
      { num: 5, body: '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding>>' },
      { num: 6, body: '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /MacRomanEncoding>>' },
      { num: 7, body: '<</Type /Font /Subtype /Type1 /BaseFont /Times-Roman>>' },
    ];
    await expectText(
      page(
        'BT /F1 12 Tf 72 700 Td <80A3E99293> Tj /F2 12 Tf 0 -20 Td <A3DB8ED2D3> Tj /F3 12 Tf 0 -20 Td <2760E1FB> Tj ET',
        '<</Font <</F1 5 0 R /F2 6 0 R /F3 7 0 R>>>>',
        fonts,
      ),
      '€£é’“\n£¤é“”\n’‘Æß',
    );
  });

  it('reads a ToUnicode CMap: bfchar, bfrange with a start and with an array, 1- and 2-byte codespaces', async () => {
    const cmap = `/CIDInit /ProcSet findresource begin 12 dict begin begincmap
/CMapName /Test def 2 begincodespacerange <00> <7F> <8000> <FFFF> endcodespacerange
2 beginbfchar <41> <0041> <8001> <00A3> endbfchar
2 beginbfrange <42> <44> <0062> <8010> <8012> [<0058> <FB01> <00660066>] endbfrange
endcmap CMapName currentdict /CMap defineresource pop end end`;
    const encoding = `/CIDInit /ProcSet findresource begin 12 dict begin begincmap
/CMapName /TestEnc def 2 begincodespacerange <00> <7F> <8000> <FFFF> endcodespacerange
1 begincidrange <00> <7F> 0 endcidrange 1 begincidrange <8000> <FFFF> 128 endcidrange
endcmap CMapName currentdict /CMap defineresource pop end end`;
    const objects = [
      {
        num: 5,
        body: '<</Type /Font /Subtype /Type0 /BaseFont /Test /Encoding 6 0 R /DescendantFonts [7 0 R] /ToUnicode 8 0 R>>',
      },
      { num: 6, body: streamBody('/Type /CMap', encoding) },
      {
        num: 7,
        body: '<</Type /Font /Subtype /CIDFontType0 /BaseFont /Test /CIDSystemInfo <</Registry (Adobe) /Ordering (Identity) /Supplement 0>> /DW 500>>',
      },
      { num: 8, body: streamBody('/Filter /FlateDecode', flate(cmap)) },
    ];
    // A, B-D → b-d, 8001 → £, 8010-8012 → X, ﬁ (read as "fi"), ff. (pdf.js splits these codes by byte: it
    // applies an embedded /Encoding CMap only to a font it has the program of.)
    expect(
      ours(
        page('BT /F1 12 Tf 72 700 Td <414243448001801080118012> Tj ET', '<</Font <</F1 5 0 R>>>>', objects),
      ),
    ).toBe('Abcd£Xfiff');
  });

  it('reads an Identity-H font without /ToUnicode through the embedded TrueType cmap', () => {
    const w = new PdfWriter();
    const font = w.embedFont(fs.readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'));
    w.addPage([600, 800]).text('Zoë owes £12.50 — naïve café', { x: 72, y: 700, size: 12, font });
    const saved = Buffer.from(w.save());
    expect(ours(saved)).toBe('Zoë owes £12.50 — naïve café');
    // The same file with its /ToUnicode key renamed (same length: every offset stays right).
    const stripped = new Uint8Array(
      Buffer.from(saved.toString('latin1').replaceAll('/ToUnicode', '/XoUnicode'), 'latin1'),
    );
    expect(Buffer.from(stripped).toString('latin1')).not.toContain('/ToUnicode');
    expect(ours(stripped)).toBe('Zoë owes £12.50 — naïve café');
  });
});
