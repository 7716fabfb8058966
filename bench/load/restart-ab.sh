#!/bin/bash
# A restart of each build, side by side: each bundle (label=path, under the checkout) restarted on a copy of a
# prepared PGlite DATA_DIR (SOURCE_DATA_DIR, made by a first start), taking turns; prints the ms to the first 200 of
# /api/events, the server's CPU seconds (/proc) and its RSS then, with the load average. Port: RESTART_PORT (3448).
# A build may carry node options after commas (`flag=dist/server/main.js,--some-v8-flag`): one bundle with and
# without a flag.
# Usage: SOURCE_DATA_DIR=<dir> restart-ab.sh <rounds> label=bundle[,node option...]...
rounds=$1
shift
port=${RESTART_PORT:-3448}
copy=$(mktemp -d)/data
for r in $(seq 1 $rounds); do
  for spec in "$@"; do
    label=${spec%%=*}; IFS=, read -r -a run <<<"${spec#*=}"
    rm -rf "$copy" && cp -r "$SOURCE_DATA_DIR" "$copy"
    t0=$(date +%s%N)
    env NODE_ENV=production PORT=$port HOST=127.0.0.1 PUBLIC_URL=http://127.0.0.1:$port AUTH_SECRET=bench-secret-bench-secret-bench-secret-0123 MAIL=outbox DEMO_DATA=auto LOG_LEVEL=warn DATA_DIR="$copy" MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072 MALLOC_MMAP_THRESHOLD_=131072 node --enable-source-maps "${run[@]:1}" "${run[0]}" > /dev/null 2>&1 &
    pid=$!
    until curl -sf -o /dev/null http://127.0.0.1:$port/api/events; do
      kill -0 $pid 2>/dev/null || { echo "$label: the server exited"; exit 1; }
      sleep 0.05
    done
    t1=$(date +%s%N)
    read -r ut st <<<"$(awk '{print $14, $15}' /proc/$pid/stat)"
    rss=$(awk '/VmRSS/{print int($2/1024)}' /proc/$pid/status)
    echo "$label round $r: $(( (t1-t0)/1000000 )) ms, CPU $(echo "scale=2; ($ut+$st)/100" | bc) s, RSS $rss MiB, load $(cut -d' ' -f1 /proc/loadavg)"
    kill $pid; wait $pid 2>/dev/null
  done
done
rm -rf "$(dirname "$copy")"
