"""Benchmark: the search bot against each game's heuristic, and the heuristic against random
(issue 14; a benchmark, never a test).

    PYTHONPATH=src .venv/bin/python bench/bots.py [--games 200] [--think 1.0] [--jobs 1]
        [--only lotr-duel weiss-schwarz wixoss riftbound] [--seed 1] [--log FILE]

For each game: every ordered pairing of its built-in decks (mirrors included; lotr-duel's
decks are bound to their sides, so it has one), `--games` games dealt round the pairings
(game k of a pairing has the bots' seats swapped from game k - 1; at least two games per
pairing, so every pairing is played with each bot on each seat). All
pairings play the same game seeds. The search bot thinks `--think` seconds per decision
(`search:THINK`).

At 1 s per decision a game takes half a minute (lotr-duel) to two minutes (Weiß Schwarz) of
the search bot's thinking, so the whole benchmark is hours of CPU. Every game that ends is
appended to `--log` (JSON lines, default `bench/results/bots-<think>s-seed<seed>.jsonl`) and
a rerun plays only the games the log lacks: stop it at any time (Ctrl-C in its terminal, or
SIGTERM; tcgsim's own SIGINT handling makes a bare `kill -INT` of the parent not enough) and
start it again. Run one at a time: two runs at once play the same games twice.
`--report` only prints the table of what the log holds.

Printed per game: the search bot's wins against the heuristic with the 95 % interval, the
heuristic's against random (the baseline that must still hold), and the search bot's average
and longest time per decision against its budget plus 10 %. Run it on an otherwise idle core:
the budget is wall clock.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import os
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

import tcgsim
from tcgsim.sim.runner import play_game, resolve_decks, wilson

GAMES = ("lotr-duel", "weiss-schwarz", "wixoss", "riftbound")


def pairings(game):
    """(deck names or None, the ordered pairings as tuples of names)."""
    if game.name == "lotr-duel":
        return [None]
    names = game.deck_names()
    return [(a, b) for a in names for b in names]


def tasks(name, think, seed, total):
    """Every game of the benchmark for game `name`: the heuristic against random first
    (cheap), then the search bot's games, index by index across the pairings, so that a
    part of the run already covers every pairing and both seat orders."""
    game = tcgsim.game(name)
    pairs = pairings(game)
    total = max(total, 2 * len(pairs))  # every pairing with the bots on both seats
    out = []
    for agents in (("heuristic", "random"), (f"search:{think:g}", "heuristic")):
        for index in range(math.ceil(total / len(pairs))):
            for decks in pairs[:total - index * len(pairs)]:
                out.append({"game": name, "agents": list(agents), "seed": seed,
                            "decks": list(decks) if decks else None, "index": index})
    return out


def key(t):
    return json.dumps([t["game"], t["agents"], t["seed"], t["decks"], t["index"]])


_DECKS: dict = {}


def play(t):
    game = tcgsim.game(t["game"])
    k = (t["game"], tuple(t["decks"] or ()))
    if k not in _DECKS:
        _DECKS[k] = resolve_decks(game, t["decks"])
    r = play_game(game, _DECKS[k], t["seed"], tuple(t["agents"]), t["index"])
    # which agent (0: the first named) sits in which seat, and who won
    first = [s for s, a in enumerate(r.seats) if a == t["agents"][0]]
    return dict(t, seats=list(r.seats), winners=list(r.winners), reason=r.reason,
                turns=r.turns, decisions=r.decisions, first_seat=first[0],
                think=[list(x) for x in r.think])


def load(log: Path) -> dict:
    done = {}
    if log.exists():
        for n, line in enumerate(log.read_text().splitlines(), 1):
            if not line.strip():
                continue
            try:
                r = json.loads(line)
                k = key(r)
                # a game played twice (two runs at once) counts once, with the longer of
                # its longest decisions: no decision that was ever timed is left out
                if k in done:
                    r["think"][r["first_seat"]][2] = max(
                        r["think"][r["first_seat"]][2],
                        done[k]["think"][done[k]["first_seat"]][2])
                done[k] = r
            except (json.JSONDecodeError, KeyError, TypeError, IndexError):
                print(f"{log}:{n}: not a result line, skipped")
    return done


def summary(name, think, seed, total, done):
    """Per game: the two duels' figures from the results in the log."""
    out = {}
    for t in tasks(name, think, seed, total):
        r = done.get(key(t))
        if r is None:
            continue
        which = "search" if t["agents"][0].startswith("search") else "base"
        s = out.setdefault(which, {"wins": 0, "games": 0, "decisions": 0, "seconds": 0.0,
                                   "longest": 0.0, "over": 0, "pairs": set()})
        s["games"] += 1
        s["pairs"].add((tuple(r["decks"] or ()), r["first_seat"]))
        s["wins"] += r["first_seat"] in r["winners"]
        d, secs, longest = r["think"][r["first_seat"]]
        s["decisions"] += d
        s["seconds"] += secs
        s["longest"] = max(s["longest"], longest)
    return out


def report(con, args, done):
    t = Table(title=f"search bot at {args.think:g} s per decision against the heuristic "
                    f"(seed {args.seed}; log {args.log})")
    for c in ("game", "games", "pairings x seats", "search vs heuristic", "95% CI",
              "heuristic vs random", "avg s/decision", "longest", "budget +10%"):
        t.add_column(c, justify="left" if c == "game" else "right")
    for name in args.only:
        s = summary(name, args.think, args.seed, args.games, done)
        srch, base = s.get("search"), s.get("base")
        if srch is None:
            t.add_row(name, "0", "-", "-", "-",
                      f"{base['wins'] / base['games']:.1%} of {base['games']}" if base else "-",
                      "-", "-", "-")
            continue
        lo, hi = wilson(srch["wins"], srch["games"])
        ok = srch["longest"] <= args.think * 1.1
        t.add_row(name, str(srch["games"]), str(len(srch["pairs"])),
                  f"{srch['wins']}/{srch['games']} = {srch['wins'] / srch['games']:.1%}",
                  f"{lo:.1%} - {hi:.1%}",
                  f"{base['wins'] / base['games']:.1%} of {base['games']}" if base else "-",
                  f"{srch['seconds'] / max(1, srch['decisions']):.3f}",
                  f"{srch['longest']:.3f}", "kept" if ok else "EXCEEDED")
    con.print(t)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--think", type=float, default=1.0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", nargs="+", default=list(GAMES), choices=GAMES)
    ap.add_argument("--log", type=Path, default=None)
    ap.add_argument("--report", action="store_true", help="print what the log holds, play nothing")
    a = ap.parse_args()
    if a.log is None:
        a.log = Path(__file__).parent / "results" / f"bots-{a.think:g}s-seed{a.seed}.jsonl"
    con = Console(width=140)
    done = load(a.log)
    todo = [t for name in a.only for t in tasks(name, a.think, a.seed, a.games)
            if key(t) not in done]
    if not a.report and todo:
        a.log.parent.mkdir(parents=True, exist_ok=True)
        con.print(f"{len(done)} games in {a.log}; {len(todo)} to play on {a.jobs} process(es)")
        t0 = time.perf_counter()
        with open(a.log, "a") as f, mp.get_context("spawn").Pool(a.jobs) as pool:
            try:
                for n, r in enumerate(pool.imap_unordered(play, todo), 1):
                    f.write(json.dumps(r) + "\n")
                    f.flush()
                    os.fsync(f.fileno())
                    done[key(r)] = r
                    if n % 10 == 0 or n == len(todo):
                        con.print(f"{n}/{len(todo)} played, {time.perf_counter() - t0:.0f} s "
                                  f"({r['game']} {' v '.join(r['agents'])} #{r['index']})")
            except KeyboardInterrupt:
                con.print("interrupted: the games that ended are in the log; rerun to go on")
    report(con, a, done)


if __name__ == "__main__":
    main()
