import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../app-env';
import type { Tx } from '../../db/client';
import { uploads } from '../../db/schema/uploads';
import { startScheduledJob, tryJobLock, type ScheduledJob } from '../../platform/scheduled-job';
import { UPLOAD_ID_AT_END, uploadReferences } from './references';

/** How long an upload may wait for the form that attaches it (a sign-up, an event draft) before it goes. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 200;
/** Demo seed images are files without rows, kept out of the sweep by name as well, should a row ever name one. */
const DEMO_PREFIX = 'public/demo/';

/** Every upload id some row refers to, one scan per referencing column (references.ts). */
function referencedIds(): SQL {
  const selects = uploadReferences.map((ref) => {
    const table = sql.identifier(ref.table);
    const column = sql.identifier(ref.column);
    if (ref.kind === 'id') return sql`select ${column}::text as id from ${table} where ${column} is not null`;
    if (ref.kind === 'url') {
      return sql`select substring(lower(${column}) from ${UPLOAD_ID_AT_END}) as id from ${table} where ${column} is not null`;
    }
    return sql`select substring(lower(item ->> ${ref.key}) from ${UPLOAD_ID_AT_END}) as id
      from ${table}, jsonb_array_elements(
        case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end
      ) as item`;
  });
  return sql.join(selects, sql` union all `);
}

interface Swept {
  id: string;
  storageKey: string;
  cardKey: string | null;
}

/**
 * One batch: unreferenced uploads older than the cutoff, locked (skipping rows a flow is attaching right
 * now, see claimUpload) and deleted. Null when another process is sweeping.
 */
async function sweepBatch(tx: Tx, cutoff: Date): Promise<Swept[] | null> {
  if (!(await tryJobLock(tx, 'upload_sweep'))) return null;
  const result = await tx.execute(sql`
    with referenced as (${referencedIds()})
    select u.id, u.storage_key as "storageKey", u.card_key as "cardKey"
    from ${uploads} u
    where u.created_at < ${cutoff.toISOString()}::timestamptz
      and u.storage_key not like ${`${DEMO_PREFIX}%`}
      and not exists (select 1 from referenced r where r.id = u.id::text)
    order by u.created_at
    limit ${BATCH_SIZE}
    for update of u skip locked
  `);
  const rows = (result as unknown as { rows: Swept[] }).rows;
  if (rows.length) {
    await tx.delete(uploads).where(
      inArray(
        uploads.id,
        rows.map((r) => r.id),
      ),
    );
  }
  return rows;
}

export interface SweepResult {
  /** Uploads deleted (row and files). */
  deleted: number;
  /** Another process held the sweep: this one did nothing. */
  skipped: boolean;
}

/**
 * Deletes uploads nothing refers to once they are older than the grace period: the rows first (in the
 * transaction that found them unreferenced), then their files. A file whose delete fails is only
 * garbage; a row without its file would be a broken image. Safe to run from every process at once:
 * one sweeps, the others skip.
 */
export async function sweepUnreferencedUploads(
  deps: Pick<Deps, 'db' | 'storage' | 'logger'>,
  { now = new Date(), graceMs = UPLOAD_GRACE_MS }: { now?: Date; graceMs?: number } = {},
): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - graceMs);
  let deleted = 0;
  for (;;) {
    const batch = await deps.db.transaction((tx) => sweepBatch(tx, cutoff));
    if (batch === null) return { deleted, skipped: deleted === 0 };
    for (const row of batch) {
      for (const key of [row.storageKey, row.cardKey]) {
        if (!key) continue;
        await deps.storage
          .delete(key)
          .catch((err) => deps.logger.error({ err, key }, 'swept upload file not deleted'));
      }
    }
    deleted += batch.length;
    if (batch.length < BATCH_SIZE) break;
  }
  if (deleted) deps.logger.info({ deleted }, 'unreferenced uploads swept');
  return { deleted, skipped: false };
}

export type UploadSweeper = ScheduledJob;

/**
 * Runs the sweep every `intervalMs` (the first one after one interval, so a restart loop cannot turn into a sweep
 * loop; platform/scheduled-job.ts).
 */
export function startUploadSweeper(
  deps: Pick<Deps, 'db' | 'storage' | 'logger'>,
  options: { intervalMs: number; graceMs?: number; now?: () => Date },
): UploadSweeper {
  return startScheduledJob(
    'upload sweep',
    options.intervalMs,
    async () => {
      const { deleted, skipped } = await sweepUnreferencedUploads(deps, {
        graceMs: options.graceMs,
        now: options.now?.(),
      });
      if (deleted > 0) deps.logger.info({ deleted }, 'upload sweep deleted unreferenced uploads');
      // Every run, whatever it found: at debug level, the sign that the schedule turns (the fault tests wait for
      // it before they say a sweep deleted nothing more).
      deps.logger.debug({ deleted, skipped }, 'upload sweep run finished');
    },
    deps.logger,
  );
}
