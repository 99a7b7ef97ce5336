/**
 * One schema per payload (ARCHITECTURE.md): the handlers validate with these, the SPA types its calls with them.
 * Optional text fields accept '' from HTML forms and are trimmed.
 */
import * as z from 'zod';
import {
  CLEANSE_ENTITY_TYPES,
  CREDIT_AGENCIES,
  DETECTED_DEBT_TYPES,
  DEBT_FLOW_TYPES,
  FLOW_ENTITY_TYPES,
  GDPR_ARTICLE_IDS,
  GDPR_ENTITY_TYPES,
  GDPR_SCENARIO_IDS,
  ICO_VIOLATION_TYPES,
  MAX_ADDITIONAL_INFO,
  MAX_UPLOAD_BYTES,
  UNLIMITED_CREDITS,
  PERSONAL_TITLES,
  UPLOAD_ENTITY_TYPES,
  URGENCY_LEVELS,
  WARRANT_TYPES,
} from './constants';
import { PLAN_IDS } from './plans';

const text = (max = 500) => z.string().trim().max(max, `must be at most ${max} characters`);
const optText = (max = 500) => text(max).optional().default('');
const email = z.string().trim().toLowerCase().email('must be a valid email address').max(254);
/** A calendar date (YYYY-MM-DD) that is not in the future. */
const pastDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine(
    (d) => !Number.isNaN(Date.parse(d)) && d <= new Date().toISOString().slice(0, 10),
    'must be a real date, not in the future',
  );
const boolish = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional()
  .default(false);

// ── Accounts ────────────────────────────────────────────────────────────────
export const LoginRequest = z.object({
  email,
  firstName: optText(100),
  lastName: optText(100),
  quickTest: z.boolean().optional(),
  /** Sign in only if the account exists; otherwise answer { newAccount: true } so the page can ask for names. */
  existingOnly: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** POST /api/auth/verify: the emailed link's token, sent by the confirmation page's button (never by a GET). */
export const SignInConfirmRequest = z.object({ token: z.string().min(1).max(200) });
export type SignInConfirmRequest = z.infer<typeof SignInConfirmRequest>;

export const UserView = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  credits: z.number(),
  isAdmin: z.boolean(),
  /** '' until the user has given it. */
  address: z.string(),
});
export type UserView = z.infer<typeof UserView>;

export const AdminCreateUserRequest = z.object({
  email,
  // Spec: credits default 1 and fall back to 1 if not numeric.
  credits: z.unknown().transform((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) && n >= 0 ? Math.min(Math.floor(n), UNLIMITED_CREDITS) : 1;
  }),
});
export const AdminUpdateCreditsRequest = z.object({
  userId: z.string().min(1, 'is required'),
  credits: z.number().int('must be a whole number').min(0).max(999999),
});
export const AdminDeleteUserRequest = z.object({ userId: z.string().min(1, 'is required') });
/** DELETE /api/account: the person types their account's email to confirm (checked by the handler). */
export const DeleteAccountRequest = z.object({
  confirm: z.string().max(320),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

// ── Debt letters ────────────────────────────────────────────────────────────
/** Multipart fields of POST /api/upload-debt-letter (part 1 §3), besides the file. */
export const UploadFields = z.object({
  useEDPChallenge: boolish,
  useTrustChallenge: boolish,
  entityType: z.enum(UPLOAD_ENTITY_TYPES).or(z.literal('')).optional().default(''),
  edpName: optText(200),
  trustName: optText(200),
  trademarkNumber: optText(50),
  trademarkName: optText(200),
  trademarkClasses: optText(100),
  feeSchedule: optText(2000),
  bailiffName: optText(200),
  bailiffVerified: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
  additionalInfo: optText(MAX_ADDITIONAL_INFO),
  // Beyond the spec's fields: a proper letter carries the sender's address, and the last payment date drives the
  // statute-barred check (Limitation Act 1980 s.5).
  senderAddress: optText(500),
  lastPaymentDate: pastDate.or(z.literal('')).optional().default(''),
});
export type UploadFields = z.infer<typeof UploadFields>;

/** POST /api/upload-url: the file about to be uploaded, with the same fields as the multipart upload. */
export const UploadUrlRequest = UploadFields.extend({
  fileName: z.string().trim().min(1, 'is required').max(300),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png'], {
    message: 'Invalid File Type: please select a PDF, JPG, or PNG file.',
  }),
  size: z
    .number()
    .int()
    .positive()
    .max(MAX_UPLOAD_BYTES, 'File Too Large: please select a file smaller than 10MB.'),
});
/** POST /api/upload-complete: the reserved letter id, and the fields again (nothing is kept between the two calls). */
export const UploadCompleteRequest = UploadFields.extend({
  letterId: z.string().regex(/^[0-9a-z]{25}$/, 'is not a valid id'),
  fileName: z.string().max(300).optional(),
});

const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a real date');

/** PUT /api/letters/{id}/sent and PUT /api/debt-letter/{id}/sent: the user records that they sent the letter. */
export const RecordSentRequest = z.object({
  sentAt: isoDay.refine((s) => s <= new Date().toISOString().slice(0, 10), 'cannot be in the future'),
  method: z.enum(['post', 'recorded', 'email', 'hand']),
  enclosures: z.array(text(200)).max(20).optional().default([]),
});
export type RecordSentRequest = z.infer<typeof RecordSentRequest>;

/** PUT /api/letters/{id}/case: file the letter in another of the user's cases, or a new one. */
export const MoveLetterRequest = z.union([
  z.object({ caseId: z.string().regex(/^[0-9a-z]{25}$/, 'is not a valid id') }),
  z.object({ organisation: text(200).min(1, 'is required'), reference: optText(100) }),
]);

/** POST /api/cases/{id}/events: something that happened outside the product (a letter the user sent, a reply). */
export const CaseEventRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('sent'),
    at: isoDay,
    stage: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    purpose: optText(100),
    method: z.enum(['post', 'recorded', 'email', 'hand']),
    enclosures: z.array(text(200)).max(20).optional().default([]),
    note: optText(MAX_ADDITIONAL_INFO),
  }),
  z.object({ type: z.literal('reply'), at: isoDay, note: optText(MAX_ADDITIONAL_INFO) }),
  z.object({ type: z.literal('received'), at: isoDay, note: optText(MAX_ADDITIONAL_INFO) }),
]);

export const UpdateLetterText = z.object({
  rebuttalText: z
    .string()
    .refine((s) => s.trim().length > 0, 'Letter text cannot be empty')
    .pipe(z.string().max(100_000)),
});
export const TmDetailsRequest = z.object({
  tmNumber: optText(50),
  feeSchedule: optText(2000),
  entityName: optText(200),
});
/** PUT /api/debt-letter/{id}/fields: the user confirms or corrects what was read from the received letter. */
export const CorrectFieldsRequest = z
  .object({
    creditorName: text(200).min(1, 'must not be empty').optional(),
    debtAmount: z
      .number({ message: 'must be a number of pounds' })
      .nonnegative('must not be negative')
      .max(10_000_000, 'is too large')
      .transform((n) => Math.round(n * 100) / 100)
      .optional(),
    accountNumber: text(60).min(1, 'must not be empty').optional(),
    debtType: z.enum(DETECTED_DEBT_TYPES, { message: 'is not a known debt type' }).optional(),
    /** Why the user disputes the sum, in their own words: the letter is written again saying so. */
    disputeReason: text(MAX_ADDITIONAL_INFO).min(1, 'must not be empty').optional(),
  })
  .strict()
  .refine(
    (b) => Object.values(b).some((v) => v !== undefined),
    'give at least one field to confirm or correct',
  );
export type CorrectFieldsRequest = z.infer<typeof CorrectFieldsRequest>;

/** PUT /api/user: the user's postal address (printed on their letters). */
/** PUT /api/user: the profile's postal address and the name that signs the user's letters; at least one. */
export const UpdateUserRequest = z
  .object({
    address: text(500).min(5, 'must be a full postal address').optional(),
    firstName: text(100).min(1, 'is required').optional(),
    lastName: text(100).min(1, 'is required').optional(),
  })
  .strict()
  .refine((v) => v.address !== undefined || v.firstName !== undefined || v.lastName !== undefined, {
    message: 'Give an address or a name',
  });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

export const VerifyBailiffRequest = z.object({
  bailiffName: text(200).min(1, 'is required'),
  certificateNumber: optText(50),
});
export const FindCreditorEmailRequest = z.object({ creditorName: text(200).min(1, 'is required') });

/**
 * A letter the user already sent this creditor, as they tell the debt defence form: the case records it, and the
 * reply's place in the sequence (and the date it may cite) follows from what is recorded, never from a guess.
 */
export const PriorLetter = z.object({
  sentAt: isoDay.refine((s) => s <= new Date().toISOString().slice(0, 10), 'cannot be in the future'),
  method: z.enum(['post', 'recorded', 'email', 'hand']),
  /** The £1 postal order or cheque that goes with a s.77/78 request for the credit agreement. */
  feeEnclosed: boolish,
});
export type PriorLetter = z.infer<typeof PriorLetter>;

export const DebtFlowRequest = z
  .object({
    personalTitle: z.enum(PERSONAL_TITLES).or(z.literal('')).optional().default(''),
    personalName: optText(200),
    entityType: z.enum(FLOW_ENTITY_TYPES).or(z.literal('')).optional().default(''),
    entityName: optText(200),
    creditorName: text(200).min(1, 'is required'),
    debtAmount: z.union([z.number(), z.string()]).optional().default(''),
    accountNumber: optText(100),
    debtType: z.enum(DEBT_FLOW_TYPES).or(z.literal('')).optional().default('normal'),
    bailiffName: optText(200),
    warrantType: z.enum(WARRANT_TYPES).or(z.literal('')).optional().default(''),
    warrantNumber: optText(100),
    warrantDate: optText(20),
    creditAgencies: z.array(z.enum(CREDIT_AGENCIES)).optional().default([]),
    disputeReason: optText(MAX_ADDITIONAL_INFO),
    creditorEmail: z.string().trim().max(254).optional().default(''),
    userAddress: text(500).min(1, 'is required'),
    useStandardChallenge: boolish,
    useEDPChallenge: boolish,
    useTrustChallenge: boolish,
    // Unset unless the user recorded what the register showed: an unchecked bailiff is never called uncertificated.
    bailiffVerified: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .transform((v) => v === true || v === 'true')
      .optional(),
    bailiffCheckUrl: optText(500),
    emailFound: boolish,
    availableEmails: z.array(z.string().max(254)).optional().default([]),
    originalFileName: optText(300),
    /** What the user already sent this creditor, oldest first: [] none, [1st], or [1st, 2nd]. */
    priorLetters: z.array(PriorLetter).max(2, 'at most two earlier letters').optional().default([]),
  })
  .superRefine((r, ctx) => {
    // disputeReason carries the trademark classes for EDP and TM (part 1 §3, §5).
    if ((r.entityType === 'EDP' || r.entityType === 'TM') && !r.disputeReason)
      ctx.addIssue({
        code: 'custom',
        path: ['disputeReason'],
        message: 'trademark classes are required for EDP and TM',
      });
    const [first, second] = r.priorLetters;
    if (first && second && second.sentAt < first.sentAt)
      ctx.addIssue({
        code: 'custom',
        path: ['priorLetters'],
        message: 'the second letter cannot predate the first',
      });
  });
export type DebtFlowRequest = z.infer<typeof DebtFlowRequest>;

// ── Payments ────────────────────────────────────────────────────────────────
// The amount, currency and credits come from the plan on the server; anything else the client sends is dropped.
export const CreatePaymentIntentRequest = z.object({
  plan: z.enum(PLAN_IDS, { error: 'must be one of single, consultation, six, eighteen' }),
  consultationId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'is not a valid consultation id')
    .optional(),
});
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequest>;

// ── Credit file cleansing, GDPR, ICO (part 2 §3) ────────────────────────────
export const CreditCleanseRequest = z
  .object({
    entityType: z.enum(CLEANSE_ENTITY_TYPES),
    userName: text(200).min(1, 'is required'),
    userAddress: text(500).min(1, 'is required'),
    userEmail: email,
    edpName: optText(200),
    trademarkName: optText(200),
    trademarkNumber: optText(50),
    trademarkClasses: optText(100),
    feeSchedule: optText(2000),
    selectedAgencies: z.array(z.enum(CREDIT_AGENCIES)).min(1, 'select at least one agency'),
    additionalInfo: optText(MAX_ADDITIONAL_INFO),
  })
  .refine((r) => r.entityType !== 'EDP' || r.edpName.length > 0, {
    message: 'is required for EDP',
    path: ['edpName'],
  });
export type CreditCleanseRequest = z.infer<typeof CreditCleanseRequest>;

export const LetterContentRequest = z.object({
  letterContent: z
    .string()
    .refine((s) => s.trim().length > 0, 'Letter content cannot be empty')
    .pipe(z.string().max(100_000)),
});
export const SendToAgencyRequest = z.object({ agency: z.enum(CREDIT_AGENCIES) });

export const GdprChallengeRequest = z.object({
  scenario: z.enum(GDPR_SCENARIO_IDS as [string, ...string[]]),
  organizationName: text(200).min(1, 'is required'),
  organizationAddress: optText(500),
  yourName: text(200).min(1, 'is required'),
  yourAddress: optText(500),
  yourEmail: z.string().trim().max(254).optional().default(''),
  entityType: z.enum(GDPR_ENTITY_TYPES).optional().default('Personal'),
  edpName: optText(200),
  trademarkName: optText(200),
  trademarkNumber: optText(50),
  trademarkClasses: optText(100),
  selectedArticles: z
    .array(z.enum(GDPR_ARTICLE_IDS as [string, ...string[]]))
    .optional()
    .default([]),
  specificViolations: z.array(text(300)).max(20).optional().default([]),
  dataTypes: optText(1000),
  timeframe: optText(200),
  previousContact: optText(1000),
  evidenceDescription: optText(MAX_ADDITIONAL_INFO),
  urgencyLevel: z.enum(URGENCY_LEVELS).optional().default('normal'),
  additionalInfo: optText(MAX_ADDITIONAL_INFO),
});
export type GdprChallengeRequest = z.infer<typeof GdprChallengeRequest>;

// No default: the engine's callers (and the spec's) may leave these out.
const optPastDate = z.union([z.literal(''), pastDate]).optional();

/**
 * The spec's ICO complaint fields, plus what DPA 2018 s.164A makes the first step since 19 June 2026: whether and
 * when the user complained to the organisation, and whether (and when) it acknowledged the complaint. Those are
 * optional for callers that send only the spec's fields; the letter then says nothing about them.
 */
export const IcoComplaintRequest = z
  .object({
    companyName: text(200).min(1, 'is required'),
    companyAddress: optText(500),
    companyResponse: optText(MAX_ADDITIONAL_INFO),
    violationType: z.enum(ICO_VIOLATION_TYPES),
    originalGdprDate: pastDate,
    attachedGdprLetter: optText(20_000),
    evidenceDescription: optText(MAX_ADDITIONAL_INFO),
    complainedToOrganisation: z.boolean().optional(),
    organisationComplaintDate: optPastDate,
    complaintAcknowledged: z.boolean().optional(),
    acknowledgedDate: optPastDate,
  })
  .refine((r) => r.complainedToOrganisation !== true || !!r.organisationComplaintDate, {
    message: 'is required when you complained to the organisation',
    path: ['organisationComplaintDate'],
  })
  .refine(
    (r) =>
      !r.acknowledgedDate ||
      !r.organisationComplaintDate ||
      r.acknowledgedDate >= r.organisationComplaintDate,
    { message: 'cannot be before the complaint', path: ['acknowledgedDate'] },
  );
export type IcoComplaintRequest = z.infer<typeof IcoComplaintRequest>;

/** POST /api/pro-interest: register interest in AI Legal Shield Pro. */
export const ProInterestRequest = z.object({ note: optText(500) });
export type ProInterestRequest = z.infer<typeof ProInterestRequest>;

/** Turns a zod error into one sentence a person can read: "email: must be a valid email address; …". */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((i) => {
      const path = i.path.join('.');
      const msg =
        i.code === 'invalid_type' && (i as { input?: unknown }).input === undefined
          ? 'is required'
          : i.message;
      return path ? `${path}: ${msg}` : msg;
    })
    .join('; ');
}
