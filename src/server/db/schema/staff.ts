import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STAFF_APPLICATION_STATUSES } from '../../../shared/constants';
import { belongsToMember } from './auth';
import { active, belongsTo, oneOf, textList, timestamps } from './columns';
import { uploads } from './uploads';

export const staffPositions = pgTable(
  'staff_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: textList('requirements'),
    salaryRange: text('salary_range').notNull().default(''),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    index('staff_positions_listing_idx').on(t.active, t.title),
    index('staff_positions_created_idx').on(t.createdAt),
  ],
);

export const staffApplications = pgTable(
  'staff_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Deleting a position deletes its applications (the admin's confirmation says so).
    positionId: belongsTo('position_id', () => staffPositions.id),
    userId: belongsToMember(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    experience: text('experience').notNull().default(''),
    skills: text('skills').notNull().default(''),
    availability: text('availability').notNull().default(''),
    // The résumé is a private upload: administrators download it through the staff module's route; the
    // applicant still reads their own file at /api/files/{id}.
    resumeUploadId: uuid('resume_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    coverLetter: text('cover_letter').notNull().default(''),
    status: text('status').notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [
    index('staff_applications_position_idx').on(t.positionId, t.createdAt),
    index('staff_applications_user_idx').on(t.userId, t.createdAt),
    index('staff_applications_resume_idx').on(t.resumeUploadId),
    check('staff_applications_status_check', oneOf(t.status, STAFF_APPLICATION_STATUSES)),
    // One open application per member and position: a decided one (accepted, rejected) frees the place.
    uniqueIndex('staff_applications_open_idx')
      .on(t.positionId, t.userId)
      .where(sql`${t.status} in ('pending', 'reviewing', 'interviewed')`),
  ],
);

export type StaffPosition = typeof staffPositions.$inferSelect;
export type NewStaffPosition = typeof staffPositions.$inferInsert;
export type StaffApplication = typeof staffApplications.$inferSelect;
export type NewStaffApplication = typeof staffApplications.$inferInsert;
