import { detailPath, type DetailKind } from '../../src/shared/item-paths';
import { coldSeries, measure, wantedRow, type Measure, type Target } from './targets';

/**
 * The server-rendered pages (decision 0033): what a link-preview robot, a crawler or a first visit asks, a
 * detail page's document with its head and structured data, and /sitemap.xml. Two rows per page:
 * - **cold**: items nobody asked before in that process, one request each, one after another (the head is
 *   built from the database, the shared pages hold nothing for them yet); req/s is 1 ÷ the mean time;
 * - **warm**: one address under load, 20 connections (the shared pages hold its item, the compressed body is
 *   kept), with a browser's Accept-Encoding; **uncompressed**: the same without it (a client that takes none).
 * Cold requests send the browser's Accept-Encoding too (the body is compressed for them).
 * The sitemap's cold row is its first request after start.
 */
const KINDS: { kind: DetailKind; list: string; title: (item: Record<string, string>) => string }[] = [
  { kind: 'event', list: '/api/events', title: (i) => i.title! },
  { kind: 'band', list: '/api/bands', title: (i) => i.name! },
  { kind: 'restaurant', list: '/api/restaurants', title: (i) => i.name! },
  { kind: 'provider', list: '/api/providers', title: (i) => `${i.firstName} ${i.lastName}` },
  { kind: 'product', list: '/api/products', title: (i) => i.name! },
];

async function documentPaths(target: Target, kind: (typeof KINDS)[number]): Promise<string[]> {
  const response = await fetch(`${target.base}${kind.list}`);
  const body = (await response.json()) as { items: Record<string, string>[] };
  return body.items.map((item) => detailPath(kind.kind, item.id!, kind.title(item)));
}

/** What a browser sends: the documents are compressed (once per document, platform/document-bodies.ts). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const cold = (target: Target, paths: string[]) =>
  coldSeries(target.base, paths.length, (turn) => Promise.resolve(paths[turn]!), BROWSER);

export async function measureDocuments(targets: Target[]) {
  const rows: { label: string; by: Map<string, Measure> }[] = [];
  const wanted = wantedRow;
  for (const kind of KINDS) {
    const label = `${kind.kind} page (document)`;
    if (!wanted(label)) continue;
    const coldBy = new Map<string, Measure>();
    const warmBy = new Map<string, Measure>();
    const plainBy = new Map<string, Measure>();
    for (const target of targets) {
      const paths = await documentPaths(target, kind);
      // The last items of the first page: the API rows measured the first one, so it is warm already.
      coldBy.set(target.name, await cold(target, paths.slice(1)));
      warmBy.set(target.name, await measure(target, paths[1] ?? paths[0]!, BROWSER));
      plainBy.set(target.name, await measure(target, paths[1] ?? paths[0]!));
    }
    rows.push(
      { label: `${label}, cold`, by: coldBy },
      { label: `${label}, warm`, by: warmBy },
      { label: `${label}, warm, uncompressed`, by: plainBy },
    );
    console.error(`  measured ${label}`);
  }
  if (wanted('/sitemap.xml (document)')) {
    const coldBy = new Map<string, Measure>();
    const warmBy = new Map<string, Measure>();
    for (const target of targets) {
      coldBy.set(target.name, await cold(target, ['/sitemap.xml']));
      warmBy.set(target.name, await measure(target, '/sitemap.xml', BROWSER));
    }
    rows.push(
      { label: '/sitemap.xml (document), cold', by: coldBy },
      { label: '/sitemap.xml (document), warm', by: warmBy },
    );
  }
  return rows;
}

export function printDocumentTable(rows: { label: string; by: Map<string, Measure> }[], names: string[]) {
  const f = (m: Measure | undefined) => (m ? `${Math.round(m.rps)} | ${m.p99} ms` : '— | —');
  console.log(`\n| server-rendered page | ${names.map((n) => `${n} req/s | p99`).join(' | ')} |`);
  console.log(`|---|${names.map(() => '---:|---:').join('|')}|`);
  let bad = 0;
  for (const { label, by } of rows) {
    for (const m of by.values()) bad += m.bad;
    console.log(`| ${label} | ${names.map((n) => f(by.get(n))).join(' | ')} |`);
  }
  if (bad) console.log(`\nWARNING: ${bad} answers were errors or not 200`);
}
