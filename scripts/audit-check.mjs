/**
 * CI's dependency audit: `npm audit --omit=dev --json` (what ships: the Lambdas' and the SPA's runtime packages),
 * failing on any advisory of high or critical severity unless .ci/audit-allowlist.json lists it with a reason.
 * Run as `node scripts/audit-check.mjs` (runs npm audit itself) or `node scripts/audit-check.mjs <audit.json>`.
 *
 * The allow-list is a JSON array of { "advisory": "GHSA-…", "package": "name", "reason": "why it does not reach us",
 * "until": "YYYY-MM-DD" (optional: the entry stops applying after that day, so it is looked at again) }. An entry
 * without a reason is an error. An audit that cannot be read (registry unreachable, npm error) fails the run: a
 * silent skip would look like a clean audit.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const FAILING = new Set(['high', 'critical']);

/** The advisory id of a `via` entry: its GHSA id from the URL, else npm's numeric source. */
const advisoryId = (via) => /GHSA-[\w-]+/i.exec(via.url ?? '')?.[0] ?? String(via.source ?? via.title);

/**
 * @param {any} audit npm audit --json output (lockfile v2+ format)
 * @param {{ advisory: string, package?: string, reason?: string, until?: string }[]} allow
 * @param {Date} [today]
 */
export function checkAudit(audit, allow, today = new Date()) {
  const errors = [];
  if (!audit || typeof audit !== 'object' || !audit.vulnerabilities) {
    const why = audit?.error?.summary || audit?.message || 'no "vulnerabilities" in the output';
    return { ok: false, failing: [], allowed: [], errors: [`npm audit gave no report: ${why}`] };
  }
  const day = today.toISOString().slice(0, 10);
  const active = new Map();
  for (const entry of allow) {
    if (!entry?.advisory || !String(entry.reason ?? '').trim()) {
      errors.push(`allow-list entry without an advisory id and a reason: ${JSON.stringify(entry)}`);
      continue;
    }
    if (entry.until && entry.until < day) continue; // expired: the advisory counts again
    active.set(entry.advisory.toUpperCase(), entry);
  }
  const seen = new Map();
  for (const vuln of Object.values(audit.vulnerabilities)) {
    for (const via of vuln.via ?? []) {
      if (typeof via !== 'object' || !FAILING.has(via.severity)) continue;
      const id = advisoryId(via);
      seen.set(`${id} ${via.name}`, {
        id,
        package: via.name,
        severity: via.severity,
        title: via.title,
        url: via.url,
      });
    }
  }
  const failing = [];
  const allowed = [];
  for (const a of seen.values()) {
    const entry = active.get(a.id.toUpperCase());
    if (entry && (!entry.package || entry.package === a.package))
      allowed.push({ ...a, reason: entry.reason });
    else failing.push(a);
  }
  return { ok: failing.length === 0 && errors.length === 0, failing, allowed, errors };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  let raw;
  if (process.argv[2]) raw = readFileSync(process.argv[2], 'utf8');
  else {
    try {
      raw = execFileSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
    } catch (e) {
      raw = e.stdout ?? ''; // npm audit exits 1 when it finds anything: the JSON is still on stdout
    }
  }
  let audit;
  try {
    audit = JSON.parse(raw);
  } catch {
    audit = { message: `unreadable output: ${String(raw).slice(0, 200)}` };
  }
  const allow = JSON.parse(readFileSync(join(root, '.ci/audit-allowlist.json'), 'utf8'));
  const r = checkAudit(audit, allow);
  for (const e of r.errors) console.log(`AUDIT ERROR: ${e}`);
  for (const a of r.allowed) console.log(`allowed: ${a.id} ${a.package} (${a.severity}): ${a.reason}`);
  for (const a of r.failing)
    console.log(`FAILED: ${a.id} ${a.package} (${a.severity}) ${a.title} ${a.url ?? ''}`);
  const counts = audit?.metadata?.vulnerabilities;
  if (counts) console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
  console.log(r.ok ? 'audit: no unlisted high or critical advisory' : 'audit: failed');
  process.exit(r.ok ? 0 : 1);
}
