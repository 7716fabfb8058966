import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { ManagerResults, type ManagerPage } from './manager-results';

interface Thing {
  id: string;
  name: string;
}

const page = (items: Thing[], total = items.length): ManagerPage<Thing> => ({
  items,
  total,
  page: 1,
  pageSize: 12,
});

function Results({
  load,
  notice,
  onSearch = () => {},
  q = '',
}: {
  load: (q: string) => Promise<ManagerPage<Thing>>;
  notice?: string;
  onSearch?: (q: string) => void;
  q?: string;
}) {
  // As the managers ask: the previous results stay while the next search loads.
  const query = useQuery({
    queryKey: ['things', q],
    queryFn: () => load(q),
    retry: false,
    placeholderData: keepPreviousData,
  });
  return (
    <ManagerResults
      query={query}
      list={{ q, setSearch: onSearch, pageHref: (n) => `/admin/things?page=${n}` }}
      search={{ label: 'Search things', placeholder: 'Name' }}
      notice={notice}
      loadingLabel="Loading things..."
      failedMessage="Failed to load things. Please try again later."
      empty={{ icon: 'bag', title: 'No things found' }}
      noun={{ singular: 'thing', plural: 'things' }}
      gridLabel="Things"
    >
      {(thing) => <article aria-label={thing.name}>{thing.name}</article>}
    </ManagerResults>
  );
}

let client: QueryClient;

function renderResults(props: Parameters<typeof Results>[0]) {
  client = new QueryClient();
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Results {...props} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('ManagerResults', () => {
  it('shows a spinner, then the count, one card per item in the named grid, and the pager', async () => {
    const things = Array.from({ length: 12 }, (_, i) => ({ id: `t${i}`, name: `Thing ${i + 1}` }));
    renderResults({ load: () => Promise.resolve(page(things, 30)), notice: 'Thing updated successfully' });
    expect(screen.getByText('Loading things...')).toBeInTheDocument();
    const grid = await screen.findByRole('region', { name: 'Things' });
    expect(within(grid).getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText(/Showing/)).toHaveTextContent('30 things');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/admin/things?page=2');
    expect(screen.getByText('Thing updated successfully')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    renderResults({ load: () => Promise.resolve(page([])) });
    expect(await screen.findByText('No things found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Things' })).not.toBeInTheDocument();
  });

  it('shows a failed load in an error box titled Error, with Try Again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(page([]));
    renderResults({ load });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to load things. Please try again later.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: /Try Again/ }));
    expect(await screen.findByText('No things found')).toBeInTheDocument();
  });

  it('searches with the search box', async () => {
    const onSearch = vi.fn();
    renderResults({ load: () => Promise.resolve(page([])), onSearch });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'gold{Enter}');
    expect(onSearch).toHaveBeenCalledWith('gold');
  });
});

describe('ManagerResults while the next search loads, and a refusal', () => {
  it('keeps the current cards, dimmed and busy, until the answer comes', async () => {
    const things = [{ id: 't1', name: 'Gold Bikini' }];
    let answer!: (page: ManagerPage<Thing>) => void;
    const load = vi.fn((q: string) =>
      q ? new Promise<ManagerPage<Thing>>((resolve) => (answer = resolve)) : Promise.resolve(page(things)),
    );
    const view = renderResults({ load });
    const grid = await screen.findByRole('region', { name: 'Things' });
    view.rerender(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <Results load={load} q="feather" />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(within(grid).getByRole('article', { name: 'Gold Bikini' })).toBeInTheDocument();
    expect(grid.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer(page([{ id: 't2', name: 'Feather Crown' }])));
    expect(await screen.findByRole('article', { name: 'Feather Crown' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy]')).toBeNull();
  });

  it('shows the server’s words for a refusal instead of the spec’s fallback', async () => {
    renderResults({ load: () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'Administrators only')) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Administrators only');
    expect(alert).not.toHaveTextContent('Failed to load things');
  });
});
