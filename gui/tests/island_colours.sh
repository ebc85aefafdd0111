#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Benelux's island offer shows each island's chip colour (a chip's disc on each stack, logged as "chip X Y
# COLOUR" by --screen-log): gui/demo/demo_benelux.json is played, and a frame offering an island tile ("or
# click a lit island tile") must show the three islands' colours, whatever tile lies face up on them.
# usage: island_colours.sh OPENCARC SOURCE_DIR OUTDIR
set -u
bin=$1 src=$2 dir=$3
rm -rf "$dir"
mkdir -p "$dir"
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
xvfb-run -a -n $(($$ % 900 + 100)) -s "-screen 0 1280x800x24 -noreset" "$bin" --demo "$src/gui/demo/demo_benelux.json" --shots "$dir" \
    --shots-only none.png --size 1280x800 --speed 40 --screen-log "$dir/screen.log" >/dev/null 2>&1 || { echo "opencarc failed"; exit 1; }
# the most colours one offering frame showed (a frame's lines end with its "frame" line)
most=$(awk '/^frame / { if (offer) { k = 0; for (c in seen) k++; if (k > m) m = k }; offer = 0; split("", seen); next }
            /^text .* or click a lit island tile$/ { offer = 1 }
            /^chip / { c = $0; sub(/^chip [0-9-]+ [0-9-]+ /, "", c); seen[c] = 1 }
            END { print m + 0 }' "$dir/screen.log")
[ "$most" -ge 3 ] || { echo "the island offer shows $most of the three islands' chip colours"; exit 1; }
rm -f "$dir/screen.log"
echo "the island offer shows each island's chip colour"
