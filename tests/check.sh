# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by the shell tests (sourced): `check NAME COMMAND...` counts a pass when COMMAND succeeds,
# else prints "FAILED: NAME"; `check_summary LABEL` prints the counts and fails if any check did.
pass=0 fail=0
check() {
  local name=$1; shift
  if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAILED: $name" >&2; fi
}
check_summary() {
  echo "$1: $pass passed, $fail failed"
  [ "$fail" -eq 0 ]
}
