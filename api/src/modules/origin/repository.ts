import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  BOUNDARY_STATUS,
  CERTIFICATE_STATUS,
  ORIGIN_MSG,
  ORIGIN_STATUS,
  paths,
  litres,
  roundVolume,
  type CertificateLifecycleStatus,
  type FilteredQuery,
  type OriginCertificate,
  type OriginLedger,
  type OriginStatus,
  type Page,
  type ProductForm,
} from '@portal/shared-api';
import type { BoundaryGeometry } from '@portal/shared-api/geo';
import type { Database } from '../../db/client';
import {
  certificatePeriods,
  districts,
  cantons,
  provinces,
  originCertificateSpecies,
  originCertificates,
  properties,
  propertyBoundaries,
  users,
} from '../../db/schema';
import type { Caller } from '../../domain/operations/caller';
import { hasRole } from '../../domain/operations/caller';
import { isAssignedTo, personName, qualified } from '../../domain/operations/sql';
import { propertyName } from '../../domain/property-name';
import { costaRicaDayStart, csvDate } from '../../lib/csv';
import { containsText, pageOf } from '../../lib/listing';
import { HttpProblem, ValidationFailure } from '../../lib/problem';
import { drawFrom, issuable, statusAt, storedStatusAt } from '../certificates';
import { assertWithin, harvestAreaOf, type HarvestGeometry } from './harvest-area';

/** What the regent sends, as checked by originIssueSchema. */
export interface IssueInput {
  propertyId: number;
  species: Array<{ code?: string | null; scientificName: string; commonName: string; volume: number }>;
  productForm: ProductForm;
  harvestFrom: string;
  harvestTo: string;
  boundaryId?: number | null;
  /** The part of the boundary the wood was cut from (unchecked GeoJSON; harvest-area.ts checks it). */
  harvestArea?: unknown;
  buyerName: string | null;
  destination: string | null;
  vehiclePlate: string | null;
}

/** The admin list's filters. */
export interface OriginFilters {
  status?: OriginStatus;
  propertyId?: number;
  regentId?: number;
  species?: string;
  /** Issued on or after this Costa Rican day (YYYY-MM-DD). */
  from?: string;
  /** Issued on or before this Costa Rican day. */
  to?: string;
}

/** A json_build_object's value: an object from PostgreSQL, a string from some drivers. */
const json = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);


const nextDay = (day: string) => new Date(costaRicaDayStart(day).getTime() + 24 * 3600 * 1000);

const pdfPath = (number: string) => `/api/origin/${encodeURIComponent(number)}/pdf`;

const itemColumns = {
  id: originCertificates.id,
  number: originCertificates.number,
  status: originCertificates.status,
  propertyId: originCertificates.propertyId,
  fantasyName: properties.fantasyName,
  sheetNumber: properties.sheetNumber,
  periodId: originCertificates.periodId,
  regentId: originCertificates.regentId,
  regentName: originCertificates.regentName,
  productForm: originCertificates.productForm,
  volume: originCertificates.volume,
  harvestFrom: originCertificates.harvestFrom,
  harvestTo: originCertificates.harvestTo,
  boundaryVersion: propertyBoundaries.version,
  harvestAreaHectares: originCertificates.harvestAreaHectares,
  buyerName: originCertificates.buyerName,
  destination: originCertificates.destination,
  vehiclePlate: originCertificates.vehiclePlate,
  issuedAt: originCertificates.issuedAt,
  annulledAt: originCertificates.annulledAt,
  annulReason: originCertificates.annulReason,
};

type ItemRow = {
  id: number;
  number: string;
  status: string;
  propertyId: number;
  fantasyName: string | null;
  sheetNumber: string | null;
  periodId: number;
  regentId: number | null;
  regentName: string;
  productForm: string;
  volume: number;
  harvestFrom: string;
  harvestTo: string;
  boundaryVersion: number;
  harvestAreaHectares: number | null;
  buyerName: string | null;
  destination: string | null;
  vehiclePlate: string | null;
  issuedAt: Date;
  annulledAt: Date | null;
  annulReason: string | null;
};

type SpeciesLine = OriginCertificate['species'][number];

/** The species of each origin certificate of `ids`, in the order its regent wrote them. */
export async function originSpecies(db: Database, ids: readonly number[]): Promise<Map<number, SpeciesLine[]>> {
  const lines = new Map<number, SpeciesLine[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return lines;
  const rows = await db
    .select({
      certificateId: originCertificateSpecies.originCertificateId,
      code: originCertificateSpecies.code,
      scientificName: originCertificateSpecies.scientificName,
      commonName: originCertificateSpecies.commonName,
      volume: originCertificateSpecies.volume,
    })
    .from(originCertificateSpecies)
    .where(inArray(originCertificateSpecies.originCertificateId, [...ids]))
    .orderBy(originCertificateSpecies.originCertificateId, originCertificateSpecies.position);
  for (const { certificateId, ...line } of rows) lines.get(certificateId)?.push({ ...line, volume: Number(line.volume) });
  return lines;
}

export function originRepository(db: Database) {
  const speciesOf = (ids: readonly number[]) => originSpecies(db, ids);

  function toItem(row: ItemRow, species: SpeciesLine[]): OriginCertificate {
    return {
      number: row.number,
      status: row.status as OriginStatus,
      propertyId: row.propertyId,
      propertyName: propertyName({ id: row.propertyId, fantasyName: row.fantasyName, sheetNumber: row.sheetNumber }),
      periodId: row.periodId,
      regentId: row.regentId,
      regentName: row.regentName,
      productForm: row.productForm as ProductForm,
      species,
      volume: Number(row.volume),
      harvestFrom: row.harvestFrom,
      harvestTo: row.harvestTo,
      boundaryVersion: row.boundaryVersion,
      harvestAreaHectares: row.harvestAreaHectares === null ? null : Number(row.harvestAreaHectares),
      buyerName: row.buyerName,
      destination: row.destination,
      vehiclePlate: row.vehiclePlate,
      issuedAt: row.issuedAt.toISOString(),
      annulledAt: row.annulledAt?.toISOString() ?? null,
      annulReason: row.annulReason,
      page: paths.origen(row.number),
      pdf: pdfPath(row.number),
    };
  }

  const listed = () =>
    db
      .select(itemColumns)
      .from(originCertificates)
      .innerJoin(properties, eq(properties.id, originCertificates.propertyId))
      .innerJoin(propertyBoundaries, eq(propertyBoundaries.id, originCertificates.boundaryId))
      .$dynamic();

  async function withSpecies(rows: ItemRow[]): Promise<OriginCertificate[]> {
    const species = await speciesOf(rows.map((row) => row.id));
    return rows.map((row) => toItem(row, species.get(row.id) ?? []));
  }

  async function page(query: { page: number; visibleRecords: number }, where: SQL | undefined): Promise<Page<OriginCertificate>> {
    const found = await pageOf(query, {
      rows: listed(),
      total: db.select({ n: count() }).from(originCertificates).innerJoin(properties, eq(properties.id, originCertificates.propertyId)).$dynamic(),
      where,
      order: [desc(originCertificates.issuedAt), desc(originCertificates.id)],
      toItem: (row) => row,
    });
    return { rows: await withSpecies(found.rows), total: found.total };
  }

  /** Whether the caller may read the property's ledger: an administrator, its owner, its assigned regent. */
  async function mayRead(propertyId: number, caller: Caller): Promise<boolean> {
    if (hasRole(caller, 'Administrador')) return true;
    const [row] = await db
      .select({
        customerId: properties.customerId,
        assigned: isAssignedTo(caller.id),
      })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (!row) return false;
    return (hasRole(caller, 'Cliente') && row.customerId === caller.id) || (hasRole(caller, 'Regente') && Boolean(row.assigned));
  }

  const searched = [
    originCertificates.number,
    originCertificates.buyerName,
    originCertificates.destination,
    originCertificates.vehiclePlate,
    sql`(select string_agg(s.scientific_name || ' ' || s.common_name, ' ') from ${originCertificateSpecies} s where s.origin_certificate_id = ${originCertificates.id})`,
  ];

  function filtersOf(filters: OriginFilters): SQL | undefined {
    return and(
      filters.status ? eq(originCertificates.status, filters.status) : undefined,
      filters.propertyId ? eq(originCertificates.propertyId, filters.propertyId) : undefined,
      filters.regentId ? eq(originCertificates.regentId, filters.regentId) : undefined,
      filters.species
        ? sql`exists (select 1 from ${originCertificateSpecies} s where s.origin_certificate_id = ${originCertificates.id} and (${containsText([sql`s.scientific_name`, sql`s.common_name`], filters.species)}))`
        : undefined,
      filters.from ? gte(originCertificates.issuedAt, costaRicaDayStart(filters.from)) : undefined,
      filters.to ? lt(originCertificates.issuedAt, nextDay(filters.to)) : undefined,
    );
  }

  return {
    /**
     * Issues an origin certificate, in one transaction that locks the property's row and its period in course: only
     * its assigned regent (404 otherwise, as for any property not theirs), only while its certificate is Vigente
     * (409), from the approved boundary (409 without one), with harvest dates inside the certificate's validity and
     * not in the future (400), and never beyond the period's remaining volume (409 naming what remains). Twenty
     * regents' requests at once are served one after the other by the row lock: the sum never passes the limit.
     */
    async issue(input: IssueInput, regentId: number, now = new Date()): Promise<OriginCertificate> {
      // a part of the boundary is checked on its own before the lock; within the boundary once it is read
      const part = input.harvestArea === undefined || input.harvestArea === null ? undefined : harvestAreaOf(input.harvestArea);
      return db.transaction(async (tx) => {
        // the property locked, with all the issue needs to know of it in one statement: its regent, its certificate, its
        // approved boundary and the regent's printed name
        const [property] = await tx
          .select({
            fantasyName: properties.fantasyName,
            sheetNumber: properties.sheetNumber,
            status: properties.certificateStatus,
            validUntil: properties.validUntil,
            certifiedAt: properties.certifiedAt,
            assigned: isAssignedTo(regentId),
            boundary: sql<{ id: number; version: number; geometry: BoundaryGeometry | null } | null>`(select json_build_object('id', b.id, 'version', b.version, 'geometry', ${part ? sql`b.geometry` : sql`null`}) from ${propertyBoundaries} b where b.property_id = ${qualified(properties.id)} and b.status = ${BOUNDARY_STATUS.approved})`,
            regent: sql<{ name: string; licence: string | null }>`(select json_build_object('name', ${personName(users)}, 'licence', ${users.licenceNumber}) from ${users} where ${users.id} = ${regentId})`,
          })
          .from(properties)
          .where(eq(properties.id, input.propertyId))
          .for('update', { of: properties });
        if (!property?.assigned) throw new HttpProblem(404, ORIGIN_MSG.notAssigned);
        if (!property.status || !property.certifiedAt) throw new HttpProblem(409, ORIGIN_MSG.notCertified);
        const status = statusAt(property.status as CertificateLifecycleStatus, property.validUntil, now);
        if (!issuable(status)) throw new HttpProblem(409, ORIGIN_MSG.notInForce(status));

        const today = csvDate(now.toISOString());
        const first = csvDate(property.certifiedAt.toISOString());
        const last = property.validUntil ? csvDate(property.validUntil.toISOString()) : today;
        if (input.harvestTo > today || input.harvestFrom > today) throw new ValidationFailure([ORIGIN_MSG.harvestFuture]);
        if (input.harvestFrom < first || input.harvestTo > last) throw new ValidationFailure([ORIGIN_MSG.harvestOutside(first, last)]);

        const boundary = json(property.boundary);
        if (!boundary) throw new HttpProblem(409, ORIGIN_MSG.noBoundary);
        if (input.boundaryId && input.boundaryId !== boundary.id) throw new ValidationFailure([ORIGIN_MSG.boundaryNotApproved]);
        if (part) assertWithin(part, boundary.geometry!);

        // the period in course, read once the property is locked (a statement of its own: in PostgreSQL a statement that
        // waited for the lock still sees the others' writes only from its start): what it authorises and has issued
        const [period] = await tx
          .select({ id: certificatePeriods.id, authorised: certificatePeriods.authorisedVolume, issued: certificatePeriods.issuedVolume })
          .from(certificatePeriods)
          .where(and(eq(certificatePeriods.propertyId, input.propertyId), lte(certificatePeriods.startsAt, now), gt(certificatePeriods.endsAt, now)))
          .orderBy(desc(certificatePeriods.startsAt))
          .limit(1);
        if (!period) throw new HttpProblem(409, ORIGIN_MSG.noPeriod);
        const volume = roundVolume(input.species.reduce((sum, line) => sum + litres(line.volume), 0) / 1000);
        const remaining = roundVolume((litres(Number(period.authorised)) - litres(Number(period.issued))) / 1000);
        if (litres(volume) > litres(remaining)) throw new HttpProblem(409, ORIGIN_MSG.exceeds(remaining, volume));

        const regent = json(property.regent);
        const values = {
          propertyId: input.propertyId,
          periodId: period.id,
          regentId,
          regentName: regent?.name ?? '',
          regentLicence: regent?.licence ?? null,
          productForm: input.productForm,
          volume,
          harvestFrom: input.harvestFrom,
          harvestTo: input.harvestTo,
          boundaryId: boundary.id,
          harvestAreaHectares: part ? Number(part.hectares.toFixed(4)) : null,
          buyerName: input.buyerName,
          destination: input.destination,
          vehiclePlate: input.vehiclePlate,
          issuedAt: now,
        };
        const species = input.species.map((line) => ({
          code: line.code ?? null,
          scientificName: line.scientificName,
          commonName: line.commonName,
          volume: roundVolume(line.volume),
        }));
        // the certificate, its species and the period's running total in one statement; the number from the sequence,
        // never reused, even by a transaction rolled back
        const written = (await tx.execute(sql`
          with created as (
            insert into ${originCertificates} (number, property_id, period_id, regent_id, regent_name, regent_licence, product_form, volume,
              harvest_from, harvest_to, boundary_id, harvest_area, harvest_area_hectares, buyer_name, destination, vehicle_plate, issued_at)
            values (${`CO-${today.slice(0, 4)}-`} || lpad(nextval('origin_certificate_number_seq')::text, 6, '0'), ${values.propertyId}, ${values.periodId},
              ${regentId}, ${values.regentName}, ${values.regentLicence}, ${values.productForm}, ${volume.toFixed(3)}::numeric,
              ${values.harvestFrom}::date, ${values.harvestTo}::date, ${values.boundaryId}, ${part ? JSON.stringify(part.geometry) : null}::jsonb,
              ${part ? part.hectares.toFixed(4) : null}::numeric, ${values.buyerName}, ${values.destination},
              ${values.vehiclePlate}, ${now.toISOString()}::timestamptz)
            returning id, number
          ), lines as (
            insert into ${originCertificateSpecies} (origin_certificate_id, position, code, scientific_name, common_name, volume)
            select created.id, line.position, line.code, line.scientific_name, line.common_name, line.volume
            from created, (values ${sql.join(
              species.map((line, position) => sql`(${position}::integer, ${line.code}::text, ${line.scientificName}::text, ${line.commonName}::text, ${line.volume.toFixed(3)}::numeric)`),
              sql`, `,
            )}) as line(position, code, scientific_name, common_name, volume)
          ), drawn as (
            update ${certificatePeriods} set issued_volume = issued_volume + ${volume.toFixed(3)}::numeric where id = ${period.id}
          )
          select id, number from created`)) as unknown as { rows: Array<{ id: number; number: string }> };
        const created = written.rows[0]!;
        return toItem(
          { ...values, id: created.id, number: created.number, status: ORIGIN_STATUS.valid, fantasyName: property.fantasyName, sheetNumber: property.sheetNumber, boundaryVersion: boundary.version, buyerName: input.buyerName, annulledAt: null, annulReason: null, regentName: values.regentName },
          species,
        );
      });
    },

    /** Annuls a valid origin certificate with a public reason (an administrator): its volume returns to its period; 409 when already annulled. */
    async annul(number: string, reason: string, adminId: number, now = new Date()): Promise<OriginCertificate> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: originCertificates.id, status: originCertificates.status, periodId: originCertificates.periodId, volume: originCertificates.volume })
          .from(originCertificates)
          .where(eq(originCertificates.number, number))
          .for('update');
        if (!row) throw new HttpProblem(404, ORIGIN_MSG.notFound);
        if (row.status === ORIGIN_STATUS.annulled) throw new HttpProblem(409, ORIGIN_MSG.alreadyAnnulled);
        // its volume goes back to its period
        await drawFrom(tx, row.periodId, -Number(row.volume));
        await tx
          .update(originCertificates)
          .set({ status: ORIGIN_STATUS.annulled, annulledAt: now, annulledById: adminId, annulReason: reason })
          .where(eq(originCertificates.id, row.id));
      });
      return (await withSpecies(await listed().where(eq(originCertificates.number, number))))[0]!;
    },

    /** A property's ledger: each period of its certificate with what it authorised, issued, annulled and has left. */
    async ledger(propertyId: number, caller: Caller, now = new Date()): Promise<OriginLedger | undefined> {
      if (!(await mayRead(propertyId, caller))) return undefined;
      const [property] = await db
        .select({
          id: properties.id,
          fantasyName: properties.fantasyName,
          sheetNumber: properties.sheetNumber,
          status: properties.certificateStatus,
          validUntil: properties.validUntil,
          assigned: isAssignedTo(caller.id),
          boundaryVersion: sql<number | null>`(select b.version from ${propertyBoundaries} b where b.property_id = ${qualified(properties.id)} and b.status = ${BOUNDARY_STATUS.approved})`,
        })
        .from(properties)
        .where(eq(properties.id, propertyId));
      if (!property?.status) return undefined;
      const status = storedStatusAt(property.status, property.validUntil, now)!;
      const periods = await db
        .select({
          id: certificatePeriods.id,
          startsAt: certificatePeriods.startsAt,
          endsAt: certificatePeriods.endsAt,
          authorised: certificatePeriods.authorisedVolume,
          issued: sql<string>`coalesce(sum(${originCertificates.volume}) filter (where ${originCertificates.status} = ${ORIGIN_STATUS.valid}), 0)`,
          annulled: sql<string>`coalesce(sum(${originCertificates.volume}) filter (where ${originCertificates.status} = ${ORIGIN_STATUS.annulled}), 0)`,
          count: sql<number>`count(${originCertificates.id})::int`,
        })
        .from(certificatePeriods)
        .leftJoin(originCertificates, eq(originCertificates.periodId, certificatePeriods.id))
        .where(eq(certificatePeriods.propertyId, propertyId))
        .groupBy(certificatePeriods.id)
        .orderBy(desc(certificatePeriods.startsAt));
      const rows = periods.map((period) => {
        const authorised = Number(period.authorised);
        const issued = roundVolume(Number(period.issued));
        return {
          id: period.id,
          startsAt: period.startsAt.toISOString(),
          endsAt: period.endsAt.toISOString(),
          current: period.startsAt <= now && now < period.endsAt,
          authorised,
          issued,
          annulled: roundVolume(Number(period.annulled)),
          remaining: roundVolume((litres(authorised) - litres(issued)) / 1000),
          count: Number(period.count),
        };
      });
      const current = rows.find((period) => period.current);
      return {
        propertyId,
        propertyName: propertyName(property),
        certificateStatus: status,
        validUntil: property.validUntil?.toISOString() ?? null,
        canIssue:
          hasRole(caller, 'Regente') && Boolean(property.assigned) && status === CERTIFICATE_STATUS.valid && property.boundaryVersion !== null && (current?.remaining ?? 0) > 0,
        boundaryVersion: property.boundaryVersion === null ? null : Number(property.boundaryVersion),
        periods: rows,
      };
    },

    /** A page of a property's origin certificates, newest first, searched by `param`; undefined when the caller may not see it. */
    async ofProperty(propertyId: number, caller: Caller, query: FilteredQuery): Promise<Page<OriginCertificate> | undefined> {
      if (!(await mayRead(propertyId, caller))) return undefined;
      return page(query, and(eq(originCertificates.propertyId, propertyId), containsText(searched, query.param)));
    },

    /** The administrators' page of every origin certificate, filtered and searched. */
    all: (query: FilteredQuery, filters: OriginFilters) => page(query, and(filtersOf(filters), containsText(searched, query.param))),

    /** Every origin certificate of a list (a CSV), newest first. */
    async everyOne(where: { propertyId: number; caller: Caller } | { filters: OriginFilters; param: string }): Promise<OriginCertificate[] | undefined> {
      if ('caller' in where && !(await mayRead(where.propertyId, where.caller))) return undefined;
      const condition = 'caller' in where ? eq(originCertificates.propertyId, where.propertyId) : and(filtersOf(where.filters), containsText(searched, where.param));
      return withSpecies(await listed().where(condition).orderBy(desc(originCertificates.issuedAt), desc(originCertificates.id)));
    },

    /** The volume issued per species and Costa Rican month (valid certificates), newest month first. */
    async speciesMonths(filters: OriginFilters) {
      const month = sql<string>`to_char(${originCertificates.issuedAt} at time zone 'America/Costa_Rica', 'YYYY-MM')`;
      const rows = await db
        .select({
          month,
          scientificName: originCertificateSpecies.scientificName,
          commonName: sql<string>`min(${originCertificateSpecies.commonName})`,
          volume: sql<string>`sum(${originCertificateSpecies.volume})`,
          count: sql<number>`count(distinct ${originCertificates.id})::int`,
        })
        .from(originCertificateSpecies)
        .innerJoin(originCertificates, eq(originCertificates.id, originCertificateSpecies.originCertificateId))
        .where(and(filtersOf({ ...filters, status: ORIGIN_STATUS.valid })))
        .groupBy(month, originCertificateSpecies.scientificName)
        .orderBy(desc(month), asc(originCertificateSpecies.scientificName));
      return rows.map((row) => ({ ...row, volume: roundVolume(Number(row.volume)), count: Number(row.count) }));
    },

    /** The public view of `/Origen/{number}`: the certificate, its property's certificate now, the regent and the plot. */
    /** The public view of the origin certificate `number` (see publicViews); undefined when there is none. */
    async publicView(number: string, now = new Date()) {
      return (await this.publicViews([number], now)).get(number);
    },

    /**
     * What the public page and the PDF of each origin certificate of `numbers` show, by number, read in two statements
     * however many there are (a shipment's due-diligence file asks for hundreds): the certificate with its species, its
     * property's certificate now, the place, the period's volume, and the boundary it was cut from.
     */
    async publicViews(numbers: readonly string[], now = new Date()) {
      const unique = [...new Set(numbers)];
      const rows = await db
        .select({
          ...itemColumns,
          regentLicence: originCertificates.regentLicence,
          propertyStatus: properties.certificateStatus,
          validUntil: properties.validUntil,
          boundaryPublic: properties.boundaryPublic,
          district: districts.name,
          canton: cantons.name,
          province: provinces.name,
          authorised: certificatePeriods.authorisedVolume,
          issued: certificatePeriods.issuedVolume,
          geometry: propertyBoundaries.geometry,
          harvestArea: originCertificates.harvestArea,
          areaHectares: propertyBoundaries.areaHectares,
          centroidLon: propertyBoundaries.centroidLon,
          centroidLat: propertyBoundaries.centroidLat,
        })
        .from(originCertificates)
        .innerJoin(properties, eq(properties.id, originCertificates.propertyId))
        .innerJoin(propertyBoundaries, eq(propertyBoundaries.id, originCertificates.boundaryId))
        .innerJoin(certificatePeriods, eq(certificatePeriods.id, originCertificates.periodId))
        .innerJoin(districts, eq(districts.id, properties.districtId))
        .innerJoin(cantons, eq(cantons.id, districts.cantonId))
        .innerJoin(provinces, eq(provinces.id, cantons.provinceId))
        .where(unique.length === 0 ? sql`false` : inArray(originCertificates.number, unique));
      const items = await withSpecies(rows);
      return new Map(
        rows.map((row, index) => {
          const issued = Number(row.issued);
          return [
            row.number,
            {
              item: items[index]!,
              regentLicence: row.regentLicence,
              certificateStatus: storedStatusAt(row.propertyStatus, row.validUntil, now) ?? CERTIFICATE_STATUS.withdrawn,
              validUntil: row.validUntil,
              place: { district: row.district, canton: row.canton, province: row.province },
              authorised: Number(row.authorised),
              remaining: roundVolume((litres(Number(row.authorised)) - litres(issued)) / 1000),
              boundary: { geometry: row.geometry, areaHectares: Number(row.areaHectares), centroidLon: row.centroidLon, centroidLat: row.centroidLat, exact: row.boundaryPublic },
              harvestArea: row.harvestArea as HarvestGeometry | null,
            },
          ] as const;
        }),
      );
    },
  };
}

export type OriginRepository = ReturnType<typeof originRepository>;

/** The valid origin certificates drawn from a property's certificate, newest first: the first `limit` numbers and how many more. */
export async function validOriginNumbers(db: Database, propertyId: number, limit = 10): Promise<{ numbers: string[]; more: number }> {
  const rows = await db
    .select({ number: originCertificates.number, total: sql<number>`count(*) over ()` })
    .from(originCertificates)
    .where(and(eq(originCertificates.propertyId, propertyId), eq(originCertificates.status, ORIGIN_STATUS.valid)))
    .orderBy(desc(originCertificates.issuedAt), desc(originCertificates.id))
    .limit(limit);
  return { numbers: rows.map((row) => row.number), more: rows.length === 0 ? 0 : Number(rows[0]!.total) - rows.length };
}
