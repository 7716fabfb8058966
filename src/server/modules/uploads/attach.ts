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
