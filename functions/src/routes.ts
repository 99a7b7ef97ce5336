/**
 * The one route table (ARCHITECTURE.md). Each entry is one Lambda whose code is `functions/src/http/{name}.ts`
 * (`export const handler = api('{name}', fn)`), and it carries everything about that route: who may call it, the
 * request schema the handler validates with, what its Lambda may touch (IAM, and what its bundle leaves out) and its
 * bundling needs. The local server, the CDK stack, the bundler and the tests all read it, so a route cannot exist in
 * one runtime without the other, and a handler that uses a port its entry does not grant fails locally as in AWS
 * (runtime/access.ts).
 *
 * A `pending` route answers 501 until the issue that builds it lands (README lists them).
 */
import {
  AdminCreateUserRequest,
  ConsultationMessageRequest,
  AdminDeleteUserRequest,
  AdminUpdateCreditsRequest,
  CaseEventRequest,
  CorrectFieldsRequest,
  CreatePaymentIntentRequest,
  DeleteAccountRequest,
  GdprChallengeRequest,
  IcoComplaintRequest,
  CreditCleanseRequest,
  DebtFlowRequest,
  FindCreditorEmailRequest,
  LetterContentRequest,
  LoginRequest,
  MoveLetterRequest,
  NextLetterRequest,
  ProInterestRequest,
  RecordSentRequest,
  SendToAgencyRequest,
  SignInConfirmRequest,
  TmDetailsRequest,
  UpdateLetterText,
  UpdateUserRequest,
  UploadCompleteRequest,
  UploadUrlRequest,
  VerifyBailiffRequest,
} from '@app/shared';
import type * as z from 'zod';

/**
 * What a Lambda may touch besides reading the table (every route reads it: the session lookup). Least privilege:
 * the stack grants exactly this, the bundler leaves out the adapters it cannot use, and the local runtime refuses a
 * port the entry does not grant.
 */
export interface Access {
  tableWrite?: boolean;
  /** read: GetObject; write: PutObject (also what a presigned upload URL needs); delete: DeleteObject. */
  blobs?: readonly ('read' | 'write' | 'delete')[];
  queueSend?: boolean;
  mail?: boolean;
  /** Textract (deps.ocr()). */
  ocr?: boolean;
  stripe?: boolean;
  anthropic?: boolean;
}

export type Auth = 'none' | 'optional' | 'user' | 'admin';

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway path syntax: {param} for one segment. */
  path: string;
  auth: Auth;
  /** The JSON body the handler receives, validated (400 with a readable message when it does not fit). */
  body?: z.ZodTypeAny;
  access?: Access;
  /** Renders PDFs: the bundle ships the TTF fonts (letters/render/fonts.ts looks for them). */
  fonts?: boolean;
  /** Seconds; uploads and generation that work inline get longer. */
  timeout?: number;
  memoryMb?: number;
  /** Receives the raw body (webhooks, multipart). */
  raw?: boolean;
  /** The abuse limit it counts against, per account and per IP (runtime/config.ts); needs tableWrite. */
  rateLimit?: RateLimitName;
  pending?: string;
}

/** Actions that cost us (mail, OCR, generation) and so are limited per account and per IP. */
export type RateLimitName = 'signin' | 'upload' | 'generate' | 'message';

const WRITE = { tableWrite: true } as const;

export const ROUTES = {
  health: { method: 'GET', path: '/api/health', auth: 'none' },
  // accounts (part 1 §7)
  'user-get': { method: 'GET', path: '/api/user', auth: 'user' },
  // the user's postal address, asked once and printed on their letters
  'user-update': { method: 'PUT', path: '/api/user', auth: 'user', body: UpdateUserRequest, access: WRITE },
  // creates users, sign-in links (emailed), local-mode sessions
  login: {
    method: 'POST',
    path: '/api/login',
    auth: 'none',
    body: LoginRequest,
    access: { ...WRITE, mail: true },
    rateLimit: 'signin',
  },
  'login-redirect': { method: 'GET', path: '/api/login', auth: 'none' },
  // The emailed link's page (GET, consumes nothing: link scanners and prefetchers open it) and its button (POST).
  'auth-verify': { method: 'GET', path: '/api/auth/verify', auth: 'none' },
  'auth-confirm': {
    method: 'POST',
    path: '/api/auth/verify',
    auth: 'none',
    body: SignInConfirmRequest,
    access: WRITE,
  },
  logout: { method: 'POST', path: '/api/logout', auth: 'optional', access: WRITE },
  'credit-ledger': { method: 'GET', path: '/api/credit-ledger', auth: 'user' },
  // the user's own data (UK GDPR): everything held, as a zip; erasure with a typed confirmation
  'account-export': {
    method: 'GET',
    path: '/api/account/export',
    auth: 'user',
    // write/delete: an export too large for a Lambda response is stored (replacing the last) behind a download link
    access: { blobs: ['read', 'write', 'delete'] },
    fonts: true,
    timeout: 29,
    memoryMb: 1024,
  },
  'account-delete': {
    method: 'DELETE',
    path: '/api/account',
    auth: 'user',
    body: DeleteAccountRequest,
    access: { ...WRITE, blobs: ['read', 'delete'] },
    timeout: 29,
  },
  // admin
  'admin-users': { method: 'GET', path: '/api/admin/users', auth: 'admin' },
  'admin-create-user': {
    method: 'POST',
    path: '/api/admin/create-user',
    auth: 'admin',
    body: AdminCreateUserRequest,
    access: WRITE,
  },
  'admin-update-credits': {
    method: 'POST',
    path: '/api/admin/update-credits',
    auth: 'admin',
    body: AdminUpdateCreditsRequest,
    access: WRITE,
  },
  'admin-delete-user': {
    method: 'POST',
    path: '/api/admin/delete-user',
    auth: 'admin',
    body: AdminDeleteUserRequest,
    access: { ...WRITE, blobs: ['read', 'delete'] },
  },
  // debt letters (the debt kind: kinds/debt.ts)
  'my-letters': { method: 'GET', path: '/api/my-letters', auth: 'user' },
  'upload-debt-letter': {
    method: 'POST',
    path: '/api/upload-debt-letter',
    auth: 'user',
    access: { ...WRITE, blobs: ['write', 'delete'], queueSend: true },
    rateLimit: 'upload',
    raw: true,
    timeout: 29,
    memoryMb: 512,
  },
  // signs the browser's PUT with this role
  'upload-url': {
    method: 'POST',
    path: '/api/upload-url',
    auth: 'user',
    body: UploadUrlRequest,
    access: { ...WRITE, blobs: ['write'] },
    rateLimit: 'upload',
  },
  'upload-complete': {
    method: 'POST',
    path: '/api/upload-complete',
    auth: 'user',
    body: UploadCompleteRequest,
    access: { ...WRITE, blobs: ['read', 'delete'], queueSend: true },
  },
  'debt-letter-get': { method: 'GET', path: '/api/debt-letter/{id}', auth: 'user' },
  'debt-letter-delete': {
    method: 'DELETE',
    path: '/api/debt-letter/{id}',
    auth: 'user',
    access: { ...WRITE, blobs: ['delete'] },
  },
  'debt-letter-tm-details': {
    method: 'PUT',
    path: '/api/debt-letter/{id}/tm-details',
    auth: 'user',
    body: TmDetailsRequest,
    access: WRITE,
  },
  'debt-letter-sent': {
    method: 'PUT',
    path: '/api/debt-letter/{id}/sent',
    auth: 'user',
    body: RecordSentRequest,
    access: WRITE,
  },
  // the user confirms or corrects what was read: the letter is re-written inline from the stored text, never charged
  'debt-letter-fields': {
    method: 'PUT',
    path: '/api/debt-letter/{id}/fields',
    auth: 'user',
    body: CorrectFieldsRequest,
    access: { ...WRITE, anthropic: true },
    timeout: 29,
    rateLimit: 'generate',
  },
  'debt-letter-original': {
    method: 'GET',
    path: '/api/debt-letter/{id}/original',
    auth: 'user',
    access: { blobs: ['read'] },
  },
  'verify-bailiff': { method: 'POST', path: '/api/verify-bailiff', auth: 'user', body: VerifyBailiffRequest },
  // the debt defence flow (part 1 §3): the debt kind, built inline
  'find-creditor-email': {
    method: 'POST',
    path: '/api/find-creditor-email',
    auth: 'user',
    body: FindCreditorEmailRequest,
  },
  'generate-rebuttal': {
    method: 'POST',
    path: '/api/generate-rebuttal',
    auth: 'user',
    body: DebtFlowRequest,
    access: { ...WRITE, anthropic: true },
    timeout: 29,
    rateLimit: 'generate',
  },
  // letters of every kind (kinds/index.ts): one route family, written once
  'letter-get': { method: 'GET', path: '/api/letters/{id}', auth: 'user' },
  'letter-update': {
    method: 'PUT',
    path: '/api/letters/{id}',
    auth: 'user',
    body: UpdateLetterText,
    access: WRITE,
  },
  'letter-delete': {
    method: 'DELETE',
    path: '/api/letters/{id}',
    auth: 'user',
    access: { ...WRITE, blobs: ['delete'] },
  },
  'letter-sent': {
    method: 'PUT',
    path: '/api/letters/{id}/sent',
    auth: 'user',
    body: RecordSentRequest,
    access: WRITE,
  },
  'letter-case': {
    method: 'PUT',
    path: '/api/letters/{id}/case',
    auth: 'user',
    body: MoveLetterRequest,
    access: WRITE,
  },
  'letter-download-pdf': {
    method: 'GET',
    path: '/api/letters/{id}/download-pdf',
    auth: 'user',
    fonts: true,
    memoryMb: 1024,
  },
  'letter-download-docx': {
    method: 'GET',
    path: '/api/letters/{id}/download-docx',
    auth: 'user',
    memoryMb: 1024,
  },
  'letter-download-txt': { method: 'GET', path: '/api/letters/{id}/download-txt', auth: 'user' },
  // cases
  'cases-list': { method: 'GET', path: '/api/cases', auth: 'user' },
  'case-get': { method: 'GET', path: '/api/cases/{id}', auth: 'user' },
  'case-event': {
    method: 'POST',
    path: '/api/cases/{id}/events',
    auth: 'user',
    body: CaseEventRequest,
    access: WRITE,
  },
  // deadlines (issue 14): the tracker, the next letter from the case, escalation, the evidence bundle, the feed
  'deadlines-list': { method: 'GET', path: '/api/deadlines', auth: 'user' },
  'case-escalation': { method: 'GET', path: '/api/cases/{id}/escalation', auth: 'user' },
  'case-next-letter-draft': { method: 'GET', path: '/api/cases/{id}/next-letter', auth: 'user' },
  'case-next-letter': {
    method: 'POST',
    path: '/api/cases/{id}/next-letter',
    auth: 'user',
    body: NextLetterRequest,
    access: WRITE,
    rateLimit: 'generate',
  },
  'case-bundle': {
    method: 'GET',
    path: '/api/cases/{id}/bundle.pdf',
    auth: 'user',
    access: { blobs: ['read'] },
    fonts: true,
    timeout: 29,
    memoryMb: 1024,
  },
  'calendar-token': { method: 'POST', path: '/api/calendar/token', auth: 'user', access: WRITE },
  // API Gateway names the last segment {file} ('{token}.ics'); the handler strips '.ics'
  'calendar-feed': { method: 'GET', path: '/api/calendar/{file}', auth: 'none' },
  'admin-job-run': {
    method: 'POST',
    path: '/api/admin/jobs/{name}/run',
    auth: 'admin',
    access: { ...WRITE, mail: true },
    timeout: 29,
  },
  // payments
  config: { method: 'GET', path: '/api/config', auth: 'none', access: { stripe: true } }, // publishable key
  // amount and currency from the plan (shared/src/plans.ts); records the PAYMENT
  'create-payment-intent': {
    method: 'POST',
    path: '/api/create-payment-intent',
    auth: 'user',
    body: CreatePaymentIntentRequest,
    access: { ...WRITE, stripe: true },
  },
  // signature checked on the raw body; credits, consultations, refunds and disputes; mails the receipt
  'stripe-webhook': {
    method: 'POST',
    path: '/api/stripe-webhook',
    auth: 'none',
    access: { ...WRITE, stripe: true, mail: true },
    raw: true,
  },
  // credit file cleansing (part 2 §7): the credit kind (kinds/credit.ts)
  'credit-file-cleanse': {
    method: 'POST',
    path: '/api/credit-file-cleanse',
    auth: 'user',
    body: CreditCleanseRequest,
    access: WRITE,
    rateLimit: 'generate',
  },
  'credit-cleansing-letters': { method: 'GET', path: '/api/credit-cleansing-letters', auth: 'user' },
  'credit-letter-get': { method: 'GET', path: '/api/credit-cleansing-letter/{id}', auth: 'user' },
  'credit-letter-content': {
    method: 'PUT',
    path: '/api/credit-cleansing-letter/{id}/content',
    auth: 'user',
    body: LetterContentRequest,
    access: WRITE,
  },
  'credit-letter-download': {
    method: 'GET',
    path: '/api/credit-cleansing-letter/{id}/download',
    auth: 'user',
    fonts: true,
    memoryMb: 1024,
  },
  'credit-letter-send': {
    method: 'POST',
    path: '/api/credit-cleansing-letter/{id}/send-email',
    auth: 'user',
    body: SendToAgencyRequest,
    access: { ...WRITE, mail: true },
    fonts: true,
    memoryMb: 1024,
    timeout: 29,
    rateLimit: 'message',
  },
  // GDPR challenges (kinds/gdpr.ts, free) and ICO complaints (kinds/ico.ts, 1 credit); downloads, sends and cases
  // are the generic /api/letters/{id}/… routes
  'generate-gdpr-challenge': {
    method: 'POST',
    path: '/api/generate-gdpr-challenge',
    auth: 'user',
    body: GdprChallengeRequest,
    access: WRITE,
  },
  'gdpr-letters': { method: 'GET', path: '/api/gdpr-letters', auth: 'user' },
  'gdpr-letter-update': {
    method: 'PUT',
    path: '/api/gdpr-letters/{id}',
    auth: 'user',
    body: LetterContentRequest,
    access: WRITE,
  },
  'gdpr-letter-delete': {
    method: 'DELETE',
    path: '/api/gdpr-letters/{id}',
    auth: 'user',
    access: WRITE,
  },
  'ico-complaint': {
    method: 'POST',
    path: '/api/ico-complaint',
    auth: 'user',
    body: IcoComplaintRequest,
    access: WRITE,
  },
  // AI lawyer consultation (issue 13): paid by the consultation plan (stripe-webhook marks it paid), ten minutes from
  // the first message; its letters are debt-kind letters in the user's case (generic /api/letters/{id}/… routes)
  'consultations-create': { method: 'POST', path: '/api/consultations', auth: 'user', access: WRITE },
  'consultations-list': { method: 'GET', path: '/api/consultations', auth: 'user' },
  'consultation-get': { method: 'GET', path: '/api/consultations/{id}', auth: 'user', access: WRITE },
  'consultation-message': {
    method: 'POST',
    path: '/api/consultations/{id}/messages',
    auth: 'user',
    body: ConsultationMessageRequest,
    access: { ...WRITE, anthropic: true },
    rateLimit: 'message',
    timeout: 29,
  },
  'consultation-document': {
    method: 'POST',
    path: '/api/consultations/{id}/documents',
    auth: 'user',
    access: { ...WRITE, ocr: true },
    rateLimit: 'upload',
    raw: true,
    timeout: 29,
    memoryMb: 1024,
  },
  'consultation-transcript': {
    method: 'GET',
    path: '/api/consultations/{id}/transcript-pdf',
    auth: 'user',
    fonts: true,
    memoryMb: 1024,
  },
  // AI Legal Shield Pro: not built; people can register interest, admins see who did
  'pro-interest-get': { method: 'GET', path: '/api/pro-interest', auth: 'user' },
  'pro-interest': {
    method: 'POST',
    path: '/api/pro-interest',
    auth: 'user',
    body: ProInterestRequest,
    access: WRITE,
  },
  'admin-pro-interest': { method: 'GET', path: '/api/admin/pro-interest', auth: 'admin' },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

export interface Route extends RouteSpec {
  name: RouteName;
}

export const routes: Route[] = Object.entries(ROUTES).map(([name, spec]) => ({
  name: name as RouteName,
  ...(spec as RouteSpec),
}));

/** Work that is not an HTTP route: the queue worker and the scheduled jobs. Same facts as a route entry. */
export interface JobSpec {
  /** The file under functions/src that exports `handler`. */
  file: string;
  trigger: { queue: true } | { everyMinutes: number };
  access: Access;
  description: string;
  timeout: number;
  memoryMb: number;
}

export const JOBS = {
  worker: {
    file: 'jobs/worker.ts',
    trigger: { queue: true },
    access: { ...WRITE, blobs: ['read'], mail: true, anthropic: true, ocr: true },
    description: 'Builds queued letters of every kind (SQS)',
    timeout: 120,
    memoryMb: 1536,
  },
  cleanup: {
    file: 'jobs/cleanup.ts',
    trigger: { everyMinutes: 5 },
    access: { ...WRITE, mail: true },
    description: 'Fails and refunds letters stuck in processing; sends deferred mail again',
    timeout: 60,
    memoryMb: 256,
  },
  reminders: {
    file: 'jobs/reminders.ts',
    trigger: { everyMinutes: 24 * 60 },
    access: { ...WRITE, mail: true },
    description: 'Emails each user once when a reply date passes with no reply (daily)',
    timeout: 300,
    memoryMb: 512,
  },
} as const satisfies Record<string, JobSpec>;

export type JobName = keyof typeof JOBS;

/** What a route's or job's Lambda may touch. */
export function accessOf(name: string): Access {
  return (
    (ROUTES as Record<string, RouteSpec>)[name]?.access ??
    (JOBS as Record<string, JobSpec>)[name]?.access ??
    {}
  );
}

export type Match = { route: Route; params: Record<string, string> } | { route: Route; badPath: true };

/** Matches a method and path against the table; returns the route and its decoded path parameters. */
export function matchRoute(method: string, path: string): Match | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const names: string[] = [];
    const pattern = route.path.replace(/\{(\w+)\}/g, (_, n: string) => {
      names.push(n);
      return '([^/]+)';
    });
    const m = new RegExp(`^${pattern}$`).exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    try {
      names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1])));
    } catch {
      return { route, badPath: true }; // '%ZZ': not a path anyone could mean; a 400, not a crash
    }
    return { route, params };
  }
  return null;
}
