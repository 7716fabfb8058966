import { Link } from 'react-router';
import { SITE } from '../../../shared/constants';
import { Icon } from '../../components/ui/icon';
import { PartnersStrip } from '../../features/home/partners-strip';
import { useSession } from '../../lib/auth';
import { mainNav } from '../navigation';
import { paths } from '../paths';

export function SiteFooter({ showPartners }: { showPartners: boolean }) {
  const { user, isPending } = useSession();
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
              to={paths.signup()}
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
          <a
            href={`mailto:${SITE.contactEmail}`}
            className="inline-flex w-fit items-center gap-2 rounded hover:text-white hover:underline"
          >
            <Icon name="mail" />
            {SITE.contactEmail}
          </a>
          <ul className="flex flex-wrap gap-2" aria-label="Social media">
            {SITE.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 rounded-full bg-white/10 px-3 py-1.5 font-medium text-white hover:bg-white/20"
                >
                  {social.name}
                  <Icon name="external" className="h-4 w-4" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
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
