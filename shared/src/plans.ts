/**
 * What can be bought (part 1 §3, §9). The server takes a payment's amount, currency and credits from here and never
 * from the client; the checkout shows the same figures. Prices are in pence, GBP.
 *
 * The bundles `six` and `eighteen` are accepted from the URL (`?plan=six`, `?credits=18`) but never listed. The spec
 * fixes only that they mean 6 and 18 credits; their prices are ours (README, "Pricing"): £15.00 for 6 (£2.50 a
 * letter, £3.00 off 6 singles) and £36.00 for 18 (£2.00 a letter, £18.00 off 18 singles) — a bundle must be cheaper
 * than buying the letters one by one, or nobody would be sent a link to it.
 */
import { PRICES_PENCE } from './constants';

export const PLAN_IDS = ['single', 'consultation', 'six', 'eighteen'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  shortName: string;
  pricePence: number;
  /** Credits the payment adds (0 for a consultation, which is paid for itself). */
  credits: number;
  type: 'one-time' | 'consultation';
  features: readonly string[];
  /** Shown in plan lists; the bundles are reachable only by link. */
  listed: boolean;
  /** Shows a 'Most Popular' badge. No plan is flagged today (part 1 §3). */
  popular?: boolean;
}

const LETTER_FEATURES = [
  'OCR analysis',
  'GPT Vision analysis',
  'Client-issued format',
  'Email integration',
  'Instant PDF download',
] as const;

export const PLANS: Record<PlanId, Plan> = {
  single: {
    id: 'single',
    name: 'Professional Debt Letter',
    shortName: 'Debt Letter',
    pricePence: PRICES_PENCE.single,
    credits: 1,
    type: 'one-time',
    features: ['1 rebuttal letter', ...LETTER_FEATURES],
    listed: true,
  },
  consultation: {
    id: 'consultation',
    name: 'AI Lawyer Consultation',
    shortName: 'AI Lawyer Consultation',
    pricePence: PRICES_PENCE.consultation,
    credits: 0,
    type: 'consultation',
    features: [
      'Document upload and AI analysis',
      '10-minute conversation',
      'Legal strategy',
      'Letter generation',
      'Editing and download',
    ],
    listed: true,
  },
  six: {
    id: 'six',
    name: '6 Professional Debt Letters',
    shortName: '6 Debt Letters',
    pricePence: 1500,
    credits: 6,
    type: 'one-time',
    features: ['6 rebuttal letters', ...LETTER_FEATURES],
    listed: false,
  },
  eighteen: {
    id: 'eighteen',
    name: '18 Professional Debt Letters',
    shortName: '18 Debt Letters',
    pricePence: 3600,
    credits: 18,
    type: 'one-time',
    features: ['18 rebuttal letters', ...LETTER_FEATURES],
    listed: false,
  },
};

/** Bundles accepted from the URL but not listed (part 1 §3): plan id → credits. */
export const HIDDEN_BUNDLES = { six: PLANS.six.credits, eighteen: PLANS.eighteen.credits } as const;

export const LISTED_PLANS: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]).filter((p) => p.listed);

export function isPlanId(id: unknown): id is PlanId {
  return typeof id === 'string' && (PLAN_IDS as readonly string[]).includes(id);
}

/**
 * The plan a checkout link means: `plan=` when given (an unknown one is null, not a silent default), otherwise
 * `consultation=` (a consultation), otherwise `credits=` 1, 6 or 18, otherwise the single letter.
 */
export function planFromQuery(q: {
  plan?: string | null;
  credits?: string | null;
  consultation?: string | null;
}): Plan | null {
  if (q.plan) return isPlanId(q.plan) ? PLANS[q.plan] : null;
  if (q.consultation) return PLANS.consultation;
  if (q.credits)
    return (
      PLAN_IDS.map((id) => PLANS[id]).find((p) => p.type === 'one-time' && String(p.credits) === q.credits) ??
      null
    );
  return PLANS.single;
}

/** '£3.00'. */
export function formatPence(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}
