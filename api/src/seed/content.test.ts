import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { count, inArray, type SQLWrapper } from 'drizzle-orm';
import { contactSchema, documentFormSchema, newsFormSchema, type DocumentItem, type NewsDetail, type NewsItem } from '@portal/shared-api';
import { build } from '../../test/build';
import { sanitizeNewsBody } from '@portal/shared-api/sanitize-html';
import { contacts, documents, news, storedFiles } from '../db/schema';
import { DEMO_CONTACTS, DEMO_DOCUMENTS, DEMO_NEWS } from './demo-content';
import { demoPdf, demoPicture } from '../lib/demo-files';
import { seedDatabase, seedDemoAccounts, seedDemoContent } from '.';

/** Reads a PNG the way a decoder does: signature, chunk CRCs, header, and the size of the inflated pixels. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(zlib.crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]!.data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  expect(zlib.inflateSync(chunks[1]!.data)).toHaveLength(height * (1 + width * 3));
  return { width, height };
}

/** Checks what a PDF reader relies on: every xref offset lands on its object, startxref on the table, stream lengths. */
function readPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const entries = text.slice(startxref).split('\n').slice(3).filter((line) => / 00000 n $/.test(line));
  expect(entries.every((line) => line.length === 19)).toBe(true);
  entries.forEach((line, index) => {
    const offset = Number(line.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
  const start = stream.index + stream[0].length;
  expect(text.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe('\nendstream');
  return text;
}

describe('generated demo files', () => {
  it('draws valid PNG pictures', () => {
    for (const theme of ['forest', 'sawmill', 'qr', 'regent'] as const) {
      const png = demoPicture(theme);
      expect(readPng(png)).toEqual({ width: 320, height: 180 });
      expect(png.length).toBeLessThan(8 * 1024);
    }
  });

  it('writes valid one-page PDFs with the title in WinAnsi text', () => {
    const text = readPdf(demoPdf('Guía de inscripción', ['Paréntesis (así) y barra \\ escapados']));
    expect(text).toContain('(Gu\xeda de inscripci\xf3n) Tj');
    expect(text).toContain('(Par\xe9ntesis \\(as\xed\\) y barra \\\\ escapados)');
  });
});

describe('demo content', () => {
  it('is written for the real forms: every item passes the validation of its form', () => {
    for (const item of DEMO_NEWS) {
      expect(newsFormSchema.safeParse(item).error?.issues).toBeUndefined();
      // the bodies only use what the editor may produce
      expect(sanitizeNewsBody(item.body)).toBe(item.body);
    }
    for (const item of DEMO_DOCUMENTS) expect(documentFormSchema.safeParse(item).error?.issues).toBeUndefined();
    for (const item of DEMO_CONTACTS) expect(contactSchema.safeParse(item).error?.issues).toBeUndefined();
    expect(DEMO_NEWS.filter((item) => item.picture).length).toBeGreaterThanOrEqual(2);
  });

  describe('seeding', () => {
    const t = build();
    const total = async (table: typeof news | typeof documents | typeof contacts | typeof storedFiles) =>
      Number((await t.db.select({ n: count() }).from(table))[0]!.n);

    it('adds nothing outside demo mode or without an uploads folder', async () => {
      await seedDatabase(t.db, { demo: false, files: t.files });
      await seedDatabase(t.db, { demo: true });
      expect(await total(news)).toBe(0);
      expect(await total(documents)).toBe(0);
    });

    it('adds the news, documents and contacts once, however often it runs', async () => {
      await seedDemoAccounts(t.db);
      await seedDatabase(t.db, { demo: true, files: t.files });
      const filesAfterFirstRun = await total(storedFiles);
      await seedDatabase(t.db, { demo: true, files: t.files });
      await seedDemoContent(t.db, t.files);

      expect(await total(news)).toBe(DEMO_NEWS.length);
      expect(await total(documents)).toBe(DEMO_DOCUMENTS.length);
      expect(await total(contacts)).toBe(DEMO_CONTACTS.length);
      // the other demo records (enrolments, visits) store files too: a second run adds none of anybody's
      expect(await total(storedFiles)).toBe(filesAfterFirstRun);
      const pictures = DEMO_NEWS.filter((item) => item.picture).length;
      const filesOf = async (ids: SQLWrapper) =>
        Number((await t.db.select({ n: count() }).from(storedFiles).where(inArray(storedFiles.id, ids)))[0]!.n);
      expect(await filesOf(t.db.select({ id: documents.fileId }).from(documents))).toBe(DEMO_DOCUMENTS.length);
      expect(await filesOf(t.db.select({ id: news.thumbnailId }).from(news))).toBe(pictures);
      const stored = await t.db.select({ storageName: storedFiles.storageName }).from(storedFiles);
      expect((await fs.promises.readdir(t.uploadsDir)).sort()).toEqual(stored.map((row) => row.storageName).sort());
    });

    it('lists the news newest first, spread over the last weeks, signed by the demo administrator', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/news' });
      const items = response.json<NewsItem[]>();

      expect(items.map((item) => item.title)).toEqual([...DEMO_NEWS].sort((a, b) => a.daysAgo - b.daysAgo).map((item) => item.title));
      const ages = items.map((item) => (Date.now() - Date.parse(item.dateCreated)) / 86_400_000);
      expect(ages[0]).toBeLessThan(7);
      expect(ages.at(-1)).toBeGreaterThan(21);
      expect(new Set(items.map((item) => item.author))).toEqual(new Set(['Andrea María Vargas Solano']));
    });

    it('serves the pictures and the bodies of the demo news', async () => {
      const items = (await t.app.inject({ method: 'GET', url: '/api/news' })).json<NewsItem[]>();
      const withPicture = items.filter((item) => item.thumbnail);
      expect(withPicture.length).toBeGreaterThanOrEqual(2);
      for (const item of withPicture) {
        const image = await t.app.inject({ method: 'GET', url: item.thumbnail! });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
        readPng(image.rawPayload);
      }
      const detail = (await t.app.inject({ method: 'GET', url: `/api/news/${items[0]!.id}` })).json<NewsDetail>();
      expect(detail.body).toContain('<h2>');
    });

    it('serves the demo documents as real PDFs with their Spanish names', async () => {
      const items = (await t.app.inject({ method: 'GET', url: '/api/files' })).json<DocumentItem[]>();
      expect(items.map((item) => item.fileName)).toEqual(DEMO_DOCUMENTS.map((item) => item.fileName));
      const guide = items.find((item) => item.fileName === 'Guía de inscripción')!;
      expect(guide.originalName).toBe('guia-de-inscripcion.pdf');

      const download = await t.app.inject({ method: 'GET', url: guide.filePath });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('filename="guia-de-inscripcion.pdf"');
      expect(readPdf(download.rawPayload)).toContain('(Gu\xeda de inscripci\xf3n) Tj');
      expect(path.extname(guide.originalName)).toBe('.pdf');
    });
  });
});
