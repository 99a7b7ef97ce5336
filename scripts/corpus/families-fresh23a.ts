/**
 * The twenty-second fresh held-out set, part a. Written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH23A_FAMILIES: Family[] = [];
