/** Checks a letter before it is stored or rendered. Returns human-readable problems; empty means fine. */
import { isLegalId, unknownCitations } from '@app/shared/legal/index';
import { DISCLAIMER } from './common';
import { letterToText } from './text';
import type { LetterDoc } from './types';

const PLACEHOLDER =
  /\{\{|\}\}|\bundefined\b|\bnull\b|\bNaN\b|\[(?:Name|Your Name|Address|Date|Amount|Reference|Creditor|Company)\]|£NaN|Invalid Date|\[object Object\]/;

export function validateLetter(doc: LetterDoc): string[] {
  const problems: string[] = [];
  for (const id of doc.legalBases ?? []) if (!isLegalId(id)) problems.push(`unknown catalogue id: ${id}`);
  if (!doc.legalBases?.length) problems.push('no legal basis');
  const text = letterToText(doc);
  const m = text.match(PLACEHOLDER);
  if (m)
    problems.push(
      `unfilled placeholder: ${m[0]} near "${text.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + 30).replace(/\n/g, ' ')}"`,
    );
  if (!doc.responseDeadline || !/^\d{4}-\d{2}-\d{2}$/.test(doc.responseDeadline))
    problems.push('missing response deadline');
  else if (doc.responseDeadline <= doc.date) problems.push('deadline is not after the letter date');
  if (!doc.deadlineRule?.trim()) problems.push('missing deadline rule');
  if (!doc.nextStep?.trim()) problems.push('missing next step');
  if (doc.disclaimer !== DISCLAIMER || !text.includes(DISCLAIMER)) problems.push('missing disclaimer');
  if (!doc.subject?.trim()) problems.push('missing subject');
  if (!doc.paragraphs?.length) problems.push('no paragraphs');
  if (!doc.sender?.name?.trim()) problems.push('missing sender name');
  if (!doc.recipient?.name?.trim()) problems.push('missing recipient name');
  const own = doc.paragraphs.filter((_, i) => !doc.quotedParagraphs?.includes(i));
  for (const c of unknownCitations(own.join('\n\n') + '\n' + doc.subject))
    problems.push(`citation not in catalogue: ${c.raw}`);
  if (
    /\b(is|are|be|being|now)\s+(void|null and void|extinguished by (?:the )?trust)\b/i.test(
      text.replace(/void if/gi, ''),
    )
  )
    problems.push('says a debt is void');
  return problems;
}
