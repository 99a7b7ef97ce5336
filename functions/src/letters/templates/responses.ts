/**
 * Replies decided by what the received letter IS, not by the user's stage (PRODUCT.md rule 3): the reply to a
 * Letter of Claim, default notice or termination notice under the Pre-Action Protocol for Debt Claims, and the
 * short statute-barred letter (CONC 7.15.8). Wording as data, like ./debt.ts; the engine fills it.
 */
import { HIRE_REQUEST, type Para } from './debt';

export interface PapContext {
  kind: 'letter_of_claim' | 'default_notice' | 'termination_notice';
  /** Regulated consumer credit: adds the s.77/78 request (or refers to the one in the history). */
  credit: boolean;
  /** A regulated consumer hire agreement (with `credit`): the hirer's request is under s.79, not ss.77–78. */
  hire?: boolean;
  /** Date of an earlier s.77/78 request with the fee, from the history (formatted). */
  ccaRequestedOn?: string;
  /**
   * The user disputes the sum (a ground, their own words, or an earlier letter that did). Without it the reply asks
   * for the documents and claims no dispute: a letter states only what the user has said.
   */
  disputes: boolean;
  /** Dispute ground sentence (without full stop), when the user gave one. */
  ground?: string;
  /** The user's own words close the letter (their reasons, when they gave no ground). */
  ownWords?: boolean;
  /** The claim rests on no contract (civil recovery, damage, a mistaken credit): its facts and law are asked for. */
  notContract?: boolean;
}

const KIND_WORDS: Record<PapContext['kind'], string> = {
  letter_of_claim: 'Letter of Claim',
  default_notice: 'default notice',
  termination_notice: 'termination notice',
};

export function papSubject(ctx: PapContext): string {
  return ctx.kind === 'letter_of_claim'
    ? `Reply to your Letter of Claim under the Pre-Action Protocol for Debt Claims: ${ctx.disputes ? 'debt disputed, documents requested' : 'documents requested'}`
    : `Your ${KIND_WORDS[ctx.kind]}: ${ctx.disputes ? 'debt disputed and documents requested' : 'documents requested'}`;
}

/** Paragraphs of the Protocol reply, in order; the engine adds audit findings and the non-acknowledgement line. */
export function papParagraphs(ctx: PapContext): Para[] {
  const out: Para[] = [];
  if (ctx.kind === 'letter_of_claim') {
    out.push({
      text: 'I write in reply to your Letter of Claim{{receivedDatePhrase}} about {{refPhrase}}{{amountPhrase}}. Please treat this letter, together with the Reply Form if you enclosed one, as my reply under the Pre-Action Protocol for Debt Claims.',
      bases: ['pap-debt-claims'],
    });
  } else {
    out.push({
      text: `I write about your ${KIND_WORDS[ctx.kind]}{{receivedDatePhrase}} about {{refPhrase}}{{amountPhrase}}. Before any court claim, the Pre-Action Protocol for Debt Claims requires you to send me a Letter of Claim with its Information Sheet and Reply Form; I set out my position now so that you have it.`,
      bases: ['pap-debt-claims'],
    });
  }
  out.push({ text: position(ctx) });
  // CONC 7.14 is the rule for a disputed debt: cited only when the user disputes it.
  if (ctx.credit && ctx.disputes)
    out.push({
      text: 'Under CONC 7.14.1R a firm must suspend recovery steps while a customer disputes a debt on valid grounds or what may be valid grounds, and under CONC 7.14.3R it must investigate and give the customer details of the debt. Please put all collection activity on hold while you do so.',
      bases: ['fca-conc-7-14'],
    });
  if (ctx.credit) out.push(agreementRequest(ctx));
  out.push({
    text: ctx.credit
      ? 'Under the Protocol I also ask for: a copy of the default notice served under section 87 of the Consumer Credit Act 1974 with the date it was served; a statement showing how the sum claimed is made up, including interest and charges; and, if the debt was sold or passed to you, the notice of assignment and evidence of your right to claim it.'
      : ctx.notContract
        ? 'Under the Protocol I ask for: the facts on which you say I am liable and the legal basis of the claim, with the evidence you rely on; a statement showing how the sum claimed is made up, with evidence of each loss or cost and the basis for any interest and charges; and, if the claim was passed to you, evidence of your right to bring it.'
        : 'Under the Protocol I ask for: a copy of the contract or agreement on which you rely, showing that I accepted it; a statement showing how the sum claimed is made up, including interest and charges and the basis for each; and, if the debt was sold or passed to you, the notice of assignment and evidence of your right to claim it.',
    bases: ctx.credit ? ['pap-debt-claims', 'cca-1974-s87'] : ['pap-debt-claims'],
  });
  out.push({
    text: 'The Protocol expects you to provide these documents, or explain why they are unavailable, within 30 days of receiving this request, and not to start court proceedings until 30 days after providing them. I will consider them and take debt advice; if you issue a claim without doing so, I will ask the court to take your conduct into account, including on costs.',
    bases: ['pap-debt-claims'],
  });
  return out;
}

/** Where the user stands: their dispute and its reasons, or only the documents they need before they can answer. */
function position(ctx: PapContext): string {
  if (ctx.ground) return `I dispute this debt because ${ctx.ground}.`;
  if (ctx.disputes)
    return ctx.ownWords
      ? 'I dispute this debt, for the reasons set out at the end of this letter, and I need the documents listed below to understand the claim and take advice on it.'
      : 'I dispute this debt, and I need the documents listed below to understand the claim and take advice on it.';
  return 'Before I respond to the claim, I need the documents listed below to understand it and take advice on it.';
}

/**
 * The request for the agreement within the Protocol reply: the hirer's under s.79 for a consumer hire agreement, the
 * borrower's under ss.77–78 otherwise; an earlier request with the fee is referred to, not made again.
 */
function agreementRequest(ctx: PapContext): Para {
  if (ctx.hire && ctx.ccaRequestedOn)
    return {
      text: `On ${ctx.ccaRequestedOn} I asked you, under section 79 of the Consumer Credit Act 1974, for a copy of the executed hire agreement and a statement of the sums payable under it. If you have not already sent them, please send them with the documents below.`,
      bases: ['cca-1974-s79'],
    };
  if (ctx.hire) return { text: HIRE_REQUEST.text, bases: HIRE_REQUEST.bases };
  if (ctx.ccaRequestedOn)
    return {
      text: `On ${ctx.ccaRequestedOn} I asked you, under section 77 or 78 of the Consumer Credit Act 1974, for a true copy of the executed credit agreement and a statement of account. If you have not already sent them, please send them with the documents below.`,
      bases: ['cca-1974-s77', 'cca-1974-s78'],
    };
  return {
    text: 'Under section 77 or 78 of the Consumer Credit Act 1974 (whichever applies to the agreement), please send me a true copy of the executed credit agreement, including the terms and conditions that applied when it was made, together with a statement of account. I enclose the statutory fee of £1. The Consumer Credit (Prescribed Periods for Giving Information) Regulations 1983 require you to comply within 12 working days.',
    bases: ['cca-1974-s77', 'cca-1974-s78', 'cca-prescribed-periods-1983'],
  };
}

export const PAP_DEADLINE_REASON =
  'the 30 days the Pre-Action Protocol for Debt Claims gives the creditor to provide the documents requested, or explain why they are unavailable';

// ── The statute-barred letter ───────────────────────────────────────────────

export interface BarredContext {
  jurisdiction: 'england-wales' | 'scotland' | 'northern-ireland';
  /** "appears to be" near the boundary. */
  appears: boolean;
  /** What the period ran from, in words ("the last payment on 3 May 2019"). */
  from: string;
  years: number;
  /** Limitation Act section for E&W ('section 5 of the Limitation Act 1980'). */
  law: string;
  lawBasis: string;
  /** Regulated credit or a firm bound by CONC 7.15. */
  conc: boolean;
  /** The received letter is a Letter of Claim (E&W). */
  letterOfClaim: boolean;
}

export function barredSubject(appears: boolean): string {
  return appears
    ? 'Debt that appears to be statute-barred: I will not be paying it'
    : 'Statute-barred debt: I will not be paying it';
}

export function barredParagraphs(ctx: BarredContext): Para[] {
  const is = ctx.appears ? 'appears to be' : 'is';
  const out: Para[] = [
    {
      text: `I write about {{refPhrase}}{{amountPhrase}}. I will not be paying this debt because it ${is} statute-barred.`,
    },
  ];
  if (ctx.jurisdiction === 'scotland') {
    out.push({
      text: `More than five years have passed since ${ctx.from} without a relevant claim or acknowledgement. Under section 6 of the Prescription and Limitation (Scotland) Act 1973 an obligation of this kind is extinguished after five years, so it ${ctx.appears ? 'appears that this obligation no longer exists' : 'no longer exists'}.`,
      bases: ['prescription-scotland-1973-s6'],
    });
  } else if (ctx.jurisdiction === 'northern-ireland') {
    out.push({
      text: `More than six years have passed since ${ctx.from}. Under Article 6 of the Limitation (Northern Ireland) Order 1989 a claim on a simple contract cannot be brought after six years, so a court claim ${ctx.appears ? 'appears to be' : 'is'} out of time.`,
      bases: ['limitation-ni-1989-art6'],
    });
  } else {
    out.push({
      text: `More than ${ctx.years === 12 ? 'twelve' : 'six'} years have passed since ${ctx.from}. A court claim ${ctx.appears ? 'therefore appears to be' : 'is therefore'} out of time under ${ctx.law}.`,
      bases: [ctx.lawBasis],
    });
  }
  if (ctx.conc)
    out.push({
      text: 'I have now told you that I will not pay because the debt is statute-barred. Under CONC 7.15.8 a firm must not continue to ask a customer to pay a statute-barred debt once the customer has said so, and under CONC 7.15 it must not mislead me about the effect of limitation. Please confirm that you will stop asking me for payment and close the account.',
      bases: ['fca-conc-7-15'],
    });
  else
    out.push({
      text: 'Please confirm that you will take no further steps to recover it and that you will close the matter.',
    });
  if (ctx.letterOfClaim)
    out.push({
      text: 'This is also my reply to your Letter of Claim under the Pre-Action Protocol for Debt Claims: I dispute the claim because it is out of time, and if a claim is issued I will defend it on that ground.',
      bases: ['pap-debt-claims'],
    });
  return out;
}
