#!/usr/bin/env bash
# opencarc-cli as a user meets it: exit statuses, error messages, save-and-replay identity.
set -u
cli=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/check.sh"

# refused NAME FILE PATTERN: replay FILE exits 2 (a file refused) with PATTERN in its message.
refused() {
  timeout 20 "$cli" replay "$2" >"$tmp/out" 2>"$tmp/err"; local rc=$?
  check "$1 exits 2" test $rc -eq 2
  check "$1 explained" grep -q -- "$3" "$tmp/err"
}

refused "missing file" "$tmp/missing.json" "missing.json"
printf '{"format": "opencarc/1", "setup": {"players": [{"name": "A"}, {"name": "B"}]}, "actions": [' >"$tmp/trunc.json"
refused "truncated JSON" "$tmp/trunc.json" "trunc.json: not valid JSON"
printf '{"format": "opencarc/1", "setup": {"players": [{"name": "A"}], "seed": 1}}' >"$tmp/one.json"
refused "one player" "$tmp/one.json" "setup.players"

# Only regular files of a sane size are read: /dev/zero would grow without end, a FIFO would block.
refused "/dev/zero" /dev/zero '/dev/zero: not a regular file'
mkfifo "$tmp/fifo.json"
refused "a FIFO" "$tmp/fifo.json" 'fifo.json: not a regular file'
ln -s /dev/zero "$tmp/zero.json"
refused "a symlink to /dev/zero" "$tmp/zero.json" 'zero.json: not a regular file'
printf '{"format": "opencarc/1", "setup": {"players": 2, "draw": ["U"], "draw": ["V"]}}' >"$tmp/dup.json"
refused "duplicate key" "$tmp/dup.json" 'dup.json: duplicate key "draw" in setup'

cat >"$tmp/illegal.json" <<'JSON'
{"format": "opencarc/1", "setup": {"players": [{"name": "A"}, {"name": "B"}], "seed": 3, "draw": ["U", "U", "U"]},
 "actions": [{"act": "tile", "x": 1, "y": 0, "rot": 0}, {"act": "pass"}, {"act": "tile", "x": 1, "y": 0, "rot": 0}]}
JSON
"$cli" replay "$tmp/illegal.json" >"$tmp/out" 2>"$tmp/err"; rc=$?
check "illegal action exits 3" test $rc -eq 3
check "illegal action index reported" grep -q '"ok":false.*"action":2' "$tmp/out"

"$cli" play --players 3 --seed 42 --save "$tmp/saved.json" >"$tmp/played" 2>"$tmp/err"; rc=$?
check "play exits 0" test $rc -eq 0
"$cli" replay "$tmp/saved.json" >"$tmp/replayed" 2>"$tmp/err"; rc=$?
check "saved game replays" test $rc -eq 0
scores() { grep -o '"scores":\[[^]]*\],"turn":[0-9]*' "$1"; }
check "replay gives identical scores" test "$(scores "$tmp/played")" = "$(scores "$tmp/replayed")"
check "play reaches game over" grep -q '"phase":"game_over"' "$tmp/played"

# Every seed the CLI accepts round-trips through a saved game exactly (above 2^53 a double would not).
for seed in 18446744073709551615 9007199254740993 0; do
  "$cli" play --players 2 --seed $seed --save "$tmp/seed.json" >"$tmp/played" 2>"$tmp/err"; rc=$?
  check "seed $seed plays" test $rc -eq 0
  check "seed $seed saved exactly" grep -Eq "\"seed\":[[:space:]]*\"?$seed\"?," "$tmp/seed.json"
  "$cli" replay "$tmp/seed.json" >"$tmp/replayed" 2>"$tmp/err"; rc=$?
  check "seed $seed replays" test $rc -eq 0
  check "seed $seed replays identically" test "$(scores "$tmp/played")" = "$(scores "$tmp/replayed")"
done
for seed in -1 18446744073709551616 12abc "" " 5"; do
  "$cli" play --players 2 --seed "$seed" >"$tmp/out" 2>"$tmp/err"; rc=$?
  check "seed '$seed' refused" test $rc -eq 1
  check "seed '$seed' explained" grep -q -- "--seed must be a whole number" "$tmp/err"
done

# A full disk: the error and its reason are reported (fclose's flush checked, the file closed).
if [ -w /dev/full ]; then
  "$cli" play --players 2 --seed 1 --save /dev/full >"$tmp/out" 2>"$tmp/err"; rc=$?
  check "full disk exits 2" test $rc -eq 2
  check "full disk explained" grep -q "cannot write /dev/full: No space left on device" "$tmp/err"
fi
# Rules that fail to load after --map was given: a clean exit 2 (under ASan: nothing leaked).
OPENCARC_DATA="$tmp/nothing" "$cli" play --players 2 --map benelux >"$tmp/out" 2>"$tmp/err"; rc=$?
check "no rules with --map exits 2" test $rc -eq 2
"$cli" bench --games 1 --map benelux --expansions ",," >"$tmp/out" 2>"$tmp/err"; rc=$?
check "bad expansions with --map exit 1" test $rc -eq 1

"$cli" play --players 2 --expansions dragons >"$tmp/out" 2>"$tmp/err"; rc=$?
check "unknown expansion exits 2" test $rc -eq 2
check "unknown expansion named" grep -q 'dragons' "$tmp/err"

"$cli" bench --games 20 >"$tmp/out" 2>"$tmp/err"; rc=$?
check "bench runs" test $rc -eq 0
check "bench prints games_per_sec" grep -q '"games_per_sec"' "$tmp/out"

check_summary cli
