#!/usr/bin/env bash
# Headless test of the cdm Neovim plugin against a cdm binary:
#   editors/nvim/test/run.sh path/to/cdm
# Prints one line per check (`ok - …` / `not ok - …: reason`), then `N passed, M failed`.
# Exits 0 only when every check passed.
set -u

usage() {
  echo "usage: $0 CDM_BINARY   (for example .build/debug/cdm)" >&2
  exit 2
}

[ $# -ge 1 ] || usage
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
plugin="$(cd "$here/.." && pwd)"

binary="$1"
if [[ "$binary" != */* ]]; then
  binary="$(command -v "$binary" || true)"
fi
if [ -z "$binary" ] || [ ! -x "$binary" ] || [ -d "$binary" ]; then
  echo "not ok - cdm binary: ${1} is not an executable file"
  echo "0 passed, 1 failed"
  exit 1
fi
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"

if ! command -v nvim >/dev/null 2>&1; then
  echo "not ok - nvim: nvim is not installed"
  echo "0 passed, 1 failed"
  exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/cdm-nvim-test.XXXXXX")"
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
cp "$here/fixture/Notes.cdm" "$work/Notes.cdm"
chmod u+w "$work/Notes.cdm"
results="$work/results.txt"
: > "$results"

# A fresh, isolated Neovim: no user config, no shada, state and logs inside the temp dir.
CDM_PLUGIN_DIR="$plugin" \
CDM_TEST_BINARY="$binary" \
CDM_TEST_WORKDIR="$work" \
CDM_TEST_RESULTS="$results" \
CDM_TEST_SCRIPT="$here/test.lua" \
XDG_CONFIG_HOME="$work/xdg/config" \
XDG_DATA_HOME="$work/xdg/data" \
XDG_STATE_HOME="$work/xdg/state" \
XDG_CACHE_HOME="$work/xdg/cache" \
  timeout --kill-after=5 "${CDM_NVIM_TIMEOUT:-300}" \
  nvim --headless --clean -u "$here/init.lua" -c 'lua dofile(vim.env.CDM_TEST_SCRIPT)' \
  </dev/null >"$work/nvim.out" 2>&1
status=$?

passed=$(grep -c '^ok - ' "$results" || true)
failed=$(grep -c '^not ok - ' "$results" || true)
grep -E "^((not )?ok - |# )" "$results" | grep -v "^# done$"

if ! grep -q '^# done$' "$results"; then
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "not ok - nvim finished the checks: timed out after ${CDM_NVIM_TIMEOUT:-300} s"
  else
    echo "not ok - nvim finished the checks: nvim exited with status $status before the end"
  fi
  failed=$((failed + 1))
fi
if [ "$failed" -gt 0 ] && [ -s "$work/nvim.out" ]; then
  echo "# nvim output:"
  sed 's/^/#   /' "$work/nvim.out" | tail -n 40
  log="$work/xdg/state/nvim/lsp.log"
  [ -f "$log" ] || log="$work/xdg/cache/nvim/lsp.log"
  if [ -s "$log" ]; then
    echo "# lsp.log (last lines):"
    tail -n 20 "$log" | sed 's/^/#   /'
  fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
