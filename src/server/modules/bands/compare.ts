import { bandCompareMessages as texts, type BandCompare } from '../../../shared/domains/band-compare';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';
import { isUuid } from '../../platform/lists';
import { pageKey, unshared, type SharedPages } from '../../platform/shared-pages';
import { findActiveBands, findCarnival } from './queries';
import { watchedAmong } from './registration-watch';
import { toItem } from './service';

const refused = (message: string) => new AppError('VALIDATION', message, { ids: message });

/**
 * GET /api/bands/compare (decision 0052): the bands in the order asked, all of one carnival. Every member (or
 * every visitor) shares one answer per list of ids (platform/shared-pages.ts); the member's watches come apart.
 * Inactive bands are not compared, even by administrators: the comparison is the public's page.
 */
export async function compareBands(
  db: Db,
  actor: Actor | null,
  ids: string[],
  pages: SharedPages = unshared,
): Promise<BandCompare> {
  if (!ids.every(isUuid)) throw new AppError('NOT_FOUND', texts.notFound);
  const signedIn = actor !== null;
  const shared = await pages.get(pageKey('band compare', ids, signedIn), async () => {
    const rows = await findActiveBands(db, ids, signedIn);
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND', texts.notFound);
    const carnivalIds = new Set(rows.map((row) => row.carnivalId));
    if (carnivalIds.has(null)) throw refused(texts.noCarnival);
    if (carnivalIds.size > 1) throw refused(texts.oneCarnival);
    const carnival = await findCarnival(db, rows[0]!.carnivalId!);
    if (!carnival) throw refused(texts.noCarnival);
    const byId = new Map(rows.map((row) => [row.id, toItem(row)]));
    return { carnival, bands: ids.map((id) => byId.get(id)!) };
  });
  return { ...shared, watching: await watchedAmong(db, actor, ids, pages) };
}
