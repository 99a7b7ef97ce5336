/**
 * The sixteenth fresh held-out set, part c: written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH17C_FAMILIES: Family[] = [];
