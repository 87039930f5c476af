import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Content types the storage holds, and the extension each key carries. */
const EXTENSIONS = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
} as const;

export type StoredContentType = keyof typeof EXTENSIONS;

const CONTENT_TYPES = new Map<string, StoredContentType>(
  Object.entries(EXTENSIONS).map(([type, extension]) => [extension, type as StoredContentType]),
);

/** 128 random bits in hex, then the extension: no user input ever reaches a path. */
export const STORAGE_KEY = /^[0-9a-f]{32}\.(webp|png|jpg)$/;

export function isStorageKey(value: string): boolean {
  return STORAGE_KEY.test(value);
}

export interface StoredFile {
  bytes: Buffer;
  contentType: StoredContentType;
}

/** Where uploaded files live: put returns a new random key; get and delete take one. */
export interface FileStorage {
  put(bytes: Buffer, contentType: StoredContentType): Promise<string>;
  /** null for an unknown key or one that does not match the key pattern. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting an unknown key is not an error. */
  delete(key: string): Promise<void>;
}

function contentTypeOf(key: string): StoredContentType | null {
  if (!isStorageKey(key)) return null;
  return CONTENT_TYPES.get(key.slice(key.lastIndexOf('.') + 1)) ?? null;
}

/**
 * Files under one directory, named by their key. A write goes to a temporary name first and
 * is renamed into place, so a reader never sees half a file.
 */
export function diskStorage(directory: string): FileStorage {
  let ready: Promise<unknown> | null = null;
  const ensureDirectory = () => (ready ??= mkdir(directory, { recursive: true, mode: 0o700 }));
  return {
    async put(bytes, contentType) {
      await ensureDirectory();
      const key = `${randomBytes(16).toString('hex')}.${EXTENSIONS[contentType]}`;
      const temporary = join(directory, `.${key}.${randomBytes(4).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
        await rename(temporary, join(directory, key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return key;
    },
    async get(key) {
      const contentType = contentTypeOf(key);
      if (!contentType) return null;
      try {
        return { bytes: await readFile(join(directory, key)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await rm(join(directory, key), { force: true });
    },
  };
}
