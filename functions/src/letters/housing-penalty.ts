/**
 * A local housing authority's financial penalty ("civil penalty") under section 249A of the Housing Act 2004, for a
 * relevant housing offence in respect of premises in England: failing to comply with an improvement notice (s.30),
 * HMO or Part 3 (selective) licensing (ss.72, 95), an overcrowding notice (s.139(7)) or the HMO management regulations
 * (s.234). Schedule 13A sets its procedure: a notice of intent, 28 days for written representations, a final notice,
 * an appeal to the First-tier Tribunal (Property Chamber), and recovery of an unpaid penalty on the order of the county
 * court. Read from the letter's own words, whatever debt type was guessed for it (templates/housing-penalty.ts answers
 * it), and which of its notices it is.
 *
 * Not caught: a Penalty Charge Notice (parking, or the smoke and carbon monoxide alarm regulations), an enforcement
 * agent's letter (the bailiff reply answers it, even when the sum enforced is a penalty), the council's own rent or
 * council tax, a financial penalty under another regime (the Renters' Rights Act 2025, the Protection from Eviction
 * Act 1977, the Housing Act 1988, the electrical safety or energy efficiency regulations, the Tenant Fees Act 2019,
 * right to rent) and a Welsh council's letter under Welsh housing law. A letter that names section 249A or Schedule
 * 13A is caught whatever else it mentions (other than an enforcement agent's or a PCN's words); one that only says
 * "civil penalty" needs the Housing Act 2004 or one of its offences, and none of those other regimes.
 */
import { addCalendarDays, formatUkDate } from '@app/shared/legal/index';
import { parseUkDate } from './audit';

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

/** The statutory words: section 249A, Schedule 13A (with the Housing Act 2004, or on their own). */
const STATUTE_RE =
  /\bsection 249a\b|\bs\.? ?249a\b|\bschedule 13a\b|\bsch(?:edule|\.)? ?13a\b.{0,40}\bhousing act 2004\b/;
/** What the council calls it. */
const PENALTY_RE = /\b(?:civil|financial) penalt(?:y|ies)\b|\bcivil penalty notice\b/;
/** The Act, or one of the offences s.249A(2) lists, in the words councils use for them. */
const HOUSING_ACT_RE =
  /\bhousing act 2004\b|\bimprovement notice\b|\bhmo licen[cs]|\blicen[cs]ing of (?:hmos|houses)\b|\bhouses? in multiple occupation\b|\bselective licen[cs]|\badditional licen[cs]|\bovercrowding notice\b|\bmanagement (?:of houses in multiple occupation )?(?:\(england\) )?regulations\b|\bhmo management regulations\b/;

/** An enforcement agent's letter: the bailiff reply answers it. */
const ENFORCEMENT_AGENT_RE =
  /\benforcement agents?\b|\bbailiffs?\b|\btaking control of goods\b|\bnotice of enforcement\b|\bcompliance (?:stage )?fee\b|\b(?:enforcement|sale) stage\b|\btribunals, courts and enforcement act\b/;
/** A Penalty Charge Notice (parking, or the smoke and carbon monoxide alarm regulations). */
const PCN_RE = /\bpenalty charge notice\b|\bpcn\b/;
/** Another financial penalty regime, or a Welsh council's housing law. */
const OTHER_REGIME_RE =
  /\brenters['’] rights act\b|\bprotection from eviction act\b|\bhousing act 1988\b|\belectrical safety standards\b|\bsmoke and carbon monoxide\b|\benergy efficiency\b|\btenant fees act\b|\bright to rent\b|\bimmigration act\b|\bredress scheme\b|\bprivate rented sector database\b|\brent smart wales\b|\bhousing \(wales\) act\b|\brenting homes \(wales\) act\b/;
/** The council's own rent or council tax. */
const OWN_DEBT_RE =
  /\bcouncil tax\b|\brent arrears\b|\barrears of rent\b|\byour rent account\b|\brent account\b/;

/** The received letter is a local housing authority's financial penalty under s.249A of the Housing Act 2004. */
export function isHousingPenalty(receivedText: string | undefined): boolean {
  const t = norm(receivedText ?? '');
  if (!t || ENFORCEMENT_AGENT_RE.test(t) || PCN_RE.test(t)) return false;
  // (Another Act's s.249A is no housing penalty: the letter speaks of housing.)
  if (STATUTE_RE.test(t) && /\bhousing\b/.test(t)) return true;
  return PENALTY_RE.test(t) && HOUSING_ACT_RE.test(t) && !OTHER_REGIME_RE.test(t) && !OWN_DEBT_RE.test(t);
}

/**
 * Which of Schedule 13A's notices the letter is: the notice of intent (a proposed penalty, representations invited),
 * the final notice (the penalty imposed, its appeal), or a letter after the final notice (a reminder, the council's
 * legal department, a demand before recovery through the county court). `unknown` when it says none of these.
 */
export type PenaltyNotice = 'intent' | 'final' | 'recovery' | 'unknown';

/** A letter written after the final notice refers to it in the past, or is a reminder or a lawyer's letter. */
const RECOVERY_RE =
  /\breminder\b|\bgave you a final notice\b|\bimposed on you by (?:the )?final notice\b|\b(?:by|under|your) (?:the )?final notice\b[^.]{0,40}\bdated\b|\bno appeal was (?:made|lodged|brought)\b|\bbalance outstanding\b|\b(?:i|we) have been instructed\b|\bremains unpaid\b|\bparagraph 11 of schedule 13a\b/;
/** A notice of intent proposes; it invites representations. */
const INTENT_RE =
  /\bnotice of intent(?:ion)?\b|\bpropos(?:e|es|ing) to impose\b|\bintends? to impose\b|\bproposed (?:civil |financial )?penalty\b|\bproposing a (?:civil |financial )?penalty\b|\bmay make (?:written )?representations\b/;
/** A final notice imposes, demands payment and gives the appeal. */
const FINAL_RE =
  /\bfinal notice\b|\bdecided to impose\b|\bimposes? a (?:civil |financial )?penalty\b|\bimposing a (?:civil |financial )?penalty\b|\byou must pay the penalty\b/;
/** A final notice's recital of the notice of intent and the representations before it. */
const RECITAL_RE =
  /\bnotice of intent(?:ion)? (?:was|were|had been|has been) (?:given|served|sent|issued)\b|\brepresentations (?:were|was) (?:received|made)\b|\bno representations\b|\bconsidered (?:your|the) representations\b|\bhas considered the representations\b/;

const DATE = String.raw`(\d{1,2}\/\d{1,2}\/\d{4}|\d{1,2}(?:st|nd|rd|th)? [a-z]{3,9}\.? \d{4})`;
/** The letter's own date: "Date: 06/02/2025", "Date of notice: 19/05/2025", "Date 16 July 2025". */
const OWN_DATE_RE = new RegExp(String.raw`\bdate(?: of (?:this |the )?notice)?:? ${DATE}`);
/** The final notice's date, in a letter written after it. */
const FINAL_DATE_RES = [
  new RegExp(String.raw`\bon ${DATE},? the council gave you a final notice\b`),
  new RegExp(String.raw`\bfinal notice\b[^.]{0,40}?\b(?:dated|given on|of) ${DATE}`),
  new RegExp(String.raw`\bgave you a final notice\b[^.]{0,40}?\bon ${DATE}`),
];

export interface PenaltyFacts {
  notice: PenaltyNotice;
  /**
   * The date printed on the notice whose 28 days matter (ISO): the notice of intent's or the final notice's own
   * date, or, in a letter after the final notice, the final notice's date. Undefined when the text gives none.
   */
  noticeDate?: string;
}

export function penaltyFacts(receivedText: string | undefined, receivedLetterDate?: string): PenaltyFacts {
  const t = norm(receivedText ?? '');
  // A reminder recites the final notice, and a final notice the notice of intent and the representations before it
  // ("A notice of intent was given to you on …"); a notice of intent speaks of the final notice to come. So: a letter
  // after the final notice first; then, those recitals set aside, a proposal is a notice of intent; then a final one.
  const own = t
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !RECITAL_RE.test(sentence))
    .join(' ');
  const notice: PenaltyNotice = RECOVERY_RE.test(t)
    ? 'recovery'
    : INTENT_RE.test(own)
      ? 'intent'
      : FINAL_RE.test(t)
        ? 'final'
        : 'unknown';
  let noticeDate: string | undefined;
  if (notice === 'recovery') {
    for (const re of FINAL_DATE_RES) {
      const m = t.match(re);
      if (m && (noticeDate = parseUkDate(m[1]))) break;
    }
  } else if (notice !== 'unknown') {
    const m = t.match(OWN_DATE_RE);
    noticeDate = receivedLetterDate ?? (m ? parseUkDate(m[1]) : undefined);
  }
  return { notice, ...(noticeDate ? { noticeDate } : {}) };
}

/**
 * Shown above the letter: the 28 days that matter, counted from the date printed on the notice. Schedule 13A
 * para 4 allows written representations "within the period of 28 days beginning with the day after that on which
 * the notice was given"; an appeal to the First-tier Tribunal is made within 28 days of the final notice. Both end
 * on the 28th day after the notice's date; a notice given later than its printed date gives longer, which the note
 * does not rely on.
 */
export function penaltyDeadlineNote(facts: PenaltyFacts, letterDate: string): string | undefined {
  const d = facts.noticeDate;
  if (!d || facts.notice === 'unknown') return undefined;
  const last = addCalendarDays(d, 28);
  const passed = last < letterDate;
  if (facts.notice === 'intent')
    return passed
      ? `Your notice of intent is dated ${formatUkDate(d)}: counted from that date, the 28 days for written representations ended on ${formatUkDate(last)}. Send any representations to the council at once and ask it to consider them; if it gives you a final notice, you can appeal against it to the First-tier Tribunal (Property Chamber) within 28 days of that notice.`
      : `Your notice of intent is dated ${formatUkDate(d)}. You can make written representations to the council within 28 days beginning with the day after the notice was given: counted from the date printed on it, the last day is ${formatUkDate(last)}. Send them by then, whether or not this letter has been answered; the council decides whether to impose the penalty, and how much, only after that period.`;
  const which = facts.notice === 'final' ? 'Your final notice' : 'The final notice';
  return passed
    ? `${which} is dated ${formatUkDate(d)}: counted from that date, the 28 days for an appeal to the First-tier Tribunal (Property Chamber) ended on ${formatUkDate(last)}. A late appeal is heard only if the tribunal gives permission: if you want to appeal, apply at once, saying why the appeal is late.`
    : `${which} is dated ${formatUkDate(d)}. An appeal to the First-tier Tribunal (Property Chamber) against the penalty or its amount must be made within 28 days of the date the final notice was given: counted from the date printed on it, the last day is ${formatUkDate(last)}. This letter is not an appeal and does not extend that time.`;
}
