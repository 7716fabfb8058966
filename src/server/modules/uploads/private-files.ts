import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { UploadPurpose } from '../../../shared/domains/uploads';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import { uploads } from '../../db/schema/uploads';
import { contentDisposition } from '../../platform/csv';
import { isUuid } from '../../platform/lists';
import { canReadUpload } from './policy';
import { uploadIdInUrl } from './references';
import { uploadViewerCheck } from './viewers';

/** The purposes kept private that hold images (re-encoded like every image: service.ts). */
type PrivateImagePurpose = Extract<UploadPurpose, 'receipt'>;

export interface FileDownload {
  body: Buffer;
  contentType: string;
  fileName: string;
  /** A re-encoded image (a receipt's) is shown in the page; a document is downloaded. */
  isImage: boolean;
}

/** A stored file for someone allowed to read it; for anyone else it does not exist. */
export async function readUploadFile(
  deps: Pick<Deps, 'db' | 'storage'>,
  actor: Actor | null,
  id: string,
): Promise<FileDownload> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, id));
  if (!row || !(await mayRead(deps, actor, row))) throw new AppError('NOT_FOUND');
  const file = await deps.storage.get(row.storageKey);
  if (!file) throw new AppError('NOT_FOUND');
  const ext = row.storageKey.slice(row.storageKey.lastIndexOf('.'));
  const stem = (row.originalName ?? '').replace(/\.[^.]*$/, '') || row.purpose;
  return {
    body: file.body,
    contentType: row.contentType,
    fileName: `${stem}${ext}`,
    isImage: row.contentType.startsWith('image/'),
  };
}

/**
 * The answer of a private file's download: shown in the page (`inline`) or saved (`attachment`) under `name`
 * (the stored file's name by default); never sniffed, never cached.
 */
export function fileResponse(
  file: FileDownload,
  kind: 'inline' | 'attachment',
  name = file.fileName,
): Response {
  return new Response(new Uint8Array(file.body), {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.body.length),
      'content-disposition': contentDisposition(kind, name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
}

/** The policy first (no query); then, for a signed-in member, the module that attached the file. */
async function mayRead(
  deps: Pick<Deps, 'db'>,
  actor: Actor | null,
  row: { id: string; ownerId: string | null; purpose: string; visibility: string },
): Promise<boolean> {
  if (canReadUpload(actor, row)) return true;
  const check = actor ? uploadViewerCheck(row.purpose) : undefined;
  return !!check && (await check(deps.db, actor!, { id: row.id, url: `/api/files/${row.id}` }));
}

/**
 * A private copy, under `purpose`, of the public image a URL names (its detail file), for a flow whose images
 * became private (receipts, 0019): the new upload keeps the owner, size and name, and its /api/files/{id}
 * URL is answered. Null when the URL is not one of our public images (a demo picture, a link): the caller
 * leaves it as it is. The public upload stays for whatever else uses it; the sweep removes it once nothing
 * does. Not counted against the owner's quota: no one chose to upload it again.
 */
export async function copyToPrivate(
  deps: Pick<Deps, 'db' | 'storage' | 'logger'>,
  url: string,
  purpose: PrivateImagePurpose,
): Promise<string | null> {
  const sourceId = uploadIdInUrl(url);
  const [source] = sourceId ? await deps.db.select().from(uploads).where(eq(uploads.id, sourceId)) : [];
  if (!source || source.visibility !== 'public' || !source.contentType.startsWith('image/')) return null;
  const file = await deps.storage.get(source.storageKey);
  if (!file) return null;
  const id = randomUUID();
  const key = `private/images/${id}${source.storageKey.slice(source.storageKey.lastIndexOf('.'))}`;
  await deps.storage.put(key, file.body, source.contentType);
  try {
    await deps.db.insert(uploads).values({
      id,
      ownerId: source.ownerId,
      purpose,
      visibility: 'private',
      storageKey: key,
      cardKey: null,
      contentType: source.contentType,
      sizeBytes: file.body.length,
      width: source.width,
      height: source.height,
      originalName: source.originalName,
    });
  } catch (err) {
    await deps.storage.delete(key).catch((e) => deps.logger.error({ err: e, key }, 'orphan upload left'));
    throw err;
  }
  return `/api/files/${id}`;
}
