/** Loads the DejaVu TTF files from the `dejavu-fonts-ttf` package once per process. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

export interface FontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

let cached: Promise<FontBytes> | undefined;

/** The font files this module needs; a Lambda bundle ships them in `fonts/` beside itself (infra/lib/bundling.ts). */
export const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'] as const;

function resolveFont(file: string): string {
  const bundled = fileURLToPath(new URL(`./fonts/${file}`, import.meta.url));
  return existsSync(bundled) ? bundled : require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
}

export function loadFonts(): Promise<FontBytes> {
  cached ??= Promise.all([
    readFile(resolveFont('DejaVuSans.ttf')),
    readFile(resolveFont('DejaVuSans-Bold.ttf')),
  ])
    .then(([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }))
    .catch((e) => {
      cached = undefined;
      throw e;
    });
  return cached;
}
