import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/src/routes';
import { build } from 'esbuild';
import {
  cdkBundling,
  esbuildOptions,
  fontCopyCommands,
  FUNCTIONS_SRC,
  lambdaEntries,
  UNREACHED_CREDENTIAL_PROVIDERS,
} from '../lib/bundling';

/** The queue worker bundled as the stack bundles it: esbuild's record of what went in and what stays imported. */
async function workerBundle() {
  const worker = lambdaEntries().find((e) => e.name === 'worker')!;
  const r = await build({
    ...esbuildOptions('worker', worker.entry!, '/tmp/worker.mjs'),
    metafile: true,
    write: false,
  });
  return Object.values(r.metafile.outputs)[0];
}

describe('Lambda bundling', () => {
  it('ships the PDF fonts beside the bundles that render PDFs, and only those', () => {
    const pdf = cdkBundling('letter-download-pdf', 'esm') as {
      commandHooks?: { afterBundling(i: string, o: string): string[] };
    };
    const commands = pdf.commandHooks!.afterBundling('/in', '/out');
    expect(commands).toEqual(fontCopyCommands('/out'));
    expect(commands.join('\n')).toContain('/out/fonts/DejaVuSans.ttf');
    expect(commands.join('\n')).toContain('/out/fonts/DejaVuSans-Bold.ttf');
    // the sources of the copy exist in this checkout
    for (const c of commands.filter((x) => x.startsWith('cp ')))
      expect(existsSync(c.split('"')[1])).toBe(true);
    expect((cdkBundling('health', 'esm') as { commandHooks?: unknown }).commandHooks).toBeUndefined();
  });
});

describe('the route table decides what each bundle needs', () => {
  it('a route whose handler renders PDFs is marked fonts: true (else its Lambda fails only in AWS)', () => {
    for (const route of routes.filter((r) => !r.pending)) {
      const src = readFileSync(join(FUNCTIONS_SRC, 'http', `${route.name}.ts`), 'utf8');
      if (/render\/pdf/.test(src)) expect(route.fonts, route.name).toBe(true);
    }
  });

  it('every route and job has its code, or stands in as pending (501)', () => {
    for (const e of lambdaEntries()) expect(e.entry, e.name).not.toBeNull();
  });
});

describe('bundles stay light', () => {
  it('no kind or domain module imports the letters facade (it pulls the PDF and DOCX renderers into every route)', () => {
    const dirs = ['kinds', 'domain', 'domain/consultation'].map((d) => join(FUNCTIONS_SRC, d));
    for (const dir of dirs) {
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
        const src = readFileSync(join(dir, f), 'utf8');
        const specs = [...src.matchAll(/(?:from |import\()'(\.[^']+)'/g)].map((m) => resolve(dir, m[1]));
        const facade = [join(FUNCTIONS_SRC, 'letters'), join(FUNCTIONS_SRC, 'letters/index')];
        for (const spec of specs) expect(facade, `${dir}/${f} imports ${spec}`).not.toContain(spec);
      }
    }
  });

  it('the queue worker reads PDFs without pdf.js or pdf-lib (1.6 MB and 0.45 MB: issue 15)', async () => {
    const out = await workerBundle();
    const inputs = Object.keys(out.inputs);
    expect(inputs.some((p) => p.includes('functions/src/pdf/read/'))).toBe(true);
    expect(inputs.filter((p) => /node_modules\/(unpdf|pdf-lib|@pdf-lib)\//.test(p))).toEqual([]);
    expect(out.imports.filter((i) => /^(unpdf|pdf-lib|@pdf-lib\/)/.test(i.path))).toEqual([]);
  }, 60_000);

  it('leaves the credential chain past the environment provider to the runtime, reached only by import()', async () => {
    const out = await workerBundle();
    const providers = new RegExp(`node_modules/(${UNREACHED_CREDENTIAL_PROVIDERS.join('|')})/`);
    expect(Object.keys(out.inputs).filter((p) => providers.test(p))).toEqual([]);
    expect(Object.keys(out.inputs).some((p) => p.includes('credential-provider-env'))).toBe(true);
    // Never a static import: that would load the runtime's copy at init.
    const reached = out.imports.filter((i) => UNREACHED_CREDENTIAL_PROVIDERS.includes(i.path));
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.filter((i) => i.kind !== 'dynamic-import')).toEqual([]);
  }, 60_000);
});
