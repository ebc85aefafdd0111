#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The results screen takes the Undo button's keys (xdotool under Xvfb): gui/demo/demo_last_move.json as
# the autosave, a whole game but its last action; Space ends it and the results show; Ctrl+Z takes the
# last action back and the game is shown again (the autosave one action shorter); Ctrl+Y plays it again
# and the results come back.
# Run by xdo_game.sh.
set -u
. "$XDO_LIB"
demo_save demo_last_move.json autosave 1000
launch --size 960x640 --speed 40
start Continue
xdotool key space; sleep 4
where button "Statistics (S)" >/dev/null || fail "Space on the last move did not show the results"
n1=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["actions"]))' "$save")
s0=$(wc -c < "$screen")
xdotool key ctrl+z; sleep 2
tail -c +$((s0 + 1)) "$screen" | grep -q '^frame ' || fail "Ctrl+Z on the results did not go back to the game"
n2=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["actions"]))' "$save")
[ "$n2" -eq $((n1 - 1)) ] || fail "Ctrl+Z on the results: the autosave has $n2 actions, not $((n1 - 1))"
xdotool key ctrl+y; sleep 4
n3=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["actions"]))' "$save")
[ "$n3" -eq "$n1" ] || fail "Ctrl+Y did not play the last action again ($n3 actions, not $n1)"
kill "$pid" 2>/dev/null
exit 0
