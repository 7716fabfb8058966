import {
  formLinkOf,
  packageKinds,
  textColorFor,
  type AdminPackageItem,
  type AdminPackageList,
  type PackageCreateInput,
  type PackageItem,
  type PackageKind,
  type PackageList,
  type PackageMoveInput,
  type PackageUpdateInput,
  packagePolicy,
} from '../../../shared/domains/packages';
import { authorize } from '../../platform/authorize';
import type { MaybeViewer } from '../../../shared/domains/viewer';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import {
  countPackages,
  deletePackage as deletePackageRow,
  findPackage,
  insertPackage,
  listPackages,
  lockOrder,
  setOrder,
  titlesOf,
  updatePackage as updatePackageRow,
  type PackageRow,
} from './queries';

const notFound = (kind: PackageKind) => new AppError('NOT_FOUND', packageKinds[kind].notFound);

/** A card for members: an inactive one is shown dimmed and cannot be opened, so it carries no link. */
function toItem(kind: PackageKind, row: PackageRow, showLink = row.active): PackageItem {
  return {
    id: row.id,
    kind,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    buttonLink: showLink ? row.buttonLink : null,
    bgColor: row.bgColor,
    textColor: row.textColor,
    order: row.sortOrder,
    active: row.active,
  };
}

function toAdminItem(kind: PackageKind, row: PackageRow): AdminPackageItem {
  return {
    ...toItem(kind, row, true),
    formId: row.formId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** /fete-packages and /fete-rides: every card in order; inactive ones dimmed (member-areas.md §2). */
export async function listForMembers(db: Db, actor: Actor, kind: PackageKind): Promise<PackageList> {
  const rows = await listPackages(db, kind);
  // Administrators may open inactive cards too (they can fill inactive forms).
  return { items: rows.map((row) => toItem(kind, row, row.active || packagePolicy.openInactive(actor))) };
}

export async function listForAdmin(db: Db, actor: Actor, kind: PackageKind): Promise<AdminPackageList> {
  authorize(packagePolicy.manage(actor));
  return { items: (await listPackages(db, kind)).map((row) => toAdminItem(kind, row)) };
}

async function answerItem(db: Db, kind: PackageKind, id: string): Promise<AdminPackageItem> {
  const row = await findPackage(db, kind, id);
  if (!row) throw notFound(kind);
  return toAdminItem(kind, row);
}

/** A new card goes last (order = count + 1); its text colour follows its gradient. */
export async function createPackage(
  db: Db,
  actor: Actor,
  kind: PackageKind,
  input: PackageCreateInput,
): Promise<AdminPackageItem> {
  authorize(packagePolicy.manage(actor));
  const id = await db.transaction(async (tx) => {
    const order = (await countPackages(tx, kind)) + 1;
    return insertPackage(tx, kind, {
      ...input,
      textColor: textColorFor(input.bgColor),
      sortOrder: order,
    });
  });
  return answerItem(db, kind, id);
}

export async function updatePackage(
  db: Db,
  actor: Actor,
  kind: PackageKind,
  id: string,
  input: PackageUpdateInput,
): Promise<AdminPackageItem> {
  authorize(packagePolicy.manage(actor));
  await db.transaction(async (tx) => {
    if (!(await findPackage(tx, kind, id, { forUpdate: true }))) throw notFound(kind);
    const values = input.bgColor ? { ...input, textColor: textColorFor(input.bgColor) } : input;
    if (Object.keys(values).length > 0) await updatePackageRow(tx, kind, id, values);
  });
  return answerItem(db, kind, id);
}

/** Move up or down one place; the first cannot go up nor the last down (nothing changes). */
export async function movePackage(
  db: Db,
  actor: Actor,
  kind: PackageKind,
  id: string,
  input: PackageMoveInput,
): Promise<AdminPackageList> {
  authorize(packagePolicy.manage(actor));
  await db.transaction(async (tx) => {
    const ids = await lockOrder(tx, kind);
    const from = ids.indexOf(id);
    if (from < 0) throw notFound(kind);
    const to = input.direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await setOrder(tx, kind, ids);
  });
  return listForAdmin(db, actor, kind);
}

/** Deleting a card deletes its custom form and that form's submissions, in one transaction. */
export async function deletePackage(
  db: Db,
  actor: Actor,
  kind: PackageKind,
  id: string,
): Promise<{ ok: true }> {
  authorize(packagePolicy.manage(actor));
  await db.transaction(async (tx) => {
    if (!(await findPackage(tx, kind, id, { forUpdate: true }))) throw notFound(kind);
    await deletePackageRow(tx, kind, id);
  });
  return { ok: true };
}

/* What the forms module asks of packages (it reaches them only through these). */

export interface FormTargetRow {
  id: string;
  kind: PackageKind;
  title: string;
  subtitle: string;
  active: boolean;
}

const toTarget = (kind: PackageKind, row: PackageRow): FormTargetRow => ({
  id: row.id,
  kind,
  title: row.title,
  subtitle: row.subtitle,
  active: row.active,
});

/**
 * The item a form belongs to, if the viewer may open it: administrators any, members only active ones
 * ("Package not found or is no longer active" otherwise).
 */
export async function findFormTarget(
  db: Db,
  viewer: MaybeViewer,
  kind: PackageKind,
  id: string,
): Promise<FormTargetRow> {
  const row = await findPackage(db, kind, id);
  if (!row || (!row.active && !packagePolicy.openInactive(viewer))) throw notFound(kind);
  return toTarget(kind, row);
}

/** Lock the item for a form save (same transaction); 404 when it is gone. */
export async function lockFormTarget(tx: Tx, kind: PackageKind, id: string): Promise<FormTargetRow> {
  const row = await findPackage(tx, kind, id, { forUpdate: true });
  if (!row) throw notFound(kind);
  return toTarget(kind, row);
}

/** Saving a form points the item's button at it: /form/{kind}/{id}. */
export async function linkToForm(tx: Tx, kind: PackageKind, id: string): Promise<void> {
  await updatePackageRow(tx, kind, id, { buttonLink: formLinkOf(kind, id) });
}

export { titlesOf as packageTitles };
