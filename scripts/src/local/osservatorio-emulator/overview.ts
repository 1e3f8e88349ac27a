import type { ServerResponse } from 'node:http';
import type { Accounts } from './state';
import { romeDayOf } from './stays';

/** The page at /: each structure's closed days and stays, as plain text. */
export function overview(accounts: Accounts, res: ServerResponse) {
  const lines = [...accounts.values()].flatMap((a) => [
    `${a.userId} (${a.hotelCode})`,
    `  Giornate chiuse: ${a.closedDays.map((d) => d.day).join(', ') || 'nessuna'}`,
    ...[...a.stays.values()].map((s) => {
      const out = s.updates.at(-1)?.guests.filter((g) => g.checkout).length ?? 0;
      const first = s.guests[0];
      return `  Soggiorno ${s.stayId}: ${s.guests.length} ospiti, arrivo ${first ? romeDayOf(first.arrivalDate) : '?'}, partenza ${first ? romeDayOf(first.departureDate) : '?'}${out ? ` (partiti: ${out})` : ''}`;
    }),
  ]);
  res
    .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
    .end(
      ['Osservatorio Turistico Regione Siciliana (emulatore): /webapi/api', '', ...lines].join(
        '\n',
      ),
    );
}
