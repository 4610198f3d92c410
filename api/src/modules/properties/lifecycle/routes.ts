import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificateChangeSchema, certificateVolumeSchema, type CertificateAction } from '@portal/shared-api';
import { certificateChangedSchema, certificateVolumeChangedSchema } from '@portal/shared-api/responses';
import { callerOf, hasRole } from '../../../domain/operations/caller';
import { changeAuthorisedVolume, changeCertificate } from '../../certificates';
import { errorResponses, idParamsSchema, problemSchema } from '../../../lib/schemas';

const tags = ['properties'];

const SUMMARY: Record<CertificateAction, string> = {
  suspend: 'Suspende el certificado de una propiedad, con un motivo público (administración)',
  reinstate: 'Restablece un certificado suspendido, con un motivo público (administración)',
  withdraw: 'Retira el certificado para siempre, con un motivo público (administración, o el titular el suyo)',
};

/**
 * The certificate's lifecycle (beyond the spec): POST properties/{id}/certificate/suspend | reinstate | withdraw, each
 * with a public reason. The change and its history row are one transaction on the locked property; 409 when the
 * status does not allow it (two administrators at once: the second gets it).
 */
export const certificateLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = (url: string, action: CertificateAction) =>
    app.post(
      url,
      {
        schema: {
          tags,
          summary: SUMMARY[action],
          params: idParamsSchema,
          body: certificateChangeSchema,
          response: { 200: certificateChangedSchema, ...errorResponses.badRequest, ...errorResponses.authorised, 404: problemSchema, 409: problemSchema },
        },
        config: { roles: action === 'withdraw' ? ['Administrador', 'Cliente'] : ['Administrador'] },
      },
      async (request) => {
        const caller = callerOf(request);
        const changed = await changeCertificate(app.db, request.params.id, action, request.body.reason, {
          id: caller.id,
          administrator: hasRole(caller, 'Administrador'),
        });
        return { status: changed.status, at: changed.at.toISOString() };
      },
    );
  route('/:id/certificate/suspend', 'suspend');
  route('/:id/certificate/reinstate', 'reinstate');
  route('/:id/certificate/withdraw', 'withdraw');

  app.put(
    '/:id/certificate/volume',
    {
      schema: {
        tags,
        summary: 'Cambia el volumen autorizado (m³) del período en curso del certificado, con un motivo público; nunca por debajo de lo ya emitido (administración)',
        params: idParamsSchema,
        body: certificateVolumeSchema,
        response: {
          200: certificateVolumeChangedSchema,
          ...errorResponses.badRequest,
          ...errorResponses.authorised,
          404: problemSchema,
          409: problemSchema,
        },
      },
      config: { roles: ['Administrador'] },
    },
    async (request) => changeAuthorisedVolume(app.db, request.params.id, request.body.volume, request.body.reason, request.user.id),
  );
};
