/**
 * Access logs for the edge and the API (security review F17), written so that no secret lands in them:
 *  - one bucket receives CloudFront's standard logs (without cookies: the session id is a cookie) and the S3 server
 *    access logs of the site and uploads buckets, kept 90 days;
 *  - the HTTP API logs one JSON line per request to CloudWatch with the route key (`GET /api/letters/{id}`), never
 *    the path's values or the query string.
 * No URL carries a secret anyway: the sign-in link keeps its token in the fragment (/login/confirm#token=…), which
 * browsers never send, and the token itself is POSTed in a JSON body (only links mailed before that change, valid
 * 15 minutes, still carried it in /api/auth/verify?token=…).
 * The HTTP API's stage throttling (a ceiling for the whole API) is set here too, as it lives on the same stage.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export const LOG_RETENTION_DAYS = 90;

/** The API access log line: who, when, which route, what answer; no path values, no query, no headers. */
export const API_ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  time: '$context.requestTime',
  route: '$context.routeKey',
  status: '$context.status',
  bytes: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
});

export class AccessLogs extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are delivered with an ACL granting the bucket owner full control, so this is
      // the one bucket where ACLs stay enabled (the owner is still preferred for every object).
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(LOG_RETENTION_DAYS) }],
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions::AwsSolutions-S1',
      reason: 'This is the access-log bucket itself: logging it into itself would loop.',
    });
  }

  /** CloudFront standard logs into the bucket, without cookies. */
  forDistribution(): Pick<
    cloudfront.DistributionProps,
    'enableLogging' | 'logBucket' | 'logFilePrefix' | 'logIncludesCookies'
  > {
    return {
      enableLogging: true,
      logBucket: this.bucket,
      logFilePrefix: 'cloudfront/',
      logIncludesCookies: false,
    };
  }

  /** JSON access logs and stage throttling on the API's default stage. */
  forApi(api: apigw.HttpApi, throttle: { rateLimit: number; burstLimit: number }): logs.LogGroup {
    const group = new logs.LogGroup(this, 'Api', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = api.defaultStage!.node.defaultChild as apigw.CfnStage;
    stage.accessLogSettings = { destinationArn: group.logGroupArn, format: API_ACCESS_LOG_FORMAT };
    stage.defaultRouteSettings = {
      throttlingRateLimit: throttle.rateLimit,
      throttlingBurstLimit: throttle.burstLimit,
    };
    return group;
  }
}
