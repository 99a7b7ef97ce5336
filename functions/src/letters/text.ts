/** The editable plain-text form of a letter (what the app stores as rebuttalText / letterContent). */
import { formatUkDate } from '@app/shared/legal/index';
import type { LetterDoc } from './types';

export function letterToText(doc: LetterDoc): string {
  const out: string[] = [];
  const block = (lines: (string | undefined)[]) =>
    out.push(lines.filter((l): l is string => !!l && l.trim() !== '').join('\n'));
  block([doc.sender.name, doc.senderCapacity, ...doc.sender.addressLines, doc.sender.email]);
  block([formatUkDate(doc.date)]);
  block([
    doc.recipient.name,
    ...doc.recipient.addressLines,
    doc.recipient.email ? `By email: ${doc.recipient.email}` : undefined,
  ]);
  if (doc.references.length) block(doc.references.map((r) => `${r.label}: ${r.value}`));
  block([doc.subject.toUpperCase()]);
  block([doc.salutation]);
  for (const p of doc.paragraphs) out.push(p);
  out.push(
    [
      doc.signOff.closing,
      '',
      '',
      doc.signOff.name,
      ...(doc.signOff.capacity ? [doc.signOff.capacity] : []),
    ].join('\n'),
  );
  if (doc.enclosures.length) block(['Enclosures:', ...doc.enclosures.map((e) => `- ${e}`)]);
  block([doc.disclaimer]);
  return out.filter((s) => s !== '').join('\n\n') + '\n';
}
