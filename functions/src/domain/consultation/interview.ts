/**
 * The guided interview: what the assistant learns from the user's words and documents, and which question it asks
 * next. The questions are the letter engine's (who the letter goes to, what it is about, when it arrived, what the
 * user has already sent), asked in that order and only when neither the documents nor earlier answers gave the
 * answer. Everything here is deterministic: the same words give the same facts.
 */
import type { ConsultationFacts } from '@app/shared';
import { getLegal } from '@app/shared/legal/catalogue';
import { parseUkDate } from '../../letters/audit';
import type { StoredDocument } from './documents';

export type Question = NonNullable<ConsultationFacts['asked']>;

/** The interview's questions, in the engine's order, with why each matters (said when asked). */
export const QUESTIONS: Record<Exclude<Question, 'confirm'>, string> = {
  who: 'Who is the letter from — the company, council or agency asking you for money? (If you have the letter, you can also upload it with the paperclip.)',
  what: 'In your own words, what is it about, and what is wrong with it? For example: "I never had this account", "the amount is wrong", "I already paid", or "I do not remember signing anything".',
  when: 'When is their letter dated, or when did it arrive? (A date like 3 November 2026 is fine.)',
  sent: 'Have you already written to them about this? If so, what did you send and when (for example "a request for the credit agreement with a £1 postal order on 1 October")? If not, just say "nothing yet".',
  address:
    'Last thing before I write your letter: what postal address should it come from? (Or say "skip" and add it later when you edit the letter.)',
};

const ORDER: Exclude<Question, 'confirm'>[] = ['who', 'what', 'when', 'sent', 'address'];

/** The first question whose answer is still missing (null: ready to propose the letter). */
export function nextQuestion(f: ConsultationFacts): Exclude<Question, 'confirm'> | null {
  for (const q of ORDER) {
    if (q === 'who' && !f.organisation) return q;
    if (q === 'what' && !f.problem) return q;
    if (q === 'when' && !f.when) return q;
    if (q === 'sent' && !f.alreadySent) return q;
    if (q === 'address' && f.address === undefined) return q;
  }
  return null;
}

// ── classifying the user's words ─────────────────────────────────────────────────────────────────────────────

const DEBT_WORDS: [RegExp, string][] = [
  [/\bparking|\bpcn\b|notice to keeper|car park/i, 'parking'],
  [/council tax/i, 'council_tax'],
  [/bailiff|enforcement agent|enforcement officer/i, 'bailiff'],
  [/credit card|store card|catalogue/i, 'credit_card'],
  [/\bloan\b|payday|overdraft/i, 'loan'],
  [/mortgage|repossess/i, 'mortgage'],
  [/\b(gas|electric(ity)?|energy|water) (bill|supplier|company)|\benergy\b/i, 'utility'],
  [/speeding|speed camera/i, 'speeding'],
  [/debt collect|collection agency|debt purchas|recoveries/i, 'debt_collection'],
];

export type DisputeGround = NonNullable<ConsultationFacts['disputeGround']>;

const DISPUTE_WORDS: [RegExp, DisputeGround][] = [
  [
    /not (mine|my debt|my account)|never (had|opened|took out|heard of)|don'?t recogni[sz]e|identity theft|fraud/i,
    'not_mine',
  ],
  [/already paid|paid (it|this|that) (off|already)|settled|cleared (it|the)/i, 'already_paid'],
  [
    /amount (is )?wrong|too (much|high)|wrong amount|overcharg|added (fees|charges|interest)|inflated/i,
    'amount_wrong',
  ],
  [
    /never signed|no (signed )?agreement|don'?t remember signing|see the (credit )?agreement|copy of the agreement/i,
    'no_agreement',
  ],
];

export interface Classified {
  debtType?: string;
  disputeGround?: DisputeGround;
  date?: string;
  saysNothingSent: boolean;
  yes: boolean;
  no: boolean;
  question: boolean;
  topics: string[];
}

/** Topics a user may ask about, each answered from the catalogue's own summaries. */
const TOPICS: { re: RegExp; ids: string[]; name: string }[] = [
  {
    re: /statute[- ]barred|too old|six years|6 years|limitation/i,
    ids: ['limitation-1980-s5', 'limitation-1980-s29-30'],
    name: 'old debts (limitation)',
  },
  {
    re: /\bcca\b|credit agreement|agreement|section 7[78]|s\.?7[78]|signed/i,
    ids: ['cca-1974-s78', 'cca-1974-s77'],
    name: 'asking for the credit agreement',
  },
  {
    re: /\bcourt\b|\bccj\b|letter of claim|sue|summons|judg(e)?ment/i,
    ids: ['pap-debt-claims'],
    name: 'court action',
  },
  {
    re: /bailiff|enforcement|take my (things|goods|car)|fees?\b/i,
    ids: ['tcg-regs-2013-reg6-7', 'tcg-fees-regs-2014'],
    name: 'bailiffs and their fees',
  },
  { re: /parking|keeper|\bpcn\b|popla/i, ids: ['pofa-2012-sch4', 'popla'], name: 'private parking charges' },
  { re: /council tax/i, ids: ['ct-admin-enforcement-1992-reg23', 'lgfa-1992-s16'], name: 'council tax' },
  { re: /default notice|defaulted/i, ids: ['cca-1974-s88', 'cca-1974-s87'], name: 'default notices' },
  { re: /complain|ombudsman|\bfos\b/i, ids: ['fca-disp-1-6', 'fos'], name: 'complaints and the Ombudsman' },
  {
    re: /harass|pressure|keep calling|phone calls|threaten/i,
    ids: ['fca-conc-7'],
    name: 'how collectors must treat you',
  },
  { re: /dispute|not mine|don'?t owe/i, ids: ['fca-conc-7-14'], name: 'disputing a debt' },
  { re: /back[- ]?bill/i, ids: ['ofgem-back-billing'], name: 'back-billing' },
];

export function classify(text: string, today = new Date()): Classified {
  const t = text.trim();
  return {
    debtType: DEBT_WORDS.find(([re]) => re.test(t))?.[1],
    disputeGround: DISPUTE_WORDS.find(([re]) => re.test(t))?.[1],
    date: readDate(t, today),
    saysNothingSent: /^(no|nope|none|nothing|not yet|no,|nothing yet|i haven'?t|i have not)\b/i.test(t),
    yes: /^(yes|yeah|yep|ok|okay|please|go ahead|do it|sure|write it)\b/i.test(t),
    no: /^(no|nope|not now|not yet|don'?t)\b/i.test(t),
    question: /\?\s*$/.test(t) || /^(what|how|can|could|should|do|does|is|are|will|why|when)\b/i.test(t),
    topics: TOPICS.filter((x) => x.re.test(t)).map((x) => x.name),
  };
}

/** A date in the user's words: '3 November 2026', '03/11/2026', '2026-11-03', 'today', 'yesterday', '5 days ago'. */
export function readDate(t: string, today = new Date()): string | undefined {
  const iso = t.match(/\b(\d{4})-(\d{2})-(\d{2})\b/);
  if (iso) return iso[0];
  const uk = parseUkDate(t);
  if (uk) return uk;
  const day = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
  if (/\btoday\b|this morning/i.test(t)) return day(0);
  if (/\byesterday\b/i.test(t)) return day(1);
  if (/\blast week\b/i.test(t)) return day(7);
  const ago = t.match(/\b(\d{1,2})\s+(day|week)s?\s+ago\b/i);
  if (ago) return day(Number(ago[1]) * (ago[2].toLowerCase() === 'week' ? 7 : 1));
  return undefined;
}

/** 'a letter from Northgate Recoveries Ltd saying…': a sender named in passing, in capitals as names are written. */
const NAMED_SENDER =
  /\b(?:from|by)\s+((?:[A-Z][\w&'.-]*)(?:\s+(?:[A-Z][\w&'.-]*|&|and|of))*\s*)(?=[,.;:!?]|\s+(?:saying|says|about|asking|demanding|for|who|which|that|and\s+[a-z])|$)/;

const NOT_A_SENDER =
  /^(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|I|It|The|My|Them|They)\b/;

/** An organisation's name from an answer to 'who': 'It's from Harrowgate Debt Purchasing Ltd.' → the name. */
export function organisationFrom(text: string): string | undefined {
  const t = text
    .trim()
    .replace(/^(it'?s|it is|they are|they're|the letter is|a letter)\s+(from\s+)?/i, '')
    .replace(/^from\s+/i, '')
    .replace(/[.!]+$/, '')
    .trim();
  if (!t || t.length > 120 || /^(i don'?t know|not sure|no idea)/i.test(t)) return undefined;
  return t;
}

/**
 * Folds one user message into what is known. The answer to the question last asked fills that fact; anything else
 * the words make plain (a dispute, the kind of debt, a date) fills the facts still empty.
 */
export function learn(f: ConsultationFacts, text: string, today = new Date()): ConsultationFacts {
  const c = classify(text, today);
  const next: ConsultationFacts = { ...f };
  // A question back ("what does that mean?") is not the answer to ours: it is answered, and ours asked again.
  const answering = !c.question || (f.asked === 'when' && c.date !== undefined);
  switch (answering ? f.asked : undefined) {
    case 'who': {
      const org = organisationFrom(text);
      if (org) next.organisation = org;
      break;
    }
    case 'what':
      next.problem = text.trim().slice(0, 1000);
      break;
    case 'when':
      if (c.date) next.when = c.date;
      else if (/don'?t know|not sure|can'?t remember/i.test(text)) next.when = 'unknown';
      break;
    case 'sent':
      next.alreadySent = c.saysNothingSent ? 'nothing' : text.trim().slice(0, 500);
      break;
    case 'address':
      next.address = /^skip\b/i.test(text.trim()) ? '' : text.trim().slice(0, 300);
      break;
  }
  if (!next.organisation && f.asked !== 'who') {
    const named = NAMED_SENDER.exec(text)?.[1]?.trim();
    if (named && !NOT_A_SENDER.test(named)) next.organisation = named;
  }
  if (c.disputeGround && !next.disputeGround) next.disputeGround = c.disputeGround;
  if (c.debtType && !next.debtType) next.debtType = c.debtType;
  // Words volunteered before the question was asked still count.
  if (!next.problem && f.asked !== 'who' && (c.disputeGround || text.trim().length > 40) && !c.question)
    next.problem = text.trim().slice(0, 1000);
  return next;
}

/** Fills what the documents show and the user has not said (the user's own words always win). */
export function fromDocuments(f: ConsultationFacts, docs: StoredDocument[]): ConsultationFacts {
  const d = [...docs].reverse().find((x) => x.organisation) ?? docs.at(-1);
  if (!d) return f;
  return {
    ...f,
    organisation: f.organisation ?? d.organisation ?? undefined,
    reference: f.reference ?? d.reference ?? undefined,
    amount: f.amount ?? d.amount ?? undefined,
    debtType: f.debtType ?? (d.debtType && d.debtType !== 'normal' ? d.debtType : undefined),
    when: f.when ?? d.letterDate ?? undefined,
  };
}

/** What a previous letter the user describes was for, as the engine records it. */
export function sentPurpose(words: string): 'cca_request' | 'dispute' | 'sar' | 'complaint' | 'other' {
  if (/\bcca\b|credit agreement|section 7[78]|s\.?7[78]|£\s?1\b|postal order/i.test(words))
    return 'cca_request';
  if (/subject access|\bsar\b|my data/i.test(words)) return 'sar';
  if (/complain/i.test(words)) return 'complaint';
  if (/dispute|not mine|wrong/i.test(words)) return 'dispute';
  return 'other';
}

/** Plain-English answers to the topics the user asked about, from the catalogue's summaries (with the source). */
export function topicAnswers(text: string): { text: string; legalBases: string[] } | null {
  const hits = TOPICS.filter((x) => x.re.test(text));
  if (!hits.length) return null;
  const legalBases: string[] = [];
  const parts: string[] = [];
  for (const h of hits.slice(0, 2)) {
    const lines = h.ids.flatMap((id) => {
      const e = getLegal(id);
      if (!e) return [];
      legalBases.push(id);
      return [`- ${e.title}${e.section ? ` ${e.section}` : ''}: ${e.summary} (${e.url})`];
    });
    parts.push(`On ${h.name}:\n${lines.join('\n')}`);
  }
  return { text: parts.join('\n\n'), legalBases };
}
