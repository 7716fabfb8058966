import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteContact } from '../../../shared/domains/site';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { SiteFooter } from './site-footer';

function renderFooter(contact: SiteContact) {
  fakeApi()
    .session(null)
    .on('GET /api/site/contact', () => contact);
  renderPage('/fete-guide', { path: '/fete-guide', element: <SiteFooter showPartners={false} /> });
  return screen.getByRole('contentinfo');
}

describe('the footer (public-site.md §2.2: contact e-mail, social links)', () => {
  it("shows the operator's contact address and social accounts, and only those", async () => {
    const footer = renderFooter({
      email: 'team@fete.test',
      social: [
        { network: 'Instagram', url: 'https://instagram.test/fete' },
        { network: 'YouTube', url: 'https://youtube.test/@fete' },
      ],
    });
    expect(await within(footer).findByRole('link', { name: 'team@fete.test' })).toHaveAttribute(
      'href',
      'mailto:team@fete.test',
    );
    const social = within(footer).getByRole('list', { name: 'Social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://instagram.test/fete', 'https://youtube.test/@fete']);
    expect(within(social).getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    expect(footer).not.toHaveTextContent('fete.example');
  });

  it('shows no address and no social link when none is configured, and always the contact, terms and privacy pages', async () => {
    const footer = renderFooter({ email: null, social: [] });
    expect(await within(footer).findByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(footer.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(within(footer).queryByRole('list', { name: 'Social media' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Instagram|Facebook|TikTok/ })).toBeNull();
  });

  it("signs up from the page a visitor is on and brings them back to it, as the top bar's Sign Up does", async () => {
    const footer = renderFooter({ email: null, social: [] });
    expect(await within(footer).findByRole('link', { name: 'Join Fete for free' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Ffete-guide',
    );
  });
});
