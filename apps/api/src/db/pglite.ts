import { fsyncSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Another live process (or this one) holds the data folder. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. ` +
        'Stop that process, or point DATA_DIR at another folder (or DATABASE_URL at a PostgreSQL server).',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>/pglite.lock` (holding our PID) or throws DatabaseLockedError. A lock left by
 * a process that no longer runs is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'pglite.lock');
  const create = () => writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
  try {
    create();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DatabaseLockedError(dataDir, pid);
    unlinkSync(lockPath);
    try {
      create();
    } catch (retryError) {
      // Someone else took over the stale lock between our two steps.
      if ((retryError as NodeJS.ErrnoException).code === 'EEXIST') {
        throw new DatabaseLockedError(dataDir, Number.parseInt(readFileSync(lockPath, 'utf8'), 10));
      }
      throw retryError;
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      if (Number.parseInt(readFileSync(lockPath, 'utf8'), 10) === process.pid) unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
}

interface NodeStream {
  nfd?: number;
}

/** The part of Emscripten's NODEFS this module changes: its table of stream operations. */
interface NodeFsWithStreamOps {
  stream_ops: Record<string, unknown>;
}

function hasStreamOps(fs: unknown): fs is NodeFsWithStreamOps {
  return (
    typeof fs === 'object' &&
    fs !== null &&
    'stream_ops' in fs &&
    typeof fs.stream_ops === 'object' &&
    fs.stream_ops !== null
  );
}

/**
 * Emscripten's NODEFS has no `fsync`: PostgreSQL's fsync calls would do nothing. This variant
 * adds it (fs.fsyncSync on the host file), so with fsync on a commit reaches the disk.
 */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      (mod) => {
        const nodeFs: unknown = mod.NODEFS;
        if (!hasStreamOps(nodeFs)) throw new Error('NODEFS has no stream operations: fsync cannot be added');
        nodeFs.stream_ops.fsync = (stream: NodeStream) => {
          if (stream.nfd !== undefined) fsyncSync(stream.nfd);
          return 0;
        };
      },
      ...preRun,
    ];
    return result;
  }
}

/**
 * PGlite starts PostgreSQL with `-F` (fsync off). Durable start: same parameters without `-F`,
 * fsync on and WAL flushed with fsync() (fdatasync is a no-op in Emscripten).
 */
function durableStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'synchronous_commit=on',
    '-c',
    'wal_sync_method=fsync',
    '-c',
    'full_page_writes=on',
  ];
}

export interface OpenedPglite {
  client: PGlite;
  release: () => void;
}

/** Opens (creating when needed) the durable embedded database under `<dataDir>/pglite`. */
export async function openPglite(dataDir: string): Promise<OpenedPglite> {
  const release = acquireDataDirLock(dataDir);
  try {
    const pgDir = join(dataDir, 'pglite');
    mkdirSync(pgDir, { recursive: true });
    const client = await PGlite.create({ fs: new DurableNodeFS(pgDir), startParams: durableStartParams() });
    return { client, release };
  } catch (error) {
    release();
    throw error;
  }
}
