/** What a handler may return besides a plain JSON body (which is answered with 200). */
export interface HttpResponse {
  readonly [RESPONSE]: true;
  statusCode: number;
  body: unknown;
  headers: Record<string, string>;
  cookies: string[];
}

const RESPONSE = Symbol('http-response');

export function respond(
  statusCode: number,
  body: unknown,
  extra: { headers?: Record<string, string>; cookies?: string[] } = {},
): HttpResponse {
  return {
    [RESPONSE]: true,
    statusCode,
    body,
    headers: extra.headers ?? {},
    cookies: extra.cookies ?? [],
  };
}

export function isHttpResponse(value: unknown): value is HttpResponse {
  return typeof value === 'object' && value !== null && RESPONSE in value;
}

/** An iCalendar file: never cached, never indexed (its URL holds a secret token). */
export function icsResponse(ics: string, filename: string, disposition: 'inline' | 'attachment') {
  return respond(200, ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `${disposition}; filename="${filename}"`,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
