import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { Language, Shipment } from '@portal/shared-api';
import { originPdf, type OriginView } from '../origin';
import { certificatePdf, type PropertyCertificate } from '../properties';
import { summaryPdf, type PlotEvidence } from './summary-pdf';

/** One PDF of a shipment's due-diligence file, with everything it shows (plain data: it crosses to a worker thread). */
export type DossierPdf =
  | { kind: 'summary'; shipment: Shipment; plots: PlotEvidence[]; pageUrl: string | undefined; now: Date }
  | { kind: 'certificate'; certificate: PropertyCertificate; url: string; language: Language; now: Date }
  | { kind: 'origin'; view: OriginView; url: string; language: Language; now: Date };

/** Writes one of the file's PDFs on the thread that calls it. */
export function writeDossierPdf(task: DossierPdf): Promise<Uint8Array> {
  switch (task.kind) {
    case 'summary':
      return summaryPdf(task.shipment, task.plots, task.pageUrl, task.now);
    case 'certificate':
      return certificatePdf(task.certificate, task.url, task.language, task.now);
    case 'origin':
      return originPdf(task.view, task.url, task.language, task.now);
  }
}

/** The compiled worker beside the compiled server (dist/dossier-pdf-worker.cjs); absent when the server runs from its TypeScript. */
const WORKER = path.join(__dirname, 'dossier-pdf-worker.cjs');
let pool: Piscina | null | undefined;

/**
 * Writes one of the file's PDFs on a worker thread (one per core, started at the first file and stopped after a minute
 * without one), so a file of hundreds of PDFs uses every core while the server's own thread reads the database and
 * sends the file; in-process where there is no compiled worker (the API's tests).
 */
export function dossierPdf(task: DossierPdf): Promise<Uint8Array> {
  pool ??= existsSync(WORKER) ? new Piscina({ filename: WORKER, maxThreads: availableParallelism(), idleTimeout: 60_000 }) : null;
  return pool ? pool.run(task) : writeDossierPdf(task);
}

/** Stops the worker threads (the server's close). */
export async function closeDossierPdfs(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.close();
}
