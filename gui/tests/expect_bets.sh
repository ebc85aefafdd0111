#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The line "E: what … expected" only in a human's own turn (run by xdo_game.sh, 960x640): a game of The
# Bets where Cleo and Dan, computers, play first (tiles V, then the office tile BE02); Dan's tile opens
# bets, and Ann bets in Dan's turn. Her rack must not say "E: what Cleo expected": it would read as what
# the seat whose tile she bets on expected (Dan's turn is not over, nothing of it is noted yet).
set -u
. "$XDO_LIB"
text_y() { last_frame | awk -v p="$1" '$1 == "text" { s = $0; sub(/^text [^ ]* [^ ]* /, "", s); if (index(s, p) == 1) y = $3 } END { print y }'; }
python3 - "$XDG_DATA_HOME/opencarc/autosave.json" <<'PY'
import json, sys
json.dump({"format": "opencarc/1", "setup": {
    "players": [{"name": "Cleo", "color": "green", "ai": "easy"}, {"name": "Dan", "color": "yellow", "ai": "easy"},
                {"name": "Ann", "color": "red"}],
    "expansions": ["bets"], "seed": 1, "draw": ["V", "BE02", "V", "V", "U", "W", "F", "U"]}, "actions": []}, open(sys.argv[1], "w"))
PY
launch --size 960x640 --speed 4
start Continue
until_eval '[ -n "$(text_y "Ann, bet one of your chips")" ]' || fail "no rack of chips for Ann in Dan's turn"
sleep 0.8
[ -z "$(text_y "E: what ")" ] || fail "the line of a computer's expectation over Ann's bet in Dan's turn"
kill $pid
echo "no line of a computer's expectation over a bet in another seat's turn"
