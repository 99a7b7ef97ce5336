/**
 * Field analysis of a letter's text: Claude (through the Llm port) when configured, the deterministic rules
 * otherwise, and the rules again whenever the model's answer is missing, malformed or not supported by the
 * text. Each field the model gives is checked on its own; a field that fails its check is taken from the rules.
 */
import { DETECTED_DEBT_TYPES } from '@app/shared/constants';
import type { Llm } from '../ports/llm';
import {
  extractFields,
  findMoney,
  foldRef,
  normaliseText,
  type DetectedDebtType,
  type LetterFields,
} from './fields';

export interface AnalysedLetter extends LetterFields {
  /** 'llm' when at least one field came from the model and passed validation, else 'rules'. */
  source: 'llm' | 'rules';
}

export interface AnalyseOptions {
  /** Where to report why the model's answer (or part of it) was not used. Default console.warn. */
  log?: (message: string) => void;
  timeoutMs?: number;
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

Use null for a value the letter does not contain.`;

/** Longest letter text sent to the model (characters). */
const MAX_PROMPT_CHARS = 12000;

export async function analyseLetter(
  text: string,
  llm: Llm | null,
  options: AnalyseOptions = {},
): Promise<AnalysedLetter> {
  const log = options.log ?? ((m: string) => console.warn(`[analyseLetter] ${m}`));
  const rules = extractFields(text);
  if (!llm) return { ...rules, source: 'rules' };
  let raw: unknown;
  try {
    raw = await llm.json<unknown>({
      system: LETTER_FIELDS_SYSTEM,
      user: `Letter text:\n"""\n${text.slice(0, MAX_PROMPT_CHARS)}\n"""`,
      toolName: LETTER_FIELDS_TOOL,
      schema: LETTER_FIELDS_SCHEMA,
      timeoutMs: options.timeoutMs,
    });
  } catch (e) {
    log(`llm ${llm.name} failed, using rules: ${(e as Error)?.message ?? String(e)}`);
    return { ...rules, source: 'rules' };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    log(`llm ${llm.name} returned no object, using rules`);
    return { ...rules, source: 'rules' };
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
  return { ...merged, source: used > 0 ? 'llm' : 'rules' };
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
