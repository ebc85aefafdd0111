#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# After a computer's turn, E shows what it expected (xdotool under Xvfb): gui/demo/demo_game.json's first
# 6 actions as the autosave, with Bob a Hard computer seat; Continue, and Bob plays turn 4. A line says
# E shows what he expected; E opens the box (its title, his score if the game ended, his monastery with
# its chance, his figures); a click closes it; Ctrl+Z takes his turn back and E then only says no computer
# has ended a turn.
# Run by xdo_game.sh.
set -u
. "$XDO_LIB"
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); j.pop("end",None); j["actions"]=j["actions"][:6]; j["setup"]["players"][1]["ai"]="hard"; json.dump(j,open(sys.argv[2],"w"))' \
    "$XDO_SRC/gui/demo/demo_game.json" "$XDG_DATA_HOME/opencarc/autosave.json"
launch --size 1280x800 --speed 40
start Continue
where text "E: what Bob expected" >/dev/null || fail "no hint after Bob's turn"
s0=$(wc -c < "$screen")
xdotool key e; sleep 1.5
for t in "What Bob expected after turn 4" "Score if the game ended now: 7" "Monastery  ·  4 tiles" "5 figures in hand"; do
    drawn_at "$s0" text "$t" >/dev/null || fail "E: the box has no \"$t\""
done
tail -c +$((s0 + 1)) "$screen" | grep -aq '^text .* Chance to complete: ' || fail "E: the monastery's chance is not shown"
click 100 100
s1=$(wc -c < "$screen"); sleep 1
drawn_at "$s1" text "What Bob expected after turn 4" >/dev/null && fail "a click did not close the box"
xdotool key ctrl+z; sleep 2
s2=$(wc -c < "$screen")
xdotool key e; sleep 1.5
drawn_at "$s2" text "What Bob expected after turn 4" >/dev/null && fail "E after an undo of Bob's turn still shows it"
tail -c +$((s2 + 1)) "$screen" | grep -aq '^text .* No computer has ended a turn yet' || fail "E after the undo: no message"
kill "$pid" 2>/dev/null
exit 0
