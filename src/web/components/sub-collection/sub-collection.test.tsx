import '../../test/dialog-polyfill';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { SubCollection } from './sub-collection';
import { later } from '../../test/later';
import { doubles, Menu, pass, sorrel, type Dish } from './sub-collection-testing';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SubCollection', () => {
  it('says Loading until its query answers, then lists the items; a failed load shows Try Again, which asks again', async () => {
    const user = userEvent.setup();
    let answer = later<Dish[]>();
    const queryFn = vi.fn(() => answer.promise);
    function Loaded() {
      const query = useQuery({ queryKey: ['dishes'], queryFn, retry: false });
      return (
        <SubCollection
          source={{ query, loadingLabel: 'Loading dishes...', failedMessage: 'Failed to load dishes' }}
          layout="rows"
          name={(dish) => dish.name}
          empty="No dishes yet"
          render={(dish) => <p>{dish.name}</p>}
          remove={{ message: 'Sure?', failedMessage: 'Failed', onRemove: pass }}
        />
      );
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Loaded />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading dishes...');
    await act(async () => answer.reject(new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dishes');
    answer = later<Dish[]>();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await act(async () => answer.resolve([doubles]));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Doubles');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('says its empty text when there are no items, and lists none', () => {
    render(<Menu initial={[]} />);
    expect(screen.getByText('No dishes yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('adds from the panel: checks the form first, shows Saving..., then closes and lists the item', async () => {
    const user = userEvent.setup();
    const adding = later();
    const add = vi.fn(() => adding.promise);
    render(<Menu initial={[doubles]} calls={{ add }} />);
    await user.click(screen.getByRole('button', { name: /Add Dish/ }));
    const form = screen.getByRole('form', { name: 'Add a dish' });
    await user.click(within(form).getByRole('button', { name: 'Add Dish' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Name is required');
    expect(add).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText('Dish name'), 'Pholourie');
    await user.click(within(form).getByRole('button', { name: 'Add Dish' }));
    expect(await within(form).findByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
    await act(async () => adding.resolve());
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a dish' })).not.toBeInTheDocument());
    expect(add).toHaveBeenCalledWith({ name: 'Pholourie', active: true });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Doubles'),
      expect.stringContaining('Pholourie'),
    ]);
  });

  it('keeps what was typed with the server’s refusal: a 422 on its input, a fault in the form’s alert', async () => {
    const user = userEvent.setup();
    const add = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(422, 'VALIDATION', 'Name is taken', { name: 'Name is taken' }))
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Something went wrong.'));
    render(<Menu initial={[]} calls={{ add }} />);
    await user.click(screen.getByRole('button', { name: /Add Dish/ }));
    const form = screen.getByRole('form', { name: 'Add a dish' });
    const input = within(form).getByLabelText('Dish name');
    await user.type(input, 'Doubles');
    await user.click(within(form).getByRole('button', { name: 'Add Dish' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Name is taken/));
    expect(input).toHaveValue('Doubles');
    await user.click(within(form).getByRole('button', { name: 'Add Dish' }));
    expect(await within(form).findByText('Failed to add dish')).toBeInTheDocument();
    expect(input).toHaveValue('Doubles');
    expect(screen.getByText('No dishes yet')).toBeInTheDocument();
  });

  it('edits one item at a time: another Edit or Cancel discards the changes; Save Changes saves', async () => {
    const user = userEvent.setup();
    const save = vi.fn(pass);
    render(<Menu initial={[doubles, sorrel]} calls={{ save }} />);
    await user.click(screen.getByRole('button', { name: 'Edit Doubles' }));
    const first = screen.getByRole('form', { name: 'Edit Doubles' });
    expect(within(first).getByLabelText('Dish name')).toHaveValue('Doubles');
    await user.clear(within(first).getByLabelText('Dish name'));
    await user.type(within(first).getByLabelText('Dish name'), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Edit Sorrel' }));
    expect(screen.queryByRole('form', { name: 'Edit Doubles' })).not.toBeInTheDocument();
    expect(screen.getByText('Doubles')).toBeInTheDocument();
    const second = screen.getByRole('form', { name: 'Edit Sorrel' });
    expect(within(second).getByLabelText('Active')).not.toBeChecked();
    await user.click(within(second).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Sorrel' }));
    const again = screen.getByRole('form', { name: 'Edit Sorrel' });
    await user.type(within(again).getByLabelText('Dish name'), ' juice');
    await user.click(within(again).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(save).toHaveBeenCalledWith(sorrel, { name: 'Sorrel juice', active: false });
    expect(screen.getByText('Sorrel juice')).toBeInTheDocument();
  });

  it('asks before deleting; Cancel keeps the item, a failure stays in the dialog, Delete removes it', async () => {
    const user = userEvent.setup();
    const remove = vi.fn().mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Dish is on an order'));
    remove.mockResolvedValueOnce(undefined);
    render(<Menu initial={[doubles, sorrel]} calls={{ remove }} />);
    const opener = screen.getByRole('button', { name: 'Delete Doubles' });
    await user.click(opener);
    let dialog = screen.getByRole('dialog', { name: 'Delete Doubles?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this dish?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
    await user.click(opener);
    dialog = screen.getByRole('dialog', { name: 'Delete Doubles?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dish is on an order');
    expect(screen.getByText('Doubles')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Doubles')).not.toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(2);
    expect(remove).toHaveBeenLastCalledWith(doubles);
  });
});
