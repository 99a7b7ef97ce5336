/** The transcript as the user downloads it: who said what and when, the documents read and the letters written. */
import type { ConsultationSession } from '@app/shared';
import { CONSULTATION_DISCLAIMER } from '@app/shared';

const time = (iso: string) => `${iso.slice(0, 10).split('-').reverse().join('/')} ${iso.slice(11, 16)} UTC`;

export function transcriptText(c: ConsultationSession, publicUrl: string): string {
  const lines: string[] = [
    `Consultation ${c.id}`,
    c.startedAt
      ? `Started ${time(c.startedAt)}${c.expiresAt ? `, ended ${time(c.expiresAt)}` : ''}`
      : 'Not started',
    '',
    CONSULTATION_DISCLAIMER,
    '',
  ];
  const docs = c.documents ?? [];
  if (docs.length) {
    lines.push('Documents read:');
    for (const d of docs)
      lines.push(`- ${d.fileName}: ${d.description}${d.organisation ? ` from ${d.organisation}` : ''}`);
    lines.push('');
  }
  for (const m of c.messages ?? []) {
    lines.push(`${m.role === 'user' ? 'You' : 'Assistant'} (${time(m.at)}):`);
    lines.push(m.text);
    for (const id of m.letterIds ?? []) lines.push(`Letter written: ${publicUrl}/letter/${id}`);
    lines.push('');
  }
  return lines.join('\n');
}
