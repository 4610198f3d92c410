import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  APPOINTMENT_STATUS,
  BOUNDARY_STATUS,
  CERTIFICATE_STATUS,
  ORIGIN_STATUS,
  SHIPMENT_MAX_DAYS_AHEAD,
  SHIPMENT_MSG,
  countryName,
  hsHeadingOf,
  isEuCountry,
  propertyProfilePath,
  litres,
  roundVolume,
  type DdsStatement,
  type FilteredQuery,
  type HsHeading,
  type OriginStatus,
  type Page,
  type Shipment,
  type ShipmentInput,
  type Language,
  type ShipmentHolding,
  type ShipmentPublic,
  type BoundaryShareCreate,
  type ddsNumbersSchema,
  paths,
  SHIPMENT_DOSSIER_LINK_DAYS,
  SHIPMENT_DOSSIER_LINK_LABEL,
  TRANSFER_STATUS,
} from '@portal/shared-api';
import { SHARE_TOKEN_PARAM } from '@portal/shared-api/served-page';
import type { z } from 'zod';
import { BOUNDARY_RULES, checkBoundary, euFeature, euFile, truncateGeometry, type BoundaryGeometry, type EuPlot } from '@portal/shared-api/geo';
import type { Database } from '../../db/client';
import { appointmentPhotos, appointments, originCertificates, originTransfers, properties, propertyBoundaries, shipmentLines, shipmentShareLinks, shipments, users } from '../../db/schema';
import type { Caller } from '../../domain/operations/caller';
import { hasRole } from '../../domain/operations/caller';
import { personName } from '../../domain/operations/sql';
import { propertyName } from '../../domain/property-name';
import { referenceData } from '../../domain/reference';
import { costaRicaDayStart, csvDate } from '../../lib/csv';
import { containsText, pageOf } from '../../lib/listing';
import { HttpProblem, ValidationFailure } from '../../lib/problem';
import { certificateHistories, issuable, storedStatusAt } from '../certificates';
import { originRepository, originSpecies } from '../origin';
import { profilesRepository } from '../properties';
import { shareLinks } from '../../domain/share-links';
import type { ZipPiece } from '../../lib/zip';
import { ddsXml } from './dds-xml';
import type { PlotEvidence } from './summary-pdf';
import { dossierPdf } from './dossier-pdfs';
import { inOrder } from '../../lib/in-order';
import { certificateNow, holding, lockHeld } from './transfers';
import { alias } from 'drizzle-orm/pg-core';
import { availableParallelism } from 'node:os';

const DAY_MS = 24 * 3600 * 1000;
/** How many of a file's PDFs are written ahead of the one being sent: two per worker thread keeps each busy. */
const DOSSIER_PDFS_AHEAD = 2 * availableParallelism();

/** The shipment's page as a share link opens it. */
export const sharedPagePath = (code: string, token: string) => `${paths.despacho(code)}?${SHARE_TOKEN_PARAM}=${token}`;

const shipmentColumns = {
  id: shipments.id,
  code: shipments.code,
  clientId: shipments.clientId,
  clientName: personName(users),
  buyerName: shipments.buyerName,
  buyerCountry: shipments.buyerCountry,
  buyerEmail: shipments.buyerEmail,
  hsHeading: shipments.hsHeading,
  description: shipments.description,
  netMassKg: shipments.netMassKg,
  volume: shipments.volume,
  shippingDate: shipments.shippingDate,
  ddsReference: shipments.ddsReference,
  ddsVerification: shipments.ddsVerification,
  createdAt: shipments.createdAt,
};

/** A shipment's row as the lists read it. */
interface ShipmentRow {
  id: number;
  code: string;
  clientId: number;
  clientName: string;
  buyerName: string;
  buyerCountry: string;
  buyerEmail: string;
  hsHeading: string;
  description: string;
  netMassKg: number;
  volume: number;
  shippingDate: string;
  ddsReference: string | null;
  ddsVerification: string | null;
  createdAt: Date;
}

/** The due diligence statement's data of a shipment and its plots, as the Commission's V3 schema names them. */
function statementOf(shipment: Shipment, { plots, confidential }: { plots: EuPlot[]; confidential: boolean }): DdsStatement {
  const species = new Map<string, { scientificName: string; commonName: string }>();
  for (const line of shipment.lines) for (const each of line.species) species.set(each.scientificName.toLowerCase(), { scientificName: each.scientificName, commonName: each.commonName });
  return {
    operatorRole: 'OPERATOR',
    statement: {
      internalReferenceNumber: shipment.code,
      activityType: 'IMPORT',
      ...(isEuCountry(shipment.buyerCountry) ? { countryOfActivity: shipment.buyerCountry } : {}),
      comment: `Madera Legal ${shipment.code}. Origin certificates: ${shipment.lines.map((line) => line.originNumber).join(', ')}.`.slice(0, 2000),
      commodities: [
        {
          position: 1,
          descriptors: {
            descriptionOfGoods: shipment.description,
            goodsMeasure: { netWeight: shipment.netMassKg, supplementaryUnit: shipment.volume, supplementaryUnitQualifier: 'MTQ' },
          },
          hsHeading: shipment.hsHeading,
          speciesInfo: [...species.values()],
          producers: plots.map((plot, index) => ({
            position: index + 1,
            country: 'CR',
            name: plot.producerName.slice(0, 500),
            geometryGeojson: Buffer.from(euFile([plot])).toString('base64'),
          })),
        },
      ],
      geoLocationConfidential: confidential,
      ...(shipment.builtOn.length > 0 ? { groupedDeclarations: shipment.builtOn.map((earlier) => ({ groupedDeclaration: earlier.reference })) } : {}),
    },
  };
}

/** The names of the due-diligence file's PDFs, in the language it is asked in. */
const DOSSIER_NAMES: Record<Language, { summary: (code: string) => string; certificate: (propertyId: number) => string; origin: (number: string) => string }> = {
  es: {
    summary: (code) => `${code}-resumen.pdf`,
    certificate: (id) => `certificados/certificado-${id}.pdf`,
    origin: (number) => `certificados-de-origen/certificado-de-origen-${number}.pdf`,
  },
  en: {
    summary: (code) => `${code}-summary.pdf`,
    certificate: (id) => `certificates/certificate-${id}.pdf`,
    origin: (number) => `certificates-of-origin/certificate-of-origin-${number}.pdf`,
  },
};

export interface ShipmentsOptions {
  /** The most bytes of geolocation one statement may carry (the EU information system's 25 MB). */
  maxGeolocationBytes?: number;
}

export function shipmentsRepository(db: Database, { maxGeolocationBytes = BOUNDARY_RULES.maxFileBytes }: ShipmentsOptions = {}) {
  const profiles = profilesRepository(db);
  const origins = originRepository(db);
  /** The shipments of `rows` with their origin certificates, each with its status and its property's now. */
  async function withLines(rows: ShipmentRow[], now: Date): Promise<Shipment[]> {
    const ids = rows.map((row) => row.id);
    const lines =
      ids.length === 0
        ? []
        : await db
            .select({
              shipmentId: shipmentLines.shipmentId,
              originId: originCertificates.id,
              originNumber: originCertificates.number,
              originStatus: originCertificates.status,
              propertyId: properties.id,
              fantasyName: properties.fantasyName,
              sheetNumber: properties.sheetNumber,
              certificateStatus: properties.certificateStatus,
              validUntil: properties.validUntil,
              volume: shipmentLines.volume,
            })
            .from(shipmentLines)
            .innerJoin(originCertificates, eq(originCertificates.id, shipmentLines.originCertificateId))
            .innerJoin(properties, eq(properties.id, originCertificates.propertyId))
            .where(inArray(shipmentLines.shipmentId, ids))
            .orderBy(shipmentLines.shipmentId, shipmentLines.position);
    const [species, earlier] = await Promise.all([originSpecies(db, [...new Set(lines.map((line) => line.originId))]), earlierStatements(ids)]);
    return rows.map((row) => {
      const own = lines.filter((line) => line.shipmentId === row.id);
      return {
        builtOn: earlier.get(row.id) ?? [],
        ...row,
        buyerCountryName: countryName(row.buyerCountry) ?? row.buyerCountry,
        activity: 'EXPORT' as const,
        hsHeading: row.hsHeading as HsHeading,
        hsDescription: hsHeadingOf(row.hsHeading)?.es ?? '',
        netMassKg: Number(row.netMassKg),
        volume: Number(row.volume),
        inputVolume: roundVolume(own.reduce((sum, line) => sum + litres(Number(line.volume)), 0) / 1000),
        createdAt: row.createdAt.toISOString(),
        lines: own.map((line) => ({
          originNumber: line.originNumber,
          originStatus: line.originStatus as OriginStatus,
          propertyId: line.propertyId,
          propertyName: propertyName({ id: line.propertyId, fantasyName: line.fantasyName, sheetNumber: line.sheetNumber }),
          certificateStatus: storedStatusAt(line.certificateStatus, line.validUntil, now) ?? CERTIFICATE_STATUS.withdrawn,
          species: species.get(line.originId) ?? [],
          volume: Number(line.volume),
        })),
        ddsJson: `/api/shipments/${row.id}/dds.json`,
      };
    });
  }

  /**
   * For each shipment of `ids`, the statements it builds on: the earlier shipments with known DDS numbers that drew
   * from one of its origin certificates, made by its own client or by a supplier that transferred that origin
   * certificate to it (the numbers a supplier hands down its chain, never those of a buyer further on), oldest first.
   * A later statement lists them as the EU schema's grouped declarations.
   */
  async function earlierStatements(ids: number[]): Promise<Map<number, Shipment['builtOn']>> {
    if (ids.length === 0) return new Map();
    const line = alias(shipmentLines, 'line');
    const earlierLine = alias(shipmentLines, 'earlier_line');
    const shipment = alias(shipments, 'shipment');
    const rows = await db
      .selectDistinct({ forId: line.shipmentId, id: shipments.id, createdAt: shipments.createdAt, code: shipments.code, reference: shipments.ddsReference, verification: shipments.ddsVerification })
      .from(line)
      .innerJoin(shipment, eq(shipment.id, line.shipmentId))
      .innerJoin(earlierLine, and(eq(earlierLine.originCertificateId, line.originCertificateId), ne(earlierLine.shipmentId, line.shipmentId)))
      .innerJoin(shipments, eq(shipments.id, earlierLine.shipmentId))
      .where(
        and(
          inArray(line.shipmentId, ids),
          isNotNull(shipments.ddsReference),
          sql`(${shipments.createdAt}, ${shipments.id}) < (${shipment.createdAt}, ${shipment.id})`,
          or(
            eq(shipments.clientId, shipment.clientId),
            sql`exists (select 1 from ${originTransfers} t where t.origin_certificate_id = ${line.originCertificateId} and t.sender_id = ${shipments.clientId} and t.receiver_id = ${shipment.clientId} and t.status = ${TRANSFER_STATUS.accepted})`,
          ),
        ),
      )
      .orderBy(asc(shipments.createdAt), asc(shipments.id));
    const found = new Map<number, Shipment['builtOn']>();
    for (const row of rows) found.set(row.forId, [...(found.get(row.forId) ?? []), { code: row.code, reference: row.reference!, verification: row.verification! }]);
    return found;
  }

  /** For each origin certificate of `ids`, who transferred it to `clientId` (their names, by accepted transfers). */
  async function sendersTo(clientId: number, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectDistinct({ id: originTransfers.originCertificateId, name: personName(users) })
      .from(originTransfers)
      .innerJoin(users, eq(users.id, originTransfers.senderId))
      .where(and(inArray(originTransfers.originCertificateId, ids), eq(originTransfers.receiverId, clientId), eq(originTransfers.status, TRANSFER_STATUS.accepted)));
    const names = new Map<number, string>();
    for (const row of rows) names.set(row.id, names.has(row.id) ? `${names.get(row.id)}, ${row.name}` : row.name);
    return names;
  }

  const listed = () => db.select(shipmentColumns).from(shipments).innerJoin(users, eq(users.id, shipments.clientId)).$dynamic();

  /** Who may read a shipment: its client and the administrators. */
  const readable = (caller: Caller): SQL | undefined => (hasRole(caller, 'Administrador') ? undefined : eq(shipments.clientId, caller.id));

  const links = shareLinks(db, shipmentShareLinks, 'shipmentId');

  /** The shipment of code `code` a live share link `token` opens, with the link's end; 404 alike for a wrong code or link. */
  async function shared(code: string, token: string, now: Date): Promise<{ shipment: Shipment; expiresAt: string }> {
    const [row] = await listed().where(eq(shipments.code, code));
    const link = row && (await links.open(row.id, token, now));
    if (!row || !link) throw new HttpProblem(404, SHIPMENT_MSG.shareClosed);
    return { shipment: (await withLines([row], now))[0]!, expiresAt: link.expiresAt };
  }

  /** The shipment as its buyer reads it through the link `token`: its lines' statuses now, never the buyer's e-mail. */
  function publicView(shipment: Shipment, token: string, expiresAt: string, now: Date): ShipmentPublic {
    return {
      code: shipment.code,
      exporterName: shipment.clientName,
      buyerName: shipment.buyerName,
      buyerCountry: shipment.buyerCountry,
      hsHeading: shipment.hsHeading,
      description: shipment.description,
      netMassKg: shipment.netMassKg,
      volume: shipment.volume,
      inputVolume: shipment.inputVolume,
      shippingDate: shipment.shippingDate,
      ddsReference: shipment.ddsReference,
      ddsVerification: shipment.ddsVerification,
      builtOn: shipment.builtOn,
      inForce: shipment.lines.every((line) => line.originStatus === ORIGIN_STATUS.valid && line.certificateStatus === CERTIFICATE_STATUS.valid),
      lines: shipment.lines.map((line) => ({ ...line, originPage: paths.origen(line.originNumber), propertyProfile: paths.perfilPropiedad(line.propertyId) })),
      shareExpiresAt: expiresAt,
      dossier: `/api/shipments/${encodeURIComponent(shipment.code)}/shared/expediente.zip?share=${encodeURIComponent(token)}`,
      checkedAt: now.toISOString(),
    };
  }

  /**
   * The shipment's links, for `caller`: its client; an administrator where `admin` allows (to see them, or to revoke one
   * when the client asks: 403 otherwise). Another client learns nothing of it (404). Answers the shipment's code.
   */
  async function linkHolder(id: number, caller: Caller, admin: boolean): Promise<string> {
    const [row] = await db.select({ clientId: shipments.clientId, code: shipments.code }).from(shipments).where(eq(shipments.id, id));
    if (!row || (row.clientId !== caller.id && !hasRole(caller, 'Administrador'))) throw new HttpProblem(404, SHIPMENT_MSG.notFound);
    if (row.clientId !== caller.id && !admin) throw new HttpProblem(403, SHIPMENT_MSG.shareOwnerOnly);
    return row.code;
  }

  /** The due-diligence file's pieces of a shipment already read (see `dossier`); its summary's QR code opens `pageUrl`. */
  async function dossierOf(
    shipment: Shipment,
    plots: Awaited<ReturnType<typeof plotsOf>>,
    origin: string,
    language: Language,
    pageUrl: string | undefined,
    now: Date,
  ): Promise<{ code: string; pieces: AsyncIterable<ZipPiece> }> {
    const statement = statementOf(shipment, plots);
    const names = DOSSIER_NAMES[language];
    // the PDFs in the file's order, each handed to a worker thread as soon as its data is read, a few ahead of the one
    // being sent (every core writes one while the server's thread reads the next ones and sends)
    function* pdfs(): Generator<() => Promise<{ name: string; data: Uint8Array | undefined; stored: true }>> {
      yield async () => ({ name: names.summary(shipment.code), data: await dossierPdf({ kind: 'summary', shipment, plots: await evidenceOf(shipment, now), pageUrl, now }), stored: true });
      for (const propertyId of new Set(shipment.lines.map((line) => line.propertyId))) {
        yield async () => {
          const certificate = await profiles.propertyCertificate(propertyId, now);
          const url = `${origin}${propertyProfilePath(propertyId)}`;
          return { name: names.certificate(propertyId), data: certificate ? await dossierPdf({ kind: 'certificate', certificate, url, language, now }) : undefined, stored: true };
        };
      }
      // every origin certificate's data in one read, then their PDFs
      const views = origins.publicViews(shipment.lines.map((line) => line.originNumber), now);
      for (const line of shipment.lines) {
        yield async () => {
          const view = (await views).get(line.originNumber);
          return { name: names.origin(line.originNumber), data: view ? await dossierPdf({ kind: 'origin', view, url: `${origin}${view.item.page}`, language, now }) : undefined, stored: true };
        };
      }
    }
    async function* pieces(): AsyncGenerator<ZipPiece> {
      // what is at hand first, so the file starts at once; the evidence is read while it goes
      yield { name: `${shipment.code}-dds.json`, data: JSON.stringify(statement, null, 2) };
      yield { name: `${shipment.code}-dds.xml`, data: ddsXml(statement) };
      yield { name: `${shipment.code}.geojson`, data: euFile(plots.plots) };
      for await (const piece of inOrder(pdfs(), DOSSIER_PDFS_AHEAD)) if (piece.data !== undefined) yield { ...piece, data: piece.data };
    }
    return { code: shipment.code, pieces: pieces() };
  }

  async function one(id: number, caller: Caller, now: Date): Promise<Shipment> {
    const [row] = await listed().where(and(eq(shipments.id, id), readable(caller)));
    if (!row) throw new HttpProblem(404, SHIPMENT_MSG.notFound);
    return (await withLines([row], now))[0]!;
  }

  /**
   * The legality evidence behind each property of a shipment, for its file's summary: the certificate's history, the
   * approved boundary with who proposed and who approved it, and the visits with a result and their photos' positions.
   */
  async function evidenceOf(shipment: Shipment, now: Date): Promise<PlotEvidence[]> {
    const proposer = alias(users, 'proposer');
    const decider = alias(users, 'decider');
    const regent = alias(users, 'regent');
    const ids = [...new Set(shipment.lines.map((line) => line.propertyId))];
    // one query of each kind for every property, however many the shipment has
    const boundaries = await db
      .select({
        propertyId: propertyBoundaries.propertyId,
        version: propertyBoundaries.version,
        areaHectares: propertyBoundaries.areaHectares,
        method: propertyBoundaries.method,
        proposedBy: personName(proposer),
        proposedAt: propertyBoundaries.proposedAt,
        decidedBy: sql<string | null>`case when ${decider.id} is null then null else ${personName(decider)} end`,
        decidedAt: propertyBoundaries.decidedAt,
      })
      .from(propertyBoundaries)
      .innerJoin(proposer, eq(proposer.id, propertyBoundaries.proposedById))
      .leftJoin(decider, eq(decider.id, propertyBoundaries.decidedById))
      .where(and(inArray(propertyBoundaries.propertyId, ids), eq(propertyBoundaries.status, BOUNDARY_STATUS.approved)));
    const visits = await db
      .select({
        id: appointments.id,
        propertyId: appointments.propertyId,
        startsAt: appointments.startsAt,
        status: appointments.status,
        reportType: appointments.reportType,
        regent: sql<string | null>`case when ${regent.id} is null then null else ${personName(regent)} end`,
      })
      .from(appointments)
      .leftJoin(regent, eq(regent.id, appointments.certifierId))
      .where(and(inArray(appointments.propertyId, ids), notInArray(appointments.status, [APPOINTMENT_STATUS.pending, APPOINTMENT_STATUS.expired]), lte(appointments.startsAt, now)))
      .orderBy(desc(appointments.startsAt), desc(appointments.id));
    const photos =
      visits.length === 0
        ? []
        : await db
            .select({ appointmentId: appointmentPhotos.appointmentId, latitude: appointmentPhotos.latitude, longitude: appointmentPhotos.longitude, accuracy: appointmentPhotos.accuracyM, takenAt: appointmentPhotos.takenAt })
            .from(appointmentPhotos)
            .where(and(inArray(appointmentPhotos.appointmentId, visits.map((visit) => visit.id)), isNotNull(appointmentPhotos.latitude)))
            .orderBy(asc(appointmentPhotos.takenAt), asc(appointmentPhotos.id));
    const histories = await certificateHistories(db, ids);
    const evidence: PlotEvidence[] = [];
    for (const propertyId of ids) {
      const line = shipment.lines.find((each) => each.propertyId === propertyId)!;
      const boundary = boundaries.find((row) => row.propertyId === propertyId);
      evidence.push({
        propertyId,
        propertyName: line.propertyName,
        certificateStatus: line.certificateStatus,
        history: histories.get(propertyId) ?? [],
        boundary: boundary
          ? { ...boundary, proposedAt: boundary.proposedAt.toISOString(), decidedAt: boundary.decidedAt?.toISOString() ?? null }
          : null,
        visits: visits
          .filter((visit) => visit.propertyId === propertyId)
          .map((visit) => ({
            startsAt: visit.startsAt.toISOString(),
            status: visit.status,
            reportType: visit.reportType,
            regent: visit.regent,
            photos: photos
              .filter((photo) => photo.appointmentId === visit.id)
              .map((photo) => ({ latitude: photo.latitude!, longitude: photo.longitude!, accuracy: photo.accuracy ?? 0, takenAt: photo.takenAt.toISOString() })),
          })),
      });
    }
    return evidence;
  }

  /**
   * The plots a shipment's wood came from, one per place: the part of the boundary each origin certificate names, or
   * the approved boundary it was cut from, with its geometry truncated to 6 decimals as the EU reads it. A plot the
   * EU's 2026 rules would refuse (a boundary approved before them), or plots whose file would pass the EU's 25 MB for
   * one statement, refuse the whole (409, saying which origin certificate and why). `confidential`: unless every owner
   * published the boundary, the exact plots stay with the importer.
   */
  async function plotsOf(shipment: Shipment, origin: string, now: Date): Promise<{ plots: EuPlot[]; confidential: boolean }> {
    const rows = await db
      .select({
        originNumber: originCertificates.number,
        propertyId: properties.id,
        fantasyName: properties.fantasyName,
        sheetNumber: properties.sheetNumber,
        districtId: properties.districtId,
        ownerName: properties.ownerName,
        enrolled: properties.certificationArea,
        area: properties.area,
        boundaryPublic: properties.boundaryPublic,
        certificateStatus: properties.certificateStatus,
        validUntil: properties.validUntil,
        geometry: propertyBoundaries.geometry,
        areaHectares: propertyBoundaries.areaHectares,
        harvestArea: originCertificates.harvestArea,
        harvestAreaHectares: originCertificates.harvestAreaHectares,
        boundaryId: originCertificates.boundaryId,
      })
      .from(shipmentLines)
      .innerJoin(originCertificates, eq(originCertificates.id, shipmentLines.originCertificateId))
      .innerJoin(properties, eq(properties.id, originCertificates.propertyId))
      .innerJoin(propertyBoundaries, eq(propertyBoundaries.id, originCertificates.boundaryId))
      .where(eq(shipmentLines.shipmentId, shipment.id))
      .orderBy(shipmentLines.position);
    const ref = await referenceData(db);
    const plots: EuPlot[] = [];
    const seen = new Set<string>();
    let bytes = 0;
    // a whole boundary several origin certificates were cut from is checked and named once
    const wholeBoundaries = new Set<number>();
    for (const row of rows) {
      if (!row.harvestArea) {
        if (wholeBoundaries.has(row.boundaryId)) continue;
        wholeBoundaries.add(row.boundaryId);
      }
      const stored = (row.harvestArea ?? row.geometry) as BoundaryGeometry;
      const enrolled = row.enrolled ?? row.area ?? null;
      const check = checkBoundary(stored, { enrolledHectares: enrolled });
      if (!check.ok) throw new HttpProblem(409, SHIPMENT_MSG.plotRefused(row.originNumber, check.errors[0]!.message));
      const geometry = truncateGeometry(stored);
      const key = JSON.stringify(geometry);
      // two origin certificates cut from the same place name it once
      if (seen.has(key)) continue;
      seen.add(key);
      const place = ref.places.get(row.districtId);
      const plot: EuPlot = {
        geometry,
        producerName: row.ownerName ?? '',
        productionPlace: [row.fantasyName || row.sheetNumber, place?.district, place?.canton].filter(Boolean).join(', '),
        areaHectares: row.harvestArea ? Number(row.harvestAreaHectares) : geometry.type === 'Point' ? (enrolled ?? 0) : Number(row.areaHectares),
        certificateId: String(row.propertyId),
        certificateStatus: storedStatusAt(row.certificateStatus, row.validUntil, now) ?? CERTIFICATE_STATUS.withdrawn,
        profileUrl: `${origin}${propertyProfilePath(row.propertyId)}`,
      };
      bytes += Buffer.byteLength(euFeature(plot));
      if (bytes > maxGeolocationBytes) throw new HttpProblem(409, SHIPMENT_MSG.geolocationTooLarge(maxGeolocationBytes / 2 ** 20));
      plots.push(plot);
    }
    return { plots, confidential: rows.some((row) => !row.boundaryPublic) };
  }

  return {
    /**
     * Records a shipment in one transaction that locks its origin certificates (in id order, so two shipments never
     * wait on each other crosswise): each must be the client's, valid, from a property whose certificate is Vigente now
     * and on the shipping date, with enough left once every other shipment's draw is counted. Twenty shipments at
     * once from one origin certificate are served one after the other by the row lock: the sum never passes its volume.
     */
    async create(input: ShipmentInput, caller: Caller, now = new Date()): Promise<Shipment> {
      const clientId = caller.id;
      const today = csvDate(now.toISOString());
      if (input.shippingDate < today) throw new ValidationFailure([SHIPMENT_MSG.shippingPast]);
      if (input.shippingDate > csvDate(new Date(now.getTime() + SHIPMENT_MAX_DAYS_AHEAD * DAY_MS).toISOString())) throw new ValidationFailure([SHIPMENT_MSG.shippingFar]);
      const shipping = costaRicaDayStart(input.shippingDate);
      const created = await db.transaction(async (tx) => {
        const byNumber = await lockHeld(tx, clientId, input.lines.map((line) => line.originNumber));
        for (const line of input.lines) {
          const number = line.originNumber;
          const row = byNumber.get(number);
          if (!row || !row.held) throw new HttpProblem(404, SHIPMENT_MSG.notHeld(number));
          if (row.status === ORIGIN_STATUS.annulled) throw new HttpProblem(409, SHIPMENT_MSG.annulled(number));
          const status = certificateNow(row, now);
          if (!issuable(status)) throw new HttpProblem(409, SHIPMENT_MSG.notInForce(number, status));
          if (row.validUntil && row.validUntil <= shipping) throw new HttpProblem(409, SHIPMENT_MSG.expiresBefore(number, csvDate(row.validUntil.toISOString())));
          if (litres(line.volume) > litres(row.remaining)) throw new HttpProblem(409, SHIPMENT_MSG.exceeds(number, row.remaining, line.volume));
        }
        const [shipment] = await tx
          .insert(shipments)
          .values({
            code: sql`${`DE-${today.slice(0, 4)}-`} || lpad(nextval('shipment_code_seq')::text, 6, '0')`,
            clientId,
            buyerName: input.buyerName,
            buyerCountry: input.buyerCountry,
            buyerEmail: input.buyerEmail,
            hsHeading: input.hsHeading,
            description: input.description,
            netMassKg: input.netMassKg,
            volume: roundVolume(input.volume),
            shippingDate: input.shippingDate,
            createdAt: now,
          })
          .returning({ id: shipments.id });
        await tx.insert(shipmentLines).values(
          input.lines.map((line, position) => ({ shipmentId: shipment!.id, originCertificateId: byNumber.get(line.originNumber)!.id, position, volume: roundVolume(line.volume) })),
        );
        return shipment!.id;
      });
      return one(created, caller, now);
    },

    /** A shipment its client or an administrator may read; 404 for anyone else. */
    get: (id: number, caller: Caller, now = new Date()) => one(id, caller, now),

    /** A page of shipments, newest first: the client's own, or every one for an administrator; searched by `param`. */
    async page(caller: Caller, query: FilteredQuery, now = new Date()): Promise<Page<Shipment>> {
      const where = and(readable(caller), containsText([shipments.code, shipments.buyerName, shipments.description, shipments.buyerEmail], query.param));
      const found = await pageOf(query, {
        rows: listed(),
        total: db.select({ n: count() }).from(shipments).$dynamic(),
        where,
        order: [desc(shipments.createdAt), desc(shipments.id)],
        toItem: (row) => row,
      });
      return { rows: await withLines(found.rows, now), total: found.total };
    },

    /**
     * The origin certificates the client may ship or transfer from: valid, issued on their own properties or transferred
     * to them and accepted, with volume left (see `holding`), newest first.
     */
    async holdings(clientId: number, now = new Date()): Promise<ShipmentHolding[]> {
      const { held, remaining } = holding(clientId);
      const rows = await db
        .select({
          id: originCertificates.id,
          number: originCertificates.number,
          propertyId: properties.id,
          fantasyName: properties.fantasyName,
          sheetNumber: properties.sheetNumber,
          customerId: properties.customerId,
          certificateStatus: properties.certificateStatus,
          validUntil: properties.validUntil,
          issuedAt: originCertificates.issuedAt,
          volume: originCertificates.volume,
          remaining,
        })
        .from(originCertificates)
        .innerJoin(properties, eq(properties.id, originCertificates.propertyId))
        .where(and(eq(originCertificates.status, ORIGIN_STATUS.valid), held))
        .orderBy(desc(originCertificates.issuedAt), desc(originCertificates.id));
      const left = rows.map((row) => ({ ...row, remaining: roundVolume(litres(Number(row.remaining)) / 1000) })).filter((row) => row.remaining > 0);
      const ids = left.map((row) => row.id);
      const [species, senders] = await Promise.all([originSpecies(db, ids), sendersTo(clientId, left.filter((row) => row.customerId !== clientId).map((row) => row.id))]);
      return left.map((row) => ({
        originNumber: row.number,
        propertyId: row.propertyId,
        propertyName: propertyName({ id: row.propertyId, fantasyName: row.fantasyName, sheetNumber: row.sheetNumber }),
        certificateStatus: storedStatusAt(row.certificateStatus, row.validUntil, now) ?? CERTIFICATE_STATUS.withdrawn,
        validUntil: row.validUntil?.toISOString() ?? null,
        species: species.get(row.id) ?? [],
        issuedAt: row.issuedAt.toISOString(),
        volume: Number(row.volume),
        remaining: row.remaining,
        receivedFrom: row.customerId === clientId ? null : (senders.get(row.id) ?? null),
      }));
    },

    /**
     * The due diligence statement's data (the Commission's V3 names): one commodity, its species, and one producer per
     * plot (plotsOf), its GeoJSON in base64 as the schema asks.
     */
    async dds(id: number, caller: Caller, origin: string, now = new Date()): Promise<DdsStatement> {
      const shipment = await one(id, caller, now);
      return statementOf(shipment, await plotsOf(shipment, origin, now));
    },

    /**
     * The shipment's due-diligence file as the pieces of a ZIP, made one after the other while it is sent: the
     * statement (JSON, and XML as the EU system takes it), the plots (GeoJSON), the bilingual summary of the evidence,
     * each property's certificate and each origin certificate as PDF, in `language`. Whatever refuses it (404, a plot
     * the EU's rules refuse) does so before the first piece.
     */
    async dossier(id: number, caller: Caller, origin: string, language: Language, now = new Date()): Promise<{ code: string; pieces: AsyncIterable<ZipPiece> }> {
      const shipment = await one(id, caller, now);
      const plots = await plotsOf(shipment, origin, now);
      // the client hands the file on: its QR code carries a link of its own, listed with the others and revocable (made
      // once the file is sure to be written; an administrator's copy has none)
      const link =
        shipment.clientId === caller.id
          ? await links.create(id, caller, { days: SHIPMENT_DOSSIER_LINK_DAYS, label: SHIPMENT_DOSSIER_LINK_LABEL(csvDate(now.toISOString())) }, now)
          : undefined;
      return dossierOf(shipment, plots, origin, language, link && `${origin}${sharedPagePath(shipment.code, link.token)}`, now);
    },

    /** The due-diligence file as the buyer downloads it through a live share link (see `dossier`). */
    async sharedDossier(code: string, token: string, origin: string, language: Language, now = new Date()): Promise<{ code: string; pieces: AsyncIterable<ZipPiece> }> {
      const { shipment } = await shared(code, token, now);
      return dossierOf(shipment, await plotsOf(shipment, origin, now), origin, language, `${origin}${sharedPagePath(shipment.code, token)}`, now);
    },

    /** The shipment as the link `token` shows it to its buyer; 404 for a wrong code, or a link revoked, expired or never made. */
    async sharedView(code: string, token: string, now = new Date()): Promise<ShipmentPublic> {
      const { shipment, expiresAt } = await shared(code, token, now);
      return publicView(shipment, token, expiresAt, now);
    },

    /** The statement's numbers, as the buyer records them through a live share link (a correction replaces them). */
    async setSharedDdsNumbers(code: string, token: string, numbers: z.output<typeof ddsNumbersSchema>, now = new Date()): Promise<ShipmentPublic> {
      const { shipment } = await shared(code, token, now);
      await db.update(shipments).set({ ddsReference: numbers.reference, ddsVerification: numbers.verification }).where(eq(shipments.id, shipment.id));
      return this.sharedView(code, token, now);
    },

    /** A new link for the shipment's buyer: only its client makes one (an administrator 403, anyone else 404). */
    async createShare(id: number, caller: Caller, input: BoundaryShareCreate, now = new Date()) {
      const code = await linkHolder(id, caller, false);
      return { code, ...(await links.create(id, caller, input, now)) };
    },

    /** The shipment's links with their state (its client, the administrators). */
    async shares(id: number, caller: Caller, now = new Date()) {
      await linkHolder(id, caller, true);
      return links.list(id, now);
    },

    /** Revokes a link (its client, or an administrator when the client asks); who did is recorded. */
    async revokeShare(id: number, shareId: number, caller: Caller, now = new Date()): Promise<void> {
      await linkHolder(id, caller, true);
      if (!(await links.revoke(id, shareId, caller, now))) throw new HttpProblem(404, SHIPMENT_MSG.notFound);
    },

    /** Records the statement's numbers the EU information system returned (the shipment's client; a correction replaces them). */
    async setDdsNumbers(id: number, numbers: z.output<typeof ddsNumbersSchema>, caller: Caller, now = new Date()): Promise<Shipment> {
      const updated = await db
        .update(shipments)
        .set({ ddsReference: numbers.reference, ddsVerification: numbers.verification })
        .where(and(eq(shipments.id, id), eq(shipments.clientId, caller.id)))
        .returning({ id: shipments.id });
      if (updated.length === 0) throw new HttpProblem(404, SHIPMENT_MSG.notFound);
      return one(id, caller, now);
    },

    /** The shipment's plots as one EU GeoJSON file (the 2026 rules), with its code; see plotsOf for its refusals. */
    async geojson(id: number, caller: Caller, origin: string, now = new Date()): Promise<{ code: string; file: string }> {
      const shipment = await one(id, caller, now);
      const { plots } = await plotsOf(shipment, origin, now);
      return { code: shipment.code, file: euFile(plots) };
    },
  };
}

export type ShipmentsRepository = ReturnType<typeof shipmentsRepository>;
