/** Loads the DejaVu TTF files from the `dejavu-fonts-ttf` package once per process. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface FontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

let cached: Promise<FontBytes> | undefined;

function resolveFont(file: string): string {
  return require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
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
