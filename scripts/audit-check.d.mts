/** Types of scripts/audit-check.mjs (plain JavaScript so that CI runs it with node alone). */
export interface AuditFinding {
  id: string;
  package: string;
  severity: string;
  title?: string;
  url?: string;
}
export interface AllowEntry {
  advisory: string;
  package?: string;
  reason?: string;
  until?: string;
}
export function checkAudit(
  audit: unknown,
  allow: AllowEntry[],
  today?: Date,
): {
  ok: boolean;
  failing: AuditFinding[];
  allowed: (AuditFinding & { reason: string })[];
  errors: string[];
};
