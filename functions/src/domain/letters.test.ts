import { describe, expect, it } from 'vitest';
import { disputesSum } from './letters';

describe('disputesSum: what a sent letter recorded in its case', () => {
  it('takes what the engine recorded', () => {
    expect(disputesSum({ disputes: true, paragraphs: [] })).toBe(true);
    // Recorded as not disputing, even if a quoted line of the user's says the words.
    expect(disputesSum({ disputes: false, paragraphs: ['You wrote: "I dispute this debt".'] })).toBe(false);
  });

  it('reads a letter written before the engine recorded it from its own words', () => {
    expect(
      disputesSum({
        paragraphs: [
          'I write about the account above.',
          'I dispute this debt. Under section 78 of the Consumer Credit Act 1974 please send a copy of the agreement.',
        ],
      }),
    ).toBe(true);
    expect(disputesSum({ paragraphs: ['I dispute that this charge is due.'] })).toBe(true);
    expect(
      disputesSum({
        paragraphs: [
          'Please send a true copy of the executed agreement and a statement of account (sections 77–78).',
        ],
      }),
    ).toBe(false);
  });
});
