# The steps every xdotool drive script takes (sourced by the scripts xdo_game.sh runs). $pid: the game.
save=$XDG_DATA_HOME/opencarc/autosave.json
# a click, with time for a frame to show it
click() { xdotool mousemove "$1" "$2"; sleep 0.3; xdotool click 1; sleep 0.7; }
fail() { echo "$1"; kill "$pid" 2>/dev/null; exit 1; }
# waits until the command succeeds (up to 20 s, for a loaded machine); until_eval: a shell condition
until_ok() { n=0; until "$@"; do n=$((n + 1)); [ $n -ge 100 ] && return 1; sleep 0.2; done; }
until_eval() { n=0; until eval "$1"; do n=$((n + 1)); [ $n -ge 100 ] && return 1; sleep 0.2; done; }
# starts the game with these options and waits for its window and its first frames
launch() {
    "$OC" "$@" & pid=$!
    until_ok xdotool search --name '^OpenCarc$' >/dev/null 2>&1 || fail "the window did not open"
    sleep 2
}
# a menu button that starts the game, pressed until the side panel shows (its colour at (900,500))
start() {
    for _ in $(seq 15); do
        click "$1" "$2"; sleep 1
        [ "$(import -window root -crop 1x1+900+500 txt:- 2>/dev/null | tail -1 | grep -o 'srgb([0-9,]*)')" = "srgb(30,33,40)" ] && return 0
    done
    fail "the game did not start"
}
# the autosave's actions (it follows every action), as JSON
actions() { python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))["actions"]))' "$save"; }
# a saved game NAME.json in the saves' folder: the first N actions of a demo (without its "end")
demo_save() {
    python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); j.pop("end",None); j["actions"]=j["actions"][:int(sys.argv[3])]; json.dump(j,open(sys.argv[2],"w"))' \
        "$XDO_SRC/gui/demo/$1" "$XDG_DATA_HOME/opencarc/$2.json" "$3"
}
