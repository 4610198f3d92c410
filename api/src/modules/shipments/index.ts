export { shipmentsRoutes } from './routes';
