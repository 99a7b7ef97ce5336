/**
 * The Ocr port's contract, on the invented letters of the test fixtures: a page image becomes its printed text,
 * one line per line, with the fields the extraction needs legible; a blank page is no text (not an error); an engine
 * reads a scanned one-page PDF the same way (recognizePdfPage).
 * Run on tesseract.js for real (ocr-tesseract.test.ts) and on Textract through a mocked client (textract-ocr.test.ts).
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { fixtureFile, letterById } from '../../test/fixtures/letters';
import type { Ocr } from './ocr';

/** Tolerates what OCR does to spacing; the content must be there. */
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

export async function blankPage(): Promise<Uint8Array> {
  const canvas = createCanvas(800, 1100);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 800, 1100);
  return new Uint8Array(await canvas.encode('png'));
}

export function ocrContract(name: string, make: () => Promise<Ocr>, opts: { timeout?: number } = {}) {
  const timeout = opts.timeout ?? 60_000;
  describe(`Ocr contract: ${name}`, () => {
    it(
      'reads a clean letter image into its lines, creditor and reference legible',
      async () => {
        const letter = letterById('F001');
        const { text, confidence } = await (await make()).recognize(await fixtureFile(letter.id, 'png'));
        const lines = text.split('\n');
        expect(lines.length).toBeGreaterThan(20);
        expect(lines.every((l) => l.trim() !== '')).toBe(true);
        expect(squash(text)).toContain(letter.creditorName);
        expect(squash(text)).toContain(letter.accountNumber);
        if (confidence !== undefined) {
          expect(confidence).toBeGreaterThan(70);
          expect(confidence).toBeLessThanOrEqual(100);
        }
      },
      timeout,
    );

    it(
      'reads a scan-like JPEG (noise, skew, blur) well enough to find the creditor',
      async () => {
        const letter = letterById('F003');
        const { text } = await (await make()).recognize(await fixtureFile(letter.id, 'scanJpg'));
        expect(squash(text)).toContain(letter.creditorName);
        expect(squash(text)).toMatch(/3,215\.90/);
      },
      timeout,
    );

    it(
      'gives no text for a blank page, without failing',
      async () => {
        const { text } = await (await make()).recognize(await blankPage());
        expect(text.trim()).toBe('');
      },
      timeout,
    );

    it(
      'reads a scanned one-page PDF (recognizePdfPage)',
      async () => {
        const letter = letterById('F002');
        const { text } = await (await make()).recognizePdfPage(await fixtureFile(letter.id, 'scanPdf'));
        expect(squash(text)).toContain(letter.creditorName);
      },
      timeout,
    );
  });
}
