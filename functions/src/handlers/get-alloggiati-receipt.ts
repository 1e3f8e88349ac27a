import * as routes from '@catania/shared/api/routes/checkin';
import { isCalendarDate } from '@catania/shared/domain/dates';
import { RECEIPT_NOT_AVAILABLE, receiptForOwner } from '../checkin/alloggiati-owner';
import { adminContext } from '../http/admin-guard';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';

/** GET /api/admin/checkin/alloggiati/receipts/{date}: the police's receipt of a day, a PDF. */
export const handler = httpHandler(
  routes.getAlloggiatiReceipt,
  async ({ params, event, requestId }) => {
    const day = params.date;
    if (!day || !isCalendarDate(day)) throw notFound(RECEIPT_NOT_AVAILABLE);
    const receipt = await receiptForOwner(day, {
      username: adminContext(event).session.username,
      requestId,
    });
    return respond(200, receipt.pdf, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${receipt.fileName}"`,
      },
    });
  },
);
