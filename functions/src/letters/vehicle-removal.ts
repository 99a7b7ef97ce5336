/**
 * A police or council pound's letter: a vehicle removed or seized and held, release and storage charges, a notice
 * that it will be disposed of unless claimed. Read from the letter's own words, whatever debt type was guessed for it
 * (templates/vehicle-removal.ts answers it). Not caught: a council Penalty Charge Notice or a private parking charge
 * that removed nothing, an enforcement agent's letter (goods taken into control under the Taking Control of Goods
 * Regulations, even a car), and a lender's repossession of a car on finance.
 */
import { formatUkDate } from '@app/shared/legal/index';
import { parseUkDate } from './audit';
import { COUNCIL_RE } from './common';

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

const VEHICLE = String.raw`(?:vehicle|car|van|motor ?cycle|motorbike|moped|scooter|lorry)`;
/** "Your vehicle, AB12 CDE, was removed …", "the car has been seized", "the vehicle is now being stored after it was towed". */
const TAKEN_RE = new RegExp(
  String.raw`\b${VEHICLE}\b[^.;:]{0,60}?\b(?:has been|have been|had been|was|were|is being)\s+(?:\w+\s+)?(?:removed|seized|impounded|towed|taken (?:away|to|into))`,
  'g',
);
/** "We removed your vehicle", "officers seized the car". */
const TOOK_RE = new RegExp(
  String.raw`\b(?:removed|seized|impounded|towed(?: away)?)\s+(?:your|the|this)\s+${VEHICLE}\b`,
  'g',
);
/** A conditional ("if your vehicle has been removed …") is not a removal. */
const CONDITIONAL_BEFORE_RE = /\b(?:if|where|whether|unless|should|may|might)\b[^.;:]*$/;

const POUND_RE =
  /\b(?:car|vehicle) pound\b|\bpound\b[^.]{0,40}\b(?:release|storage|collect)|\brecovery (?:compound|operator|yard|agent)\b|\bvehicle recovery\b|\bpolice (?:compound|pound)\b/;
const CHARGES_RE =
  /\brelease fee\b|\bstorage (?:charges?|fees?)\b|\bdaily storage\b|\bstorage\b[^.]{0,40}\b(?:per|a|each|every) (?:day|24 hours)\b|\bretention charges?\b/;
const DISPOSAL_RE =
  /\bnotice of (?:intended |intention to )?dispos(?:e|al)\b|\bintended disposal\b|\b(?:will|may|can) be (?:disposed of|destroyed|crushed|scrapped)\b|\bwill be sold\b/;
/** The statutory words of a removal, a seizure or its notice. */
const STATUTE_RE =
  /\bsection 165a\b|\bs\.? ?165a\b|\bseizure notice\b|\bsection 59 of the police reform act\b|\bremoval and disposal of vehicles regulations\b|\bretention and disposal of seized motor vehicles\b|\bprescribed sums and charges\b|\bsection 99 of the road traffic regulation act\b/;

/** An enforcement agent's letter (goods, a car among them, taken into control): the bailiff reply answers it. */
const ENFORCEMENT_AGENT_RE =
  /\benforcement agents?\b|\bbailiffs?\b|\btaking control of goods\b|\btak(?:e|en) control of\b|\bcontrolled goods\b|\bnotice of enforcement\b|\bwarrant of control\b|\bwrit of control\b|\bhigh court enforcement\b|\bcompliance (?:stage )?fee\b|\b(?:enforcement|sale) stage\b|\btribunals, courts and enforcement act\b/;
/** A lender taking back a car on finance: the credit reply answers it. */
const FINANCE_RE =
  /\brepossess\w*|\bhire purchase\b|\bconditional sale\b|\bfinance agreement\b|\bcredit agreement\b|\bconsumer credit act\b|\bvoluntary termination\b|\bprotected goods\b|\bpersonal contract purchase\b|\bfinance company\b/;

function taken(t: string): boolean {
  for (const re of [TAKEN_RE, TOOK_RE])
    for (const m of t.matchAll(re)) {
      const before = t.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
      if (!CONDITIONAL_BEFORE_RE.test(before)) return true;
    }
  return false;
}

/** The received letter is a pound's: a vehicle removed or seized and held, its charges, its intended disposal. */
export function isVehicleRemoval(receivedText: string | undefined): boolean {
  const t = norm(receivedText ?? '');
  if (!t || ENFORCEMENT_AGENT_RE.test(t) || FINANCE_RE.test(t)) return false;
  const context = CHARGES_RE.test(t) || DISPOSAL_RE.test(t) || POUND_RE.test(t);
  return STATUTE_RE.test(t) || (taken(t) && context) || (DISPOSAL_RE.test(t) && POUND_RE.test(t));
}

const SEIZURE_RE =
  /\bsection 165a\b|\bs\.? ?165a\b|\bseizure notice\b|\bseiz(?:ed|ure)\b[^.]{0,80}\b(?:insurance|insured|licen[cs]e)|\bwithout (?:valid )?(?:insurance|a (?:valid )?(?:driving )?licen[cs]e)\b|\buninsured\b|\bunlicensed\b|\bpolice reform act\b|\bsection 59\b|\banti-?social\b/;
/** A council's removal for a parking contravention (a Penalty Charge Notice, civil enforcement). */
const CIVIL_REMOVAL_RE =
  /\bpenalty charge notice\b|\bpcn\b|\bcivil enforcement\b|\bcontravention\b|\btraffic management act\b/;
const POLICE_RE = /\bpolice\b|\bconstabulary\b|\bconstable\b/;

/** When the notice says the vehicle must be claimed by, or will be disposed of after. */
/** (The claim may carry its condition first: "If the vehicle is not claimed and the charges paid by 22 January 2025".) */
const CLAIM_BY_RE =
  /\b(?:claimed|collected)\b(?:[^.;\n]|\.(?=\d)){0,40}?\s(?:by|before|on or before|no later than)\s+(\d[^.;\n]{3,30})|\bdisposed of (?:on|after|from)\s+(\d[^.;\n]{3,30})/;

export interface VehicleFacts {
  /** Seized by the police (no insurance or licence, s.165A RTA 1988; anti-social use, s.59 PRA 2002). */
  seizure: boolean;
  /** Removed by a council for a parking contravention (TMA 2004 civil enforcement). */
  civilRemoval: boolean;
  /** The notice says the vehicle will or may be disposed of. */
  disposal: boolean;
  /** The police hold it, or it was the police's removal. */
  police: boolean;
  /** The date the notice gives to claim it (ISO), when the text gives one. */
  claimBy?: string;
}

export function vehicleFacts(receivedText: string | undefined, recipientName?: string): VehicleFacts {
  const t = norm(receivedText ?? '');
  const who = norm(recipientName ?? '');
  const seizure = SEIZURE_RE.test(t);
  const civilRemoval = !seizure && CIVIL_REMOVAL_RE.test(t.replace(/parking charge notice/g, ''));
  const police =
    POLICE_RE.test(who) || seizure || (!COUNCIL_RE.test(who) && !civilRemoval && POLICE_RE.test(t));
  const m = (receivedText ?? '').replace(/\s+/g, ' ').match(new RegExp(CLAIM_BY_RE.source, 'i'));
  const claimBy = m ? parseUkDate(m[1] ?? m[2] ?? '') : undefined;
  return {
    seizure,
    civilRemoval,
    disposal: DISPOSAL_RE.test(t) || /\bdispos(?:e|al)\b/.test(t),
    police,
    ...(claimBy ? { claimBy } : {}),
  };
}

/** Shown above the letter when the notice gives the last day to claim the vehicle. */
export function claimByNote(claimBy: string, letterDate: string): string {
  return claimBy < letterDate
    ? `Your notice gave ${formatUkDate(claimBy)} as the last day to claim the vehicle, and that date has passed. Contact the pound today to ask whether the vehicle is still there and what you need to claim it.`
    : `Your notice gives ${formatUkDate(claimBy)} as the last day to claim the vehicle. Claim it before then if you can: this letter does not stop that date, and storage is charged every day until then.`;
}
