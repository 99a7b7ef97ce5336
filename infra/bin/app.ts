/**
 * The CDK app. `npx cdk synth` / `npx cdk deploy` (cdk.json runs this with tsx). Settings come from context
 * (`-c key=value` or cdk.json "context"); docs/deploy.md lists them.
 */
import { App, Annotations } from 'aws-cdk-lib';
import { AppStack } from '../lib/stack';

const app = new App();
const ctx = (key: string): string | undefined => {
  const v = app.node.tryGetContext(key);
  return v === undefined || v === null || v === '' ? undefined : String(v);
};

const sesIdentity = ctx('sesIdentity') ?? 'example.com';
const stack = new AppStack(app, ctx('stackName') ?? 'FairReply', {
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: ctx('region') ?? process.env.CDK_DEFAULT_REGION ?? 'eu-west-2',
  },
  description: 'FairReply: UK consumer-rights letters (SPA, API, worker, data)',
  domainName: ctx('domainName'),
  certificateArn: ctx('certificateArn'),
  sesIdentity,
  sesFrom: ctx('sesFrom'),
  stripeSecretName: ctx('stripeSecretName') ?? 'fairreply/stripe',
  anthropicSecretName: ctx('anthropicSecretName') ?? 'fairreply/anthropic',
  originalsRetentionDays: Number(ctx('originalsRetentionDays') ?? process.env.ORIGINALS_RETENTION_DAYS ?? 90),
  adminEmails: ctx('adminEmails'),
  alarmEmail: ctx('alarmEmail'),
  workerMaxConcurrency: ctx('workerMaxConcurrency') ? Number(ctx('workerMaxConcurrency')) : undefined,
  bundle: ctx('bundle') !== 'false',
  bundleAwsSdk: ctx('bundleAwsSdk') !== 'false',
  secretsVersion: ctx('secretsVersion'),
  // Public (the browser gets it): a plain variable, so the public config route needs no secret (security review F12).
  stripePublishableKey: ctx('stripePublishableKey'),
  apiRateLimit: ctx('apiRateLimit') ? Number(ctx('apiRateLimit')) : undefined,
  apiBurstLimit: ctx('apiBurstLimit') ? Number(ctx('apiBurstLimit')) : undefined,
  wafRateLimit: ctx('wafRateLimit') ? Number(ctx('wafRateLimit')) : undefined,
  webAclArn: ctx('webAclArn'),
  tags: { project: 'fairreply' },
});
if (!ctx('sesIdentity'))
  Annotations.of(stack).addWarning(
    'No sesIdentity context: mail would be sent from example.com. Pass -c sesIdentity=your-domain.',
  );
if (
  !Number.isInteger(
    stack.node.tryGetContext('originalsRetentionDays') ? Number(ctx('originalsRetentionDays')) : 90,
  )
) {
  throw new Error('originalsRetentionDays must be a whole number of days.');
}
app.synth();
