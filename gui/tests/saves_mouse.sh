#!/bin/sh
# Saved games with the mouse, in German (xdotool under Xvfb, 960x640): Load… lists the saves folder and a
# click loads one; Ctrl+S proposes a name; a name with '/' is refused and the box stays open, saying why;
# another name is saved; Menu asks first, and leaving writes the autosave. The files tell what happened.
# usage: saves_mouse.sh OPENCARC DATA_DIR
set -u
bin=$1 data=$2
command -v xdotool >/dev/null || { echo "xdotool missing: skipped"; exit 77; }
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/cfg/opencarc" "$home/data/opencarc"
printf '%s\n' '{"players": [{"name": "Ann", "color": "red"}, {"name": "Bob", "color": "blue"}],' \
    '"modules": [], "map": "", "seed": "7", "ui_scale": 100, "language": "de"}' > "$home/cfg/opencarc/setup.json"
# a game of six actions, not ended: the one save in the folder
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); j.pop("end",None); j["actions"]=j["actions"][:6]; json.dump(j,open(sys.argv[2],"w"))' \
    "$data/gui/demo/demo_game.json" "$home/data/opencarc/sonntag.json"
cat > "$home/drive.sh" <<'DRIVE'
set -u
dir=$XDG_DATA_HOME/opencarc
actions() { python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["actions"]))' "$1" 2>/dev/null || echo none; }
click() { xdotool mousemove "$1" "$2"; sleep 0.3; xdotool click 1; sleep 0.7; }
fail() { echo "$1"; kill $pid; exit 1; }
"$OC" --size 960x640 & pid=$!
sleep 3
click 555 528   # Laden…
click 300 153   # the first row: sonntag
sleep 1
xdotool key ctrl+s; sleep 0.5
xdotool key --repeat 60 BackSpace; xdotool type "ein/zwei"; xdotool key Return; sleep 0.7
[ "$(ls "$dir" | sort | tr '\n' ' ')" = "sonntag.json " ] || fail "a refused name wrote: $(ls "$dir")"
xdotool key --repeat 20 BackSpace; xdotool type "montag"; xdotool key Return; sleep 0.7
[ "$(actions "$dir/montag.json")" = 6 ] || fail "montag.json: $(actions "$dir/montag.json") actions, expected the 6 loaded"
click 800 610   # Menü: the box asks first
[ -f "$dir/autosave.json" ] && fail "the autosave was written before leaving"
xdotool key Return; sleep 1
[ "$(actions "$dir/autosave.json")" = 6 ] || fail "leaving: autosave $(actions "$dir/autosave.json") actions, expected 6"
kill $pid
echo "saves with the mouse: loaded, a bad name refused, saved as montag, left with the autosave"
DRIVE
HOME=$home XDG_CONFIG_HOME=$home/cfg XDG_DATA_HOME=$home/data SDL_AUDIODRIVER=dummy OPENCARC_DATA=$data OC=$bin \
    xvfb-run -a -s "-screen 0 960x640x24" sh "$home/drive.sh"
