import { and, eq, inArray } from 'drizzle-orm';
import type { FileStore } from '../lib/file-store';
import { sanitizeNewsBody } from '@portal/shared-api/sanitize-html';
import type { Database } from '../db/client';
import { contacts, documents, news, users } from '../db/schema';
import { DEMO_CONTACTS, DEMO_DOCUMENTS, DEMO_NEWS } from './demo-content';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { withDemoFiles } from './demo-file-store';
import { demoPdf, demoPicture } from '../lib/demo-files';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Mid-morning `days` ago, so the demo reads like a few weeks of activity. */
const daysAgo = (days: number, now = Date.now()): Date => {
  const date = new Date(now - days * DAY_MS);
  date.setHours(9 + (days % 7), (days * 17) % 60, 0, 0);
  return date;
};

const fullName = (account: (typeof DEMO_ACCOUNTS)[number]) =>
  [account.firstName, account.middleName, account.lastName, account.secondLastName].filter(Boolean).join(' ');

/**
 * Demo news (some with a picture), public documents (one-page PDFs) and contact messages. Each is
 * added only when nothing with its title, name or sender exists yet, so running it again changes nothing.
 */
export async function seedDemoContent(db: Database, files: FileStore): Promise<void> {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'Administrador')!;
  const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
  const authorId = adminRow?.id ?? null;
  const now = Date.now();

  const existingNews = new Set(
    (await db.select({ title: news.title }).from(news).where(inArray(news.title, DEMO_NEWS.map((item) => item.title)))).map(
      (row) => row.title,
    ),
  );
  for (const item of DEMO_NEWS.filter((entry) => !existingNews.has(entry.title))) {
    await withDemoFiles(db, files, async (tx, store) => {
      const thumbnailId = item.picture
        ? await store({ name: item.picture.fileName, kind: 'image', bytes: demoPicture(item.picture.theme), uploadedBy: authorId })
        : null;
      await tx.insert(news).values({
        title: item.title,
        description: item.description,
        body: sanitizeNewsBody(item.body),
        author: fullName(admin),
        authorId,
        thumbnailId,
        createdAt: daysAgo(item.daysAgo, now),
      });
    });
  }

  const existingDocuments = new Set(
    (
      await db
        .select({ fileName: documents.fileName })
        .from(documents)
        .where(inArray(documents.fileName, DEMO_DOCUMENTS.map((item) => item.fileName)))
    ).map((row) => row.fileName),
  );
  for (const item of DEMO_DOCUMENTS.filter((entry) => !existingDocuments.has(entry.fileName))) {
    await withDemoFiles(db, files, async (tx, store) => {
      const fileId = await store({
        name: item.file.name,
        kind: item.file.kind,
        bytes: demoPdf(item.file.title, item.file.lines),
        uploadedBy: authorId,
      });
      const createdAt = daysAgo(item.daysAgo, now);
      await tx.insert(documents).values({ fileName: item.fileName, description: item.description, fileId, createdAt, modifiedAt: createdAt });
    });
  }

  for (const contact of DEMO_CONTACTS) {
    const [existing] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.email, contact.email), eq(contacts.message, contact.message)));
    if (existing) continue;
    const { daysAgo: age, ...fields } = contact;
    await db.insert(contacts).values({ ...fields, subject: fields.subject ?? null, createdAt: daysAgo(age, now) });
  }
}
