#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Undo in a network game, as a player meets it (run by xdo_game.sh): a host (opencarc-cli serve, The Bets,
# seed 11) and a headless client for the other seat; Ann's window joins from the Network… box's list and
# plays with the mouse until, in her own turn, her bet step comes after her tile and meeple. Undo is
# offered there (her meeple step showed nothing hidden); Ctrl+Z takes it back on the host, and she plays
# on.
set -u
. "$XDO_LIB"
net_game_joined --expansions bets
undo_enabled() { tail -c +"$1" "$screen" | grep -a "^button .* Undo  Ctrl+Z" | tail -1 | cut -d' ' -f6; }
others=0
for t in $(seq 1 20); do
    n=0 # until the game asks this screen
    until w0=$(wc -c < "$screen") && sleep 0.5 && { drawn_at "$w0" square "*" || drawn_at "$w0" button "No bet"; } >/dev/null; do
        n=$((n + 1)); [ $n -ge 120 ] && fail "the game did not ask Ann (turn $t)"
    done
    w0=$(wc -c < "$screen"); sleep 0.6
    if ! drawn_at "$w0" button "No bet" >/dev/null; then
        play_turn || fail "Ann's turn $t could not be played"
        continue
    fi
    if [ "$(undo_enabled "$w0")" != 1 ]; then # a bet step after another player's step
        others=$((others + 1))
        button "No bet"; sleep 1
        continue
    fi
    a0=$(host_actions)
    xdotool key ctrl+z
    until_eval '[ "$(host_actions)" = $((a0 - 1)) ] && [ "$(shown_actions)" = $((a0 - 1)) ]' ||
        fail "Ctrl+Z at Ann's bet step: the host has $(host_actions) actions, the window $(shown_actions), not $((a0 - 1))"
    xdotool key space; sleep 1 # her meeple step again: skipped this time
    until_eval 'where button "No bet" >/dev/null' || fail "no bet step after the meeple step taken back"
    button "No bet"
    until_eval '[ "$(host_actions)" -gt $((a0 - 1)) ]' || fail "Ann's steps after the undo did not reach the host"
    kill $pid
    echo "network undo: Ann's meeple step taken back at her bet step of turn $t (host $a0 -> $((a0 - 1)) actions); $others bet steps after another's step offered no undo"
    exit 0
done
fail "no bet step of Ann's own turn in 20 turns"
