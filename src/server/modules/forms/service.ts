import {
  answersOf,
  formMessages as texts,
  formPolicy,
  submissionSchemaFor,
  type AdminSubmission,
  type CustomFormDto,
  type FormField,
  type FormList,
  type FormListQuery,
  type FormSave,
  type FormType,
  type MySubmission,
  type MySubmissionDetail,
  type StatusChangeInput,
  type SubmissionPage,
  type SubmissionQuery,
  type SubmissionStatus,
  type TargetForm,
} from '../../../shared/domains/forms';
import { isPackageKind } from '../../../shared/domains/packages';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Db } from '../../db/client';
import type { CustomForm, CustomFormField } from '../../db/schema/forms';
import { authorize } from '../../platform/authorize';
import { pageFromWindow } from '../../platform/lists';
import { validationError } from '../../platform/http';
import { csvDisposition, csvRecord, csvStream, FIXED_COLUMNS, labelColumns } from './csv';
import { mailNotification, notify } from '../notifications/service';
import {
  findFormTarget,
  linkToForm,
  lockFormTarget,
  packageTitles,
  type FormTargetRow,
} from '../packages/service';
import {
  countForms,
  countSubmissions,
  deleteForm,
  findForm,
  findFormByTarget,
  findSubmission,
  insertSubmission,
  listForms,
  listMySubmissions,
  listSubmissions,
  setSubmissionStatus,
  submissionBatch,
  answeredLabels,
  upsertForm,
  type SubmissionRow,
} from './queries';

/** `/form/{type}/{id}` with a type that is neither package nor ride names nothing. */
function formTypeOf(type: string): FormType {
  if (!isPackageKind(type)) throw new AppError('NOT_FOUND', texts.invalidType);
  return type;
}

export const fieldsOf = (fields: CustomFormField[]): FormField[] =>
  fields.map((f) => ({
    id: f.id,
    type: f.type,
    label: f.label,
    placeholder: f.placeholder ?? '',
    required: f.required,
    options: f.options ?? [],
    defaultValue: f.defaultValue ?? null,
  }));

export function toFormDto(form: CustomForm): CustomFormDto {
  return {
    id: form.id,
    title: form.title,
    description: form.description,
    fields: fieldsOf(form.fields),
    submitButtonText: form.submitButtonText,
    formType: form.formType as FormType,
    targetId: form.targetId,
    active: form.active,
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
  };
}

const toTarget = (t: FormTargetRow) => ({
  id: t.id,
  kind: t.kind,
  title: t.title,
  subtitle: t.subtitle,
  active: t.active,
});

/** The builder: the item and its form (null: Create Form). */
export async function getBuilderForm(
  db: Db,
  actor: Actor,
  type: string,
  targetId: string,
): Promise<TargetForm> {
  authorize(formPolicy.manage(actor));
  const kind = formTypeOf(type);
  const target = await findFormTarget(db, actor, kind, targetId);
  const form = await findFormByTarget(db, kind, targetId);
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
  const rows = await listForms(db, filter, query);
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
  return pageFromWindow(
    rows,
    query,
    () => countForms(db, filter),
    (row) => ({
      ...row,
      formType: row.formType as FormType,
      targetTitle: (row.formType === 'ride' ? rideNames : packageNames).get(row.targetId) ?? null,
      updatedAt: row.updatedAt.toISOString(),
    }),
  );
}

export async function deleteFormById(db: Db, actor: Actor, id: string): Promise<{ ok: true }> {
  authorize(formPolicy.manage(actor));
  await db.transaction(async (tx) => {
    if (!(await findForm(tx, id, { forUpdate: true }))) throw new AppError('NOT_FOUND', texts.formNotFound);
    await deleteForm(tx, id);
  });
  return { ok: true };
}

/**
 * The form a viewer may fill for an item: members only an active item's active form; administrators any
 * (member-areas.md §2, admin-back-office.md §6). Null when there is none they may use.
 */
async function fillableForm(db: Db, actor: Actor, type: string, targetId: string) {
  const kind = formTypeOf(type);
  const target = await findFormTarget(db, actor, kind, targetId);
  const form = await findFormByTarget(db, kind, targetId);
  return { target, form: form && (form.active || formPolicy.seeInactive(actor)) ? form : null };
}

export async function getFillForm(db: Db, actor: Actor, type: string, targetId: string): Promise<TargetForm> {
  const { target, form } = await fillableForm(db, actor, type, targetId);
  return { target: toTarget(target), form: form ? toFormDto(form) : null };
}

/**
 * A member's answers, checked against the stored form (not what the page sent as the form): unknown fields,
 * missing required ones, wrong types, options that do not exist and overlong answers are a 422. Stored keyed
 * by field id with the label as it reads now; new submissions are pending.
 */
export async function submitForm(
  db: Db,
  actor: Actor,
  type: string,
  targetId: string,
  body: { answers: Record<string, unknown> },
) {
  const { form } = await fillableForm(db, actor, type, targetId);
  if (!form) throw new AppError('NOT_FOUND', texts.unavailable);
  const parsed = submissionSchemaFor(fieldsOf(form.fields)).safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const row = await db.transaction((tx) =>
    insertSubmission(tx, { formId: form.id, userId: actor.id, data: parsed.data.answers }),
  );
  return { id: row.id, status: row.status as SubmissionStatus, createdAt: row.createdAt.toISOString() };
}

function toAdminSubmission(
  row: Omit<SubmissionRow, never>,
  fields: readonly { id: string }[],
): AdminSubmission {
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
  const rows = await listSubmissions(db, formId, query.q, query);
  const page = await pageFromWindow(
    rows,
    query,
    () => countSubmissions(db, formId, query.q),
    (row) => toAdminSubmission(row, form.fields),
  );
  return { ...page, form: toFormDto(form) };
}

const statusNotice = (formTitle: string, status: SubmissionStatus) => ({
  type: 'form_status_update',
  title: 'Form Status Updated',
  message: `Your submission for ${formTitle} has been updated to ${status}`,
});

/**
 * One staged change of the submissions page: set the status (any to any) and tell the member, in-app in the
 * same transaction, then by e-mail once committed. Setting the status it already has changes nothing.
 */
export async function changeStatus(
  deps: Pick<Deps, 'db' | 'mailer' | 'logger' | 'config'>,
  actor: Actor,
  submissionId: string,
  input: StatusChangeInput,
): Promise<AdminSubmission> {
  authorize(formPolicy.manage(actor));
  const { db } = deps;
  const notice = await db.transaction(async (tx) => {
    const row = await findSubmission(tx, submissionId, { forUpdate: true });
    if (!row) throw new AppError('NOT_FOUND', texts.submissionNotFound);
    if (row.status === input.status) return null;
    await setSubmissionStatus(tx, submissionId, input.status);
    return notify(tx, row.userId, {
      ...statusNotice(row.formTitle, input.status),
      data: { submissionId, formId: row.formId, status: input.status },
    });
  });
  if (notice) await mailNotification(deps, notice);
  const row = await findSubmission(db, submissionId);
  if (!row) throw new AppError('NOT_FOUND', texts.submissionNotFound);
  return toAdminSubmission(row, row.fields);
}

export async function listMine(db: Db, actor: Actor): Promise<{ items: MySubmission[] }> {
  const rows = await listMySubmissions(db, actor.id);
  return {
    items: rows.map((r) => ({
      ...r,
      formType: r.formType as FormType,
      status: r.status as SubmissionStatus,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** One of the member's own submissions; another member's does not exist for them (404). */
export async function getMine(db: Db, actor: Actor, id: string): Promise<MySubmissionDetail> {
  const row = await findSubmission(db, id);
  authorize(!!row && formPolicy.readOwn(actor, row), texts.submissionNotFound);
  return {
    id: row.id,
    formId: row.formId,
    formTitle: row.formTitle,
    formType: row.formType as FormType,
    status: row.status as SubmissionStatus,
    createdAt: row.createdAt.toISOString(),
    answers: answersOf(row.data, row.fields),
  };
}

const EXPORT_BATCH = 500;

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
  async function* records() {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const batch = await submissionBatch(db, formId, after, EXPORT_BATCH);
      for (const row of batch) yield csvRecord(row, labels);
      if (batch.length < EXPORT_BATCH) return;
      const last = batch[batch.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
  return new Response(csvStream([...FIXED_COLUMNS, ...labels], records()), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': csvDisposition(form.title),
      'cache-control': 'no-store',
    },
  });
}
