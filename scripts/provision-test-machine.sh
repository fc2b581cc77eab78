#!/usr/bin/env bash
# What `npm test` needs besides node_modules, provided when missing so that `npm install && npm test`
# is all the set-up on a fresh Debian machine:
#   - a PostgreSQL server for the integration tests: TEST_DATABASE_URL when set (used as it is), else
#     127.0.0.1:5432 with a database `test` the `postgres` user may use without a password; when nothing
#     answers there it is started, or installed from Debian's packages and started;
#   - Chromium for the end-to-end tests: CHROMIUM_PATH, else /usr/bin/chromium, installed from Debian's
#     packages when missing (Playwright never downloads a browser of its own).
# Installing needs root or password-less sudo and apt-get. Where that is not possible it says what is
# missing and exits non-zero; `npm test` then counts the layers that need it as failed, never as skipped.
# Prints one line per prerequisite and writes `postgres=ok|missing chromium=ok|missing` to $1 when given.
set -uo pipefail
export DEBIAN_FRONTEND=noninteractive
exec </dev/null

status_file="${1:-}"
default_url='postgres://postgres@127.0.0.1:5432/test'
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"

can_install() {
  command -v apt-get >/dev/null || return 1
  [ "$(id -u)" -eq 0 ] || sudo -n true 2>/dev/null
}
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo -n "$@"; fi; }

apt_updated=no
apt_install() {
  can_install || { echo "  cannot install $* here (needs apt-get and root or password-less sudo)"; return 1; }
  if [ "$apt_updated" = no ]; then
    as_root apt-get update -qq >/dev/null || { echo "  apt-get update failed"; return 1; }
    apt_updated=yes
  fi
  as_root apt-get install -y -qq "$@" >/dev/null || { echo "  apt-get install $* failed"; return 1; }
}

postgres_answers() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }
psql_tcp() { psql -h 127.0.0.1 -p 5432 -U postgres -w -X -q "$@"; }
cluster_version() { ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1; }

provide_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ] && [ "$TEST_DATABASE_URL" != "$default_url" ]; then
    echo "PostgreSQL: using TEST_DATABASE_URL as it is"
    return 0
  fi
  if ! postgres_answers; then
    if [ -z "$(cluster_version)" ]; then
      echo "PostgreSQL: not installed, installing Debian's postgresql"
      apt_install postgresql || return 1
    fi
    # The package may have started its cluster already; there is no systemd to ask.
    if ! postgres_answers; then
      echo "PostgreSQL: starting cluster $(cluster_version)/main"
      as_root pg_ctlcluster --skip-systemctl-redirect "$(cluster_version)" main start || return 1
    fi
    for _ in $(seq 1 30); do postgres_answers && break; sleep 1; done
    postgres_answers || { echo "PostgreSQL: does not answer on 127.0.0.1:5432"; return 1; }
  fi
  command -v psql >/dev/null || apt_install postgresql-client || return 1
  if ! psql_tcp -d postgres -c 'SELECT 1' >/dev/null 2>&1; then
    # The tests connect as postgres over TCP without a password: trust local TCP connections only.
    local hba="/etc/postgresql/$(cluster_version)/main/pg_hba.conf"
    [ -f "$hba" ] || { echo "PostgreSQL: cannot connect as postgres on 127.0.0.1 without a password"; return 1; }
    echo "PostgreSQL: allowing trust authentication for local TCP connections"
    as_root sed -i -E 's/^(host\s+all\s+all\s+(127\.0\.0\.1\/32|::1\/128)\s+)\S+/\1trust/' "$hba" || return 1
    as_root pg_ctlcluster --skip-systemctl-redirect "$(cluster_version)" main reload || return 1
    sleep 1
    psql_tcp -d postgres -c 'SELECT 1' >/dev/null || { echo "PostgreSQL: still refuses postgres without a password"; return 1; }
  fi
  if [ "$(psql_tcp -d postgres -Atc "SELECT 1 FROM pg_database WHERE datname = 'test'")" != 1 ]; then
    echo "PostgreSQL: creating database test"
    psql_tcp -d postgres -c 'CREATE DATABASE test' || return 1
  fi
  # The restore drill (D1) uses PostgreSQL's own dump and restore tools.
  command -v pg_dump >/dev/null && command -v pg_restore >/dev/null || apt_install postgresql-client || return 1
  echo "PostgreSQL: $(psql_tcp -d test -Atc 'SHOW server_version') on 127.0.0.1:5432"
}

provide_chromium() {
  if [ ! -x "$chromium" ]; then
    if [ -n "${CHROMIUM_PATH:-}" ]; then
      echo "Chromium: CHROMIUM_PATH=$chromium is not an executable"
      return 1
    fi
    echo "Chromium: not installed, installing Debian's chromium"
    apt_install chromium || return 1
  fi
  echo "Chromium: $("$chromium" --version 2>/dev/null || echo "$chromium does not run")"
  "$chromium" --version >/dev/null 2>&1
}

postgres=missing
chromium_status=missing
provide_postgres && postgres=ok
provide_chromium && chromium_status=ok
[ -n "$status_file" ] && echo "postgres=$postgres chromium=$chromium_status" >"$status_file"
[ "$postgres" = ok ] && [ "$chromium_status" = ok ]
