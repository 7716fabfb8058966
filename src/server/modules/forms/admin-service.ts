import {
  formMessages as texts,
  formPolicy,
  type AdminSubmission,
  type FormList,
  type FormListQuery,
  type FormSave,
  type FormType,
  type SubmissionPage,
  type SubmissionQuery,
  type SubmissionStatus,
  type TargetForm,
} from '../../../shared/domains/forms';
import { answersOf } from '../../../shared/domains/form-answers';
import { AppError } from '../../../shared/errors';
import type { Deleted } from '../../../shared/schemas/common';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';
import { authorize } from '../../platform/authorize';
import { stagedStatus } from '../../platform/staged-status';
import { batchedRecords, csvResponse } from '../../platform/csv';
import { csvRecord, csvStream, FIXED_COLUMNS, labelColumns } from './csv';
import { mailNotification, notify } from '../notifications/service';
import {
  findFormTargetAndForm,
  linkToForm,
  lockFormTarget,
  packageTitles,
  refuseWhileOpened,
} from '../packages/service';
import {
  answeredLabels,
  deleteForm,
  findForm,
  findSubmission,
  listForms,
  listSubmissions,
  setSubmissionStatus,
  submissionBatch,
  upsertForm,
  type SubmissionRow,
} from './queries';
import { formTypeOf, toFormDto, toTarget } from './service';

/** The builder: the item and its form (null: Create Form). */
export async function getBuilderForm(
  db: Db,
  actor: Actor,
  type: string,
  targetId: string,
): Promise<TargetForm> {
  authorize(formPolicy.manage(actor));
  const kind = formTypeOf(type);
  const { target, form } = await findFormTargetAndForm(db, actor, kind, targetId);
  return { target: toTarget(target), form: form ? toFormDto(form) : null };
}

/**
 * Save the item's form (create or update) and point the item's button at /form/{type}/{id}, in one
 * transaction: either both happen or neither.
 */
export async function saveForm(
  db: Db,
  actor: Actor,
  type: string,
  targetId: string,
  input: FormSave,
): Promise<TargetForm> {
  authorize(formPolicy.manage(actor));
  const kind = formTypeOf(type);
  await db.transaction(async (tx) => {
    await lockFormTarget(tx, kind, targetId);
    await upsertForm(tx, kind, targetId, input);
    await linkToForm(tx, kind, targetId);
  });
  return getBuilderForm(db, actor, kind, targetId);
}

export async function listAllForms(db: Db, actor: Actor, query: FormListQuery): Promise<FormList> {
  authorize(formPolicy.manage(actor));
  const filter = { q: query.q, type: query.type };
  const page = await listForms(db, filter, query);
  const rows = page.items;
  const [packageNames, rideNames] = await Promise.all([
    packageTitles(
      db,
      'package',
      rows.filter((r) => r.formType === 'package').map((r) => r.targetId),
    ),
    packageTitles(
      db,
      'ride',
      rows.filter((r) => r.formType === 'ride').map((r) => r.targetId),
    ),
  ]);
  return {
    ...page,
    items: rows.map((row) => ({
      ...row,
      formType: row.formType as FormType,
      targetTitle: (row.formType === 'ride' ? rideNames : packageNames).get(row.targetId) ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** Deleting a form deletes its submissions; refused while an active card opens it (decision 0048). */
export async function deleteFormById(db: Db, actor: Actor, id: string): Promise<Deleted> {
  authorize(formPolicy.manage(actor));
  await db.transaction(async (tx) => {
    const form = await findForm(tx, id, { forUpdate: true });
    if (!form) throw new AppError('NOT_FOUND', texts.formNotFound);
    await refuseWhileOpened(tx, formTypeOf(form.formType), form.targetId);
    await deleteForm(tx, id);
  });
  return { id, deleted: true };
}

function toAdminSubmission(row: SubmissionRow, fields: readonly { id: string }[]): AdminSubmission {
  return {
    id: row.id,
    formId: row.formId,
    userId: row.userId,
    userName: row.userName,
    status: row.status as SubmissionStatus,
    createdAt: row.createdAt.toISOString(),
    answers: answersOf(row.data, fields),
  };
}

export async function getSubmissionPage(
  db: Db,
  actor: Actor,
  formId: string,
  query: SubmissionQuery,
): Promise<SubmissionPage> {
  authorize(formPolicy.manage(actor));
  const form = await findForm(db, formId);
  if (!form) throw new AppError('NOT_FOUND', texts.formNotFound);
  const page = await listSubmissions(db, formId, query.q, query);
  return {
    ...page,
    items: page.items.map((row) => toAdminSubmission(row, form.fields)),
    form: toFormDto(form),
  };
}

/** One staged change of the submissions page (platform/staged-status.ts): no status is out of reach. */
export const changeStatus = stagedStatus({
  may: formPolicy.manage,
  notFound: texts.submissionNotFound,
  find: findSubmission,
  write: (tx, id, status: SubmissionStatus) => setSubmissionStatus(tx, id, status),
  notice: (row, status) => ({
    type: 'form_status_update',
    title: 'Form Status Updated',
    message: `Your submission for ${row.formTitle} has been updated to ${status}`,
    data: { submissionId: row.id, formId: row.formId, status },
  }),
  notify,
  mail: mailNotification,
  answer: (row) => toAdminSubmission(row, row.fields),
});

/** All of a form's submissions as CSV (see csv.ts), read in batches while the answer is being sent. */
export async function exportSubmissions(db: Db, actor: Actor, formId: string): Promise<Response> {
  authorize(formPolicy.manage(actor));
  const form = await findForm(db, formId);
  if (!form) throw new AppError('NOT_FOUND', texts.formNotFound);
  const answered = await answeredLabels(db, formId);
  const labels = labelColumns(
    form.fields.map((f) => f.label),
    answered.map((a) => a.label),
  );
  const records = batchedRecords(
    (after, limit) => submissionBatch(db, formId, after, limit),
    (row) => csvRecord(row, labels),
  );
  return csvResponse(`${form.title}-submissions.csv`, csvStream([...FIXED_COLUMNS, ...labels], records));
}
