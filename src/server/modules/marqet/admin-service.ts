import { productPolicy } from '../../../shared/domains/marqet';
import {
  productAdminMessages as texts,
  type ActiveInput,
  type ProductAdminItem,
  type ProductAdminPage,
  type ProductAdminQuery,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '../../../shared/domains/product-admin';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { deleteItemReferences } from '../../platform/item-references';
import { imageFieldValue } from '../uploads/service';
import {
  deleteProductRow,
  findAdminProduct,
  insertProduct,
  lockProduct,
  searchAdminProducts,
  updateProductRow,
} from './admin-queries';
import { type Deleted } from '../../../shared/schemas/common';

type FileDeps = Pick<Deps, 'db' | 'storage'>;

const notFound = () => new AppError('NOT_FOUND', texts.notFound);

function assertCan(rule: 'edit' | 'delete', actor: Actor): void {
  if (!productPolicy[rule](actor)) throw new AppError('FORBIDDEN');
}

/** The image field of the product form: an upload of purpose `marqet` (the shop's `marqet-image` use). */
const productImage = (
  deps: FileDeps,
  tx: Tx,
  actor: Actor,
  next: string | null | undefined,
  current: string | null,
) =>
  imageFieldValue(deps, tx, actor, {
    next,
    current,
    use: 'marqet-image',
    field: 'imageUrl',
    message: texts.image,
  });

async function answer(db: Db, id: string): Promise<ProductAdminItem> {
  const item = await findAdminProduct(db, id);
  if (!item) throw notFound();
  return item;
}

export async function listAdminProducts(
  db: Db,
  actor: Actor,
  query: ProductAdminQuery,
): Promise<ProductAdminPage> {
  assertCan('edit', actor);
  const { items, total } = await searchAdminProducts(db, query);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function createProduct(
  deps: FileDeps,
  actor: Actor,
  input: ProductCreateInput,
): Promise<ProductAdminItem> {
  assertCan('edit', actor);
  const { imageUrl, ...fields } = input;
  const id = await deps.db.transaction(async (tx) =>
    insertProduct(tx, { ...fields, imageUrl: await productImage(deps, tx, actor, imageUrl, null) }),
  );
  return answer(deps.db, id);
}

/** Replaces the product's fields; the image only when the form sent another one (or none). */
export async function updateProduct(
  deps: FileDeps,
  actor: Actor,
  id: string,
  input: ProductUpdateInput,
): Promise<ProductAdminItem> {
  assertCan('edit', actor);
  const { imageUrl, ...fields } = input;
  await deps.db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    if (!current) throw notFound();
    await updateProductRow(tx, id, {
      ...fields,
      imageUrl: await productImage(deps, tx, actor, imageUrl, current.imageUrl),
    });
  });
  return answer(deps.db, id);
}

/** Activate or deactivate: inactive products leave the shop and the home picks for everyone but administrators. */
export async function setProductActive(
  db: Db,
  actor: Actor,
  id: string,
  input: ActiveInput,
): Promise<ProductAdminItem> {
  assertCan('edit', actor);
  await db.transaction(async (tx) => {
    if (!(await lockProduct(tx, id))) throw notFound();
    await updateProductRow(tx, id, { active: input.active });
  });
  return answer(db, id);
}

/** Deletes the product and its featured row in one transaction (decision 0013). */
export async function deleteProduct(db: Db, actor: Actor, id: string): Promise<Deleted> {
  assertCan('delete', actor);
  await db.transaction(async (tx) => {
    if (!(await lockProduct(tx, id))) throw notFound();
    await deleteItemReferences(tx, 'marqet', id);
    await deleteProductRow(tx, id);
  });
  return { id, deleted: true };
}
