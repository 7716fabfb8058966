import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams } from 'react-router';
import { MARQET_CATEGORIES } from '../../../shared/constants';
import { idFromSlugId } from '../../../shared/item-paths';
import { FilterSelect } from '../../components/listing/filter-select';
import { ListingPage } from '../../components/listing/searchable-list';
import { useListQuery, useListState } from '../../components/listing/use-list-query';
import { Alert } from '../../components/ui/alert';
import { useViewer } from '../../lib/auth';
import { productDetailQuery, productListQuery } from './api';
import { marqetMessages } from './messages';
import { isPriceText, priceRange, PriceRangeFields } from './price-range';
import { ProductTile } from './product-tile';
import { SharedProduct } from './shared-product';

/**
 * /fete-marqet: the shop (public-site.md §2.9). At a product's shared address `/fete-marqet/{slug}-{id}` (or an
 * old bare id) the shop shows that product first, then the shop as usual (decision 0033).
 */
export default function FeteMarqetPage() {
  const { key: viewer, ready } = useViewer();
  const segment = useParams().id;
  const sharedId = segment === undefined ? null : idFromSlugId(segment);
  const shared = useQuery({
    ...productDetailQuery(viewer, sharedId ?? ''),
    enabled: ready && sharedId !== null,
  });
  const sharedName = shared.data?.product.name;
  const errorId = useId();
  const list = useListState({
    filters: { category: MARQET_CATEGORIES, minPrice: isPriceText, maxPrice: isPriceText },
  });
  const price = priceRange(list.filters.minPrice, list.filters.maxPrice);
  const query = useListQuery({
    ...productListQuery(viewer, {
      ...list.apiParams,
      minPrice: price.min,
      maxPrice: price.max,
    }),
    enabled: ready && !price.error,
  });

  return (
    <ListingPage
      documentTitle={sharedName ? `${sharedName} · Fete Marqet` : undefined}
      before={sharedId === null ? null : <SharedProduct query={shared} />}
      list={list}
      query={query}
      texts={marqetMessages.list}
      filters={
        <>
          <FilterSelect
            list={list}
            label="Category"
            name="category"
            placeholder="All Categories"
            options={MARQET_CATEGORIES}
          />
          <PriceRangeFields
            minPrice={list.filters.minPrice}
            maxPrice={list.filters.maxPrice}
            onChange={list.setFilter}
            errorId={errorId}
            invalid={!!price.error}
          />
        </>
      }
      notice={
        price.error ? (
          <Alert tone="error" id={errorId}>
            {price.error}
          </Alert>
        ) : null
      }
      emptyIcon="bag"
      gridClassName="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 xl:grid-cols-4"
      renderItem={(product) => <ProductTile product={product} />}
    />
  );
}
