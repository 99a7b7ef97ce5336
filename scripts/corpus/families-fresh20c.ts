/**
 * The nineteenth fresh held-out set, part c. Written blind to the extractor; scored once.
 */
import type { Family } from './family-kit';

export const FRESH20C_FAMILIES: Family[] = [];
