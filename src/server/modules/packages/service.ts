import {
  formLinkOf,
  packageKinds,
  packagePolicy,
  type PackageItem,
  type PackageKind,
  type PackageList,
} from '../../../shared/domains/packages';
import type { MaybeViewer } from '../../../shared/domains/viewer';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { CustomForm } from '../../db/schema/forms';
import { pageKey, unshared, type SharedPages } from '../../platform/shared-pages';
import {
  activeCardsOpening,
  findPackage,
  findTargetAndForm,
  listCards,
  titlesOf,
  updatePackage as updatePackageRow,
  type CardRow,
  type PackageRow,
} from './queries';

/* The members' side of packages and rides, and what the forms module asks of them; the managers are
   admin-service.ts. */

const notFound = (kind: PackageKind) => new AppError('NOT_FOUND', packageKinds[kind].notFound);

/** A card for members: an inactive one is shown dimmed and cannot be opened, so it carries no link. */
export function toItem(kind: PackageKind, row: CardRow, showLink = row.active): PackageItem {
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

/**
 * /fete-packages and /fete-rides: every card in order; inactive ones dimmed (member-areas.md §2). Nothing of the
 * reader's own is in the answer (not even the forms they sent), only whether they may open inactive cards
 * (administrators, who can fill inactive forms): everyone of one audience shares it (shared-pages.ts).
 */
export function listForMembers(
  db: Db,
  actor: Actor,
  kind: PackageKind,
  pages: SharedPages = unshared,
): Promise<PackageList> {
  const openInactive = packagePolicy.openInactive(actor);
  return pages.get(pageKey('package cards', kind, openInactive), async () => {
    const rows = await listCards(db, kind);
    return { items: rows.map((row) => toItem(kind, row, row.active || openInactive)) };
  });
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
 * The item a form belongs to, if the viewer may open it (administrators any, members only active ones: "Package
 * not found or is no longer active" otherwise), and its form (null: none yet), read in one statement; or as
 * `read` already did (a submission's, with its attempt counted: countAndFindTargetAndForm).
 */
export async function findFormTargetAndForm(
  db: Db,
  viewer: MaybeViewer,
  kind: PackageKind,
  id: string,
  read?: TargetAndForm,
): Promise<{ target: FormTargetRow; form: CustomForm | null }> {
  const row = read ?? (await findTargetAndForm(db, kind, id));
  if (!row?.target || (!row.target.active && !packagePolicy.openInactive(viewer))) throw notFound(kind);
  return { target: { ...row.target, kind }, form: row.form };
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

/**
 * A form is deleted only while no active card opens it (decision 0048): its members would read "This form is
 * currently unavailable". The cards stay locked until the delete commits.
 */
export async function refuseWhileOpened(tx: Tx, kind: PackageKind, id: string): Promise<void> {
  const [title] = await activeCardsOpening(tx, kind, id);
  if (title !== undefined) throw new AppError('CONFLICT', packageKinds[kind].formLinked(title));
}

export { titlesOf as packageTitles };

/** The item and its form as findTargetAndForm reads them (the item null when it is not there). */
export type TargetAndForm = {
  target: Omit<FormTargetRow, 'kind'> | null;
  form: CustomForm | null;
};
export { countAndFindTargetAndForm } from './queries';
