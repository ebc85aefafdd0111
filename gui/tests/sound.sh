#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Sound test: play a scripted game under Xvfb with SDL's disk audio driver (the mixed output goes to a
# file), once at a set volume and once muted (through the settings file), and check the output against
# the log of the sounds started (test_gui_audio check): heard where they start, scoring included; muted:
# started, and silence written.
# usage: sound.sh OPENCARC TEST_GUI_AUDIO SCENARIO DIR; SMOKE_ARGS: more options for opencarc
set -u
bin=$1 check=$2 scenario=$3 dir=$4
rm -rf "$dir"
mkdir -p "$dir/config/opencarc"
run() { # NAME MUTED
    printf '{"volume": 60, "muted": %s}\n' "$2" > "$dir/config/opencarc/setup.json"
    XDG_CONFIG_HOME="$dir/config" XDG_DATA_HOME="$dir/data" SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$dir/$1.raw" \
        xvfb-run -a -n $(($$ % 900 + 100)) -s "-screen 0 1280x800x24 -noreset" "$bin" --demo "$scenario" --sound-log "$dir/$1.log" ${SMOKE_ARGS:-} \
        || { echo "opencarc failed"; exit 1; }
}
run sound false
"$check" check "$dir/sound.raw" "$dir/sound.log" || exit 1
run muted true
"$check" check "$dir/muted.raw" "$dir/muted.log" muted || exit 1
echo "gui sound: ok"
