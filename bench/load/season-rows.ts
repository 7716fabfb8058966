import { coldSeries, type Measure, type Target } from './targets';

/**
 * The season's rows (issue #24): GET /api/carnivals and a carnival's page, each warm (one address under load)
 * and cold (coldSeries: one request each to addresses no cache has seen: the season of each year from 2031 on;
 * every other carnival's page). The demo data seeds eleven carnivals with their events and bands.
 */
export interface SeasonRow {
  label: string;
  paths: Map<Target, string>;
  cold?: (target: Target, p: string) => Promise<Measure>;
}

async function carnivalSlugs(app: Target): Promise<string[]> {
  const response = await fetch(`${app.base}/api/carnivals`, { headers: app.headers });
  const { items } = (await response.json()) as { items: { slug: string }[] };
  if (items.length < 2) throw new Error('/api/carnivals answered fewer than two carnivals');
  return items.map((item) => item.slug);
}

export async function seasonRows(targets: Target[]): Promise<SeasonRow[]> {
  const slugs = new Map<Target, string[]>();
  for (const target of targets) slugs.set(target, await carnivalSlugs(target));
  const page = (slug: string) => `/api/carnivals/${slug}`;
  const each = (text: string) => new Map(targets.map((t) => [t, text]));
  const years = Array.from({ length: 20 }, (_, i) => `/api/carnivals?year=${2031 + i}`);
  return [
    { label: '/api/carnivals', paths: each('/api/carnivals') },
    {
      label: '/api/carnivals (cold)',
      paths: each('each year 2031–2050'),
      cold: (target) =>
        coldSeries(target.base, years.length, (turn) => Promise.resolve(years[turn]!), target.headers),
    },
    { label: '/api/carnivals/{slug}', paths: new Map(targets.map((t) => [t, page(slugs.get(t)![0]!)])) },
    {
      label: '/api/carnivals/{slug} (cold)',
      paths: each('each other carnival'),
      cold: (target) => {
        const paths = slugs.get(target)!.slice(1).map(page);
        return coldSeries(target.base, paths.length, (turn) => Promise.resolve(paths[turn]!), target.headers);
      },
    },
  ];
}
