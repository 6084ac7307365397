"""The `tcgsim` command: list games, play against a bot, watch bots, simulate, replay.

Interrupts and files (issue 7):
- Ctrl-C: the first one stops the command where it is, later ones are ignored while it
  finishes (`sim.interrupts.sigint_once`, installed by `main`). `play` and `watch` then
  write the replay of the game so far (its "outcome" is null) when `--replay` was given;
  `sim` prints and writes the results of the games that had ended, marked partial. An
  interrupted command exits with 130.
- Files: the folder of every file a command will write (`--replay`, `--json`) is checked
  before the game or the simulation starts; every file is written atomically
  (`core.files.write_atomic`, which Replay.save uses too), so an interruption leaves
  neither a half-written file nor a temporary one.
- `play` without `--seed` draws an unguessable seed and shows it only after the game: the
  seed rebuilds the bot's hand and both decks.

Issue 8:
- `watch` waits WATCH_DELAY seconds after each move it narrates when its output is a
  terminal (`sys.stdout.isatty()`), not when it is piped; `--delay` sets the wait
  (`--delay 0`: none). Unless `--quiet`, it draws the final board of every game at its end.
- `sim` names each seat's deck and tells two agents of the same bot apart ("heuristic (A)"
  / "heuristic (B)"); `--jobs` defaults to every core and must be at least 1; the decks,
  format and agents are checked before the progress bar starts.
- `deck check` warns about the cards whose printed abilities the engine does not support.
- `games` prints one block per game, so the names a user types stay whole at any width.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

from rich.console import Console
from rich.markup import escape
from rich.padding import Padding
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from . import __version__
from .agents import agent_names, make_agent
from .core import replay as replay_mod
from .core.errors import CardDataError, DeckError, TcgsimError
from .core.game import game as get_game
from .core.game import games as list_games
from .core.rng import derive_seed
from .sim import interrupts

console = Console(highlight=False)


from .cliutil import (Narrator, _GameRecord, _check_output, _decks, _save_replay,
                      _write_file, console, seat_agents_text, seats_text, winners_text)
from .sim.runner import seat_agents
from .sim.tables import batch_tables
from .terminal import cmd_play


# ---- commands -----------------------------------------------------------------------------

def cmd_games(args) -> int:
    """One block per game: its registry name and title, then a line each for its seats,
    built-in decks, formats and bots. The lists wrap between names (at the ", "), never
    inside one, so every name a user must type stays whole at 80 columns (a wide table
    cut them: "weiss-sch…")."""
    console.print(Text("tcgsim games", style="bold"))
    for name in list_games():
        g = get_game(name)
        console.print()
        head = Text()
        head.append(name, style="bold cyan")
        head.append("  ")
        head.append(g.title)
        console.print(head)
        grid = Table.grid(padding=(0, 2))
        grid.add_column(no_wrap=True, style="dim")
        grid.add_column(overflow="fold")
        for label, items in (("seats", g.seat_names), ("built-in decks", g.deck_names()),
                             ("formats", list(g.formats)), ("bots", agent_names(g))):
            grid.add_row(label, Text(", ".join(str(x) for x in items)))
        console.print(Padding(grid, (0, 0, 0, 2), expand=False))
    return 0


WATCH_DELAY = 0.4
"""Seconds `tcgsim watch` waits after each narrated move when its output is a terminal."""


def _stdout_is_terminal() -> bool:
    try:
        return bool(sys.stdout.isatty())
    except (AttributeError, ValueError, OSError):     # no stdout, or a closed one
        return False


def _watch_delay(delay: float | None) -> float:
    """The wait between moves: `--delay` when given, else WATCH_DELAY on a terminal and
    none when the output is piped or redirected."""
    if delay is None:
        return WATCH_DELAY if _stdout_is_terminal() else 0.0
    if not math.isfinite(delay) or delay < 0:
        raise TcgsimError(f"--delay must be a number of seconds, 0 or more; got {delay}")
    return delay


def _pause(seconds: float) -> None:
    time.sleep(seconds)


def cmd_watch(args) -> int:
    delay = _watch_delay(args.delay)
    if args.replay:
        _check_output(args.replay, "--replay")
    game = get_game(args.game)
    fmt = game.check_format(args.format)
    decks = _decks(game, args.decks, fmt)
    seed = args.seed
    agents = seat_agents(game, args.agents, fmt)          # one per seat, names cycled
    bots = [make_agent(game, name, derive_seed(seed, 1 + k)) for k, name in enumerate(agents)]
    state = game.new_state(decks, seed=seed, format=fmt, log=True)
    console.rule(f"{game.title}: {seat_agents_text(game, fmt, agents)}, seed {seed}")
    narrator = Narrator(game, None)
    record = _GameRecord(state)
    interrupted = False
    drawn = False                     # the board was drawn after the last move
    try:
        while not state.is_terminal():
            aid = bots[state.current_player()].act(state)
            record.take(state.pending[1], aid, lambda: state.apply_id(aid))
            new = narrator.flush(state)
            drawn = not args.quiet and any(ev[0] in game.watch_redraw_on for ev in new)
            if drawn:
                console.print(game.render(state, None))
            if delay and not state.is_terminal() and (
                    drawn or any(game.describe_event(ev, None, state) for ev in new)):
                _pause(delay)         # between the moves the viewer sees
    except KeyboardInterrupt:
        interrupted = True
    if interrupted:
        console.rule(f"interrupted after {len(record.replay_actions())} decisions")
    else:
        if not args.quiet and not drawn:
            console.print(game.render(state, None))     # the final board
        console.rule(f"{winners_text(game, fmt, state.outcome)}: {state.outcome.reason}")
    if args.replay:
        _save_replay(game, decks, seed, fmt, record.replay_actions(), record.outcome(),
                     args.replay)
    return 130 if interrupted else 0


def cmd_sim(args) -> int:
    from .sim import runner

    if args.agents is None:              # a gauntlet compares decks: one bot in every seat
        args.agents = ["heuristic"] if args.gauntlet is not None else ["heuristic", "random"]
    if args.gauntlet is not None or args.db or args.backend != "local" or args.address:
        if args.json:
            raise TcgsimError("--json is for a plain batch; a stored run is read with "
                              "`tcgsim report`")
        if args.jobs is None:
            args.jobs = runner.default_jobs()
        from .cli_runs import cmd_sim_runs

        return cmd_sim_runs(args, _print_sim)
    if args.json:
        _check_output(args.json, "--json")
    game = get_game(args.game)
    if args.games < 1:
        raise TcgsimError("--games must be at least 1")
    jobs = runner.default_jobs() if args.jobs is None else args.jobs
    if jobs < 1:
        raise TcgsimError(f"--jobs must be at least 1 (one process per job); got {jobs}")
    # every deck, format and bot error before the progress bar appears
    runner.prepare_batch(args.game, tuple(args.agents), args.decks, args.format)
    labels = runner.agent_labels(seat_agents(game, args.agents, args.format))
    interrupted = False
    # No KeyboardInterrupt inside the progress bar (it shares a lock with its refresh
    # thread): a Ctrl-C here is only noted, and run_batch stops at its next safe point.
    with interrupts.deferred(), Progress(
            TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
            TimeRemainingColumn(), console=console.target, transient=False,
            disable=args.no_progress) as prog:
        task = prog.add_task(escape(f"{game.name}: {' vs '.join(labels)}"),
                             total=args.games)
        t0 = time.perf_counter()
        try:
            batch = runner.run_batch(args.game, args.games, args.seed, tuple(args.agents),
                                     jobs, args.decks, args.format,
                                     progress=lambda n: prog.advance(task, n),
                                     max_decisions=runner.MAX_DECISIONS)
        except runner.BatchInterrupted as e:
            batch, interrupted = e.batch, True
        dt = time.perf_counter() - t0
    _print_sim(game, args, batch, dt)
    if args.json:
        d = batch.to_dict()
        d["summary"]["seconds"] = dt
        d["summary"]["thinking"] = batch.timing()
        _write_file(args.json, json.dumps(d, indent=1) + "\n")
        console.print(f"[dim]results written to {escape(str(args.json))}[/]")
    return 130 if interrupted and batch.partial else 0


def _print_sim(game, args, batch, dt, played=None) -> None:
    s = batch.summary()
    jobs = f"{batch.jobs} job{'s' if batch.jobs != 1 else ''}"
    if batch.partial:
        console.print(f"[bold yellow]interrupted: partial results[/], {s['games']} of "
                      f"{s['games_requested']} games finished")
        title = (f"{game.title}: PARTIAL, {s['games']} of {s['games_requested']} games, "
                 f"seed {args.seed}, {jobs}")
    else:
        title = f"{game.title}: {s['games']} games, seed {args.seed}, {jobs}"
    # each seat's deck, on a line of its own under the title (it wraps between decks)
    seat_names = game.seat_names_for(batch.format)
    title += "\n" + ", ".join(f"{n} plays {d}" for n, d in zip(seat_names, s["decks"]))
    speed = (f"{(s['games'] if played is None else played) / dt:.0f}"
             if dt > 0 and played != 0 else "-")
    for t in batch_tables(seat_names, batch, title, speed):
        console.print(t)


def cmd_replay(args) -> int:
    rep = replay_mod.load(args.file)
    state = replay_mod.verify(rep, source=args.file)
    game = get_game(rep.game)
    if args.show:
        Narrator(game, None).flush(state)
    o = state.outcome
    end = "unfinished" if o is None else (
        f"{seats_text(game.seat_names_for(rep.format), o.winners) if o.winners else 'draw'}: "
        f"{o.reason}")
    console.print(f"[green]replay OK[/]: {rep.game}, seed {rep.seed}, {len(rep.actions)} actions, "
                  f"{end}")
    return 0


def cmd_cards(args) -> int:
    """`tcgsim cards import GAME FILE|FOLDER [--out DIR]`: convert card files to tcgsim's
    format; a folder imports every card file in it and prints the coverage per set."""
    game = get_game(args.game)
    import_cards = getattr(game, "import_cards", None)
    if import_cards is None:
        raise TcgsimError(f"{game.name} has no card importer")
    src = args.file
    if os.path.isdir(src):
        return _import_folder(game, src, args)
    try:
        report = import_cards(src, args.out or ".", skip_bad=args.skip_bad)
    except CardDataError as e:
        if e.card is None or args.skip_bad:
            raise
        raise CardDataError(e.file, e.card, e.field, e.message +
                            " (--skip-bad imports the set without such cards)") from None
    where = getattr(report, "out_path", "") or (args.out or ".")
    rec, tot = report.abilities_recognised, report.abilities_total
    t = Table(title=f"{game.title}: {escape(os.path.basename(str(src)))} -> "
                    f"{escape(str(where))}")
    t.add_column("card type", style="bold")
    t.add_column("cards", justify="right")
    t.add_column("abilities recognised", justify="right")
    t.add_column("coverage", justify="right")
    for typ, (n, r, a) in sorted(report.by_type().items()):
        t.add_row(typ, str(n), f"{r}/{a}", f"{r / a:.0%}" if a else "-")
    t.add_row("all", str(report.cards), f"{rec}/{tot}", f"{rec / tot:.0%}" if tot else "-",
              style="bold")
    console.print(t)
    _print_unrecognised(report.top_unrecognised(15))
    for why in getattr(report, "skipped", None) or []:
        console.print(f"[yellow]card left out[/]: {escape(why)}")
    refused = getattr(report, "refused", None) or {}
    for shape, why in refused.items():
        console.print(f"[yellow]recognised but refused by the ability schema[/] "
                      f"({report.unrecognised.get(shape, 0)}x): {escape(shape)}: {escape(why)}")
    return 0


def _print_unrecognised(top) -> None:
    if top:
        t2 = Table(title="most frequent unrecognised abilities (names, traits and numbers blanked)")
        t2.add_column("count", justify="right")
        t2.add_column("shape")
        for shape, n in top:
            t2.add_row(str(n), escape(shape))
        console.print(t2)


def _import_folder(game, folder: str, args) -> int:
    """Every card file of `folder` (the game's `import_glob`, e.g. *.json), one report
    row per set and the total. A set with a malformed card is not written (the others
    are) unless --skip-bad leaves such cards out; the exit code is then 2."""
    from collections import Counter
    from pathlib import Path

    pattern = getattr(game, "import_glob", "*.json")
    paths = sorted(p for p in Path(folder).glob(pattern) if p.is_file())
    if not paths:
        raise TcgsimError(f"no card files ({pattern}) in {folder}")
    out = args.out or "."
    t = Table(title=f"{game.title}: {len(paths)} card files in {escape(folder)} -> "
                    f"{escape(out)}")
    for c in ("set", "cards", "abilities recognised", "coverage", "left out"):
        t.add_column(c, justify="left" if c == "set" else "right")
    total = [0, 0, 0, 0]
    shapes: Counter = Counter()
    failed, skipped = [], []
    for p in paths:
        try:
            r = game.import_cards(str(p), out, skip_bad=args.skip_bad)
        except CardDataError as e:
            failed.append(str(e))
            t.add_row(escape(p.stem), "-", "-", "[red]not imported[/]", "")
            continue
        rec, tot = r.abilities_recognised, r.abilities_total
        left = len(getattr(r, "skipped", None) or [])
        skipped.extend(getattr(r, "skipped", None) or [])
        shapes.update(r.unrecognised)
        total = [total[0] + r.cards, total[1] + rec, total[2] + tot, total[3] + left]
        t.add_row(escape(p.stem), str(r.cards), f"{rec}/{tot}",
                  f"{rec / tot:.1%}" if tot else "-", str(left) if left else "")
    cards, rec, tot, left = total
    t.add_row("all", str(cards), f"{rec}/{tot}", f"{rec / tot:.1%}" if tot else "-",
              str(left) if left else "", style="bold")
    console.print(t)
    _print_unrecognised(shapes.most_common(15))
    for why in skipped:
        console.print(f"[yellow]card left out[/]: {escape(why)}")
    for why in failed:
        console.print(f"[bold red]set not imported[/]: {escape(why)}")
    if failed:
        console.print(f"{len(failed)} set{'s were' if len(failed) != 1 else ' was'} not "
                      f"imported; --skip-bad imports them without their malformed cards")
        return 2
    return 0


def _deck_summary(game, deck) -> None:
    cards = list(getattr(deck, "cards", None) or [])
    name = getattr(deck, "name", "deck")
    console.print(f"[green]deck OK[/]: {escape(str(name))} ({game.title}), {len(cards)} cards")
    own = game.deck_summary(deck)
    if own is not None:
        for r in own:
            console.print(r)
        return
    if not cards or not all(hasattr(c, f) for c in cards for f in ("type", "level", "color")):
        return
    climaxes = sum(1 for c in cards if c.type == "climax")
    console.print(f"climaxes: {climaxes}")
    by_level: dict = {}
    by_color: dict = {}
    for c in cards:
        if c.type != "climax":
            by_level[c.level] = by_level.get(c.level, 0) + 1
        by_color[c.color] = by_color.get(c.color, 0) + 1
    t = Table(title="by level (climaxes apart)")
    for lv in sorted(by_level):
        t.add_column(f"level {lv}", justify="right")
    t.add_row(*[str(by_level[lv]) for lv in sorted(by_level)])
    console.print(t)
    t = Table(title="by colour")
    for col in sorted(by_color):
        t.add_column(str(col), justify="right")
    t.add_row(*[str(by_color[col]) for col in sorted(by_color)])
    console.print(t)


def cmd_deck(args) -> int:
    """`tcgsim deck check GAME FILE`: load a deck file and summarise it, or list its problems."""
    game = get_game(args.game)
    try:
        deck = game.load_deck(args.file)
    except NotImplementedError:
        raise TcgsimError(f"{game.name} cannot load deck files yet") from None
    except DeckError as e:
        n = len(e.problems)
        console.print(f"[bold red]deck {escape(str(e.deck))} is not legal[/] "
                      f"({n} problem{'s' if n != 1 else ''}):")
        for p in e.problems:
            console.print(f"  - {escape(p)}")
        return 2
    _deck_summary(game, deck)
    _unsupported_warning(deck)
    return 0


def _unsupported_warning(deck) -> None:
    """Warn about the cards of a legal deck whose printed abilities the engine does not
    support (a card's `unsupported`: how many of its printed abilities the importer
    could not express); each is named with its code, its name and that number."""
    by_code: dict = {}
    for c in getattr(deck, "cards", None) or []:
        n = getattr(c, "unsupported", 0)
        if isinstance(n, int) and n > 0:
            code = str(getattr(c, "code", getattr(c, "id", "?")))
            entry = by_code.setdefault(code, [c, 0])
            entry[1] += 1
    if not by_code:
        return
    copies = sum(k for _, k in by_code.values())
    kinds = len(by_code)
    console.print(f"[bold yellow]warning[/]: {kinds} card{'s' if kinds != 1 else ''} of this "
                  f"deck ({copies} cop{'ies' if copies != 1 else 'y'}) "
                  f"{'have' if kinds != 1 else 'has'} printed abilities the engine does not "
                  f"support; they play without them:")
    items = Table.grid(padding=(0, 1))
    items.add_column(no_wrap=True)
    items.add_column()
    for code, (c, k) in by_code.items():
        n = c.unsupported
        items.add_row("  -", Text(f"{k}x {code} {getattr(c, 'name', '')}: {n} printed "
                                  f"abilit{'ies' if n != 1 else 'y'} not supported"))
    console.print(items)


# ---- the parser ---------------------------------------------------------------------------

AGENTS_HELP = ("bots, one per seat; fewer are repeated in turn (random alone: random in "
               "every seat; A B for four seats: A B A B); default: heuristic random")


def cmd_serve(args) -> int:
    try:
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError:
        raise TcgsimError("tcgsim serve needs the web extra: pip install 'tcgsim[web]' "
                          "(from a checkout: pip install -e '.[web]')") from None
    from .web.app import serve
    from .web.store import default_db_path

    if not 0 < args.port < 65536:
        raise TcgsimError(f"--port {args.port}: a port is 1 to 65535")
    if args.bot_delay < 0:
        raise TcgsimError("--bot-delay cannot be negative")
    serve(args.host, args.port, args.db or default_db_path(), args.bot_delay)
    return 0


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="tcgsim", description="Rules-exact card game engines: "
                                 "play, watch, simulate and replay.")
    ap.add_argument("--version", action="version", version=f"tcgsim {__version__}")
    sub = ap.add_subparsers(dest="cmd", required=True)

    sub.add_parser("games", help="list the games")

    def common(p, agents=False):
        p.add_argument("game", help="registry name, e.g. lotr-duel")
        p.add_argument("--seed", type=int, default=None if not agents else 1)
        p.add_argument("--decks", nargs="+", metavar="DECK",
                       help="built-in deck names or deck files, one per seat (the format's "
                            "seat count; default: the game's decks)")
        p.add_argument("--format", default=None, help="rules format (default: standard)")

    p = sub.add_parser("play", help="play against a bot in the terminal")
    common(p)
    p.add_argument("--as", dest="side", default=None,
                   help="your seat: its name or number (e.g. gandalf, balrog, 0)")
    p.add_argument("--bot", default="heuristic", help="the bot you play against")
    p.add_argument("--replay", metavar="FILE", help="write a replay of the game to FILE")

    p = sub.add_parser("watch", help="watch bots play, narrated")
    common(p, agents=True)
    p.add_argument("--agents", nargs="+", default=["heuristic", "random"], metavar="BOT",
                   help=AGENTS_HELP)
    p.add_argument("--delay", type=float, default=None,
                   help=f"seconds to wait after each narrated move (default: {WATCH_DELAY} "
                        f"when the output is a terminal, 0 when it is piped)")
    p.add_argument("--quiet", action="store_true", help="narration only, no table drawings")
    p.add_argument("--replay", metavar="FILE", help="write a replay of the game to FILE")

    p = sub.add_parser("sim", help="simulate many games and tabulate the results")
    common(p, agents=True)
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--agents", nargs="+", default=None, metavar="BOT",
                   help=AGENTS_HELP + " (default: heuristic random; heuristic in a gauntlet)")
    p.add_argument("--jobs", type=int, default=None,
                   help="processes to use, at least 1 (default: every core; with --backend "
                        "ray and no --address, the CPUs of the local cluster)")
    p.add_argument("--json", metavar="FILE", help="write the results as JSON")
    p.add_argument("--no-progress", action="store_true")
    p.add_argument("--gauntlet", nargs="+", metavar="DECK", default=None,
                   help="play every pairing of these decks (built-in names or files), each "
                        "deck on each seat, --games games each, and print the matchup matrix")
    p.add_argument("--db", metavar="FILE", default=None,
                   help="store every game in this SQLite file as it ends; run the same "
                        "command again to play only the missing games")
    p.add_argument("--backend", choices=("local", "ray"), default="local",
                   help="local processes (default) or a Ray cluster (pip install "
                        "'tcgsim[cluster]')")
    p.add_argument("--address", default=None, metavar="ADDR",
                   help="the Ray cluster to join (host:port, as `ray start --head` prints "
                        "it); default: start a local cluster")

    p = sub.add_parser("report", help="tables and plots of a stored results file")
    p.add_argument("db", help="the SQLite file of `tcgsim sim --db`")
    p.add_argument("--out", metavar="DIR", default=None,
                   help="folder for the plots (default: NAME-report beside the file)")
    p.add_argument("--html", action="store_true",
                   help="also write one HTML page with the tables and the plots")

    p = sub.add_parser("replay", help="re-run a replay file and check it ends as recorded")
    p.add_argument("file")
    p.add_argument("--show", action="store_true", help="narrate the game")

    p = sub.add_parser("cards", help="card data tools")
    csub = p.add_subparsers(dest="cards_cmd", required=True)
    p = csub.add_parser("import", help="convert a community card file (e.g. a Weiss Schwarz "
                        "set JSON) into tcgsim's card format, with a coverage report")
    p.add_argument("game", help="registry name, e.g. weiss-schwarz")
    p.add_argument("file", help="the card file to import, e.g. 5HY_W83.json, or a folder: "
                   "every card file in it, with the coverage per set")
    p.add_argument("--out", metavar="DIR", default=None,
                   help="folder for the converted file (default: the current folder)")
    p.add_argument("--skip-bad", action="store_true",
                   help="leave out malformed cards (each is named) instead of stopping")

    p = sub.add_parser("deck", help="deck tools")
    dsub = p.add_subparsers(dest="deck_cmd", required=True)
    p = dsub.add_parser("check", help="load a deck file and summarise it, or list its problems")
    p.add_argument("game", help="registry name, e.g. weiss-schwarz")
    p.add_argument("file", help="the deck file")

    p = sub.add_parser("serve", help="play in the browser: a lobby, games against bots or "
                       "people, kept in a SQLite file across restarts")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default: "
                   "127.0.0.1, this machine only)")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--db", default=None, metavar="FILE",
                   help="the games' SQLite file (default: tcgsim/games.sqlite in the user's "
                        "data folder)")
    p.add_argument("--bot-delay", type=float, default=0.6, metavar="SECONDS",
                   help="pause before each bot move, so a person sees it (default: 0.6)")
    return ap


def cmd_report(args) -> int:
    from .sim.report import cmd_report as run

    return run(args)


COMMANDS = {"games": cmd_games, "play": cmd_play, "watch": cmd_watch, "sim": cmd_sim,
            "report": cmd_report,
            "replay": cmd_replay, "cards": cmd_cards, "deck": cmd_deck, "serve": cmd_serve}


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    with interrupts.sigint_once():    # a second Ctrl-C never cuts the first one's cleanup
        try:
            return COMMANDS[args.cmd](args)
        except TcgsimError as e:
            console.print(f"[bold red]error:[/] {escape(str(e))}")
            return 2
        except KeyboardInterrupt:
            console.print("\n[yellow]interrupted[/]")
            return 130
        finally:
            if argv is None and interrupts.interrupted():
                interrupts.ignore_after()   # the program exits now: no late traceback


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
