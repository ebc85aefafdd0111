#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The menu's setup as the play-test met it (run by xdo_game.sh, 960x640): Benelux with every expansion
# says how many of its tiles are set aside face up at the start (the island stacks, not in the game's
# "tiles left"), and the game's count agrees; two seats of one name ("Ann" and "ann") are refused at Start
# naming both seats, and start once one is renamed.
set -u
. "$XDO_LIB"
launch --size 960x640
said_tiles() { tail -c 200000 "$screen" | grep -aE '^text -?[0-9]+ -?[0-9]+ [0-9]+ tiles' | tail -1 | cut -d' ' -f4-; }
until_eval '[ -n "$(said_tiles)" ]'
said=$(said_tiles)
all=$(echo "$said" | sed -n 's/^\([0-9]*\) tiles (\([0-9]*\) set aside face up)$/\1/p')
aside=$(echo "$said" | sed -n 's/^\([0-9]*\) tiles (\([0-9]*\) set aside face up)$/\2/p')
[ -n "$all" ] && [ -n "$aside" ] || fail "the menu says \"$said\", not how many tiles are set aside face up"
button Start
w0=$(wc -c < "$screen"); sleep 0.6
tail -c +"$w0" "$screen" | grep -aq '^frame ' && fail "two seats named Ann and ann started a game"
where text "Two seats are named “Ann” (seats 1 and 2): give each player a name of their own." >/dev/null ||
    fail "the refused Start does not name the two seats"
fill ann 20 Bob # the second seat's name field
start Start
sleep 1
said_left() { tail -c 200000 "$screen" | grep -aE '^text -?[0-9]+ -?[0-9]+ [0-9]+ tiles left' | tail -1 | cut -d' ' -f4; }
until_eval '[ -n "$(said_left)" ]'
left=$(said_left)
# the stack holds what is neither set aside, nor on the board (the start tiles), nor the tile drawn: a few
[ "$left" -lt $((all - aside)) ] && [ "$left" -ge $((all - aside - 4)) ] ||
    fail "the game starts with $left tiles left, the menu said $all tiles, $aside set aside"
kill $pid
echo "menu setup: \"$said\" and $left tiles left in the game; two seats of one name refused, naming them"
