import * as routes from '@catania/shared/api/routes/checkin';
import { alloggiatiExport } from '../checkin/owner-access';
import { adminContext } from '../http/admin-guard';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';

/**
 * GET /api/admin/checkin/alloggiati?date=: the .txt file for the Alloggiati Web portal, as a
 * download (the export is logged).
 */
export const handler = httpHandler(routes.exportAlloggiati, async ({ query, event, requestId }) => {
  const file = await alloggiatiExport(query.date, {
    username: adminContext(event).session.username,
    requestId,
  });
  return respond(200, file.content, {
    headers: {
      // One byte per character: the records are folded to ASCII.
      'content-type': 'text/plain; charset=us-ascii',
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'x-alloggiati-persons': String(file.persons),
      'x-alloggiati-stays': String(file.stays),
    },
  });
});
