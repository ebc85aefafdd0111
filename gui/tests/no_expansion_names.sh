#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The shared GUI files never name an expansion: each one's front end is a table in gui/ext/ (gui_ext.h),
# and what the GUI shows of the rules comes from the engine. Fails naming every file and line that does.
# The names come from where the expansions are registered, so that a new one is checked the day it lands:
# the modules of rules/registry.c (but base, and maps: the board's shape, which the GUI draws for every
# map), the words of their titles and of their figures' titles (".title = CARC_N_(...)" in rules/<module>/),
# and the maps of rules/maps/index.json. Then the words of their screens that no registry holds.
# usage: no_expansion_names.sh SOURCE_DIR
set -u
src=$1
dir=$src/gui
modules=$(sed -n 's/^extern const carc_module carc_module_\([a-z_]*\);/\1/p' "$src/rules/registry.c" | grep -v -x -E 'base|maps')
[ -n "$modules" ] || { echo "no modules read from $src/rules/registry.c"; exit 1; }
titles=$(for m in $modules; do cat "$src/rules/$m"/*.c; done | sed -n 's/.*\.title = CARC_N_("\([^"]*\)").*/\1/p' |
    tr 'A-Z' 'a-z' | sed 's/^the //; s/ & /\n/g')
maps=$(tr -c 'a-z_' '\n' < "$src/rules/maps/index.json" | grep -v -x -E 'maps|')
screens='betting|bettors?|settle[a-z]*|islands?|wines?|french|goods|double turns?|toll[a-z]*'
names=$(printf '%s\n' $modules "$titles" $maps | grep -v '^$' | sed 's/s$//; s/$/s?/' | sort -u | tr '\n' '|')$screens
files=$(find "$dir" \( -path "$dir/ext" -o -path "$dir/tests" -o -path "$dir/demo" \) -prune -o -name '*.[ch]' -print | sort)
[ -n "$files" ] || { echo "no GUI files in $dir"; exit 1; }
hits=$(grep -H -n -i -w -E "$names" $files)
if [ -n "$hits" ]; then
    echo "the shared GUI files name an expansion (move it into its table in gui/ext/):"
    echo "$hits"
    exit 1
fi
echo "shared GUI files: no expansion named ($(echo "$files" | wc -w) files; names: $names)"
