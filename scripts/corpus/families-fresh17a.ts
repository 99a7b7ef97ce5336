/**
 * The sixteenth fresh held-out set, part a: written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH17A_FAMILIES: Family[] = [];
