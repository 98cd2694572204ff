/**
 * modules/calendar's face: the BHM history and the working-day overrides as data (issue 28), kept
 * in memory for the rules that read them (docs/architecture.md section 4).
 */
export { createCalendarService, type CalendarService } from './calendar.service';
export { REFRESH_MS as CALENDAR_REFRESH_MS } from './calendar.store';
export { seedDayOverrides } from './calendar.commands';
