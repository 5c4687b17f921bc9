#!/usr/bin/env bash
# The typecheck and lint side by side: each keeps one core busy, and both print only what they find.
set -uo pipefail
npm run typecheck &
typecheck=$!
npm run lint
lint_status=$?
wait "$typecheck"
typecheck_status=$?
[ "$lint_status" -eq 0 ] && [ "$typecheck_status" -eq 0 ]
