/**
 * The signed-in table's yardstick (issue #25, goal 2): every administrator's and member's row of
 * `BENCH_SET=signed npm run bench:load` gets the baseline (baseline-signed.ts) doing the same read, each list with
 * a search gets a cold row beside the warm one (every request a term no cache has seen, 20 connections at once),
 * and the table prints each target's ratio to the baseline against the goal (members ≥ 0.8×, administrators ≥ 0.5×).
 */
import { coldSeries, coldTurns, loadFresh, type Measure, type Target } from './targets';

type Row = {
  label: string;
  paths: Map<Target, string>;
  cold?: (target: Target, p: string) => Promise<Measure>;
};

/** The lists with a search (`q`): their cold rows ask a never-seen term on every request. */
const searchedLists: [string, 'admin' | 'member'][] = [
  ['/api/admin/events', 'admin'],
  ['/api/admin/restaurants', 'admin'],
  ['/api/admin/bands', 'admin'],
  ['/api/admin/products', 'admin'],
  ['/api/admin/providers', 'admin'],
  ['/api/admin/users', 'admin'],
  ['/api/admin/staff-positions', 'admin'],
  ['/api/admin/receipts', 'admin'],
  ['/api/admin/marqet-registrations', 'admin'],
  ['/api/members/directory', 'member'],
];

const withMember = (p: string, id: string) => `${p}${p.includes('?') ? '&' : '?'}as=${id}`;

/**
 * Give every signed-in row the baseline (a member's read with the member's id as `as=`), and add the cold rows
 * of the searched lists. `admins` and `members` are the targets the rows were made for (PostgreSQL first).
 */
export async function addSignedBaselines(
  rows: Row[],
  baseline: Target,
  admins: Target[],
  members: Target[],
): Promise<void> {
  const me = await fetch(`${members[0]!.base}/api/members/me`, { headers: members[0]!.headers });
  const memberId = ((await me.json()) as { profile: { id: string } }).profile.id;
  for (const row of rows) {
    const member = row.label.includes('(member');
    const first = [...row.paths].find(([t]) => t === (member ? members[0] : admins[0]));
    if (!first) continue;
    const p = member ? withMember(first[1], memberId) : first[1];
    row.paths = new Map([[baseline, p], ...row.paths]);
    const cold = row.cold;
    // A cold series after the reader's own write: the baseline has nothing to forget, so each of its turns
    // is the same read, one after another.
    if (cold)
      row.cold = (target, path) =>
        target === baseline
          ? coldSeries(baseline.base, coldTurns, () => Promise.resolve(path))
          : cold(target, path);
  }
  for (const [list, who] of searchedLists) {
    const targets = who === 'admin' ? admins : members;
    const template = `${list}?q={n}`;
    rows.push({
      label: `${list}?q={never asked} (${who}, cold, under load)`,
      paths: new Map([
        [baseline, who === 'member' ? withMember(template, memberId) : template],
        ...targets.map((t) => [t, template] as const),
      ]),
      cold: (target, p) => loadFresh(target.base, p, target.headers),
    });
  }
}

const f = (m: Measure | undefined) => (m ? `${Math.round(m.rps)} | ${m.p99} ms` : '— | —');
const ratioOf = (m: Measure | undefined, b: Measure | undefined) => (m && b ? m.rps / b.rps : undefined);
const shown = (r: number | undefined, goal: number) =>
  r === undefined ? '—' : `${r.toFixed(2)}×${r >= goal ? '' : ' ✗'}`;

/** The signed-in table with ratios: administrator and member, each on PostgreSQL and PGlite, against the baseline. */
export function printSignedRatios(results: { label: string; by: Map<string, Measure> }[]) {
  console.log(
    '\n| endpoint | baseline req/s | p99 | Fete PG req/s | p99 | Fete PGlite req/s | p99 | PG ratio | PGlite ratio |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  let bad = 0;
  const misses: string[] = [];
  for (const { label, by } of results) {
    for (const m of by.values()) bad += m.bad;
    const member = label.includes('(member');
    const goal = member ? 0.8 : 0.5;
    const b = by.get('baseline');
    const pg = by.get(member ? 'member' : 'admin');
    const lite = by.get(member ? 'member PGlite' : 'admin PGlite');
    const [rPg, rLite] = [ratioOf(pg, b), ratioOf(lite, b)];
    if ((rPg ?? goal) < goal || (rLite ?? goal) < goal) misses.push(label);
    console.log(
      `| ${label} | ${f(b)} | ${f(pg)} | ${f(lite)} | ${shown(rPg, goal)} | ${shown(rLite, goal)} |`,
    );
  }
  console.log(`\n${misses.length} rows under the goal (✗: members < 0.8×, administrators < 0.5×)`);
  if (bad) console.log(`\nWARNING: ${bad} answers were errors or not 2xx`);
}
