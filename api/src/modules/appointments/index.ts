// Visits (spec §7 appointments): what other areas show of them.
export { reportsOf } from './view';
export { appointmentsOfProperty } from './profile-appointments';
