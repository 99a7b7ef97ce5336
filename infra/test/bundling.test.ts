import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cdkBundling, fontCopyCommands } from '../lib/bundling';

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
