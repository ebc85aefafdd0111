#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The side panel in a small window (run by xdo_game.sh at XDO_SCREEN, in the language of XDO_SETUP, English
# or German): gui/demo/demo_hud_four.json, four seats with four expansions on a map, played through every kind
# of step with screenshots. opencarc fails (5) where the panel does not fit: a player row's items under
# its score, no room for the scoring log's newest entry. And no frame shows two Undo buttons (the step's
# row once had its own beside Skip, over the bottom row's).
set -u
. "$XDO_LIB"
size=${XDO_SCREEN:-960x640}
"$OC" --demo "$XDO_SRC/gui/demo/demo_hud_four.json" --shots "$HOME/shots" --shots-all --shots-only final.png --size "$size" \
    --screen-log "$screen" > "$HOME/out.txt" 2>&1 || { cat "$HOME/out.txt"; echo "opencarc failed at $size"; exit 1; }
# the buttons labelled Undo (Rückgängig), with their keys or without, of each frame
twice=$(awk '/^frame / { n = 0; next }
    /^button / { s = $0; sub(/^button [^ ]* [^ ]* [^ ]* [^ ]* [^ ]* /, "", s)
                 if ((index(s, "Undo") == 1 || index(s, "Rückgängig") == 1) && ++n == 2) { print; exit } }' "$screen")
[ -z "$twice" ] || { echo "a frame drew two Undo buttons at $size: $twice"; exit 1; }
echo "the side panel fits every step at $size, with one Undo button"
