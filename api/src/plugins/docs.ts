import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentIdempotencyKey } from './idempotency';

export const DOCS_PREFIX = '/api/docs';

/**
 * A stable operationId from the method and the path, so clients generated from the document get names: the
 * spec's call names stay in it (`POST /api/users/AddUser` → `postUsersAddUser`), a parameter reads `By…`
 * (`GET /api/properties/Profile/:id` → `getPropertiesProfileById`).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['By', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

/** OpenAPI 3.1 generated from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json). */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'API del Portal de Certificación de Madera Legal',
          description:
            'Errores: una validación fallida responde 400 con una lista de mensajes; ' +
            'cualquier otro error responde {status, title}.',
          version: '1.0.0',
          contact: { name: 'Servicio de Certificación de Madera Legal (formulario de contacto del portal: /Contactenos)' },
          license: { name: 'Propietaria: uso de la API según las condiciones del Servicio de Certificación de Madera Legal', identifier: 'LicenseRef-Propietaria' },
        },
        // the address the document was read from fills this in (transformSpecification below)
        servers: [{ url: 'http://localhost:8080', description: 'El portal en este equipo (npm start)' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // only the API is documented: static files and remotes.json are not part of the contract
      transform: (document) => {
        if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
        const transformed = documentIdempotencyKey(jsonSchemaTransform(document), document.route);
        const method = Array.isArray(document.route.method) ? document.route.method[0]! : document.route.method;
        return { ...transformed, schema: { operationId: operationIdOf(method, document.url), ...transformed.schema } };
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // the server is the one the document was asked of (behind a proxy, with TRUST_PROXY, the public address)
      transformSpecificationClone: true,
      transformSpecification: (document, request) => ({
        ...document,
        servers: [{ url: `${request.protocol}://${request.host}`, description: 'Este portal' }],
      }),
    });
  },
  { name: 'docs' },
);
