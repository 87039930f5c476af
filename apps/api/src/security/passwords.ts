import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePassword } from '@meridian/contract';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { API_DIR } from '../paths';

const ARGON2ID: Algorithm = 2;

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes the password's normalised form (NFKC), the only form stored. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), ARGON2_OPTIONS);
}

async function verifyExact(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checks a password against a stored hash: `match`, `false`, or `legacy` when only the text as
 * typed matched, not its normalised form (a hash stored before passwords were normalised; the
 * caller rehashes it). The raw form is only tried when normalising changes the text.
 */
export async function checkStoredPassword(passwordHash: string, password: string): Promise<'match' | 'legacy' | false> {
  const normalized = normalizePassword(password);
  if (await verifyExact(passwordHash, normalized)) return 'match';
  if (normalized !== password && (await verifyExact(passwordHash, password))) return 'legacy';
  return false;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return (await checkStoredPassword(passwordHash, password)) !== false;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account, so response times do not
 * tell whether a username exists.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

const COMMON_PASSWORDS_FILE = join(API_DIR, 'data', 'common-passwords.txt');

let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return common;
}

/** Case-insensitive match against the shipped list of most common passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
