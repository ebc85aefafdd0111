#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Hotseat at the hosting window (run by xdo_game.sh): Ann, Bob and Cleo in the menu, The Bets. In the
# Network… box Ann ticks Bob "at this computer" and hosts; Cleo's seat is joined by a headless client. The
# hosting window plays Ann's and Bob's turns with the mouse, each shown as that player's turn; when bets
# open, each of them gets the pass screen before their chips, and the rack shows only the chips of the
# player it names. The host's save keeps both seats as the window's.
set -u
. "$XDO_LIB"
cli=$(dirname "$OC")/opencarc-cli
shot() { [ -z "${XDO_SHOTS:-}" ] || import -window root "$XDO_SHOTS/$1.png" 2>/dev/null; } # to look at
port=$((26000 + $$ % 6000)) # below the range the system hands to outgoing connections
launch --size 1280x800
net_box
where text "☑ Ann" >/dev/null || fail "the hosting seat is not shown as played here"
where button "☐ Cleo" >/dev/null || fail "Cleo is not offered as a seat at this computer"
button "☐ Bob"
where button "☑ Bob" >/dev/null || fail "a click on Bob did not tick him"
shot network
fill Port 60 $port
button Host
until_eval '[ -n "$(shown_actions)" ]' || fail "the hosted game did not show"
host=$XDG_DATA_HOME/opencarc/host.json
seats=$(python3 -c 'import json,sys; s=json.load(open(sys.argv[1]))["tables"][0]["seats"]; print(s["host_seat"], s["host_seats"])' "$host")
[ "$seats" = "0 [0, 1]" ] || fail "the host's save does not keep Ann and Bob at the hosting window: $seats"
OPENCARC_DATA=$XDO_SRC "$cli" join --port $port --key "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["tables"][0]["seats"]["key"])' "$host")" \
    --seat 2 --delay-ms 100 > "$HOME/join.out" 2>&1 & jpid=$!
trap 'kill $jpid 2>/dev/null' EXIT
host_actions() { python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["tables"][0]["game"]["actions"]))' "$host"; }
turns_ann=0 turns_bob=0 passes=0
for t in $(seq 1 12); do
    n=0 # until the game asks this screen: a tile to place, a bet, or the pass screen before one
    until w0=$(wc -c < "$screen") && sleep 0.5 && { drawn_at "$w0" square "*" || drawn_at "$w0" button "No bet" ||
                                                   tail -c +"$w0" "$screen" | grep -aq "^text .*Pass the mouse to"; } >/dev/null; do
        n=$((n + 1)); [ $n -ge 120 ] && fail "the game did not ask Ann or Bob (step $t; Cleo's client: $(tail -c 300 "$HOME/join.out"))"
    done
    w0=$(wc -c < "$screen"); sleep 0.6
    if who=$(tail -c +"$w0" "$screen" | grep -ao "Pass the mouse to [A-Za-z]*" | tail -1 | sed 's/Pass the mouse to //') && [ -n "$who" ]; then
        passes=$((passes + 1))
        shot "pass$passes"
        xdotool key Return; sleep 1
        w1=$(wc -c < "$screen"); sleep 0.6
        tail -c +"$w1" "$screen" | grep -aq "^text .*$who, bet one of your chips" || fail "after the pass screen for $who, the rack does not name $who"
        shot "rack$passes"
        button "No bet"; sleep 1
        continue
    fi
    if drawn_at "$w0" button "No bet" >/dev/null; then button "No bet"; sleep 1; continue; fi
    who=$(tail -c +"$w0" "$screen" | grep -ao "\\(Ann\\|Bob\\)'s turn" | tail -1 | sed "s/'s turn//")
    [ -n "$who" ] || fail "a tile to place, but neither Ann's nor Bob's turn is shown"
    a0=$(host_actions)
    shot "turn$t-$who"
    play_turn || fail "$who's turn could not be played"
    until_eval '[ "$(host_actions)" -gt "$a0" ]' || fail "$who's tile did not reach the host"
    eval "turns_$(echo "$who" | tr A-Z a-z)=\$((turns_$(echo "$who" | tr A-Z a-z) + 1))"
done
[ $turns_ann -ge 2 ] && [ $turns_bob -ge 2 ] || fail "Ann played $turns_ann turns and Bob $turns_bob at the hosting window"
kill $pid
echo "hotseat at the host: Ann $turns_ann turns, Bob $turns_bob, $passes pass screens, Cleo's client beside them"
