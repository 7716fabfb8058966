import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { declaredForm } from './declared-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Please enter the name'),
  country: z.string(),
  note: z.string(),
  inStock: z.boolean(),
  sizes: z.string(),
});
type Item = { name: string; country: string; note: string | null; inStock: boolean; sizes: string[] };

const form = declaredForm<Item, typeof schema>({
  schema,
  label: (item) => (item ? `Edit ${item.name}` : 'Add a thing'),
  texts: { addFailed: 'Failed to add thing', updateFailed: 'Failed to update thing' },
  submit: { add: 'Add Thing' },
  fields: [
    {
      row: [
        { name: 'name', label: 'Name', required: true },
        {
          kind: 'select',
          name: 'country',
          label: 'Country',
          options: ['Trinidad', 'Tobago'],
          blank: 'Tobago',
        },
      ],
    },
    { kind: 'area', name: 'note', label: 'Note', rows: 2 },
    { name: 'sizes', label: 'Sizes', hint: 'Separate with commas' },
    { kind: 'check', name: 'inStock', label: 'In stock' },
  ],
  values: (item) => ({ sizes: item?.sizes.join(', ') ?? '' }),
});

describe('declaredForm', () => {
  it('adds with the blanks (a field’s own, else empty, a box ticked), checked by the schema, without Cancel', async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockResolvedValue(undefined);
    render(form.addForm({ save, close: vi.fn() }));
    const add = screen.getByRole('form', { name: 'Add a thing' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sizes')).toHaveAccessibleDescription('Separate with commas');
    await user.click(screen.getByRole('button', { name: 'Add Thing' }));
    expect(await screen.findAllByText('Please enter the name')).not.toHaveLength(0);
    expect(save).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Name/), 'Gold cap');
    await user.click(screen.getByRole('button', { name: 'Add Thing' }));
    const blanks = { country: 'Tobago', note: '', inStock: true, sizes: '' };
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Gold cap', ...blanks }));
    expect(add).toBeInTheDocument();
  });

  it('edits an item’s own values (null as blank, `values` for the inputs that hold them otherwise), Cancel leaves', async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockResolvedValue(undefined);
    const cancel = vi.fn();
    const item = { name: 'Flag', country: 'Trinidad', note: null, inStock: false, sizes: ['S', 'M'] };
    render(form.editForm(item, { save, cancel }));
    expect(screen.getByRole('form', { name: 'Edit Flag' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sizes')).toHaveValue('S, M');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ ...item, note: '', sizes: 'S, M' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalled();
  });
});
