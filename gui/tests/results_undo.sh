#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The results screen takes the Undo button's keys (xdotool under Xvfb): gui/demo/demo_last_move.json as
# the autosave, a whole game but its last action; Space ends it and the results show; the HUD's Undo
# button under them takes no click; Ctrl+Z takes the last action back and the game is shown again (the
# autosave one action shorter); Ctrl+Y plays it again and the results come back.
# Run by xdo_game.sh.
set -u
. "$XDO_LIB"
demo_save demo_last_move.json autosave 1000
launch --size 960x640 --speed 40
start Continue
xdotool key space; sleep 4
where button "Statistics (S)" >/dev/null || fail "Space on the last move did not show the results"
n1=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["actions"]))' "$save")
# The HUD's Undo button lies under the dimmed results at 960x640 (once under Quit): a click there, on no
# button of the results, does nothing (it took the last turn back)
s0=$(wc -c < "$screen")
where button "Statistics (S)" >/dev/null
xy=$(tail -c +$((s0 + 1)) "$screen" | python3 -c '
import sys
b = {}
for line in sys.stdin:
    p = line.split(" ")
    if p[0] == "button":
        b[" ".join(p[6:]).strip()] = [int(v) for v in p[1:5]]
u = b.get("Undo  Ctrl+Z") or b.get("Undo")
inside = lambda x, y, r: r[0] <= x < r[0] + r[2] and r[1] <= y < r[1] + r[3]
for y in range(u[1] + 2, u[1] + u[3] - 2, 3):
    for x in range(u[0] + 2, u[0] + u[2] - 2, 3):
        if not any(inside(x, y, r) for k, r in b.items() if not k.startswith("Undo")):
            print(x, y); sys.exit()
') || fail "the results did not draw the HUD's Undo button under them"
s1=$(wc -c < "$screen")
click $xy
until_eval 'tail -c +$((s1 + 1)) "$screen" | grep -aq "^click "' || fail "the click on the HUD's Undo under the results did not come"
where button "Statistics (S)" >/dev/null || fail "a click on the HUD's Undo under the results left them"
tail -c +$((s1 + 1)) "$screen" | grep -aq '^frame ' && fail "a click on the HUD's Undo under the results went back to the game"
n=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["actions"]))' "$save")
[ "$n" -eq "$n1" ] || fail "a click on the HUD's Undo under the results took an action back ($n, not $n1)"
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
