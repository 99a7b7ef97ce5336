import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTesseractOcr, engLangPath, terminate } from './ocr-tesseract';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const corpus = path.resolve(repo, process.env.CORPUS_DIR ?? '../shared/corpus/dev');
const hasCorpus = fs.existsSync(path.join(corpus, 'manifest.json'));

describe('tesseract Ocr adapter', () => {
  afterAll(() => terminate());

  it('uses the bundled English best_int model', () => {
    expect(fs.existsSync(path.join(engLangPath(), 'eng.traineddata.gz'))).toBe(true);
    expect(engLangPath()).toMatch(/best_int$/);
  });

  it.skipIf(!hasCorpus)(
    'reads a corpus letter (PNG) without downloading or writing anything',
    async () => {
      const manifest = JSON.parse(fs.readFileSync(path.join(corpus, 'manifest.json'), 'utf8'));
      const letter = manifest.letters[0];
      const before = new Set(fs.readdirSync(process.cwd()));
      const ocr = createTesseractOcr();
      const { text, confidence } = await ocr.recognize(
        new Uint8Array(fs.readFileSync(path.join(corpus, letter.files.png))),
      );
      expect(text).toContain(letter.creditorName);
      expect(text).toContain(letter.accountNumber);
      expect(confidence).toBeGreaterThan(70);
      expect(fs.readdirSync(process.cwd()).filter((f) => !before.has(f) && /traineddata/.test(f))).toEqual(
        [],
      );
    },
    60_000,
  );
});
