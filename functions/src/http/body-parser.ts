import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HttpError } from './errors';

/** Bodies above this are refused before parsing: no form of this site sends more. */
const MAX_BODY_BYTES = 16 * 1024;

/** The raw body as bytes, decoding API Gateway's base64 when it used it. */
export function rawBody(event: APIGatewayProxyEventV2): Buffer {
  if (event.body === undefined || event.body === null) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

/**
 * Parses a JSON body: size cap (413), JSON content type (415), well-formed JSON (400).
 * The parsed value replaces `event.body`; the raw bytes are kept for signature checks.
 */
export function jsonBodyParser(): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      const bytes = rawBody(event);
      if (bytes.length > MAX_BODY_BYTES) {
        throw new HttpError(413, 'payload_too_large', 'Richiesta troppo grande (massimo 16 KB)');
      }
      const contentType = event.headers?.['content-type'] ?? '';
      if (!/^application\/(.+\+)?json\s*(;|$)/i.test(contentType)) {
        throw new HttpError(
          415,
          'unsupported_media_type',
          'Il corpo della richiesta deve essere JSON (Content-Type: application/json)',
        );
      }
      try {
        (event as { body: unknown }).body = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw new HttpError(400, 'malformed_json', 'Il corpo della richiesta non è un JSON valido');
      }
    },
  };
}
