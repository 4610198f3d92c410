import { and, eq, inArray, lte } from 'drizzle-orm';
import { CERTIFICATE_MEANING, CERTIFICATE_STATUS, MAIL_TEXTS, formatDateTimeIn, paths } from '@portal/shared-api';
import { personName } from '../domain/operations/sql';
import { translations } from '../lib/language';
import type { Database } from '../db/client';
import { categories, enrolments, originCertificates, properties, shipmentLines, shipments, users, watchers, watches } from '../db/schema';
import { propertyName } from '../domain/property-name';
import { unsubscribePath, watchPage } from '../domain/watch-links';
import type { NoticeEvent } from '../events/notices';
import type { OutgoingMail } from '../mail/outbox';
import { validOriginNumbers } from '../modules/origin';
import { letter } from './letter';
import { watchMailTexts } from './watch-texts';

type Of<K extends NoticeEvent['kind']> = Extract<NoticeEvent, { kind: K }>;

/** The enrolment statuses its owner must hear of, and the page each leads to: each asks them to act, or tells the outcome. */
const ENROLMENT_LINK = {
  Pagar: paths.inscripcionClientIndex(),
  Subsanar: paths.inscripcionClientIndex(),
  Aceptada: paths.propiedadesMisPropiedadesAceptadas(),
  Rechazada: paths.inscripcionClientIndex(),
} as const;
type Told = keyof typeof ENROLMENT_LINK;

/** The owner's letter of an enrolment's step (one per version); none for a status the owner need not hear of. */
async function enrolmentLetters(tx: Database, event: Of<'inscripcion'>): Promise<OutgoingMail[]> {
  if (!(event.status in ENROLMENT_LINK)) return [];
  const kind = event.status as Told;
  const [row] = await tx
    .select({ id: enrolments.id, price: enrolments.price, customerId: enrolments.customerId, email: users.email, name: users.firstName, category: categories.name })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.customerId))
    .leftJoin(categories, eq(categories.id, enrolments.categoryId))
    .where(eq(enrolments.id, event.enrolmentId));
  if (!row) return [];
  const texts = MAIL_TEXTS.inscription[kind];
  const category = row.category ?? '';
  const body = kind === 'Pagar' ? MAIL_TEXTS.inscription.Pagar.body(row.id, category, Number(row.price)) : MAIL_TEXTS.inscription[kind].body(row.id, category);
  const notes = event.notes?.trim();
  return [
    {
      key: `inscripcion.${row.id}.v${event.version}`,
      kind: 'inscripcion',
      to: row.email,
      userId: row.customerId,
      subject: texts.subject(row.id),
      text: letter({ to: row.name }, body, ...(notes ? [MAIL_TEXTS.inscription.notes(notes)] : [])),
      link: ENROLMENT_LINK[kind],
    },
  ];
}

/** A property with its owner: who is written to about it, and the name it goes by. */
async function ownerOf(tx: Database, propertyId: number) {
  const [row] = await tx
    .select({ id: properties.id, fantasyName: properties.fantasyName, sheetNumber: properties.sheetNumber, customerId: properties.customerId, email: users.email, name: users.firstName })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.customerId))
    .where(eq(properties.id, propertyId));
  return row && { ...row, property: propertyName(row) };
}

/**
 * A certificate's change: the owner's letter, and one to each watcher who had confirmed by the time it was recorded
 * (`recordedAt`), in the watcher's language.
 */
async function certificateLetters(tx: Database, event: Of<'certificado'>, recordedAt: Date): Promise<OutgoingMail[]> {
  const owner = await ownerOf(tx, event.propertyId);
  if (!owner) return [];
  const at = formatDateTimeIn(new Date(event.at));
  // the loads already on the road under this certificate: their pages say the change at once
  const origin = await validOriginNumbers(tx, event.propertyId);
  const mails: OutgoingMail[] = [
    {
      key: `certificado.${event.propertyId}.${event.eventId}`,
      kind: 'certificado',
      to: owner.email,
      userId: owner.customerId,
      subject: MAIL_TEXTS.certificate.subject(event.propertyId, owner.property, event.status),
      text: letter(
        { to: owner.name },
        MAIL_TEXTS.certificate.body(event.propertyId, owner.property, event.status, at),
        MAIL_TEXTS.certificate.reason(event.reason),
        CERTIFICATE_MEANING[event.status],
        origin.numbers.length > 0 ? MAIL_TEXTS.watch.origin(origin.numbers, origin.more) : undefined,
      ),
      link: paths.perfilPropiedad(event.propertyId),
    },
  ];
  const watching = await tx
    .select({ watcherId: watchers.id, email: watchers.email, token: watchers.token, language: watchers.language, ownerName: properties.ownerName })
    .from(watches)
    .innerJoin(watchers, eq(watchers.id, watches.watcherId))
    .innerJoin(properties, eq(properties.id, watches.propertyId))
    .where(and(eq(watches.propertyId, event.propertyId), lte(watches.confirmedAt, recordedAt)));
  for (const row of watching) {
    const texts = watchMailTexts(row.language);
    mails.push({
      key: `vigilancia.${row.watcherId}.${event.eventId}`,
      kind: 'vigilancia',
      to: row.email,
      subject: texts.changeSubject(event.propertyId, owner.property, event.status),
      text: letter(
        { signature: texts.signature },
        texts.changeBody(event.propertyId, owner.property, row.ownerName ?? '', event.status, at),
        texts.reason(event.reason),
        texts.meaning(event.status),
        origin.numbers.length > 0 ? texts.origin(origin.numbers, origin.more) : undefined,
        texts.footer,
      ),
      link: watchPage(row.token, row.language),
      unsubscribe: unsubscribePath(row.token),
    });
  }
  mails.push(...(await buyerLetters(tx, event, owner.property, at)));
  return mails;
}

/** The certificate statuses a shipment's buyer is told of: the wood no longer comes from a certificate in force. */
const TOLD_BUYERS: readonly string[] = [CERTIFICATE_STATUS.suspended, CERTIFICATE_STATUS.withdrawn];

/**
 * A suspension or withdrawal told to the buyer of every shipment with wood from the property (one letter a shipment,
 * in Spanish and English), recorded before the change: a shipment made later never drew from a certificate not in force.
 */
async function buyerLetters(tx: Database, event: Of<'certificado'>, property: string, at: string): Promise<OutgoingMail[]> {
  if (!TOLD_BUYERS.includes(event.status)) return [];
  const rows = await tx
    .selectDistinct({ id: shipments.id, code: shipments.code, email: shipments.buyerEmail, exporter: personName(users) })
    .from(shipmentLines)
    .innerJoin(originCertificates, eq(originCertificates.id, shipmentLines.originCertificateId))
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .innerJoin(users, eq(users.id, shipments.clientId))
    .where(and(eq(originCertificates.propertyId, event.propertyId), lte(shipments.createdAt, new Date(event.at))));
  if (rows.length === 0) return [];
  const english = translations('en');
  const statusEn = english.t(`certificate:status.${event.status}`);
  const texts = MAIL_TEXTS.shipment;
  return rows.map((row) => ({
    key: `despacho.${row.id}.${event.eventId}`,
    kind: 'despacho' as const,
    to: row.email,
    subject: texts.subject(row.code, event.status, statusEn),
    text: letter(
      {},
      texts.body(row.code, row.exporter, event.propertyId, property, event.status, at),
      MAIL_TEXTS.certificate.reason(event.reason),
      CERTIFICATE_MEANING[event.status],
      texts.bodyEn(row.code, row.exporter, event.propertyId, property, statusEn, at),
      texts.reasonEn(event.reason),
      english.t(`certificate:meaning.${event.status}`),
      texts.link,
    ),
    link: paths.perfilPropiedad(event.propertyId),
  }));
}

/** The owner's letter of an administrator's decision on their renewal (one per renewal). */
async function renewalLetters(tx: Database, event: Of<'renovacion'>): Promise<OutgoingMail[]> {
  const owner = await ownerOf(tx, event.propertyId);
  if (!owner) return [];
  const texts = event.accepted ? MAIL_TEXTS.renewal.accepted : MAIL_TEXTS.renewal.rejected;
  const body = event.accepted
    ? MAIL_TEXTS.renewal.accepted.body(owner.id, owner.property, formatDateTimeIn(new Date(event.validUntil!)))
    : MAIL_TEXTS.renewal.rejected.body(owner.id, owner.property);
  return [
    {
      key: `renovacion.${event.renewalId}.decision`,
      kind: 'renovacion',
      to: owner.email,
      userId: owner.customerId,
      subject: texts.subject(owner.id, owner.property),
      text: letter({ to: owner.name }, body, ...(event.reason ? [MAIL_TEXTS.renewal.rejected.reason(event.reason)] : [])),
      link: paths.propiedadesRenovar(owner.id),
    },
  ];
}

/**
 * A booked visit, told to whoever did not book it: the regent a client chose is told it was assigned to them, the owner
 * is told their regent recorded one (a regent books the visit they made), each by the other's name.
 */
async function visitLetters(tx: Database, event: Of<'visita'>): Promise<OutgoingMail[]> {
  const [property] = await tx
    .select({ id: properties.id, fantasyName: properties.fantasyName, sheetNumber: properties.sheetNumber, address: properties.address })
    .from(properties)
    .where(eq(properties.id, event.propertyId));
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [event.customerId, event.certifierId]));
  const person = (id: number) => people.find((p) => p.id === id);
  const client = person(event.customerId);
  const regent = person(event.certifierId);
  if (!property || !client || !regent) return [];
  const name = propertyName(property);
  const notes = event.notes?.trim() ? [MAIL_TEXTS.visit.notes(event.notes.trim())] : [];
  const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
  const when = formatDateTimeIn(new Date(event.startsAt));
  const sides = [
    { to: regent, other: client, role: 'regente', texts: MAIL_TEXTS.visit.assigned, link: paths.citasMisCitas() },
    { to: client, other: regent, role: 'cliente', texts: MAIL_TEXTS.visit.recorded, link: paths.propiedadesCitasPropiedad(event.propertyId) },
  ];
  return sides
    .filter((side) => side.to.id !== event.bookedById)
    .map((side) => ({
      key: `visita.${event.appointmentId}.${side.role}`,
      kind: 'visita' as const,
      to: side.to.email,
      userId: side.to.id,
      subject: side.texts.subject(event.appointmentId, name),
      text: letter({ to: side.to.firstName }, side.texts.body(event.appointmentId, fullName(side.other), name, property.address, when), ...notes),
      link: side.link,
    }));
}

/** The confirmation a watch list asks for, in the language it was asked in. */
async function watchLetters(tx: Database, event: Of<'vigilancia'>): Promise<OutgoingMail[]> {
  const [watcher] = await tx.select({ id: watchers.id, email: watchers.email, token: watchers.token }).from(watchers).where(eq(watchers.id, event.watcherId));
  if (!watcher) return [];
  const texts = watchMailTexts(event.language);
  return [
    {
      key: `vigilancia.${watcher.id}.confirmar.${new Date(event.at).getTime()}`,
      kind: 'vigilancia',
      to: watcher.email,
      subject: texts.confirmSubject,
      text: letter({ signature: texts.signature }, texts.confirmBody(event.pending)),
      link: watchPage(watcher.token, event.language),
      unsubscribe: unsubscribePath(watcher.token),
    },
  ];
}

/**
 * Each kind's letters. A boundary's proposal or decision is recorded for the record and writes no letter: its people
 * see it on their screens (the regent's project, the owner's and the administrator's boundary pages).
 */
const LETTERS: { [K in NoticeEvent['kind']]: (tx: Database, event: Of<K>, recordedAt: Date) => Promise<OutgoingMail[]> } = {
  inscripcion: enrolmentLetters,
  certificado: certificateLetters,
  renovacion: renewalLetters,
  visita: visitLetters,
  limite: async () => [],
  vigilancia: watchLetters,
};

/** The letters a change recorded at `recordedAt` writes. */
export const lettersOf = <E extends NoticeEvent>(tx: Database, event: E, recordedAt: Date): Promise<OutgoingMail[]> =>
  (LETTERS[event.kind] as (tx: Database, event: E, recordedAt: Date) => Promise<OutgoingMail[]>)(tx, event, recordedAt);
