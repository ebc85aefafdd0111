#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Hints on demand (issue 24), as a player meets them: the menu's Hints toggle, clicked with the mouse
# (xdotool under Xvfb), is kept in setup.json; a game then shows them, read from --screen-log, on the
# position of gui/demo/demo_hints.json (worked out in its notes): the drawn E scores 4 at (0,-1) only,
# and the squares (1,0) and (-1,0), which need a road no tile to come has, are crossed out. With the
# toggle off the same game shows neither.
# Run by xdo_game.sh with XDO_SCREEN 1280x800 (its settings: hints off).
set -u
. "$XDO_LIB"
cfg=$XDG_CONFIG_HOME/opencarc
cp "$cfg/setup.json" "$HOME/off.json"
"$OC" --size 1280x800 --screen-log "$HOME/menu.log" & pid=$!
until_ok grep -q " ☐ Hints$" "$HOME/menu.log" 2>/dev/null || fail "the menu shows no Hints toggle"
sleep 0.5
set -- $(grep -a " ☐ Hints$" "$HOME/menu.log" | tail -1)
xdotool mousemove $(($2 + 12)) $(($3 + 8)); sleep 0.3; xdotool click 1
until_ok grep -q '"hints":[[:space:]]*true' "$cfg/setup.json" || fail "the click did not keep the hints: $(cat "$cfg/setup.json")"
until_ok grep -q " ☑ Hints$" "$HOME/menu.log" || fail "the toggle does not show it is on"
kill $pid
wait $pid
for mode in on off; do
    [ $mode = off ] && cp "$HOME/off.json" "$cfg/setup.json"
    "$OC" --demo "$XDO_SRC/gui/demo/demo_hints.json" --size 1280x800 --screen-log "$HOME/$mode.log" || fail "the $mode demo failed"
done
python3 - "$HOME/on.log" "$HOME/off.log" <<'CHECK'
import math, re, sys
def hints(path):
    labels, dead, px = set(), set(), {}
    for line in open(path, encoding="utf-8"):
        m = re.match(r"dead (-?\d+) (-?\d+) (-?\d+) (-?\d+)$", line)
        if m:
            dead.add((int(m[3]), int(m[4])))
            px[int(m[3]), int(m[4])] = (int(m[1]), int(m[2]))
        m = re.match(r"text (\d+) (\d+) (\+\d+)$", line)
        if m and int(m[1]) < 1280 - 320:  # on the board, not in the panel
            labels.add((int(m[1]), int(m[2]), m[3]))
    if (1, 0) in px and (-1, 0) in px:  # each label named after the square it stands on
        size = (px[1, 0][0] - px[-1, 0][0]) // 2
        x0, y0 = px[-1, 0][0] + size, px[-1, 0][1]  # the square (0, 0)
        labels = {(math.floor((x - x0) / size), math.floor((y - y0) / size), t) for x, y, t in labels}
    return labels, dead
on, off = hints(sys.argv[1]), hints(sys.argv[2])
bad = []
if on[0] != {(0, -1, "+4")}:
    bad.append("hints on: labels %s, want only +4 at (0,-1)" % sorted(on[0]))
if on[1] != {(1, 0), (-1, 0)}:
    bad.append("hints on: dead squares %s, want (1,0) and (-1,0)" % sorted(on[1]))
if off != (set(), set()):
    bad.append("hints off: %s" % (off,))
if bad:
    sys.exit("\n".join(bad))
print("hints: the toggle kept by mouse; +4 where E closes the city, (1,0) and (-1,0) crossed out; none when off")
CHECK
