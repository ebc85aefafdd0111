#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
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

# Computer seats: arena prints its contract JSON; play --seats keeps the levels in the save.
"$cli" arena --seats greedy,random --games 2 --seed 4 >"$tmp/out" 2>"$tmp/err"; rc=$?
check "arena exits 0" test $rc -eq 0
check "arena prints its figures" grep -q '^{"games":2,"seats":\[{"seat":"greedy","wins":[0-9.]*,"win_rate":[0-9.]*,"mean_score":[0-9.]*,"ms_per_decision_mean":[0-9.e-]*,"ms_per_decision_max":[0-9.e-]*' "$tmp/out"
"$cli" arena --seats greedy,grandmaster --games 1 >"$tmp/out" 2>"$tmp/err"; rc=$?
check "unknown seat exits 1" test $rc -eq 1
check "unknown seat named" grep -q 'grandmaster' "$tmp/err"
"$cli" play --seats normal,random --iterations 5 --seed 3 --save "$tmp/seats.json" >"$tmp/out" 2>"$tmp/err"; rc=$?
check "play with seats exits 0" test $rc -eq 0
check "the save keeps the levels" grep -q '"ai":[[:space:]]*"normal"' "$tmp/seats.json"
check "a saved game with seats replays" "$cli" replay "$tmp/seats.json"

# selfplay: the same seed fits the same weights; --weights replaces the setup's entry and keeps the
# others; a file that is not a weights file is named and left as it was.
"$cli" selfplay --games 6 --seed 9 --expansions bets --data "$tmp/sp.csv" >"$tmp/sp1" 2>"$tmp/err"; rc=$?
check "selfplay exits 0" test $rc -eq 0
check "selfplay prints the setup's entry" grep -q '^{"setup":"bets","weights":\[\[' "$tmp/sp1"
check "selfplay writes its training data" grep -q '^game,turn,phase,player,score,open,figures,modules,final_margin$' "$tmp/sp.csv"
"$cli" selfplay --games 6 --seed 9 --expansions bets >"$tmp/sp2" 2>"$tmp/err"
check "selfplay is deterministic for a seed" cmp -s "$tmp/sp1" "$tmp/sp2"
printf '{"format": "opencarc-ai-weights/1", "setups": [{"setup": "traders", "weights": []}]}\n' >"$tmp/w.json"
"$cli" selfplay --games 3 --seed 9 --weights "$tmp/w.json" >/dev/null 2>"$tmp/err"; rc=$?
check "selfplay --weights exits 0" test $rc -eq 0
check "selfplay --weights adds the base game's entry" python3 -c 'import json,sys; s=json.load(open(sys.argv[1]))["setups"]; assert [e["setup"] for e in s] == ["traders", ""] and len(s[1]["weights"]) == 3' "$tmp/w.json"
echo '{"format": "something else"}' >"$tmp/bad.json"
"$cli" selfplay --games 2 --weights "$tmp/bad.json" >/dev/null 2>"$tmp/err"; rc=$?
check "selfplay refuses a file that is not a weights file" test $rc -eq 2
check "the refusal names the file" grep -q "bad.json: not a weights file" "$tmp/err"
check "the refused file is unchanged" grep -q '^{"format": "something else"}$' "$tmp/bad.json"
"$cli" selfplay --games 2 --think-ms 5 >/dev/null 2>"$tmp/err"; rc=$?
check "selfplay refuses a time budget (games would depend on the machine)" test $rc -eq 1
"$cli" selfplay --games 2 --seats greedy,cmd:true >/dev/null 2>"$tmp/err"; rc=$?
check "selfplay refuses an outside program" test $rc -eq 1

# The bot protocol: the example bot plays whole games; a bot that answers wrongly, crashes or stays
# silent forfeits its game and OpenCarc goes on.
if command -v python3 >/dev/null; then
  bot="cmd:python3 $(dirname "$0")/../tools/cli/example_bot.py"
  "$cli" arena --seats "$bot,random" --games 2 --expansions bets,tollkeepers >"$tmp/out" 2>"$tmp/err"; rc=$?
  check "example bot plays" test $rc -eq 0
  check "example bot never forfeits" grep -q '"forfeits":0.*"forfeits":0' "$tmp/out"
  # A double turn (Traders & Builders) reaches a bot as two decisions in a row: asked for a tile right after
  # its own last answer. tests/builder_bot.py logs each time; the replay's double_turn events say how often.
  "$cli" play --seats "cmd:python3 $(dirname "$0")/builder_bot.py $tmp/asked,random" --expansions traders --seed 2 >"$tmp/out" 2>"$tmp/err"; rc=$?
  check "builder bot plays" test $rc -eq 0
  doubles=$(grep -o '"type":"double_turn","player":0' "$tmp/out" | wc -l)
  check "builder bot gets a double turn" test "$doubles" -ge 1
  check "each double turn asks the bot twice in a row" test "$(cat "$tmp/asked" 2>/dev/null | wc -l)" -eq "$doubles"
fi
# tactics: a position with rejected moves scores a level by avoiding them; a file listing both accepted
# and rejected moves, or rejecting every legal one, is refused with its name.
tac=$(dirname "$0")/tactics/feed_rivals_city.json
"$cli" tactics --seats greedy --games 2 "$tac" >"$tmp/out" 2>"$tmp/err"; rc=$?
check "tactics with reject exits 0" test $rc -eq 0
check "greedy does not feed the rival's city" grep -q '"seat":"greedy","solved":2,"tries":2' "$tmp/out"
python3 - "$tac" "$tmp/both.json" "$tmp/all.json" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
both = dict(j, tactic=dict(j["tactic"], accept=[{"act": "pass"}]))
json.dump(both, open(sys.argv[2], "w"))
j["actions"] = j["actions"][:-1]  # the meeple step of F: reject every spot and the pass
j["tactic"]["reject"] = [{"act": "meeple", "at": a} for a in ("N", "S", "E", "W", "NNE", "NNW", "ENE", "ESE", "SSE", "SSW", "WNW", "WSW", "C")] + [{"act": "pass"}]
json.dump(j, open(sys.argv[3], "w"))
PY
"$cli" tactics --seats greedy --games 1 "$tmp/both.json" >"$tmp/out" 2>"$tmp/err"; rc=$?
check "accept and reject together refused" test $rc -eq 2
check "accept and reject together explained" grep -q 'both.json: "tactic" needs "accept" or "reject"' "$tmp/err"
"$cli" tactics --seats greedy --games 1 "$tmp/all.json" >"$tmp/out" 2>"$tmp/err"; rc=$?
check "rejecting what is not legal refused" test $rc -eq 2
check "rejecting what is not legal explained" grep -q 'all.json: tactic.reject\[[0-9]*\] is not legal' "$tmp/err"

"$cli" arena --seats "cmd:while read -r l; do echo nonsense; done,random" --games 1 >"$tmp/out" 2>"$tmp/err"; rc=$?
check "wrong answer: arena goes on" test $rc -eq 0
check "wrong answer forfeits" grep -q '"seat":"cmd:while[^}]*"forfeits":1' "$tmp/out"
check "wrong answer explained" grep -q 'not an action' "$tmp/err"
"$cli" arena --seats "cmd:exit 3,random" --games 1 >"$tmp/out" 2>"$tmp/err"; rc=$?
check "crashed bot: arena goes on" test $rc -eq 0
check "crashed bot forfeits" grep -q '"forfeits":1' "$tmp/out"
"$cli" arena --seats "cmd:yes '{\"act\": \"pass\"}',random" --games 1 >"$tmp/out" 2>"$tmp/err"; rc=$?
check "illegal answer forfeits" grep -q 'not a legal action' "$tmp/err"
"$cli" arena --seats "cmd:sleep 60,random" --games 1 >"$tmp/out" 2>"$tmp/err"; rc=$?
check "silent bot forfeits after 10 s" grep -q 'no answer within 10 s' "$tmp/err"

check_summary cli
