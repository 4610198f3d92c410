import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLIENT_UPLOADS,
  ENROLMENT_FILE_FIELDS,
  ENROLMENT_MSG,
  enrolmentActionSchema,
  sendForPaySchema,
  type EnrolmentAction,
} from '@portal/shared-api';
import { notFound, ValidationFailure } from '../../lib/problem';
import { errorResponses, idParamsSchema, problemSchema } from '../../lib/schemas';
import { readUpload, type FileRules } from '../../lib/uploads';
import { clock } from './clock';
import { rulesWithPrefix, withFileLimit } from './multipart';
import { changedSchema, createdSchema } from '@portal/shared-api/responses';
import { POWER_PREFIX, checkSubmission, insertSubmission } from './submission';
import { applyStep, checkStep, stateOf, stepRule } from './transitions';

const tags = ['inscriptions'];
const admin = { roles: ['Administrador'] } as const;
const client = { roles: ['Cliente'] } as const;

/** Amounts are stored with 14 digits, 2 of them decimals. */
const MAX_AMOUNT = 999_999_999_999.99;
/** Powers of attorney one submission may carry (one per rented or borrowed property). */
const MAX_POWER_FILES = 50;
const SUBMISSION_FILES_LIMIT = Object.keys(ENROLMENT_FILE_FIELDS).length + MAX_POWER_FILES;
const SUBMISSION_FILES: FileRules = Object.fromEntries(Object.entries(ENROLMENT_FILE_FIELDS).map(([field, kind]) => [field, { kind }]));
/** The text fields travel unchecked to `checkSubmission`, which reports every problem at once. */
const rawFields = z.record(z.string(), z.string());

/** The body of an administrator's action: notes, the version read, and the price of a payment request. */
type ActionBody = z.output<typeof enrolmentActionSchema> & { price?: number };

const changeResponses = {
  200: changedSchema,
  ...errorResponses.badRequest,
  ...errorResponses.authorised,
  404: problemSchema,
  409: problemSchema,
};

const ADMIN_ACTIONS: Record<EnrolmentAction, { summary: string; notesRequired: boolean }> = {
  sendforpay: { summary: 'Solicita el pago con el precio final (Presentada o Subsanada → Pagar)', notesRequired: false },
  remediate: { summary: 'Envía la inscripción a subsanar (Presentada → Subsanar)', notesRequired: true },
  reject: { summary: 'Rechaza la inscripción (Presentada, Subsanar, Subsanada o Pagada → Rechazada)', notesRequired: true },
  accept: { summary: 'Acepta la inscripción y certifica sus propiedades (Pagada → Aceptada)', notesRequired: false },
};

const CLIENT_STEP_SUMMARIES: Record<keyof typeof CLIENT_UPLOADS, string> = {
  remediateback: 'Adjunta el archivo de subsanación (Subsanar → Subsanada)',
  pay: 'Adjunta el comprobante de pago (Pagar → Pagada)',
};

/** Runs a check on an upload already read; its files are removed when the check fails. */
async function orDiscard<T>(upload: { discard(): Promise<void> }, check: () => T | Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

const CONFLICTS = 'Responde 409 si el estado no admite la acción o si la inscripción cambió desde la `version` enviada.';

/** Spec §3 submission and the state machine of spec §4, every change in one transaction. */
export const actionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Presenta una inscripción (multipart)',
        description:
          'Campos de texto de la inscripción, `properties` y `extraProperties` como JSON, y los archivos: ' +
          `${Object.keys(ENROLMENT_FILE_FIELDS).join(', ')} y \`power_<rowId>\` por cada propiedad alquilada o prestada. ` +
          'El cliente es quien llama (se ignora `userEmail`). Una validación fallida responde 400 con todos los mensajes.',
        consumes: ['multipart/form-data'],
        response: { 201: createdSchema, ...errorResponses.badRequest, ...errorResponses.authorised, 413: problemSchema, 415: problemSchema },
      },
      config: client,
    },
    async (request, reply) => {
      const upload = await readUpload(withFileLimit(request, SUBMISSION_FILES_LIMIT), {
        fields: rawFields,
        files: rulesWithPrefix(SUBMISSION_FILES, POWER_PREFIX, { kind: 'powerOfAttorney' }),
      });
      const sent = new Set(Object.entries(upload.files).flatMap(([field, file]) => (file ? [field] : [])));
      const now = clock.now();
      const submission = await orDiscard(upload, () => checkSubmission(app.db, upload.fields, sent, now));
      const id = await upload.save((tx, fileIds) => insertSubmission(tx, request.user.id, submission, fileIds, now));
      return reply.code(201).send({ id });
    },
  );

  /** An administrator's step of spec §4 at `/<action>/:id`; each path is written below. */
  const adminAction = (route: `/${EnrolmentAction}/:id`) => {
    const action = route.split('/')[1] as EnrolmentAction;
    const { summary, notesRequired } = ADMIN_ACTIONS[action];
    const body: z.ZodType<ActionBody> = action === 'sendforpay' ? sendForPaySchema : enrolmentActionSchema;
    app.put(
      route,
      {
        schema: { tags, summary, description: CONFLICTS, params: idParamsSchema, body, response: changeResponses },
        config: admin,
      },
      async (request) => {
        const { id } = request.params;
        const { notes, version, price } = request.body;
        if (notesRequired && !notes) throw new ValidationFailure([ENROLMENT_MSG.notesRequired]);
        if (price !== undefined && price > MAX_AMOUNT) throw new ValidationFailure([ENROLMENT_MSG.numberTooLarge]);
        const now = clock.now();
        return app.db.transaction(async (tx) => {
          const seen = await stateOf(tx, id);
          if (!seen) throw notFound();
          checkStep(seen, action, version);
          const changes = { notes: notes || null, ...(price === undefined ? {} : { price }) };
          const next = await applyStep(tx, { id, step: action, seen, version, actorId: request.user.id, notes, changes, now });
          return { id, status: stepRule(action).to, version: next };
        });
      },
    );
  };
  adminAction('/sendforpay/:id');
  adminAction('/remediate/:id');
  adminAction('/reject/:id');
  adminAction('/accept/:id');

  /** A client's step with a file at `/<step>/:id` (multipart); each path is written below. */
  const clientStep = (route: `/${keyof typeof CLIENT_UPLOADS}/:id`) => {
    const step = route.split('/')[1] as keyof typeof CLIENT_UPLOADS;
    const { field, upload: contract } = CLIENT_UPLOADS[step];
    app.put(
      route,
      {
        schema: {
          tags,
          summary: CLIENT_STEP_SUMMARIES[step],
          description: `multipart/form-data: \`notes\`, \`version\` y \`${field}\`. Solo el cliente dueño de la inscripción. ${CONFLICTS}`,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { ...changeResponses, 413: problemSchema, 415: problemSchema },
        },
        config: client,
      },
      async (request) => {
        const { id } = request.params;
        const seen = await stateOf(app.db, id);
        if (!seen || seen.customerId !== request.user.id) throw notFound();
        checkStep(seen, step, undefined);
        const upload = await readUpload<typeof contract.fields, FileRules>(request, contract);
        const { notes, version } = upload.fields;
        await orDiscard(upload, () => checkStep(seen, step, version));
        const next = await upload.save((tx, fileIds) =>
          applyStep(tx, {
            id,
            step,
            seen,
            version,
            actorId: request.user.id,
            notes,
            changes: step === 'pay' ? { paymentVoucherId: fileIds[field] } : { remediationFileId: fileIds[field] },
            now: clock.now(),
          }),
        );
        return { id, status: stepRule(step).to, version: next };
      },
    );
  };
  clientStep('/remediateback/:id');
  clientStep('/pay/:id');
};
