import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with t=2, m=19 MiB, p=1 (OWASP's baseline): what every real server uses. `test` is for the test suite
 * only (config refuses it outside NODE_ENV=test): tests that are not about passwords sign up hundreds of members,
 * and 19 MiB × 2 passes each was minutes of CI. A hash carries its own parameters, so either kind verifies
 * whatever the other made; the auth tests run with `production` and prove its parameters.
 */
export const PASSWORD_HASH_COSTS = {
  production: { algorithm: 2 as const, timeCost: 2, memoryCost: 19 * 1024, parallelism: 1 },
  test: { algorithm: 2 as const, timeCost: 1, memoryCost: 256, parallelism: 1 },
} as const;

export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS;

export function passwordHasher(cost: PasswordHashCost = 'production') {
  const options = PASSWORD_HASH_COSTS[cost];
  return {
    hash: (password: string) => hash(password, options),
    verify: ({ hash: stored, password }: { hash: string; password: string }) =>
      verify(stored, password).catch(() => false),
  };
}
