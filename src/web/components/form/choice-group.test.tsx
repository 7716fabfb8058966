import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormCheckboxGroup, FormRadioGroup } from './choice-group';
import { renderInForm } from './form-testing';

const schema = z.object({
  extras: z.array(z.string()).min(1, 'Please choose at least one extra'),
  colour: z.enum(['red', 'amber']),
});

const renderForm = () =>
  renderInForm(
    schema,
    { extras: [], colour: 'red' },
    <>
      <FormCheckboxGroup
        label="Extras"
        name="extras"
        required
        choices={[
          { value: 'Cooler', label: 'Cooler' },
          { value: 'Music', label: 'Music' },
        ]}
      />
      <FormRadioGroup
        label="Colour"
        name="colour"
        choices={[
          { value: 'red', label: 'Red' },
          { value: 'amber', label: 'Amber' },
        ]}
      />
    </>,
    'Send',
  );

describe('choice groups', () => {
  it('a checkbox group gives the ticked values in the choices’ order; its error is tied to the group', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose at least one extra');
    expect(screen.getByRole('group', { name: /^Extras/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Music' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cooler' }));
    await user.click(screen.getByRole('radio', { name: 'Amber' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ extras: ['Cooler', 'Music'], colour: 'amber' });
  });
});
