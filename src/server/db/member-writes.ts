import type { Logger } from 'drizzle-orm';

/**
 * A statement that changes what a session lookup reads (better-auth's getSession: the session, then its member):
 * a row of `sessions` or `users` inserted, updated or deleted. Signing in and out, a password change that ends
 * the other sessions, a suspension, a new role, a deleted member, a renewed membership: all are such statements,
 * whoever sends them (better-auth's adapter, a module's query, a cascade from `users`).
 */
const MEMBER_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?(?:users|sessions)"?[\s(]/i;

export const writesMembers = (text: string): boolean =>
  (text.includes('users') || text.includes('sessions')) && MEMBER_WRITE.test(text);

/**
 * Tells its listeners, before the statement runs, of every statement sent through drizzle (the database's `db`,
 * its transactions, prepared statements) that writes members or sessions (decision in docs/performance.md,
 * "Writes under load", 2026-11-27 afternoon): the write watch keeps the session lookups through every other write.
 */
export function createMemberWrites() {
  const listeners: (() => void)[] = [];
  const logger: Logger = {
    logQuery(query) {
      if (listeners.length > 0 && writesMembers(query)) for (const listener of listeners) listener();
    },
  };
  return {
    logger,
    onMembersWritten(listener: () => void): void {
      listeners.push(listener);
    },
  };
}
