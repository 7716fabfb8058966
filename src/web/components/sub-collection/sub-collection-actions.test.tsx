import '../../test/dialog-polyfill';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { doubles, Menu, sorrel } from './sub-collection-testing';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SubCollection buttons', () => {
  it('activates and deactivates, named for the item, with the failure beside the button', async () => {
    const user = userEvent.setup();
    const toggle = vi.fn().mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Something went wrong.'));
    toggle.mockResolvedValueOnce(undefined);
    render(<Menu initial={[sorrel]} calls={{ toggle }} />);
    await user.click(screen.getByRole('button', { name: 'Activate Sorrel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update dish');
    await user.click(screen.getByRole('button', { name: 'Activate Sorrel' }));
    expect(await screen.findByRole('button', { name: 'Deactivate Sorrel' })).toBeInTheDocument();
    expect(toggle).toHaveBeenLastCalledWith(sorrel, true);
  });

  it('moves items in a numbered grid: Up off on the first, Down off on the last; a failed move says so', async () => {
    const user = userEvent.setup();
    const move = vi.fn().mockRejectedValueOnce(new ApiError(0, 'NETWORK', ''));
    render(
      <Menu
        initial={[doubles, sorrel]}
        extra={{
          layout: 'cards',
          listLabel: 'Dishes in order',
          edit: undefined,
          toggle: undefined,
          move: { failedMessage: 'Failed to reorder dishes', onMove: move },
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Dishes in order' });
    expect(list.tagName).toBe('OL');
    expect(screen.getByRole('button', { name: 'Move Doubles up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Sorrel down' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move Doubles down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reorder dishes');
    expect(move).toHaveBeenCalledWith(doubles, 0, 'down');
  });

  it('keeps a form open below the list that starts blank after each addition, until the limit', async () => {
    const user = userEvent.setup();
    function Limited() {
      const [count, setCount] = useState(0);
      return (
        <Menu
          initial={[]}
          extra={{
            add: {
              placement: 'below',
              label: 'Add Dish',
              title: 'Add a dish for the menu',
              errorFallback: 'Failed to add dish',
              onAdd: async () => setCount((n) => n + 1),
              closed: count >= 2 ? 'Two dishes at most' : null,
            },
          }}
        />
      );
    }
    render(<Limited />);
    expect(screen.queryByRole('button', { name: /Add Dish/, expanded: false })).not.toBeInTheDocument();
    const form = () => screen.getByRole('form', { name: 'Add a dish for the menu' });
    await user.type(within(form()).getByLabelText('Dish name'), 'Doubles');
    await user.click(within(form()).getByRole('button', { name: 'Add Dish' }));
    await waitFor(() => expect(within(form()).getByLabelText('Dish name')).toHaveValue(''));
    await user.type(within(form()).getByLabelText('Dish name'), 'Sorrel');
    await user.click(within(form()).getByRole('button', { name: 'Add Dish' }));
    expect(await screen.findByText('Two dishes at most')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the screen’s success messages after an addition, a change and a deletion', async () => {
    const user = userEvent.setup();
    render(
      <Menu
        initial={[doubles]}
        extra={{ flash: { added: 'Dish added', updated: 'Dish updated', removed: 'Dish deleted' } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Add Dish/ }));
    const form = screen.getByRole('form', { name: 'Add a dish' });
    await user.type(within(form).getByLabelText('Dish name'), 'Sorrel');
    await user.click(within(form).getByRole('button', { name: 'Add Dish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Dish added');
    await user.click(screen.getByRole('button', { name: 'Edit Doubles' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Dish updated'));
    await user.click(screen.getByRole('button', { name: 'Delete Doubles' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('Dish deleted')).toBeInTheDocument());
  });
});
