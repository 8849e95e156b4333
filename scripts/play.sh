#!/usr/bin/env bash
# Sets up a fresh machine if needed, builds the page for release (dist/, a folder any static host
# serves as it is), then serves it at a localhost address with a plain static server.
# Usage: scripts/play.sh [PORT]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
bash scripts/setup.sh
port="${1:-8080}"
trunk build --offline --release
echo
echo "To publish the page, copy the folder $(pwd)/dist as it is to any static host."
exec node scripts/serve.mjs --port "$port" dist
