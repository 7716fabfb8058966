import { coldSeries, type Measure, type Target } from './targets';

/**
 * GET /api/bands/compare (decision 0052): every ordered pair and triple of bands of one carnival in the target's
 * demo data, each its own address (its own shared page). The first is the warm row's; the cold row asks each of
 * the others once.
 */
export async function comparePaths(app: Target): Promise<string[]> {
  const response = await fetch(`${app.base}/api/bands?when=all&pageSize=100`, { headers: app.headers });
  const { items } = (await response.json()) as { items: { id: string; carnivalId: string | null }[] };
  const byCarnival = new Map<string, string[]>();
  for (const band of items) {
    if (band.carnivalId)
      byCarnival.set(band.carnivalId, [...(byCarnival.get(band.carnivalId) ?? []), band.id]);
  }
  const paths: string[] = [];
  for (const ids of byCarnival.values()) {
    for (const a of ids)
      for (const b of ids) {
        if (a === b) continue;
        paths.push(`/api/bands/compare?ids=${a},${b}`);
        for (const c of ids) if (c !== a && c !== b) paths.push(`/api/bands/compare?ids=${a},${b},${c}`);
      }
  }
  if (paths.length < 2) throw new Error('the demo data has no carnival with two bands to compare');
  return paths.sort((x, y) => y.length - x.length);
}

/** The cold row: each comparison but the warm row's, once, one after another. */
export function coldCompare(target: Target, paths: string[]): Promise<Measure> {
  const others = paths.slice(1);
  return coldSeries(target.base, others.length, (turn) => Promise.resolve(others[turn]!), target.headers);
}
