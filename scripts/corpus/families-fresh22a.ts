/**
 * The twenty-first fresh held-out set, part a. Written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH22A_FAMILIES: Family[] = [];
