/**
 * Field analysis of a letter's text: Claude (through the Llm port) when configured, the deterministic rules
 * otherwise, and the rules again whenever the model's answer is missing, malformed or not supported by the
 * text. Each field the model gives is checked on its own; a field that fails its check is taken from the rules.
 */
import { DETECTED_DEBT_TYPES } from '@app/shared/constants';
import {
  RECEIVED_KINDS,
  type ReceivedDates,
  type ReceivedKind,
  type ReceivedLetter,
} from '@app/shared/received';
import type { Llm, LlmImage } from '../ports/llm';
import {
  extractFields,
  findMoney,
  foldRef,
  normaliseText,
  type DetectedDebtType,
  type LetterFields,
} from './fields';
import { classifyKind } from './kind';
import { findDates } from './dates';
import { assessDemand } from './demand';
import { fieldConfidence, type FieldConfidence } from './confidence';

export interface AnalysedLetter extends LetterFields {
  /** 'llm' when at least one field came from the model and passed validation, else 'rules'. */
  source: 'llm' | 'rules';
  /** What the letter is (its title and the act it performs); null when the page is not a demand. */
  kind: ReceivedKind | null;
  /** 0..1 per field; below CONFIDENCE_THRESHOLD the user is asked to confirm. */
  confidence: FieldConfidence;
  dates: ReceivedDates;
  /** False for a page that does not read as a demand (no sender, no amount or reference, no demand wording). */
  isDemand: boolean;
  /** Why: plain words for the user when isDemand is false. */
  demandReason: string;
}

export interface AnalyseOptions {
  /** Where to report why the model's answer (or part of it) was not used. Default console.warn. */
  log?: (message: string) => void;
  timeoutMs?: number;
  /** The page as uploaded (PNG/JPEG): the model reads it beside the text; its fields are still checked on the text. */
  image?: LlmImage;
  /** The text was read by OCR, not from a PDF's text layer (see ExtractOptions). */
  ocr?: boolean;
}

export const LETTER_FIELDS_TOOL = 'record_letter_fields';

export const LETTER_FIELDS_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['creditorName', 'debtAmount', 'accountNumber', 'debtType', 'sequenceStage'],
  properties: {
    creditorName: {
      type: ['string', 'null'],
      description:
        'Organisation that wrote the letter and asks to be paid, exactly as printed in its letterhead or sign-off.',
    },
    debtAmount: {
      type: ['number', 'null'],
      description: 'Amount in pounds the letter asks to be paid now, e.g. 1234.56.',
    },
    accountNumber: {
      type: ['string', 'null'],
      description:
        "The letter's own reference to quote when paying, exactly as printed (keep spaces, hyphens, slashes).",
    },
    debtType: { type: 'string', enum: [...DETECTED_DEBT_TYPES] },
    sequenceStage: { type: 'integer', enum: [1, 2, 3] },
    kind: {
      type: 'string',
      enum: [...RECEIVED_KINDS],
      description:
        'What the document is, from its title and the act it performs (not from steps it only mentions).',
    },
  },
};

export const LETTER_FIELDS_SYSTEM = `You read UK debt and demand letters and record five fields with the ${LETTER_FIELDS_TOOL} tool.
The text may come from OCR and contain recognition errors; copy values exactly as printed, never invent them.

creditorName: the organisation demanding payment, exactly as printed in its letterhead or sign-off. When a collector,
debt purchaser or enforcement agent writes on behalf of, or after buying from, someone else, it is the organisation that
wrote the letter and asks to be paid - not its client or the original lender named in the letter.

debtAmount: a number in pounds (1234.56): the amount the letter asks you to pay now - the figure labelled "balance
outstanding", "amount now due", "total now due", "total to pay", "balance due", "amount required to remedy the breach" and
so on, including fees the letter has already added to that total. Never a discount or early-payment amount, a settlement
offer, a minimum or monthly instalment, a credit limit, the original loan, the full mortgage balance when only arrears are
demanded, an individual fee line, a possible future fee, or a maximum court fine.

accountNumber: the letter's own reference for the debt, exactly as printed (keep spaces, hyphens and slashes): the account
number / our reference / PCN number / notice number / invoice number that the letter tells you to quote when paying or
replying. Not: client or previous-creditor references, case numbers, vehicle registrations, meter numbers, masked card
numbers, or the creditor's own bank account number in the payment instructions.

debtType: one of ${DETECTED_DEBT_TYPES.join(', ')}. It describes who is demanding and why: an enforcement agent's letter is
bailiff even when the underlying debt is council tax; a collector's or debt purchaser's letter is debt_collection even when
the original debt was an energy bill; a council's penalty charge notice is parking; a magistrates' court fines office
letter is court; a police fixed penalty for speeding is speeding; an ordinary overdue invoice from a business is normal.

sequenceStage: 1 = a first demand or notice (first reminder, notice to keeper, notice of assignment, conditional offer...);
2 = a follow-up that refers to an earlier letter or notice from the sender about the arrears ("we wrote to you on...",
"further to our letter", "second reminder", "notice to owner") or to the consumer's dispute, appeal, complaint, call or
payment arrangement; 3 = a final notice, final demand, letter before action/claim, default notice, termination demand,
charge certificate, further steps notice, notice of enforcement or enforcement visit notice. A final letter stays 3 even if
it mentions earlier letters. Mentioning the original bill, invoice or agreement does not by itself make a letter a
follow-up.

kind: what the document is, from its title and the act it performs: a penalty charge notice that says "a Charge
Certificate may be served" is a penalty_charge_notice; a notice_to_owner is not final; an enforcement agent's account
update after a broken arrangement is an enforcement_update.

When an image of the page is attached, read it as well as the text (the text may have OCR errors); copy values as
printed on the page.

Use null for a value the letter does not contain.`;

/** Longest letter text sent to the model (characters). */
const MAX_PROMPT_CHARS = 12000;

export async function analyseLetter(
  text: string,
  llm: Llm | null,
  options: AnalyseOptions = {},
): Promise<AnalysedLetter> {
  const log = options.log ?? ((m: string) => console.warn(`[analyseLetter] ${m}`));
  const rules = extractFields(text, { ocr: options.ocr });
  if (!llm) return withReading(rules, rules, text, 'rules');
  let raw: unknown;
  try {
    raw = await llm.json<unknown>({
      system: LETTER_FIELDS_SYSTEM,
      user: `Letter text:\n"""\n${text.slice(0, MAX_PROMPT_CHARS)}\n"""`,
      toolName: LETTER_FIELDS_TOOL,
      schema: LETTER_FIELDS_SCHEMA,
      timeoutMs: options.timeoutMs,
      ...(options.image ? { images: [options.image] } : {}),
    });
  } catch (e) {
    log(`llm ${llm.name} failed, using rules: ${(e as Error)?.message ?? String(e)}`);
    return withReading(rules, rules, text, 'rules');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    log(`llm ${llm.name} returned no object, using rules`);
    return withReading(rules, rules, text, 'rules');
  }
  const { fields, rejected } = validateLlmFields(raw as Record<string, unknown>, text);
  const merged: LetterFields = { ...rules };
  let used = 0;
  for (const k of Object.keys(fields) as (keyof LetterFields)[]) {
    const v = fields[k];
    if (v === undefined) continue;
    // The model's null is not better than a value the rules found.
    if (v === null && rules[k] !== null) continue;
    (merged as unknown as Record<string, unknown>)[k] = v;
    used++;
  }
  if (rejected.length)
    log(`llm ${llm.name} answer partly rejected (${rejected.join('; ')}); those fields come from the rules`);
  const rawKind = (raw as Record<string, unknown>).kind;
  const llmKind =
    typeof rawKind === 'string' && (RECEIVED_KINDS as readonly string[]).includes(rawKind)
      ? (rawKind as ReceivedKind)
      : undefined;
  return withReading(merged, rules, text, used > 0 ? 'llm' : 'rules', llmKind);
}

/**
 * Adds what the five fields do not say: the kind, the dates, the confidence of each field and whether the page
 * is a demand at all. Where the model and the rules agree a field is surer than either alone; where the model's
 * (validated) value differs from the rules', it is a reading the user should confirm.
 */
function withReading(
  fields: LetterFields,
  rules: LetterFields,
  text: string,
  source: 'llm' | 'rules',
  llmKind?: ReceivedKind,
): AnalysedLetter {
  const norm = normaliseText(text);
  const reading = classifyKind(norm, rules.creditorName, rules.debtType);
  const confidence = fieldConfidence(fields, norm, reading.confidence);
  if (source === 'llm') {
    for (const k of ['creditorName', 'debtAmount', 'accountNumber', 'debtType'] as const) {
      const same = String(fields[k] ?? '').toLowerCase() === String(rules[k] ?? '').toLowerCase();
      confidence[k] = same ? Math.max(confidence[k] ?? 0, 0.95) : Math.min(confidence[k] ?? 0, 0.7);
    }
    confidence.stage = fields.sequenceStage === rules.sequenceStage ? 0.95 : 0.7;
  }
  let kind: ReceivedKind = reading.kind;
  if (llmKind && llmKind !== kind) {
    // A title the rules read outranks the model; without one the model's reading is taken, as a guess.
    if (!reading.title) kind = llmKind;
    confidence.kind = 0.6;
  } else if (llmKind) confidence.kind = 0.95;
  const demand = assessDemand(fields, norm);
  return {
    ...fields,
    source,
    kind: demand.isDemand ? kind : null,
    confidence,
    dates: findDates(norm),
    isDemand: demand.isDemand,
    demandReason: demand.reason,
  };
}

/** The received letter as stored on the case and returned as `received` (shared ReceivedLetter). */
export function toReceivedLetter(a: AnalysedLetter): ReceivedLetter {
  return {
    creditorName: a.creditorName,
    debtAmount: a.debtAmount,
    accountNumber: a.accountNumber,
    debtType: a.debtType,
    stage: a.isDemand ? a.sequenceStage : null,
    kind: a.kind,
    dates: a.dates,
    confidence: a.confidence,
  };
}

/**
 * Checks each field of a model answer against its type and against the letter: the amount must be printed in
 * the text, the reference must occur in it (spacing aside), the creditor's name must occur in it.
 */
export function validateLlmFields(
  raw: Record<string, unknown>,
  text: string,
): { fields: Partial<LetterFields>; rejected: string[] } {
  const fields: Partial<LetterFields> = {};
  const rejected: string[] = [];
  const norm = normaliseText(text);
  const lower = norm.toLowerCase().replace(/\s+/g, ' ');

  const cn = raw.creditorName;
  if (cn === null) fields.creditorName = null;
  else if (typeof cn === 'string' && cn.trim()) {
    const name = cn.replace(/\s+/g, ' ').trim();
    const inText =
      lower.includes(normaliseText(name).toLowerCase()) ||
      lower.replace(/\s/g, '').includes(normaliseText(name).toLowerCase().replace(/\s/g, ''));
    if (!inText || name.length > 120) rejected.push(`creditorName ${JSON.stringify(cn)} not in text`);
    else if (onlyAsThirdParty(norm, name))
      rejected.push(`creditorName ${JSON.stringify(cn)} appears only as the client / previous creditor`);
    else fields.creditorName = name;
  } else if (cn !== undefined) rejected.push('creditorName not a string');

  const amt = raw.debtAmount;
  const amount = typeof amt === 'string' ? parseFloat(amt.replace(/[£,\s]/g, '')) : amt;
  if (amt === null) fields.debtAmount = null;
  else if (typeof amount === 'number' && Number.isFinite(amount) && amount > 0 && amount < 1e8) {
    const cents = Math.round(amount * 100);
    const printed = norm
      .split('\n')
      .some((l) => findMoney(l).some((h) => Math.round(h.value * 100) === cents));
    if (printed) fields.debtAmount = cents / 100;
    else rejected.push(`debtAmount ${amount} not printed in text`);
  } else if (amt !== undefined) rejected.push('debtAmount not a positive number');

  const ref = raw.accountNumber;
  if (ref === null) fields.accountNumber = null;
  else if (typeof ref === 'string' && ref.trim()) {
    const r = ref.replace(/\s+/g, ' ').trim();
    const exact = lower.includes(r.toLowerCase());
    const loose = foldRef(norm).includes(foldRef(r)) && foldRef(r).length >= 3;
    if (exact) fields.accountNumber = r;
    else if (loose) {
      // Present only with different spacing/OCR variants: take the printed spelling from the text.
      const printed = findPrinted(norm, r);
      if (printed) fields.accountNumber = printed;
      else rejected.push(`accountNumber ${JSON.stringify(ref)} not printed as given`);
    } else rejected.push(`accountNumber ${JSON.stringify(ref)} not in text`);
  } else if (ref !== undefined) rejected.push('accountNumber not a string');

  const dt = raw.debtType;
  if (typeof dt === 'string' && (DETECTED_DEBT_TYPES as readonly string[]).includes(dt.trim().toLowerCase()))
    fields.debtType = dt.trim().toLowerCase() as DetectedDebtType;
  else if (dt !== undefined) rejected.push(`debtType ${JSON.stringify(dt)} not one of the types`);

  const st = typeof raw.sequenceStage === 'string' ? parseInt(raw.sequenceStage, 10) : raw.sequenceStage;
  if (st === 1 || st === 2 || st === 3) fields.sequenceStage = st;
  else if (raw.sequenceStage !== undefined)
    rejected.push(`sequenceStage ${JSON.stringify(raw.sequenceStage)} not 1, 2 or 3`);

  return { fields, rejected };
}

/**
 * True when every occurrence of `name` is introduced as someone else's: "Client: X", "our client, X",
 * "previous / original creditor: X", "on behalf of X", "owed to X", "assigned ... by X". The README's
 * creditor is the writer, never that party.
 */
function onlyAsThirdParty(text: string, name: string): boolean {
  const lower = text.toLowerCase();
  const n = normaliseText(name).toLowerCase();
  let idx = lower.indexOf(n);
  if (idx < 0) return false;
  while (idx >= 0) {
    const before = lower.slice(Math.max(0, idx - 45), idx);
    const thirdParty =
      /(client|previous creditor|original creditor|original lender|previous account|on behalf of|owed to|owing to|sold to us by|assigned (to us )?by|agreement with|account with|debt with|balance with)[^.\n]{0,25}$/.test(
        before,
      );
    if (!thirdParty) return false;
    idx = lower.indexOf(n, idx + n.length);
  }
  return true;
}

/** The spelling of reference `r` as printed in `text` (same characters, spacing as printed), if on one line. */
function findPrinted(text: string, r: string): string | null {
  const want = r.replace(/\s/g, '').toLowerCase();
  for (const line of text.split('\n')) {
    const compact: number[] = [];
    const lc = line.toLowerCase();
    for (let i = 0; i < lc.length; i++) if (lc[i] !== ' ') compact.push(i);
    const joined = compact.map((i) => lc[i]).join('');
    const at = joined.indexOf(want);
    if (at >= 0) return line.slice(compact[at], compact[at + want.length - 1] + 1);
  }
  return null;
}
