/** Business constants from the specification (part 1 §9, part 2 §9). One place, used by SPA and functions. */

export const PRICES_PENCE = { single: 300, consultation: 800 } as const;
export const UNLIMITED_CREDITS = 999999;
export const SIGNUP_FREE_CREDITS = 1;
export const CREDIT_BUNDLES = [1, 6, 18] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024; // 10485760
export const MAX_ADDITIONAL_INFO = 2000;
export const LETTER_POLL_MS = 5000;
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const TEXT_PREVIEW_CHARS = 300;
export const PREVIOUS_LETTER_PREVIEW_CHARS = 200;
export const CONSULTATION_MINUTES = 10;
export const SESSION_DAYS = 30;
export const SIGNIN_LINK_MINUTES = 15;
export const STUCK_PROCESSING_MINUTES = 15;
export const JOB_MAX_ATTEMPTS = 3;
export const TOAST_DURATION_MS = 5000;

export const DEBT_TYPE_LABELS: Record<string, string> = {
  speeding: 'Speeding Fine',
  parking: 'Parking Fine',
  council_tax: 'Council Tax',
  utility: 'Utility Bill',
  bailiff: 'Bailiff Notice',
  court: 'Court Fine',
  credit_card: 'Credit Card',
  loan: 'Loan',
  mortgage: 'Mortgage',
  debt_collection: 'Debt Collection',
  normal: 'General Debt',
  trust: 'Trust Entity',
  edp: 'EDP Entity',
};

/** Label of a debt type as the dashboard shows it: known label, 'Unknown' when empty, else capitalised. */
export function debtTypeLabel(type: string | null | undefined): string {
  if (!type) return 'Unknown';
  return DEBT_TYPE_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/** The eleven types the analysis can detect from a letter (corpus README). */
export const DETECTED_DEBT_TYPES = [
  'speeding',
  'parking',
  'council_tax',
  'utility',
  'bailiff',
  'court',
  'credit_card',
  'loan',
  'mortgage',
  'debt_collection',
  'normal',
] as const;

/** The twenty types offered by the debt defence flow (part 1 §3). */
export const DEBT_FLOW_TYPES = [
  'normal',
  'trust',
  'edp',
  'council_tax',
  'parking',
  'ulez',
  'water',
  'gas_electric',
  'telephone',
  'benefit_overpayment',
  'tv_licence',
  'credit_card',
  'loan',
  'mortgage',
  'rent_arrears',
  'child_maintenance',
  'court_fines',
  'nhs_charges',
  'student_loan',
  'business_rates',
] as const;

export const ALL_DEBT_TYPES = Array.from(
  new Set<string>([...DETECTED_DEBT_TYPES, 'trust', 'edp', ...DEBT_FLOW_TYPES]),
);

export const SEQUENCE_STAGES = [1, 2, 3] as const;
export const SEQUENCE_NAMES: Record<number, string> = { 1: 'Challenge', 2: 'Estoppel', 3: 'Final' };

/** Badge text and colour of a sequence number on the dashboard (part 1 §3). */
export function sequenceBadge(n: number | null | undefined): {
  label: string;
  color: 'red' | 'orange' | 'green' | 'blue';
} {
  if (n === 1) return { label: '1st NOTICE', color: 'red' };
  if (n === 2) return { label: '2nd ESTOPPEL', color: 'orange' };
  if (n === 3) return { label: '3rd FINAL', color: 'green' };
  const k = n ?? 0;
  const suffix =
    k % 10 === 1 && k % 100 !== 11
      ? 'st'
      : k % 10 === 2 && k % 100 !== 12
        ? 'nd'
        : k % 10 === 3 && k % 100 !== 13
          ? 'rd'
          : 'th';
  return { label: `${k}${suffix} LETTER`, color: 'blue' };
}

export const UPLOAD_ENTITY_TYPES = ['Mr', 'Mrs', 'Miss', 'Ms', 'EDP', 'Ltd'] as const;
export const FLOW_ENTITY_TYPES = ['Mr', 'Mrs', 'Miss', 'Ms', 'EDP', 'Ltd', 'TM'] as const;
export const PERSONAL_TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'] as const;
export const WARRANT_TYPES = ['control', 'entry', 'distress'] as const;
export const STRATEGIES = ['standard', 'edp', 'trust'] as const;

export const CREDIT_AGENCIES = ['equifax', 'experian', 'transunion'] as const;
export const CREDIT_AGENCY_NAMES: Record<(typeof CREDIT_AGENCIES)[number], string> = {
  equifax: 'Equifax',
  experian: 'Experian',
  transunion: 'TransUnion',
};
export const CLEANSE_ENTITY_TYPES = ['Trust', 'EDP'] as const;

export const GDPR_SCENARIOS = {
  debt_collection: {
    label: 'Debt Collection Agency',
    violations: ['No lawful basis', 'Excessive data retention', 'Unlawful credit file reporting'],
  },
  credit_agency: {
    label: 'Credit Reference Agency',
    violations: ['Inaccurate data', 'Unlawful third-party sharing', 'No consent for profiling'],
  },
  employer: {
    label: 'Former Employer',
    violations: ['Excessive retention', 'Unlawful background checks', 'Data breach'],
  },
  bank: {
    label: 'Bank or Financial Institution',
    violations: [
      'Unlawful credit scoring',
      'Data sharing without consent',
      'Retention after account closure',
    ],
  },
  council: {
    label: 'Local Council',
    violations: ['Unlawful enforcement data', 'Excessive retention', 'Third-party sharing'],
  },
  healthcare: {
    label: 'Healthcare Provider',
    violations: ['Unlawful data sharing', 'Excessive retention', 'No consent for processing'],
  },
} as const;
export type GdprScenario = keyof typeof GDPR_SCENARIOS;
export const GDPR_SCENARIO_IDS = Object.keys(GDPR_SCENARIOS) as GdprScenario[];

export const GDPR_ARTICLES = {
  '6': 'Lawfulness of processing',
  '12': 'Transparent information',
  '15': 'Right of access',
  '16': 'Rectification',
  '17': 'Erasure',
  '18': 'Restriction of processing',
  '19': 'Notification obligation',
  '20': 'Data portability',
  '21': 'Right to object',
  '22': 'Automated decision-making and profiling',
} as const;
export const GDPR_ARTICLE_IDS = Object.keys(GDPR_ARTICLES) as (keyof typeof GDPR_ARTICLES)[];
export const GDPR_ENTITY_TYPES = ['Personal', 'Trust'] as const;
export const URGENCY_LEVELS = ['normal', 'urgent', 'critical'] as const;

export const ICO_VIOLATION_TYPES = [
  'no_response',
  'refused',
  'incomplete',
  'delayed',
  'charging_fees',
  'excessive_info',
] as const;

// The plans (single, consultation and the unlisted bundles) are in plans.ts.

/**
 * Printed at the foot of every letter, so it is worded for the reader (a creditor, council, agency or the ICO): it
 * says how the letter was prepared and nothing that weakens it. Advice for the sender ("speak to a free debt
 * adviser") belongs on the site, the letter page and the delivery email, not in the letter (PRODUCT.md rule 6).
 */
export const DISCLAIMER =
  'Prepared by the sender using informational templates from an online service; the service does not give legal advice.';

export const QUICK_TEST_EMAIL = 'test@example.com';
