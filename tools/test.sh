#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds everything with warnings as errors and runs every test; then, built
# again with AddressSanitizer + UndefinedBehaviorSanitizer, the quick and slow tiers and the scripted
# demos in the window; then fuzzes the replay and action paths, the catalogue check, the game as a
# value, network messages and views for 75 s in all.
# --quick: the edit-compile-test loop: builds and runs the tests labelled quick (engine, rules,
# scenarios, CLI, data; about a minute once built), nothing under Xvfb, no sanitizers.
set -euo pipefail
cd "$(dirname "$0")/.."
quick=
[ "${1:-}" = --quick ] && quick=1
tools/deps.sh
jobs=$(nproc)
# Three tests a core in the release build: its window tests spend most of their time waiting for frames
# and clicks (xdotool), and a waiting test held a core's slot while the CPU idled. Two more than cores
# under the sanitizers, where every test computes.
tests=$((jobs * 3))
san_tests=$((jobs + 2))

# OPENCARC_GUI=OFF: engine, rules, CLI and their tests only (no SDL, see tools/deps.sh);
# OPENCARC_NET=OFF: no network play (no libwebsockets nor OpenSSL); both stay with build/ until given again.
opts=${OPENCARC_GUI:+-DOPENCARC_GUI=$OPENCARC_GUI}
opts+=${OPENCARC_NET:+ -DOPENCARC_NET=$OPENCARC_NET}
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DOPENCARC_WERROR=ON $opts >/dev/null
cmake --build build -j"$jobs"
if [ -n "$quick" ]; then
  ctest --test-dir build --output-on-failure -j"$jobs" -L '^quick$'
  exit 0
fi
# While the release build's tests run (the window tests mostly wait for frames), the sanitizer build
# and the fuzz targets build beside them, at a lower priority, in a process group of their own.
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DOPENCARC_WERROR=ON -DOPENCARC_SANITIZE=ON $opts \
      -DOPENCARC_RANDOM_GAMES=600 -DOPENCARC_RANDOM_EXP_GAMES=150 -DOPENCARC_RANDOM_MAP_GAMES=40 >/dev/null
fuzz_build=:
command -v clang >/dev/null && fuzz_build="tools/fuzz.sh --build-only"
setsid bash -c "nice -n 10 cmake --build build-asan -j$jobs && nice -n 10 $fuzz_build" > build-asan/build.log 2>&1 &
builder=$!
trap 'kill -- -$builder 2>/dev/null || true' EXIT
ctest --test-dir build --output-on-failure -j"$tests"
wait "$builder" || { cat build-asan/build.log; echo "test: the sanitizer or fuzz build failed"; exit 1; }

# Sanitizers: fewer random games, since every check runs ten times slower. The tests labelled sanitize
# (CMakeLists.txt): the quick and slow tiers with leak checks, and the scripted demos in the window
# (gui_smoke_*: every screen drawn, every expansion's choices made through the input path) without; in
# one run, so that the long programs and the demos share the cores. The window tier's xdotool tests and
# layouts in every language ran above, in the release build: under the sanitizers they doubled CI's time.
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 ctest --test-dir build-asan --output-on-failure -j"$san_tests" -L '^sanitize$'

# Fuzzing: the libFuzzer targets for a short while in all (clang, ASan + UBSan); longer runs: docs/FUZZING.md.
if command -v clang >/dev/null; then
  tools/fuzz.sh --share "${OPENCARC_FUZZ_SECONDS:-75}"
else
  echo "test: clang not installed, fuzzing skipped"
fi
