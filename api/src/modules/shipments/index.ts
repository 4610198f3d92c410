export { shipmentsRoutes } from './routes';
export { shipmentsRepository, type ShipmentsRepository } from './repository';
export { transfersRepository, type TransfersRepository } from './transfers';
export { writeDossierPdf } from './dossier-pdfs';
