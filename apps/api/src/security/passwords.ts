import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePassword } from '@meridian/contract';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { API_DIR } from '../paths';

const ARGON2ID: Algorithm = 2;

export interface PasswordHashOptions {
  algorithm: Algorithm;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
export const ARGON2_OPTIONS: PasswordHashOptions = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * The test suites' cost (`PASSWORD_HASH_COST=low`, refused outside NODE_ENV=test): the same
 * algorithm at 1 MiB and one pass, about a twentieth of the work. A hash records its own
 * parameters, so checking a password reads them from the stored hash either way.
 */
export const LOW_ARGON2_OPTIONS: PasswordHashOptions = {
  algorithm: ARGON2ID,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
};

/** Hashes the password's normalised form (NFKC), the only form stored. */
export function hashPassword(password: string, options: PasswordHashOptions = ARGON2_OPTIONS): Promise<string> {
  return hash(normalizePassword(password), options);
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

const dummyHashes = new Map<PasswordHashOptions, Promise<string>>();

/**
 * Spends the same time as a real check when there is no account, so response times do not
 * tell whether a username exists: a check against a hash made with the same parameters.
 */
export async function verifyAgainstNothing(
  password: string,
  options: PasswordHashOptions = ARGON2_OPTIONS,
): Promise<false> {
  let dummyHash = dummyHashes.get(options);
  if (!dummyHash) {
    dummyHash = hashPassword('not-a-real-password-for-timing', options);
    dummyHashes.set(options, dummyHash);
  }
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
