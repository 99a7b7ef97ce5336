/**
 * The fifth fresh held-out set, part c (W99–W102). Written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH6C_FAMILIES: Family[] = [];
