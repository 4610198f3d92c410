export { shipmentsRoutes } from './routes';
export { shipmentsRepository, type ShipmentsRepository } from './repository';
