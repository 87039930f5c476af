import type { Config } from '../config';
import { keptSecret } from '../security/kept-secret';
import { diskStorage, type FileStorage } from './files';
import { StorageLinks } from './links';

export { diskStorage, isStorageKey, STORAGE_KEY, type FileStorage, type StoredContentType } from './files';
export { StorageLinks, type LinkCheck, type SignedLink } from './links';

/** Stored files and the signed links that reach them. */
export interface StorageService {
  files: FileStorage;
  links: StorageLinks;
}

export async function openStorage(config: Config): Promise<StorageService> {
  // `<dataDir>/storage-secret` outside production, so links survive a restart.
  const secret = await keptSecret(config, config.storageSecret, 'storage-secret');
  return {
    files: diskStorage(config.storageDir),
    links: new StorageLinks({ secret, apiPublicPath: config.apiPublicPath, clock: config.clock }),
  };
}
