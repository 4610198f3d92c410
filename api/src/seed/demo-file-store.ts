import { randomUUID } from 'node:crypto';
import type { UploadKind } from '@portal/shared-api';
import type { FileStore } from '../lib/file-store';
import { signatureOf } from '../lib/uploads';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema';

/** A generated demo file to store like an upload. */
export interface StoredDemoFile {
  name: string;
  kind: UploadKind;
  bytes: Buffer;
  uploadedBy: number | null;
  createdAt?: Date;
}

/**
 * Runs `work` in a transaction with a way to store generated files in the file store (bytes under a
 * random name, metadata in the same transaction); the bytes are removed if it fails.
 */
export async function withDemoFiles<T>(
  db: Database,
  files: FileStore,
  work: (tx: Database, store: (file: StoredDemoFile) => Promise<number>) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await db.transaction((tx) =>
      work(tx, async (file) => {
        const storageName = randomUUID();
        const { contentType } = signatureOf(file.name);
        await files.write(storageName, file.bytes, contentType);
        written.push(storageName);
        const [row] = await tx
          .insert(storedFiles)
          .values({
            storageName,
            originalName: file.name,
            contentType,
            size: file.bytes.length,
            kind: file.kind,
            uploadedBy: file.uploadedBy,
            ...(file.createdAt ? { createdAt: file.createdAt } : {}),
          })
          .returning({ id: storedFiles.id });
        return row!.id;
      }),
    );
  } catch (error) {
    await files.remove(written);
    throw error;
  }
}
