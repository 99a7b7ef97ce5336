/** The fourth fresh held-out set, part b: being written. */
import type { Family } from './family-kit';

export const FRESH5B_FAMILIES: Family[] = [];
