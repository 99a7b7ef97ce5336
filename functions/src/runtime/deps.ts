/**
 * Wiring: picks one adapter per port from the environment. Adapters are imported lazily so that a Lambda bundle
 * only evaluates what it uses, and local-only packages (tesseract.js, canvas, nodemailer) never load in AWS.
 *
 *   port      AWS (variable that selects it)        local (default)
 *   store     DynamoDB (TABLE_NAME)                  DynamoDB Local (DYNAMODB_ENDPOINT, set by the local server)
 *   blobs     S3 (BUCKET_NAME)                       folder DATA_DIR/blobs
 *   queue     SQS (QUEUE_URL)                        in-process queue
 *   ocr       Textract (BUCKET_NAME)                 tesseract.js
 *   mailer    SES (SES_FROM)                         SMTP (SMTP_URL) or DATA_DIR/outbox/*.eml
 *   llm       Anthropic (ANTHROPIC_API_KEY)          none: the deterministic engine
 *   payments  Stripe (STRIPE_SECRET_KEY + STRIPE_PUBLISHABLE_KEY; STRIPE_API_BASE for a local stand-in)
 *             STRIPE_PUBLISHABLE_KEY alone: the key only (calls to Stripe refused)
 *             none: 'Payment System Not Available'
 */
import type { Blobs } from '../ports/blobs';
import type { Llm } from '../ports/llm';
import type { Mailer } from '../ports/mailer';
import type { Ocr } from '../ports/ocr';
import type { Payments } from '../ports/payments';
import type { Queue } from '../ports/queue';
import type { Store } from '../ports/store';
import { readConfig, type Config } from './config';

export interface Deps {
  config: Config;
  store: Store;
  blobs: Blobs;
  queue: Queue;
  mailer: Mailer;
  /** Loaded on first use: only the job needs it. */
  ocr(): Promise<Ocr>;
  llm: Llm | null;
  payments: Payments | null;
}

let current: Promise<Deps> | undefined;

/** A port whose methods are all async, built on its first call (the adapter module is imported then). */
export function onFirstUse<T extends object>(build: () => Promise<T>): T {
  let adapter: Promise<T> | undefined;
  return new Proxy({} as T, {
    // Not a thenable: `await port` must not mistake it for a promise.
    get: (_, method) =>
      method === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            adapter ??= build();
            const a = (await adapter) as Record<string | symbol, (...x: unknown[]) => unknown>;
            return a[method](...args);
          },
  });
}

export function getDeps(): Promise<Deps> {
  current ??= buildDeps(process.env).catch((e) => {
    current = undefined; // a transient failure (secrets not readable yet) must not poison the container
    throw e;
  });
  return current;
}

/** Replaces the wiring (tests) or forgets it so the next call rebuilds from the environment. */
export function setDeps(deps: Deps | undefined): void {
  current = deps ? Promise.resolve(deps) : undefined;
}

async function buildDeps(env: NodeJS.ProcessEnv): Promise<Deps> {
  // In AWS, Stripe and Anthropic keys come from Secrets Manager (…_SECRET_ARN) into the environment, once per container.
  if (Object.keys(env).some((k) => k.endsWith('_SECRET_ARN')))
    await (await import('../adapters/aws/secrets')).loadSecrets();
  const config = readConfig(env);
  const { DynamoStore } = await import('../adapters/aws/dynamo-store');
  const store = new DynamoStore({
    tableName: config.tableName,
    endpoint: env.DYNAMODB_ENDPOINT,
    region: env.AWS_REGION,
  });

  // The AWS adapters load on first use, so a Lambda that never stores files, queues or mails never loads (nor, with
  // infra/lib/bundling.ts leaving them out, bundles) the S3, SQS or SES client.
  const { BUCKET_NAME, QUEUE_URL, SES_FROM } = env;
  const blobs: Blobs = BUCKET_NAME
    ? onFirstUse<Blobs>(async () => new (await import('../adapters/aws/s3-blobs')).S3Blobs(BUCKET_NAME))
    : new (await import('../adapters/local/fs-blobs')).FsBlobs(
        `${config.dataDir}/blobs`,
        config.publicUrl,
        env.LOCAL_UPLOAD_SECRET,
      );

  const queue: Queue = QUEUE_URL
    ? onFirstUse<Queue>(async () => new (await import('../adapters/aws/sqs-queue')).SqsQueue(QUEUE_URL))
    : (await import('../adapters/local/inproc-queue')).inProcessQueue();

  const mailer: Mailer = SES_FROM
    ? onFirstUse<Mailer>(
        async () =>
          new (await import('../adapters/aws/ses-mailer')).SesMailer(
            SES_FROM,
            undefined,
            env.SES_CONFIGURATION_SET,
          ),
      )
    : env.SMTP_URL
      ? new (await import('../adapters/local/smtp-mailer')).SmtpMailer(env.SMTP_URL, config.mailFrom)
      : new (await import('../adapters/local/outbox-mailer')).OutboxMailer(
          `${config.dataDir}/outbox`,
          config.mailFrom,
        );

  let ocr: Promise<Ocr> | undefined;
  const loadOcr = () =>
    (ocr ??= env.BUCKET_NAME
      ? import('../adapters/aws/textract-ocr').then((m) => new m.TextractOcr() as Ocr)
      : import('../adapters/local/ocr-tesseract').then((m) => m.createTesseractOcr()));

  const llm: Llm | null = env.ANTHROPIC_API_KEY
    ? new (await import('../adapters/aws/llm-anthropic')).AnthropicLlm({
        apiKey: env.ANTHROPIC_API_KEY,
        model: env.ANTHROPIC_MODEL,
      })
    : null;

  let payments: Payments | null = null;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    const { StripePayments, stripeApiOptions } = await import('../adapters/aws/stripe-payments');
    // STRIPE_API_BASE: a local Stripe API (stripe-mock, a test stand-in) instead of api.stripe.com.
    payments = new StripePayments(
      env.STRIPE_SECRET_KEY,
      env.STRIPE_PUBLISHABLE_KEY,
      env.STRIPE_WEBHOOK_SECRET ?? '',
      stripeApiOptions(env.STRIPE_API_BASE),
    );
  } else if (env.STRIPE_PUBLISHABLE_KEY) {
    // A function given only the publishable key (the public config route in AWS: it never holds the secret,
    // security review F12) can show the key and nothing else.
    payments = publishableKeyOnly(env.STRIPE_PUBLISHABLE_KEY);
  }

  return { config, store, blobs, queue, mailer, ocr: loadOcr, llm, payments };
}

/** Payments that can only tell the publishable key: any call that needs the secret says it is not here. */
export function publishableKeyOnly(publishableKey: string): Payments {
  const refuse = (): never => {
    throw new Error('This function has only the Stripe publishable key (no secret): it cannot call Stripe.');
  };
  return {
    publishableKey,
    createPaymentIntent: async () => refuse(),
    getPaymentIntent: async () => refuse(),
    parseWebhook: () => refuse(),
  };
}
