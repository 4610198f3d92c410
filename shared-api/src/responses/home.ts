import { z } from 'zod';
import { ENROLMENT_STATUS, type EnrolmentStatus } from '../inscriptions';
import { CLIENT_NEXT_STEPS, PAYMENT_KIND } from '../home-constants';

/** The role homes as work queues: what each role has waiting, counted on the server (GET /api/home/…). */

const count = () => z.number().int().nonnegative();
const instant = () => z.string().meta({ description: 'Fecha y hora ISO 8601 (UTC)' });

export const adminHomeSchema = z
  .object({
    enrolments: z
      .object({
        Presentada: count(),
        Subsanar: count(),
        Subsanada: count(),
        Pagar: count(),
        Pagada: count(),
        Aceptada: count(),
        Rechazada: count(),
      } satisfies Record<EnrolmentStatus, unknown>)
      .meta({ description: 'Inscripciones en cada estado' }),
    visitsToReview: count().meta({ description: 'Visitas informadas por un regente que esperan la decisión de la administración' }),
    extraVisitRequests: count().meta({ description: 'Solicitudes de visitas extra en estado Solicitada' }),
    renewalsToReview: count().meta({ description: 'Renovaciones de certificados en estado Solicitada' }),
    boundariesToReview: count().meta({ description: 'Límites de propiedades propuestos que esperan la decisión de la administración' }),
    conversations: z.object({
      waiting: count().meta({ description: 'Conversaciones activas cuyo último mensaje es del cliente' }),
      latest: z.array(
        z.object({
          id: z.number().int(),
          customerName: z.string(),
          subject: z.string(),
          lastMessageAt: instant(),
        }),
      ),
    }),
    lastBackup: z
      .object({
        takenAt: instant(),
        fileName: z.string(),
        bytes: count(),
      })
      .nullable()
      .meta({ description: 'El último respaldo hecho con npm run backup, o null si aún no hay ninguno' }),
  })
  .meta({ id: 'AdminHome', description: 'Lo que espera a la administración' });

export const clientHomeSchema = z
  .object({
    enrolments: z.object({
      total: count(),
      items: z.array(
        z.object({
          id: z.number().int(),
          status: z.enum(ENROLMENT_STATUS),
          nextStep: z.enum(CLIENT_NEXT_STEPS).meta({ description: 'Lo que la inscripción necesita ahora, según su estado' }),
          category: z.string(),
          property: z.string().nullable().meta({ description: 'La primera propiedad: su nombre comercial, si no su número de finca' }),
          propertyCount: count(),
          price: z.number().meta({ description: 'Colones: el monto de la inscripción (el que se paga en Pagar)' }),
          dateSolicited: instant(),
        }),
      ),
    }),
    certified: z.object({
      properties: count().meta({ description: 'Propiedades certificadas del cliente' }),
      visitsLeft: count().meta({ description: 'Visitas disponibles sumadas en esas propiedades' }),
      items: z.array(z.object({ id: z.number().int(), name: z.string(), visitsLeft: count() })),
    }),
  })
  .meta({ id: 'ClientHome', description: 'Las inscripciones del cliente con su siguiente paso y sus propiedades certificadas' });

export const regentHomeSchema = z
  .object({
    visitsToReport: count().meta({ description: 'Visitas del regente cuyo inicio ya pasó y que aún no tienen resultado (las expiradas incluidas)' }),
    expiredVisits: count().meta({ description: 'De esas, las agendadas cuyo fin ya pasó (Expirada)' }),
    upcomingVisits: count().meta({ description: 'Visitas del regente que aún no empiezan' }),
    projects: count().meta({ description: 'Propiedades certificadas asignadas al regente' }),
    latestReports: z.array(
      z.object({
        appointmentId: z.number().int(),
        propertyId: z.number().int(),
        property: z.string(),
        reportType: z.string().nullable(),
        status: z.string(),
        filedAt: instant(),
      }),
    ),
  })
  .meta({ id: 'RegentHome', description: 'Las visitas que esperan informe, los proyectos y los últimos informes del regente' });

export const paymentRowSchema = z
  .object({
    kind: z.enum([PAYMENT_KIND.enrolment, PAYMENT_KIND.extraVisits, PAYMENT_KIND.renewal]),
    reference: z.string().meta({ description: 'INS-{id} de la inscripción, VE-{id} de la solicitud de visitas extra o REN-{id} de la renovación' }),
    paidAt: instant().meta({
      description: 'Inscripción: cuando pasó a Pagada (el cliente subió el comprobante); visitas extra y renovación: cuando la administración la aceptó',
    }),
    payer: z.string(),
    identification: z.string(),
    detail: z.string(),
    amount: z.number().meta({ description: 'Colones' }),
  })
  .meta({ id: 'PaymentRow' });

const sumSchema = z.object({ count: count(), amount: z.number() });

export const accountantHomeSchema = z
  .object({
    months: z
      .array(
        z.object({
          month: z.string().meta({ description: 'YYYY-MM, en hora de Costa Rica' }),
          enrolments: sumSchema,
          extraVisits: sumSchema,
          renewals: sumSchema,
          total: z.number(),
        }),
      )
      .meta({ description: 'El mes en curso y el anterior, en ese orden' }),
    latest: z.array(paymentRowSchema).meta({ description: 'Los pagos más recientes de esos dos meses' }),
  })
  .meta({ id: 'AccountantHome', description: 'Pagos recibidos en el mes en curso y el anterior' });
