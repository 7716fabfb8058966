import { hash, verify } from '@node-rs/argon2';

/** argon2id with t=2, m=19 MiB, p=1 (OWASP's baseline). */
const options = { algorithm: 2 as const, timeCost: 2, memoryCost: 19 * 1024, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);
export const verifyPassword = ({ hash: stored, password }: { hash: string; password: string }) =>
  verify(stored, password).catch(() => false);
