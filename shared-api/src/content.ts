import { z } from 'zod';
import { MSG } from './messages';
import { PHONE_RULE } from './identification';

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
export interface Contact {
  id: number;
  name: string;
  phone: string;
  email: string;
  subject: string | null;
  message: string;
  dateCreated: string;
}

/** Upload and edit form of a document (spec §5 "File form"). */
export const documentFormSchema = z.object({
  fileName: required().max(200),
  description: required().max(2000),
});
export type DocumentForm = z.input<typeof documentFormSchema>;

/** Document (spec §3); `filePath` is the download address, which answers with the original file name. */
export interface DocumentItem {
  id: number;
  fileName: string;
  description: string;
  filePath: string;
  originalName: string;
  size: number;
  dateCreated: string;
  dateModified: string;
}

/** News creation (spec §5): title and description required; the body is HTML, cleaned by the server. */
export const newsFormSchema = z.object({
  title: required().max(200),
  description: required().max(1000),
  body: z.string().max(200_000).default(''),
});
export type NewsForm = z.input<typeof newsFormSchema>;

/** News (spec §3) as listed: `thumbnail` is an image address or null. */
export interface NewsItem {
  id: number;
  title: string;
  description: string;
  author: string;
  dateCreated: string;
  thumbnail: string | null;
}

/** One news item with its (already sanitised) HTML body. */
export interface NewsDetail extends NewsItem {
  body: string;
}

/** WhatsApp link of a Costa Rican phone (spec §9: prefix 506). */
export const whatsappLink = (phone: string): string => `https://wa.me/506${phone.replace(/\D/g, '')}`;
