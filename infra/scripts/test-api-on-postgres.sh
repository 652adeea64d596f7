#!/usr/bin/env bash
# Runs the API suite (infra/test) against a real PostgreSQL 15 server instead of embedded PGlite.
# Uses $PG_TEST_URL when set; otherwise starts a throw-away server from Debian's binaries.
set -euo pipefail
cd "$(dirname "$0")/../.."
source infra/scripts/pg-test-server.sh
if [ -z "${PG_TEST_URL:-}" ]; then
  trap stop_pg_test_server EXIT
  start_pg_test_server
fi
if [ -z "${PG_TEST_URL:-}" ]; then
  echo "No PostgreSQL server available: install Debian's postgresql package to run this suite." >&2
  exit 1
fi
DATABASE_URL="$PG_TEST_URL" npx jest --selectProjects infra --testPathPatterns 'infra/test/' "$@"
