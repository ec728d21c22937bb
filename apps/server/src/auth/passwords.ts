import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the library's enum is a const enum, which isolated modules cannot read. */
const argon2id = 2;

// argon2id with the library's defaults (19 MiB, 2 passes): ~10 ms a hash on this class of machine.
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
