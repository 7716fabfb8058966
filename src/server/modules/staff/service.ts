import {
  staffMessages as texts,
  type Application,
  type MyApplication,
  type MyApplicationList,
  type OpenPositionList,
  type StaffApplicationStatus,
} from '../../../shared/domains/staff';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Db } from '../../db/client';
import { notify } from '../notifications/service';
import { claimUpload } from '../uploads/service';
import {
  findPosition,
  hasOpenApplication,
  insertApplication,
  listMyApplications,
  listOpenPositions,
} from './queries';

/*
 * The member's side of staff: open positions, applying, their own applications. The back office (positions,
 * the review of applications, resumes, CSV) is admin-service.ts.
 */

export async function openPositions(db: Db): Promise<OpenPositionList> {
  return { items: await listOpenPositions(db) };
}

const toMine = (row: Awaited<ReturnType<typeof listMyApplications>>[number]): MyApplication => ({
  id: row.id,
  positionId: row.positionId,
  positionTitle: row.positionTitle,
  status: row.status as StaffApplicationStatus,
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
  if (!mine) throw new AppError('NOT_FOUND', texts.applicationNotFound);
  return { application: toMine(mine) };
}
