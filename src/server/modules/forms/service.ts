import { LRUCache } from 'lru-cache';
import {
  formMessages as texts,
  formPolicy,
  type CustomFormDto,
  type FormField,
  type FormType,
  type MySubmission,
  type MySubmissionDetail,
  type SubmissionStatus,
  type TargetForm,
} from '../../../shared/domains/forms';
import { answersOf, submissionSchemaFor } from '../../../shared/domains/form-answers';
import { isPackageKind } from '../../../shared/domains/packages';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';
import type { CustomForm, CustomFormField } from '../../db/schema/forms';
import { authorize } from '../../platform/authorize';
import { validationError } from '../../platform/http';
import { findFormTargetAndForm, type FormTargetRow, type TargetAndForm } from '../packages/service';
import { findSubmission, insertSubmission, listMySubmissions } from './queries';

/*
 * The member's side of custom forms: filling an item's form and following their own submissions. The back
 * office (builder, list, submissions, statuses, CSV) is admin-service.ts, which shares the shapes below.
 */

/** `/form/{type}/{id}` with a type that is neither package nor ride names nothing. */
export function formTypeOf(type: string): FormType {
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

export const toTarget = (t: FormTargetRow) => ({
  id: t.id,
  kind: t.kind,
  title: t.title,
  subtitle: t.subtitle,
  active: t.active,
});

/**
 * The form a viewer may fill for an item: members only an active item's active form; administrators any
 * (member-areas.md §2, admin-back-office.md §6). Null when there is none they may use.
 */
async function fillableForm(db: Db, actor: Actor, type: string, targetId: string, read?: TargetAndForm) {
  const kind = formTypeOf(type);
  // One statement (issue #25, goal 3); the target's 404 still wins over the form's absence.
  const { target, form } = await findFormTargetAndForm(db, actor, kind, targetId, read);
  return { target, form: form && (form.active || formPolicy.seeInactive(actor)) ? form : null };
}

export async function getFillForm(db: Db, actor: Actor, type: string, targetId: string): Promise<TargetForm> {
  const { target, form } = await fillableForm(db, actor, type, targetId);
  return { target: toTarget(target), form: form ? toFormDto(form) : null };
}

/**
 * The answers' schema of a form's fields, built once per fields (the validation is a closure over them; a form
 * saved with other fields or labels is another key): building it was a few percent of a submission's CPU.
 */
const answerSchemas = new LRUCache<string, ReturnType<typeof submissionSchemaFor>>({ max: 500 });

export function answersSchemaOf(fields: CustomFormField[]) {
  const key = JSON.stringify(fields);
  let schema = answerSchemas.get(key);
  if (!schema) answerSchemas.set(key, (schema = submissionSchemaFor(fieldsOf(fields))));
  return schema;
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
  read?: TargetAndForm,
) {
  const { form } = await fillableForm(db, actor, type, targetId, read);
  if (!form) throw new AppError('NOT_FOUND', texts.unavailable);
  const parsed = answersSchemaOf(form.fields).safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  // One statement: atomic without a transaction of its own (BEGIN and COMMIT were two more round trips).
  const row = await insertSubmission(db, { formId: form.id, userId: actor.id, data: parsed.data.answers });
  return { id: row.id, status: row.status as SubmissionStatus, createdAt: row.createdAt.toISOString() };
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
