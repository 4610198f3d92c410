import { eq } from 'drizzle-orm';
import type { FilteredQuery, NewsDetail, NewsItem, Page } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { news } from '../../db/schema';
import { newestFirstPage } from '../../lib/listing';
import { referredFile, type StoredFileRef } from '../../lib/uploads';

/** The address of a news item's image. */
export const thumbnailPath = (id: number): string => `/api/news/${id}/thumbnail`;

export interface NewNews {
  title: string;
  description: string;
  /** Already sanitised HTML. */
  body: string;
  author: string;
  authorId: number | null;
  thumbnailId: number | null;
}

const itemColumns = {
  id: news.id,
  title: news.title,
  description: news.description,
  author: news.author,
  createdAt: news.createdAt,
  thumbnailId: news.thumbnailId,
};

type ItemRow = Omit<NewsItem, 'dateCreated' | 'thumbnail'> & { createdAt: Date; thumbnailId: number | null };

const toItem = ({ createdAt, thumbnailId, ...row }: ItemRow): NewsItem => ({
  ...row,
  dateCreated: createdAt.toISOString(),
  thumbnail: thumbnailId === null ? null : thumbnailPath(row.id),
});

export function newsRepository(db: Database) {
  return {
    /** Newest first, without the bodies; `param` searches the title and the description. */
    page: (query: FilteredQuery): Promise<Page<NewsItem>> =>
      newestFirstPage(db, query, {
        table: news,
        rows: db.select(itemColumns).from(news).$dynamic(),
        searched: [news.title, news.description],
        createdAt: news.createdAt,
        id: news.id,
        toItem,
      }),

    async find(id: number): Promise<NewsDetail | undefined> {
      const [row] = await db
        .select({ ...itemColumns, body: news.body })
        .from(news)
        .where(eq(news.id, id));
      return row && { ...toItem(row), body: row.body };
    },

    thumbnailOf: (id: number): Promise<StoredFileRef | undefined> => referredFile(db, news, news.id, news.thumbnailId, id),
  };
}

/** Inserts a news item (inside the upload's transaction when it has an image). */
export async function insertNews(tx: Database, item: NewNews): Promise<number> {
  const [created] = await tx.insert(news).values(item).returning({ id: news.id });
  return created!.id;
}

/** Deletes a news item and answers the id of its image, if any (undefined when there was no such item). */
export async function deleteNews(tx: Database, id: number): Promise<(number | null)[] | undefined> {
  const [deleted] = await tx.delete(news).where(eq(news.id, id)).returning({ thumbnailId: news.thumbnailId });
  return deleted && [deleted.thumbnailId];
}
