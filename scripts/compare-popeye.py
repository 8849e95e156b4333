#!/usr/bin/env python3
"""Compare `quadrille solve` with Popeye on the problems of Popeye input files.

usage: scripts/compare-popeye.py [--popeye PATH] [--quadrille PATH] [--verbose]
                                 [--time] [--cpu] [--repeat N] FILE...

Each problem of each file (problems are separated by `next`) is given to both solvers on its
own. Popeye's text output and quadrille's JSON are both turned into the same set of lines:
keys, tries with their refutations, set play, and, when the problem asks for variations,
threats, zugzwangs and every defence with White's continuations; a helpmate's solutions. Moves are
compared as from-square, to-square, promotion and board of arrival (`d7-e8B`, `d2-d1=SA`).
Prints one line per problem (agree, DIFFER with the differing lines, or skipped when
quadrille cannot take the problem) with both solvers' times, then a summary. The exit code is
1 when any problem differs.

With --time, a table of the times per class of problem (the game and the stipulation with its
length: `alice h#2`, `chess #2`) follows: problems, Popeye's total, quadrille's total, their
ratio and how many problems quadrille solved as fast or faster. Each time is the wall time of
one run of each program on one problem (one thread each), or with --repeat N the fastest of N
runs. Times taken on a busy machine are indicative only; with --cpu each time is the
processor time (user and system) the program used instead of the wall time, which depends
less on what else the machine runs.

Popeye is built from its public sources outside the repository (docs/problems.md says how);
by default it is looked for at /work/outside/popeye/py.
"""

import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MOVE = re.compile(
    r"(?P<castle>0-0(?:-0)?)(?P<cb>[AB]{0,2})"
    r"|(?:[A-Z][A-Z0-9]?)?(?P<from>[a-h][1-8])[-*](?P<to>[a-h][1-8])"
    r"(?:=(?P<promo>[QRBS]))?(?: ep\.)?(?P<board>[AB])?"
)


def split_problems(text):
    """The problems of a Popeye file, each as a file of its own."""
    body = re.sub(r"(?im)^\s*begin\s*$", "", text, count=1)
    body = re.split(r"(?im)^\s*end\s*$", body)[0]
    parts = re.split(r"(?im)^\s*next\s*$", body)
    return ["begin\n" + p.strip() + "\nend\n" for p in parts if p.strip()]


def options(problem):
    """The options of a problem, in lower case."""
    words = set()
    for m in re.finditer(r"(?im)^\s*opt\w*\s+(.*)$", problem):
        words.update(w.lower() for w in m.group(1).split())
    return {
        "vari": any(w.startswith("vari") for w in words),
        "try": "try" in words,
        "set": any(w.startswith("set") for w in words),
    }


def pop_move(token_match, alice):
    m = token_match
    if m.group("castle"):
        board = (m.group("cb") or "A")[0] if alice else ""
        return m.group("castle") + board
    promo = "=" + m.group("promo") if m.group("promo") else ""
    board = (m.group("board") or "") if alice else ""
    return f"{m.group('from')}-{m.group('to')}{promo}{board}"


def our_move(mv, alice):
    board = mv["board"] if alice else ""
    if mv["lan"].startswith("O-O"):
        return ("0-0-0" if mv["lan"].startswith("O-O-O") else "0-0") + board
    promo = mv.get("promotion")
    promo = "=" + ("S" if promo == "N" else promo) if promo else ""
    return f"{mv['from']}-{mv['to']}{promo}{board}"


def emit_attack(out, prefix, node, vari):
    if vari:
        for t in node["threat"]:
            p = f"{prefix} T {t['mv']}"
            out.add(p)
            emit_attack(out, p, t, vari)
        if node["zugzwang"]:
            out.add(prefix + " Z")
        for d in node["variations"]:
            p = f"{prefix} > {d['mv']}"
            out.add(p)
            for a in d["replies"]:
                q = f"{p} {a['mv']}"
                out.add(q)
                emit_attack(out, q, a, vari)
    for r in node["refutations"]:
        out.add(f"{prefix} but {r}")


def canonical(tree, vari):
    out = set()
    for kind in ("keys", "tries"):
        for node in tree[kind]:
            p = f"{kind[:-1]} {node['mv']}"
            out.add(p)
            emit_attack(out, p, node, vari)
    for d in tree["set"]:
        p = f"set > {d['mv']}"
        out.add(p)
        for a in d["replies"]:
            q = f"{p} {a['mv']}"
            out.add(q)
            emit_attack(out, q, a, vari)
    for line in tree["lines"]:
        out.add("line " + " ".join(line))
    return out


def node(mv):
    return {"mv": mv, "threat": [], "zugzwang": False, "variations": [], "refutations": [],
            "replies": [], "but": False}


def parse_popeye_block(lines, alice, helpish):
    """The tree of one twin of Popeye's output."""
    tree = {"keys": [], "tries": [], "set": [], "lines": []}
    stack = []
    for raw in lines:
        stripped = raw.strip()
        indent = len(raw) - len(raw.lstrip(" "))
        if helpish:
            if re.match(r"^\d+\.", stripped):
                tree["lines"].append([pop_move(m, alice) for m in MOVE.finditer(stripped)])
            continue
        if stripped == "but":
            while stack and stack[-1][0] >= indent:
                stack.pop()
            if stack:
                stack[-1][1]["but"] = True
            continue
        m = re.match(r"^(\d+)\.(\.\.)?(.*)$", stripped)
        if not m:
            continue
        moves = list(MOVE.finditer(m.group(3)))
        if not moves:
            continue
        mv = pop_move(moves[0], alice)
        rest = m.group(3)[moves[0].end():]
        defence = bool(m.group(2))
        n = node(mv)
        n["zugzwang"] = "zugzwang" in rest
        while stack and stack[-1][0] >= indent:
            stack.pop()
        if not stack and defence:
            tree["set"].append(n)
        elif not stack:
            tree["tries" if "?" in rest else "keys"].append(n)
        else:
            parent = stack[-1][1]
            if defence and parent["but"]:
                parent["refutations"].append(mv)
                continue
            if defence:
                parent["variations"].append(n)
            elif parent.get("is_defence"):
                parent["replies"].append(n)
            else:
                parent["threat"].append(n)
        n["is_defence"] = defence
        stack.append((indent, n))
    return tree


def popeye_twins(output, alice, helpish):
    """The trees of each twin in Popeye's output for one problem."""
    lines = output.splitlines()
    body = []
    for line in lines:
        if line.startswith("solution finished"):
            break
        body.append(line)
    blocks, current = [], []
    for line in body:
        if re.match(r"^[a-z]\) ", line):
            if current or blocks:
                blocks.append(current)
            current = []
            continue
        current.append(line)
    blocks.append(current)
    if len(blocks) > 1 and not any(l.strip() for l in blocks[0] if re.match(r"^\s+\d+\.", l)):
        blocks = blocks[1:]
    return [parse_popeye_block(b, alice, helpish) for b in blocks]


def our_tree(sol, alice):
    def attack(a):
        return {
            "mv": our_move(a["move"], alice),
            "threat": [attack(t) for t in a["threat"]],
            "zugzwang": a["zugzwang"],
            "variations": [
                {"mv": our_move(d["move"], alice), "replies": [attack(r) for r in d["replies"]]}
                for d in a["variations"]
            ],
            "refutations": [our_move(r, alice) for r in a["refutations"]],
        }

    return {
        "keys": [attack(a) for a in sol["keys"]],
        "tries": [attack(a) for a in sol["tries"]],
        "set": [
            {"mv": our_move(d["move"], alice), "replies": [attack(r) for r in d["replies"]]}
            for d in sol["set"]
        ],
        "lines": [[our_move(m, alice) for m in line] for line in sol["lines"]],
    }


def run(cmd, stdin_text=None, cwd=None, repeat=1, cpu=False):
    """The result of the command and its fastest time of `repeat` runs: the wall time, or with
    `cpu` the processor time (user and system) of the program."""
    best = None
    for _ in range(repeat):
        start = time.perf_counter()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        res = subprocess.run(cmd, input=stdin_text, capture_output=True, text=True, cwd=cwd)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        took = time.perf_counter() - start
        if cpu:
            took = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = took if best is None else min(best, took)
    return res, best


def stip_class(game, stip):
    """The class of a problem for the time table: `chess h#2`, `alice ser-h#3`."""
    return f"{'alice' if game == 'alice' else 'chess'} {stip}"


def time_table(classes):
    """The table of times per class, as Markdown."""
    rows = ["| class | problems | Popeye | quadrille | quadrille / Popeye | as fast or faster |",
            "|---|---|---|---|---|---|"]
    for name in sorted(classes):
        n, tp, tq, wins = classes[name]
        ratio = f"{tq / tp:.2f}" if tp > 0 else "-"
        rows.append(f"| {name} | {n} | {tp:.2f} s | {tq:.2f} s | {ratio} | {wins} |")
    return "\n".join(rows)


def main():
    args = sys.argv[1:]
    popeye = "/work/outside/popeye/py"
    quadrille = os.path.join(ROOT, "target/release/quadrille")
    verbose = False
    timing = False
    cpu = False
    repeat = 1
    files = []
    while args:
        a = args.pop(0)
        if a == "--popeye":
            popeye = args.pop(0)
        elif a == "--quadrille":
            quadrille = args.pop(0)
        elif a == "--verbose":
            verbose = True
        elif a == "--time":
            timing = True
        elif a == "--cpu":
            cpu = True
        elif a == "--repeat":
            repeat = max(1, int(args.pop(0)))
        else:
            files.append(a)
    if not files:
        print(__doc__)
        return 2
    agree = differ = skipped = 0
    total_p = total_q = 0.0
    classes = {}
    tmp = tempfile.mkdtemp()
    for path in files:
        with open(path, encoding="latin-1") as f:
            text = f.read()
        for i, problem in enumerate(split_problems(text)):
            name = f"{os.path.basename(path)}#{i + 1}"
            problem = re.sub(r"(?im)^\s*protocol\s+\S+\s*$", "", problem)
            q, tq = run([quadrille, "solve", "--popeye", "--json"], problem, repeat=repeat, cpu=cpu)
            if q.returncode != 0:
                print(f"{name}: skipped (quadrille: {q.stderr.strip()})")
                skipped += 1
                continue
            mine = json.loads(q.stdout.splitlines()[0])
            if any("error" in t for t in mine["twins"]):
                errs = "; ".join(t["error"] for t in mine["twins"] if "error" in t)
                print(f"{name}: skipped ({errs})")
                skipped += 1
                continue
            file = os.path.join(tmp, "p.inp")
            with open(file, "w", encoding="latin-1") as f:
                f.write(problem)
            p, tp = run([popeye, file], cwd=tmp, repeat=repeat, cpu=cpu)
            total_p += tp
            total_q += tq
            alice = mine["game"] == "alice"
            stip = mine["stipulation"].lower()
            c = classes.setdefault(stip_class(mine["game"], stip), [0, 0.0, 0.0, 0])
            c[0] += 1
            c[1] += tp
            c[2] += tq
            c[3] += tq <= tp
            helpish = stip.startswith("h") or stip.startswith("ser")
            opts = options(problem)
            theirs = popeye_twins(p.stdout, alice, helpish)
            ours = [our_tree(t, alice) for t in mine["twins"]]
            diffs = []
            if len(theirs) != len(ours):
                diffs.append(f"twins: popeye {len(theirs)}, quadrille {len(ours)}")
            for k, (a, b) in enumerate(zip(theirs, ours)):
                ca, cb = canonical(a, opts["vari"]), canonical(b, opts["vari"])
                if not opts["try"]:
                    cb = {x for x in cb if not x.startswith("try")}
                for x in sorted(ca - cb):
                    diffs.append(f"twin {k + 1} only popeye:    {x}")
                for x in sorted(cb - ca):
                    diffs.append(f"twin {k + 1} only quadrille: {x}")
            times = f"popeye {tp:.3f}s quadrille {tq:.3f}s"
            if diffs:
                differ += 1
                print(f"{name} {stip}: DIFFER ({times})")
                for d in diffs[: 40 if not verbose else None]:
                    print("    " + d)
            else:
                agree += 1
                print(f"{name} {stip}: agree ({times})")
    print(f"{agree} agree, {differ} differ, {skipped} skipped; "
          f"total popeye {total_p:.2f}s quadrille {total_q:.2f}s")
    if timing:
        print(time_table(classes))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
