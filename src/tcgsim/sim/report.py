"""`tcgsim report results.sqlite [--out DIR] [--html]`: the tables and plots of a stored run
(issue 13).

What it reads: every batch of the results file (store.py) that has at least one game; the
file is opened read-only and never changed.

How it groups them: two-seat batches that share their game, format, rules version, agents
and batch seed are the matchups of one gauntlet (`tcgsim sim --gauntlet`, or several runs
with the same settings). A group of two or more such batches is reported as a gauntlet: the
matchup matrix of `tables.matrix` / `tables.matrix_table` (the very table `tcgsim sim
--gauntlet` prints, with its title, so both show the same numbers for the same games),
each deck's overall rate with its 95 % interval, the seats' wins and how the games ended.
Any other batch -- alone in its group, a mirror (a deck against itself), more than two
seats -- is reported as `tcgsim sim` prints a batch (`tables.batch_tables`): each agent's
wins, rate, interval and wins on each seat, the draws, the average turns and decisions, how
the games ended. Within a group, a deck label that stands for two different card pools
(the deck file was changed between runs) is shown as "label (hash)" for each pool, so the
two are never counted as one deck.

Plots (matplotlib, Agg, PNG; the optional extra `tcgsim[report]`), in the out folder
(default: NAME-report beside NAME.sqlite):
  gauntlet  SLUG-matchups.png   heatmap: the row deck's win rate against the column deck,
                                with its games (a diverging colour map centred at 50 %)
            SLUG-winrates.png   each deck's overall win rate with its 95 % interval, sorted
            SLUG-lengths.png    the length (turns) of the games of each deck, box plots
  batch     SLUG-winrates.png   each agent's win rate (all games, then on each seat) with
                                its 95 % interval
            SLUG-lengths.png    the length of the games, stacked by who won
SLUG names the game (and format unless standard) and "gauntlet" or the batch's decks.
`--html` also writes report.html there: one self-contained page with the tables (as HTML
tables) and the plots (base64 PNG). Every file is written atomically.
"""

from __future__ import annotations

import base64
import html
import io
import re
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean, median

from rich.markup import escape
from rich.table import Table
from rich.text import Text

from ..cliutil import console
from ..core.errors import TcgsimError
from ..core.files import write_atomic
from .runner import BatchResult, wilson
from .store import StoreError, open_existing
from .tables import batch_tables, matrix, matrix_table

EXTRA = "report"
INSTALL_HINT = (f"pip install 'tcgsim[{EXTRA}]' (from a checkout: "
                f"pip install -e '.[{EXTRA}]')")
DPI = 110
HTML_NAME = "report.html"

# the ends of the diverging colour map (RdBu): a deck that loses / wins
LOSE_COLOUR, WIN_COLOUR, EVEN_COLOUR = "#b2182b", "#2166ac", "#555555"


# ---- what the file holds ------------------------------------------------------------------

@dataclass
class Plot:
    name: str                 # the PNG's file name
    caption: str
    png: bytes


@dataclass
class Section:
    """One part of the report: a gauntlet (kind "gauntlet") or a single batch ("batch")."""
    kind: str
    game: str
    game_title: str
    format: str | None
    rules_version: str
    seed: int
    agents: tuple[str, ...]
    seat_names: list[str]
    batches: list[BatchResult]
    ids: list[int]
    slug: str = ""
    heading: str = ""
    notes: list[str] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    plots: list[Plot] = field(default_factory=list)

    @property
    def games(self) -> int:
        return sum(b.games for b in self.batches)


def _game_info(name: str, format, seats: int) -> tuple[str, list[str]]:
    """(title, seat names) of a stored game; a game this tcgsim does not know is shown by
    its registry name with seats "seat 1", "seat 2", ..."""
    from ..core.game import game as get_game

    title, names = name, []
    try:
        g = get_game(name)
        title = g.title
        names = list(g.seat_names_for(format))
    except TcgsimError:
        pass
    if len(names) != seats:
        names = [f"seat {k + 1}" for k in range(seats)]
    return title, names


def _labels(rows) -> dict[int, list[str]]:
    """Each batch's deck labels; a label that stands for two card pools among `rows` gets
    the pool's hash: "deck.txt (1a2b3c)"."""
    pools: dict[str, set] = {}
    for b in rows:
        for d, h in zip(b["decks"], b["deck_hashes"]):
            pools.setdefault(d, set()).add(h)
    return {b["id"]: [d if len(pools[d]) == 1 else f"{d} ({h[:6]})"
                      for d, h in zip(b["decks"], b["deck_hashes"])] for b in rows}


def read_sections(store) -> list[Section]:
    """Every batch of `store` with games, grouped into gauntlets and single batches (see the
    module docstring), in the order of their first batch in the file. Raises StoreError
    when the file holds no game."""
    rows = [b for b in store.batches() if b["games"]]
    if not rows:
        raise StoreError(f"{store.path}: holds no games yet (it is filled by "
                         f"`tcgsim sim ... --db {store.path}`)")
    groups: dict[tuple, list[dict]] = {}       # what a gauntlet's matchups share
    parts: list[tuple[int, str, list[dict], dict]] = []    # (first id, kind, rows, labels)
    for b in rows:
        if len(b["decks"]) == 2 and len(b["agents"]) == 2:
            key = (b["game"], b["format"], b["rules_version"], tuple(b["agents"]), b["seed"])
            groups.setdefault(key, []).append(b)
        else:
            parts.append((b["id"], "batch", [b], _labels([b])))
    for bs in groups.values():
        labels = _labels(bs)
        pairs = [b for b in bs if labels[b["id"]][0] != labels[b["id"]][1]]   # no mirror
        if len(pairs) < 2:
            pairs = []
        else:
            parts.append((pairs[0]["id"], "gauntlet", pairs, labels))
        parts += [(b["id"], "batch", [b], labels) for b in bs if b not in pairs]
    sections = []
    for _, kind, bs, labels in sorted(parts, key=lambda p: p[0]):
        first = bs[0]
        title, seats = _game_info(first["game"], first["format"], len(first["agents"]))
        batches = [BatchResult(b["game"], b["seed"], tuple(b["agents"]), labels[b["id"]],
                               b["format"], store.results(b["id"])) for b in bs]
        sections.append(Section(kind, first["game"], title, first["format"],
                                first["rules_version"], first["seed"], tuple(first["agents"]),
                                seats, batches, [b["id"] for b in bs]))
    _name(sections)
    return sections


def _slug(text: str, limit: int = 80) -> str:
    s = re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-.")
    return (s[:limit].rstrip("-.") or "x")


def _ranges(ids) -> str:
    """1, 2, 3, 5 -> "1-3, 5"."""
    out, ids = [], sorted(ids)
    start = prev = ids[0]
    for i in ids[1:] + [None]:
        if i is not None and i == prev + 1:
            prev = i
            continue
        out.append(str(start) if start == prev else f"{start}-{prev}")
        if i is not None:
            start = prev = i
    return ", ".join(out)


def _name(sections) -> None:
    """Each section's heading and the stem of its files (unique in the report)."""
    seen: dict[str, int] = {}
    for k, s in enumerate(sections, 1):
        fmt = "" if s.format in (None, "standard") else f"-{s.format}"
        if s.kind == "gauntlet":
            decks = matrix(s.batches).decks
            base = f"{s.game}{fmt}-gauntlet"
            s.heading = (f"{k}. {s.game_title} gauntlet: {len(decks)} decks, "
                         f"{len(s.batches)} pairings, {s.games} games")
        else:
            b = s.batches[0]
            base = f"{s.game}{fmt}-" + "-vs-".join(b.decks)
            s.heading = (f"{k}. {s.game_title}: {' vs '.join(b.agent_labels)}, "
                         f"{s.games} games")
        base = _slug(base)
        seen[base] = seen.get(base, 0) + 1
        s.slug = base if seen[base] == 1 else f"{base}-{seen[base]}"
        s.notes.append(f"format {s.format or 'standard'}, rules {s.rules_version}, "
                       f"agents {' '.join(s.agents)}, batch seed {s.seed}, "
                       f"stored batch{'es' if len(s.ids) > 1 else ''} {_ranges(s.ids)}")
        if s.kind == "gauntlet":
            if len({b.games for b in s.batches}) > 1:
                s.notes.append("the pairings hold different numbers of games (an unfinished "
                               "run, or runs with different --games)")
            n = len(decks)
            if len(s.batches) < n * (n - 1):
                s.notes.append(f"{n * (n - 1) - len(s.batches)} of the {n * (n - 1)} "
                               f"pairings (deck on each seat) have no games")
    # a slug made unique by a number must not take another's name: check once more
    names = [s.slug for s in sections]
    if len(set(names)) != len(names):
        for k, s in enumerate(sections, 1):
            s.slug = f"{k:02d}-{s.slug}"


# ---- tables -------------------------------------------------------------------------------

def _games_per_pairing(s: Section) -> str:
    counts = sorted({b.games for b in s.batches})
    return str(counts[0]) if len(counts) == 1 else f"{counts[0]} to {counts[-1]}"


def gauntlet_tables(s: Section) -> list[Table]:
    """The matrix (as `tcgsim sim --gauntlet` prints it), each deck against the field, the
    seats' wins, how the games ended."""
    m = matrix(s.batches)
    title = (f"{s.game_title}: gauntlet, {_games_per_pairing(s)} games per pairing and seat "
             f"order, seed {s.seed}, agents {' '.join(s.agents)}")
    tables = [matrix_table(m, title)]
    rank = Table(title=Text(f"{s.game_title}: each deck against the field "
                            f"(every opponent, both seats)", style="table.title"))
    for col, just in (("#", "right"), ("deck", "left"), ("wins", "right"),
                      ("games", "right"), ("win rate", "right"), ("95% CI", "right"),
                      ("avg turns", "right")):
        rank.add_column(col, justify=just, style="bold" if col == "deck" else None,
                        no_wrap=col == "deck")
    for k, d in enumerate(_ranked(m), 1):
        rate, (lo, hi), w, g = m.overall(d)
        turns = m.turns.get(d, [])
        style = "green" if lo > 0.5 else "red" if hi < 0.5 else ""
        rank.add_row(str(k), Text(d), str(w), str(g), Text(f"{rate:.1%}", style=style),
                     f"{lo:.1%}-{hi:.1%}", f"{mean(turns):.1f}" if turns else "-")
    tables.append(rank)
    results = [r for b in s.batches for r in b.results]
    seats = Table(show_header=True)
    for col in [f"{x} wins" for x in s.seat_names] + ["draws", "games", "avg turns",
                                                       "avg decisions"]:
        seats.add_column(Text(col), justify="right")
    seats.add_row(*[str(sum(1 for r in results if k in r.winners))
                    for k in range(len(s.seat_names))],
                  str(sum(1 for r in results if not r.winners)), str(len(results)),
                  f"{mean(r.turns for r in results):.1f}",
                  f"{mean(r.decisions for r in results):.1f}")
    tables.append(seats)
    reasons: dict[str, int] = {}
    for r in results:
        reasons[r.reason] = reasons.get(r.reason, 0) + 1
    ended = Table("how games ended", "games")
    for reason, k in sorted(reasons.items(), key=lambda kv: -kv[1])[:8]:
        ended.add_row(Text(reason), str(k))
    tables.append(ended)
    return tables


def _ranked(m) -> list[str]:
    """The decks, best overall rate first (ties: the gauntlet's order)."""
    return sorted(m.decks, key=lambda d: -m.overall(d)[0])


def single_tables(s: Section) -> list[Table]:
    b = s.batches[0]
    title = (f"{s.game_title}: {b.games} games, seed {s.seed}\n"
             + ", ".join(f"{n} plays {d}" for n, d in zip(s.seat_names, b.decks)))
    return batch_tables(s.seat_names, b, title)


# ---- plots --------------------------------------------------------------------------------

def _matplotlib():
    """matplotlib's Figure and the Agg canvas (TcgsimError naming the extra when missing)."""
    try:
        import matplotlib  # noqa: F401
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError:
        raise TcgsimError(f"tcgsim report draws its plots with matplotlib, which is not "
                          f"installed: {INSTALL_HINT}") from None
    return Figure, FigureCanvasAgg


def _png(fig) -> bytes:
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    FigureCanvasAgg(fig)
    buf = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)     # a glyph the font lacks
        fig.savefig(buf, format="png", dpi=DPI, metadata={"Software": "tcgsim report"})
    return buf.getvalue()


def _percent_axis(axis) -> None:
    from matplotlib.ticker import PercentFormatter

    axis.set_major_formatter(PercentFormatter(1.0, decimals=0))


def _rate_colour(lo: float, hi: float, even: float = 0.5) -> str:
    return WIN_COLOUR if lo > even else LOSE_COLOUR if hi < even else EVEN_COLOUR


def _subtitle(s: Section) -> str:
    fmt = "" if s.format in (None, "standard") else f" {s.format}"
    agents = (f"{s.agents[0]} in every seat" if len(set(s.agents)) == 1
              else " vs ".join(s.agents))
    return f"{s.game_title}{fmt}, {s.games} games, {agents}, seed {s.seed}"


def heatmap(s: Section, m) -> bytes:
    import numpy as np
    from matplotlib import colormaps

    Figure, _ = _matplotlib()
    decks = _ranked(m)
    n = len(decks)
    data = np.full((n, n), np.nan)
    for i, a in enumerate(decks):
        for j, b in enumerate(decks):
            r = m.rate(a, b)
            if a != b and r is not None:
                data[i, j] = r[0]
    side = max(5.0, 0.95 * n + 2.6)
    fig = Figure(figsize=(side + 1.6, side), layout="constrained")
    ax = fig.add_subplot()
    cmap = colormaps["RdBu"].with_extremes(bad="#e6e6e6")     # grey: no games
    im = ax.imshow(np.ma.masked_invalid(data), cmap=cmap, vmin=0.0, vmax=1.0)
    ax.set_xticks(range(n), labels=decks, rotation=35, ha="right", rotation_mode="anchor")
    ax.set_yticks(range(n), labels=decks)
    ax.set_xticks(np.arange(-0.5, n, 1), minor=True)
    ax.set_yticks(np.arange(-0.5, n, 1), minor=True)
    ax.grid(which="minor", color="white", linewidth=2)
    ax.tick_params(which="minor", length=0)
    size = 10 if n <= 5 else 9 if n <= 8 else 7 if n <= 12 else 5
    for i, a in enumerate(decks):
        for j, b in enumerate(decks):
            r = m.rate(a, b)
            if a == b or r is None:
                ax.text(j, i, "—" if a == b else "no games", ha="center", va="center",
                        fontsize=size, color="#777777")
                continue
            rate, (lo, hi), g = r
            text = f"{rate:.0%}"
            if n <= 8:
                text += f"\n{lo:.0%}–{hi:.0%}"
            if n <= 12:
                text += f"\n{g} games"
            ax.text(j, i, text, ha="center", va="center", fontsize=size,
                    color="white" if abs(rate - 0.5) > 0.3 else "black")
    cb = fig.colorbar(im, ax=ax, shrink=0.8)
    cb.set_label("row deck's win rate against the column deck")
    _percent_axis(cb.ax.yaxis)
    cb.ax.axhline(0.5, color="black", linewidth=0.8)
    cell = ("win rate, its 95% interval and the games" if n <= 8 else
            "win rate and the games" if n <= 12 else "win rate")
    ax.set_xlabel(f"opponent (column deck)\n\neach cell: the row deck's {cell}, over both "
                  f"seats\ndecks sorted by their overall win rate, best first", fontsize=9)
    ax.set_ylabel("deck (row)")
    ax.set_title("Matchups: how often the row deck beats the column deck\n" + _subtitle(s),
                 fontsize=10)
    return _png(fig)


def _interval_plot(rows, title: str, xlabel: str, even: float, even_label: str) -> bytes:
    """Horizontal points with 95 % error bars, one row each: (label, wins, games, colour or
    None, bold); the first row at the top."""
    from matplotlib.transforms import blended_transform_factory

    Figure, _ = _matplotlib()
    n = len(rows)
    fig = Figure(figsize=(8.5, max(2.6, 0.42 * n + 1.7)), layout="constrained")
    ax = fig.add_subplot()
    right = blended_transform_factory(ax.transAxes, ax.transData)
    for y, (label, w, g, colour, _) in enumerate(rows):
        rate = w / g if g else 0.0
        lo, hi = wilson(w, g)
        c = colour or _rate_colour(lo, hi, even)
        err = [[max(0.0, rate - lo)], [max(0.0, hi - rate)]]   # a float a hair below 0
        ax.errorbar([rate], [y], xerr=err, fmt="o", color=c, ecolor=c, elinewidth=2,
                    capsize=4, markersize=7)
        ax.text(1.02, y, f"{rate:.1%}  ({w}/{g})", transform=right, va="center",
                fontsize=9)
    ax.axvline(even, linestyle="--", color="grey", linewidth=1)
    ax.set_yticks(range(n), labels=[r[0] for r in rows])
    for tick, r in zip(ax.get_yticklabels(), rows):
        if r[4]:
            tick.set_fontweight("bold")
    ax.set_ylim(n - 0.5, -0.5)
    ax.set_xlim(-0.03, 1.03)                # a dot at 0 % or 100 % is drawn whole
    ax.set_xticks([0, 0.2, 0.4, 0.6, 0.8, 1.0])
    _percent_axis(ax.xaxis)
    ax.grid(axis="x", color="#dddddd")
    ax.set_axisbelow(True)
    ax.set_xlabel(f"{xlabel}\ndashed line: {even_label}")
    ax.set_title(title, fontsize=10)
    return _png(fig)


def deck_rates_plot(s: Section, m) -> bytes:
    rows = []
    for d in _ranked(m):
        _, _, w, g = m.overall(d)
        rows.append((d, w, g, None, False))
    return _interval_plot(
        rows, "Overall win rate of each deck against the rest of the gauntlet\n" + _subtitle(s),
        "win rate (dot) with its 95% interval (bar), over every opponent and both seats",
        0.5, "50%, as often won as lost")


def agent_rates_plot(s: Section) -> bytes:
    from matplotlib import colormaps

    b = s.batches[0]
    colours = colormaps["tab10"].colors
    rows = []
    for k, label in enumerate(b.agent_labels):
        rows.append((f"{label}: all games", b.agent_wins(k), b.games, "black", True))
        for seat, name in enumerate(s.seat_names):
            w, g = b.agent_seat_wins(k, seat)
            rows.append((f"{label} as {name} ({b.decks[seat]})", w, g,
                         colours[seat % len(colours)], False))
    # an even share: each agent wins as often as any other (a team's win counts for each
    # of its seats: in 2v2 that is every other game)
    won = [len(r.winners) for r in b.results if r.winners]
    even = (sum(won) / len(won) if won else 1) / b.seat_count
    k = round(1 / even) if even else 0
    share = (f"{even:.0%}" if not k or abs(1 / k - even) > 1e-9 or k <= 2
             else f"1 game in {k}")
    return _interval_plot(
        rows, "Win rate of each agent, over all games and on each seat\n" + _subtitle(s),
        "win rate (dot) with its 95% interval (bar)", even, f"an even share, {share}")


def _box(ax, data, labels):
    """Horizontal box plots, the first label at the top (any matplotlib from 3.6)."""
    import inspect

    kw = dict(widths=0.6, showmeans=True, patch_artist=True,
              meanprops=dict(marker="D", markerfacecolor="white", markeredgecolor="black",
                             markersize=5),
              medianprops=dict(color="black", linewidth=1.5),
              boxprops=dict(facecolor=(0.81, 0.88, 0.95, 0.6), edgecolor="#2166ac"),
              flierprops=dict(marker="o", markersize=3, markerfacecolor="#888888",
                              markeredgecolor="none"))
    if "orientation" in inspect.signature(ax.boxplot).parameters:
        kw["orientation"] = "horizontal"
    else:                                                    # pragma: no cover
        kw["vert"] = False
    ax.boxplot(data, positions=range(len(data)), **kw)
    ax.set_yticks(range(len(data)), labels=labels)
    ax.set_ylim(len(data) - 0.5, -0.5)


def deck_lengths_plot(s: Section, m) -> bytes:
    import numpy as np

    Figure, _ = _matplotlib()
    decks = _ranked(m)
    data = [m.turns.get(d, []) for d in decks]
    fig = Figure(figsize=(8.5, max(2.8, 0.5 * len(decks) + 1.9)), layout="constrained")
    ax = fig.add_subplot()
    _box(ax, data, [f"{d}\n({len(ts)} games)" for d, ts in zip(decks, data)])
    rng = np.random.default_rng(0)
    for y, ts in enumerate(data):
        if 0 < len(ts) <= 2000:                              # every game, as a faint dot
            ax.scatter(ts, y + rng.uniform(-0.25, 0.25, len(ts)), s=9, color="#08306b",
                       alpha=0.35, linewidths=0, zorder=3)
    ax.grid(axis="x", color="#dddddd")
    ax.set_axisbelow(True)
    ax.set_xlabel("game length (turns); box: middle half of the games, line: median, "
                  "diamond: mean")
    ax.set_title("How long the games of each deck last (every opponent, both seats)\n"
                 + _subtitle(s), fontsize=10)
    return _png(fig)


def batch_lengths_plot(s: Section) -> bytes:
    import numpy as np
    from matplotlib import colormaps
    from matplotlib.ticker import MaxNLocator

    Figure, _ = _matplotlib()
    b = s.batches[0]
    by: dict[str, list[int]] = {}
    for label in b.agent_labels:
        by[label] = []
    for r in b.results:
        seat_labels = b.seat_labels(r)
        won = sorted((seat_labels[k] for k in r.winners), key=b.agent_labels.index)
        key = " & ".join(won) if won else "draw"
        by.setdefault(key, []).append(r.turns)
    by = {k: v for k, v in by.items() if v}
    turns = [r.turns for r in b.results]
    lo, hi = min(turns), max(turns)
    bins = (np.arange(lo - 0.5, hi + 1.5, 1) if hi - lo <= 60
            else np.linspace(lo, hi, 41))
    fig = Figure(figsize=(8.5, 4.6), layout="constrained")
    ax = fig.add_subplot()
    colours = list(colormaps["tab10"].colors)
    cs = [("#999999" if k == "draw" else colours[i % len(colours)])
          for i, k in enumerate(by)]
    ax.hist(list(by.values()), bins=bins, stacked=True, color=cs, edgecolor="white",
            linewidth=0.5, label=[f"{k}: {len(v)} win{'s' if len(v) != 1 else ''}"
                                  if k != "draw" else f"draws: {len(v)}"
                                  for k, v in by.items()])
    avg = mean(turns)
    ax.axvline(avg, color="black", linestyle="--", linewidth=1,
               label=f"mean {avg:.1f} turns, median {median(turns):g}")
    ax.set_xlabel("game length (turns)")
    ax.set_ylabel("games")
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.grid(axis="y", color="#dddddd")
    ax.set_axisbelow(True)
    ax.legend(loc="best", fontsize=8, framealpha=0.9, title="who won", title_fontsize=8)
    ax.set_title("How long the games last, by who won\n" + _subtitle(s), fontsize=10)
    return _png(fig)


def make_plots(s: Section) -> list[Plot]:
    if s.kind == "gauntlet":
        m = matrix(s.batches)
        return [
            Plot(f"{s.slug}-matchups.png", "Matchup heatmap: the row deck's win rate against "
                 "the column deck", heatmap(s, m)),
            Plot(f"{s.slug}-winrates.png", "Each deck's overall win rate with its 95% "
                 "interval", deck_rates_plot(s, m)),
            Plot(f"{s.slug}-lengths.png", "Game lengths of each deck", deck_lengths_plot(s, m)),
        ]
    return [
        Plot(f"{s.slug}-winrates.png", "Each agent's win rate with its 95% interval, on "
             "each seat", agent_rates_plot(s)),
        Plot(f"{s.slug}-lengths.png", "Game lengths, by who won", batch_lengths_plot(s)),
    ]


# ---- HTML ---------------------------------------------------------------------------------

_CLASSES = {"green": "good", "red": "bad", "dim": "dim", "bold": "strong"}


def _cell(value) -> tuple[str, list[str]]:
    """A rich cell (Text or markup string) as (escaped HTML, CSS classes of its style)."""
    if isinstance(value, Text):
        text, style = value.plain, str(value.style or "")
    else:
        t = Text.from_markup(str(value))
        text, style = t.plain, " ".join(str(sp.style) for sp in t.spans)
    classes = sorted({_CLASSES[w] for w in style.split() if w in _CLASSES})
    return html.escape(text).replace("\n", "<br>"), classes


def table_html(t: Table) -> str:
    """A rich Table as an HTML table: its title as the caption, its header, its cells with
    their line breaks, alignment and the colours that mark a rate above or below 50 %."""
    out = ["<table>"]
    if t.title:
        out.append(f"<caption>{_cell(t.title)[0]}</caption>")
    cols = t.columns
    if t.show_header:
        out.append("<thead><tr>" + "".join(
            f'<th class="{c.justify}">{_cell(c.header)[0]}</th>' for c in cols)
            + "</tr></thead>")
    cells = [list(c.cells) for c in cols]
    out.append("<tbody>")
    for i in range(t.row_count):
        row = []
        for c, col in zip(cells, cols):
            text, classes = _cell(c[i])
            classes += [w for w in (_CLASSES.get(x) for x in str(col.style or "").split()) if w]
            row.append(f'<td class="{" ".join([col.justify] + classes)}">{text}</td>')
        out.append("<tr>" + "".join(row) + "</tr>")
    out.append("</tbody></table>")
    return "\n".join(out)


CSS = """
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2em auto;
       max-width: 1100px; padding: 0 1em; color: #222; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 2.5em;
     border-bottom: 1px solid #ccc; padding-bottom: .2em; }
p.note { color: #666; margin: .2em 0; }
table { border-collapse: collapse; margin: 1.2em 0; font-size: .9em; }
caption { font-weight: bold; text-align: left; padding: .3em 0; white-space: pre-line; }
th, td { border: 1px solid #ccc; padding: .3em .6em; vertical-align: top; }
th { background: #f3f3f3; }
td.right, th.right { text-align: right; } td.center, th.center { text-align: center; }
.good { color: #1a7f37; } .bad { color: #c62828; } .dim { color: #999; }
.strong { font-weight: bold; }
figure { margin: 1.5em 0; } figure img { max-width: 100%; height: auto;
         border: 1px solid #eee; }
figcaption { color: #555; font-size: .9em; }
"""


def page_html(db, sections, total: int) -> str:
    from .. import __version__

    name = html.escape(Path(db).name)
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           f"<title>tcgsim report: {name}</title>", f"<style>{CSS}</style></head><body>",
           f"<h1>tcgsim report: {name}</h1>",
           f'<p class="note">{html.escape(str(db))}: {len(sections)} '
           f"part{'s' if len(sections) != 1 else ''}, {total} games; written "
           f"{time.strftime('%Y-%m-%d %H:%M %Z')} by tcgsim {html.escape(__version__)}</p>",
           "<ul>"]
    for k, s in enumerate(sections, 1):
        out.append(f'<li><a href="#part{k}">{html.escape(s.heading)}</a></li>')
    out.append("</ul>")
    for k, s in enumerate(sections, 1):
        out.append(f'<section id="part{k}"><h2>{html.escape(s.heading)}</h2>')
        out += [f'<p class="note">{html.escape(n)}</p>' for n in s.notes]
        out += [table_html(t) for t in s.tables]
        for p in s.plots:
            data = base64.b64encode(p.png).decode("ascii")
            out.append(f'<figure><img src="data:image/png;base64,{data}" '
                       f'alt="{html.escape(p.caption)}"><figcaption>'
                       f"{html.escape(p.caption)} ({html.escape(p.name)})</figcaption></figure>")
        out.append("</section>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


# ---- the command --------------------------------------------------------------------------

def out_folder(db, out) -> Path:
    """The folder of the plots (not yet created): --out, or NAME-report beside the file."""
    given = out is not None
    p = Path(out) if given else Path(db).with_name(Path(db).stem + "-report")
    what = f"--out {p}" if given else f"the report folder {p}"
    if "\0" in str(p):
        raise TcgsimError(f"{what}: the name holds a NUL character")
    if p.exists() and not p.is_dir():
        raise TcgsimError(f"{what}: that is a file, not a folder")
    if not p.exists():
        parent = p.parent
        if not parent.is_dir():
            state = "is not a folder" if parent.exists() else "does not exist"
            raise TcgsimError(f"{what}: its folder {parent} {state} (the report creates "
                              f"only the last folder of the path)")
    return p


def _write(path: Path, data) -> None:
    try:
        write_atomic(path, data)
    except (OSError, ValueError) as e:
        raise TcgsimError(f"cannot write {path}: {getattr(e, 'strerror', None) or e}") from None


def cmd_report(args) -> int:
    with open_existing(args.db) as store:
        sections = read_sections(store)
    folder = out_folder(args.db, args.out)
    _matplotlib()                       # missing: say so before anything is written
    try:
        folder.mkdir(exist_ok=True)
    except OSError as e:
        raise TcgsimError(f"cannot create the folder {folder}: {e.strerror or e}") from None
    total = sum(s.games for s in sections)
    nb = sum(len(s.ids) for s in sections)
    console.print(f"[dim]{escape(str(args.db))}: {nb} batch{'es' if nb != 1 else ''} with "
                  f"games, {total} games[/]")
    written = []
    for s in sections:
        s.tables = gauntlet_tables(s) if s.kind == "gauntlet" else single_tables(s)
        console.print()
        console.print(Text(s.heading, style="bold"))
        for n in s.notes:
            console.print(Text(n, style="dim"))
        for t in s.tables:
            console.print(t)
        s.plots = make_plots(s)
        for p in s.plots:
            _write(folder / p.name, p.png)
            written.append(p.name)
    console.print()
    console.print(f"plots written to {escape(str(folder))}:")
    for name in written:
        console.print(f"  {escape(name)}")
    if args.html:
        page = folder / HTML_NAME
        _write(page, page_html(args.db, sections, total))
        console.print(f"HTML page written to {escape(str(page))}")
    return 0
