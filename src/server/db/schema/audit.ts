import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '../../../shared/domains/member-admin';
import { belongsToMember, users } from './auth';
import { createdAt, oneOf } from './columns';

/**
 * What administrators did to member accounts: who, what, when, and the member's values before and after.
 * Written in the same transaction as the change it records, so a change without its entry cannot exist.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the administrator's own account is deleted; actor_name still says who it was. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    targetUserId: belongsToMember('target_user_id'),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The Users page reads one member's entries, newest first.
    index('audit_log_target_created_idx').on(t.targetUserId, t.createdAt.desc()),
    index('audit_log_created_idx').on(t.createdAt.desc()),
    check('audit_log_action_check', oneOf(t.action, AUDIT_ACTIONS)),
  ],
);
