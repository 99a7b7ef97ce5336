/**
 * A local housing authority's financial penalty ("civil penalty") under section 249A of the Housing Act 2004, for a
 * relevant housing offence in respect of premises in England (../housing-penalty.ts recognises the letter and which
 * notice it is). Not a debt under a contract: the letter never asks for "the contract, order or agreement", cites no
 * Pre-Action Protocol for Debt Claims and no Limitation Act. What it uses is Schedule 13A: a notice of intent (the
 * amount proposed, the reasons, the right to make written representations within 28 days), then a final notice (the
 * amount, the reasons, how and when to pay, the right of appeal, the consequences of not paying); an appeal to the
 * First-tier Tribunal (Property Chamber) against the decision or the amount, which suspends the final notice; and
 * recovery of an unpaid penalty only on the order of the county court, as if payable under an order of that court
 * (para 11). So the letter asks for the notices with the date and manner each was given, the evidence and the
 * reasons for the penalty and for its amount (the council's policy and how it was applied), and, after a final
 * notice, whether the council has applied to the county court or obtained an order.
 *
 * What the user must do first is not in the letter but in its next step (`first`), because no letter stops it: send
 * written representations within 28 days of a notice of intent; appeal to the tribunal within 28 days of the final
 * notice (later only with the tribunal's permission).
 *
 * House rules, as in ./debt.ts: a follow-up says "I wrote to you on …" only with the earlier letter's date (`prevDate`);
 * the letter disputes the penalty, and answering a notice of intent is the user's written representations, only when
 * the user disputes (`disputes`), and otherwise asks; every citation is a catalogue id. England only: s.249A runs for
 * premises in England, so outside England and Wales' law the group gives way to the general reply with a note
 * (../jurisdiction.ts) and no paragraph here needs `ew`. No maximum amount is stated as law (the Renters' Rights Act
 * 2025 changed the landscape of landlord penalties; the letter asks how this penalty was set, not what the cap is).
 */
import type { Conditional, GroupTemplate, Para } from './debt';
import { days, REASONABLE } from './periods';

const S249A = ['ha-2004-s249a'];
const SCH13A = ['ha-2004-sch13a'];

const OPENERS: Para[] = [
  {
    text: 'I write about your letter{{receivedDatePhrase}} concerning {{penaltyWhat}}{{refAside}}{{penaltyAmountPhrase}}. Before I respond to it, please give me the information set out below.',
    bases: S249A,
    when: ['!disputes'],
  },
  {
    text: 'I write about your letter{{receivedDatePhrase}} concerning {{penaltyWhat}}{{refAside}}{{penaltyAmountPhrase}}. I dispute the penalty{{penaltyReasons}}. Please give me the information set out below.',
    bases: S249A,
    when: ['disputes'],
  },
];

/** The notices, with the date and manner each was given. */
const NOTICES: Para[] = [
  {
    text: 'Please tell me the date on which the notice of intent was given to me and how it was given (by post, by hand or otherwise, and to which address), and send me a copy of any other notice given to me about this proposal. Under Schedule 13A to the Housing Act 2004 a notice of intent must set out the amount of the proposed penalty, the reasons for proposing it and my right to make written representations, which may be made within 28 days beginning with the day after the notice was given; only after that period may the council decide whether to impose a penalty and of what amount.',
    bases: SCH13A,
    when: ['penaltyIntent'],
  },
  {
    text: 'Please send me a copy of the notice of intent and of the final notice, and tell me the date on which each was given to me and how it was given (by post, by hand or otherwise, and to which address). Under Schedule 13A to the Housing Act 2004 a penalty may be imposed only by a final notice, given after a notice of intent and after the 28 days allowed for written representations, and each notice must set out the reasons for the penalty.',
    bases: SCH13A,
    when: ['!penaltyIntent'],
  },
];

/** The evidence, and the reasons for the penalty and for its amount. */
const REASONS: Para = {
  text: 'Section 249A of the Housing Act 2004 allows a penalty only where the council is satisfied, beyond reasonable doubt, that the conduct amounts to a relevant housing offence in respect of premises in England. Please send me the evidence on which the council relies for that, the reasons for imposing a penalty rather than taking other action, and the reasons for its amount: a copy of the council’s policy on financial penalties and any guidance it had regard to, and how they were applied here (the culpability and harm found, the starting point and each increase or reduction).',
  bases: S249A,
};

/** Answering a notice of intent: the representations are made only when the user disputes the penalty. */
const REPRESENTATIONS: Para[] = [
  {
    text: 'Please treat this letter as my written representations about the proposal to impose a financial penalty, made under Schedule 13A to the Housing Act 2004 within the 28 days it allows. I ask the council not to impose the penalty or, if it does, to reduce the amount proposed; I may add to these representations within that period once I have the information asked for above.',
    bases: SCH13A,
    when: ['penaltyIntent', 'disputes'],
  },
  {
    text: 'I reserve my right to make written representations about the proposal within the 28 days that Schedule 13A to the Housing Act 2004 allows, and I ask for the information above in good time to do so.',
    bases: SCH13A,
    when: ['penaltyIntent', '!disputes'],
  },
];

/** After a final notice: the appeal, and recovery only on the county court's order. */
const APPEAL: Para = {
  text: 'Under Schedule 13A to the Housing Act 2004 a person given a final notice may appeal to the First-tier Tribunal (Property Chamber) against the decision to impose the penalty or against its amount, and if they appeal the final notice is suspended until the appeal is finally determined or withdrawn. Please send the information above promptly, so that I can consider that right.',
  bases: SCH13A,
  when: ['penaltyFinal'],
};

const COUNTY_COURT: Para[] = [
  {
    text: 'An unpaid penalty is recoverable only on the order of the county court, as if it were payable under an order of that court (paragraph 11 of Schedule 13A to the Housing Act 2004). Please tell me whether the council has applied to the county court for such an order and, if it has, the court, the claim or case number and the date of the application and of any order made, with copies; and please send me a statement of the penalty showing the amount imposed, any payments received and the balance you say is due.',
    bases: SCH13A,
    when: ['!penaltyIntent', '!penaltyRecovery'],
  },
  {
    text: 'An unpaid penalty is recoverable only on the order of the county court, as if it were payable under an order of that court (paragraph 11 of Schedule 13A to the Housing Act 2004). Please tell me whether the council has applied to the county court for such an order and, if it has, the court, the claim or case number and the date of the application and of any order made, with copies. Until the county court has made an order, please take no step to enforce the penalty, such as a warrant of control, an attachment of earnings order or a charging order: each is a means of enforcing an order of that court. Please also send me a statement of the penalty showing the amount imposed, any payments received and the balance you say is due.',
    bases: SCH13A,
    when: ['penaltyRecovery'],
  },
];

/** With a dispute: the council may withdraw a notice or reduce its amount at any time. */
const WITHDRAW: Para[] = [
  {
    text: 'Schedule 13A to the Housing Act 2004 allows the council at any time to withdraw a final notice or to reduce the amount it specifies. For the reasons I have given, I ask the council to withdraw the penalty or, failing that, to reduce it.',
    bases: SCH13A,
    when: ['!penaltyIntent', 'disputes'],
  },
];

/** First in every next step: the 28 days that no letter stops. */
const ACT_INTENT: Conditional = {
  first: true,
  text: 'Act on the notice of intent first: you can make written representations to the council within 28 days beginning with the day after the notice was given, and the council decides whether to impose the penalty, and how much, only after that. Send them by then (why you say the offence was not committed, or why the amount is too high, with your evidence and, if the amount is the issue, your income and outgoings), whether or not this letter has been answered: this letter makes representations only if it says you dispute the penalty. Get advice now (a solicitor, or your landlord association).',
  when: ['penaltyIntent'],
};
const ACT_FINAL: Conditional = {
  first: true,
  text: 'Act on the final notice first: you can appeal to the First-tier Tribunal (Property Chamber) against the decision to impose the penalty or against its amount within 28 days of the date the final notice was given; a later appeal is heard only if the tribunal gives permission. An appeal suspends the final notice until it is decided or withdrawn. This letter is not an appeal and does not stop those 28 days: if you want to appeal, send it to the tribunal in time, whether or not the council has answered. Get advice now (a solicitor, or your landlord association).',
  when: ['penaltyFinal'],
};
const ACT_RECOVERY: Conditional = {
  first: true,
  text: 'The time to appeal against the final notice to the First-tier Tribunal (Property Chamber) is 28 days from the date the final notice was given; once it has passed, an appeal is heard only if the tribunal gives permission, so if you want to appeal, apply at once, saying why it is late. The council can recover an unpaid penalty only with an order of the county court: if papers from the court arrive, act on them at once and get advice (a solicitor, or your landlord association). If you cannot pay in one sum, ask the council in writing for time to pay or instalments.',
  when: ['penaltyRecovery'],
};
const ACT_UNKNOWN: Conditional = {
  first: true,
  text: 'Check which notice this is. A notice of intent can be answered with written representations within 28 days beginning with the day after it was given; a final notice can be appealed to the First-tier Tribunal (Property Chamber) within 28 days of the date it was given (later only with the tribunal’s permission). Neither time stops for this letter: act within them, and get advice now (a solicitor, or your landlord association).',
  when: ['penaltyUnknown'],
};
const ACT_FIRST: Conditional[] = [ACT_INTENT, ACT_FINAL, ACT_RECOVERY, ACT_UNKNOWN];

const ACT_LATER: Conditional[] = [
  {
    first: true,
    text: 'If a final notice has come since your first letter, the 28 days to appeal against it to the First-tier Tribunal (Property Chamber) run from the date it was given, whatever the council has answered: appeal in time if you want to (later only with the tribunal’s permission).',
    when: ['penaltyIntent'],
  },
  {
    first: true,
    text: 'The 28 days to appeal against the final notice to the First-tier Tribunal (Property Chamber) run from the date it was given, whatever the council has answered: once they have passed, an appeal is heard only with the tribunal’s permission. If papers from the county court arrive, act on them at once and get advice.',
    when: ['!penaltyIntent'],
  },
];

export const HOUSING_PENALTY_TEMPLATE: GroupTemplate = {
  thing: 'the financial penalty',
  refLabel: 'Notice number',
  amountLabel: 'Penalty',
  contractDebt: false,
  stages: {
    1: {
      subject: [
        {
          text: 'Notice of intent — written representations and request for information — reference {{refShort}}',
          when: ['penaltyIntent', 'disputes'],
        },
        {
          text: 'Notice of intent — request for information — reference {{refShort}}',
          when: ['penaltyIntent'],
        },
        {
          text: 'Financial penalty disputed — request for the notices and reasons — reference {{refShort}}',
          when: ['disputes'],
        },
        { text: 'Financial penalty — request for the notices and reasons — reference {{refShort}}' },
      ],
      paragraphs: [...OPENERS, ...NOTICES, REASONS, ...REPRESENTATIONS, APPEAL, ...COUNTY_COURT, ...WITHDRAW],
      deadline: days(14, REASONABLE),
      nextStep: [
        ...ACT_FIRST,
        { text: 'If the information does not arrive by the deadline, send the 2nd letter (Follow-up).' },
      ],
    },
    2: {
      subject: [
        {
          text: 'Disputed financial penalty: no answer to my letter — reference {{refShort}}',
          when: ['disputes'],
        },
        { text: 'Financial penalty: no answer to my letter — reference {{refShort}}' },
      ],
      paragraphs: [
        {
          text: 'I wrote to you on {{prevDate}} about the financial penalty under section 249A of the Housing Act 2004{{refAside}}, disputing it and asking for the notices given, the evidence and the reasons for the penalty and for its amount. I have not had an answer that provides them.',
          bases: S249A,
          when: ['prevDate', 'disputes'],
        },
        {
          text: 'I wrote to you on {{prevDate}} about the financial penalty under section 249A of the Housing Act 2004{{refAside}}, asking for the notices given, the evidence and the reasons for the penalty and for its amount. I have not had an answer that provides them.',
          bases: S249A,
          when: ['prevDate', '!disputes'],
        },
        {
          text: 'I write again about the financial penalty under section 249A of the Housing Act 2004{{refAside}}: I have not had an answer that gives the notices given, the evidence and the reasons for the penalty and for its amount.',
          bases: S249A,
          when: ['!prevDate'],
        },
        {
          text: 'Schedule 13A to the Housing Act 2004 allows a penalty to be imposed only by a final notice, after a notice of intent and the 28 days for written representations, and each notice must give its reasons. Until you show me the notices and the reasons I asked for, I do not accept the penalty I have disputed.',
          bases: SCH13A,
          when: ['disputes'],
        },
        {
          text: 'Schedule 13A to the Housing Act 2004 requires each notice to give the reasons for the penalty. Without the information I asked for I cannot decide how to respond to it: please send it.',
          bases: SCH13A,
          when: ['!disputes'],
        },
        {
          text: 'Please also tell me whether the council has applied to the county court for an order to recover the penalty, which paragraph 11 of Schedule 13A to the Housing Act 2004 requires before an unpaid penalty can be recovered, and take no step to enforce it before that court has made an order.',
          bases: SCH13A,
          when: ['!penaltyIntent'],
        },
      ],
      deadline: days(14, REASONABLE),
      nextStep: [
        ...ACT_LATER,
        {
          text: 'If there is still no answer, send the 3rd letter (Final). Keep copies of every letter and proof of posting.',
        },
      ],
    },
    3: {
      subject: [
        { text: 'Final letter — disputed financial penalty — reference {{refShort}}', when: ['disputes'] },
        { text: 'Final letter — financial penalty — reference {{refShort}}' },
      ],
      paragraphs: [
        {
          text: 'This is my final letter about the financial penalty under section 249A of the Housing Act 2004{{refAside}}{{amountPhrase}}. I have disputed the penalty and asked you{{prevDateSuffix}} for the notices given, the evidence and the reasons for the penalty and for its amount, and you have not provided them.',
          bases: S249A,
          when: ['disputes'],
        },
        {
          text: 'This is my final letter about the financial penalty under section 249A of the Housing Act 2004{{refAside}}{{amountPhrase}}. I have asked you{{prevDateSuffix}} for the notices given, the evidence and the reasons for the penalty and for its amount, and you have not provided them.',
          bases: S249A,
          when: ['!disputes'],
        },
        {
          text: 'Unless, by {{deadline}}, you withdraw the penalty or send what I have asked for, I will rely on your failure to answer in any appeal to the First-tier Tribunal (Property Chamber) and in any application the council makes to the county court for an order to recover the penalty under paragraph 11 of Schedule 13A to the Housing Act 2004, and I will make a formal complaint to the council about how this matter has been handled.',
          bases: SCH13A,
          when: ['disputes'],
        },
        {
          text: 'Please, by {{deadline}}, send the information I have asked for. If you do not, I will make a formal complaint to the council about how this matter has been handled.',
          when: ['!disputes'],
        },
        {
          text: 'If the council applies to the county court for an order to recover the penalty under paragraph 11 of Schedule 13A to the Housing Act 2004, please send me a copy of the application when it is made.',
          bases: SCH13A,
          when: ['!disputes'],
        },
      ],
      deadline: days(14, REASONABLE),
      nextStep: [
        ...ACT_LATER,
        {
          text: 'If the council does not answer, use its complaints procedure. Get advice (a solicitor, or your landlord association) before any appeal or court hearing, and keep every notice, letter and proof of posting.',
        },
      ],
    },
  },
};
