/**
 * cdk-nag's AWS Solutions checks over the stack as it is deployed (bundle: false only swaps the Lambda code for a
 * stub). Every finding is either fixed in the stack or acknowledged there next to the construct with its reason
 * (Validations.of(...).acknowledge); this test fails on any other error or warning.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { AppStack, type AppStackProps } from '../lib/stack';

interface Report {
  pluginReports: {
    pluginName: string;
    violations: {
      ruleName: string;
      description: string;
      severity: string;
      violatingConstructs: { constructPath: string }[];
    }[];
  }[];
}

/** Synthesizes with the checks; returns every unacknowledged finding as "rule (severity): construct path". */
function findings(overrides: Partial<AppStackProps> = {}): string[] {
  const outdir = mkdtempSync(join(tmpdir(), 'fairreply-nag-'));
  const app = new App({ outdir });
  new AppStack(app, 'Nag', {
    env: { account: '123456789012', region: 'eu-west-2' },
    sesIdentity: 'fairreply.example',
    stripeSecretName: 'fairreply/stripe',
    anthropicSecretName: 'fairreply/anthropic',
    stripePublishableKey: 'pk_test_123',
    originalsRetentionDays: 90,
    alarmEmail: 'ops@fairreply.example',
    bundle: false,
    webDist: null,
    ...overrides,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  try {
    app.synth();
    return [];
  } catch (e) {
    let report: Report;
    try {
      report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as Report;
    } catch {
      throw e; // not a validation failure
    }
    return report.pluginReports.flatMap((p) =>
      p.violations.flatMap((v) =>
        v.violatingConstructs.map(
          (c) => `${v.ruleName} (${v.severity}): ${c.constructPath} — ${v.description}`,
        ),
      ),
    );
  }
}

describe('cdk-nag AwsSolutions checks', () => {
  it('the stack in a European region: nothing unacknowledged', () => {
    expect(findings()).toEqual([]);
  }, 120_000);

  it('in us-east-1 (with its own WAF web ACL), with a custom domain and the SPA deployed: nothing unacknowledged', () => {
    const dist = mkdtempSync(join(tmpdir(), 'fairreply-nag-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>t</title>');
    expect(
      findings({
        env: { account: '123456789012', region: 'us-east-1' },
        domainName: 'app.fairreply.example',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        webDist: dist,
      }),
    ).toEqual([]);
  }, 120_000);

  it('can fail: a bucket without access logs is reported', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'fairreply-nag-'));
    const app = new App({ outdir });
    const stack = new AppStack(app, 'Nag', {
      env: { account: '123456789012', region: 'eu-west-2' },
      sesIdentity: 'fairreply.example',
      stripeSecretName: '',
      anthropicSecretName: '',
      originalsRetentionDays: 90,
      bundle: false,
      webDist: null,
    });
    new s3.Bucket(stack, 'Careless', { enforceSSL: true });
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).toThrow();
    const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as Report;
    const s1 = report.pluginReports[0].violations.find((v) => v.ruleName === 'AwsSolutions-S1');
    expect(s1?.violatingConstructs.map((c) => c.constructPath)).toEqual(['Nag/Careless/Resource']);
  }, 120_000);
});
