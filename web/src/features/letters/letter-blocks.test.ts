import { describe, expect, it } from 'vitest';
import { letterBlocks } from './letter-blocks';

const TEXT = `Tom Reed
5 Mill Lane
tom@example.com

24 November 2026

Quayside Credit Ltd
Unit 9
Portmouth PM3 4QZ

Reference: QC-80418
Amount demanded: £612.40

DISPUTE AND REQUEST FOR EVIDENCE

Dear Sir or Madam,

I write about the account above. Note: this is not an acknowledgement.

Yours faithfully,

Tom Reed

Enclosures:
- Copy of your letter`;

describe('letterBlocks: the preview gives lines the weight the PDF gives them', () => {
  it('bolds the names, the reference labels, the subject and "Enclosures:", nothing else', () => {
    const blocks = letterBlocks(TEXT);
    const bold = blocks.flatMap((b) => b.lines.filter((l) => l.bold).map((l) => l.text));
    expect(bold).toEqual([
      'Tom Reed',
      'Quayside Credit Ltd',
      'DISPUTE AND REQUEST FOR EVIDENCE',
      'Tom Reed',
      'Enclosures:',
    ]);
    expect(blocks.find((b) => b.heading)?.lines[0].text).toBe('DISPUTE AND REQUEST FOR EVIDENCE');
    const refs = blocks[3].lines;
    expect(refs.map((l) => [l.label, l.text])).toEqual([
      ['Reference: ', 'QC-80418'],
      ['Amount demanded: ', '£612.40'],
    ]);
    // a paragraph that holds a colon is not a reference line
    expect(blocks[6].lines[0].label).toBeUndefined();
    expect(blocks[6].lines[0].bold).toBe(false);
  });
});
