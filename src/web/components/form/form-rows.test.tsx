import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormTextField } from './fields';
import { FormRows } from './form-rows';
import { renderInForm } from './form-testing';

const schema = z.object({ lines: z.array(z.object({ text: z.string() })) });

describe('FormRows', () => {
  it('starts with its empty line, adds rows, removes the one asked and submits the rest in order', async () => {
    const { onSubmit, user } = renderInForm(
      schema,
      { lines: [] },
      <FormRows
        name="lines"
        legend="Lines"
        emptyText="No lines yet."
        addLabel="Add line"
        newRow={() => ({ text: '' })}
        removeLabel={(index) => `Remove line ${index + 1}`}
        gridClassName="sm:grid-cols-[1fr_auto]"
      >
        {(index) => <FormTextField label={`Line ${index + 1}`} name={`lines.${index}.text`} />}
      </FormRows>,
    );
    expect(screen.getByRole('group', { name: 'Lines' })).toHaveTextContent('No lines yet.');
    for (const text of ['one', 'two', 'three']) {
      await user.click(screen.getByRole('button', { name: 'Add line' }));
      await user.type(screen.getAllByRole('textbox').at(-1)!, text);
    }
    expect(screen.queryByText('No lines yet.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.getByLabelText('Line 2')).toHaveValue('three');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ lines: [{ text: 'one' }, { text: 'three' }] });
  });
});
