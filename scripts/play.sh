#!/usr/bin/env bash
# Sets up a fresh machine if needed, then serves Quadrille at a localhost address.
# Usage: scripts/play.sh [PORT]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
bash scripts/setup.sh
port="${1:-8080}"
echo
echo "Quadrille will be served at http://127.0.0.1:${port}/ (Ctrl+C to stop)"
exec trunk serve --offline --release --address 127.0.0.1 --port "$port"
