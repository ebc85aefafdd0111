#!/bin/sh
# The toll house step with the mouse, as the meeple step (xdotool under Xvfb, 960x640): a click on a lit
# crossroads only stands the house there; Esc takes it back; Space confirms. The game continues
# demo_toll.json after its first tile (W_farmhouse at (-1,0), Ann's meeple step): Continue at (404,528),
# Toll house at (800,302), the crossroads (-1,0) at (262,330).
# usage: toll_confirm.sh OPENCARC DATA_DIR
set -u
bin=$1 data=$2
command -v xdotool >/dev/null || { echo "xdotool missing: skipped"; exit 77; }
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/cfg/opencarc" "$home/data/opencarc"
printf '%s\n' '{"players": [{"name": "Ann", "color": "red"}, {"name": "Bob", "color": "blue"}],' \
    '"modules": ["tollkeepers"], "map": "", "seed": "7", "ui_scale": 100, "language": "en"}' > "$home/cfg/opencarc/setup.json"
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); j.pop("end",None); j["actions"]=j["actions"][:1]; json.dump(j,open(sys.argv[2],"w"))' \
    "$data/gui/demo/demo_toll.json" "$home/data/opencarc/autosave.json"
cat > "$home/drive.sh" <<'DRIVE'
set -u
save=$XDG_DATA_HOME/opencarc/autosave.json
actions() { python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))["actions"]))' "$save"; }
click() { xdotool mousemove "$1" "$2"; sleep 0.3; xdotool click 1; sleep 0.7; }
# a menu button that starts the game, pressed until the side panel shows (its colour at (900,500))
start() {
    for _ in $(seq 15); do
        click "$1" "$2"; sleep 1
        [ "$(import -window root -crop 1x1+900+500 txt:- 2>/dev/null | tail -1 | grep -o 'srgb([0-9,]*)')" = "srgb(30,33,40)" ] && return 0
    done
    echo "the game did not start"; kill $pid; exit 1
}
"$OC" --size 960x640 & pid=$!
# the window, then its first frames (slow on a loaded machine)
for _ in $(seq 60); do xdotool search --name '^OpenCarc$' >/dev/null 2>&1 && break; sleep 0.5; done
sleep 3
start 404 528   # Continue
click 800 302   # Toll house: the crossroads light up
click 262 330   # the crossroads of the new tile: the house stands there, nothing is played
sleep 1
one='[{"act": "tile", "x": -1, "y": 0, "rot": 0}]'
[ "$(actions)" = "$one" ] || { echo "a first click on a crossroads played: $(actions)"; kill $pid; exit 1; }
xdotool key Escape; sleep 0.3   # taken back
click 262 330   # chosen again
xdotool key space; sleep 2
got=$(actions)
kill $pid
want='[{"act": "tile", "x": -1, "y": 0, "rot": 0}, {"act": "tollhouse", "x": -1, "y": 0}]'
[ "$got" = "$want" ] || { echo "after Space: $got, expected $want"; exit 1; }
echo "toll house step: chosen, taken back, chosen again and confirmed"
DRIVE
HOME=$home XDG_CONFIG_HOME=$home/cfg XDG_DATA_HOME=$home/data SDL_AUDIODRIVER=dummy OPENCARC_DATA=$data OC=$bin \
    xvfb-run -a -s "-screen 0 960x640x24" sh "$home/drive.sh"
