/** Debt rebuttal letters: stage 1 Challenge, 2 Estoppel (the legal consequence), 3 Final. Pure. */
import { computeDeadline, formatUkDate, statuteBarredCheck, toIsoDate } from '@app/shared/legal/index';
import { auditReceivedLetter } from './audit';
import { DISCLAIMER, cleanUserText, fill, isoDay, money, party, uniq } from './common';
import { onBehalf, strategyCaution } from './strategy';
import { DEBT_TEMPLATES, DEBT_TYPE_GROUP, type Cond, type Group, type Para } from './templates/debt';
import type { DebtLetterInput, LetterDoc } from './types';

const COUNCIL_RE = /\b(council|borough|city of|county|london borough|transport for london|tfl)\b/i;

export function groupFor(
  input: Pick<DebtLetterInput, 'debtType' | 'parkingKind' | 'recipient' | 'receivedText'>,
): Group {
  const g = DEBT_TYPE_GROUP[input.debtType] ?? 'general';
  if (g === 'parking_private') {
    const kind =
      input.parkingKind ??
      (COUNCIL_RE.test(input.recipient?.name ?? '') ||
      /traffic management act|penalty charge notice/i.test(
        (input.receivedText ?? '').replace(/parking charge notice/gi, ''),
      )
        ? 'council'
        : 'private');
    return kind === 'council' ? 'parking_council' : 'parking_private';
  }
  return g;
}

export function composeDebtLetter(input: DebtLetterInput): LetterDoc {
  const stage = ([1, 2, 3] as const).includes(input.stage) ? input.stage : 1;
  const group = groupFor(input);
  const tpl = DEBT_TEMPLATES[group];
  const st = tpl.stages[stage];
  const date = isoDay(input.letterDate);
  const jurisdiction = input.jurisdiction ?? 'england-wales';

  const who = onBehalf({
    strategy: input.strategy,
    entityType: input.entityType,
    name: input.sender.name,
    edpName: input.edpName,
    trustName: input.trustName,
    companyName: input.companyName,
    companyNumber: input.companyNumber,
    trademark: input.trademark,
    feeSchedule: input.feeSchedule,
  });

  const deadline = computeDeadline(st.deadline, date);
  const account = input.accountNumber?.trim();
  const amount =
    typeof input.amount === 'number' && Number.isFinite(input.amount) && input.amount > 0
      ? input.amount
      : undefined;
  const prev = input.previousLetterDate ? safeIso(input.previousLetterDate) : undefined;
  const bailiffName = input.bailiff?.name?.trim();
  const w = input.warrant ?? {};
  const warrantBits = [
    w.type ? `${w.type} warrant` : '',
    w.number ? `number ${w.number}` : '',
    w.date ? `dated ${fmtMaybeDate(w.date)}` : '',
  ].filter(Boolean);

  const conds: Record<Cond, boolean> = {
    amount: !!amount,
    account: !!account,
    bailiffName: !!bailiffName,
    bailiffUnverified: !!bailiffName && input.bailiff?.verified === false,
    warrant: warrantBits.length > 0,
    ew: jurisdiction === 'england-wales',
    scotland: jurisdiction === 'scotland',
    ni: jurisdiction === 'northern-ireland',
    notEw: jurisdiction !== 'england-wales',
    prevDate: !!prev,
    '!prevDate': !prev,
  };
  const vars: Record<string, string> = {
    refPhrase: account ? `reference ${account}` : 'the above matter',
    refShort: account ?? '',
    amountPhrase: amount ? `, for which you demand ${money(amount)}` : '',
    deadline: formatUkDate(deadline.date),
    prevDate: prev ? formatUkDate(prev) : '',
    prevDateSuffix: prev ? ` (most recently on ${formatUkDate(prev)})` : '',
    bailiff: bailiffName ?? '',
    warrantPhrase: warrantBits.length ? ` (${warrantBits.join(', ')})` : '',
  };

  const paragraphs: string[] = [];
  const bases: string[] = [];
  const use = (p: Para) => {
    if (p.when && !p.when.every((c) => conds[c])) return;
    paragraphs.push(fill(p.text, vars));
    bases.push(...(p.bases ?? []));
  };

  if (who.paragraph) paragraphs.push(who.paragraph);
  for (const p of st.paragraphs) use(p);

  // Audit findings from the letter received.
  if (input.receivedText) {
    for (const f of auditReceivedLetter(input.receivedText, input.debtType, { amount })) {
      paragraphs.push(f.paragraph);
      bases.push(...f.legalBases);
    }
  }

  // Statute-barred check.
  const userNotes: string[] = [];
  if (tpl.contractDebt && input.lastPaymentDate) {
    const sb = statuteBarredCheck({
      lastPaymentOrAcknowledgement: input.lastPaymentDate,
      jurisdiction,
      debtType: input.debtType,
      today: date,
    });
    userNotes.push(sb.explanation, sb.warning);
    if (sb.status === 'statute-barred') {
      if (jurisdiction === 'scotland') {
        paragraphs.push(
          `The last payment or written acknowledgement was made more than five years ago. Under section 6 of the Prescription and Limitation (Scotland) Act 1973 an obligation of this kind is extinguished after five years without a relevant claim or acknowledgement. Please confirm that you will close the account.`,
        );
      } else if (jurisdiction === 'northern-ireland') {
        paragraphs.push(
          `More than six years have passed since the last payment or written acknowledgement. Under Article 6 of the Limitation (Northern Ireland) Order 1989 a claim on a simple contract cannot be brought after six years. Please confirm that you will take no further action.`,
        );
      } else {
        const law =
          sb.legalBases[0] === 'limitation-1980-s20'
            ? 'section 20 of the Limitation Act 1980'
            : sb.legalBases[0] === 'limitation-1980-s19'
              ? 'section 19 of the Limitation Act 1980'
              : 'section 5 of the Limitation Act 1980';
        paragraphs.push(
          `More than ${sb.years === 12 ? 'twelve' : 'six'} years have passed since the last payment or written acknowledgement. A court claim is therefore out of time under ${law}. ${group === 'consumer_credit' ? 'Under CONC 7.15 you must not mislead me about the effect of limitation or pursue the debt as though it could still be enforced through the courts. ' : ''}Please confirm that you will take no further steps to recover it.`,
        );
        if (group === 'consumer_credit') bases.push('fca-conc-7-15');
      }
      bases.push(...sb.legalBases.filter((b) => b !== 'limitation-1980-s29-30'));
    }
  }

  // The "not an acknowledgement" line closes the legal part of the letter.
  const ackAt = paragraphs.findIndex((p) => p.startsWith('Nothing in this letter is a'));
  if (ackAt >= 0) paragraphs.push(...paragraphs.splice(ackAt, 1));

  // The user's own words.
  const notes = cleanUserText(input.userNotes);
  const quotedParagraphs: number[] = [];
  if (notes) quotedParagraphs.push(paragraphs.length);
  if (notes)
    paragraphs.push(`In addition, I would like you to know the following: ${notes.replace(/\n+/g, ' ')}`);

  if (input.feeSchedule?.trim())
    paragraphs.push(
      'A fee schedule supplied by the sender is enclosed for information. Nothing in this letter depends on it.',
    );

  paragraphs.push(
    `Please reply in writing by ${formatUkDate(deadline.date)}. I would prefer all communication about this matter to be in writing, to the postal${input.sender.email ? ' or email' : ''} address above.`,
  );

  const caution = strategyCaution(input.strategy);
  if (caution) userNotes.unshift(caution);

  const references = [
    ...(account ? [{ label: tpl.refLabel, value: account }] : []),
    ...(amount ? [{ label: 'Amount demanded', value: money(amount) }] : []),
    ...(bailiffName ? [{ label: 'Enforcement agent', value: bailiffName }] : []),
    ...(warrantBits.length ? [{ label: 'Warrant', value: warrantBits.join(', ') }] : []),
    ...who.references,
  ];

  return {
    family: 'debt',
    template: `debt/${group}/${stage}`,
    stage,
    debtType: input.debtType,
    strategy: input.strategy,
    sender: { ...party(input.sender, 'The sender'), name: who.senderName || 'The sender' },
    ...(who.capacity ? { senderCapacity: who.capacity } : {}),
    recipient: party(input.recipient, 'Sir or Madam'),
    date,
    references,
    subject: cleanSubject(fill(st.subject, vars)),
    salutation: 'Dear Sir or Madam,',
    paragraphs,
    legalBases: uniq(bases),
    responseDeadline: deadline.date,
    deadlineRule: deadline.rule,
    nextStep: st.nextStep,
    enclosures: uniq([
      ...(st.enclosures ?? []),
      ...who.enclosures,
      ...(input.receivedText ? ['Copy of your letter'] : []),
    ]),
    signOff: {
      closing: 'Yours faithfully,',
      name: who.senderName || input.sender.name,
      ...(who.capacity ? { capacity: who.capacity } : {}),
    },
    disclaimer: DISCLAIMER,
    ...(userNotes.length ? { userNotes } : {}),
    ...(quotedParagraphs.length ? { quotedParagraphs } : {}),
  };
}

function cleanSubject(s: string): string {
  return s
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+(account|reference)\s*$/i, '')
    .replace(/\s+—\s*$/, '')
    .trim();
}

function safeIso(d: Date | string): string | undefined {
  try {
    return toIsoDate(d);
  } catch {
    return undefined;
  }
}
function fmtMaybeDate(s: string): string {
  const iso = safeIso(s);
  return iso && /^\d{4}-\d{2}-\d{2}/.test(s) ? formatUkDate(iso) : s;
}
