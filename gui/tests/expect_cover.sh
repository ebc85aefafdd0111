#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The line "E: what Cleo expected" never covers what a player must see (run by xdo_game.sh, 960x640): a
# game of The Bets where Cleo, a computer, plays first (tile V), then Ann places the office tile BE02; bets
# open on Ann's turn, right after the computer's. On the pass-the-mouse screen the line is not drawn (the
# board is hidden: nothing of a turn shows over it), nor over the rack of chips, where E is not read: E
# there opens no box over the rack.
set -u
. "$XDO_LIB"
# the y of the last text the last whole frame drew starting with PREFIX, or nothing
text_y() { last_frame | awk -v p="$1" '$1 == "text" { s = $0; sub(/^text [^ ]* [^ ]* /, "", s); if (index(s, p) == 1) y = $3 } END { print y }'; }
python3 - "$XDG_DATA_HOME/opencarc/autosave.json" <<'PY'
import json, sys
json.dump({"format": "opencarc/1", "setup": {
    "players": [{"name": "Cleo", "color": "green", "ai": "easy"}, {"name": "Ann", "color": "red"}, {"name": "Bob", "color": "blue"}],
    "expansions": ["bets"], "seed": 1, "draw": ["V", "BE02", "V", "V", "U", "W", "F", "U"]}, "actions": []}, open(sys.argv[1], "w"))
PY
launch --size 960x640
start Continue
until_eval '[ -n "$(text_y "E: what Cleo expected")" ]' || fail "no line saying what Cleo expected on Ann's turn"
play_turn || fail "Ann could not place her tile"
until_eval '[ -n "$(text_y "Pass the mouse to")" ]' || fail "no pass-the-mouse screen"
sleep 0.5
[ -z "$(text_y "E: what Cleo expected")" ] || fail "the line about Cleo drawn over the pass-the-mouse screen"
button "I am Ann: show my chips"
until_eval '[ -n "$(text_y "Ann, bet one of your chips")" ]' || fail "no rack of chips"
sleep 0.8
[ -z "$(text_y "E: what Cleo expected")" ] || fail "the line about Cleo offers E over the rack, where E does nothing"
xdotool key e; sleep 0.8
[ -z "$(text_y "What Cleo expected")" ] || fail "E opened the box over the rack"
[ -n "$(text_y "Ann, bet one of your chips")" ] || fail "E closed the rack"
kill $pid
echo "the line of what a computer expected: not over the pass screen, nor the rack"
