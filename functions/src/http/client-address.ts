import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The caller's address for the rate limit. Behind CloudFront, API Gateway sees an edge address,
 * so the viewer's own comes from the CloudFront-Viewer-Address header when the distribution
 * forwards it (the origin request policy of /api/admin/*); else the connection's source.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
