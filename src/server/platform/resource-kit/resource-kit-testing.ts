/** What the resource kit's test files share: two callers and the refusal a call ends in. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';

export const admin = { id: randomUUID(), role: 'admin' } as Actor;
export const member = { id: randomUUID(), role: 'user' } as Actor;

/** The AppError `promise` fails with: its code and message. */
export const refusal = async (promise: Promise<unknown>) => {
  const err = await promise.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return { code: (err as AppError).code, message: (err as AppError).message };
};
