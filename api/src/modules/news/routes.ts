import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILTERED_SEGMENT, NEWS_UPLOAD, filteredQuerySchema, pagingQuerySchema } from '@portal/shared-api';
import { sendPage } from '../../lib/listing';
import { notFound } from '../../lib/problem';
import { sanitizeNewsBody } from '@portal/shared-api/sanitize-html';
import { errorResponses, idParamsSchema, problemSchema } from '../../lib/schemas';
import { readUpload, removeStoredFiles, sendStoredFile } from '../../lib/uploads';
import { deleteNews, insertNews, newsRepository } from './repository';
import { createdSchema, newsDetailSchema, newsItemSchema } from '@portal/shared-api/responses';

const tags = ['news'];

const admin = { roles: ['Administrador'] } as const;
const notFoundResponse = { 404: problemSchema };

/**
 * Spec §7 news: public list, detail and image. Publishing and deleting are for administrators (the
 * spec leaves /Noticias/Crear open; the server does not).
 */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = newsRepository(app.db);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Noticias sin su cuerpo, de la más reciente a la más antigua (total en el encabezado totalrecords)',
        querystring: pagingQuerySchema,
        response: { 200: z.array(newsItemSchema), ...errorResponses.badRequest },
      },
    },
    async (request, reply) => sendPage(reply, await repository.page({ ...request.query, param: '' })),
  );

  app.get(
    `/${FILTERED_SEGMENT}`,
    {
      schema: {
        tags,
        summary: 'Busca noticias por título o descripción',
        querystring: filteredQuerySchema,
        response: { 200: z.array(newsItemSchema), ...errorResponses.badRequest },
      },
    },
    async (request, reply) => sendPage(reply, await repository.page(request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Una noticia con su cuerpo HTML',
        params: idParamsSchema,
        response: { 200: newsDetailSchema, ...errorResponses.badRequest, ...notFoundResponse },
      },
    },
    async (request) => {
      const item = await repository.find(request.params.id);
      if (!item) throw notFound();
      return item;
    },
  );

  app.get(
    '/:id/thumbnail',
    {
      schema: {
        tags,
        summary: 'La imagen de una noticia',
        params: idParamsSchema,
        response: { ...errorResponses.badRequest, ...notFoundResponse },
      },
      compress: false,
    },
    async (request, reply) => {
      const file = await repository.thumbnailOf(request.params.id);
      if (!file) throw notFound();
      return sendStoredFile(reply, file, { inline: true, public: true });
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Publica una noticia',
        description:
          'multipart/form-data: `title`, `description` y `body` (HTML; se depura al guardarlo) y, opcional, ' +
          '`thumbnail` (.jpg, .jpeg o .png). El autor es el usuario de la sesión.',
        consumes: ['multipart/form-data'],
        response: { 201: createdSchema, ...errorResponses.badRequest, ...errorResponses.authorised, 413: problemSchema, 415: problemSchema },
      },
      config: admin,
    },
    async (request, reply) => {
      const upload = await readUpload(request, NEWS_UPLOAD);
      const { title, description, body } = upload.fields;
      const id = await upload.save((tx, fileIds) =>
        insertNews(tx, {
          title,
          description,
          body: sanitizeNewsBody(body),
          author: request.user.name,
          authorId: request.user.id,
          thumbnailId: fileIds.thumbnail ?? null,
        }),
      );
      return reply.code(201).send({ id });
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Borra una noticia y su imagen',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses.badRequest, ...errorResponses.authorised, ...notFoundResponse },
      },
      config: admin,
    },
    async (request, reply) => {
      if (!(await removeStoredFiles(app, (tx) => deleteNews(tx, request.params.id)))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
