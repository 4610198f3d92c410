import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_UPLOAD, documentFormSchema } from '@portal/shared-api';
import { notFound } from '../../lib/problem';
import { deleteRoute, foundRoute, pagedListRoutes, storedFileRoute } from '../../lib/routes';
import { errorResponses, idParamsSchema, problemSchema } from '../../lib/schemas';
import { readUpload, removeStoredFiles } from '../../lib/uploads';
import { deleteDocument, documentsRepository, insertDocument } from './repository';
import { createdSchema, documentItemSchema } from '@portal/shared-api/responses';

const tags = ['files'];

const admin = { roles: ['Administrador'] } as const;
const notFoundResponse = { 404: problemSchema };

/** Spec §7 documents: public list and download; administrators upload, edit and delete. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = documentsRepository(app.db);

  pagedListRoutes(app, {
    tags,
    summary: 'Documentos, del más reciente al más antiguo (total en el encabezado totalrecords)',
    searchSummary: 'Busca documentos por nombre o descripción',
    item: documentItemSchema,
    page: repository.page,
  });

  foundRoute(app, { url: '/:id', tags, summary: 'Un documento', params: idParamsSchema, item: documentItemSchema, find: ({ id }) => repository.find(id) });

  storedFileRoute(app, {
    url: '/:id/download',
    tags,
    summary: 'Descarga el archivo de un documento con su nombre original',
    params: idParamsSchema,
    file: ({ id }) => repository.fileOf(id),
    send: { public: true },
  });

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Sube un documento',
        description:
          'multipart/form-data: `fileName` y `description` (texto) y `file` (.doc, .docx, .xls, .xlsx o .pdf; ' +
          'se comprueba la extensión y el contenido).',
        consumes: ['multipart/form-data'],
        response: { 201: createdSchema, ...errorResponses.badRequest, ...errorResponses.authorised, 413: problemSchema, 415: problemSchema },
      },
      config: admin,
    },
    async (request, reply) => {
      const upload = await readUpload(request, DOCUMENT_UPLOAD);
      const id = await upload.save((tx, fileIds) => insertDocument(tx, { ...upload.fields, fileId: fileIds.file }));
      return reply.code(201).send({ id });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Cambia el nombre y la descripción de un documento',
        params: idParamsSchema,
        body: documentFormSchema,
        response: { 200: documentItemSchema, ...errorResponses.badRequest, ...errorResponses.authorised, ...notFoundResponse },
      },
      config: admin,
    },
    async (request) => {
      if (!(await repository.update(request.params.id, request.body))) throw notFound();
      return (await repository.find(request.params.id))!;
    },
  );

  deleteRoute(app, {
    url: '/:id',
    tags,
    summary: 'Borra un documento y su archivo',
    config: admin,
    remove: (id) => removeStoredFiles(app, (tx) => deleteDocument(tx, id)),
  });
};
