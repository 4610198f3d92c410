import { asc, eq, inArray } from 'drizzle-orm';
import { priceRangeFor, type EnrolmentStatus, type PriceRange } from '@portal/shared-api';
import type { Database } from '../db/client';
import { categories, categoryPriceRanges } from '../db/schema';
import { applicantColumns, writeEnrolments, type EnrolmentWrite } from '../domain/enrolment-writer';
import { issueCertificates } from '../modules/certificates';

/**
 * Enrolments written directly in a given state with the history that leads there: demo data, the
 * load-test data set and tests. Real enrolments go through submission and the state machine.
 */
export interface PropertySeed {
  fantasyName?: string;
  sheetNumber?: string;
  address: string;
  districtId: number;
  ownership: string;
  area?: number;
  certificationArea?: number;
  psaNumber?: string;
  /** Cubic metres: picks the category's price range. */
  volume: number;
  sinac?: string;
}

export interface EnrolmentSeed {
  customerId: number;
  categoryConsecutive: string;
  identificationTypeId: 1 | 2;
  fullName: string;
  identification: string;
  legalName?: string;
  businessIdentification?: string;
  districtId: number;
  address: string;
  email: string;
  phoneNumber: string;
  status: EnrolmentStatus;
  dateSolicited: Date;
  /** When it was accepted (Aceptada only). */
  dateApproved?: Date;
  /** Whether it went through a remediation round before being asked to pay. */
  remediated?: boolean;
  properties: PropertySeed[];
  extraProperties?: Array<{ name: string; districtId: number; address: string; timber: boolean }>;
}

export interface HistoryActors {
  /** The administrator who decided; null leaves the actor of those steps unknown. */
  adminId: number | null;
}

/** The states an enrolment passes through to reach `status` (spec §4). */
export function statusPath(status: EnrolmentStatus, remediated = false): EnrolmentStatus[] {
  const review: EnrolmentStatus[] = remediated ? ['Presentada', 'Subsanar', 'Subsanada'] : ['Presentada'];
  switch (status) {
    case 'Presentada':
      return ['Presentada'];
    case 'Subsanar':
      return ['Presentada', 'Subsanar'];
    case 'Subsanada':
      return ['Presentada', 'Subsanar', 'Subsanada'];
    case 'Pagar':
      return [...review, 'Pagar'];
    case 'Pagada':
      return [...review, 'Pagar', 'Pagada'];
    case 'Aceptada':
      return [...review, 'Pagar', 'Pagada', 'Aceptada'];
    case 'Rechazada':
      return [...review, 'Rechazada'];
  }
}

/** The client submits, remedies and pays; the administrator does the rest. */
const CLIENT_STEPS = new Set<EnrolmentStatus>(['Presentada', 'Subsanada', 'Pagada']);

const TRANSITION_NOTES: Partial<Record<EnrolmentStatus, string>> = {
  Subsanar: 'Falta la declaración jurada firmada; por favor adjúntela.',
  Pagar: 'Documentación completa. Puede realizar el pago.',
  Aceptada: 'Pago verificado. Inscripción aceptada.',
  Rechazada: 'La documentación no corresponde a la categoría solicitada.',
};

type Range = PriceRange;

async function priceRanges(db: Database, codes: string[]) {
  const rows = await db
    .select({
      id: categories.id,
      consecutive: categories.consecutive,
      startingRange: categoryPriceRanges.startingRange,
      endingRange: categoryPriceRanges.endingRange,
      anualityCost: categoryPriceRanges.anualityCost,
      visitationCost: categoryPriceRanges.visitationCost,
      visitationAmount: categoryPriceRanges.visitationAmount,
    })
    .from(categories)
    .innerJoin(categoryPriceRanges, eq(categoryPriceRanges.categoryId, categories.id))
    .where(inArray(categories.consecutive, [...new Set(codes)]))
    .orderBy(asc(categoryPriceRanges.startingRange));
  const byCode = new Map<string, { id: number; ranges: Range[] }>();
  for (const { id, consecutive, ...range } of rows) {
    const entry = byCode.get(consecutive) ?? { id, ranges: [] };
    entry.ranges.push(range);
    byCode.set(consecutive, entry);
  }
  return byCode;
}

/** Spec §9: the range the volume falls in; above the last range, the last one. */
const rangeFor = (ranges: Range[], volume: number): Range => priceRangeFor(volume, ranges) ?? ranges[ranges.length - 1]!;

/** Evenly spread instants from the submission to the last step. */
function stepTimes(from: Date, to: Date, steps: number): Date[] {
  if (steps === 1) return [from];
  const span = to.getTime() - from.getTime();
  return Array.from({ length: steps }, (_, i) => new Date(from.getTime() + Math.round((span * i) / (steps - 1))));
}

/**
 * Writes enrolments through the same writer as the client's submission, with the transitions that lead to
 * each one's status, then publishes the accepted ones to the portfolio. Returns the new enrolment ids.
 */
export async function insertEnrolmentHistory(db: Database, seeds: EnrolmentSeed[], actors: HistoryActors): Promise<number[]> {
  if (seeds.length === 0) return [];
  const categoryData = await priceRanges(
    db,
    seeds.map((seed) => seed.categoryConsecutive),
  );
  const writes = seeds.map((seed): EnrolmentWrite => {
    const category = categoryData.get(seed.categoryConsecutive);
    if (!category) throw new Error(`category ${seed.categoryConsecutive} has no price ranges`);
    const dateApproved = seed.status === 'Aceptada' ? (seed.dateApproved ?? new Date()) : null;
    const path = statusPath(seed.status, seed.remediated);
    const times = stepTimes(seed.dateSolicited, dateApproved ?? seed.dateSolicited, path.length);
    return {
      enrolment: {
        customerId: seed.customerId,
        categoryId: category.id,
        ...applicantColumns(seed),
        status: seed.status,
        dateSolicited: seed.dateSolicited,
        dateApproved,
        version: path.length,
      },
      properties: seed.properties.map((p) => ({
        fantasyName: p.fantasyName ?? null,
        sheetNumber: p.sheetNumber ?? null,
        address: p.address,
        districtId: p.districtId,
        ownership: p.ownership,
        area: p.area ?? null,
        certificationArea: p.certificationArea ?? null,
        psaNumber: p.psaNumber ?? null,
        volume: p.volume,
        range: rangeFor(category.ranges, p.volume),
        sinac: p.sinac ?? null,
      })),
      extras: seed.extraProperties ?? [],
      transitions: path.map((toStatus, step) => ({
        fromStatus: step === 0 ? null : path[step - 1]!,
        toStatus,
        actorId: CLIENT_STEPS.has(toStatus) ? seed.customerId : actors.adminId,
        notes: TRANSITION_NOTES[toStatus] ?? null,
        at: times[step]!,
      })),
    };
  });

  return db.transaction(async (tx) => {
    const ids = await writeEnrolments(tx, writes);
    await issueCertificates(
      tx,
      ids.filter((_, i) => seeds[i]!.status === 'Aceptada'),
    );
    return ids;
  });
}
