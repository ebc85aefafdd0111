#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A build without network play (-DOPENCARC_NET=OFF) as a machine without libwebsockets and OpenSSL
# makes it: a second tree, configured with both hidden (pkg-config says libwebsockets is missing,
# find_package(OpenSSL) is disabled), builds the engine, rules, computer players and CLI; its serve and
# join say the build has no network play (its --help lists neither), and the CLI links neither library. Kept cheap: no GUI, the
# CLI's target only, an unoptimised build, the tree kept for the next run.
# usage: net_off_test.sh SOURCE_DIR WORK_DIR C_COMPILER WERROR
set -u
src=$1 work=$2 cc=$3 werror=$4
. "$src/tests/check.sh"
mkdir -p "$work"
# pkg-config as on a machine without libwebsockets: every other package as the system has it
cat >"$work/pkg-config" <<'EOF'
#!/bin/sh
for a in "$@"; do case $a in libwebsockets*) exit 1 ;; esac; done
exec pkg-config "$@"
EOF
chmod +x "$work/pkg-config"
if ! cmake -S "$src" -B "$work/build" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_COMPILER="$cc" -DOPENCARC_WERROR="$werror" \
    -DOPENCARC_NET=OFF -DOPENCARC_GUI=OFF -DPKG_CONFIG_EXECUTABLE="$work/pkg-config" \
    -DCMAKE_DISABLE_FIND_PACKAGE_OpenSSL=ON >"$work/configure.log" 2>&1; then
  cat "$work/configure.log"
  echo "FAILED: configure with OPENCARC_NET=OFF, no libwebsockets, no OpenSSL"
  exit 1
fi
if ! cmake --build "$work/build" -j"$(nproc)" --target opencarc-cli >"$work/build.log" 2>&1; then
  cat "$work/build.log"
  echo "FAILED: build opencarc-cli with OPENCARC_NET=OFF"
  exit 1
fi
cli=$work/build/opencarc-cli

for cmd in serve join; do
  "$cli" "$cmd" --key K >"$work/out" 2>"$work/err"
  rc=$?
  check "$cmd exits non-zero ($rc)" test "$rc" -ne 0
  check "$cmd says the build has no network play: $(cat "$work/err")" \
    grep -qF "opencarc-cli was built without network play (OPENCARC_NET=OFF)" "$work/err"
done
"$cli" --help >"$work/help" 2>&1
check "--help lists no serve nor join" test -z "$(grep -E 'opencarc-cli (serve|join)' "$work/help")"
check "--help lists the rest (play)" grep -q 'opencarc-cli play' "$work/help"
libs=$(ldd "$cli")
check "the CLI links no libwebsockets, libssl nor libcrypto" test -z "$(grep -E 'libwebsockets|libssl|libcrypto' <<<"$libs")"
# The rest of the CLI plays: a short game between two computer players
check "play works without the network" "$cli" play --players 2 --seats random,random --seed 7 --save "$work/game.json"
check "the played game replays" "$cli" replay "$work/game.json"
check_summary net_off_build
