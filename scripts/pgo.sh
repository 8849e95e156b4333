#!/usr/bin/env bash
# Builds the command line with profile-guided optimisation: the compiler first builds a copy
# that counts which branches and calls the program takes, that copy searches a set of positions,
# and the compiler then builds the program again laid out for what it counted. The search is
# the same (the same moves, scores and nodes); only the machine code is arranged differently,
# 7% to 11% faster on Alice searches (docs/performance-core.md).
#
#   scripts/pgo.sh [DIR]    the binary is DIR/release/quadrille (DIR: target/pgo by default)
#
# The positions it learns from are Alice book lines 10 to 460 (every fiftieth; none of the
# openings of the matches against Fairy-Stockfish, lines 491 to 590), every game's start, and
# perft in Alice and chess. It needs `llvm-profdata` of the compiler's own LLVM, from rustup's
# `llvm-tools` component (installed here if missing). Not needed to build or test the project.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/target/pgo}"
out="$(mkdir -p "$out" && cd "$out" && pwd)"
rustup component add llvm-tools >/dev/null 2>&1 || true
sysroot="$(rustc --print sysroot)"
host="$(rustc -vV | sed -n 's/^host: //p')"
profdata="$sysroot/lib/rustlib/$host/bin/llvm-profdata"
[ -x "$profdata" ] || { echo "llvm-profdata not found (rustup component add llvm-tools)" >&2; exit 1; }
raw="$out/profiles"
rm -rf "$raw" "$out/merged.profdata"
cd "$root"
RUSTFLAGS="-Cprofile-generate=$raw" CARGO_TARGET_DIR="$out/generate" \
  cargo build --release --locked --quiet --bin quadrille
bin="$out/generate/release/quadrille"
for line in 10 60 110 160 210 260 310 360 410 460; do
  "$bin" bestmove alice --position "$(sed -n "${line}p" books/alice.txt)" --nodes 300000 >/dev/null
done
for game in $("$bin" games); do
  "$bin" bestmove "$game" --nodes 20000 --seed 1 >/dev/null 2>&1
done
"$bin" perft alice 4 >/dev/null
"$bin" perft chess 4 >/dev/null
"$profdata" merge -o "$out/merged.profdata" "$raw"
RUSTFLAGS="-Cprofile-use=$out/merged.profdata" CARGO_TARGET_DIR="$out" \
  cargo build --release --locked --quiet --bin quadrille
echo "profile-guided build: $out/release/quadrille"
