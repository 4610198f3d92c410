import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { BOUNDARY_STATUS, INSCRIPTION_TYPE, PORTFOLIO_STATUS, type CertificateLifecycleStatus, type Page, type PortfolioRow, type PortfolioStatusFilter } from '@portal/shared-api';
import type { Database } from '../../../db/client';
import { properties, propertyBoundaries } from '../../../db/schema';
import { countAll, iso } from '../../../lib/sql';
import { certified, statusIs, statusSql, volumesAt } from '../../certificates';
import { lookup, referenceData, type ReferenceData } from '../../../domain/reference';
import { containsPattern, searchTerms } from '../../../domain/search-text';
import { VersionedCache, portfolioVersion, statusVersion } from '../versioned-cache';

/** The portfolio's map of a filter, encoded once for every request until the portfolio changes. */
export interface PortfolioMapBody {
  /** Names this body: the portfolio's version and the filter (an ETag). */
  tag: string;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export interface PortfolioFilter {
  param: string;
  provinceId?: number;
  cantonId?: number;
  /** A certificate status, or every status; PORTFOLIO_STATUS.default when not given. */
  status?: PortfolioStatusFilter;
}

/** Rows the CSV export reads per query: the single PGlite connection serves other requests in between. */
const EXPORT_CHUNK = 1000;
/** Distinct filters whose total, and distinct pages, the repository remembers. */
const TOTALS_CACHED = 500;
const PAGES_CACHED = 200;
/** Distinct filters whose map the repository remembers (the whole portfolio's is a few megabytes at 50 000). */
const MAPS_CACHED = 20;


/** Newest certificates first: the order of the partial indexes on (certified_at desc, id). */
const portfolioOrder = [desc(properties.certifiedAt), asc(properties.id)] as const;

/** A page's columns, the certificate's status as it stands at `now` (the certificates' rule). */
const portfolioColumns = (now: Date) => ({
  id: properties.id,
  inscriptionId: properties.enrolmentId,
  sheetNumber: properties.sheetNumber,
  fantasyName: properties.fantasyName,
  districtId: properties.districtId,
  address: properties.address,
  certifiedAt: properties.certifiedAt,
  area: properties.area,
  volume: properties.volume,
  visitationAmount: properties.visitationAmount,
  ownership: properties.ownership,
  // the enrolment's columns, copied by issueCertificates: a page reads this table alone
  categoryId: properties.categoryId,
  ownerName: properties.ownerName,
  ownerIdentification: properties.ownerIdentification,
  dateSolicited: properties.dateSolicited,
  certificateStatus: statusSql(now),
  validUntil: properties.validUntil,
});

interface PortfolioRecord {
  id: number;
  inscriptionId: number;
  sheetNumber: string | null;
  fantasyName: string | null;
  districtId: number;
  address: string;
  certifiedAt: Date | string | null;
  area: number | null;
  volume: number | null;
  visitationAmount: number;
  ownership: string;
  // set on every certified property (check properties_certified_read_model)
  categoryId: number | null;
  ownerName: string | null;
  ownerIdentification: string | null;
  dateSolicited: Date | string | null;
  // set on every certified property (check properties_certificate_status_certified)
  certificateStatus: string | null;
  validUntil: Date | string | null;
}

/** The page's columns under their record names, for JSON built in SQL. */
const portfolioColumnList = (now: Date) =>
  sql.join(
    Object.entries(portfolioColumns(now)).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  );

function toPortfolioRow(r: PortfolioRecord, ref: ReferenceData): PortfolioRow {
  const place = lookup(ref.places, r.districtId, 'district');
  const category = lookup(ref.categories, r.categoryId!, 'category');
  return {
    id: r.id,
    inscriptionId: r.inscriptionId,
    sheetNumber: r.sheetNumber,
    identification: r.ownerIdentification!,
    name: r.ownerName!,
    fantasyName: r.fantasyName,
    province: place.province,
    canton: place.canton,
    district: place.district,
    address: r.address,
    dateApproved: iso(r.certifiedAt!),
    category: category.name,
    area: r.area,
    volume: r.volume,
    visitationAmount: r.visitationAmount,
    inscriptionType: category.isGroup ? INSCRIPTION_TYPE.group : INSCRIPTION_TYPE.individual,
    ownership: r.ownership,
    inscriptionDate: iso(r.dateSolicited!),
    certificateStatus: r.certificateStatus as CertificateLifecycleStatus,
    validUntil: r.validUntil === null ? null : iso(r.validUntil),
    certifiedVolume: null,
  };
}

/** The certificate status a filter asks for: one, or undefined for every status. */
const statusOf = (filter: PortfolioFilter) => {
  const status = filter.status ?? PORTFOLIO_STATUS.default;
  return status === PORTFOLIO_STATUS.all ? undefined : status;
};

/** A property as the portfolio's map names it: its owner, and its trade name in brackets. */
const markerName = sql<string>`coalesce(${properties.ownerName}, '') || coalesce(' (' || nullif(${properties.fantasyName}, '') || ')', '')`;

/**
 * The certified properties a portfolio filter selects (its status at `now`, search, province and canton). A page is
 * remembered while the portfolio's version stands: the expiry job writes Vencida at the moment a validity ends
 * (scheduleExpiry), and the write is a new version.
 */
export const portfolioWhere = (filter: PortfolioFilter, now = new Date()): SQL | undefined => {
  const status = statusOf(filter);
  return and(
    certified,
    status === undefined ? undefined : statusIs(status, now),
    filter.provinceId === undefined ? undefined : eq(properties.provinceId, filter.provinceId),
    filter.cantonId === undefined ? undefined : eq(properties.cantonId, filter.cantonId),
    ...searchTerms(filter.param).map((term) => like(properties.searchText, containsPattern(term))),
  );
};

export function propertiesRepository(db: Database) {
  const totals = new VersionedCache<number>(TOTALS_CACHED);
  const pages = new VersionedCache<Page<PortfolioRow>>(PAGES_CACHED);
  const maps = new VersionedCache<PortfolioMapBody>(MAPS_CACHED);

  const filterKey = (filter: PortfolioFilter) =>
    JSON.stringify([statusOf(filter) ?? null, filter.provinceId ?? null, filter.cantonId ?? null, searchTerms(filter.param)]);

  const countOf = async (where: SQL | undefined): Promise<number> => {
    const [row] = await db.select({ total: countAll }).from(properties).where(where);
    return Number(row?.total ?? 0);
  };

  async function pageOf(filter: PortfolioFilter, page: number, visibleRecords: number, version: string | undefined): Promise<Page<PortfolioRow>> {
    const now = new Date();
    const where = portfolioWhere(filter, now);
    const offset = (page - 1) * visibleRecords;
    const ordered = sql`order by ${properties.certifiedAt} desc, ${properties.id} limit ${visibleRecords} offset ${offset}`;
    // past the first page, the page's ids first: the rows an offset skips are read from the index alone
    const pageQuery =
      offset === 0
        ? sql`select ${portfolioColumnList(now)} from ${properties} where ${where} ${ordered}`
        : sql`select ${portfolioColumnList(now)} from ${properties} where ${properties.id} in (select ${properties.id} from ${properties} where ${where} ${ordered})`;
    const [result, ref] = await Promise.all([
      db.execute(sql`select coalesce(json_agg(t order by t."certifiedAt" desc, t."id"), '[]'::json) as "rows" from (${pageQuery}) as t`),
      referenceData(db),
    ]);
    const [{ rows }] = (result as unknown as { rows: [{ rows: PortfolioRecord[] }] }).rows;
    // a short page is the last one: it tells the total without counting (most searches fit in one page)
    const lastPage = rows.length < visibleRecords && (rows.length > 0 || page === 1);
    const total = await totals.get(filterKey(filter), version, async () => (lastPage ? offset + rows.length : countOf(where)));
    return { rows: rows.map((r) => toPortfolioRow(r, ref)), total };
  }

  return {
    /** The names of those of `ids` that the portfolio shows (certified properties), in the order of their ids. */
    async portfolioNames(ids: number[]): Promise<Array<{ id: number; name: string }>> {
      return db.select({ id: properties.id, name: markerName }).from(properties).where(and(certified, inArray(properties.id, ids))).orderBy(properties.id);
    },

    /**
     * One page of certified properties, newest approval first, and the total of the filter. The
     * public's busiest call: a page asked for again costs one small query while the portfolio has
     * not changed, and a new page comes back as a single JSON value (on PGlite every query and
     * every decoded column costs).
     */
    async portfolio(filter: PortfolioFilter, page: number, visibleRecords: number): Promise<Page<PortfolioRow>> {
      const version = await statusVersion(db);
      const cached = await pages.get(`${filterKey(filter)}|${page}|${visibleRecords}`, version, () => pageOf(filter, page, visibleRecords, version));
      // what remains of each certificate's volume moves with every origin certificate: read live, beside the cached page
      const volumes = await volumesAt(db, cached.rows.map((r) => r.id), new Date());
      return { ...cached, rows: cached.rows.map((r) => ({ ...r, certifiedVolume: volumes.get(r.id) ?? null })) };
    },

    /** Every row of the filter in portfolio order, a chunk at a time (keyset paging: no deep offsets). */
    async *portfolioExport(filter: PortfolioFilter, now = new Date()): AsyncGenerator<PortfolioRow[]> {
      const where = portfolioWhere(filter, now);
      const ref = await referenceData(db);
      let after: { at: string; id: number } | undefined;
      for (;;) {
        const records = await db
          .select({ ...portfolioColumns(now), cursorAt: sql<string>`${properties.certifiedAt}::text` })
          .from(properties)
          .where(
            and(
              where,
              after &&
                sql`${properties.certifiedAt} <= ${after.at}::timestamptz and (${properties.certifiedAt} < ${after.at}::timestamptz or ${properties.id} > ${after.id})`,
            ),
          )
          .orderBy(...portfolioOrder)
          .limit(EXPORT_CHUNK);
        if (records.length > 0) {
          const volumes = await volumesAt(db, records.map((r) => r.id), now);
          yield records.map((r) => ({ ...toPortfolioRow(r, ref), certifiedVolume: volumes.get(r.id) ?? null }));
        }
        if (records.length < EXPORT_CHUNK) return;
        const last = records[records.length - 1]!;
        after = { at: last.cursorAt, id: last.id };
      }
    },

    /**
     * The portfolio's map of the filter as the JSON text of a PortfolioMap, built in SQL in one query: the
     * markers of the certified properties with an approved boundary, exact where the owner published it (to 0.00001°,
     * about a metre) and rounded to 0.01° (about a kilometre) where not, by columns and without names (a map names only
     * the markers it shows, GET portfolio.names). Remembered while the portfolio has not changed, already compressed:
     * the server would otherwise compress the same text on every request.
     */
    async portfolioMap(filter: PortfolioFilter): Promise<PortfolioMapBody> {
      const version = (await statusVersion(db)) ?? `${await portfolioVersion(db)}-${Date.now()}`;
      return maps.get(filterKey(filter), version, async () => {
        const where = portfolioWhere(filter);
        const exact = properties.boundaryPublic;
        const decimals = sql`case when ${exact} then 5 else 2 end`;
        // array_to_json writes no spaces; float8 drops a rounded numeric's trailing zeros
        const column = (value: SQL) => sql`coalesce(array_to_json(array_agg(${value} order by t.id))::text, '[]')`;
        const [result, total] = await Promise.all([
          db.execute(sql`
            select '"lon":' || ${column(sql`t.lon`)} || ',"lat":' || ${column(sql`t.lat`)} ||
              ',"idSteps":' || ${column(sql`t.step`)} || ',"exact":' || ${column(sql`t.exact`)} as "points"
            from (
              select ${properties.id} as id,
                round(${propertyBoundaries.centroidLon}::numeric, ${decimals})::float8 as lon,
                round(${propertyBoundaries.centroidLat}::numeric, ${decimals})::float8 as lat,
                ${properties.id} - coalesce(lag(${properties.id}) over (order by ${properties.id}), 0) as step,
                case when ${exact} then 1 else 0 end as exact
              from ${properties}
              join ${propertyBoundaries} on ${propertyBoundaries.propertyId} = ${properties.id} and ${propertyBoundaries.status} = ${BOUNDARY_STATUS.approved}
              where ${where}
            ) as t`),
          totals.get(filterKey(filter), version, () => countOf(where)),
        ]);
        const [{ points }] = (result as unknown as { rows: [{ points: string }] }).rows;
        const json = Buffer.from(`{"total":${total},${points}}`);
        return {
          tag: `"${version}-${createHash('sha256').update(filterKey(filter)).digest('base64url').slice(0, 16)}"`,
          json,
          gzip: gzipSync(json, { level: 6 }),
          br: brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } }),
        };
      });
    },
  };
}

export type PropertiesRepository = ReturnType<typeof propertiesRepository>;
