import { eq, sql } from 'drizzle-orm';
import type { DocumentForm, DocumentItem, FilteredQuery, Page } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { documents, storedFiles } from '../../db/schema';
import { newestFirstPage } from '../../lib/listing';
import { referredFile, type StoredFileRef } from '../../lib/uploads';

/** The download address of a document: it answers with the original file name. */
export const downloadPath = (id: number): string => `/api/files/${id}/download`;

const columns = {
  id: documents.id,
  fileName: documents.fileName,
  description: documents.description,
  originalName: storedFiles.originalName,
  size: storedFiles.size,
  createdAt: documents.createdAt,
  modifiedAt: documents.modifiedAt,
};

type Row = Omit<DocumentItem, 'filePath' | 'dateCreated' | 'dateModified'> & { createdAt: Date; modifiedAt: Date };

const toItem = ({ createdAt, modifiedAt, ...row }: Row): DocumentItem => ({
  ...row,
  filePath: downloadPath(row.id),
  dateCreated: createdAt.toISOString(),
  dateModified: modifiedAt.toISOString(),
});

export function documentsRepository(db: Database) {
  const select = () => db.select(columns).from(documents).innerJoin(storedFiles, eq(storedFiles.id, documents.fileId));

  return {
    /** Newest first; `param` searches the name and the description. */
    page: (query: FilteredQuery): Promise<Page<DocumentItem>> =>
      newestFirstPage(db, query, {
        table: documents,
        rows: select().$dynamic(),
        searched: [documents.fileName, documents.description],
        createdAt: documents.createdAt,
        id: documents.id,
        toItem,
      }),

    async find(id: number): Promise<DocumentItem | undefined> {
      const [row] = await select().where(eq(documents.id, id));
      return row && toItem(row);
    },

    fileOf: (id: number): Promise<StoredFileRef | undefined> => referredFile(db, documents, documents.id, documents.fileId, id),

    async update(id: number, form: DocumentForm): Promise<boolean> {
      const updated = await db
        .update(documents)
        .set({ fileName: form.fileName, description: form.description, modifiedAt: sql`now()` })
        .where(eq(documents.id, id))
        .returning({ id: documents.id });
      return updated.length > 0;
    },
  };
}

/** Inserts a document whose file is already stored (inside the upload's transaction). */
export async function insertDocument(tx: Database, document: DocumentForm & { fileId: number }): Promise<number> {
  const [created] = await tx.insert(documents).values(document).returning({ id: documents.id });
  return created!.id;
}

/** Deletes a document and answers the id of its file (undefined when there was no such document). */
export async function deleteDocument(tx: Database, id: number): Promise<number[] | undefined> {
  const [deleted] = await tx.delete(documents).where(eq(documents.id, id)).returning({ fileId: documents.fileId });
  return deleted && [deleted.fileId];
}
