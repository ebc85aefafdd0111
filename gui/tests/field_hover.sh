#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The hover of a field, as a player reads it (xdotool under Xvfb, 960x640; run by xdo_game.sh). Ann's
# farmer lies in the field of her city cap south of the start tile (demo_game's tiles). While no city it
# borders is complete, the mouse resting on it says why it is worth nothing yet: "No completed city
# borders it yet: 0 points so far". Once her cap's city is closed (by a second cap, nobody's), it says
# "At game end: Ann +3": a field scores 3 for each completed city it borders (RULES.md, fields).
set -u
. "$XDO_LIB"
# the autosave: demo_game's setup (tiles E, U, U, B, E, ...) and the actions given as JSON
autosave() {
    python3 - "$XDO_SRC/gui/demo/demo_game.json" "$save" "$1" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
json.dump({"format": j["format"], "setup": j["setup"], "actions": json.loads(sys.argv[3])}, open(sys.argv[2], "w"))
PY
}
# rests the mouse on board square BX BY (found from any legal square drawn) and waits for the hover's TEXT
hover_says() {
    at=$(python3 - "$screen" "$1" "$2" <<'PY'
import sys
sq = None
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    p = line.split()
    if p[:1] == ["square"]:
        sq = [int(v) for v in p[1:7]]
x, y, w, h, bx, by = sq
print(x + (int(sys.argv[2]) - bx) * w + w // 2, y + (int(sys.argv[3]) - by) * h + h // 2)
PY
) || fail "no legal square drawn to find square $1 $2 from"
    said=$3
    set -- $at
    off=$(wc -c < "$screen")
    xdotool mousemove "$1" "$2"; sleep 0.4; xdotool mousemove $(($1 + 3)) "$2"
    until_eval 'drawn_at "$off" text "$said" >/dev/null' || fail "the field's hover does not say \"$said\""
}
farmer='{"act": "tile", "x": 0, "y": 1, "rot": 2}, {"act": "meeple", "at": "NNE"},
        {"act": "tile", "x": 1, "y": 0, "rot": 0}, {"act": "pass"},
        {"act": "tile", "x": -1, "y": 0, "rot": 0}, {"act": "pass"},
        {"act": "tile", "x": 1, "y": 1, "rot": 0}, {"act": "pass"}'
autosave "[$farmer]"
launch --size 960x640
start Continue
hover_says 0 1 "No completed city borders it yet: 0 points so far"
kill $pid; wait $pid 2>/dev/null
autosave "[$farmer, {\"act\": \"tile\", \"x\": 0, \"y\": 2, \"rot\": 0}, {\"act\": \"pass\"}]"
launch --size 960x640
start Continue
hover_says 0 1 "At game end: Ann +3"
kill $pid
echo "field hover: 0 points so far while no bordering city is complete, then Ann +3"
