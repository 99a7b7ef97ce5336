/** The data that outlives deployments: the single DynamoDB table and the uploads bucket (both RETAIN). */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { TABLE_SCHEMA, TTL_ATTRIBUTE } from '../../functions/src/adapters/aws/dynamo-keys';

export const ORIGINALS_PREFIX = 'originals/';

export interface StorageProps {
  /** Days an uploaded original is kept before the lifecycle rule deletes it. */
  originalsRetentionDays: number;
  /** Origins allowed to PUT to presigned upload URLs (the site). */
  uploadOrigins: string[];
  /** Bucket for the uploads bucket's S3 server access logs. */
  accessLogs?: s3.IBucket;
}

/**
 * Days an overwritten or deleted original is kept as a noncurrent version: long enough to recover from a mistake
 * or an attack on a stored original, short enough that a deleted letter or account is really gone a day later.
 */
export const NONCURRENT_VERSION_DAYS = 1;

export class Storage extends Construct {
  readonly table: dynamodb.Table;
  readonly uploads: s3.Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);

    // The table the local runtime creates too: both read TABLE_SCHEMA (functions/src/adapters/aws/dynamo-keys.ts).
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_SCHEMA.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_SCHEMA.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Sessions, sign-in links and idempotency claims expire by themselves (the cleanup job relies on it).
      timeToLiveAttribute: TTL_ATTRIBUTE,
      deletionProtection: true,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_SCHEMA.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.uploads = new s3.Bucket(this, 'Uploads', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      versioned: true,
      ...(props.accessLogs
        ? { serverAccessLogsBucket: props.accessLogs, serverAccessLogsPrefix: 's3/uploads/' }
        : {}),
      // The browser PUTs the original straight here with a presigned URL (s3-blobs.ts).
      cors: [
        {
          allowedMethods: [s3.HttpMethods.PUT],
          allowedOrigins: props.uploadOrigins,
          allowedHeaders: ['content-type', 'if-none-match', 'x-amz-meta-max-bytes'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        {
          id: 'expire-originals',
          prefix: ORIGINALS_PREFIX,
          expiration: Duration.days(props.originalsRetentionDays),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
        {
          id: 'expire-old-versions',
          noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
          expiredObjectDeleteMarker: true,
        },
      ],
    });
  }
}
