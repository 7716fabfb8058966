import {
  OPEN_APPLICATION_STATUSES,
  resumePath,
  staffMessages as texts,
  type AdminApplication,
  type AdminPosition,
  type AdminPositionList,
  type Application,
  type ApplicationPage,
  type ApplicationQuery,
  type ApplicationStatusInput,
  type MyApplication,
  type MyApplicationList,
  type OpenPositionList,
  type PositionCreate,
  type PositionListQuery,
  type PositionUpdate,
  type StaffApplicationStatus,
  staffPolicy,
} from '../../../shared/domains/staff';
import { authorize } from '../../platform/authorize';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Db } from '../../db/client';
import type { StaffApplication } from '../../db/schema/staff';
import { attachmentDisposition, csvResponse, csvStream, guardCell } from '../../platform/csv';
import { pageFromWindow } from '../../platform/lists';
import { mailNotification, notify } from '../notifications/service';
import { claimUpload, readUploadFile } from '../uploads/service';
import {
  applicationBatch,
  countApplications,
  countPositions,
  deletePosition as deletePositionRow,
  findApplication,
  findPosition,
  hasOpenApplication,
  insertApplication,
  insertPosition,
  listApplications,
  listMyApplications,
  listOpenPositions,
  listPositions,
  setApplicationStatus,
  updatePosition as updatePositionRow,
  type PositionRow,
} from './queries';

type NoticeDeps = Pick<Deps, 'db' | 'mailer' | 'logger' | 'config'>;

const positionNotFound = () => new AppError('NOT_FOUND', texts.positionNotFound);
const applicationNotFound = () => new AppError('NOT_FOUND', texts.applicationNotFound);
const asStatus = (status: string) => status as StaffApplicationStatus;

function toAdminPosition(row: PositionRow): AdminPosition {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    salaryRange: row.salaryRange,
    active: row.active,
    applicationCount: row.applicationCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminApplication(row: StaffApplication): AdminApplication {
  return {
    id: row.id,
    positionId: row.positionId,
    userId: row.userId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    experience: row.experience,
    skills: row.skills,
    availability: row.availability,
    coverLetter: row.coverLetter,
    status: asStatus(row.status),
    resumeUrl: row.resumeUploadId ? resumePath(row.id) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/* Positions: the back office. */

export async function listAdminPositions(
  db: Db,
  actor: Actor,
  query: PositionListQuery,
): Promise<AdminPositionList> {
  authorize(staffPolicy.manage(actor));
  const rows = await listPositions(db, query.q, query);
  return pageFromWindow(rows, query, () => countPositions(db, query.q), toAdminPosition);
}

export async function getAdminPosition(db: Db, actor: Actor, id: string): Promise<AdminPosition> {
  authorize(staffPolicy.manage(actor));
  const row = await findPosition(db, id);
  if (!row) throw positionNotFound();
  return toAdminPosition(row);
}

export async function createPosition(db: Db, actor: Actor, input: PositionCreate): Promise<AdminPosition> {
  authorize(staffPolicy.manage(actor));
  const id = await db.transaction((tx) => insertPosition(tx, input));
  return getAdminPosition(db, actor, id);
}

export async function updatePosition(
  db: Db,
  actor: Actor,
  id: string,
  input: PositionUpdate,
): Promise<AdminPosition> {
  authorize(staffPolicy.manage(actor));
  await db.transaction(async (tx) => {
    if (!(await findPosition(tx, id, { forUpdate: true }))) throw positionNotFound();
    const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (Object.keys(values).length > 0) await updatePositionRow(tx, id, values);
  });
  return getAdminPosition(db, actor, id);
}

/**
 * The position and all its applications, in one transaction (the confirmation says so). Their resumes stay
 * until the uploads sweep finds nothing refers to them any more (decision 0013).
 */
export async function deletePosition(db: Db, actor: Actor, id: string): Promise<{ ok: true }> {
  authorize(staffPolicy.manage(actor));
  await db.transaction(async (tx) => {
    if (!(await findPosition(tx, id, { forUpdate: true }))) throw positionNotFound();
    await deletePositionRow(tx, id);
  });
  return { ok: true };
}

/* Members: open positions, applying, their own applications. */

export async function openPositions(db: Db): Promise<OpenPositionList> {
  return { items: await listOpenPositions(db) };
}

const toMine = (row: Awaited<ReturnType<typeof listMyApplications>>[number]): MyApplication => ({
  id: row.id,
  positionId: row.positionId,
  positionTitle: row.positionTitle,
  status: asStatus(row.status),
  hasResume: !!row.resumeUploadId,
  createdAt: row.createdAt.toISOString(),
});

export async function myApplications(db: Db, actor: Actor): Promise<MyApplicationList> {
  return { items: (await listMyApplications(db, actor.id)).map(toMine) };
}

/**
 * Apply for an active position (created pending). The position's row is locked so two submissions of the
 * same member cannot both pass the "no open application" check; the partial unique index backs it up. The
 * resume must be the member's own upload of purpose `resume` (claimUpload, same transaction). The member
 * gets an in-app notice that the application arrived.
 */
export async function apply(
  deps: Pick<Deps, 'db' | 'storage'>,
  actor: Actor,
  input: Application,
): Promise<{ application: MyApplication }> {
  const { db } = deps;
  const id = await db.transaction(async (tx) => {
    const position = await findPosition(tx, input.positionId, { forUpdate: true });
    if (!position || !position.active) {
      throw new AppError('VALIDATION', texts.positionRequired, { positionId: texts.positionRequired });
    }
    if (await hasOpenApplication(tx, position.id, actor.id)) {
      throw new AppError('CONFLICT', texts.alreadyApplied);
    }
    const resume = input.resumeUploadId
      ? await claimUpload(deps, tx, actor, input.resumeUploadId, 'staff-resume').catch((err: unknown) => {
          // Someone else's upload, or one of another purpose, is answered like a missing resume.
          if (err instanceof AppError && err.code === 'NOT_FOUND') {
            throw new AppError('VALIDATION', texts.resumeType, { resumeUploadId: texts.resumeType });
          }
          throw err;
        })
      : null;
    const row = await insertApplication(tx, {
      positionId: position.id,
      userId: actor.id,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      experience: input.experience,
      skills: input.skills,
      availability: input.availability,
      coverLetter: input.coverLetter,
      resumeUploadId: resume?.id ?? null,
      status: 'pending',
    });
    await notify(tx, actor.id, {
      type: 'staff_application',
      title: texts.submitted,
      message: `Your application for ${position.title} has been received.`,
      data: { applicationId: row.id, positionId: position.id, positionTitle: position.title },
    });
    return row.id;
  });
  const mine = (await listMyApplications(db, actor.id)).find((r) => r.id === id);
  if (!mine) throw applicationNotFound();
  return { application: toMine(mine) };
}

/* Review: a position's applications, status changes, resumes, CSV. */

export async function getApplicationPage(
  db: Db,
  actor: Actor,
  positionId: string,
  query: ApplicationQuery,
): Promise<ApplicationPage> {
  authorize(staffPolicy.manage(actor));
  const position = await findPosition(db, positionId);
  if (!position) throw positionNotFound();
  const rows = await listApplications(db, positionId, query.q, query);
  const page = await pageFromWindow(
    rows,
    query,
    () => countApplications(db, positionId, query.q),
    (row) => toAdminApplication(row.application),
  );
  return { ...page, position: toAdminPosition(position) };
}

export const statusNotice = (positionTitle: string, status: StaffApplicationStatus) => ({
  type: 'staff_application_update',
  title: 'Application Status Updated',
  message: `Your application for ${positionTitle} has been updated to ${status}`,
});

/**
 * One staged change of the review page: any status from any other, and the applicant is told (in-app in the
 * same transaction, by e-mail once committed). Setting the status it already has writes nothing. Reopening a
 * decided application while the member has another open one for the position is refused (409).
 */
export async function changeApplicationStatus(
  deps: NoticeDeps,
  actor: Actor,
  id: string,
  input: ApplicationStatusInput,
): Promise<AdminApplication> {
  authorize(staffPolicy.manage(actor));
  const { db } = deps;
  const notice = await db.transaction(async (tx) => {
    const row = await findApplication(tx, id, { forUpdate: true });
    if (!row) throw applicationNotFound();
    if (row.status === input.status) return null;
    const reopening = (OPEN_APPLICATION_STATUSES as readonly string[]).includes(input.status);
    if (reopening && (await hasOpenApplication(tx, row.positionId, row.userId, row.id))) {
      throw new AppError('CONFLICT', texts.openApplicationExists);
    }
    await setApplicationStatus(tx, id, input.status);
    return notify(tx, row.userId, {
      ...statusNotice(row.positionTitle, input.status),
      data: {
        applicationId: row.id,
        positionId: row.positionId,
        positionTitle: row.positionTitle,
        status: input.status,
      },
    });
  });
  if (notice) await mailNotification(deps, notice);
  const row = await findApplication(db, id);
  if (!row) throw applicationNotFound();
  return toAdminApplication(row);
}

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
  const name = `${row.fullName || 'applicant'} resume${ext}`;
  return new Response(new Uint8Array(file.body), {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.body.length),
      'content-disposition': attachmentDisposition(name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
}

export const CSV_COLUMNS = [
  'Application ID',
  'User ID',
  'Full Name',
  'Email',
  'Phone',
  'Experience',
  'Skills',
  'Availability',
  'Cover Letter',
  'Resume',
  'Status',
  'Date',
] as const;

const EXPORT_BATCH = 500;

/** Every application of a position as CSV ({title}-applications.csv), read in batches while it is sent. */
export async function exportApplications(
  deps: Pick<Deps, 'db' | 'config'>,
  actor: Actor,
  positionId: string,
): Promise<Response> {
  authorize(staffPolicy.manage(actor));
  const { db } = deps;
  const position = await findPosition(db, positionId);
  if (!position) throw positionNotFound();
  async function* records() {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const batch = await applicationBatch(db, positionId, after, EXPORT_BATCH);
      for (const row of batch) {
        yield [
          row.id,
          row.userId,
          row.fullName,
          row.email,
          row.phone,
          row.experience,
          row.skills,
          row.availability,
          row.coverLetter,
          row.resumeUploadId ? `${deps.config.publicUrl}${resumePath(row.id)}` : '',
          row.status,
          row.createdAt.toISOString(),
        ].map(guardCell);
      }
      if (batch.length < EXPORT_BATCH) return;
      const last = batch[batch.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
  return csvResponse(`${position.title}-applications.csv`, csvStream(CSV_COLUMNS, records()));
}
