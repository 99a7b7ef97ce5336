/**
 * Standard / EDP / trust strategies and entity types (PRODUCT.md rule 5): they change on whose behalf the letter
 * is sent and carry the details the user gives, never the substance. The substance stays statutory.
 */
import type { EntityType, Strategy } from './types';

export { strategyCaution } from '@app/shared/legal/strategy-caution';

const PERSONAL: EntityType[] = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'];

export interface OnBehalf {
  /** Name printed in the sender block. */
  senderName: string;
  /** Line under the sender block / in the sign-off, e.g. 'Trustee, for and on behalf of the Smith Family Trust'. */
  capacity?: string;
  /** Reference rows carried for identification. */
  references: { label: string; value: string }[];
  /** A paragraph stating on whose behalf the letter is sent, and that it relies on statute. */
  paragraph?: string;
  enclosures: string[];
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
  const enclosures: string[] = [];
  const tm = input.trademark ?? {};
  const tmParts = [
    tm.name?.trim(),
    tm.number?.trim() ? `UK trademark no. ${tm.number.trim()}` : '',
    tm.classes?.trim() ? `classes ${tm.classes.trim()}` : '',
  ].filter(Boolean);

  let capacity: string | undefined;
  let paragraph: string | undefined;
  const statuteLine =
    'The requests and points in this letter rest on the statutory provisions cited; the details above are given for identification only.';

  if (input.strategy === 'trust') {
    const trust = input.trustName?.trim() || 'the trust';
    capacity = `Trustee, for and on behalf of ${trust}`;
    paragraph = `I write as trustee for and on behalf of ${trust}. ${statuteLine}`;
  } else if (input.strategy === 'edp' || input.entityType === 'EDP') {
    const edp = input.edpName?.trim();
    capacity = edp ? `Administrator, for and on behalf of ${edp}` : 'Administrator';
    paragraph = edp ? `I write as administrator for and on behalf of ${edp}. ${statuteLine}` : undefined;
  }
  if (input.entityType === 'Ltd') {
    const company = input.companyName?.trim() || tm.name?.trim();
    const number = input.companyNumber?.trim() || tm.number?.trim();
    if (company) {
      capacity = `Director, for and on behalf of ${company}`;
      references.push({
        label: 'Company',
        value: number ? `${company} (company number ${number})` : company,
      });
    }
  } else if (tmParts.length) {
    references.push({ label: 'Trademark', value: tmParts.join(', ') });
  }
  if (input.feeSchedule?.trim()) {
    enclosures.push('Fee schedule supplied by the sender (for information)');
  }
  return { senderName, capacity, references, paragraph, enclosures };
}
