/**
 * The sixteenth fresh held-out set, part b: written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH17B_FAMILIES: Family[] = [];
