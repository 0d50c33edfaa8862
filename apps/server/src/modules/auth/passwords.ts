import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** argon2id with OWASP's minimum: m = 19 MiB, t = 2, p = 1 (SECURITY.md, Authentication). */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, not importable as a value here)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, invitation not yet
 * accepted) it verifies against a dummy hash of the same cost, so both cases take as long as a
 * wrong password and answer false.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    await verify(await prepareDummyHash(), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** Computes the dummy hash ahead of the first unknown-e-mail sign-in (equal timing from the start). */
export function prepareDummyHash() {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}
