import { isUploadPurpose, uploadPurposePolicy } from '../../../shared/domains/uploads';
import { isAdmin } from '../../../shared/domains/viewer';
import type { Actor } from '../../app-env';

export interface UploadAccess {
  ownerId: string | null;
  purpose: string;
  visibility: string;
}

/**
 * Public files are anyone's to see (they are served at /uploads/… anyway); a private file the
 * administrators', and its uploader's where the purpose says so (a resume, not a receipt image). Anyone
 * else only if the module that attached it says so (viewers.ts).
 */
export function canReadUpload(actor: Actor | null, upload: UploadAccess): boolean {
  if (upload.visibility === 'public' || isAdmin(actor)) return true;
  const uploaderReads = isUploadPurpose(upload.purpose) && uploadPurposePolicy[upload.purpose].uploaderReads;
  return uploaderReads && !!actor && !!upload.ownerId && upload.ownerId === actor.id;
}
