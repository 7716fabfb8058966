import type { Deps } from '../../app-env';
import { copyToPrivate } from '../uploads/service';
import { publicReceiptImageUrls, replaceReceiptImageUrl } from './queries';

export interface ReceiptImageMove {
  /** Receipts now showing a private copy. */
  moved: number;
  /** Distinct URLs left as they were: not one of our uploads (a demo picture), or its file is gone. */
  left: number;
}

/**
 * Receipts issued before their images were private (0019) show a public upload (/uploads/images/…). At
 * start, one process (server.ts runs this under a session lock) gives each such image a private copy and
 * points the receipts at it. Idempotent: a second run finds nothing to move. A receipt whose image an
 * administrator changes meanwhile keeps the new one (the update names the old URL); a copy nobody points at
 * is an orphan the upload sweep clears, as is the public upload once nothing else shows it.
 */
export async function makeReceiptImagesPrivate(
  deps: Pick<Deps, 'db' | 'storage' | 'logger'>,
): Promise<ReceiptImageMove> {
  const result: ReceiptImageMove = { moved: 0, left: 0 };
  for (const url of await publicReceiptImageUrls(deps.db)) {
    const privateUrl = await copyToPrivate(deps, url, 'receipt');
    if (!privateUrl) {
      result.left++;
      continue;
    }
    result.moved += await replaceReceiptImageUrl(deps.db, url, privateUrl);
  }
  if (result.moved || result.left) deps.logger.info(result, 'receipt images made private');
  return result;
}
