import { eq, inArray } from 'drizzle-orm';
import {
  CERTIFICATE_MEANING,
  MAIL_TEXTS,
  formatDateTimeIn,
  paths,
  type CertificateLifecycleStatus,
  type EnrolmentStatus,
} from '@portal/shared-api';
import type { Database } from '../db/client';
import { categories, enrolments, properties, users } from '../db/schema';
import { enqueueMail, type OutgoingMail } from './outbox';
import { noticeWatchers } from '../modules/watchlist/repository';

type Told = 'Pagar' | 'Subsanar' | 'Aceptada' | 'Rechazada';

/** The enrolment statuses its owner must hear of, and the page each leads to: each asks them to act, or tells the outcome. */
const LINK: Record<Told, string> = {
  Pagar: paths.inscripcionClientIndex(),
  Subsanar: paths.inscripcionClientIndex(),
  Aceptada: paths.propiedadesMisPropiedadesAceptadas(),
  Rechazada: paths.inscripcionClientIndex(),
};

const letter = (name: string, ...paragraphs: string[]) => [MAIL_TEXTS.greeting(name), '', ...paragraphs.flatMap((p) => [p, '']), MAIL_TEXTS.signature].join('\n');

/**
 * Queues the owner's message for an enrolment that moved to `status` (version `version`), inside the transition's
 * transaction; nothing for a status the owner need not hear of. The key is the enrolment's version: one message per step.
 */
export async function noticeEnrolment(tx: Database, enrolmentId: number, status: EnrolmentStatus, version: number, notes?: string): Promise<void> {
  if (!(status in LINK)) return;
  const kind = status as Told;
  const [row] = await tx
    .select({ id: enrolments.id, price: enrolments.price, customerId: enrolments.customerId, email: users.email, name: users.firstName, category: categories.name })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.customerId))
    .leftJoin(categories, eq(categories.id, enrolments.categoryId))
    .where(eq(enrolments.id, enrolmentId));
  if (!row) return;
  const texts = MAIL_TEXTS.inscription[kind];
  const category = row.category ?? '';
  const body = kind === 'Pagar' ? MAIL_TEXTS.inscription.Pagar.body(row.id, category, Number(row.price)) : MAIL_TEXTS.inscription[kind].body(row.id, category);
  await enqueueMail(tx, {
    key: `inscripcion.${row.id}.v${version}`,
    kind: 'inscripcion',
    to: row.email,
    userId: row.customerId,
    subject: texts.subject(row.id),
    text: letter(row.name, body, ...(notes?.trim() ? [MAIL_TEXTS.inscription.notes(notes.trim())] : [])),
    link: LINK[kind],
  });
}

/** The owners of certified properties, each with the name their property goes by in a message. */
export async function ownersOf(tx: Database, propertyIds: readonly number[]) {
  const rows = await tx
    .select({ id: properties.id, fantasyName: properties.fantasyName, sheetNumber: properties.sheetNumber, customerId: properties.customerId, email: users.email, name: users.firstName })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.customerId))
    .where(inArray(properties.id, [...propertyIds]));
  return rows.map((row) => ({ ...row, property: row.fantasyName || row.sheetNumber || `la propiedad ${row.id}` }));
}

export interface CertificateNotice {
  propertyId: number;
  /** The history row of the change: one message per change. */
  eventId: number;
  status: CertificateLifecycleStatus;
  reason: string;
  at: Date;
}

/** Queues the owners' messages for certificates that changed status (suspended, reinstated, withdrawn, expired). */
export async function noticeCertificates(tx: Database, changes: readonly CertificateNotice[]): Promise<void> {
  if (changes.length === 0) return;
  const owners = await ownersOf(tx, changes.map((change) => change.propertyId));
  const byId = new Map(owners.map((owner) => [owner.id, owner]));
  const mails: OutgoingMail[] = [];
  for (const change of changes) {
    const owner = byId.get(change.propertyId);
    if (!owner) continue;
    const property = owner.property;
    mails.push({
      key: `certificado.${change.propertyId}.${change.eventId}`,
      kind: 'certificado',
      to: owner.email,
      userId: owner.customerId,
      subject: MAIL_TEXTS.certificate.subject(change.propertyId, property, change.status),
      text: letter(
        owner.name,
        MAIL_TEXTS.certificate.body(change.propertyId, property, change.status, formatDateTimeIn(change.at)),
        MAIL_TEXTS.certificate.reason(change.reason),
        CERTIFICATE_MEANING[change.status],
      ),
      link: paths.perfilPropiedad(change.propertyId),
    });
  }
  await enqueueMail(tx, mails);
  // and whoever watches them, once each
  await noticeWatchers(tx, changes);
}

export interface RenewalNotice {
  renewalId: number;
  propertyId: number;
  accepted: boolean;
  /** The new end of the validity, when accepted. */
  validUntil?: Date;
  /** Why, when rejected. */
  reason?: string;
}

/** Queues the owner's message of an administrator's decision on their renewal (one per renewal). */
export async function noticeRenewal(tx: Database, notice: RenewalNotice): Promise<void> {
  const [owner] = await ownersOf(tx, [notice.propertyId]);
  if (!owner) return;
  const texts = notice.accepted ? MAIL_TEXTS.renewal.accepted : MAIL_TEXTS.renewal.rejected;
  const body = notice.accepted
    ? MAIL_TEXTS.renewal.accepted.body(owner.id, owner.property, formatDateTimeIn(notice.validUntil!))
    : MAIL_TEXTS.renewal.rejected.body(owner.id, owner.property);
  await enqueueMail(tx, {
    key: `renovacion.${notice.renewalId}.decision`,
    kind: 'renovacion',
    to: owner.email,
    userId: owner.customerId,
    subject: texts.subject(owner.id, owner.property),
    text: letter(owner.name, body, ...(notice.reason ? [MAIL_TEXTS.renewal.rejected.reason(notice.reason)] : [])),
    link: paths.propiedadesRenovar(owner.id),
  });
}

export interface VisitNotice {
  appointmentId: number;
  startsAt: Date;
  propertyId: number;
  customerId: number;
  certifierId: number;
  bookedById: number;
  notes?: string | null;
}

/**
 * Queues the message of a booked visit for whoever did not book it: the regent a client chose is told it was assigned
 * to them, the owner is told their regent recorded one (a regent books the visit they made). Who booked it needs none.
 */
export async function noticeVisit(tx: Database, visit: VisitNotice): Promise<void> {
  const [property] = await tx
    .select({ fantasyName: properties.fantasyName, sheetNumber: properties.sheetNumber, address: properties.address })
    .from(properties)
    .where(eq(properties.id, visit.propertyId));
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [visit.customerId, visit.certifierId]));
  const person = (id: number) => people.find((p) => p.id === id);
  const client = person(visit.customerId);
  const regent = person(visit.certifierId);
  if (!property || !client || !regent) return;
  const name = property.fantasyName || property.sheetNumber || `la propiedad ${visit.propertyId}`;
  const notes = visit.notes?.trim() ? [MAIL_TEXTS.visit.notes(visit.notes.trim())] : [];
  const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
  const when = formatDateTimeIn(visit.startsAt);
  // each side is told by the other's name; who booked the visit is told nothing
  const sides = [
    { to: regent, other: client, role: 'regente', texts: MAIL_TEXTS.visit.assigned, link: paths.citasMisCitas() },
    { to: client, other: regent, role: 'cliente', texts: MAIL_TEXTS.visit.recorded, link: paths.propiedadesCitasPropiedad(visit.propertyId) },
  ];
  const mails: OutgoingMail[] = sides
    .filter((side) => side.to.id !== visit.bookedById)
    .map((side) => ({
      key: `visita.${visit.appointmentId}.${side.role}`,
      kind: 'visita',
      to: side.to.email,
      userId: side.to.id,
      subject: side.texts.subject(visit.appointmentId, name),
      text: letter(side.to.firstName, side.texts.body(visit.appointmentId, fullName(side.other), name, property.address, when), ...notes),
      link: side.link,
    }));
  await enqueueMail(tx, mails);
}
