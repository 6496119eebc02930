#!/usr/bin/env bash
# What the tests need from the system, installed from Debian when missing: Chromium and its
# Liberation fonts (stories and end-to-end flows), dovecot (IMAP fetching), spamd (the Email
# Auditor's content score) and a PostgreSQL server that answers (every storage test runs on it and
# on PGlite).
# `npm test` and .ci/run call it first. As root with apt-get it installs and starts what is
# missing; otherwise it stops at once with one line naming what is missing and the command that
# installs it. TEST_POSTGRES_URL=off runs the tests on PGlite alone and needs no PostgreSQL.
set -uo pipefail

postgres_url="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"

postgres_answers() {
  [ "$postgres_url" = off ] && return 0
  command -v pg_isready >/dev/null || return 1
  pg_isready -q -t 3 -d "$postgres_url"
}

missing_packages() {
  local packages=()
  [ -x /usr/bin/chromium ] || packages+=(chromium)
  # chromium's recommended fonts: the story baselines and mail previews are drawn with them
  [ -d /usr/share/fonts/truetype/liberation ] || packages+=(fonts-liberation)
  [ -x /usr/sbin/dovecot ] || packages+=(dovecot-imapd)
  [ -x /usr/sbin/spamd ] || packages+=(spamd)
  if [ "$postgres_url" != off ] && ! command -v pg_ctlcluster >/dev/null; then
    packages+=(postgresql)
  fi
  echo "${packages[@]}"
}

can_install() {
  [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null
}

# Starts Debian's clusters that are down (pg_ctlcluster, as the machine's own start does).
start_postgres() {
  command -v pg_lsclusters >/dev/null || return 1
  pg_lsclusters --no-header | while read -r version cluster _port status _rest; do
    [ "$status" = online ] || pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start
  done
  for _ in $(seq 1 30); do
    postgres_answers && return 0
    sleep 1
  done
  return 1
}

packages=$(missing_packages)
if [ -n "$packages" ]; then
  if ! can_install; then
    echo "system: the tests need Debian's $packages; install them with: sudo apt-get install -y --no-install-recommends $packages" >&2
    exit 1
  fi
  echo "system: installing Debian's $packages" >&2
  export DEBIAN_FRONTEND=noninteractive
  # Without recommends: spamd's recommends compile the rules into C at install (minutes).
  # shellcheck disable=SC2086
  if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends $packages >/dev/null; }; then
    echo "system: apt-get could not install $packages" >&2
    exit 1
  fi
fi

if ! postgres_answers; then
  if ! can_install || ! start_postgres; then
    echo "system: PostgreSQL does not answer at $postgres_url; start it (sudo pg_ctlcluster $(ls /etc/postgresql 2>/dev/null | tail -n 1) main start), point TEST_POSTGRES_URL at one, or set TEST_POSTGRES_URL=off to test on PGlite alone" >&2
    exit 1
  fi
  echo "system: started PostgreSQL" >&2
fi
