#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A map game starts framed on its start tile at a playable zoom (xdotool under Xvfb, 960x640 at 100 %),
# and O shows the whole country, Home comes back: one square (96 px) above the view's centre is then the
# legal square north of the start tile, and a click there places the tile. Seed 7 on Benelux starts on
# Charleroi, whose north square is free. Framed on the whole country (22 px squares) that point is not a
# legal square and the click places nothing.
# Run by xdo_game.sh with XDO_SETUP {"modules": ["mapchips"], "map": "benelux"}.
set -u
. "$XDO_LIB"
acts() { python3 -c 'import json,sys; print(" ".join(a["act"] for a in json.load(open(sys.argv[1]))["actions"]))' "$save" 2>/dev/null || echo none; }
launch --size 960x640
start Start
xdotool key o; sleep 0.5
click 320 224   # the whole country: not a legal square
xdotool key space; sleep 1
case "$(acts)" in none | "") ;; *) echo "on the whole country a click 96 px above the centre played: $(acts)"; kill $pid; exit 1 ;; esac
xdotool key Home; sleep 0.5
click 320 224   # the play area: the square north of the start tile
xdotool key space; sleep 2   # no meeple: the turn ends, the autosave is written
got=$(acts)
kill $pid
[ "$got" = "tile pass" ] || { echo "after Home, a click on the square above the start tile: '$got', expected 'tile pass'"; exit 1; }
echo "map start: framed on the start tile at a playable zoom; O the whole country, Home back"
