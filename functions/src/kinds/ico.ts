/**
 * The ICO complaint kind (part 2 §1–§9): a complaint to the Information Commissioner about an organisation that has
 * not dealt properly with the user's data-protection request. 1 credit (the spec's price, £3), taken in the same
 * transaction that stores it (domain/letters.ts submitLetter). Built inline by the engine; filed in the case with
 * the organisation complained about.
 *
 * Since 19 June 2026 a complaint goes to the organisation first (DPA 2018 s.164A, added by the Data (Use and Access)
 * Act 2025: it must acknowledge within 30 days). The form asks whether and when the user did that and whether it was
 * acknowledged; the complaint states those dates, as the user gave them and nothing more (PRODUCT.md rule 4).
 */
import type {
  ControllerComplaint,
  IcoComplaint,
  IcoComplaintRequest,
  IcoComplaintView,
  User,
} from '@app/shared';
import { addCalendarDays, formatUkDate, toIsoDate } from '@app/shared/legal/deadlines';
import { recordType } from '../ports/store';
import { defineKind } from './kind';

export const ICO = recordType<IcoComplaint>('icoComplaint', 'ICO#');

const safe = (s: string) => s.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'organisation';

export const icoKind = defineKind<IcoComplaint, IcoComplaintRequest>({
  name: 'ico',
  record: ICO,
  price: 1,
  queued: false,
  textField: 'complaintText',
  fileName: (l, ext) => `ico-complaint-${safe(l.companyName)}.${ext}`,
  title: (l) => `ICO complaint about ${l.companyName}`,
  caseKey: (l) => ({ organisation: l.companyName }),
  summary: toView,
  detail: toView,
  build: (input, { user }) => buildIcoComplaint(input, user, new Date()),
});

/** What the user told us about their complaint to the organisation; undefined when they did not say. */
export function controllerComplaintOf(input: IcoComplaintRequest): ControllerComplaint | undefined {
  if (input.complainedToOrganisation === undefined) return undefined;
  if (!input.complainedToOrganisation) return { acknowledged: false };
  const acknowledged = input.complaintAcknowledged === true;
  return {
    complainedOn: input.organisationComplaintDate || undefined,
    acknowledged,
    acknowledgedOn: acknowledged ? input.acknowledgedDate || undefined : undefined,
  };
}

/**
 * The paragraph stating the s.164A complaint's dates, or null when the user did not complain (the form offers to
 * write that complaint first) or did not say. The 30 days begin with the day the complaint was made.
 */
export function controllerComplaintParagraph(
  company: string,
  c: ControllerComplaint | undefined,
  today: string,
): string | null {
  if (!c?.complainedOn) return null;
  const lastDay = addCalendarDays(c.complainedOn, 29);
  const first = `I complained to ${company} about this on ${formatUkDate(c.complainedOn)}, under section 164A of the Data Protection Act 2018.`;
  if (c.acknowledged)
    return `${first} ${company} acknowledged my complaint${c.acknowledgedOn ? ` on ${formatUkDate(c.acknowledgedOn)}` : ''}, but has not resolved it.`;
  return today > lastDay
    ? `${first} ${company} has not acknowledged it, although the 30 days allowed for that ended on ${formatUkDate(lastDay)}.`
    : `${first} ${company} has not yet acknowledged it; the 30 days allowed for that end on ${formatUkDate(lastDay)}.`;
}

export async function buildIcoComplaint(
  input: IcoComplaintRequest,
  user: User,
  today: Date,
): Promise<Omit<IcoComplaint, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'status'>> {
  // The engine's modules, not the letters/index facade, which also pulls the PDF/DOCX renderers into every bundle
  // that imports the kinds registry.
  const [{ composeIcoComplaint }, { letterToText }] = await Promise.all([
    import('../letters/data-protection'),
    import('../letters/text'),
  ]);
  const userName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
  const doc = composeIcoComplaint({ ...input, userName, userEmail: user.email }, today);
  const complaint = controllerComplaintOf(input);
  const para = controllerComplaintParagraph(input.companyName, complaint, toIsoDate(today));
  if (para) {
    // After the engine's s.164A paragraph (or before the request to the Commissioner); indexes of the user's quoted
    // paragraphs after it shift by one.
    const at = doc.paragraphs.findIndex((p) => p.startsWith('Section 164A'));
    const index = at >= 0 ? at + 1 : Math.max(doc.paragraphs.length - 1, 0);
    doc.paragraphs.splice(index, 0, para);
    doc.quotedParagraphs = doc.quotedParagraphs?.map((i) => (i >= index ? i + 1 : i));
    doc.references.push({
      label: 'Complaint to the organisation',
      value: formatUkDate(complaint!.complainedOn!),
    });
  }
  return {
    companyName: input.companyName,
    companyAddress: input.companyAddress,
    companyResponse: input.companyResponse,
    violationType: input.violationType,
    originalGdprDate: input.originalGdprDate,
    attachedGdprLetter: input.attachedGdprLetter,
    evidenceDescription: input.evidenceDescription,
    ...(complaint ? { controllerComplaint: complaint } : {}),
    complaintText: letterToText(doc),
    letter: doc,
  };
}

export function toView(l: IcoComplaint): IcoComplaintView {
  return {
    id: l.id,
    companyName: l.companyName,
    violationType: l.violationType,
    originalGdprDate: l.originalGdprDate,
    complainedOn: l.controllerComplaint?.complainedOn ?? null,
    acknowledged: Boolean(l.controllerComplaint?.acknowledged),
    acknowledgedOn: l.controllerComplaint?.acknowledgedOn ?? null,
    complaintText: l.complaintText ?? '',
    createdAt: l.createdAt,
    caseId: l.caseId ?? null,
    creditsSpent: l.creditsSpent ?? 0,
  };
}
