import { productAdminMessages as texts } from '../../../../shared/domains/product-admin';
import { ExternalLink } from '../../../components/listing/external-link';
import { ChipList } from '../../../components/manager/chip-list';
import { defineResource, ResourcePage } from '../../../components/manager/resource-page';
import { Badge } from '../../../components/ui/badge';
import { marqetEndpoints as e } from '../../../endpoints/marqet';
import type { ProductAdminItem } from '../../../../shared/domains/product-admin';
import { formatCents } from '../../../lib/format';
import { productForm } from './product-form';

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
const products = defineResource({
  endpoints: {
    list: e.adminProducts,
    create: e.createProduct,
    update: e.updateProduct,
    setActive: e.setProductActive,
    remove: e.deleteProduct,
  },
  texts: {
    ...texts,
    title: 'Products',
    description: 'Fete Marqet products and their shop links.',
    add: 'Add New Product',
    addTitle: 'Add a product',
    loading: 'Loading products...',
  },
  flash: { updated: texts.updated },
  icon: 'bag',
  search: {
    label: 'Search products',
    placeholder: 'Name, description, brand or category',
    noun: { singular: 'product', plural: 'products' },
  },
  name: (p) => p.name,
  card: (p) => ({
    imageUrl: p.imageUrl,
    badges: p.featured ? <Badge tone="gold">Featured</Badge> : null,
    facts: <ProductFacts product={p} />,
  }),
  actions: ['edit', 'activate', 'delete', 'feature'],
  featureKind: 'marqet',
  savedItem: (product) => product,
  ...productForm,
});

export default function AdminProductsPage() {
  return <ResourcePage resource={products} />;
}
