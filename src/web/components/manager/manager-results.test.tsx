import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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
}: {
  load: () => Promise<ManagerPage<Thing>>;
  notice?: string;
  onSearch?: (q: string) => void;
}) {
  const query = useQuery({ queryKey: ['things'], queryFn: load, retry: false });
  return (
    <ManagerResults
      query={query}
      list={{ q: '', setSearch: onSearch, pageHref: (n) => `/admin/things?page=${n}` }}
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

function renderResults(props: Parameters<typeof Results>[0]) {
  const client = new QueryClient();
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
