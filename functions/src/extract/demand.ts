/**
 * Does the page read as a demand at all? A screenshot of a web page, a leaflet or a blank scan has no sender, no
 * amount or reference, and no demand language; the pipeline must say so instead of writing a reply to it.
 */

export interface DemandAssessment {
  isDemand: boolean;
  /** Plain words for the user when it is not a demand; what made it one otherwise. */
  reason: string;
}

/** Words a demand, notice or reminder uses about money owed. */
const DEMAND_LANGUAGE_RE =
  /\b(pay|paid|payment|owe|owed|owing|due|outstanding|overdue|arrears|balance|debt|penalty|charge|fine|demand|claim|reminder|notice|enforcement|liability|settle|instalments?|amount|collect|recover)\b/gi;

export function assessDemand(
  fields: { creditorName: string | null; debtAmount: number | null; accountNumber: string | null },
  text: string,
): DemandAssessment {
  const words = text.split(/\s+/).filter((w) => /[a-z]{2}/i.test(w)).length;
  const demandWords = new Set((text.match(DEMAND_LANGUAGE_RE) ?? []).map((w) => w.toLowerCase()));
  // Sentences: a demand letter is written in prose; a navigation bar or a menu is a list of short labels.
  const sentences = (text.replace(/\n/g, ' ').match(/[a-z]{2,}[^.!?]{20,}[.!?](\s|$)/g) ?? []).length;
  const missing: string[] = [];
  if (!fields.creditorName) missing.push('no sender');
  if (fields.debtAmount === null && !fields.accountNumber) missing.push('no amount or reference');
  if (demandWords.size < 3) missing.push('no demand language');
  if (sentences < 2 || words < 40) missing.push('too little letter text');
  if (missing.length === 0)
    return {
      isDemand: true,
      reason: `sender, ${fields.debtAmount !== null ? 'amount' : 'reference'} and demand wording found`,
    };
  // One gap alone (a letter without a reference, a sender OCR could not read) still reads as a demand.
  if (missing.length === 1 && missing[0] !== 'no demand language' && missing[0] !== 'too little letter text')
    return { isDemand: true, reason: `reads as a demand (${missing[0]})` };
  return {
    isDemand: false,
    reason: `This does not look like a letter asking you to pay: ${missing.join(', ')}.`,
  };
}
