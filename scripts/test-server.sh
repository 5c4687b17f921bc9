#!/usr/bin/env bash
# API tests: always on the embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
set -euo pipefail
echo "API tests on embedded PGlite"
env -u TEST_DATABASE_URL npx vitest run --project 'server*'
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run --project 'server*'
fi
