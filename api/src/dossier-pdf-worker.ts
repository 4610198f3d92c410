// The worker thread of a shipment's due-diligence file (dist/dossier-pdf-worker.cjs): writes the PDF of each task the
// shipments module's pool hands it (dossier-pdfs.ts).
import { writeDossierPdf } from './modules/shipments';

export default writeDossierPdf;
