#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the catalogue template (every msgid of the game) from the source tree SRC to OUT: the texts
# marked in C (_, N_, P_ in the GUI; the engine's error templates) and the titles in the JSON data.
# usage: extract.sh SRC OUT
set -eu
src=$(cd "$1" && pwd) out=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$src"
xgettext --from-code=UTF-8 --language=C --add-comments=TRANSLATORS: \
    --keyword=_ --keyword=N_ --keyword=P_:1,2 --keyword=C_:1c,2 --keyword=CARC_N_ \
    --keyword=carc_err_set:3 --flag=carc_err_set:3:c-format --keyword=carc_err_wrap:2 \
    --flag=carc_err_wrap:2:c-format --flag=CARC_N_:1:c-format \
    --flag=_:1:pass-c-format --flag=N_:1:pass-c-format --flag=P_:1:pass-c-format --flag=P_:2:pass-c-format --flag=C_:2:pass-c-format \
    --force-po --package-name=OpenCarc --msgid-bugs-address=https://github.com/opencarc/opencarc/issues \
    -o "$tmp/c.pot" $(find gui -name "*.c" -not -path "gui/tests/*" | sort) engine/*.c engine/net/*.c rules/*/*.c
python3 po/json_msgids.py assets/ui/*.json rules/*/*.json > "$tmp/json.pot"
msgcat --use-first -o "$tmp/all.pot" "$tmp/c.pot" "$tmp/json.pot"
# no creation date: the template changes only when a text does
sed '/^"POT-Creation-Date:/d' "$tmp/all.pot" > "$out"
