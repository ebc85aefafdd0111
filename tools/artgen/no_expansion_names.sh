#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The shared art generator files never name an expansion: each one's art is its table (art_module.h) in
# its own files, art_mod_<module>*.c, which only the registry art_registry.h names.
# Fails naming every file and line that does. The names are read as gui/tests/no_expansion_names.sh reads
# them, so that a new module is checked the day it lands: the modules of rules/registry.c (but base, and
# maps: a common word), the words of their titles and of their figures' titles, and the maps of
# rules/maps/index.json. Then the words of what the modules draw that no registry holds.
# usage: no_expansion_names.sh SOURCE_DIR
set -u
src=$1
dir=$src/tools/artgen
modules=$(sed -n 's/^extern const carc_module carc_module_\([a-z_]*\);/\1/p' "$src/rules/registry.c" | grep -v -x -E 'base|maps')
[ -n "$modules" ] || { echo "no modules read from $src/rules/registry.c"; exit 1; }
titles=$(for m in $modules; do cat "$src/rules/$m"/*.c; done | sed -n 's/.*\.title = CARC_N_("\([^"]*\)").*/\1/p' |
    tr 'A-Z' 'a-z' | sed 's/^the //; s/ & /\n/g')
maps=$(tr -c 'a-z_' '\n' < "$src/rules/maps/index.json" | grep -v -x -E 'maps|')
drawn='betting|islands?|wines?|french|goods|toll[a-z]*|cathedrals?|villages?|offices?|travell?ers?|illustrations?'
names=$(printf '%s\n' $modules "$titles" $maps | grep -v '^$' | sed 's/s$//; s/$/s?/' | sort -u | tr '\n' '|')$drawn
files=$(ls "$dir"/*.c "$dir"/*.h 2>/dev/null | grep -v -E '/(art_mod_[a-z_]+|art_registry)\.[ch]$')
[ -n "$files" ] || { echo "no artgen files in $dir"; exit 1; }
hits=$(grep -H -n -i -w -E "$names" $files)
if [ -n "$hits" ]; then
    echo "the shared artgen files name an expansion (move it into its art table, art_mod_<module>*.c):"
    echo "$hits"
    exit 1
fi
echo "shared artgen files: no expansion named ($(echo "$files" | wc -w) files; names: $names)"
