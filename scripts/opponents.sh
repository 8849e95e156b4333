#!/usr/bin/env bash
# Installs the outside engines that `quadrille match --engine` is measured against
# (docs/strength.md, "Against outside engines"): Fairy-Stockfish's Alice build from PyPI (run by
# scripts/fairy-stockfish-alice) and Stockfish for orthodox chess from the system's packages. Not
# needed to build or test.
#
# `scripts/opponents.sh --native DIR` builds Fairy-Stockfish's Alice branch natively instead
# (the opponent the strength goals are measured against): its public sources cloned into
# DIR/fairy-stockfish-alice (outside this repository: the engine is GPL and none of its code
# belongs here), built with `make build ARCH=x86-64-modern`; the engine is then
# DIR/fairy-stockfish-alice/src/stockfish.
set -euo pipefail
if [ "${1:-}" = "--native" ]; then
  dir="${2:?say where to build: scripts/opponents.sh --native DIR}"
  src="$dir/fairy-stockfish-alice"
  case "$(cd "$(dirname "$0")/.." && pwd)" in "$(mkdir -p "$dir" && cd "$dir" && pwd)"*)
    echo "build it outside the repository" >&2; exit 1;; esac
  [ -d "$src" ] || git clone --quiet --depth 1 --branch alice https://github.com/gbtami/Fairy-Stockfish "$src"
  make -C "$src/src" -j2 build ARCH=x86-64-modern >"$dir/fairy-stockfish-alice.log" 2>&1
  (printf 'uci\nsetoption name UCI_Variant value alice\nisready\nquit\n') | "$src/src/stockfish" | grep -q readyok
  echo "fairy-stockfish-alice (native): $src/src/stockfish"
  exit 0
fi
python3 -m pip install --quiet pyffish-alice==0.0.3
if ! command -v stockfish >/dev/null && [ ! -x /usr/games/stockfish ]; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y -q stockfish; else sudo apt-get install -y -q stockfish; fi
fi
python3 -c "import pyffish_alice" && echo "fairy-stockfish-alice: ready"
ls /usr/games/stockfish >/dev/null && echo "stockfish: /usr/games/stockfish"
