// @module-tag pglite
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = path.resolve('src/server/db/migrations');
const VERIFIED_MEMBERS = '0019_verified_members';

/** The migrations as a database made before e-mail verification had them: every one before VERIFIED_MEMBERS. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-migrations-'));
  fs.cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('the verified-members migration', () => {
  const before = migrationsBefore(VERIFIED_MEMBERS);
  afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

  it('treats every member who joined before verification as verified; new members start unverified', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      const insert = (id: string) =>
        client.query(`insert into users (id, name, email) values ($1, 'Old Member', $2)`, [
          id,
          `${id}@fete.example`,
        ]);
      await insert('joined-2025');
      await insert('joined-2026');
      await migrate(db, { migrationsFolder: migrations });
      await insert('joined-after');
      const { rows } = await client.query<{ id: string; email_verified: boolean }>(
        'select id, email_verified from users order by id',
      );
      expect(rows).toEqual([
        { id: 'joined-2025', email_verified: true },
        { id: 'joined-2026', email_verified: true },
        { id: 'joined-after', email_verified: false },
      ]);
    } finally {
      await client.close();
    }
    // A new cluster taken through every migration twice: about 10 s alone, over 30 s on a busy 2-core machine.
  }, 120_000);
});
