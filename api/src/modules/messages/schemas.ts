import { z } from 'zod';

/** The chat routes' own query and empty answers; the conversations' schemas are in shared-api's responses. */

/** `?email=` of the spec's calls: accepted and ignored, the client is the token. */
export const ignoredEmailQuerySchema = z.object({ email: z.string().optional() });

export const newConversationIdSchema = z.number().int().meta({ description: 'Id de la conversación nueva' });

export const notModifiedSchema = z.null().meta({ description: 'Sin cambios desde la versión de If-None-Match (sin cuerpo)' });
export const noConversationSchema = z.null().meta({ description: 'El cliente no tiene una conversación activa' });
