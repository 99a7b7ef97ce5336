/**
 * The twenty-second fresh held-out set, part c. Written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH23C_FAMILIES: Family[] = [];
