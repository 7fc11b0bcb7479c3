#!/usr/bin/env bash
# `npm test`: every suite (docs/testing.md). The checks that need no build (lint, typecheck,
# unit and API tests, deploy manifests) run beside the build and, as soon as the build is
# done, the end-to-end suite against it: two cores are idle much of the time when the suites
# run one after another (the browser suite waits on pages, the API suite on databases).
# Each job's output is printed whole when it ends, not interleaved.
# TEST_MACHINE_DATE (set by .ci/run) runs the unit and API suites under libfaketime at that
# date: the tests read the pinned clock (tests/helpers/test-clock.ts), never the machine's.
set -euo pipefail
cd "$(dirname "$0")/../.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
names=()
pids=()
run() {
  local name="$1"
  shift
  "$@" >"$logs/$name" 2>&1 &
  names+=("$name")
  pids+=("$!")
}

unit=(npm run test:unit)
[ -z "${TEST_MACHINE_DATE:-}" ] || unit=(faketime "$TEST_MACHINE_DATE" "${unit[@]}")

started=$SECONDS
run lint npm run lint
run typecheck npm run typecheck
run unit "${unit[@]}"
run deploy npm run test:deploy
run build-and-e2e bash -c 'npm run build && npm run test:e2e'

failed=()
for i in "${!pids[@]}"; do
  status=passed
  wait "${pids[$i]}" || { status=FAILED; failed+=("${names[$i]}"); }
  echo "=== ${names[$i]} ($status, $((SECONDS - started)) s since start)"
  cat "$logs/${names[$i]}"
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "npm test: failed: ${failed[*]}" >&2
  exit 1
fi
