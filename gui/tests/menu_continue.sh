#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The menu keeps a game at this computer and a network game apart (run by xdo_game.sh, 960x640): with an
# unfinished autosave and the seat of a network game (network.json, host.json beside it), Continue resumes
# the autosave and "Continue network game" is a button of its own; Load… lists the saved games, not the
# network game's own files. Switching the language in the menu writes the line under the buttons in the
# new language at once (its players and actions were left in the old one until the next start).
set -u
. "$XDO_LIB"
dir=$XDG_DATA_HOME/opencarc
demo_save demo_game.json autosave 4
demo_save demo_game.json sonntag 6
printf '{"format": "opencarc-net/1", "host": "127.0.0.1", "port": 9, "key": "ABCD2345", "secret": "%s"}\n' \
    0123456789abcdef0123456789abcdef > "$dir/network.json"
echo '{"format": "opencarc-host/1", "tables": []}' > "$dir/host.json"
launch --size 960x640
where button Continue >/dev/null || fail "Continue is not offered for the autosave"
where button "Continue network game" >/dev/null || fail "the network game has no Continue of its own"
w0=$(wc -c < "$screen"); sleep 0.6
tail -c +"$w0" "$screen" | grep -a '^text .*Start or Load… keeps the unfinished game' | grep -q . ||
    fail "the line under the buttons does not say where Start keeps the autosave's game"
tail -c +"$w0" "$screen" | grep -aq '^text .*4 actions' || fail "the line under the buttons does not count the autosave's actions"
button "Load…"
where text sonntag >/dev/null || fail "Load… does not list the saved game sonntag"
w0=$(wc -c < "$screen"); sleep 0.6
for f in host network; do
    drawn_at "$w0" text "$f" >/dev/null && fail "Load… lists the network game's file $f.json as a saved game"
done
xdotool key Escape; sleep 0.5
button English # the language button: Deutsch
w0=$(wc -c < "$screen"); sleep 0.6
tail -c +"$w0" "$screen" | grep -aq '^text .*4 Aktionen' ||
    fail "after the language button, the line under the buttons says: $(tail -c +"$w0" "$screen" | grep -a '^text .*Aktionen\|^text .*actions' | tail -2 | cut -d' ' -f4- | tr '\n' ' ')"
start Fortsetzen
until_eval '[ "$(shown_actions)" = 4 ]' || fail "Continue did not resume the autosave's game (shown $(shown_actions) actions)"
[ -f "$dir/network.json" ] || fail "Continue of the game at this computer lost the network game's seat"
kill $pid
echo "menu: Continue and Continue network game side by side, Load… without host and network, the line under the buttons in German after the language button, Continue resumed the autosave"
