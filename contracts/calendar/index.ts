/** Exchange calendars: mainland (SSE/SZSE/BSE) and HKEX closures, half days and trading indexes. */
export * from './days';
export * from './exchange-calendar';
export { EXCHANGE_ONLY_CLOSURES, PROVISIONAL_YEARS, mainlandHolidays, mainlandYearKnown } from './mainland';
export { HKEX_CALENDAR } from './hkex';
export { hkexHalfDaysOf, isHkexHalfDay, timetableOn, timetableOnDate } from './day-timetable';
