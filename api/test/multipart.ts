import { randomBytes } from 'node:crypto';

export interface FilePart {
  /** The file name the browser sends ('' for an input left empty). */
  name: string;
  content: Buffer;
  type?: string;
}

/** How browsers write a file name inside the part header (HTML's multipart/form-data encoding). */
const escapeName = (name: string) => name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** A multipart/form-data request body as a browser builds it, for `app.inject`. */
export function multipart(fields: Record<string, string>, files: Record<string, FilePart | FilePart[]> = {}) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const head = (disposition: string, type?: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`);
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(head(`name="${name}"`), Buffer.from(value), Buffer.from('\r\n'));
  }
  for (const [field, parts] of Object.entries(files)) {
    for (const part of Array.isArray(parts) ? parts : [parts]) {
      chunks.push(
        head(`name="${field}"; filename="${escapeName(part.name)}"`, part.type ?? 'application/octet-stream'),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small files whose first bytes are what their type says. */
export const SAMPLE = {
  pdf: (text = 'Guía de inscripción') => Buffer.concat([Buffer.from('%PDF-1.4\n%âãÏÓ\n', 'latin1'), Buffer.from(`% ${text}\n%%EOF\n`)]),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]),
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]),
  docx: () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(64)]),
  xls: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(64)]),
  /** A Windows executable (what a renamed .exe starts with). */
  exe: () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(64)]),
};
