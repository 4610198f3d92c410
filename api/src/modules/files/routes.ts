import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_UPLOAD, FILTERED_SEGMENT, documentFormSchema, filteredQuerySchema, pagingQuerySchema } from '@portal/shared-api';
import { sendPage } from '../../lib/listing';
import { notFound } from '../../lib/problem';
import { errorResponses, idParamsSchema, problemSchema } from '../../lib/schemas';
import { readUpload, removeStoredFiles, sendStoredFile } from '../../lib/uploads';
import { deleteDocument, documentsRepository, insertDocument } from './repository';
import { createdSchema, documentItemSchema } from '@portal/shared-api/responses';

const tags = ['files'];

const admin = { roles: ['Administrador'] } as const;
const notFoundResponse = { 404: problemSchema };

/** Spec §7 documents: public list and download; administrators upload, edit and delete. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = documentsRepository(app.db);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Documentos, del más reciente al más antiguo (total en el encabezado totalrecords)',
        querystring: pagingQuerySchema,
        response: { 200: z.array(documentItemSchema), ...errorResponses.badRequest },
      },
    },
    async (request, reply) => sendPage(reply, await repository.page({ ...request.query, param: '' })),
  );

  app.get(
    `/${FILTERED_SEGMENT}`,
    {
      schema: {
        tags,
        summary: 'Busca documentos por nombre o descripción',
        querystring: filteredQuerySchema,
        response: { 200: z.array(documentItemSchema), ...errorResponses.badRequest },
      },
    },
    async (request, reply) => sendPage(reply, await repository.page(request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Un documento',
        params: idParamsSchema,
        response: { 200: documentItemSchema, ...errorResponses.badRequest, ...notFoundResponse },
      },
    },
    async (request) => {
      const document = await repository.find(request.params.id);
      if (!document) throw notFound();
      return document;
    },
  );

  app.get(
    '/:id/download',
    {
      schema: {
        tags,
        summary: 'Descarga el archivo de un documento con su nombre original',
        params: idParamsSchema,
        response: { ...errorResponses.badRequest, ...notFoundResponse },
      },
      compress: false,
    },
    async (request, reply) => {
      const file = await repository.fileOf(request.params.id);
      if (!file) throw notFound();
      return sendStoredFile(reply, file, { public: true });
    },
  );

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

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Borra un documento y su archivo',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses.badRequest, ...errorResponses.authorised, ...notFoundResponse },
      },
      config: admin,
    },
    async (request, reply) => {
      if (!(await removeStoredFiles(app, (tx) => deleteDocument(tx, request.params.id)))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
