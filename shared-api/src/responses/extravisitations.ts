import { z } from 'zod';
import { VISIT_REQUEST_STATUS } from '../extravisitations';
import { fileRefSchema, isoDate } from './common';

export const visitRequestSchema = z
  .object({
    id: z.number().int(),
    sheetNumber: z.string().nullable(),
    fullAddress: z.string(),
    ownerFullName: z.string(),
    visitationAmount: z.number().int(),
    visitationCost: z.number(),
    totalAmount: z.number(),
    dateCreated: isoDate,
    certificationCIARGO: fileRefSchema.nullable(),
    paymentVoucher: fileRefSchema.nullable(),
    status: z.enum(VISIT_REQUEST_STATUS),
    propertyId: z.number().int(),
  })
  .meta({ id: 'VisitRequest' });
