import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { FEATURED_LIST_SIZE } from '../../../../shared/constants';
import type { ItemKind } from '../../../../shared/domains/item-kind';
import { DeleteButton } from '../../../components/manager/item-actions';
import { MoveButtons, useMoves } from '../../../components/manager/move-buttons';
import { QueryState } from '../../../components/manager/query-state';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../../components/manager/admin-page';
import { featuredApi, featuredOrderQuery } from './api';
import { featuredTexts as t } from './messages';

/** The home sections that show featured items, in the home page's order. */
const SECTIONS: { kind: ItemKind; title: string; note?: string }[] = [
  {
    kind: 'band',
    title: 'Top Carnival Bands',
    note: 'Bands whose road days are over drop out of this section.',
  },
  { kind: 'event', title: 'Top Event Picks', note: 'Only upcoming Party events show in this section.' },
  { kind: 'marqet', title: 'Top Marqet Picks' },
  { kind: 'restaurant', title: 'Top Eats' },
  { kind: 'face', title: 'Top Faces' },
];

function FeaturedSection({ kind, title, note }: (typeof SECTIONS)[number]) {
  const query = useQuery(featuredOrderQuery(kind));
  const ops = featuredApi(kind, useQueryClient());
  const moves = useMoves(t.moveFailed);
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/10"
    >
      <h2 id={headingId} className="font-display text-xl font-bold text-night-900">
        {title}
      </h2>
      {note ? <p className="mt-1 text-sm text-gray-700">{note}</p> : null}
      {moves.error ? (
        <Alert tone="error" className="mt-3">
          {moves.error.message}
        </Alert>
      ) : null}
      <div className="mt-4">
        <QueryState query={query} failedMessage={t.loadFailed}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState icon="sparkles" title={t.empty} className="py-6" />
            ) : (
              <ol className="flex flex-col gap-2" aria-label={`${title} in order`}>
                {items.map((item, index) => (
                  <li
                    key={item.itemId}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-night-900/3 px-3 py-2"
                  >
                    <span className="flex min-w-0 flex-wrap items-center gap-2">
                      <span className="w-6 text-right font-semibold text-gray-700" aria-hidden="true">
                        {index + 1}.
                      </span>
                      <span className="font-semibold break-words text-night-900">{item.title}</span>
                      {!item.active ? <Badge tone="neutral">{t.inactive}</Badge> : null}
                      {item.active && index >= FEATURED_LIST_SIZE ? (
                        <Badge tone="warning">{t.beyond}</Badge>
                      ) : null}
                    </span>
                    <span className="flex flex-wrap items-center gap-2">
                      <MoveButtons
                        index={index}
                        count={items.length}
                        itemName={item.title}
                        disabled={moves.moving}
                        onMove={(direction) =>
                          moves.move(item.itemId, () => ops.move(item.itemId, direction))
                        }
                      />
                      <DeleteButton
                        label={t.unfeature}
                        itemName={item.title}
                        message={t.unfeatureConfirm}
                        failedMessage={t.unfeatureFailed}
                        onDelete={() => ops.unfeature(item.itemId)}
                      />
                    </span>
                  </li>
                ))}
              </ol>
            )
          }
        </QueryState>
      </div>
    </section>
  );
}

/** /admin/featured: per home section, the featured items in the order the home shows them. */
export default function AdminFeaturedPage() {
  return (
    <AdminPage title={t.title} description={t.description}>
      <div className="flex flex-col gap-6">
        {SECTIONS.map((section) => (
          <FeaturedSection key={section.kind} {...section} />
        ))}
      </div>
    </AdminPage>
  );
}
