import { z } from 'zod';
import { REPORT_TYPES } from '../appointments';
import { fileRefSchema, isoDate } from './common';

export const regentProjectSchema = z
  .object({
    propertyID: z.number().int(),
    sheetNumber: z.string().nullable(),
    province: z.string(),
    canton: z.string(),
    district: z.string(),
    address: z.string(),
    customer: z.string(),
  })
  .meta({ id: 'RegentProject' });

export const certificationDataSchema = z
  .object({
    approved: z.boolean().meta({ description: 'El certificado está vigente (Activa)' }),
    inscriptionId: z.number().int(),
    visitationAmount: z.number().int().meta({ description: 'Visitas disponibles' }),
    visitsDone: z.number().int(),
  })
  .meta({ id: 'CertificationData' });

export const projectInformationSchema = z
  .object({ identificationType: z.string(), identification: z.string(), customerName: z.string(), category: z.string() })
  .meta({ id: 'ProjectInformation' });

export const reportSchema = z
  .object({
    id: z.number().int(),
    dateCreated: isoDate,
    description: z.string().nullable(),
    notes: z.string().nullable(),
    multipleReports: z.array(fileRefSchema),
    status: z.enum(REPORT_TYPES),
  })
  .meta({ id: 'Report' });
