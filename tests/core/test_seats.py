"""Any number of seats and team outcomes (Riftbound's free-for-all of 3 or 4 and its 2v2):
the Outcome's `winners`, the Game and State seat hooks, the conformance suite, the
simulator's seat rotation and summaries, the agents and the CLI -- on a tiny game of three
or four seats defined here ("counter": each seat in turn takes 1 to 3 from a counter,
whoever takes the last wins; in the "teams" format seats 0 and 2 play against 1 and 3 and
the taker's team wins)."""

import io
import json
import re
import sys

import pytest
from rich.console import Console
from rich.text import Text

import tcgsim
from tcgsim import cli
from tcgsim.agents import MCTSAgent
from tcgsim.core.actions import ALL, Outcome
from tcgsim.core.conformance import ConformanceError, check_game
from tcgsim.core.errors import TcgsimError
from tcgsim.core.game import Game
from tcgsim.core.game import _INSTANCES, _REGISTRY
from tcgsim.core.rng import Rng
from tcgsim.core.state import State
from tcgsim.sim import run_batch, seat_agents, seat_of
from tcgsim.sim.runner import BatchResult, GameResult

SEATS = {"ffa3": 3, "ffa4": 4, "teams": 4}
TEAMS = [(0, 2), (1, 3)]


class CounterDeck:
    name = "counter"

    def to_dict(self):
        return {"name": "counter"}


class CounterState(State):
    __slots__ = FIELDS = ("fmt", "count", "turn", "moves", "secrets", "pool")

    def seat_count(self):
        return len(self.secrets)

    def step_turn(self):
        self.decide(self.turn, "take", [n for n in (1, 2, 3) if n <= self.count], ("took",))

    def step_took(self, n):
        self.count -= n
        self.moves += 1
        self.emit("take", ALL, self.turn, n)
        self.emit("secret", self.turn, self.secrets[self.turn])
        if self.count == 0:
            team = next((t for t in self.game.teams(self.fmt) or [] if self.turn in t), None)
            if team is None:
                self.finish(self.turn, "took the last", self.moves)
            else:
                self.finish(min(team), "took the last", self.moves, winners=team)
            return
        self.turn = (self.turn + 1) % self.seat_count()
        self.stack.append(("turn",))

    def turn_count(self):
        return self.moves

    def label(self, kind, aid):
        return f"take {aid}"

    def view(self, p):
        self.game.viewers.add(p)
        return {"count": self.count, "turn": self.turn, "mine": self.secrets[p],
                "pool": len(self.pool), "outcome": self.outcome and self.outcome.to_dict()}

    def all_cards(self):
        return sorted(self.secrets + self.pool)

    def fields(self, src, get):
        """Set every field from `get(src, name)`, lists copied."""
        for f in self.FIELDS:
            v = get(src, f)
            setattr(self, f, list(v) if isinstance(v, list) else v)
        return self

    def clone(self):
        n = CounterState.__new__(CounterState)
        self._copy_base_into(n)
        return n.fields(self, getattr)

    def to_dict(self):
        d = self._base_to_dict()
        return d | {f: list(v) if isinstance(v, list) else v
                    for f, v in ((f, getattr(self, f)) for f in self.FIELDS)}

    # what the conformance suite reads about hidden places: every card but one's own
    # secret lies in one pool, for every seat
    def card_owner(self, c):
        return 0

    def card_places(self):
        out = {c: ("pool", i) for i, c in enumerate(self.pool)}
        out.update({c: (f"secret:{p}", 0) for p, c in enumerate(self.secrets)})
        return out

    def hidden_zones(self, p):
        return {"pool"} | {f"secret:{q}" for q in range(self.seat_count()) if q != p}

    def _hidden(self, p):
        return sorted([c for q, c in enumerate(self.secrets) if q != p] + self.pool)

    def knowledge(self, p):
        return {"exact": [], "pools": [[self._hidden(p), sorted(self.hidden_zones(p))]]}

    def relabel(self, perm, fixed_viewer=None):
        self.secrets = [perm.get(c, c) for c in self.secrets]
        self.pool = [perm.get(c, c) for c in self.pool]

    def determinize(self, p, rng):
        s = self.clone()
        cards = self._hidden(p)
        rng.shuffle(cards)
        for q in range(self.seat_count()):
            if q != p:
                s.secrets[q] = cards.pop()
        s.pool = cards
        s.rng = Rng(rng.next())
        s.log = None if self.log is None else self.events_for(p)
        return s


class Counter(Game):
    name = "toy-seats"
    title = "Counter"
    formats = {f: f"{n} seats" for f, n in SEATS.items()}
    # `players` stays the default 2: the core must ask seat_count, not read `players`

    def __init__(self):
        self.viewers = set()

    def check_format(self, format):
        fmt = format or "ffa3"
        if fmt not in SEATS:
            raise TcgsimError(f"unknown format {fmt!r}")
        return fmt

    def seat_count(self, format=None):
        return SEATS[self.check_format(format)]

    def teams(self, format=None):
        return TEAMS if self.check_format(format) == "teams" else None

    def seat_names_for(self, format=None):
        return tuple(f"player {p}" for p in range(self.seat_count(format)))

    def deck_names(self):
        return ["counter"]

    def deck(self, name):
        return CounterDeck()

    def default_decks(self, format=None):
        return [CounterDeck()]              # cycled to the seats by the simulator and CLI

    def deck_from_dict(self, d):
        return CounterDeck()

    def state_from_dict(self, d):
        s = CounterState.__new__(CounterState)
        s._base_from_dict(self, d)
        return s.fields(d, dict.get)

    def new_state(self, decks, seed=0, format=None, log=True):
        fmt = self.check_format(format)
        n = SEATS[fmt]
        if len(decks) != n:
            raise TcgsimError(f"{fmt} needs {n} decks")
        s = CounterState.__new__(CounterState)
        s._init_base(self, seed, log)
        cards = list(range(12))
        count = 5 + s.rng.below(12)
        s.rng.shuffle(cards)
        s.fields(dict(fmt=fmt, count=count, turn=0, moves=0, secrets=cards[:n], pool=cards[n:]),
                 dict.get)
        s.stack.append(("turn",))
        s._run()
        return s

    def evaluate(self, state, player):
        o = state.outcome
        return 0.0 if o is None else 1.0 if player in o.winners else -1.0

    def describe_event(self, event, viewer, state=None):
        return f"player {event[2]} takes {event[3]}" if event[0] == "take" else None

    def render(self, state, viewer, keys=None):
        return Text(f"counter: {state.count}")


GAME = Counter()


@pytest.fixture
def registered(monkeypatch):
    """The counter game in the registry for one test (the built-in games loaded first)."""
    tcgsim.games()
    monkeypatch.setitem(_REGISTRY, GAME.name, Counter)
    monkeypatch.setitem(_INSTANCES, GAME.name, GAME)
    return GAME


def play(fmt, seed, agent=None):
    s = GAME.new_state([CounterDeck()] * SEATS[fmt], seed=seed, format=fmt)
    rng = Rng(seed)
    while not s.is_terminal():
        ids = s.legal_ids()
        s.apply_id(agent.act(s) if agent else ids[rng.below(len(ids))])
    return s


# ---- the outcome ---------------------------------------------------------------------

def test_an_outcome_with_winners_round_trips():
    o = Outcome(0, "took the last", 7, (0, 2))
    assert o.to_dict() == {"winner": 0, "reason": "took the last", "turns": 7, "winners": [0, 2]}
    assert Outcome.from_dict(json.loads(json.dumps(o.to_dict()))) == o
    assert Outcome(None, "cap", 3).winners == ()


def test_an_old_outcome_dict_reads_its_winner_as_the_winners():
    assert Outcome.from_dict({"winner": 1, "reason": "r", "turns": 4}) == Outcome(1, "r", 4, (1,))
    assert Outcome.from_dict({"winner": None, "reason": "r", "turns": 4}).winners == ()


def test_finish_fills_the_winners_and_checks_them():
    s = play("ffa3", 1)
    assert s.outcome.winners == (s.outcome.winner,)
    assert s.log[-1] == ("game_over", ALL, s.outcome.winner, "took the last")
    t = play("teams", 1)
    assert t.outcome.winners in TEAMS and t.outcome.winner == t.outcome.winners[0]
    assert t.log[-1] == ("game_over", ALL, t.outcome.winner, "took the last", t.outcome.winners)
    assert GAME.state_from_dict(json.loads(json.dumps(t.to_dict()))).outcome == t.outcome
    u = GAME.new_state([CounterDeck()] * 3, seed=1, format="ffa3")
    u.finish(None, "a draw", 0)
    assert u.outcome.winners == () and u.log[-1] == ("game_over", ALL, None, "a draw")
    for winner, winners in ((2, (0, 2)), (None, (1,)), (1, (1, 1))):
        with pytest.raises(ValueError):
            GAME.new_state([CounterDeck()] * 3, seed=1, format="ffa3").finish(winner, "x", 0,
                                                                               winners)


def test_a_replay_without_winners_still_verifies(tmp_path):
    from tcgsim.core import replay as R

    lotr = tcgsim.game("lotr-duel")
    s = lotr.new_state(lotr.default_decks(), seed=4)
    acts = []
    while not s.is_terminal():
        acts.append((s.pending[1], s.legal_ids()[0]))
        s.apply_id(acts[-1][1])
    rep = R.make_replay(lotr, lotr.default_decks(), 4, None, acts, s.outcome)
    assert rep.outcome["winners"] == list(s.outcome.winners)
    del rep.outcome["winners"]                       # as tcgsim wrote it before "winners"
    rep.save(tmp_path / "old.json")
    assert R.verify(R.load(tmp_path / "old.json")).outcome == s.outcome
    w = s.outcome.winner
    for bad in ([w, w], [w + 1], [] if w is not None else [0], "0"):
        rep.outcome["winners"] = bad
        with pytest.raises(tcgsim.ReplayError, match="winners"):
            rep.save(tmp_path / "bad.json")


def test_a_two_seat_game_keeps_its_one_winner():
    lotr = tcgsim.game("lotr-duel")
    assert lotr.seat_count(None) == 2 and lotr.teams(None) is None
    assert lotr.seat_names_for("standard") == lotr.seat_names
    s = lotr.new_state(lotr.default_decks(), seed=3, log=False)
    assert s.seat_count() == 2
    while not s.is_terminal():
        s.apply_id(s.legal_ids()[0])
    o = s.outcome
    assert o.winners == ((o.winner,) if o.winner is not None else ())
    assert o.to_dict()["winners"] == list(o.winners)


# ---- conformance ---------------------------------------------------------------------

@pytest.mark.parametrize("fmt", list(SEATS))
def test_the_conformance_suite_runs_over_every_seat(fmt):
    GAME.viewers.clear()
    report = check_game(GAME, seeds=range(6), decks=[CounterDeck()] * SEATS[fmt], format=fmt,
                        swap_every=2)
    assert report.seeds == 6
    assert GAME.viewers == set(range(SEATS[fmt]))   # not range(game.players), which is 2
    assert sum(report.outcomes.values()) == 6
    assert set(report.outcomes) <= {str(p) for p in range(SEATS[fmt])}


def test_the_conformance_suite_refuses_winners_that_are_not_a_team(monkeypatch):
    def lone_winner(self, winner, reason, turns, winners=None):     # the taker wins alone
        State.finish(self, self.turn, reason, turns)

    monkeypatch.setattr(CounterState, "finish", lone_winner)
    with pytest.raises(ConformanceError, match="not one of the teams"):
        check_game(GAME, seeds=range(20), decks=[CounterDeck()] * 4, format="teams",
                   deep_every=50, playon=False)


# ---- the simulator -------------------------------------------------------------------

def test_fewer_agent_names_are_cycled_to_the_seats():
    assert seat_agents(GAME, ("random",), "ffa4") == ("random",) * 4
    assert seat_agents(GAME, ("a", "b"), "teams") == ("a", "b", "a", "b")
    assert seat_agents(GAME, ("a", "b"), "ffa3") == ("a", "b", "a")
    for bad in ((), ("a", "b", "c", "d")):
        with pytest.raises(TcgsimError, match="1 to 3 bots"):
            seat_agents(GAME, bad, "ffa3")


@pytest.mark.parametrize("fmt", ["ffa3", "ffa4", "teams"])
def test_agents_go_round_the_seats(registered, fmt):
    n = SEATS[fmt]
    b = run_batch(GAME.name, 2 * n + 1, seed=4, agents=("random", "greedy"), format=fmt)
    agents = tuple(("random", "greedy")[k % 2] for k in range(n))
    assert b.agents == agents and b.seat_count == n and len(b.decks) == n
    labels = b.agent_labels
    assert labels[:3] == ("random (A)", "greedy (B)", "random (C)")
    for r in b.results:
        # agent k sits in seat (k + i) % n
        assert all(r.seats[seat_of(k, r.index, n)] == agents[k] for k in range(n))
        assert b.seat_labels(r) == [labels[(s - r.index) % n] for s in range(n)]
        assert r.winners and r.winner_seat == r.winners[0]
    s = b.summary()
    assert len(s["seat_wins"]) == n and s["draws"] == 0
    for k, a in enumerate(s["per_agent"]):
        assert a["wins"] == b.agent_wins(k)
        assert sum(x["games"] for x in a["wins_by_seat"]) == b.games
        assert [x["games"] for x in a["wins_by_seat"]] == \
            [len([r for r in b.results if seat_of(k, r.index, n) == seat]) for seat in range(n)]
    winners_per_game = 2 if fmt == "teams" else 1
    assert sum(a["wins"] for a in s["per_agent"]) == winners_per_game * b.games
    assert sum(s["seat_wins"]) == winners_per_game * b.games
    d = b.to_dict()
    assert [tuple(r["winners"]) for r in d["results"]] == [r.winners for r in b.results]
    json.dumps(d)


def _batch(n, winners):
    agents = tuple("abcd"[:n])
    results = [GameResult(i, i, tuple(agents[(s - i) % n] for s in range(n)),
                          w[0] if w else None, "r", 1, 1, w) for i, w in enumerate(winners)]
    return BatchResult("toy-seats", 0, agents, ["counter"] * n, None, results)


def test_the_summary_counts_every_winning_seat():
    # three seats: agent c sits in seat 2 in games 0 and 3, in seat 0 in game 1
    b = _batch(3, [(0,), (0,), (), (2,)])
    assert [b.agent_wins(k) for k in range(3)] == [1, 0, 2]
    assert [b.seat_wins(s) for s in range(3)] == [2, 0, 1] and b.draws() == 1
    assert b.agent_seat_wins(2, 0) == (1, 1) and b.agent_seat_wins(2, 2) == (1, 2)
    assert b.agent_seat_wins(0, 0) == (1, 2)
    # 2v2: agents a and c are always team-mates, and win both games
    t = _batch(4, [(0, 2), (1, 3)])
    assert [t.agent_wins(k) for k in range(4)] == [2, 0, 2, 0]
    s = t.summary()
    assert s["seat_wins"] == [1, 1, 1, 1] and s["draws"] == 0
    assert [a["wins"] for a in s["per_agent"]] == [2, 0, 2, 0]
    assert t.seat_labels(t.results[1]) == ["d", "a", "b", "c"]


def test_a_two_seat_batch_keeps_its_keys_and_adds_winners():
    b = run_batch("lotr-duel", 4, seed=2, agents=("random",), jobs=1)
    assert b.agents == ("random", "random")
    d = b.to_dict()
    assert list(d["results"][0]) == ["index", "seed", "seats", "winner_seat", "reason", "turns",
                                     "decisions", "winners", "seat_labels"]
    for r in d["results"]:
        assert list(r["winners"]) == ([] if r["winner_seat"] is None else [r["winner_seat"]])
    assert len(d["summary"]["seat_wins"]) == 2


# ---- agents --------------------------------------------------------------------------

def test_mcts_counts_a_team_mate_win_as_its_own():
    """Seat 2 to move with 2 or 3 left: taking them all wins for the team (0, 2), whose
    lowest seat is 0 -- an agent that compared the outcome's `winner` with its own seat never
    sees seat 2 win, and picks at random (it did: [1, 2, 2, 2, 2, 2, 1, 2] with 2 left)."""
    d = GAME.new_state([CounterDeck()] * 4, seed=1, format="teams").to_dict()
    for count in (2, 3):
        d.update(count=count, turn=2, pending=[2, "take", list(range(1, count + 1)), ["took"]])
        s = GAME.state_from_dict(d)
        assert [MCTSAgent(seed, playouts=60).act(s) for seed in range(8)] == [count] * 8


@pytest.mark.parametrize("fmt", list(SEATS))
def test_the_generic_agents_play_every_seat(fmt):
    from tcgsim.agents import make_agent

    for name in ("random", "greedy", "mcts"):
        assert play(fmt, 2, make_agent(GAME, name, 1)).is_terminal()


# ---- the CLI -------------------------------------------------------------------------

def run(argv, stdin=""):
    buf, old, old_in = io.StringIO(), cli.console.target, sys.stdin
    cli.console.target = Console(file=buf, width=120, force_terminal=False, highlight=False)
    sys.stdin = io.StringIO(stdin)
    try:
        return cli.main(argv), buf.getvalue()
    finally:
        cli.console.target, sys.stdin = old, old_in


def test_watch_names_every_seat_and_the_winning_team(registered, tmp_path):
    rp = tmp_path / "w.json"
    code, out = run(["watch", GAME.name, "--format", "teams", "--agents", "random", "greedy",
                     "--seed", "3", "--replay", str(rp)])
    assert code == 0, out
    assert "player 0 (random) and player 2 (random) vs player 1 (greedy) and player 3 " \
           "(greedy), seed 3" in out
    assert re.search(r"player [01] and player [23] win: took the last", out)
    code, out = run(["replay", str(rp)])
    assert code == 0 and re.search(r"replay OK.*player [01] and player [23]: took the last", out)
    assert json.loads(rp.read_text())["outcome"]["winners"] in ([0, 2], [1, 3])


def test_watch_refuses_more_bots_than_seats(registered):
    code, out = run(["watch", GAME.name, "--agents", "random", "random", "random", "random"])
    assert code == 2 and "1 to 3 bots" in out


def test_sim_tabulates_every_seat(registered, tmp_path):
    js = tmp_path / "r.json"
    code, out = run(["sim", GAME.name, "--format", "ffa4", "--games", "8", "--agents", "random",
                     "--jobs", "1", "--no-progress", "--json", str(js)])
    assert code == 0, out
    assert all(f"as player {p}" in out and f"player {p} wins" in out for p in range(4))
    d = json.loads(js.read_text())
    assert [a["agent"] for a in d["summary"]["per_agent"]] == \
        ["random (A)", "random (B)", "random (C)", "random (D)"]
    assert len(d["summary"]["seat_wins"]) == 4
    assert all(len(r["winners"]) == 1 and len(r["seats"]) == 4 for r in d["results"])


@pytest.mark.parametrize("side", ["2", "player 1"])
def test_play_takes_any_seat(registered, side):
    code, out = run(["play", GAME.name, "--format", "ffa3", "--seed", "5", "--as", side,
                     "--bot", "random"], stdin="1\n" * 40)
    assert code == 0, out
    assert f"you play player {side[-1]} against 2 random bots" in out
    assert re.search(r"(You win!|You lose\.) player \d wins: took the last\.", out)


def test_play_refuses_a_seat_the_format_does_not_have(registered):
    code, out = run(["play", GAME.name, "--format", "ffa3", "--as", "3"])
    assert code == 2 and "seats: player 0, player 1, player 2 (or 0, 1, 2)" in out
