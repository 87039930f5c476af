import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../../scripts/free-port.mjs';

/** A throwaway PostgreSQL 15 on a loopback port, data in a temp folder. */
export interface PostgresServer {
  url: string;
  stop(): void;
}

const BIN = '/usr/lib/postgresql/15/bin';

function ensureInstalled(): void {
  if (existsSync(`${BIN}/pg_ctl`)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`PostgreSQL 15 is missing (${BIN}); install Debian's "postgresql" package.`);
  }
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** PostgreSQL refuses to run as root: the cluster belongs to the `postgres` system user. */
function asPostgres(args: string[]): void {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${args[0]} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

export async function startPostgres(): Promise<PostgresServer> {
  ensureInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'meridian-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
  const dataDir = join(dir, 'db');
  asPostgres([`${BIN}/initdb`, '-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  // A test server: durability off for speed (the embedded driver is the one tested durable).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  asPostgres([`${BIN}/pg_ctl`, '-D', dataDir, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        asPostgres([`${BIN}/pg_ctl`, '-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
