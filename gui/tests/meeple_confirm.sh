#!/bin/sh
# The meeple step with the mouse, as a player meets it (run by xdo_game.sh): a click on a marker only
# stands the meeple there; Esc takes it back; another marker moves it; Space confirms. Seed 7 at
# 960x640 gives tile P above the start tile, its city marker at (341,243) and a field one at (284,238).
set -u
. "$XDO_LIB"
launch --size 960x640
start 253 528   # Start
click 320 220   # the tile above the start tile
click 341 243   # the city marker: the meeple stands there, nothing is played
sleep 1
[ "$(actions)" = "[]" ] || fail "a first click on a marker played: $(actions)"
xdotool key Escape; sleep 0.3
click 284 238   # the field marker instead
click 341 243   # and back to the city
xdotool key space; sleep 2
got=$(actions)
kill $pid
want='[{"act": "tile", "x": 0, "y": -1, "rot": 2}, {"act": "meeple", "at": "S"}]'
[ "$got" = "$want" ] || { echo "after Space: $got, expected $want"; exit 1; }
echo "meeple step: chosen, taken back, moved and confirmed"
