#!/bin/bash
# RSS of the built server (`npm run build`) at three stages: when it answers, after 3 s of 20 connections on each of
# the six public lists (kept answers), and after 3 s of never-seen searches on five of them (docs/performance.md,
# Memory). On PostgreSQL with DATABASE_URL (demo data seeded if empty); else on a copy of SOURCE_DATA_DIR, a PGlite
# DATA_DIR already made (e.g. one `cpu-per-request.mjs ''` left in /tmp/fete-cpu-*). Extra arguments are node's flags;
# the server runs with scripts/malloc-env.mjs's settings, or MALLOC_SETTINGS's instead; NAME=value pairs in SERVER_ENV
# go into its environment after them.
#
#   DATABASE_URL=postgres://…/bench bash bench/load/rss-stages.sh 3447 with
#   DATABASE_URL=postgres://…/bench MALLOC_SETTINGS=MALLOC_ARENA_MAX=2 bash bench/load/rss-stages.sh 3448 without
set -euo pipefail
port=$1
label=$2
shift 2
data=$(mktemp -d /tmp/fete-rss-XXXXXX)
[ -z "${DATABASE_URL:-}" ] && cp -r "${SOURCE_DATA_DIR:?SOURCE_DATA_DIR or DATABASE_URL}/." "$data/"
malloc=${MALLOC_SETTINGS-$(node -e "import('./scripts/malloc-env.mjs').then(m=>console.log(Object.entries(m.MALLOC_ENV).map(([k,v])=>k+'='+v).join(' ')))")}
# shellcheck disable=SC2086
env NODE_ENV=production PORT="$port" HOST=127.0.0.1 PUBLIC_URL="http://127.0.0.1:$port" \
  AUTH_SECRET=bench-secret-bench-secret-bench-secret-0123 MAIL=outbox DEMO_DATA=auto LOG_LEVEL=warn \
  DATA_DIR="$data" $malloc ${SERVER_ENV:-} node "$@" dist/server/main.js > "$data.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$data" "$data.log"' EXIT
for _ in $(seq 600); do curl -sf -o /dev/null "http://127.0.0.1:$port/api/events" && break; sleep 0.5; done
rss() { echo "$label, $1: $(awk '/VmRSS/ {print int($2 / 1024)}' /proc/$pid/status) MiB"; }
rss 'answering'
for list in events destinations bands restaurants providers products; do
  node_modules/.bin/autocannon -c 20 -d 3 "http://127.0.0.1:$port/api/$list" > /dev/null 2>&1
done
rss 'after the warm lists'
node -e "
const autocannon = require('autocannon');
let n = 0;
(async () => {
  for (const list of ['events', 'bands', 'restaurants', 'providers', 'products'])
    await autocannon({ url: 'http://127.0.0.1:$port', connections: 20, duration: 3,
      requests: [{ setupRequest: (r) => ({ ...r, path: '/api/' + list + '?q=zq' + n++ }) }] });
})();"
rss 'after the never-seen searches'
echo "load average $(cut -d' ' -f1 /proc/loadavg)"
