#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The GUI's rooms stand in layers (tools/gui_rooms.py): no two rooms reach each other, through an include
# or a call, and no expansion's front end reaches gui_shell.h (the application's struct). The checker
# itself must see both in a made-up tree: two rooms that call each other, a front end that includes a
# header that includes gui_shell.h.
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
mkdir -p "$tmp/gui/ext" "$tmp/gui/shell"
printf '#include "gui_shell.h"\n' > "$tmp/gui/shell/gui_draw.h"
printf 'struct gui_app { int w; };\n' > "$tmp/gui/shell/gui_shell.h"
printf '#include "gui_draw.h"\n' > "$tmp/gui/ext/toll.c"
if python3 "$src/tools/gui_rooms.py" "$tmp" > "$tmp/out"; then
    echo "the checker let an expansion's front end reach gui_shell.h through another header"
    exit 1
fi
grep -q 'gui/ext/toll.c reaches gui_shell.h' "$tmp/out" || { cat "$tmp/out"; echo "the front end was not named"; exit 1; }
echo "GUI rooms: in layers, no circle; no expansion's front end sees the application's struct"
