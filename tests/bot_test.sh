#!/usr/bin/env bash
# Hostile bots (tests/hostile_bot.c): none holds opencarc-cli past --bot-timeout, each forfeits with its
# reason, and none of their processes outlives the game. Every run is bounded by timeout(1).
set -u
cli=$1 bot=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
tmp=$(mktemp -d)
trap 'for p in $(cat "$tmp"/*.pids 2>/dev/null); do kill -KILL "$p" 2>/dev/null; done; rm -rf "$tmp"' EXIT
. "$(dirname "$0")/check.sh"

# ended PIDFILE: no process listed in PIDFILE runs any more (a zombie has ended; its parent reaps it).
ended() {
  local p state
  for p in $(cat "$1"); do
    state=$(sed 's/.*) //' "/proc/$p/stat" 2>/dev/null | cut -c1)
    [ -z "$state" ] || [ "$state" = Z ] || return 1
  done
}
# game NAME COMMAND SEAT ARGS...: opencarc-cli COMMAND with SEAT against random; it must end, and the
# bot's processes with it (SEAT writes their pids to $tmp/NAME.pids).
game() {
  local name=$1 command=$2 seat=$3; shift 3
  timeout 20 "$cli" "$command" --seats "cmd:$seat,random" "$@" >"$tmp/out" 2>"$tmp/err"; rc=$?
  check "$name: opencarc-cli ends" test $rc -eq 0
  check "$name: the bot started" test -s "$tmp/$name.pids"
  check "$name: no process of the bot survives" ended "$tmp/$name.pids"
}
forfeits() { grep -q '"seat":"cmd:[^}]*"forfeits":'"$1" "$tmp/out"; }
absent() { ! grep -q -- "$1" "$2"; }

# A bot whose input pipe is full and that reads no more: the write has the answer's deadline.
game deaf arena "$bot deaf $tmp/deaf.pids" --games 1 --bot-timeout 1
check "deaf: forfeits" forfeits 1
check "deaf: explained" grep -q 'did not read its input within 1 s' "$tmp/err"

# A bot (and its child) that ignores game_over and SIGTERM is ended with its whole process group, run
# directly or behind a shell of its own; in play as in each game of an arena.
game linger arena "$bot linger $tmp/linger.pids" --games 2
check "linger: plays without forfeit" forfeits 0
check "linger: its children started" test "$(wc -l <"$tmp/linger.pids")" -eq 4
game linger_sh arena "true; $bot linger $tmp/linger_sh.pids" --games 1
game linger_play play "$bot linger $tmp/linger_play.pids" --seed 5

# A bot that closes its output and keeps running: "closed its output" at once, not after the 10 s.
for how in "" "cd / && "; do
  game "mute${how:+_sh}" arena "$how$bot mute $tmp/mute${how:+_sh}.pids" --games 1
  check "mute${how:+ behind a shell}: closed its output" grep -q 'closed its output' "$tmp/err"
  check "mute${how:+ behind a shell}: no timeout" absent 'no answer' "$tmp/err"
done

# An answer with a NUL byte in it is not read as the text before the NUL.
game rawnul arena "$bot rawnul $tmp/rawnul.pids" --games 1
check "NUL byte: forfeits" forfeits 1
check "NUL byte: explained" grep -q 'not an action: it holds a NUL byte' "$tmp/err"

# --bot-timeout: whole seconds from 1 to a day; bench has no seats to time.
for v in 0 -1 86401 1.5 abc "" " 3"; do
  "$cli" arena --seats random,random --games 1 --bot-timeout "$v" >"$tmp/out" 2>"$tmp/err"; rc=$?
  check "--bot-timeout '$v' refused" test $rc -eq 1
  check "--bot-timeout '$v' explained" grep -q -- "--bot-timeout must be a whole number of seconds from 1 to 86400, not \"$v\"" "$tmp/err"
done
"$cli" arena --seats random,random --games 1 --bot-timeout 86400 >"$tmp/out" 2>"$tmp/err"; rc=$?
check "--bot-timeout 86400 accepted" test $rc -eq 0
"$cli" bench --games 1 --bot-timeout 5 >"$tmp/out" 2>"$tmp/err"; rc=$?
check "bench refuses --bot-timeout" test $rc -eq 1

check_summary bots_hostile
