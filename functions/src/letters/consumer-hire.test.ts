import { describe, expect, it } from 'vitest';
import { regulatedConsumerHire } from './consumer-hire';

describe('regulatedConsumerHire', () => {
  it.each([
    'Served under section 87(1) of the Consumer Credit Act 1974 on Mrs U Iverson, the hirer under regulated consumer hire agreement HLL90291',
    'Notice of sums in arrears under a regulated hire agreement',
    'Your stairlift rental is a consumer hire\nagreement regulated by the Consumer Credit Act 1974.',
    'This hire agreement is regulated by the Consumer Credit Act 1974.',
  ])('reads the Act’s terms for hire: %s', (text) => expect(regulatedConsumerHire(text)).toBe(true));

  it.each([
    'Your hire purchase agreement is regulated by the Consumer Credit Act 1974.',
    'Regulated conditional sale agreement: arrears notice',
    'You are the hirer under hire-purchase agreement HP-2231, regulated by the Consumer Credit Act 1974.',
    'Van hire: charges for late return and damage',
    'Tool hire shop invoice for kit not returned',
  ])('is not hire purchase, conditional sale or a day’s hire: %s', (text) =>
    expect(regulatedConsumerHire(text)).toBe(false),
  );
});
