import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { uploads } from '../../db/schema/uploads';

export interface UploadRow {
  id: string;
  ownerId: string | null;
  purpose: string;
  visibility: string;
  storageKey: string;
  cardKey: string | null;
  createdAt: Date;
}

const uploadColumns = {
  id: uploads.id,
  ownerId: uploads.ownerId,
  purpose: uploads.purpose,
  visibility: uploads.visibility,
  storageKey: uploads.storageKey,
  cardKey: uploads.cardKey,
  createdAt: uploads.createdAt,
};

export async function findUpload(db: Db | Tx, uploadId: string): Promise<UploadRow | undefined> {
  const [row] = await db.select(uploadColumns).from(uploads).where(eq(uploads.id, uploadId));
  return row;
}

/**
 * The row, locked until the transaction ends: a flow attaching it and the sweep deleting it cannot
 * cross (the sweep skips locked rows; an attach waiting on the sweep then finds nothing).
 */
export async function findUploadForUpdate(tx: Tx, uploadId: string): Promise<UploadRow | undefined> {
  const [row] = await tx.select(uploadColumns).from(uploads).where(eq(uploads.id, uploadId)).for('update');
  return row;
}

export async function listAvatarUploads(db: Db | Tx, ownerId: string): Promise<UploadRow[]> {
  return db
    .select(uploadColumns)
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), eq(uploads.purpose, 'avatar')));
}

export async function listUploadsOf(db: Db | Tx, ownerId: string): Promise<UploadRow[]> {
  return db.select(uploadColumns).from(uploads).where(eq(uploads.ownerId, ownerId));
}

export async function deleteUploadRows(db: Db | Tx, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(uploads).where(inArray(uploads.id, ids));
}

/** Give uploads to nobody: the rows (and files) survive the owner's account. */
export async function detachUploads(db: Db | Tx, ids: string[]): Promise<void> {
  if (ids.length) await db.update(uploads).set({ ownerId: null }).where(inArray(uploads.id, ids));
}

export interface UploadUsage {
  files: number;
  bytes: number;
}

/** What an account holds now (uses uploads_owner_idx). */
export async function uploadUsage(db: Db | Tx, ownerId: string): Promise<UploadUsage> {
  const [row] = await db
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::float8`,
    })
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId));
  return { files: Number(row!.files), bytes: Number(row!.bytes) };
}

/** One quota check and insert at a time per account, across processes, until the transaction ends. */
export async function lockUploadQuota(tx: Tx, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('upload_quota'), hashtext(${ownerId}))`);
}
