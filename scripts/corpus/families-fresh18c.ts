/**
 * The seventeenth fresh held-out set, part c. Written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH18C_FAMILIES: Family[] = [];
