import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, propertyProfilePath } from '@portal/shared-api';
import { certificateStatusSchema, inscriptionProfileSchema, propertyProfileSchema } from '@portal/shared-api/responses';
import { LANGUAGE_VARY, languageOf } from '../../../lib/language';
import { sendPdf } from '../../../lib/pdf';
import { HttpProblem } from '../../../lib/problem';
import { problemSchema } from '../../../lib/schemas';
import { inInt4 } from '../../../lib/sql';
import { siteOf } from '../../../lib/site';
import { languageQuery, profileParams } from '../schemas';
import { certificatePdf } from './certificate-pdf';
import { inscriptionCertificateStatus, type profilesRepository } from './repository';
import { withLabels } from './status-labels';

const tags = ['properties'];
/** Public profiles change rarely: browsers and proxies may keep them a minute. */
const PROFILE_CACHE_CONTROL = 'public, max-age=60';

/** A profile id from the path: anything but a positive 32-bit integer names no profile. */
function profileId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!inInt4(id)) throw new HttpProblem(404, MSG.profileNotFound);
  return id;
}

function found<T>(profile: T | undefined, reply: FastifyReply): T {
  if (!profile) throw new HttpProblem(404, MSG.profileNotFound);
  reply.header('cache-control', PROFILE_CACHE_CONTROL);
  return profile;
}

/** The certification profiles a QR code opens (spec §7 Properties, the public part), each with a machine-readable status, and the certificate's PDF. */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ReturnType<typeof profilesRepository> }> = async (app, { profiles }) => {
  const profileResponses = <T extends z.ZodType>(schema: T) => ({ 200: schema, 404: problemSchema });

  app.get(
    '/Profile/:id',
    {
      schema: {
        tags,
        summary: 'Perfil público de una propiedad certificada',
        params: profileParams,
        response: profileResponses(propertyProfileSchema),
      },
    },
    async (request, reply) => found(await profiles.propertyProfile(profileId(request.params.id)), reply),
  );

  app.get(
    '/Profile/:id/status',
    {
      schema: {
        tags,
        summary: 'Estado del certificado de una propiedad (verificación automática)',
        params: profileParams,
        querystring: languageQuery,
        response: profileResponses(certificateStatusSchema),
      },
    },
    async (request, reply) => {
      const facts = found(await profiles.propertyStatus(profileId(request.params.id)), reply);
      reply.header('vary', LANGUAGE_VARY);
      return withLabels(facts, languageOf(request));
    },
  );

  app.get(
    '/:id/certificate.pdf',
    {
      schema: {
        tags,
        summary: 'El certificado de una propiedad en PDF (A4), con su estado al descargarlo y el código QR de su perfil',
        params: profileParams,
        querystring: languageQuery,
        response: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } }, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const id = profileId(request.params.id);
      const certificate = await profiles.propertyCertificate(id);
      if (!certificate) throw new HttpProblem(404, MSG.profileNotFound);
      const language = languageOf(request);
      const pdf = await certificatePdf(certificate, `${siteOf(request)}${propertyProfilePath(id)}`, language);
      return sendPdf(reply, pdf, language, `${language === 'en' ? 'certificate' : 'certificado'}-${id}.pdf`);
    },
  );

  app.get(
    '/InscriptionProfile/:id',
    {
      schema: {
        tags,
        summary: 'Perfil público de una inscripción aceptada y sus propiedades',
        params: profileParams,
        response: profileResponses(inscriptionProfileSchema),
      },
    },
    async (request, reply) => found(await profiles.inscriptionProfile(profileId(request.params.id)), reply),
  );

  app.get(
    '/InscriptionProfile/:id/status',
    {
      schema: {
        tags,
        summary: 'Estado del certificado de una inscripción (verificación automática)',
        params: profileParams,
        querystring: languageQuery,
        response: profileResponses(certificateStatusSchema),
      },
    },
    async (request, reply) => {
      const facts = inscriptionCertificateStatus(found(await profiles.inscriptionProfile(profileId(request.params.id)), reply));
      reply.header('vary', LANGUAGE_VARY);
      return withLabels(facts, languageOf(request));
    },
  );
};
