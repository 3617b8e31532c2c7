import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP ASVS parameters (m = 19 MiB, t = 2, p = 1): about 10 ms a hash here.
 * Common passwords (DECISIONS §3) are those of the zxcvbn-ts common and French dictionaries.
 */
/** `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: verified against when the account does not exist, so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash;
}

let commonPasswords: Promise<Set<string>> | undefined;

async function loadCommonPasswords(): Promise<Set<string>> {
  const [common, fr] = await Promise.all([import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-fr')]);
  const words = new Set<string>();
  const lists = [
    common.dictionary['passwords-common'],
    fr.dictionary['commonWords-fr'],
    fr.dictionary['firstnames-fr'],
    fr.dictionary['lastnames-fr'],
  ];
  for (const list of lists) for (const word of list) words.add(word.toLowerCase());
  return words;
}

/** True when the password, ignoring case, is a dictionary entry. */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= loadCommonPasswords();
  return (await commonPasswords).has(password.toLowerCase());
}
