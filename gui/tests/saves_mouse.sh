#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Saved games with the mouse, in German (xdotool under Xvfb, 960x640): Load… lists the saves folder and a
# click loads one, keeping the autosave's unfinished game as a save of its own first; Ctrl+S proposes a
# name, selected; a name with '/' is refused and the box stays open, saying why; another name is saved
# (edited with Ctrl+Backspace, Ctrl+A, Home); the name of another saved game asks before replacing it
# (Esc: not replaced; Enter, Enter: replaced); Menu asks first, and leaving writes the autosave; Start
# keeps that unfinished game too. The files tell what happened.
# Run by xdo_game.sh with XDO_SETUP {"language": "de"}; until_eval waits for a file to show what the
# last input did.
set -u
. "$XDO_LIB"
dir=$XDG_DATA_HOME/opencarc
# games not ended of the demo's first N actions: sonntag (6, the newest), samstag (2) and the autosave
# (4, the oldest: last played on 2026-01-01 at 00:00 UTC)
demo_save demo_game.json autosave 4 && touch -d '2026-01-01 00:00 UTC' "$dir/autosave.json"
demo_save demo_game.json samstag 2 && touch -d '2026-01-02 00:00 UTC' "$dir/samstag.json"
demo_save demo_game.json sonntag 6
# the number of actions in a saved game
actions() { python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["actions"]))' "$1" 2>/dev/null || echo none; }
launch --size 960x640
button "Laden…"
text sonntag    # the first row
sleep 1
kept="$dir/Ann-Bob 2026-01-01 00h00.json"
until_eval '[ -f "$kept" ]'
[ "$(actions "$kept")" = 4 ] || fail "loading sonntag: the autosave's game kept as $(ls "$dir" | tr '\n' ' '), expected it in $kept"
[ -f "$dir/autosave.json" ] && fail "loading sonntag: the autosave is still there, besides the kept copy"
xdotool key ctrl+s; sleep 0.5
xdotool key --repeat 60 BackSpace; xdotool type "ein/zwei"; xdotool key Return; sleep 0.7
[ "$(ls "$dir" | grep -c .)" = 3 ] || fail "a refused name wrote: $(ls "$dir")"
# the field edits as desktop fields do: Ctrl+Backspace takes "zwei", Backspace the '/', Ctrl+A selects
# "ein" and "tag" replaces it, Home puts "mon" before it
xdotool key ctrl+BackSpace BackSpace ctrl+a; xdotool type "tag"; xdotool key Home; xdotool type "mon"; xdotool key Return; sleep 0.7
until_eval '[ -f "$dir/montag.json" ]'
[ "$(actions "$dir/montag.json")" = 6 ] || fail "montag.json: $(actions "$dir/montag.json") actions, expected the 6 loaded"
xdotool key ctrl+s; sleep 0.5
xdotool type "samstag"; xdotool key Return; sleep 0.7   # the name proposed is selected: typing replaces it
[ "$(actions "$dir/samstag.json")" = 2 ] || fail "Save as samstag replaced that saved game without asking"
xdotool key Escape; sleep 0.5; xdotool key Return; sleep 0.7   # Esc: back to the name; Enter asks again
[ "$(actions "$dir/samstag.json")" = 2 ] || fail "samstag replaced after Esc"
xdotool key Return; sleep 0.7   # Ersetzen
until_eval '[ "$(actions "$dir/samstag.json")" = 6 ]'
[ "$(actions "$dir/samstag.json")" = 6 ] || fail "samstag.json: $(actions "$dir/samstag.json") actions after Replace, expected 6"
button Menü     # the box asks first
[ -f "$dir/autosave.json" ] && fail "the autosave was written before leaving"
xdotool key Return; sleep 1
until_eval '[ -f "$dir/autosave.json" ]'
[ "$(actions "$dir/autosave.json")" = 6 ] || fail "leaving: autosave $(actions "$dir/autosave.json") actions, expected 6"
button Starten  # the unfinished game of the autosave is kept as a save of its own
until_eval '[ "$(actions "$dir/autosave.json")" = 0 ]'
[ "$(actions "$dir/autosave.json")" = 0 ] || fail "Start: autosave $(actions "$dir/autosave.json") actions, expected the new game's 0"
others=$(ls "$dir" | grep -v -e '^autosave.json$' -e '^montag.json$' -e '^samstag.json$' -e '^sonntag.json$' -e '^Ann-Bob 2026-01-01 00h00.json$')
[ "$(echo "$others" | grep -c .)" = 1 ] && [ "$(actions "$dir/$others")" = 6 ] || fail "Start kept $others, expected one new save of 6 actions"
kill $pid
echo "saves with the mouse: loaded (the autosave kept), a bad name refused, saved as montag, asked before replacing samstag, left with the autosave, Start kept it as $others"
