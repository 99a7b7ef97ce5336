/**
 * Bundles every Lambda exactly as the CDK stack does (same options: infra/lib/bundling.ts), then reports each
 * bundle's minified size and its cold-import time in a fresh Node process (median of 3).
 *
 *   npx tsx scripts/bench-bundles.ts [--json] [--runs N] [--only name,name] [--stub-missing] [--runtime-sdk]
 *
 * --runtime-sdk: measure with the Lambda runtime's AWS SDK (the stack's `-c bundleAwsSdk=false`) instead of bundling it.
 *
 * --stub-missing: while the tree is being written, a relative import of a source file that does not exist yet is
 * replaced by an empty module (and listed), so the rest can still be measured. Off by default.
 *
 * Targets: < 1 MB per bundle, < 300 ms import. A route whose file does not exist yet is reported as missing (the
 * stack deploys pending.ts in its place), not as a failure. Exit code 1 only when a bundle fails to build.
 * Bundles are written under node_modules/.cache/bench-bundles so that the externals (@aws-sdk/*, which the Lambda
 * runtime provides) resolve from the repository's node_modules, as they resolve from the runtime in AWS.
 * Import times here are this machine's (and swing with its load); the "(AWS SDK)" column is the import time of just
 * the external packages that bundle loads at init, measured the same way, so the difference is the bundle's own
 * cost. Lambda's arm64 cold start adds the runtime's own init (~100–200 ms).
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { esbuildOptions, lambdaEntries, REPO_ROOT } from '../infra/lib/bundling';

const MAX_BYTES = 1024 * 1024;
const MAX_IMPORT_MS = 300;

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const stubMissing = args.includes('--stub-missing');
const bundleAwsSdk = !args.includes('--runtime-sdk');
const only = args.includes('--only') ? new Set(args[args.indexOf('--only') + 1].split(',')) : null;

interface Row {
  name: string;
  entry: string;
  status: 'ok' | 'missing' | 'error';
  bytes?: number;
  gzipBytes?: number;
  importMs?: number;
  /** Import time of just the external packages the bundle loads at init (the runtime's AWS SDK), same process setup. */
  externalsMs?: number;
  error?: string;
  topInputs?: { path: string; bytes: number }[];
  overSize?: boolean;
  overTime?: boolean;
  stubbed?: string[];
}

/** Replaces relative imports of files that do not exist (yet) by an empty module, recording them. */
function stubMissingPlugin(stubbed: Set<string>): Plugin {
  const exts = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.js'];
  return {
    name: 'stub-missing',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (a) => {
        const base = join(a.resolveDir, a.path);
        if (exts.some((x) => existsSync(base + x) && (x !== '' || statSync(base).isFile()))) return undefined;
        stubbed.add(relative(REPO_ROOT, base));
        return { path: base, namespace: 'stub' };
      });
      b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export {};', loader: 'js' }));
    },
  };
}

const outRoot = join(REPO_ROOT, 'node_modules/.cache/bench-bundles');
rmSync(outRoot, { recursive: true, force: true });
mkdirSync(outRoot, { recursive: true });

/** Bare packages a bundle imports statically at its top (externals loaded at init). */
function staticExternals(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const m of text.matchAll(/(?:^|[;}])\s*import(?:[^'"()]*?from)?\s*["']([^"'./][^"']*)["']/g)) {
    if (m[1] !== 'module' && !m[1].startsWith('node:')) found.add(m[1]);
  }
  return [...found];
}

function importMs(file: string | string[]): number {
  const targets = Array.isArray(file) ? file : [pathToFileURL(file).href];
  if (!targets.length) return 0;
  const code = `const t=performance.now();await Promise.all(${JSON.stringify(targets)}.map((m)=>import(m)));process.stdout.write(String(performance.now()-t));`;
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: outRoot,
      // The Lambda's environment, so that nothing reaches for local fallbacks at import time.
      env: {
        PATH: process.env.PATH,
        AWS_REGION: 'eu-west-2',
        AWS_LAMBDA_FUNCTION_NAME: 'bench',
        NODE_NO_WARNINGS: '1',
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    samples.push(Number(out));
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

function topInputs(meta: Metafile, outfile: string): { path: string; bytes: number }[] {
  const output = Object.entries(meta.outputs).find(
    ([p]) => outfile.endsWith(p) || p.endsWith('index.mjs'),
  )?.[1];
  if (!output) return [];
  // Group by package (node_modules/<pkg>) or by source folder.
  const groups = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
    const key = m ? m[1] : path.split('/').slice(0, -1).join('/') || path;
    groups.set(key, (groups.get(key) ?? 0) + bytesInOutput);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([path, bytes]) => ({ path, bytes }));
}

async function main() {
  const rows: Row[] = [];
  const entries = lambdaEntries().filter((e) => !only || only.has(e.name));
  // Build all at once (esbuild is parallel), then time imports one by one (a quiet machine gives steadier figures).
  const built = await Promise.all(
    entries.map(async (e): Promise<Row & { outfile?: string }> => {
      const rel = relative(REPO_ROOT, e.declared);
      if (!existsSync(e.declared)) return { name: e.name, entry: rel, status: 'missing' };
      const outfile = join(outRoot, e.name, 'index.mjs');
      try {
        const stubbed = new Set<string>();
        const r = await build({
          ...esbuildOptions(e.name, e.declared, outfile, { bundleAwsSdk }),
          metafile: true,
          logLevel: 'silent',
          plugins: stubMissing ? [stubMissingPlugin(stubbed)] : [],
        });
        const bytes = statSync(outfile).size;
        return {
          name: e.name,
          entry: rel,
          status: 'ok',
          outfile,
          bytes,
          gzipBytes: gzipSync(readFileSync(outfile)).length,
          topInputs: bytes > MAX_BYTES ? topInputs(r.metafile!, outfile) : undefined,
          ...(stubbed.size ? { stubbed: [...stubbed] } : {}),
        };
      } catch (err) {
        const errors = (err as { errors?: { text: string; location?: { file: string } | null }[] }).errors;
        const text = errors?.length
          ? errors.map((x) => `${x.text}${x.location ? ` (${x.location.file})` : ''}`).join('; ')
          : String(err);
        return { name: e.name, entry: rel, status: 'error', error: text };
      }
    }),
  );
  for (const b of built) {
    const { outfile, ...row } = b;
    if (row.status === 'ok' && outfile) {
      try {
        row.importMs = importMs(outfile);
        row.externalsMs = importMs(staticExternals(outfile));
      } catch (err) {
        row.status = 'error';
        row.error = `import failed: ${
          String((err as { stderr?: string }).stderr ?? err)
            .split('\n')
            .find((l) => /Error/.test(l)) ?? err
        }`;
      }
      row.overSize = (row.bytes ?? 0) > MAX_BYTES;
      row.overTime = (row.importMs ?? 0) > MAX_IMPORT_MS;
    }
    rows.push(row);
  }

  if (asJson) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const kb = (n?: number) => (n === undefined ? '' : `${(n / 1024).toFixed(0)} KB`);
    const pad = (s: string, n: number) => s.padEnd(n);
    console.log(
      `${pad('function', 26)}${pad('size', 10)}${pad('gzip', 9)}${pad('import', 10)}${pad('(AWS SDK)', 11)}status`,
    );
    for (const r of rows) {
      const flags = [r.overSize ? '> 1 MB' : '', r.overTime ? `> ${MAX_IMPORT_MS} ms` : '']
        .filter(Boolean)
        .join(', ');
      const status =
        r.status === 'ok'
          ? flags
            ? `OVER TARGET (${flags})`
            : 'ok'
          : r.status === 'missing'
            ? `missing (${r.entry}; pending.ts deployed)`
            : `ERROR ${r.error}`;
      console.log(
        `${pad(r.name, 26)}${pad(kb(r.bytes), 10)}${pad(kb(r.gzipBytes), 9)}${pad(r.importMs === undefined ? '' : `${r.importMs.toFixed(0)} ms`, 10)}${pad(r.externalsMs === undefined ? '' : `${r.externalsMs.toFixed(0)} ms`, 11)}${status}`,
      );
      if (r.stubbed) console.log(`${' '.repeat(28)}stubbed (missing): ${r.stubbed.join(', ')}`);
      for (const t of r.topInputs ?? [])
        console.log(`${' '.repeat(28)}${kb(t.bytes).padStart(8)}  ${t.path}`);
    }
    const ok = rows.filter((r) => r.status === 'ok');
    if (ok.length) {
      const max = (f: (r: Row) => number) => Math.max(...ok.map(f));
      console.log(
        `\n${ok.length} bundled, ${rows.filter((r) => r.status === 'missing').length} missing, ${rows.filter((r) => r.status === 'error').length} failed; ` +
          `largest ${kb(max((r) => r.bytes!))}, slowest import ${max((r) => r.importMs!).toFixed(0)} ms ` +
          `(targets < 1024 KB, < ${MAX_IMPORT_MS} ms)`,
      );
    }
  }
  process.exitCode = rows.some((r) => r.status === 'error') ? 1 : 0;
}

void main();
