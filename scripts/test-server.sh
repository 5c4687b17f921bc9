#!/usr/bin/env bash
# API tests: always on the embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
# The second pass leaves out the server-unit project (its files open no database) and the runs of the
# scheduling file under other zones: they test the Node process's zone, and every stored time is timestamptz.
set -euo pipefail
echo "API tests on embedded PGlite"
env -u TEST_DATABASE_URL npx vitest run --project 'server*'
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run --project server --project server-isolated
fi
