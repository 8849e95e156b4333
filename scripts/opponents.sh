#!/usr/bin/env bash
# Installs the outside engines that `quadrille match --engine` is measured against
# (docs/strength.md, "Against outside engines"): Fairy-Stockfish's Alice build from PyPI (run by
# scripts/fairy-stockfish-alice) and Stockfish for orthodox chess from the system's packages. Not
# needed to build or test.
set -euo pipefail
python3 -m pip install --quiet pyffish-alice==0.0.3
if ! command -v stockfish >/dev/null && [ ! -x /usr/games/stockfish ]; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y -q stockfish; else sudo apt-get install -y -q stockfish; fi
fi
python3 -c "import pyffish_alice" && echo "fairy-stockfish-alice: ready"
ls /usr/games/stockfish >/dev/null && echo "stockfish: /usr/games/stockfish"
