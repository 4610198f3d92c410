import fp from 'fastify-plugin';
import type { FileStore } from '../file-store';

export interface UploadSettings {
  /** Where the bytes of every stored file live. */
  store: FileStore;
  /** Largest accepted file, in bytes. */
  maxFileBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadSettings;
  }
}

export const uploadsPlugin = fp<UploadSettings>(
  async (app, settings) => {
    await settings.store.open();
    app.decorate('uploads', settings);
  },
  { name: 'uploads' },
);
