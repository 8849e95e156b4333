#!/usr/bin/env bash
# The quick checks to run before a commit, and the first step of CI: formatting, clippy on the
# native and the WebAssembly builds (warnings are errors), the documentation without warnings,
# and the type check of the page. scripts/test.sh runs this first.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

echo "== cargo fmt --check"
cargo fmt --check

echo "== cargo clippy --all-targets (native)"
cargo clippy --quiet --all-targets -- -D warnings

echo "== cargo clippy (wasm32, the page's engine)"
cargo clippy --quiet --target wasm32-unknown-unknown --no-default-features --lib -- -D warnings

echo "== cargo doc (warnings are errors)"
RUSTDOCFLAGS="-D warnings" cargo doc --quiet --no-deps

if [ -f tsconfig.json ]; then
  echo "== the page's type check (npm run typecheck)"
  npm run --silent typecheck
fi
echo "checks passed"
