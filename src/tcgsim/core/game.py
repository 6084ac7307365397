"""The Game base class and the registry: `tcgsim.game(name)`, `tcgsim.games()`."""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from typing import Callable

from .errors import UnknownGameError

_REGISTRY: dict[str, Callable[[], "Game"]] = {}
_INSTANCES: dict[str, "Game"] = {}


def register(name: str, factory: Callable[[], "Game"]) -> None:
    """Register a game under its registry name (e.g. "lotr-duel")."""
    _REGISTRY[name] = factory


def _load_builtin_games() -> None:
    # Importing the games package registers every built-in game. `core` itself imports
    # no game: the import happens by name, at the first lookup.
    import importlib

    importlib.import_module("tcgsim.games")


def game(name: str) -> "Game":
    """The game registered under `name` (one shared instance per name)."""
    if not _REGISTRY:
        _load_builtin_games()
    if name not in _INSTANCES:
        if name not in _REGISTRY:
            raise UnknownGameError(name, sorted(_REGISTRY))
        _INSTANCES[name] = _REGISTRY[name]()
    return _INSTANCES[name]


def games() -> list[str]:
    """The registry names of every game, sorted."""
    if not _REGISTRY:
        _load_builtin_games()
    return sorted(_REGISTRY)


def seat_decks(game, format: str | None = None) -> list:
    """The default decks of a game of `format`, one per seat: `game.default_decks(format)`
    (without the format when it is None, so a game whose `default_decks` takes no format
    works in its default format), repeated in turn when they are fewer than the seats."""
    decks = list(game.default_decks() if format is None else game.default_decks(format))
    n = game.seat_count(format)
    if decks and len(decks) < n:
        decks = [decks[k % len(decks)] for k in range(n)]
    return decks


class BoundedCache:
    """A small least-recently-used map: per-game caches (card tables by deck pair, decks
    read back from saved states) stay bounded however many custom decks are loaded."""

    __slots__ = ("size", "items")

    def __init__(self, size: int = 32):
        self.size = size
        self.items: OrderedDict = OrderedDict()

    def get(self, key):
        v = self.items.get(key)
        if v is not None:
            self.items.move_to_end(key)
        return v

    def put(self, key, value) -> None:
        self.items[key] = value
        self.items.move_to_end(key)
        while len(self.items) > self.size:
            self.items.popitem(last=False)

    def __len__(self) -> int:
        return len(self.items)


class Game:
    """What every game provides. Subclasses fill in the class attributes and methods."""

    name: str = ""
    title: str = ""
    rules_version: str = "1"
    players: int = 2
    seat_names: tuple[str, ...] = ("player 0", "player 1")
    formats: dict[str, str] = {"standard": "the rules of the seed documents"}
    watch_redraw_on: frozenset = frozenset()
    """Event names after which `tcgsim watch` draws the table again."""

    # -- decks -------------------------------------------------------------------------
    def deck_names(self) -> list[str]:
        raise NotImplementedError

    def deck(self, name: str):
        raise NotImplementedError

    def load_deck(self, path):
        raise NotImplementedError

    def default_decks(self, format: str | None = None) -> list:
        """The decks a game of `format` is played with when none are named (one per seat;
        fewer are repeated in turn by the simulator and the CLI)."""
        raise NotImplementedError

    # -- states ------------------------------------------------------------------------
    def new_state(self, decks, seed: int = 0, format: str | None = None, log: bool = True):
        raise NotImplementedError

    def state_from_dict(self, d: dict):
        raise NotImplementedError

    def checked_state(self, d, build):
        """Build a state from a saved dict with `build(d)`, turning any malformed field
        into a TcgsimError that names it, and check that every card is there once."""
        from .errors import TcgsimError

        if not isinstance(d, dict):
            raise TcgsimError(f"{self.name}: a saved state must be a JSON object")
        if d.get("game") != self.name:
            raise TcgsimError(f"state is for game {d.get('game')!r}, not {self.name!r}")
        try:
            s = build(d)
            cards = s.all_cards()
        except TcgsimError:
            raise
        except KeyError as e:
            raise TcgsimError(f"{self.name}: corrupt saved state: field {e} is missing") from None
        except (TypeError, ValueError, IndexError, AttributeError) as e:
            raise TcgsimError(f"{self.name}: corrupt saved state: {type(e).__name__}: {e}") from None
        if cards != list(range(len(cards))) or len(cards) != len(s.T.cards):
            raise TcgsimError(f"{self.name}: corrupt saved state: its zones do not hold every "
                              f"card exactly once")
        return s

    # -- seats: two to four (Riftbound's free-for-all and 2v2) --------------------------
    def seat_count(self, format: str | None = None) -> int:
        """How many seats a game of `format` has (None: the default format)."""
        return self.players

    def teams(self, format: str | None = None) -> list[tuple[int, ...]] | None:
        """The teams of `format`, each a tuple of seats, or None: every seat plays alone."""
        return None

    def seat_names_for(self, format: str | None = None) -> tuple[str, ...]:
        """The names of the seats of `format` (one per seat)."""
        return self.seat_names

    def check_format(self, format: str | None) -> str:
        from .errors import TcgsimError

        fmt = format or "standard"
        if fmt not in self.formats:
            raise TcgsimError(
                f"{self.name}: unknown format {fmt!r}; formats: {', '.join(self.formats)}")
        return fmt

    # -- for bots, the CLI and the simulator -------------------------------------------
    def evaluate(self, state, player: int) -> float:
        """A cheap heuristic value of `state` for `player` (greedy bots use it)."""
        raise NotImplementedError

    def agents(self) -> dict[str, Callable]:
        """Game-specific bots: name -> factory(seed) -> agent."""
        return {}

    def describe_event(self, event: tuple, viewer: int | None, state=None) -> str | None:
        """One line of narration (rich markup) for an event as `viewer` may see it, or
        None to stay silent. `state` (any state of the same game) supplies card names."""
        return None

    def render(self, state, viewer: int | None, keys: dict | None = None) -> object:
        """A rich renderable of the table as `viewer` sees it. `keys` (card -> the key the
        terminal gives a card of the viewer's hand) is shown beside those cards."""
        raise NotImplementedError

    # -- the terminal (`tcgsim play`): what a person is asked, and how they answer -------
    def ui_hand(self, state, viewer: int) -> list[int]:
        """The cards of `viewer`'s hand, in the order the table shows them."""
        return []

    def ui_option_card(self, state, action) -> int | None:
        """The card of the viewer's hand an option acts on (it is then chosen by that
        card's key), or None."""
        return None

    def ui_merge(self, state, actions) -> list:
        """The options a person is shown: options that are the same choice by the rules
        (copies of one card in a zone where they cannot be told apart) may be shown once,
        as the first of them with a label that says so. Default: all of them."""
        return actions

    def ui_option_verb(self, state, action) -> str | None:
        """What choosing a hand card's option does, in a few words ("discard it"), so
        that many such options can be shown as one line; None: no short form."""
        return None

    def ui_aliases(self, state, action) -> list[str]:
        """Other words a person may type for an option (e.g. a card's code), lower case."""
        return []

    def ui_prompt(self, state, viewer: int) -> str | None:
        """What the pending decision asks and why, in rich markup (None: the table says)."""
        return None

    def ui_info(self, state, viewer: int, query: str, keys: dict) -> object | None:
        """A card the viewer can see, in full words (for `?KEY` / `info CARD`), or None."""
        return None

    def ui_zones(self, state, viewer: int) -> object | None:
        """Every public zone in full (for `zones`), or None."""
        return None

    def ui_help(self) -> str:
        """The game's own lines of `?` help (what a key, a code, a slot is)."""
        return ""

    def deck_summary(self, deck) -> list | None:
        """What `tcgsim deck check` prints about a legal deck (rich renderables), or None
        for the default summary (counts by level and by colour)."""
        return None

    def card_pool_hash(self, decks) -> str:
        """A short hash of the card definitions the decks use (for replays)."""
        blob = json.dumps([d.to_dict() for d in decks], sort_keys=True).encode()
        return hashlib.sha256(blob).hexdigest()[:16]

    def deck_from_dict(self, d: dict):
        raise NotImplementedError

    def interned_deck(self, d: dict):
        """The deck of a dict read back from a replay or a saved state, one object per
        content (so that its card table is built once), from a bounded cache."""
        cache = self.__dict__.setdefault("_interned_decks", BoundedCache(64))
        key = json.dumps(d, sort_keys=True)
        deck = cache.get(key)
        if deck is None:
            deck = self.deck_from_dict(d)
            cache.put(key, deck)
        return deck
