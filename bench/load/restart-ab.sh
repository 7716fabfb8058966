#!/bin/bash
# A restart of each build, side by side, taking turns: each build restarted on a copy of a prepared database,
# timed from its launch until /healthz, /api/events and / have all answered 200 (as bench/load/startup.ts times
# it); prints the ms, the server's CPU seconds (/proc) and its RSS then, its CPU seconds when each of the three had
# answered, and the load average.
# - PGlite: SOURCE_DATA_DIR, a DATA_DIR made by a first start, copied for each restart.
# - PostgreSQL: SOURCE_DATABASE_URL, a database made by a first start; each restart gets a copy of it
#   (CREATE DATABASE … TEMPLATE, dropped after) and a DATA_DIR of its own.
# A build is label=bundle (a path under the checkout: it serves the checkout's dist/web and dist/ssr) or
# label=folder (a folder holding a whole build in dist/, e.g. main's dist copied to .data-before/dist: the server
# runs there, with that build's web app and renderer). Node options may follow after commas
# (`flag=dist/server/main.js,--some-v8-flag`, `prof=.data-before,--cpu-prof,--cpu-prof-dir=/tmp/p`).
# Port: RESTART_PORT (3448).
# Usage: SOURCE_DATA_DIR=<dir> | SOURCE_DATABASE_URL=<url> restart-ab.sh <rounds> label=build[,node option...]...
rounds=$1
shift
port=${RESTART_PORT:-3448}
tmp=$(mktemp -d)
copy=$tmp/data
here=$(pwd)
psql_on() { psql -qAtX "$1" -c "$2" >/dev/null; }
for r in $(seq 1 $rounds); do
  for spec in "$@"; do
    label=${spec%%=*}; IFS=, read -r -a run <<<"${spec#*=}"
    build=${run[0]}
    if [ -d "$build" ]; then dir=$(cd "$build" && pwd); bundle=dist/server/main.js; else dir=$here; bundle=$build; fi
    rm -rf "$copy"
    if [ -n "$SOURCE_DATABASE_URL" ]; then
      mkdir -p "$copy"
      name=restart_ab_$$
      psql_on "$SOURCE_DATABASE_URL" "drop database if exists $name"
      psql_on "$SOURCE_DATABASE_URL" "create database $name template ${SOURCE_DATABASE_URL##*/}"
      database=(DATABASE_URL="${SOURCE_DATABASE_URL%/*}/$name")
    else
      cp -r "$SOURCE_DATA_DIR" "$copy"
      database=()
    fi
    t0=$(date +%s%N)
    (cd "$dir" && exec env NODE_ENV=production PORT=$port HOST=127.0.0.1 PUBLIC_URL=http://127.0.0.1:$port AUTH_SECRET=bench-secret-bench-secret-bench-secret-0123 MAIL=outbox DEMO_DATA=auto LOG_LEVEL=warn DATA_DIR="$copy" "${database[@]}" MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072 MALLOC_MMAP_THRESHOLD_=131072 node --enable-source-maps "${run[@]:1}" "$bundle" > /dev/null 2>&1) &
    pid=$!
    steps=''
    for path in /healthz /api/events /; do
      until curl -sf -o /dev/null http://127.0.0.1:$port$path; do
        kill -0 $pid 2>/dev/null || { echo "$label: the server exited"; exit 1; }
        sleep 0.025
      done
      steps+=" $path $(awk '{printf "%.2f", ($14 + $15) / 100}' /proc/$pid/stat)"
    done
    t1=$(date +%s%N)
    read -r ut st <<<"$(awk '{print $14, $15}' /proc/$pid/stat)"
    rss=$(awk '/VmRSS/{print int($2/1024)}' /proc/$pid/status)
    echo "$label round $r: $(( (t1-t0)/1000000 )) ms, CPU $(echo "scale=2; ($ut+$st)/100" | bc) s, RSS $rss MiB (CPU s at each answer:$steps), load $(cut -d' ' -f1 /proc/loadavg)"
    kill $pid; wait $pid 2>/dev/null
    [ -n "$SOURCE_DATABASE_URL" ] && psql_on "$SOURCE_DATABASE_URL" "drop database $name"
  done
done
rm -rf "$tmp"
