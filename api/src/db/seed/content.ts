import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { UploadKind } from '@portal/shared-api';
import { sanitizeNewsBody } from '../../lib/sanitize-html';
import { signatureOf } from '../../lib/uploads';
import type { Database } from '../client';
import { contacts, documents, news, storedFiles, users } from '../schema';
import { DEMO_CONTACTS, DEMO_DOCUMENTS, DEMO_NEWS } from './demo-content';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoPdf, demoPicture } from './demo-files';

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
 * Writes a generated file under the uploads folder and records it inside `tx`; the bytes are
 * removed again if the transaction fails.
 */
async function storeFile(tx: Database, dir: string, file: { name: string; kind: UploadKind; bytes: Buffer; uploadedBy: number | null }) {
  const storageName = randomUUID();
  await fs.promises.writeFile(path.join(dir, storageName), file.bytes, { flag: 'wx' });
  try {
    const [row] = await tx
      .insert(storedFiles)
      .values({
        storageName,
        originalName: file.name,
        contentType: signatureOf(file.name).contentType,
        size: file.bytes.length,
        kind: file.kind,
        uploadedBy: file.uploadedBy,
      })
      .returning({ id: storedFiles.id });
    return { id: row!.id, storageName };
  } catch (error) {
    await fs.promises.rm(path.join(dir, storageName), { force: true });
    throw error;
  }
}

/** Runs `work` in a transaction; the generated files it wrote are removed if it fails. */
async function withFiles<T>(db: Database, dir: string, work: (store: (file: Parameters<typeof storeFile>[2]) => Promise<number>, tx: Database) => Promise<T>) {
  const written: string[] = [];
  try {
    return await db.transaction((tx) =>
      work(async (file) => {
        const stored = await storeFile(tx, dir, file);
        written.push(stored.storageName);
        return stored.id;
      }, tx),
    );
  } catch (error) {
    await Promise.all(written.map((name) => fs.promises.rm(path.join(dir, name), { force: true })));
    throw error;
  }
}

/**
 * Demo news (some with a picture), public documents (one-page PDFs) and contact messages. Each is
 * added only when nothing with its title, name or sender exists yet, so running it again changes nothing.
 */
export async function seedDemoContent(db: Database, uploadsDir: string): Promise<void> {
  await fs.promises.mkdir(uploadsDir, { recursive: true });
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
    await withFiles(db, uploadsDir, async (store, tx) => {
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
    await withFiles(db, uploadsDir, async (store, tx) => {
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
