/**
 * Debt-letter wording as data. Keyed by debt-type group and stage (1 Challenge, 2 Follow-up — the legal
 * consequence of an unanswered or inadequate reply —, 3 Final). Stages 2 and 3 are written only when the user's
 * history holds the earlier letter with its date (../sequence.ts), so they may say "I asked you on {{prevDate}}". The engine (../debt.ts) picks the group, fills
 * {{placeholders}} and keeps paragraphs whose `when` conditions hold; `bases` are the catalogue ids each
 * paragraph relies on, so a letter's legal bases are exactly those of the paragraphs it prints.
 *
 * Rules for anyone editing: cite only catalogue entries (every law named in a paragraph's text is among its `bases`);
 * never say a debt is void, written off or unenforceable for ever; never advise ignoring a statutory duty (s.172 RTA
 * 1988, court fines, council tax). A letter says only what happened: "I wrote to you on {{prevDate}}" / "despite my
 * earlier letters" only under `prevDate`. It states a dispute only under `disputes` (the user's ground, their own
 * words, or an earlier letter that disputed); under `!disputes` it asks. England and Wales' law only under `ew`.
 * A group's law that needs a pound, a court or a tribunal of its own lives in its own file (./prosecution.ts,
 * ./vehicle-removal.ts, ./housing-penalty.ts) and is registered in DEBT_TEMPLATES below.
 */
import type { DeadlineRule } from '@app/shared/legal/index';
import { SCOTTISH_TEMPLATES, type ScottishGroup } from './debt-scotland';
import { HOUSING_PENALTY_TEMPLATE } from './housing-penalty';
import { PROSECUTION_TEMPLATE } from './prosecution';
import { VEHICLE_REMOVAL_TEMPLATE } from './vehicle-removal';
import { days, REASONABLE } from './periods';

export type Cond =
  | 'amount'
  | 'account'
  | 'bailiffName'
  | 'bailiffUnverified'
  | 'warrant'
  | 'ew'
  | 'scotland'
  | 'ni'
  | 'notEw'
  /** Great Britain (England, Wales, Scotland): the road traffic Acts of 1988 run there, not in Northern Ireland. */
  | 'gb'
  | 'prevDate'
  | '!prevDate'
  /** The user gave a dispute ground (CONC 7.14.2G; s.16(6) LGFA 1992 for council tax). */
  | 'ground'
  | '!ground'
  /** Consumer credit: the 12 working days for the earlier s.77/78 (or s.79) request have passed. */
  | 'ccaOverdue'
  | '!ccaOverdue'
  /**
   * A regulated consumer hire agreement (../consumer-hire.ts): the consumer credit letters, with the hirer's right
   * to the agreement under s.79 (and its s.79(3)) in place of the borrower's under ss.77–78 (and s.78(6)).
   */
  | 'hire'
  | '!hire'
  /**
   * A benefit overpayment that is housing benefit (a council's): recovered under s.75 SSAA 1992 and reg 100 of the
   * 2006 Regulations, challenged by asking the council to look again or appealing, with no mandatory reconsideration.
   */
  | 'housingBenefit'
  /**
   * A benefit overpayment that is tax credits (HMRC's): recovered under ss.28–29 of the Tax Credits Act 2002, whose
   * recovery HMRC decides and, by its code of practice COP26, does not pursue where it erred and the claimant met
   * their responsibilities; the recovery is disputed within three months, the award reconsidered and appealed.
   */
  | 'taxCredits'
  /** A mortgage's shortfall after the home was sold: a debt without security, not a possession case. */
  | 'shortfall'
  | '!shortfall'
  /** The claim rests on no contract by its own words (civil recovery, copyright, damage, a mistaken credit). */
  | 'notContract'
  | '!notContract'
  /** A benefit overpayment that DWP recovers under s.71 or s.71ZB SSAA 1992 (neither housing benefit nor tax credits). */
  | 'dwp'
  /** Council tax: the letter answered says the magistrates have already made a liability order. */
  | 'liabilityOrder'
  | '!liabilityOrder'
  /** No claim has been issued yet: the Pre-Action Protocol still governs (not after a claim form or a judgment). */
  | 'preClaim'
  /** Council tax: two months have passed since the council received the s.16 notice. */
  | 'ctTwoMonths'
  | '!ctTwoMonths'
  /** Rent arrears: a council or housing association has served a possession notice or speaks of possession. */
  | 'socialPossession'
  /** The user says they dispute the sum: a dispute ground, their own words, or an earlier letter that disputed it. */
  | 'disputes'
  | '!disputes'
  /** Scotland: the letter answered, or an earlier one in the case, says the sheriff has granted a summary warrant. */
  | 'summaryWarrant'
  | '!summaryWarrant'
  /** A prosecution: the date the notice gave to answer the court (a plea) has passed. */
  | 'answerPassed'
  | '!answerPassed'
  /** A pound's letter (vehicle_removal): the police seized the vehicle (s.165A RTA 1988, s.59 PRA 2002). */
  | 'seizure'
  | '!seizure'
  /** A pound's letter: a council removed the vehicle for a parking contravention (a civil enforcement area). */
  | 'civilRemoval'
  | '!civilRemoval'
  /** A pound's letter says the vehicle will or may be disposed of unless claimed. */
  | 'disposal'
  /** A pound's letter: the police hold the vehicle (their removal or seizure). */
  | 'police'
  /** A council's financial penalty under s.249A HA 2004 (housing_penalty): the letter answered is the notice of intent. */
  | 'penaltyIntent'
  | '!penaltyIntent'
  /** …the final notice imposing the penalty. */
  | 'penaltyFinal'
  /** …a letter after the final notice: a reminder, or the council's lawyers before recovery in the county court. */
  | 'penaltyRecovery'
  | '!penaltyRecovery'
  /** …a penalty letter that says none of these of itself. */
  | 'penaltyUnknown';

export interface Para {
  text: string;
  bases?: string[];
  when?: Cond[];
}

export type Group =
  | 'consumer_credit'
  | 'general'
  | 'mortgage'
  | 'parking_private'
  | 'parking_council'
  | 'road_charging'
  | 'council_tax'
  | 'business_rates'
  | 'bailiff'
  | 'magistrates_fine'
  /** A prosecution begun by written charge and Single Justice Procedure Notice: no conviction, no fine yet. */
  | 'prosecution'
  /**
   * A vehicle removed or seized and held in a pound (police or council): statutory removal, storage and disposal
   * charges, chosen from the received letter's words (../vehicle-removal.ts), never from a debt type.
   */
  | 'vehicle_removal'
  /**
   * A local housing authority's financial penalty under s.249A of the Housing Act 2004 and its Schedule 13A (a
   * landlord's civil penalty: notice of intent, final notice, tribunal appeal, county court recovery), chosen from
   * the received letter's words (../housing-penalty.ts), never from a debt type. England only.
   */
  | 'housing_penalty'
  | 'speeding'
  | 'energy'
  | 'water'
  | 'telecoms'
  | 'tv_licence'
  | 'benefit_overpayment'
  | 'rent_arrears'
  | 'child_maintenance'
  | 'nhs_charges'
  | 'student_loan'
  | ScottishGroup;

/** Text kept when every condition holds; a list is read in order. */
export interface Conditional {
  text: string;
  when?: Cond[];
  /**
   * In a next step: something to do now, whatever the reply (claim the vehicle, answer the court). It is kept apart
   * as the letter's `actFirst`, which the page lists before sending the letter; the rest is what follows the deadline.
   */
  first?: true;
}

export interface StageTemplate {
  /** The subject line; as a list, the first whose conditions hold (the last should hold always). */
  subject: string | Conditional[];
  paragraphs: Para[];
  deadline: DeadlineRule;
  /**
   * What the user does when the deadline passes (shown in the app, not printed); parts kept by their `when`, and
   * parts marked `first` told apart as what to do now.
   */
  nextStep: string | Conditional[];
  enclosures?: string[];
}

export interface GroupTemplate {
  /** How the letter names the demand, e.g. 'the alleged debt', 'the Penalty Charge Notice'. */
  thing: string;
  /** Reference label for the account number. */
  refLabel: string;
  /** Label for the sum in the letter's references, when it is not a demand ('Amount demanded' otherwise). */
  amountLabel?: string;
  /** Whether the contract limitation rules (and the "not an acknowledgement" line) apply. */
  contractDebt: boolean;
  stages: Record<1 | 2 | 3, StageTemplate>;
}

// ── Paragraphs shared by several groups ─────────────────────────────────────

const NOT_ACK: Para = {
  text: 'Nothing in this letter is an acknowledgement of the alleged debt or an admission of liability for the purposes of sections 29 and 30 of the Limitation Act 1980.',
  bases: ['limitation-1980-s29-30'],
  when: ['ew'],
};

const NOT_ACK_SCOTLAND: Para = {
  text: 'Nothing in this letter is a relevant acknowledgement of the alleged obligation or an admission of liability for the purposes of the Prescription and Limitation (Scotland) Act 1973.',
  bases: ['prescription-scotland-1973-s6'],
  when: ['scotland'],
};

const NOT_ACK_NI: Para = {
  text: 'Nothing in this letter is an acknowledgement of the alleged debt or an admission of liability for the purposes of the Limitation (Northern Ireland) Order 1989.',
  bases: ['limitation-ni-1989-art6'],
  when: ['ni'],
};

const NOT_ACK_ALL: Para[] = [NOT_ACK, NOT_ACK_SCOTLAND, NOT_ACK_NI];

const PAP_DOCS: Para = {
  text: 'If you are considering court proceedings, the Pre-Action Protocol for Debt Claims applies. It expects you to provide the documents I have asked for, or explain why you cannot, and not to start proceedings until 30 days after you have provided them. A claim issued without doing so would ignore the Protocol, and I would ask the court to take that into account.',
  bases: ['pap-debt-claims'],
  when: ['ew', 'preClaim'],
};

const PAP_DEFENCE: Para = {
  text: 'If you send a Letter of Claim, I expect it to enclose the Information Sheet and Reply Form required by the Pre-Action Protocol for Debt Claims; I will use the Reply Form to set out my dispute, and I will defend any claim and ask the court to consider your conduct, including in relation to costs.',
  bases: ['pap-debt-claims'],
  when: ['ew', 'preClaim'],
};

/** The same, for a user who has not said they dispute the sum: the Reply Form answers, it does not "set out my dispute". */
const PAP_DEFENCE_BY_DISPUTE: Para[] = [
  { ...PAP_DEFENCE, when: ['ew', 'preClaim', 'disputes'] },
  {
    text: 'If you send a Letter of Claim, I expect it to enclose the Information Sheet and Reply Form required by the Pre-Action Protocol for Debt Claims, and I will answer on the Reply Form. If you start a claim without first providing what I have asked for, I will ask the court to consider your conduct, including in relation to costs.',
    bases: ['pap-debt-claims'],
    when: ['ew', 'preClaim', '!disputes'],
  },
];

const CONC_SUSPEND: Para = {
  text: 'Under CONC 7.14.1R a firm must suspend recovery steps while a customer disputes a debt on valid grounds or what may be valid grounds, and under CONC 7.14.3R it must investigate and give the customer details of the debt. Where the amount or the identity of the borrower is disputed, CONC 7.14.4R places the burden of showing that it is correct on you. Please put all collection activity on hold while you do so.',
  bases: ['fca-conc-7-14'],
};

/**
 * Scotland and Northern Ireland have their own parking and road-charging codes, which the catalogue does not hold:
 * the evidence is asked for as the user's own personal data, a right that runs UK-wide.
 */
const EVIDENCE_AS_PERSONAL_DATA: Para = {
  text: 'I also ask, under Article 15 of the UK GDPR, for a copy of the personal data you hold about me in connection with this notice, including every photograph and camera record of the vehicle, within one month of receiving this letter, as Article 12A requires.',
  bases: ['uk-gdpr-art-15', 'uk-gdpr-art-12A'],
  when: ['notEw'],
};

/** Scotland's and Northern Ireland's fines officers: what the law makes their job, asked of them. */
const FINE_INFO_SCOTLAND: Para = {
  text: "Please send me a statement of the account showing the fine or penalty, any costs and any payments; the court and date of the order; and the payment terms set, with a copy of the enforcement order if one was made. Section 226A of the Criminal Procedure (Scotland) Act 1995 makes it a fines enforcement officer's function to give information and advice about payment; if the terms are unaffordable I will ask for them to be varied.",
  bases: ['cpsa-1995-s226a'],
  when: ['scotland'],
};

const FINE_INFO_NI: Para = {
  text: 'Please send me a statement of the account showing the fine or penalty, any costs and any payments; the court and date of the order; and the payment terms set, with a copy of the collection order if one was made. Under Part 1 of the Justice Act (Northern Ireland) 2016 a collection order must state the sum due and how to pay it, and a collection officer is there to give information and advice about payment; if the terms are unaffordable I will ask for them to be varied.',
  bases: ['justice-ni-2016-part1'],
  when: ['ni'],
};

/** Northern Ireland's notice of intended prosecution rule, in place of s.1 RTOA 1988. */
const NIP_NI: Para = {
  text: 'Please also send me the photographs or video of the alleged offence, the type of device used and its calibration and testing records for the date, and the date on which the notice of intended prosecution was posted. Article 5 of the Road Traffic Offenders (Northern Ireland) Order 1996 requires the notice to be served within 14 days of the alleged offence unless a warning was given at the time.',
  bases: ['rto-ni-1996-art5'],
  when: ['ni'],
};

/** Credit reference agencies: the account is marked disputed only when the user disputes it. */
const ACCURATE_DATA: Para[] = [
  {
    text: 'Please also make sure that anything you report about this account to credit reference agencies is accurate and up to date, as Article 5 of the UK GDPR requires, and mark the account as disputed while this is resolved.',
    bases: ['uk-gdpr-art-5'],
    when: ['disputes'],
  },
  {
    text: 'Please also make sure that anything you report about this account to credit reference agencies is accurate and up to date, as Article 5 of the UK GDPR requires.',
    bases: ['uk-gdpr-art-5'],
    when: ['!disputes'],
  },
];

export const CCA_REQUEST_PERIOD =
  'the prescribed period for a request under section 77 or 78 of the Consumer Credit Act 1974';
export const HIRE_REQUEST_PERIOD =
  'the prescribed period for a request under section 79 of the Consumer Credit Act 1974';

/**
 * The hirer's request under s.79 (a regulated consumer hire agreement): the agreement, the documents it refers to,
 * and a signed statement of what has become payable and is unpaid, item by item with the date each fell due.
 * Exported: the Protocol reply (./responses.ts) makes the same request.
 */
export const HIRE_REQUEST: Para = {
  text: 'Under section 79 of the Consumer Credit Act 1974, please send me a copy of the executed hire agreement and of any other document referred to in it, together with a signed statement showing the total sum which has become payable under the agreement and remains unpaid, the amounts that make up that total and the date when each became due. I enclose the statutory fee of £1. The Consumer Credit (Prescribed Periods for Giving Information) Regulations 1983 require you to comply within 12 working days.',
  bases: ['cca-1974-s79', 'cca-prescribed-periods-1983'],
  when: ['hire'],
};

// ── Group templates ─────────────────────────────────────────────────────────

export const DEBT_TEMPLATES: Record<Group, GroupTemplate> = {
  consumer_credit: {
    thing: 'the alleged debt',
    refLabel: 'Account number',
    contractDebt: true,
    stages: {
      1: {
        subject: [
          {
            text: 'Request for a copy of the hire agreement and statement of sums due, and notice of dispute',
            when: ['hire', 'disputes'],
          },
          { text: 'Request for a copy of the hire agreement and statement of sums due', when: ['hire'] },
          {
            text: 'Request for a copy of the credit agreement and statement of account, and notice of dispute',
            when: ['disputes'],
          },
          { text: 'Request for a copy of the credit agreement and statement of account' },
        ],
        paragraphs: [
          {
            text: 'I write about your letter regarding {{refPhrase}}{{amountPhrase}}. I dispute this debt because {{creditGround}}, and I make the following requests.',
            when: ['ground'],
          },
          {
            text: 'I write about your letter regarding {{refPhrase}}{{amountPhrase}}. I dispute this debt{{generalReasons}}, and I make the following requests so that I can see whether, and how much, I owe.',
            when: ['!ground', 'disputes'],
          },
          {
            // The user has not said they dispute it: the letter asks for the agreement and claims no dispute.
            text: 'I write about your letter regarding {{refPhrase}}{{amountPhrase}}. I make the following requests so that I can see whether, and how much, I owe.',
            when: ['!disputes'],
          },
          {
            text: 'Under section 77 or 78 of the Consumer Credit Act 1974 (whichever applies to the agreement), please send me a true copy of the executed credit agreement, including the terms and conditions that applied when it was made, together with a statement of account showing all payments, interest and charges. I enclose the statutory fee of £1. The Consumer Credit (Prescribed Periods for Giving Information) Regulations 1983 require you to comply within 12 working days.',
            bases: ['cca-1974-s77', 'cca-1974-s78', 'cca-prescribed-periods-1983'],
            when: ['!hire'],
          },
          HIRE_REQUEST,
          {
            text: 'Please also send a copy of any default notice served under section 87 of the Consumer Credit Act 1974, with proof of service, and, if the debt has been sold or passed to you, the notice of assignment and evidence of your right to collect it.',
            bases: ['cca-1974-s87'],
          },
          { ...CONC_SUSPEND, when: ['disputes', '!hire'] },
          {
            // CONC 7.14.4R's burden is put in terms of a borrower: a hirer's letter does not claim it.
            text: 'Under CONC 7.14.1R a firm must suspend recovery steps while a customer disputes a debt on valid grounds or what may be valid grounds, and under CONC 7.14.3R it must investigate and give the customer details of the debt. Please put all collection activity on hold while you do so.',
            bases: ['fca-conc-7-14'],
            when: ['disputes', 'hire'],
          },
          {
            // CONC 7.14.1R suspends recovery only for a dispute; a request alone has its own consequence, s.78(6).
            text: 'Please take no further step to recover the account while you deal with this request. If you do not supply the agreement within the prescribed period, section 78(6) of the Consumer Credit Act 1974 (section 77(4) for fixed-sum credit) means you are not entitled to enforce it while that default continues.',
            bases: ['cca-1974-s78-6', 'cca-1974-s77'],
            when: ['!disputes', '!hire'],
          },
          {
            text: 'Please take no further step to recover the account while you deal with this request. If you do not supply the agreement and the statement within the prescribed period, section 79(3) of the Consumer Credit Act 1974 means you are not entitled to enforce the agreement while that default continues.',
            bases: ['cca-1974-s79'],
            when: ['!disputes', 'hire'],
          },
          {
            text: 'If you are collecting this account for another firm, please pass this letter to it, as CONC 7.14 requires, and tell me its name.',
            bases: ['fca-conc-7-14'],
            when: ['disputes'],
          },
          {
            text: 'If you are collecting this account for another firm, please pass this request to the creditor and tell me its name.',
            when: ['!disputes', '!hire'],
          },
          {
            text: 'If you are collecting this account for another firm, please pass this request to the owner of the goods and tell me its name.',
            when: ['!disputes', 'hire'],
          },
          PAP_DOCS,
          ...NOT_ACK_ALL,
        ],
        deadline: {
          amount: 12,
          unit: 'working-days',
          from: 'deemed-service',
          reason: CCA_REQUEST_PERIOD,
        },
        nextStep: [
          {
            text: 'Post this letter with a £1 postal order (or a cheque) payable to the company: without the fee it is not a valid request under section 77 or 78, and the 12 working days do not start. Keep proof of posting and record the date you posted it (and that the fee went with it) in this case. If the agreement and statement have not arrived by the deadline, send the 2nd letter (Follow-up): it explains that the creditor cannot enforce while in default (s.78(6)) and makes a formal complaint.',
            when: ['!hire'],
          },
          {
            text: 'Post this letter with a £1 postal order (or a cheque) payable to the company: without the fee it is not a valid request under section 79, and the 12 working days do not start. Keep proof of posting and record the date you posted it (and that the fee went with it) in this case. If the agreement and statement have not arrived by the deadline, send the 2nd letter (Follow-up): it explains that the owner cannot enforce while in default (s.79(3)) and makes a formal complaint.',
            when: ['hire'],
          },
        ],
        enclosures: ['Postal order or cheque for the £1 statutory fee'],
      },
      2: {
        subject: 'Failure to comply with my request under the Consumer Credit Act 1974 — formal complaint',
        paragraphs: [
          {
            text: 'On {{prevDate}} I asked you, under section 77 or 78 of the Consumer Credit Act 1974, for a true copy of the executed agreement and a statement of account for {{refPhrase}}. The 12 working days allowed by the Consumer Credit (Prescribed Periods for Giving Information) Regulations 1983 have passed without a complete reply.',
            bases: ['cca-1974-s77', 'cca-1974-s78', 'cca-prescribed-periods-1983'],
            when: ['prevDate', 'ccaOverdue', '!hire'],
          },
          {
            text: 'On {{prevDate}} I asked you, under section 77 or 78 of the Consumer Credit Act 1974, for a true copy of the executed agreement and a statement of account for {{refPhrase}}. The 12 working days allowed by the Consumer Credit (Prescribed Periods for Giving Information) Regulations 1983 end on {{ccaDue}}, and I have not yet had a complete reply.',
            bases: ['cca-1974-s77', 'cca-1974-s78', 'cca-prescribed-periods-1983'],
            when: ['prevDate', '!ccaOverdue', '!hire'],
          },
          {
            text: 'On {{prevDate}} I asked you, under section 79 of the Consumer Credit Act 1974, for a copy of the executed hire agreement and a statement of the sums payable under it for {{refPhrase}}. The 12 working days allowed by the Consumer Credit (Prescribed Periods for Giving Information) Regulations 1983 have passed without a complete reply.',
            bases: ['cca-1974-s79', 'cca-prescribed-periods-1983'],
            when: ['prevDate', 'ccaOverdue', 'hire'],
          },
          {
            text: 'On {{prevDate}} I asked you, under section 79 of the Consumer Credit Act 1974, for a copy of the executed hire agreement and a statement of the sums payable under it for {{refPhrase}}. The 12 working days allowed by the Consumer Credit (Prescribed Periods for Giving Information) Regulations 1983 end on {{ccaDue}}, and I have not yet had a complete reply.',
            bases: ['cca-1974-s79', 'cca-prescribed-periods-1983'],
            when: ['prevDate', '!ccaOverdue', 'hire'],
          },
          {
            text: 'The consequence is set by statute. Under section 78(6) of the Consumer Credit Act 1974 (and the equivalent section 77(4) for fixed-sum credit), while you remain in default of my request you are not entitled to enforce the agreement. I do not say that the debt has disappeared: I say that, until you comply, you may not take steps to enforce it, including court proceedings.',
            bases: ['cca-1974-s78-6', 'cca-1974-s77'],
            when: ['!hire'],
          },
          {
            text: 'The consequence is set by statute. Under section 79(3) of the Consumer Credit Act 1974, while you remain in default of my request you are not entitled to enforce the agreement. I do not say that the sum has disappeared: I say that, until you comply, you may not take steps to enforce the agreement, including court proceedings or taking back the goods.',
            bases: ['cca-1974-s79'],
            when: ['hire'],
          },
          {
            text: 'I have told you that I dispute this debt. CONC 7.14.1R required you to suspend recovery while the dispute is investigated; please confirm that you have done so and that no further demands, fees or third-party collection will follow until you have answered.',
            bases: ['fca-conc-7-14'],
            when: ['disputes'],
          },
          {
            text: 'Please confirm that no further demands, fees or third-party collection will follow until you have complied with my request.',
            when: ['!disputes'],
          },
          ...ACCURATE_DATA,
          {
            text: 'Please treat this letter as a formal complaint. DISP 1.6 requires you to send a final response within eight weeks of receiving it; after that I may refer the matter to the Financial Ombudsman Service.',
            bases: ['fca-disp-1-6', 'fos'],
          },
          ...NOT_ACK_ALL,
        ],
        deadline: days(
          14,
          `${REASONABLE}; the formal complaint separately runs for eight weeks under DISP 1.6`,
        ),
        nextStep:
          'If there is still no compliant reply, send the 3rd letter (Final). Eight weeks after this complaint you can refer it to the Financial Ombudsman Service; if a Letter of Claim arrives, reply on its Reply Form within 30 days.',
      },
      3: {
        subject: 'Final letter before referral to the Financial Ombudsman Service',
        paragraphs: [
          {
            text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}. Despite my earlier letters{{prevDateSuffix}}, you have not supplied a true copy of the executed agreement and a statement of account as section 77 or 78 of the Consumer Credit Act 1974 requires, and you have not confirmed that collection is suspended.',
            bases: ['cca-1974-s77', 'cca-1974-s78'],
            when: ['!hire'],
          },
          {
            text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}. Despite my earlier letters{{prevDateSuffix}}, you have not supplied a copy of the executed hire agreement and a statement of the sums payable under it as section 79 of the Consumer Credit Act 1974 requires, and you have not confirmed that collection is suspended.',
            bases: ['cca-1974-s79'],
            when: ['hire'],
          },
          {
            text: 'While that default continues, section 78(6) of the Consumer Credit Act 1974 means you are not entitled to enforce the agreement, and CONC 7.14.1R requires recovery to stay suspended while my dispute is unresolved.',
            bases: ['cca-1974-s78-6', 'fca-conc-7-14'],
            when: ['disputes', '!hire'],
          },
          {
            text: 'While that default continues, section 78(6) of the Consumer Credit Act 1974 means you are not entitled to enforce the agreement.',
            bases: ['cca-1974-s78-6'],
            when: ['!disputes', '!hire'],
          },
          {
            text: 'While that default continues, section 79(3) of the Consumer Credit Act 1974 means you are not entitled to enforce the agreement, and CONC 7.14.1R requires recovery to stay suspended while my dispute is unresolved.',
            bases: ['cca-1974-s79', 'fca-conc-7-14'],
            when: ['disputes', 'hire'],
          },
          {
            text: 'While that default continues, section 79(3) of the Consumer Credit Act 1974 means you are not entitled to enforce the agreement.',
            bases: ['cca-1974-s79'],
            when: ['!disputes', 'hire'],
          },
          {
            text: 'Unless, by {{deadline}}, you either supply the documents requested or confirm in writing that you will take no further steps to collect this account, I will refer my complaint to the Financial Ombudsman Service, which I may do once you have sent your final response or eight weeks have passed since my complaint (DISP 1.6). If you report inaccurate information to credit reference agencies, I will also complain to the Information Commissioner under section 165 of the Data Protection Act 2018.',
            bases: ['fos', 'fca-disp-1-6', 'dpa-2018-s165'],
          },
          ...PAP_DEFENCE_BY_DISPUTE,
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'Refer the complaint to the Financial Ombudsman Service (free) once eight weeks have passed since the complaint or a final response arrives. If court papers arrive, reply within the time they give (14 days to acknowledge a County Court claim) — never ignore them.',
      },
    },
  },

  general: {
    thing: 'the alleged debt',
    refLabel: 'Reference',
    contractDebt: true,
    stages: {
      1: {
        subject: [
          { text: 'Dispute and request for evidence of the alleged debt', when: ['disputes'] },
          { text: 'Request for evidence of the alleged debt' },
        ],
        paragraphs: [
          {
            text: 'I write about your demand regarding {{refPhrase}}{{amountPhrase}}. I dispute this sum{{generalReasons}}, and I ask you to provide evidence of it before taking any further step.',
            when: ['disputes'],
          },
          {
            // The user has not said they dispute it: the letter asks for proof, and claims nothing the user did not say.
            text: 'I write about your demand regarding {{refPhrase}}{{amountPhrase}}. Before I respond to it, I ask you to provide evidence that the sum is owed by me and how it is made up, and to take no further step to recover it until you have done so.',
            when: ['!disputes'],
          },
          {
            text: 'Please send me: (1) a copy of the contract, order or agreement on which you rely, showing my acceptance of it; (2) an itemised statement showing how the sum is made up, including any interest, fees or charges and the contractual or legal basis for each; (3) copies of the invoices and any earlier demands; and (4) if you are not the original creditor, evidence that the debt was assigned to you or that you are instructed to collect it.',
            when: ['!notContract'],
          },
          {
            // No contract exists to ask for: the claim's own facts, law and loss are what must be shown.
            text: 'Please send me: (1) the facts on which you say I am liable and the legal basis of the claim, with the evidence you rely on; (2) an itemised statement showing how the sum is made up, with evidence of each loss or cost claimed and the basis for any interest, fees or charges; (3) copies of any earlier demands; and (4) if you act for someone else, evidence that you are instructed to collect this sum or that the claim was assigned to you.',
            when: ['notContract'],
          },
          PAP_DOCS,
          ...NOT_ACK_ALL,
        ],
        deadline: days(
          30,
          'the 30 days the Pre-Action Protocol for Debt Claims allows for documents to be provided',
        ),
        nextStep:
          'If no evidence arrives by the deadline, send the 2nd letter (Follow-up), which records the failure and its effect under the Pre-Action Protocol.',
      },
      2: {
        subject: [
          { text: 'No evidence provided — dispute continues', when: ['disputes'] },
          { text: 'No evidence provided' },
        ],
        paragraphs: [
          {
            text: 'I wrote to you on {{prevDate}} disputing {{refPhrase}} and asking for the documents that would show the sum is owed. You have not provided them.',
            when: ['prevDate', 'disputes'],
          },
          {
            text: 'I wrote to you on {{prevDate}} about {{refPhrase}}, asking for the documents that would show the sum is owed. You have not provided them.',
            when: ['prevDate', '!disputes'],
          },
          {
            text: 'Until you do, the debt remains disputed and unproven. Under the Pre-Action Protocol for Debt Claims, where a debtor disputes a debt and asks for documents, the creditor should provide them and should not start proceedings until 30 days after doing so. Starting a claim now would ignore the Protocol, and I would ask the court to take that into account, including on costs.',
            bases: ['pap-debt-claims'],
            when: ['ew', 'disputes'],
          },
          {
            text: 'Until you do, the sum is unproven. Under the Pre-Action Protocol for Debt Claims, where a debtor asks for documents, the creditor should provide them and should not start proceedings until 30 days after doing so. Starting a claim now would ignore the Protocol, and I would ask the court to take that into account, including on costs.',
            bases: ['pap-debt-claims'],
            when: ['ew', '!disputes'],
          },
          {
            text: 'Please stop all collection activity, including passing the matter to a collection agency, until you have answered. Any further fees added to a disputed and unproven sum will also be disputed.',
            when: ['disputes'],
          },
          {
            text: 'Please stop all collection activity, including passing the matter to a collection agency, until you have answered. I do not accept any further fees added to a sum you have not shown to be owed.',
            when: ['!disputes'],
          },
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'If there is still no evidence, send the 3rd letter (Final). Keep copies of every letter and proof of posting.',
      },
      3: {
        subject: [
          { text: 'Final letter — dispute of the alleged debt', when: ['disputes'] },
          { text: 'Final letter — evidence of the alleged debt not provided' },
        ],
        paragraphs: [
          {
            text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}. I have disputed the sum and asked for evidence of it{{prevDateSuffix}}, and you have not provided any.',
            when: ['disputes'],
          },
          {
            text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}. I have asked for evidence of the sum{{prevDateSuffix}}, and you have not provided any.',
            when: ['!disputes'],
          },
          {
            text: 'Please, by {{deadline}}, either provide the evidence requested or confirm in writing that you will take no further steps to recover this sum. If you start a claim without providing it, I will defend the claim and ask the court to take into account your failure to follow the Pre-Action Protocol for Debt Claims, including on costs. I will also keep any further demand that does not answer my letters as evidence of your conduct and raise it with your regulator or trade body.',
            bases: ['pap-debt-claims'],
            when: ['ew'],
          },
          {
            text: 'Please, by {{deadline}}, either provide the evidence requested or confirm in writing that you will take no further steps to recover this sum. If you raise court proceedings without providing it, I will defend them and ask the court to take your failure to answer my letters into account. I will also keep any further demand that does not answer my letters as evidence of your conduct and raise it with your regulator or trade body.',
            when: ['notEw'],
          },
          ...PAP_DEFENCE_BY_DISPUTE,
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'If court papers arrive, respond within the time they give and file a defence relying on the unanswered requests; get free advice (Citizens Advice, National Debtline, StepChange). Never ignore a court claim.',
      },
    },
  },

  mortgage: {
    thing: 'the mortgage arrears',
    refLabel: 'Mortgage account',
    contractDebt: true,
    stages: {
      1: {
        subject: 'Request for arrears information and charges breakdown',
        paragraphs: [
          {
            text: 'I write about your letter regarding {{refPhrase}}{{amountPhrase}}. Before I can respond properly I need full information about the arrears you say are due.',
          },
          {
            text: 'MCOB 13 requires you to deal fairly with a borrower in arrears and to give clear information about the arrears and the charges. Please send me: a statement of the account for the last two years showing payments due, payments made, interest and every charge added; the basis of each charge; and the payment arrangements you would consider.',
            bases: ['fca-mcob-13'],
          },
          {
            text: 'Before any possession claim, the Pre-Action Protocol for Possession Claims based on Mortgage Arrears expects you to provide this information and to consider reasonable proposals, and to consider whether to postpone proceedings where a complaint to the Financial Ombudsman Service is pending. Please confirm that no proceedings will be started while we correspond.',
            bases: ['pap-mortgage-possession', 'fos'],
            when: ['ew', '!shortfall'],
          },
          {
            // After the sale the debt is no longer secured on a home: no possession protocol, but the debt one.
            text: 'Your letter concerns a shortfall after the sale of the property. Please also send me: the date of the sale and the price obtained; the redemption statement at the date of sale, with every cost of the sale and every charge deducted; and a statement of the interest and charges added since. Under section 20 of the Limitation Act 1980 a claim for the capital secured by a mortgage must be brought within twelve years, and for interest within six years; please tell me the date from which you say time runs. If you are considering proceedings, the Pre-Action Protocol for Debt Claims applies, and I ask you to provide these documents first.',
            bases: ['limitation-1980-s20', 'pap-debt-claims'],
            when: ['ew', 'shortfall'],
          },
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep: [
          {
            text: 'If the information has not arrived, send the 2nd letter, which makes a formal complaint. Speak to a free adviser early: mortgage arrears can lead to possession proceedings.',
            when: ['!shortfall'],
          },
          {
            text: 'If the information has not arrived, send the 2nd letter, which makes a formal complaint. The home has been sold, so this is now a debt without security: check the dates against the limits (twelve years for the capital, six for interest) and get free advice (National Debtline, StepChange, Citizens Advice) before you pay or admit anything.',
            when: ['shortfall'],
          },
        ],
      },
      2: {
        subject: 'Arrears information not provided — formal complaint',
        paragraphs: [
          {
            text: 'I asked you{{prevDateSuffix}} for a statement of {{refPhrase}} and a breakdown of the arrears and charges. You have not provided it.',
          },
          {
            text: 'Without it I cannot check the sum claimed or make a realistic proposal. That is contrary to MCOB 13, which requires clear information about arrears and charges, and it means any possession claim would not comply with the Pre-Action Protocol for Possession Claims based on Mortgage Arrears.',
            bases: ['fca-mcob-13', 'pap-mortgage-possession'],
            when: ['ew', '!shortfall'],
          },
          {
            text: 'Without it I cannot check the sum claimed or make a realistic proposal. That is contrary to MCOB 13, which requires clear information about arrears and charges, and any claim for the shortfall would not comply with the Pre-Action Protocol for Debt Claims.',
            bases: ['fca-mcob-13', 'pap-debt-claims'],
            when: ['ew', 'shortfall'],
          },
          {
            text: 'Without it I cannot check the sum claimed or make a realistic proposal. That is contrary to MCOB 13, which requires clear information about arrears and charges.',
            bases: ['fca-mcob-13'],
            when: ['notEw'],
          },
          {
            text: 'Please treat this letter as a formal complaint. DISP 1.6 requires a final response within eight weeks; after that I may refer the matter to the Financial Ombudsman Service, and the Protocol expects you to consider postponing any proceedings while that complaint is considered.',
            bases: ['fca-disp-1-6', 'fos', 'pap-mortgage-possession'],
            when: ['ew', '!shortfall'],
          },
          {
            text: 'Please treat this letter as a formal complaint. DISP 1.6 requires a final response within eight weeks; after that I may refer the matter to the Financial Ombudsman Service. I ask you not to start proceedings while the complaint is considered.',
            bases: ['fca-disp-1-6', 'fos'],
            when: ['shortfall'],
          },
          {
            text: 'Please treat this letter as a formal complaint. DISP 1.6 requires a final response within eight weeks; after that I may refer the matter to the Financial Ombudsman Service. I ask you not to start proceedings while the complaint is considered.',
            bases: ['fca-disp-1-6', 'fos'],
            when: ['notEw', '!shortfall'],
          },
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, `${REASONABLE}; the complaint separately runs for eight weeks under DISP 1.6`),
        nextStep:
          'If there is no proper reply, send the 3rd letter (Final). After eight weeks, refer the complaint to the Financial Ombudsman Service.',
      },
      3: {
        subject: 'Final letter before referral to the Financial Ombudsman Service',
        paragraphs: [
          {
            text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}. You have not given me the arrears and charges information I asked for, or answered my complaint.',
          },
          {
            text: 'Unless I receive it by {{deadline}}, I will refer my complaint to the Financial Ombudsman Service (DISP 1.6). If you start possession proceedings, I will ask the court to take account of your failure to follow MCOB 13 and the Pre-Action Protocol for Possession Claims based on Mortgage Arrears, including by adjourning the claim.',
            bases: ['fos', 'fca-disp-1-6', 'fca-mcob-13', 'pap-mortgage-possession'],
            when: ['ew', '!shortfall'],
          },
          {
            text: 'Unless I receive it by {{deadline}}, I will refer my complaint to the Financial Ombudsman Service (DISP 1.6). If you start a claim for the shortfall, I will defend it and ask the court to take account of your failure to follow MCOB 13 and the Pre-Action Protocol for Debt Claims, including on costs.',
            bases: ['fos', 'fca-disp-1-6', 'fca-mcob-13', 'pap-debt-claims'],
            when: ['ew', 'shortfall'],
          },
          {
            text: 'Unless I receive it by {{deadline}}, I will refer my complaint to the Financial Ombudsman Service (DISP 1.6). If you raise proceedings for possession, I will ask the court to take account of your failure to follow MCOB 13.',
            bases: ['fos', 'fca-disp-1-6', 'fca-mcob-13'],
            when: ['notEw'],
          },
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'Refer the complaint to the Financial Ombudsman Service. If a possession claim arrives, get advice at once (Shelter, Citizens Advice) and attend the hearing.',
      },
    },
  },

  parking_private: {
    thing: 'the parking charge',
    refLabel: 'Parking charge number',
    contractDebt: true,
    stages: {
      1: {
        subject: 'Appeal against parking charge and request for evidence',
        paragraphs: [
          {
            text: 'I write about your parking charge notice {{refPhrase}}{{amountPhrase}}. A parking charge is a private civil claim, not a fine, and I dispute it.',
          },
          {
            text: 'If you seek payment from me as the registered keeper rather than from the driver, you may do so only if you have complied strictly with Schedule 4 to the Protection of Freedoms Act 2012. Where no notice was given to the driver at the time, paragraph 9 of Schedule 4 requires the Notice to Keeper to contain the prescribed information and to be given within 14 days beginning with the day after the parking ended; where a windscreen notice was given, paragraph 8 applies. I do not accept that these conditions were met, and I will not be identifying the driver: there is no legal obligation on a keeper to do so for a private parking charge.',
            bases: ['pofa-2012-sch4', 'pofa-2012-sch4-para9', 'pofa-2012-sch4-para8'],
            when: ['ew'],
          },
          {
            text: 'Schedule 4 to the Protection of Freedoms Act 2012 does not apply here, so the registered keeper cannot be held liable for a charge incurred by a driver. I will not be identifying the driver: there is no legal obligation to do so for a private parking charge.',
            bases: ['pofa-2012-sch4'],
            when: ['notEw'],
          },
          {
            text: 'Please send me: photographs of the vehicle and of the signs at the entrance and where the vehicle was parked, as they were on the date; your contract or written authority from the landowner to issue charges there; the full data relied on (for example camera timestamps and any payment or permit records); and an explanation of how the sum claimed is calculated.',
          },
          {
            text: 'If you reject this appeal, you must give me the details of the independent appeals service you belong to: Parking on Private Land Appeals (POPLA) for members of the British Parking Association, or the Independent Appeals Service (IAS) for members of the International Parking Community, with the code I need to use it.',
            bases: ['popla', 'ias'],
          },
        ],
        deadline: days(28, REASONABLE),
        nextStep:
          'If the operator rejects the appeal, use the POPLA/IAS code it gives you and appeal within the time stated (usually 28 days). If it does not reply, send the 2nd letter.',
      },
      2: {
        subject: 'No proper response to my appeal — parking charge',
        paragraphs: [
          {
            text: 'I appealed against parking charge {{refPhrase}}{{prevDateSuffix}} and asked for your evidence. You have not provided it or answered the points I raised.',
          },
          {
            text: 'Without evidence that the Notice to Keeper met paragraphs 8 or 9 of Schedule 4 to the Protection of Freedoms Act 2012, you have no right to recover the charge from me as keeper: Schedule 4 allows keeper liability only when every condition is met.',
            bases: ['pofa-2012-sch4', 'pofa-2012-sch4-para8', 'pofa-2012-sch4-para9'],
            when: ['ew'],
          },
          {
            text: 'Please either cancel the charge or send a proper response rejecting my appeal, with the Parking on Private Land Appeals (POPLA) or Independent Appeals Service (IAS) code, so that I can have it decided independently. Please do not pass the matter to a debt collector while my appeal is unanswered; any added "recovery" fees are disputed.',
            bases: ['popla', 'ias'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'If you get a rejection with a POPLA/IAS code, appeal to that service. If there is still no answer, send the 3rd letter (Final).',
      },
      3: {
        subject: 'Final letter — parking charge {{refShort}}',
        paragraphs: [
          {
            text: 'This is my final letter about parking charge {{refPhrase}}{{amountPhrase}}. You have neither produced evidence that you can recover it from me nor given me access to an independent appeal.',
          },
          {
            text: 'Unless, by {{deadline}}, you cancel the charge or provide your evidence and a POPLA or IAS appeal code, I will complain to your trade association and, if you issue a claim, I will defend it, relying on Schedule 4 to the Protection of Freedoms Act 2012 and your refusal to engage with my appeal.',
            bases: ['pofa-2012-sch4', 'popla', 'ias'],
            when: ['ew'],
          },
          {
            text: 'Unless, by {{deadline}}, you cancel the charge or provide your evidence and a POPLA or IAS appeal code, I will complain to your trade association and, if you raise a claim, I will defend it, relying on the absence of any keeper liability here and your refusal to engage with my appeal.',
            bases: ['popla', 'ias'],
            when: ['notEw'],
          },
          PAP_DEFENCE,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'If a Letter of Claim arrives, reply on its Reply Form within 30 days; if a court claim arrives, respond within its deadline and defend. Never ignore court papers.',
      },
    },
  },

  parking_council: {
    thing: 'the Penalty Charge Notice',
    refLabel: 'PCN number',
    contractDebt: false,
    stages: {
      1: {
        subject: 'Challenge to Penalty Charge Notice {{refShort}}',
        paragraphs: [
          {
            text: 'I challenge Penalty Charge Notice {{refPhrase}}{{amountPhrase}}, and I ask you to cancel it.',
          },
          {
            text: 'Council penalty charges are enforced under Part 6 of the Traffic Management Act 2004. Please treat this letter as my challenge now and, if you serve a Notice to Owner, as my formal representations. Please send me the photographs and notes of the civil enforcement officer or camera evidence, and details of the traffic order and signs or markings relied on.',
            bases: ['tma-2004-part6'],
            when: ['ew'],
          },
          {
            text: 'If you reject my representations, your notice of rejection must tell me of my right to appeal to an independent adjudicator: the Traffic Penalty Tribunal, or London Tribunals in London.',
            bases: ['traffic-penalty-tribunal', 'london-tribunals'],
            when: ['ew'],
          },
          {
            text: 'Please treat this letter as my challenge now and, if a further notice follows, as my formal representations. Please send me the notes of the enforcement officer, and details of the traffic order and signs or markings relied on; if you reject my representations, please tell me of my right to appeal to the independent adjudicator.',
            when: ['notEw'],
          },
          EVIDENCE_AS_PERSONAL_DATA,
        ],
        deadline: days(
          28,
          "the period this letter sets; the council's own notices give the statutory periods for representations and payment",
        ),
        nextStep: [
          {
            text: 'Watch for a Notice to Owner or a notice of rejection: each has its own 28-day period. If representations are rejected, appeal to the Traffic Penalty Tribunal or London Tribunals within the time stated.',
            when: ['ew'],
          },
          {
            text: 'Watch for a further notice or a notice of rejection: each gives its own period. If representations are rejected, appeal to the adjudicator it names within the time stated.',
            when: ['notEw'],
          },
        ],
      },
      2: {
        subject: 'Penalty Charge Notice {{refShort}} — no response to my challenge',
        paragraphs: [
          {
            text: 'I challenged Penalty Charge Notice {{refPhrase}}{{prevDateSuffix}}. I have not had a reply that deals with the points I raised.',
          },
          {
            text: 'Under Part 6 of the Traffic Management Act 2004 the council must consider representations and, if it rejects them, tell me of my right of appeal to the independent adjudicator. Please confirm that enforcement is on hold until my challenge has been properly answered, and send the evidence requested.',
            bases: ['tma-2004-part6', 'traffic-penalty-tribunal', 'london-tribunals'],
            when: ['ew'],
          },
          {
            text: 'Please consider my representations and, if you reject them, tell me of my right of appeal to the independent adjudicator. Please confirm that enforcement is on hold until my challenge has been properly answered, and send the evidence requested, including the personal data I asked for under Article 15 of the UK GDPR.',
            bases: ['uk-gdpr-art-15'],
            when: ['notEw'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: [
          {
            text: 'If a notice of rejection arrives, appeal to the Traffic Penalty Tribunal or London Tribunals within 28 days.',
            when: ['ew'],
          },
          {
            text: 'If a notice of rejection arrives, appeal to the adjudicator it names within its time.',
            when: ['notEw'],
          },
          { text: 'Otherwise send the 3rd letter (Final).' },
        ],
      },
      3: {
        subject: 'Final letter — Penalty Charge Notice {{refShort}}',
        paragraphs: [
          { text: 'This is my final letter about Penalty Charge Notice {{refPhrase}}{{amountPhrase}}.' },
          {
            text: 'Unless you cancel it by {{deadline}}, please send a notice of rejection so that I can appeal to the Traffic Penalty Tribunal (or London Tribunals in London), where I will rely on the points I have raised and on your failure to answer them as Part 6 of the Traffic Management Act 2004 requires.',
            bases: ['traffic-penalty-tribunal', 'london-tribunals', 'tma-2004-part6'],
            when: ['ew'],
          },
          {
            text: 'Unless you cancel it by {{deadline}}, please send a notice of rejection so that I can appeal to the independent adjudicator, where I will rely on the points I have raised and on your failure to answer them. If the personal data I asked for under Article 15 of the UK GDPR has not been provided, I will also complain to the Information Commissioner.',
            bases: ['uk-gdpr-art-15', 'ico-complaint'],
            when: ['notEw'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'Appeal to the adjudicator as soon as you have a notice of rejection. If a Charge Certificate or Order for Recovery arrives instead, get advice quickly: the periods are short.',
      },
    },
  },

  road_charging: {
    thing: 'the penalty charge',
    refLabel: 'PCN number',
    contractDebt: false,
    stages: {
      1: {
        subject: 'Representations against road user charging penalty {{refShort}}',
        paragraphs: [
          {
            text: 'I make representations against penalty charge notice {{refPhrase}}{{amountPhrase}} and ask you to cancel it.',
          },
          {
            text: "Please send me the camera images relied on, the record of the vehicle's compliance status on the date, and confirmation of whether any payment, exemption, discount or grace period registered for the vehicle was checked. The notice itself must explain how to make representations and within what period.",
          },
          {
            text: 'If you reject these representations, please tell me of my right to appeal to London Tribunals (or, for a clean air zone outside London, the Traffic Penalty Tribunal), which decide such appeals independently.',
            bases: ['london-tribunals', 'traffic-penalty-tribunal'],
            when: ['ew'],
          },
          {
            text: 'If you reject these representations, please tell me of my right to appeal to the independent adjudicator.',
            when: ['notEw'],
          },
          EVIDENCE_AS_PERSONAL_DATA,
        ],
        deadline: days(28, 'the period this letter sets; the notice itself gives the statutory periods'),
        nextStep: [
          {
            text: 'If the representations are rejected, appeal to London Tribunals (or the Traffic Penalty Tribunal) within 28 days of the notice of rejection.',
            when: ['ew'],
          },
          {
            text: 'If the representations are rejected, appeal to the adjudicator the notice of rejection names, within its time.',
            when: ['notEw'],
          },
        ],
      },
      2: {
        subject: 'Penalty charge {{refShort}} — representations not answered',
        paragraphs: [
          {
            text: 'I made representations against penalty charge {{refPhrase}}{{prevDateSuffix}} and have had no proper answer.',
          },
          {
            text: 'Please confirm that enforcement is on hold, and either cancel the penalty or send a notice of rejection with my right of appeal to London Tribunals or the Traffic Penalty Tribunal.',
            bases: ['london-tribunals', 'traffic-penalty-tribunal'],
            when: ['ew'],
          },
          {
            text: 'Please confirm that enforcement is on hold, and either cancel the penalty or send a notice of rejection with my right of appeal to the independent adjudicator, together with the personal data I asked for under Article 15 of the UK GDPR.',
            bases: ['uk-gdpr-art-15'],
            when: ['notEw'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: 'Appeal as soon as you have a notice of rejection; otherwise send the 3rd letter (Final).',
      },
      3: {
        subject: 'Final letter — penalty charge {{refShort}}',
        paragraphs: [
          { text: 'This is my final letter about penalty charge {{refPhrase}}{{amountPhrase}}.' },
          {
            text: 'Unless you cancel it by {{deadline}}, I will pursue my appeal to the independent adjudicator (London Tribunals or the Traffic Penalty Tribunal) and rely on your failure to answer my representations.',
            bases: ['london-tribunals', 'traffic-penalty-tribunal'],
            when: ['ew'],
          },
          {
            text: 'Unless you cancel it by {{deadline}}, I will pursue my appeal to the independent adjudicator and rely on your failure to answer my representations. If the personal data I asked for under Article 15 of the UK GDPR has not been provided, I will also complain to the Information Commissioner.',
            bases: ['uk-gdpr-art-15', 'ico-complaint'],
            when: ['notEw'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: 'Appeal to the adjudicator. If an Order for Recovery arrives, get advice at once.',
      },
    },
  },

  council_tax: {
    thing: 'the council tax demanded',
    refLabel: 'Council tax account',
    contractDebt: false,
    stages: {
      1: {
        subject: 'Council tax account {{refShort}} — dispute of liability and request for information',
        paragraphs: [
          {
            text: 'I write about your notice regarding {{refPhrase}}{{amountPhrase}}. I accept that council tax is a liability imposed by statute; what I dispute is whether this amount is correctly due from me.',
          },
          {
            text: 'Please treat this letter as written notice under section 16 of the Local Government Finance Act 1992 that I am aggrieved because {{ctGround}}. The council has two months to respond.',
            bases: ['lgfa-1992-s16'],
            when: ['ground'],
          },
          {
            text: 'Please treat this letter as written notice under section 16 of the Local Government Finance Act 1992 that I am aggrieved by the amount shown{{ctReasons}}. The council has two months to respond.',
            bases: ['lgfa-1992-s16'],
            when: ['!ground'],
          },
          {
            text: 'So that I can check the account, please send me a full statement of the account, copies of the bills, and any reminder or final notice you say was served under regulation 23 of the Council Tax (Administration and Enforcement) Regulations 1992, with the dates of service, and explain any discounts, exemptions or reductions considered.',
            bases: ['lgfa-1992-s16', 'ct-admin-enforcement-1992-reg23'],
          },
          {
            text: 'If you intend to apply for a liability order under regulation 34, please note that I dispute the sum and ask you to consider my notice first. I am willing to pay whatever is properly due and would like to discuss an affordable arrangement for any part that is.',
            bases: ['ct-admin-enforcement-1992-reg34'],
            when: ['!liabilityOrder'],
          },
          {
            // The order is made: the reply must not speak of one still to be sought (what the user received says so).
            text: 'Your letter says that a liability order has already been made under regulation 34. That order does not decide the dispute about liability I raise in this notice. I ask you to hold recovery under it — any deduction from my earnings or benefits and any referral to enforcement agents — while my notice is considered, and to tell me in writing if you will not. I am willing to pay whatever is properly due and would like to discuss an affordable arrangement for any part that is.',
            bases: ['ct-admin-enforcement-1992-reg34', 'lgfa-1992-s16'],
            when: ['liabilityOrder'],
          },
        ],
        deadline: {
          amount: 2,
          unit: 'months',
          from: 'deemed-service',
          reason:
            'the two months the council has to answer a written notice under section 16 of the Local Government Finance Act 1992',
        },
        nextStep: [
          {
            text: 'If the council does not answer within two months of receiving your notice, you can appeal to the Valuation Tribunal (free) — no later than four months after you wrote, that is by {{vtLatest}}. If it answers and you disagree, appeal within two months of its answer.',
          },
          {
            text: 'Council tax stays payable while you wait: keep paying the instalments, or a liability order and enforcement can follow.',
            when: ['!liabilityOrder'],
          },
          {
            // After the order the instalments are gone and recovery is open to the council: say so, not "can follow".
            text: 'With the liability order made, the council can now deduct from your earnings or benefits or pass the account to enforcement agents without going back to court: contact it now to agree an affordable arrangement for any part you accept, and get free advice (Citizens Advice, National Debtline, StepChange).',
            when: ['liabilityOrder'],
          },
        ],
      },
      2: {
        subject: 'Council tax account {{refShort}} — no answer to my notice under section 16',
        paragraphs: [
          {
            text: 'I gave you written notice{{prevDateSuffix}} under section 16 of the Local Government Finance Act 1992 that I dispute the amount on {{refPhrase}}, and asked for a statement and copies of the notices served. I have not received a proper answer.',
            bases: ['lgfa-1992-s16'],
          },
          {
            text: 'More than two months have passed since you received my notice without an answer, so section 16 entitles me to appeal to the Valuation Tribunal, which I intend to do.',
            bases: ['lgfa-1992-s16', 'valuation-tribunal'],
            when: ['ctTwoMonths'],
          },
          {
            text: 'If you do not answer within two months of receiving my notice, section 16 entitles me to appeal to the Valuation Tribunal, which I intend to do.',
            bases: ['lgfa-1992-s16', 'valuation-tribunal'],
            when: ['!ctTwoMonths'],
          },
          {
            text: 'I ask you to hold recovery action, including any application for a liability order under regulation 34 of the Council Tax (Administration and Enforcement) Regulations 1992, until my dispute has been decided.',
            bases: ['lgfa-1992-s16', 'valuation-tribunal', 'ct-admin-enforcement-1992-reg34'],
            when: ['!liabilityOrder'],
          },
          {
            text: 'I ask you to hold recovery under the liability order already made — any deduction from my earnings or benefits and any referral to enforcement agents — until my dispute has been decided.',
            bases: ['lgfa-1992-s16', 'valuation-tribunal', 'ct-admin-enforcement-1992-reg34'],
            when: ['liabilityOrder'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: [
          {
            text: "Appeal to the Valuation Tribunal (free) once two months have passed without an answer, and no later than four months after your notice, that is by {{vtLatest}} (or within two months of the council's answer if it answers). Keep paying: council tax stays payable while an appeal is pending.",
          },
          {
            text: 'If a liability order summons arrives, attend or contact the council before the hearing.',
            when: ['!liabilityOrder'],
          },
          {
            text: "If an enforcement agent's Notice of Enforcement arrives, act at once: it gives 7 clear days to pay or agree an arrangement before any visit.",
            when: ['liabilityOrder'],
          },
          { text: 'Send the 3rd letter (Final) if there is still no answer.' },
        ],
      },
      3: {
        subject: 'Council tax account {{refShort}} — final letter before appeal',
        paragraphs: [
          {
            text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}. My notice under section 16 of the Local Government Finance Act 1992 remains unanswered.',
            bases: ['lgfa-1992-s16'],
          },
          {
            text: "Unless you correct the account or explain it fully by {{deadline}}, I will appeal to the Valuation Tribunal. If you apply for a liability order, I will attend the magistrates' court and ask it to consider whether the sum has in fact become payable under regulation 34 of the Council Tax (Administration and Enforcement) Regulations 1992, including whether the notices required by regulation 23 were served.",
            bases: [
              'valuation-tribunal',
              'ct-admin-enforcement-1992-reg34',
              'ct-admin-enforcement-1992-reg23',
            ],
            when: ['!liabilityOrder'],
          },
          {
            text: 'Unless you correct the account or explain it fully by {{deadline}}, I will appeal to the Valuation Tribunal and ask it to decide my liability. Until it has, I ask you again to hold recovery under the liability order.',
            bases: ['valuation-tribunal', 'lgfa-1992-s16', 'ct-admin-enforcement-1992-reg34'],
            when: ['liabilityOrder'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: [
          {
            text: "Lodge the Valuation Tribunal appeal: no later than four months after your section 16 notice ({{vtLatest}}), or within two months of the council's answer. Keep paying while it is decided.",
          },
          {
            text: 'Do not ignore a liability order summons or enforcement notices; get free advice (Citizens Advice, National Debtline).',
            when: ['!liabilityOrder'],
          },
          {
            text: 'Do not ignore enforcement notices or a notice of deductions from your earnings or benefits; get free advice (Citizens Advice, National Debtline).',
            when: ['liabilityOrder'],
          },
        ],
      },
    },
  },

  business_rates: {
    thing: 'the business rates demanded',
    refLabel: 'Business rates account',
    contractDebt: false,
    stages: {
      1: {
        subject: 'Business rates account {{refShort}} — request for statement and basis of liability',
        paragraphs: [
          {
            text: 'I write about your demand regarding {{refPhrase}}{{amountPhrase}}. I dispute that this amount is correctly due{{generalReasons}}.',
            when: ['disputes'],
          },
          {
            text: 'I write about your demand regarding {{refPhrase}}{{amountPhrase}}. Before I respond to it, I ask you to show that this amount is correctly due.',
            when: ['!disputes'],
          },
          {
            text: "Under the Non-Domestic Rating (Collection and Enforcement) (Local Lists) Regulations 1989 the council must serve demand notices and, before enforcing, obtain a liability order from the magistrates' court. Please send me a statement of the account, copies of the demand notices and any reminder or final notices with their dates of service, and the basis on which you say I am the ratepayer for the property and period concerned, including any reliefs considered.",
            bases: ['ndr-collection-enforcement-1989'],
          },
          { text: 'Please hold recovery action while you answer this letter.' },
        ],
        deadline: days(28, REASONABLE),
        nextStep: 'If there is no answer, send the 2nd letter. Do not ignore a liability order summons.',
      },
      2: {
        subject: 'Business rates account {{refShort}} — no answer',
        paragraphs: [
          {
            text: 'I asked you{{prevDateSuffix}} for a statement of {{refPhrase}} and the basis of liability. You have not provided them.',
          },
          {
            text: 'Without them I cannot check the sum. If you apply for a liability order under the Non-Domestic Rating (Collection and Enforcement) (Local Lists) Regulations 1989, I will ask the court to consider whether the sum has become payable and the required notices were served. Please hold recovery until you have answered.',
            bases: ['ndr-collection-enforcement-1989'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: 'Send the 3rd letter (Final) if still no answer; get advice (Business Debtline is free).',
      },
      3: {
        subject: 'Business rates account {{refShort}} — final letter',
        paragraphs: [
          { text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}.' },
          {
            text: "Unless you provide the statement and the basis of liability by {{deadline}}, I will make a formal complaint to the council and, if you apply for a liability order, raise these matters before the magistrates' court under the Non-Domestic Rating (Collection and Enforcement) (Local Lists) Regulations 1989.",
            bases: ['ndr-collection-enforcement-1989'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          "Use the council's complaints procedure, then the Local Government and Social Care Ombudsman. Attend any liability order hearing.",
      },
    },
  },

  bailiff: {
    thing: 'the sum demanded',
    refLabel: 'Enforcement reference',
    contractDebt: false,
    stages: {
      1: {
        subject: 'Enforcement {{refShort}} — request for documents, fee breakdown and certification',
        paragraphs: [
          {
            text: 'I write about your enforcement notice regarding {{refPhrase}}{{amountPhrase}}. Before any further step is taken, I ask you to show that enforcement is lawful and the sum correct.',
          },
          {
            text: 'Please send me: a copy of the notice of enforcement you say was given under regulations 6 to 8 of the Taking Control of Goods Regulations 2013, with the date it was given and how (regulation 8 sets the permitted methods; regulation 6 requires at least 7 clear days before goods are taken); a copy of the warrant, liability order or writ relied on{{warrantPhrase}}; and the name of your client.',
            bases: ['tcg-regs-2013-reg6-7', 'tcg-regs-2013-reg8', 'tcea-2007-sch12'],
          },
          {
            text: 'Please also give me a breakdown of the sum separating the debt from fees. The Taking Control of Goods (Fees) Regulations 2014 allow only the fixed fees they set (for most debts, £75 at the compliance stage and £235 plus 7.5% of any part of the debt above £1,500 at the enforcement stage), and only once each stage has actually been reached.',
            bases: ['tcg-fees-regs-2014'],
          },
          {
            text: 'Please give me the full name of the enforcement agent dealing with the matter and confirm that they hold a current certificate under the Certification of Enforcement Agents Regulations 2014; I will check the official register of certificated enforcement agents.',
            bases: ['cea-regs-2014', 'certificated-bailiffs-register'],
          },
          {
            text: "I have not been able to find {{bailiff}} on the official register of certificated enforcement agents. Please provide the agent's certificate details.",
            bases: ['certificated-bailiffs-register'],
            when: ['bailiffUnverified'],
          },
          {
            text: 'Please pass a copy of this letter to your client, and hold enforcement while these questions are answered.',
          },
        ],
        deadline: days(7, 'a short period set by this letter, because enforcement timetables are short'),
        nextStep:
          'Contact the creditor (for example the council) too and ask it to take the case back while you dispute it. If there is no answer, send the 2nd letter. Never physically resist an enforcement agent; get free advice immediately.',
      },
      2: {
        subject: 'Enforcement {{refShort}} — no answer: fees and procedure disputed',
        paragraphs: [
          {
            text: "I asked you{{prevDateSuffix}} for the notice of enforcement, the warrant, a breakdown of fees and the agent's certification for {{refPhrase}}. You have not provided them.",
          },
          {
            text: 'Goods may be taken into control only after a notice of enforcement has been given as regulations 6 to 8 of the Taking Control of Goods Regulations 2013 require, so please send me a copy of it with the date it was given and how. Schedule 12 to the Tribunals, Courts and Enforcement Act 2007 lets a debtor bring proceedings where an enforcement agent breaches the Schedule or acts under a defective instrument (paragraph 66). Any fee not permitted by the Taking Control of Goods (Fees) Regulations 2014 is not recoverable and I do not accept it.',
            bases: ['tcg-regs-2013-reg6-7', 'tcg-regs-2013-reg8', 'tcea-2007-sch12', 'tcg-fees-regs-2014'],
          },
          {
            text: 'Please confirm within the time below that enforcement is suspended while you answer, and remove any fee that has not been properly incurred.',
          },
        ],
        deadline: days(7, 'a short period set by this letter, because enforcement timetables are short'),
        nextStep:
          "Complain to the creditor and to the enforcement company's complaints process; send the 3rd letter (Final) if nothing changes.",
      },
      3: {
        subject: 'Enforcement {{refShort}} — final letter before complaint and court application',
        paragraphs: [
          {
            text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}. You have not shown that enforcement complies with the Taking Control of Goods Regulations 2013 or that your fees are permitted.',
            bases: ['tcg-regs-2013-reg6-7', 'tcg-fees-regs-2014'],
          },
          {
            text: "Unless by {{deadline}} you provide the documents and a corrected fee breakdown, I will complain to your client, and I will consider proceedings under paragraph 66 of Schedule 12 to the Tribunals, Courts and Enforcement Act 2007 and a complaint to the County Court under the Certification of Enforcement Agents Regulations 2014 about the agent's fitness to hold a certificate.",
            bases: ['tcea-2007-sch12', 'cea-regs-2014'],
          },
        ],
        deadline: days(7, 'a short period set by this letter, because enforcement timetables are short'),
        nextStep:
          'Make the complaint to the creditor and get free advice on a court application. Keep records of every visit and call.',
      },
    },
  },

  magistrates_fine: {
    thing: 'the fine',
    refLabel: 'Account / case number',
    contractDebt: false,
    stages: {
      1: {
        subject: 'Fine account {{refShort}} — request for information',
        paragraphs: [
          {
            text: 'I write about your notice regarding {{refPhrase}}{{amountPhrase}}. I do not ignore a court fine; I need information to deal with it properly.',
          },
          {
            text: 'Please send me: a statement of the account showing the fine, costs, any surcharge and any payments; the date and court of the conviction or order; and the payment terms set. Schedule 5 to the Courts Act 2003 governs collection and allows me to apply for the payment terms to be varied; if the amount is unaffordable I will do so.',
            bases: ['courts-act-2003-sch5'],
            when: ['ew'],
          },
          {
            text: "If this relates to proceedings I did not know about, section 14 of the Magistrates' Courts Act 1980 allows a statutory declaration to be made within 21 days of learning of them, after which the case starts again. Please send details of the summons and how it was served so that I can consider that.",
            bases: ['mca-1980-s14'],
            when: ['ew'],
          },
          FINE_INFO_SCOTLAND,
          FINE_INFO_NI,
        ],
        deadline: days(14, REASONABLE),
        nextStep: [
          {
            text: 'If you did not know about the case, a statutory declaration must be made within 21 days of finding out — contact the court now.',
            when: ['ew'],
          },
          {
            text: 'If you did not know about the case, contact the court now and ask what can be done.',
            when: ['notEw'],
          },
          {
            text: 'Otherwise ask to vary the payment terms if you cannot afford them. Send the 2nd letter if there is no answer.',
          },
        ],
      },
      2: {
        subject: 'Fine account {{refShort}} — information not provided',
        paragraphs: [
          {
            text: 'I asked you{{prevDateSuffix}} for a statement of {{refPhrase}} and details of the conviction and payment terms. I have not had an answer.',
          },
          {
            text: "I need this information to apply to vary the payment terms under Schedule 5 to the Courts Act 2003, or to consider a statutory declaration under section 14 of the Magistrates' Courts Act 1980. Please provide it and hold further enforcement steps, including referral to enforcement agents, while I do so.",
            bases: ['courts-act-2003-sch5', 'mca-1980-s14'],
            when: ['ew'],
          },
          FINE_INFO_SCOTLAND,
          FINE_INFO_NI,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          "Contact the court's fines office by phone as well. Send the 3rd letter (Final) if there is still no reply.",
      },
      3: {
        subject: 'Fine account {{refShort}} — final request before application to the court',
        paragraphs: [
          {
            text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}. I still have not received the information I asked for.',
          },
          {
            text: 'Unless I receive it by {{deadline}}, I will apply to the court to have the payment terms reviewed under Schedule 5 to the Courts Act 2003 and ask that enforcement be held in the meantime.',
            bases: ['courts-act-2003-sch5'],
            when: ['ew'],
          },
          FINE_INFO_SCOTLAND,
          FINE_INFO_NI,
          {
            text: 'Unless I receive it by {{deadline}}, I will ask the court to review the payment terms and ask that enforcement be held in the meantime.',
            when: ['notEw'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: [
          { text: "Apply to the magistrates' court to review the payment terms.", when: ['ew'] },
          { text: 'Ask the court to review the payment terms.', when: ['notEw'] },
          {
            text: 'Never ignore fine enforcement: it can lead to deductions from earnings or benefits, seizure or, in the end, a court hearing.',
          },
        ],
      },
    },
  },

  speeding: {
    thing: 'the alleged offence',
    refLabel: 'Notice reference',
    contractDebt: false,
    stages: {
      1: {
        subject: 'Notice {{refShort}} — request for evidence (driver details to be given separately)',
        paragraphs: [
          { text: 'I write about your notice {{refPhrase}}.' },
          {
            text: 'I understand that section 172 of the Road Traffic Act 1988 requires the keeper to give the information requested to identify the driver within 28 days, and that failing to do so is a separate offence. This letter is not a refusal to provide that information, which I will give on the form provided within the time allowed.',
            bases: ['rta-1988-s172'],
            when: ['gb'],
          },
          {
            text: 'Please also send me the photographs or video of the alleged offence, the type of device used and its calibration and testing records for the date, and the date on which the Notice of Intended Prosecution was posted. Section 1 of the Road Traffic Offenders Act 1988 requires the notice to be served within 14 days of the alleged offence unless a warning was given at the time.',
            bases: ['rtoa-1988-s1'],
            when: ['gb'],
          },
          {
            text: 'If a conditional offer of a fixed penalty is made, I note that under sections 75 to 77 of the Road Traffic Offenders Act 1988 it is an offer, which I may accept or decline; I will decide once I have seen the evidence.',
            bases: ['rtoa-1988-s75'],
            when: ['gb'],
          },
          {
            text: 'I understand that the keeper must give the information requested to identify the driver, and that failing to do so is a separate offence. This letter is not a refusal to provide that information, which I will give on the form provided within the time allowed.',
            when: ['ni'],
          },
          NIP_NI,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'Return the driver-details (s.172) form within 28 days of receiving it whatever happens — this letter does not replace it. If the evidence does not arrive, send the 2nd letter; decide on any conditional offer before it expires.',
      },
      2: {
        subject: 'Notice {{refShort}} — evidence not provided',
        paragraphs: [
          {
            text: 'I asked you{{prevDateSuffix}} for the evidence relating to notice {{refPhrase}} and for the date the Notice of Intended Prosecution was posted. I have not received it.',
          },
          {
            text: 'I have dealt with, or will deal with within time, the requirement to give driver information under section 172 of the Road Traffic Act 1988. Without the evidence, and confirmation that the notice was served within the 14 days required by section 1 of the Road Traffic Offenders Act 1988, I cannot decide whether to accept any conditional offer of a fixed penalty under sections 75 to 77 of that Act.',
            bases: ['rta-1988-s172', 'rtoa-1988-s1', 'rtoa-1988-s75'],
            when: ['gb'],
          },
          {
            text: 'I have dealt with, or will deal with within time, the requirement to give driver information. Without the evidence, I cannot decide whether to accept any fixed penalty offered.',
            when: ['ni'],
          },
          NIP_NI,
          {
            text: 'Please send the evidence requested, or tell me if you will not provide it before any court hearing.',
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'Keep to every deadline on the notices themselves (s.172 form: 28 days; conditional offer: as stated). Get advice before the conditional offer expires.',
      },
      3: {
        subject: 'Notice {{refShort}} — final letter',
        paragraphs: [
          {
            text: 'This is my final letter about notice {{refPhrase}}. The evidence I asked for has not been provided.',
          },
          {
            text: "If it is not provided by {{deadline}}, I am entitled to decline any conditional offer of a fixed penalty and have the matter decided by the magistrates' court (sections 75 to 77 of the Road Traffic Offenders Act 1988), where the prosecution must prove its case, including service of the notice within the time in section 1 of that Act.",
            bases: ['rtoa-1988-s75', 'rtoa-1988-s1'],
            when: ['ew'],
          },
          {
            text: 'If it is not provided by {{deadline}}, I am entitled to decline any conditional offer of a fixed penalty (sections 75 to 77 of the Road Traffic Offenders Act 1988) and have the matter decided in court, where the prosecution must prove its case, including service of the notice within the time in section 1 of that Act.',
            bases: ['rtoa-1988-s75', 'rtoa-1988-s1'],
            when: ['scotland'],
          },
          {
            text: 'If it is not provided by {{deadline}}, I may decline any fixed penalty offered and have the matter decided in court, where the prosecution must prove its case.',
            when: ['ni'],
          },
          NIP_NI,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'Decide on the conditional offer before it expires, with advice if possible. If a court summons arrives, respond and attend. Never ignore a s.172 request.',
      },
    },
  },

  energy: {
    thing: 'the amount billed',
    refLabel: 'Account number',
    contractDebt: true,
    stages: {
      1: {
        subject: [
          { text: 'Billing dispute and complaint — account {{refShort}}', when: ['disputes'] },
          { text: 'Billing complaint — account {{refShort}}' },
        ],
        paragraphs: [
          {
            text: 'I write about your demand regarding {{refPhrase}}{{amountPhrase}}. I dispute the amount and make a formal complaint.',
            when: ['disputes'],
          },
          {
            text: 'I write about your demand regarding {{refPhrase}}{{amountPhrase}}. I ask you to show me how the amount is made up, and I make a formal complaint so that my questions are answered through your complaints procedure.',
            when: ['!disputes'],
          },
          {
            text: 'Please send me a statement of the account showing every bill, the meter readings used for each (and whether they were actual or estimated), payments received, and any charges added. Under sections 49 and 50 of the Consumer Rights Act 2015 your service must be provided with reasonable care and skill, which includes billing accurately.',
            bases: ['cra-2015-s49-50'],
          },
          {
            text: 'If any part of the sum is for energy used more than 12 months before it was first correctly billed, please remove it: the back-billing rule in the energy supply licence conditions (SLC 21BA) generally prevents suppliers charging for it where the customer was not at fault.',
            bases: ['ofgem-back-billing'],
          },
          {
            text: 'Please do not add fees or pass the account to a collection agency while my complaint is investigated.',
          },
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, `${REASONABLE}; the complaint can go to the Energy Ombudsman after eight weeks`),
        nextStep:
          'If the statement has not arrived, send the 2nd letter. Eight weeks after this complaint, or sooner with a deadlock letter, you can go to the Energy Ombudsman (free).',
      },
      2: {
        subject: 'Billing complaint — account {{refShort}} — no proper response',
        paragraphs: [
          {
            text: 'I complained{{prevDateSuffix}} about {{refPhrase}} and asked for a statement with meter readings. You have not provided it.',
          },
          {
            text: 'Until you show how the sum is made up, I cannot accept it. Where a service is not performed with reasonable care and skill, sections 54 to 57 of the Consumer Rights Act 2015 entitle me to have it put right or to a price reduction. Please correct the account and confirm that collection is on hold.',
            bases: ['cra-2015-s54-57'],
          },
          PAP_DOCS,
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'Send the 3rd letter (Final) if nothing changes; refer to the Energy Ombudsman once eight weeks have passed since the complaint.',
      },
      3: {
        subject: 'Final letter before referral to the Energy Ombudsman — account {{refShort}}',
        paragraphs: [
          {
            text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}. My complaint remains unresolved.',
          },
          {
            text: 'Unless you correct the account or send a full explanation by {{deadline}}, please treat this as a request for a deadlock letter: I will refer my complaint to the Energy Ombudsman, which I may do eight weeks after my complaint in any event.',
            bases: ['energy-ombudsman'],
          },
          ...PAP_DEFENCE_BY_DISPUTE,
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'Refer the complaint to the Energy Ombudsman. If court papers arrive, respond within their deadline.',
      },
    },
  },

  water: {
    thing: 'the water charges',
    refLabel: 'Account number',
    contractDebt: false,
    stages: {
      1: {
        subject: [
          { text: 'Water charges dispute and complaint — account {{refShort}}', when: ['disputes'] },
          { text: 'Water charges complaint — account {{refShort}}' },
        ],
        paragraphs: [
          {
            text: 'I write about your demand regarding {{refPhrase}}{{amountPhrase}}. I dispute the amount and make a formal complaint.',
            when: ['disputes'],
          },
          {
            text: 'I write about your demand regarding {{refPhrase}}{{amountPhrase}}. I ask you to show me how the amount is made up, and I make a formal complaint so that my questions are answered through your complaints procedure.',
            when: ['!disputes'],
          },
          {
            text: 'Please send me a statement of the account with the bills, the basis of charge (metered readings or assessed charges), payments received and any charges added, and tell me about any social tariff or assistance scheme that may apply.',
          },
          {
            text: "I note that under section 61 of the Water Industry Act 1991 a household's supply may not be disconnected for non-payment, and I ask that recovery action be held while my complaint is investigated.",
            bases: ['wia-1991-s61'],
            when: ['ew'],
          },
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'If there is no proper reply, send the 2nd letter; unresolved complaints can go to the Consumer Council for Water and then the Water Redress Scheme.',
      },
      2: {
        subject: 'Water charges complaint — account {{refShort}} — no proper response',
        paragraphs: [
          {
            text: 'I complained{{prevDateSuffix}} about {{refPhrase}} and asked for a statement of how the charges are calculated. You have not provided it.',
          },
          {
            text: 'Please send it, correct any error, and confirm that recovery is on hold. If you do not, I will ask the Consumer Council for Water to take up my complaint.',
          },
          PAP_DOCS,
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'Ask the Consumer Council for Water to take up the complaint; send the 3rd letter (Final) if needed.',
      },
      3: {
        subject: 'Final letter — water charges account {{refShort}}',
        paragraphs: [
          {
            text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}. My complaint remains unresolved.',
          },
          {
            text: 'Unless you resolve it by {{deadline}}, I will refer it to the Consumer Council for Water and then to the independent Water Redress Scheme.',
          },
          ...PAP_DEFENCE_BY_DISPUTE,
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep: 'Refer the complaint to the Consumer Council for Water, then the Water Redress Scheme.',
      },
    },
  },

  telecoms: {
    thing: 'the amount billed',
    refLabel: 'Account number',
    contractDebt: true,
    stages: {
      1: {
        subject: [
          { text: 'Billing dispute and complaint — account {{refShort}}', when: ['disputes'] },
          { text: 'Billing complaint — account {{refShort}}' },
        ],
        paragraphs: [
          {
            text: 'I write about your demand regarding {{refPhrase}}{{amountPhrase}}. I dispute it and make a formal complaint.',
            when: ['disputes'],
          },
          {
            text: 'I write about your demand regarding {{refPhrase}}{{amountPhrase}}. I ask you to show me how the amount is made up, and I make a formal complaint so that my questions are answered through your complaints procedure.',
            when: ['!disputes'],
          },
          {
            text: 'Please send me a copy of the contract and its terms, itemised bills for the period claimed, details of any early termination charge and how it is calculated, and a statement of payments. Under sections 49 and 50 of the Consumer Rights Act 2015 the service must be provided with reasonable care and skill and as described.',
            bases: ['cra-2015-s49-50'],
          },
          { text: 'Please hold collection while my complaint is investigated.' },
          ...NOT_ACK_ALL,
        ],
        deadline: days(
          14,
          `${REASONABLE}; the complaint can go to the provider's dispute resolution scheme after eight weeks`,
        ),
        nextStep:
          "Send the 2nd letter if there is no proper reply. After eight weeks (or with a deadlock letter) refer the complaint to the provider's Ofcom-approved scheme.",
      },
      2: {
        subject: 'Billing complaint — account {{refShort}} — no proper response',
        paragraphs: [
          {
            text: 'I complained{{prevDateSuffix}} about {{refPhrase}} and asked for the contract and itemised bills. You have not provided them.',
          },
          {
            text: 'Where a service is not provided with reasonable care and skill, sections 54 to 57 of the Consumer Rights Act 2015 entitle me to a remedy including a price reduction. Please correct the account and confirm that collection is on hold.',
            bases: ['cra-2015-s54-57'],
          },
          PAP_DOCS,
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'Send the 3rd letter (Final) if needed; refer to the dispute resolution scheme after eight weeks.',
      },
      3: {
        subject: 'Final letter before referral to alternative dispute resolution — account {{refShort}}',
        paragraphs: [
          { text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}.' },
          {
            text: 'Unless you resolve my complaint by {{deadline}}, please send a deadlock letter; I will refer the complaint to the Ofcom-approved alternative dispute resolution scheme you belong to.',
            bases: ['ofcom-adr'],
          },
          ...PAP_DEFENCE_BY_DISPUTE,
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep: "Refer the complaint to the provider's ADR scheme (Communications Ombudsman or CISAS).",
      },
    },
  },

  tv_licence: {
    thing: 'the licence fee demanded',
    refLabel: 'Licence / reference number',
    contractDebt: false,
    stages: {
      1: {
        subject: 'TV licence reference {{refShort}} — request for the basis of your demand',
        paragraphs: [
          { text: 'I write about your letter regarding {{refPhrase}}{{amountPhrase}}.' },
          {
            text: 'Under section 363 of the Communications Act 2003 a TV licence is needed only to watch or record programmes as they are broadcast or streamed live, or to use BBC iPlayer. Please tell me on what basis you say a licence is required at this address, and send a statement of any sum you say is due and how it is calculated.',
            bases: ['communications-act-2003-s363'],
          },
        ],
        deadline: days(28, REASONABLE),
        nextStep:
          'If you do not need a licence, you can tell TV Licensing so (a "no licence needed" declaration). Send the 2nd letter if you get no proper answer.',
      },
      2: {
        subject: 'TV licence reference {{refShort}} — no answer',
        paragraphs: [
          {
            text: 'I asked you{{prevDateSuffix}} for the basis of your demand regarding {{refPhrase}}. You have not answered.',
          },
          {
            text: 'Please answer my letter, and stop sending demands that do not explain why a licence is said to be needed under section 363 of the Communications Act 2003.',
            bases: ['communications-act-2003-s363'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: 'Send the 3rd letter (Final) if needed; you can complain to the BBC about TV Licensing.',
      },
      3: {
        subject: 'TV licence reference {{refShort}} — final letter',
        paragraphs: [
          { text: 'This is my final letter about {{refPhrase}}.' },
          {
            text: 'Unless you explain the basis of your demand by {{deadline}}, I will make a formal complaint to the BBC, which is responsible for TV Licensing, about demands that do not show why a licence is needed under section 363 of the Communications Act 2003.',
            bases: ['communications-act-2003-s363'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: 'Complain to the BBC through its complaints process.',
      },
    },
  },

  benefit_overpayment: {
    thing: 'the overpayment',
    refLabel: 'Reference',
    contractDebt: false,
    stages: {
      1: {
        subject: 'Overpayment {{refShort}} — request for the decision and calculation',
        paragraphs: [
          {
            text: 'I write about your letter regarding an overpayment, {{refPhrase}}{{amountPhrase}}. I do not accept it until I have seen how it arises.',
          },
          {
            text: 'Please send me a copy of the decision that I was overpaid, the period it covers, the calculation, and the reason you say it is recoverable — under section 71 of the Social Security Administration Act 1992 (which for most older benefits requires a misrepresentation or failure to disclose) or section 71ZB (Universal Credit and some other benefits).',
            bases: ['ssaa-1992-s71', 'ssaa-1992-s71zb'],
            when: ['dwp'],
          },
          {
            text: 'I intend to ask for a mandatory reconsideration of the decision once I have these documents; please treat this letter as notice of that, and hold recovery in the meantime.',
            when: ['dwp'],
          },
          {
            text: 'Please send me a copy of the decision that I was overpaid housing benefit, the period it covers, how the amount was calculated, the cause of the overpayment, and the reason you say it is recoverable under section 75 of the Social Security Administration Act 1992. Under regulation 100 of the Housing Benefit Regulations 2006, an overpayment caused by an official error is not recoverable where I did not cause or contribute to the error and could not reasonably have been expected to realise, at the time, that I was being overpaid.',
            bases: ['ssaa-1992-s75', 'hb-regs-2006-reg100'],
            when: ['housingBenefit'],
          },
          {
            text: 'Once I have these documents I intend to ask you to look again at the decision, or to appeal against it; please hold recovery in the meantime.',
            when: ['housingBenefit'],
          },
          {
            text: 'Please send me, for each tax year concerned, the award notices and the final decision that I was overpaid tax credits, how the amount was calculated, the cause of the overpayment, and the notice under section 29 of the Tax Credits Act 2002 stating the amount to be repaid and how it is to be recovered.',
            bases: ['tca-2002-s29'],
            when: ['taxCredits'],
          },
          {
            text: 'Under section 28 of the Tax Credits Act 2002 HMRC may decide that an overpayment, or part of it, is to be repaid: recovery is a decision, not automatic. Under its code of practice COP26, HMRC does not ask for an overpayment to be repaid where it failed to meet its own responsibilities and the claimant met theirs.',
            bases: ['tca-2002-s28', 'hmrc-cop26'],
            when: ['taxCredits'],
          },
          {
            text: 'Once I have these documents I will decide whether to dispute the recovery of the overpayment, or to ask for the decision on my award to be reconsidered; please hold recovery in the meantime.',
            when: ['taxCredits'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: [
          {
            text: 'Ask for mandatory reconsideration (normally within one month of the decision; later with reasons). Send the 2nd letter if the decision and calculation do not arrive.',
            when: ['dwp'],
          },
          {
            text: 'Ask the council to look again at the decision, or appeal against it through the council, normally within one month of the decision letter (later with reasons): housing benefit has no mandatory reconsideration step. Send the 2nd letter if the decision and calculation do not arrive.',
            when: ['housingBenefit'],
          },
          {
            text: 'If you think you should not have to repay it (HMRC made a mistake, or you told it of every change in time), dispute the recovery within 3 months of the date on the first letter or notice that told you of the overpayment, on form TC846 or by letter. If you think the award itself was wrong, ask HMRC to reconsider it, normally within 30 days of the decision notice, then appeal. Send the 2nd letter if the documents do not arrive.',
            when: ['taxCredits'],
          },
        ],
      },
      2: {
        subject: 'Overpayment {{refShort}} — decision and calculation not provided',
        paragraphs: [
          {
            text: 'I asked you{{prevDateSuffix}} for the decision and calculation behind {{refPhrase}}. You have not provided them.',
          },
          {
            text: 'Without them I cannot exercise my right to ask for mandatory reconsideration and appeal. Please send them, extend the time for reconsideration accordingly, and hold recovery until I have been able to challenge the decision under section 71 or 71ZB of the Social Security Administration Act 1992.',
            bases: ['ssaa-1992-s71', 'ssaa-1992-s71zb'],
            when: ['dwp'],
          },
          {
            text: 'Without them I cannot properly ask you to look again at the decision or appeal against it. Please send them, and hold recovery until I have been able to challenge whether the overpayment is recoverable under section 75 of the Social Security Administration Act 1992 and regulation 100 of the Housing Benefit Regulations 2006.',
            bases: ['ssaa-1992-s75', 'hb-regs-2006-reg100'],
            when: ['housingBenefit'],
          },
          {
            text: 'Without them I cannot properly dispute the recovery of the overpayment or ask for the decision on my award to be reconsidered. Please send them, and hold recovery until I have been able to challenge whether it should be repaid under section 28 of the Tax Credits Act 2002 and your code of practice COP26.',
            bases: ['tca-2002-s28', 'hmrc-cop26'],
            when: ['taxCredits'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: [
          {
            text: 'Request mandatory reconsideration anyway, explaining the delay; send the 3rd letter if needed.',
            when: ['dwp'],
          },
          {
            text: 'Ask the council to look again, or appeal, anyway, explaining the delay; send the 3rd letter if needed.',
            when: ['housingBenefit'],
          },
          {
            text: 'Dispute the recovery anyway (within the 3 months), explaining that the documents have not arrived; send the 3rd letter if needed.',
            when: ['taxCredits'],
          },
        ],
      },
      3: {
        subject: 'Overpayment {{refShort}} — final letter',
        paragraphs: [
          { text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}.' },
          {
            text: 'Unless I receive the decision and calculation by {{deadline}}, I will make a formal complaint and ask my MP to refer it to the Parliamentary and Health Service Ombudsman, and I will appeal to the First-tier Tribunal against the decision under section 71 or 71ZB of the Social Security Administration Act 1992 as soon as it has been reconsidered.',
            bases: ['ssaa-1992-s71', 'ssaa-1992-s71zb'],
            when: ['dwp'],
          },
          {
            text: 'Unless I receive the decision and calculation by {{deadline}}, I will make a formal complaint through your complaints procedure, and I will appeal to the First-tier Tribunal against the decision that the overpayment is recoverable under section 75 of the Social Security Administration Act 1992.',
            bases: ['ssaa-1992-s75'],
            when: ['housingBenefit'],
          },
          {
            text: 'Unless I receive the decision and calculation by {{deadline}}, I will make a formal complaint to HMRC and, if it is not resolved, to the Adjudicator’s Office, and I will ask HMRC not to recover the overpayment under section 28 of the Tax Credits Act 2002 and its code of practice COP26.',
            bases: ['tca-2002-s28', 'hmrc-cop26'],
            when: ['taxCredits'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: [
          {
            text: "Complain through the department's complaints process; appeal to the tribunal after mandatory reconsideration.",
            when: ['dwp'],
          },
          {
            text: "Complain through the council's complaints process, and appeal to the tribunal through the council.",
            when: ['housingBenefit'],
          },
          {
            text: "Complain through HMRC's complaints process, then to the Adjudicator's Office; appeal against the award to the tribunal after it has been reconsidered.",
            when: ['taxCredits'],
          },
        ],
      },
    },
  },

  rent_arrears: {
    thing: 'the rent arrears',
    refLabel: 'Tenancy reference',
    contractDebt: true,
    stages: {
      1: {
        subject: 'Rent arrears — request for a rent statement',
        paragraphs: [
          {
            text: 'I write about your demand regarding {{refPhrase}}{{amountPhrase}}. I dispute the sum claimed.',
            when: ['disputes'],
          },
          {
            text: 'I write about your demand regarding {{refPhrase}}{{amountPhrase}}. Before I respond to it, I ask you to show me how the sum claimed is made up.',
            when: ['!disputes'],
          },
          {
            text: 'Please send me a full rent statement showing the rent due for each period, every payment received (including housing benefit or the housing element of Universal Credit), and any other charges, with the tenancy terms relied on for each charge.',
          },
          {
            text: 'Rent arrears claims are limited to six years under section 19 of the Limitation Act 1980. If you are considering proceedings for the money, the Pre-Action Protocol for Debt Claims applies, and I ask you to provide these documents before any step is taken.',
            bases: ['limitation-1980-s19', 'pap-debt-claims'],
            when: ['ew'],
          },
          {
            text: 'Your letter raises possession of my home. As a social landlord you are expected, under the Pre-Action Protocol for Possession Claims by Social Landlords, to discuss the cause of the arrears, my circumstances and my entitlement to benefits with me, to try to agree affordable payments towards any arrears properly due, and to treat court proceedings as a last resort. Please do not issue a possession claim before you have sent the statement and given me the chance to agree affordable payments with you.',
            bases: ['pap-social-landlord-possession'],
            when: ['ew', 'socialPossession'],
          },
          ...NOT_ACK_ALL,
        ],
        deadline: days(
          30,
          'the 30 days the Pre-Action Protocol for Debt Claims allows for documents to be provided',
        ),
        nextStep:
          'Get housing advice early (Shelter, Citizens Advice): rent arrears can lead to possession proceedings. Send the 2nd letter if no statement arrives.',
      },
      2: {
        subject: 'Rent arrears — statement not provided',
        paragraphs: [
          {
            text: 'I asked you{{prevDateSuffix}} for a rent statement for {{refPhrase}}. You have not provided it.',
          },
          {
            text: 'Until you do, the sum is unproven. The Pre-Action Protocol for Debt Claims expects the documents to be provided, and proceedings not to start until 30 days after that; I would ask the court to take any failure into account.',
            bases: ['pap-debt-claims'],
            when: ['ew'],
          },
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep: 'Send the 3rd letter (Final) if needed; get housing advice.',
      },
      3: {
        subject: 'Rent arrears — final letter',
        paragraphs: [
          { text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}.' },
          {
            text: 'Unless you provide a full rent statement by {{deadline}}, I will rely on your failure to do so in any proceedings and ask the court to take it into account.',
          },
          ...PAP_DEFENCE_BY_DISPUTE,
          ...NOT_ACK_ALL,
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'If you receive a possession notice or court papers, get advice immediately and respond within their deadlines.',
      },
    },
  },

  child_maintenance: {
    thing: 'the maintenance arrears',
    refLabel: 'CMS reference',
    contractDebt: false,
    stages: {
      1: {
        subject: 'Child maintenance arrears {{refShort}} — request for statement and calculation',
        paragraphs: [
          {
            text: 'I write about your letter regarding {{refPhrase}}{{amountPhrase}}. I dispute the arrears shown.',
            when: ['disputes'],
          },
          {
            text: 'I write about your letter regarding {{refPhrase}}{{amountPhrase}}. Before I respond to it, I ask you to show me how the arrears shown are made up.',
            when: ['!disputes'],
          },
          {
            text: 'Please send me a statement of the arrears showing each period, the calculation applied, payments received (including any made directly), and copies of the calculation decisions, so that I can ask for a mandatory reconsideration where they are wrong.',
          },
          {
            text: 'I note that before using enforcement agents or court enforcement for arrears, the Child Maintenance Service must obtain a liability order under section 33 of the Child Support Act 1991. Please hold enforcement while you answer this letter.',
            bases: ['csa-1991-s33'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep:
          'Ask for mandatory reconsideration of any calculation you think is wrong; send the 2nd letter if no statement arrives.',
      },
      2: {
        subject: 'Child maintenance arrears {{refShort}} — statement not provided',
        paragraphs: [
          {
            text: 'I asked you{{prevDateSuffix}} for a statement and calculation of {{refPhrase}}. You have not provided them.',
          },
          {
            text: 'Without them I cannot challenge the calculation. If a liability order is sought under section 33 of the Child Support Act 1991, I will ask for it to be noted that I asked for this information and did not receive it.',
            bases: ['csa-1991-s33'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: 'Send the 3rd letter (Final) if needed; complain through the CMS complaints process.',
      },
      3: {
        subject: 'Child maintenance arrears {{refShort}} — final letter',
        paragraphs: [
          { text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}.' },
          {
            text: 'Unless I receive the statement and calculation by {{deadline}}, I will make a formal complaint and ask for the matter to be reviewed by the Independent Case Examiner. Any application for a liability order under section 33 of the Child Support Act 1991 will be opposed until the arrears have been properly shown.',
            bases: ['csa-1991-s33'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: 'Complain to the CMS, then the Independent Case Examiner.',
      },
    },
  },

  nhs_charges: {
    thing: 'the NHS charge',
    refLabel: 'Invoice number',
    contractDebt: false,
    stages: {
      1: {
        subject: 'NHS charge {{refShort}} — request for the basis of the charge',
        paragraphs: [
          {
            text: 'I write about your invoice {{refPhrase}}{{amountPhrase}}. I dispute that this charge is due.',
            when: ['disputes'],
          },
          {
            text: 'I write about your invoice {{refPhrase}}{{amountPhrase}}. Before I respond to it, I ask you to show me on what basis this charge is due.',
            when: ['!disputes'],
          },
          {
            text: 'Please send me an itemised invoice, and explain on what basis the treatment is chargeable under the National Health Service (Charges to Overseas Visitors) Regulations 2015 — including why you consider that I am not ordinarily resident and that no exemption (for the type of service or for the person) applies — with the evidence you relied on.',
            bases: ['nhs-overseas-charges-2015'],
          },
          { text: 'Please hold recovery, including referral to a collection agency, while you answer.' },
        ],
        deadline: days(28, REASONABLE),
        nextStep:
          'If there is no answer, send the 2nd letter. If the charge is a prescription or dental penalty charge instead, say so in your own words and ask for the claim to be reviewed.',
      },
      2: {
        subject: 'NHS charge {{refShort}} — no answer',
        paragraphs: [
          {
            text: 'I asked you{{prevDateSuffix}} to explain the basis of invoice {{refPhrase}}. You have not done so.',
          },
          {
            text: 'A charge is due only if the National Health Service (Charges to Overseas Visitors) Regulations 2015 make it so. Please answer my questions and hold recovery.',
            bases: ['nhs-overseas-charges-2015'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: 'Send the 3rd letter (Final) if needed.',
      },
      3: {
        subject: 'NHS charge {{refShort}} — final letter',
        paragraphs: [
          { text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}.' },
          {
            text: 'Unless you show by {{deadline}} that the charge is due under the National Health Service (Charges to Overseas Visitors) Regulations 2015, I will complain through the NHS complaints procedure and then to the Parliamentary and Health Service Ombudsman.',
            bases: ['nhs-overseas-charges-2015'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: 'Use the NHS complaints procedure, then the Parliamentary and Health Service Ombudsman.',
      },
    },
  },

  student_loan: {
    thing: 'the student loan balance',
    refLabel: 'Customer reference',
    contractDebt: false,
    stages: {
      1: {
        subject: 'Student loan account {{refShort}} — request for a statement',
        paragraphs: [
          {
            text: 'I write about your letter regarding {{refPhrase}}{{amountPhrase}}. I dispute the sum or the way it is being collected{{generalReasons}}.',
            when: ['disputes'],
          },
          {
            // The user has not said they dispute it: the letter asks for the account, and claims no dispute.
            text: 'I write about your letter regarding {{refPhrase}}{{amountPhrase}}. Before I respond to it, I ask you for the details of the account.',
            when: ['!disputes'],
          },
          {
            text: 'Please send me a statement of the account showing the loans, the repayment plan type, interest applied and every repayment received (including deductions through PAYE or self-assessment), and explain why you say direct repayment is due. Repayment is governed by the Education (Student Loans) (Repayment) Regulations 2009.',
            bases: ['student-loans-repayment-2009'],
          },
          { text: 'Please hold any collection action while you answer.' },
        ],
        deadline: days(28, REASONABLE),
        nextStep:
          'Send the 2nd letter if there is no statement; if you were over-deducted, ask for a refund.',
      },
      2: {
        subject: 'Student loan account {{refShort}} — statement not provided',
        paragraphs: [
          {
            text: 'I asked you{{prevDateSuffix}} for a statement of {{refPhrase}}. You have not provided it.',
          },
          {
            text: 'Please provide it and hold collection until you have done so, so that I can check the balance under the Education (Student Loans) (Repayment) Regulations 2009.',
            bases: ['student-loans-repayment-2009'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: 'Send the 3rd letter (Final) if needed.',
      },
      3: {
        subject: 'Student loan account {{refShort}} — final letter',
        paragraphs: [
          { text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}.' },
          {
            text: 'Unless you provide the statement by {{deadline}}, as the Education (Student Loans) (Repayment) Regulations 2009 entitle me to expect, I will make a formal complaint and then refer it to the Independent Assessor for student finance complaints.',
            bases: ['student-loans-repayment-2009'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: 'Complain to the Student Loans Company, then the Independent Assessor.',
      },
    },
  },
  ...SCOTTISH_TEMPLATES,
  prosecution: PROSECUTION_TEMPLATE,
  vehicle_removal: VEHICLE_REMOVAL_TEMPLATE,
  housing_penalty: HOUSING_PENALTY_TEMPLATE,
};

/** Which group a debt type belongs to. Unknown types use the general group. */
export const DEBT_TYPE_GROUP: Record<string, Group> = {
  speeding: 'speeding',
  parking: 'parking_private',
  council_tax: 'council_tax',
  utility: 'energy',
  bailiff: 'bailiff',
  court: 'magistrates_fine',
  credit_card: 'consumer_credit',
  loan: 'consumer_credit',
  mortgage: 'mortgage',
  debt_collection: 'consumer_credit',
  normal: 'general',
  trust: 'general',
  edp: 'general',
  ulez: 'road_charging',
  water: 'water',
  gas_electric: 'energy',
  telephone: 'telecoms',
  benefit_overpayment: 'benefit_overpayment',
  tv_licence: 'tv_licence',
  rent_arrears: 'rent_arrears',
  child_maintenance: 'child_maintenance',
  court_fines: 'magistrates_fine',
  nhs_charges: 'nhs_charges',
  student_loan: 'student_loan',
  business_rates: 'business_rates',
};

/** One line on why each group's law fits (docs/legal-mapping.md is generated from the same data in spirit). */
export const GROUP_RATIONALE: Record<Group, string> = {
  consumer_credit:
    "Regulated consumer credit: the CCA 1974 information duties (ss.77–78, s.78(6)), default notices (s.87) and the FCA's CONC 7 collection rules apply; complaints go to the Financial Ombudsman.",
  general:
    'An ordinary contract debt: the creditor must prove it; the Pre-Action Protocol for Debt Claims and the Limitation Act 1980 govern any claim. CCA and CONC are not assumed.',
  mortgage:
    'A regulated mortgage is not CCA credit: MCOB 13 and the mortgage possession protocol govern arrears; the Financial Ombudsman hears complaints.',
  parking_private:
    'A private parking charge is a civil contract claim, not a fine and not consumer credit: keeper liability exists only under PoFA 2012 Sch.4; appeals go to POPLA or IAS.',
  parking_council:
    'A council PCN is a statutory penalty under the Traffic Management Act 2004 Part 6: representations, then the Traffic Penalty Tribunal or London Tribunals.',
  road_charging:
    'ULEZ and clean air zone penalties are statutory road user charges: representations, then London Tribunals (or the Traffic Penalty Tribunal outside London).',
  council_tax:
    'Council tax is statutory (R (Kofa) v Oldham): disputes go through LGFA 1992 s.16 and the Valuation Tribunal; enforcement needs a liability order (reg 34) after reminders (reg 23).',
  business_rates:
    'Business rates are statutory: billing and liability orders under the Non-Domestic Rating (Collection and Enforcement) (Local Lists) Regulations 1989.',
  bailiff:
    'Enforcement agents must follow the Taking Control of Goods Regulations 2013 (notice, 7 clear days, reg 8 methods), charge only the Fees Regulations 2014 fees, and hold a certificate; TCEA 2007 Sch.12 para 66 gives remedies.',
  magistrates_fine:
    'Court fines are collected under the Courts Act 2003 Sch.5 (vary payment terms); a statutory declaration (MCA 1980 s.14) reopens a case the person did not know about. Never ignored.',
  prosecution:
    "A prosecution, not a debt: a written charge with a Single Justice Procedure Notice (CJA 2003 s.29) is answered by a plea to the court by the notice's date; a single magistrate may decide it on the papers (MCA 1980 s.16A). The prosecutor must serve its evidence with the notice (s.29(3B)).",
  vehicle_removal:
    'A vehicle removed (RTRA 1984 s.99) or seized (RTA 1988 s.165A, PRA 2002 s.59) and held in a pound: the charges are statutory, not a contract. Only the prescribed charges (s.102, the 2008 and 2005 regulations) or, for a council parking removal, those set under TMA 2004 Sch.9 are due; a council removal in England is challenged by representations and the adjudicator, a police one through the police complaints system. Claim the vehicle before the disposal date first.',
  housing_penalty:
    "A council's financial penalty on a landlord under the Housing Act 2004 s.249A (a relevant housing offence, premises in England), not a contract debt: Schedule 13A's notice of intent and 28 days for written representations, then a final notice that can be appealed to the First-tier Tribunal (Property Chamber) within 28 days, which suspends it; an unpaid penalty is recoverable only on a county court order. The letters ask for the notices, the evidence and the reasons for the penalty and its amount.",
  speeding:
    'Criminal process, not a debt: the s.172 RTA 1988 duty to name the driver must be met; NIP timing (RTOA 1988 s.1) and the right to decline a conditional offer (ss.75–77) are the real points.',
  energy:
    'A supply contract: billing must be accurate (CRA 2015 ss.49–50, 54–57); the back-billing rule limits old bills; complaints go to the Energy Ombudsman after eight weeks.',
  water:
    'Water charges are statutory; household supply cannot be cut off (WIA 1991 s.61); complaints go to CCW and the Water Redress Scheme.',
  telecoms:
    'A service contract: CRA 2015 ss.49–50, 54–57; complaints go to Ofcom-approved ADR after eight weeks.',
  tv_licence:
    'A licence is needed only for live TV or iPlayer (Communications Act 2003 s.363); the demand must show why one is needed.',
  benefit_overpayment:
    "Recovery rests on SSAA 1992 s.71 (misrepresentation) or s.71ZB (Universal Credit): ask for the decision and calculation, then mandatory reconsideration and appeal. A council's housing benefit overpayment rests on s.75 and reg 100 of the 2006 Regulations (not an official error the claimant could not have spotted): ask the council to look again, or appeal.",
  rent_arrears:
    'A tenancy debt: six years under Limitation Act 1980 s.19; the debt protocol applies to money claims.',
  child_maintenance:
    'Statutory arrears: deductions from earnings or accounts need no court order, but the CMS needs a liability order (Child Support Act 1991 s.33) before enforcement agents or court enforcement; calculations are challenged by mandatory reconsideration.',
  nhs_charges:
    'Hospital charges to overseas visitors are due only under the NHS (Charges to Overseas Visitors) Regulations 2015, with exemptions.',
  student_loan:
    'Income-contingent loans are repaid under the Education (Student Loans) (Repayment) Regulations 2009: ask for a statement; complaints go to the Independent Assessor.',
  council_tax_scotland:
    'Scottish council tax is statutory: disputes go by written notice under LGFA 1992 s.81(4), then to the First-tier Tribunal for Scotland (Local Taxation Chamber); recovery is by diligence under a summary warrant (Sch.8 para 2, +10%).',
  diligence_scotland:
    'Sheriff officers do diligence under a decree or summary warrant (charge for payment, arrestment, attachment), not under the Taking Control of Goods Regulations; a time to pay order (Debtors (Scotland) Act 1987 s.5) or a Debt Arrangement Scheme programme can stop it.',
};
