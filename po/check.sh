#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The catalogues are complete: every msgid of the sources (extracted afresh) has a translation in each
# language, none fuzzy, and msgfmt --check accepts them (placeholders match the English).
# usage: check.sh SRC LANG...
set -u
src=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sh "$src/po/extract.sh" "$src" "$tmp/opencarc.pot" || { echo "extracting the msgids failed"; exit 1; }
total=$(msgattrib --no-obsolete "$tmp/opencarc.pot" | grep -c '^msgid ')
status=0
for lang in "$@"; do
    po=$src/po/$lang.po
    [ -f "$po" ] || { echo "$po: missing"; status=1; continue; }
    msgmerge --quiet --no-fuzzy-matching -o "$tmp/$lang.po" "$po" "$tmp/opencarc.pot" || { status=1; continue; }
    msgfmt --check --statistics -o /dev/null "$tmp/$lang.po" 2> "$tmp/$lang.stat" || { cat "$tmp/$lang.stat"; status=1; }
    if grep -q 'untranslated\|fuzzy' "$tmp/$lang.stat"; then
        echo "$po: $(cat "$tmp/$lang.stat") -- not translated:"
        msgattrib --untranslated --no-obsolete "$tmp/$lang.po" | grep '^msgid ' | sed -n '2,21p'
        msgattrib --only-fuzzy --no-obsolete "$tmp/$lang.po" | grep '^msgid ' | sed -n '1,20p'
        status=1
    else
        echo "$lang: $(cat "$tmp/$lang.stat")"
    fi
done
echo "$((total - 1)) msgids"
exit $status
