#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A number with decimals a player reads is written by gui_decimal (gui_i18n.c), which writes the language's
# separator ("4,8" in German); a printf "%.1f" would write "4.8" in every language. Fails naming every file
# and line of the GUI that formats a float itself, but for the lines written to a terminal (stderr, the
# benchmarks' and the undo check's reports).
# usage: no_float_format.sh SOURCE_DIR
set -u
dir=$1/gui
files=$(find "$dir" -path "$dir/tests" -prune -o -name '*.c' -print | sort | grep -v -E '/(gui_i18n|gui_bench|gui_undo_check)\.c$')
[ -n "$files" ] || { echo "no GUI files in $dir"; exit 1; }
# a conversion of a double (flags, width, precision, then f, e, g) inside a string literal
hits=$(grep -H -n -E '"[^"]*%[-+ #0]*[0-9*]*(\.[0-9*]*)?[fFeEgG][^"]*"' $files | grep -v 'fprintf(stderr')
if [ -n "$hits" ]; then
    echo "the GUI formats a number with decimals itself (use gui_decimal: the language's separator):"
    echo "$hits"
    exit 1
fi
echo "GUI files: every number with decimals through gui_decimal ($(echo "$files" | wc -w) files)"
