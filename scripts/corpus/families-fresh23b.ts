/**
 * The twenty-second fresh held-out set, part b. Written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH23B_FAMILIES: Family[] = [];
