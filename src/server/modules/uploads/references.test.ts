// @module-tag pglite
import { getTableName, is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { uploadUsePolicy } from '../../../shared/domains/uploads';
import * as schema from '../../db/schema';
import { notUploadColumns, uploadIdInUrl, uploadReferences } from './references';

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Column names that say "a file or a link may be here"; JSON documents may hold anything. */
const looksLikeFile =
  /(^|_)(image|images|url|urls|link|logo|icon|avatar|photo|photos|picture|resume|cv|upload|file|files|attachment|media|banner|thumbnail|document)(_|$)/;

function candidateColumns(): string[] {
  const found: string[] = [];
  for (const table of tables) {
    const config = getTableConfig(table);
    const toUploads = new Set(
      config.foreignKeys
        .map((fk) => fk.reference())
        .filter((ref) => getTableName(ref.foreignTable) === 'uploads')
        .flatMap((ref) => ref.columns.map((c) => c.name)),
    );
    for (const column of config.columns) {
      if (config.name === 'uploads') continue;
      if (looksLikeFile.test(column.name) || column.columnType === 'PgJsonb' || toUploads.has(column.name)) {
        found.push(`${config.name}.${column.name}`);
      }
    }
  }
  return found.sort();
}

describe('the list of columns that refer to uploads', () => {
  it('classifies every image, URL, file and JSON column of the schema', () => {
    const listed = new Set([
      ...uploadReferences.map((r) => `${r.table}.${r.column}`),
      ...Object.keys(notUploadColumns),
    ]);
    const unlisted = candidateColumns().filter((name) => !listed.has(name));
    // A new column here must go into uploadReferences (the sweep would delete what it refers to) or,
    // if it never holds an upload, into notUploadColumns with the reason.
    expect(unlisted).toEqual([]);
  });

  it('names only columns that exist, each once', () => {
    const existing = new Map(
      tables.map((t) => {
        const config = getTableConfig(t);
        return [config.name, new Map(config.columns.map((c) => [c.name, c.columnType]))] as const;
      }),
    );
    const names = [
      ...uploadReferences.map((r) => `${r.table}.${r.column}`),
      ...Object.keys(notUploadColumns),
    ];
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      const [table, column] = name.split('.') as [string, string];
      expect(existing.get(table)?.has(column), name).toBe(true);
    }
    for (const ref of uploadReferences) {
      const type = existing.get(ref.table)!.get(ref.column);
      const expected = { url: 'PgText', id: 'PgUUID', 'jsonb-array': 'PgJsonb' }[ref.kind];
      expect(type, `${ref.table}.${ref.column}`).toBe(expected);
    }
  });

  it('gives private files (resumes, receipt images) only private uses', () => {
    const privateColumns = ['staff_applications.resume_upload_id', 'receipts.image_url'];
    for (const ref of uploadReferences) {
      const name = `${ref.table}.${ref.column}`;
      expect(uploadUsePolicy[ref.use].visibility, name).toBe(
        privateColumns.includes(name) ? 'private' : 'public',
      );
    }
  });
});

describe('uploadIdInUrl', () => {
  const id = '0b6f9f5e-3c1a-4d2e-9f00-1a2b3c4d5e6f';
  it('reads the id from the last path segment, whatever the base URL', () => {
    expect(uploadIdInUrl(`/uploads/images/${id}.webp`)).toBe(id);
    expect(uploadIdInUrl(`/api/files/${id}`)).toBe(id);
    const bucket = 'https://b-11111111-2222-4333-8444-555555555555.s3.example/public/images';
    expect(uploadIdInUrl(`${bucket}/${id.toUpperCase()}-card.webp`)).toBe(id);
    expect(uploadIdInUrl(`/uploads/${id}/other.webp`)).toBeUndefined();
  });
});
