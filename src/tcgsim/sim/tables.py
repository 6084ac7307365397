"""The numbers of a gauntlet: the matchup matrix and each deck's overall rate (issue 13).

`matrix(batches)` reads two-seat batches (any order, any subset of the pairs) and counts,
for every pair of decks (row, column), the games the row deck won against the column deck
over both seat orders, and the games they played. A draw is a game not won. Each rate has
its 95 % Wilson interval. The same function serves `tcgsim sim --gauntlet` and
`tcgsim report`, so both print the same numbers for the same games.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.table import Table
from rich.text import Text

from .runner import wilson


@dataclass
class Matrix:
    decks: list[str]
    wins: dict = field(default_factory=dict)      # (row, col) -> games row won
    games: dict = field(default_factory=dict)     # (row, col) -> games played
    turns: dict = field(default_factory=dict)     # deck -> [turns of each game it played]

    def rate(self, a: str, b: str):
        """(win rate, (low, high), games) of deck a against deck b, or None if unplayed."""
        n = self.games.get((a, b), 0)
        if not n:
            return None
        w = self.wins.get((a, b), 0)
        return w / n, wilson(w, n), n

    def overall(self, a: str):
        """(win rate, (low, high), wins, games) of deck a against every other deck."""
        w = sum(v for (x, _), v in self.wins.items() if x == a)
        n = sum(v for (x, _), v in self.games.items() if x == a)
        return (w / n if n else 0.0), wilson(w, n), w, n


def matrix(batches) -> Matrix:
    """The matrix of two-seat BatchResults (seat 0's deck, seat 1's deck: `batch.decks`)."""
    decks: list[str] = []
    m = Matrix(decks)
    for b in batches:
        if len(b.decks) != 2:
            continue
        for d in b.decks:
            if d not in decks:
                decks.append(d)
        d0, d1 = b.decks
        for r in b.results:
            for seat, (me, other) in enumerate(((d0, d1), (d1, d0))):
                m.games[(me, other)] = m.games.get((me, other), 0) + 1
                if seat in r.winners:
                    m.wins[(me, other)] = m.wins.get((me, other), 0) + 1
                m.turns.setdefault(me, []).append(r.turns)
    return m


def matrix_table(m: Matrix, title: str) -> Table:
    """Rows: a deck; columns: its opponents; a cell: the row deck's win rate against the
    column deck with its 95 % interval and games; then the deck's overall rate."""
    t = Table(title=Text(title, style="table.title"), show_lines=True)
    t.add_column("deck (row) vs", style="bold", no_wrap=True)
    for d in m.decks:
        t.add_column(Text(d), justify="center")
    t.add_column("overall", justify="center", style="bold")
    for a in m.decks:
        row = [Text(a)]
        for b in m.decks:
            r = m.rate(a, b)
            if a == b or r is None:
                row.append(Text("-", style="dim"))
            else:
                rate, (lo, hi), n = r
                style = "green" if lo > 0.5 else "red" if hi < 0.5 else ""
                row.append(Text(f"{rate:.1%}\n{lo:.0%}-{hi:.0%}\n{n} games", style=style))
        rate, (lo, hi), w, n = m.overall(a)
        row.append(Text(f"{rate:.1%}\n{lo:.0%}-{hi:.0%}\n{w}/{n}"))
        t.add_row(*row)
    return t


def _secs(x: float) -> str:
    return f"{x * 1e6:.0f} µs" if x < 1e-3 else f"{x * 1e3:.1f} ms" if x < 1 else f"{x:.2f} s"


def batch_tables(seat_names, batch, title: str, speed: str | None = None) -> list[Table]:
    """The tables of one batch (`tcgsim sim`, and `tcgsim report` for a stored batch that is
    not part of a gauntlet): each agent's wins, rate, 95 % interval and wins on each seat;
    each seat's wins, the draws, the average turns and decisions (and `speed`, the games/s
    column, when given); how the games ended (the 8 most frequent ways)."""
    s = batch.summary()
    t = Table(title=Text(title, style="table.title"))
    t.add_column("agent", style="bold", no_wrap=True)
    t.add_column("wins", justify="right")
    t.add_column("win rate", justify="right")
    t.add_column("95% CI", justify="right")
    for seat_name in seat_names:
        t.add_column(f"as {seat_name}", justify="right")
    for a in s["per_agent"]:
        row = [Text(a["agent"]), str(a["wins"]), f"{a['win_rate']:.1%}",
               f"{a['ci95'][0]:.1%} - {a['ci95'][1]:.1%}"]
        row += [f"{x['wins']}/{x['games']}" for x in a["wins_by_seat"]]
        t.add_row(*row)
    t2 = Table(show_header=True)
    cols = [f"{n} wins" for n in seat_names] + ["draws", "avg turns", "avg decisions"]
    for col in cols + (["games/s"] if speed is not None else []):
        t2.add_column(Text(col), justify="right")
    t2.add_row(*[str(x) for x in s["seat_wins"]], str(s["draws"]), f"{s['avg_turns']:.1f}",
               f"{s['avg_decisions']:.1f}", *([speed] if speed is not None else []))
    t3 = Table("how games ended", "games")
    for reason, n in list(s["reasons"].items())[:8]:
        t3.add_row(Text(reason), str(n))
    timing = batch.timing()
    if not any(x["decisions"] for x in timing):   # a stored game keeps no clock
        return [t, t2, t3]
    t4 = Table("agent", "decisions timed", "average per decision", "longest",
               title=Text("thinking time (decisions with two options or more)",
                          style="table.title"))
    for c in (1, 2, 3):
        t4.columns[c].justify = "right"
    for tm in timing:
        t4.add_row(Text(tm["agent"]), str(tm["decisions"]),
                   *((_secs(tm["average_s"]), _secs(tm["longest_s"])) if tm["decisions"]
                     else ("-", "-")))
    return [t, t2, t4, t3]
