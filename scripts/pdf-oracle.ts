/**
 * Compares our PDF reader's text layer (functions/src/pdf/read) with pdf.js's (unpdf), page by page, as
 * extract/read.ts turns items into text (pageText). pdf.js is the oracle: the reader replaced it in the Lambdas.
 *
 *   npx tsx scripts/pdf-oracle.ts [dir-or-file …] [--verbose] [--chromium N] [--max-pages N]
 *
 * Default inputs: ../shared/corpus/dev and out/corpus-wide. --chromium N also prints N generated HTML pages to PDF
 * with /usr/bin/chromium (varied fonts, sizes, tables, columns, links) into out/pdf-oracle/ and compares those;
 * --libreoffice N converts N more with LibreOffice Writer (`soffice`, when installed: simple TrueType fonts with
 * their own encodings, where Chromium writes Type0 fonts).
 * Prints each disagreeing page with its first differing line; exit code 1 when any page disagrees.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDocumentProxy } from 'unpdf';
import { pageText } from '../functions/src/extract/read';
import { PdfReader, pageTextItems } from '../functions/src/pdf/read';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const flag = (n: string) => argv.includes(`--${n}`);
const opt = (n: string) => (argv.indexOf(`--${n}`) >= 0 ? argv[argv.indexOf(`--${n}`) + 1] : undefined);
const verbose = flag('verbose');
const maxPages = Number(opt('max-pages') ?? 5);
const chromiumCount = Number(opt('chromium') ?? 0);
const libreOfficeCount = Number(opt('libreoffice') ?? 0);
const inputs = argv.filter(
  (a, i) => !a.startsWith('--') && !['--chromium', '--libreoffice', '--max-pages'].includes(argv[i - 1]),
);

function listPdfs(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  if (fs.statSync(p).isFile()) return [p];
  return fs
    .readdirSync(p)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort()
    .map((f) => path.join(p, f));
}

const WORDS = (
  'account balance payment arrears notice creditor default settlement interest charges reference statement ' +
  'tenant landlord deposit council tax energy supplier refund complaint ombudsman £1,234.56 €99 20% 1st — “quoted” ' +
  'naïve café Zoë Øre straße fiancée ﬁnal ﬂow'
).split(' ');

function rand(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function chromiumPage(i: number): string {
  const r = rand(i + 1);
  const pick = <T>(a: T[]) => a[Math.floor(r() * a.length)];
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const fonts = [
    'DejaVu Sans',
    'DejaVu Serif',
    'DejaVu Sans Mono',
    'Liberation Sans',
    'Liberation Serif',
    'serif',
  ];
  const font = pick(fonts);
  const size = 8 + Math.floor(r() * 8);
  const parts: string[] = [`<h1>${words(4)}</h1>`, `<p><b>${words(3)}</b> ${words(30)}</p>`];
  if (r() < 0.6) {
    const rows = Array.from(
      { length: 4 },
      () => `<tr><td>${words(2)}</td><td style="text-align:right">£${(r() * 9999).toFixed(2)}</td></tr>`,
    );
    parts.push(`<table border="1">${rows.join('')}</table>`);
  }
  if (r() < 0.5) parts.push(`<div style="columns:2">${words(80)}</div>`);
  if (r() < 0.5) parts.push(`<p style="letter-spacing:${(r() * 3).toFixed(1)}px">${words(20)}</p>`);
  if (r() < 0.4)
    parts.push(`<p>Ref <a href="https://example.org">${words(2)}</a> <i>${words(8)}</i> x<sup>2</sup></p>`);
  if (r() < 0.3) parts.push(`<p style="text-align:justify;width:300px">${words(60)}</p>`);
  parts.push(`<ul>${Array.from({ length: 3 }, () => `<li>${words(6)}</li>`).join('')}</ul>`);
  return `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:'${font}';font-size:${size}pt}</style></head><body>${parts.join('\n')}</body></html>`;
}

function makeChromiumPdfs(n: number): string[] {
  const dir = path.join(root, 'out/pdf-oracle');
  fs.mkdirSync(dir, { recursive: true });
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const pdf = path.join(dir, `chromium-${String(i).padStart(3, '0')}.pdf`);
    if (!fs.existsSync(pdf)) {
      const html = path.join(dir, `chromium-${i}.html`);
      fs.writeFileSync(html, chromiumPage(i));
      execFileSync(
        '/usr/bin/chromium',
        [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          `--print-to-pdf=${pdf}`,
          '--no-pdf-header-footer',
          html,
        ],
        { stdio: 'ignore', timeout: 60_000 },
      );
    }
    out.push(pdf);
  }
  return out;
}

function makeLibreOfficePdfs(n: number): string[] {
  if (!n) return [];
  const dir = path.join(root, 'out/pdf-oracle/libreoffice');
  fs.mkdirSync(dir, { recursive: true });
  const html: string[] = [];
  for (let i = 0; i < n; i++) {
    const f = path.join(dir, `lo-${String(i).padStart(3, '0')}.html`);
    if (!fs.existsSync(f.replace(/\.html$/, '.pdf'))) {
      fs.writeFileSync(f, chromiumPage(1000 + i));
      html.push(f);
    }
  }
  if (html.length)
    execFileSync(
      'soffice',
      ['--headless', '--infilter=HTML (StarWriter)', '--convert-to', 'pdf', '--outdir', dir, ...html],
      {
        stdio: 'ignore',
        timeout: 600_000,
      },
    );
  return Array.from({ length: n }, (_, i) => path.join(dir, `lo-${String(i).padStart(3, '0')}.pdf`));
}

async function pdfjsPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(bytes.slice());
  const out: string[] = [];
  for (let p = 1; p <= Math.min(pdf.numPages, maxPages); p++) {
    const page = await pdf.getPage(p);
    const c = await page.getTextContent();
    out.push(pageText(c.items as never));
  }
  await pdf.destroy();
  return out;
}

function ourPages(bytes: Uint8Array): string[] {
  const doc = new PdfReader(bytes);
  return doc.pages.slice(0, maxPages).map((p) => pageText(pageTextItems(doc, p)));
}

async function main() {
  const files = [
    ...(inputs.length
      ? inputs
      : [path.resolve(root, '../shared/corpus/dev'), path.join(root, 'out/corpus-wide')]
    ).flatMap(listPdfs),
    ...makeChromiumPdfs(chromiumCount),
    ...makeLibreOfficePdfs(libreOfficeCount),
  ];
  let docs = 0;
  let agree = 0;
  let pages = 0;
  let pagesAgree = 0;
  for (const f of files) {
    const bytes = new Uint8Array(fs.readFileSync(f));
    let want: string[];
    try {
      want = await pdfjsPages(bytes);
    } catch {
      continue; // pdf.js cannot read it either: nothing to compare
    }
    docs++;
    let got: string[];
    try {
      got = ourPages(bytes);
    } catch (e) {
      console.log(`${path.relative(root, f)}: our reader failed: ${(e as Error).message}`);
      pages += want.length;
      continue;
    }
    let same = got.length === want.length;
    for (let i = 0; i < want.length; i++) {
      pages++;
      if (got[i] === want[i]) {
        pagesAgree++;
        continue;
      }
      same = false;
      const a = (want[i] ?? '').split('\n');
      const b = (got[i] ?? '').split('\n');
      const k = a.findIndex((l, j) => l !== b[j]);
      console.log(
        `${path.relative(root, f)} p${i + 1}: line ${k + 1}\n  pdf.js: ${JSON.stringify(a[k])}\n  ours:   ${JSON.stringify(b[k])}`,
      );
      if (verbose) console.log(`--- pdf.js\n${want[i]}\n--- ours\n${got[i]}`);
    }
    if (same) agree++;
  }
  console.log(`documents: ${docs} compared, ${agree} agree exactly; pages: ${pages}, ${pagesAgree} agree`);
  process.exit(agree === docs ? 0 : 1);
}

void main();
