/**
 * Extraction benchmark: readDocument + extractFields over the development corpus, scored by the corpus's
 * score.mjs.
 *
 *   npx tsx scripts/bench-extraction.ts [--formats pdf,png,scanJpg,scanPdf] [--limit N] [--ids D001,D002]
 *                                       [--reuse] [--resume] [--verbose]
 *
 * CORPUS_DIR overrides the corpus folder (default ../shared/corpus/dev, relative to the repository root).
 * Results go to ./out/extraction-results.json (keyed by file name). --reuse re-runs only extractFields on the
 * text saved by a previous run (fast iteration on the rules; its timings are the saved ones); --resume reads
 * only the files a previous (interrupted) run has not saved yet.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDocument } from '../functions/src/extract/read';
import { extractFields } from '../functions/src/extract/fields';
import { createTesseractOcr, terminate } from '../functions/src/adapters/local/ocr-tesseract';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpus = path.resolve(root, process.env.CORPUS_DIR ?? '../shared/corpus/dev');
const outDir = path.join(root, 'out');
const outFile = path.join(outDir, 'extraction-results.json');

const argv = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const flag = (name: string) => argv.includes(`--${name}`);

const FORMATS = ['pdf', 'png', 'scanJpg', 'scanPdf'] as const;
type Format = (typeof FORMATS)[number];
const formats = (opt('formats')?.split(',') ?? [...FORMATS]) as Format[];
const limit = opt('limit') ? parseInt(opt('limit')!, 10) : Infinity;
const ids = opt('ids')?.split(',');
const CONTENT_TYPE: Record<Format, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  scanJpg: 'image/jpeg',
  scanPdf: 'application/pdf',
};

interface Letter {
  id: string;
  files: Record<Format, string>;
}

interface Result {
  creditorName: string | null;
  debtAmount: number | null;
  accountNumber: string | null;
  debtType: string;
  sequenceStage: number;
  ocrText: string;
  ms: number;
  method?: string;
}

function quantile(sorted: number[], q: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

async function main() {
  const manifestPath = path.join(corpus, 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    console.error(`corpus not found: ${manifestPath} (set CORPUS_DIR)`);
    process.exit(2);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { letters: Letter[] };
  let letters = manifest.letters;
  if (ids) letters = letters.filter((l) => ids.includes(l.id));
  letters = letters.slice(0, limit);
  fs.mkdirSync(outDir, { recursive: true });

  const previous: Record<string, Result> = fs.existsSync(outFile)
    ? JSON.parse(fs.readFileSync(outFile, 'utf8'))
    : {};
  const results: Record<string, Result> = { ...previous };
  const ocr = createTesseractOcr();
  const times: Record<string, number[]> = {};

  for (const format of formats) {
    for (const l of letters) {
      const file = l.files[format];
      if (!file) continue;
      let text: string;
      let ms: number;
      let method: string | undefined;
      if (flag('resume') && previous[file] && !flag('reuse')) {
        results[file] = { ...previous[file], ...extractFields(previous[file].ocrText) };
        (times[format] ??= []).push(previous[file].ms);
        continue;
      }
      const t0 = performance.now();
      if (flag('reuse')) {
        const prev = previous[file];
        if (!prev) continue;
        text = prev.ocrText;
        ms = prev.ms;
        method = prev.method;
      } else {
        const bytes = new Uint8Array(fs.readFileSync(path.join(corpus, file)));
        const read = await readDocument(bytes, CONTENT_TYPE[format], ocr);
        text = read.text;
        method = read.method;
      }
      const fields = extractFields(text);
      if (!flag('reuse')) ms = Math.round(performance.now() - t0);
      results[file] = { ...fields, ocrText: text, ms: ms!, method };
      (times[format] ??= []).push(ms!);
      if (!flag('reuse')) {
        process.stderr.write(`${file} ${ms!} ms ${method}\n`);
        // Save as we go: a long OCR run that is interrupted can continue with --resume.
        fs.writeFileSync(outFile, JSON.stringify(results, null, 1));
      }
    }
  }
  await terminate();
  fs.writeFileSync(outFile, JSON.stringify(results, null, 1));

  console.log('Timings (read + extract, ms)');
  for (const f of formats) {
    const s = (times[f] ?? []).slice().sort((a, b) => a - b);
    console.log(
      `  ${f.padEnd(8)} n=${s.length} median ${quantile(s, 0.5)} p95 ${quantile(s, 0.95)} max ${s[s.length - 1]}`,
    );
  }
  console.log('');
  const scoreArgs = [path.join(corpus, 'score.mjs'), outFile, '--manifest', manifestPath];
  if (flag('verbose')) scoreArgs.push('--verbose');
  // Score only what this run produced when --formats / --ids narrowed it.
  const scoreFile = path.join(outDir, 'extraction-results.scored.json');
  const wanted = new Set(letters.flatMap((l) => formats.map((f) => l.files[f])));
  fs.writeFileSync(
    scoreFile,
    JSON.stringify(Object.fromEntries(Object.entries(results).filter(([k]) => wanted.has(k)))),
  );
  const everything =
    letters.length === manifest.letters.length &&
    FORMATS.every((f) => formats.includes(f)) &&
    Object.keys(results).every((k) => wanted.has(k));
  if (!everything) scoreArgs[1] = scoreFile;
  if (letters.length !== manifest.letters.length) {
    const sub = path.join(outDir, 'manifest.subset.json');
    const ids = new Set(letters.map((l) => l.id));
    fs.writeFileSync(
      sub,
      JSON.stringify({ ...manifest, letters: manifest.letters.filter((l) => ids.has(l.id)) }),
    );
    scoreArgs[3] = sub;
  }
  const r = spawnSync(process.execPath, scoreArgs, { encoding: 'utf8' });
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
}

main().catch(async (e) => {
  console.error(e);
  await terminate();
  process.exit(1);
});
