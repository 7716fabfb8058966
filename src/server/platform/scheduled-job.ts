import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { Logger } from './logger';

export interface ScheduledJob {
  /** Stops the schedule and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs`, the first time after one interval (a restart loop cannot become a job loop),
 * never two runs at once in this process. A failed run is logged and the schedule goes on. The timer does not
 * keep the process alive. Jobs that every process runs take a transaction-scoped advisory lock inside `run`,
 * so one process does the work and the others skip (modules/chat/digest.ts).
 */
export function startScheduledJob(
  name: string,
  intervalMs: number,
  run: () => Promise<unknown>,
  logger: Logger,
): ScheduledJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      running = run()
        .catch((err) => logger.error({ err, job: name }, `${name} failed`))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Takes the job's transaction-scoped advisory lock without waiting: true when this transaction holds it (until
 * it ends), false when another process is running the job (this one skips its run).
 */
export async function tryJobLock(tx: Tx, job: string): Promise<boolean> {
  const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${job}), 0) as locked`);
  return (lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}
