import type { Deps } from '../../app-env';
import type { Tx } from '../../db/client';
import { registrationNotices } from '../../../shared/domains/marqet-registration';
import { startScheduledJob, type ScheduledJob } from '../../platform/scheduled-job';
import { notify, notifyThenMail } from '../notifications/service';
import { expireDueRegistrations, setRegistrationProductsActive } from './registration-queries';

type JobDeps = Pick<Deps, 'db' | 'mailer' | 'logger' | 'config'>;
type Notification = Awaited<ReturnType<typeof notify>>;

export interface ExpiryResult {
  /** Registrations moved from approved to expired (their shop products made inactive). */
  expired: number;
  /** Another process held the job: this one did nothing. */
  skipped: boolean;
}

/** One pass, under the job's lock: the due registrations expired, their products hidden, their submitters told. */
async function expireBatch(tx: Tx, now: Date): Promise<Notification[]> {
  const expired = await expireDueRegistrations(tx, now);
  await setRegistrationProductsActive(
    tx,
    expired.map((r) => r.id),
    false,
  );
  const notices: Notification[] = [];
  for (const row of expired) {
    notices.push(
      await notify(tx, row.userId, {
        ...registrationNotices.expired(row.brandName),
        data: { registrationId: row.id },
      }),
    );
  }
  return notices;
}

/**
 * Approved registrations whose expiration date has passed become expired and their shop products inactive,
 * with the submitter told (in-app in the same transaction, by e-mail after it). Idempotent (an expired one
 * is not approved any more) and safe from every process at once: one runs, the others skip.
 */
export async function expireMarqetRegistrations(
  deps: JobDeps,
  { now = new Date() }: { now?: Date } = {},
): Promise<ExpiryResult> {
  const notices = await notifyThenMail(deps, 'marqet_expiry', (tx) => expireBatch(tx, now));
  if (notices === null) return { expired: 0, skipped: true };
  if (notices.length) deps.logger.info({ expired: notices.length }, 'marqet registrations expired');
  return { expired: notices.length, skipped: false };
}

export type MarqetExpiryJob = ScheduledJob;

/**
 * Runs the expiry every `intervalMs` (the first one after one interval; platform/scheduled-job.ts). `onExpired`
 * runs after a pass that changed something (the server clears the visitors' caches there, in every process).
 */
export function startMarqetExpiry(
  deps: JobDeps,
  options: { intervalMs: number; now?: () => Date; onExpired?: () => void },
): MarqetExpiryJob {
  return startScheduledJob(
    'marqet expiry',
    options.intervalMs,
    async () => {
      const result = await expireMarqetRegistrations(deps, { now: options.now?.() });
      if (result.expired) options.onExpired?.();
    },
    deps.logger,
  );
}
