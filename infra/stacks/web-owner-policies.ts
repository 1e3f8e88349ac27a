import { pageFile, STORED_CONTENT_PAGES } from '@catania/shared/config/site-pages';
import { type Stack, Validations } from 'aws-cdk-lib';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { SiteAccess } from '../src/functions';

/**
 * What the functions of the owner's photos and publishing may do with the web stack's buckets
 * (web-stack.ts, sitePolicies), one managed policy per kind of access, made in the stack's own
 * scope so each keeps its logical id.
 */
export function ownerContentPolicies(
  stack: Stack,
  siteBucket: Bucket,
  uploadsBucket: Bucket,
): Record<keyof SiteAccess, ManagedPolicy> {
  const uploads = uploadsBucket.arnForObjects('uploads/*');
  const photos = siteBucket.arnForObjects('images/uploads/*');
  const policy = (id: string, description: string, statements: PolicyStatement[]) =>
    new ManagedPolicy(stack, id, { description, statements });
  const signsUploads = policy('SignUploadsPolicy', "Sign the owner's photo uploads", [
    // The presigned PUT is signed with the function's role: it may put originals, nothing else.
    new PolicyStatement({ actions: ['s3:PutObject'], resources: [uploads] }),
  ]);
  const processesUploads = policy('ProcessUploadsPolicy', "Make the owner's photos", [
    new PolicyStatement({ actions: ['s3:GetObject', 's3:DeleteObject'], resources: [uploads] }),
    // HeadObject of a missing original answers 404 (not 403) only with ListBucket.
    new PolicyStatement({
      actions: ['s3:ListBucket'],
      resources: [uploadsBucket.bucketArn],
    }),
    new PolicyStatement({ actions: ['s3:PutObject'], resources: [photos] }),
  ]);
  const pages = STORED_CONTENT_PAGES.map((page) => siteBucket.arnForObjects(pageFile(page)));
  const publishes = policy('PublishPagesPolicy', 'Publish the apartment pages', [
    // Exactly the pages a publish renders, read first to put them back if a write fails.
    new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: pages }),
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [siteBucket.bucketArn] }),
    // The invalidation of those pages is granted with the route's `invalidatesEdge`.
  ]);
  // cdk-nag names the findings after the resources as it renders them.
  const arn = (bucket: Bucket) =>
    `<${stack.getLogicalId(bucket.node.defaultChild as CfnBucket)}.Arn>`;
  Validations.of(signsUploads).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${arn(uploadsBucket)}/uploads/*]`,
    reason:
      'Originals are uploaded under uploads/<random id>: that prefix of the private uploads bucket only.',
  });
  Validations.of(processesUploads).acknowledge(
    {
      id: `AwsSolutions-IAM5[Resource::${arn(uploadsBucket)}/uploads/*]`,
      reason:
        'The photo function reads and deletes the original it was named: uploads/<random id> only.',
    },
    {
      id: `AwsSolutions-IAM5[Resource::${arn(siteBucket)}/images/uploads/*]`,
      reason:
        "Each photo's sizes are written under images/uploads/<apartment>/<random id>: that prefix of the site bucket only.",
    },
  );
  return { signsUploads, processesUploads, publishes };
}
