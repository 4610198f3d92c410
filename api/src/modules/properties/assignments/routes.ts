import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FILTERED_SEGMENT, VISIT_MSG, assignmentsSaveSchema, type Role } from '@portal/shared-api';
import { HttpProblem, ValidationFailure } from '../../../lib/problem';
import { foundRoute, pageRoute } from '../../../lib/routes';
import { errorResponses, idParamsSchema, problemSchema } from '../../../lib/schemas';
import { callerOf } from '../../../domain/operations/caller';
import { listQuery, pagingOf, regentEmailQuery } from '../../../domain/operations/schemas';
import { regentsRepository } from '../../users';
import { propertiesOperations, type PropertyScope } from './repository';
import {
  assignmentItemSchema,
  assignmentsSavedSchema,
  groupCertificationSchema,
  propertyItemSchema,
} from '@portal/shared-api/responses';

const tags = ['properties'];

/** Each list at its path of spec §7 (its search at `<path>/Filtered`). */
const propertyLists: ReadonlyArray<{ path: `/${string}`; scope: PropertyScope; roles: readonly Role[]; summary: string }> = [
  { path: '/myenabledproperties', scope: 'ownEnabled', roles: ['Cliente'], summary: 'Propiedades certificadas y habilitadas del cliente' },
  { path: '/regentproperties', scope: 'assigned', roles: ['Regente'], summary: 'Propiedades asignadas al regente' },
  {
    path: '/myproperties',
    scope: 'mine',
    roles: ['Cliente', 'Regente'],
    summary: 'Mis propiedades: las certificadas del cliente y las asignadas al regente',
  },
  { path: '/myacceptedproperties', scope: 'ownCertified', roles: ['Cliente'], summary: 'Propiedades certificadas del cliente' },
  {
    path: '/certifiedproperties',
    scope: 'individualCertified',
    roles: ['Administrador'],
    summary: 'Propiedades certificadas de inscripciones individuales',
  },
];

/**
 * Spec §7 Properties, the operations part (the portfolio and public profiles live in the properties
 * module on the same prefix): the lists of the client, the regent and the administrator, one
 * property, and the assignment of a client's properties to the client's regents.
 */
export const propertyOperationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = propertiesOperations(app.db);
  const regents = regentsRepository(app.db);

  for (const list of propertyLists) {
    for (const url of [list.path, `${list.path}/${FILTERED_SEGMENT}`]) {
      pageRoute(app, {
        url,
        tags,
        summary: `${list.summary} (total en totalrecords)`,
        description: '`param` busca en el nombre, el número de finca y la dirección.',
        config: { roles: list.roles },
        querystring: listQuery,
        item: propertyItemSchema,
        page: (query, request) => repository.page(list.scope, callerOf(request), pagingOf(query)),
      });
    }
  }

  for (const url of ['/groupedcertifications', `/groupedcertifications/${FILTERED_SEGMENT}`]) {
    pageRoute(app, {
      url,
      tags,
      summary: 'Inscripciones grupales aceptadas, una fila por inscripción (total en totalrecords)',
      config: { roles: ['Administrador'] },
      querystring: listQuery,
      item: groupCertificationSchema,
      page: (query) => repository.groupedCertifications(pagingOf(query)),
    });
  }

  foundRoute(app, {
    url: '/item/:id',
    tags,
    summary: 'Una propiedad: para su dueño, un regente asignado o un administrador',
    config: { roles: ['Cliente', 'Regente', 'Administrador'] },
    params: idParamsSchema,
    item: propertyItemSchema,
    find: ({ id }, request) => repository.item(id, callerOf(request)),
  });

  /** The regent named in the query, who must be one of the caller's regents. */
  const ownRegent = async (customerId: number, email: string) => {
    const regent = await regents.findOwnRegent(customerId, email);
    if (!regent) throw new HttpProblem(404, VISIT_MSG.regentNotYours);
    return regent;
  };

  pageRoute(app, {
    url: '/assignedProperties',
    tags,
    summary: 'Propiedades certificadas del cliente y si están asignadas al regente (total en totalrecords)',
    description: 'El cliente es el usuario del token (`clientEmail` se ignora); el regente debe ser uno de los suyos.',
    config: { roles: ['Cliente'] },
    querystring: listQuery.extend(regentEmailQuery.shape),
    item: assignmentItemSchema,
    errors: { 404: problemSchema },
    page: async (query, request) => {
      const caller = callerOf(request);
      const regent = await ownRegent(caller.id, query.regentEmail);
      return repository.assignments(caller, regent.userId, pagingOf(query));
    },
  });

  app.post(
    '/assignproperties',
    {
      schema: {
        tags,
        summary: 'Asigna o desasigna el regente a propiedades del cliente, todo o nada',
        querystring: regentEmailQuery,
        body: assignmentsSaveSchema,
        response: {
          200: assignmentsSavedSchema,
          ...errorResponses.badRequest,
          ...errorResponses.authorised,
          404: problemSchema,
        },
      },
      config: { roles: ['Cliente'] },
    },
    async (request) => {
      const caller = callerOf(request);
      const regent = await ownRegent(caller.id, request.query.regentEmail);
      if (!(await repository.saveAssignments(caller, regent.userId, request.body))) {
        throw new ValidationFailure([VISIT_MSG.propertyNotYours]);
      }
      return request.body.map(({ id, isAssigned }) => ({ id, isAssigned }));
    },
  );
};
