import { describe, expect, it } from 'vitest';
import {
  agreeWithMentions,
  mixedRuns,
  preferConsistentMention,
  preferDigitOneOnDisagreement,
  preferLetterMention,
  dropInsertedCharacter,
  oneSeparator,
  quotedToAnotherParty,
  resolveConfusions,
  restoreGroupSpaces,
  withLetterSuffix,
} from './reference-rules';

describe('resolveConfusions', () => {
  it('a 0 opening a letter prefix is the letter O', () => {
    expect(resolveConfusions('0Y372914')).toBe('OY372914');
    expect(resolveConfusions('0QK12345')).toBe('OQK12345');
  });
  it('a lower-case o or l between digits is a digit; a capital O or I is left to the glyph check', () => {
    expect(resolveConfusions('12o45678')).toBe('12045678');
    expect(resolveConfusions('AB 12l4 5678')).toBe('AB 1214 5678');
    expect(resolveConfusions('TK2883O445')).toBe('TK2883O445');
    expect(resolveConfusions('CE927I5152')).toBe('CE927I5152');
  });
  it('leaves ordinary references alone', () => {
    expect(resolveConfusions('HVC/123456/24')).toBe('HVC/123456/24');
    expect(resolveConfusions('3218 2207')).toBe('3218 2207');
    expect(resolveConfusions('INV-00412')).toBe('INV-00412');
    expect(resolveConfusions('10AB1234')).toBe('10AB1234');
  });
});

describe('agreeWithMentions', () => {
  it('drops an I read beside a slash when the page also prints the reference without it', () => {
    expect(
      agreeWithMentions('HVCI/1234567', 'Our ref: HVCI/1234567\nPlease quote HVC/1234567 when paying.'),
    ).toBe('HVC/1234567');
  });
  it('keeps the reference when no mention disagrees', () => {
    expect(agreeWithMentions('HVCI/1234567', 'Our ref: HVCI/1234567')).toBe('HVCI/1234567');
    expect(agreeWithMentions('AB/1234', 'AB/1234')).toBe('AB/1234');
  });
});

describe('preferConsistentMention', () => {
  it('takes the mention whose groups are all letters or all digits', () => {
    const text = 'Charge reference: 621/ZA1672282\nPay now. Reference 621/ZA/672282.';
    expect(preferConsistentMention('621/ZA1672282', text)).toBe('621/ZA/672282');
  });
  it('never invents a spelling the page does not print', () => {
    expect(preferConsistentMention('621/ZA1672282', 'Charge reference: 621/ZA1672282')).toBe('621/ZA1672282');
  });
  it('leaves letter/digit look-alikes to the glyph check', () => {
    expect(preferConsistentMention('XO87305022', 'Ref XO87305022 and X087305022')).toBe('XO87305022');
    expect(preferConsistentMention('0Z64066502', 'PCN 0264066502, enter 0Z64066502')).toBe('0Z64066502');
  });
  it('counts mixed runs per group', () => {
    expect(mixedRuns('ZA1672282')).toBe(1);
    expect(mixedRuns('621/ZA/672282')).toBe(0);
    expect(mixedRuns('AB12CD')).toBe(2);
  });
});

describe('preferLetterMention', () => {
  it('an O in any mention of the reference is the letter printed', () => {
    expect(preferLetterMention('LP656605892', 'Offer ref LP6566O5892\nPay quoting LP656605892.')).toBe(
      'LP6566O5892',
    );
    expect(preferLetterMention('OK06621', 'Account OK06621 … please quote OKO6621')).toBe('OKO6621');
  });
  it('a G in any mention is the letter too, but not an S for a 5', () => {
    expect(preferLetterMention('TT/C6C/2461', 'our ref: TT/C6C/2461\nplease pay quoting TT/CGC/2461.')).toBe(
      'TT/CGC/2461',
    );
    expect(preferLetterMention('BLEZ5611717', 'Notice BLEZ5611717 … quote BLEZS611717')).toBe('BLEZ5611717');
  });
  it('leaves a reference mentioned once, a true zero, and I/1 as read', () => {
    expect(preferLetterMention('ZM94408528', 'Ref ZM94408528')).toBe('ZM94408528');
    expect(preferLetterMention('ZM94408528', 'Ref ZM94408528 and ZM94408528')).toBe('ZM94408528');
    expect(preferLetterMention('P214O6110', 'P214O6110 … P2I4O6I10')).toBe('P214O6110');
    // Another reference that merely shares a prefix is not a mention.
    expect(preferLetterMention('AB1020', 'AB1020 and AB1O20X')).toBe('AB1020');
  });
});

describe('dropInsertedCharacter', () => {
  it('takes the spelling without a character speckle added, when the page prints it too', () => {
    expect(dropInsertedCharacter('MERZ2766', '233 Kiln Drive MER2766\nquote MERZ2766. If')).toBe('MER2766');
    expect(
      dropInsertedCharacter('VCCB8933964', 'Our reference: VCCB8933964\nReference VCC8933964 (our'),
    ).toBe('VCC8933964');
  });
  it('leaves a reference mentioned once, one cut at its ends, and short tokens alone', () => {
    expect(dropInsertedCharacter('MERZ2766', 'quote MERZ2766.')).toBe('MERZ2766');
    expect(dropInsertedCharacter('C537I7933', 'ref C537I7933 and 537I7933')).toBe('C537I7933');
    expect(dropInsertedCharacter('AB123', 'AB123 and A123')).toBe('AB123');
    expect(dropInsertedCharacter('AB12', 'AB12 A12')).toBe('AB12');
  });
});

describe('restoreGroupSpaces', () => {
  it("takes the mention whose regular groups show the printer's spacing", () => {
    const text = 'Your account: 715I9123\nReply slip - account 715I 9123';
    expect(restoreGroupSpaces('715I9123', text)).toBe('715I 9123');
    expect(restoreGroupSpaces('409848469', 'ref 4098 4846 9')).toBe('4098 4846 9');
  });
  it("ignores OCR's stray spaces and a reference printed once", () => {
    expect(restoreGroupSpaces('OP90149207', 'ref OP90149207 and OP9014 9207')).toBe('OP90149207');
    expect(restoreGroupSpaces('715I9123', 'Your account: 715I9123')).toBe('715I9123');
  });
});

describe('oneSeparator', () => {
  it('a point between the groups of a hyphenated reference is a hyphen OCR shrank', () => {
    expect(oneSeparator('T.9562-VU')).toBe('T-9562-VU');
    expect(oneSeparator('AB-12.34-C')).toBe('AB-12-34-C');
  });
  it('leaves references that use no hyphen, or slashes and spaces, as read', () => {
    expect(oneSeparator('T.9562.VU')).toBe('T.9562.VU');
    expect(oneSeparator('AB1234')).toBe('AB1234');
    expect(oneSeparator('OP/90.1-2')).toBe('OP/90.1-2');
  });
});

describe('quotedToAnotherParty', () => {
  it('a number to quote to the installer, a named firm or "them" belongs to someone else', () => {
    expect(
      quotedToAnotherParty('If something is wrong with the panels, contact them first on 0161 496 0828 '),
    ).toBe(true);
    expect(quotedToAnotherParty('For a fault, call the installer on 0113 496 0565 ')).toBe(true);
    expect(quotedToAnotherParty('Please contact Holton Energy Solutions Ltd ')).toBe(true);
  });
  it("a number to quote to the sender, or to no one named, is the letter's own", () => {
    expect(quotedToAnotherParty('Please pay by card, ')).toBe(false);
    expect(quotedToAnotherParty('Call us on 0161 496 0828 ')).toBe(false);
    expect(quotedToAnotherParty('Contact our collections team ')).toBe(false);
  });
});

describe('preferDigitOneOnDisagreement', () => {
  it("mentions split between I and 1: the 1's flag was seen, the stem lost it", () => {
    expect(
      preferDigitOneOnDisagreement('VR/8676I/24', 'Notice number VR/8676I/24 … quoting VR/86761/24.'),
    ).toBe('VR/86761/24');
  });
  it('every mention reading I, or more mentions reading I than 1, keeps the I; one mention changes nothing', () => {
    expect(preferDigitOneOnDisagreement('SS488I190', 'Ref SS488I190 … quote SS488I190.')).toBe('SS488I190');
    expect(preferDigitOneOnDisagreement('CT4I12', 'CT4I12 and CT4I12 and CT4112')).toBe('CT4I12');
    expect(preferDigitOneOnDisagreement('CT4I12', 'Ref CT4I12')).toBe('CT4I12');
  });
});

describe("HMRC's payment reference (issue 16, the twenty-first fresh set)", () => {
  it('X and a letter, then twelve digits: an O, Q or I among the digits is a 0 or a 1', () => {
    expect(resolveConfusions('XEOO 8728 1006 11')).toBe('XE00 8728 1006 11');
    expect(resolveConfusions('XEQO 3819 4526 28')).toBe('XE00 3819 4526 28');
    // The second character may be an O, and stays one.
    expect(resolveConfusions('XO0I 1598 6280 78')).toBe('XO01 1598 6280 78');
  });
});

describe('agreeWithMentions: whole mentions only (issue 16, twenty-third set)', () => {
  it('keeps a reference that ends in a letter after its slash; the shorter spelling must be printed on its own', () => {
    const text = 'Agreement number\nRH/12212/I\nPlease quote your agreement number RH/12212/I.';
    expect(agreeWithMentions('RH/12212/I', text)).toBe('RH/12212/I');
    expect(agreeWithMentions('HVCI/1234567', 'Ref HVCI/1234567\nQuote HVC/1234567 when paying.')).toBe(
      'HVC/1234567',
    );
    // Inside the longer mention only, it is no mention of its own.
    expect(agreeWithMentions('HVCI/1234567', 'Ref HVCI/1234567\nQuote HVCI/1234567 when paying.')).toBe(
      'HVCI/1234567',
    );
  });
});

describe('withLetterSuffix', () => {
  it("keeps a Child Benefit number's two-letter suffix when every mention carries it", () => {
    const t =
      'Child Benefit number: CHB19531498 ML\nUse your Child Benefit number CHB19531498 ML as the payment reference.';
    expect(withLetterSuffix('CHB19531498', t)).toBe('CHB19531498 ML');
  });
  it('never takes a word in capitals, or a suffix one mention lacks', () => {
    expect(withLetterSuffix('AB123456', 'Quote AB123456 OR call us.')).toBe('AB123456');
    expect(withLetterSuffix('CHB19531498', 'CHB19531498 ML\nReference CHB19531498.')).toBe('CHB19531498');
  });
});
