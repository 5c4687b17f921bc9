#!/usr/bin/env bash
# `npm test`: every stage in turn, stopping at the first that fails, then how long each took, so a
# run that creeps past the 15 minutes the guide allows says which stage grew.
set -uo pipefail
stages=(check test:app test:server build test:e2e test:fullstack)
timings=()
status=0
for stage in "${stages[@]}"; do
  started=$SECONDS
  npm run "$stage"
  status=$?
  timings+=("$(printf '%-16s %4d s' "$stage" $((SECONDS - started)))")
  [ "$status" -eq 0 ] || break
done
echo
echo "npm test, time per stage:"
printf '  %s\n' "${timings[@]}"
printf '  %-16s %4d s\n' total "$SECONDS"
exit "$status"
