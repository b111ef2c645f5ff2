import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isFileKey, type FileStore } from '../../src/storage/file-store.js';
import { createFsStore } from '../../src/storage/fs-store.js';
import { createS3Store } from '../../src/storage/s3-store.js';
import { startS3Peer } from '../helpers/s3-peer.js';

const s3 = await startS3Peer();
const folder = await mkdtemp(path.join(tmpdir(), 'stayvn-fs-store-'));
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

const stores: [string, FileStore][] = [
  ['filesystem', createFsStore(folder)],
  [
    'S3 (s3rver)',
    createS3Store({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'test/',
    }),
  ],
];

describe.each(stores)('the %s driver', (_name, store) => {
  it('round-trips a file: put, get the same bytes and type, delete, then nothing', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, ...Buffer.from('webp bytes')]);
    await store.put('owner-submissions/0b3c5e2a-1111-4222-8333-944445555666.webp', bytes, 'image/webp');
    const stored = await store.get('owner-submissions/0b3c5e2a-1111-4222-8333-944445555666.webp');
    expect(stored?.bytes.equals(bytes)).toBe(true);
    expect(stored?.contentType).toBe('image/webp');

    await store.delete('owner-submissions/0b3c5e2a-1111-4222-8333-944445555666.webp');
    expect(await store.get('owner-submissions/0b3c5e2a-1111-4222-8333-944445555666.webp')).toBeUndefined();
  });

  it('answers nothing for a missing key and deletes a missing key without error', async () => {
    expect(await store.get('avatars/missing.webp')).toBeUndefined();
    await expect(store.delete('avatars/missing.webp')).resolves.toBeUndefined();
  });

  it('refuses a key the service could not have made', async () => {
    for (const key of ['../etc/passwd', '/etc/passwd', 'avatars/../../x.webp', 'a/b/c/d.webp', 'avatars/x']) {
      expect(isFileKey(key)).toBe(false);
      await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/not a file key/);
      await expect(store.get(key)).rejects.toThrow(/not a file key/);
    }
  });
});
