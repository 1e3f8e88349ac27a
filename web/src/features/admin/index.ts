export { AdminGate } from './admin-gate';
export { AdminPanel } from './admin-panel';
export { CalendarManager } from './calendars/calendar-manager';
