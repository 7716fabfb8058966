import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FormType } from '../../../shared/domains/forms';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  customForms,
  formSubmissions,
  type CustomForm,
  type CustomFormField,
  type FormSubmission,
} from '../../db/schema/forms';
import { preparedPerShape, type Placeholders } from '../../db/prepared';
import { containsPattern, newestFirstAfter, listPage, type PageParams } from '../../platform/lists';

export async function findForm(
  db: Db | Tx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomForm | undefined> {
  const query = db.select().from(customForms).where(eq(customForms.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export interface FormValues {
  title: string;
  description: string;
  submitButtonText: string;
  active: boolean;
  fields: CustomFormField[];
}

/** One form per item: creates it, or updates the one there is (the unique key decides, not a read first). */
export async function upsertForm(
  tx: Tx,
  formType: FormType,
  targetId: string,
  values: FormValues,
): Promise<string> {
  const [row] = await tx
    .insert(customForms)
    .values({ formType, targetId, ...values })
    .onConflictDoUpdate({
      target: [customForms.formType, customForms.targetId],
      set: { ...values, updatedAt: new Date() },
    })
    .returning({ id: customForms.id });
  return row!.id;
}

/** The form and, by their foreign key, its submissions. */
export async function deleteForm(tx: Tx, id: string): Promise<void> {
  await tx.delete(customForms).where(eq(customForms.id, id));
}

export interface FormFilter {
  q: string;
  type?: FormType;
}

// Written out with an alias: inside a one-table select drizzle leaves column names unqualified, and a bare
// "id" in the subquery would be the submission's own id (the count was always 0).
const submissionCount =
  sql<number>`(select count(*) from ${formSubmissions} s where s.form_id = "custom_forms"."id")`.mapWith(
    Number,
  );

function formWhere(filter: FormFilter): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    filter.type ? eq(customForms.formType, filter.type) : undefined,
    pattern ? or(ilike(customForms.title, pattern), ilike(customForms.description, pattern)) : undefined,
  );
}

/** All forms, newest change first (admin-back-office.md §7), searched over title and description. */
export async function listForms(db: Db, filter: FormFilter, params: PageParams) {
  return listPage(
    db,
    {
      columns: {
        id: customForms.id,
        title: customForms.title,
        description: customForms.description,
        formType: customForms.formType,
        targetId: customForms.targetId,
        active: customForms.active,
        fieldCount: sql<number>`jsonb_array_length(${customForms.fields})`.mapWith(Number),
        submissionCount,
        updatedAt: customForms.updatedAt,
      },
      table: customForms,
      where: formWhere(filter),
      orderBy: [desc(customForms.updatedAt), asc(customForms.id)],
    },
    params,
  );
}

/** A new submission (pending): built once and prepared (db/prepared.ts), each connection parses it once. */
const submissionInsert = preparedPerShape(
  (db, _shape: null, p: Placeholders<{ formId: string; userId: string; data: FormSubmission['data'] }>) =>
    db
      .insert(formSubmissions)
      .values({ formId: p.formId, userId: p.userId, data: p.data, status: 'pending' })
      .returning({
        id: formSubmissions.id,
        status: formSubmissions.status,
        createdAt: formSubmissions.createdAt,
      }),
);

export async function insertSubmission(
  db: Db,
  values: { formId: string; userId: string; data: FormSubmission['data'] },
): Promise<Pick<FormSubmission, 'id' | 'status' | 'createdAt'>> {
  const [row] = await submissionInsert(db, null, values);
  return row!;
}

const userName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.name})`;

const submissionColumns = {
  id: formSubmissions.id,
  formId: formSubmissions.formId,
  userId: formSubmissions.userId,
  userName,
  status: formSubmissions.status,
  data: formSubmissions.data,
  createdAt: formSubmissions.createdAt,
};
export type SubmissionRow = {
  id: string;
  formId: string;
  userId: string;
  userName: string;
  status: string;
  data: FormSubmission['data'];
  createdAt: Date;
};

/**
 * The spec's search: submission id, member id, member name or any answer (the values, not the labels).
 * The answers are searched as their JSON text, so a term matches inside a ticked option too.
 */
function submissionSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(sql`${formSubmissions.id}::text`, pattern),
    ilike(formSubmissions.userId, pattern),
    ilike(userName, pattern),
    sql`exists (select 1 from jsonb_each(${formSubmissions.data}) as answer where (answer.value -> 'value')::text ilike ${pattern})`,
  );
}

/** A form's submissions, newest first, with their members' names. */
export async function listSubmissions(db: Db, formId: string, q: string, params: PageParams) {
  return listPage(
    db,
    {
      columns: submissionColumns,
      table: formSubmissions,
      join: { table: users, on: eq(users.id, formSubmissions.userId) },
      where: and(eq(formSubmissions.formId, formId), submissionSearch(q)),
      orderBy: [desc(formSubmissions.createdAt), desc(formSubmissions.id)],
    },
    params,
  );
}

/**
 * One batch of the CSV export: newest first, after the last row of the previous batch (keyset paging,
 * so a large form is read a batch at a time and never held whole).
 */
export async function submissionBatch(
  db: Db,
  formId: string,
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<SubmissionRow[]> {
  const keyset = newestFirstAfter(formSubmissions.createdAt, formSubmissions.id, after);
  return db
    .select(submissionColumns)
    .from(formSubmissions)
    .innerJoin(users, eq(users.id, formSubmissions.userId))
    .where(and(eq(formSubmissions.formId, formId), keyset))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(limit);
}

/**
 * Every label the form's submissions answered under (ids kept apart: a renamed field is one column per
 * label), with when each was first used, without reading the answers themselves into memory.
 */
export async function answeredLabels(db: Db, formId: string): Promise<{ label: string; firstAt: Date }[]> {
  const rows = await db.execute<{ label: string; first_at: string | Date }>(sql`
    select answer.value ->> 'label' as label, min(${formSubmissions.createdAt}) as first_at
    from ${formSubmissions}, jsonb_each(${formSubmissions.data}) as answer
    where ${formSubmissions.formId} = ${formId}
    group by 1
    order by 2, 1`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    label: string;
    first_at: string | Date;
  }[];
  return list.map((r) => ({ label: r.label, firstAt: new Date(r.first_at) }));
}

export async function findSubmission(
  db: Db | Tx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<(SubmissionRow & { formTitle: string; formType: string; fields: CustomFormField[] }) | undefined> {
  const query = db
    .select({
      ...submissionColumns,
      formTitle: customForms.title,
      formType: customForms.formType,
      fields: customForms.fields,
    })
    .from(formSubmissions)
    .innerJoin(users, eq(users.id, formSubmissions.userId))
    .innerJoin(customForms, eq(customForms.id, formSubmissions.formId))
    .where(eq(formSubmissions.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: formSubmissions }) : await query;
  return row;
}

export async function setSubmissionStatus(tx: Tx, id: string, status: string): Promise<void> {
  await tx.update(formSubmissions).set({ status }).where(eq(formSubmissions.id, id));
}

export async function listMySubmissions(db: Db, userId: string) {
  return db
    .select({
      id: formSubmissions.id,
      formId: formSubmissions.formId,
      formTitle: customForms.title,
      formType: customForms.formType,
      status: formSubmissions.status,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .innerJoin(customForms, eq(customForms.id, formSubmissions.formId))
    .where(eq(formSubmissions.userId, userId))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
}
