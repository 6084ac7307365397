"""A game being played on the web server: its state, its seats, and what each seat is sent.

The engine state lives here only. A `Room` applies an answer to the pending decision after
three checks -- the token is a seat's, that seat is the one to move, and the answer names
the decision it answers by its number `n` (the number of actions applied so far) -- then
writes the action to the store and only then takes the new state, so a failed write
changes nothing and a stale or repeated answer (an old `n`) is refused.

What a seat is sent (`Room.message`) is built from what that seat may see only: the table
drawn by the game's own `render(state, seat)` (which reads `state.view(seat)`), the lines
`describe_event` gives that seat for the events it may see, and -- only to the seat that
must decide -- the question and its options. A spectator is sent the whole table (both
hands, as `tcgsim watch` shows it) only when no person plays the game, or once it is over:
while a person plays, a spectator link could otherwise show that person the other hands,
so spectators then get the public events and the scoreline, not the table.

Bots answer through the same path: `bot_choice` makes the seat's bot afresh for each
decision with a seed derived from the game's seed, the seat and the decision number, so a
game rebuilt after a restart, and the same game played offline (`play_offline`), take the
same moves.
"""

from __future__ import annotations

import io
import secrets

from rich.console import Console
from rich.text import Text

from ..agents import make_agent
from ..core.errors import IllegalActionError, TcgsimError
from ..core.game import game as get_game
from ..core.rng import derive_seed
from ..terminal import KeyBook, option_keys
from .boards import builder as board_builder
from .store import GameRecord, Store

TABLE_WIDTH = 120
LOG_LINES = 400          # narration lines sent to a page when it (re)connects


class RefusedError(TcgsimError):
    """An answer the room does not take; the message says why. Nothing changed."""


def html_of(renderable, width: int = TABLE_WIDTH) -> str:
    """A rich renderable (or markup string) as HTML with inline styles, no page around it."""
    con = Console(record=True, width=width, file=io.StringIO(), color_system="truecolor",
                  force_terminal=True, legacy_windows=False)
    con.print(renderable)
    return con.export_html(inline_styles=True, code_format="<pre class=\"rich\">{code}</pre>")


def plain_of(markup: str) -> str:
    return Text.from_markup(markup).plain


def bot_choice(game, state, agent: str, game_seed: int, seat: int, n: int) -> int:
    """The id a seat's bot answers decision `n` with (its seed: game seed, seat, n)."""
    bot = make_agent(game, agent, seed=derive_seed(game_seed, n * 8 + seat))
    return bot.act(state)


def play_offline(game, decks, seed: int, format, agents: list[str], log: bool = False):
    """The game the server plays between these bots, played here without the server."""
    s = game.new_state(decks, seed=seed, format=format, log=log)
    n = 0
    while not s.is_terminal():
        p = s.current_player()
        s.apply_id(bot_choice(game, s, agents[p], seed, p, n))
        n += 1
    return s, n


class Room:
    """One game on the server. `seats[i]` is {"kind": "bot", "agent": name} or
    {"kind": "person", "token": secret}; the game's link without a token is a spectator's."""

    def __init__(self, rec: GameRecord, store: Store | None):
        self.rec = rec
        self.id = rec.id
        self.store = store
        self.game = get_game(rec.game)
        self.decks = [self.game.interned_deck(d) for d in rec.decks]
        self.state = self.game.new_state(self.decks, seed=rec.seed, format=rec.format, log=True)
        self.actions: list[tuple[str, int]] = []
        self.seat_names = list(self.game.seat_names_for(rec.format))
        self.books = [KeyBook() for _ in self.seat_names]
        self._turn_keys()

    def _turn_keys(self) -> None:
        """Bring each seat's hand letters up to date. Done after every action (not only
        when a page is sent a message), so a rebuilt room gives every card the letter it
        had before the restart."""
        for p, book in enumerate(self.books):
            book.update(self.game.ui_hand(self.state, p))

    # -- building -----------------------------------------------------------------------
    @classmethod
    def create(cls, store: Store | None, game: str, format, seed: int, decks, seats,
               game_id: str | None = None) -> "Room":
        gid = game_id or secrets.token_urlsafe(6)
        seats = [dict(s) for s in seats]
        for s in seats:
            if s["kind"] == "person" and not s.get("token"):
                s["token"] = secrets.token_urlsafe(12)
        rec = GameRecord(gid, game, format, seed, [d.to_dict() for d in decks], seats,
                         False, None)
        room = cls(rec, store)
        if store is not None:
            store.add_game(rec)
        return room

    @classmethod
    def rebuild(cls, store: Store, rec: GameRecord) -> "Room":
        """The room of a stored game, with every stored action applied again."""
        room = cls(rec, store)
        for n, (seat, kind, aid) in enumerate(store.actions(rec.id)):
            if room.state.is_terminal() or room.state.current_player() != seat:
                raise TcgsimError(f"game {rec.id}: stored action {n} is from seat {seat}, "
                                  f"who was not to move")
            try:
                room.state.apply((kind, aid))
            except IllegalActionError as e:
                raise TcgsimError(f"game {rec.id}: stored action {n} ({kind} {aid}) is not "
                                  f"legal: {e}") from None
            room.actions.append((kind, aid))
            room._turn_keys()
        return room

    # -- seats ---------------------------------------------------------------------------
    @property
    def players(self) -> list[dict]:
        return self.rec.seats

    def seat_of(self, token: str | None) -> int | None:
        """The seat of a person's token; None (a spectator) for no token at all (the
        game's plain link); any other token is refused."""
        if token is None or token == "":
            return None
        if isinstance(token, str):
            for i, s in enumerate(self.players):
                if s["kind"] == "person" and secrets.compare_digest(s["token"], token):
                    return i
        raise RefusedError("this link's token is not one of this game's: ask for the link again")

    def has_person(self) -> bool:
        return any(s["kind"] == "person" for s in self.players)

    @property
    def n(self) -> int:
        return len(self.actions)

    @property
    def finished(self) -> bool:
        return self.state.is_terminal()

    def bot_to_move(self) -> str | None:
        """The bot's name when a bot seat must decide now, else None."""
        if self.finished:
            return None
        s = self.players[self.state.current_player()]
        return s["agent"] if s["kind"] == "bot" else None

    # -- answering -----------------------------------------------------------------------
    def answer(self, seat: int | None, n, kind, aid) -> None:
        """Apply a seat's answer to decision `n`; RefusedError (nothing changed) if it is
        not the seat to move, not the pending decision, or not one of its options."""
        if seat is None:
            raise RefusedError("spectators cannot act")
        if self.finished:
            raise RefusedError("the game is over")
        if type(n) is not int or type(aid) is not int or not isinstance(kind, str):
            raise RefusedError("an answer needs the decision number n, the option's kind "
                               "and its id")
        if n != self.n:
            raise RefusedError(f"decision {n} was already answered (the game is at decision "
                               f"{self.n}): nothing was changed")
        p = self.state.current_player()
        if p != seat:
            raise RefusedError(f"it is not your turn to decide: {self.seat_names[p]} decides now")
        self._apply(seat, kind, aid)

    def _apply(self, seat: int, kind: str, aid: int) -> None:
        if self.state.decision_kind() != kind or aid not in self.state.legal_ids():
            raise RefusedError(f"'{kind} {aid}' is not one of the options of this decision")
        nxt = self.state.clone()
        nxt.apply((kind, aid))
        if self.store is not None:
            done = nxt.is_terminal()
            self.store.add_action(self.id, self.n, seat, kind, aid,
                                  nxt.outcome.to_dict() if done else None, done)
        self.state = nxt
        self.actions.append((kind, aid))
        self._turn_keys()

    def bot_answer(self) -> tuple[int, int] | None:
        """The pending decision's (n, id) as the bot of the seat to move answers it."""
        agent = self.bot_to_move()
        if agent is None:
            return None
        p = self.state.current_player()
        return self.n, bot_choice(self.game, self.state, agent, self.rec.seed, p, self.n)

    def play_bot(self, n: int, aid: int) -> bool:
        """Apply a bot's answer computed for decision `n` (False if the game moved on)."""
        if n != self.n or self.bot_to_move() is None:
            return False
        self._apply(self.state.current_player(), self.state.decision_kind(), aid)
        return True

    # -- what a seat is sent ---------------------------------------------------------------
    def events_for(self, viewer: int | None, since: int) -> tuple[list[str], int]:
        """Narration lines of the log entries from `since` that `viewer` may see (a
        spectator: the public ones), and the new position in the log."""
        log = self.state.log or []
        out = []
        for ev in log[since:]:
            if ev[1] != -1 and ev[1] != viewer:
                continue
            line = self.game.describe_event(ev, viewer, self.state)
            if line:
                out.append(Text.from_markup(line).plain)
        return out, len(log)

    def shows_table(self, viewer: int | None) -> bool:
        return viewer is not None or self.finished or not self.has_person()

    def has_board(self) -> bool:
        return board_builder(self.game.name) is not None

    def message(self, viewer: int | None, since: int = 0, mode: str = "board") -> tuple[dict, int]:
        """The message of the present position for `viewer` (None: a spectator), with the
        narration from log position `since`; and the log position it reaches. `mode`
        "board": the table as a board (data the page draws, `tcgsim.web.boards`) when the
        game has one; "text": the table as the terminal draws it, in HTML."""
        s = self.state
        lines, upto = self.events_for(viewer, since)
        if since == 0 and len(lines) > LOG_LINES:
            lines = lines[-LOG_LINES:]
        msg = {"type": "state", "game_id": self.id, "game": self.game.name,
               "title": self.game.title, "format": self.rec.format, "n": self.n,
               "seat": viewer, "seats": self.seat_labels(), "events": lines,
               "reset_log": since == 0, "finished": self.finished}
        keys = {} if viewer is None else dict(self.books[viewer].keys)
        build = board_builder(self.game.name) if mode == "board" else None
        shown = self.shows_table(viewer)
        msg["mode"] = "board" if build else "text"
        msg["has_board"] = self.has_board()
        msg["board"] = build(s, viewer) if build and shown else None
        msg["table"] = html_of(self.game.render(s, viewer, keys)) if shown and not build \
            else None
        if self.finished:
            msg["outcome"] = self.outcome_text()
            msg["to_move"] = None
        else:
            p = s.current_player()
            msg["to_move"] = p
            if p == viewer:
                msg["decision"] = self.decision(viewer, keys)
        return msg, upto

    def decision(self, viewer: int, keys: dict) -> dict:
        s = self.state
        acts = self.game.ui_merge(s, s.legal_actions())
        prompt = self.game.ui_prompt(s, viewer)
        keyed = option_keys(self.game, s, acts, keys)
        return {"kind": s.decision_kind(), "prompt": plain_of(prompt) if prompt else None,
                "options": [{"key": k, "kind": a.kind, "id": a.id, "label": a.label,
                             "card": self.game.ui_option_card(s, a)} for k, a in keyed]}

    def info(self, viewer: int | None, query) -> str | None:
        """A card the viewer can see, in the game's generated words, as HTML (or None)."""
        if viewer is None or not isinstance(query, str) or not query.strip() or len(query) > 80:
            return None
        keys = dict(self.books[viewer].keys)
        out = self.game.ui_info(self.state, viewer, query.strip().lower(), keys)
        return None if out is None else html_of(out, 90)

    def seat_labels(self) -> list[dict]:
        out = []
        for i, s in enumerate(self.players):
            who = f"bot ({s['agent']})" if s["kind"] == "bot" else "person"
            out.append({"name": self.seat_names[i], "who": who})
        return out

    def outcome_text(self) -> str:
        from ..cliutil import winners_text

        return winners_text(self.game, self.rec.format, self.state.outcome)

    def replay(self) -> dict:
        from ..core.replay import make_replay

        return make_replay(self.game, self.decks, self.rec.seed, self.rec.format,
                           self.actions, self.state.outcome if self.finished else None).to_dict()
