/** The twenty-eighth fresh set, part a: written blind (by a writer who had not read the extractor). */
import type { Family } from './family-kit';

export const FRESH29A_FAMILIES: Family[] = [];
