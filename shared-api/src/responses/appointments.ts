import { z } from 'zod';
import { APPOINTMENT_STATUS, REPORT_TYPES } from '../appointments';
import { fileRefSchema, isoDate } from './common';

const appointmentStatusSchema = z.enum(APPOINTMENT_STATUS);

export const appointmentSchema = z
  .object({
    id: z.number().int(),
    property: z.object({
      id: z.number().int(),
      sheetNumber: z.string().nullable(),
      fantasyName: z.string().nullable(),
      province: z.string(),
      canton: z.string(),
      district: z.string(),
      address: z.string(),
    }),
    customer: z.object({ userFullName: z.string() }),
    certifier: z.object({ userFullName: z.string() }),
    appointmentStart: isoDate,
    appointmentEnd: isoDate,
    notes: z.string().nullable(),
    appointmentStatus: appointmentStatusSchema.meta({
      description: 'Estado a mostrar: Expirada cuando pasó el fin sin resultado del regente',
    }),
    reportStatus: z.enum(REPORT_TYPES).nullable(),
    multipleReports: z.array(fileRefSchema),
    description: z.string().nullable(),
    title: z.string().nullable(),
    certifierId: z.number().int(),
    customerId: z.number().int(),
    propertyId: z.number().int(),
    paymentVoucher: fileRefSchema.nullable(),
    canRegister: z.boolean().meta({ description: 'El regente que llama puede registrar el resultado' }),
    canReview: z.boolean().meta({ description: 'El administrador que llama puede revisarla' }),
    adminNotes: z.string().nullable().optional(),
    dateReported: isoDate.nullable().optional(),
    dateReviewed: isoDate.nullable().optional(),
    photos: z
      .array(
        fileRefSchema.extend({
          takenAt: isoDate.meta({ description: 'Cuándo se tomó, según el teléfono del regente' }),
          latitude: z.number().nullable(),
          longitude: z.number().nullable(),
          accuracy: z.number().nullable().meta({ description: 'Precisión de la posición en metros, según el GPS' }),
        }),
      )
      .meta({ description: 'Fotos tomadas en la visita con la aplicación del regente, con su hora y posición de captura' }),
  })
  .meta({ id: 'Appointment' });
