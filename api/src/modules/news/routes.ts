import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEWS_UPLOAD } from '@portal/shared-api';
import { deleteRoute, foundRoute, pagedListRoutes, storedFileRoute } from '../../lib/routes';
import { sanitizeNewsBody } from '@portal/shared-api/sanitize-html';
import { errorResponses, idParamsSchema, problemSchema } from '../../lib/schemas';
import { readUpload, removeStoredFiles } from '../../lib/uploads';
import { deleteNews, insertNews, newsRepository } from './repository';
import { createdSchema, newsDetailSchema, newsItemSchema } from '@portal/shared-api/responses';

const tags = ['news'];

const admin = { roles: ['Administrador'] } as const;

/**
 * Spec §7 news: public list, detail and image. Publishing and deleting are for administrators (the
 * spec leaves /Noticias/Crear open; the server does not).
 */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = newsRepository(app.db);

  pagedListRoutes(app, {
    tags,
    summary: 'Noticias sin su cuerpo, de la más reciente a la más antigua (total en el encabezado totalrecords)',
    searchSummary: 'Busca noticias por título o descripción',
    item: newsItemSchema,
    page: repository.page,
  });

  foundRoute(app, {
    url: '/:id',
    tags,
    summary: 'Una noticia con su cuerpo HTML',
    params: idParamsSchema,
    item: newsDetailSchema,
    find: ({ id }) => repository.find(id),
  });

  storedFileRoute(app, {
    url: '/:id/thumbnail',
    tags,
    summary: 'La imagen de una noticia',
    params: idParamsSchema,
    file: ({ id }) => repository.thumbnailOf(id),
    send: { inline: true, public: true },
  });

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

  deleteRoute(app, {
    url: '/:id',
    tags,
    summary: 'Borra una noticia y su imagen',
    config: admin,
    remove: (id) => removeStoredFiles(app, (tx) => deleteNews(tx, id)),
  });
};
