import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderInForm } from '../../../components/form/form-testing';
import { BenefitsField } from './benefits-field';

const schema = z.object({ benefits: z.array(z.string()).min(1, 'Please add at least one benefit') });

describe('BenefitsField', () => {
  it('keeps a benefit typed but not added when the form is saved', async () => {
    const { onSubmit, user } = renderInForm(schema, { benefits: ['Free entry'] }, <BenefitsField />);
    await user.type(screen.getByRole('textbox', { name: 'New benefit' }), 'Front of the line');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ benefits: ['Free entry', 'Front of the line'] });
    expect(screen.getByRole('list', { name: 'Benefits added' })).toHaveTextContent('Front of the line');
  });

  it('counts a typed benefit as the one required', async () => {
    const { onSubmit, user } = renderInForm(schema, { benefits: [] }, <BenefitsField />);
    await user.type(screen.getByRole('textbox', { name: 'New benefit' }), 'Free entry');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ benefits: ['Free entry'] });
    expect(screen.queryByText('Please add at least one benefit')).not.toBeInTheDocument();
  });
});
