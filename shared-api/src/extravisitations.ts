import { z } from 'zod';
import { VISIT_MSG } from './visit-messages';
import { multipartContract } from './multipart';
import type { visitRequestSchema } from './responses/extravisitations';

/** Spec §7 extravisitations: a client buys visits for a property; an administrator accepts or rejects. */

/** Extra-visit request status (spec §4): starts Solicitada; the administrator accepts or rejects. */
export const VISIT_REQUEST_STATUS = { requested: 'Solicitada', accepted: 'Aceptada', rejected: 'Rechazada' } as const;
export type VisitRequestStatus = (typeof VISIT_REQUEST_STATUS)[keyof typeof VISIT_REQUEST_STATUS];

/** The text fields of a visit purchase (POST extravisitations); the server works out cost and total. */
export const visitPurchaseSchema = z.object({
  propertyId: z.coerce
    .number({ error: VISIT_MSG.propertyMissing })
    .int({ error: VISIT_MSG.propertyMissing })
    .positive({ error: VISIT_MSG.propertyMissing })
    .max(2_147_483_647, { error: VISIT_MSG.propertyMissing }),
  visitationAmount: z.coerce
    .number({ error: VISIT_MSG.quantityInvalid })
    .int({ error: VISIT_MSG.quantityInvalid })
    .min(1, { error: VISIT_MSG.quantityInvalid })
    .max(1000, { error: VISIT_MSG.quantityInvalid }),
});
export type VisitPurchase = z.input<typeof visitPurchaseSchema>;

/**
 * POST extravisitations (multipart, spec §7): the purchase, the CIARGO certificate and the payment voucher.
 * `visitationCost`, `totalAmount` and `status` travel as the spec lists them; the server works all three out itself.
 */
export const VISIT_PURCHASE_UPLOAD = multipartContract(
  visitPurchaseSchema.extend({
    visitationCost: z.union([z.number(), z.string().max(40)]).optional(),
    totalAmount: z.union([z.number(), z.string().max(40)]).optional(),
    status: z.string().max(40).optional(),
  }),
  {
    certificationCIARGO: { kind: 'visitPurchase', required: true },
    paymentVoucher: { kind: 'visitPurchase', required: true },
  },
);

/** Visit purchase total = quantity × visit cost (spec §5). */
export const visitPurchaseTotal = (quantity: number, visitationCost: number): number => quantity * visitationCost;

/** Visit request (spec §3). */
export type VisitRequest = z.output<typeof visitRequestSchema>;
