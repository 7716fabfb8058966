// @module-tag both
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServerForFile } from './harness';

/**
 * Most server files run on PostgreSQL alone in CI; PGlite has one connection, where a statement on `db` during a
 * transaction waits for that transaction to end. These prove the embedded database still behaves so, and that the
 * test server on PostgreSQL behaves the same (harness.ts, waitLikePglite), so a body that waits for such a
 * statement, which hangs PGlite for good, fails on PostgreSQL too.
 */
const t = testServerForFile({}, { pgliteDeadlockMs: 300 });

/** An error's message and its causes' (Drizzle wraps the driver's error in "Failed query"). */
function messages(err: unknown): string {
  const all: string[] = [];
  for (let e = err as { message?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    all.push(String(e.message));
  }
  return all.join('\n');
}

describe('a statement on db while a transaction is open', () => {
  it('waits for the transaction to end and then runs, on either database', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await t.db.transaction(async (tx) => {
      outside = t.db.execute(sql`select 1`).then(() => order.push('statement on db'));
      await tx.execute(sql`select 2`);
      order.push('transaction body done');
    });
    order.push('committed');
    await outside;
    expect(order).toEqual(['transaction body done', 'committed', 'statement on db']);
  });

  it('is refused on PostgreSQL when the transaction waits for it (PGlite would wait forever)', async () => {
    // On PGlite itself the same body never ends: this case runs where the wait can be detected.
    if (t.database.kind !== 'postgres') {
      expect(t.database.kind).toBe('pglite');
      return;
    }
    const deadlocked = await t.db
      .transaction(async () => {
        await t.db.execute(sql`select 1`);
      })
      .catch(messages);
    expect(deadlocked).toMatch(
      /on PGlite \(one connection\) this statement and the transaction wait for each other/,
    );
    const nested = await t.db
      .transaction(async () => {
        await t.db.transaction(async (inner) => inner.execute(sql`select 1`));
      })
      .catch(messages);
    expect(nested).toMatch(/pool\.connect\(\) waited/);
  });
});
