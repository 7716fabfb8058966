import { sql } from 'drizzle-orm';
import { COUNTRIES } from '../../shared/constants';
import type { Db } from '../db/client';

/**
 * Bulk-load `count` events in one INSERT … SELECT (no per-row round trips): dates spread evenly from
 * three years ago to three years ahead (about half upcoming), the six categories in turn (half Fete Guide,
 * half Fete Travel), the 22 countries, start times round the clock, one in ten spanning 1-3 days, one in
 * twenty inactive. Titles and descriptions draw from word lists so searches have realistic selectivity:
 * "soca" matches about one event in ten, "zouk" about one in a thousand (words drawn modulo 1000).
 */
export async function loadEvents(db: Db, count: number, today: string): Promise<void> {
  const countries = sql.raw(`array[${COUNTRIES.map((c) => `'${c.replace(/'/g, "''")}'`).join(',')}]`);
  await db.execute(sql`
    insert into events (title, description, date, end_date, start_time, end_time, location, country, state,
                        category, price_cents, active)
    select
      (array['Soca','Steel','Calypso','Chutney','Dancehall','Reggae','Afrobeats','Kompa','Bouyon','Rum'])[1 + i % 10]
        || ' ' || (array['Sunrise','Sunset','Midnight','Beach','Harbour','Garden','Rooftop','Savannah'])[1 + (i / 10) % 8]
        || ' Fete ' || i,
      'An all-inclusive ' || (array['breakfast','lime','boat ride','cooler fete','j''ouvert','pool party'])[1 + i % 6]
        || ' with ' || case when i % 1000 = 7 then 'zouk and ' else '' end
        || (array['DJs','a steelband','a brass band','sound systems','live soca'])[1 + (i / 7) % 5]
        || ' and food by ' || (array['Callaloo Kitchen','Doubles King','Roti Hut','Pelau Pot'])[1 + (i / 3) % 4] || '.',
      (${today}::date - 1095 + (i * 2190 / ${count}))::date,
      case when i % 10 = 3 then (${today}::date - 1095 + (i * 2190 / ${count}) + 1 + i % 3)::date end,
      make_time(i % 24, (i % 4) * 15, 0),
      make_time((i + 5) % 24, 0, 0),
      (array['Queen''s Park Savannah','Pigeon Point','Kensington Oval','Maracas Bay','Chaguaramas','Brian Lara Stadium'])[1 + (i / 5) % 6],
      (${countries})[1 + i % 22],
      'Region ' || (i % 9),
      (array['Party','Concert','Carnival','Cruise','Beach Party','Festival'])[1 + (i / 2) % 6],
      (i % 200) * 500,
      i % 20 <> 0
    from generate_series(1, ${count}) as s(i)
  `);
}

/** Bulk-load `count` carnival bands: start dates from three years ago to three years ahead, most 2-5 days long. */
export async function loadBands(db: Db, count: number, today: string): Promise<void> {
  const countries = sql.raw(`array[${COUNTRIES.map((c) => `'${c.replace(/'/g, "''")}'`).join(',')}]`);
  await db.execute(sql`
    insert into carnival_bands (name, description, location, country, state, start_date, end_date, active)
    select
      (array['Tribe','Harts','Yuma','Bliss','Ronnie & Caro','Fantasy','Island People','Lost Tribe'])[1 + i % 8] || ' ' || i,
      'Mas band with ' || (array['feathers','sequins','j''ouvert mud','body paint','a steel orchestra'])[1 + (i / 8) % 5]
        || case when i % 1000 = 7 then ' and zouk' else '' end || '.',
      (array['Port of Spain','Bridgetown','St. George''s','Kingston'])[1 + i % 4],
      (${countries})[1 + i % 22],
      'Region ' || (i % 9),
      (${today}::date - 1095 + (i * 2190 / ${count}))::date,
      case when i % 4 <> 0 then (${today}::date - 1095 + (i * 2190 / ${count}) + 1 + i % 4)::date end,
      i % 20 <> 0
    from generate_series(1, ${count}) as s(i)
  `);
}

/** Bulk-load `count` restaurants over the cuisines, price ranges and countries. */
export async function loadRestaurants(db: Db, count: number): Promise<void> {
  const countries = sql.raw(`array[${COUNTRIES.map((c) => `'${c.replace(/'/g, "''")}'`).join(',')}]`);
  await db.execute(sql`
    insert into restaurants (name, description, location, country, state, cuisine, price_range, active)
    select
      (array['Callaloo','Doubles','Roti','Pelau','Bake & Shark','Oil Down','Jerk','Flying Fish'])[1 + i % 8] || ' Kitchen ' || i,
      'Home cooking: ' || (array['curry','stew','grill','seafood','vegan bowls'])[1 + (i / 8) % 5]
        || case when i % 1000 = 7 then ' and zouk nights' else '' end || '.',
      (array['Ariapita Avenue','Store Bay','Maracas','Holetown'])[1 + i % 4],
      (${countries})[1 + i % 22],
      'Region ' || (i % 9),
      (array['Caribbean','Creole','Seafood','BBQ','Street Food','Fusion','Vegan'])[1 + i % 7],
      (array['$','$$','$$$','$$$$'])[1 + (i / 7) % 4],
      i % 20 <> 0
    from generate_series(1, ${count}) as s(i)
  `);
}
