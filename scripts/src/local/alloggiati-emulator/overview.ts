import type { ServerResponse } from 'node:http';
import type { Accounts } from './state';

/** The page at /: each account's schedine taken, one line each, as plain text. */
export function overview(accounts: Accounts, res: ServerResponse) {
  const rows = [...accounts.values()].flatMap((a) =>
    a.received.map(
      (r) => `${a.utente}\t${r.day}\t${r.idAppartamento ?? ''}\t${r.record.trimEnd()}`,
    ),
  );
  res
    .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
    .end(
      [
        'Alloggiati Web (emulatore): service.asmx',
        `Utenti: ${[...accounts.keys()].join(', ') || 'nessuno'}`,
        '',
        `Schedine acquisite (${rows.length}):`,
        ...rows,
      ].join('\n'),
    );
}
