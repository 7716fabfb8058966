import {
  resumePath,
  staffMessages as texts,
  type AdminApplication,
  type AdminPosition,
  type AdminPositionList,
  type ApplicationPage,
  type ApplicationQuery,
  type PositionListQuery,
  type StaffApplicationStatus,
  OPEN_APPLICATION_STATUSES,
  positionUpdateSchema,
  staffPolicy,
} from '../../../shared/domains/staff';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Db } from '../../db/client';
import { staffPositions, type StaffApplication } from '../../db/schema/staff';
import { authorize } from '../../platform/authorize';
import { batchedRecords, csvResponse, csvStream, guardCell } from '../../platform/csv';
import { resourceService } from '../../platform/resource-kit/service';
import { stagedStatus } from '../../platform/staged-status';
import { mailNotification, notify } from '../notifications/service';
import { fileResponse, readUploadFile } from '../uploads/service';
import {
  applicationBatch,
  findApplication,
  findPosition,
  hasOpenApplication,
  listApplications,
  listPositions,
  positionColumns,
  setApplicationStatus,
  type PositionRow,
} from './queries';

/* The back office's side of staff: positions, and the review of each one's applications. */

function toAdminPosition(row: PositionRow): AdminPosition {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** An application as the back office reads it: its resume as the administrators' download, no upload id. */
function toAdminApplication(row: StaffApplication & { positionTitle?: string }): AdminApplication {
  const { resumeUploadId, updatedAt: _updated, positionTitle: _title, ...fields } = row;
  return {
    ...fields,
    status: row.status as StaffApplicationStatus,
    resumeUrl: resumeUploadId ? resumePath(row.id) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One position, read by an administrator (404 when there is none). */
async function managedPosition(db: Db, actor: Actor, id: string) {
  authorize(staffPolicy.manage(actor));
  const row = await findPosition(db, id);
  if (!row) throw new AppError('NOT_FOUND', texts.positionNotFound);
  return row;
}

/* Positions. */

/**
 * The positions manager (decision 0038): a resource of the kit whose answers carry the application count (a
 * subquery, so writes read the position again), edited by a partial body (the list's toggle sends only
 * `active`), listed by its own paged search, newest first. A delete takes all the position's applications
 * with it in one transaction (foreign key; the confirmation says so); their resumes stay until the uploads
 * sweep finds nothing refers to them any more (decision 0013).
 */
export const positionAdmin = {
  ...resourceService({
    kind: 'staff_position',
    table: staffPositions,
    columns: positionColumns,
    find: (db, id, lock) => findPosition(db, id, { forUpdate: lock }),
    body: positionUpdateSchema,
    policy: { edit: staffPolicy.manage },
    notFound: texts.positionNotFound,
    values: ({ active: _active, ...fields }) => fields,
    answer: toAdminPosition,
  }),
  async list(deps: { db: Db }, actor: Actor, query: PositionListQuery): Promise<AdminPositionList> {
    authorize(staffPolicy.manage(actor));
    const page = await listPositions(deps.db, query.q, query);
    return { ...page, items: page.items.map(toAdminPosition) };
  },
};

/** One position, for its edit page. */
export async function getAdminPosition(db: Db, actor: Actor, id: string): Promise<AdminPosition> {
  return toAdminPosition(await managedPosition(db, actor, id));
}

/* Review: a position's applications, status changes, resumes, CSV. */

export async function getApplicationPage(
  db: Db,
  actor: Actor,
  positionId: string,
  query: ApplicationQuery,
): Promise<ApplicationPage> {
  const position = await managedPosition(db, actor, positionId);
  const page = await listApplications(db, positionId, query.q, query);
  return { ...page, items: page.items.map(toAdminApplication), position: toAdminPosition(position) };
}

/**
 * One staged change of the review page (platform/staged-status.ts). Reopening a decided application while the
 * member has another open one for the position is refused (409).
 */
export const changeApplicationStatus = stagedStatus({
  may: staffPolicy.manage,
  notFound: texts.applicationNotFound,
  find: findApplication,
  async check(tx, row, status: StaffApplicationStatus) {
    const reopening = (OPEN_APPLICATION_STATUSES as readonly string[]).includes(status);
    if (reopening && (await hasOpenApplication(tx, row.positionId, row.userId, row.id))) {
      throw new AppError('CONFLICT', texts.openApplicationExists);
    }
  },
  write: setApplicationStatus,
  notice: (row, status) => ({
    type: 'staff_application_update',
    title: 'Application Status Updated',
    message: `Your application for ${row.positionTitle} has been updated to ${status}`,
    data: { applicationId: row.id, positionId: row.positionId, positionTitle: row.positionTitle, status },
  }),
  notify,
  mail: mailNotification,
  answer: toAdminApplication,
});

/**
 * An application's resume, for administrators only: for anyone else the route answers 404, as if there
 * were none (the applicant still has their own file at /api/files/{id}).
 */
export async function downloadResume(
  deps: Pick<Deps, 'db' | 'storage'>,
  actor: Actor,
  id: string,
): Promise<Response> {
  authorize(staffPolicy.readResume(actor), texts.resumeNotFound);
  const row = await findApplication(deps.db, id);
  if (!row?.resumeUploadId) throw new AppError('NOT_FOUND', texts.resumeNotFound);
  const file = await readUploadFile(deps, actor, row.resumeUploadId).catch(() => {
    throw new AppError('NOT_FOUND', texts.resumeNotFound);
  });
  const ext = file.fileName.slice(file.fileName.lastIndexOf('.'));
  return fileResponse(file, 'attachment', `${row.fullName || 'applicant'} resume${ext}`);
}

/** admin-back-office.md §9: these columns, in this order, word for word, and the field each one shows. */
const CSV_COLUMNS = [
  ['Application ID', 'id'],
  ['Full Name', 'fullName'],
  ['Email', 'email'],
  ['Phone', 'phone'],
  ['Status', 'status'],
  ['Submission Date', 'createdAt'],
  ['Experience', 'experience'],
  ['Skills', 'skills'],
  ['Availability', 'availability'],
  ['Cover Letter', 'coverLetter'],
] as const;

/** Every application of a position as CSV ({title}-applications.csv), read in batches while it is sent. */
export async function exportApplications(db: Db, actor: Actor, positionId: string): Promise<Response> {
  const position = await managedPosition(db, actor, positionId);
  const records = batchedRecords(
    (after, limit) => applicationBatch(db, positionId, after, limit),
    (row) =>
      CSV_COLUMNS.map(([, key]) => guardCell(key === 'createdAt' ? row.createdAt.toISOString() : row[key])),
  );
  const header = CSV_COLUMNS.map(([name]) => name);
  return csvResponse(`${position.title}-applications.csv`, csvStream(header, records));
}
