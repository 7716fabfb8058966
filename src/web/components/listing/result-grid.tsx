import type { ReactNode } from 'react';
import type { ListResponse } from '../../../shared/schemas/common';
import { FirstCard } from './first-card';
import { Pagination } from './pagination';
import { ResultCount } from './result-count';
import type { ListView } from './use-list-query';

/** Three columns on wide screens, one on phones: the cards of events, bands and restaurants. */
export const CARD_GRID = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

/**
 * A page of results: 'Showing N things', the items as a grid (or a single column in list view), and the
 * page links. Goes inside `<ListResults>`, which has already handled loading, failure and empty. The first card's
 * picture loads at once with high priority (`FirstCard`): on a phone it is the first screen's largest paint.
 */
export function ResultGrid<T extends { id: string }>({
  data,
  singular,
  plural,
  view = 'grid',
  gridClassName = CARD_GRID,
  pageHref,
  renderItem,
}: {
  data: ListResponse<T>;
  singular: string;
  plural: string;
  view?: ListView;
  gridClassName?: string;
  pageHref: (page: number) => string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <>
      <ResultCount total={data.total} singular={singular} plural={plural} />
      <ul className={view === 'grid' ? gridClassName : 'flex flex-col gap-4'}>
        {data.items.map((item, i) => (
          <li key={item.id}>
            {i === 0 ? <FirstCard value>{renderItem(item)}</FirstCard> : renderItem(item)}
          </li>
        ))}
      </ul>
      <Pagination page={data.page} pageSize={data.pageSize} total={data.total} hrefFor={pageHref} />
    </>
  );
}
