// Two builds of the server, the same requests, the same bytes? Each build in turn on one PostgreSQL database
// (demo data seeded if empty), asked the same list of requests over a raw socket (a visitor's cold, kept and
// revalidated answers, compressed and not, errors, a member's reads and writes, an administrator's search, a page);
// each answer's status line, header lines (Date left out) and body bytes compared.
//
//   node bench/load/same-wire.mjs <databaseUrl> <a/server/main.js> <b/server/main.js>
//
// The first port of BENCH_PORTS, one build after the other (the site's address is in some answers). Prints each request that differs, and the count; exits 1 on a difference.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { MALLOC_ENV } from '../../scripts/malloc-env.mjs';
import { AUTH_SECRET, serverEnv } from './server-env.mjs';

const [dbUrl, ...mains] = process.argv.slice(2);
if (!dbUrl || mains.length !== 2) {
  console.error('usage: node bench/load/same-wire.mjs <databaseUrl> <a/server/main.js> <b/server/main.js>');
  process.exit(2);
}
const [low] = (process.env.BENCH_PORTS ?? '3900-3989').split('-').map(Number);

/** A session for the first member and the first administrator of the demo data, signed as better-auth does. */
async function sessions() {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const cookies = {};
  for (const role of ['user', 'admin']) {
    const { rows } = await client.query('select id from users where role = $1 order by email limit 1', [
      role,
    ]);
    if (!rows[0]) continue;
    const token = randomBytes(24).toString('hex');
    await client.query(
      "insert into sessions (id, token, user_id, expires_at, created_at, updated_at) values ($1, $2, $3, now() + interval '1 day', now(), now())",
      [randomBytes(16).toString('hex'), token, rows[0].id],
    );
    const signed = `${token}.${createHmac('sha256', AUTH_SECRET).update(token).digest('base64')}`;
    cookies[role === 'user' ? 'member' : role] = `better-auth.session_token=${encodeURIComponent(signed)}`;
  }
  const { rows } = await client.query('select id from events where active order by date, id limit 1');
  await client.end();
  return { cookies, event: rows[0]?.id };
}

/** The whole answer to one request on a new connection, as bytes. */
const ask = (port, head) =>
  new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
    socket.write(head);
  });

/** Status line, header lines without Date, and the body, of a raw answer. */
const comparable = (raw) => {
  const end = raw.indexOf('\r\n\r\n');
  const lines = raw.subarray(0, end).toString('latin1').split('\r\n');
  return { head: lines.filter((line) => !/^date:/i.test(line)).join('\n'), body: raw.subarray(end + 4) };
};

function requests({ cookies, event }, port) {
  const origin = `http://127.0.0.1:${port}`;
  const gzip = 'Accept-Encoding: gzip, deflate, br';
  const term = `zq${Date.now()}`;
  const list = [
    ['GET', `/api/events?q=${term}`, []],
    ['GET', `/api/events?q=${term}`, [gzip]],
    ['GET', '/api/events?pageSize=3', []],
    ['GET', '/api/events?pageSize=3', [gzip]],
    ['GET', '/api/events?pageSize=3', ['If-None-Match: {etag}']],
    ['GET', '/api/bands?page=400&pageSize=7', [gzip]],
    ['GET', '/api/site/contact', []],
    ['GET', '/api/site/contact', [gzip]],
    ['GET', '/api/nothing-here', []],
    ['GET', '/api/events?pageSize=abc', []],
    ['GET', '/api/admin/events', []],
    ['GET', '/api/openapi.json', []],
    ['GET', '/', [gzip]],
    ['GET', '/robots.txt', []],
  ];
  if (cookies.member) {
    const member = `Cookie: ${cookies.member}`;
    list.push(
      ['GET', '/api/members/me', [member]],
      ['GET', '/api/events?pageSize=2', [member]],
      ['GET', '/api/events?pageSize=2', [member, gzip]],
      ['GET', '/api/admin/events', [member]],
      ['PUT', `/api/likes/events/${event}`, [member, `Origin: ${origin}`]],
      ['DELETE', `/api/likes/events/${event}`, [member, `Origin: ${origin}`]],
      ['PUT', `/api/likes/events/${event}`, [member]],
    );
  }
  if (cookies.admin) list.push(['GET', `/api/admin/events?q=${term}`, [`Cookie: ${cookies.admin}`, gzip]]);
  return list;
}

async function answersOf(main, port, seeded) {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, ...serverEnv(port), ...MALLOC_ENV, DATABASE_URL: dbUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  while (
    !(await fetch(`http://127.0.0.1:${port}/api/site/contact`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((resolve) => setTimeout(resolve, 100));
  const answers = [];
  let etag = '';
  for (const [method, path, headers] of requests(seeded, port)) {
    const lines = headers.map((h) => h.replace('{etag}', etag));
    const raw = await ask(
      port,
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${lines.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`,
    );
    const answer = comparable(raw);
    etag = /^etag: (.*)$/im.exec(answer.head)?.[1] ?? etag;
    answers.push({
      request: `${method} ${path} ${headers.join(' | ').replace(/Cookie: \S+/, 'Cookie')}`,
      ...answer,
    });
  }
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return answers;
}

const seeded = await sessions();
const [a, b] = [await answersOf(mains[0], low, seeded), await answersOf(mains[1], low, seeded)];
let differ = 0;
for (let i = 0; i < a.length; i++) {
  if (a[i].head === b[i].head && a[i].body.equals(b[i].body)) continue;
  differ++;
  console.log(`DIFFERS: ${a[i].request}\n--- a\n${a[i].head}\n--- b\n${b[i].head}\n`);
}
console.log(`${a.length} requests, ${differ} differ`);
process.exit(differ ? 1 : 0);
