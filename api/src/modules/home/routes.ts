import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENTS_CSV, type Role } from '@portal/shared-api';
import { errorResponses } from '../../lib/schemas';
import { contentDisposition } from '../../lib/uploads';
import { paymentsCsv } from './payments-csv';
import { paymentsRepository } from './payments';
import { homeRepository } from './repository';
import { accountantHomeSchema, adminHomeSchema, clientHomeSchema, regentHomeSchema } from '@portal/shared-api/responses';

const tags = ['home'];
const authorised = errorResponses.authorised;

/** What a home shows is the caller's own and changes with every action: never kept by a browser or a proxy. */
const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * The role homes as work queues (base /api/home): one call per role, counted in SQL, for the
 * caller of the token (no `email` parameter). Each role reaches only its own home.
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const homes = homeRepository(app.db);
  const payments = paymentsRepository(app.db);

  /** A role's home: for that role only, never kept by a browser or a proxy. */
  const home = (
    url: string,
    role: Role,
    schema: { summary: string; description?: string; response: z.ZodType },
    read: (request: FastifyRequest) => Promise<unknown>,
  ) =>
    app.get(
      url,
      {
        schema: {
          tags,
          summary: schema.summary,
          ...(schema.description === undefined ? {} : { description: schema.description }),
          response: { 200: schema.response, ...authorised },
        },
        config: { roles: [role] },
      },
      async (request, reply) => {
        privately(reply);
        return read(request);
      },
    );

  home(
    '/admin',
    'Administrador',
    {
      summary: 'Inicio del administrador: inscripciones por estado, visitas por decidir, solicitudes de visitas extra y mensajes de clientes sin responder',
      response: adminHomeSchema,
    },
    () => homes.admin(),
  );

  home(
    '/client',
    'Cliente',
    {
      summary: 'Inicio del cliente: sus inscripciones con el siguiente paso de cada una y sus propiedades certificadas con las visitas disponibles',
      response: clientHomeSchema,
    },
    (request) => homes.client(request.user.id),
  );

  home(
    '/regent',
    'Regente',
    { summary: 'Inicio del regente: visitas por informar, proyectos y últimos informes', response: regentHomeSchema },
    (request) => homes.regent(request.user.id, new Date()),
  );

  home(
    '/accountant',
    'Contador',
    {
      summary: 'Inicio del contador: pagos recibidos en el mes en curso y el anterior (hora de Costa Rica)',
      description:
        'Una inscripción cuenta como pagada cuando pasó a Pagada (el cliente subió el comprobante) y sigue Pagada o Aceptada, ' +
        'por su monto; una compra de visitas extra, cuando la administración la aceptó, por su total.',
      response: accountantHomeSchema,
    },
    () => payments.home(new Date()),
  );

  app.get(
    '/accountant/payments.csv',
    {
      schema: {
        tags,
        summary: 'Pagos recibidos en el mes en curso y el anterior, en CSV',
        description: `El archivo ${PAYMENTS_CSV.fileName}: una fila por pago, la más reciente primero, separadas por punto y coma, en UTF-8 con BOM, para abrir en Excel.`,
        response: {
          200: { description: 'Archivo CSV', content: { 'text/csv': { schema: z.string() } } },
          ...authorised,
        },
      },
      config: { roles: ['Contador'] },
    },
    async (_request, reply) => {
      const csv = paymentsCsv(await payments.all(new Date()));
      return privately(reply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(PAYMENTS_CSV.fileName))
        .send(csv);
    },
  );
};
