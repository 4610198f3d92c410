import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../src/lib/file-store';

/** An S3-compatible server of this process (s3rver, objects in a temporary folder) with one empty bucket. */
export interface TestS3 {
  /** What S3_* variables the server would be started with. */
  env: NodeJS.ProcessEnv;
  settings: S3Settings;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestS3(bucket = 'portal-uploads', prefix = 'archivos/'): Promise<TestS3> {
  const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env: {
      S3_BUCKET: bucket,
      S3_PREFIX: prefix,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    settings: { bucket, prefix, endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await fs.promises.rm(directory, { recursive: true, force: true });
    },
  };
}
