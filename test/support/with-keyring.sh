#!/usr/bin/env bash
# Runs a command with a real, unlocked OS keychain (the freedesktop Secret Service of
# gnome-keyring) on a private D-Bus session, in a throwaway keyring directory, so tests
# use the same keychain code path as users and never touch the developer's own keyring.
#   test/support/with-keyring.sh <command> [args...]
set -euo pipefail

if [ -z "${TREASURY_KEYRING_SESSION:-}" ]; then
  for tool in dbus-run-session gnome-keyring-daemon; do
    if ! command -v "$tool" >/dev/null 2>&1; then
      echo "The test suite needs the OS keychain: install it with 'apt-get install -y gnome-keyring dbus' (Debian/Ubuntu)." >&2
      exit 2
    fi
  done
  export TREASURY_KEYRING_SESSION=1
  exec dbus-run-session -- "$0" "$@"
fi

keyring_home=$(mktemp -d "${TMPDIR:-/tmp}/treasury-keyring.XXXXXX")
trap 'rm -rf "$keyring_home"' EXIT
export XDG_DATA_HOME="$keyring_home/data" XDG_CONFIG_HOME="$keyring_home/config" XDG_RUNTIME_DIR="$keyring_home/run"
mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
# Unlock (creating) the login keyring with a throwaway password, secrets component only.
eval "$(printf 'throwaway-test-password' | gnome-keyring-daemon --unlock --components=secrets --daemonize)"
export GNOME_KEYRING_CONTROL
"$@"
