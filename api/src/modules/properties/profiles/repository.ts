import { and, asc, eq } from 'drizzle-orm';
import {
  BOUNDARY_STATUS,
  INSCRIPTION_TYPE,
  PROFILE_STATUS,
  profileStatusOf,
  type CertificateLifecycleStatus,
  inscriptionProfilePath,
  propertyProfilePath,
  type CertificateStatusFacts,
  type EnrolmentStatus,
  type InscriptionProfile,
  type ProfileBoundary,
  type PropertyProfile,
} from '@portal/shared-api';
import type { Database } from '../../../db/client';
import { enrolments, properties, propertyBoundaries } from '../../../db/schema';
import { boundaryOutline, type BoundaryGeometry } from '@portal/shared-api/geo';
import { appointmentsOfProperty } from '../../appointments';
import { ownerColumns, ownerOf } from '../../../domain/holder';
import { certificateHistory, inForce, lifecycleAt, volumeAt, type StoredLifecycle } from '../../certificates';
import { lookup, referenceData, type ReferenceData } from '../../../domain/reference';
import { VersionedCache, portfolioVersion } from '../versioned-cache';

const enrolmentColumns = {
  status: enrolments.status,
  ...ownerColumns,
  dateSolicited: enrolments.dateSolicited,
  dateApproved: enrolments.dateApproved,
};

interface EnrolmentRecord {
  status: EnrolmentStatus;
  categoryId: number;
  identificationTypeId: number;
  fullName: string;
  identification: string;
  legalName: string | null;
  businessIdentification: string | null;
  dateSolicited: Date;
  dateApproved: Date | null;
}

const summaryColumns = {
  id: properties.id,
  fantasyName: properties.fantasyName,
  sheetNumber: properties.sheetNumber,
  districtId: properties.districtId,
  address: properties.address,
  ownership: properties.ownership,
  certificationArea: properties.certificationArea,
  volume: properties.volume,
  visitationAmount: properties.visitationAmount,
};

interface SummaryRecord {
  id: number;
  fantasyName: string | null;
  sheetNumber: string | null;
  districtId: number;
  address: string;
  ownership: string;
  certificationArea: number | null;
  volume: number | null;
  visitationAmount: number;
}

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** What both profiles show of the enrolment: holder, category and dates (each profile adds its certificates' status). */
function enrolmentOf(e: EnrolmentRecord, ref: ReferenceData) {
  const category = lookup(ref.categories, e.categoryId, 'category');
  const owner = ownerOf(e);
  return {
    fullName: owner.name,
    identificationType: lookup(ref.identificationTypes, e.identificationTypeId, 'identification type'),
    identification: owner.identification,
    category: category.name,
    categoryConsecutive: category.consecutive,
    inscriptionType: category.isGroup ? INSCRIPTION_TYPE.group : INSCRIPTION_TYPE.individual,
    inscriptionDate: e.dateSolicited.toISOString(),
    dateApproved: isoOrNull(e.dateApproved),
  };
}

function summaryOf({ districtId, ...property }: SummaryRecord, ref: ReferenceData) {
  const { district, canton, province } = lookup(ref.places, districtId, 'district');
  return { ...property, province, canton, district };
}

/** Profiles remembered (QR codes are scanned again and again); the status is worked out on each answer. */
const PROFILES_CACHED = 1000;

interface PropertyRecord {
  summary: SummaryRecord;
  inscriptionId: number;
  visitationCost: number;
  enrolment: EnrolmentRecord;
  boundary: ProfileBoundary | null;
  lifecycle: StoredLifecycle;
}

/** 2 decimals of a degree: about 1 km, the district's scale, for a boundary its owner keeps private. */
const approximate = (value: number) => Math.round(value * 100) / 100;

/**
 * What the public sees of a property's approved boundary (beyond the spec): exact when its owner published
 * it (or a share link opens it, whose token then travels with the EU file's address), approximate otherwise.
 */
export function publicBoundary(
  row: { geometry: unknown; areaHectares: number; centroidLon: number; centroidLat: number },
  exact: boolean,
  id: number,
  share?: string,
): ProfileBoundary {
  const geometry = row.geometry as BoundaryGeometry;
  if (!exact) {
    return { exact, type: geometry.type, areaHectares: null, centroid: [approximate(row.centroidLon), approximate(row.centroidLat)], outline: null, euFile: null };
  }
  const outline = boundaryOutline(geometry);
  return {
    exact,
    type: geometry.type,
    areaHectares: geometry.type === 'Point' ? null : Number(row.areaHectares),
    centroid: [row.centroidLon, row.centroidLat],
    outline: { viewBox: outline.viewBox, paths: outline.paths, point: outline.point ?? null, sideMetres: outline.sideMetres },
    euFile: `/api/properties/${id}/geojson${share ? `?share=${encodeURIComponent(share)}` : ''}`,
  };
}

/** The property's profile without its visits: what its certificate status is made of. */
export type PropertyCertificate = Omit<PropertyProfile, 'appointments' | 'certifiedVolume'>;

interface InscriptionRecord {
  enrolment: EnrolmentRecord;
  properties: SummaryRecord[];
  /** Each property's certificate: the enrolment's profile is Activa while one of them is in force. */
  certificates: Array<{ status: CertificateLifecycleStatus; validUntil: Date | null }>;
}

/** The public profiles: only enrolments that were accepted have one. */
export function profilesRepository(db: Database) {
  // null: no accepted enrolment behind the id (remembered too, until the portfolio changes)
  const propertyRecords = new VersionedCache<PropertyRecord | null>(PROFILES_CACHED);
  const inscriptionRecords = new VersionedCache<InscriptionRecord | null>(PROFILES_CACHED);

  async function loadProperty(id: number): Promise<PropertyRecord | null> {
    const [row] = await db
      .select({
        summary: summaryColumns,
        inscriptionId: properties.enrolmentId,
        visitationCost: properties.visitationCost,
        boundaryPublic: properties.boundaryPublic,
        certificateStatus: properties.certificateStatus,
        certificateStatusAt: properties.certificateStatusAt,
        validUntil: properties.validUntil,
        enrolment: enrolmentColumns,
      })
      .from(properties)
      .innerJoin(enrolments, eq(enrolments.id, properties.enrolmentId))
      .where(and(eq(properties.id, id), eq(enrolments.status, 'Aceptada')));
    if (!row?.certificateStatus) return null;
    const [approved] = await db
      .select({
        geometry: propertyBoundaries.geometry,
        areaHectares: propertyBoundaries.areaHectares,
        centroidLon: propertyBoundaries.centroidLon,
        centroidLat: propertyBoundaries.centroidLat,
      })
      .from(propertyBoundaries)
      .where(and(eq(propertyBoundaries.propertyId, id), eq(propertyBoundaries.status, BOUNDARY_STATUS.approved)));
    const { boundaryPublic, certificateStatus, certificateStatusAt, validUntil, ...record } = row;
    const lifecycle = { status: certificateStatus as CertificateLifecycleStatus, since: certificateStatusAt!, validUntil, history: await certificateHistory(db, id) };
    return { ...record, lifecycle, boundary: approved ? publicBoundary(approved, boundaryPublic, id) : null };
  }

  async function loadInscription(id: number): Promise<InscriptionRecord | null> {
    const [enrolment] = await db
      .select(enrolmentColumns)
      .from(enrolments)
      .where(and(eq(enrolments.id, id), eq(enrolments.status, 'Aceptada')));
    if (!enrolment) return null;
    const rows = await db
      .select({ ...summaryColumns, certificateStatus: properties.certificateStatus, validUntil: properties.validUntil })
      .from(properties)
      .where(eq(properties.enrolmentId, id))
      .orderBy(asc(properties.id));
    return {
      enrolment,
      properties: rows.map(({ certificateStatus: _status, validUntil: _until, ...summary }) => summary),
      certificates: rows.flatMap((row) => (row.certificateStatus ? [{ status: row.certificateStatus as CertificateLifecycleStatus, validUntil: row.validUntil }] : [])),
    };
  }

  async function propertyCertificate(id: number, now: Date): Promise<PropertyCertificate | undefined> {
    const version = await portfolioVersion(db);
    const [record, ref] = await Promise.all([propertyRecords.get(String(id), version, () => loadProperty(id)), referenceData(db)]);
    if (!record) return undefined;
    const certificate = lifecycleAt(record.lifecycle, now);
    return {
      ...summaryOf(record.summary, ref),
      ...enrolmentOf(record.enrolment, ref),
      // the property's own certificate: its lifecycle decides Activa, and renewals move its validity
      inscriptionStatus: profileStatusOf(certificate.status),
      validUntil: isoOrNull(record.lifecycle.validUntil),
      certificate,
      inscriptionId: record.inscriptionId,
      visitationCost: record.visitationCost,
      boundary: record.boundary,
    };
  }

  return {
    async propertyProfile(id: number, now = new Date()): Promise<PropertyProfile | undefined> {
      const certificate = await propertyCertificate(id, now);
      if (!certificate) return undefined;
      // what remains changes with every origin certificate: read each time, outside the cached record
      return { ...certificate, appointments: await appointmentsOfProperty(db, id), certifiedVolume: await volumeAt(db, id, now) };
    },

    /** What a property's certificate says now (its PDF): the profile without its visits. */
    propertyCertificate: (id: number, now = new Date()) => propertyCertificate(id, now),

    async propertyStatus(id: number, now = new Date()): Promise<CertificateStatusFacts | undefined> {
      const certificate = await propertyCertificate(id, now);
      return certificate && propertyCertificateStatus(certificate);
    },

    async inscriptionProfile(id: number, now = new Date()): Promise<InscriptionProfile | undefined> {
      const version = await portfolioVersion(db);
      const [record, ref] = await Promise.all([inscriptionRecords.get(String(id), version, () => loadInscription(id)), referenceData(db)]);
      if (!record) return undefined;
      // Activa while one of its properties' certificates is in force, valid until the latest of their ends
      const active = record.certificates.some((c) => inForce(c.status, c.validUntil, now));
      const ends = record.certificates.flatMap((c) => (c.validUntil ? [c.validUntil.getTime()] : []));
      return {
        id,
        ...enrolmentOf(record.enrolment, ref),
        inscriptionStatus: active ? PROFILE_STATUS.active : PROFILE_STATUS.inactive,
        validUntil: ends.length ? new Date(Math.max(...ends)).toISOString() : null,
        properties: record.properties.map((row) => summaryOf(row, ref)),
      };
    },
  };
}

type CertificateFields = Pick<PropertyCertificate, 'id' | 'inscriptionStatus' | 'category' | 'categoryConsecutive' | 'dateApproved' | 'validUntil'> &
  Partial<Pick<PropertyCertificate, 'certificate'>>;

/** The machine-readable status beside a public profile, of the given kind and at its path. */
const certificateStatus =
  (kind: CertificateStatusFacts['kind'], profilePath: (id: number) => string) =>
  (p: CertificateFields): CertificateStatusFacts => ({
    kind,
    id: p.id,
    status: p.inscriptionStatus,
    category: p.category,
    categoryConsecutive: p.categoryConsecutive,
    dateApproved: p.dateApproved,
    validUntil: p.validUntil,
    profile: profilePath(p.id),
    ...(p.certificate ? { certificate: p.certificate } : {}),
  });

/** The machine-readable status beside /PerfilPropiedad/{id}. */
export const propertyCertificateStatus: (p: PropertyCertificate) => CertificateStatusFacts = certificateStatus('propiedad', propertyProfilePath);

/** The machine-readable status beside /PerfilInscripcion/{id}. */
export const inscriptionCertificateStatus: (p: InscriptionProfile) => CertificateStatusFacts = certificateStatus('inscripcion', inscriptionProfilePath);
