import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';
import { API_MSG } from '../messages';

/** Schemas shared by the route modules, for validation and for the OpenAPI document. */
export const problemSchema = z
  .object({ status: z.number().int(), title: z.string() })
  .meta({ id: 'Problem', description: 'Error con su código y un título en español' });

export const messagesSchema = z
  .array(z.string())
  .meta({ id: 'ValidationMessages', description: 'Mensajes de validación en español' });

/** Ids are PostgreSQL `integer`s: anything larger can only be a bad request. */
const MAX_ID = 2_147_483_647;

const positiveId = z.coerce
  .number({ error: API_MSG.idInvalid })
  .int({ error: API_MSG.idInvalid })
  .positive({ error: API_MSG.idInvalid })
  .max(MAX_ID, { error: API_MSG.idInvalid });

export const idParamsSchema = z.object({ id: positiveId });

/** A 400 is a list of messages when validation fails, a problem when the request cannot be read at all. */
export const badRequestSchema = z.union([messagesSchema, problemSchema]);

/** The documented error answers of a route, by status. */
export const errorResponses = {
  badRequest: { 400: badRequestSchema },
  authorised: { 401: problemSchema, 403: problemSchema },
} as const;

/** The documented error answers of a call: 400, and 401 and 403 when its `config` asks for a session. */
export const callErrors = (config?: FastifyContextConfig) =>
  config?.auth || config?.roles ? { ...errorResponses.badRequest, ...errorResponses.authorised } : errorResponses.badRequest;
