#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Hostile bots (tests/hostile_bot.c): none holds opencarc-cli past --bot-timeout, each forfeits with its
# reason, and none of their processes outlives the game. Every run is bounded by timeout(1).
set -u
cli=$1 bot=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
tmp=$(mktemp -d)
trap 'for p in $(cat "$tmp"/*.pids 2>/dev/null); do kill -KILL "$p" 2>/dev/null; done; rm -rf "$tmp"' EXIT
. "$(dirname "$0")/check.sh"

# runs PID: the process runs (a zombie has ended: its parent reaps it). ended PIDFILE: none listed runs.
runs() {
  local state
  state=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -c1)
  [ -n "$state" ] && [ "$state" != Z ]
}
ended() {
  local p
  for p in $(cat "$1"); do ! runs "$p" || return 1; done
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
game deaf arena "$bot deaf $tmp/deaf.pids" --games 1 --bot-timeout 3
check "deaf: forfeits" forfeits 1
check "deaf: explained" grep -q 'did not read its input within 3 s' "$tmp/err"

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

# opencarc-cli ended by a signal mid-arena (kill, a closed terminal; Ctrl-C alike, but a background job
# ignores SIGINT): the bots, in process groups of their own, end with it.
for sig in TERM HUP; do
  pids=$tmp/sig_$sig.pids
  "$cli" arena --seats "cmd:$bot linger $pids,random" --games 1000000 >/dev/null 2>&1 &
  cli_pid=$!
  for i in $(seq 400); do [ "$(cat "$pids" 2>/dev/null | wc -l)" -ge 2 ] && break; sleep 0.05; done
  kill -$sig $cli_pid
  for i in $(seq 400); do runs $cli_pid || break; sleep 0.05; done
  check "SIG$sig: opencarc-cli ends" test "$(runs $cli_pid && echo runs)" = ""
  kill -KILL $cli_pid 2>/dev/null
  wait $cli_pid
  check "SIG$sig: the bot started" test -s "$pids"
  check "SIG$sig: no process of the bot survives" ended "$pids"
done

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
