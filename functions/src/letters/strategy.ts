/**
 * Standard / EDP / trust strategies and entity types (PRODUCT.md rule 5). Every letter is written by the user in
 * their own name, as the debtor, account holder or data subject, because the statutory rights it uses (s.77/78
 * requests, CONC 7 disputes, Protocol replies, subject access) are that person's. The strategy details the user
 * supplies (EDP or trust name, trademark, fee schedule) are kept for the user's own copy (`userCopy`) and never
 * printed in the letter: no capacity line, no trademark row, no fee-schedule enclosure.
 */
import type { EntityType, Strategy } from './types';

export { strategyCaution } from '@app/shared/legal/strategy-caution';

const PERSONAL: EntityType[] = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'];

export interface OnBehalf {
  /** Name printed in the sender block: the user's own (with a title when chosen), or a real company's. */
  senderName: string;
  /** Only for a real company (entity type Ltd): 'Director, for and on behalf of Smith Trading Ltd'. */
  capacity?: string;
  /** Reference rows printed in the letter (only a real company's name and number). */
  references: { label: string; value: string }[];
  /** For EDP / trust / trademark choices: states that the letter is the user's own, in their own name. */
  paragraph?: string;
  /** The strategy details, for the user's own copy only. */
  userCopy: string[];
}

export function onBehalf(input: {
  strategy: Strategy;
  entityType?: EntityType | '';
  name: string;
  edpName?: string;
  trustName?: string;
  companyName?: string;
  companyNumber?: string;
  trademark?: { number?: string; name?: string; classes?: string };
  feeSchedule?: string;
}): OnBehalf {
  const name = input.name.trim();
  const title = input.entityType && PERSONAL.includes(input.entityType as EntityType) ? input.entityType : '';
  const senderName = title && !name.startsWith(title + ' ') ? `${title} ${name}` : name;
  const references: OnBehalf['references'] = [];
  const userCopy: string[] = [];
  const tm = input.trademark ?? {};
  const tmParts = [
    tm.name?.trim(),
    tm.number?.trim() ? `UK trademark no. ${tm.number.trim()}` : '',
    tm.classes?.trim() ? `classes ${tm.classes.trim()}` : '',
  ].filter(Boolean);

  let capacity: string | undefined;
  const strategyChosen =
    input.strategy === 'trust' ||
    input.strategy === 'edp' ||
    input.entityType === 'EDP' ||
    input.entityType === 'TM';

  if (input.strategy === 'trust')
    userCopy.push(
      `Strategy: trust${input.trustName?.trim() ? ` (${input.trustName.trim()})` : ''}. Not printed in the letter, which is sent in your own name.`,
    );
  if (input.strategy === 'edp' || input.entityType === 'EDP')
    userCopy.push(
      `Strategy: EDP entity${input.edpName?.trim() ? ` (${input.edpName.trim()})` : ''}. Not printed in the letter, which is sent in your own name.`,
    );
  if (input.entityType === 'Ltd') {
    // A company is a real legal person: when it is the account holder, its director writes for it.
    const company = input.companyName?.trim();
    const number = input.companyNumber?.trim();
    if (company) {
      capacity = `Director, for and on behalf of ${company}`;
      references.push({
        label: 'Company',
        value: number ? `${company} (company number ${number})` : company,
      });
    }
  }
  if (tmParts.length) userCopy.push(`Trademark: ${tmParts.join(', ')}. Not printed in the letter.`);
  if (input.feeSchedule?.trim())
    userCopy.push(
      'Fee schedule: kept with your copy. It is not enclosed: creditors treat fee schedules as a sign of a letter they may ignore.',
    );

  const paragraph =
    strategyChosen && !capacity
      ? `I write in my own name, as ${senderName}, the person to whom your letter is addressed. The requests in this letter are mine, and the rights I rely on are my own statutory rights.`
      : undefined;
  return { senderName, capacity, references, paragraph, userCopy };
}
