#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The builder's double turn is a choice (RULES.md 7: the player *may* play a second tile), with the mouse
# (xdotool under Xvfb; XDO_SCREEN, default 960x640). gui/demo/demo_traders_builder.json continued as the
# autosave after its first 8 actions: Ann's builder stands on her road east of the start tile, Bob has
# placed his K. Ann clicks the square that extends her road (3,0) and Space: a double turn earned. The
# HUD asks "Builder: take a second tile?" with its two buttons, under the header "Ann's builder". Once she
# declines (Decline), the autosave ends with {"act": "no_double_turn"}, the board says so and Bob's turn
# follows. Started again from the same save, she earns it again and takes it (Take it): the
# autosave ends with {"act": "double_turn"}, the board says "Builder: Ann plays a second tile", her
# builder pulses, and the header of the second tile's turn says "Builder: Ann again"; she places her second tile.
# XDO_SHOT: a prefix for screenshots (the choice, the pulse, the second tile's header); XDO_CONTINUE and
# XDO_BOBS_TURN: two labels in the language set in XDO_SETUP; XDO_SPEED: the animations' speed (4).
# Run by xdo_game.sh.
set -u
. "$XDO_LIB"
size=${XDO_SCREEN:-960x640}
shot() { [ -n "${XDO_SHOT:-}" ] && import -window root "${XDO_SHOT}_$1.png"; return 0; }
# in another language (screenshots): the menu's Continue and the header of Bob's turn as it says them
continue_label=${XDO_CONTINUE:-Continue} bobs_turn=${XDO_BOBS_TURN:-"Bob's turn"}
last_action() { python3 -c 'import json,sys; a=json.load(open(sys.argv[1]))["actions"]; print(len(a), json.dumps(a[-1]))' "$save"; }
earn() {
    demo_save demo_traders_builder.json autosave 8
    launch --size "$size" --speed "${XDO_SPEED:-4}"
    start "$continue_label"
    square 3 0                 # Ann's U extends the road of her builder
    off=$(wc -c < "$screen")
    xdotool key space          # no meeple: the turn is over, the double turn earned
    # the instructions' two lines are wrapped together: the question starts the first
    until_eval 'tail -c +"$off" "$screen" | grep -aq "^text [0-9-]* [0-9-]* Builder: take a second tile?"' || fail "no choice of a second tile"
    until_eval 'drawn_at "$off" button "Take it" >/dev/null && drawn_at "$off" button "Decline" >/dev/null' ||
        fail "the choice has not its two buttons"
    drawn_at "$off" text "Ann's builder" >/dev/null || fail "the header does not say it is Ann's builder's choice"
    # (the autosave follows at the next turn's start: the game shown has her tile and pass, no answer)
    [ "$(shown_actions)" = 10 ] || fail "the choice was answered before a click: $(shown_actions) actions shown"
}
# declined: the next player's turn
earn
shot choice
off=$(wc -c < "$screen")
button Decline
until_eval '[ "$(last_action)" = "11 {\"act\": \"no_double_turn\"}" ]' || fail "Decline did not decline: $(last_action)"
until_eval 'drawn_at "$off" text "Builder: Ann declines the second tile" >/dev/null' || fail "the decline is not said"
until_eval 'drawn_at "$off" text "$bobs_turn" >/dev/null' || fail "Bob's turn does not follow the decline"
kill $pid; wait $pid 2>/dev/null
# taken: her second tile, announced
earn
off=$(wc -c < "$screen")
xy=$(where button "Take it") || fail "no button Take it"
set -- $xy
xdotool mousemove "$1" "$2"; sleep 0.3; xdotool click 1; sleep 0.4
shot pulse                 # the builder's pulse (XDO_SPEED=1: on long enough to be seen)
until_eval '[ "$(last_action)" = "11 {\"act\": \"double_turn\"}" ]' || fail "Take it did not take it: $(last_action)"
until_eval 'drawn_at "$off" text "Builder: Ann plays a second tile" >/dev/null' || fail "the second tile is not announced"
# the header of her second tile's turn, once the tile is to place
until_eval 'drawn_at "$(($(wc -c < "$screen") - 200000 > 0 ? $(wc -c < "$screen") - 200000 : 0))" square "*" >/dev/null' ||
    fail "no square lit for the second tile"
off=$(wc -c < "$screen")
until_eval 'drawn_at "$off" text "Builder: Ann again" >/dev/null' || fail "the header of the second tile does not say it"
shot second
square '*'
xdotool key space; sleep 1
until_eval 'python3 -c "import json,sys; sys.exit(len(json.load(open(sys.argv[1]))[\"actions\"]) != 13)" "$save"' ||
    fail "Ann's second tile was not played: $(actions)"
kill $pid
echo "the double turn's choice with the mouse: declined once (Bob's turn), taken once (announced, her second tile played)"
