"""Benchmark: the WIXOSS heuristic bot against the random bot (a benchmark, never a test).

    .venv/bin/python bench/wixoss_bots.py [--games 500] [--seed 1] [--opponent random]

Plays seeded games of every ordered pairing of the built-in decks (wd01..wd05: the
heuristic's deck against the opponent's, 25 pairings, the mirrors included), the
heuristic in seat 0 for even game numbers and in seat 1 for odd ones; game i of the run
is pairing i % 25, seed derive_seed(seed, i). Prints the heuristic's win rate per pairing
(both seats together), per seat, per deck, and overall. The bar: at least 90 % overall.
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict

import tcgsim
from tcgsim.agents import make_agent
from tcgsim.core.rng import derive_seed
from tcgsim.sim import play_one


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--opponent", default="random")
    args = ap.parse_args()
    g = tcgsim.game("wixoss")
    names = g.deck_names()
    pairs = [(a, b) for a in names for b in names]
    won = defaultdict(int)
    played = defaultdict(int)
    decisions = 0
    t0 = time.perf_counter()
    for i in range(args.games):
        hd, od = pairs[i % len(pairs)]
        seat = (i // len(pairs)) % 2
        gseed = derive_seed(args.seed, i)
        agents = [None, None]
        agents[seat] = make_agent(g, "heuristic", derive_seed(gseed, 1))
        agents[1 - seat] = make_agent(g, args.opponent, derive_seed(gseed, 2))
        decks = [None, None]
        decks[seat], decks[1 - seat] = g.deck(hd), g.deck(od)
        s, actions = play_one(g, decks, gseed, agents)
        decisions += len(actions)
        w = int(s.outcome.winner == seat)
        for key in ((hd, od), ("seat", seat), ("deck", hd), ("opp", od), "all"):
            won[key] += w
            played[key] += 1
    dt = time.perf_counter() - t0

    def rate(key):
        return f"{won[key]:>4}/{played[key]:<4} {100 * won[key] / max(1, played[key]):5.1f} %"

    print(f"wixoss: heuristic vs {args.opponent}, {args.games} games, seed {args.seed} "
          f"({dt:.1f} s, {decisions / max(1, args.games):.0f} decisions/game)")
    print("heuristic's deck  vs  opponent's deck: heuristic wins")
    for a, b in pairs:
        if played[(a, b)]:
            print(f"  {a} vs {b}: {rate((a, b))}")
    for seat in (0, 1):
        print(f"  heuristic in seat {seat}: {rate(('seat', seat))}")
    for d in names:
        print(f"  heuristic with {d}: {rate(('deck', d))}    against {d}: {rate(('opp', d))}")
    print(f"overall: {rate('all')}")


if __name__ == "__main__":
    main()
