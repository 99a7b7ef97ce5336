import { describe, expect, it } from 'vitest';
import { classifyStage, isUltimatum, refersToEarlier } from './stage';

describe('refersToEarlier', () => {
  it('an earlier letter, call or appeal the reader made is a follow-up', () => {
    expect(refersToEarlier('We wrote to you on 3 May about this charge.')).toBe(true);
    // A club treasurer or a sole trader writes in the first person singular.
    expect(
      refersToEarlier('I wrote to you on 19/10/2025 to remind you that your subscription was unpaid.'),
    ).toBe(true);
    expect(refersToEarlier('Thank you for your appeal received on 12/11/2025.')).toBe(true);
    expect(refersToEarlier('We have considered your appeal and rejected it.')).toBe(true);
    // A part payment thanked for is not earlier contact about the arrears (the dev README: a dispute, appeal,
    // complaint, call or payment arrangement).
    expect(
      refersToEarlier('Thank you for your payment of £3,588.00, but the rest of the account remains unpaid.'),
    ).toBe(false);
  });
  it('a step the reader may take later is not, also when a scan lost the "if" before it', () => {
    expect(refersToEarlier('If we reject your appeal you will be told how to refer it.')).toBe(false);
    expect(refersToEarlier('* we (erect your appeal you will be told how to refer it.')).toBe(false);
    expect(refersToEarlier('You can make your complaint online.')).toBe(false);
  });
  it('an earlier notice the letter points back to is earlier contact', () => {
    expect(
      refersToEarlier(
        'Lender Ltd transferred your agreement to us, as we explained in our notice of assignment.',
      ),
    ).toBe(true);
    expect(
      refersToEarlier('The agreement was transferred to us, as our notice of assignment explained.'),
    ).toBe(true);
  });
});

describe('classifyStage', () => {
  it('a final word describing a possible future step does not make the letter final', () => {
    expect(classifyStage('If you do not pay, a charge certificate may be served.')).toBe(1);
    expect(classifyStage('CHARGE CERTIFICATE\nThe penalty has increased by 50%.')).toBe(3);
  });
  it('announcing the application to court is the last step: final', () => {
    expect(
      classifyStage('We wrote to you on 1 May. We are going to apply to court to fit a prepayment meter.'),
    ).toBe(3);
    expect(classifyStage('We wrote to you on 1 May. We may apply to court if you do not pay.')).toBe(2);
    expect(
      classifyStage(
        'We wrote to you on 1 May. We may apply to the magistrates court for a warrant of entry.',
      ),
    ).toBe(2);
  });
  it('default sums are not a notice of default', () => {
    expect(
      classifyStage('Notice of default sums. You have become liable to pay the default sums below.'),
    ).toBe(1);
  });
});

describe('wording of the seventh fresh set (issue 16)', () => {
  it('a notice the sender issued to the reader is an earlier notice', () => {
    expect(
      classifyStage(
        'An authorised officer of the council issued you with fixed penalty notice FPN/73545 on 08/02/2025.',
      ),
    ).toBe(2);
  });
  it('a warrant already issued, possession proceedings noticed, repossession intended: final', () => {
    expect(classifyStage('The court has issued warrant of control number X48O5288 against you.')).toBe(3);
    expect(classifyStage('A warrant of control has been issued.')).toBe(3);
    expect(classifyStage('On 13 May we served on you the enclosed Notice of Seeking Possession.')).toBe(3);
    expect(classifyStage('We intend to take possession of the vehicle unless the arrears are paid.')).toBe(3);
    // a warrant that may come later is not this letter's step
    expect(classifyStage('If you do not pay, we may ask the court for a warrant of control.')).toBe(1);
  });
});

describe('isUltimatum: a final notice by what it does', () => {
  it('a condition and a certain legal step in one sentence', () => {
    expect(isUltimatum('Unless you pay £413.58 by 12 December 2025, the item will be sold.')).toBe(true);
    expect(
      isUltimatum('If you do not pay by 1 May, we will apply to the county court for a possession order.'),
    ).toBe(true);
    expect(classifyStage('Dear Ms Hale,\nIf you do not pay within 7 days we will issue a claim.')).toBe(3);
  });
  it('a warning of what may happen, or a step without a condition, is not one', () => {
    expect(isUltimatum('If you do not pay, we may apply to the court.')).toBe(false);
    expect(isUltimatum('We will apply the payment to your oldest invoice.')).toBe(false);
    expect(isUltimatum('If you do not pay, we will pass your account to our collections team.')).toBe(false);
  });
});

describe('goods sent are not an earlier letter (issue 16, twelfth set)', () => {
  it('"we sent you a prepaid returns pack" does not make a bill a follow-up; "we sent you a reminder" does', () => {
    expect(refersToEarlier('We sent you a prepaid returns pack, but your router has not reached us.')).toBe(
      false,
    );
    expect(refersToEarlier('We sent you a reminder on 2 May, but the bill is still unpaid.')).toBe(true);
  });
});

describe('wording of the thirteenth fresh set (issue 16)', () => {
  it('a guarantee’s terms are no arrangement; the consumer’s own dispute is earlier contact', () => {
    expect(
      refersToEarlier(
        'Under it you agreed that if Priya did not pay a repayment when it fell due, you would pay it.',
      ),
    ).toBe(false);
    expect(refersToEarlier('You agreed to an arrangement to clear the arrears at £20 a month.')).toBe(true);
    expect(refersToEarlier('You disputed the deductions we proposed from your deposit.')).toBe(true);
  });
});

describe('wording of the fourteenth fresh set (issue 16)', () => {
  it('an earlier notice named by a follow-up ("after our default notice") does not make it final', () => {
    expect(
      classifyStage(
        'On 09/04/2025 we wrote to tell you that, because the arrears had not been paid after our default notice, we had ended your loan agreement.',
      ),
    ).toBe(2);
    expect(classifyStage('This is a default notice served under section 87(1).')).toBe(3);
  });
  it('a supplier that has applied to the court for a warrant, and an enforcement order made, are past any demand', () => {
    expect(
      classifyStage("We have therefore applied to Penford Magistrates' Court for a warrant of entry."),
    ).toBe(3);
    expect(classifyStage('I wrote to you to tell you that an enforcement order had been made.')).toBe(3);
  });
  it('"we wrote to remind you" and "you contacted us" are earlier contact', () => {
    expect(
      refersToEarlier('We wrote to remind you on 12/04/2025, but we have not yet received your payment.'),
    ).toBe(true);
    expect(refersToEarlier('You contacted us on 03/10/2025 to dispute the charges.')).toBe(true);
  });
  it('an invoice "still unpaid" after its due date is the first letter about it', () => {
    expect(refersToEarlier('The invoice for unit C368 due on 08/05/2025 is still unpaid.')).toBe(false);
    expect(refersToEarlier('Your account is still unpaid.')).toBe(true);
  });
});

describe('wording of the fifteenth fresh set (issue 16)', () => {
  it('a formal letter before action to come is a warning; a client that intends to apply, or a boat to be removed, is final', () => {
    expect(
      classifyStage(
        'When we spoke you told me about a slab. If I do not hear from you by then I will have no choice but to send you a formal letter before action.',
      ),
    ).toBe(2);
    expect(
      classifyStage(
        'If payment is not received, our client intends to apply to the First-tier Tribunal for a determination.',
      ),
    ).toBe(3);
    expect(
      classifyStage('If it is not paid, we will remove the boat from the waterway on or after 02/04/2025.'),
    ).toBe(3);
  });
  it('a reminder before a renewal, and magazine issues already sent, are no earlier letter about the debt', () => {
    expect(refersToEarlier('We wrote to remind you about the renewal on 04/11/2025.')).toBe(false);
    expect(refersToEarlier('You would then pay only for the 1 issues already sent (£3.47).')).toBe(false);
    expect(refersToEarlier('We wrote to remind you on 12/04/2025, but have not received your payment.')).toBe(
      true,
    );
  });
});

describe('a final notice promised across a column break (issue 16, images)', () => {
  it('"you a final notice" is a letter sent or to be sent, even with another column read into the sentence', () => {
    const merged =
      'Further to our letter of 11 June 2025, the arrears have not been cleared.\n' +
      'What happens next: if the arrears are not paid or an How to pay: Pay online at\n' +
      'arrangement agreed by 24 July 2025, we will send www.redmarshhomes.example/pay, by phone on\n' +
      'you a final notice and may then contact your 0191 498 0554, or by bank transfer.';
    expect(classifyStage(merged)).toBe(2);
    expect(classifyStage('This is a final notice. Please pay the arrears within 14 days.')).toBe(3);
  });
});

describe('wording of the seventeenth fresh set (issue 16)', () => {
  it('a vehicle "will be disposed of" unless claimed: an ultimatum', () => {
    expect(
      isUltimatum(
        'Unless you claim it and pay the sum due by 9 Apr 2025, it will be disposed of by sale or destruction.',
      ),
    ).toBe(true);
  });
  it("a collector's first letter recalls its client's reminder and final demand: neither final nor a follow-up", () => {
    expect(
      classifyStage(
        'Halden Tool & Plant Hire Ltd has passed your account to us to collect. Its invoice KT688820 remains unpaid despite its reminder and final demand.',
      ),
    ).toBe(1);
    expect(classifyStage('The invoice remains unpaid despite our reminder.')).toBe(2);
  });
});

describe('wording of the eighteenth fresh set (issue 16)', () => {
  it("a lender's letter in line with the possession pre-action protocol is final", () => {
    expect(
      classifyStage(
        'POSSESSION PROCEEDINGS: PRE-ACTION PROTOCOL LETTER\nWe are writing to you in line with the Pre-Action Protocol for Possession Claims based on Mortgage Arrears.',
      ),
    ).toBe(3);
  });
});

describe('the twentieth fresh set (issue 16)', () => {
  it('a failed attempt to take payment for a statement already sent chases it', () => {
    expect(
      refersToEarlier(
        'We tried to take £379.00 for your statement of 05/07/2025 from your Visa ending 5046, but the payment was declined.',
      ),
    ).toBe(true);
  });
  it('"| sent you a text": a sole trader\'s I read as a bar', () => {
    expect(refersToEarlier('It was due on 05/06/2025 and | sent you a text about it.')).toBe(true);
  });
  it('a statutory notice requiring works is not an earlier letter about the costs of doing them in default', () => {
    expect(
      refersToEarlier(
        'Recovery of costs: works carried out in default\nOn 21 August 2025 the Council gave you notice under section 78 of the Building Act 1984 that the wall was dangerous.',
      ),
    ).toBe(false);
  });
  it("a collector's notice of intended proceedings, recommending a claim to its client, is final", () => {
    expect(classifyStage('NOTICE OF INTENDED PROCEEDINGS\nPlease pay.')).toBe(3);
    expect(
      classifyStage(
        'Unless the amount now due of £5,171.00 is paid to us by 10 June 2025, we will recommend to our client that a claim is issued against you.',
      ),
    ).toBe(3);
  });
});

describe('the twenty-second fresh set (issue 16)', () => {
  it('"payments for lenses already sent to you": goods sent, not letters', () => {
    expect(
      refersToEarlier(
        'Greystone Opticians Ltd has asked us to collect the balance on your plan. The balance is for monthly payments for lenses already sent to you.',
      ),
    ).toBe(false);
  });
});

describe('the twenty-third fresh set (issue 16)', () => {
  it('"we issued penalty notice … to you" and "we also left you a voicemail" recall the sender\'s earlier contact', () => {
    expect(
      refersToEarlier(
        "On 10 August 2025 we issued penalty notice PN452440 to you for Wren Adeyemi's irregular attendance.",
      ),
    ).toBe(true);
    expect(refersToEarlier('On 23/05/2025 we issued penalty notice 4555 7706 to you for Jonah.')).toBe(true);
    expect(
      refersToEarlier(
        'We also left you a voicemail on 18/06/2025 and have not heard back. Please pay the balance.',
      ),
    ).toBe(true);
    // The invoice itself, once overdue, is not an earlier letter.
    expect(
      refersToEarlier(
        'Our invoice INV782195 of 09/06/2025 for the balance of your order was due on delivery.',
      ),
    ).toBe(false);
  });
  it('a notice requiring the user to register, before a penalty for not doing so, was not about the money', () => {
    expect(
      refersToEarlier(
        'I sent invitations to register to you at this address. On 19 March 2025 I gave you a notice requiring you to apply to register by 2 April 2025. You have not applied. I have therefore imposed a civil penalty of £80.00.',
      ),
    ).toBe(false);
    expect(refersToEarlier('On 19 March 2025 we gave you a notice requiring you to pay £80.00.')).toBe(true);
  });
  it("a collector's first letter telling of its client's termination is no termination notice", () => {
    expect(
      classifyStage(
        'Larkspur Patient Finance plc has terminated your loan agreement for dental treatment after missed repayments, and has instructed us to collect the balance. Please pay £4,028.80 by 22 Apr 2025.',
      ),
    ).toBe(1);
    expect(
      classifyStage(
        'Larkspur Patient Finance plc has terminated your loan agreement. The balance of £4,028.80 is now due.',
      ),
    ).toBe(3);
  });
  it('"you agreed to repay what you owe at £20.00 a month" is an arrangement; the loan\'s own terms are not', () => {
    expect(refersToEarlier('On 16 Oct 2024 you agreed to repay what you owe at £20.00 a month.')).toBe(true);
    expect(refersToEarlier('Under your loan agreement you agreed to repay the loan at £35.00 a month.')).toBe(
      false,
    );
  });
});

describe('a repeat contravention is no follow-up', () => {
  it("the earlier notices that raise a low emission zone's surcharge are other charges, not letters about this one", () => {
    const lez =
      'LOW EMISSION ZONE PENALTY CHARGE NOTICE\nSurcharge (fourth contravention within 90 days) £420.00\nThis vehicle has incurred 3 earlier Low Emission Zone penalty charges in the 90 days before this contravention, so the charge has been increased:\nEarlier notice Contravention Charge\nPCN BLEZ5617115 29 Apr 2025 £60.00';
    expect(refersToEarlier(lez)).toBe(false);
    // An earlier notice about this charge still makes a follow-up.
    expect(
      refersToEarlier('Our earlier notice of 3 May 2025 about this penalty charge has not been paid.'),
    ).toBe(true);
  });
});

describe('twenty-sixth round: arrangements, final letters and notices named as sent', () => {
  it('an arrangement "to pay £3.00 a week" made by phone, and one "not kept", make a follow-up', () => {
    expect(
      refersToEarlier(
        'On 30/03/2025 you agreed with us on the phone to pay £3.00 a week towards your water charges arrears, on top of your weekly charges.',
      ),
    ).toBe(true);
    expect(refersToEarlier('That arrangement has not been kept.')).toBe(true);
  });
  it('"a further charge will be added when we send a final notice" is a warning, not the final notice', () => {
    expect(
      classifyStage(
        'We sent you an invoice on 01/07/2025, but we have not received payment. If it is not paid by then, a further administration charge of £90.00 will be added when we send a final notice.',
      ),
    ).toBe(2);
  });
  it('"This is our final letter before that hearing" is a final letter', () => {
    expect(classifyStage('This is our final letter before that hearing.')).toBe(3);
  });
  it("a collector's first letter recounting its client's final notice, with its date, is a first letter", () => {
    expect(
      classifyStage(
        'Our client has passed us your unpaid account. The council sent you an invoice on 10 August 2025, a reminder on 8 September 2025 and a final notice on 30 September 2025.',
      ),
    ).toBe(1);
    // The letter that is itself the final notice stays one.
    expect(classifyStage('FINAL NOTICE\nWe sent you an invoice on 10 August 2025.')).toBe(3);
  });
});

describe("Scotland's and a bank's last steps make a final letter", () => {
  it.each([
    'Unless the total now due of £843.97 is paid to us by 08/08/2025, we are instructed to raise a simple procedure claim against you.',
    'Pay the total due within 14 days. If you do not, we will serve a Charge for Payment on you.',
    'Unless you repay £1,204.80 by 24 August 2025, we will take the money from your account on or after 25 August 2025.',
  ])('%s', (text) => expect(classifyStage(text)).toBe(3));
});

describe('twenty-seventh round: what is an earlier letter', () => {
  it('"as explained in our privacy notice" names no earlier letter', () => {
    expect(
      refersToEarlier(
        'We use your information to arrange travel assistance, as explained in our privacy notice.',
      ),
    ).toBe(false);
    expect(refersToEarlier('As explained in our letter of 3 May, the charge is due.')).toBe(true);
  });
  it('a reminder sent by email, instalments that stopped and a team that wrote before make a follow-up', () => {
    expect(refersToEarlier('We sent a reminder by email on 18/08/2025.')).toBe(true);
    expect(
      refersToEarlier('You have paid £40.00, but no instalment has been received since 21 Apr 2025.'),
    ).toBe(true);
    expect(
      refersToEarlier('Our Funeral Payment Recovery team wrote to you on 20 May 2024 asking for repayment.'),
    ).toBe(true);
  });
});
