import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';

/**
 * A server secret: the configured one (required in production, see config.ts); in tests a random
 * one per server; otherwise one generated at the first start and kept (mode 0600) in
 * `<dataDir>/<file>`, so that what it signs or hashes survives a restart.
 */
export async function keptSecret(config: Config, configured: string | null, file: string): Promise<string> {
  if (configured) return configured;
  if (config.nodeEnv === 'test') return randomBytes(32).toString('hex');
  const path = join(config.dataDir, file);
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
