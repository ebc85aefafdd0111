#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The house layout (.clang-format): every C file of the tree as clang-format 14 writes it. Without
# --fix, fails naming the files that differ (the quick test `format`); with --fix, rewrites them.
# Another major version of clang-format lays some lines out otherwise: the check is skipped (77).
# usage: tools/format.sh [--fix] [SOURCE_DIR]
set -euo pipefail
fix=
if [ "${1:-}" = --fix ]; then
  fix=1
  shift
fi
cd "${1:-$(dirname "$0")/..}"
command -v clang-format >/dev/null || { echo "format: no clang-format (tools/deps.sh installs it)"; exit 77; }
version=$(clang-format --version | sed -n 's/.*version \([0-9]*\)\..*/\1/p')
if [ "$version" != 14 ] && [ -z "$fix" ]; then
  echo "format: clang-format $version, not 14: the layout is checked with 14 only"
  exit 77
fi
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files '*.c' '*.h')
else # a source tree without git
  mapfile -t files < <(find engine rules seats gui tools tests -name '*.[ch]' | sort)
fi
if [ -n "$fix" ]; then
  clang-format -i --style=file "${files[@]}"
  exit 0
fi
bad=$(clang-format --dry-run --style=file "${files[@]}" 2>&1 | sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: warning:.*/\1/p' | sort -u)
if [ -n "$bad" ]; then
  echo "format: these files are not laid out as .clang-format says (tools/format.sh --fix rewrites them):"
  echo "$bad"
  exit 1
fi
echo "format: ${#files[@]} files as .clang-format lays them out"
