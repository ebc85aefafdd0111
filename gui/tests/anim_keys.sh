#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# No key or click is swallowed by an animation (issue 24): each finishes it and does what it means (run
# by xdo_game.sh, at a tenth of the speed: a tile drops for 2.8 s, so every press below lands in its
# animation). Esc right after a tile takes it back; Space right after a tile skips the meeple; a click
# on Skip meeple right after a tile does the same. Seed 7 gives Ann tile P, placed above the start tile,
# and Bob tile I, which fits at (1,-1). Where the squares and Skip meeple are is read from the screen log
# before the presses, whose timing matters (no click helper's pauses): Skip meeple from Bob's meeple step
# once his tile has dropped, taken back with Esc.
set -u
. "$XDO_LIB"
# the actions played (the autosave follows every action): kind and square
actions() { [ -f "$save" ] || { echo; return; }
    python3 -c 'import json,sys; print(" ".join(a["act"] + ("(%d,%d)" % (a["x"], a["y"]) if "x" in a else "") for a in json.load(open(sys.argv[1]))["actions"]))' "$save"; }
launch --size 960x640 --speed 0.1
start Start
sq=$(where square "0 -1") || fail "the square (0,-1) is not lit"
xdotool mousemove $sq; sleep 0.3; xdotool click 1; sleep 0.3   # Ann's tile drops
xdotool key Escape; sleep 3.5                                     # takes it back
xdotool key space; sleep 0.5                                      # no tile stands: nothing to skip
[ "$(actions)" = "" ] || fail "Esc during the tile's animation did not take it back: $(actions)"
xdotool click 1; sleep 0.3                                        # the tile again
xdotool key space; sleep 1                                        # skips the meeple
[ "$(actions)" = "tile(0,-1) pass" ] || fail "Space during the tile's animation: $(actions), expected tile(0,-1) pass"
sq=$(where square "1 -1") || fail "Bob's square (1,-1) is not lit"
xdotool mousemove $sq; sleep 0.3; xdotool click 1; sleep 3.5     # Bob's tile, once it has dropped:
skip=$(where button "Skip meeple") || fail "Bob's meeple step shows no Skip meeple"
xdotool key Escape; sleep 0.5                                     # where Skip meeple is; taken back
[ "$(actions)" = "tile(0,-1) pass" ] || fail "Esc after Bob's tile: $(actions), expected tile(0,-1) pass"
xdotool click 1; sleep 0.3                                        # Bob's tile drops again
xdotool mousemove $skip; sleep 0.2; xdotool click 1; sleep 1     # Skip meeple
got=$(actions)
kill $pid
[ "$got" = "tile(0,-1) pass tile(1,-1) pass" ] || { echo "Skip meeple during the tile's animation: $got"; exit 1; }
echo "Esc, Space and Skip meeple each finished the tile's animation and did what they mean"
