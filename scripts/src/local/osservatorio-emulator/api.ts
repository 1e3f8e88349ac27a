import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { operate } from './operations';
import {
  type AccountState,
  type Accounts,
  nowOf,
  type OsservatorioOperation,
  type ReceivedCall,
} from './state';

const OPERATIONS: Record<string, { method: string; operation: OsservatorioOperation }> = {
  '/webapi/api/auth/login': { method: 'GET', operation: 'login' },
  '/webapi/api/auth/logout': { method: 'POST', operation: 'logout' },
  '/webapi/api/stay/addfrompms': { method: 'POST', operation: 'add' },
  '/webapi/api/stay/updatefrompms': { method: 'POST', operation: 'update' },
  '/webapi/api/entity/enddayfrompms': { method: 'POST', operation: 'endDay' },
};

const DENIED = '{"Message":"Authorization has been denied for this request."}';

/** The account of the request's bearer token, if it is alive. */
function bearer(accounts: Accounts, req: IncomingMessage): AccountState | undefined {
  const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
  for (const account of accounts.values()) {
    const expires = account.tokens.get(token);
    if (expires !== undefined && expires > nowOf(account)) return account;
  }
  return undefined;
}

/**
 * A call to /webapi/api/...: its operation by path and method, the account by UserId (login,
 * logout) or by bearer token, misbehaving when a test asked for it, then answered.
 */
export function handleApi(
  accounts: Accounts,
  hanging: Set<ServerResponse>,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: string,
) {
  const route = OPERATIONS[path.replace(/\/+$/, '').toLowerCase()];
  if (!route || route.method !== req.method) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"Message":"Not found"}');
    return;
  }
  const { operation } = route;
  const userId = String(req.headers.userid ?? '');
  const account =
    operation === 'login' || operation === 'logout' ? accounts.get(userId) : bearer(accounts, req);
  const misbehave = account?.faults;
  if (
    account &&
    misbehave &&
    misbehave.count > 0 &&
    (!misbehave.operation || misbehave.operation === operation)
  ) {
    misbehave.count -= 1;
    if (misbehave.mode === 'lost' && operation !== 'login' && operation !== 'logout') {
      operate(account, operation, body, {
        operation,
        at: new Date(nowOf(account)).toISOString(),
        status: 0,
      });
      hanging.add(res);
      return;
    }
    if (misbehave.mode === 'timeout' || misbehave.mode === 'lost') {
      hanging.add(res);
      return; // never answers; the caller gives up
    }
    if (misbehave.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Manutenzione in corso');
      return;
    }
    res
      .writeHead(500, { 'content-type': 'application/json' })
      .end('{"Message":"An error has occurred."}');
    return;
  }
  const call: ReceivedCall = {
    operation,
    at: new Date(account ? nowOf(account) : Date.now()).toISOString(),
    status: 0,
  };
  const answer = (status: number, text: string, headers: Record<string, string> = {}) => {
    call.status = status;
    account?.calls.push(call);
    res
      .writeHead(status, { 'content-type': 'application/xml; charset=utf-8', ...headers })
      .end(text);
  };
  if (operation === 'login') {
    if (!account || account.password !== String(req.headers.password ?? '')) {
      return answer(401, '{"Message":"Credenziali non valide"}', {
        'content-type': 'application/json',
      });
    }
    const token = randomBytes(24).toString('base64url');
    account.tokens.set(token, nowOf(account) + (account.tokenTtlSeconds ?? 1800) * 1000);
    return answer(200, `"Bearer ${token}"`, {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
  }
  if (operation === 'logout') {
    const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (!account?.tokens.delete(token)) {
      return answer(401, DENIED, { 'content-type': 'application/json' });
    }
    return answer(200, '');
  }
  if (!account) {
    res.writeHead(401, { 'content-type': 'application/json' }).end(DENIED);
    return;
  }
  const result = operate(account, operation, body, call);
  return answer(result.status, result.body);
}
