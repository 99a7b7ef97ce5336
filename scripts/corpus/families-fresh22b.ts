/**
 * The twenty-first fresh held-out set, part b. Written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH22B_FAMILIES: Family[] = [];
