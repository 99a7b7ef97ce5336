/** The fourth fresh held-out set, part a: being written. */
import type { Family } from './family-kit';

export const FRESH5A_FAMILIES: Family[] = [];
