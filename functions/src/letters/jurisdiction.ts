/**
 * Whose law answers the letter, when the caller did not say: a received letter written under Scottish or Northern
 * Irish law says so in its own statutory words (a sheriff officer's charge for payment, a summary warrant; Land &
 * Property Services' domestic rates). Anything else is answered under the law of England and Wales, as before.
 */
import type { Jurisdiction } from '@app/shared/legal/limitation';

const NORTHERN_IRELAND_RE =
  /\bland (&|and) property services\b|\bdomestic rates\b|\blimitation \(northern ireland\) order\b|\benforcement of judgments office\b/;
const SCOTLAND_RE =
  /\bsheriff officers?\b|\bmessengers?[- ]at[- ]arms\b|\bsummary warrant\b|\bcharge for payment\b|\bdebtors \(scotland\) act\b|\bdebt arrangement scheme\b|\bsheriff court\b/;

export function jurisdictionOfLetter(receivedText: string): Jurisdiction {
  const t = receivedText.toLowerCase().replace(/\s+/g, ' ');
  if (NORTHERN_IRELAND_RE.test(t)) return 'northern-ireland';
  if (SCOTLAND_RE.test(t)) return 'scotland';
  return 'england-wales';
}
