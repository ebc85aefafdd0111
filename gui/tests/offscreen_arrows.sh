#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The arrows at the board's edge towards legal squares out of sight never sit on a legal square in sight
# (run by xdo_game.sh at 960x640): France (demo_france.json) continued at Bob's tile step, the view panned
# with the arrow keys step by step; in each view no arrow's count is drawn on a square that can be clicked.
set -u
. "$XDO_LIB"
# the arrows' counts of the last whole frame drawn on a legal square in sight: "N at X,Y on BX,BY", one a line
arrows_on_squares() {
    python3 - "$screen" "$(xdotool getdisplaygeometry)" <<'PY'
import sys
lines = open(sys.argv[1], "rb").read().decode("utf-8", "replace").split("\n")[:-1]
w, h = (int(v) for v in sys.argv[2].split())
ends = [i for i, l in enumerate(lines) if l.startswith("frame ")]
frame = lines[ends[-2] + 1:ends[-1]] if len(ends) >= 2 else lines
sq, counts = [], []
for l in frame:
    p = l.split(" ")
    if p[0] == "square":
        x, y, sw, sh = (int(v) for v in p[1:5])
        # a third of it in sight: a square to click (as gui_offscreen.c counts it)
        if min(x + sw, w - 330) - max(x, 0) >= sw / 3 and min(y + sh, h) - max(y, 0) >= sh / 3:
            sq.append((x, y, sw, sh, p[5], p[6]))
    elif p[0] == "text" and len(p) == 4 and p[3].isdigit() and int(p[1]) < w - 330:
        counts.append((int(p[1]), int(p[2]), p[3]))
for cx, cy, n in counts:
    for x, y, sw, sh, bx, by in sq:
        if x <= cx <= x + sw and y <= cy <= y + sh:
            print("%s at %d,%d on %s,%s" % (n, cx, cy, bx, by))
PY
}
demo_save demo_france.json autosave 22
launch --size 960x640
start Continue
sleep 2
for k in Left Left Up Up Right Right Right Right Down Down Down Down Left Left Left Left Left Left; do
    got=$(arrows_on_squares)
    [ -z "$got" ] || fail "an arrow on a legal square in sight: $got"
    xdotool key $k; sleep 0.6
done
kill $pid
echo "no arrow at the edge on a legal square in sight"
