/**
 * Public face of courses/ (courses and live rooms): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { LiveRooms } from './live-rooms';
export { COURSES_SCHEMA } from './course-repository';
