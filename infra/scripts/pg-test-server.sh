#!/usr/bin/env bash
# Starts a throw-away PostgreSQL 15 server (Debian's binaries) on a loopback port for the API
# suite's run against a real server, and exports PG_TEST_URL. Source it, then call the functions.

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PG_TEST_DIR=${PG_TEST_DIR:-/tmp/onda-pg-test-$$}

# The first free loopback port from 54329 up (another suite may hold one already).
free_port() {
  local port=54329
  while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
  echo "$port"
}

start_pg_test_server() {
  if [ ! -x "$PG_BIN/initdb" ]; then
    echo "PostgreSQL 15 is not installed ($PG_BIN/initdb missing): the API suite runs on embedded PGlite only."
    return 0
  fi
  rm -rf "$PG_TEST_DIR" && mkdir -p "$PG_TEST_DIR"
  PG_TEST_PORT=${PG_TEST_PORT:-$(free_port)}
  local run_as=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres "$PG_TEST_DIR"
    run_as=(runuser -u postgres --)
  fi
  "${run_as[@]}" "$PG_BIN/initdb" -D "$PG_TEST_DIR/data" -U onda --auth=trust -E UTF8 >/dev/null
  if ! "${run_as[@]}" "$PG_BIN/pg_ctl" -D "$PG_TEST_DIR/data" -l "$PG_TEST_DIR/log" -w \
    -o "-p $PG_TEST_PORT -k $PG_TEST_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null; then
    cat "$PG_TEST_DIR/log" >&2
    return 1
  fi
  "${run_as[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_TEST_PORT" -U onda onda_test
  export PG_TEST_URL="postgres://onda@127.0.0.1:$PG_TEST_PORT/onda_test"
  echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') test server on $PG_TEST_URL"
}

stop_pg_test_server() {
  [ -d "$PG_TEST_DIR/data" ] || return 0
  local run_as=()
  [ "$(id -u)" = 0 ] && run_as=(runuser -u postgres --)
  "${run_as[@]}" "$PG_BIN/pg_ctl" -D "$PG_TEST_DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_TEST_DIR"
}
