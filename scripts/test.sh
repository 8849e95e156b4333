#!/usr/bin/env bash
# Sets up a fresh machine if needed, then runs the checks (scripts/check.sh: formatting, clippy,
# the documentation and the type check of the page's JavaScript) and every test: the engine and
# command line (cargo test), the unit tests of the page's pure modules (npm run unit), the
# WebAssembly build (trunk), and the page in real headless Chromium (node's test runner).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
bash scripts/setup.sh

echo; echo "== formatting, clippy, documentation and type checks: scripts/check.sh"
bash scripts/check.sh

echo; echo "== engine, notation and command line: cargo test"
cargo test

echo; echo "== the page's pure modules in Node: npm run unit"
npm run unit

echo; echo "== release build of the page: trunk build --offline --release"
trunk build --offline --release

echo; echo "== the page in headless Chromium: node --test tests/browser/"
npm test
