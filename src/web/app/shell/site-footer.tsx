import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SITE } from '../../../shared/constants';
import { PartnersStrip } from '../../features/home/partners-strip';
import { siteContactQuery } from '../../features/site/api';
import { ContactLinks } from '../../features/site/contact-links';
import { useSession } from '../../lib/auth';
import { mainNav } from '../navigation';
import { paths } from '../paths';
import { useReturnPath } from './return-path';

/** The site's own pages, under the contact details (decision 0045). */
const footerLinks = [
  { to: paths.contact(), label: 'Contact' },
  { to: paths.terms(), label: 'Terms and Conditions' },
  { to: paths.privacy(), label: 'Privacy Policy' },
];

export function SiteFooter({ showPartners }: { showPartners: boolean }) {
  const { user, isPending } = useSession();
  const returnTo = useReturnPath();
  // The operator's contact address and social accounts: each one not configured is not shown.
  const contact = useQuery(siteContactQuery);
  return (
    <footer className="on-night mt-16 bg-night-900 text-white/85">
      <div
        aria-hidden="true"
        className="h-1.5 bg-linear-to-r from-carnival-600 via-sunset-500 via-60% to-gold-400"
      />
      {showPartners ? <PartnersStrip tone="night" className="border-b border-white/10 px-4 py-8" /> : null}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="flex flex-col gap-3">
          <p className="font-display text-2xl font-black text-white">{SITE.name}</p>
          <p className="text-sm">Caribbean carnival and travel: fetes, bands, destinations, eats and more.</p>
          {!isPending && !user ? (
            <Link
              to={paths.signup({ returnTo })}
              className="mt-1 inline-flex w-fit items-center gap-2 rounded-full bg-gold-400 px-4 py-2 text-sm font-bold text-night-950 hover:bg-gold-300"
            >
              Join Fete for free
            </Link>
          ) : null}
        </div>
        <nav aria-label="Footer" className="text-sm">
          <h2 className="mb-3 font-semibold tracking-wide text-gold-300 uppercase">Explore</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2">
            {mainNav
              .filter((item) => item.to !== paths.home())
              .map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="rounded hover:text-white hover:underline">
                    {item.label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-3 text-sm">
          <h2 className="font-semibold tracking-wide text-gold-300 uppercase">Contact</h2>
          {contact.data ? <ContactLinks contact={contact.data} tone="night" /> : null}
          <ul className="flex flex-col gap-2" aria-label="About Fete">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-white/70">
        © {new Date().getFullYear()} {SITE.name}. All rights reserved.
      </p>
    </footer>
  );
}
