#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A network game in the window, as a player meets it (run by xdo_game.sh): a host (opencarc-cli serve,
# The Bets + Map-Chips on Benelux, announced on loopback as on a local network) and a headless client for
# Bob; Ann's window joins by clicking the game in the menu's Network… box (nothing typed), plays three
# turns with the mouse, is killed with SIGKILL, comes back with Continue into her seat and plays three
# more. The window follows the host: the game it shows has the host's actions. Then a window Watches
# (address, port and key typed): it shows the host's game with no seat of its own.
set -u
. "$XDO_LIB"
net_game_joined --expansions bets,mapchips --map benelux
for t in 1 2 3; do play_turn || fail "Ann's turn $t could not be played (the host has $(host_actions) actions)"; done
n1=$(host_actions)
kill -9 $pid; wait $pid 2>/dev/null
sleep 1
launch --size 1280x800
continue_net
until_eval '[ "$(shown_actions)" -ge "$n1" ] 2>/dev/null' || fail "Continue did not show the game again (shown $(shown_actions), host $n1)"
for t in 4 5 6; do play_turn || fail "Ann's turn $t after Continue could not be played (the host has $(host_actions) actions, the window shows $(shown_actions))"; done
sleep 2
n2=$(host_actions)
[ "$n2" -gt "$n1" ] || fail "the host took no action of Ann's after Continue ($n1, then $n2)"
until_eval '[ "$(shown_actions)" = "$(host_actions)" ]' || fail "the window shows $(shown_actions) actions, the host has $(host_actions)"
kill $pid; wait $pid 2>/dev/null
# a spectator's window: the address, port and key typed, Watch; it shows the host's game and no seat
launch --size 1280x800
net_box
fill Address 120 127.0.0.1
fill "Game key" 120 TEST
fill Port 60 $port
button Watch
until_eval '[ "$(shown_actions)" = "$(host_actions)" ]' || fail "the spectator shows $(shown_actions) actions, the host has $(host_actions)"
where text "You are watching: no seat is played here." >/dev/null || fail "the spectator's window does not say it watches"
kill $pid
echo "network window: joined from the list of games on the network, 3 turns, killed, Continue into the seat again, 3 turns; the host has $n2 actions, as shown; a spectator's window shows them too"
