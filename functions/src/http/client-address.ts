import { VIEWER_ADDRESS_HEADER } from '@catania/shared/api/edge-headers';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isOriginVerified } from './origin-verify';

/**
 * The caller's address for the rate limit. Behind CloudFront, API Gateway sees an edge address,
 * so the viewer's own comes from CloudFront's viewer header, trusted only on a request that
 * proved it came through CloudFront (which overwrites whatever a viewer sends in it); else the
 * connection's source.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = isOriginVerified(event) ? event.headers?.[VIEWER_ADDRESS_HEADER] : undefined;
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
