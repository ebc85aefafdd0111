#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Redo after undoing a tile still waiting for its meeple step (run by xdo_game.sh): the tile placed,
# Ctrl+Z takes it back, Redo (lit again) places it again, pending, with its meeple markers; the same with
# the panel's Undo and Redo buttons; then Space plays it. Seed 7 gives tile P, placed above the start tile
# (its city marker at S).
set -u
. "$XDO_LIB"
# "+" when the last whole frame drew the button LABEL enabled, "-" disabled, "" not at all
button_state() { last_frame | awk -v l="$1" '$1 == "button" { s = $0; sub(/^button [^ ]* [^ ]* [^ ]* [^ ]* [^ ]* /, "", s); if (s == l) st = $6 == "1" ? "+" : "-" } END { print st }'; }
launch --size 960x640
start Start
square 0 -1     # the tile above the start tile: pending, its markers shown
for how in keys buttons; do
    where spot S >/dev/null || fail "no meeple marker on the tile placed ($how)"
    if [ $how = keys ]; then xdotool key ctrl+z; else button "Undo  Ctrl+Z"; fi
    sleep 0.8
    [ "$(button_state 'Redo  Ctrl+Y')" = "+" ] || fail "Redo not lit after the tile was taken back ($how)"
    if [ $how = keys ]; then xdotool key ctrl+y; else button "Redo  Ctrl+Y"; fi
    sleep 0.8
    where spot S >/dev/null || fail "Redo did not place the tile again ($how)"
    [ "$(actions)" = "[]" ] || fail "Redo played the tile: $(actions)"
    [ $how = keys ] && { xdotool key ctrl+z; sleep 0.8; xdotool key ctrl+y; sleep 0.8; } # and once more
done
xdotool key space; sleep 2
got=$(actions)
kill $pid
want='[{"act": "tile", "x": 0, "y": -1, "rot": 2}, {"act": "pass"}]'
[ "$got" = "$want" ] || { echo "after Space: $got, expected $want"; exit 1; }
echo "a tile taken back before its meeple step: redone by keys and by the buttons, then played"
