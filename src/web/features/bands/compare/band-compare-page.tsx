import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { compareIdsOf, type BandCompare } from '../../../../shared/domains/band-compare';
import type { BandItem } from '../../../../shared/schemas/public';
import { paths } from '../../../app/paths';
import { BackToList } from '../../../components/detail/detail-layout';
import { ItemPicture } from '../../../components/listing/item-picture';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { ratingCountText, ratingFigure } from '../../../components/ui/rating-control';
import { LinkButton } from '../../../components/ui/link-button';
import { useViewer } from '../../../lib/auth';
import { bandCompareQuery } from '../api';
import { bandDates, bandPlace, costumePrice } from '../band-format';
import { RegistrationActions } from '../registration-actions';
import { pickOf, replacePicks } from './picks';

const back = { to: paths.feteDestinations(), label: 'Back to Fete Destinations' };

/**
 * /fete-destinations/compare?bands=id1,id2 (decision 0052): up to four bands of one carnival side by side. The
 * address holds the bands (shareable); opening it makes them the tray's picks. At any width the bands are columns
 * that scroll sideways under the labels, which stay put.
 */
export default function BandComparePage() {
  const [params, setParams] = useSearchParams();
  const ids = compareIdsOf(params.get('bands'));
  const { user, key: viewer, ready } = useViewer();
  const query = useQuery({ ...bandCompareQuery(viewer, ids), enabled: ready && ids.length > 0 });
  useEffect(() => {
    if (query.data) replacePicks(query.data.bands.map(pickOf));
  }, [query.data]);
  const remove = (id: string) => {
    const rest = ids.filter((other) => other !== id);
    setParams(rest.length ? { bands: rest.join(',') } : {});
  };

  return (
    <Container width="xl" className="flex flex-col gap-6">
      <BackToList {...back} />
      <PageHeader
        eyebrow="Fete Destinations"
        title="Compare bands"
        documentTitle="Compare bands · Fete Destinations"
        description={query.data ? `${query.data.carnival.name}, ${query.data.carnival.territory}` : undefined}
      />
      {ids.length === 0 ? (
        <EmptyState
          icon="music"
          title="No bands to compare yet"
          description="Choose Compare on up to four bands of one carnival."
          action={
            <LinkButton to={back.to} variant="secondary" size="sm">
              Find bands
            </LinkButton>
          }
        />
      ) : (
        <QueryView
          query={query}
          loadingLabel="Loading the comparison..."
          failedMessage="The comparison could not be loaded."
        >
          {(data) => <CompareTable data={data} signedIn={!!user} onRemove={remove} />}
        </QueryView>
      )}
    </Container>
  );
}

function CompareTable({
  data,
  signedIn,
  onRemove,
}: {
  data: BandCompare;
  signedIn: boolean;
  onRemove: (id: string) => void;
}) {
  const rows: [string, (band: BandItem) => ReactNode][] = [
    ['Carnival', (band) => band.carnivalName],
    ['Dates', bandDates],
    ['Location', (band) => bandPlace(band) || '—'],
    [
      'Rating',
      (band) =>
        band.totalRatings > 0
          ? `${ratingFigure(band.rating, band.totalRatings)} (${ratingCountText(band.totalRatings)})`
          : 'Not rated yet',
    ],
    ['Costume price range', (band) => costumePrice(band) ?? 'Not published'],
    [
      'Registration',
      (band) => (
        <div className="flex flex-col items-start gap-2">
          <RegistrationActions
            band={band}
            signedIn={signedIn}
            watching={data.watching.includes(band.id)}
            size="sm"
          />
        </div>
      ),
    ],
  ];
  const label =
    'sticky left-0 z-10 w-28 bg-white px-3 py-3 text-left align-top text-xs font-semibold tracking-wide text-gray-600 uppercase shadow-[1px_0_0_rgb(0_0_0/0.08)] sm:w-44';
  return (
    <div
      role="region"
      aria-label={`Comparison of ${data.bands.length} ${data.carnival.name} bands`}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-night-900/10 focus-visible:outline-2"
    >
      <table className="w-full min-w-max border-collapse text-sm text-gray-800">
        <caption className="sr-only">
          {data.bands.map((b) => b.name).join(', ')}: {data.carnival.name}
        </caption>
        <thead>
          <tr className="border-b border-night-900/10">
            <td className={label} />
            {data.bands.map((band) => (
              <th key={band.id} scope="col" className="w-56 max-w-64 px-3 py-3 text-left align-top">
                <div className="relative mb-2 aspect-[4/3] w-52 overflow-hidden rounded-xl bg-sea-50">
                  <ItemPicture src={band.imageUrl} alt={band.name} />
                </div>
                <Link
                  to={paths.band(band.id, band.name)}
                  className="font-display text-lg leading-snug font-bold text-night-900 underline-offset-4 hover:underline"
                >
                  {band.name}
                </Link>
                <div>
                  <button
                    type="button"
                    className="mt-1 text-sm font-semibold text-sea-800 underline underline-offset-4"
                    onClick={() => onRemove(band.id)}
                  >
                    Remove<span className="sr-only"> {band.name}</span>
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([term, value]) => (
            <tr key={term} className="border-b border-night-900/5 last:border-0">
              <th scope="row" className={label}>
                {term}
              </th>
              {data.bands.map((band) => (
                <td key={band.id} className="w-56 max-w-64 px-3 py-3 align-top whitespace-normal">
                  {value(band)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
