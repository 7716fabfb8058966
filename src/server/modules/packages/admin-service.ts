import {
  packageKinds,
  packagePolicy,
  packageUpdateSchema,
  textColorFor,
  type AdminPackageItem,
  type PackageKind,
} from '../../../shared/domains/packages';
import { resourceService } from '../../platform/resource-kit/service';
import { AppError } from '../../../shared/errors';
import type { DeleteQuery } from '../../platform/resource-kit/definition';
import type { Tx } from '../../db/client';
import {
  deletePackageForm,
  lockCardForDelete,
  findPackage,
  listPackages,
  packageColumns,
  tableOf,
  type PackageRow,
} from './queries';
import { toItem } from './service';

function toAdminItem(kind: PackageKind, row: PackageRow): AdminPackageItem {
  return {
    ...toItem(kind, row, true),
    formId: row.formId,
    formTitle: row.formTitle,
    submissionCount: row.submissionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One kind's manager (/admin/packages, /admin/rides; decision 0038): a resource of the kit whose answers carry
 * the card's custom form (a join), edited by a partial body (the active toggle sends only `active`). The cards
 * are numbered 1..n as the spec has it (a new one the list's length plus 1) and a move locks the kind's rows.
 * A card's text colour follows its gradient. Deleting a card deletes its custom form and that form's
 * submissions in the same transaction; when there are submissions, only with the card's title typed (decision
 * 0048).
 */
function packageManager(kind: PackageKind) {
  const table = tableOf(kind);
  return resourceService({
    kind,
    table,
    columns: packageColumns(kind),
    find: (db, id, lock) => findPackage(db, kind, id, { forUpdate: lock }),
    findAll: (db) => listPackages(db, kind),
    body: packageUpdateSchema,
    policy: { edit: packagePolicy.manage },
    notFound: packageKinds[kind].notFound,
    values: (input) => ({ ...input, textColor: input.bgColor && textColorFor(input.bgColor) }),
    answer: (row) => toAdminItem(kind, row),
    order: { sortOrder: table.sortOrder, createdAt: table.createdAt, first: 1 },
    deleteWith: (tx, id, query) => deleteCardForm(tx, kind, id, query),
  });
}

/** The card's form goes with it; one with submissions only when the request carries the card's title. */
async function deleteCardForm(tx: Tx, kind: PackageKind, id: string, query: DeleteQuery): Promise<void> {
  const card = await lockCardForDelete(tx, kind, id);
  if (!card) return; // the kit answers 404
  if (card.submissions > 0 && query.confirm?.trim() !== card.title) {
    const message = packageKinds[kind].typeToDelete;
    throw new AppError('VALIDATION', message, { confirm: message });
  }
  await deletePackageForm(tx, kind, id);
}

/** The packages manager and the rides manager: one declaration, by kind. */
export const packageAdmin = { package: packageManager('package'), ride: packageManager('ride') };
