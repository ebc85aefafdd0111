#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# An undo of more than one's own step in a network game, when every player agrees (run by xdo_game.sh): a
# host (opencarc-cli serve, the base game) and a headless client for Bob that agrees to every question
# and asks once itself, when the game has 6 actions. Ann plays her first turn, Bob his; at her second turn
# Ann presses Ctrl+Z: her tile is not placed, so the others are asked; Bob agrees and the game goes back
# to before her last action (her meeple step). Later Bob asks, the box over the board offers Agree and
# Refuse, and Ann's click on Agree takes the game back to before Bob's last action.
set -u
. "$XDO_LIB"
shot() { [ -z "${XDO_SHOTS:-}" ] || import -window root "$XDO_SHOTS/$1.png" 2>/dev/null; } # to look at
JOIN_ARGS="--undo agree --ask-undo 6" net_game_joined
# the base game's turn is two actions (the tile, then a meeple or none): Ann's are 0 and 1, Bob's 2 and 3
play_turn || fail "Ann's first turn could not be played"
until_eval '[ "$(host_actions)" -ge 4 ] && [ "$(shown_actions)" = "$(host_actions)" ]' || fail "Bob did not play after Ann (host $(host_actions))"
n=0
until w0=$(wc -c < "$screen") && sleep 0.5 && drawn_at "$w0" square "*" >/dev/null; do
    n=$((n + 1)); [ $n -ge 120 ] && fail "the game did not ask Ann for her second tile"
done
a2=$(host_actions)
[ "$a2" = 4 ] || fail "Ann's second tile at $a2 actions, not 4"
shot before
# the news shows for 3.5 s of the clock: looked for in every frame since the key, not in those after the
# wait below (on a loaded machine the wait alone took longer)
wz=$(wc -c < "$screen")
xdotool key ctrl+z
until_eval '[ "$(host_actions)" = 1 ] && [ "$(shown_actions)" = 1 ]' ||
    fail "Ctrl+Z at Ann's second turn: the host has $(host_actions) actions, the window $(shown_actions), not 1 (before her last action)"
until_eval 'drawn_at "$wz" text "Everyone agreed: Ann'"'"'s move is taken back." >/dev/null' ||
    fail "the window does not say the move was taken back"
shot agreed
xdotool key space; sleep 1 # her meeple step again: skipped
until_eval '[ "$(host_actions)" -ge 2 ]' || fail "Ann's meeple step after the undo did not reach the host"
# Bob plays his turn again, then Ann hers; at 6 actions Bob asks
n=0
while :; do # Ann's turns as they come, until the question shows
    w0=$(wc -c < "$screen"); sleep 0.5
    drawn_at "$w0" button Agree >/dev/null && break
    if drawn_at "$w0" square "*" >/dev/null; then play_turn || fail "Ann's turn before Bob's question could not be played"; fi
    n=$((n + 1)); [ $n -ge 120 ] && fail "no question of Bob's with Agree (host $(host_actions) actions; Bob's client: $(tail -c 300 "$HOME/join.out"))"
done
where text "Player 2 asks to take back their last move (3 actions)." >/dev/null || fail "the question does not say whose move and how far back"
shot asked
a3=$(host_actions)
w0=$(wc -c < "$screen")
button Agree
# Bob's last action was the fourth (his meeple step): the game goes back to 3 actions, then he plays on at
# once, so the window may show the game at 3 actions for no frame of its own (both states arrive within
# one): what it must show is a game behind the question's, and say why
back_of() { tail -c +"$w0" "$screen" | sed -n 's/^frame [0-9]* actions \([0-9]*\) .*/\1/p' | awk -v a="$a3" '$1 < a' | head -1; }
until_eval '[ -n "$(back_of)" ]' ||
    fail "Ann's Agree did not take the game back from $a3 actions (host $(host_actions))"
until_eval 'drawn_at "$w0" text "Everyone agreed: Player 2'"'"'s move is taken back." >/dev/null' ||
    fail "the window does not say Bob's move was taken back"
until_eval '[ "$(host_actions)" -gt $((a3 - 3)) ]' || fail "Bob did not play on after the undo"
kill $pid
echo "network undo by agreement: Ann's question took the host from $a2 to 1 action, Bob's (agreed with the mouse) from $a3 to $((a3 - 3))"
