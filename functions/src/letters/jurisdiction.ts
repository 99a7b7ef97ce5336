/**
 * Whose law answers the letter, when the caller did not say.
 *
 * 1. A received letter written under Scottish or Northern Irish law says so in its own statutory words (a sheriff
 *    officer's charge for payment, a summary warrant, a low emission zone's penalty under the Transport (Scotland)
 *    Act 2019; Land & Property Services' domestic rates).
 * 2. Otherwise, for a debt whose law follows the debtor's home (council tax, diligence, contract debts, which are
 *    sued for where the debtor lives), the postcode of the user's own address. Not for a parking charge, a penalty
 *    or a fine: their law is where the car was or the court sat, which a home address does not tell.
 * 3. Anything else is answered under the law of England and Wales.
 */
import { JURISDICTION_NAMES } from '@app/shared/legal/deadlines';
import type { Jurisdiction } from '@app/shared/legal/limitation';
import type { Group } from './templates/debt';

const NORTHERN_IRELAND_RE =
  /\bland (&|and) property services\b|\bdomestic rates\b|\blimitation \(northern ireland\) order\b|\benforcement of judgments office\b/;
const SCOTLAND_RE =
  /\bsheriff officers?\b|\bmessengers?[- ]at[- ]arms\b|\bsummary warrant\b|\bcharge for payment\b|\bdebtors \(scotland\) act\b|\bdebt arrangement scheme\b|\bsheriff court\b|\btransport \(scotland\) act\b|\blow emission zones? \(scotland\)/;

/** The law the received letter names, if it names one other than England and Wales'. */
function lawTheLetterNames(receivedText: string): Jurisdiction | undefined {
  const t = receivedText.toLowerCase().replace(/\s+/g, ' ');
  if (NORTHERN_IRELAND_RE.test(t)) return 'northern-ireland';
  if (SCOTLAND_RE.test(t)) return 'scotland';
  return undefined;
}

export function jurisdictionOfLetter(receivedText: string): Jurisdiction {
  return lawTheLetterNames(receivedText) ?? 'england-wales';
}

/** Postcode areas wholly or mainly in Scotland; TD15 (Berwick-upon-Tweed) is in England. */
const SCOTTISH_AREA_RE = /^(AB|DD|DG|EH|FK|G|HS|IV|KA|KW|KY|ML|PA|PH|TD|ZE)\d/;
const POSTCODE_RE = /\b([A-Z]{1,2}\d[A-Z\d]?) ?\d[A-Z]{2}\b/g;

/** The jurisdiction of a UK postal address, from its (last) postcode; undefined when it has none. */
export function jurisdictionOfAddress(address: string | undefined): Jurisdiction | undefined {
  const codes = [...(address ?? '').toUpperCase().matchAll(POSTCODE_RE)].map((m) => m[1]);
  const outward = codes.at(-1);
  if (!outward) return undefined;
  if (outward.startsWith('BT')) return 'northern-ireland';
  if (SCOTTISH_AREA_RE.test(outward) && outward !== 'TD15') return 'scotland';
  return 'england-wales';
}

/** Groups whose law is where the event happened (the car park, the road, the court), not where the user lives. */
const PLACE_OF_EVENT_GROUPS = new Set<Group>([
  'parking_private',
  'parking_council',
  'road_charging',
  'speeding',
  'magistrates_fine',
  // A pound's charges follow the law where the vehicle was removed or seized, not the keeper's home.
  'vehicle_removal',
  // A council's housing penalty follows the premises (s.249A: premises in England), not the landlord's home.
  'housing_penalty',
]);

export function jurisdictionFor(input: {
  jurisdiction?: Jurisdiction;
  receivedText?: string;
  senderAddress?: string;
  group: Group;
}): { jurisdiction: Jurisdiction; note?: string } {
  if (input.jurisdiction) return { jurisdiction: input.jurisdiction };
  const named = lawTheLetterNames(input.receivedText ?? '');
  if (named)
    return {
      jurisdiction: named,
      note: `Written under the law of ${JURISDICTION_NAMES[named]}, because the letter you received is written under it.`,
    };
  const home = PLACE_OF_EVENT_GROUPS.has(input.group)
    ? undefined
    : jurisdictionOfAddress(input.senderAddress);
  if (home && home !== 'england-wales')
    return {
      jurisdiction: home,
      note: `Written under the law of ${JURISDICTION_NAMES[home]}, because your address is there. If the debt arose elsewhere in the UK, get advice before sending it.`,
    };
  return { jurisdiction: 'england-wales' };
}

/**
 * The group whose law runs in the jurisdiction. Scotland has its own council tax and diligence templates. Northern
 * Ireland has no council tax (homes pay domestic rates) and no enforcement agents (the Enforcement of Judgments
 * Office enforces judgments): those letters are answered as a general demand for evidence, with a note saying why.
 */
export function groupInJurisdiction(
  group: Group,
  jurisdiction: Jurisdiction,
): { group: Group; note?: string } {
  if (jurisdiction === 'scotland') {
    if (group === 'council_tax') return { group: 'council_tax_scotland' };
    if (group === 'bailiff') return { group: 'diligence_scotland' };
  }
  if (jurisdiction !== 'england-wales' && group === 'business_rates')
    return {
      group: 'general',
      note: `Business rates in ${JURISDICTION_NAMES[jurisdiction]} are collected under their own law, which this letter does not cite: it asks for the statement and the basis of the charge. Get free advice (${jurisdiction === 'scotland' ? 'Business Debtline' : "Advice NI's business debt service"}) before the council's deadline.`,
    };
  // Section 249A runs only for premises in England (a Welsh council's letter under Welsh law is not read as one, see
  // ../housing-penalty.ts). Told to write under Scots or Northern Irish law, the letter cites no English housing law.
  if (jurisdiction !== 'england-wales' && group === 'housing_penalty')
    return {
      group: 'general',
      note: `A financial penalty under section 249A of the Housing Act 2004 can be imposed only for premises in England, so this letter, written under the law of ${JURISDICTION_NAMES[jurisdiction]}, does not cite it: it asks for the evidence of the sum and how it is made up. If the premises are in England, write the letter under the law of England and Wales instead, and act within the notice's own time limits (28 days for representations or an appeal); get advice (${jurisdiction === 'scotland' ? 'Citizens Advice Scotland' : 'Advice NI'}) now.`,
    };
  if (jurisdiction !== 'england-wales' && group === 'prosecution')
    return {
      group: 'general',
      note: `The Single Justice Procedure is England and Wales' procedure; prosecutions in ${JURISDICTION_NAMES[jurisdiction]} follow their own law, which this letter does not cite: it asks for the evidence of the sum. Answer any court papers by their date, and get advice (${jurisdiction === 'scotland' ? 'Citizens Advice Scotland' : 'Advice NI'}) now.`,
    };
  if (jurisdiction === 'northern-ireland') {
    if (group === 'benefit_overpayment' || group === 'child_maintenance')
      return {
        group,
        note: `This letter cites the ${group === 'benefit_overpayment' ? 'Social Security Administration Act 1992' : 'Child Support Act 1991'}, which runs in Great Britain; Northern Ireland has its own law to the same effect, which the letter does not name. Check it with Advice NI before you send it.`,
      };
    if (group === 'council_tax')
      return {
        group: 'general',
        note: "Northern Ireland has no council tax: homes pay domestic rates to Land & Property Services. This letter asks for evidence of the sum and how it is made up; it cites no council tax law. Get free advice from Advice NI before the rates office's deadline.",
      };
    if (group === 'bailiff')
      return {
        group: 'general',
        note: 'Northern Ireland has no enforcement agents of the English kind: court judgments are enforced through the Enforcement of Judgments Office. This letter asks for evidence of the sum and how it is made up; it cites no English enforcement law. Get free advice from Advice NI now.',
      };
  }
  return { group };
}

/**
 * The letter answered says a summary warrant has been granted (Scotland), not merely that the council may apply
 * for one: "the sheriff granted a summary warrant", "balance at summary warrant", "summary warrant notice".
 */
export function summaryWarrantGranted(receivedText: string): boolean {
  const sentences = receivedText.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+/);
  return sentences.some(
    (s) =>
      /\bsummary warrant\b/i.test(s) &&
      // "May" capitalised is the month ("granted on 3 May 2026"); lower case it is the council's intention.
      !/\b(apply|applies|applying|application|will|intend|could|unless|before)\b/i.test(s) &&
      !/\bmay\b/.test(s),
  );
}
