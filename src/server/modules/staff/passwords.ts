import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB, t=2, p=1); @node-rs/argon2 defaults to id.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * What a forced reset leaves in place of the hash: no password matches it (it is no argon2
 * string), so the account signs in again only after choosing a password through the link.
 */
export const RESET_REQUIRED_HASH = 'reset-required';

export function isResetRequired(passwordHash: string): boolean {
  return passwordHash === RESET_REQUIRED_HASH;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (isResetRequired(passwordHash)) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return dummyHash;
}
