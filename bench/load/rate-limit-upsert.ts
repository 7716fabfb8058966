/**
 * The member write limit's upsert, built by drizzle on every call (as before 2026-11-27) against the prepared one
 * (platform/rate-limit.ts), side by side on one database: CPU time of this process and wall time per call.
 * `node --import tsx bench/load/rate-limit-upsert.ts [DATABASE_URL]` (PGlite in memory without one).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../src/server/db/client';
import { appRateLimits } from '../../src/server/db/schema';
import { consumeRateLimit } from '../../src/server/platform/rate-limit';

const CALLS = Number(process.env.CALLS ?? 3000);
const rule = { window: 60, max: 60 };

async function builtEachTime(db: Db, key: string, now: number) {
  const windowMs = rule.window * 1000;
  const t = appRateLimits;
  const expired = sql`${t.windowStart} <= ${now - windowMs}`;
  await db
    .insert(t)
    .values({ key, windowStart: now, count: 1, expiresAt: now + windowMs })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${expired} then 1 else least(${t.count} + 1, ${rule.max + 1}) end`,
        windowStart: sql`case when ${expired} then ${now} else ${t.windowStart} end`,
        expiresAt: sql`case when ${expired} then ${now + windowMs} else ${t.windowStart} + ${windowMs} end`,
      },
    })
    .returning({ count: t.count, windowStart: t.windowStart });
}

async function measure(name: string, call: (key: string, now: number) => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) await call(`bench-${name}:${i % 600}`, Date.now());
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  return { name, cpuUsPerCall: (used.user + used.system) / CALLS, wallUsPerCall: (wall * 1000) / CALLS };
}

const database = await openDatabase(
  process.argv[2] ? { databaseUrl: process.argv[2] } : { dataDir: 'memory' },
);
await database.migrate();
const { db } = database;
const rounds = [];
for (let round = 0; round < 3; round++) {
  rounds.push(await measure('built each time', (key, now) => builtEachTime(db, key, now)));
  rounds.push(await measure('prepared', (key, now) => consumeRateLimit(db, key, rule, now)));
}
console.table(
  rounds.map((r) => ({
    ...r,
    cpuUsPerCall: Math.round(r.cpuUsPerCall),
    wallUsPerCall: Math.round(r.wallUsPerCall),
  })),
);
console.log(
  `load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
await database.close();
