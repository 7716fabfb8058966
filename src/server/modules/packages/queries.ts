import { and, asc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import { formLinkOf, type PackageKind } from '../../../shared/domains/packages';
import type { Db, Tx } from '../../db/client';
import { preparedPerShape, type Placeholders } from '../../db/prepared';
import { customForms, formSubmissions } from '../../db/schema/forms';
import { packages, ridePackages } from '../../db/schema/packages';
import { attemptUpsert, type AttemptPlaceholders, type attemptValues } from '../../platform/rate-limit';

/** Packages and ride packages have one shape in two tables (schema/packages.ts). */
export const tableOf = (kind: PackageKind) => (kind === 'package' ? packages : ridePackages);

export type PackageRow = typeof packages.$inferSelect & {
  formId: string | null;
  formTitle: string | null;
  submissionCount: number;
};

// Written with an alias and the joined form's quoted name (see forms/queries.ts): 0 without a form.
const submissionCount =
  sql<number>`(select count(*) from ${formSubmissions} s where s.form_id = "custom_forms"."id")`.mapWith(
    Number,
  );

/** What a member's card shows (service.ts `toItem`): the card's own columns, no form. */
function cardColumns(kind: PackageKind) {
  const table = tableOf(kind);
  return {
    id: table.id,
    title: table.title,
    subtitle: table.subtitle,
    description: table.description,
    buttonLink: table.buttonLink,
    bgColor: table.bgColor,
    textColor: table.textColor,
    sortOrder: table.sortOrder,
    active: table.active,
  };
}

/** A card's columns and its custom form's id (null: none yet). */
export function packageColumns(kind: PackageKind) {
  const table = tableOf(kind);
  return {
    ...cardColumns(kind),
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    formId: sql<string | null>`${customForms.id}`,
    formTitle: sql<string | null>`${customForms.title}`,
    submissionCount,
  };
}

/**
 * The cards in their order, each with its custom form's id (the managers' Create Form / Edit Form): one
 * statement, the form joined by its (form_type, target_id) key.
 */
export async function listPackages(db: Db, kind: PackageKind): Promise<PackageRow[]> {
  const table = tableOf(kind);
  return db
    .select(packageColumns(kind))
    .from(table)
    .leftJoin(customForms, and(eq(customForms.formType, kind), eq(customForms.targetId, table.id)))
    .orderBy(asc(table.sortOrder), asc(table.createdAt), asc(table.id));
}

/** A member's card (cardColumns). */
export type CardRow = Pick<PackageRow, keyof ReturnType<typeof cardColumns>>;

/**
 * The members' cards in their order: the card table alone (no form, no count), one statement per kind built once
 * (db/prepared.ts).
 */
const cardsOf = preparedPerShape((db, kind: PackageKind) => {
  const table = tableOf(kind);
  return db
    .select(cardColumns(kind))
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.createdAt), asc(table.id));
});

export const listCards = (db: Db, kind: PackageKind): Promise<CardRow[]> => cardsOf(db, kind, {});

export async function findPackage(
  db: Db | Tx,
  kind: PackageKind,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PackageRow | undefined> {
  const table = tableOf(kind);
  const query = db
    .select(packageColumns(kind))
    .from(table)
    .leftJoin(customForms, and(eq(customForms.formType, kind), eq(customForms.targetId, table.id)))
    .where(eq(table.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: table }) : await query;
  return row;
}

/**
 * A form's item and the form (null: none yet) in one statement, built once per kind and prepared
 * (db/prepared.ts): what filling a form, sending one and the builder read (issue #25, goal 3).
 */
const targetAndForm = preparedPerShape((db, kind: PackageKind, p: Placeholders<{ id: string }>) => {
  const table = tableOf(kind);
  const { id, title, subtitle, active } = table;
  return db
    .select({ target: { id, title, subtitle, active }, form: getTableColumns(customForms) })
    .from(table)
    .leftJoin(customForms, and(eq(customForms.formType, kind), eq(customForms.targetId, table.id)))
    .where(eq(table.id, p.id));
});

export async function findTargetAndForm(db: Db, kind: PackageKind, id: string) {
  const [row] = await targetAndForm(db, kind, { id });
  return row;
}

type CountedValues = { id: string } & Record<keyof ReturnType<typeof attemptValues>, string | number>;

/**
 * The same read with an attempt counted first against a member's limit (platform/rate-limit.ts's upsert, as the
 * CTE `counted`), in one statement: a submission's limit and its form were two round trips. The row is always
 * there (the attempt's count and window); `target` is null when the item is not.
 */
const countedTargetAndForm = preparedPerShape((db, kind: PackageKind, p: Placeholders<CountedValues>) => {
  const table = tableOf(kind);
  const { id, title, subtitle, active } = table;
  const counted = db.$with('counted').as(attemptUpsert(db, p as AttemptPlaceholders));
  return db
    .with(counted)
    .select({
      count: counted.count,
      windowStart: counted.windowStart,
      target: { id, title, subtitle, active },
      form: getTableColumns(customForms),
    })
    .from(counted)
    .leftJoin(table, eq(table.id, p.id))
    .leftJoin(customForms, and(eq(customForms.formType, kind), eq(customForms.targetId, table.id)));
});

/** Counts one attempt (`attempt`: attemptValues' key, window and cap) and reads the item and its form. */
export async function countAndFindTargetAndForm(
  db: Db,
  kind: PackageKind,
  id: string,
  attempt: ReturnType<typeof attemptValues>,
) {
  const [row] = await countedTargetAndForm(db, kind, { id, ...attempt });
  const { target, ...rest } = row!;
  // Left-joined, the item's columns are all null when it is not there.
  return {
    ...rest,
    target: target?.id ? (target as { [K in keyof typeof target]-?: NonNullable<(typeof target)[K]> }) : null,
  };
}

export async function updatePackage(
  tx: Tx,
  kind: PackageKind,
  id: string,
  values: Partial<typeof packages.$inferInsert>,
): Promise<void> {
  const table = tableOf(kind);
  await tx.update(table).set(values).where(eq(table.id, id));
}

/** A card's custom form and (by the form's foreign key) the form's submissions: they go with the card. */
export async function deletePackageForm(tx: Tx, kind: PackageKind, id: string): Promise<void> {
  await tx.delete(customForms).where(and(eq(customForms.formType, kind), eq(customForms.targetId, id)));
}

/**
 * The card's title and how many submissions its form holds, the card and the form locked (a submission then
 * waits for the delete, and fails on the form's foreign key).
 */
export async function lockCardForDelete(
  tx: Tx,
  kind: PackageKind,
  id: string,
): Promise<{ title: string; submissions: number } | undefined> {
  const row = await findPackage(tx, kind, id, { forUpdate: true });
  if (!row) return undefined;
  if (!row.formId) return { title: row.title, submissions: 0 };
  await tx
    .select({ id: customForms.id })
    .from(customForms)
    .where(eq(customForms.id, row.formId))
    .for('update');
  const [count] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(formSubmissions)
    .where(eq(formSubmissions.formId, row.formId));
  return { title: row.title, submissions: count?.n ?? 0 };
}

/**
 * The active cards that open the form of card `id` (a blank link, or a link to its form path), locked: a
 * form cannot be deleted while one of them leads to it.
 */
export async function activeCardsOpening(tx: Tx, kind: PackageKind, id: string): Promise<string[]> {
  const table = tableOf(kind);
  const path = formLinkOf(kind, id);
  const rows = await tx
    .select({ title: table.title })
    .from(table)
    .where(
      and(
        eq(table.active, true),
        or(
          eq(sql`trim(${table.buttonLink})`, path),
          and(eq(table.id, id), or(isNull(table.buttonLink), eq(sql`trim(${table.buttonLink})`, ''))),
        ),
      ),
    )
    .orderBy(asc(table.sortOrder))
    .for('update');
  return rows.map((r) => r.title);
}

export async function titlesOf(db: Db, kind: PackageKind, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const table = tableOf(kind);
  const rows = await db
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}
