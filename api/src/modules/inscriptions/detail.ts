import { asc, eq, sql } from 'drizzle-orm';
import {
  CLIENT_UPLOADS,
  ENROLMENT_ACTIONS,
  enrolmentIdentificationType,
  type EnrolmentDetail,
  type FileRef,
} from '@portal/shared-api';
import type { Database } from '../../db/client';
import { categories, enrolmentTransitions, enrolments, extraProperties, properties, users } from '../../db/schema';
import { lookup, referenceData } from '../../domain/reference';
import { enrolmentsRepository } from './repository';

/** Who is looking: administrators see every enrolment, a client only their own. */
export interface Viewer {
  id: number;
  isAdmin: boolean;
}

const CLIENT_STEPS = Object.keys(CLIENT_UPLOADS) as Array<keyof typeof CLIENT_UPLOADS>;

const actorName = sql<string | null>`concat_ws(' ', ${users.firstName}, nullif(${users.middleName}, ''), ${users.lastName},
  nullif(${users.secondLastName}, ''))`;

/** What the viewer may do now: the administrator's actions of the status, or the owner's upload. */
function actionsFor(status: EnrolmentDetail['status'], viewer: Viewer, isOwner: boolean): EnrolmentDetail['actions'] {
  const actions: Array<EnrolmentDetail['actions'][number]> = viewer.isAdmin ? [...ENROLMENT_ACTIONS[status]] : [];
  if (isOwner) {
    for (const step of CLIENT_STEPS) if (CLIENT_UPLOADS[step].from === status) actions.push(step);
  }
  return actions;
}

/**
 * The whole enrolment (spec §3 Enrolment detail) with its files as private download links, the
 * actions the viewer may take and its history; undefined when it does not exist or the viewer may
 * not see it (the same answer, so ids cannot be probed).
 */
export async function enrolmentDetail(db: Database, id: number, viewer: Viewer): Promise<EnrolmentDetail | undefined> {
  const [row] = await db
    .select({ enrolment: enrolments, category: { name: categories.name, consecutive: categories.consecutive, isGroup: categories.isGroup } })
    .from(enrolments)
    .innerJoin(categories, eq(categories.id, enrolments.categoryId))
    .where(eq(enrolments.id, id));
  if (!row) return undefined;
  const { enrolment: e, category } = row;
  const isOwner = e.customerId === viewer.id;
  if (!viewer.isAdmin && !isOwner) return undefined;

  const [propertyRows, extraRows, history, ref] = await Promise.all([
    db.select().from(properties).where(eq(properties.enrolmentId, id)).orderBy(asc(properties.id)),
    db.select().from(extraProperties).where(eq(extraProperties.enrolmentId, id)).orderBy(asc(extraProperties.id)),
    db
      .select({
        from: enrolmentTransitions.fromStatus,
        to: enrolmentTransitions.toStatus,
        actor: actorName,
        at: enrolmentTransitions.at,
        notes: enrolmentTransitions.notes,
      })
      .from(enrolmentTransitions)
      .leftJoin(users, eq(users.id, enrolmentTransitions.actorId))
      .where(eq(enrolmentTransitions.enrolmentId, id))
      .orderBy(asc(enrolmentTransitions.at), asc(enrolmentTransitions.id)),
    referenceData(db),
  ]);
  const links = await enrolmentsRepository(db).fileLinks(
    id,
    [
      e.identifierFrontId,
      e.identifierBackId,
      e.legalIdentifierFrontId,
      e.swornDeclarationId,
      e.secondSwornDeclarationId,
      e.remediationFileId,
      e.paymentVoucherId,
      e.flexFile1Id,
      e.flexFile2Id,
      e.flexFile3Id,
      e.flexFile4Id,
      e.flexFile5Id,
      ...propertyRows.map((p) => p.powerFileId),
    ],
  );
  const link = (fileId: number | null): FileRef | null => (fileId === null ? null : (links.get(fileId) ?? null));
  const place = (districtId: number) => {
    const { district, canton, province } = lookup(ref.places, districtId, 'district');
    return { district, canton, province };
  };
  const flex = [
    [e.flexFileName1, e.flexFile1Id],
    [e.flexFileName2, e.flexFile2Id],
    [e.flexFileName3, e.flexFile3Id],
    [e.flexFileName4, e.flexFile4Id],
    [e.flexFileName5, e.flexFile5Id],
  ] as const;

  return {
    id: e.id,
    identificationType: enrolmentIdentificationType(e.identificationTypeId),
    identificationTypeId: e.identificationTypeId,
    fullName: e.fullName,
    identification: e.identification,
    identifierFront: link(e.identifierFrontId),
    identifierBack: link(e.identifierBackId),
    legalName: e.legalName,
    businessIdentification: e.businessIdentification,
    legalIdentifierFront: link(e.legalIdentifierFrontId),
    ...place(e.districtId),
    address: e.address,
    email: e.email,
    phoneNumber: e.phoneNumber,
    category: category.name,
    categoryConsecutive: category.consecutive,
    isCategoryGroup: category.isGroup,
    price: e.price,
    notes: e.notes,
    status: e.status,
    dateSolicited: e.dateSolicited.toISOString(),
    dateApproved: e.dateApproved ? e.dateApproved.toISOString() : null,
    remediationFile: link(e.remediationFileId),
    paymentVoucher: link(e.paymentVoucherId),
    flexFiles: flex.filter(([name, fileId]) => name || fileId !== null).map(([name, fileId]) => ({ name: name ?? '', file: link(fileId) })),
    swornDeclaration: link(e.swornDeclarationId),
    secondSwornDeclaration: link(e.secondSwornDeclarationId),
    properties: propertyRows.map((p) => ({
      id: p.id,
      fantasyName: p.fantasyName,
      sheetNumber: p.sheetNumber,
      address: p.address,
      ownership: p.ownership,
      area: p.area,
      certificationArea: p.certificationArea,
      psaNumber: p.psaNumber,
      volume: p.volume,
      ...place(p.districtId),
      anualityCost: p.anualityCost,
      visitationCost: p.visitationCost,
      visitationAmount: p.visitationAmount,
      power: link(p.powerFileId),
      certified: p.certifiedAt !== null,
    })),
    extraProperties: extraRows.map((x) => ({ id: x.id, name: x.name, ...place(x.districtId), address: x.address, timber: x.timber })),
    actions: actionsFor(e.status, viewer, isOwner),
    history: history.map((h) => ({ from: h.from, to: h.to, actor: h.actor || null, at: h.at.toISOString(), notes: h.notes })),
    version: e.version,
  };
}
