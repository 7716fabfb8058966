import {
  CHAT_AWAY_BEFORE_DIGEST_MS,
  CHAT_DIGEST_PERIOD_MS,
  CHAT_DIGEST_TITLE,
  chatDigestMessage,
} from '../../../shared/domains/chat';
import type { Deps } from '../../app-env';
import type { Tx } from '../../db/client';
import { memberName } from '../../platform/display-name';
import { startScheduledJob, type ScheduledJob } from '../../platform/scheduled-job';
import { notify, notifyThenMail } from '../notifications/service';
import { dueDigestLines, markDigestSent, type DigestLine } from './digest-queries';

/*
 * The chat digest (decision 0030). A message never mails anyone by itself: a job tells each member away from
 * chat of what they have not read, one notification (bell and e-mail) a member an hour at most, naming who
 * wrote (names cleaned of links and line breaks) and how many messages, never their text. The subject is fixed.
 * So a member cannot use chat to mail their own words to strangers, and a burst of messages is one e-mail.
 */

type JobDeps = Pick<Deps, 'db' | 'mailer' | 'logger' | 'config'>;
type Notification = Awaited<ReturnType<typeof notify>>;

/** A message this young may belong to a transaction still committing: it waits for the next run. */
export const DIGEST_SETTLE_MS = 60_000;
/** Unread messages older than this are not worth an e-mail any more. */
export const DIGEST_HORIZON_MS = 7 * 86_400_000;
const RECIPIENTS_PER_RUN = 500;

export interface DigestResult {
  /** Members told (a notification each; an e-mail each unless they turned chat e-mails off). */
  sent: number;
  /** Another process held the job: this one did nothing. */
  skipped: boolean;
}

function byRecipient(lines: DigestLine[]): Map<string, DigestLine[]> {
  const groups = new Map<string, DigestLine[]>();
  for (const line of lines) {
    const group = groups.get(line.recipientId) ?? [];
    group.push(line);
    groups.set(line.recipientId, group);
  }
  return groups;
}

/** One run, under the job's lock: a notification for each member with digest lines due. */
async function digestBatch(tx: Tx, now: Date): Promise<Notification[]> {
  const cutoff = new Date(now.getTime() - DIGEST_SETTLE_MS);
  const lines = await dueDigestLines(tx, {
    cutoff,
    horizon: new Date(now.getTime() - DIGEST_HORIZON_MS),
    periodStart: new Date(now.getTime() - CHAT_DIGEST_PERIOD_MS),
    awaySince: new Date(now.getTime() - CHAT_AWAY_BEFORE_DIGEST_MS),
    recipients: RECIPIENTS_PER_RUN,
  });
  const notices: Notification[] = [];
  for (const [recipientId, senders] of byRecipient(lines)) {
    const message = chatDigestMessage(
      senders.map((s) => ({ name: memberName(s), messages: Number(s.messages) })),
    );
    notices.push(await notify(tx, recipientId, { type: 'chat_digest', title: CHAT_DIGEST_TITLE, message }));
    await markDigestSent(tx, recipientId, cutoff, now);
  }
  return notices;
}

/**
 * Sends the digests that are due. Idempotent within a period and safe from every process at once: one runs,
 * the others skip; the mails follow the commit (notifyThenMail).
 */
export async function sendChatDigests(
  deps: JobDeps,
  { now = new Date() }: { now?: Date } = {},
): Promise<DigestResult> {
  const notices = await notifyThenMail(deps, 'chat_digest', (tx) => digestBatch(tx, now));
  if (notices === null) return { sent: 0, skipped: true };
  if (notices.length) deps.logger.info({ members: notices.length }, 'chat digests sent');
  return { sent: notices.length, skipped: false };
}

/** Every `intervalMs` in every process (server.ts); the advisory lock makes it one run at a time. */
export function startChatDigest(
  deps: JobDeps,
  options: { intervalMs: number; now?: () => Date },
): ScheduledJob {
  return startScheduledJob(
    'chat digest',
    options.intervalMs,
    () => sendChatDigests(deps, { now: options.now?.() }),
    deps.logger,
  );
}
