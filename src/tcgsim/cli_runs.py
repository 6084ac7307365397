"""`tcgsim sim` with a gauntlet, a results store or the Ray backend (issue 13).

    tcgsim sim GAME --gauntlet DECK DECK DECK ... --games N [--db results.sqlite]
                    [--backend ray [--address ADDR]] [--agents BOT] [--jobs J]
    tcgsim sim GAME --decks A B --games N --db results.sqlite     # one matchup, stored

A gauntlet plays every ordered pair of its decks (each deck on each seat) for N games and
prints the matchup matrix. With `--db` every game is a row of the file as it ends, and the
same command run again plays only the games that are missing (after a Ctrl-C, a crash, a
killed machine), then prints the numbers of all of them.
"""

from __future__ import annotations

import time

from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from .cliutil import console
from .core.errors import SimulationError, TcgsimError
from .core.game import game as get_game
from .sim import interrupts
from .sim.matchups import RunInterrupted, gauntlet_matchups, run_matchups
from .sim.tables import matrix, matrix_table


def cmd_sim_runs(args, print_batch) -> int:
    game = get_game(args.game)
    fmt = args.format
    if args.gauntlet is not None:
        if args.decks:
            raise TcgsimError("give the decks either with --gauntlet or with --decks, not both")
        if game.seat_count(fmt) != 2:
            raise TcgsimError(f"a gauntlet pairs two decks; {game.name} "
                              f"{game.check_format(fmt)} has {game.seat_count(fmt)} seats")
        if len(args.gauntlet) < 2:
            raise TcgsimError("a gauntlet needs at least 2 decks")
        if len(set(args.gauntlet)) != len(args.gauntlet):
            raise TcgsimError("a deck is named twice in --gauntlet")
        names = list(args.gauntlet)
        matchups = gauntlet_matchups(len(names))
    else:
        names = list(args.decks) if args.decks else None
        matchups = (tuple(range(game.seat_count(fmt))),)
    if args.address and args.backend != "ray":
        raise TcgsimError("--address is for --backend ray")
    store = None
    if args.db:
        from .sim.store import Store

        store = Store(args.db)
    jobs = args.jobs
    total = len(matchups) * args.games
    interrupted = False
    failure = None
    try:
        with interrupts.deferred(), Progress(
                TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                TimeRemainingColumn(), console=console.target, transient=False,
                disable=args.no_progress) as prog:
            what = (f"{game.name}: gauntlet of {len(names)} decks" if args.gauntlet is not None
                    else f"{game.name}: {' vs '.join(args.agents)}")
            task = prog.add_task(escape(what), total=total)

            def planned(missing: int) -> None:
                prog.update(task, completed=total - missing)

            t0 = time.perf_counter()
            try:
                run = run_matchups(args.game, names, matchups, args.games, args.seed,
                                   tuple(args.agents), jobs, fmt, store=store,
                                   backend=args.backend, address=args.address,
                                   progress=lambda n: prog.advance(task, n), on_plan=planned,
                                   max_decisions=None)
            except RunInterrupted as e:
                run, interrupted = e.run, True
            except SimulationError as e:
                failure = e
            dt = time.perf_counter() - t0
    finally:
        if store is not None:
            store.close()
    if failure is not None:
        where = (f"; the games that ended are in {args.db}: run the same command again to "
                 f"play the rest") if args.db else ""
        raise SimulationError(f"{failure}{where}")
    if run.stored:
        console.print(f"[dim]{run.stored} of {total} games were already in "
                      f"{escape(str(args.db))}; {run.played} played now[/]")
    if interrupted:
        console.print(f"[bold yellow]interrupted: partial results[/]"
                      + (f"; run the same command again to play the missing games"
                         if args.db else ""))
    if args.gauntlet is None:
        print_batch(game, args, run.batches[0], dt, played=run.played)
    else:
        title = (f"{game.title}: gauntlet, {args.games} games per pairing and seat order, "
                 f"seed {args.seed}, agents {' '.join(run.plan.agents)}"
                 + (" -- PARTIAL" if run.partial else ""))
        console.print(matrix_table(matrix(run.batches), title))
        speed = f", {run.played / dt:.0f} games/s" if dt > 0 and run.played else ""
        console.print(f"[dim]{sum(b.games for b in run.batches)} games, {run.played} played in "
                      f"{dt:.1f} s{speed}; backend {args.backend}[/]")
    return 130 if interrupted else 0
