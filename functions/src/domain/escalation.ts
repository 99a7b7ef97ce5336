/**
 * Chained escalation (issue 14, PRODUCT.md "Beyond the specification"): for a case, the legal steps in the order
 * they are taken — subject access request, credit agreement request (CCA s.77/78; a hire agreement s.79), dispute (CONC 7.14),
 * credit-file correction (CCA s.159), then the ombudsman that fits the debt (FOS after eight weeks or a final
 * response; Energy Ombudsman; POPLA/IAS; the Valuation Tribunal…) or the ICO after the complaint to the
 * organisation (DPA 2018 s.164A) — with what is done already and the one the product proposes now.
 *
 * What counts as done comes from the case only: letters the product wrote and the user recorded as sent (their
 * template says what they were) and letters the user tells us they sent themselves (their `purpose`).
 */
import type { Case, EscalationResponse, EscalationStep, LetterBase } from '@app/shared';
import {
  addCalendarDays,
  deemedServiceByPost,
  monthsDeadline,
  deadlineFromSend,
  type DeadlineRule,
  type DeliveryMethod,
  type SendDeadline,
} from '@app/shared/legal/deadlines';
import { SUBJECT_ACCESS_MONTH } from '../letters/templates/periods';
import { latestSend } from './tracker';

export type StepId = 'sar' | 's77-78' | 'dispute' | 's159' | 'ombudsman' | 'ico';

/** The purposes a user can give a letter they sent themselves (POST /api/cases/{id}/events `purpose`). */
export const STEP_PURPOSES: Record<StepId, string> = {
  sar: 'Subject access request',
  's77-78': 'Credit agreement request (s.77/78)',
  dispute: 'Dispute or complaint',
  s159: 'Credit file correction (s.159)',
  ombudsman: 'Ombudsman or tribunal',
  ico: 'ICO complaint',
};

/**
 * The period each step gives the recipient, for a letter the user sent themselves (the product's own letters carry
 * their rule in their LetterDoc). The ombudsman and the ICO set their own timetables, so none is counted for them.
 */
export const STEP_RULES: Partial<Record<StepId, DeadlineRule>> = {
  sar: SUBJECT_ACCESS_MONTH,
  's77-78': {
    amount: 12,
    unit: 'working-days',
    from: 'deemed-service',
    reason:
      'the prescribed period for a request under section 77 or 78 of the Consumer Credit Act 1974 (Consumer Credit (Prescribed Periods for Giving Information) Regulations 1983)',
  },
  dispute: {
    amount: 14,
    unit: 'calendar-days',
    from: 'deemed-service',
    reason:
      'a reasonable time to answer a dispute (the Pre-Action Protocol for Debt Claims allows 14 days for a reply)',
  },
  s159: {
    amount: 28,
    unit: 'calendar-days',
    from: 'deemed-service',
    reason:
      'the 28 days section 159 of the Consumer Credit Act 1974 allows the agency to answer a notice of correction',
  },
};

/**
 * What the engine records as a letter's purpose when it is sent (LetterDoc.purpose, SentPurpose in letters/types.ts)
 * as a step of the ladder: a Pre-Action Protocol reply and a complaint dispute the debt.
 */
const ENGINE_PURPOSES: Record<string, StepId> = {
  cca_request: 's77-78',
  dispute: 'dispute',
  pap_reply: 'dispute',
  complaint: 'dispute',
  sar: 'sar',
};

/** The step a purpose names: a step id, its label (as the case view sends it) or the engine's purpose. */
export function stepOfPurpose(purpose: string | undefined): StepId | undefined {
  if (!purpose) return undefined;
  return (
    (Object.keys(STEP_PURPOSES) as StepId[]).find((id) => purpose === id || purpose === STEP_PURPOSES[id]) ??
    ENGINE_PURPOSES[purpose]
  );
}

/** The reply date of a letter the user sent themselves, from its purpose's rule (undefined when none applies). */
export function deadlineForPurpose(
  purpose: string | undefined,
  sentAt: string,
  method: DeliveryMethod,
): SendDeadline | undefined {
  const step = stepOfPurpose(purpose);
  const rule = step && STEP_RULES[step];
  return rule ? deadlineFromSend(rule, sentAt, method) : undefined;
}

/**
 * The ombudsman, tribunal or appeal body for a debt group (the LetterDoc template's middle part). `title` and `why`
 * replace the ladder's "Complain to the …" wording for an appeal, and `appeal` marks a route that waits for no
 * complaint: its own time limit runs from the notice, so the ladder offers it at once.
 */
const OMBUDSMAN: Record<
  string,
  {
    name: string;
    law: string;
    url: string;
    weeks: number | null;
    title?: string;
    why?: string;
    appeal?: true;
  }
> = {
  consumer_credit: {
    name: 'Financial Ombudsman Service',
    law: 'FCA DISP 1.6 and 2.8: after a final response, or eight weeks after the complaint',
    url: 'https://www.financial-ombudsman.org.uk/contact-us/complain-online',
    weeks: 8,
  },
  mortgage: {
    name: 'Financial Ombudsman Service',
    law: 'FCA DISP 1.6 and 2.8: after a final response, or eight weeks after the complaint',
    url: 'https://www.financial-ombudsman.org.uk/contact-us/complain-online',
    weeks: 8,
  },
  general: {
    name: 'Financial Ombudsman Service (if the firm is FCA-regulated)',
    law: 'FCA DISP 1.6 and 2.8: after a final response, or eight weeks after the complaint',
    url: 'https://www.financial-ombudsman.org.uk/contact-us/complain-online',
    weeks: 8,
  },
  energy: {
    name: 'Energy Ombudsman',
    law: 'Gas and Electricity (Consumer Complaints Handling Standards) Regulations 2008: after a deadlock letter, or eight weeks after the complaint',
    url: 'https://www.energyombudsman.org/',
    weeks: 8,
  },
  telecoms: {
    name: 'Communications Ombudsman or CISAS',
    law: 'Ofcom General Conditions C4: after a deadlock letter, or eight weeks after the complaint',
    url: 'https://www.ofcom.org.uk/phones-and-broadband/complaints',
    weeks: 8,
  },
  parking_private: {
    name: 'POPLA (BPA members) or the IAS (IPC members)',
    law: "the operator's trade-association code: an appeal within 28 days of the operator rejecting yours",
    url: 'https://www.popla.co.uk/',
    weeks: null,
  },
  parking_council: {
    name: 'London Tribunals or the Traffic Penalty Tribunal',
    law: 'Traffic Management Act 2004 and the Civil Enforcement of Road Traffic Contraventions Regulations 2022: after the council rejects the representations',
    url: 'https://www.trafficpenaltytribunal.gov.uk/',
    weeks: null,
  },
  council_tax: {
    name: 'Valuation Tribunal for England',
    law: 'Local Government Finance Act 1992 s.16: two months after an appeal to the council went unanswered, or after its decision',
    url: 'https://www.valuationtribunal.gov.uk/',
    weeks: 9, // two months, as weeks are what the ladder counts in; the exact date is counted below
  },
  business_rates: {
    name: 'Valuation Tribunal for England',
    law: 'the Non-Domestic Rating (Alteration of Lists and Appeals) Regulations: after the check and challenge',
    url: 'https://www.valuationtribunal.gov.uk/',
    weeks: null,
  },
  // A pound's charges have no ombudsman. A council's parking removal in England goes to the adjudicator once the
  // council rejects representations; a police removal or seizure, through the police complaints system (a complaint
  // to the force, reviewed by the IOPC or the local policing body). Both sourced in docs/legal-mapping.md.
  vehicle_removal: {
    name: 'adjudicator (a council parking removal) or the police complaints system (a police removal or seizure)',
    law: "a council's parking removal in England: representations within 28 days of being told of the right, then an appeal to London Tribunals or the Traffic Penalty Tribunal (Civil Enforcement of Road Traffic Contraventions (Representations and Appeals) (England) Regulations 2022 reg 11); a police removal or seizure: a complaint to the force, whose outcome the IOPC or the local policing body can review",
    url: 'https://www.trafficpenaltytribunal.gov.uk/',
    weeks: null,
  },
  // A council's financial penalty under s.249A of the Housing Act 2004: no ombudsman, but an appeal against the final
  // notice to the First-tier Tribunal (Property Chamber) under Schedule 13A, within 28 days of the final notice
  // (sourced in docs/legal-mapping.md). It waits for no letter: the 28 days run from the notice.
  housing_penalty: {
    name: 'First-tier Tribunal (Property Chamber)',
    law: 'Housing Act 2004 s.249A and Schedule 13A: an appeal against the decision to impose the penalty or its amount, within 28 days of the date the final notice was given (later only with the tribunal’s permission); the final notice is suspended until the appeal is decided or withdrawn',
    url: 'https://www.gov.uk/courts-tribunals/first-tier-tribunal-property-chamber',
    weeks: null,
    title: 'Appeal the final notice to the First-tier Tribunal (Property Chamber)',
    why: 'The appeal, not a letter, challenges the penalty: it must be made within 28 days of the final notice, whether or not the council has answered.',
    appeal: true,
  },
};

const CREDIT_GROUPS = new Set(['consumer_credit']);
const FCA_GROUPS = new Set(['consumer_credit', 'mortgage', 'general']);
/**
 * Debts a lender or supplier reports to the credit reference agencies, where a s.159 correction can help. Council
 * tax, penalty charges, fines and business rates are not on a credit file (only a later county court judgment is),
 * so the ladder does not offer the step for them.
 */
const CREDIT_FILE_GROUPS = new Set(['consumer_credit', 'mortgage', 'general', 'energy', 'water', 'telecoms']);

/** How a debt that is not regulated credit is disputed in writing, by the law of its kind. */
const DISPUTE_LAW: Record<string, { title: string; law: string }> = {
  council_tax: {
    title: 'Dispute the council tax in writing (s.16 notice)',
    law: 'Local Government Finance Act 1992 s.16: a written notice that you are aggrieved; the council has two months to answer',
  },
  business_rates: {
    title: 'Dispute the business rates in writing',
    law: 'the Non-Domestic Rating (Collection and Enforcement) (Local Lists) Regulations 1989: the demand notices and the basis of liability',
  },
  parking_council: {
    title: 'Challenge the penalty charge in writing',
    law: 'Traffic Management Act 2004: representations to the council, which must consider them before a Charge Certificate',
  },
  parking_private: {
    title: 'Appeal the parking charge to the operator',
    law: "the operator's appeals procedure under its trade-association code; keeper liability only under the Protection of Freedoms Act 2012 Schedule 4",
  },
  housing_penalty: {
    title: 'Ask the council for the notices and its reasons, or make written representations',
    law: 'Housing Act 2004 s.249A and Schedule 13A: a notice of intent and 28 days for written representations before any final notice; each notice gives its reasons; an unpaid penalty is recoverable only on a county court order',
  },
  vehicle_removal: {
    title: 'Challenge the removal and storage charges in writing',
    law: "the Road Traffic Regulation Act 1984 s.102: only the prescribed charges (the 2008 Prescribed Sums and Charges Regulations; for a police seizure, those under the Road Traffic Act 1988 s.165B), or a council's charges set under the Traffic Management Act 2004 Sch.9 for a parking removal; the power used, the notices given and an itemised account",
  },
  bailiff: {
    title: 'Complain to the enforcement company in writing',
    law: 'the Taking Control of Goods Regulations 2013 and the Taking Control of Goods (Fees) Regulations 2014: the notice, the warrant and the fees',
  },
};

interface Sent {
  at: string;
  steps: StepId[];
  respondBy?: string;
  /** A complaint to the organisation about its handling of data (s.164A): the ICO's precondition. */
  dataComplaint?: boolean;
}

/**
 * What one sent letter of the product was, from its template ('debt/consumer_credit/1', 'gdpr/…', 'ico/…') and the
 * purpose the engine gave it: a debt letter that only asked how a sum is made up (purpose 'other') disputed nothing,
 * and one that asked for the user's data (a council tax account's 'sar') was a subject access request. A credit
 * agreement request (a 1st letter, or a Protocol reply that made it) disputed the debt only when the letter said so (`disputes`; letters written before the engine
 * recorded it always did).
 */
export function stepsOfTemplate(
  template: string | undefined,
  purpose?: string,
  disputes?: boolean,
): StepId[] {
  if (!template) return [];
  const [family, group, stage] = template.split('/');
  if (family === 'gdpr') return ['sar'];
  if (family === 'ico') return ['ico'];
  if (family === 'credit-cleanse') return ['s159'];
  if (family !== 'debt') return [];
  if (purpose === 'other') return [];
  if (purpose === 'sar') return ['sar'];
  // A Protocol reply that made the agreement request without disputing (stage 'pap-reply').
  if (purpose === 'cca_request' && disputes === false) return ['s77-78'];
  if (CREDIT_GROUPS.has(group) && stage === '1')
    return disputes === false ? ['s77-78'] : ['s77-78', 'dispute'];
  return ['dispute'];
}

function groupOf(letters: LetterBase[]): string {
  for (const l of letters) {
    const t = docOf(l)?.template;
    if (t?.startsWith('debt/')) return t.split('/')[1];
  }
  return 'general';
}

/**
 * A regulated consumer hire agreement (a rented stairlift or scooter): the engine's letters cite s.79, the hirer's
 * request, where a credit agreement's cite ss.77–78. The step is the same one of the ladder, under the hirer's law.
 */
function hireOf(letters: LetterBase[]): boolean {
  return letters.some((l) =>
    ((l.letter as { legalBases?: string[] } | undefined)?.legalBases ?? []).includes('cca-1974-s79'),
  );
}

/** What the engine recorded of a product letter: its template, its purpose and whether it disputed the sum. */
function docOf(
  l: LetterBase | undefined,
): { template?: string; purpose?: string; disputes?: boolean } | undefined {
  return l?.letter as { template?: string; purpose?: string; disputes?: boolean } | undefined;
}

/** Every send in the case, by the product's letters or the user's own, as the steps they took. */
function sends(c: Case, letters: LetterBase[]): Sent[] {
  const out: Sent[] = [];
  const byId = new Map(letters.map((l) => [l.id, l]));
  for (const e of c.events) {
    if (e.type !== 'sent') continue;
    const l = e.letterId ? byId.get(e.letterId) : undefined;
    const doc = docOf(l);
    const fromTemplate = stepsOfTemplate(doc?.template, doc?.purpose, doc?.disputes);
    const fromPurpose = stepOfPurpose(e.purpose);
    const template = doc?.template;
    out.push({
      at: e.at,
      steps: [...fromTemplate, ...(fromPurpose ? [fromPurpose] : [])],
      respondBy: e.respondBy,
      dataComplaint: e.purpose === 'complaint' && Boolean(template?.startsWith('gdpr/')),
    });
  }
  // A letter recorded as sent whose case event is missing (filed before its case existed) still counts.
  for (const l of letters) {
    const s = latestSend(l);
    if (s && !c.events.some((e) => e.type === 'sent' && e.letterId === l.id))
      out.push({
        at: s.sentAt,
        steps: stepsOfTemplate(docOf(l)?.template, docOf(l)?.purpose, docOf(l)?.disputes),
        respondBy: l.respondBy,
      });
  }
  return out.sort((a, b) => a.at.localeCompare(b.at));
}

/** The ladder for this case and the step proposed now. */
export function escalation(c: Case, letters: LetterBase[], today: string): EscalationResponse {
  const group = groupOf(letters);
  const sent = sends(c, letters);
  const first = (id: StepId) => sent.find((s) => s.steps.includes(id));
  const finalResponse = c.events.some(
    (e) => e.type === 'reply' && /final response|deadlock/i.test(e.note ?? ''),
  );
  const repliedAfter = (at: string) => c.events.some((e) => e.type === 'reply' && e.at >= at);

  const steps: EscalationStep[] = [];
  const add = (s: Omit<EscalationStep, 'done' | 'availableFrom'> & { availableFrom?: string | null }) =>
    steps.push({
      ...s,
      done: Boolean(first(s.id as StepId)),
      availableFrom: s.availableFrom ?? null,
    });

  add({
    id: 'sar',
    title: 'Ask for your data (subject access request)',
    law: 'UK GDPR Article 15; an answer within one month of receipt (Article 12(3))',
    why: 'It shows what they hold about you and the account, for every later step.',
    enclosures: ['Copy of proof of identity'],
    url: null,
  });
  if (CREDIT_GROUPS.has(group))
    add(
      hireOf(letters)
        ? {
            id: 's77-78',
            title: 'Ask for the hire agreement (s.79 request)',
            law: 'Consumer Credit Act 1974 s.79; 12 working days (Consumer Credit (Prescribed Periods for Giving Information) Regulations 1983)',
            why: 'While they do not supply it the owner cannot enforce the hire agreement (s.79(3)).',
            enclosures: ['£1 postal order (s.79 fee)'],
            url: null,
          }
        : {
            id: 's77-78',
            title: 'Ask for the credit agreement (s.77/78 request)',
            law: 'Consumer Credit Act 1974 s.77/78; 12 working days (Consumer Credit (Prescribed Periods for Giving Information) Regulations 1983)',
            why: 'While they do not supply it the creditor cannot enforce the agreement (s.78(6)).',
            enclosures: ['£1 postal order (s.77/78 fee)'],
            url: null,
          },
    );
  const byLaw = DISPUTE_LAW[group];
  add({
    id: 'dispute',
    title: FCA_GROUPS.has(group)
      ? 'Dispute the debt (CONC 7.14)'
      : (byLaw?.title ?? 'Dispute the debt in writing'),
    law: FCA_GROUPS.has(group)
      ? 'FCA CONC 7.14: recovery is suspended while a debt is disputed on valid grounds; the dispute is also a complaint (DISP 1.6)'
      : (byLaw?.law ??
        'the Pre-Action Protocol for Debt Claims (a business claiming a debt) and the rules for this kind of debt'),
    why: 'It puts the dispute on record and starts the complaint the ombudsman needs.',
    enclosures: ['Copy of their letter'],
    url: null,
  });
  if (CREDIT_FILE_GROUPS.has(group))
    add({
      id: 's159',
      title: 'Correct your credit file (s.159 notice of correction)',
      law: 'Consumer Credit Act 1974 s.159: the agency answers within 28 days; UK GDPR Article 16',
      why: 'A disputed account should be marked as disputed, not reported as a default.',
      enclosures: ['Copy of proof of identity', 'Copy of proof of address'],
      url: null,
    });

  const ombudsman = OMBUDSMAN[group];
  const complaint = first('dispute');
  if (ombudsman) {
    let from: string | null = null;
    if (complaint && !finalResponse && ombudsman.weeks)
      from =
        group === 'council_tax'
          ? // s.16(7): two months from the council's receipt of the notice, as the 2nd letter counts them.
            monthsDeadline(deemedServiceByPost(complaint.at), 2)
          : addCalendarDays(complaint.at, ombudsman.weeks * 7);
    add({
      id: 'ombudsman',
      title: ombudsman.title ?? `Complain to the ${ombudsman.name}`,
      law: ombudsman.law,
      why: ombudsman.why
        ? ombudsman.why
        : complaint
          ? finalResponse
            ? 'They sent a final response: you can go to the ombudsman now.'
            : `Your complaint was made on ${complaint.at}.`
          : 'First dispute the debt with them: the ombudsman only looks at complaints the firm has had the chance to answer.',
      enclosures: ['The evidence bundle of this case (all letters in date order)'],
      url: ombudsman.url,
      availableFrom: from,
    });
  }
  const dpComplaint = first('sar') ?? first('s159') ?? sent.find((s) => s.dataComplaint);
  add({
    id: 'ico',
    title: 'Complain to the Information Commissioner (ICO)',
    law: 'UK GDPR Article 77, after complaining to the organisation (Data Protection Act 2018 s.164A); the ICO expects a month for its answer',
    why: dpComplaint
      ? 'If the data request went unanswered or was refused, the ICO can act.'
      : 'First raise it with the organisation: a subject access request or a data complaint.',
    enclosures: ['Your letter to them and any reply'],
    url: 'https://ico.org.uk/make-a-complaint/',
    availableFrom: dpComplaint
      ? repliedAfter(dpComplaint.at)
        ? dpComplaint.at
        : (dpComplaint.respondBy ?? monthsDeadline(dpComplaint.at, 1))
      : null,
  });

  // The first step not yet taken whose preconditions are met; the ombudsman and the ICO wait for theirs.
  const ready = (s: EscalationStep) => {
    if (s.done) return false;
    // An appeal (a housing penalty's tribunal) waits for no complaint: its time runs from the notice.
    if (s.id === 'ombudsman')
      return (
        (Boolean(ombudsman?.appeal) || Boolean(complaint)) && (!s.availableFrom || s.availableFrom <= today)
      );
    if (s.id === 'ico') return Boolean(dpComplaint) && (!s.availableFrom || s.availableFrom <= today);
    return true;
  };
  const waitingFirst = steps.find((s) => !s.done && s.id !== 'ombudsman' && s.id !== 'ico');
  const next = steps.find(ready) ?? waitingFirst ?? steps.find((s) => !s.done) ?? null;
  return { steps, next: next?.id ?? null };
}
