import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPOINTMENT_RESULT_UPLOAD, MAX_VISIT_PHOTOS, appointmentCreateSchema, type Role } from '@portal/shared-api';
import { ValidationFailure } from '../../lib/problem';
import { errorResponses, idParamsSchema, problemSchema } from '../../lib/schemas';
import { readUpload, removeStoredFiles } from '../../lib/uploads';
import { foundRoute, pageRoute, storedFileRoute } from '../../lib/routes';
import { callerOf, hasRole } from '../../domain/operations/caller';
import { fileParams, pagedQuery, pagingOf } from '../../domain/operations/schemas';
import { bookAppointment } from './booking';
import { appointmentsRepository } from './repository';
import { adminProblems, appointmentUpdateFields, photoCaptures, regentProblems, registerResult, reviewResult } from './results';
import { appointmentSchema } from '@portal/shared-api/responses';

const tags = ['appointments'];
const notFoundResponse = { 404: problemSchema };

/**
 * Spec §7 Appointments: booking (client or regent), the regent's result with reports, the
 * administrator's review, and the lists of each role. Reports and vouchers are private files.
 */
export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = appointmentsRepository(app.db);
  const now = () => new Date();

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Reserva una visita; responde su id',
        description:
          'Un cliente, en una propiedad suya certificada y habilitada, con uno de sus regentes; un regente, en una ' +
          'propiedad asignada y como su propio certificador. El cliente de la visita es el dueño de la propiedad. ' +
          'La visita se descuenta de las disponibles de la propiedad (409 si no le quedan).',
        body: appointmentCreateSchema,
        response: { 200: z.number().int(), ...errorResponses.badRequest, ...errorResponses.authorised, 409: problemSchema },
      },
      config: { roles: ['Cliente', 'Regente'] },
    },
    async (request) => bookAppointment(app.db, callerOf(request), request.body),
  );

  app.put(
    '/',
    {
      schema: {
        tags,
        summary: 'Registra el resultado de una visita (regente) o su revisión (administrador)',
        description:
          'multipart/form-data: `id`, `AppointmentStatus`, `notes`, `ReportStatus`, `MultipleReports` (uno o más ' +
          '.pdf .doc .docx .xls .xlsx) y opcionalmente `PaymentVoucher` (.pdf .jpg .jpeg .png). El regente que visita ' +
          'escoge un resultado de regente y adjunta al menos un informe; el administrador revisa una visita ya ' +
          `informada. Una visita revisada no admite cambios (409). Opcionalmente \`Photos\` (.jpg .jpeg .png, hasta ${MAX_VISIT_PHOTOS}) con ` +
          '`PhotoCaptures`, un JSON con una captura por foto y en su orden: `takenAt` (ISO 8601, no en el futuro) y, si el ' +
          'GPS la dio, `latitude`, `longitude` y `accuracy` (metros); si no, los tres null.',
        consumes: ['multipart/form-data'],
        response: {
          200: appointmentSchema,
          ...errorResponses.badRequest,
          ...errorResponses.authorised,
          ...notFoundResponse,
          409: problemSchema,
          413: problemSchema,
          415: problemSchema,
        },
      },
      // the regent's app repeats it from its outbox after a lost answer: one key, one result and one set of reports
      config: { roles: ['Regente', 'Administrador'], idempotent: true },
    },
    async (request) => {
      const caller = callerOf(request);
      const upload = await readUpload(request, {
        fields: appointmentUpdateFields,
        files: APPOINTMENT_RESULT_UPLOAD.files,
      });
      const asAdmin = hasRole(caller, 'Administrador');
      const at = now();
      const photos = photoCaptures(upload.fields, upload.files.Photos.length, at, asAdmin);
      const problems = [...(asAdmin ? adminProblems(upload.fields) : regentProblems(upload.fields, upload.files.MultipleReports.length)), ...photos.problems];
      if (problems.length > 0) {
        await upload.discard();
        throw new ValidationFailure(problems);
      }
      const outcome = await upload.save((tx, fileIds) => {
        const files = {
          reports: fileIds.MultipleReports,
          voucher: fileIds.PaymentVoucher,
          photos: fileIds.Photos.map((fileId, index) => ({ fileId, capture: photos.captures[index]! })),
        };
        return asAdmin ? reviewResult(tx, caller, upload.fields, files, at) : registerResult(tx, caller, upload.fields, files, at);
      });
      const replaced = outcome.replacedVoucher;
      if (replaced !== null) await removeStoredFiles(app, async () => [replaced]);
      return (await repository.find(caller, upload.fields.id, at))!;
    },
  );

  /** The lists of the caller's own visits, each at its path of spec §7. */
  const callerLists: ReadonlyArray<{ url: string; summary: string; roles: readonly Role[]; read: typeof repository.mine }> = [
    {
      url: '/appointments',
      summary: 'Mis visitas: las del cliente, o las del regente como certificador (total en totalrecords)',
      roles: ['Cliente', 'Regente'],
      read: repository.mine,
    },
    {
      url: '/adminappointments',
      summary: 'Visitas Realizadas: las informadas por un regente, la más reciente primero (total en totalrecords)',
      roles: ['Administrador'],
      read: repository.reported,
    },
    {
      url: '/expiredappointments',
      summary: 'Visitas del regente cuyo fin pasó sin resultado: su estado es Expirada (total en totalrecords)',
      roles: ['Regente'],
      read: repository.expired,
    },
  ];
  for (const list of callerLists) {
    pageRoute(app, {
      url: list.url,
      tags,
      summary: list.summary,
      config: { roles: list.roles },
      querystring: pagedQuery,
      item: appointmentSchema,
      page: (query, request) => list.read(callerOf(request), now(), pagingOf(query)),
    });
  }

  const visitors = { roles: ['Cliente', 'Regente', 'Administrador'] } as const;

  pageRoute(app, {
    url: '/appointmentsbyproperty/:id',
    tags,
    summary: 'Visitas de una propiedad: para su dueño, un regente asignado o un administrador (total en totalrecords)',
    config: visitors,
    params: idParamsSchema,
    querystring: pagedQuery,
    item: appointmentSchema,
    errors: notFoundResponse,
    page: (query, request, { id }) => repository.ofProperty(callerOf(request), id, now(), pagingOf(query)),
  });

  foundRoute(app, {
    url: '/:id',
    tags,
    summary: 'Una visita: para su cliente, su regente o un administrador, con lo que quien llama puede hacer',
    config: visitors,
    params: idParamsSchema,
    item: appointmentSchema,
    find: ({ id }, request) => repository.find(callerOf(request), id, now()),
  });

  storedFileRoute(app, {
    url: '/:id/files/:fileId',
    tags,
    summary: 'Descarga un informe o el comprobante de pago de una visita (privado)',
    config: visitors,
    params: fileParams,
    file: ({ id, fileId }, request) => repository.file(callerOf(request), id, fileId),
  });
};
