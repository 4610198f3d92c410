import type { FastifyRequest } from 'fastify';

/** The portal's address as the caller reached it (`https://madera.example.cr`), for the links a PDF, a file or a QR code carries. */
export const siteOf = (request: Pick<FastifyRequest, 'protocol' | 'host'>) => `${request.protocol}://${request.host}`;
