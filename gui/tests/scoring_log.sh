#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The scoring log as a player reads it (run by xdo_game.sh, 1280x800): four computer seats on France with
# The Bets and The Tollkeepers (gui/demo/demo_ai_france.json as the autosave) play on their own. The wheel
# over the log scrolls back: the heading counts the entries above, and what was read stays in place while
# new ones arrive; a few seconds later the log follows the newest again. Its lines wrap: none is cut
# with "…", and each stays inside the panel.
set -u
. "$XDO_LIB"
demo_save demo_ai_france.json autosave 0
launch --size 1280x800 --speed 3 --ai-iterations 30 # the game lasts minutes: time to read
start Continue
# the log's heading: SCORING, or SCORING · N newer above (wheel), at the left of the panel
heading() { last_frame | sed -n 's/^text [0-9-]* [0-9-]* SCORING//p' | tail -1; }
# the count above what is shown (none: at the newest) and the first line of the entry at the top, of one frame
log_view() { last_frame | awk '/^text [0-9-]* [0-9-]* SCORING/ { on = 1; n = match($0, /[0-9]+ newer/) ? substr($0, RSTART, RLENGTH) + 0 : 0; next }
                               on && /^text / && !/ turn [0-9]*$/ { sub(/^text [0-9-]* [0-9-]* /, ""); print n "|" $0; exit }'; }
xy=$(where text SCORING) || fail "no scoring log heading"
set -- $xy
xdotool mousemove "$1" $(($2 + 40))
# two notches back whenever the log is full (before, nothing is above what it shows: no scroll)
n=0
until heading | grep -q "newer above"; do
    n=$((n + 1)); [ $n -ge 60 ] && fail "the wheel over the log did not scroll it back (heading: SCORING$(heading))"
    xdotool click 5; sleep 0.2; xdotool click 5; sleep 1.5
done
v=$(log_view) above=${v%%|*} read=${v#*|}
# while held, entries that arrive are counted above what was read, which stays in place (the computers
# score every few actions)
grew=0
for _ in $(seq 30); do
    v=$(log_view)
    [ "${v%%|*}" = 0 ] && break # the hold is up
    [ "${v#*|}" = "$read" ] || fail "a new entry moved what was read (\"$read\", now \"${v#*|}\", ${v%%|*} above)"
    [ "${v%%|*}" -gt "$above" ] && grew=1
    sleep 0.2
done
# a few seconds after the wheel the newest is at the top again, without a click
until_eval '[ "$(heading)" = "" ] && last_frame | grep -aq "^text [0-9-]* [0-9-]* SCORING$"' ||
    fail "the log did not come back to the newest entries (heading: SCORING$(heading))"
# no line of the log cut short (the texts between its heading and the Undo button, right of its left edge)
set -- $(last_frame | sed -n 's/^text \([0-9-]*\) \([0-9-]*\) SCORING$/\1 \2/p' | tail -1)
bottom=$(last_frame | sed -n 's/^button [0-9-]* \([0-9-]*\) .* Undo  Ctrl+Z$/\1/p' | tail -1)
[ -n "${2:-}" ] && [ -n "$bottom" ] || fail "no log heading or Undo button in the last frame"
cut=$(awk -v px="$1" -v top="$2" -v bottom="$bottom" '$1 == "text" && $2 >= px && $3 > top && $3 < bottom && /…$/' "$screen" | head -1)
[ -z "$cut" ] || fail "a log line is cut: $cut"
kill "$pid" 2>/dev/null
echo "scoring log: scrolled back $above entries; $([ $grew = 1 ] && echo "a new entry counted above while held; ")follows the newest again"
exit 0
