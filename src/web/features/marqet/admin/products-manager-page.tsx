import { useQuery } from '@tanstack/react-query';
import { productAdminMessages as texts } from '../../../../shared/domains/product-admin';
import { ExternalLink } from '../../../components/listing/external-link';
import { FeatureToggle } from '../../../components/listing/feature-toggle';
import { useListState } from '../../../components/listing/use-list-query';
import { AddPanel } from '../../../components/manager/add-panel';
import { ChipList } from '../../../components/manager/chip-list';
import { ActiveToggle, DeleteButton } from '../../../components/manager/item-actions';
import { ManagerCard } from '../../../components/manager/manager-card';
import { ManagerResults } from '../../../components/manager/manager-results';
import { useFlash } from '../../../components/manager/use-flash';
import { useSingleEdit } from '../../../components/manager/use-single-edit';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatCents } from '../../../lib/format';
import { AdminPage } from '../../../components/manager/admin-page';
import { ProductAddForm, ProductEditForm } from './product-form';
import {
  productAdminListQuery,
  useCreateProduct,
  useDeleteProduct,
  useSetProductActive,
  useUpdateProduct,
  type ProductAdminItem,
} from './products-api';

function ProductFacts({ product: p }: { product: ProductAdminItem }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-semibold tracking-wide text-carnival-700 uppercase">{p.brand}</p>
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-bold text-night-900">
          <span className="sr-only">Price </span>
          {formatCents(p.priceCents)}
        </span>
        <Badge tone="sea">{p.category}</Badge>
        {p.inStock ? null : <Badge tone="danger">Out of Stock</Badge>}
      </p>
      {p.description ? <p className="line-clamp-3">{p.description}</p> : null}
      <ChipList label="Sizes" values={p.sizes} />
      <ChipList label="Colours" values={p.colors} tone="carnival" />
      {p.externalUrl ? (
        <ExternalLink href={p.externalUrl} className="w-fit text-sm font-semibold text-sea-800 underline">
          Shop link<span className="sr-only">{` for ${p.name}`}</span>
        </ExternalLink>
      ) : null}
    </div>
  );
}

/** /admin/products (admin-back-office.md §2 Products): add, search, edit one at a time, (de)activate, feature, delete. */
export default function AdminProductsPage() {
  const list = useListState({ filters: {} });
  const query = useQuery(productAdminListQuery(list.apiParams));
  const { edit, done, isEditing } = useSingleEdit();
  const { message, flash } = useFlash();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const setActive = useSetProductActive();
  const remove = useDeleteProduct();

  return (
    <AdminPage title="Products" description="Fete Marqet products and their shop links.">
      <AddPanel label="Add New Product" title="Add a product">
        {(close) => (
          <ProductAddForm
            onSubmit={async (input) => {
              await create.mutateAsync(input);
              close();
            }}
          />
        )}
      </AddPanel>
      <ManagerResults
        query={query}
        list={list}
        search={{ label: 'Search products', placeholder: 'Name, description, brand or category' }}
        notice={message}
        loadingLabel="Loading products..."
        failedMessage={texts.loadFailed}
        empty={{ icon: 'bag', title: texts.empty }}
        noun={{ singular: 'product', plural: 'products' }}
        gridLabel="Products"
      >
        {(p) => (
          <ManagerCard
            title={p.name}
            imageUrl={p.imageUrl}
            active={p.active}
            editing={isEditing(p.id)}
            badges={p.featured ? <Badge tone="gold">Featured</Badge> : null}
            actions={
              isEditing(p.id) ? null : (
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${p.name}`}
                    onClick={() => edit(p.id)}
                  >
                    Edit
                  </Button>
                  <ActiveToggle
                    active={p.active}
                    itemName={p.name}
                    failedMessage={texts.updateFailed}
                    onToggle={(active) => setActive.mutateAsync({ id: p.id, active })}
                  />
                  <DeleteButton
                    itemName={p.name}
                    message={texts.confirmDelete}
                    failedMessage={texts.deleteFailed}
                    onDelete={() => remove.mutateAsync(p.id)}
                  />
                  <FeatureToggle kind="marqet" id={p.id} featured={p.featured} label={p.name} />
                </>
              )
            }
          >
            {isEditing(p.id) ? (
              <ProductEditForm
                product={p}
                onCancel={done}
                onSubmit={async (input) => {
                  await update.mutateAsync({ id: p.id, input });
                  done();
                  flash(texts.updated);
                }}
              />
            ) : (
              <ProductFacts product={p} />
            )}
          </ManagerCard>
        )}
      </ManagerResults>
    </AdminPage>
  );
}
