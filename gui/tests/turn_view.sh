#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# On a map the view comes back to a player's own tiles when their turn begins (run by xdo_game.sh at
# 1280x800): France (demo_france.json) continued at Ann's meeple step on her tile (7,6) by Le Mans; Bob's
# tiles lie at the other start square, his last one at (13,14). Space: Ann places no meeple, Bob's turn
# begins with the view gliding to his tiles (legal squares beside (13,14) in view); Bob plays a tile there,
# and Ann's turn brings the view back to (7,6).
set -u
. "$XDO_LIB"
# how many legal squares at most 2 squares from board square (X, Y) the last whole frame drew in the board's
# view (left of the side panel)
near_in_view() {
    python3 - "$screen" "$1" "$2" "$(xdotool getdisplaygeometry)" <<'PY'
import sys
lines = open(sys.argv[1], "rb").read().decode("utf-8", "replace").split("\n")[:-1]
bx, by = int(sys.argv[2]), int(sys.argv[3])
w, h = (int(v) for v in sys.argv[4].split())
ends = [i for i, l in enumerate(lines) if l.startswith("frame ")]
frame = lines[ends[-2] + 1:ends[-1]] if len(ends) >= 2 else lines
n = 0
for l in frame:
    p = l.split(" ")
    if p[0] == "square" and abs(int(p[5]) - bx) <= 2 and abs(int(p[6]) - by) <= 2:
        x, y = int(p[1]) + int(p[3]) // 2, int(p[2]) + int(p[4]) // 2
        n += 0 < x < w - 340 and 0 < y < h
print(n)
PY
}
demo_save demo_france.json autosave 21
launch --size 1280x800
start Continue
sleep 1
xdotool key space   # Ann: no meeple; Bob's turn
until_eval '[ "$(near_in_view 13 14)" -gt 0 ]' || fail "Bob's turn began away from his tiles (by (13,14))"
play_turn || fail "Bob could not play a tile in view"
until_eval '[ "$(near_in_view 7 6)" -gt 0 ]' || fail "Ann's turn began away from her tiles (by (7,6))"
kill $pid
echo "each player's turn began at their own tiles"
