#!/usr/bin/env bash
# `npm test`: what the tests need from the system first (scripts/system.sh: it stops here, in
# seconds, when something is missing that it cannot install), then the toolchain, then the type
# check, lint, format check and build side by side, then every test project. The summary reporter
# prints the wall time from here.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export TEST_STARTED_AT="$(date +%s%3N)"
bash "$root/scripts/system.sh"
exec bash "$root/scripts/toolchain.sh" pnpm run test:all "$@"
