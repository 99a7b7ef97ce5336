import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureFile, letterById } from '../../../test/fixtures/letters';
import { ocrContract } from '../../ports/ocr.contract';
import { createTesseractOcr, engLangPath, terminate } from './ocr-tesseract';

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
});
