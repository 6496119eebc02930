#!/usr/bin/env bash
# Runs each argument as a shell command at the same time, then prints each one's output in the
# order given, and fails when any of them failed. `npm test` runs the type check, lint, format
# check and build this way: each of them keeps one core busy, and on two cores one after the other
# they took twice as long.
set -uo pipefail
if [ "${!#}" = --help ]; then
  printf 'Runs at once, then prints the output of each:\n'
  printf '  %s\n' "${@:1:$#-1}"
  exit 0
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pids=()
index=0
for command in "$@"; do
  bash -c "$command" > "$dir/$index.log" 2>&1 &
  pids+=("$!")
  index=$((index + 1))
done
status=0
index=0
for command in "$@"; do
  wait "${pids[$index]}"
  code=$?
  echo "> $command (exit $code)"
  cat "$dir/$index.log"
  [ "$code" -ne 0 ] && status=$code
  index=$((index + 1))
done
exit "$status"
