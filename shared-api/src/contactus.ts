import { z } from 'zod';
import { MSG } from './texts';
import { PHONE_RULE } from './identification';
import type { contactItemSchema } from './responses/contactus';

const required = () => z.string({ error: MSG.required }).trim().min(1, { error: MSG.required });
const optionalText = () => z.string().trim().optional().or(z.literal('')).transform((v) => v || undefined);

/** Contact form (spec §5): name, phone, email and message required; email valid; subject free. */
export const contactSchema = z.object({
  name: required().max(200),
  phone: required().regex(PHONE_RULE.pattern, { error: PHONE_RULE.message }),
  email: required().pipe(z.email({ error: MSG.contactEmailInvalid })),
  subject: optionalText().pipe(z.string().max(200).optional()),
  message: required().max(5000),
});
export type ContactRequest = z.input<typeof contactSchema>;

/** Contact (spec §3), as administrators list it. */
export type Contact = z.output<typeof contactItemSchema>;

/** WhatsApp link of a Costa Rican phone (spec §9: prefix 506). */
export const whatsappLink = (phone: string): string => `https://wa.me/506${phone.replace(/\D/g, '')}`;
