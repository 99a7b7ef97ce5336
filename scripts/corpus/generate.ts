/**
 * Generates the wider corpus: for each template family, N letters from a seed, each as a text PDF, a clean
 * 150 dpi PNG and a scan-like JPEG, with ground truth (the dev README's five fields, `kind`, dates, fullText).
 *
 *   npx tsx scripts/corpus/generate.ts [--out out/corpus-wide] [--per 4] [--seed 16] [--families W01,W02]
 *
 * The output folder is git-ignored (out/); the bench generates it when missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAMILIES, split, type Split, type Truth } from './families';
import { render } from './compose';
import {
  DEJAVU_FACES,
  LIBERATION_FACES,
  missingFonts,
  scanParams,
  toCanvas,
  toPdf,
  toScanJpg,
} from './layout';
import { Rng } from './vocab';

export interface WideLetter extends Truth {
  id: string;
  template: string;
  templateName: string;
  group: string;
  split: Split;
  files: { pdf: string; png: string; scanJpg: string };
  scan: ReturnType<typeof scanParams>;
  fullText: string;
}
export interface WideManifest {
  name: string;
  seed: number;
  perFamily: number;
  templates: { id: string; name: string; group: string; split: string }[];
  letters: WideLetter[];
}

export async function generateCorpus(
  outDir: string,
  opts: { perFamily?: number; seed?: number; families?: string[] } = {},
): Promise<WideManifest> {
  const per = opts.perFamily ?? 4;
  const seed = opts.seed ?? 16;
  const fams = FAMILIES.filter((f) => !opts.families || opts.families.includes(f.id));
  // W01–W41 need only DejaVu; every later set (W42 on) also draws the Liberation faces.
  const faces = fams.some((f) => !['tune', 'heldout', 'fresh'].includes(split(f.id)))
    ? [...DEJAVU_FACES, ...LIBERATION_FACES]
    : DEJAVU_FACES;
  const missing = missingFonts(faces);
  if (missing) throw new Error(`corpus generator: ${missing}`);
  fs.mkdirSync(outDir, { recursive: true });
  const letters: WideLetter[] = [];
  for (const f of fams) {
    for (let i = 0; i < per; i++) {
      const id = `${f.id}-${String(i + 1).padStart(2, '0')}`;
      // One stream per letter: adding a family or a letter does not change the others.
      const r = new Rng(seed * 1_000_003 + parseInt(f.id.slice(1), 10) * 1009 + i);
      const { spec, truth } = f.make(r);
      const page = render(spec, r);
      const files = { pdf: `${id}.pdf`, png: `${id}.png`, scanJpg: `${id}_scan.jpg` };
      fs.writeFileSync(path.join(outDir, files.pdf), await toPdf(page, `${f.name} ${id}`));
      fs.writeFileSync(path.join(outDir, files.png), toCanvas(page, 150).toBuffer('image/png'));
      const scan = scanParams(r);
      fs.writeFileSync(path.join(outDir, files.scanJpg), toScanJpg(page, scan, r));
      letters.push({
        id,
        template: f.id,
        templateName: f.name,
        group: f.group,
        split: split(f.id),
        files,
        scan,
        ...truth,
        fullText: page.lines.join('\n'),
      });
    }
  }
  const manifest: WideManifest = {
    name: 'FairReply generated wide corpus',
    seed,
    perFamily: per,
    templates: fams.map((f) => ({ id: f.id, name: f.name, group: f.group, split: split(f.id) })),
    letters,
  };
  fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 1));
  return manifest;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const opt = (n: string) => {
    const i = argv.indexOf(`--${n}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const out = path.resolve(root, opt('out') ?? 'out/corpus-wide');
  const t0 = Date.now();
  generateCorpus(out, {
    perFamily: opt('per') ? parseInt(opt('per')!, 10) : undefined,
    seed: opt('seed') ? parseInt(opt('seed')!, 10) : undefined,
    families: opt('families')?.split(','),
  })
    .then((m) => console.log(`${m.letters.length} letters in ${out} (${Date.now() - t0} ms)`))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
