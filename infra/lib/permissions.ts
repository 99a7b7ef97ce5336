/**
 * Least privilege, in one place: what each Lambda may touch beyond reading the table (every route reads it — the
 * session lookup). A route not listed gets exactly that: table read, nothing else. Adding a route that writes,
 * stores files, queues work, mails or pays means adding its name here (infra/test/stack.test.ts checks that every
 * name listed exists in the route table, so a typo fails the tests).
 *
 * The same table trims the bundles (bundling.ts): a function without `blobs`, `queueSend`, `mail`, `ocr`, `stripe`
 * or `anthropic` never constructs that adapter (deps.ts builds S3/SQS/SES on first use, Stripe/Anthropic only when
 * their secret is present, OCR only on deps.ocr()), so the adapter module — and the SDK it pulls in — is left out.
 */
export interface Access {
  tableWrite?: boolean;
  /** read: GetObject; write: PutObject (also what a presigned upload URL needs); delete: DeleteObject. */
  blobs?: ('read' | 'write' | 'delete')[];
  queueSend?: boolean;
  mail?: boolean;
  /** Textract (deps.ocr()). */
  ocr?: boolean;
  stripe?: boolean;
  anthropic?: boolean;
}

const WRITE = { tableWrite: true } as const;

export const ACCESS: Record<string, Access> = {
  // accounts
  login: { ...WRITE, mail: true }, // creates users, sign-in links (emailed), local-mode sessions
  'auth-verify': WRITE, // consumes the link, opens the session
  logout: WRITE,
  'admin-create-user': WRITE,
  'admin-update-credits': WRITE,
  'admin-delete-user': { ...WRITE, blobs: ['delete'] },
  // debt letters
  'upload-debt-letter': { ...WRITE, blobs: ['write', 'delete'], queueSend: true },
  'upload-url': { blobs: ['write'] }, // signs the browser's PUT with this role
  'upload-complete': { ...WRITE, blobs: ['read', 'delete'], queueSend: true },
  'debt-letter-delete': { ...WRITE, blobs: ['delete'] },
  'debt-letter-tm-details': WRITE,
  'debt-letter-original': { blobs: ['read'] },
  'letter-update': WRITE,
  'generate-rebuttal': { ...WRITE, anthropic: true },
  // payments
  config: { stripe: true }, // publishable key
  'create-payment-intent': { ...WRITE, stripe: true },
  'stripe-webhook': { ...WRITE, stripe: true },
  // credit file cleansing, GDPR, ICO
  'credit-file-cleanse': { ...WRITE, anthropic: true },
  'credit-letter-content': WRITE,
  'credit-letter-send': { ...WRITE, mail: true },
  'generate-gdpr-challenge': { ...WRITE, anthropic: true },
  'gdpr-letter-update': WRITE,
  'gdpr-letter-delete': WRITE,
  'ico-complaint': { ...WRITE, anthropic: true },
  // jobs
  'process-debt-letter': { ...WRITE, blobs: ['read'], mail: true, anthropic: true, ocr: true },
  cleanup: WRITE,
};

export const accessOf = (name: string): Access => ACCESS[name] ?? {};
