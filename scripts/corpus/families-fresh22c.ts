/**
 * The twenty-first fresh held-out set, part c. Written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH22C_FAMILIES: Family[] = [];
