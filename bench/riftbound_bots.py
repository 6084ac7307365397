"""Benchmark: the Riftbound heuristic bot against the random bot, and in the mirror (a
benchmark, never a test).

    .venv/bin/python bench/riftbound_bots.py [--games 500] [--seed 1] [--opponent random]
                                             [--mirror 98] [--positions 40]

Plays seeded duels of every ordered pairing of the seven starter decks (the heuristic's
deck against the opponent's, 49 pairings, the mirrors included); game i of the run is
pairing i % 49 with the heuristic in seat i % 2 (49 is odd, so every 98 games play every
pairing from both seats), seed derive_seed(seed, i). Prints the heuristic's win rate per
deck, per opponent deck, per seat and overall, with a 95 % (Wilson) interval, and the
heuristic's time per decision; then its time per decision in the positions of
`--positions` random-vs-random duels (every decision, whoever is to act); then `--mirror`
games of heuristic against heuristic (the same pairings and seeds): how often seat 0 and
the first player win, draws, turns and decisions per game. Times are this process's CPU
time. The bar: at least 80 % against random overall.
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict

import tcgsim
from tcgsim.agents import make_agent
from tcgsim.core.rng import derive_seed
from tcgsim.sim.runner import wilson


def rate(k: int, n: int) -> str:
    lo, hi = wilson(k, n)
    return f"{k:>4}/{n:<4} {100 * k / max(1, n):5.1f} % [{100 * lo:5.1f}, {100 * hi:5.1f}]"


class Timed:
    """An agent wrapper that adds up the CPU time of its decisions."""

    def __init__(self, agent):
        self.agent = agent
        self.name = agent.name
        self.t = 0.0
        self.n = 0

    def act(self, state):
        t0 = time.process_time()
        aid = self.agent.act(state)
        self.t += time.process_time() - t0
        self.n += 1
        return aid


def play(g, decks, seed, agents):
    s = g.new_state(decks, seed=seed, log=False)
    n = 0
    while not s.is_terminal():
        s.apply_id(agents[s.current_player()].act(s))
        n += 1
    return s, n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--opponent", default="random")
    ap.add_argument("--mirror", type=int, default=98, help="heuristic-vs-heuristic duels")
    ap.add_argument("--positions", type=int, default=40,
                    help="random duels whose positions time the heuristic's decisions")
    args = ap.parse_args()
    g = tcgsim.game("riftbound")
    names = g.deck_names()
    pairs = [(a, b) for a in names for b in names]
    won = defaultdict(int)
    played = defaultdict(int)
    decisions = 0
    bot_t, bot_n = 0.0, 0
    t0 = time.perf_counter()
    for i in range(args.games):
        hd, od = pairs[i % len(pairs)]
        seat = i % 2
        gseed = derive_seed(args.seed, i)
        agents = [None, None]
        h = Timed(make_agent(g, "heuristic", derive_seed(gseed, 1)))
        agents[seat] = h
        agents[1 - seat] = make_agent(g, args.opponent, derive_seed(gseed, 2))
        decks = [None, None]
        decks[seat], decks[1 - seat] = g.deck(hd), g.deck(od)
        s, n = play(g, decks, gseed, agents)
        decisions += n
        bot_t += h.t
        bot_n += h.n
        w = int(seat in s.outcome.winners)
        for key in (("seat", seat), ("deck", hd), ("opp", od), ("first", s.active == seat),
                    "all"):
            won[key] += w
            played[key] += 1
    dt = time.perf_counter() - t0

    print(f"riftbound: heuristic vs {args.opponent}, {args.games} duels, seed {args.seed} "
          f"({dt:.1f} s, {decisions / max(1, args.games):.0f} decisions/duel, the heuristic "
          f"{1e6 * bot_t / max(1, bot_n):.0f} us CPU/decision over {bot_n})")
    print("heuristic wins, with a 95 % interval:")
    for d in names:
        print(f"  with {d:10} {rate(won[('deck', d)], played[('deck', d)])}    "
              f"against {d:10} {rate(won[('opp', d)], played[('opp', d)])}")
    for seat in (0, 1):
        print(f"  in seat {seat}:          {rate(won[('seat', seat)], played[('seat', seat)])}")
    print(f"  going first:        {rate(won[('first', True)], played[('first', True)])}")
    print(f"  going second:       {rate(won[('first', False)], played[('first', False)])}")
    print(f"overall:              {rate(won['all'], played['all'])}   (the bar: 80 %)")

    # the heuristic's decision time in positions random play reaches (every kind)
    total = worst = 0.0
    count = 0
    for i in range(args.positions):
        a, b = pairs[(7 * i) % len(pairs)]
        s = g.new_state([g.deck(a), g.deck(b)], seed=derive_seed(args.seed + 1, i), log=False)
        r = make_agent(g, "random", i)
        bot = make_agent(g, "heuristic", i)
        while not s.is_terminal():
            t1 = time.process_time()
            bot.act(s)
            dt1 = time.process_time() - t1
            total += dt1
            worst = max(worst, dt1)
            count += 1
            s.apply_id(r.act(s))
    print(f"\nthe heuristic's decision in {count} positions of {args.positions} random duels: "
          f"{1e6 * total / max(1, count):.0f} us CPU on average, {1e3 * worst:.1f} ms at most")

    if args.mirror <= 0:
        return
    seat0 = first = draws = turns = decisions = 0
    t0 = time.perf_counter()
    for i in range(args.mirror):
        a, b = pairs[i % len(pairs)]
        gseed = derive_seed(args.seed, i)
        agents = [make_agent(g, "heuristic", derive_seed(gseed, 1)),
                  make_agent(g, "heuristic", derive_seed(gseed, 2))]
        s, n = play(g, [g.deck(a), g.deck(b)], gseed, agents)
        decisions += n
        turns += s.turn_no
        draws += not s.outcome.winners
        seat0 += 0 in s.outcome.winners
        first += s.active in s.outcome.winners
    m = args.mirror
    print(f"\nheuristic vs heuristic, {m} duels ({time.perf_counter() - t0:.1f} s): "
          f"{turns / m:.1f} turns and {decisions / m:.0f} decisions per duel, {draws} drawn")
    print(f"  seat 0 wins:        {rate(seat0, m)}")
    print(f"  the first player:   {rate(first, m)}")


if __name__ == "__main__":
    main()
