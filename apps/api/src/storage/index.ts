import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import { diskStorage, type FileStorage } from './files';
import { StorageLinks } from './links';

export { diskStorage, isStorageKey, STORAGE_KEY, type FileStorage, type StoredContentType } from './files';
export { StorageLinks, type LinkCheck, type SignedLink } from './links';

/** Stored files and the signed links that reach them. */
export interface StorageService {
  files: FileStorage;
  links: StorageLinks;
}

const SECRET_FILE = 'storage-secret';

/**
 * The link secret: `STORAGE_SECRET` (required in production); in tests a random one per
 * server; otherwise one generated at the first start and kept in `<dataDir>/storage-secret`,
 * so links survive a restart.
 */
async function storageSecret(config: Config): Promise<string> {
  if (config.storageSecret) return config.storageSecret;
  if (config.nodeEnv === 'test') return randomBytes(32).toString('hex');
  const path = join(config.dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(path, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  await writeFile(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export async function openStorage(config: Config): Promise<StorageService> {
  const secret = await storageSecret(config);
  return {
    files: diskStorage(config.storageDir),
    links: new StorageLinks({ secret, apiPublicPath: config.apiPublicPath, clock: config.clock }),
  };
}
