import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_SCHEMA, TTL_ATTRIBUTE } from '../../functions/src/adapters/aws/dynamo-keys';
import { routes } from '../../functions/src/routes';
import { lambdaEntries } from '../lib/bundling';
import { accessOf, JOBS } from '../../functions/src/routes';
import {
  API_CONTENT_SECURITY_POLICY,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  spaContentSecurityPolicy,
} from '../../functions/src/http/security-headers';
import { AppStack } from '../lib/stack';

let template: Template;
let stack: AppStack;

beforeAll(() => {
  const app = new App();
  stack = new AppStack(app, 'Test', {
    env: { account: '123456789012', region: 'eu-west-2' },
    sesIdentity: 'fairreply.example',
    stripeSecretName: 'fairreply/stripe',
    anthropicSecretName: 'fairreply/anthropic',
    stripePublishableKey: 'pk_test_public',
    originalsRetentionDays: 90,
    bundle: false,
    webDist: null,
  });
  template = Template.fromStack(stack);
}, 60_000);

const resourcesOf = (type: string) =>
  template.findResources(type) as Record<string, { Properties: Record<string, any> }>;
const hasWorker = lambdaEntries().some((e) => e.name === 'worker' && e.entry);
const jobNames = Object.keys(JOBS);
const statements = () =>
  Object.entries(resourcesOf('AWS::IAM::Policy')).flatMap(([id, p]) =>
    (p.Properties.PolicyDocument.Statement as any[]).map((s) => ({ id: id.toLowerCase(), ...s })),
  );
const list = (v: unknown) => (Array.isArray(v) ? v : [v]);

describe('Lambdas', () => {
  it('one function per route in the table, plus one per job (the worker, the scheduled jobs)', () => {
    template.resourceCountIs('AWS::Lambda::Function', routes.length + jobNames.length);
    expect([...stack.functions.keys()].sort()).toEqual([...routes.map((r) => r.name), ...jobNames].sort());
  });

  it('every function: nodejs22.x on arm64, the common environment, a route timeout within API Gateway limits', () => {
    for (const [, fn] of Object.entries(resourcesOf('AWS::Lambda::Function'))) {
      const p = fn.Properties;
      expect(p.Runtime).toBe('nodejs22.x');
      expect(p.Architectures).toEqual(['arm64']);
      const env = p.Environment.Variables;
      for (const k of ['TABLE_NAME', 'BUCKET_NAME', 'QUEUE_URL', 'SES_FROM', 'APP_ORIGIN'])
        expect(env[k]).toBeDefined();
      expect(env.AUTH_MODE).toBe('email-link');
      expect(env.COOKIE_SECURE).toBe('true');
    }
  });

  it('timeouts and memory from the route table', () => {
    for (const route of routes) {
      const fn = stack.node.findChild(`Fn-${route.name}`).node.defaultChild as unknown as {
        timeout: number;
        memorySize: number;
      };
      expect(fn.timeout).toBe(route.timeout ?? 10);
      expect(fn.memorySize).toBe(route.memoryMb ?? 512);
    }
  });

  it('API Gateway calls the route Lambdas with one role, so the stack stays far from 500 resources', () => {
    const integrations = Object.values(resourcesOf('AWS::ApiGatewayV2::Integration'));
    expect(integrations.every((i) => i.Properties.CredentialsArn)).toBe(true);
    expect(Object.keys(resourcesOf('AWS::Lambda::Permission')).length).toBeLessThan(5);
    expect(Object.keys(template.toJSON().Resources).length).toBeLessThan(470);
  });

  it('one HTTP API route per table entry, each to its own Lambda', () => {
    const apiRoutes = Object.values(resourcesOf('AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties.RouteKey,
    );
    expect(apiRoutes.sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', routes.length);
  });

  it('secrets are passed by ARN only to the functions that need them; config gets the publishable key alone (F12)', () => {
    const withStripe = [...stack.functions.keys()].filter((n) => accessOf(n).stripe && n !== 'config');
    expect(withStripe).toContain('stripe-webhook');
    for (const [name, fn] of stack.functions) {
      const id = stack.getLogicalId(fn.node.defaultChild as any);
      const env = resourcesOf('AWS::Lambda::Function')[id].Properties.Environment.Variables as Record<
        string,
        unknown
      >;
      expect(Boolean(env.STRIPE_SECRET_ARN), name).toBe(withStripe.includes(name));
      expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    }
    const config = stack.functions.get('config')!;
    const configEnv =
      resourcesOf('AWS::Lambda::Function')[stack.getLogicalId(config.node.defaultChild as any)].Properties
        .Environment.Variables;
    expect(configEnv.STRIPE_PUBLISHABLE_KEY).toBe('pk_test_public');
    const policy = config.role!.node.tryFindChild('DefaultPolicy') as any;
    const json = policy
      ? JSON.stringify(template.toJSON().Resources[stack.getLogicalId(policy.node.defaultChild)])
      : '';
    expect(json).not.toContain('secretsmanager');
  });

  it('each function has its own role writing only its own log group (no AWS managed policy)', () => {
    for (const [name, fn] of stack.functions) {
      const role = resourcesOf('AWS::IAM::Role')[stack.getLogicalId(fn.role!.node.defaultChild as any)];
      expect(role.Properties.ManagedPolicyArns, name).toBeUndefined();
      const policy = fn.role!.node.tryFindChild('DefaultPolicy') as any;
      const doc = template.toJSON().Resources[stack.getLogicalId(policy.node.defaultChild)].Properties
        .PolicyDocument.Statement as any[];
      const logs = doc.find((s) => JSON.stringify(s.Action).includes('logs:PutLogEvents'));
      expect(JSON.stringify(logs.Resource), name).toContain(`Logs${name.replace(/-/g, '')}`);
    }
  });

  it('the cleanup runs every five minutes', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
    });
  });

  it('the reminders run once a day', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 day)',
      State: 'ENABLED',
    });
  });
});

describe('DynamoDB table', () => {
  it('keys, GSIs, TTL, point-in-time recovery, on-demand, deletion protection, retained', () => {
    const key = (hash: string, range: string) => [
      { AttributeName: hash, KeyType: 'HASH' },
      { AttributeName: range, KeyType: 'RANGE' },
    ];
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: key(TABLE_SCHEMA.partitionKey, TABLE_SCHEMA.sortKey),
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
        DeletionProtectionEnabled: true,
        GlobalSecondaryIndexes: TABLE_SCHEMA.indexes.map((i) => ({
          IndexName: i.name,
          KeySchema: key(i.partitionKey, i.sortKey),
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    });
  });
});

describe('queues', () => {
  it('the jobs queue redrives to a DLQ after 3 receives; the worker reports batch item failures', () => {
    const queues = resourcesOf('AWS::SQS::Queue');
    const jobsId = stack.getLogicalId(stack.jobs.node.defaultChild as any);
    const dlqId = stack.getLogicalId(stack.jobsDlq.node.defaultChild as any);
    expect(queues[jobsId].Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
      maxReceiveCount: 3,
    });
    if (hasWorker) {
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: { 'Fn::GetAtt': [jobsId, 'Arn'] },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        ScalingConfig: { MaximumConcurrency: 10 },
      });
      // the jobs queue is the worker's only source: Textract is called synchronously, page by page
      template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    }
  });

  it('alarms on dead-letter messages and API 5xx', () => {
    const alarms = Object.values(resourcesOf('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    expect(
      alarms.filter((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible' && a.Threshold === 0),
    ).toHaveLength(1);
    expect(alarms.some((a) => a.MetricName === '5xx' && a.Namespace === 'AWS/ApiGateway')).toBe(true);
  });
});

describe('buckets', () => {
  it('every bucket blocks public access and is encrypted', () => {
    for (const b of Object.values(resourcesOf('AWS::S3::Bucket'))) {
      expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(
        b.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault
          .SSEAlgorithm,
      ).toBe('AES256');
    }
  });

  it('the uploads bucket expires originals after the retention period and allows the presigned PUT from the site', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'originals/', ExpirationInDays: 90, Status: 'Enabled' }),
        ]),
      },
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({ AllowedMethods: ['PUT'], AllowedHeaders: Match.arrayWith(['content-type']) }),
        ],
      },
    });
  });

  it('every bucket refuses plain HTTP', () => {
    const denies = Object.values(resourcesOf('AWS::S3::BucketPolicy')).filter((p) =>
      p.Properties.PolicyDocument.Statement.some(
        (s: any) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false',
      ),
    );
    expect(Object.keys(resourcesOf('AWS::S3::Bucket'))).toHaveLength(3); // site, uploads, access logs
    expect(denies.length).toBe(3);
  });

  it('the uploads bucket is versioned, old versions gone after a day; site and uploads log to the log bucket', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 1 }, Status: 'Enabled' }),
        ]),
      },
      LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 's3/uploads/' },
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 's3/site/' },
    });
  });

  it('S3 access is object actions on originals/* only, and a ListBucket bound to that prefix', () => {
    const s3Statements = statements().filter((s) =>
      (list(s.Action) as string[]).some((a) => a.startsWith('s3:')),
    );
    expect(s3Statements.length).toBeGreaterThan(0);
    for (const s of s3Statements) {
      for (const a of list(s.Action) as string[])
        expect(['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:ListBucket'], a).toContain(a);
      if (list(s.Action).includes('s3:ListBucket'))
        expect(s.Condition).toEqual({ StringLike: { 's3:prefix': ['originals/*'] } });
      else expect(JSON.stringify(s.Resource)).toContain('/originals/*');
    }
    const uploadUrl = JSON.stringify(
      s3Statements.filter((s) => s.id.includes('uploadurl')).map((s) => s.Action),
    );
    expect(uploadUrl).toBe(JSON.stringify(['s3:PutObject']));
  });
});

describe('CloudFront', () => {
  const distribution = () =>
    Object.values(resourcesOf('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;

  it('/api/* goes to the HTTP API uncached with every viewer header but Host; the rest to S3 through OAC', () => {
    const d = distribution();
    const api = d.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api).toBeDefined();
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']));
    const apiOrigin = d.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('execute-api');
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const s3Origin = d.Origins.find((o: any) => o.Id === d.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin.S3OriginConfig).toBeDefined();
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
  });

  it('standard logs to the log bucket without cookies; API access logs by route key (no path values, no query)', () => {
    const d = distribution();
    expect(d.Logging).toMatchObject({ IncludeCookies: false, Prefix: 'cloudfront/' });
    const stage = Object.values(resourcesOf('AWS::ApiGatewayV2::Stage'))[0].Properties;
    const format = JSON.parse(stage.AccessLogSettings.Format) as Record<string, string>;
    expect(format.route).toBe('$context.routeKey');
    expect(Object.values(format).join(' ')).not.toMatch(/\$context\.(path|querystring)|\$request\./i);
    expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
    expect(stage.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
  });

  it('outside us-east-1 no web ACL is made (CloudFront ACLs live there); in us-east-1 a per-IP rate rule on /api/', () => {
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    const east = new AppStack(new App(), 'East', {
      env: { account: '123456789012', region: 'us-east-1' },
      sesIdentity: 'fairreply.example',
      stripeSecretName: '',
      anthropicSecretName: '',
      originalsRetentionDays: 90,
      wafRateLimit: 600,
      bundle: false,
      webDist: null,
    });
    const t = Template.fromStack(east);
    t.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: [
        Match.objectLike({
          Action: { Block: Match.anyValue() },
          Statement: {
            RateBasedStatement: Match.objectLike({
              AggregateKeyType: 'IP',
              Limit: 600,
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  SearchString: '/api/',
                  PositionalConstraint: 'STARTS_WITH',
                }),
              },
            }),
          },
        }),
      ],
    });
    const d = Object.values(t.findResources('AWS::CloudFront::Distribution'))[0].Properties
      .DistributionConfig;
    expect(JSON.stringify(d.WebACLId)).toContain('EdgeAcl');
  });

  it('the SPA fallback is on the S3 behaviour only, never distribution-wide error pages', () => {
    const d = distribution();
    expect(d.CustomErrorResponses).toBeUndefined();
    expect(d.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(d.CacheBehaviors[0].FunctionAssociations).toBeUndefined();
  });

  it('security headers: the values of functions/src/http/security-headers.ts, SPA and API policies', () => {
    const policies = Object.entries(resourcesOf('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toHaveLength(2);
    const byId = new Map(policies.map(([id, p]) => [id, p.Properties.ResponseHeadersPolicyConfig]));
    const d = distribution();
    const site = byId.get(d.DefaultCacheBehavior.ResponseHeadersPolicyId.Ref)!;
    const api = byId.get(d.CacheBehaviors[0].ResponseHeadersPolicyId.Ref)!;
    for (const p of [site, api]) {
      expect(p.SecurityHeadersConfig).toMatchObject({
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
          IncludeSubdomains: true,
          Preload: true,
          Override: true,
        },
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ReferrerPolicy: { ReferrerPolicy: REFERRER_POLICY, Override: true },
      });
      expect(p.CustomHeadersConfig.Items).toEqual([
        { Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true },
      ]);
    }
    // The document's CSP: the shared one over https plus the region's S3 endpoint for the presigned upload.
    expect(site.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({
      ContentSecurityPolicy: spaContentSecurityPolicy({
        https: true,
        uploadOrigins: ['https://*.s3.eu-west-2.amazonaws.com'],
      }),
      Override: true,
    });
    expect(site.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toMatch(
      /frame-ancestors 'none'/,
    );
    // The API's is a default only: a stored file served inline keeps its own sandbox policy.
    expect(api.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({
      ContentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
      Override: false,
    });
  });
});

describe('IAM', () => {
  it('no statement allows every action, and none allows a wildcard action on every resource', () => {
    const all = statements();
    expect(all.length).toBeGreaterThan(0);
    for (const s of all) {
      const actions = list(s.Action) as string[];
      expect(actions, s.id).not.toContain('*');
      const resources = list(s.Resource);
      if (resources.includes('*')) {
        for (const a of actions) expect(a, `${s.id}: ${a} on *`).not.toMatch(/\*/);
      }
    }
  });

  it('only the worker may call Textract, only mailing functions may send through SES, scoped to the identity', () => {
    const byRole = new Map<string, string[]>();
    for (const [name, fn] of stack.functions) {
      const policy = fn.role!.node.tryFindChild('DefaultPolicy');
      const doc = policy
        ? JSON.stringify(template.toJSON().Resources[stack.getLogicalId((policy as any).node.defaultChild)])
        : '';
      byRole.set(
        name,
        [doc.includes('textract:') ? 'textract' : '', doc.includes('ses:SendRawEmail') ? 'ses' : ''].filter(
          Boolean,
        ),
      );
    }
    for (const [name, tags] of byRole) {
      expect(tags.includes('textract'), name).toBe(Boolean(accessOf(name).ocr));
      expect(tags.includes('ses'), name).toBe(Boolean(accessOf(name).mail));
    }
    const ses = statements().filter((s) => list(s.Action).includes('ses:SendRawEmail'));
    for (const s of ses) expect(JSON.stringify(s.Resource)).toContain('identity/fairreply.example');
  });

  it('read-only routes cannot write the table', () => {
    const readOnly = routes.map((r) => r.name).filter((n) => !accessOf(n).tableWrite);
    expect(readOnly).toContain('my-letters');
    for (const name of readOnly) {
      const role = stack.functions.get(name)!.role!;
      const policy = role.node.tryFindChild('DefaultPolicy') as any;
      const json = JSON.stringify(template.toJSON().Resources[stack.getLogicalId(policy.node.defaultChild)]);
      expect(json, name).not.toMatch(/dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)/);
    }
  });
});

describe('variants', () => {
  it('a custom domain gets its alias, the us-east-1 certificate, TLS 1.2 and the matching origin everywhere', () => {
    const s = new AppStack(new App(), 'Domain', {
      env: { account: '123456789012', region: 'eu-west-2' },
      domainName: 'app.fairreply.example',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      sesIdentity: 'no-reply@fairreply.example',
      stripeSecretName: 'fairreply/stripe',
      anthropicSecretName: '',
      originalsRetentionDays: 30,
      bundle: false,
      webDist: null,
    });
    const t = Template.fromStack(s);
    const d = Object.values(t.findResources('AWS::CloudFront::Distribution'))[0].Properties
      .DistributionConfig;
    expect(d.Aliases).toEqual(['app.fairreply.example']);
    expect(d.ViewerCertificate).toMatchObject({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      MinimumProtocolVersion: 'TLSv1.2_2021',
    });
    for (const fn of Object.values(t.findResources('AWS::Lambda::Function'))) {
      const env = fn.Properties.Environment.Variables;
      expect(env.APP_ORIGIN).toBe('https://app.fairreply.example');
      expect(env.SES_FROM).toBe('no-reply@fairreply.example');
      expect(env.ANTHROPIC_SECRET_ARN).toBeUndefined(); // AI off: no secret referenced
    }
    t.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'originals/', ExpirationInDays: 30 })]),
      },
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: ['https://app.fairreply.example'] })],
      },
    });
  });

  it('refuses a domain without a certificate', () => {
    expect(
      () =>
        new AppStack(new App(), 'Bad', {
          domainName: 'app.fairreply.example',
          sesIdentity: 'x',
          stripeSecretName: '',
          anthropicSecretName: '',
          originalsRetentionDays: 90,
          bundle: false,
          webDist: null,
        }),
    ).toThrow(/certificateArn/);
  });
});
