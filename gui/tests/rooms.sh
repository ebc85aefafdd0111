#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The GUI's rooms stand in layers (tools/gui_rooms.py): no two rooms reach each other, through an include
# or a call. The checker itself must see a circle: two rooms of a made-up tree that call each other.
# usage: rooms.sh SOURCE_DIR
set -u
src=$1
python3 "$src/tools/gui_rooms.py" --list "$src" || { echo "the GUI's rooms reach each other (above)"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/tools" "$tmp/gui/low" "$tmp/gui/high"
printf '#include "high.h"\nvoid low_draw(void) { high_frame(); }\n' > "$tmp/gui/low/low.c"
printf 'void low_draw(void);\n' > "$tmp/gui/low/low.h"
printf '#include "low.h"\nvoid high_frame(void)\n{\n}\n' > "$tmp/gui/high/high.c"
printf 'void high_frame(void);\n' > "$tmp/gui/high/high.h"
if python3 "$src/tools/gui_rooms.py" "$tmp" > "$tmp/out"; then
    echo "the checker saw no circle between two rooms that include each other"
    exit 1
fi
grep -q 'gui/high, gui/low reach each other' "$tmp/out" || { cat "$tmp/out"; echo "the circle was not named"; exit 1; }
printf 'void low_draw(void) {}\n' > "$tmp/gui/low/low.c"
python3 "$src/tools/gui_rooms.py" "$tmp" > "$tmp/out" || { cat "$tmp/out"; echo "a circle seen where one room only uses the other"; exit 1; }
echo "GUI rooms: in layers, no circle"
