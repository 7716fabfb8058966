// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { toErrorBody } from '../app';
import { isConnectionError } from './steady-pool';

describe('isConnectionError', () => {
  it('knows a lost or refused connection, also wrapped by drizzle, from an error in the query', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isConnectionError(refused)).toBe(true);
    expect(isConnectionError(terminated)).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('Failed query: select 1', { cause: terminated }))).toBe(true);

    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(isConnectionError(unique)).toBe(false);
    expect(isConnectionError(new Error('Failed query', { cause: unique }))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });

  it('answers 503 (try again) when the database went away mid-request, not 500', () => {
    const lost = new Error('Failed query: commit', {
      cause: Object.assign(new Error('x'), { code: '57P01' }),
    });
    expect(toErrorBody(lost).status).toBe(503);
    expect(toErrorBody(new Error('a bug')).status).toBe(500);
  });
});
