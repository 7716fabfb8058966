import { ownsOrAdmin } from '../../../shared/domains/viewer';
import type { Actor } from '../../app-env';

export interface UploadAccess {
  ownerId: string | null;
  visibility: string;
}

/**
 * Public files are anyone's to see (they are served at /uploads/… anyway); a private file (a resume)
 * only its owner's and the administrators'.
 */
export function canReadUpload(actor: Actor | null, upload: UploadAccess): boolean {
  if (upload.visibility === 'public') return true;
  return ownsOrAdmin(actor, upload.ownerId);
}
