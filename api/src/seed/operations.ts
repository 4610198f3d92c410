import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  APPOINTMENT_STATUS,
  CERTIFICATE_VALIDITY_MONTHS,
  VISIT_REQUEST_STATUS,
  visitPurchaseTotal,
  type AppointmentStatus,
  type ReportType,
} from '@portal/shared-api';
import type { FileStore } from '../lib/file-store';
import type { Database } from '../db/client';
import {
  appointmentReports,
  appointments,
  certificateRenewals,
  customerRegents,
  extraVisitRequests,
  invitations,
  properties,
  propertyAssignments,
  users,
} from '../db/schema';
import { DEMO_CLIENT_FARM } from './certifications';
import { DEMO_ADMIN_EMAIL, DEMO_CLIENT_EMAIL, DEMO_REGENT_EMAIL } from './demo-accounts';
import { withDemoFiles, type StoredDemoFile } from './demo-file-store';
import { demoPdf, demoPicture, type PictureTheme } from '../lib/demo-files';

const DEMO_REGENT_NAME = 'Carolina Jiménez Mora';
/** The demo client's second certified farm: not assigned to the demo regent. */
const SECOND_FARM = 'Finca Los Guayacanes';

const DAY = 24 * 60 * 60 * 1000;
/** 08:00 in Costa Rica (UTC−6), `days` from `now` (negative: in the past). */
const morning = (now: Date, days: number): Date => {
  const date = new Date(now.getTime() + days * DAY);
  date.setUTCHours(14, 0, 0, 0);
  return date;
};

interface DemoVisit {
  daysFromNow: number;
  /** Who booked it: the client, or the regent registering a visit done. */
  bookedBy: 'client' | 'regent';
  notes: string;
  description: string;
  regent?: { result: AppointmentStatus; reportType: ReportType; afterDays: number; notes: string };
  review?: { result: AppointmentStatus; afterDays: number; notes: string };
}

/** One visit in every state of spec §4, on the demo client's certified farm. */
const DEMO_VISITS: DemoVisit[] = [
  {
    daysFromNow: -60,
    bookedBy: 'client',
    notes: 'Primera visita de control del año.',
    description: 'Visita ordinaria de control',
    regent: { result: APPOINTMENT_STATUS.regentApproved, reportType: 'Informe Ordinario', afterDays: 1, notes: 'Linderos, rótulos e inventario de trozas conformes.' },
    review: { result: APPOINTMENT_STATUS.approved, afterDays: 3, notes: 'Informe completo. Visita aprobada.' },
  },
  {
    daysFromNow: -45,
    bookedBy: 'client',
    notes: 'Revisar el patio de acopio nuevo.',
    description: 'Visita ordinaria de control',
    regent: { result: APPOINTMENT_STATUS.regentRejected, reportType: 'Informe Ordinario', afterDays: 1, notes: 'Trozas sin marcar en el patio de acopio; no coinciden con las guías.' },
    review: { result: APPOINTMENT_STATUS.rejected, afterDays: 3, notes: 'Se confirma el rechazo: las trozas no tienen respaldo en las guías de transporte.' },
  },
  {
    daysFromNow: -30,
    bookedBy: 'regent',
    notes: 'Seguimiento de la visita rechazada.',
    description: 'Visita de seguimiento',
    regent: { result: APPOINTMENT_STATUS.remediable, reportType: 'Informe Ordinario', afterDays: 0, notes: 'Faltan rótulos en dos linderos; el resto se corrigió.' },
    review: { result: APPOINTMENT_STATUS.remediable, afterDays: 2, notes: 'Presente un informe de subsanación con fotografías de los rótulos.' },
  },
  {
    daysFromNow: -6,
    bookedBy: 'client',
    notes: 'Verificar los rótulos colocados.',
    description: 'Visita de subsanación',
    regent: { result: APPOINTMENT_STATUS.regentApproved, reportType: 'Informe de Subsanacion', afterDays: 1, notes: 'Rótulos colocados en todos los linderos.' },
  },
  {
    daysFromNow: -4,
    bookedBy: 'client',
    notes: 'Revisar el aprovechamiento del lote norte.',
    description: 'Visita ordinaria de control',
    regent: { result: APPOINTMENT_STATUS.regentRejected, reportType: 'Informe Ordinario', afterDays: 0, notes: 'Hay tocones recientes en el lote norte sin respaldo en el plan de manejo.' },
  },
  { daysFromNow: -3, bookedBy: 'client', notes: 'Medición del volumen aprovechable.', description: 'Visita ordinaria de control' },
  { daysFromNow: 7, bookedBy: 'client', notes: 'Visita trimestral; acceso por el portón principal.', description: 'Visita ordinaria de control' },
];

/** Visits bought and accepted earlier: enough for the demo visits and a few more to book. */
const BOUGHT_VISITS = 6;

const picture = (theme: PictureTheme, name: string, uploadedBy: number, createdAt: Date): StoredDemoFile => ({
  name,
  kind: 'visitPurchase',
  bytes: demoPicture(theme, 240, 135),
  uploadedBy,
  createdAt,
});

/**
 * Demo mode: the demo regent linked to the demo client and assigned to the demo client's certified
 * farm, visits in every state (one expired, one reported awaiting review with a PDF report), an
 * accepted and two pending extra-visit purchases, and one invitation. Runs once: nothing happens when
 * the demo regent is already linked to the demo client.
 */
export async function seedDemoOperations(db: Database, files: FileStore, now = new Date()): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_CLIENT_EMAIL, DEMO_REGENT_EMAIL, DEMO_ADMIN_EMAIL]));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const clientId = idOf(DEMO_CLIENT_EMAIL);
  const regentId = idOf(DEMO_REGENT_EMAIL);
  const adminId = idOf(DEMO_ADMIN_EMAIL) ?? null;
  if (clientId === undefined || regentId === undefined) return;

  const [linked] = await db
    .select({ regentId: customerRegents.regentId })
    .from(customerRegents)
    .where(and(eq(customerRegents.customerId, clientId), eq(customerRegents.regentId, regentId)));
  if (linked) return;

  const farms = await db
    .select({ id: properties.id, fantasyName: properties.fantasyName, visitationCost: properties.visitationCost, anualityCost: properties.anualityCost })
    .from(properties)
    .where(and(eq(properties.customerId, clientId), isNotNull(properties.certifiedAt), inArray(properties.fantasyName, [DEMO_CLIENT_FARM, SECOND_FARM])));
  const farm = farms.find((f) => f.fantasyName === DEMO_CLIENT_FARM);
  const second = farms.find((f) => f.fantasyName === SECOND_FARM);
  if (!farm) return;

  await withDemoFiles(db, files, async (tx, store) => {
    await tx.insert(customerRegents).values({ customerId: clientId, regentId, createdAt: new Date(now.getTime() - 70 * DAY) });
    await tx.insert(propertyAssignments).values({ propertyId: farm.id, regentId, assignedAt: new Date(now.getTime() - 70 * DAY) });

    // visits bought earlier and accepted
    const boughtAt = new Date(now.getTime() - 65 * DAY);
    await tx.insert(extraVisitRequests).values({
      propertyId: farm.id,
      customerId: clientId,
      visitationAmount: BOUGHT_VISITS,
      visitationCost: farm.visitationCost,
      totalAmount: visitPurchaseTotal(BOUGHT_VISITS, farm.visitationCost),
      status: VISIT_REQUEST_STATUS.accepted,
      certificateFileId: await store(picture('qr', 'certificado-ciargo.png', clientId, boughtAt)),
      paymentVoucherId: await store(picture('forest', 'comprobante-compra-visitas.png', clientId, boughtAt)),
      createdAt: boughtAt,
      decidedById: adminId,
      decidedAt: new Date(boughtAt.getTime() + 2 * DAY),
    });

    for (const visit of DEMO_VISITS) {
      const startsAt = morning(now, visit.daysFromNow);
      const reportedAt = visit.regent ? new Date(startsAt.getTime() + visit.regent.afterDays * DAY + 4 * 60 * 60 * 1000) : null;
      const reviewedAt = visit.review && reportedAt ? new Date(reportedAt.getTime() + visit.review.afterDays * DAY) : null;
      const [created] = await tx
        .insert(appointments)
        .values({
          propertyId: farm.id,
          customerId: clientId,
          certifierId: regentId,
          bookedById: visit.bookedBy === 'client' ? clientId : regentId,
          startsAt,
          endsAt: visit.bookedBy === 'regent' ? startsAt : new Date(startsAt.getTime() + 2 * 60 * 60 * 1000),
          notes: visit.regent?.notes ?? visit.notes,
          title: `Visita a ${DEMO_CLIENT_FARM}`,
          description: visit.description,
          status: visit.review?.result ?? visit.regent?.result ?? APPOINTMENT_STATUS.pending,
          reportType: visit.regent?.reportType ?? null,
          adminNotes: visit.review?.notes ?? null,
          createdAt: new Date(startsAt.getTime() - (visit.bookedBy === 'regent' ? 0 : 10 * DAY)),
          regentResultAt: reportedAt,
          reviewedAt,
          reviewedById: reviewedAt ? adminId : null,
          version: 1 + (reportedAt ? 1 : 0) + (reviewedAt ? 1 : 0),
        })
        .returning({ id: appointments.id });
      if (visit.regent && reportedAt) {
        const date = startsAt.toISOString().slice(0, 10);
        const fileId = await store({
          name: `informe-visita-${date}.pdf`,
          kind: 'report',
          bytes: demoPdf(`${visit.regent.reportType} - ${DEMO_CLIENT_FARM}`, [
            `Fecha de la visita: ${date}`,
            `Regente: ${DEMO_REGENT_NAME}`,
            `Resultado: ${visit.regent.result}`,
            `Observaciones: ${visit.regent.notes}`,
          ]),
          uploadedBy: regentId,
          createdAt: reportedAt,
        });
        await tx.insert(appointmentReports).values({ appointmentId: created!.id, fileId, uploadedById: regentId, createdAt: reportedAt });
      }
    }

    // a visit is counted when booked; the bought ones were added when accepted
    await tx
      .update(properties)
      .set({ visitationAmount: sql`greatest(${properties.visitationAmount} + ${BOUGHT_VISITS - DEMO_VISITS.length}, 0)` })
      .where(eq(properties.id, farm.id));

    // two purchases waiting for the administrator
    const pending = [
      { property: farm, amount: 2, daysAgo: 2 },
      ...(second ? [{ property: second, amount: 1, daysAgo: 1 }] : []),
    ];
    for (const { property, amount, daysAgo } of pending) {
      const createdAt = new Date(now.getTime() - daysAgo * DAY);
      await tx.insert(extraVisitRequests).values({
        propertyId: property.id,
        customerId: clientId,
        visitationAmount: amount,
        visitationCost: property.visitationCost,
        totalAmount: visitPurchaseTotal(amount, property.visitationCost),
        status: VISIT_REQUEST_STATUS.requested,
        certificateFileId: await store(picture('qr', `certificado-ciargo-${daysAgo}.png`, clientId, createdAt)),
        paymentVoucherId: await store(picture('sawmill', `comprobante-pago-${daysAgo}.png`, clientId, createdAt)),
        createdAt,
      });
    }

    // the second farm's certificate renewal, waiting for the administrator with its voucher
    if (second) {
      const askedAt = new Date(now.getTime() - 2 * DAY);
      await tx.insert(certificateRenewals).values({
        propertyId: second.id,
        customerId: clientId,
        amount: second.anualityCost,
        periodMonths: CERTIFICATE_VALIDITY_MONTHS,
        paymentVoucherId: await store({ ...picture('forest', 'comprobante-anualidad.png', clientId, askedAt), kind: 'voucher' }),
        createdAt: askedAt,
      });
    }

    await tx.insert(invitations).values({
      customerId: clientId,
      name: 'Marco Antonio Solano Vega',
      email: 'marco.solano@correo.cr',
      createdAt: new Date(now.getTime() - 12 * DAY),
    });
  });
}
