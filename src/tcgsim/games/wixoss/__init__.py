"""WIXOSS (registry name "wixoss"), seed 003: the classic rules, the five starter decks."""

from __future__ import annotations

from ...core.errors import DeckError
from ...core.game import BoundedCache, Game
from . import cards as _cards
from .rules import WXState, new_state
from .table import Table


class Wixoss(Game):
    name = "wixoss"
    title = "WIXOSS"
    rules_version = "wixoss/1"
    seat_names = ("player 1", "player 2")
    watch_redraw_on = frozenset({"turn"})
    formats = {
        "standard": "seed 003, the classic rules (2014): exactly 20 Life Bursts; grow one "
                    "level up, or sideways or down to another name",
        "current": "the rules changes since (research note A3): at most 20 Life Bursts, one "
                   "card of a name in the LRIG deck, grow exactly one level up",
    }

    def __init__(self):
        self._pool = None
        self._decks = {}
        self._tables = BoundedCache(32)

    @property
    def pool(self) -> _cards.CardPool:
        if self._pool is None:
            self._pool = _cards.CardPool.builtin()
        return self._pool

    # ---- decks -----------------------------------------------------------------------
    def deck_names(self) -> list[str]:
        return _cards.builtin_deck_names()

    def deck(self, name: str):
        if name not in self.deck_names():
            raise DeckError(name, [f"no built-in deck {name!r}; built-in decks: "
                                   f"{', '.join(self.deck_names())}"])
        if name not in self._decks:
            self._decks[name] = _cards.builtin_deck(name, self.pool)
        return self._decks[name]

    def load_deck(self, path):
        return _cards.load_deck_file(path, self.pool)

    def deck_from_dict(self, d: dict):
        return _cards.deck_from_dict(d, self.pool)

    def default_decks(self, format: str | None = None) -> list:
        return [self.deck("wd01"), self.deck("wd02")]

    def import_cards(self, path, out_dir, skip_bad: bool = False):
        from .importer import import_cards

        return import_cards(path, out_dir, skip_bad=skip_bad)

    def deck_summary(self, deck) -> list:
        """Main deck by type, level and colour, its Life Bursts and Guards; the LRIG deck."""
        from rich.table import Table as RTable

        main, lrig = deck.main, deck.lrig
        out = [f"main deck {len(main)} cards: {sum(c.type == 'signi' for c in main)} SIGNI, "
               f"{sum(c.type == 'spell' for c in main)} spells; "
               f"{sum(c.life_burst for c in main)} with a Life Burst, "
               f"{sum(c.guard for c in main)} Guards, "
               f"{sum(c.multi_ener for c in main)} Multi Ener"]
        levels = sorted({c.level for c in main if c.type == "signi"})
        t = RTable(title="SIGNI by level")
        for lv in levels:
            t.add_column(f"level {lv}", justify="right")
        t.add_row(*[str(sum(1 for c in main if c.type == "signi" and c.level == lv))
                    for lv in levels])
        out.append(t)
        cols = sorted({c.color for c in main})
        t = RTable(title="main deck by colour")
        for col in cols:
            t.add_column(col, justify="right")
        t.add_row(*[str(sum(1 for c in main if c.color == col)) for col in cols])
        out.append(t)
        t = RTable(title=f"LRIG deck ({len(lrig)} cards)")
        for h in ("card", "type", "level / limit", "cost"):
            t.add_column(h)
        for c in lrig:
            lv = f"{c.level} / {c.limit}" if c.type == "lrig" else \
                (str(c.level) if c.type == "resona" else "")
            cost = " ".join(f"{col} {n}" for col, n in c.cost) or "-"
            t.add_row(f"{c.code} {c.name}", c.type.upper(), lv, cost)
        out.append(t)
        if deck.note:
            out.append(f"[dim]{deck.note}[/]")
        return out

    def _table(self, decks, fmt: str) -> Table:
        if len(decks) != 2:
            raise DeckError("wixoss", [f"needs 2 decks; got {len(decks)}"])
        key = (id(decks[0]), id(decks[1]), fmt)
        t = self._tables.get(key)
        if t is None or t.decks[0] is not decks[0] or t.decks[1] is not decks[1]:
            for d in decks:
                if not isinstance(d, _cards.WXDeck):
                    raise DeckError(str(getattr(d, "name", d)), ["not a WIXOSS deck"])
                problems = _cards.rule_problems(
                    {"main": [(1, c) for c in d.main], "lrig": [(1, c) for c in d.lrig]}, fmt)
                if problems:
                    raise DeckError(d.name, problems)
            t = Table(decks)
            self._tables.put(key, t)
        return t

    # ---- states ----------------------------------------------------------------------
    def new_state(self, decks=None, seed: int = 0, format: str | None = None, log: bool = True):
        fmt = self.check_format(format)
        return new_state(self, self._table(list(decks) if decks else self.default_decks(), fmt),
                         seed, fmt, log)

    def state_from_dict(self, d: dict) -> WXState:
        return self.checked_state(d, self._state_from_dict)

    def _state_from_dict(self, d: dict) -> WXState:
        decks = []
        for x in d["decks"]:
            name = x.get("name") if isinstance(x, dict) else None
            if name in self.deck_names() and self.deck(name).to_dict() == x:
                decks.append(self.deck(name))
            else:
                decks.append(self.interned_deck(x))
        if len(decks) == 2 and decks[0].to_dict() == decks[1].to_dict():
            decks[1] = decks[0]
        fmt = self.check_format(d.get("format"))
        return WXState.from_dict(self, d, self._table(decks, fmt))

    # ---- bots, narration, drawing ----------------------------------------------------
    def evaluate(self, state, player: int) -> float:
        if state.outcome is not None:
            w = state.outcome.winner
            return 0.0 if w is None else (1000.0 if w == player else -1000.0)
        o = 1 - player
        v = 10.0 * (len(state.life[player]) - len(state.life[o]))
        v += 0.8 * (len(state.ener[player]) - len(state.ener[o]))
        v += 0.5 * (len(state.hand[player]) - len(state.hand[o]))
        v += 2.0 * (state.lrig_level(player) - state.lrig_level(o))
        v += 0.0002 * (sum(state.power(c) for c in state.field_signi(player)) -
                       sum(state.power(c) for c in state.field_signi(o)))
        return v

    def agents(self) -> dict:
        try:
            from .bot import HeuristicAgent
        except ImportError:
            return {}
        return {"heuristic": HeuristicAgent}

    def describe_event(self, event: tuple, viewer: int | None, state=None) -> str | None:
        try:
            from .narrate import describe
        except ImportError:
            return None
        return describe(self, event, viewer, state)

    def render(self, state, viewer: int | None, keys: dict | None = None):
        from .render import render

        return render(state, viewer, keys)

    # ---- the terminal ----------------------------------------------------------------
    def ui_hand(self, state, viewer: int) -> list[int]:
        return sorted(state.hand[viewer])

    def ui_option_card(self, state, action):
        from .prompt import hand_card

        return hand_card(state, action.kind, action.id)

    def ui_merge(self, state, actions):
        """Copies of one card in a zone where they cannot be told apart (a deck being
        searched, the trash, the cards looked at) are one choice, shown once; labels say
        what a zone faces, what an attack meets, whose SIGNI a target is (prompt.py)."""
        from .prompt import shown_actions

        return shown_actions(state, actions)

    def ui_option_verb(self, state, action):
        from .prompt import hand_card, hand_options

        if state.pending is None:
            return None
        return hand_options(state, state.pending[0]).get(hand_card(state, action.kind, action.id))

    def ui_aliases(self, state, action) -> list[str]:
        from .prompt import hand_card

        c = hand_card(state, action.kind, action.id)
        if c is None and action.kind in ("search", "pick", "charm", "order", "look", "grow",
                                         "lrig0", "pay") and 0 <= action.id < state.T.n:
            c = action.id
        return [state.T.code[c].lower()] if c is not None else []

    def ui_prompt(self, state, viewer: int) -> str | None:
        from .prompt import prompt

        return prompt(state, viewer)

    def ui_info(self, state, viewer: int, query: str, keys: dict):
        from .prompt import card_info

        return card_info(state, viewer, query, keys)

    def ui_zones(self, state, viewer: int):
        from .prompt import zones

        return zones(state, viewer)

    def ui_help(self) -> str:
        return ("WIXOSS: a letter is a card of your hand. SIGNI zones: S1 S2 S3 are yours (left "
                "to right), O1 O2 O3 the opponent's, drawn reversed so that each faces the zone "
                "it battles (your zone 1 faces their zone 3). On a SIGNI: L level, its power "
                "now (printed power in brackets when changed), up/DOWN/FROZEN, ◆ a charm, "
                "✕ crossed, its keywords; ✦ how many abilities -- '?a' (a hand card), '?s1' "
                "(your zone 1), '?o1' (the opponent's), '?lrig' / '?olrig', or 'info NAME' shows "
                "them in words. Costs: '2 white + 1 any' (any colour pays 'any').")


__all__ = ["Wixoss", "WXState"]
