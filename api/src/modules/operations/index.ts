/** Certification operations: regents, property lists and assignments, visits, extra visits, the regent dashboard. */
export { appointmentsRoutes } from './appointments/routes';
export { extraVisitsRoutes } from './extra-visits/routes';
export { projectsRoutes } from './projects/routes';
export { propertyOperationsRoutes } from './properties/routes';
export { regentsRoutes } from './regents/routes';
export { appointmentsOfProperty } from './profile-appointments';
