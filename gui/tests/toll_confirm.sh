#!/bin/sh
# The toll house step with the mouse, as the meeple step (xdotool under Xvfb, 960x640): a click on a lit
# crossroads only stands the house there; Esc takes it back; Space confirms. The game continues
# demo_toll.json after its first tile (W_farmhouse at (-1,0), Ann's meeple step): Continue, Toll house
# (buttons found by their labels), the crossroads (-1,0) at (262,330) (where the camera shows it).
# Run by xdo_game.sh with XDO_SETUP {"modules": ["tollkeepers"]}.
set -u
. "$XDO_LIB"
demo_save demo_toll.json autosave 1
launch --size 960x640
start Continue
button "Toll house"   # the crossroads light up
click 262 330   # the crossroads of the new tile: the house stands there, nothing is played
sleep 1
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
