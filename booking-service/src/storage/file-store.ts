/**
 * Where the service keeps the files people upload (avatars, form images): one interface, a
 * filesystem driver for one machine (the default) and an S3-compatible driver for many (MinIO,
 * S3, R2), so instances of the service share no disk. Keys are made by the service only
 * (`folder/uuid.webp`); `isFileKey` is the one rule a key must pass before it reaches a driver.
 */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStore {
  readonly driver: 'fs' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Undefined when there is no such file. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
}

const keyPattern = /^[a-z0-9-]{1,40}(\/[a-z0-9-]{1,40})?\/[A-Za-z0-9_-]{1,80}\.[a-z0-9]{2,5}$/;

/** A key the service could have made: no `..`, no absolute path, no odd characters. */
export function isFileKey(key: string): boolean {
  return keyPattern.test(key);
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
}

const contentTypes: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** The content type of a key by its extension (the service writes what it names). */
export function contentTypeOf(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
