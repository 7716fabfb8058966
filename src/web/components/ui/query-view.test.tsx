import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { QueryView } from './query-view';
import { StepPager } from './step-pager';

type Query = Parameters<typeof QueryView<{ items: string[] }>>[0]['query'];
const query = (state: Partial<Query>): Query => ({
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

const view = (q: Query) =>
  render(
    <MemoryRouter>
      <QueryView
        query={q}
        loadingLabel="Loading things..."
        failedMessage="Failed to load things"
        errorTitle="Error"
        empty={{
          when: (data) => data.items.length === 0,
          icon: 'bag',
          title: 'No things yet',
          link: { to: '/shop', label: 'Go shopping' },
        }}
      >
        {(data) => <p>{data.items.join(', ')}</p>}
      </QueryView>
    </MemoryRouter>,
  );

describe('QueryView', () => {
  it('shows the spinner while loading, then the data', () => {
    const { rerender } = view(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading things...');
    rerender(
      <MemoryRouter>
        <QueryView query={query({ data: { items: ['a', 'b'] } })} loadingLabel="x" failedMessage="y">
          {(data) => <p>{data.items.join(', ')}</p>}
        </QueryView>
      </MemoryRouter>,
    );
    expect(screen.getByText('a, b')).toBeInTheDocument();
  });

  it("shows a failure in the titled alert with the server's words for a 4xx, else its own; Try Again asks again", async () => {
    const refetch = vi.fn();
    const { unmount } = view(
      query({ isError: true, error: new ApiError(403, 'FORBIDDEN', 'Not yours'), refetch }),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Not yours');
    await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(refetch).toHaveBeenCalledOnce();
    unmount();
    view(query({ isError: true, error: new ApiError(500, 'INTERNAL', 'boom') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load things');
  });

  it('shows the empty state with its way forward', () => {
    view(query({ data: { items: [] } }));
    expect(screen.getByText('No things yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/shop');
  });
});

describe('StepPager', () => {
  function Paged({ pages }: { pages: number }) {
    const [page, setPage] = useState(1);
    return <StepPager label="Thing pages" page={page} pages={pages} onPage={setPage} />;
  }

  it('steps through the pages, Previous and Next disabled at the ends; nothing for one page', async () => {
    const { unmount } = render(<Paged pages={2} />);
    const nav = screen.getByRole('navigation', { name: 'Thing pages' });
    expect(nav).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(nav).toHaveTextContent('Page 2 of 2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    unmount();
    render(<Paged pages={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
