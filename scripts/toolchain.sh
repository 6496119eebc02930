#!/usr/bin/env bash
# Puts Node 22+ and pnpm 12 on PATH, installing them into .tools/ from the npm registry when the
# machine lacks them, then runs the given command. Idempotent: a second run installs nothing.
# Used by `npm start`, `npm test` and .ci/run so that a fresh machine with only Node 20 and npm works.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools"
node_wanted=22
pnpm_wanted=12

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$tools/node_modules/.bin/node" ]; then
  export PATH="$tools/node_modules/.bin:$PATH"
fi
if [ "$(node_major node)" -lt "$node_wanted" ] || ! command -v pnpm >/dev/null || [ "$(pnpm -v | cut -d. -f1)" != "$pnpm_wanted" ]; then
  need=()
  [ "$(node_major node)" -lt "$node_wanted" ] && need+=("node@$node_wanted")
  { ! command -v pnpm >/dev/null || [ "$(pnpm -v 2>/dev/null | cut -d. -f1)" != "$pnpm_wanted" ]; } && need+=("pnpm@$pnpm_wanted")
  echo "toolchain: installing ${need[*]} into .tools/" >&2
  mkdir -p "$tools"
  [ -f "$tools/package.json" ] || echo '{"private":true}' > "$tools/package.json"
  npm install --prefix "$tools" --no-audit --no-fund --loglevel=error "${need[@]}" >&2
  export PATH="$tools/node_modules/.bin:$PATH"
fi

# Install dependencies when node_modules is missing or older than the lockfile.
if [ ! -d "$root/node_modules/.pnpm" ] || [ "$root/pnpm-lock.yaml" -nt "$root/node_modules/.pnpm/lock.yaml" ]; then
  (cd "$root" && pnpm install --frozen-lockfile >&2)
fi

exec "$@"
