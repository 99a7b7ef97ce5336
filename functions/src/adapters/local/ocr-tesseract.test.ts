import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureFile, letterById } from '../../../test/fixtures/letters';
import { ocrContract } from '../../ports/ocr.contract';
import { createTesseractOcr, engLangPath, parsePgm, preprocess, terminate } from './ocr-tesseract';

afterAll(() => terminate());

ocrContract('tesseract.js', async () => createTesseractOcr(), { timeout: 90_000 });

describe('tesseract Ocr adapter', () => {
  it('uses the bundled English best_int model', () => {
    expect(fs.existsSync(path.join(engLangPath(), 'eng.traineddata.gz'))).toBe(true);
    expect(engLangPath()).toMatch(/best_int$/);
  });

  it('reads a letter without downloading or writing anything', async () => {
    const letter = letterById('F002');
    const before = new Set(fs.readdirSync(process.cwd()));
    const { text } = await createTesseractOcr().recognize(await fixtureFile(letter.id, 'png'));
    expect(text.replace(/\s+/g, ' ')).toContain(letter.accountNumber);
    expect(fs.readdirSync(process.cwd()).filter((f) => !before.has(f) && /traineddata/.test(f))).toEqual([]);
  }, 90_000);

  it('reads the pre-processed page back from its PGM', async () => {
    const c = createCanvas(300, 120);
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 300, 120);
    ctx.fillStyle = '#000';
    ctx.fillRect(40, 30, 60, 20);
    const img = parsePgm(
      await preprocess(new Uint8Array(c.toBuffer('image/png')), { targetWidth: 0, deskew: false }),
    );
    expect(img).toMatchObject({ width: 300, height: 120 });
    expect(img!.data[40 * 300 + 70]).toBeLessThan(60);
    expect(img!.data[5 * 300 + 5]).toBeGreaterThan(200);
    expect(parsePgm(Buffer.from('not a pgm'))).toBeNull();
  });

  it('tells O from 0 and I from 1 in references by the printed glyphs (DejaVu Sans Condensed, 150 dpi)', async () => {
    const require = createRequire(import.meta.url);
    GlobalFonts.registerFromPath(
      require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
      'GlyphTestCond',
    );
    const refs = ['XO87305022', '666-OO73849', '779-II15185', '6651013O', 'KL1100LK', '10203040'];
    const c = createCanvas(1240, 420);
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 1240, 420);
    ctx.fillStyle = '#000';
    ctx.font = '21px GlyphTestCond';
    refs.forEach((r, i) => ctx.fillText(`Our reference: ${r} please quote it`, 75, 60 + i * 50));
    const png = new Uint8Array(c.toBuffer('image/png'));
    const { text } = await createTesseractOcr().recognize(png);
    for (const r of refs) expect(text).toContain(r);
    // The same page without the glyph check: the engine reads the look-alikes as digits.
    const plain = await createTesseractOcr({ lookalikes: false }).recognize(png);
    expect(refs.filter((r) => !plain.text.includes(r)).length).toBeGreaterThan(0);
  }, 90_000);
});
