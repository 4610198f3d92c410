import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { BOUNDARY_STATUS, propertyProfilePath, type CertificateLifecycleStatus } from '@portal/shared-api';
import type { BoundaryGeometry, EuPlot } from '@portal/shared-api/geo';
import type { Database } from '../../../db/client';
import { properties, propertyBoundaries } from '../../../db/schema';
import { referenceData } from '../../../domain/reference';
import { countAll } from '../../../lib/sql';
import { certified, statusAt } from '../../certificates';

/** Plots the EU file reads per query: the single PGlite connection serves other requests in between. */
const EU_FILE_CHUNK = 500;

/** The EU file's plots: a property's approved boundary, of the certified, enabled properties `where` selects. */
const approvedOfProperty = and(eq(propertyBoundaries.propertyId, properties.id), eq(propertyBoundaries.status, BOUNDARY_STATUS.approved));
const exportable = (where: SQL | undefined) => and(where, certified, eq(properties.enabled, true));

/** A feature's properties and framing in the EU file: names, place, area, certificate and profile address. */
const EU_FEATURE_PROPERTIES_BYTES = 320;

/** The EU file (Regulation (EU) 2023/1115, Art. 9(1)(d)): the approved boundaries of certified properties. */
export function boundaryEuExport(db: Database) {
  return {
    /**
     * The EU file's plots of the certified, enabled properties `where` selects that have an approved boundary,
     * in id order, a chunk at a time (keyset paging), so any number of them streams in constant memory.
     */
    async *euPlots(where: SQL | undefined, origin: string, now = new Date()): AsyncGenerator<EuPlot> {
      const ref = await referenceData(db);
      let after = 0;
      for (;;) {
        const rows = await db
          .select({
            id: properties.id,
            fantasyName: properties.fantasyName,
            sheetNumber: properties.sheetNumber,
            districtId: properties.districtId,
            ownerName: properties.ownerName,
            certificateStatus: properties.certificateStatus,
            validUntil: properties.validUntil,
            enrolled: properties.certificationArea,
            area: properties.area,
            geometry: propertyBoundaries.geometry,
            areaHectares: propertyBoundaries.areaHectares,
          })
          .from(properties)
          .innerJoin(propertyBoundaries, approvedOfProperty)
          .where(and(exportable(where), gt(properties.id, after)))
          .orderBy(asc(properties.id))
          .limit(EU_FILE_CHUNK);
        for (const row of rows) {
          const geometry = row.geometry as BoundaryGeometry;
          const place = ref.places.get(row.districtId);
          yield {
            geometry,
            producerName: row.ownerName ?? '',
            productionPlace: [row.fantasyName || row.sheetNumber, place?.district, place?.canton].filter(Boolean).join(', '),
            areaHectares: geometry.type === 'Point' ? (row.enrolled ?? row.area ?? 0) : Number(row.areaHectares),
            certificateId: String(row.id),
            certificateStatus: statusAt(row.certificateStatus as CertificateLifecycleStatus, row.validUntil, now),
            profileUrl: `${origin}${propertyProfilePath(row.id)}`,
          };
        }
        if (rows.length < EU_FILE_CHUNK) return;
        after = rows[rows.length - 1]!.id;
      }
    },

    /**
     * About how large the EU file of `where` would be: the stored geometries' text and the properties each
     * feature carries (the file writes no spaces but at least 6 decimals, so the two roughly cancel out).
     */
    async euFileEstimate(where: SQL | undefined): Promise<number> {
      const [row] = await db
        .select({ plots: countAll, geometryBytes: sql<string>`coalesce(sum(octet_length(${propertyBoundaries.geometry}::text)), 0)` })
        .from(properties)
        .innerJoin(propertyBoundaries, approvedOfProperty)
        .where(exportable(where));
      return Number(row?.geometryBytes ?? 0) + Number(row?.plots ?? 0) * EU_FEATURE_PROPERTIES_BYTES;
    },

  };
}
