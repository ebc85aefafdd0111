#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Inns & Cathedrals with the mouse, to the results (xdotool under Xvfb, 960x640): six seats, Ann the only
# human beside five computers, with The Bets and The Tollkeepers (gui/demo/demo_inns_six.json, 14 tiles,
# continued as the autosave). Ann clicks a lit square, then the Large meeple button under Skip (the
# markers become the large meeple's), a marker (the figure stands there, nothing is played) and Space:
# the autosave holds her tile and {"figure": "large"}. Then every turn of hers is a click on a lit square
# and Space (no meeple), every bet of hers No bet, until the results; S shows the statistics, with a
# column for the large meeple.
# Run by xdo_game.sh.
set -u
. "$XDO_LIB"
demo_save demo_inns_six.json autosave 0
launch --size 960x640 --ai-iterations 30 --speed 4
start Continue
square '*'                 # Ann's first tile, on the last lit square drawn
text "Large meeple"        # the figure: its button under Skip meeple
spot '*'                   # a marker of the large meeple's: it stands there
sleep 1
python3 -c 'import json,sys; a=json.load(open(sys.argv[1]))["actions"]; sys.exit(len(a) != 0)' "$save" ||
    fail "a click on a marker played: $(actions)"
xdotool key space; sleep 1.5
python3 - "$save" <<'PY' || fail "Space did not play the large meeple: $(actions)"
import json, sys
a = json.load(open(sys.argv[1]))["actions"]
sys.exit(not (len(a) >= 2 and a[0]["act"] == "tile" and a[1]["act"] == "meeple" and a[1].get("figure") == "large"))
PY
# the rest of the game: Ann's tiles and bets until the results say who won
n=0
while :; do
    n=$((n + 1))
    [ $n -gt 300 ] && fail "no results after $n steps: $(actions)"
    off=$(wc -c < "$screen")
    sleep 0.5
    tail -c +$((off + 1)) "$screen" | grep -a -q -E '^text [0-9-]+ [0-9-]+ (.* wins!|A tie at .*)$' && break
    if drawn_at "$off" button "No bet" >/dev/null; then
        button "No bet"
    elif xy=$(drawn_at "$off" square '*'); then
        click $xy
        xdotool key space; sleep 0.5   # no meeple
    fi
done
xdotool key s; sleep 1   # the statistics: the large meeple's column is headed by its title
off=$(wc -c < "$screen")
sleep 0.5
tail -c +$((off + 1)) "$screen" | grep -a -q -E '^text [0-9-]+ [0-9-]+ Large( meeple( placed)?)?$' || fail "the statistics show no large meeple column"
got=$(actions)
kill $pid
python3 - "$got" <<'PY' || exit 1
import json, sys
a = json.loads(sys.argv[1])
large = sum(1 for x in a if x["act"] == "meeple" and x.get("figure") == "large")
print("inns with the mouse: %d actions to the results, %d large meeple(s) placed" % (len(a), large))
PY
