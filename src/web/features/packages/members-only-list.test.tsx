import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { packageListSchema } from '../../../shared/domains/packages';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import FetePackagesPage from './fete-packages-page';

const ID = '5b7f6c1e-0000-4000-8000-0000000000c1';

/** One inactive card, as the server answers it: with its link for an administrator, without for a member. */
const cards = (buttonLink: string | null) =>
  packageListSchema.parse({
    items: [
      {
        id: ID,
        kind: 'package',
        title: 'Jouvert Special',
        subtitle: '',
        description: '',
        buttonLink,
        bgColor: 'red',
        textColor: 'white',
        order: 1,
        active: false,
      },
    ],
  });

const render = () => renderPage('/fete-packages', { path: '/fete-packages', element: <FetePackagesPage /> });

describe('Fete Packages: inactive cards', () => {
  it('an administrator opens an inactive card (dimmed, "Currently unavailable") at its form', async () => {
    fakeApi()
      .session({ id: 'a1', name: 'Ada Admin', role: 'admin' })
      .on('GET /api/packages', () => cards(`/form/package/${ID}`));
    render();
    const card = await screen.findByRole('link', { name: /Jouvert Special/ });
    expect(card).toHaveAttribute('href', `/form/package/${ID}`);
    expect(card).toHaveTextContent('Currently unavailable');
  });

  it('a member sees it dimmed and closed', async () => {
    fakeApi()
      .session({ id: 'm1', name: 'Kes Member', role: 'user' })
      .on('GET /api/packages', () => cards(null));
    render();
    expect(await screen.findByText('Jouvert Special')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Jouvert Special/ })).not.toBeInTheDocument();
  });
});
