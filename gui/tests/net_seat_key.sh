#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Who the window plays in a network game, and the game key as players read and type it (run by xdo_game.sh,
# 960x640): a host (opencarc-cli serve, key ABCD2345) whose second seat a headless client joins first as
# Ann, red. The window's menu names its first seat Ann, red too, so the host keeps its own name for the
# seat: the Join box says the name and colour are a wish, the key typed in lower case with a space shows
# in capitals and joins, and once the game shows the window says which seat it plays ("You play Player 1
# (red).") and its row is marked "you". Then the window hosts a game of its own from the menu: the hosting
# line shows the host's 8-character key in two groups of four.
set -u
. "$XDO_LIB"
cli=$(dirname "$OC")/opencarc-cli
shot() { [ -z "${XDO_SHOTS:-}" ] || import -window root "$XDO_SHOTS/$1.png" 2>/dev/null; } # to look at
port=$((20000 + $$ % 3000 * 2)) # below the system's range for outgoing connections
OPENCARC_DATA=$XDO_SRC "$cli" serve --seats human,human --port $port --listen 127.0.0.1 --key ABCD2345 --seed 11 \
    --save "$HOME/host.json" > "$HOME/serve.out" 2>&1 & spid=$!
trap 'kill $spid $jpid 2>/dev/null' EXIT
sleep 1
OPENCARC_DATA=$XDO_SRC "$cli" join --port $port --key abcd2345 --seat 1 --name Ann --color red --delay-ms 100 > "$HOME/join.out" 2>&1 & jpid=$!
# the headless client has its seat before the window asks
until_eval 'python3 -c "import json,sys; t=json.load(open(sys.argv[1]))[\"tables\"][0]; sys.exit(0 if t[\"seats\"][\"secrets\"][1] else 1)" "$HOME/host.json" 2>/dev/null' ||
    fail "the headless client did not join (serve: $(tail -c 300 "$HOME/serve.out"); join: $(tail -c 300 "$HOME/join.out"))"
launch --size 960x640
net_box
where text "A wish: the seat may keep the host's name or colour." >/dev/null || fail "the Join box does not say the name and colour are a wish"
fill Address 90 127.0.0.1
fill Port 50 $port
fill "Game key" 100 "abcd 2345"
where text "ABCD 2345" >/dev/null || fail "the key typed in lower case is not shown in capitals"
shot join_box
button Join
wj=$w0 # before the click: the seat's news shows 8 s of the clock, looked for in every frame since
until_eval '[ -n "$(shown_actions)" ]' || fail "the key typed in lower case with a space did not join"
until_eval 'drawn_at "$wj" text "You play Player 1 (red)." >/dev/null' || fail "the window does not say which seat it plays"
where text "you" >/dev/null || fail "the window's own row in the panel is not marked you"
shot joined
kill $pid; wait $pid 2>/dev/null
kill $jpid $spid 2>/dev/null
# hosting: the key in groups of four, as players read it aloud
launch --size 960x640
net_box
fill Port 50 $((port + 1))
button Host
until_eval '[ -n "$(shown_actions)" ]' || fail "the hosted game did not show"
w0=$(wc -c < "$screen"); sleep 1
line=$(tail -c +"$w0" "$screen" | grep -ao "game key .*" | tail -1)
echo "$line" | grep -Eq '^game key [A-Z2-9]{4} [A-Z2-9]{4}$' || fail "the hosting line shows the key as \"$line\", not in two groups of four"
shot hosting
kill $pid
echo "network seat and key: the Join box says the name is a wish, a lower-case key with a space joined, the window said \"You play Player 1 (red).\" and marked its row; the hosting line shows \"$line\""
