import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { UploadKind } from '@portal/shared-api';
import { signatureOf } from '../../lib/uploads';
import type { Database } from '../client';
import { storedFiles } from '../schema';

/** A generated demo file to store like an upload. */
export interface StoredDemoFile {
  name: string;
  kind: UploadKind;
  bytes: Buffer;
  uploadedBy: number | null;
  createdAt?: Date;
}

/**
 * Runs `work` in a transaction with a way to store generated files under the uploads folder (bytes on
 * disk under a random name, metadata in the same transaction); the bytes are removed if it fails.
 */
export async function withDemoFiles<T>(
  db: Database,
  dir: string,
  work: (tx: Database, store: (file: StoredDemoFile) => Promise<number>) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await db.transaction((tx) =>
      work(tx, async (file) => {
        const storageName = randomUUID();
        await fs.promises.writeFile(path.join(dir, storageName), file.bytes, { flag: 'wx' });
        written.push(storageName);
        const [row] = await tx
          .insert(storedFiles)
          .values({
            storageName,
            originalName: file.name,
            contentType: signatureOf(file.name).contentType,
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
    await Promise.all(written.map((name) => fs.promises.rm(path.join(dir, name), { force: true })));
    throw error;
  }
}
