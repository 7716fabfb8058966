import type { UploadUse } from '../../../shared/domains/uploads';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Tx } from '../../db/client';
import { claimUploadByUrl } from './attach';

export interface ImageFieldChange {
  /** What the form sent: undefined keeps the current image, null removes it, a URL is a new upload's. */
  next: string | null | undefined;
  /** What the row holds now (null for a new row). */
  current: string | null;
  use: UploadUse;
  /** The form field the 422 names, and its text, when the URL is not an upload the actor may use here. */
  field: string;
  message: string;
}

/**
 * The URL a content manager's image field stores, inside the write's transaction. An unchanged URL is kept
 * as it is (demo and earlier images have no upload row); a new one must be an upload this actor may attach
 * at this use (claimUploadByUrl locks it against the sweep). A URL that is not one is the form's problem,
 * so it answers 422 on the field rather than the 404 the upload check gives.
 */
export async function imageFieldValue(
  deps: Pick<Deps, 'storage'>,
  tx: Tx,
  actor: Actor,
  change: ImageFieldChange,
): Promise<string | null> {
  const { next, current } = change;
  if (next === undefined) return current;
  if (next === null || next === current) return next;
  try {
    return (await claimUploadByUrl(deps, tx, actor, next, change.use)).url;
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') {
      throw new AppError('VALIDATION', change.message, { [change.field]: change.message });
    }
    throw err;
  }
}

/**
 * The same for a form that sends its image field on every save and whose column is required or optional:
 * an empty value is no image (null), the rest as `imageFieldValue`, with `refused` as the field's message.
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
  if (!image.next) return null;
  return imageFieldValue(deps, tx, actor, {
    next: image.next,
    current: image.current ?? null,
    use: image.use,
    field: image.field,
    message: image.refused,
  });
}
