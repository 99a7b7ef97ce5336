/**
 * The GDPR challenge kind (part 2 §1–§4): a data-protection request and complaint letter to an organisation, built
 * inline by the engine from the six-step form and filed in a case with that organisation.
 *
 * Free (price 0): exercising one's own data rights costs nothing under UK GDPR Art 12(5), and the letter is the
 * step the ICO expects before a complaint to it (DPA 2018 s.164A), so the product does not put a price in front of
 * it. The ICO complaint that may follow costs 1 credit (kinds/ico.ts). README "Pricing" says the same.
 *
 * Trust details (trademark, EDP administrator) are stored with the letter and shown on the user's own copy; the
 * engine is given the user as a Personal data subject, so nothing about an entity reaches the organisation
 * (PRODUCT.md rule 5: the rights used are the data subject's own).
 */
import type { GdprChallengeRequest, GdprLetter, GdprLetterView } from '@app/shared';
import { art12aDeadline } from '@app/shared/legal/art12a';
import { formatUkDate, type DeadlineRule } from '@app/shared/legal/deadlines';
import { recordType } from '../ports/store';
import { defineKind } from './kind';

export const GDPR = recordType<GdprLetter>('gdprLetter', 'GDPR#');

const ART12A_RULE: DeadlineRule = {
  amount: 1,
  unit: 'months',
  from: 'deemed-service',
  reason: 'the one-month period in Article 12A of the UK GDPR, counted from receipt',
};

const safe = (s: string) => s.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'organisation';

export const gdprKind = defineKind<GdprLetter, GdprChallengeRequest>({
  name: 'gdpr',
  record: GDPR,
  price: 0,
  queued: false,
  textField: 'letterContent',
  fileName: (l, ext) => `gdpr-challenge-${safe(l.organizationName)}.${ext}`,
  title: (l) => `GDPR challenge to ${l.organizationName}`,
  caseKey: (l) => ({ organisation: l.organizationName }),
  summary: toView,
  detail: toView,
  build: (input) => buildGdprLetter(input, new Date()),
});

/**
 * The stored letter for a request, as of `today` (injected so a test can pin the date). The engine writes the
 * letter; the response date is the Art 12A date moved off weekends and bank holidays (shared/legal/art12a.ts).
 */
export async function buildGdprLetter(
  input: GdprChallengeRequest,
  today: Date,
): Promise<Omit<GdprLetter, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'status'>> {
  // The engine's modules, not the letters/index facade, which also pulls the PDF/DOCX renderers into every bundle
  // that imports the kinds registry.
  const [{ composeGdprLetter }, { letterToText }] = await Promise.all([
    import('../letters/data-protection'),
    import('../letters/text'),
  ]);
  const doc = composeGdprLetter(
    {
      ...input,
      entityType: 'Personal',
      edpName: '',
      trademarkName: '',
      trademarkNumber: '',
      trademarkClasses: '',
    },
    today,
  );
  const deadline = art12aDeadline(doc.date);
  // Until the engine moves month-end dates off non-working days itself, the date it printed is replaced by the
  // one the dashboard tracks, so the letter and the card never disagree.
  if (doc.responseDeadline !== deadline.due) {
    const printed = formatUkDate(doc.responseDeadline);
    doc.paragraphs = doc.paragraphs.map((p) => p.split(printed).join(formatUkDate(deadline.due)));
  }
  doc.responseDeadline = deadline.due;
  doc.deadlineRule = `${deadline.rule} The organisation must also acknowledge the complaint within 30 days of receiving it (Data Protection Act 2018 s.164A).`;
  return {
    organizationName: input.organizationName,
    organizationAddress: input.organizationAddress,
    yourName: input.yourName,
    yourAddress: input.yourAddress,
    yourEmail: input.yourEmail,
    entityType: input.entityType,
    // Kept for the user's copy only when they chose Trust.
    edpName: input.entityType === 'Trust' ? input.edpName : '',
    trademarkName: input.entityType === 'Trust' ? input.trademarkName : '',
    trademarkNumber: input.entityType === 'Trust' ? input.trademarkNumber : '',
    trademarkClasses: input.entityType === 'Trust' ? input.trademarkClasses : '',
    scenario: input.scenario,
    selectedArticles: input.selectedArticles,
    specificViolations: input.specificViolations,
    dataTypes: input.dataTypes,
    timeframe: input.timeframe,
    previousContact: input.previousContact,
    evidenceDescription: input.evidenceDescription,
    urgencyLevel: input.urgencyLevel,
    additionalInfo: input.additionalInfo,
    letterContent: letterToText(doc),
    responseDeadline: deadline.due,
    // `deadline` lets a recorded send count its own respond-by date (domain/letters.ts respondByFor).
    letter: { ...doc, deadline: ART12A_RULE },
    creditsSpent: 0,
  };
}

export function toView(l: GdprLetter): GdprLetterView {
  const doc = (l.letter ?? {}) as { deadlineRule?: string };
  return {
    id: l.id,
    status: l.status,
    organizationName: l.organizationName,
    organizationAddress: l.organizationAddress ?? '',
    yourName: l.yourName,
    yourAddress: l.yourAddress ?? '',
    yourEmail: l.yourEmail ?? '',
    entityType: l.entityType || 'Personal',
    edpName: l.edpName ?? '',
    trademarkName: l.trademarkName ?? '',
    trademarkNumber: l.trademarkNumber ?? '',
    trademarkClasses: l.trademarkClasses ?? '',
    scenario: l.scenario,
    selectedArticles: l.selectedArticles ?? [],
    specificViolations: l.specificViolations ?? [],
    dataTypes: l.dataTypes ?? '',
    timeframe: l.timeframe ?? '',
    previousContact: l.previousContact ?? '',
    evidenceDescription: l.evidenceDescription ?? '',
    urgencyLevel: l.urgencyLevel || 'normal',
    additionalInfo: l.additionalInfo ?? '',
    letterContent: l.letterContent ?? '',
    createdAt: l.createdAt,
    updatedAt: l.updatedAt,
    edited: Boolean(l.edited),
    caseId: l.caseId ?? null,
    responseDeadline: l.responseDeadline ?? null,
    deadlineRule: doc.deadlineRule ?? null,
    respondBy: l.respondBy ?? null,
    sent: l.sent ?? [],
    creditsSpent: l.creditsSpent ?? 0,
  };
}
