"""Benchmark: the search bot against each game's heuristic, and the heuristic against random
(issue 14; a benchmark, never a test).

    PYTHONPATH=src .venv/bin/python bench/bots.py [--games 200] [--think 1.0] [--jobs 2]
        [--only lotr-duel weiss-schwarz wixoss riftbound] [--seed 1] [--json FILE]

For each game: every ordered pairing of its built-in decks (mirrors included; lotr-duel's
decks are bound to their sides, so it has one), `--games` games spread over the pairings,
and the bots change seats from game to game, so each bot plays each deck on each seat. The
search bot thinks `--think` seconds per decision (`search:THINK`). Printed per game: the
search bot's wins against the heuristic with the 95 % interval, the heuristic's against
random (the baseline that must still hold), and the search bot's average and longest time
per decision against its budget plus 10 %. Games run on `--jobs` processes.
"""

from __future__ import annotations

import argparse
import json
import math
import time

from rich.console import Console
from rich.table import Table

import tcgsim
from tcgsim.core.game import seat_decks
from tcgsim.sim.matchups import run_matchups
from tcgsim.sim.runner import wilson

GAMES = ("lotr-duel", "weiss-schwarz", "wixoss", "riftbound")


def pairings(game):
    if game.name == "lotr-duel":
        return None, [(0, 1)]
    names = game.deck_names()
    return names, [(a, b) for a in range(len(names)) for b in range(len(names))]


def duel(game, agents, total, seed, jobs):
    names, matchups = pairings(game)
    per = max(1, math.ceil(total / len(matchups)))
    per += per % 2                      # each bot on each seat equally in every pairing
    t0 = time.perf_counter()
    run = run_matchups(game.name, names, matchups, per, seed, agents, jobs=jobs)
    dt = time.perf_counter() - t0
    wins = games = 0
    timing = {"decisions": 0, "total": 0.0, "longest": 0.0}
    for b in run.batches:
        wins += b.agent_wins(0)
        games += b.games
        t = b.timing()[0]
        if t["decisions"]:
            timing["decisions"] += t["decisions"]
            timing["total"] += t["average_s"] * t["decisions"]
            timing["longest"] = max(timing["longest"], t["longest_s"])
    return {"agents": list(agents), "wins": wins, "games": games, "ci95": wilson(wins, games),
            "pairings": len(matchups), "per_pairing": per, "seconds": dt,
            "avg_decision_s": timing["total"] / timing["decisions"] if timing["decisions"] else None,
            "longest_decision_s": timing["longest"], "decisions_timed": timing["decisions"]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--think", type=float, default=1.0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", nargs="+", default=list(GAMES))
    ap.add_argument("--json", default=None)
    a = ap.parse_args()
    con = Console(width=120)
    out = {}
    for name in a.only:
        g = tcgsim.game(name)
        seat_decks(g)
        search = duel(g, (f"search:{a.think:g}", "heuristic"), a.games, a.seed, a.jobs)
        base = duel(g, ("heuristic", "random"), a.games, a.seed, a.jobs)
        out[name] = {"search_vs_heuristic": search, "heuristic_vs_random": base}
        con.print(f"{name}: done ({search['seconds']:.0f} s + {base['seconds']:.0f} s)")
        if a.json:
            with open(a.json, "w") as f:
                json.dump({"think": a.think, "results": out}, f, indent=1)
    t = Table(title=f"search bot at {a.think:g} s per decision (seed {a.seed})")
    for c in ("game", "pairings x games", "search vs heuristic", "95% CI",
              "heuristic vs random", "avg s/decision", "longest", "budget +10%"):
        t.add_column(c, justify="left" if c == "game" else "right")
    for name, r in out.items():
        s, b = r["search_vs_heuristic"], r["heuristic_vs_random"]
        lo, hi = s["ci95"]
        ok = s["longest_decision_s"] <= a.think * 1.1
        t.add_row(name, f"{s['pairings']} x {s['per_pairing']}",
                  f"{s['wins']}/{s['games']} = {s['wins'] / s['games']:.1%}",
                  f"{lo:.1%} - {hi:.1%}", f"{b['wins'] / b['games']:.1%}",
                  f"{s['avg_decision_s']:.3f}" if s["avg_decision_s"] else "-",
                  f"{s['longest_decision_s']:.3f}", "kept" if ok else "EXCEEDED")
    con.print(t)


if __name__ == "__main__":
    main()
