"""Playing a game in the terminal against a bot (`tcgsim play`): the table as the player
sees it, what each decision asks and why, and reading the player's answer.

The screen of one decision is the table (`game.render`), the question
(`game.ui_prompt`) and the options. An option that acts on a card of the player's hand is
chosen by that card's key -- a letter the card keeps while it stays in the hand, shown
beside it on the table (`KeyBook`) -- or by the card's code; the other options are
numbered. `?` shows help, `?KEY` or `info CARD` a card's abilities in full words (any card
the player can see), `zones` every public zone in full, `q` quits. A decision with a
single option is taken for the player and said, not asked (the engine still poses it, so
nothing hidden is revealed by that).
"""

from __future__ import annotations

import string

from rich.markup import escape
from rich.text import Text

from .agents import make_agent
from .cliutil import (Narrator, _GameRecord, _check_output, _decks, _fresh_seed,
                      _save_replay, _seat, console, seats_text, winners_text)
from .core.game import game as get_game
from .core.rng import derive_seed

KEYS = string.ascii_lowercase.replace("q", "")     # "q" quits
GENERIC_HELP = (
    "Type the key of an option: a letter chooses the card of your hand it stands beside, a "
    "number one of the other options; a card's code (e.g. its id) works too. "
    "'?KEY' or 'info NAME' shows a card's abilities in full, 'zones' every public zone, "
    "'log' what happened so far, 'q' quits (a replay is still written if you asked for one).")


class Story:
    """The narration of a game for one seat, kept as lines: printed as it happens when the
    output is not a terminal; on a terminal, gathered and shown at the top of the next
    screen (as much of it as fits), the whole of it on `log`."""

    def __init__(self, game, viewer):
        self.game, self.viewer, self.seen = game, viewer, 0
        self.lines: list[str] = []
        self.shown = 0

    def take(self, state) -> list[str]:
        log = state.log or []
        new = log[self.seen:]
        self.seen = len(log)
        out = []
        for ev in new:
            if self.viewer is not None and ev[1] not in (-1, self.viewer):
                continue
            line = self.game.describe_event(ev, self.viewer, state)
            if line:
                out.append(line)
        self.lines += out
        return out

    def unshown(self) -> list[str]:
        out = self.lines[self.shown:]
        self.shown = len(self.lines)
        return out


def screen(game, state, human, keys, story: Story, acts) -> None:
    """One decision's screen on a terminal: cleared, then what happened since the last one
    (its last lines, as many as fit), the table, the question and the options -- sized to
    the terminal, so nothing scrolls away."""
    target = console.target
    width, height = target.width, target.height
    table = game.render(state, human, keys)
    board = target.render_lines(table, target.options.update(width=width), pad=False)
    prompt = game.ui_prompt(state, human)
    keyed = option_keys(game, state, acts, keys)
    opts = option_lines(keyed, game, state)
    ask = [prompt] if prompt else []
    ask_rows = sum(len(target.render_lines(Text.from_markup(x), target.options, pad=False))
                   for x in ask + opts)
    room = height - len(board) - ask_rows - 2
    news = story.unshown()
    target.clear()
    if news and room > 0:
        if len(news) > room:
            k = len(news) - (room - 1)
            console.print(f"[dim]… {k} earlier line{'s' * (k != 1)} (type log)[/]")
            news = news[-(room - 1):] if room > 1 else []
        for line in news:
            console.print(line, overflow="ellipsis", no_wrap=True)
    target.print(table)
    for x in ask + opts:
        console.print(x)


class KeyBook:
    """Letters for the cards of one player's hand. A card keeps its letter while it stays
    in the hand; a card that comes in takes the next letter after the last one given
    (wrapping around, skipping letters in use), so a letter freed by a card that left is
    not given again soon: a key typed from an earlier screen does not pick another card."""

    def __init__(self):
        self.keys: dict[int, str] = {}
        self.next = 0

    def update(self, hand) -> dict[int, str]:
        hand = list(hand)
        self.keys = {c: k for c, k in self.keys.items() if c in hand}
        used = set(self.keys.values())
        for c in hand:
            if c in self.keys or len(used) >= len(KEYS):
                continue
            while KEYS[self.next % len(KEYS)] in used:
                self.next += 1
            k = KEYS[self.next % len(KEYS)]
            self.next += 1
            self.keys[c] = k
            used.add(k)
        return dict(self.keys)


def option_keys(game, state, acts, keys: dict) -> list[tuple[str, object]]:
    """(key, action) for each option: the letter of the hand card it acts on, else a
    number (1, 2, ... in the options' order)."""
    out, n = [], 0
    taken = set()
    for a in acts:
        c = game.ui_option_card(state, a)
        k = keys.get(c) if c is not None else None
        if k is None or k in taken:
            n += 1
            k = str(n)
        taken.add(k)
        out.append((k, a))
    return out


def option_lines(keyed, game=None, state=None) -> list[str]:
    """The options, as lines of markup: each hand card's option on its own line, or -- when
    there are many -- one line for them all ("a, b, c: discard the card"), the table
    showing which cards; then the numbered ones."""
    card_opts = [(k, a) for k, a in keyed if not k.isdigit()]
    other = [(k, a) for k, a in keyed if k.isdigit()]
    verb = game.ui_option_verb(state, card_opts[0][1]) if card_opts and game else None
    out = []
    if len(card_opts) > 4 and verb and all(game.ui_option_verb(state, a) == verb
                                           for _, a in card_opts):
        keys = ", ".join(sorted(k for k, _ in card_opts))
        out.append(f"  [bold cyan]{keys}[/]: {escape(verb)} (the card of your hand "
                   f"with that letter)")
    else:
        for k, a in card_opts:
            out.append(f"  [bold cyan]{k:>2}[/] {escape(a.label)}")
    return out + _columns(other)


def _columns(keyed) -> list[str]:
    """Numbered options, in columns when there are many and they fit side by side."""
    if len(keyed) <= 8:
        return [f"  [bold cyan]{k:>2}[/] {escape(a.label)}" for k, a in keyed]
    out = []
    width = max(40, console.width) - 2
    col = max(len(a.label) for _, a in keyed) + 5
    ncols = max(1, min(3, width // col))
    rows = -(-len(keyed) // ncols)
    for r in range(rows):
        cells = []
        for j in range(ncols):
            i = j * rows + r
            if i < len(keyed):
                k, a = keyed[i]
                label = a.label if len(a.label) <= col - 5 or ncols == 1 else a.label[:col - 6] + "…"
                cells.append(f"[bold cyan]{k:>2}[/] {escape(label):<{col - 3}}")
        out.append("  " + "".join(cells).rstrip())
    return out


def _ask(state, acts, game=None, viewer: int | None = None, keys: dict | None = None,
         shown: bool = False, history=None):
    """Show the options (unless `shown`: the screen printed them) and read one; re-asks on
    bad input. None means quit."""
    game = game or state.game
    keys = keys or {}
    keyed = option_keys(game, state, acts, keys)
    if not shown:
        for line in option_lines(keyed, game, state):
            console.print(line)
    hint = "a key" + (" (letter: a card of your hand)" if any(not k.isdigit() for k, _ in keyed)
                      else "")
    while True:
        try:
            raw = console.input(f"[bold]your choice[/] ({hint}, ? for help, q to quit): ")
        except EOFError:
            return None
        t = raw.strip().lower()
        if t in ("q", "quit", "exit"):
            return None
        if t in ("?", "help"):           # not "h": a letter is a card's key
            extra = game.ui_help()
            console.print(GENERIC_HELP + (f"\n{extra}" if extra else ""))
            continue
        if t == "log" and history is not None:
            for line in history[-200:]:
                console.print(line)
            continue
        if t == "zones":
            z = game.ui_zones(state, viewer) if viewer is not None else None
            console.print(z if z is not None else "[dim]nothing more to show[/]")
            continue
        if t.startswith("?") or t.startswith("info "):
            q = t[1:].strip() if t.startswith("?") else t[5:].strip()
            info = game.ui_info(state, viewer, q, keys) if viewer is not None else None
            console.print(info if info is not None else
                          f"[red]no card you can see answers to '{escape(q)}'[/]")
            continue
        for k, a in keyed:
            if t == k:
                return a
        for k, a in keyed:
            if t and t in game.ui_aliases(state, a):
                return a
        console.print(f"[red]'{escape(raw.strip())}' is not one of the options[/]: type a key "
                      f"shown beside an option ({', '.join(k for k, _ in keyed[:12])}"
                      f"{', ...' if len(keyed) > 12 else ''}), or ? for help.")


def cmd_play(args) -> int:
    if args.replay:
        _check_output(args.replay, "--replay")
    game = get_game(args.game)
    fmt = game.check_format(args.format)
    decks = _decks(game, args.decks, fmt)
    human = _seat(game, args.side, format=fmt)
    seed = args.seed if args.seed is not None else _fresh_seed()
    n = game.seat_count(fmt)
    names = game.seat_names_for(fmt)
    # the bot plays every other seat, each with its own generator
    others = [s for s in range(n) if s != human]
    bots = {s: make_agent(game, args.bot, derive_seed(seed, 99 + k))
            for k, s in enumerate(others)}
    state = game.new_state(decks, seed=seed, format=fmt, log=True)
    # The seed rebuilds the bot's hand: shown during the game only when the user chose it.
    shown = f" (seed {seed})" if args.seed is not None else ""
    against = f"the {args.bot} bot" if n == 2 else f"{n - 1} {args.bot} bots"
    mates = [s for t in (game.teams(fmt) or []) if human in t for s in t if s != human]
    team = f" with {seats_text(names, mates)}" if mates else ""
    console.rule(f"{game.title} -- you play {names[human]}{team} against {against}{shown}")
    live = bool(console.target.is_terminal)     # a terminal: one fresh screen a decision
    narrator = Narrator(game, human)
    story = Story(game, human)
    record = _GameRecord(state)
    book = KeyBook()
    ending = "over"                   # or "quit" (q, end of input) or "interrupted" (Ctrl-C)
    try:
        while not state.is_terminal():
            if live:
                story.take(state)
            else:
                narrator.flush(state)
            p = state.current_player()
            if p == human:
                acts = state.legal_actions()
                if len(acts) == 1:
                    # nothing to choose: taken for the player and said (the engine posed
                    # it, so the opponent learns nothing from this)
                    a = acts[0]
                    line = f"[dim]only one option:[/] {escape(a.label)}"
                    story.lines.append(line) if live else console.print(line)
                    record.take(a.kind, a.id, lambda: state.apply(a))
                    continue
                keys = book.update(game.ui_hand(state, human))
                shown = game.ui_merge(state, acts)
                if live:
                    screen(game, state, human, keys, story, shown)
                else:
                    console.print(game.render(state, human, keys))
                    prompt = game.ui_prompt(state, human)
                    if prompt:
                        console.print(prompt)
                a = _ask(state, shown, game, human, keys, shown=live, history=story.lines)
                if a is None:
                    ending = "quit"
                    break
                record.take(a.kind, a.id, lambda: state.apply(a))
            else:
                aid = bots[p].act(state)
                record.take(state.pending[1], aid, lambda: state.apply_id(aid))
    except KeyboardInterrupt:
        ending = "interrupted"        # the actions taken so far are the replay
    if ending != "interrupted":
        if live:
            story.take(state)
            for line in story.unshown():
                console.print(line)
        else:
            narrator.flush(state)
    if ending == "over":
        console.print(game.render(state, human, book.update(game.ui_hand(state, human))))
        o = state.outcome
        verdict = "You win!" if human in o.winners else "Draw." if not o.winners else "You lose."
        who = f" {winners_text(game, fmt, o)}:" if n > 2 and o.winners else ""
        console.print(f"[bold]{verdict}[/]{who} {o.reason}.")
    else:
        console.print("\n[yellow]game interrupted[/]" if ending == "interrupted"
                      else "[yellow]game abandoned[/]")
    console.print(f"[dim]seed {seed}[/]")
    if args.replay:
        _save_replay(game, decks, seed, fmt, record.replay_actions(), record.outcome(),
                     args.replay)
    return 130 if ending == "interrupted" else 0
