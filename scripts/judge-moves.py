#!/usr/bin/env python3
"""Move quality in Alice Chess against a strong judge: a cheap, paired look at a change of the
search at the nodes of a second, where self-play at a few thousand nodes cannot see it.

  positions  the native Fairy-Stockfish plays itself (20,000 nodes a move) from book openings, and
             one position is kept per opening, after 4 to 40 plies (chosen by the seed)
  play       a player (`quadrille uci` with switches, at N nodes) chooses a move in each position
  judge      the judge (the engine at J nodes) scores the position after each move chosen by any
             player named, and after its own best move at J nodes
  report     a move's loss is the best score of those moves less its own, capped; each player's
             mean loss over the positions, and each one's difference from the first player's
             with its 95% interval (the positions are the same, so the differences are paired)

Every result is kept in the working directory (JSON), so that a player added later is played and
judged alone. Nothing is timed: every search has a node limit.

  scripts/judge-moves.py --dir D positions 240 --seed 7 --first-line 100
  scripts/judge-moves.py --dir D play main --nodes 600000
  scripts/judge-moves.py --dir D play deep --nodes 600000 --switches +deep_lmr
  scripts/judge-moves.py --dir D play plain --nodes 600000 --switches=-lmr
  scripts/judge-moves.py --dir D judge --nodes 4000000 main deep
  scripts/judge-moves.py --dir D report --nodes 4000000 --cap 200 main deep

The engine is the native build of Fairy-Stockfish's Alice branch (docs/strength.md says how to
build it), given by --engine; --quadrille is the build to play (target/release/quadrille).
"""
import argparse
import json
import os
import queue
import random
import statistics
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MATE = 30000


class Engine:
    """An engine that speaks UCI, playing Alice Chess."""

    def __init__(self, cmd, options=()):
        self.p = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name UCI_Variant value alice")
        for name, value in options:
            self.send(f"setoption name {name} value {value}")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("the engine ended")
            line = line.strip()
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def go(self, pos, limit):
        """The best move and the last score (for the player to move; a mate as +-MATE less its
        length) of a search of `pos` (a dict of fen and moves)."""
        moves = pos["moves"]
        self.send(f"position fen {pos['fen']}" + (" moves " + " ".join(moves) if moves else ""))
        self.send(f"go {limit}")
        lines = self.wait("bestmove")
        best = lines[-1].split()[1]
        score = None
        for line in lines:
            w = line.split()
            if "score" in w:
                i = w.index("score")
                if w[i + 1] == "cp":
                    score = int(w[i + 2])
                elif w[i + 1] == "mate":
                    m = int(w[i + 2])
                    score = (MATE - abs(m)) * (1 if m > 0 else -1)
        return best, score

    def close(self):
        try:
            self.send("quit")
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()


class Store:
    def __init__(self, d):
        self.d = d
        os.makedirs(d, exist_ok=True)

    def load(self, name, default):
        path = os.path.join(self.d, name)
        if os.path.exists(path):
            with open(path) as f:
                return json.load(f)
        return default

    def save(self, name, data):
        path = os.path.join(self.d, name)
        with open(path + ".tmp", "w") as f:
            json.dump(data, f, indent=0)
        os.replace(path + ".tmp", path)


def key(pos):
    return pos["fen"] + " | " + " ".join(pos["moves"])


def in_parallel(jobs, make_engine, work, workers):
    """work(engine, job) for every job, on `workers` engines; the results in the jobs' order."""
    q = queue.Queue()
    for i, j in enumerate(jobs):
        q.put((i, j))
    results = [None] * len(jobs)

    def worker():
        e = make_engine()
        while True:
            try:
                i, j = q.get_nowait()
            except queue.Empty:
                break
            results[i] = work(e, j)
        e.close()

    threads = [threading.Thread(target=worker) for _ in range(workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def positions(a, store):
    rnd = random.Random(a.seed)
    book = [l.strip() for l in open(a.book) if l.strip() and not l.startswith("#")]
    out = store.load("positions.json", [])
    e = Engine(a.engine)
    line = a.first_line
    added = 0
    while added < a.count:
        text = book[(line - 1) % len(book)]
        line += 1
        fen = subprocess.run([a.quadrille, "fen", "alice", "--position", text, "--pychess"],
                             capture_output=True, text=True, check=True).stdout.strip()
        pos = {"fen": fen, "moves": [], "line": line - 1}
        for _ in range(rnd.randint(4, 40)):
            best, _ = e.go(pos, "nodes 20000")
            if best in ("(none)", "0000"):
                pos = None
                break
            pos["moves"].append(best)
        if pos:
            out.append(pos)
            added += 1
    e.close()
    store.save("positions.json", out)
    print(f"{len(out)} positions")


def play(a, store):
    name = f"moves-{a.player}.json"
    have = store.load(name, {})
    todo = [p for p in store.load("positions.json", []) if key(p) not in have]
    options = [("Switches", a.switches)] if a.switches else []
    got = in_parallel(todo, lambda: Engine(f"{a.quadrille} uci", options),
                      lambda e, p: e.go(p, f"nodes {a.nodes}")[0], a.workers)
    for p, m in zip(todo, got):
        have[key(p)] = m
    store.save(name, have)
    print(f"{a.player}: {len(have)} moves")


def judge(a, store):
    poss = store.load("positions.json", [])
    chosen = [store.load(f"moves-{n}.json", {}) for n in a.players]
    values = store.load(f"judge-{a.nodes}.json", {})
    best = store.load(f"judge-best-{a.nodes}.json", {})
    todo = [p for p in poss if key(p) not in best]
    got = in_parallel(todo, lambda: Engine(a.engine),
                      lambda e, p: e.go(p, f"nodes {a.nodes}")[0], a.workers)
    for p, m in zip(todo, got):
        best[key(p)] = m
    store.save(f"judge-best-{a.nodes}.json", best)
    jobs = {}
    for p in poss:
        k = key(p)
        for m in {best[k]} | {c[k] for c in chosen if k in c}:
            if f"{k} || {m}" not in values:
                jobs[f"{k} || {m}"] = (p, m)
    jobs = list(jobs.items())
    print(f"judging {len(jobs)} moves", file=sys.stderr)

    def work(e, job):
        p, m = job[1]
        _, s = e.go({"fen": p["fen"], "moves": p["moves"] + [m]}, f"nodes {a.nodes}")
        return None if s is None else -s

    got = in_parallel(jobs, lambda: Engine(a.engine), work, a.workers)
    for (k, _), v in zip(jobs, got):
        values[k] = v
    store.save(f"judge-{a.nodes}.json", values)


def report(a, store):
    poss = store.load("positions.json", [])
    chosen = [store.load(f"moves-{n}.json", {}) for n in a.players]
    values = store.load(f"judge-{a.nodes}.json", {})
    best = store.load(f"judge-best-{a.nodes}.json", {})
    losses = {n: [] for n in a.players}
    for p in poss:
        k = key(p)
        if k not in best or any(k not in c for c in chosen):
            continue
        vals = [values.get(f"{k} || {m}") for m in [best[k]] + [c[k] for c in chosen]]
        if any(v is None for v in vals):
            continue
        top = max(vals)
        for n, c in zip(a.players, chosen):
            losses[n].append(min(top - values[f"{k} || {c[k]}"], a.cap))
    first = a.players[0]
    for n in a.players:
        line = f"{n:16s} positions {len(losses[n])}  mean loss {statistics.mean(losses[n]):6.1f}"
        if n != first:
            d = [x - y for x, y in zip(losses[n], losses[first])]
            half = 1.96 * statistics.stdev(d) / len(d) ** 0.5
            line += f"  against {first}: {statistics.mean(d):+5.1f} +/- {half:4.1f}"
        print(line)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dir", required=True, help="the working directory of kept results")
    ap.add_argument("--engine", default=os.path.expanduser("~/outside/fsf-alice/src/stockfish"))
    ap.add_argument("--quadrille", default=os.path.join(ROOT, "target/release/quadrille"))
    ap.add_argument("--workers", type=int, default=2)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("positions")
    p.add_argument("count", type=int)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--first-line", type=int, default=1,
                   help="the first opening taken, counted from 1 without the comment lines")
    p.add_argument("--book", default=os.path.join(ROOT, "books/alice.txt"))
    p = sub.add_parser("play")
    p.add_argument("player")
    p.add_argument("--nodes", type=int, required=True)
    p.add_argument("--switches", default="")
    p = sub.add_parser("judge")
    p.add_argument("players", nargs="+")
    p.add_argument("--nodes", type=int, required=True)
    p = sub.add_parser("report")
    p.add_argument("players", nargs="+")
    p.add_argument("--nodes", type=int, required=True)
    p.add_argument("--cap", type=int, default=200)
    a = ap.parse_args()
    store = Store(a.dir)
    {"positions": positions, "play": play, "judge": judge, "report": report}[a.cmd](a, store)


if __name__ == "__main__":
    main()
