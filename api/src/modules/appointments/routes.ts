import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPOINTMENT_RESULT_UPLOAD, appointmentCreateSchema } from '@portal/shared-api';
import { sendPage } from '../../lib/listing';
import { ValidationFailure, notFound } from '../../lib/problem';
import { errorResponses, idParamsSchema, problemSchema } from '../../lib/schemas';
import { readUpload, removeStoredFiles, sendStoredFile } from '../../lib/uploads';
import { callerOf, hasRole } from '../../domain/operations/caller';
import { fileParams, pagedQuery, pagingOf } from '../../domain/operations/schemas';
import { bookAppointment } from './booking';
import { appointmentsRepository } from './repository';
import { adminProblems, appointmentUpdateFields, regentProblems, registerResult, reviewResult } from './results';
import { appointmentSchema } from '@portal/shared-api/responses';

const tags = ['appointments'];
const listResponses = { 200: z.array(appointmentSchema), ...errorResponses.badRequest, ...errorResponses.authorised };
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
          'informada. Una visita revisada no admite cambios (409).',
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
      config: { roles: ['Regente', 'Administrador'] },
    },
    async (request) => {
      const caller = callerOf(request);
      const upload = await readUpload(request, {
        fields: appointmentUpdateFields,
        files: APPOINTMENT_RESULT_UPLOAD.files,
      });
      const asAdmin = hasRole(caller, 'Administrador');
      const problems = asAdmin ? adminProblems(upload.fields) : regentProblems(upload.fields, upload.files.MultipleReports.length);
      if (problems.length > 0) {
        await upload.discard();
        throw new ValidationFailure(problems);
      }
      const at = now();
      const outcome = await upload.save((tx, fileIds) => {
        const files = { reports: fileIds.MultipleReports, voucher: fileIds.PaymentVoucher };
        return asAdmin ? reviewResult(tx, caller, upload.fields, files, at) : registerResult(tx, caller, upload.fields, files, at);
      });
      const replaced = outcome.replacedVoucher;
      if (replaced !== null) await removeStoredFiles(app, async () => [replaced]);
      return (await repository.find(caller, upload.fields.id, at))!;
    },
  );

  app.get(
    '/appointments',
    {
      schema: {
        tags,
        summary: 'Mis visitas: las del cliente, o las del regente como certificador (total en totalrecords)',
        querystring: pagedQuery,
        response: listResponses,
      },
      config: { roles: ['Cliente', 'Regente'] },
    },
    async (request, reply) => sendPage(reply, await repository.mine(callerOf(request), now(), pagingOf(request.query))),
  );

  app.get(
    '/adminappointments',
    {
      schema: {
        tags,
        summary: 'Visitas Realizadas: las informadas por un regente, la más reciente primero (total en totalrecords)',
        querystring: pagedQuery,
        response: listResponses,
      },
      config: { roles: ['Administrador'] },
    },
    async (request, reply) => sendPage(reply, await repository.reported(callerOf(request), now(), pagingOf(request.query))),
  );

  app.get(
    '/expiredappointments',
    {
      schema: {
        tags,
        summary: 'Visitas del regente cuyo fin pasó sin resultado: su estado es Expirada (total en totalrecords)',
        querystring: pagedQuery,
        response: listResponses,
      },
      config: { roles: ['Regente'] },
    },
    async (request, reply) => sendPage(reply, await repository.expired(callerOf(request), now(), pagingOf(request.query))),
  );

  app.get(
    '/appointmentsbyproperty/:id',
    {
      schema: {
        tags,
        summary: 'Visitas de una propiedad: para su dueño, un regente asignado o un administrador (total en totalrecords)',
        params: idParamsSchema,
        querystring: pagedQuery,
        response: { ...listResponses, ...notFoundResponse },
      },
      config: { roles: ['Cliente', 'Regente', 'Administrador'] },
    },
    async (request, reply) => {
      const page = await repository.ofProperty(callerOf(request), request.params.id, now(), pagingOf(request.query));
      if (!page) throw notFound();
      return sendPage(reply, page);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Una visita: para su cliente, su regente o un administrador, con lo que quien llama puede hacer',
        params: idParamsSchema,
        response: { 200: appointmentSchema, ...errorResponses.badRequest, ...errorResponses.authorised, ...notFoundResponse },
      },
      config: { roles: ['Cliente', 'Regente', 'Administrador'] },
    },
    async (request) => {
      const appointment = await repository.find(callerOf(request), request.params.id, now());
      if (!appointment) throw notFound();
      return appointment;
    },
  );

  app.get(
    '/:id/files/:fileId',
    {
      schema: {
        tags,
        summary: 'Descarga un informe o el comprobante de pago de una visita (privado)',
        params: fileParams,
        response: { ...errorResponses.badRequest, ...errorResponses.authorised, ...notFoundResponse },
      },
      config: { roles: ['Cliente', 'Regente', 'Administrador'] },
      compress: false,
    },
    async (request, reply) => {
      const file = await repository.file(callerOf(request), request.params.id, request.params.fileId);
      if (!file) throw notFound();
      return sendStoredFile(reply, file);
    },
  );
};
