#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Where the programs find their data, and their --help / --version, as a user meets them.
# usage: datadir_test.sh SOURCE_DIR OPENCARC_CLI [OPENCARC]
set -u
src=$1 cli=$2 gui=${3:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/check.sh"
unset OPENCARC_DATA

for bin in "$cli" $gui; do
  name=$(basename "$bin")
  "$bin" --version >"$tmp/out" 2>&1; rc=$?
  check "$name --version exits 0" test $rc -eq 0
  check "$name --version names the program and a version" grep -Eq "^$name [0-9]+\.[0-9]+\.[0-9]+$" "$tmp/out"
  "$bin" --help >"$tmp/out" 2>"$tmp/err"; rc=$?
  check "$name --help exits 0" test $rc -eq 0
  check "$name --help prints usage on stdout" grep -q "^usage: $name" "$tmp/out"
  "$bin" --no-such-option >"$tmp/out" 2>"$tmp/err"; rc=$?
  check "$name: an unknown option exits 1" test $rc -eq 1
  check "$name: an unknown option prints usage on stderr" grep -q "^usage: $name" "$tmp/err"
done

# A copy of the program with no data anywhere near it: every place looked in is named.
mkdir -p "$tmp/prefix/bin"
cp "$cli" "$tmp/prefix/bin/opencarc-cli"
(cd "$tmp" && prefix/bin/opencarc-cli play --players 2 --seed 1 >"$tmp/out" 2>"$tmp/err"); rc=$?
check "no data exits 2" test $rc -eq 2
check "no data names the program's folder" grep -q "in $tmp/prefix/bin, " "$tmp/err"
check "no data names ../share/opencarc" grep -q "$tmp/prefix/bin/../share/opencarc, " "$tmp/err"
check "no data names the install datadir" grep -q "share/opencarc; set OPENCARC_DATA" "$tmp/err"

# A relocatable install: <prefix>/bin finds <prefix>/share/opencarc.
mkdir -p "$tmp/prefix/share/opencarc"
ln -s "$src/rules" "$src/assets" "$tmp/prefix/share/opencarc/"
(cd "$tmp" && prefix/bin/opencarc-cli play --players 2 --seed 1 >"$tmp/out" 2>"$tmp/err"); rc=$?
check "data in ../share/opencarc is found" test $rc -eq 0
check "a game is played from ../share/opencarc" grep -q '"ok":true' "$tmp/out"

# OPENCARC_DATA wins, and a wrong one is reported, not silently replaced.
OPENCARC_DATA=$tmp/nowhere "$tmp/prefix/bin/opencarc-cli" play --players 2 >"$tmp/out" 2>"$tmp/err"; rc=$?
check "a wrong OPENCARC_DATA exits 2" test $rc -eq 2
check "a wrong OPENCARC_DATA is named" grep -q "$tmp/nowhere (named by OPENCARC_DATA)" "$tmp/err"
rm "$tmp/prefix/share/opencarc/rules" "$tmp/prefix/share/opencarc/assets"
OPENCARC_DATA=$src "$tmp/prefix/bin/opencarc-cli" play --players 2 --seed 1 >"$tmp/out" 2>"$tmp/err"; rc=$?
check "OPENCARC_DATA is used" test $rc -eq 0

check_summary datadir
