import type { z } from 'zod';
import type {
  accountantHomeSchema,
  adminHomeSchema,
  clientHomeSchema,
  paymentRowSchema,
  regentHomeSchema,
} from './responses/home';

/** The role homes as work queues: what each role has waiting, counted on the server (GET /api/home/…). */

// the constants in a module of their own (no zod): the plain homes import only those and the types below
export * from './home-constants';

export type AdminHome = z.output<typeof adminHomeSchema>;
export type ClientHome = z.output<typeof clientHomeSchema>;
export type ClientHomeEnrolment = ClientHome['enrolments']['items'][number];
export type RegentHome = z.output<typeof regentHomeSchema>;
export type PaymentRow = z.output<typeof paymentRowSchema>;
export type AccountantHome = z.output<typeof accountantHomeSchema>;
export type MonthPayments = AccountantHome['months'][number];
