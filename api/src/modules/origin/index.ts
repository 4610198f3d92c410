// Origin certificates (beyond the spec): the routes, and the repository the demo seed issues through.
export { originRoutes } from './routes';
export { originRepository, originSpecies, validOriginNumbers, type IssueInput, type OriginRepository } from './repository';
export { originPdf, type OriginView } from './pdf';
