import { describe, expect, it } from 'vitest';
import { checkAudit } from './audit-check.mjs';

/** npm audit --json as npm 10 writes it, with one package and its advisories. */
const audit = (via: object[]) => ({
  auditReportVersion: 2,
  vulnerabilities: {
    lib: { name: 'lib', severity: 'high', isDirect: false, via, effects: [], range: '<2', nodes: [] },
    app: { name: 'app', severity: 'high', via: ['lib'], effects: [], range: '*', nodes: [] },
  },
  metadata: { vulnerabilities: { high: 1, total: 1 } },
});
const high = {
  source: 1,
  name: 'lib',
  title: 'ReDoS',
  url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
  severity: 'high',
  range: '<2',
};
const moderate = { ...high, url: 'https://github.com/advisories/GHSA-mmmm-mmmm-mmmm', severity: 'moderate' };

describe('the CI audit gate', () => {
  it('passes a clean audit and ignores moderate and low advisories', () => {
    expect(checkAudit({ vulnerabilities: {}, metadata: {} }, []).ok).toBe(true);
    expect(checkAudit(audit([moderate]), []).ok).toBe(true);
  });

  it('fails on a high advisory, once, however many packages it reaches through', () => {
    const r = checkAudit(audit([high]), []);
    expect(r.ok).toBe(false);
    expect(r.failing).toEqual([
      { id: 'GHSA-aaaa-bbbb-cccc', package: 'lib', severity: 'high', title: 'ReDoS', url: high.url },
    ]);
  });

  it('an allow-listed advisory passes with its reason; the entry must name the same package and not be expired', () => {
    const entry = { advisory: 'GHSA-aaaa-bbbb-cccc', package: 'lib', reason: 'only in the build tool' };
    const r = checkAudit(audit([high]), [entry]);
    expect(r.ok).toBe(true);
    expect(r.allowed[0].reason).toBe('only in the build tool');
    expect(checkAudit(audit([high]), [{ ...entry, package: 'other' }]).ok).toBe(false);
    const expired = { ...entry, until: '2026-01-01' };
    expect(checkAudit(audit([high]), [expired], new Date('2026-06-01')).ok).toBe(false);
    expect(checkAudit(audit([high]), [expired], new Date('2025-12-31')).ok).toBe(true);
  });

  it('an entry without a reason is an error, and an unreadable audit fails instead of passing', () => {
    const r = checkAudit(audit([high]), [{ advisory: 'GHSA-aaaa-bbbb-cccc' }]);
    expect(r.ok).toBe(false);
    expect(r.errors[0]).toMatch(/without an advisory id and a reason/);
    const down = checkAudit({ message: '405 Method Not Allowed' }, []);
    expect(down.ok).toBe(false);
    expect(down.errors[0]).toMatch(/405/);
  });
});
