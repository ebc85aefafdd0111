#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The toll house step with the mouse, as the meeple step (xdotool under Xvfb, 960x640): a click on a lit
# crossroads only stands the house there; Esc takes it back; Space confirms. The game continues
# demo_toll.json after its first tile (W_farmhouse at (-1,0), Ann's meeple step): Continue, Toll house
# (buttons found by their labels), the crossroads (-1,0) at (262,330) (where the camera shows it); once
# it stands there, only the step's own buttons show (Confirm toll house, not Skip meeple).
# Run by xdo_game.sh with XDO_SETUP {"modules": ["tollkeepers"]}.
set -u
. "$XDO_LIB"
# the labels of the buttons of the last whole frame drawn, "|A|B|"
buttons_shown() {
    python3 - "$screen" <<'PY'
import sys
lines = open(sys.argv[1], "rb").read().decode("utf-8", "replace").split("\n")[:-1]
ends = [i for i, l in enumerate(lines) if l.startswith("frame ")]
frame = lines[ends[-2] + 1:ends[-1]] if len(ends) >= 2 else lines
print("|" + "|".join(" ".join(l.split(" ")[6:]) for l in frame if l.startswith("button ")) + "|")
PY
}
demo_save demo_toll.json autosave 1
launch --size 960x640
start Continue
button "Toll house"   # the crossroads light up
click 262 330   # the crossroads of the new tile: the house stands there, nothing is played
sleep 1
# only the buttons of the toll house step: its Confirm, not the meeple step's Skip beside it
shown=$(buttons_shown)
case "$shown" in *"|Confirm toll house|"*) ;; *) fail "no Confirm toll house button: $shown";; esac
case "$shown" in *"|Skip meeple|"*) fail "the meeple step's Skip shown in the toll house step: $shown";; esac
one='[{"act": "tile", "x": -1, "y": 0, "rot": 0}]'
[ "$(actions)" = "$one" ] || { echo "a first click on a crossroads played: $(actions)"; kill $pid; exit 1; }
xdotool key Escape; sleep 0.3   # taken back
click 262 330   # chosen again
xdotool key space; sleep 2
got=$(actions)
kill $pid
want='[{"act": "tile", "x": -1, "y": 0, "rot": 0}, {"act": "tollhouse", "x": -1, "y": 0}]'
[ "$got" = "$want" ] || { echo "after Space: $got, expected $want"; exit 1; }
echo "toll house step: chosen, taken back, chosen again and confirmed"
