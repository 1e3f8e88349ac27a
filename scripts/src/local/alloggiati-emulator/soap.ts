import { XMLParser } from 'fast-xml-parser';

/**
 * SOAP as the service speaks it: 1.1 (text/xml, SOAPAction header) and 1.2
 * (application/soap+xml), namespace `AlloggiatiService`, document/literal. Only what the emulator
 * needs: the operation and its parameters in, an envelope out in the caller's version.
 */

export const NAMESPACE = 'AlloggiatiService';
export type SoapVersion = '1.1' | '1.2';

const ENVELOPE_NS: Record<SoapVersion, string> = {
  '1.1': 'http://schemas.xmlsoap.org/soap/envelope/',
  '1.2': 'http://www.w3.org/2003/05/soap-envelope',
};

export const CONTENT_TYPE: Record<SoapVersion, string> = {
  '1.1': 'text/xml; charset=utf-8',
  '1.2': 'application/soap+xml; charset=utf-8',
};

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  // A schedina ends in spaces (its blank fields): they are part of it.
  trimValues: false,
  isArray: (name) => name === 'string',
});

export interface SoapRequest {
  version: SoapVersion;
  operation: string;
  params: Record<string, unknown>;
}

/** The operation and its parameters, or undefined when the body is no SOAP request. */
export function parseRequest(contentType: string, body: string): SoapRequest | undefined {
  const version: SoapVersion = contentType.includes('application/soap+xml') ? '1.2' : '1.1';
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(body, true) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const envelope = parsed.Envelope as Record<string, unknown> | undefined;
  const soapBody = envelope?.Body as Record<string, unknown> | undefined;
  if (!soapBody || typeof soapBody !== 'object') return undefined;
  const operation = Object.keys(soapBody).find((key) => !key.startsWith('#'));
  if (!operation) return undefined;
  const params = soapBody[operation];
  return {
    version,
    operation,
    params: params && typeof params === 'object' ? (params as Record<string, unknown>) : {},
  };
}

/** A text parameter, trimmed (Utente, token, Data...). */
export const textParam = (params: Record<string, unknown>, name: string): string => {
  const value = params[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** ElencoSchedine: one `string` per line, kept exactly (trailing spaces included). */
export function linesParam(params: Record<string, unknown>): string[] {
  const list = params.ElencoSchedine as { string?: unknown[] } | undefined;
  return (list?.string ?? []).map((line) => (typeof line === 'string' ? line : ''));
}

export const xmlEscape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

/** A value as XML: nested objects become elements, arrays repeat their element. */
export function toXml(name: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => toXml(name, item)).join('');
  if (value && typeof value === 'object') {
    const inner = Object.entries(value)
      .map(([key, child]) => toXml(key, child))
      .join('');
    return `<${name}>${inner}</${name}>`;
  }
  if (value === undefined || value === null || value === '') return `<${name} />`;
  return `<${name}>${xmlEscape(String(value))}</${name}>`;
}

/** `<OperationResponse xmlns="AlloggiatiService">…</OperationResponse>` in an envelope. */
export function envelope(
  version: SoapVersion,
  operation: string,
  parts: Record<string, unknown>,
): string {
  const inner = Object.entries(parts)
    .map(([key, value]) => toXml(key, value))
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ENVELOPE_NS[version]}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><${operation}Response xmlns="${NAMESPACE}">${inner}</${operation}Response></soap:Body></soap:Envelope>`;
}

/** A SOAP fault (an operation the service does not have, a body that is no request). */
export function fault(version: SoapVersion, message: string): string {
  const body =
    version === '1.2'
      ? `<soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="it">${xmlEscape(message)}</soap:Text></soap:Reason></soap:Fault>`
      : `<soap:Fault><faultcode>soap:Client</faultcode><faultstring>${xmlEscape(message)}</faultstring></soap:Fault>`;
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ENVELOPE_NS[version]}"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}
