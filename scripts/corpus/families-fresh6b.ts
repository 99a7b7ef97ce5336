/**
 * The fifth fresh held-out set, part b (W92–W98). Written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH6B_FAMILIES: Family[] = [];
