import { and, eq, isNotNull } from 'drizzle-orm';
import { feature, featureCollection, polygon } from '@turf/helpers';
import intersect from '@turf/intersect';
import type { Database } from '../db/client';
import { BOUNDARY_STATUS, serviceDay } from '@portal/shared-api';
import type { BoundaryGeometry } from '@portal/shared-api/geo';
import { originCertificates, properties, propertyAssignments, propertyBoundaries, users } from '../db/schema';
import { originRepository, type IssueInput } from '../modules/origin';
import { DEMO_CLIENT_FARM } from './certifications';
import { DEMO_ADMIN_EMAIL, DEMO_REGENT_EMAIL } from './demo-accounts';

const DAY = 24 * 60 * 60 * 1000;
/** The demo regent's professional licence number, printed on their origin certificates. */
export const DEMO_REGENT_LICENCE = 'CIAgro 4517';

const teak = (volume: number) => ({ code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume });
const melina = (volume: number) => ({ code: 'melina', scientificName: 'Gmelina arborea', commonName: 'Melina', volume });


/** The loads the demo regent attested on the demo client's farm, oldest first: teak and melina, one annulled later. */
const DEMO_LOADS: ReadonlyArray<{
  daysAgo: number;
  load: Omit<IssueInput, 'propertyId' | 'harvestFrom' | 'harvestTo'>;
  cutDays: [number, number];
  annul?: { afterDays: number; reason: string };
  /** Cut from the western half of the boundary (a part), not the whole of it. */
  westernHalf?: boolean;
}> = [
  { daysAgo: 62, cutDays: [68, 63], load: { species: [teak(96.5)], productForm: 'troza', buyerName: 'Aserradero El Roble de San Carlos S.A.', destination: 'Ciudad Quesada, Alajuela', vehiclePlate: 'C-158742' } },
  { daysAgo: 47, cutDays: [52, 48], load: { species: [melina(64.25)], productForm: 'troza', buyerName: 'Maderas del Caribe S.A.', destination: 'Siquirres, Limón', vehiclePlate: 'C-160233' } },
  {
    daysAgo: 33,
    cutDays: [38, 34],
    load: { species: [melina(30)], productForm: 'escuadrada', buyerName: 'Depósito de Maderas San Rafael S.A.', destination: 'San Rafael, Heredia', vehiclePlate: 'C-149005' },
    annul: { afterDays: 1, reason: 'La carga se declaró dos veces: la ampara el certificado siguiente.' },
  },
  { daysAgo: 32, cutDays: [38, 34], load: { species: [melina(30)], productForm: 'escuadrada', buyerName: 'Depósito de Maderas San Rafael S.A.', destination: 'San Rafael, Heredia', vehiclePlate: 'C-149005' } },
  { daysAgo: 12, cutDays: [16, 13], westernHalf: true, load: { species: [teak(72.5), melina(44.75)], productForm: 'troza', buyerName: 'Exportadora Forestal del Pacífico S.A.', destination: 'Puerto Caldera, Puntarenas', vehiclePlate: 'C-171120' } },
];

/** The boundary west of its middle meridian (its shared area with that box), or none for a point. */
function westernHalf(geometry: BoundaryGeometry) {
  if (geometry.type === 'Point') return undefined;
  const positions = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).flat(2);
  const [lons, lats] = [positions.map((p) => p[0]!), positions.map((p) => p[1]!)];
  const [west, east, south, north] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  const middle = (west + east) / 2;
  const box = polygon([[[west - 0.001, south - 0.001], [middle, south - 0.001], [middle, north + 0.001], [west - 0.001, north + 0.001], [west - 0.001, south - 0.001]]]);
  return intersect(featureCollection([feature(geometry), box]))?.geometry;
}

/**
 * Demo mode: the demo regent's licence number and the origin certificates they issued on the demo client's farm
 * (teak and melina, one annulled), which leave the farm's certified volume near its limit. Issued through the origin
 * module, as the regent's screen does, once the farm is assigned to them and its boundary approved. Runs once: nothing
 * happens when the farm has origin certificates.
 */
export async function seedDemoOrigin(db: Database, now = new Date()): Promise<void> {
  const [farm] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.fantasyName, DEMO_CLIENT_FARM), isNotNull(properties.certifiedAt)));
  const people = await db.select({ id: users.id, email: users.email }).from(users);
  const regentId = people.find((p) => p.email === DEMO_REGENT_EMAIL)?.id;
  const adminId = people.find((p) => p.email === DEMO_ADMIN_EMAIL)?.id;
  if (!farm || regentId === undefined || adminId === undefined) return;
  const [existing] = await db.select({ id: originCertificates.id }).from(originCertificates).where(eq(originCertificates.propertyId, farm.id)).limit(1);
  if (existing) return;
  // issued as the regent issues them: only on the farm assigned to them, with its approved boundary (the seeds of operations and boundaries)
  const [assigned] = await db.select({ id: propertyAssignments.propertyId }).from(propertyAssignments).where(and(eq(propertyAssignments.propertyId, farm.id), eq(propertyAssignments.regentId, regentId)));
  const [boundary] = await db.select({ id: propertyBoundaries.id, geometry: propertyBoundaries.geometry }).from(propertyBoundaries).where(and(eq(propertyBoundaries.propertyId, farm.id), eq(propertyBoundaries.status, BOUNDARY_STATUS.approved)));
  if (!assigned || !boundary) return;

  await db.update(users).set({ licenceNumber: DEMO_REGENT_LICENCE }).where(eq(users.id, regentId));
  const origin = originRepository(db);
  for (const { daysAgo, cutDays, load, annul, westernHalf: half } of DEMO_LOADS) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const harvestArea = half ? westernHalf(boundary.geometry as BoundaryGeometry) : undefined;
    const issued = await origin.issue({ ...load, harvestArea, propertyId: farm.id, harvestFrom: serviceDay(now, -cutDays[0]), harvestTo: serviceDay(now, -cutDays[1]) }, regentId, at);
    if (annul) await origin.annul(issued.number, annul.reason, adminId, new Date(at.getTime() + annul.afterDays * DAY));
  }
}
