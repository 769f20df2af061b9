#!/usr/bin/env bash
# Runs every test of the project: Go (on SQLite and PostgreSQL), the front end's
# type-check, lint and unit tests, and the browser journeys in a real Chromium
# against the real server on SQLite and on PostgreSQL. Ends with each runner's
# summary and one line totalling them: "N passed, M failed".
#
# PostgreSQL: TEST_DATABASE_URL when set; else a throwaway cluster started with
# the machine's PostgreSQL binaries; else those tests are skipped, visibly.
# Chromium: CHROMIUM_PATH, or `chromium` on PATH; installed with apt-get when
# running as root where apt-get exists; else the browser journeys are skipped.
# S3: versitygw built from its Go module into .cache/bin (scripts/versitygw.sh).
# HAProxy (two replicas behind a proxy): Debian's package, installed with
# apt-get when running as root; else that test is skipped.
# With CI=true (or DHONI_REQUIRE_POSTGRES=1 / DHONI_REQUIRE_BROWSER=1 /
# DHONI_REQUIRE_S3=1 / DHONI_REQUIRE_PROXY=1) a missing PostgreSQL, browser,
# S3 server or proxy fails the run instead.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
reports="$root/.reports"
rm -rf "$reports"
mkdir -p "$reports"
work=$(mktemp -d "${TMPDIR:-/tmp}/dhoni-test.XXXXXX")
chmod 755 "$work"
PNPM=(npx --yes pnpm@10.34.9)
failed_steps=()
pids=()

if [ "${CI:-}" = "true" ]; then
  export DHONI_REQUIRE_POSTGRES=1 DHONI_REQUIRE_BROWSER=1 DHONI_REQUIRE_S3=1 DHONI_REQUIRE_PROXY=1
fi

say() { printf '\n==> %s\n' "$*"; }
step_failed() { failed_steps+=("$1"); printf '!!! %s failed\n' "$1"; }

pg_bin=""
pg_data=""
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; done
  if [ -n "$pg_data" ]; then
    as_pg "$pg_bin/pg_ctl" -D "$pg_data" -m immediate stop >/dev/null 2>&1
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# as_pg runs a PostgreSQL binary as the postgres user when we are root
# (initdb refuses to run as root).
as_pg() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  local port
  for port in $(seq "$1" $(( $1 + 200 ))); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return 0
    fi
  done
  return 1
}

# --- dependencies ---------------------------------------------------------
say "Installing front-end dependencies"
"${PNPM[@]}" install --frozen-lockfile || { step_failed "pnpm install"; }

say "Looking for Chromium"
chromium_path="${CHROMIUM_PATH:-$(command -v chromium || command -v chromium-browser || true)}"
if [ -z "$chromium_path" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium with apt-get"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
    || echo "apt-get could not install chromium"
  chromium_path=$(command -v chromium || true)
fi
if [ -n "$chromium_path" ]; then
  echo "Chromium: $chromium_path"
  export CHROMIUM_PATH="$chromium_path"
elif [ "${DHONI_REQUIRE_BROWSER:-}" = 1 ]; then
  step_failed "Chromium is required here but none is installed"
else
  echo "SKIPPING browser journeys: no Chromium found (set CHROMIUM_PATH, or install Debian's chromium)"
fi

say "Building the S3 server for the object-store tests (versitygw), in the background"
# Cached in .cache/bin after the first build; waited for before the Go tests.
bash scripts/versitygw.sh >"$work/versitygw.path" 2>"$work/versitygw.log" &
versitygw_build=$!

say "Looking for HAProxy"
if ! command -v haproxy >/dev/null && [ ! -x /usr/sbin/haproxy ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's haproxy with apt-get"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null) \
    || echo "apt-get could not install haproxy"
fi
if command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ]; then
  echo "HAProxy: $(command -v haproxy || echo /usr/sbin/haproxy)"
elif [ "${DHONI_REQUIRE_PROXY:-}" = 1 ]; then
  step_failed "HAProxy is required here but not installed"
else
  echo "SKIPPING the two-replica test: no HAProxy (apt-get install haproxy)"
fi

say "Looking for PostgreSQL"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "PostgreSQL: TEST_DATABASE_URL is set"
else
  initdb_path=$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1)
  [ -z "$initdb_path" ] && initdb_path=$(command -v initdb || true)
  if [ -n "$initdb_path" ]; then
    pg_bin=$(dirname "$initdb_path")
    pg_data="$work/pg"
    mkdir -p "$pg_data"
    [ "$(id -u)" = 0 ] && chown postgres "$pg_data"
    if as_pg "$pg_bin/initdb" -D "$pg_data" -U postgres --auth=trust -E UTF8 >"$work/initdb.log" 2>&1; then
      # A port can be taken between the check and the bind: try a few.
      for attempt in 1 2 3 4 5; do
        port=$(free_port $(( 55432 + RANDOM % 2000 )))
        echo "Starting a throwaway PostgreSQL cluster ($pg_bin) on 127.0.0.1:$port"
        if as_pg "$pg_bin/pg_ctl" -D "$pg_data" -l "$pg_data/server.log" -w -o \
          "-p $port -k $pg_data -c listen_addresses=127.0.0.1 -c max_connections=400 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
          start >/dev/null; then
          export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable"
          break
        fi
        tail -n 3 "$pg_data/server.log" 2>/dev/null
      done
    else
      cat "$work/initdb.log" | tail -n 20
    fi
    if [ -z "${TEST_DATABASE_URL:-}" ]; then
      pg_data=""
      step_failed "starting a throwaway PostgreSQL"
    fi
  fi
  if [ -z "${TEST_DATABASE_URL:-}" ]; then
    if [ "${DHONI_REQUIRE_POSTGRES:-}" = 1 ]; then
      step_failed "PostgreSQL is required here but none was found"
    else
      echo "SKIPPING PostgreSQL tests: no TEST_DATABASE_URL and no PostgreSQL binaries found"
    fi
  fi
fi

# --- build ----------------------------------------------------------------
say "Building the web app and the server"
"${PNPM[@]}" -C frontend build || step_failed "web build"
# The standalone demo (frontend/dist-demo), for its browser journey; the unit
# tests then check that none of it is in the build above.
node scripts/build-demo.mjs || step_failed "demo build"
go build -tags nomsgpack -o backend/bin/dhoni ./backend/cmd/dhoni || step_failed "server build"
go build -o backend/bin/fakebank ./backend/cmd/fakebank || step_failed "fake bank build"

# --- Go -------------------------------------------------------------------
if wait "$versitygw_build"; then
  export DHONI_VERSITYGW=$(cat "$work/versitygw.path")
  echo "versitygw: $DHONI_VERSITYGW"
elif [ "${DHONI_REQUIRE_S3:-}" = 1 ]; then
  tail -n 20 "$work/versitygw.log"
  step_failed "building versitygw"
else
  echo "SKIPPING S3 tests: versitygw could not be built"
fi
say "Go tests (SQLite and PostgreSQL)"
go vet ./backend/... || step_failed "go vet"
go tool gotestsum --format testname --jsonfile "$reports/go.json" -- -count=1 ./backend/... || step_failed "Go tests"

# --- front end ------------------------------------------------------------
say "Front end: type-check, lint, unit tests"
"${PNPM[@]}" -C frontend typecheck || step_failed "type-check"
"${PNPM[@]}" -C frontend lint || step_failed "lint"
"${PNPM[@]}" -C frontend exec vitest run --reporter=default --reporter=json --outputFile="$reports/vitest.json" \
  || step_failed "Vitest"

# --- browser journeys -------------------------------------------------------
# start_server NAME [DATABASE_URL]: the real binary on a free port; sets
# server_url. (Not run in $(...): the pid must reach the cleanup list.)
server_url=""
# healthy URL: waits up to 20 s for URL/api/health to answer 200.
healthy() {
  for _ in $(seq 1 100); do
    curl -fsS "$1/api/health" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  return 1
}
start_server() {
  local name=$1 db_url=${2:-} port data
  server_url=""
  port=$(free_port 18080)
  data="$work/e2e-$name"
  mkdir -p "$data"
  DHONI_HTTP_ADDR="127.0.0.1:$port" DHONI_DATA_DIR="$data" DHONI_DATABASE_URL="$db_url" \
    DHONI_ADMIN_PASSWORD="e2e-admin-password" DHONI_TELEGRAM_API_URL="http://127.0.0.1:1" \
    DHONI_LIMIT_ORDERS_CLIENT=1000/1h DHONI_LIMIT_ORDERS_PHONE=1000/1h DHONI_LIMIT_UPLOADS=1000/1h DHONI_LIMIT_UPLOAD_MB=100000/1h DHONI_LIMIT_TAILORING=1000/1h DHONI_LIMIT_TRACKING=1000/1h \
    backend/bin/dhoni serve >"$reports/server-$name.log" 2>&1 &
  pids+=($!)
  if healthy "http://127.0.0.1:$port"; then
    server_url="http://127.0.0.1:$port"
    return 0
  fi
  echo "the $name server did not start; its log:" >&2
  tail -n 20 "$reports/server-$name.log" >&2
  return 1
}

# start_replicas: versitygw, two servers on one new PostgreSQL database and one
# bucket, and HAProxy sharing requests between them; sets server_url.
start_replicas() {
  local s3_port proxy_port db base query db_url i port
  server_url=""
  s3_port=$(free_port 19600) || return 1
  mkdir -p "$work/replicas-s3"
  "$DHONI_VERSITYGW" --access e2e-access --secret e2e-secret-key --port "127.0.0.1:$s3_port" --quiet \
    posix "$work/replicas-s3" >"$reports/versitygw.log" 2>&1 &
  pids+=($!)
  db="dhoni_replicas_$$"
  "$psql_path" "$TEST_DATABASE_URL" -qc "CREATE DATABASE $db" >/dev/null || return 1
  base=${TEST_DATABASE_URL%%\?*}
  query=""; [ "$base" != "$TEST_DATABASE_URL" ] && query="?${TEST_DATABASE_URL#*\?}"
  db_url="${base%/*}/$db$query"
  local backends=""
  for i in 1 2; do
    port=$(free_port $(( 18600 + i * 10 ))) || return 1
    mkdir -p "$work/replica-$i"
    DHONI_HTTP_ADDR="127.0.0.1:$port" DHONI_DATA_DIR="$work/replica-$i" DHONI_DATABASE_URL="$db_url" \
      DHONI_BLOB_URL="s3://dhoni-e2e?endpoint=http://127.0.0.1:$s3_port&region=us-east-1" \
      DHONI_S3_ACCESS_KEY=e2e-access DHONI_S3_SECRET_KEY=e2e-secret-key DHONI_TRUSTED_PROXIES=127.0.0.1 \
      DHONI_LIMIT_ORDERS_CLIENT=1000/1h DHONI_LIMIT_ORDERS_PHONE=1000/1h DHONI_LIMIT_UPLOADS=1000/1h DHONI_LIMIT_UPLOAD_MB=100000/1h DHONI_LIMIT_TAILORING=1000/1h DHONI_LIMIT_TRACKING=1000/1h \
      DHONI_ADMIN_PASSWORD="e2e-admin-password" DHONI_TELEGRAM_API_URL="http://127.0.0.1:1" \
      backend/bin/dhoni serve >"$reports/server-replica-$i.log" 2>&1 &
    pids+=($!)
    # The first fills the sample shop before the second starts.
    healthy "http://127.0.0.1:$port" || return 1
    backends+="  server r$i 127.0.0.1:$port check inter 500ms"$'\n'
  done
  proxy_port=$(free_port 18690) || return 1
  sed -e "s/^  bind BIND$/  bind 127.0.0.1:$proxy_port/" -e "/^SERVERS$/d" scripts/haproxy-replicas.cfg >"$work/haproxy.cfg"
  printf '%s' "$backends" >>"$work/haproxy.cfg"
  haproxy -db -f "$work/haproxy.cfg" >"$reports/haproxy.log" 2>&1 &
  pids+=($!)
  if healthy "http://127.0.0.1:$proxy_port"; then
    server_url="http://127.0.0.1:$proxy_port"
    return 0
  fi
  echo "the replicas behind HAProxy did not answer; logs in .reports/" >&2
  return 1
}

if [ -n "${CHROMIUM_PATH:-}" ] && [ -x backend/bin/dhoni ]; then
  say "Browser journeys in Chromium"
  # The fake Bank of Maldives Connect for the online payment journey: every
  # server below asks it (DHONI_BML_URL); no webhooks, the return re-reads.
  if [ -x backend/bin/fakebank ]; then
    bank_port=$(free_port 18170)
    backend/bin/fakebank -addr "127.0.0.1:$bank_port" -app-id demo-app -api-key demo-key -webhook "" \
      >"$reports/fakebank.log" 2>&1 &
    pids+=($!)
    for _ in $(seq 1 50); do
      if curl -s -o /dev/null "http://127.0.0.1:$bank_port/public/transactions"; then
        export DHONI_BML_URL="http://127.0.0.1:$bank_port/public" E2E_FAKEBANK=1
        break
      fi
      sleep 0.2
    done
    [ "${E2E_FAKEBANK:-}" = 1 ] || step_failed "fake bank"
  fi
  if start_server sqlite; then export E2E_SQLITE_URL=$server_url; else step_failed "e2e server (SQLite)"; fi
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    e2e_db="dhoni_e2e_$$"
    psql_path=$( { [ -n "$pg_bin" ] && echo "$pg_bin/psql"; } || command -v psql || true)
    if [ -n "$psql_path" ] && "$psql_path" "$TEST_DATABASE_URL" -qc "CREATE DATABASE $e2e_db" >/dev/null; then
      base=${TEST_DATABASE_URL%%\?*}
      query=""; [ "$base" != "$TEST_DATABASE_URL" ] && query="?${TEST_DATABASE_URL#*\?}"
      if start_server postgres "${base%/*}/$e2e_db$query"; then export E2E_POSTGRES_URL=$server_url; else step_failed "e2e server (PostgreSQL)"; fi
    else
      step_failed "creating the e2e PostgreSQL database"
    fi
  fi
  if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${DHONI_VERSITYGW:-}" ] && command -v haproxy >/dev/null; then
    if start_replicas; then export E2E_REPLICAS_URL=$server_url; else step_failed "e2e replicas behind HAProxy"; fi
  elif [ "${CI:-}" = "true" ]; then
    step_failed "the checkout journey through two replicas needs PostgreSQL, versitygw and HAProxy"
  else
    echo "SKIPPING the checkout journey through two replicas: it needs PostgreSQL, versitygw and HAProxy"
  fi
  if [ -n "${E2E_SQLITE_URL:-}" ]; then
    export EXPECT_PLAYWRIGHT=1
    if [ -n "${E2E_POSTGRES_URL:-}" ]; then
      # Two runs side by side, each one journey at a time against its own
      # server: the SQLite project, and the PostgreSQL ones (with the
      # replicas). Each writes its own report; the summary adds them up.
      e2e_pids=()
      E2E_REPORT="$reports/playwright-sqlite.json" E2E_OUTPUT_DIR=test-results/sqlite \
        "${PNPM[@]}" -C frontend exec playwright test --project sqlite >"$reports/playwright-sqlite.log" 2>&1 &
      e2e_pids+=($!)
      postgres_projects=(--project postgres)
      [ -n "${E2E_REPLICAS_URL:-}" ] && postgres_projects+=(--project replicas)
      E2E_REPORT="$reports/playwright-postgres.json" E2E_OUTPUT_DIR=test-results/postgres \
        "${PNPM[@]}" -C frontend exec playwright test "${postgres_projects[@]}" >"$reports/playwright-postgres.log" 2>&1 &
      e2e_pids+=($!)
      for i in 0 1; do
        wait "${e2e_pids[$i]}" || step_failed "browser journeys ($([ $i = 0 ] && echo SQLite || echo PostgreSQL))"
      done
      for name in sqlite postgres; do
        say "Browser journeys: $name"
        cat "$reports/playwright-$name.log"
      done
    else
      E2E_REPORT="$reports/playwright-sqlite.json" "${PNPM[@]}" -C frontend exec playwright test || step_failed "browser journeys"
    fi
  fi
fi

# --- summary ----------------------------------------------------------------
say "Summary"
for s in "${failed_steps[@]}"; do echo "failed step: $s"; done
node scripts/test-summary.mjs "$reports"
summary_status=$?
if [ ${#failed_steps[@]} -gt 0 ] || [ $summary_status -ne 0 ]; then
  exit 1
fi
exit 0
