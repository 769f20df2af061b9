#!/usr/bin/env bash
# Load run for GET /api/products (a page of 12) on SQLite and on PostgreSQL,
# side by side with a bare net/http handler writing the same bytes, in one run.
# Needs wrk (Debian package) and, for PostgreSQL, TEST_DATABASE_URL (a server
# where it may CREATE DATABASE). Prints a Markdown table for docs/benchmarks.md.
#
#   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres bash scripts/bench-products.sh
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${DURATION:-15s}
connections=${CONNECTIONS:-32}
path='/api/products?page=1&per_page=12'
work=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 1; }
go build -o "$work/dhoni" ./backend/cmd/dhoni
go build -o "$work/benchbare" ./tools/benchbare

wait_for() { for _ in $(seq 1 100); do curl -fsS "$1" >/dev/null 2>&1 && return 0; sleep 0.1; done; echo "no answer from $1" >&2; return 1; }

start() { # name port [database url]
  DHONI_HTTP_ADDR="127.0.0.1:$2" DHONI_DATA_DIR="$work/$1" DHONI_DATABASE_URL="${3:-}" \
    DHONI_ADMIN_PASSWORD=bench DHONI_LOG_LEVEL=warn "$work/dhoni" serve >"$work/$1.log" 2>&1 &
  pids+=($!)
  wait_for "http://127.0.0.1:$2/api/health"
}

run() { # label url
  local out rps p99
  out=$(wrk -t2 -c"$connections" -d"$duration" --latency "$2")
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  printf '| %s | %s | %s |\n' "$1" "$rps" "$p99"
}

start sqlite 18980
curl -fsS "http://127.0.0.1:18980$path" >"$work/body.json"
"$work/benchbare" -addr 127.0.0.1:18990 -file "$work/body.json" &
pids+=($!)
wait_for http://127.0.0.1:18990/

echo "GET $path — $(wc -c <"$work/body.json") bytes, wrk -t2 -c$connections -d$duration, $(nproc) cores"
echo
echo '| server | requests/s | p99 latency |'
echo '|---|---|---|'
run 'bare net/http, same bytes' "http://127.0.0.1:18990$path"
run 'dhoni on SQLite' "http://127.0.0.1:18980$path"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  db="dhoni_bench_$$"
  psql "$TEST_DATABASE_URL" -qc "CREATE DATABASE $db" >/dev/null
  base=${TEST_DATABASE_URL%%\?*}
  start postgres 18985 "${base%/*}/$db?sslmode=disable"
  run 'dhoni on PostgreSQL' "http://127.0.0.1:18985$path"
  kill "${pids[-1]}" 2>/dev/null || true
  sleep 0.5
  psql "$TEST_DATABASE_URL" -qc "DROP DATABASE $db WITH (FORCE)" >/dev/null
fi
