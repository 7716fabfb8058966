import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { UPLOAD_LIMITS } from '../../../shared/constants';
import { AppError, messages } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import { uploads } from '../../db/schema/uploads';
import { ImageProcessingError, renderWebp, sniffImageFormat } from '../../platform/images';
import type { BodyLimit, ReceivedFile } from '../../platform/multipart';
import { WorkQueueFullError } from '../../platform/work-limiter';
import { mayBeDocument, sniffDocument } from './documents';
import { imageWork } from './image-work';
import { lockUploadQuota, uploadUsage, type UploadUsage } from './queries';
import { consumeUploadAttempt, type RateDecision } from './rate-limit';

import {
  UPLOAD_PURPOSES,
  canUploadFor,
  uploadPurposePolicy,
  uploadQuotaOf,
  type UploadPurpose,
  type UploadUse,
  type UploadView,
} from '../../../shared/domains/uploads';

export { UPLOAD_PURPOSES, type UploadPurpose, type UploadUse, type UploadView };
/** What the members module needs of the uploads table (pictures, account deletion). */
export { claimUpload, claimUploadByUrl, type ClaimedUpload } from './attach';
/** Modules that attach private files say who else may read them (receipts: the receipt's member). */
export { registerUploadViewers, type UploadViewerCheck } from './viewers';
/** /api/files/{id}, and the private copy of a public image (receipt images made private). */
export { copyToPrivate, fileResponse, readUploadFile, type FileDownload } from './private-files';
/** Content managers' image fields (products, providers, …). */
export { imageFieldValue, keepOrClaimImage, type ImageFieldChange } from './image-field';
export {
  deleteUploadRows,
  detachUploads,
  findUpload,
  listAvatarUploads,
  listUploadsOf,
  type UploadRow,
} from './queries';
import { requireVerifiedEmail } from '../../auth/verification';

interface PurposeRule {
  kind: 'image' | 'document';
  maxBytes: number;
  tooLarge: string;
  card?: { width: number; height: number };
}

export const purposeRules: Record<UploadPurpose, PurposeRule> = {
  avatar: {
    kind: 'image',
    maxBytes: UPLOAD_LIMITS.image,
    tooLarge: messages.uploads.imageTooLarge,
    card: { width: 256, height: 256 },
  },
  image: {
    kind: 'image',
    maxBytes: UPLOAD_LIMITS.image,
    tooLarge: messages.uploads.imageTooLarge,
    card: { width: 640, height: 480 },
  },
  marqet: {
    kind: 'image',
    maxBytes: UPLOAD_LIMITS.marqetImage,
    tooLarge: messages.uploads.marqetImageTooLarge,
    card: { width: 640, height: 480 },
  },
  resume: { kind: 'document', maxBytes: UPLOAD_LIMITS.resume, tooLarge: messages.uploads.resumeTooLarge },
  // Private: re-encoded like every image, kept whole only (no card: nothing shows it publicly in a grid).
  receipt: { kind: 'image', maxBytes: UPLOAD_LIMITS.image, tooLarge: messages.uploads.imageTooLarge },
};

const DETAIL_BOX = { width: 1600, height: 1600 };

/** Room for the multipart framing around the file: boundaries, part headers, the purpose field. */
export const MULTIPART_ALLOWANCE = 64 * 1024;

/** The most a request body may carry for a purpose (the file, and room for the form around it). */
export function bodyLimit(purpose: UploadPurpose): BodyLimit {
  const rule = purposeRules[purpose];
  return { maxBytes: rule.maxBytes + MULTIPART_ALLOWANCE, message: rule.tooLarge };
}

export { purposeSchema, uploadFormSchema, uploadQuerySchema } from '../../../shared/domains/uploads';

/** What POST /api/uploads hands the service: the purpose, and the file as it landed in a temporary file. */
export interface IncomingUpload {
  purpose: UploadPurpose;
  file: ReceivedFile;
}

/** Every attempt counts, refused ones too: re-encoding is the expensive part and must not be spammed. */
export function checkUploadRate(deps: Pick<Deps, 'db'>, actor: Actor): Promise<RateDecision> {
  return consumeUploadAttempt(deps.db, actor.id);
}

export async function storeUpload(
  deps: Pick<Deps, 'db' | 'storage' | 'logger'>,
  actor: Actor,
  { purpose, file }: IncomingUpload,
): Promise<UploadView> {
  if (!canUploadFor(actor, purpose)) throw new AppError('FORBIDDEN');
  // Storage and image work wait for a verified address; the sign-up wizard's own picture does not (decision 0031).
  if (purpose !== 'avatar') requireVerifiedEmail(actor);
  const rule = purposeRules[purpose];
  if (file.size > rule.maxBytes) throw new AppError('FILE_TOO_LARGE', rule.tooLarge);
  // Before the expensive part: an account already at its limit costs no decoding.
  assertWithinQuota(actor, await uploadUsage(deps.db, actor.id), 0);

  const id = randomUUID();
  const visibility = uploadPurposePolicy[purpose].visibility;
  const stored =
    rule.kind === 'image'
      ? await prepareImage(deps, id, file, rule, visibility)
      : await prepareDocument(id, file);
  const written: string[] = [];
  try {
    for (const object of stored.objects) {
      await deps.storage.put(object.key, object.data, object.contentType);
      written.push(object.key);
    }
    await deps.db.transaction(async (tx) => {
      // Checked again under the lock: two uploads of the same member cannot both take the last place.
      await lockUploadQuota(tx, actor.id);
      assertWithinQuota(actor, await uploadUsage(tx, actor.id), stored.objects[0]!.data.length);
      await tx.insert(uploads).values({
        id,
        ownerId: actor.id,
        purpose,
        visibility: stored.visibility,
        storageKey: stored.objects[0]!.key,
        cardKey: stored.objects[1]?.key ?? null,
        contentType: stored.contentType,
        sizeBytes: stored.objects[0]!.data.length,
        width: stored.width,
        height: stored.height,
        originalName: cleanFileName(file.name),
      });
    });
  } catch (err) {
    // No row, no file: an orphan object would never be cleaned up.
    await Promise.all(
      written.map((key) =>
        deps.storage.delete(key).catch((e) => deps.logger.error({ err: e, key }, 'orphan upload left')),
      ),
    );
    throw err;
  }

  return {
    id,
    purpose,
    url: stored.visibility === 'public' ? deps.storage.publicUrl(stored.objects[0]!.key) : `/api/files/${id}`,
    cardUrl:
      stored.visibility === 'public' && stored.objects[1]
        ? deps.storage.publicUrl(stored.objects[1].key)
        : null,
    contentType: stored.contentType,
    sizeBytes: stored.objects[0]!.data.length,
    width: stored.width,
    height: stored.height,
  };
}

/** The incoming file's stored size is only known after re-encoding; 0 asks "is there room at all?". */
function assertWithinQuota(actor: Actor, usage: UploadUsage, incomingBytes: number): void {
  const quota = uploadQuotaOf(actor);
  const full = usage.files + 1 > quota.files || usage.bytes + Math.max(incomingBytes, 1) > quota.bytes;
  if (full) throw new AppError('UPLOAD_QUOTA', messages.uploads.quota);
}

interface Prepared {
  visibility: 'public' | 'private';
  /** The main object first, then the card rendition if any. */
  objects: { key: string; data: Buffer; contentType: string }[];
  contentType: string;
  width: number | null;
  height: number | null;
}

/**
 * Every image is re-encoded the same way; a private one (a receipt's) is stored under `private/`, which no
 * public route or bucket policy serves, and only read through /api/files/{id}. sharp reads the temporary file
 * itself: the upload is never a buffer in this process, waiting in the queue included.
 */
async function prepareImage(
  deps: Pick<Deps, 'logger'>,
  id: string,
  file: ReceivedFile,
  rule: PurposeRule,
  visibility: 'public' | 'private',
): Promise<Prepared> {
  if (!sniffImageFormat(file.head)) throw new AppError('UNSUPPORTED_FILE', messages.uploads.imageType);
  try {
    const { detail, card } = await imageWork.run(() =>
      renderWebp(file.path, { detail: DETAIL_BOX, card: rule.card }),
    );
    const folder = `${visibility}/images`;
    return {
      visibility,
      objects: [
        { key: `${folder}/${id}.webp`, data: detail.data, contentType: detail.contentType },
        ...(card
          ? [{ key: `${folder}/${id}-card.webp`, data: card.data, contentType: card.contentType }]
          : []),
      ],
      contentType: detail.contentType,
      width: detail.width,
      height: detail.height,
    };
  } catch (err) {
    if (err instanceof WorkQueueFullError) throw new AppError('BUSY', messages.uploads.busy);
    if (!(err instanceof ImageProcessingError)) throw err;
    deps.logger.info({ reason: err.reason, detail: err.message }, 'image upload refused');
    if (err.reason === 'too-many-pixels') {
      throw new AppError('FILE_TOO_LARGE', messages.uploads.imageDimensions);
    }
    throw new AppError('UNSUPPORTED_FILE', messages.uploads.imageType);
  }
}

/** A resume is stored as it came: read once (10 MB at most, and the admission counts it), checked, stored. */
async function prepareDocument(id: string, file: ReceivedFile): Promise<Prepared> {
  if (!mayBeDocument(file.head)) {
    throw new AppError('UNSUPPORTED_DOCUMENT', messages.uploads.resumeType);
  }
  const bytes = await fs.readFile(file.path);
  const type = sniffDocument(bytes);
  if (!type) throw new AppError('UNSUPPORTED_DOCUMENT', messages.uploads.resumeType);
  return {
    visibility: 'private',
    objects: [{ key: `private/resumes/${id}.${type.ext}`, data: bytes, contentType: type.contentType }],
    contentType: type.contentType,
    width: null,
    height: null,
  };
}

/** Kept for the download name only; it never reaches a storage key. */
function cleanFileName(name: string | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters and quotes would corrupt the Content-Disposition header of the download.
  const cleaned = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || null;
}
