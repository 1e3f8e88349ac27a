import type { IncomingMessage, ServerResponse } from 'node:http';
import { operate } from './operations';
import { CONTENT_TYPE, envelope, fault, parseRequest, type SoapVersion, textParam } from './soap';
import type { Accounts } from './state';

/**
 * A call to service.asmx: the SOAP request read, misbehaving when a test asked for it, answered
 * in the request's SOAP version.
 */
export async function handleService(
  accounts: Accounts,
  hanging: Set<ServerResponse>,
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
) {
  const contentType = req.headers['content-type'] ?? '';
  const version: SoapVersion = contentType.includes('application/soap+xml') ? '1.2' : '1.1';
  const request = parseRequest(contentType, body);
  const account = request ? accounts.get(textParam(request.params, 'Utente')) : undefined;
  const misbehave = account?.faults;
  if (
    account &&
    misbehave &&
    misbehave.count > 0 &&
    (!misbehave.operation || misbehave.operation === request?.operation)
  ) {
    misbehave.count -= 1;
    if (misbehave.mode === 'timeout') {
      hanging.add(res);
      return; // never answers; the caller gives up
    }
    if (misbehave.mode === 'garbage') {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body>Servizio non disponibile');
      return;
    }
    res
      .writeHead(500, { 'content-type': CONTENT_TYPE[version] })
      .end(fault(version, 'Errore interno del servizio'));
    return;
  }
  const answer = request && operate(accounts, request.operation, request.params);
  if (!request || !answer) {
    res
      .writeHead(500, { 'content-type': CONTENT_TYPE[version] })
      .end(
        fault(
          version,
          request ? `Operazione sconosciuta: ${request.operation}` : 'Richiesta SOAP non valida',
        ),
      );
    return;
  }
  res
    .writeHead(200, { 'content-type': CONTENT_TYPE[request.version] })
    .end(envelope(request.version, request.operation, answer));
}
