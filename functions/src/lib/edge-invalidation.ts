import { randomUUID } from 'node:crypto';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { env } from './env';

/**
 * Drops the edge's cached copies of some paths with a CloudFront invalidation: the published
 * reviews' API answers, the pages the owner publishes. Only the routes marked `invalidatesEdge`
 * are told the distribution (EDGE_DISTRIBUTION_ID) and may invalidate it. The AWS SDK ships with
 * the Lambda runtime (the bundles keep it external), so the client costs the bundle nothing;
 * locally CLOUDFRONT_ENDPOINT is the emulator's (scripts/src/local/s3-emulator.ts).
 */
let client: CloudFrontClient | undefined;
const cloudFront = () => {
  client ??= new CloudFrontClient({
    region: 'us-east-1',
    endpoint: env.CLOUDFRONT_ENDPOINT,
    maxAttempts: 2,
  });
  return client;
};

/**
 * Asks the edge to forget `paths` (CloudFront's wildcards allowed). Nothing to do where no
 * distribution is configured; throws when CloudFront refuses, for the caller to decide.
 */
export async function invalidateEdgePaths(
  paths: readonly string[],
  reference: string = randomUUID(),
): Promise<void> {
  const distribution = env.EDGE_DISTRIBUTION_ID;
  if (!distribution || paths.length === 0) return;
  await cloudFront().send(
    new CreateInvalidationCommand({
      DistributionId: distribution,
      InvalidationBatch: {
        CallerReference: reference,
        Paths: { Quantity: paths.length, Items: [...paths] },
      },
    }),
    { abortSignal: AbortSignal.timeout(5000) },
  );
}
