import { CERTIFICATE_TEXTS_BY_LANGUAGE, VALUES_EN, historyReason } from '@portal/shared-api/i18n';
import { ORIGIN_TEXTS_BY_LANGUAGE } from '@portal/shared-api/origin-words';
import {
  formatVolume,
  hsHeadingOf,
  type CertificateLifecycleStatus,
  type OriginStatus,
  type Shipment,
} from '@portal/shared-api';
import { BOUNDARY_METHOD_LABEL, type BoundaryMethod } from '@portal/shared-api/geo';
import { translations } from '../../lib/language';
import { BRAND, MUTED, PortalPdf, serviceDateTime } from '../../lib/pdf';
import type { CertificateEvent } from '../certificates';

/** What stands behind one property of a shipment: its certificate's history, its approved boundary and its visits. */
export interface PlotEvidence {
  propertyId: number;
  propertyName: string;
  certificateStatus: CertificateLifecycleStatus;
  history: CertificateEvent[];
  boundary: {
    version: number;
    areaHectares: number;
    method: BoundaryMethod;
    proposedBy: string;
    proposedAt: string;
    decidedBy: string | null;
    decidedAt: string | null;
  } | null;
  visits: Array<{
    startsAt: string;
    status: string;
    reportType: string | null;
    regent: string | null;
    photos: Array<{ latitude: number; longitude: number; accuracy: number; takenAt: string }>;
  }>;
}

/** A text in both languages, once when they are the same. */
const both = (es: string, en: string) => (es === en ? es : `${es} / ${en}`);
/** A word of the portal's data (a visit's status, a report's type), in Spanish and English. */
const word = (stored: string) => both(stored, VALUES_EN[stored] ?? stored);
const certificateWord = (status: CertificateLifecycleStatus) => both(status, CERTIFICATE_TEXTS_BY_LANGUAGE.en.status[status]);
const originWord = (status: OriginStatus) => both(status, ORIGIN_TEXTS_BY_LANGUAGE.en.status[status]);
const METHOD_EN: Record<BoundaryMethod, string> = { gps: 'GPS walk', archivo: 'Imported file', coordenadas: 'Typed coordinates' };
const kg = (value: number) => `${new Intl.NumberFormat('es-CR', { maximumFractionDigits: 3 }).format(value)} kg`;
const degrees = (value: number) => value.toFixed(6);

/**
 * The summary of a shipment's due-diligence file, in Spanish and English on each line: what was shipped, the origin
 * certificates and their volumes, and for each property the legality evidence behind it — its certificate's status
 * history, the approved boundary and who proposed and approved it, and the regent's visits with the positions of
 * their photos. Statuses are those of the moment it is written.
 */
export async function summaryPdf(shipment: Shipment, plots: readonly PlotEvidence[], pageUrl: string | undefined, now = new Date()): Promise<Uint8Array> {
  const heading = hsHeadingOf(shipment.hsHeading);
  const english = translations('en');
  const doc = await PortalPdf.create({
    title: `Expediente de diligencia debida ${shipment.code} / Due diligence file ${shipment.code}`,
    author: 'Servicio de Certificación de Madera Legal',
    subject: shipment.code,
    language: 'es-CR',
    now,
  });
  const section = (es: string, en: string) => {
    doc.room(60);
    doc.y -= 10;
    doc.text(both(es, en), { font: doc.bold, size: 13, color: BRAND });
    doc.y -= 4;
  };

  doc.text('Servicio de Certificación de Madera Legal · Costa Rica', { size: 10, color: MUTED });
  doc.y -= 6;
  doc.text(both('Expediente de diligencia debida', 'Due diligence file'), { font: doc.bold, size: 18 });
  doc.text(both(`Despacho ${shipment.code}`, `Shipment ${shipment.code}`), { font: doc.bold, size: 13 });
  doc.text(both(`Estados al ${serviceDateTime(now)}, cuando se escribió`, `Statuses as of ${serviceDateTime(now)}, when it was written`), { size: 9, color: MUTED });
  doc.y -= 8;
  doc.fields(
    [
      [both('Exportador', 'Exporter'), shipment.clientName],
      [both('Comprador', 'Buyer'), `${shipment.buyerName} (${shipment.buyerCountry})`],
      [both('Partida (SA)', 'HS heading'), heading ? `${heading.code} · ${heading.es} / ${heading.en}` : shipment.hsHeading],
      [both('Descripción', 'Description'), shipment.description],
      [both('Masa neta', 'Net mass'), kg(shipment.netMassKg)],
      [both('Volumen del producto', 'Product volume'), formatVolume(shipment.volume)],
      [both('Madera tomada', 'Wood drawn'), formatVolume(shipment.inputVolume)],
      [both('Fecha de embarque', 'Shipping date'), shipment.shippingDate],
      [
        both('Declaración en la UE', 'EU statement'),
        shipment.ddsReference ? `${shipment.ddsReference} · ${shipment.ddsVerification}` : both('números aún no anotados', 'numbers not yet recorded'),
      ],
    ],
    190,
  );
  // the shipment's page through a share link: what the buyer scans to see the statuses now and record the EU numbers
  if (pageUrl) {
    await doc.qr(
      pageUrl,
      both('El despacho, en vivo', 'The shipment, live'),
      both(
        'Este código abre la página del despacho: el estado de ahora de cada certificado detrás de él y los números de la declaración, que el comprador anota allí.',
        'This code opens the shipment’s page: the status now of every certificate behind it, and the statement’s numbers, which the buyer records there.',
      ),
      110,
    );
  }

  section('Certificados de origen', 'Certificates of origin');
  for (const line of shipment.lines) {
    doc.fields(
      [
        [line.originNumber, `${line.propertyName} · ${line.species.map((each) => `${each.scientificName} (${each.commonName})`).join(', ')}`],
        [both('Tomado', 'Drawn'), `${formatVolume(line.volume)} · ${originWord(line.originStatus)}`],
      ],
      190,
    );
  }

  for (const plot of plots) {
    section(`Propiedad: ${plot.propertyName}`, `Property: ${plot.propertyName}`);
    doc.text(both(`Certificado ahora: ${plot.certificateStatus}`, `Certificate now: ${CERTIFICATE_TEXTS_BY_LANGUAGE.en.status[plot.certificateStatus]}`), { font: doc.bold, size: 11 });
    doc.text(both('Historial del certificado', 'Certificate history'), { font: doc.bold, size: 10.5 });
    for (const event of plot.history) {
      doc.text(`${serviceDateTime(event.at)} · ${certificateWord(event.status)} · ${both(event.reason, historyReason(english, event.reason))}`, { size: 9.5, x: 68, maxWidth: doc.width - 12 });
    }
    doc.y -= 4;
    doc.text(both('Límite aprobado', 'Approved boundary'), { font: doc.bold, size: 10.5 });
    if (plot.boundary) {
      const b = plot.boundary;
      doc.text(
        both(
          `Versión ${b.version}, ${b.areaHectares.toFixed(2)} ha, ${BOUNDARY_METHOD_LABEL[b.method]}; propuesta por ${b.proposedBy} el ${serviceDateTime(b.proposedAt)}; aprobada por ${b.decidedBy ?? '—'} el ${b.decidedAt ? serviceDateTime(b.decidedAt) : '—'}`,
          `version ${b.version}, ${b.areaHectares.toFixed(2)} ha, ${METHOD_EN[b.method]}; proposed by ${b.proposedBy}, approved by ${b.decidedBy ?? '—'}`,
        ),
        { size: 9.5, x: 68, maxWidth: doc.width - 12 },
      );
    } else doc.text(both('Sin límite aprobado', 'No approved boundary'), { size: 9.5, x: 68 });
    doc.y -= 4;
    doc.text(both('Visitas del regente', 'Forestry regent’s visits'), { font: doc.bold, size: 10.5 });
    if (plot.visits.length === 0) doc.text(both('Sin visitas con resultado', 'No visits with a result'), { size: 9.5, x: 68 });
    for (const visit of plot.visits) {
      doc.text(
        [serviceDateTime(visit.startsAt), visit.regent, word(visit.status), visit.reportType && word(visit.reportType)].filter(Boolean).join(' · '),
        { size: 9.5, x: 68, maxWidth: doc.width - 12 },
      );
      for (const photo of visit.photos) {
        doc.text(
          `${both('Foto', 'Photo')} ${serviceDateTime(photo.takenAt)}: ${degrees(photo.latitude)}, ${degrees(photo.longitude)} (± ${Math.round(photo.accuracy)} m)`,
          { size: 9, x: 80, maxWidth: doc.width - 24, color: MUTED },
        );
      }
    }
  }

  return doc.save(both('Madera Legal · el estado en vivo, en la página de cada certificado', 'live status on each certificate’s page'));
}
