#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Traders & Builders with the mouse (xdotool under Xvfb, 960x640): the menu set to France with both big
# expansions says "114 tiles" beside the map; then gui/demo/demo_traders_builder.json continued as the
# autosave (Ann's meeple on the road east of the start tile). Ann clicks the square that extends her road,
# the Builder button under Skip, its marker on the road and Space: the autosave holds {"figure":
# "builder"}. Resting the mouse on her road's first tile, the hover says what the builder does and the
# road's chance to complete (XDO_SHOT: a screenshot of it there). Bob puts
# his tile north of the start tile. Ann extends her road again: the banner says her builder's double turn;
# she takes it (Take it) and plays again; Ctrl+Z takes back her choice (the choice again), Ctrl+Y
# plays it again, and her extra tile is hers to place.
# Run by xdo_game.sh.
set -u
. "$XDO_LIB"
demo_save demo_traders_builder.json autosave 4
launch --size 960x640 --speed 4
where text "114 tiles" >/dev/null || fail "the menu does not say 114 tiles for France with both big expansions"
start Continue
square 2 0                 # Ann's U extends her road
text "Builder"             # the figure: its button under Skip meeple
spot E                     # the builder's marker on her road
xdotool key space; sleep 1.5
python3 - "$save" <<'PY' || fail "Space did not play the builder: $(actions)"
import json, sys
a = json.load(open(sys.argv[1]))["actions"]
sys.exit(not (len(a) == 6 and a[4] == {"act": "tile", "x": 2, "y": 0, "rot": 0} and a[5].get("figure") == "builder"))
PY
# the mouse resting on the road's first tile (1,0): two squares west of the lit square (3,0)
xy=$(where square "3 0") || fail "no lit square east of Ann's road"
w=$(python3 - "$screen" <<'PY'
import sys
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    p = line.split()
    if p[:1] == ["square"] and p[5:7] == ["3", "0"]:
        w = int(p[3])
print(w)
PY
)
set -- $xy
off=$(wc -c < "$screen")
xdotool mousemove $(($1 - 2 * w)) "$2"; sleep 0.4; xdotool mousemove $(($1 - 2 * w + 3)) "$2"
until_eval 'drawn_at "$off" text "Ann'"'"'s builder: a tile of theirs that extends this road gives a double turn" >/dev/null' ||
    fail "the hover does not say what Ann's builder does"
# and how the computers see the road: its chance to complete from the tiles still to come
until_eval 'tail -c +"$off" "$screen" | grep -aqE "^text [0-9-]* [0-9-]* Chance to complete: [0-9]*%( \(then .*\))?$"' ||
    fail "the hover does not give the road's chance to complete"
[ -n "${XDO_SHOT:-}" ] && import -window root "$XDO_SHOT"
square 0 -1                # Bob's K north of the start tile
xdotool key space; sleep 1
off=$(wc -c < "$screen")
square 3 0                 # Ann extends her road again: a double turn
xdotool key space; sleep 0.5
until_eval 'drawn_at "$off" text "Ann'"'"'s builder: a double turn" >/dev/null' || fail "no double turn banner"
xdotool key space          # the banner skipped as any animation
# (the game shown: the autosave follows only when a turn starts)
until_eval '[ "$(shown_actions)" = 10 ]' || fail "Ann's tile and pass were not played: $(shown_actions) actions shown"
button "Take it"  # the double turn is a choice (RULES.md 7)
until_eval '[ "$(shown_actions)" = 11 ]' || fail "Ann did not take her double turn: $(actions)"
off=$(wc -c < "$screen")
until_eval 'drawn_at "$off" text "Builder: Ann again" >/dev/null' || fail "the extra turn is not Ann's"
xdotool key ctrl+z; sleep 1
until_eval '[ "$(shown_actions)" = 10 ]' || fail "Ctrl+Z did not take back Ann's choice: $(shown_actions) actions shown"
xdotool key ctrl+y; sleep 1
until_eval '[ "$(shown_actions)" = 11 ]' || fail "Ctrl+Y did not play Ann's choice again: $(shown_actions) actions shown"
square '*'                 # Ann's extra tile
xdotool key space; sleep 1
got=$(actions)
kill $pid
python3 - "$got" <<'PY' || exit 1
import json, sys
a = json.loads(sys.argv[1])
if len(a) != 13:
    print("Ann's extra turn was not played: %s" % a); sys.exit(1)
print("traders with the mouse: a builder placed, its hover, a double turn, undo and redo across it, %d actions" % len(a))
PY
