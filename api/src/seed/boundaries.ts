import turfArea from '@turf/area';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { BOUNDARY_STATUS, type BoundaryMethod, type BoundaryStatus } from '@portal/shared-api';
import { checkBoundary, type BoundaryGeometry } from '@portal/shared-api/geo';
import type { Database } from '../db/client';
import { properties, propertyBoundaries, users } from '../db/schema';
import { DEMO_CLIENT_FARM } from './certifications';
import { DEMO_ADMIN_EMAIL, DEMO_REGENT_EMAIL } from './demo-accounts';

const DAY = 86_400_000;

type Shape =
  | { kind: 'point'; at: [number, number] }
  | { kind: 'polygon'; at: [number, number]; hectares: number; sides?: number }
  | { kind: 'parts'; parts: Array<{ at: [number, number]; hectares: number }> };

interface DemoBoundary {
  fantasyName: string;
  shape: Shape;
  status: BoundaryStatus;
  method: BoundaryMethod;
  accuracyMetres?: number;
  note?: string;
  public?: boolean;
  daysAgo: number;
}

/**
 * Where the demo certified properties lie: near the head town of their district (positions read off a
 * map, [longitude, latitude]), with areas close to what each enrolled. Some are points (4 ha or less),
 * one is in two parts, one waits for review, one was returned, one has none yet.
 */
const DEMO_BOUNDARIES: readonly DemoBoundary[] = [
  { fantasyName: DEMO_CLIENT_FARM, shape: { kind: 'polygon', at: [-84.4105, 10.3392], hectares: 38.6, sides: 9 }, status: BOUNDARY_STATUS.approved, method: 'gps', accuracyMetres: 3.8, daysAgo: 40 },
  { fantasyName: 'Finca Los Guayacanes', shape: { kind: 'polygon', at: [-84.4812, 10.3521], hectares: 15.4 }, status: BOUNDARY_STATUS.approved, method: 'archivo', public: true, daysAgo: 55 },
  { fantasyName: 'Aserradero Maderas del Caribe', shape: { kind: 'point', at: [-83.5161, 10.0968] }, status: BOUNDARY_STATUS.approved, method: 'gps', accuracyMetres: 5.1, public: true, daysAgo: 80 },
  { fantasyName: 'Finca La Pochota', shape: { kind: 'polygon', at: [-85.4061, 10.0452], hectares: 20.3, sides: 7 }, status: BOUNDARY_STATUS.approved, method: 'archivo', public: true, daysAgo: 95 },
  { fantasyName: 'Finca Monte Romo', shape: { kind: 'polygon', at: [-85.3457, 10.0723], hectares: 12.2 }, status: BOUNDARY_STATUS.approved, method: 'coordenadas', daysAgo: 90 },
  { fantasyName: 'Finca Puerto Carrillo', shape: { kind: 'polygon', at: [-85.4592, 9.8894], hectares: 26.1, sides: 8 }, status: BOUNDARY_STATUS.approved, method: 'archivo', public: true, daysAgo: 88 },
  {
    fantasyName: 'Finca La Esperanza',
    shape: { kind: 'parts', parts: [{ at: [-83.6538, 9.4322], hectares: 35.5 }, { at: [-83.6441, 9.4268], hectares: 22.8 }] },
    status: BOUNDARY_STATUS.approved, method: 'archivo', public: true, daysAgo: 120,
  },
  { fantasyName: 'Finca Santa Elena', shape: { kind: 'polygon', at: [-84.1243, 10.3862], hectares: 9.9 }, status: BOUNDARY_STATUS.proposed, method: 'gps', accuracyMetres: 6.4, daysAgo: 2 },
  { fantasyName: 'Depósito San Rafael', shape: { kind: 'point', at: [-84.0981, 10.0124] }, status: BOUNDARY_STATUS.approved, method: 'coordenadas', public: true, daysAgo: 70 },
  { fantasyName: 'Finca El Cedro', shape: { kind: 'polygon', at: [-83.3218, 9.1702], hectares: 33.4, sides: 10 }, status: BOUNDARY_STATUS.approved, method: 'gps', accuracyMetres: 4.5, public: true, daysAgo: 64 },
  {
    fantasyName: 'Finca Potrero Grande', shape: { kind: 'polygon', at: [-83.2174, 9.0238], hectares: 9.1 }, status: BOUNDARY_STATUS.returned, method: 'coordenadas', daysAgo: 9,
    note: 'El área dibujada (9 ha) no coincide con las 14 ha inscritas: revise el lindero sur con el plano catastrado.',
  },
  { fantasyName: 'Maderas Tica Turrialba', shape: { kind: 'point', at: [-83.6852, 9.9027] }, status: BOUNDARY_STATUS.approved, method: 'gps', accuracyMetres: 7.2, public: true, daysAgo: 75 },
  { fantasyName: 'Finca Los Almendros', shape: { kind: 'polygon', at: [-85.4398, 10.1563], hectares: 26.0 }, status: BOUNDARY_STATUS.approved, method: 'archivo', public: true, daysAgo: 110 },
  { fantasyName: 'Finca San Jorge', shape: { kind: 'polygon', at: [-85.0078, 10.9071], hectares: 36.8, sides: 8 }, status: BOUNDARY_STATUS.approved, method: 'gps', accuracyMetres: 3.1, public: true, daysAgo: 50 },
  { fantasyName: 'Finca Aguas Claras', shape: { kind: 'polygon', at: [-85.1862, 10.9063], hectares: 24.7 }, status: BOUNDARY_STATUS.approved, method: 'archivo', daysAgo: 45 },
  { fantasyName: 'Finca El Porvenir', shape: { kind: 'polygon', at: [-85.0352, 10.8829], hectares: 15.3, sides: 7 }, status: BOUNDARY_STATUS.approved, method: 'coordenadas', public: true, daysAgo: 47 },
  // Finca Los Ángeles: no boundary yet
];

const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

/** An irregular ring around `at` whose geodesic area is `hectares` (scaled with turf's area). */
function ring([lon, lat]: [number, number], hectares: number, sides = 6): number[][] {
  const unit = Array.from({ length: sides }, (_, i) => {
    const angle = (2 * Math.PI * i) / sides + 0.3;
    const radius = 1 + 0.22 * Math.sin(i * 2.7 + 1);
    return [Math.cos(angle) * radius, Math.sin(angle) * radius];
  });
  const build = (scale: number) => {
    const points = unit.map(([x, y]) => [round7(lon + (x! * scale) / Math.cos((lat * Math.PI) / 180)), round7(lat + y! * scale)]);
    return [...points, points[0]!];
  };
  const trial = 0.001;
  const area = turfArea({ type: 'Polygon', coordinates: [build(trial)] }) / 10_000;
  return build(trial * Math.sqrt(hectares / area));
}

export function demoGeometry(shape: Shape): BoundaryGeometry {
  if (shape.kind === 'point') return { type: 'Point', coordinates: shape.at };
  if (shape.kind === 'polygon') return { type: 'Polygon', coordinates: [ring(shape.at, shape.hectares, shape.sides)] };
  return { type: 'MultiPolygon', coordinates: shape.parts.map((part) => [ring(part.at, part.hectares)]) };
}

/**
 * Demo mode: boundaries for the demo certified properties, proposed by the demo regent and decided by the
 * demo administrator, each checked by the same rules as a real one. Runs once: nothing happens when any
 * demo property already has a boundary.
 */
export async function seedDemoBoundaries(db: Database, now = new Date()): Promise<void> {
  const names = DEMO_BOUNDARIES.map((b) => b.fantasyName);
  const farms = await db
    .select({ id: properties.id, fantasyName: properties.fantasyName, enrolled: properties.certificationArea, area: properties.area })
    .from(properties)
    .where(and(isNotNull(properties.certifiedAt), inArray(properties.fantasyName, names)));
  if (farms.length === 0) return;
  const [existing] = await db
    .select({ id: propertyBoundaries.id })
    .from(propertyBoundaries)
    .where(inArray(propertyBoundaries.propertyId, farms.map((f) => f.id)))
    .limit(1);
  if (existing) return;
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [DEMO_REGENT_EMAIL, DEMO_ADMIN_EMAIL]));
  const regentId = people.find((p) => p.email === DEMO_REGENT_EMAIL)?.id ?? null;
  const adminId = people.find((p) => p.email === DEMO_ADMIN_EMAIL)?.id ?? null;

  await db.transaction(async (tx) => {
    for (const demo of DEMO_BOUNDARIES) {
      const farm = farms.find((f) => f.fantasyName === demo.fantasyName);
      if (!farm) continue;
      const check = checkBoundary(demoGeometry(demo.shape), { enrolledHectares: farm.enrolled ?? farm.area });
      if (!check.ok) throw new Error(`Demo boundary of ${demo.fantasyName}: ${check.errors.map((e) => e.message).join(' ')}`);
      const { summary } = check;
      const proposedAt = new Date(now.getTime() - demo.daysAgo * DAY);
      const decided = demo.status !== BOUNDARY_STATUS.proposed;
      await tx.insert(propertyBoundaries).values({
        propertyId: farm.id,
        version: 1,
        status: demo.status,
        geometry: check.geometry!,
        geometryType: check.geometry!.type,
        areaHectares: summary!.areaHectares,
        west: summary!.bbox[0],
        south: summary!.bbox[1],
        east: summary!.bbox[2],
        north: summary!.bbox[3],
        centroidLon: summary!.centroid[0],
        centroidLat: summary!.centroid[1],
        vertices: summary!.vertices,
        method: demo.method,
        crs: demo.method === 'coordenadas' ? 'crtm05' : 'wgs84',
        sourceName: demo.method === 'archivo' ? `${demo.fantasyName.toLowerCase().replace(/\s+/g, '-').normalize('NFD').replace(/[\u0300-\u036f]/g, '')}.kml` : null,
        accuracyMetres: demo.accuracyMetres ?? null,
        proposedById: regentId,
        proposedAt,
        decidedById: decided ? adminId : null,
        decidedAt: decided ? new Date(proposedAt.getTime() + 2 * DAY) : null,
        note: demo.note ?? null,
      });
      if (demo.public) await tx.update(properties).set({ boundaryPublic: true }).where(eq(properties.id, farm.id));
    }
  });
}
