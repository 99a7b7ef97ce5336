/** The GDPR challenge generator's fixed content (part 2 §3–§4, §9): what each choice means, in plain words. */
import { GDPR_SCENARIOS, type GdprScenario } from '@app/shared/constants';

export const SCENARIO_DESCRIPTIONS: Record<GdprScenario, string> = {
  debt_collection: 'A debt collector holds or shares your data, or reports it to credit agencies.',
  credit_agency: 'An entry on your credit file is wrong, or your file is shared or scored unfairly.',
  employer: 'A former employer still keeps your records, ran checks on you or lost your data.',
  bank: 'A bank or lender scores, shares or keeps your data after an account closed.',
  council: 'A council uses or shares your data for enforcement, or keeps it too long.',
  healthcare: 'A healthcare provider shares or keeps your health data without a proper basis.',
};

export const scenarioLabel = (s: string): string =>
  (GDPR_SCENARIOS as Record<string, { label: string }>)[s]?.label ?? s;

export const URGENCY_OPTIONS = [
  {
    value: 'normal',
    label: 'Normal',
    description: 'Standard request: the organisation has one month from receipt to answer (UK GDPR Art 12A).',
  },
  {
    value: 'urgent',
    label: 'Urgent',
    description: 'Ongoing harm: the misuse is still affecting you, so the letter asks for a prompt answer.',
  },
  {
    value: 'critical',
    label: 'Critical',
    description:
      'Immediate action required: the letter asks the organisation to restrict processing while it answers.',
  },
] as const;

export const urgencyLabel = (u: string): string => URGENCY_OPTIONS.find((o) => o.value === u)?.label ?? u;

/** Said once when Trust is chosen (PRODUCT.md rule 5): what it changes and what it does not. */
export const TRUST_CAUTION =
  'Your trust and trademark details are kept with your own copy of the letter. The letter itself is written in your own ' +
  'name, because data protection rights belong to you as a living individual — a letter sent for an entity lets the ' +
  'organisation ignore it. English courts have repeatedly rejected the idea that a trust, a trademark of your name or an ' +
  '"EDP entity" changes a person’s legal position (for example Stamp v Capital Home Loans [2024] EWHC 1092 (KB)).';

/**
 * The five addresses the spec's mail draft goes to, guessed from the organisation's name (complaints, legal, dpo,
 * privacy, info at a .co.uk domain made from it). They are guesses: the screen says so.
 */
export function guessedAddresses(organisation: string): string[] {
  const domain =
    organisation
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/\b(limited|ltd|plc|llp|llc|inc|the|uk|group)\b/g, ' ')
      .replace(/[^a-z0-9]+/g, '') || 'example';
  return ['complaints', 'legal', 'dpo', 'privacy', 'info'].map((box) => `${box}@${domain}.co.uk`);
}

export const gdprEmailSubject = (organisation: string) => `GDPR Data Protection Challenge - ${organisation}`;

export const gdprFileName = (organisation: string) =>
  `gdpr-challenge-${organisation.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'organisation'}.txt`;
