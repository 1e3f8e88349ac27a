import { Duration, RemovalPolicy, type Stack, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { AppConfig } from '../src/config';

/**
 * The web stack's buckets (web-stack.ts): the site's files, the owner's original photos on their
 * way to the photo Lambda, and the access logs of both and of CloudFront (unless the stage turns
 * them off). Made in the stack's own scope, so each bucket keeps its logical id.
 */
export function siteBuckets(stack: Stack, config: AppConfig) {
  const logsBucket = config.accessLogs
    ? new Bucket(stack, 'LogsBucket', {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        // CloudFront standard logs are written with an ACL.
        objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
        // Access logs hold IP addresses: kept 90 days, then gone.
        lifecycleRules: [{ expiration: Duration.days(90) }],
        removalPolicy: RemovalPolicy.RETAIN,
      })
    : undefined;
  if (logsBucket) {
    Validations.of(logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });
  }

  const siteBucket = new Bucket(stack, 'SiteBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    serverAccessLogsBucket: logsBucket,
    serverAccessLogsPrefix: logsBucket ? 's3-site/' : undefined,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  // Originals (with their EXIF, location included) live minutes: the photo Lambda deletes each
  // once its sizes are made; one that was never processed is gone the next day.
  const uploadsBucket = new Bucket(stack, 'UploadsBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    serverAccessLogsBucket: logsBucket,
    serverAccessLogsPrefix: logsBucket ? 's3-uploads/' : undefined,
    lifecycleRules: [
      { expiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) },
    ],
    removalPolicy: RemovalPolicy.DESTROY,
    autoDeleteObjects: false,
  });
  if (!logsBucket) {
    for (const bucket of [siteBucket, uploadsBucket]) {
      Validations.of(bucket).acknowledge({
        id: 'AwsSolutions-S1',
        reason: 'Access logs turned off by the operator (context accessLogs=false).',
      });
    }
  }
  return { logsBucket, siteBucket, uploadsBucket };
}
