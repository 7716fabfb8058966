import { canAttachUpload, type UploadUse } from '../../../shared/domains/uploads';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Tx } from '../../db/client';
import { isUuid } from '../../platform/lists';
import { findUploadForUpdate, type UploadRow } from './queries';
import { uploadIdInUrl } from './references';

export interface ClaimedUpload extends UploadRow {
  /** What the referencing column stores: the public URL, or /api/files/{id} for a private file. */
  url: string;
  cardUrl: string | null;
}

/**
 * For a flow about to store a reference to an upload (in the same transaction): the upload, locked
 * against the sweep, if this actor may attach it at this use (shared/domains/uploads.ts). Anything else,
 * someone else's upload or one made for another purpose, is answered like a missing one.
 */
export async function claimUpload(
  deps: Pick<Deps, 'storage'>,
  tx: Tx,
  actor: Actor,
  uploadId: string,
  use: UploadUse,
): Promise<ClaimedUpload> {
  const row = isUuid(uploadId) ? await findUploadForUpdate(tx, uploadId) : undefined;
  if (!row || !canAttachUpload(actor, row, use)) throw new AppError('NOT_FOUND');
  const isPublic = row.visibility === 'public';
  return {
    ...row,
    url: isPublic ? deps.storage.publicUrl(row.storageKey) : `/api/files/${row.id}`,
    cardUrl: isPublic && row.cardKey ? deps.storage.publicUrl(row.cardKey) : null,
  };
}

/**
 * As claimUpload, for flows whose forms send the image's URL (the one POST /api/uploads answered):
 * the URL must be exactly the upload's own (or its card's), and the upload must fit the use.
 */
export async function claimUploadByUrl(
  deps: Pick<Deps, 'storage'>,
  tx: Tx,
  actor: Actor,
  url: string,
  use: UploadUse,
): Promise<ClaimedUpload> {
  const id = uploadIdInUrl(url);
  const claimed = id ? await claimUpload(deps, tx, actor, id, use) : undefined;
  if (!claimed || (claimed.url !== url && claimed.cardUrl !== url)) throw new AppError('NOT_FOUND');
  return claimed;
}

/**
 * For a manager's form that sends an image field on every save: `null` stays null, the URL the item already
 * has is kept as it is (an image uploaded long ago, or a seeded one), and any other value must be an upload
 * of this actor fit for the use (claimUploadByUrl), which it then names. A refused one is a 422 on `field`
 * (the form asks for the picture again), not a 404 of the item being saved.
 */
export async function keepOrClaimImage(
  deps: Pick<Deps, 'storage'>,
  tx: Tx,
  actor: Actor,
  image: {
    next: string | null | undefined;
    current?: string | null;
    use: UploadUse;
    field: string;
    refused: string;
  },
): Promise<string | null> {
  const { next, current } = image;
  if (!next) return null;
  if (next === current) return next;
  try {
    await claimUploadByUrl(deps, tx, actor, next, image.use);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') {
      throw new AppError('VALIDATION', undefined, { [image.field]: image.refused });
    }
    throw err;
  }
  return next;
}
