import {
  acceptReleaseResponse,
  createCalendarRequest,
  createCalendarResponse,
  icalFeedResponse,
  listCalendarsResponse,
  listIcalExportsResponse,
  syncAllResponse,
  syncOneResponse,
} from '../../schemas/calendar';
import { successBody } from '../../schemas/common';
import { route } from '../route';

// Calendars: the export feeds, and the owner's imported feeds (iCal).
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const exportIcal = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/ical/{feed}',
  handler: 'export-ical',
  access: 'public',
  writes: false,
  response: icalFeedResponse,
});

export const listCalendars = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/calendars',
  handler: 'list-calendars',
  access: 'admin',
  writes: false,
  response: listCalendarsResponse,
});

export const createCalendar = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/calendars',
  handler: 'create-calendar',
  access: 'admin',
  writes: true,
  // The first sync runs at once, and mails the owner if it meets a paid booking.
  mail: true,
  body: createCalendarRequest,
  response: createCalendarResponse,
});

export const deleteCalendar = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/calendars/{id}',
  handler: 'delete-calendar',
  access: 'admin',
  writes: true,
  response: successBody,
});

export const syncAllCalendars = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/calendars/sync/all',
  handler: 'sync-all-calendars',
  access: 'admin',
  writes: true,
  mail: true,
  response: syncAllResponse,
});

export const syncCalendar = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/calendars/sync/{id}',
  handler: 'sync-calendar',
  access: 'admin',
  writes: true,
  mail: true,
  response: syncOneResponse,
});

export const acceptCalendarRelease = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/calendars/release/{id}',
  handler: 'accept-calendar-release',
  access: 'admin',
  writes: true,
  response: acceptReleaseResponse,
});

export const listIcalExports = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/ical-exports',
  handler: 'list-ical-exports',
  access: 'admin',
  writes: true,
  response: listIcalExportsResponse,
});
