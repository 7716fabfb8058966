import { Link } from 'react-router';
import { SITE } from '../../../shared/constants';
import { mainNav } from '../../app/navigation';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Icon } from '../../components/ui/icon';
import { useSession } from '../../lib/auth';
import { cx } from '../../lib/cx';

export default function HomePage() {
  const { user, isPending } = useSession();
  return (
    <>
      <title>{`${SITE.name} · Caribbean carnival and travel`}</title>
      <Container>
        <section
          aria-labelledby="home-title"
          className="relative isolate overflow-hidden rounded-3xl bg-night-900 px-6 py-14 text-white shadow-xl sm:px-12 sm:py-20"
        >
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_20%,rgb(225_29_72/0.55),transparent_45%),radial-gradient(circle_at_85%_30%,rgb(249_115_22/0.45),transparent_40%),radial-gradient(circle_at_60%_110%,rgb(250_204_21/0.35),transparent_45%),radial-gradient(circle_at_0%_100%,rgb(20_184_166/0.35),transparent_40%)]"
          />
          <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
            Caribbean carnival &amp; travel
          </p>
          <h1
            id="home-title"
            className="mt-3 max-w-2xl font-display text-4xl font-black tracking-tight sm:text-6xl"
          >
            Feel the fete, wherever it takes you.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/90">
            Fetes and concerts, carnival bands, destinations, restaurants, make-up artists and the Fete
            Marqet, all in one place.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/fete-guide" className={buttonClasses({ size: 'lg' })}>
              Explore the Fete Guide
            </Link>
            {isPending ? null : user ? (
              <Link to="/dashboard" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
                Open your Fete ID
              </Link>
            ) : (
              <Link
                to="/signup"
                className="inline-flex min-h-12 items-center rounded-full bg-gold-400 px-6 font-semibold text-night-950 hover:bg-gold-300"
              >
                Join Fete for free
              </Link>
            )}
          </div>
        </section>

        <section aria-labelledby="explore-title" className="mt-12">
          <h2 id="explore-title" className="font-display text-2xl font-bold text-night-900">
            Explore Fete
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {mainNav
              .filter((item) => item.to !== '/')
              .map((item, index) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="group flex h-full items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/10 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-carnival-600/30"
                  >
                    <span
                      className={cx(
                        'flex h-12 w-12 shrink-0 items-center justify-center rounded-xl text-white',
                        ['bg-carnival-600', 'bg-sunset-700', 'bg-sea-700', 'bg-night-700'][index % 4],
                      )}
                    >
                      <Icon name={item.icon} className="h-6 w-6" />
                    </span>
                    <span className="flex flex-col">
                      <span className="font-display text-lg font-bold text-night-900 group-hover:text-carnival-700">
                        {item.label}
                      </span>
                      <span className="text-sm text-gray-700">{item.blurb}</span>
                    </span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
