#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The shared GUI files never name an expansion: each one's front end is a table in gui/ext/ (gui_ext.h),
# and what the GUI shows of the rules comes from the engine. Fails naming every file and line that does.
# usage: no_expansion_names.sh GUI_DIR
set -u
dir=$1
# The expansions shipped, their maps, and the words of their screens (case ignored, whole words).
names='bets?|betting|bettors?|toll[a-z]*|mapchips?|map-chips?|islands?|wines?|benelux|france|french|settle[a-z]*|tollkeepers|inns?|cathedrals?|large meeples?|traders?|builders?|pigs?|goods|double turns?'
files=$(ls "$dir"/*.c "$dir"/*.h 2>/dev/null)
[ -n "$files" ] || { echo "no GUI files in $dir"; exit 1; }
hits=$(grep -H -n -i -w -E "$names" $files)
if [ -n "$hits" ]; then
    echo "the shared GUI files name an expansion (move it into its table in gui/ext/):"
    echo "$hits"
    exit 1
fi
echo "shared GUI files: no expansion named ($(echo "$files" | wc -w) files)"
