#!/usr/bin/env bash
# Installs what a fresh machine lacks to build, serve and test Quadrille. Safe to run again: each step
# checks first and does nothing when the tool is already there.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '\n== %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "need root to run: $*" >&2; return 1; fi
}

# Debian packages: Chromium and its driver for the browser tests, Node and npm for them and for wasm-opt.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  as_root apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
fi

# wasm-opt for the release build: binaryen 132 from npm, in /usr/local/bin (ahead of any older
# Debian wasm-opt on the PATH; Trunk.toml asks for exactly this version). Debian's wasm-opt 108 breaks
# the reference-types table that wasm-bindgen 0.2.130 writes.
if [ "$(wasm-opt --version 2>/dev/null || true)" != "wasm-opt version 132 (version_132)" ]; then
  say "installing wasm-opt 132 (the npm package binaryen)"
  as_root npm install -g --prefix /usr/local --no-audit --no-fund binaryen@132.0.0
  hash -r
fi

# Rust: the WebAssembly target, the wasm-bindgen CLI matching the crate exactly, and Trunk.
for component in clippy rustfmt; do
  if ! rustup component list --installed | grep -q "^$component"; then
    say "adding the $component component"
    rustup component add "$component"
  fi
done
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
if [ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen 0.2.130" ]; then
  say "installing wasm-bindgen-cli 0.2.130 (about 3 minutes)"
  cargo install wasm-bindgen-cli --version 0.2.130 --force
fi
if ! trunk --version 2>/dev/null | grep -q '0\.21\.14'; then
  say "installing trunk 0.21.14 (about 7 minutes)"
  cargo install trunk --version 0.21.14 --locked --force
fi

# npm packages for the page's checks: playwright-core drives the Debian Chromium for the browser
# tests, TypeScript type-checks the page's JavaScript, @types/node types its unit tests, esbuild
# bundles the scripts of the release build (scripts/post-build.mjs).
if [ -f package.json ] && { [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/typescript ] || [ ! -d node_modules/@types/node ] || [ ! -d node_modules/esbuild ]; }; then
  say "installing npm packages"
  if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
fi
say "set-up complete"
