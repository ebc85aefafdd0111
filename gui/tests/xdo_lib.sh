# SPDX-License-Identifier: GPL-3.0-or-later
# The steps every xdotool drive script takes (sourced by the scripts xdo_game.sh runs). $pid: the game.
# Controls are found where the game draws them, read from its --screen-log ($screen): buttons by their
# label, the legal squares by their board square, the meeple spots by their location, so that a control
# moved by another layout (a fourth expansion's toggle, a button more in the panel) is still clicked.
save=$XDG_DATA_HOME/opencarc/autosave.json
screen=$HOME/screen.log
# a click, with time for a frame to show it
click() { xdotool mousemove "$1" "$2"; sleep 0.3; xdotool click 1; sleep 0.7; }
fail() {
    echo "$1"; echo "the last frame showed: $(screen_said)"
    echo "the pointer: $(xdotool getmouselocation 2>&1); the game's last presses and clicks: $(grep -a '^press \|^click ' "$screen" | tail -n 8 | tr '\n' ';')"
    kill "$pid" 2>/dev/null; exit 1
}
# what the last whole frame drew, in words: its texts and its buttons (enabled: +, disabled: -), so that a
# failure read in CI says what a player would have seen
screen_said() {
    python3 - "$screen" <<'PY' 2>/dev/null
import os, sys
try:
    f = open(sys.argv[1], "rb")
except OSError:
    print("(no screen log)"); sys.exit()
f.seek(max(0, os.fstat(f.fileno()).st_size - 300000))
lines = f.read().decode("utf-8", "replace").split("\n")[:-1]
ends = [i for i, l in enumerate(lines) if l.startswith("frame ")]
frame = lines[ends[-2] + 1:ends[-1] + 1] if len(ends) >= 2 else lines[-300:]
said = []
for l in frame:
    p = l.split(" ")
    w = (" ".join(p[3:]) if p[0] == "text" else ("+" if p[5] == "1" else "-") + " ".join(p[6:]) if p[0] == "button"
         else l if p[0] == "frame" else None)
    if w and w not in said:
        said.append(w)
said = " | ".join(said) or "(nothing)"
print(said if len(said) <= 1600 else said[:800] + " … " + said[-800:])  # its start and its end (a box drawn last)
PY
}
# the lines the last whole frame drew (the screen log's lines between its last two "frame" lines)
last_frame() { awk '/^frame /{n++; if (n > 1) { prev = cur }; cur = ""; next} {cur = cur $0 "\n"} END{printf "%s", prev}' "$screen"; }
# waits until the command succeeds (up to 20 s, for a loaded machine); until_eval: a shell condition
until_ok() { n=0; until "$@"; do n=$((n + 1)); [ $n -ge 100 ] && return 1; sleep 0.2; done; }
until_eval() { n=0; until eval "$1"; do n=$((n + 1)); [ $n -ge 100 ] && return 1; sleep 0.2; done; }
# starts the game with these options (and the screen log) and waits for its window and its first frames.
# Under the sanitizers with every core busy a start once took more than 20 s, and once (in CI) a game never
# showed a window at all; a start that shows nothing in 45 s is reported with where its threads waited and
# tried once more, since what the scripts test comes after the start. If the game ends first, or the second
# start shows nothing either, the message says which, and which windows there were.
launch() {
    launch_once "$@" || { echo "launch: no window in 45 s, tried again (its threads: $(threads_said); its windows: $(xdotool search --pid "$pid" getwindowname %@ 2>&1 | tr '\n' ' '); screen log: $(wc -c < "$screen") bytes)"
                          kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; launch_once "$@"; } ||
        fail "the window did not open in 45 s, twice (windows: $(xdotool search --name . getwindowname %@ 2>&1 | tr '\n' ' '))"
    sleep 2
}
# each thread of the game: its name, where it waits, and the kernel's stack top where readable
threads_said() {
    for t in /proc/$pid/task/*; do
        printf '%s:%s[%s] ' "$(cat $t/comm 2>/dev/null)" "$(tr -d '\0' < $t/wchan 2>/dev/null)" \
            "$(head -n 3 $t/stack 2>/dev/null | sed 's/^\[<[0-9a-f]*>\] //; s/+0x.*//' | tr '\n' ' ')"
    done
}
launch_once() {
    : > "$screen"
    "$OC" --screen-log "$screen" "$@" & pid=$!
    n=0 # its window found by name, or its first frames drawn (a loaded X server once listed no window)
    until xdotool search --name '^OpenCarc$' >/dev/null 2>&1 || [ -s "$screen" ]; do
        kill -0 "$pid" 2>/dev/null || { wait "$pid"; fail "the game ended (status $?) before its window opened"; }
        n=$((n + 1))
        [ $n -ge 225 ] && return 1
        sleep 0.2
    done
}
# the centre of what the screen log shows drawn after its byte OFFSET: KIND (button, square, spot, text)
# whose key is KEY (a button's label, enabled; a square's "X Y"; a spot's location; a text: its start;
# "*": any), the last one drawn
# usage: drawn_at OFFSET KIND KEY
drawn_at() {
    python3 - "$screen" "$@" <<'PY'
import sys
log, off, kind, key = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
def match(got):
    return key == "*" or got == key
with open(log, "rb") as f:
    f.seek(off)
    lines = f.read().decode("utf-8", "replace").split("\n")[:-1]  # whole lines only
at, found = None, []
for line in lines:
    p = line.split(" ")
    if p[0] != kind:
        continue
    if kind == "button" and p[5] == "1" and match(" ".join(p[6:])):
        at = (int(p[1]) + int(p[3]) // 2, int(p[2]) + int(p[4]) // 2)
    elif kind == "square" and match(" ".join(p[5:7])):
        at = (int(p[1]) + int(p[3]) // 2, int(p[2]) + int(p[4]) // 2)
        found.append(at)
    elif kind == "spot" and match(p[3]):
        at = (int(p[1]), int(p[2]))
    elif kind == "text" and match(" ".join(p[3:])):
        at = (int(p[1]) + 20, int(p[2]) + 8)
if found and key == "*":  # any square: of the last ones drawn, the nearest their middle (one in view)
    found = found[-64:]
    mx, my = sum(x for x, _ in found) / len(found), sum(y for _, y in found) / len(found)
    at = min(found, key=lambda q: (q[0] - mx) ** 2 + (q[1] - my) ** 2)
if not at:
    sys.exit(1)
print(at[0], at[1])
PY
}
# where the game draws KIND KEY now (in a frame after this call), "X Y" as for drawn_at; fails after 20 s
where() {
    w0=$(wc -c < "$screen")
    sleep 0.2
    n=0
    until drawn_at "$w0" "$1" "$2"; do n=$((n + 1)); [ $n -ge 100 ] && return 1; sleep 0.2; done
}
# clicks what the game draws now
click_drawn() { xy=$(where "$1" "$2") || fail "no $1 \"$2\" on screen"; click $xy; }
# a button by its label; a legal square by its board square; a meeple spot of the tile just placed; a text
button() { click_drawn button "$1"; }
# types value into the text field dx pixels right of where its label starts, replacing what it held
fill() {
    label=$1 dx=$2 value=$3
    at=$(where text "$label") || fail "no field $label"
    set -- $at
    click $(($1 + dx)) "$2"; xdotool key ctrl+a; xdotool type "$value"
}
text() { click_drawn text "$1"; }
square() { click_drawn square "$*"; }
spot() { click_drawn spot "$1"; }
# Presses the button LABEL until the screen log has a line matching PATTERN (grep -E) drawn after the
# first press: up to TRIES presses, each given SECONDS (a saved game replays for seconds under the
# sanitizers on a busy machine). The button gone (what it opens covers it) ends the presses. Succeeds
# when the line came. (Presses were lost while Xvfb reset under the game: xdo_game.sh runs it -noreset.)
press_until() {
    label=$1 pattern=$2 tries=$3 seconds=$4
    p0=$(wc -c < "$screen")
    for _ in $(seq "$tries"); do
        xy=$(where button "$label") || break
        click $xy
        n=0
        until tail -c +$((p0 + 1)) "$screen" | grep -aqE "$pattern"; do
            n=$((n + 1)); [ $n -ge $((seconds * 5)) ] && break; sleep 0.2
        done
        [ $n -lt $((seconds * 5)) ] && return 0
    done
    tail -c +$((p0 + 1)) "$screen" | grep -aqE "$pattern"
}
box_heading='^text [0-9-]+ [0-9-]+ Play across computers$'
# a menu button that starts the game (by its label), pressed until the game's frames are drawn
start() { press_until "$1" '^frame ' 6 10 || fail "the game did not start"; }
# opens the menu's Network… box
net_box() { press_until "Network…" "$box_heading" 5 5 || fail "the Network… box did not open"; }
# Continue into the network game played last: Continue network game (it opens the Network… box, where a
# second click could close it and the connection being made), then up to a minute for the host's game
continue_net() {
    s0=$(wc -c < "$screen")
    press_until "Continue network game" "^frame |$box_heading" 3 10 || fail "Continue network game opened nothing"
    n=0
    until tail -c +$((s0 + 1)) "$screen" | grep -aq '^frame '; do
        n=$((n + 1)); [ $n -ge 300 ] && fail "Continue did not bring the network game back in a minute"; sleep 0.2
    done
}
# the autosave's actions (it follows every action), as JSON
actions() { python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))["actions"]))' "$save"; }
# a saved game NAME.json in the saves' folder: the first N actions of a demo (without its "end")
demo_save() {
    python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); j.pop("end",None); j["actions"]=j["actions"][:int(sys.argv[3])]; json.dump(j,open(sys.argv[2],"w"))' \
        "$XDO_SRC/gui/demo/$1" "$XDG_DATA_HOME/opencarc/$2.json" "$3"
}
# The centre of a square the tile may go on that is in view (the board left of the panel), the k-th of
# those drawn in the next frame; fails when none is in view.
visible_square() {
    w0=$(wc -c < "$screen"); sleep 0.4
    python3 - "$screen" "$w0" "${1:-0}" "$(xdotool getdisplaygeometry)" <<'PY'
import sys
log, off, k = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
w, h = (int(v) for v in sys.argv[4].split())
with open(log, "rb") as f:
    f.seek(off)
    lines = f.read().decode("utf-8", "replace").split("\n")[:-1]
sq = []
for l in lines:
    p = l.split(" ")
    if p[0] == "square":
        x, y = int(p[1]) + int(p[3]) // 2, int(p[2]) + int(p[4]) // 2
        if 20 < x < w - 340 and 20 < y < h - 40 and (x, y) not in sq:
            sq.append((x, y))
if not sq:
    sys.exit(1)
print(*sq[k % len(sq)])
PY
}
# the actions of the game shown, from the last frame
shown_actions() { grep -a '^frame' "$screen" | tail -1 | cut -d' ' -f4; }
# A turn with the mouse as a player might take it, once the game asks (at most about 60 s): the steps before
# the tile answered as they show (a bet step No bet, also one the turn before left; an island offer
# declined: Draw from the stack), then the tile on a square in view (turned with R until it fits, else
# another square; O shows the whole map when none is in view) and Space: no meeple. Fails when no action
# was taken.
play_turn() {
    n=0 # until the game asks for the tile (the other seats' actions play before, at a human pace)
    until w0=$(wc -c < "$screen") && sleep 0.5 && drawn_at "$w0" square "*" >/dev/null; do
        if at=$(drawn_at "$w0" button "No bet"); then click $at
        elif at=$(drawn_at "$w0" button "Draw from the stack"); then click $at; fi
        n=$((n + 1)); [ $n -ge 120 ] && return 1
    done
    a0=
    for n in $(seq 0 11); do
        [ -n "$a0" ] && [ "$(shown_actions)" != "$a0" ] && return 0 # an earlier try's tile, shown late
        xy=$(visible_square $((n / 4))) || { xdotool key o; sleep 0.5; continue; }
        a0=$(shown_actions)
        click $xy; sleep 0.3
        xdotool key space; sleep 1
        [ "$(shown_actions)" != "$a0" ] && return 0
        # no squares any more: the tile went (to a host, the answer may take a while on a loaded machine)
        w0=$(wc -c < "$screen"); sleep 0.5
        drawn_at "$w0" square "*" >/dev/null || { until_eval '[ "$(shown_actions)" != "$a0" ]' && return 0; }
        xdotool key Escape r; sleep 0.3
    done
    return 1
}
# A network game for the window (docs/NETWORK.md): opencarc-cli serve on loopback with two human seats
# and the given setup options (seed 11), announced as on a local network, a headless client of its own
# playing the second seat (with the options in JOIN_ARGS); then the window joins the first seat from the
# Network… box's list, nothing typed. Sets port, spid, jpid; host_actions counts the host's saved actions.
net_game_joined() {
    cli=$(dirname "$OC")/opencarc-cli
    port=$((14000 + $$ % 3000 * 2)) # below the system's range for outgoing connections; the list's port next
    export OPENCARC_LAN=127.0.0.1:$((port + 1)) # the window listens there; loopback only
    OPENCARC_DATA=$XDO_SRC "$cli" serve --seats human,human --port $port --listen 127.0.0.1 --key TEST --seed 11 \
        "$@" --save "$HOME/host.json" --announce $OPENCARC_LAN > "$HOME/serve.out" 2>&1 & spid=$!
    OPENCARC_DATA=$XDO_SRC "$cli" join --port $port --key TEST --seat 1 --delay-ms 100 ${JOIN_ARGS:-} > "$HOME/join.out" 2>&1 & jpid=$!
    trap 'kill $spid $jpid 2>/dev/null' EXIT
    launch --size 1280x800
    net_box
    button "Player 1, Player 2 · 127.0.0.1, port $port · join seat 1"
    until_eval '[ -n "$(shown_actions)" ]' || fail "the joined game did not show"
}
host_actions() { python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["tables"][0]["game"]["actions"]))' "$HOME/host.json"; }
