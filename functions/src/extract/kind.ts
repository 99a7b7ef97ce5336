/**
 * What a received letter *is*: its kind (shared ReceivedKind) and, from that, its stage in the sender's sequence.
 *
 * The kind comes from the letter's title — the short heading line that names the document ("NOTICE TO OWNER",
 * "Charge Certificate", "Default Notice served under section 87(1)…") — never from words the body merely mentions:
 * a penalty charge notice whose small print says "a Charge Certificate may be served" is still a penalty charge
 * notice, and a Notice to Owner that warns of a charge certificate is not final. When no title names the document,
 * the stage comes from what the letter does (classifyStage) and the kind from stage and sender.
 */
import type { ReceivedKind } from '@app/shared/received';
import { isDepartment } from './creditor-rules';
import { findDateHits } from './dates';
import { classifyStage, refersToEarlier } from './stage';

export interface KindReading {
  kind: ReceivedKind;
  stage: 1 | 2 | 3;
  /** The title line the kind was read from, if any. */
  title: string | null;
  /** 0..1: high when a title names the document, lower when the kind is inferred. */
  confidence: number;
}

/**
 * Title vocabulary, most specific first. `stage` fixes the stage of documents that have one by law or practice;
 * `cap` bounds it for documents that can never be final (a first notice whose stage may be 2 when it answers a
 * dispute, but never 3); otherwise the letter's own wording decides.
 */
const TITLES: { re: RegExp; kind: ReceivedKind; stage?: 1 | 2 | 3; cap?: 1 | 2 }[] = [
  { re: /\bcharge certificate\b/, kind: 'charge_certificate', stage: 3 },
  { re: /\bnotice to owner\b/, kind: 'notice_to_owner', stage: 2 },
  // The council's answer to representations against a penalty charge (TMA 2004): still the PCN's process, the
  // adjudicator next; a follow-up, never final.
  { re: /\bnotice of rejection of representations\b/, kind: 'penalty_charge_notice', stage: 2 },
  { re: /\bfurther steps notice\b/, kind: 'fine_notice', stage: 3 },
  // A fines office's summons to a means inquiry for an unpaid fine ("Notice of fine default hearing"): past the
  // further steps notice, a court hearing.
  { re: /\b(fine default hearing|means (inquiry|enquiry)|summoned to appear)\b/, kind: 'summons', stage: 3 },
  // Enforcement of a civil judgment by a court office (Northern Ireland's Enforcement of Judgments Office): its notice
  // that it will enforce, and the officer's appointment to examine the debtor's means at home.
  { re: /\bnotice of (intent|intention) to enforce\b/, kind: 'notice_of_enforcement', stage: 3 },
  {
    re: /\bexamination of (the )?(judge?ment )?debtor\b|\bappointment (for|of) (an )?examination\b/,
    kind: 'enforcement_visit',
    stage: 3,
  },
  {
    re: /\b(enforcement visit|visit notice|notice of (enforcement )?visit)\b/,
    kind: 'enforcement_visit',
    stage: 3,
  },
  {
    // After a visit: the notice left when goods were taken into control, or of their removal or sale.
    re: /\bnotice after entry\b|\bnotice (of|after) taking control of goods\b|\bnotice of (removal|sale)\b|\bgoods (have been|were) removed\b/,
    kind: 'enforcement_visit',
    stage: 3,
  },
  { re: /\b(notice of enforcement|enforcement notice)\b/, kind: 'notice_of_enforcement', stage: 3 },
  // Scotland: a sheriff officer's charge for payment after a decree (Debtors (Scotland) Act 1987), the last
  // warning before diligence (arrestment, attachment).
  { re: /\bcharge for payment\b/, kind: 'notice_of_enforcement', stage: 3 },
  // The court's notice that its warrant (or the High Court's writ) to take control of goods has been issued: the
  // bailiff's step, past any demand.
  { re: /\b(warrant|writ) of (control|execution)\b/, kind: 'notice_of_enforcement', stage: 3 },
  // The county court's order registering an unpaid charge certificate (Traffic Enforcement Centre): past the
  // certificate, the last step before enforcement agents.
  { re: /\border for recovery\b/, kind: 'final_demand', stage: 3 },
  // Judgment already entered: past the claim (answering it as a claim would give the wrong steps and deadlines).
  {
    re: /\bjudge?ment (entered|in default|has been entered|obtained|against you)\b|\bcounty court judge?ment\b|\bnotice of judge?ment\b/,
    kind: 'judgment',
    stage: 3,
  },
  // A fines office's clamping order (a vehicle clamped, or to be, for an unpaid fine) and HMRC's direct recovery of
  // debts (a hold on the debtor's accounts): enforcement already under way.
  { re: /\bclamping order\b|\bvehicle (has been )?clamped\b/, kind: 'fine_notice', stage: 3 },
  { re: /\bdirect recovery of debts?\b/, kind: 'notice_of_enforcement', stage: 3 },
  // A court's order securing a judgment debt on the debtor's home (interim or final): past the judgment.
  { re: /\bcharging order\b/, kind: 'judgment', stage: 3 },
  // An order to take the debt from the debtor's pay, made after a liability order (council tax) or a court fine.
  {
    re: /\battachment of earnings\b|\b(taken|deducted) from your (pay|wages|earnings)\b/,
    kind: 'liability_order',
    stage: 3,
  },
  // A supplier's notice that it will ask the magistrates for a warrant to enter and fit a prepayment meter: the
  // last step before court.
  {
    re: /\b(intend|intention) to apply (to [\w' ]+ )?for a warrant\b|\bwarrant of entry\b/,
    kind: 'final_demand',
    stage: 3,
  },
  // A landlord's statutory notice before a possession claim (Housing Act 1988 s.8, s.21; "notice of seeking
  // possession" for secure tenancies), and a lender's notice that it will take the goods a loan is secured on: the
  // last step before the court or the taking.
  {
    re: /\bnotices? (of seeking|seeking|requiring) possession\b|\bsection (8|21) notice\b|\bnotice of intention to (take possession|repossess|recover (the|your) (vehicle|goods)|sell|dispose|remove)\b/,
    kind: 'final_demand',
    stage: 3,
  },
  // The statutory notice of default sums (CCA s.130A): fees charged, not a default notice.
  { re: /\b(notice of default sums|default sums notice)\b/, kind: 'reminder', cap: 2 },
  { re: /\bsummons\b/, kind: 'summons', stage: 3 },
  // A Single Justice Procedure Notice with its written charge starts a prosecution in place of a summons
  // (Criminal Justice Act 2003 s.29): past any demand. ("Notice of prosecution", not a speeding "notice of intended
  // prosecution", which comes first.)
  {
    re: /\bsingle justice procedure\b|\bnotice of prosecution\b|\bwritten charge\b/,
    kind: 'summons',
    stage: 3,
  },
  // Scotland: the court's enforcement order on an unpaid fine hands it to a fines enforcement officer (Criminal
  // Procedure (Scotland) Act 1995 s.226B): enforcement, past any reminder.
  { re: /\benforcement order\b/, kind: 'fine_notice', stage: 3 },
  { re: /\b(default notice|notice of default)\b/, kind: 'default_notice', stage: 3 },
  {
    // (A licence or tenancy ended for arrears too: "Termination of your garage licence", "Notice to quit". Not an
    // invoice for the charges when an agreement ended early under its own terms: "Invoice - early termination of
    // your car agreement".)
    re: /\b(notice of termination|termination (notice|demand))\b|\b(agreement|account) (has been )?(terminated|ended)\b|\b(?<!early )termination of (your|the) ([a-z]+ ){0,2}(licence|tenancy|agreement)\b|\bnotice to quit\b/,
    kind: 'termination_notice',
    stage: 3,
  },
  {
    re: /\bletter (of|before) (county court |court |legal |possession )?(claim|action|proceedings)\b|\bpre-action (letter|notice|protocol letter|protocol for possession)\b/,
    kind: 'letter_of_claim',
    stage: 3,
  },
  { re: /\bclaim form\b/, kind: 'court_claim', stage: 3 },
  { re: /\bcouncil tax\b.*\bfinal\b|\bfinal\b.*\bcouncil tax\b/, kind: 'council_tax_final_notice', stage: 3 },
  // The council's letter once the court has made a liability order: past the final notice, before enforcement (its
  // own kind: the reply must not speak of an order still to be sought).
  { re: /\bliability order (granted|made|obtained)\b/, kind: 'liability_order', stage: 3 },
  {
    re: /\b(final (notice|demand|reminder|warning|request)|last chance|pre-legal (notice|letter))\b/,
    kind: 'final_demand',
    stage: 3,
  },
  // A reminder of a notice already given in person or by post ("Fixed Penalty Notice - reminder"): a follow-up.
  {
    re: /\b(fixed penalty|penalty charge|parking charge|penalty) notice\W+reminder\b|\breminder\W+(of |about )?(your |the )?(unpaid )?(fixed penalty|penalty charge|parking charge) notice\b/,
    kind: 'reminder',
    stage: 2,
  },
  { re: /\bnotice of assignment\b/, kind: 'notice_of_assignment', cap: 2 },
  { re: /\bpenalty charge notice\b/, kind: 'penalty_charge_notice', cap: 2 },
  // A free-flow crossing's notice of a toll not paid (camera, keeper): a penalty charge in all but name; its increased
  // charge notice follows it up.
  {
    re: /\bunpaid ([a-z]+ )?toll( charge)? notice\b|\bnotice of (an? )?unpaid ([a-z]+ )?toll\b|\btoll charge notice\b/,
    kind: 'penalty_charge_notice',
    cap: 2,
  },
  { re: /\bnotice of increased (toll )?charge\b/, kind: 'reminder', cap: 2 },
  // A closing account's last bill ("Final bill - account closed") is the first demand for its sum, not a final demand.
  { re: /\b(final|closing) (bill|account|statement)\b/, kind: 'first_demand', cap: 2 },
  { re: /\b(notice to keeper|parking charge notice)\b/, kind: 'notice_to_keeper', cap: 2 },
  { re: /\bcouncil tax\b.*\breminder\b/, kind: 'council_tax_reminder', cap: 2 },
  {
    re: /\b(conditional offer|fixed penalty|collection order|notice of fine|(offer to )?settle (this matter )?out of court|out[- ]of[- ]court (settlement|offer))\b/,
    kind: 'fine_notice',
  },
  // A penalty offered instead of prosecution (a school attendance or a disorder penalty notice): a fine's notice.
  { re: /^(?!.*\bcharge\b).*\bpenalty notice\b/, kind: 'fine_notice', cap: 2 },
  {
    re: /\b(account update|update on your account|account statement)\b/,
    kind: 'enforcement_update',
    stage: 2,
  },
  { re: /\bnotice of sums in arrears\b/, kind: 'reminder', cap: 2 },
  // A plain "Arrears notice" is the first demand for the arrears, or a reminder once it refers to an earlier one.
  { re: /\barrears notice\b/, kind: 'first_demand', cap: 2 },
  { re: /\bdebt recovery\b/, kind: 'debt_recovery' },
  { re: /\breminder\b/, kind: 'reminder' },
];

/**
 * The document's title: the first short heading line (not a sentence, not a "label: value" line, no money) that
 * names a kind of document, outside the sender's own name. Returns the line and the matching entry.
 */
export function findTitle(
  lines: string[],
  creditor: string | null,
): { line: string; entry: (typeof TITLES)[number] } | null {
  const own = (creditor ?? '').toLowerCase();
  const limit = Math.max(12, Math.ceil(lines.length * 0.6));
  for (let i = 0; i < Math.min(limit, lines.length); i++) {
    const raw = lines[i];
    const line = raw.trim();
    const l = line.toLowerCase();
    if (line.length < 6 || line.length > 100) continue;
    if (/£|\b(e|f)\d/.test(line) || /:\s*\S*\d/.test(line)) continue; // money, or "label: value"
    // A table row: its label and its figure ("Repayments taken from your pay 7"), among rows of figures ("Monthly
    // repayment £20.10"); not a heading a scan left a stray digit after.
    if (
      /\s\d{1,3}$/.test(line) &&
      [lines[i - 1], lines[i + 1]].some((n) => /(£[\d,.]+|\s\d{1,3})\s*$/.test(n ?? ''))
    )
      continue;
    if (own && (l.includes(own) || own.includes(l))) continue; // the letterhead ("… Debt Recovery Ltd")
    if (/\b(ltd|limited|plc|llp)\b/i.test(line)) continue;
    // The sender's department under its name ("Debt Recovery Department") names no document.
    // (A logo's stray letter may stand before it: "I Parking and Traffic Debt Recovery".)
    // (And the debt it recovers may follow in brackets: "Corporate Debt Recovery (Housing Benefit)".)
    const bare = line.replace(/^[^A-Za-z\s]*[A-Z][^A-Za-z\s]*\s+(?=[A-Z])/, '').replace(/\s*\([^)]*\)$/, '');
    if (
      isDepartment(bare) &&
      /\b(department|dept|team|unit|section|services?|office|centre|recover(y|ies)|collections?)$/i.test(bare)
    )
      continue;
    const words = line.split(/\s+/).length;
    const entry = TITLES.find((t) => t.re.test(l));
    if (!entry) continue;
    // A panel's label over its value ("Default notice" / "2 Aug 2025"), or a table's header row over its values
    // ("Loan agreement no. Registration Default notice Pay by" / "VL-46-80583 NR27 XNV 2 Aug 2025 30 Aug 2025"):
    // the date of an earlier notice, not a title.
    if (isValuesLine((lines[i + 1] ?? '').trim())) continue;
    // All capitals, or a heading that opens in capitals ("DEFAULT NOTICE served under section 87(1)…").
    const caps =
      (line === line.toUpperCase() && /[A-Z]{3}/.test(line)) || /^[A-Z]{2,}( [A-Z]{2,})+\b/.test(line);
    // A long title names its document in full ("Notice of intention to apply for a warrant of entry"): up to twelve
    // words, none of them a person or a figure.
    const longTitle = words <= 12 && !/\d/.test(line) && !/\b(we|you|our|your|us)\b/i.test(line);
    // A sentence is not a title: small print like "a Charge Certificate may be served" is long prose.
    const heading =
      caps ||
      ((words <= 9 || longTitle) &&
        !/[.;]$/.test(line) &&
        /^[A-Z0-9]/.test(line) &&
        !/\b(may|will|can|could|should|would|if)\b/i.test(line) &&
        // "we"/"you" make a line prose, unless it names a document with a fixed place ("Claim Form issued
        // against you")
        (entry.stage !== undefined || !/\b(we|you)\b/i.test(line.replace(/^(your|you)\b/i, ''))));
    if (heading) return { line, entry };
  }
  return null;
}

/**
 * A line of values only: a date ("2 Aug 2025", "Friday 2 August 2025"), or a row of references, dates and codes with
 * no words of prose ("VL-46-80583 NR27 XNV 2 Aug 2025"). Dates are found as dates.ts reads them, each one value.
 */
export function isValuesLine(line: string): boolean {
  let rest = line;
  const hits = findDateHits(line);
  for (const h of [...hits].reverse()) rest = `${rest.slice(0, h.index)} 0 ${rest.slice(h.end)}`;
  if (hits.length === 1 && /^([A-Z][a-z]+,?\s+)?0$/.test(rest.trim())) return true;
  const toks = rest.split(/\s+/).filter(Boolean);
  if (toks.length < 2) return false;
  const prose = toks.filter((t) => /^[A-Za-z][a-z]{3,}\W*$/.test(t));
  const figures = toks.filter((t) => /\d/.test(t));
  return prose.length === 0 && figures.length >= toks.length * 0.6;
}

/** A vehicle, a road or a car park: what makes a penalty charge notice a parking or traffic one. */
const VEHICLE_RE =
  /\b(vehicles?|registration (mark|number)|vrm|number plate|contravention|parking|parked|bus lane|moving traffic|traffic management|car park|road user charg\w*)\b/i;

/** Enforcement-agent vocabulary: an "account update" is an enforcement update only from an agent. */
const ENFORCEMENT_RE =
  /\b(enforcement (agent|stage|fee)|compliance (stage )?fee|taking control of goods|liability order|warrant of control|writ of control)\b/i;

/** Kind when no title names the document: from what the letter does (stage) and who sends it (debt type). */
export function fallbackKind(stage: 1 | 2 | 3, debtType: string, text: string): ReceivedKind {
  const t = text.toLowerCase();
  // A letter sent under a pre-action protocol is the Letter of Claim, whatever its heading says ("YOUR HOME IS AT
  // RISK").
  if (
    stage === 3 &&
    /\b(under|in accordance with) the (pre-action protocol|practice direction (on|for) pre-action conduct)\b/.test(
      t.replace(/\s+/g, ' '),
    )
  )
    return 'letter_of_claim';
  // "We have therefore terminated your credit agreement": the termination itself, whatever its heading says.
  if (
    stage === 3 &&
    /\b(have|has) (now )?(therefore )?(terminated|ended) (your|the) ([a-z]+ )?agreement\b/.test(
      t.replace(/\s+/g, ' '),
    )
  )
    return 'termination_notice';
  // A Single Justice Procedure Notice enclosed with a prosecutor's letter: the prosecution has begun.
  if (stage === 3 && /\bsingle justice procedure notice\b|\bwritten charge\b/.test(t)) return 'summons';
  if (debtType === 'bailiff')
    return stage === 2
      ? 'enforcement_update'
      : stage === 3
        ? 'notice_of_enforcement'
        : 'notice_of_enforcement';
  if (debtType === 'debt_collection') {
    if (stage === 3) return 'final_demand';
    if (
      stage === 1 &&
      /\b(legally assigned|notice of assignment|assigned (your|the) (account|debt))\b/.test(t)
    )
      return 'notice_of_assignment';
    return 'debt_recovery';
  }
  if (debtType === 'council_tax' && stage < 3) return 'council_tax_reminder';
  // A fines office's own notice (a clamping, a collection order, a fine to pay) is a fine notice; its follow-up a
  // reminder.
  if (debtType === 'court' && stage !== 2) return 'fine_notice';
  return stage === 3 ? 'final_demand' : stage === 2 ? 'reminder' : 'first_demand';
}

/** The kind and stage of a letter (text already normalised). */
export function classifyKind(text: string, creditor: string | null, debtType: string): KindReading {
  const lines = text.split('\n');
  const byWording = classifyStage(text);
  const title = findTitle(lines, creditor);
  if (title) {
    let { kind } = title.entry;
    const { stage: fixed, cap } = title.entry;
    if (kind === 'enforcement_update' && !ENFORCEMENT_RE.test(text) && debtType !== 'bailiff') {
      kind = fallbackKind(byWording === 3 ? 2 : byWording, debtType, text);
      return { kind, stage: byWording === 3 ? 2 : byWording, title: title.line, confidence: 0.7 };
    }
    // A document that can never be final is a follow-up only when it refers to an earlier letter or contact.
    const capped = (): 1 | 2 => (cap === 2 && refersToEarlier(text) ? 2 : 1);
    const stage = fixed ?? (cap ? capped() : byWording);
    // A penalty charge with no vehicle in sight is another civil penalty (a prescription charge, a fare): answering
    // it as a parking or traffic PCN would cite the wrong law.
    if (kind === 'penalty_charge_notice' && !VEHICLE_RE.test(text)) kind = 'fine_notice';
    // A council's reminder about council tax is the council tax reminder, whatever its title calls it.
    if (kind === 'reminder' && debtType === 'council_tax' && stage < 3) kind = 'council_tax_reminder';
    if (kind === 'final_demand' && debtType === 'council_tax') kind = 'council_tax_final_notice';
    // (A fine's notice recalled by a later one is that one's reminder, as a fines office's own follow-up is.)
    if ((kind === 'first_demand' || (kind === 'fine_notice' && !fixed)) && stage === 2) kind = 'reminder';
    // A council's charging order (or its warning of one) for council tax comes after liability orders, not after a
    // judgment: the council tax letters' "liability order made" is what the reply must know, never "judgment entered".
    if (kind === 'judgment' && debtType === 'council_tax') kind = 'liability_order';
    // An attachment of earnings for a court fine, or another debt, is not a council tax liability order.
    if (kind === 'liability_order' && debtType !== 'council_tax')
      kind = debtType === 'court' ? 'fine_notice' : fallbackKind(3, debtType, text);
    return { kind, stage, title: title.line, confidence: fixed ? 0.92 : 0.85 };
  }
  return { kind: fallbackKind(byWording, debtType, text), stage: byWording, title: null, confidence: 0.6 };
}
