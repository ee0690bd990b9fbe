// What both backends of the file-storage seam (files.ts and files-s3.ts) share: the store's
// interface and the rule for keys. In a module of its own so the S3 backend, which files.ts
// imports on demand, does not import files.ts back.

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface Files {
  readonly kind: 'local' | 's3';
  /** Stores (or replaces) the bytes under a key. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes and content type under a key, or null when there are none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes one key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every key starting with the prefix (e.g. `prescriptions/<uid>/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Throws when the store cannot be reached or written (readiness). */
  ping(): Promise<void>;
}

/**
 * Keys are slash-separated segments of letters, digits, '.', '_' and '-', none starting with a dot:
 * no '..', no absolute paths, no backslashes, the same rule on both backends so a key that works
 * locally works on S3.
 */
const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]*';
const KEY = new RegExp(`^${SEGMENT}(/${SEGMENT})*$`);
/** A prefix is a key, optionally ending in '/'. */
export const PREFIX = new RegExp(`^${SEGMENT}(/${SEGMENT})*/?$`);
const MAX_KEY_LENGTH = 512;

export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`invalid file key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

export function assertFileKey(key: string, pattern: RegExp = KEY): void {
  if (key.length > MAX_KEY_LENGTH || !pattern.test(key)) throw new InvalidFileKeyError(key);
}
