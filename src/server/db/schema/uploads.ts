import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every stored file. Public images are served from /uploads/…; private files (resumes, receipt images)
 * only through /api/files/{id}, to those modules/uploads/policy.ts and viewers.ts allow.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    visibility: text('visibility').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    cardKey: text('card_key'),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    originalName: text('original_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    check('uploads_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    check('uploads_purpose_check', sql`${t.purpose} in ('avatar', 'image', 'marqet', 'resume', 'receipt')`),
    check('uploads_size_check', sql`${t.sizeBytes} >= 0`),
  ],
);
