/**
 * Every letter kind, declared once. Generic routes (downloads, edits, sends, cases), the worker and the stuck-job
 * sweep find a kind here by name or by its records' prefix. Adding a family: docs/letter-kinds.md.
 */
import type { Owned, RecordType } from '../ports/store';
import { creditKind } from './credit';
import { debtKind } from './debt';
import { gdprKind } from './gdpr';
import { icoKind } from './ico';
import type { AnyKind } from './kind';

// One kind a line (each family adds its own).
// prettier-ignore
export const LETTER_KINDS: readonly AnyKind[] = [
  debtKind,
  gdprKind,
  icoKind,
  creditKind,
];

export const LETTER_RECORDS: readonly RecordType<Owned>[] = LETTER_KINDS.map((k) => k.record);

export function kindByName(name: string): AnyKind | undefined {
  return LETTER_KINDS.find((k) => k.name === name);
}

export function kindByPrefix(prefix: string): AnyKind | undefined {
  return LETTER_KINDS.find((k) => k.record.prefix === prefix);
}
