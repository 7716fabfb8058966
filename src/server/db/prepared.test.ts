// @module-tag pglite
import { is, Placeholder } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { preparedPerShape } from './prepared';

/** A stand-in for a drizzle query: records what each build saw and what each run was given. */
function recorder() {
  const builds: string[] = [];
  const runs: { statement: number; values: Record<string, unknown> }[] = [];
  const run = preparedPerShape<{ kind: string }, { q?: string; today: string }, number>((_db, shape, p) => {
    const statement = builds.length;
    builds.push(`${shape.kind}: ${Object.keys(p).sort().join(', ')}`);
    expect(Object.values(p).every((placeholder) => is(placeholder, Placeholder))).toBe(true);
    return {
      prepare: (name) => {
        // '' leaves the statement's name to SteadyPool.
        expect(name).toBe('');
        return {
          execute: (values) => {
            runs.push({ statement, values });
            return Promise.resolve(statement);
          },
        };
      },
    };
  });
  return { run, builds, runs };
}

describe('preparedPerShape', () => {
  it('builds a statement once per shape and set of present values, then only fills in the values', async () => {
    const { run, builds, runs } = recorder();
    const db = {} as Db;
    await run(db, { kind: 'guide' }, { today: '2026-11-27', q: '%a%' });
    await run(db, { kind: 'guide' }, { today: '2026-11-28', q: '%b%' });
    await run(db, { kind: 'guide' }, { today: '2026-11-28', q: undefined });
    await run(db, { kind: 'travel' }, { today: '2026-11-28', q: '%b%' });
    await run(db, { kind: 'guide' }, { q: '%c%', today: '2026-11-29' });
    expect(builds).toEqual(['guide: q, today', 'guide: today', 'travel: q, today']);
    expect(runs.map((r) => r.statement)).toEqual([0, 0, 1, 2, 0]);
    expect(runs[1]!.values).toEqual({ today: '2026-11-28', q: '%b%' });
  });

  it('keeps the statements of each database apart', async () => {
    const { run, builds } = recorder();
    await run({} as Db, { kind: 'guide' }, { today: '2026-11-27' });
    await run({} as Db, { kind: 'guide' }, { today: '2026-11-27' });
    expect(builds).toEqual(['guide: today', 'guide: today']);
  });
});
