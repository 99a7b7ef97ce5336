/**
 * The WAF web ACL on the CloudFront distribution: one rate-based rule per client IP on /api/* (the SPA's static
 * files are cached and cheap; the API is what costs us). A web ACL for CloudFront (scope CLOUDFRONT) can only be
 * created in us-east-1, so the stack makes it only when it is deployed there; elsewhere it returns undefined and
 * the stack either attaches an ACL made in us-east-1 (webAclArn) or relies on the API's stage throttling and the
 * app's per-account and per-IP limits (docs/security.md).
 */
import { Token, type Stack } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';

/** The web ACL's ARN, or undefined when this stack cannot make a CloudFront ACL (not in us-east-1). */
export function rateLimitAcl(stack: Stack, requestsPer5Minutes: number): string | undefined {
  if (Token.isUnresolved(stack.region) || stack.region !== 'us-east-1') return undefined;
  const visibility = (metricName: string) => ({
    cloudWatchMetricsEnabled: true,
    sampledRequestsEnabled: true,
    metricName,
  });
  const acl = new wafv2.CfnWebACL(stack, 'EdgeAcl', {
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    visibilityConfig: visibility('fairreply-edge'),
    rules: [
      {
        name: 'api-rate-per-ip',
        priority: 0,
        action: { block: { customResponse: { responseCode: 429 } } },
        visibilityConfig: visibility('fairreply-api-rate-per-ip'),
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'IP',
            limit: requestsPer5Minutes,
            evaluationWindowSec: 300,
            scopeDownStatement: {
              byteMatchStatement: {
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'STARTS_WITH',
                searchString: '/api/',
                textTransformations: [{ priority: 0, type: 'NONE' }],
              },
            },
          },
        },
      },
    ],
  });
  return acl.attrArn;
}
