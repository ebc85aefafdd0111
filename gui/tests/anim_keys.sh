#!/bin/sh
# No key or click is swallowed by an animation (issue 24): each finishes it and does what it means (run
# by xdo_game.sh, at a tenth of the speed: a tile drops for 2.8 s, so every press below lands in its
# animation). Esc right after a tile takes it back; Space right after a tile skips the meeple; a click
# on Skip meeple right after a tile does the same. Seed 7 at 960x640 gives Ann tile P above the start
# tile at (320,220) and Bob tile I, which fits at (420,220); Skip meeple is at (874,262).
set -u
. "$XDO_LIB"
# the actions played (the autosave follows every action): kind and square
actions() { [ -f "$save" ] || { echo; return; }
    python3 -c 'import json,sys; print(" ".join(a["act"] + ("(%d,%d)" % (a["x"], a["y"]) if "x" in a else "") for a in json.load(open(sys.argv[1]))["actions"]))' "$save"; }
launch --size 960x640 --speed 0.1
start 253 528                                                     # Start
xdotool mousemove 320 220; sleep 0.3; xdotool click 1; sleep 0.3 # Ann's tile drops
xdotool key Escape; sleep 3.5                                     # takes it back
xdotool key space; sleep 0.5                                      # no tile stands: nothing to skip
[ "$(actions)" = "" ] || fail "Esc during the tile's animation did not take it back: $(actions)"
xdotool click 1; sleep 0.3                                        # the tile again
xdotool key space; sleep 1                                        # skips the meeple
[ "$(actions)" = "tile(0,-1) pass" ] || fail "Space during the tile's animation: $(actions), expected tile(0,-1) pass"
xdotool mousemove 420 220; sleep 0.3; xdotool click 1; sleep 0.3 # Bob's tile drops
xdotool mousemove 874 262; sleep 0.2; xdotool click 1; sleep 1   # Skip meeple
got=$(actions)
kill $pid
[ "$got" = "tile(0,-1) pass tile(1,-1) pass" ] || { echo "Skip meeple during the tile's animation: $got"; exit 1; }
echo "Esc, Space and Skip meeple each finished the tile's animation and did what they mean"
