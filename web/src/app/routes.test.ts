import { readFileSync } from 'node:fs';
import { isSpaPath, SPA_PATHS } from '@app/shared/spa-paths';
import { describe, expect, it } from 'vitest';

describe('the SPA route table and the server’s list of SPA paths', () => {
  it('are the same paths, so no page gets a 404 status and no unknown path a 200', () => {
    const source = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');
    const routed = [...source.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]).filter((p) => p !== '*');
    expect([...routed].sort()).toEqual([...SPA_PATHS].sort());
  });

  it('matches parameters and a trailing slash, nothing else', () => {
    expect(isSpaPath('/')).toBe(true);
    expect(isSpaPath('/letter/01HXYZ')).toBe(true);
    expect(isSpaPath('/dashboard/')).toBe(true);
    expect(isSpaPath('/letter/')).toBe(false);
    expect(isSpaPath('/letter/a/b')).toBe(false);
    expect(isSpaPath('/dashboardx')).toBe(false);
    expect(isSpaPath('//')).toBe(false);
  });
});
