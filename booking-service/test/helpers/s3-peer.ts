import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver ships no types; only `run` and `close` are used.
// @ts-expect-error -- no declaration file
import S3rver from 's3rver';

export interface S3Peer {
  endpoint: string;
  bucket: string;
  /** What the service needs to use it: STORAGE_DRIVER=s3 and the S3_* variables. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A local S3 stand-in (s3rver) on a random port, its objects in a temporary folder. */
export async function startS3Peer(bucket = 'stayvn-test'): Promise<S3Peer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'stayvn-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  }) as { run(): Promise<AddressInfo>; close(): Promise<void> };
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
