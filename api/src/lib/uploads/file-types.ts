import { Transform, type TransformCallback } from 'node:stream';
import { UPLOAD_TYPES, extensionOf, type UploadKind } from '@portal/shared-api';

/** What an uploaded file must start with, by extension, and the type it is served with. */

type AllowedExtension = (typeof UPLOAD_TYPES)[UploadKind][number];

interface FileSignature {
  contentType: string;
  /** The bytes every file of this type starts with. */
  magic: Buffer;
}

const bytes = (...values: number[]) => Buffer.from(values);
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d); // %PDF-
const JPEG = bytes(0xff, 0xd8, 0xff);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1); // .doc and .xls
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04); // .docx and .xlsx

/** Every allowed extension with the content it must have and the type it is served with. */
const SIGNATURES: Record<AllowedExtension, FileSignature> = {
  '.pdf': { contentType: 'application/pdf', magic: PDF },
  '.jpg': { contentType: 'image/jpeg', magic: JPEG },
  '.jpeg': { contentType: 'image/jpeg', magic: JPEG },
  '.png': { contentType: 'image/png', magic: PNG },
  '.doc': { contentType: 'application/msword', magic: OLE2 },
  '.xls': { contentType: 'application/vnd.ms-excel', magic: OLE2 },
  '.docx': { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: ZIP },
  '.xlsx': { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: ZIP },
};

/** The signature of a file name already checked against an UploadKind. */
export const signatureOf = (fileName: string): FileSignature => SIGNATURES[extensionOf(fileName) as AllowedExtension];

/** Whether `head` (the first bytes of a file named `fileName`) is what its extension says. */
export const contentMatches = (fileName: string, head: Buffer): boolean => {
  const { magic } = signatureOf(fileName);
  return head.length >= magic.length && head.subarray(0, magic.length).equals(magic);
};

/**
 * Passes a file through once its first bytes match `fileName`'s type; otherwise swallows the rest,
 * so the request can still be read to its end. Counts the bytes it saw.
 */
export class ContentCheck extends Transform {
  verdict: 'pending' | 'accepted' | 'refused' = 'pending';
  size = 0;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly fileName: string,
    private readonly needed: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.verdict === 'accepted') return callback(null, chunk);
    if (this.verdict === 'pending') {
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength >= this.needed) this.decide();
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.verdict === 'pending') this.decide();
    callback();
  }

  private decide(): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.verdict = contentMatches(this.fileName, head) ? 'accepted' : 'refused';
    if (this.verdict === 'accepted') this.push(head);
  }
}
