#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fuzz the engine and the catalogue check: tools/fuzz.sh [--share] [SECONDS] runs each libFuzzer target
# for SECONDS (default 60; with --share, SECONDS in all, split evenly between the targets) in a clang
# build with ASan + UBSan (build-fuzz/). New interesting inputs go to build-fuzz/corpus/<target>/,
# crashes to build-fuzz/crashes/<target>-crash-<hash> (reproduce: build-fuzz/fuzz_<target> FILE).
# FUZZ_JOBS=N runs N processes per target; FUZZ_TARGETS="replay" picks targets; --build-only builds the
# targets and stops (tools/test.sh builds them while other tests run). See docs/FUZZING.md.
set -euo pipefail
cd "$(dirname "$0")/.."
share= build_only=
if [ "${1:-}" = --build-only ]; then build_only=1; shift; fi
if [ "${1:-}" = --share ]; then share=1; shift; fi
secs=${1:-60}
targets=${FUZZ_TARGETS:-replay actions catalogue value net view}
jobs=${FUZZ_JOBS:-1}
if [ -n "$share" ]; then
  n=$(wc -w <<<"$targets")
  secs=$(( secs / n > 0 ? secs / n : 1 ))
fi
if ! command -v clang >/dev/null; then
  echo "fuzz: clang is not installed (tools/deps.sh installs it)" >&2
  exit 2
fi
cmake -S . -B build-fuzz -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DOPENCARC_SANITIZE=ON -DOPENCARC_FUZZ=ON -DOPENCARC_GUI=OFF >/dev/null
cmake --build build-fuzz -j"$(nproc)" --target $(printf 'fuzz_%s ' $targets) >/dev/null
[ -n "$build_only" ] && exit 0
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
root=$PWD
status=0
for t in $targets; do
  mkdir -p build-fuzz/corpus/$t build-fuzz/crashes
  seeds=("$root/tests/fuzz/corpus/$t")
  [ "$t" = replay ] && seeds+=("$root/tests/scenarios")
  opts=(-max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
        -artifact_prefix="$root/build-fuzz/crashes/$t-")
  [ -f "tests/fuzz/$t.dict" ] && opts+=(-dict="$root/tests/fuzz/$t.dict")
  [ "$t" = actions ] && opts+=(-max_len=2048) # room to steer a whole game
  [ "$jobs" -gt 1 ] && opts+=(-jobs="$jobs" -workers="$jobs") # each job logs to build-fuzz/fuzz-N.log
  echo "fuzz: $t for ${secs}s"
  if ! (cd build-fuzz && ./fuzz_$t "${opts[@]}" corpus/$t "${seeds[@]}" >$t.log 2>&1); then
    echo "fuzz: $t FOUND A PROBLEM (log: build-fuzz/$t.log, inputs: build-fuzz/crashes/$t-*)" >&2
    tail -40 build-fuzz/$t.log >&2
    status=1
  else
    grep -E '^stat::(number_of_executed_units|peak_rss_mb)' build-fuzz/$t.log | sed "s/^/fuzz: $t: /" || true
  fi
done
exit $status
