#!/usr/bin/env bash
# Fits a game's evaluation numbers to level 8's own deeper scores, the recipe that gave Alice
# Chess its `own_labels` set (docs/strength/later-rounds.md): self-play games at a small node
# budget, every K-th position that `quadrille tune` takes scored by level 8 after a deeper
# search (`quadrille label GAME --engine self`), and a fit of the numbers to those scores with
# K fixed at ln 10 / 400, so that they keep the scale of centipawns. Two of each step run side by
# side, one per core. Not needed to build or test.
#
#   scripts/fit-labels.sh GAME BOOK_A BOOK_B OUT_DIR [GAMES] [PLAY_NODES] [LABEL_NODES] [EVERY]
#
# BOOK_A and BOOK_B: opening books (`match --book`), one per self-play match; OUT_DIR gets the
# records, the labels and the fitted numbers (OUT_DIR/GAME-labels.txt), starting from the
# game's tuned set (src/ai/tuned/GAME.txt) when it has one. Defaults: 150 games a match, 10,000
# nodes a move, 100,000 nodes a label, every 4th position. Give GAMES as twice the lines of each
# book: a pair of games from each line.
set -euo pipefail
game="${1:?the game}"; book_a="${2:?an opening book}"; book_b="${3:?a second opening book}"
out="${4:?a directory for the results}"
games="${5:-150}"; play_nodes="${6:-10000}"; label_nodes="${7:-100000}"; every="${8:-4}"
root="$(cd "$(dirname "$0")/.." && pwd)"
q="${QUADRILLE:-$root/target/release/quadrille}"
[ -x "$q" ] || { echo "build it first: cargo build --release (or set QUADRILLE)" >&2; exit 1; }
mkdir -p "$out"
pids=()
for part in a b; do
  book="$book_a"; [ "$part" = b ] && book="$book_b"
  # A test of level 8 against itself with bounds too far apart to be crossed in a few hundred
  # games: the match path that takes a book and seats two teams.
  "$q" match "$game" --players level8,level8 --sprt 0,5,0.001,0.001 --games "$games" \
    --nodes "$play_nodes" --book "$book" --records "$out/games-$part.rec" > "$out/games-$part.out" &
  pids+=($!)
done
for p in "${pids[@]}"; do wait "$p"; done
pids=()
# Level 8 plays the same game from both sides of an opening when its search is deterministic:
# keep each game once (a record is a header paragraph and a moves paragraph; the key leaves out
# the game's number).
for part in a b; do
  awk 'BEGIN { RS = ""; ORS = "\n\n" }
       /^\[/ { head = $0; next }
       { key = head; gsub(/\[Site [^]]*\]/, "", key); key = key $0
         if (!(key in seen)) { seen[key] = 1; print head; print } }' \
    "$out/games-$part.rec" > "$out/unique-$part.rec"
  echo "games-$part: $(grep -c '^\[Site' "$out/games-$part.rec") games, \
$(grep -c '^\[Site' "$out/unique-$part.rec") different"
done
for part in a b; do
  "$q" label "$game" --records "$out/unique-$part.rec" --engine self --nodes "$label_nodes" \
    --every "$every" > "$out/labels-$part.txt" &
  pids+=($!)
done
for p in "${pids[@]}"; do wait "$p"; done
start=()
[ -f "$root/src/ai/tuned/$game.txt" ] && start=(--weights "$root/src/ai/tuned/$game.txt")
"$q" tune "$game" --labels "$out/labels-a.txt" --labels "$out/labels-b.txt" --k 0.005756 \
  --passes 3 "${start[@]}" > "$out/$game-labels.txt"
grep '^# error' "$out/$game-labels.txt"
echo "the fitted numbers: $out/$game-labels.txt"
