import type { UploadPurpose } from '../../../shared/domains/uploads';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';

/**
 * Who else may read a private file: the module that attaches files of a purpose answers for its own rows
 * (the receipts module: the member of a receipt showing this image). The uploads module never reads
 * that module's tables (eslint.config.js moduleTables); the module registers its answer through
 * uploads/service.ts when its routes are registered. A purpose nobody answers for is read by
 * administrators (and the uploader where the purpose says) only: closed by default.
 */
export type UploadViewerCheck = (
  db: Db,
  viewer: Actor,
  upload: { id: string; url: string },
) => Promise<boolean>;

const checks = new Map<UploadPurpose, UploadViewerCheck>();

/** Registering again replaces the check (each app built in a test process registers its modules). */
export function registerUploadViewers(purpose: UploadPurpose, check: UploadViewerCheck): void {
  checks.set(purpose, check);
}

export function uploadViewerCheck(purpose: string): UploadViewerCheck | undefined {
  return checks.get(purpose as UploadPurpose);
}
