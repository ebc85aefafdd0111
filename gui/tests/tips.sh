#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The icons of the side panel and the arrows at the board's edge say what they are when the mouse rests
# on them (xdotool under Xvfb, 960x640; run by xdo_game.sh with Inns & Cathedrals, Traders & Builders,
# The Bets and The Tollkeepers): a new game's first row shows the large meeple, the builder and the pig
# with their counts, the betting chips and the toll house not placed; each, hovered, shows its tooltip
# ("Large meeple: 1 in supply", "6 betting chips in hand", "Toll house, not placed yet"). Then France
# (demo_france.json) continued at Bob's tile step: Ann's map chip says its colour and points; the view
# panned until an arrow points at squares out of sight, the arrow says how many squares lie that way.
set -u
. "$XDO_LIB"
# rests the mouse on the thing whose tooltip starts with PREFIX (its rect from the screen log's last "tip"
# line of it: the panel is drawn again only when something in it changes) and waits until the game shows
# that tooltip
hover_tip() {
    prefix=$1
    until_eval 'grep -aq "^tip [0-9-]* [0-9-]* [0-9]* [0-9]* $prefix" "$screen"' || fail "no tooltip \"$prefix…\" noted"
    got=$(grep -a "^tip [0-9-]* [0-9-]* [0-9]* [0-9]* $prefix" "$screen" | tail -n 1)
    set -- $got
    x=$(($2 + $4 / 2)) y=$(($3 + $5 / 2))
    shift 5
    said=$*
    off=$(wc -c < "$screen")
    xdotool mousemove "$x" "$y"; sleep 0.3; xdotool mousemove $((x + 1)) "$y"
    until_eval 'tail -c +$((off + 1)) "$screen" | grep -aqxF "tipshown $said"' || fail "the mouse on \"$said\" did not show it"

}
launch --size 960x640
start Start
hover_tip "Large meeple: "
hover_tip "Builder: "
hover_tip "Pig: "
hover_tip "6 betting chips in hand"
hover_tip "Toll house, not placed yet"
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null

demo_save demo_france.json autosave 22
launch --size 960x640
start Continue
hover_tip "[a-z ]* chip, scored [0-9]* points\?"
for k in Left Left Left Up Up Up; do xdotool key $k; sleep 0.3; done
hover_tip "[0-9]* squares\? for the tile this way"
kill "$pid" 2>/dev/null
echo "tooltips: the panel's icons and an arrow at the board's edge say what they are"
