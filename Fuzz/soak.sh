#!/usr/bin/env bash
# The soak: 30 minutes of simulated typing (9,000 keystrokes at 5 a second) over the largest corpus
# model, replayed as fast as a release `cdm lsp` answers, with the server's memory measured.
#
#   Fuzz/soak.sh [KEYSTROKES]      (default 9000)
#
# Builds `cdm` in release (.build-soak), then runs CDMHardeningTests.SoakTests against it; the test
# prints one `soak:` line with the numbers and fails if memory grew beyond its bound.
set -euo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
KEYSTROKES=${1:-9000}
SCRATCH=${CDM_SOAK_SCRATCH:-$REPO/.build-soak}
cd "$REPO"
swift build -c release --scratch-path "$SCRATCH" --product cdm
BINARY="$SCRATCH/release/cdm"
CDM_BINARY="$BINARY" CDM_SOAK_KEYSTROKES="$KEYSTROKES" \
    swift test --scratch-path "${CDM_SOAK_TEST_SCRATCH:-$REPO/.build-soak-tests}" --filter CDMHardeningTests.SoakTests 2>&1 |
    grep -E "soak:|error|passed|failed"
