import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { PackageKind } from '../../../shared/domains/packages';
import type { Db, Tx } from '../../db/client';
import { customForms } from '../../db/schema/forms';
import { packages, ridePackages } from '../../db/schema/packages';

/** Packages and ride packages have one shape in two tables (schema/packages.ts). */
export const tableOf = (kind: PackageKind) => (kind === 'package' ? packages : ridePackages);

export type PackageRow = typeof packages.$inferSelect & { formId: string | null };

function columns(kind: PackageKind) {
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
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    formId: customForms.id,
  };
}

/**
 * The cards in their order, each with its custom form's id (the managers' Create Form / Edit Form): one
 * statement, the form joined by its (form_type, target_id) key.
 */
export async function listPackages(db: Db, kind: PackageKind): Promise<PackageRow[]> {
  const table = tableOf(kind);
  return db
    .select(columns(kind))
    .from(table)
    .leftJoin(customForms, and(eq(customForms.formType, kind), eq(customForms.targetId, table.id)))
    .orderBy(asc(table.sortOrder), asc(table.createdAt), asc(table.id));
}

export async function findPackage(
  db: Db | Tx,
  kind: PackageKind,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PackageRow | undefined> {
  const table = tableOf(kind);
  const query = db
    .select(columns(kind))
    .from(table)
    .leftJoin(customForms, and(eq(customForms.formType, kind), eq(customForms.targetId, table.id)))
    .where(eq(table.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: table }) : await query;
  return row;
}

export async function countPackages(tx: Tx, kind: PackageKind): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(tableOf(kind));
  return row?.n ?? 0;
}

/** Every row's id in order, locked: a move renumbers them all within one transaction. */
export async function lockOrder(tx: Tx, kind: PackageKind): Promise<string[]> {
  const table = tableOf(kind);
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.createdAt), asc(table.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function setOrder(tx: Tx, kind: PackageKind, ids: string[]): Promise<void> {
  const table = tableOf(kind);
  for (const [index, id] of ids.entries())
    await tx
      .update(table)
      .set({ sortOrder: index + 1 })
      .where(eq(table.id, id));
}

export async function insertPackage(
  tx: Tx,
  kind: PackageKind,
  values: typeof packages.$inferInsert,
): Promise<string> {
  const [row] = await tx
    .insert(tableOf(kind))
    .values(values)
    .returning({ id: tableOf(kind).id });
  return row!.id;
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

/** The package, its custom form and (by the form's foreign key) the form's submissions. */
export async function deletePackage(tx: Tx, kind: PackageKind, id: string): Promise<void> {
  await tx.delete(customForms).where(and(eq(customForms.formType, kind), eq(customForms.targetId, id)));
  const table = tableOf(kind);
  await tx.delete(table).where(eq(table.id, id));
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
