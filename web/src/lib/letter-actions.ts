import { debtTypeLabel } from '@app/shared/constants';
import { downloadLetterBlob, getDebtLetter } from '../api/debt-letter';
import { toast } from '../components/ui/Toast';
import { letterFileBase, saveBlob } from './download';
import { openMailDraft } from './mailto';
import { formatMoney } from './format';

interface LetterRef {
  id: string;
  accountNumber: string | null;
  creditorName: string | null;
  debtType?: string | null;
  debtAmount?: number | null;
  /** Where the draft goes: the address printed on the received letter or found in the creditor directory. */
  creditorEmail?: string | null;
}

export async function downloadLetter(letter: LetterRef, format: 'pdf' | 'docx'): Promise<void> {
  const label = format === 'pdf' ? 'PDF' : 'DOCX';
  try {
    const blob = await downloadLetterBlob(letter.id, format);
    saveBlob(blob, `${letterFileBase(letter)}.${format}`);
    toast({ title: 'Downloaded', description: `${label} downloaded successfully`, variant: 'success' });
  } catch {
    toast({ title: 'Error', description: `Failed to download ${label}`, variant: 'destructive' });
  }
}

export function letterSubject(letter: LetterRef): string {
  const who = letter.creditorName || 'your letter';
  const ref = letter.accountNumber ? ` (account ${letter.accountNumber})` : '';
  return `Re: ${who}${ref} — formal response`;
}

/** Opens a mail draft with the letter text (fetched when only a summary is at hand). */
export async function emailLetter(letter: LetterRef, text?: string | null): Promise<void> {
  let body = text ?? null;
  if (body === null) {
    try {
      body = (await getDebtLetter(letter.id)).rebuttalText;
    } catch {
      body = null;
    }
  }
  const fallback = [
    'Dear Sir or Madam,',
    '',
    `Please find attached my letter regarding ${letter.creditorName ?? 'your recent correspondence'}${letter.accountNumber ? `, account ${letter.accountNumber}` : ''}.`,
    letter.debtType ? `Type: ${debtTypeLabel(letter.debtType)}.` : '',
    letter.debtAmount != null ? `Amount claimed: ${formatMoney(letter.debtAmount)}.` : '',
    '',
    'Yours faithfully,',
  ]
    .filter((l, i, a) => l !== '' || a[i - 1] !== '')
    .join('\n');
  openMailDraft({
    ...(letter.creditorEmail ? { to: letter.creditorEmail } : {}),
    subject: letterSubject(letter),
    body: body?.trim() ? body : fallback,
  });
  toast({
    title: 'Email Client Opened',
    description: 'Your email app should open with the letter ready to check and send.',
  });
}
