/**
 * The ground of a dispute, in the letter's words. CONC 7.14.2G: a customer disputes on valid grounds where they say
 * they are not the borrower, there is no debt, or the amount is wrong; a firm must suspend recovery only for a
 * dispute on valid grounds or what may be valid grounds (CONC 7.14.1R). Council tax: a notice under s.16 LGFA 1992
 * "must state the matter by which and the grounds on which the person is aggrieved" (s.16(6)).
 */
import type { DisputeGround } from '../types';

/** Completes "I dispute this debt because …". */
export const CREDIT_GROUND: Record<DisputeGround, string> = {
  not_mine: 'I do not believe I am the borrower under any agreement for it: I do not recognise this account',
  amount_wrong: 'the amount you claim is wrong',
  already_paid: 'I have already paid it',
  no_agreement: 'I do not believe there is any agreement under which I owe it',
  other: 'of the matters I set out at the end of this letter',
};

/** The same for a regulated consumer hire agreement: the user is its hirer, not a borrower. */
export const HIRE_GROUND: Record<DisputeGround, string> = {
  ...CREDIT_GROUND,
  not_mine: 'I do not believe I am the hirer under any agreement for it: I do not recognise this account',
};

/** Completes "I dispute this sum because …" in the general reply (an ordinary contract debt: no borrower). */
export const GENERAL_GROUND: Record<DisputeGround, string> = {
  not_mine: 'I do not recognise it and do not believe I owe it',
  amount_wrong: 'the amount you claim is wrong',
  already_paid: 'I have already paid it',
  no_agreement: 'I do not believe I made any contract under which I owe it',
  other: 'of the matters I set out at the end of this letter',
};

/**
 * Completes "I dispute the charges because …" for a vehicle removed or seized (vehicle_removal): statutory charges,
 * so no borrower and no contract; `no_agreement` becomes "no power to take the vehicle".
 */
export const VEHICLE_GROUND: Record<DisputeGround, string> = {
  not_mine: 'I am not the person responsible for these charges',
  amount_wrong: 'they are more than the law allows for this vehicle, or wrongly calculated',
  already_paid: 'I have already paid them',
  no_agreement: 'I do not believe there was any power to remove or seize the vehicle',
  other: 'of the matters I set out at the end of this letter',
};

export const GROUND_PROMPT_VEHICLE =
  'This letter asks for the power used, the notices and an itemised account of the charges without saying that you dispute them, because you have not said so. If you do dispute them (for example you are not responsible for them, the vehicle should not have been taken, or the charges are more than the law allows), say why in "Why you dispute it" and the letter will say so and ask for a refund or for the charges to be cancelled.';

/**
 * Completes "I dispute the penalty because …" for a council's financial penalty under s.249A of the Housing Act 2004
 * (housing_penalty): a statutory penalty, so no borrower and no contract; `no_agreement` becomes "no grounds to
 * impose it". The letter says no more than the user chose: whether the offence was committed is theirs to say.
 */
export const HOUSING_PENALTY_GROUND: Record<DisputeGround, string> = {
  not_mine: 'I am not the person responsible for the conduct on which it is based',
  amount_wrong: "its amount is wrong, or was not set in line with the council's own policy",
  already_paid: 'I have already paid it',
  no_agreement: 'I do not believe the council had grounds to impose it',
  other: 'of the matters I set out at the end of this letter',
};

export const GROUND_PROMPT_HOUSING_PENALTY = `This letter asks for the notices, the evidence and the reasons for the penalty and its amount without saying that you dispute it, because you have not said so. If you do dispute it (you are not the person responsible, the offence was not committed, or the amount is wrong or not set by the council's policy), say why in "Why you dispute it" and the letter will say so; answering a notice of intent, it then becomes your written representations.`;

export const GROUND_PROMPT_GENERAL =
  'This letter asks for evidence of the sum without saying that you dispute it, because you have not said so. If you do dispute it (not your debt, wrong amount, already paid), say why in "Why you dispute it" and the letter will say so.';

/** Completes "…that I am aggrieved because …" in a s.16 notice. */
export const COUNCIL_TAX_GROUND: Record<DisputeGround, string> = {
  not_mine: 'I am not the person liable to pay council tax for this dwelling for the period concerned',
  amount_wrong:
    'the amount has been wrongly calculated, including because a discount, exemption or reduction that applies has not been given',
  already_paid: 'the amount shown does not take account of payments I have made',
  no_agreement: 'I am not liable to pay the amount shown',
  other: 'of the matters I set out at the end of this letter',
};

export const GROUND_PROMPT_CREDIT =
  'This letter asks for the credit agreement and a statement without saying that you dispute the debt, because you have not said so. If you do dispute it (not your debt, no agreement, wrong amount, already paid), say why in "Why you dispute it" and the letter will say so: the firm must then suspend collection while a dispute on valid grounds, or what may be valid grounds, is looked into (CONC 7.14.1R, CONC 7.14.2G).';

export const GROUND_PROMPT_HIRE =
  'This letter asks for the hire agreement and a statement of what is due without saying that you dispute the sum, because you have not said so. If you do dispute it (not your account, no agreement, wrong amount, already paid), say why in "Why you dispute it" and the letter will say so: the firm must then suspend collection while a dispute on valid grounds, or what may be valid grounds, is looked into (CONC 7.14.1R, CONC 7.14.2G).';

export const GROUND_PROMPT_COUNCIL_TAX =
  'This letter asks the council how the amount is made up; it is not a notice under section 16 of the Local Government Finance Act 1992, because such a notice must state why you are aggrieved (s.16(6)) and you have not said. If you are not the liable person, the property is not a chargeable dwelling, or the amount is wrongly calculated (a discount, exemption or reduction missing), choose a ground or write it in your own words, and the letter becomes that notice.';

export const GROUND_PROMPT_COUNCIL_TAX_SCOTLAND =
  'This letter asks the council how the amount is made up; it is not a notice under section 81(4) of the Local Government Finance Act 1992, because such a notice must state the matter and the grounds on which you are aggrieved (s.81(6)) and you have not said. If you are not the liable person, the property is not a chargeable dwelling, or the amount is wrongly calculated (a discount, exemption or council tax reduction missing), choose a ground or write it in your own words, and the letter becomes that notice.';
