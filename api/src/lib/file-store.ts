import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

/**
 * Where the bytes of uploaded files live, by their random storage name (the metadata is in `stored_files`):
 * a local folder (the embedded default, or a volume every machine mounts) or an S3-compatible bucket
 * (several machines). Private files never get a public link: downloads stream through the API, which has
 * checked the record's authorization first.
 */
export interface FileStore {
  /** For logs and the start-up report: the folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** Makes sure the store can be used (creates the folder; checks that the bucket answers). */
  open(): Promise<void>;
  /** Stores bytes or a stream under `name`; nothing is left behind when it fails. */
  write(name: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** The bytes of `name`, or undefined when there is no such file. */
  read(name: string): Promise<StoredBytes | undefined>;
  /** Removes files; names that do not exist are ignored. */
  remove(names: readonly string[]): Promise<void>;
}

export interface StoredBytes {
  size: number;
  body: Readable;
}

/** Storage names are random UUIDs; never let one name a path outside the store. */
const safeName = (name: string): string => path.basename(name);

/** Files under one folder of this machine (or a network volume mounted on every machine). */
export function localFileStore(dir: string): FileStore {
  const fileOf = (name: string) => path.join(dir, safeName(name));
  return {
    location: dir,
    async open() {
      await fs.promises.mkdir(dir, { recursive: true });
    },
    async write(name, body) {
      const target = fileOf(name);
      try {
        if (Buffer.isBuffer(body)) await fs.promises.writeFile(target, body, { flag: 'wx' });
        else await pipeline(body, fs.createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        // never remove a file this call did not create
        if ((error as { code?: string }).code !== 'EEXIST') await fs.promises.rm(target, { force: true });
        throw error;
      }
    },
    async read(name) {
      const file = fileOf(name);
      try {
        const { size } = await fs.promises.stat(file);
        return { size, body: fs.createReadStream(file) };
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => fs.promises.rm(fileOf(name), { force: true })));
    },
  };
}

export interface S3Settings {
  bucket: string;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
  /** An S3-compatible server (MinIO, Ceph, Garage…); AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** From the environment's usual AWS credentials chain when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path rather than the host name (what most S3-compatible servers need). */
  forcePathStyle: boolean;
}

/** S3 keys deleted per request: the API's maximum. */
const DELETE_BATCH = 1000;

/** Files in an S3-compatible bucket, with the AWS SDK v3 client. */
export function s3FileStore(settings: S3Settings, client?: S3Client): FileStore {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // checksums only where S3 requires them: several S3-compatible servers do not read the chunked
      // trailers the newer defaults send, and would store their framing as the file's bytes
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = settings.bucket;
  const keyOf = (name: string) => `${settings.prefix}${safeName(name)}`;
  return {
    location: `s3://${Bucket}/${settings.prefix}`,
    async open() {
      await s3.send(new HeadBucketCommand({ Bucket }));
    },
    async write(name, body, contentType) {
      // streamed: one PUT for a small file, a multipart upload (aborted on failure) for a large one
      await new Upload({ client: s3, params: { Bucket, Key: keyOf(name), Body: body, ContentType: contentType } }).done();
    },
    async read(name) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!(object.Body instanceof Readable)) throw new Error(`S3 GetObject ${keyOf(name)}: no readable body`);
        return { size: object.ContentLength ?? 0, body: object.Body };
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return undefined;
        throw error;
      }
    },
    async remove(names) {
      for (let start = 0; start < names.length; start += DELETE_BATCH) {
        const Objects = names.slice(start, start + DELETE_BATCH).map((name) => ({ Key: keyOf(name) }));
        const result = await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        const failed = result.Errors?.filter((entry) => entry.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0) throw new Error(`S3 DeleteObjects: ${failed.map((entry) => `${entry.Key} ${entry.Code}`).join(', ')}`);
      }
    },
  };
}
