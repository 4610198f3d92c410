import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentIdempotencyKey } from './idempotency';

export const DOCS_PREFIX = '/api/docs';

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
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // only the API is documented: static files and remotes.json are not part of the contract
      transform: (document) =>
        document.url.startsWith('/api/')
          ? documentIdempotencyKey(jsonSchemaTransform(document), document.route)
          : { schema: { hide: true }, url: document.url },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'docs' },
);
