import type { z } from 'zod';
import type { lookupItemSchema } from './responses/places';

/** Spec §7 provinces, cantons and districts: one place of the address cascade. */
export type LookupItem = z.output<typeof lookupItemSchema>;
