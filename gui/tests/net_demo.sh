#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The network game's done-when demo: three OpenCarc windows under one Xvfb display (1920x1280, each
# window 960x640 in a corner of its own), driven with the mouse and keys through xdotool, play a whole
# game of The Bets + Map-Chips on the Benelux map: Ann hosts from her window (the menu's Network… box,
# Host; her settings seat Ann, Bob and Cleo, all human), Bob joins as seat 2 and Cleo as seat 3 (Network…,
# Join with the address, the port and the game key Ann's window shows; Bob also with its fingerprint, as
# from beyond the local network, so over TLS). After about ten turns, at Bob's
# turn, Bob's window is killed with SIGKILL, started again with the same folders and brought back to his
# seat with the menu's Continue. Every window plays its own seat: a legal square in view (O, the whole
# map, when none is), Space (no meeple), a chip at its first bets (then No bet), Draw from the stack at an
# island choice. The demo ends when all three windows show the results (the button "Statistics (S)").
# Each window has its own HOME, XDG_CONFIG_HOME and XDG_DATA_HOME (its settings, its network.json), its
# own --screen-log (where the driver finds squares and buttons, and whose turn it is), SDL_AUDIODRIVER=dummy
# and TZ=UTC. Screenshots, the results' texts, the host's game and a log (demo.log) go to OUTDIR.
# Every wait is bounded: no progress in any window for NET_DEMO_STALL seconds (default 240), or a whole
# run over NET_DEMO_LIMIT seconds (default 3600), ends the demo with a message and pictures of the windows.
# usage: sh gui/tests/net_demo.sh OPENCARC SOURCE_DIR OUTDIR     (e.g. build/opencarc /work/main /tmp/demo)
set -u
[ $# -eq 3 ] || { echo "usage: $0 OPENCARC SOURCE_DIR OUTDIR"; exit 1; }
for t in Xvfb xdotool import python3; do
    command -v $t >/dev/null || { echo "$t missing: skipped"; exit 77; }
done
OC=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
SRC=$(cd "$2" && pwd)
mkdir -p "$3" && OUT=$(cd "$3" && pwd)
CLI=$(dirname "$OC")/opencarc-cli
W=960 H=640
STALL=${NET_DEMO_STALL:-240}
LIMIT=${NET_DEMO_LIMIT:-3600}
port=$((21000 + $$ % 9000)) # below the system's range for outgoing connections
export OPENCARC_LAN=127.0.0.1:$((port + 1)) # the hosting window announces on loopback only
work=$(mktemp -d /tmp/net_demo.XXXXXX)
t0=$(date +%s)
: > "$OUT/demo.log"
say() { echo "[$(($(date +%s) - t0))s] $*" | tee -a "$OUT/demo.log"; }

xvfb=
cleanup() {
    for w in ann bob cleo; do
        [ -f "$work/$w/pid" ] && kill "$(cat "$work/$w/pid")" 2>/dev/null
    done
    sleep 1
    [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
    mkdir -p "$OUT/logs"
    for w in ann bob cleo; do # the last 400 kB of each screen log, the network memo, stderr
        [ -f "$work/$w/screen.log" ] && tail -c 400000 "$work/$w/screen.log" > "$OUT/logs/$w.screen.tail"
        for f in stderr.log screen.prev.log; do [ -f "$work/$w/$f" ] && tail -c 400000 "$work/$w/$f" > "$OUT/logs/$w.$f"; done
        cp "$work/$w/data/opencarc/network.json" "$OUT/logs/$w.network.json" 2>/dev/null
    done
    cp "$work/ann/data/opencarc/host.log" "$work/ann/data/opencarc/host.json" "$OUT/logs/" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---- the screen log reader: the state of a window's last whole frame after a byte offset ----
cat > "$work/state.py" <<'PY'
import sys
log, off, W, H = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
mode = sys.argv[5] if len(sys.argv) > 5 else "state"
with open(log, "rb") as f:
    f.seek(off)
    lines = f.read().decode("utf-8", "replace").split("\n")[:-1]  # whole lines only
def buttons(ls):
    b = {}
    for l in ls:
        p = l.split(" ")
        if p[0] == "button" and len(p) >= 7:
            b[" ".join(p[6:])] = (int(p[1]) + int(p[3]) // 2, int(p[2]) + int(p[4]) // 2, p[5] == "1")
    return b
if mode == "button":  # the centre of an enabled button (the last drawn) with this label
    v = buttons(lines).get(sys.argv[6])
    if not v or not v[2]:
        sys.exit(1)
    print(v[0], v[1]); sys.exit()
if mode == "text":  # where a text starting so is drawn (its top left)
    for l in reversed(lines):
        p = l.split(" ", 3)
        if p[0] == "text" and len(p) > 3 and p[3].startswith(sys.argv[6]):
            print(p[1], p[2]); sys.exit()
    sys.exit(1)
fr = [i for i, l in enumerate(lines) if l.startswith("frame ")]
tail = lines[fr[-1] + 1:] if fr else lines
if mode == "results":  # the texts of one whole results frame, in order
    st = [i for i, l in enumerate(tail) if l.startswith("button ") and l.endswith(" Statistics (S)")]
    if len(st) < 2:
        sys.exit(1)
    for l in tail[st[-2] + 1:st[-1] + 1]:
        if l.startswith("text ") or l.startswith("button "):
            print(l)
    sys.exit()
tb = buttons(tail)
if "Statistics (S)" in tb:
    print("results"); sys.exit()
if "Network…" in tb and not fr:
    print("menu"); sys.exit()
if len(fr) < 2:
    print("none"); sys.exit()
fl = lines[fr[-1]].split(" ")
acts, anim = int(fl[3]), int(fl[5])
body = lines[fr[-2] + 1:fr[-1]]
if mode == "frame":  # the texts and buttons of the last whole frame (for the log)
    for l in body:
        if (l.startswith("text ") or l.startswith("button ")) and not l.split(" ")[2].startswith("-"):
            print(l)
    sys.exit()
b = buttons(body)
texts = []
for l in body:
    p = l.split(" ", 3)
    if p[0] == "text" and len(p) > 3:
        texts.append((int(p[1]), int(p[2]), p[3]))
def has_text(prefix):
    return any(t[2].startswith(prefix) for t in texts)
def on(label):
    v = b.get(label)
    return v if v and v[2] else None
hud = min([t[0] for t in texts if t[2].startswith("Turn ")] or [W]) - 14  # the panel's left edge
waiting = [t[2] for t in texts if t[2].startswith("Waiting for ") or t[2].startswith("Connection to ")]
if len(sys.argv) > 6 and mode == "state":  # what every seat sees alike: the turn's tile in the panel, the scores
    tile = [l.split(" ")[3] for l in body if l.startswith("tile ") and int(l.split(" ")[1]) >= hud and int(l.split(" ")[2]) < 200]
    top = min([t[1] for t in texts if t[2] == "PLAYERS"] or [0])
    scores = [t for t in texts if t[0] > hud + 200 and top < t[1] < top + 160 and t[2].isdigit()]
    with open(sys.argv[6], "w") as f:
        f.write("%d %d %s %s\n" % (acts, anim, tile[-1] if tile else "-", "/".join(t[2] for t in sorted(scores, key=lambda t: t[1])) or "-"))
note = ("|" + waiting[0].replace(" ", "_")) if waiting else ""
if anim:
    print("anim", acts, note); sys.exit()
if on("No bet"):  # the rack: No bet, then the chips (their tiles:points texts under them)
    x, y, _ = on("No bet")
    chips = []
    for t in texts:
        if t[1] > y - 60 and t[1] < y + 60 and t[0] < x and ":" in t[2] and t[2][0].isdigit():
            chips.append("%d,%d" % (t[0] + len(t[2]) * 3, t[1] - 34))
    print("bet", acts, "%d,%d" % (x, y), *chips); sys.exit()
for k, v in b.items():
    if k.startswith("I am ") and k.endswith("show my chips") and v[2]:
        print("show", acts, "%d,%d" % (v[0], v[1])); sys.exit()
if on("Draw from the stack"):
    x, y, _ = on("Draw from the stack"); print("draw", acts, "%d,%d" % (x, y)); sys.exit()
if has_text("Choose the feature"):
    for k, v in b.items():
        if (k.startswith("Road") or k.startswith("City")) and v[2]:
            print("settle", acts, "%d,%d" % (v[0], v[1])); sys.exit()
if has_text("Click a highlighted square"):
    sq = []
    for l in body:
        p = l.split(" ")
        if p[0] == "square":
            x, y = int(p[1]) + int(p[3]) // 2, int(p[2]) + int(p[4]) // 2
            if 30 < x < hud - 30 and 60 < y < H - 70 and (x, y) not in sq:
                sq.append((x, y))
    sq.sort(key=lambda q: (q[0] - hud / 2) ** 2 + (q[1] - H / 2) ** 2)  # the middle of the board first
    print("place", acts, *("%d,%d" % q for q in sq)); sys.exit()
for pre in ("Click a marker", "Confirm the meeple", "No free spot", "No meeple left"):
    if has_text(pre):
        print("meeple", acts); sys.exit()
if has_text("Choose an action below"):
    print("other", acts); sys.exit()
print("wait", acts, note)
PY

# ---- the display and the windows ----
Xvfb -displayfd 3 -screen 0 1920x1280x24 -nolisten tcp -noreset 3>"$work/display" > "$work/xvfb.log" 2>&1 &
xvfb=$!
n=0
until [ -s "$work/display" ]; do
    n=$((n + 1)); [ $n -ge 100 ] && { echo "Xvfb did not start: $(cat "$work/xvfb.log")"; exit 1; }
    sleep 0.2
done
DISPLAY=:$(head -1 "$work/display"); export DISPLAY
say "display $DISPLAY (1920x1280), host port $port, work folder $work"

wid() { cat "$work/$1/wid"; }
pidof_w() { cat "$work/$1/pid"; }
shot() { import -window root "$OUT/$1.png" 2>/dev/null; }
shot_win() { import -window "$(wid "$1")" "$OUT/$2.png" 2>/dev/null; }
fail() {
    say "FAILED: $1"
    shot zz_failed
    for w in ann bob cleo; do
        [ -f "$work/$w/screen.log" ] || continue
        say "$w's last frame:"
        python3 "$work/state.py" "$work/$w/screen.log" $(($(wc -c < "$work/$w/screen.log") > 300000 ? $(wc -c < "$work/$w/screen.log") - 300000 : 0)) $W $H frame |
            cut -d' ' -f4- | tr '\n' '|' | tee -a "$OUT/demo.log"; echo | tee -a "$OUT/demo.log"
    done
    exit 1
}
# the state of the window's last whole frame drawn from now on
state() {
    s=$work/$1/screen.log
    o=$(wc -c < "$s")
    sleep 0.4
    rm -f "$work/$1/info"
    python3 "$work/state.py" "$s" "$o" $W $H state "$work/$1/info"
}
# a query of the frames drawn from now on (up to 20 s): button LABEL / text START → "X Y"
find_drawn() {
    s=$work/$1/screen.log
    o=$(wc -c < "$s")
    n=0
    sleep 0.3
    until python3 "$work/state.py" "$s" "$o" $W $H "$2" "$3"; do
        n=$((n + 1)); [ $n -ge 80 ] && return 1
        sleep 0.25
    done
}
click() { xdotool mousemove --window "$(wid "$1")" "$2" "$3"; sleep 0.25; xdotool click 1; sleep 0.5; }
key() { w=$1; shift; xdotool windowfocus "$(wid "$w")" 2>/dev/null; sleep 0.1; xdotool key "$@"; sleep 0.3; }
typ() { xdotool windowfocus "$(wid "$1")" 2>/dev/null; sleep 0.1; xdotool type --delay 40 "$2"; sleep 0.3; }
button() { xy=$(find_drawn "$1" button "$2") || fail "$1: no button \"$2\" on the screen"; click "$1" $xy; }
# a text field of the Network… box: its label, then DX pixels right of the label's start
field() {
    xy=$(find_drawn "$1" text "$2") || fail "$1: no field \"$2\" in the Network box"
    set -- "$1" $xy "$3"
    click "$1" $(($2 + $4)) $(($3 + 8))
}

# a window of its own folders at X Y; waits for its menu
start_win() {
    h=$work/$1
    mkdir -p "$h/cfg/opencarc" "$h/data/opencarc" "$h/run"
    chmod 700 "$h/run"
    [ -f "$h/screen.log" ] && tail -c 2000000 "$h/screen.log" > "$h/screen.prev.log" # the run before (the new one writes it anew)
    env -u OPENCARC_DATA HOME="$h" XDG_CONFIG_HOME="$h/cfg" XDG_DATA_HOME="$h/data" XDG_RUNTIME_DIR="$h/run" \
        DBUS_SESSION_BUS_ADDRESS="unix:path=$h/run/no-bus" SDL_AUDIODRIVER=dummy TZ=UTC \
        "$OC" --size ${W}x$H --screen-log "$h/screen.log" >> "$h/stderr.log" 2>&1 &
    echo $! > "$h/pid"
    n=0
    until w=$(xdotool search --onlyvisible --pid "$(pidof_w "$1")" 2>/dev/null | head -1) && [ -n "$w" ]; do
        kill -0 "$(pidof_w "$1")" 2>/dev/null || fail "$1's window ended before it opened: $(tail -3 "$h/stderr.log")"
        n=$((n + 1)); [ $n -ge 300 ] && fail "$1's window did not open in 60 s"
        sleep 0.2
    done
    echo "$w" > "$h/wid"
    xdotool windowmove "$w" "$2" "$3"
    n=0
    until [ "$(state "$1")" = menu ]; do
        n=$((n + 1)); [ $n -ge 60 ] && fail "$1's window shows no menu"
    done
    say "$1's window is up (pid $(pidof_w "$1"), window $w at $2,$3)"
}

setup() { # NAME JSON: the settings the menu starts with
    mkdir -p "$work/$1/cfg/opencarc"
    printf '%s\n' "$2" > "$work/$1/cfg/opencarc/setup.json"
}

# waits until the window shows the game (up to 60 s)
await_game() {
    n=0
    while :; do
        set -- "$1" $(state "$1")
        case ${2:-none} in
        menu | none) ;;
        *) return 0 ;;
        esac
        n=$((n + 1)); [ $n -ge 120 ] && return 1
    done
}

join_win() { # NAME SEAT [FINGERPRINT]
    button "$1" "Network…"
    sleep 0.5
    field "$1" Port 80; key "$1" ctrl+a; typ "$1" $port
    field "$1" Address 120; typ "$1" 127.0.0.1
    field "$1" "Game key" 140; typ "$1" "$key"
    field "$1" Seat 80; typ "$1" "$2"
    [ -n "${3:-}" ] && { field "$1" Fingerprint 150; typ "$1" "$3"; }
    shot_win "$1" "02_${1}_join_box"
    button "$1" Join
    await_game "$1" || fail "$1's Join did not show the game (the box says: $(python3 "$work/state.py" "$work/$1/screen.log" 0 $W $H text Connecting || true))"
    say "$1 joined as seat $2${3:+ over TLS, with the fingerprint $3}"
}

# ---- Ann hosts ----
players='[{"name": "Ann", "color": "red"}, {"name": "Bob", "color": "blue"}, {"name": "Cleo", "color": "green"}]'
setup ann "{\"players\": $players, \"modules\": [\"bets\", \"mapchips\"], \"map\": \"benelux\", \"seed\": \"7\", \"ui_scale\": 100, \"language\": \"en\"}"
setup bob '{"ui_scale": 100, "language": "en"}'
setup cleo '{"ui_scale": 100, "language": "en"}'
start_win ann 0 0
shot_win ann 00_ann_menu
button ann "Network…"
sleep 0.5
field ann Port 80; key ann ctrl+a; typ ann $port
button ann Host
n=0
until key=$(grep -a "game key " "$work/ann/screen.log" | tail -1 | sed 's/.*game key //') && [ -n "$key" ]; do
    n=$((n + 1)); [ $n -ge 100 ] && fail "Ann's Host shows no game key ($(grep -a "^text 94 4" "$work/ann/screen.log" | tail -1))"
    sleep 0.3
done
fp=$(grep -a "also the fingerprint " "$work/ann/screen.log" | tail -1 | sed 's/.*also the fingerprint //')
say "Ann hosts: port $port, game key $key, fingerprint $fp"
await_game ann || fail "Ann's window did not show the hosted game"
shot 01_hosting

# ---- Bob and Cleo join ----
start_win bob 960 0
join_win bob 2 "$fp" # as from beyond the local network: TLS, and his Continue keeps the fingerprint
start_win cleo 0 640
join_win cleo 3
sleep 2
shot 03_all_joined

# ---- the game ----
places=0 killed=0 bob_down=0 round=0 shots=0
bets_ann=0 bets_bob=0 bets_cleo=0 views_ann=0 views_bob=0 views_cleo=0
last_sig= last_change=$(date +%s)
: > "$OUT/bets.log"

# a turn's tile: a legal square in view (the next one when the tile does not fit), Space; O when none is in view
place() { # NAME ACTIONS SQUARES...
    w=$1 a0=$2; shift 2
    if [ $# -eq 0 ]; then
        eval "v=\$views_$w"; v=$((v + 1)); eval "views_$w=$v"
        case $((v % 4)) in
        1) key "$w" o ;; 2) key "$w" minus ;; 3) key "$w" Home ;; 0) key "$w" o minus minus ;;
        esac
        sleep 0.5
        return
    fi
    for xy in "$@"; do
        click "$w" $(echo "$xy" | tr , ' ')
        sleep 0.3
        key "$w" space
        sleep 0.8
        for _ in 1 2 3; do
            set -- $(state "$w")
            case ${1:-none} in
            meeple) key "$w" space; sleep 0.8 ;; # the tile is down: no meeple
            place) [ "${2:-$a0}" = "$a0" ] && break ;;
            none) ;;
            esac
            { [ "${1:-none}" = results ] || { [ "${1:-none}" != meeple ] && [ "${1:-none}" != none ] && [ "${2:-$a0}" != "$a0" ]; }; } && {
                places=$((places + 1))
                say "$w placed a tile (placement $places, ${2:-?} actions shown there, ${1:-?})"
                [ $((places % 5)) -eq 0 ] && shot "$(printf 't%03d_%s' $places "$w")"
                return
            }
        done
        key "$w" Escape r
        sleep 0.3
    done
    say "$w: no square took the tile ($*)"
}

# a bet: the first three times a chip (the first on the rack), then No bet
bet() { # NAME ACTIONS NOBET CHIPS...
    w=$1; nobet=$3; shift 3
    eval "k=\$bets_$w"; k=$((k + 1)); eval "bets_$w=$k"
    echo "$w bet step $k: $# chips on the rack" >> "$OUT/bets.log"
    if [ $k -le 3 ]; then
        shot "$(printf 'bet_%s_%d' "$w" $k)"
        shot_win "$w" "$(printf 'bet_%s_%d_window' "$w" $k)"
    fi
    if [ $k -le 3 ] && [ $# -gt 0 ]; then
        click "$w" $(echo "$1" | tr , ' ')
        say "$w bet a chip ($# on the rack)"
    else
        click "$w" $(echo "$nobet" | tr , ' ')
        say "$w: No bet ($# chips on the rack)"
    fi
    sleep 1
    [ $k -le 3 ] && shot "$(printf 'bet_%s_%d_after' "$w" $k)"
}

kill_bob() {
    shot 10_bob_turn_before_kill
    kill -9 "$(pidof_w bob)"
    bob_down=1
    say "Bob's window killed with SIGKILL (pid $(pidof_w bob)) at his turn, after $places placements"
    sleep 5
    shot 11_waiting_for_bob
    for w in ann cleo; do say "$w shows: $(state $w)"; done
    start_win bob 960 0
    shot_win bob 12_bob_menu_again
    button bob "Continue network game"
    await_game bob || fail "Bob's Continue did not bring the game back"
    bob_down=0 killed=1
    sleep 3
    shot 13_bob_rejoined
    say "Bob is back: $(state bob)"
}

# the three windows at one action and still: the same tile for the turn, the same scores (else noted)
odd_tiles=0 odd_scores=0
compare_windows() {
    [ $bob_down = 1 ] && return
    for w in ann bob cleo; do [ -s "$work/$w/info" ] || return; done
    read -r a1 n1 t1 s1 < "$work/ann/info"; read -r a2 n2 t2 s2 < "$work/bob/info"; read -r a3 n3 t3 s3 < "$work/cleo/info"
    [ "$a1" = "$a2" ] && [ "$a2" = "$a3" ] && [ "$n1$n2$n3" = 000 ] || return
    if [ "$t1" != "$t2" ] || [ "$t2" != "$t3" ]; then
        odd_tiles=$((odd_tiles + 1))
        say "ODD: at action $a1 the panels show different tiles: ann $t1, bob $t2, cleo $t3 (the host: $(host_tile "$a1"))"
        [ $odd_tiles -le 6 ] && shot "$(printf 'odd_tile_%02d' $odd_tiles)"
    fi
    if [ "$s1" != "$s2" ] || [ "$s2" != "$s3" ]; then
        odd_scores=$((odd_scores + 1))
        say "ODD: at action $a1 the scores differ: ann $s1, bob $s2, cleo $s3"
        [ $odd_scores -le 6 ] && shot "$(printf 'odd_score_%02d' $odd_scores)"
    fi
}
# the host's tiles at action $1 (its save: the stack, and the actions): the turn's tile, the one placed last
host_tile() {
    python3 -c '
import json, sys
g = json.load(open(sys.argv[1]))["tables"][0]["game"]
d, k = g["setup"].get("draw") or [], sum(1 for a in g["actions"][:int(sys.argv[2])] if a.get("act") == "tile")
print("turn tile %s, placed last %s" % (d[k] if k < len(d) else "-", d[k - 1] if 0 < k <= len(d) else "-"))' \
        "$work/ann/data/opencarc/host.json" "$1" 2>/dev/null || echo "?"
}

done_ann=0 done_bob=0 done_cleo=0
while :; do
    round=$((round + 1))
    sig=
    for w in ann bob cleo; do
        [ $w = bob ] && [ $bob_down = 1 ] && continue
        kill -0 "$(pidof_w $w)" 2>/dev/null || fail "$w's window is gone (status: $(tail -2 "$work/$w/stderr.log"))"
        set -- $(state $w)
        s=${1:-none}
        sig="$sig $w:$s:${2:-}"
        case $s in
        results)
            eval "d=\$done_$w"
            if [ "$d" = 0 ]; then
                eval "done_$w=1"
                sleep 1
                shot_win $w "90_results_$w"
                python3 "$work/state.py" "$work/$w/screen.log" $(($(wc -c < "$work/$w/screen.log") > 200000 ? $(wc -c < "$work/$w/screen.log") - 200000 : 0)) $W $H results > "$OUT/results_$w.txt" 2>/dev/null ||
                    { sleep 1; o=$(wc -c < "$work/$w/screen.log"); sleep 1; python3 "$work/state.py" "$work/$w/screen.log" $o $W $H results > "$OUT/results_$w.txt"; }
                say "$w shows the results"
            fi ;;
        bet) shift; bet $w "$@" ;;
        show) say "$w: a pass screen for the chips"; shot "show_$w"; key $w Return ;;
        draw) say "$w: the island choice: Draw from the stack"; click $w $(echo "$3" | tr , ' ') ;;
        settle) say "$w: the settle choice"; shot "settle_$w"; click $w $(echo "$3" | tr , ' ') ;;
        place)
            if [ $w = bob ] && [ $killed = 0 ] && [ $places -ge 10 ]; then
                kill_bob
                last_change=$(date +%s)
                continue
            fi
            shift; place $w "$@" ;;
        meeple) key $w space ;;
        other) say "$w: an unknown choice (\"Choose an action below\")"; shot "other_$w" ;;
        menu) fail "$w shows the menu in the middle of the game" ;;
        esac
    done
    [ $done_ann = 1 ] && [ $done_bob = 1 ] && [ $done_cleo = 1 ] && break
    compare_windows
    now=$(date +%s)
    if [ "$sig" != "$last_sig" ]; then
        last_sig=$sig last_change=$now
    elif [ $((now - last_change)) -ge "$STALL" ]; then
        fail "no progress for $STALL s (states:$sig)"
    fi
    [ $((now - t0)) -ge "$LIMIT" ] && fail "over $LIMIT s (states:$sig)"
    [ $((round % 20)) -eq 0 ] && say "round $round:$sig"
done
shot 95_all_results

# ---- the scores ----
say "all three windows show the results after $places placements, $(($(date +%s) - t0)) s"
python3 - "$OUT" > "$OUT/scores.txt" <<'PY'
import sys, re
for w in ("ann", "bob", "cleo"):  # the results' rows: rank, name, the columns, the total (one line of the table)
    ts = [l.rstrip("\n").split(" ", 3) for l in open("%s/results_%s.txt" % (sys.argv[1], w)) if l.startswith("text ")]
    rows = []
    for k, t in enumerate(ts):
        if re.fullmatch(r"\d+\.", t[3]) and k + 1 < len(ts):
            cells = [c[3] for c in ts[k + 2:] if abs(int(c[2]) - int(t[2])) <= 6 and re.fullmatch(r"-?\d+", c[3])]
            if cells:
                rows.append("%s %s" % (ts[k + 1][3], cells[-1]))
    print(w + ": " + ", ".join(rows))
PY
while read -r l; do say "results in $l"; done < "$OUT/scores.txt"
sleep 2
python3 - "$work/ann/data/opencarc/host.json" "$OUT/host_game.json" <<'PY' && OPENCARC_DATA=$SRC "$CLI" replay "$OUT/host_game.json" > "$OUT/host_replay.json" 2>&1
import json, sys
json.dump(json.load(open(sys.argv[1]))["tables"][0]["game"], open(sys.argv[2], "w"))
PY
say "the host's game (seats Ann, Bob, Cleo): $(python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); print("scores", j.get("scores"), "phase", j.get("phase"))' "$OUT/host_replay.json" 2>&1)"
same=1
for w in bob cleo; do
    [ "$(grep "^ann:" "$OUT/scores.txt" | cut -d: -f2)" = "$(grep "^$w:" "$OUT/scores.txt" | cut -d: -f2)" ] ||
        { same=0; say "the results of ann and $w differ"; }
done
[ $same = 1 ] && say "the three results screens show the same scores"
say "oddities seen: $odd_tiles times different tiles for the turn, $odd_scores times different scores (demo.log: ODD)"
say "done in $(($(date +%s) - t0)) s; screenshots in $OUT"
[ $same = 1 ] || exit 1
exit 0
