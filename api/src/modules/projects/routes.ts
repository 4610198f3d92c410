import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VISIT_MSG } from '@portal/shared-api';
import { HttpProblem } from '../../lib/problem';
import { pageRoute } from '../../lib/routes';
import { errorResponses, problemSchema } from '../../lib/schemas';
import { pagedQuery, pagingOf, propertyIdQuery } from '../../domain/operations/schemas';
import { projectsRepository } from './repository';
import {
  certificationDataSchema,
  projectInformationSchema,
  regentProjectSchema,
  reportSchema,
} from '@portal/shared-api/responses';

const tags = ['projects'];
const regent = { roles: ['Regente'] } as const;
const responses = <T extends z.ZodType>(schema: T) => ({
  200: schema,
  ...errorResponses.badRequest,
  ...errorResponses.authorised,
  404: problemSchema,
});

/** A property not assigned to the calling regent is not found, whatever its id. */
const notAssigned = () => new HttpProblem(404, VISIT_MSG.notAssigned);

function found<T>(value: T | undefined): T {
  if (value === undefined) throw notAssigned();
  return value;
}

/** Spec §7 Regent dashboard (Mis Proyectos): the calling regent's assigned properties only. */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = projectsRepository(app.db);

  pageRoute(app, {
    url: '/',
    tags,
    summary: 'Mis Proyectos: propiedades asignadas al regente (total en totalrecords)',
    config: regent,
    querystring: pagedQuery,
    item: regentProjectSchema,
    page: (query, request) => repository.projects(request.user.id, pagingOf(query)),
  });

  app.get(
    '/CertData',
    {
      schema: {
        tags,
        summary: 'Datos de certificación: vigencia, inscripción, visitas disponibles y realizadas',
        querystring: propertyIdQuery,
        response: responses(certificationDataSchema),
      },
      config: regent,
    },
    async (request) => found(await repository.certificationData(request.user.id, request.query.propertyId, new Date())),
  );

  app.get(
    '/VisitsDone',
    {
      schema: {
        tags,
        summary: 'Número de visitas realizadas (informadas por un regente) en la propiedad',
        querystring: propertyIdQuery,
        response: responses(z.number().int()),
      },
      config: regent,
    },
    async (request) => {
      const { propertyId } = request.query;
      if (!(await repository.isAssigned(request.user.id, propertyId))) throw notAssigned();
      return repository.visitsDone(propertyId);
    },
  );

  app.get(
    '/Information',
    {
      schema: {
        tags,
        summary: 'Titular de la propiedad: tipo de identificación, identificación, nombre y categoría',
        querystring: propertyIdQuery,
        response: responses(projectInformationSchema),
      },
      config: regent,
    },
    async (request) => found(await repository.information(request.user.id, request.query.propertyId)),
  );

  app.get(
    '/Reports',
    {
      schema: {
        tags,
        summary: 'Los informes del regente para la propiedad, el más reciente primero',
        querystring: propertyIdQuery,
        response: responses(z.array(reportSchema)),
      },
      config: regent,
    },
    async (request) => {
      const { propertyId } = request.query;
      if (!(await repository.isAssigned(request.user.id, propertyId))) throw notAssigned();
      return repository.reports(request.user.id, propertyId);
    },
  );
};
