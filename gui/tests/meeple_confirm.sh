#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The meeple step with the mouse, as a player meets it (run by xdo_game.sh): a click on a marker only
# stands the meeple there; Esc takes it back; another marker moves it; Space confirms. Seed 7 gives tile
# P, placed above the start tile, with its city marker at S and a field one at WSW.
set -u
. "$XDO_LIB"
launch --size 960x640
start Start
square 0 -1     # the tile above the start tile
spot S          # the city marker: the meeple stands there, nothing is played
sleep 1
[ "$(actions)" = "[]" ] || fail "a first click on a marker played: $(actions)"
xdotool key Escape; sleep 0.3
spot WSW        # the field marker instead
spot S          # and back to the city
xdotool key space; sleep 2
got=$(actions)
kill $pid
want='[{"act": "tile", "x": 0, "y": -1, "rot": 2}, {"act": "meeple", "at": "S"}]'
[ "$got" = "$want" ] || { echo "after Space: $got, expected $want"; exit 1; }
echo "meeple step: chosen, taken back, moved and confirmed"
