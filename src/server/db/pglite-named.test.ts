// @module-tag pglite
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from './client';

let database: Database;
beforeAll(async () => {
  // The run's migrated template when there is one (no cluster made here: that is slow on a busy machine).
  const file = inject('pgliteTemplateFile');
  database = await openDatabase({
    dataDir: 'memory',
    template: file ? new Blob([fs.readFileSync(file)]) : undefined,
  });
});
afterAll(() => database.close());

const rows = async (query: SQL, run = database.db.execute.bind(database.db)) =>
  ((await run(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const client = () => (database.db as unknown as { $client: PGlite }).$client;

const prepared = async () => rows(sql`select name from pg_prepared_statements order by name`);

/** A read whose columns cover the types the app maps (dates, timestamps, JSON, booleans, numbers, nulls). */
const READ = `select $1::int + 1 as n, $2::text as t, $3::date as d, $4::timestamptz as at, $5::jsonb as j,
  $6::boolean as b, $7::numeric as x, null::text as none, array[$1::int, 2] as list`;
const VALUES = [41, 'zq', '2026-11-27', '2026-11-27T12:00:00Z', '{"a":[1,"b"]}', true, '1.50'];

describe("PGlite's reads prepared once and named (db/pglite-named.ts)", () => {
  it('prepares a read with parameters once, under one name, however often it runs', async () => {
    const before = (await prepared()).length;
    for (const term of ['zq1', 'zq2', 'zq3'])
      await database.db.execute(sql`select ${term}::text || 'x' as t, ${3}::int as n`);
    expect((await prepared()).length).toBe(before + 1);
  });

  it('answers the same rows and fields as PGlite unnamed, with the same parsers', async () => {
    const options = { rowMode: 'array' as const, parsers: { 1082: (value: string) => value } };
    const [named, unnamed] = [
      await client().query(READ, VALUES, options),
      // PGlite's own query(), unnamed, on the same database.
      await PGlite.prototype.query.call(client(), READ, VALUES, options),
    ];
    expect(named.rows).toEqual(unnamed.rows);
    expect(named.fields).toEqual(unnamed.fields);
    expect(named.rows[0]).toEqual([
      42,
      'zq',
      '2026-11-27',
      new Date('2026-11-27T12:00:00Z'),
      { a: [1, 'b'] },
      true,
      '1.50',
      null,
      [41, 2],
    ]);
  });

  it('answers rows as objects the same as PGlite unnamed, and an empty answer with its fields', async () => {
    for (const values of [VALUES, [0, ...VALUES.slice(1)]]) {
      const text = `${READ} where $1::int > 0`;
      const named = await client().query(text, values);
      const unnamed = await PGlite.prototype.query.call(client(), text, values);
      expect(named.rows).toEqual(unnamed.rows);
      expect(named.fields).toEqual(unnamed.fields);
      expect([named.affectedRows, named.rows.length]).toEqual([unnamed.affectedRows, unnamed.rows.length]);
    }
  });

  it('describes a read once: an execution is Bind, Execute and Sync, without a Describe', async () => {
    const sent: string[] = [];
    const raw = client().execProtocolRaw.bind(client());
    client().execProtocolRaw = (bytes, options) => {
      sent.push(messageTypes(bytes));
      return raw(bytes, options);
    };
    try {
      for (const n of [1, 2]) await client().query('select $1::int * 3 as n, $2::text as t', [n, 'describe']);
    } finally {
      client().execProtocolRaw = raw;
    }
    // Prepared (Parse, Describe, Sync), then each execution: Bind (B), Execute (E), Sync (S).
    expect(sent).toEqual(['PDS', 'BES', 'BES']);
  });

  it('refuses a bad value with its SQLSTATE, and the next read still answers', async () => {
    await expect(database.db.execute(sql`select ${'not a number'}::int as n`)).rejects.toMatchObject({
      cause: { code: '22P02' },
    });
    expect(await rows(sql`select ${'7'}::int as n`)).toEqual([{ n: 7 }]);
  });

  it("leaves a transaction's statements and writes to PGlite, which keeps the transaction", async () => {
    await database.db.execute(sql`create table if not exists named_probe (n int)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into named_probe values (${1})`);
        const inside = await rows(sql`select count(*)::int as c from named_probe where n = ${1}`, (q) =>
          tx.execute(q),
        );
        expect(inside).toEqual([{ c: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await rows(sql`select count(*)::int as c from named_probe where n >= ${0}`)).toEqual([{ c: 0 }]);
  });
});

/** The type letters of the protocol messages in `bytes` (each: a letter, then a 4-byte length). */
function messageTypes(bytes: Uint8Array): string {
  let types = '';
  for (let at = 0; at < bytes.length;) {
    types += String.fromCharCode(bytes[at]!);
    at += 1 + new DataView(bytes.buffer, bytes.byteOffset + at + 1, 4).getInt32(0);
  }
  return types;
}
