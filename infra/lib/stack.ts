/**
 * The whole deployment in one stack:
 *
 *   CloudFront ─┬─ default  → private S3 bucket with the SPA (origin access control; paths without a file
 *               │             extension are rewritten to /index.html by a viewer-request function, so the SPA
 *               │             fallback never touches /api responses)
 *               └─ /api/*   → HTTP API (no caching, every cookie/query/header except Host forwarded)
 *   HTTP API → one Lambda per entry of functions/src/routes.ts (each entry also says what its Lambda may touch)
 *   SQS jobs queue (+ DLQ) → generation worker Lambda → Textract (synchronous, page by page)
 *   EventBridge every 5 minutes → cleanup Lambda
 *   DynamoDB single table, uploads bucket (storage.ts); Stripe/Anthropic secrets in Secrets Manager by name
 *   Alarms: any message on a dead-letter queue, API 5xx
 *   Edge and audit (docs/security.md): security headers from functions/src/http/security-headers.ts, access logs
 *   (access-logs.ts), stage throttling, a WAF rate rule when in us-east-1 (waf.ts); cdk-nag's AwsSolutions checks
 *   pass (infra/test/nag.test.ts), each acknowledged finding with its reason next to its construct
 */
import {
  Annotations,
  type CfnElement,
  CfnOutput,
  DefaultStackSynthesizer,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  Validations,
  ArnFormat,
} from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as snsSubs from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cdkBundling, lambdaEntries, REPO_ROOT, type LambdaEntry } from './bundling';
import { accessOf, JOBS, type Access } from '../../functions/src/routes';
import {
  API_CONTENT_SECURITY_POLICY,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  spaContentSecurityPolicy,
} from '../../functions/src/http/security-headers';
import { AccessLogs } from './access-logs';
import { ORIGINALS_PREFIX, Storage } from './storage';
import { rateLimitAcl } from './waf';

export interface AppStackProps extends StackProps {
  /** Custom domain of the site (e.g. app.fairreply.co.uk); needs certificateArn (ACM, us-east-1). */
  domainName?: string;
  certificateArn?: string;
  /** Verified SES identity (domain or address) mail is sent from. */
  sesIdentity: string;
  /** From header; default `FairReply <no-reply@{sesIdentity}>` (or the identity itself when it is an address). */
  sesFrom?: string;
  /** Secrets Manager names; empty string = feature off (no secret referenced). */
  stripeSecretName: string;
  anthropicSecretName: string;
  originalsRetentionDays: number;
  adminEmails?: string;
  /** Address that receives alarm emails (optional). */
  alarmEmail?: string;
  /** Max concurrent worker invocations (queue back-pressure). */
  workerMaxConcurrency?: number;
  /** Bundle the AWS SDK into each function instead of using the runtime's (bundling.ts explains). Default false. */
  bundleAwsSdk?: boolean;
  /** false: no esbuild, every Lambda gets a stub asset (assertion tests, fast offline checks). Default true. */
  bundle?: boolean;
  /** Folder of the built SPA; deployed when it exists. null: never deploy it (tests). Default web/dist. */
  webDist?: string | null;
  /** Changing it (context secretsVersion) recycles every Lambda container, so rotated secrets are re-read. */
  secretsVersion?: string;
  /**
   * Stripe's publishable key (pk_…). Public by design (the browser gets it), so a plain variable: the public `config`
   * route returns it without any access to the Stripe secret (security review F12).
   */
  stripePublishableKey?: string;
  /** Steady requests per second and burst the whole HTTP API accepts (stage throttling). Default 50 / 100. */
  apiRateLimit?: number;
  apiBurstLimit?: number;
  /**
   * Requests to /api/* one IP may make in 5 minutes before the WAF blocks it (rate-based rule). Default 1,000. A web
   * ACL for CloudFront lives in us-east-1: this stack creates one only when it is deployed there; elsewhere pass
   * `webAclArn` (an ACL made in us-east-1) or rely on stage throttling and the app's own per-IP limits.
   */
  wafRateLimit?: number;
  webAclArn?: string;
}

const DEFAULT_TIMEOUT_S = 10;
const DEFAULT_MEMORY_MB = 512;
const WORKER_TIMEOUT_S = JOBS.worker.timeout;
/** Routes whose `stripe` access is only the publishable key: they get STRIPE_PUBLISHABLE_KEY, never the secret. */
const PUBLISHABLE_KEY_ONLY = new Set(['config']);

export class AppStack extends Stack {
  readonly functions = new Map<string, lambda.Function>();
  readonly api: apigw.HttpApi;
  readonly distribution: cloudfront.Distribution;
  readonly jobs: sqs.Queue;
  readonly jobsDlq: sqs.Queue;

  private stubCode?: lambda.Code;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const bundle = props.bundle ?? true;
    Validations.of(this).acknowledge({
      id: 'AwsSolutions::AwsSolutions-L1',
      reason:
        'Node.js 22 on purpose: the bundles target it (bundling.ts) and the local runtime and CI run the same major; moving to a newer runtime is a deliberate, tested change.',
    });

    if (props.domainName && !props.certificateArn) {
      throw new Error(
        'domainName needs certificateArn (an ACM certificate in us-east-1 covering the domain).',
      );
    }

    // ── access logs ─────────────────────────────────────────────────────────────────────────────────────
    const accessLogs = new AccessLogs(this, 'AccessLogs');

    // ── site bucket + API + distribution ────────────────────────────────────────────────────────────────
    const site = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: accessLogs.bucket,
      serverAccessLogsPrefix: 's3/site/',
    });

    this.api = new apigw.HttpApi(this, 'Api', { description: 'FairReply API (behind CloudFront at /api/*)' });
    const apiDomain = `${this.api.apiId}.execute-api.${this.region}.amazonaws.com`;
    accessLogs.forApi(this.api, {
      rateLimit: props.apiRateLimit ?? 50,
      burstLimit: props.apiBurstLimit ?? 100,
    });
    // Authorisation is the route table's `auth` (session cookie, admin rights per request), enforced in the Lambda
    // by http/lib/api.ts for every route and tested by security.api.test.ts and fuzz.api.test.ts; public routes
    // (health, login, config, the webhook — verified by Stripe's signature) must stay reachable without it.
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions::AwsSolutions-APIG4',
      reason:
        'Authorisation is per route in the Lambda (routes.ts auth: session cookie or admin); public routes are public by design.',
    });
    // The execute-api endpoint stays on: CloudFront reaches the API through it, and turning it off needs a regional
    // custom domain for the API (docs/security.md, F17). Stage throttling and the app's limits hold on both paths.

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'SPA fallback: paths without a file extension serve /index.html (S3 behaviour only)',
      code: cloudfront.FunctionCode.fromInline(
        [
          'function handler(event) {',
          '  var request = event.request;',
          "  var last = request.uri.split('/').pop();",
          "  if (last.indexOf('.') === -1) request.uri = '/index.html';",
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });

    // The same values the local server sends (functions/src/http/security-headers.ts): one policy for the SPA's
    // document and assets, one for the API, whose CSP is only a default (a stored file keeps its `sandbox` CSP).
    const headersPolicy = (id: string, comment: string, csp: string, overrideCsp: boolean) =>
      new cloudfront.ResponseHeadersPolicy(this, id, {
        comment,
        securityHeadersBehavior: {
          strictTransportSecurity: {
            accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
            includeSubdomains: true,
            preload: true,
            override: true,
          },
          contentTypeOptions: { override: true },
          frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
          referrerPolicy: {
            referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy,
            override: true,
          },
          contentSecurityPolicy: { contentSecurityPolicy: csp, override: overrideCsp },
        },
        customHeadersBehavior: {
          customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
        },
      });
    const siteHeaders = headersPolicy(
      'SecurityHeaders',
      'SPA: HSTS, CSP (own scripts + Stripe.js), no framing, no sniffing',
      contentSecurityPolicy(this.region),
      true,
    );
    const apiHeaders = headersPolicy(
      'ApiSecurityHeaders',
      'API: HSTS, nothing loads or frames, no sniffing; a file keeps its own sandbox CSP',
      API_CONTENT_SECURITY_POLICY,
      false,
    );

    const webAclArn = props.webAclArn ?? rateLimitAcl(this, props.wafRateLimit ?? 1000);

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'FairReply: SPA + /api',
      ...accessLogs.forDistribution(),
      ...(webAclArn ? { webAclId: webAclArn } : {}),
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      ...(props.domainName
        ? {
            domainNames: [props.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn!),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: siteHeaders,
        compress: true,
        functionAssociations: [
          { function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(apiDomain, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            readTimeout: Duration.seconds(30),
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
          compress: true,
        },
      },
      // No errorResponses: a distribution-wide 403/404 → index.html would also rewrite the API's own 404s.
    });
    const distributionAcks = [
      {
        id: 'AwsSolutions::AwsSolutions-CFR1',
        reason:
          'No geo restriction: UK residents use the service from abroad too; abuse is limited by rate, not by country.',
      },
      ...(webAclArn
        ? []
        : [
            {
              id: 'AwsSolutions::AwsSolutions-CFR2',
              reason:
                'A web ACL for CloudFront must be created in us-east-1 and this stack is elsewhere (no webAclArn given): the API is throttled by its stage and per account/IP in the app instead (docs/security.md).',
            },
          ]),
      ...(props.domainName
        ? []
        : [
            {
              id: 'AwsSolutions::AwsSolutions-CFR4',
              reason:
                'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be chosen; with domainName the distribution requires TLSv1.2_2021.',
            },
          ]),
    ];
    Validations.of(this.distribution).acknowledge(...distributionAcks);

    const siteOrigin = props.domainName
      ? `https://${props.domainName}`
      : `https://${this.distribution.distributionDomainName}`;

    // ── data ────────────────────────────────────────────────────────────────────────────────────────────
    const storage = new Storage(this, 'Storage', {
      originalsRetentionDays: props.originalsRetentionDays,
      uploadOrigins: [siteOrigin],
      accessLogs: accessLogs.bucket,
    });
    const { table, uploads } = storage;

    // ── queues ──────────────────────────────────────────────────────────────────────────────────────────
    this.jobsDlq = new sqs.Queue(this, 'JobsDlq', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.jobs = new sqs.Queue(this, 'Jobs', {
      // AWS guidance: at least six times the worker's timeout, so a slow attempt is not redelivered meanwhile.
      visibilityTimeout: Duration.seconds(WORKER_TIMEOUT_S * 6),
      retentionPeriod: Duration.days(4),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.jobsDlq, maxReceiveCount: 3 },
    });

    // Textract is called synchronously by the worker: images as they are, a scanned PDF one page at a time (the
    // worker reads at most 5 pages of a 10 MB upload). No completion topic or second queue: a letter is read in
    // seconds, and the job stays one step (docs/deploy.md).

    // ── secrets ─────────────────────────────────────────────────────────────────────────────────────────
    const stripeSecret = props.stripeSecretName
      ? secretsmanager.Secret.fromSecretNameV2(this, 'StripeSecret', props.stripeSecretName)
      : undefined;
    if (stripeSecret && !props.stripePublishableKey)
      Annotations.of(this).addWarning(
        'No stripePublishableKey context: /api/config cannot show the key (it never reads the Stripe secret), so the checkout says payments are unavailable. Pass -c stripePublishableKey=pk_….',
      );
    const anthropicSecret = props.anthropicSecretName
      ? secretsmanager.Secret.fromSecretNameV2(this, 'AnthropicSecret', props.anthropicSecretName)
      : undefined;

    const sesFrom =
      props.sesFrom ??
      (props.sesIdentity.includes('@') ? props.sesIdentity : `FairReply <no-reply@${props.sesIdentity}>`);
    const sesIdentityArn = this.formatArn({
      service: 'ses',
      resource: 'identity',
      resourceName: props.sesIdentity,
    });

    const commonEnv: Record<string, string> = {
      TABLE_NAME: table.tableName,
      BUCKET_NAME: uploads.bucketName,
      QUEUE_URL: this.jobs.queueUrl,
      SES_FROM: sesFrom,
      APP_ORIGIN: siteOrigin,
      PUBLIC_URL: siteOrigin,
      AUTH_MODE: 'email-link',
      COOKIE_SECURE: 'true',
      ORIGINALS_RETENTION_DAYS: String(props.originalsRetentionDays),
      ...(props.adminEmails ? { ADMIN_EMAILS: props.adminEmails } : {}),
      ...(props.secretsVersion ? { SECRETS_VERSION: props.secretsVersion } : {}),
    };

    // Least privilege on the uploads bucket: object actions on the originals' prefix only (the only keys the app
    // writes: domain/uploads.ts originalKey), and a prefix-bound ListBucket so a missing original is a 404
    // (NoSuchKey) rather than an AccessDenied.
    const originals = uploads.arnForObjects(`${ORIGINALS_PREFIX}*`);
    const blobActions = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' } as const;

    const grant = (name: string, fn: lambda.Function, access: Access) => {
      if (access.tableWrite) table.grantReadWriteData(fn);
      else table.grantReadData(fn);
      if (access.blobs?.length) {
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: access.blobs.map((b) => blobActions[b]),
            resources: [originals],
          }),
        );
        if (access.blobs.includes('read'))
          fn.addToRolePolicy(
            new iam.PolicyStatement({
              actions: ['s3:ListBucket'],
              resources: [uploads.bucketArn],
              conditions: { StringLike: { 's3:prefix': [`${ORIGINALS_PREFIX}*`] } },
            }),
          );
        Validations.of(fn.role!).acknowledge({
          id: `AwsSolutions::AwsSolutions-IAM5[Resource::<${this.getLogicalId(uploads.node.defaultChild as CfnElement)}.Arn>/${ORIGINALS_PREFIX}*]`,
          reason:
            'Object keys are made per user and letter at run time; the originals/ prefix is the narrowest resource.',
        });
      }
      if (access.queueSend) this.jobs.grantSendMessages(fn);
      if (access.mail) {
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [sesIdentityArn],
          }),
        );
      }
      if (access.ocr) {
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            // Textract's text detection actions have no resource-level permissions: '*' is the only resource.
            actions: ['textract:DetectDocumentText'],
            resources: ['*'],
          }),
        );
        Validations.of(fn.role!).acknowledge({
          id: 'AwsSolutions::AwsSolutions-IAM5[Resource::*]',
          reason:
            'textract:DetectDocumentText has no resource-level permissions; it is the only action on *.',
        });
      }
      if (access.stripe && props.stripePublishableKey)
        fn.addEnvironment('STRIPE_PUBLISHABLE_KEY', props.stripePublishableKey);
      // A route that only shows the publishable key gets it as a variable and never the secret (F12).
      if (access.stripe && stripeSecret && !PUBLISHABLE_KEY_ONLY.has(name)) {
        stripeSecret.grantRead(fn);
        fn.addEnvironment('STRIPE_SECRET_ARN', stripeSecret.secretArn);
      }
      if (access.anthropic && anthropicSecret) {
        anthropicSecret.grantRead(fn);
        fn.addEnvironment('ANTHROPIC_SECRET_ARN', anthropicSecret.secretArn);
      }
    };

    const makeFunction = (
      entry: LambdaEntry,
      opts: { timeout: number; memoryMb: number; description: string; functionName?: string },
    ) => {
      const logGroup = new logs.LogGroup(this, `Logs-${entry.name}`, {
        retention: logs.RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      // Its own role with write access to its own log group only (instead of AWSLambdaBasicExecutionRole, which
      // may create and write any log group of the account).
      const role = new iam.Role(this, `Role-${entry.name}`, {
        assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
        description: `FairReply ${entry.name}`,
      });
      logGroup.grantWrite(role);
      Validations.of(role).acknowledge({
        id: `AwsSolutions::AwsSolutions-IAM5[Resource::<${this.getLogicalId(table.node.defaultChild as CfnElement)}.Arn>/index/*]`,
        reason:
          "Queries on the table's global secondary indexes (TABLE_SCHEMA.indexes) need the index ARNs; the table is the app's own.",
      });
      const common = {
        role,
        runtime: lambda.Runtime.NODEJS_22_X,
        architecture: lambda.Architecture.ARM_64,
        timeout: Duration.seconds(opts.timeout),
        memorySize: opts.memoryMb,
        environment: commonEnv,
        description: opts.description,
        functionName: opts.functionName,
        logGroup,
        loggingFormat: lambda.LoggingFormat.JSON,
      };
      const fn = bundle
        ? new nodejs.NodejsFunction(this, `Fn-${entry.name}`, {
            ...common,
            entry: entry.entry!,
            handler: 'handler',
            projectRoot: REPO_ROOT,
            depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
            bundling: cdkBundling(entry.name, nodejs.OutputFormat.ESM, { bundleAwsSdk: props.bundleAwsSdk }),
          })
        : new lambda.Function(this, `Fn-${entry.name}`, {
            ...common,
            code: this.stub(),
            handler: 'index.handler',
          });
      this.functions.set(entry.name, fn);
      grant(entry.name, fn, accessOf(entry.name));
      return fn;
    };

    // ── one Lambda per route ────────────────────────────────────────────────────────────────────────────
    const entries = lambdaEntries();
    const standIns = entries
      .filter((e) => e.kind === 'route' && e.entry && e.entry !== e.declared)
      .map((e) => e.name);
    if (standIns.length)
      Annotations.of(this).addInfo(
        `Routes without code yet, deployed as pending.ts (501): ${standIns.join(', ')}`,
      );
    // API Gateway invokes every route's Lambda through one role, instead of one resource-based permission per
    // function: a stack of ~70 routes stays well under CloudFormation's 500 resources (7 per route became 6). The
    // role may invoke only the route functions, named `{stack}-route-{name}`.
    const routePrefix = `${this.stackName}-route-`;
    const apiInvokeRole = new iam.Role(this, 'ApiInvokeRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      description: 'API Gateway invokes the route Lambdas',
    });
    apiInvokeRole.addToPolicy(
      new iam.PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [
          this.formatArn({
            service: 'lambda',
            resource: 'function',
            resourceName: `${routePrefix}*`,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    );
    Validations.of(apiInvokeRole).acknowledge({
      id: `AwsSolutions::AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:lambda:${this.region}:${this.account}:function:${routePrefix}*]`,
      reason:
        "One role invokes every route Lambda: the wildcard is limited to this stack's route functions by their name prefix.",
    });
    for (const entry of entries.filter((e) => e.kind === 'route')) {
      const route = entry.route!;
      if (!entry.entry)
        throw new Error(`No code for route ${route.name} and no functions/src/http/pending.ts to stand in.`);
      const fn = makeFunction(entry, {
        timeout: Math.min(route.timeout ?? DEFAULT_TIMEOUT_S, 29),
        memoryMb: route.memoryMb ?? DEFAULT_MEMORY_MB,
        description: `${route.method} ${route.path}`,
        functionName: `${routePrefix}${route.name}`.slice(0, 64),
      });
      this.api.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration: new RoleInvokedLambda(`Int-${route.name}`, fn, apiInvokeRole),
      });
    }

    // ── the worker and the scheduled jobs (JOBS in routes.ts) ───────────────────────────────────────────
    for (const entry of entries.filter((e) => e.kind === 'job')) {
      const job = entry.job!;
      if (!entry.entry) {
        Annotations.of(this).addWarning(
          `${entry.declared} does not exist yet: job ${entry.name} not deployed.`,
        );
        continue;
      }
      const fn = makeFunction(entry, {
        timeout: job.timeout,
        memoryMb: job.memoryMb,
        description: job.description,
      });
      if ('queue' in job.trigger) {
        const maxConcurrency = props.workerMaxConcurrency ?? 10;
        fn.addEventSource(
          new SqsEventSource(this.jobs, { batchSize: 1, reportBatchItemFailures: true, maxConcurrency }),
        );
      } else {
        new events.Rule(this, `Schedule-${entry.name}`, {
          schedule: events.Schedule.rate(Duration.minutes(job.trigger.everyMinutes)),
          targets: [new eventTargets.LambdaFunction(fn, { retryAttempts: 0 })],
        });
      }
    }

    // ── the SPA ─────────────────────────────────────────────────────────────────────────────────────────
    const webDist = props.webDist === undefined ? join(REPO_ROOT, 'web/dist') : props.webDist;
    if (webDist && existsSync(join(webDist, 'index.html'))) {
      // Hashed assets cached for a year; index.html never cached, so a deploy is visible at once.
      const assets = new s3deploy.BucketDeployment(this, 'SiteAssets', {
        sources: [s3deploy.Source.asset(webDist, { exclude: ['index.html'] })],
        destinationBucket: site,
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        prune: false,
      });
      const index = new s3deploy.BucketDeployment(this, 'SiteIndex', {
        sources: [s3deploy.Source.asset(webDist, { exclude: ['*', '!index.html'] })],
        destinationBucket: site,
        cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
        prune: false,
        distribution: this.distribution,
        distributionPaths: ['/index.html', '/'],
      });
      index.node.addDependency(assets);
      acknowledgeBucketDeployment(this, assets, site);
    } else if (webDist) {
      Annotations.of(this).addWarning(
        `${webDist}/index.html not found: run \`npm run build\` before deploying, or the site is empty.`,
      );
    }

    // ── alarms ──────────────────────────────────────────────────────────────────────────────────────────
    const alarmTopic = new sns.Topic(this, 'Alarms', { displayName: 'FairReply alarms', enforceSSL: true });
    if (props.alarmEmail) alarmTopic.addSubscription(new snsSubs.EmailSubscription(props.alarmEmail));
    const alarm = (id: string, metric: cloudwatch.IMetric, description: string) => {
      const a = new cloudwatch.Alarm(this, id, {
        metric,
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      a.addAlarmAction(new cwActions.SnsAction(alarmTopic));
      return a;
    };
    alarm(
      'JobsDlqAlarm',
      this.jobsDlq.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      'A generation job failed three times and is on the dead-letter queue (its letter is failed and refunded by the cleanup job).',
    );
    alarm(
      'Api5xxAlarm',
      this.api.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      'The API answered 5xx.',
    );

    new CfnOutput(this, 'SiteUrl', { value: siteOrigin });
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'UploadsBucket', { value: uploads.bucketName });
    new CfnOutput(this, 'SiteBucket', { value: site.bucketName });
    new CfnOutput(this, 'JobsQueueUrl', { value: this.jobs.queueUrl });
    new CfnOutput(this, 'StripeWebhookUrl', { value: `${siteOrigin}/api/stripe-webhook` });
  }

  /** A tiny placeholder asset for every Lambda when bundling is off (tests). */
  private stub(): lambda.Code {
    if (!this.stubCode) {
      const dir = mkdtempSync(join(tmpdir(), 'fairreply-stub-'));
      writeFileSync(
        join(dir, 'index.mjs'),
        "export const handler = async () => ({ statusCode: 501, body: 'stub' });\n",
      );
      this.stubCode = lambda.Code.fromAsset(dir);
    }
    return this.stubCode;
  }
}

/**
 * CDK's BucketDeployment provider (one Lambda shared by both deployments, run only at deploy time) comes with its
 * own role: AWSLambdaBasicExecutionRole, s3 wildcard actions on the CDK assets bucket and the site bucket, and
 * cloudfront:CreateInvalidation on '*'. It is CDK's code, not ours; its reach is the site's public files.
 */
function acknowledgeBucketDeployment(stack: Stack, deployment: s3deploy.BucketDeployment, site: s3.Bucket) {
  const reason =
    "CDK's BucketDeployment provider (deploy time only) copies the SPA's public files from the CDK assets bucket to the site bucket and invalidates CloudFront; its role is CDK's.";
  const assetsBucket = `cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${stack.account}-${stack.region}`;
  const findings = [
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map(
      (a) => `AwsSolutions-IAM5[Action::${a}]`,
    ),
    `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(site.node.defaultChild as CfnElement)}.Arn>/*]`,
    `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assetsBucket}/*]`,
    'AwsSolutions-IAM5[Resource::*]',
  ];
  Validations.of(deployment.handlerRole).acknowledge(
    ...findings.map((f) => ({ id: `AwsSolutions::${f}`, reason })),
  );
}

/**
 * The SPA's Content-Security-Policy in AWS: the shared one, over https, plus the uploads bucket for the presigned
 * PUT (any bucket of the region: naming the bucket here would make the distribution depend on the bucket whose CORS
 * depends on the distribution).
 */
export function contentSecurityPolicy(region: string): string {
  return spaContentSecurityPolicy({
    https: true,
    uploadOrigins: [`https://*.s3.${region}.amazonaws.com`],
  });
}

/** An HTTP API route to a Lambda that API Gateway calls with a role (no resource-based permission per function). */
class RoleInvokedLambda extends apigw.HttpRouteIntegration {
  constructor(
    id: string,
    private readonly fn: lambda.IFunction,
    private readonly role: iam.IRole,
  ) {
    super(id);
  }

  bind(): apigw.HttpRouteIntegrationConfig {
    return {
      type: apigw.HttpIntegrationType.AWS_PROXY,
      uri: this.fn.functionArn,
      payloadFormatVersion: apigw.PayloadFormatVersion.VERSION_2_0,
      credentials: apigw.IntegrationCredentials.fromRole(this.role),
    };
  }
}
