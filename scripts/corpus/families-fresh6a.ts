/**
 * The fifth fresh held-out set, part a (W85–W91). Written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH6A_FAMILIES: Family[] = [];
