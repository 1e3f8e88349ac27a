/**
 * Request headers the edge (CloudFront, or the local gateway playing it) adds to every `/api`
 * request, and the API reads. Viewers cannot set them: the edge overwrites both.
 */

/** Carries the origin-verify secret: the API refuses a request without it (functions/src/http). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The viewer's own address and port (`198.51.100.10:46532`), as CloudFront saw the connection. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
