#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The installed game under Xvfb, started from an empty folder with a fresh home and no OPENCARC_DATA:
# it must find its data beside its bin/ (its sounds too: no "no sound" message with SDL's dummy audio)
# and draw the start menu (one screenshot, checked not blank), also in German.
# usage: installed_gui_test.sh INSTALLED_OPENCARC WORKDIR
set -u
bin=$1 work=$2
rm -rf "$work"
mkdir -p "$work/home" "$work/shots"
cd "$work" || exit 1
env -u OPENCARC_DATA -u XDG_DATA_HOME -u XDG_CONFIG_HOME HOME="$work/home" SDL_AUDIODRIVER=dummy \
  xvfb-run -a -n $(($$ % 900 + 100)) -s "-screen 0 1280x800x24 -noreset" "$bin" --shots "$work/shots" 2>"$work/stderr" || { cat "$work/stderr"; echo "FAILED: the installed opencarc"; exit 1; }
! grep "no sound" "$work/stderr" || { echo "FAILED: the installed opencarc found no sounds"; exit 1; }
shot=$work/shots/menu.png
[ -f "$shot" ] || { echo "FAILED: no screenshot $shot"; exit 1; }
head -c 8 "$shot" | od -An -tx1 | tr -d ' \n' | grep -q '^89504e470d0a1a0a$' || { echo "FAILED: $shot is not a PNG"; exit 1; }
size=$(wc -c <"$shot")
[ "$size" -gt 20000 ] || { echo "FAILED: $shot looks blank ($size bytes)"; exit 1; }
# In German from the environment (a locale this machine need not have): the installed catalogue is
# found (a text shown untranslated fails the run).
env -u OPENCARC_DATA -u XDG_DATA_HOME -u XDG_CONFIG_HOME -u LC_ALL -u LC_MESSAGES HOME="$work/home" LANG=de_DE.UTF-8 \
  LANGUAGE=de SDL_AUDIODRIVER=dummy xvfb-run -a -n $(($$ % 900 + 100)) -s "-screen 0 1280x800x24 -noreset" "$bin" --shots "$work/shots_de" 2>"$work/stderr" ||
  { cat "$work/stderr"; echo "FAILED: the installed opencarc in German"; exit 1; }
echo "installed game: menu drawn ($shot, $size bytes), and in German"
