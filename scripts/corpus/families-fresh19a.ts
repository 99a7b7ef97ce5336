/**
 * The eighteenth fresh held-out set, part a. Written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH19A_FAMILIES: Family[] = [];
