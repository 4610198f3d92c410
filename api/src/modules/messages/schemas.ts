import { z } from 'zod';

/** The chat routes' own query and empty answers; the conversations' schemas are in shared-api's responses. */

/** The longest a poll may wait for a change, in seconds. */
export const MAX_POLL_WAIT_SECONDS = 25;

/** `?wait=`: a long poll holds an unchanged answer until the conversation changes or these seconds pass. */
const waitSchema = z.coerce
  .number({ error: 'wait debe ser un número entero de segundos' })
  .int({ error: 'wait debe ser un número entero de segundos' })
  .min(0, { error: `wait debe estar entre 0 y ${MAX_POLL_WAIT_SECONDS} segundos` })
  .max(MAX_POLL_WAIT_SECONDS, { error: `wait debe estar entre 0 y ${MAX_POLL_WAIT_SECONDS} segundos` })
  .default(0)
  .meta({
    description:
      'Segundos que la consulta espera un cambio antes de contestar 304 (0: contesta al momento). Con `If-None-Match` ' +
      'vigente la respuesta llega en cuanto la conversación cambia, o al vencer la espera.',
  });

export const pollQuerySchema = z.object({ wait: waitSchema });

/** `?email=` of the spec's calls: accepted and ignored, the client is the token. */
export const ignoredEmailQuerySchema = z.object({ email: z.string().optional(), wait: waitSchema });

export const newConversationIdSchema = z.number().int().meta({ description: 'Id de la conversación nueva' });

export const notModifiedSchema = z.null().meta({ description: 'Sin cambios desde la versión de If-None-Match (sin cuerpo)' });
export const noConversationSchema = z.null().meta({ description: 'El cliente no tiene una conversación activa' });
