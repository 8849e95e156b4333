#!/usr/bin/env python3
"""Write positions from random games as a Popeye input file, for compare-popeye.py.

usage: scripts/problems-from-games.py GAME STIP COUNT [SEED] > FILE

GAME is chess or alice. Takes positions with White to move after 30 random plies
(`quadrille openings GAME`), keeps
those where `quadrille solve` finds a solution of STIP (`#2`, `#3`, `h#2` ...) and writes COUNT
of them as Popeye problems (pieces on board B with the AliceB attribute, option try vari set for
direct mates). Which positions have a solution is only the selection; the comparison with
Popeye is what checks the solutions.
"""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
Q = os.path.join(ROOT, "target/release/quadrille")
NAMES = {"n": "s"}


def popeye_pieces(text):
    """Popeye's piece lines for a position text of chess or Alice."""
    placement = text.split(" ")[0].split(":", 1)[-1]
    lists = {("white", 0): [], ("white", 1): [], ("black", 0): [], ("black", 1): []}
    for board, part in enumerate(placement.split(";")):
        for r, rank in enumerate(part.split("/")):
            f = 0
            for ch in rank:
                if ch.isdigit():
                    f += int(ch)
                    continue
                colour = "white" if ch.isupper() else "black"
                letter = NAMES.get(ch.lower(), ch.lower())
                lists[(colour, board)].append(f"{letter}{'abcdefgh'[f]}{8 - r}")
                f += 1
    words = []
    for (colour, board), pieces in lists.items():
        if pieces:
            words.append(colour + (" AliceB" if board else "") + " " + " ".join(pieces))
    return "pieces " + "\n       ".join(words)


def main():
    if len(sys.argv) < 4:
        print(__doc__)
        return 2
    game, stip, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    seed = sys.argv[4] if len(sys.argv) > 4 else "1"
    out = subprocess.run(
        [Q, "openings", game, "--count", "2000", "--plies", "30", "--max-score", "10000",
         "--nodes", "1", "--seed", seed], capture_output=True, text=True).stdout
    problems = []
    for line in out.splitlines():
        if line.startswith("#") or " w " not in line or len(problems) >= count:
            continue
        # Both solvers read the Popeye file written here, so castling follows Popeye's
        # default (king and rook on their squares) for both, whatever the text said.
        res = subprocess.run([Q, "solve", game, "--position", line, "--stip", stip],
                             capture_output=True, text=True, timeout=120)
        if res.returncode != 0 or "no solution" in res.stdout:
            continue
        opts = "\noption try vari set" if not stip.startswith(("h", "ser")) else ""
        cond = "\ncondition alice" if game == "alice" else ""
        problems.append(f"title {line}\n{popeye_pieces(line)}{cond}\nstipulation {stip}{opts}")
    print("begin\n" + "\nnext\n".join(problems) + "\nend")
    return 0


if __name__ == "__main__":
    sys.exit(main())
