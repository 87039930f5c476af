import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';

/**
 * Where test databases live: /dev/shm (memory) when present, so the embedded database's
 * fsync calls cost nothing in tests; the code path is the same as on disk.
 */
export function scratchDir(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}
