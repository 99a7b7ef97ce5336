/** Small facts about credit letters the three screens share. */
import { CREDIT_AGENCY_NAMES } from '@app/shared/constants';
import type { BadgeVariant } from '../../components/ui/Badge';

export type Agency = keyof typeof CREDIT_AGENCY_NAMES;

export const agencyName = (a: string) => CREDIT_AGENCY_NAMES[a as Agency] ?? a;

/** Part 2 §2: the text file is named after the agency and the user, spaces turned into underscores. */
export function creditTextFileName(agency: string, userName: string): string {
  return `${agencyName(agency)}_${userName}`.trim().replace(/\s+/g, '_') + '.txt';
}

/** Part 2 §4: default for completed, secondary for processing, destructive for failed, outline otherwise. */
export function statusBadge(status: string): BadgeVariant {
  if (status === 'completed') return 'default';
  if (status === 'processing') return 'secondary';
  if (status === 'failed') return 'destructive';
  return 'outline';
}

/** The id from ?id= or the path (/view-credit-letter/{id}). */
export function letterIdFrom(params: { id?: string }, search: URLSearchParams): string | null {
  return params.id || search.get('id') || null;
}

export const wordCount = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);
