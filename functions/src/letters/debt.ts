/**
 * Debt letters. Which letter is written depends, in this order, on:
 *   1. the limitation check: a statute-barred contract debt gets the short statute-barred letter (CONC 7.15.8);
 *   2. what the received letter IS: a Letter of Claim, default notice or termination notice gets a reply under
 *      the Pre-Action Protocol for Debt Claims; a Notice to Keeper / Notice to Owner the parking reply; a notice of
 *      enforcement the Taking Control of Goods reply — whatever the user's stage;
 *   3. otherwise the user's own sequence (./sequence.ts): 1 Challenge, 2 Follow-up (the legal consequence of an
 *      unanswered request), 3 Final.
 * Every letter is in the user's own name (./strategy.ts). Pure.
 */
import type { ReceivedKind } from '@app/shared';
import {
  addMonths,
  addWorkingDays,
  computeDeadline,
  deemedServiceByPost,
  formatUkDate,
  statuteBarredCheck,
  toIsoDate,
  addCalendarDays,
  type DeadlineRule,
  type StatuteBarredResult,
} from '@app/shared/legal/index';
import { MORTGAGE_SHORTFALL_RE, auditReceivedLetter } from './audit';
import { COUNCIL_RE, DISCLAIMER, cleanUserText, fill, isoDay, money, party, uniq } from './common';
import { resolveSequence, type Sequence } from './sequence';
import { onBehalf, strategyCaution } from './strategy';
import { COUNCIL_TAX_REQUESTS } from './templates/council-tax-requests';
import {
  DEBT_TEMPLATES,
  DEBT_TYPE_GROUP,
  type Cond,
  type Conditional,
  type GroupTemplate,
  type Group,
  type Para,
  CCA_REQUEST_PERIOD,
  HIRE_REQUEST_PERIOD,
} from './templates/debt';
import {
  COUNCIL_TAX_GROUND,
  CREDIT_GROUND,
  HIRE_GROUND,
  GROUND_PROMPT_HIRE,
  GROUND_PROMPT_COUNCIL_TAX,
  GROUND_PROMPT_COUNCIL_TAX_SCOTLAND,
  GENERAL_GROUND,
  GROUND_PROMPT_GENERAL,
  GROUND_PROMPT_CREDIT,
  GROUND_PROMPT_VEHICLE,
  VEHICLE_GROUND,
  GROUND_PROMPT_HOUSING_PENALTY,
  HOUSING_PENALTY_GROUND,
} from './templates/grounds';
import {
  PAP_DEADLINE_REASON,
  barredParagraphs,
  barredSubject,
  papParagraphs,
  papSubject,
  type PapContext,
} from './templates/responses';
import { groupInJurisdiction, jurisdictionFor, summaryWarrantGranted } from './jurisdiction';
import { regulatedConsumerHire } from './consumer-hire';
import { NON_CONTRACT_CLAIM_RE, replyDebtType, TAX_CREDITS_OVERPAYMENT_RE } from './reply-type';
import { claimByNote, isVehicleRemoval, vehicleFacts } from './vehicle-removal';
import { isHousingPenalty, penaltyDeadlineNote, penaltyFacts } from './housing-penalty';
import type { DebtLetterInput, LetterDoc, SentPurpose, Stage } from './types';

/** Received kinds answered under the Pre-Action Protocol for Debt Claims whatever the user's stage. */
const PAP_KINDS = new Set<ReceivedKind>(['letter_of_claim', 'default_notice', 'termination_notice']);
/** Received kinds that decide the group: the letter says what it is. */
const PARKING_NOTICE_KINDS = new Set<ReceivedKind>(['notice_to_keeper', 'notice_to_owner']);
const ENFORCEMENT_KINDS = new Set<ReceivedKind>([
  'notice_of_enforcement',
  'enforcement_visit',
  'enforcement_update',
]);

/** Groups a debt type may have been guessed into from a name; the letter's own words can correct them. */
const CREDIT_GROUPS_OVERRIDABLE = new Set<Group>(['energy', 'water', 'telecoms', 'general']);
const SAYS_REGULATED_CREDIT =
  /\b(consumer credit act|regulated (?:consumer )?credit agreement|regulated agreement|section 87 of the consumer credit)\b/i;

/** What a prosecution's opening documents say of themselves (CJA 2003 s.29). */
const PROSECUTION_RE = /\bsingle justice procedure notice\b|\bwritten charge\b/i;
/**
 * …and what a court says once it has decided the case: a fine to collect. (In the past tense: the notice itself says
 * what happens "if you are convicted".)
 */
const DECIDED_RE =
  /\b(fine (was |has been )?imposed|(you were|you have been|was|has been) convicted|found (the case )?proved|collection order)\b/i;

/** Groups whose first letter, when the user has not said they dispute the sum, only asks how it is made up. */
const ASKS_WHEN_UNDISPUTED = new Set<Group>([
  'general',
  'rent_arrears',
  'child_maintenance',
  'nhs_charges',
  'vehicle_removal',
  'student_loan',
  'business_rates',
  'housing_penalty',
]);

/** Words that make a name a company's, not an individual agent's (the register lists individuals). */
const COMPANY_NAME_RE =
  /\b(ltd|limited|llp|plc|inc|group|services|enforcement|agency|agents|solutions|recoveries|collections|partners|associates|company|co)\b\.?|&/i;

export function groupFor(
  input: Pick<DebtLetterInput, 'debtType' | 'parkingKind' | 'recipient' | 'receivedText'> & {
    received?: DebtLetterInput['received'];
  },
): Group {
  const kind = input.received?.kind ?? undefined;
  if (kind && ENFORCEMENT_KINDS.has(kind)) return 'bailiff';
  const parking = kind && PARKING_NOTICE_KINDS.has(kind);
  let g: Group = parking ? 'parking_private' : (DEBT_TYPE_GROUP[input.debtType] ?? 'general');
  // What the letter says outranks a guess: a letter that calls the agreement regulated consumer credit is answered
  // as consumer credit, even if the debt type was guessed from a word in the creditor's name ("Waterside").
  const said = input.receivedText ?? '';
  // A regulated consumer hire agreement is answered with the consumer credit letters (s.79 in place of ss.77–78).
  if (CREDIT_GROUPS_OVERRIDABLE.has(g) && (SAYS_REGULATED_CREDIT.test(said) || regulatedConsumerHire(said)))
    g = 'consumer_credit';
  // A pound's letter (a vehicle removed or seized and held, release and storage charges, a notice that it will be
  // disposed of) is answered about statutory charges, whatever debt type was guessed for it: never as a contract
  // debt ("the contract, order or agreement"), a parking charge or a fine. Not an enforcement agent's or a lender's.
  if (isVehicleRemoval(said)) g = 'vehicle_removal';
  // A council's financial penalty on a landlord under s.249A of the Housing Act 2004 (notice of intent, final notice,
  // a reminder or its lawyers' letter) is answered under Schedule 13A, whatever debt type was guessed: never as a
  // contract debt, council tax or rent. Not an enforcement agent's letter, nor a Penalty Charge Notice.
  else if (isHousingPenalty(said)) g = 'housing_penalty';
  // A written charge with a Single Justice Procedure Notice is a prosecution not yet decided, not a fine to collect
  // (whatever debt type was guessed for it); once the court has convicted, the fine is collected as one.
  if (PROSECUTION_RE.test(said) && !DECIDED_RE.test(said)) g = 'prosecution';
  if (g === 'parking_private') {
    const k =
      input.parkingKind ??
      (COUNCIL_RE.test(input.recipient?.name ?? '') ||
      /traffic management act|penalty charge notice/i.test(
        (input.receivedText ?? '').replace(/parking charge notice/gi, ''),
      )
        ? 'council'
        : 'private');
    return k === 'council' ? 'parking_council' : 'parking_private';
  }
  return g;
}

type Mode = 'stage' | 'pap' | 'statute-barred';

/**
 * A council's or housing association's letter about possession of the tenant's home (a notice seeking possession, a
 * possession claim or order): the social landlords' Protocol applies, and the home is at risk.
 */
function socialPossession(text: string): boolean {
  const t = text.toLowerCase().replace(/\s+/g, ' ');
  return (
    /\bnotices? (of seeking|seeking|requiring) possession\b|\bpossession (order|proceedings|claim)\b|\bsection 8 notice\b/.test(
      t,
    ) &&
    /\b(housing association|registered provider|social housing|council(?! tax)|local authority|housing (trust|group|society))\b/.test(
      t,
    )
  );
}

const POSSESSION_NOTE =
  "Your home is at risk. Get free housing advice today (Shelter, Citizens Advice, your council's housing advice service). Keep paying your rent, and offer in writing what you can afford towards the arrears. If a court hearing is listed, go to it: the court can adjourn, or suspend a possession order, when a realistic plan is in place.";

/**
 * A lender's letter before a possession claim (a first or second charge, a secured loan) is answered under the
 * Pre-Action Protocol for Possession Claims based on Mortgage Arrears, which covers second charges and secured loans
 * too, not the Debt Claims protocol: no Reply Form, no 30-day period. What the user can do under it (paras 5–8,
 * read 2026-11-27): put a proposal, ask the lender to postpone a claim while a benefit or insurance claim, a sale or a
 * complaint to the Financial Ombudsman is pending; and at court, the judge can adjourn or suspend possession where the
 * arrears can be paid within a reasonable period (Administration of Justice Act 1970 s.36).
 */
/** The council tax letter says the magistrates have made the liability orders ("has made 3 liability orders"). */
const LIABILITY_ORDER_MADE_RE =
  /\b(made|granted|obtained) (\d+|a|an|two|three|four|five|several) liability orders?\b|\b(owed|owe|due|council tax|costs) under (the |your |\d+ )?liability orders?\b|\bliability orders? (has|have|was|were) (now |already )?(been )?(made|granted|obtained)\b/gi;
/** "If", "once", "when" before it in its sentence: an order to come, not one made ("once a liability order has been made"). */
const CONDITIONAL_BEFORE_RE = /\b(if|once|when|unless|until|before|after)\b[^.]*$/i;

/** The letter states, not supposes, that the liability orders were made. */
function saysLiabilityOrderMade(text: string): boolean {
  for (const m of text.matchAll(LIABILITY_ORDER_MADE_RE))
    if (!CONDITIONAL_BEFORE_RE.test(text.slice(Math.max(0, (m.index ?? 0) - 60), m.index))) return true;
  return false;
}

/** A committal summons: the magistrates are to inquire into the debtor's means (not a warning that they may). */
const COMMITTAL_RE =
  /\bcommittal summons\b|\bsummons\b[^]{0,300}\b(inquiry|enquiry) into your means\b|\bsummons\b[^]{0,300}\binquire[^.]{0,40}\binto your means\b/i;
const COMMITTAL_NOTE =
  "The council has summoned you to the magistrates' court for an inquiry into your means. Go to the hearing on the date the summons gives: if you do not, the court can issue a warrant for your arrest. The court can send you to prison only if it finds that you did not pay through wilful refusal or culpable neglect, so take your payslips or benefit letters, bank statements and a list of your income and outgoings, and an offer you can afford. Paying in full, or agreeing an arrangement with the council and making the first payment, before the hearing can stop it. Get free advice today (Citizens Advice, National Debtline, StepChange). This letter does not answer the summons.";
const MORTGAGE_POSSESSION_NOTE =
  "Your home is at risk. This is the lender's step before a possession claim under the Pre-Action Protocol for Possession Claims based on Mortgage Arrears, not a debt claim: there is no Reply Form and no 30-day reply period. Contact the lender before the date it gives with a written proposal you can afford, and tell it if you have claimed Support for Mortgage Interest or on a mortgage payment protection policy, are selling the home, or have complained to the Financial Ombudsman Service: the Protocol asks it to consider postponing a claim then. Get free advice today (Shelter, Citizens Advice, National Debtline). If court papers arrive, respond and go to the hearing: the court can adjourn, or suspend possession, when the arrears can be paid within a reasonable period.";

/** Once a claim is issued or judgment entered, a letter to the creditor answers neither: the court's steps. */
const COURT_STEPS = {
  court_claim:
    'This is a court claim, not a demand: a letter to the creditor does not answer it. Respond to the court within 14 days of service (the response pack or Money Claim Online) — otherwise judgment can be entered against you — and get free advice now (National Debtline, StepChange, Citizens Advice).',
  judgment:
    'Judgment has already been entered against you: a letter to the creditor does not change it. Pay as the judgment orders (paid in full within a month of the judgment, it comes off the register); if you cannot, ask the court to let you pay by instalments (form N245); if you never received the claim or have a real defence, ask the court to set the judgment aside (form N244) promptly. Get free advice now (National Debtline, StepChange, Citizens Advice).',
} as const;

/**
 * Whether a group's letters say something different when the user disputes the sum: a paragraph kept or dropped by
 * `disputes`, or the user's reasons put into a sentence. A prosecution's or a speeding notice's reply takes no
 * dispute either way (it answers the court's or the police's process), so it records none and no page asks for one.
 */
const TAKES_DISPUTE = new WeakMap<GroupTemplate, boolean>();
function takesDispute(tpl: GroupTemplate): boolean {
  let v = TAKES_DISPUTE.get(tpl);
  if (v === undefined) {
    const text = JSON.stringify(tpl);
    v =
      /"!?disputes"|\{\{(generalReasons|ctReasons|vehicleReasons|penaltyReasons|creditGround|ctGround)\}\}/.test(
        text,
      );
    TAKES_DISPUTE.set(tpl, v);
  }
  return v;
}

export function composeDebtLetter(given: DebtLetterInput): LetterDoc {
  // The law that answers the letter: a water bill read as "utility" is answered as water, not energy (reply-type.ts).
  const input = { ...given, debtType: replyDebtType(given.debtType, given.receivedText ?? '') };
  const date = isoDay(input.letterDate);
  const kind = input.received?.kind ?? undefined;
  const readGroup = groupFor(input);
  const law = jurisdictionFor({
    jurisdiction: input.jurisdiction,
    receivedText: input.receivedText,
    senderAddress: input.sender.address,
    group: readGroup,
  });
  const jurisdiction = law.jurisdiction;
  // The same debt under the law that runs there (Scotland's council tax and diligence; NI has neither).
  const local = groupInJurisdiction(readGroup, jurisdiction);
  const group = local.group;
  const tpl = DEBT_TEMPLATES[group];
  // A regulated consumer hire agreement: the consumer credit letters with the hirer's s.79 in place of ss.77–78.
  const hire = group === 'consumer_credit' && regulatedConsumerHire(input.receivedText ?? '');
  const creditGrounds = hire ? HIRE_GROUND : CREDIT_GROUND;
  const agreementRequest = hire ? 'section 79' : 'section 77 or 78';
  // The Act's name for the party the user owes: a hirer owes the owner of the goods, not a creditor.
  const owed = hire ? 'owner' : 'creditor';
  // A council's housing benefit overpayment: its own law (s.75 SSAA 1992), not DWP's s.71/71ZB and reconsideration.
  // HMRC's tax credits overpayment: its own Act (ss.28–29 TCA 2002) and HMRC's code of practice COP26.
  const taxCredits =
    group === 'benefit_overpayment' && TAX_CREDITS_OVERPAYMENT_RE.test(input.receivedText ?? '');
  const housingBenefit =
    group === 'benefit_overpayment' &&
    !taxCredits &&
    /\bhousing benefit\b/i.test(input.receivedText ?? '') &&
    !/\buniversal credit\b/i.test(input.receivedText ?? '');
  // A claim for loss, damage or money paid by mistake: the general letters ask for its facts and law, not a contract.
  const notContract = group === 'general' && NON_CONTRACT_CLAIM_RE.test(input.receivedText ?? '');
  // The user is told whose law the letter uses when it is not England and Wales' and they did not choose it.
  const userNotes: string[] = [law.note, local.note].filter((n): n is string => !!n);
  const userCopyNotes: string[] = [];

  // Past the Protocol: what the court process asks of the user, told as a note and as the letter's next step.
  const courtStep = kind === 'judgment' || kind === 'court_claim' ? COURT_STEPS[kind] : undefined;
  if (courtStep) userNotes.push(courtStep);

  // ── Sequence: the user's own history ──
  let seq: Sequence = resolveSequence(input);
  if (seq.note) userNotes.push(seq.note);
  // A notice to keeper / notice of enforcement opens its own exchange: the first reply to it is the challenge.
  // (A pound's letter read as a parking notice is not one: the user's own sequence stands.)
  if (
    kind &&
    ((PARKING_NOTICE_KINDS.has(kind) && group !== 'vehicle_removal') || kind === 'notice_of_enforcement') &&
    seq.stage !== 1
  ) {
    userNotes.push(
      `This reply answers the ${kind === 'notice_of_enforcement' ? 'notice of enforcement' : 'parking notice'} itself, so it is a first letter whatever you sent before.`,
    );
    seq = { stage: 1, earlier: [] };
  }
  const stage: Stage = seq.stage;

  // ── Limitation ──
  const regulatedCredit = group === 'consumer_credit';
  let sb: StatuteBarredResult | undefined;
  if (tpl.contractDebt && input.lastPaymentDate) {
    sb = statuteBarredCheck({
      lastPaymentOrAcknowledgement: input.lastPaymentDate,
      jurisdiction,
      debtType: input.debtType,
      today: date,
      defaultNoticeDate: input.defaultNoticeDate,
      regulatedCredit,
    });
    userNotes.push(sb.explanation, sb.warning);
  } else if (regulatedCredit && input.defaultNoticeDate && !input.lastPaymentDate) {
    userNotes.push(
      'To check whether this debt is statute-barred, give the date of the last payment as well as the default notice date.',
    );
  }

  // Arrears secured on the home: the possession protocol's letters (the mortgage group's), whatever the letter is called.
  const possessionProtocol = group === 'mortgage' && !MORTGAGE_SHORTFALL_RE.test(input.receivedText ?? '');
  const mode: Mode =
    sb?.status === 'statute-barred'
      ? 'statute-barred'
      : kind &&
          PAP_KINDS.has(kind) &&
          tpl.contractDebt &&
          jurisdiction === 'england-wales' &&
          !possessionProtocol
        ? 'pap'
        : 'stage';

  const who = onBehalf({
    strategy: input.strategy,
    entityType: input.entityType,
    name: input.sender.name,
    edpName: input.edpName,
    trustName: input.trustName,
    companyName: input.companyName,
    companyNumber: input.companyNumber,
    trademark: input.trademark,
    feeSchedule: input.feeSchedule,
  });
  userCopyNotes.push(...who.userCopy);

  const account = input.accountNumber?.trim();
  const amount =
    typeof input.amount === 'number' && Number.isFinite(input.amount) && input.amount > 0
      ? input.amount
      : undefined;
  const prev = seq.previous?.sentAt;
  const bailiffName = input.bailiff?.name?.trim();
  const w = input.warrant ?? {};
  const warrantBits = [
    w.type ? `${w.type} warrant` : '',
    w.number ? `number ${w.number}` : '',
    w.date ? `dated ${fmtMaybeDate(w.date)}` : '',
  ].filter(Boolean);
  const receivedLetterDate = safeIso(input.received?.letterDate);
  const receivedOn = safeIso(input.received?.receivedOn);
  const notes = cleanUserText(input.userNotes);
  const ground = input.disputeGround;
  const groundText = (table: Record<string, string>) =>
    ground && (ground !== 'other' || notes) ? table[ground] : undefined;

  // Council tax: the s.16 / s.81(4) notice is the letter the case records as the dispute; the two months the council
  // has to answer it, and the tribunal's four months, run from that letter — never from a later reminder.
  const ctNotice = seq.earlier.find((s) => s.purpose === 'dispute')?.sentAt;
  const ctNoticeReceived = ctNotice ? deemedServiceByPost(ctNotice, jurisdiction) : undefined;
  const ctTwoMonths = !!ctNoticeReceived && date >= addMonths(ctNoticeReceived, 2);
  // Consumer credit: when the 12 working days for the earlier s.77/78 request end (from its deemed receipt).
  const ccaSent =
    seq.earlier.find((s) => s.purpose === 'cca_request')?.sentAt ??
    seq.earlier.find((s) => s.stage === 1)?.sentAt;
  const ccaDue = ccaSent
    ? addWorkingDays(deemedServiceByPost(ccaSent, jurisdiction), 12, jurisdiction)
    : undefined;
  const ccaOverdue = !!ccaDue && date > ccaDue;

  // Council tax: the letter answered, or an earlier one in the case, says the magistrates made a liability order.
  const councilTax = group === 'council_tax' || group === 'council_tax_scotland';
  // The received text on one line: a phrase the printed letter broke over two still reads.
  const flatReceived = (input.receivedText ?? '').replace(/\s+/g, ' ');
  // (Or the letter itself says the magistrates made the orders: a committal summons, a bankruptcy or charging order
  // warning, whatever kind it was read as.)
  const liabilityOrder =
    kind === 'liability_order' ||
    !!input.liabilityOrderMade ||
    (councilTax && saysLiabilityOrderMade(flatReceived)) ||
    // (A committal summons comes only after a liability order and enforcement that failed.)
    (councilTax && COMMITTAL_RE.test(flatReceived));
  // A committal summons to a means inquiry: the hearing comes before any letter.
  if (councilTax && COMMITTAL_RE.test(flatReceived)) userNotes.unshift(COMMITTAL_NOTE);
  // Whether the user disputes the sum is theirs to say: a ground, their own words, or an earlier letter that did.
  const disputes =
    !!ground ||
    !!notes ||
    seq.earlier.some((s) => s.disputed || s.purpose === 'dispute' || s.purpose === 'pap_reply');
  // Scotland's counterpart: the sheriff has granted a summary warrant (the letter answered or the case says so).
  const summaryWarrant =
    jurisdiction === 'scotland' && (liabilityOrder || summaryWarrantGranted(input.receivedText ?? ''));
  // A prosecution whose notice's date to answer the court has passed: the letter cannot promise to answer by it.
  const respondBy = safeIso(input.received?.respondBy);
  const answerPassed = !!respondBy && respondBy < date;
  // A pound's letter: what kind of removal, whether disposal is threatened and by when (the received text only).
  const vehicle =
    group === 'vehicle_removal' ? vehicleFacts(input.receivedText, input.recipient?.name) : undefined;
  if (vehicle?.claimBy) userNotes.unshift(claimByNote(vehicle.claimBy, date));
  // A council's financial penalty: which of Schedule 13A's notices was received, and the 28 days it starts.
  const penalty =
    group === 'housing_penalty' ? penaltyFacts(input.receivedText, receivedLetterDate) : undefined;
  const penaltyNote = penalty && penaltyDeadlineNote(penalty, date);
  if (penaltyNote) userNotes.unshift(penaltyNote);
  if (answerPassed && group === 'prosecution')
    userNotes.push(
      `The date the notice gave to answer the court, ${formatUkDate(respondBy)}, has passed. Contact the court today: a magistrate may decide the case, or may already have decided it, without you.`,
    );
  const conds: Record<Cond, boolean> = {
    amount: !!amount,
    account: !!account,
    bailiffName: !!bailiffName,
    bailiffUnverified:
      !!bailiffName && input.bailiff?.verified === false && !COMPANY_NAME_RE.test(bailiffName),
    warrant: warrantBits.length > 0,
    ew: jurisdiction === 'england-wales',
    scotland: jurisdiction === 'scotland',
    ni: jurisdiction === 'northern-ireland',
    notEw: jurisdiction !== 'england-wales',
    gb: jurisdiction !== 'northern-ireland',
    prevDate: !!prev,
    '!prevDate': !prev,
    ground: !!groundText(councilTax ? COUNCIL_TAX_GROUND : creditGrounds),
    '!ground': !groundText(councilTax ? COUNCIL_TAX_GROUND : creditGrounds),
    liabilityOrder: liabilityOrder,
    '!liabilityOrder': !liabilityOrder,
    preClaim: kind !== 'court_claim' && kind !== 'judgment',
    ctTwoMonths,
    '!ctTwoMonths': !ctTwoMonths,
    ccaOverdue,
    '!ccaOverdue': !ccaOverdue,
    hire,
    '!hire': !hire,
    housingBenefit,
    taxCredits,
    dwp: group === 'benefit_overpayment' && !housingBenefit && !taxCredits,
    notContract,
    '!notContract': !notContract,
    shortfall: group === 'mortgage' && !possessionProtocol,
    '!shortfall': !(group === 'mortgage' && !possessionProtocol),
    socialPossession: group === 'rent_arrears' && socialPossession(input.receivedText ?? ''),
    summaryWarrant,
    '!summaryWarrant': !summaryWarrant,
    disputes,
    '!disputes': !disputes,
    answerPassed,
    '!answerPassed': !answerPassed,
    seizure: !!vehicle?.seizure,
    '!seizure': !vehicle?.seizure,
    civilRemoval: !!vehicle?.civilRemoval,
    '!civilRemoval': !vehicle?.civilRemoval,
    disposal: !!vehicle?.disposal,
    police: !!vehicle?.police,
    penaltyIntent: penalty?.notice === 'intent',
    '!penaltyIntent': penalty?.notice !== 'intent',
    penaltyFinal: penalty?.notice === 'final',
    penaltyRecovery: penalty?.notice === 'recovery',
    '!penaltyRecovery': penalty?.notice !== 'recovery',
    penaltyUnknown: penalty?.notice === 'unknown',
  };
  if (conds.socialPossession) userNotes.unshift(POSSESSION_NOTE);

  // ── Which letter ──
  let subjectTpl: string;
  let paras: Para[];
  let deadlineRule: DeadlineRule;
  let nextStep: string;
  // What to do now, whatever the reply (the vehicle, the court): listed before sending the letter.
  let actFirst = '';
  let enclosures: string[];
  let purpose: SentPurpose;
  let template: string;
  let sendBy: string | undefined;
  // A lender's letter before a possession claim: the possession protocol's steps, not the Debt Claims protocol's.
  if (kind === 'letter_of_claim' && jurisdiction === 'england-wales' && possessionProtocol)
    userNotes.unshift(MORTGAGE_POSSESSION_NOTE);
  // A Letter of Claim: the user's reply is due 30 days from its date (PAP for Debt Claims), whichever letter is sent.
  // (Not a council's housing penalty read as one: it is recovered under Schedule 13A, not by a debt claim.)
  else if (kind === 'letter_of_claim' && jurisdiction === 'england-wales' && group !== 'housing_penalty') {
    const start = receivedLetterDate ?? receivedOn;
    if (start) {
      sendBy = addCalendarDays(start, 30);
      if (!receivedLetterDate)
        userNotes.push(
          'The 30 days run from the date printed at the top of the Letter of Claim. Without that date, the date you received it was used: check the letter and reply earlier if its date is earlier.',
        );
      if (sendBy < date)
        userNotes.push(
          `The 30 days to reply to the Letter of Claim ended on ${formatUkDate(sendBy)}. Send this reply at once: the creditor may now start a claim, and if court papers arrive you must respond to them within their deadline.`,
        );
    } else {
      userNotes.push(
        'Reply within 30 days of the date printed at the top of the Letter of Claim: after that the creditor may start a court claim.',
      );
    }
  }
  const ccaRequest = seq.earlier.find((s) => s.purpose === 'cca_request');

  if (mode === 'statute-barred' && sb) {
    const appears = !!sb.nearBoundary;
    const from =
      sb.countedFrom === 'default-notice-expiry'
        ? `the default notice dated ${formatUkDate(safeIso(input.defaultNoticeDate) as string)} expired`
        : `the last payment or written acknowledgement, on ${formatUkDate(safeIso(input.lastPaymentDate) as string)}`;
    const basis = sb.legalBases[0];
    paras = barredParagraphs({
      jurisdiction,
      appears,
      from,
      years: sb.years ?? 6,
      law:
        basis === 'limitation-1980-s20'
          ? 'section 20 of the Limitation Act 1980'
          : basis === 'limitation-1980-s19'
            ? 'section 19 of the Limitation Act 1980'
            : 'section 5 of the Limitation Act 1980',
      lawBasis: basis,
      conc: group === 'consumer_credit',
      letterOfClaim: kind === 'letter_of_claim' && jurisdiction === 'england-wales',
    });
    paras.push(...tpl.stages[1].paragraphs.filter((p) => p.text.startsWith('Nothing in this letter is a')));
    subjectTpl = barredSubject(appears);
    deadlineRule = {
      amount: 14,
      unit: 'calendar-days',
      from: 'letter-date',
      reason: 'a reasonable period set by this letter for confirming that the account is closed',
    };
    nextStep =
      (kind === 'letter_of_claim'
        ? `This letter answers the Letter of Claim: fill in its Reply Form too (say you dispute the debt because it is statute-barred) and post both${sendBy ? ` by ${formatUkDate(sendBy)}, 30 days from the date of the Letter of Claim` : ' within 30 days of the date of the Letter of Claim'}. `
        : '') +
      'Post this letter and keep proof of posting. Do not pay anything, or sign anything that admits the debt, until you have taken free advice (National Debtline, StepChange, Citizens Advice). If court papers arrive, respond within 14 days and say in your defence that the claim is out of time — never ignore them.';
    enclosures = kind === 'letter_of_claim' ? ['Reply Form (completed), if one came with your letter'] : [];
    purpose = 'statute_barred';
    template = `debt/${group}/statute-barred`;
  } else if (mode === 'pap' && kind) {
    const credit = group === 'consumer_credit';
    const ccaOk = ccaRequest && ccaRequest.feePaid !== false ? ccaRequest : undefined;
    if (ccaRequest && ccaRequest.feePaid === false)
      userNotes.push(
        `Your request of ${formatUkDate(ccaRequest.sentAt)} went without the £1 fee, so it was not a valid request under ${agreementRequest}; this letter makes it again with the fee.`,
      );
    const ctx: PapContext = {
      kind: kind as PapContext['kind'],
      credit,
      hire,
      ...(ccaOk ? { ccaRequestedOn: formatUkDate(ccaOk.sentAt) } : {}),
      disputes,
      ...(groundText(creditGrounds) ? { ground: groundText(creditGrounds) } : {}),
      ...(notes ? { ownWords: true } : {}),
      ...(notContract ? { notContract: true } : {}),
    };
    paras = [
      ...papParagraphs(ctx),
      ...tpl.stages[1].paragraphs.filter((p) => p.text.startsWith('Nothing in this letter is a')),
    ];
    subjectTpl = papSubject(ctx);
    deadlineRule = { amount: 30, unit: 'calendar-days', from: 'deemed-service', reason: PAP_DEADLINE_REASON };
    const feeNeeded = credit && !ccaOk;
    if (kind === 'letter_of_claim') {
      nextStep = `Fill in the Reply Form that came with the Letter of Claim (tick that ${disputes ? 'you dispute the debt and need documents' : 'you need documents or information before you can reply'}, and that you are getting debt advice) and post it with this letter${sendBy ? ` by ${formatUkDate(sendBy)}, 30 days from the date of the Letter of Claim` : ' within 30 days of the date of the Letter of Claim'}. ${feeNeeded ? `Put a £1 postal order (or cheque) in with it: without the fee the request for the ${hire ? 'hire' : 'credit'} agreement is not valid. ` : ''}Keep proof of posting. The ${owed} should then send the documents, or explain why it cannot, within 30 days, and should not start a claim until 30 days after that. Get free debt advice now (National Debtline, StepChange, Citizens Advice); if court papers arrive, respond within 14 days.`;
    } else {
      nextStep = `Post this letter${feeNeeded ? ` with a £1 postal order (or cheque) for the ${hire ? 'hire' : 'credit'} agreement request (without the fee it is not valid),` : ''} and keep proof of posting. A default notice gives a date by which to put the arrears right: if you can, contact the ${owed} or a free debt adviser before then. If a Letter of Claim follows, reply on its Reply Form within 30 days of its date.`;
    }
    enclosures = [
      ...(kind === 'letter_of_claim' ? ['Reply Form (completed), if one came with your letter'] : []),
      ...(feeNeeded ? ['Postal order or cheque for the £1 statutory fee'] : []),
    ];
    // Undisputed, the reply is a request: for the agreement (with the fee, when this letter makes it) or documents.
    purpose = disputes ? 'pap_reply' : feeNeeded ? 'cca_request' : 'other';
    template = `debt/${group}/pap-reply`;
    if (!disputes)
      userNotes.push(hire ? GROUND_PROMPT_HIRE : credit ? GROUND_PROMPT_CREDIT : GROUND_PROMPT_GENERAL);
  } else {
    // Council tax before any notice: a notice must state its grounds (s.16(6), s.81(6)), so while the user gives
    // none the letters ask for the account; once they give one, this letter is the notice, whatever its stage.
    const beforeNotice = councilTax && !ctNotice;
    const statesGrounds = conds.ground || !!notes;
    const st = beforeNotice
      ? statesGrounds
        ? tpl.stages[1]
        : COUNCIL_TAX_REQUESTS[group as keyof typeof COUNCIL_TAX_REQUESTS][stage]
      : tpl.stages[stage];
    paras = st.paragraphs;
    subjectTpl =
      typeof st.subject === 'string'
        ? st.subject
        : (st.subject.find((p) => !p.when || p.when.every((c) => conds[c])) as Conditional).text;
    deadlineRule =
      hire && st.deadline.reason === CCA_REQUEST_PERIOD
        ? { ...st.deadline, reason: HIRE_REQUEST_PERIOD }
        : st.deadline;
    const steps =
      typeof st.nextStep === 'string'
        ? [{ text: st.nextStep }]
        : st.nextStep.filter((p) => !p.when || p.when.every((c) => conds[c]));
    nextStep = steps
      .filter((p) => !p.first)
      .map((p) => p.text)
      .join(' ');
    actFirst = steps
      .filter((p) => p.first)
      .map((p) => p.text)
      .join(' ');
    enclosures = st.enclosures ?? [];
    purpose =
      group === 'consumer_credit' && stage === 1
        ? 'cca_request'
        : beforeNotice
          ? statesGrounds
            ? 'dispute'
            : stage === 3
              ? 'sar'
              : 'other'
          : stage === 1
            ? ASKS_WHEN_UNDISPUTED.has(group) && !disputes
              ? 'other'
              : 'dispute'
            : stage === 2 && /complaint/i.test(subjectTpl)
              ? 'complaint'
              : 'other';
    template =
      beforeNotice && !(statesGrounds && stage === 1)
        ? `debt/${group}/${stage}-${statesGrounds ? 'notice' : 'request'}`
        : `debt/${group}/${stage}`;
    if (group === 'consumer_credit' && stage === 1 && !disputes)
      userNotes.push(hire ? GROUND_PROMPT_HIRE : GROUND_PROMPT_CREDIT);
    if (ASKS_WHEN_UNDISPUTED.has(group) && stage === 1 && !disputes)
      userNotes.push(
        group === 'vehicle_removal'
          ? GROUND_PROMPT_VEHICLE
          : group === 'housing_penalty'
            ? GROUND_PROMPT_HOUSING_PENALTY
            : GROUND_PROMPT_GENERAL,
      );
    if (beforeNotice && !statesGrounds)
      userNotes.push(
        group === 'council_tax' ? GROUND_PROMPT_COUNCIL_TAX : GROUND_PROMPT_COUNCIL_TAX_SCOTLAND,
      );
    if (group === 'consumer_credit' && stage === 2 && ccaDue && !ccaOverdue)
      userNotes.push(
        `The ${owed} has until ${formatUkDate(ccaDue)} (12 working days from when your request was received) to send the agreement. This letter is best sent after that date; sent earlier, it only records that no reply has come yet.`,
      );
    if (group === 'consumer_credit' && stage > 1) {
      const req = ccaRequest ?? seq.earlier.find((s) => s.stage === 1);
      if (req?.feePaid === false)
        userNotes.push(
          `Your request of ${formatUkDate(req.sentAt)} went without the £1 fee, so the 12 working days and ${hire ? 'section 79(3)' : 'section 78(6)'} did not start. Send the 1st letter again with a £1 postal order before relying on this one.`,
        );
    }
  }

  // The Protocol's 30 days no longer apply once a claim exists; the same time is asked as a reasonable one.
  if (courtStep) {
    nextStep = courtStep;
    if (/Pre-Action Protocol/.test(deadlineRule.reason))
      deadlineRule = { ...deadlineRule, reason: 'a reasonable time to reply in writing' };
  }
  // Counted with the bank holidays of the law that answers the letter (Scotland's St Andrew's Day, NI's 12 July).
  const deadline = computeDeadline(deadlineRule, date, undefined, jurisdiction);
  const vtLatest = addMonths(ctNotice ?? date, 4);
  const vars: Record<string, string> = {
    refPhrase: account ? `reference ${account}` : 'the above matter',
    refShort: account ?? '',
    amountPhrase: amount ? `, for which you demand ${money(amount)}` : '',
    deadline: formatUkDate(deadline.date),
    prevDate: prev ? formatUkDate(prev) : '',
    prevDateSuffix: prev
      ? stage === 3
        ? ` (most recently on ${formatUkDate(prev)})`
        : ` on ${formatUkDate(prev)}`
      : '',
    bailiff: bailiffName ?? '',
    warrantPhrase: warrantBits.length ? ` (${warrantBits.join(', ')})` : '',
    creditGround: groundText(creditGrounds) ?? '',
    ctGround: groundText(COUNCIL_TAX_GROUND) ?? '',
    generalReasons: groundText(GENERAL_GROUND)
      ? ` because ${groundText(GENERAL_GROUND)}`
      : notes
        ? ', for the reasons set out at the end of this letter'
        : '',
    ctReasons: notes ? ', for the reasons set out at the end of this letter' : '',
    vtLatest: formatUkDate(vtLatest),
    ccaDue: ccaDue ? formatUkDate(ccaDue) : '',
    receivedDatePhrase: receivedLetterDate ? ` dated ${formatUkDate(receivedLetterDate)}` : '',
    respondBy: respondBy ? formatUkDate(respondBy) : '',
    refAside: account ? ` (reference ${account})` : '',
    vehicleTaken: vehicle?.seizure ? 'seized and held by you' : 'removed to your custody',
    vehicleTakenVerb: vehicle?.seizure ? 'seized' : 'removed',
    vehicleReasons: groundText(VEHICLE_GROUND)
      ? ` because ${groundText(VEHICLE_GROUND)}`
      : notes
        ? ', for the reasons set out at the end of this letter'
        : '',
    disposalBy: vehicle?.claimBy ? ` by ${formatUkDate(vehicle.claimBy)}` : '',
    penaltyWhat:
      penalty?.notice === 'intent'
        ? 'your proposal to impose a financial penalty under section 249A of the Housing Act 2004'
        : penalty?.notice === 'final'
          ? 'your final notice of a financial penalty under section 249A of the Housing Act 2004'
          : penalty?.notice === 'recovery'
            ? 'your demand for payment of a financial penalty under section 249A of the Housing Act 2004'
            : 'a financial penalty under section 249A of the Housing Act 2004',
    penaltyAmountPhrase: amount
      ? penalty?.notice === 'intent'
        ? `, proposing a penalty of ${money(amount)}`
        : `, for which you demand ${money(amount)}`
      : '',
    penaltyReasons: groundText(HOUSING_PENALTY_GROUND)
      ? ` because ${groundText(HOUSING_PENALTY_GROUND)}`
      : notes
        ? ', for the reasons set out at the end of this letter'
        : '',
  };

  const paragraphs: string[] = [];
  const bases: string[] = [];
  const use = (p: Para) => {
    if (p.when && !p.when.every((c) => conds[c])) return;
    paragraphs.push(fill(p.text, vars));
    bases.push(...(p.bases ?? []));
  };

  if (who.paragraph) paragraphs.push(who.paragraph);
  for (const p of paras) use(p);

  // Audit findings from the letter received.
  if (input.receivedText) {
    for (const f of auditReceivedLetter(input.receivedText, input.debtType, { amount })) {
      paragraphs.push(f.paragraph);
      bases.push(...f.legalBases);
    }
  }

  // The "not an acknowledgement" line closes the legal part of the letter.
  const ackAt = paragraphs.findIndex((p) => p.startsWith('Nothing in this letter is a'));
  if (ackAt >= 0) paragraphs.push(...paragraphs.splice(ackAt, 1));

  // The user's own words.
  const quotedParagraphs: number[] = [];
  if (notes) quotedParagraphs.push(paragraphs.length);
  if (notes)
    paragraphs.push(`In addition, I would like you to know the following: ${notes.replace(/\n+/g, ' ')}`);

  paragraphs.push(
    `Please reply in writing by ${formatUkDate(deadline.date)}. I would prefer all communication about this matter to be in writing, to the postal${input.sender.email ? ' or email' : ''} address above.`,
  );

  const caution = strategyCaution(input.strategy);
  if (caution) userNotes.unshift(caution);

  const references = [
    ...(account ? [{ label: tpl.refLabel, value: account }] : []),
    ...(amount ? [{ label: tpl.amountLabel ?? 'Amount demanded', value: money(amount) }] : []),
    ...(bailiffName
      ? [
          {
            label: group === 'diligence_scotland' ? 'Sheriff officer' : 'Enforcement agent',
            value: bailiffName,
          },
        ]
      : []),
    ...(warrantBits.length ? [{ label: 'Warrant', value: warrantBits.join(', ') }] : []),
    ...who.references,
  ];

  return {
    family: 'debt',
    template,
    stage,
    debtType: input.debtType,
    strategy: input.strategy,
    sender: { ...party(input.sender, 'The sender'), name: who.senderName || 'The sender' },
    ...(who.capacity ? { senderCapacity: who.capacity } : {}),
    recipient: party(input.recipient, 'Sir or Madam'),
    date,
    references,
    subject: cleanSubject(
      fill(
        account ? subjectTpl : subjectTpl.replace(/\s+(account|reference)\s+\{\{refShort\}\}$/i, ''),
        vars,
      ),
    ),
    salutation: 'Dear Sir or Madam,',
    paragraphs,
    legalBases: uniq(bases),
    responseDeadline: deadline.date,
    deadlineRule: deadline.rule,
    deadline: deadlineRule,
    jurisdiction,
    nextStep: fill(nextStep, vars),
    ...(actFirst ? { actFirst: fill(actFirst, vars) } : {}),
    enclosures: uniq([...enclosures, ...(input.receivedText ? ['Copy of your letter'] : [])]),
    signOff: {
      closing: 'Yours faithfully,',
      name: who.senderName || input.sender.name,
      ...(who.capacity ? { capacity: who.capacity } : {}),
    },
    disclaimer: DISCLAIMER,
    purpose,
    ...(takesDispute(tpl) || template.endsWith('/pap-reply') ? { disputes } : {}),
    ...(sendBy ? { sendBy } : {}),
    ...(userNotes.length ? { userNotes } : {}),
    ...(userCopyNotes.length ? { userCopyNotes } : {}),
    ...(quotedParagraphs.length ? { quotedParagraphs } : {}),
  };
}

/** Without a reference, a closing "— account {{refShort}}" has already gone from the template; the rest is tidied. */
function cleanSubject(s: string): string {
  return s
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+—\s*$/, '')
    .trim();
}

function safeIso(d: Date | string | undefined | null): string | undefined {
  if (!d) return undefined;
  try {
    return toIsoDate(d);
  } catch {
    return undefined;
  }
}
function fmtMaybeDate(s: string): string {
  const iso = safeIso(s);
  return iso && /^\d{4}-\d{2}-\d{2}/.test(s) ? formatUkDate(iso) : s;
}
