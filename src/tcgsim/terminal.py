"""Playing a game in the terminal against a bot (`tcgsim play`): the table as the player
sees it, the options of each decision, and reading the player's answer."""

from __future__ import annotations

from rich.markup import escape

from .agents import make_agent
from .cliutil import (Narrator, _GameRecord, _check_output, _decks, _fresh_seed,
                      _save_replay, _seat, console)
from .core.game import game as get_game
from .core.rng import derive_seed


def _card_aliases(state, action) -> list[str]:
    """Other words a person may type for a card choice: the card's data id."""
    T = getattr(state, "T", None)
    if T is not None and action.kind in ("place", "fill", "keep", "whip"):
        return [T.cards[action.id].id.lower()]
    return []


def _ask(state, acts) -> object | None:
    """Show the options and read one; re-asks on bad input. None means quit."""
    for n, a in enumerate(acts, 1):
        console.print(f"  [bold cyan]{n:>2}[/] {escape(a.label)}")
    while True:
        try:
            raw = console.input("[bold]your choice[/] (number, card id, ? for help, q to quit): ")
        except EOFError:
            return None
        t = raw.strip().lower()
        if t in ("q", "quit", "exit"):
            return None
        if t in ("?", "h", "help"):
            console.print("Type the number of an option, or a card's id (e.g. G07). "
                          "'q' quits (a replay is still written if you asked for one).")
            continue
        if t.isdigit() and 1 <= int(t) <= len(acts):
            return acts[int(t) - 1]
        for a in acts:
            if t and t in _card_aliases(state, a):
                return a
        console.print(f"[red]'{escape(raw.strip())}' is not one of the options[/]: type a number from "
                      f"1 to {len(acts)}, or a card id shown in brackets.")


def cmd_play(args) -> int:
    if args.replay:
        _check_output(args.replay, "--replay")
    game = get_game(args.game)
    decks = _decks(game, args.decks)
    fmt = game.check_format(args.format)
    human = _seat(game, args.side)
    seed = args.seed if args.seed is not None else _fresh_seed()
    bot = make_agent(game, args.bot, derive_seed(seed, 99))
    state = game.new_state(decks, seed=seed, format=fmt, log=True)
    # The seed rebuilds the bot's hand: shown during the game only when the user chose it.
    shown = f" (seed {seed})" if args.seed is not None else ""
    console.rule(f"{game.title} -- you play {game.seat_names[human]} against the "
                 f"{args.bot} bot{shown}")
    narrator = Narrator(game, human)
    record = _GameRecord(state)
    ending = "over"                   # or "quit" (q, end of input) or "interrupted" (Ctrl-C)
    try:
        while not state.is_terminal():
            narrator.flush(state)
            p = state.current_player()
            if p == human:
                console.print(game.render(state, human))
                a = _ask(state, state.legal_actions())
                if a is None:
                    ending = "quit"
                    break
                record.take(a.kind, a.id, lambda: state.apply(a))
            else:
                aid = bot.act(state)
                record.take(state.pending[1], aid, lambda: state.apply_id(aid))
    except KeyboardInterrupt:
        ending = "interrupted"        # the actions taken so far are the replay
    if ending != "interrupted":
        narrator.flush(state)
    if ending == "over":
        console.print(game.render(state, human))
        o = state.outcome
        verdict = "You win!" if o.winner == human else "Draw." if o.winner is None else "You lose."
        console.print(f"[bold]{verdict}[/] {o.reason}.")
    else:
        console.print("\n[yellow]game interrupted[/]" if ending == "interrupted"
                      else "[yellow]game abandoned[/]")
    console.print(f"[dim]seed {seed}[/]")
    if args.replay:
        _save_replay(game, decks, seed, fmt, record.replay_actions(), record.outcome(),
                     args.replay)
    return 130 if ending == "interrupted" else 0


