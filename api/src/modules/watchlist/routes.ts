import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { WATCH_CSV, WATCH_MSG, propertyProfilePath, watchRequestSchema } from '@portal/shared-api';
import { watchListMessageSchema, watchListSchema } from '@portal/shared-api/responses';
import { languageOf } from '../../lib/language';
import { HttpProblem } from '../../lib/problem';
import { errorResponses, problemSchema } from '../../lib/schemas';
import { csvDate, SPREADSHEET_CSV } from '../../lib/csv';
import { watchListRepository } from './repository';

const tags = ['watchlist'];
/** Requests of one address (or one client) a minute: a form is sent by a person, not a script. */
export const WATCH_REQUESTS_PER_MINUTE = 10;

const tokenParams = z.object({ token: z.string().max(64).meta({ description: 'El enlace secreto de los correos de alertas' }) });
const listResponses = { 200: watchListSchema, 404: problemSchema };
const unknown = () => new HttpProblem(404, WATCH_MSG.unknown);

/**
 * The watch list (beyond the spec): POST watchlist adds certificates to an address's list, unconfirmed, and sends the
 * confirmation; the token of the e-mails' links reads the list, confirms it, removes one certificate, exports CSV and
 * cancels every alert (also in one click from the mail reader, RFC 8058). No account: the token is the key.
 */
export const watchListRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = watchListRepository(app.db);
  // the one-click unsubscribe of a mail reader posts `List-Unsubscribe=One-Click` as a form
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Pide alertas por correo de los certificados dados (números de certificado o de finca); envía la confirmación',
        description:
          'Nada se envía sobre los certificados hasta que el correo se confirme con el enlace recibido. La respuesta es la ' +
          'misma para una dirección conocida o nueva; 400 nombra lo que no se encontró.',
        body: watchRequestSchema,
        response: { 202: watchListMessageSchema, ...errorResponses.badRequest, 429: problemSchema },
      },
      config: { rateLimit: { max: WATCH_REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await repository.ask(request.body.email, request.body.certificates, languageOf(request));
      return reply.code(202).send({ message: WATCH_MSG.sent });
    },
  );

  app.get(
    '/:token',
    { schema: { tags, summary: 'La lista de certificados vigilados, con su estado ahora', params: tokenParams, response: listResponses } },
    async (request) => (await repository.list(request.params.token)) ?? Promise.reject(unknown()),
  );

  app.post(
    '/:token/confirm',
    { schema: { tags, summary: 'Confirma los certificados que esperan confirmación: desde ahora avisan', params: tokenParams, response: listResponses } },
    async (request) => (await repository.confirm(request.params.token)) ?? Promise.reject(unknown()),
  );

  app.delete(
    '/:token/certificates/:propertyId',
    {
      schema: {
        tags,
        summary: 'Deja de vigilar un certificado',
        params: tokenParams.extend({ propertyId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: listResponses,
      },
    },
    async (request) => (await repository.remove(request.params.token, request.params.propertyId)) ?? Promise.reject(unknown()),
  );

  app.post(
    '/:token/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Cancela todas las alertas de la dirección (también en un clic desde el lector de correo, RFC 8058)',
        params: tokenParams,
        response: { 200: watchListMessageSchema, 404: problemSchema },
      },
    },
    async (request) => {
      if (!(await repository.unsubscribe(request.params.token))) throw unknown();
      return { message: WATCH_MSG.unsubscribed };
    },
  );

  app.get(
    '/:token/certificates.csv',
    { schema: { tags, summary: 'La lista de certificados vigilados en CSV', params: tokenParams } },
    async (request, reply) => {
      const list = await repository.list(request.params.token);
      if (!list) throw unknown();
      const origin = `${request.protocol}://${request.host}`;
      const csv = stringify(
        list.certificates.map((c) => [
          String(c.propertyId),
          c.sheetNumber ?? '',
          c.name,
          c.holder,
          c.status,
          csvDate(c.since),
          c.validUntil ? csvDate(c.validUntil) : '',
          c.confirmed ? 'Sí' : 'No',
          `${origin}${propertyProfilePath(c.propertyId)}`,
        ]),
        { ...SPREADSHEET_CSV, header: true, columns: [...WATCH_CSV.headers] },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${WATCH_CSV.fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
