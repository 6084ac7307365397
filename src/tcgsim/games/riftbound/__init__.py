"""Riftbound (registry name "riftbound"), seed 004 and the Core Rules v1.1: the seven
starter decks; duels, three- and four-player free-for-all, and 2v2.

Riftbound is Riot Games' property. This module is a rules engine for study and testing:
it ships no Riot card text and no art (card facts only; abilities in tcgsim's own
vocabulary, shown in generated words). Riot's Riftbound tools policy does not approve
standalone simulators.
"""

from __future__ import annotations

from ...core.errors import DeckError
from ...core.game import BoundedCache, Game
from . import cards as _cards
from .rules import MODES, RBState, new_state, state_class
from .table import Table

def _looks_like_code(word: str) -> bool:
    return len(word) >= 8 and word.isascii() and word.replace("=", "").isalnum() and \
        word.upper() == word and "/" not in word and "." not in word


_DEFAULTS = {2: ["jinx", "viktor"], 3: ["jinx", "viktor", "lee-sin"],
             4: ["jinx", "viktor", "lee-sin", "annie"]}


class Riftbound(Game):
    name = "riftbound"
    title = "Riftbound"
    rules_version = "riftbound/1 (Core Rules v1.1)"
    players = 2
    seat_names = ("player 1", "player 2")
    watch_redraw_on = frozenset({"turn", "combat_end", "showdown_end"})
    formats = {
        "standard": "a 1v1 duel (CR 458), the Core Rules v1.1 and seed 004",
        "duel": "the same as standard: 1v1, each player's battlefield drawn from their own",
        "ffa3": "three-player free-for-all, \"Skirmish\" (CR 460), Victory Score 8",
        "ffa4": "four-player free-for-all, \"War\" (CR 461), Victory Score 8",
        "2v2": "two teams of two, \"Magma Chamber\" (CR 462): seats 1 and 3 against 2 and 4, "
               "Victory Score 11 for a team's points",
    }

    def __init__(self):
        self._pool = None
        self._abilities = None
        self._decks = {}
        self._tables = BoundedCache(32)

    @property
    def pool(self) -> _cards.CardPool:
        if self._pool is None:
            self._pool = _cards.CardPool.builtin()
        return self._pool

    @property
    def abilities(self) -> dict:
        if self._abilities is None:
            from .vocab import load_abilities

            self._abilities = load_abilities()
        return self._abilities

    # ---- seats and modes -----------------------------------------------------------------
    @staticmethod
    def _mode(format) -> str:
        return "duel" if format in (None, "standard", "duel") else format

    def seat_count(self, format=None) -> int:
        return MODES.get(self._mode(format), MODES["duel"])[0]

    def teams(self, format=None):
        t = MODES.get(self._mode(format), MODES["duel"])[1]
        if t is None:
            return None
        return [tuple(s for s in range(len(t)) if t[s] == k) for k in sorted(set(t))]

    def seat_names_for(self, format=None) -> tuple:
        return tuple(f"player {k + 1}" for k in range(self.seat_count(format)))

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
        """A deck file, or a community deck code (research note §4.3, every version of the
        reference implementation): `tcgsim deck check riftbound FILE-or-CODE`."""
        from pathlib import Path

        word = str(path).strip()
        if not Path(word).exists() and _looks_like_code(word):
            return self.deck_from_code(word)
        return _cards.load_deck_file(path, self.pool)

    def set_index(self):
        """The deck-list helpers' view of the card pool (card code -> type and name)."""
        from .decklists import SetIndex, to_card_code

        sizes, types, names = {}, {}, {}
        for c in self.pool:
            sizes[c.set] = int(c.id.rsplit("-", 1)[1])
            code = to_card_code(c.id)
            types[code] = c.type
            names[code] = c.name
        return SetIndex(sizes, types, names)

    def deck_from_code(self, code: str, name: str = "deck code"):
        """A deck from a deck code, checked like a deck file (DeckError lists problems)."""
        from .decklists import code_to_deck_list, format_deck_text

        text = format_deck_text(code_to_deck_list(code, self.set_index()))
        return _cards.parse_deck_text(text, self.pool, name, f"deck code {code[:16]}...")

    def deck_code(self, deck, version: int | None = None) -> str:
        """The community deck code of a deck (the shortest version that holds it)."""
        from .decklists import DeckLine, DeckList, deck_list_to_code

        sections = {sec: [DeckLine(n, cid) for n, cid in deck.counts.get(sec, ())]
                    for sec in ("legend", "champion", "battlefields", "runes", "main")}
        return deck_list_to_code(DeckList(sections), version=version)

    def deck_summary(self, deck) -> list:
        """Legend, Chosen Champion, battlefields, runes; the Main Deck by type and Energy
        cost; the deck code."""
        from rich.table import Table as RTable

        main = deck.main_deck
        out = [f"legend {deck.legend.name} ({', '.join(deck.domain_identity)}); "
               f"chosen champion {deck.champion.name}",
               f"battlefields: {', '.join(b.name for b in deck.battlefields)}",
               "runes: " + ", ".join(f"{sum(1 for r in deck.runes if r.domains == ds)} "
                                     f"{'/'.join(ds)}" for ds in
                                     dict.fromkeys(r.domains for r in deck.runes)),
               f"main deck {len(main)} cards: " + ", ".join(
                   f"{sum(1 for c in main if c.type == t)} {t}s" for t in ("unit", "spell", "gear")
                   if any(c.type == t for c in main))]
        costs = sorted({c.energy or 0 for c in main})
        t = RTable(title="main deck by Energy cost")
        for e in costs:
            t.add_column(str(e), justify="right")
        t.add_row(*[str(sum(1 for c in main if (c.energy or 0) == e)) for e in costs])
        out.append(t)
        unsupported = [c for c in main if c.type == "spell" and c.id not in self.abilities]
        if unsupported:
            out.append(f"[yellow]spells without abilities in tcgsim's vocabulary[/]: "
                       f"{', '.join(sorted({c.name for c in unsupported}))}")
        for note in deck.rule_notes:
            out.append(f"[dim]{note}[/]")
        try:
            out.append(f"deck code: {self.deck_code(deck)}")
        except DeckError as e:
            out.append(f"[yellow]no deck code[/]: {'; '.join(e.problems)}")
        return out

    def deck_from_dict(self, d: dict):
        return _cards.deck_from_dict(d, self.pool)

    def default_decks(self, format=None) -> list:
        return [self.deck(n) for n in _DEFAULTS[self.seat_count(format)]]

    def _table(self, decks, fmt: str) -> Table:
        mode = self._mode(fmt)
        n = self.seat_count(fmt)
        if len(decks) != n:
            raise DeckError("riftbound", [f"{fmt} needs {n} decks; got {len(decks)}"])
        key = tuple(id(d) for d in decks) + (fmt,)
        t = self._tables.get(key)
        if t is None or any(a is not b for a, b in zip(t.decks, decks)):
            for d in decks:
                if not isinstance(d, _cards.RBDeck):
                    raise DeckError(str(getattr(d, "name", d)), ["not a Riftbound deck"])
            teams = MODES[mode][1]
            if teams:
                problems = []
                for a in range(n):
                    for b in range(a + 1, n):
                        if teams[a] == teams[b] and decks[a].legend.name == decks[b].legend.name:
                            problems.append(f"seats {a + 1} and {b + 1} are teammates with the "
                                            f"same legend {decks[a].legend.name} (CR 462.8.g)")
                if problems:
                    raise DeckError("2v2", problems)
            t = Table(decks, teams, self.abilities)
            self._tables.put(key, t)
        return t

    # ---- states ----------------------------------------------------------------------
    def new_state(self, decks=None, seed: int = 0, format: str | None = None, log: bool = True):
        fmt = self.check_format(format)
        decks = list(decks) if decks else self.default_decks(fmt)
        return new_state(self, self._table(decks, fmt), seed, fmt, log)

    def state_from_dict(self, d: dict) -> RBState:
        return self.checked_state(d, self._state_from_dict)

    def _state_from_dict(self, d: dict) -> RBState:
        decks = []
        for x in d["decks"]:
            name = x.get("name") if isinstance(x, dict) else None
            if name in self.deck_names() and self.deck(name).to_dict() == x:
                decks.append(self.deck(name))
            else:
                decks.append(self.interned_deck(x))
        fmt = self.check_format(d.get("format"))
        table = self._table(decks, fmt)
        return state_class(table).from_dict(self, d, table)

    # ---- bots, narration, drawing ----------------------------------------------------
    def evaluate(self, state, player: int) -> float:
        if state.outcome is not None:
            ws = getattr(state.outcome, "winners", None) or (
                () if state.outcome.winner is None else (state.outcome.winner,))
            return 0.0 if not ws else (1000.0 if player in ws else -1000.0)
        v = 0.0
        for q in range(state.n):
            sign = 1.0 if state.friends(q, player) else -1.0 / max(1, state.n - 1)
            v += sign * (10.0 * state.points[q] + 0.6 * len(state.hand[q]) +
                         0.8 * len(state.runes[q]) +
                         0.3 * sum(max(0, state.might(c)) for c in state._board_of(q)
                                   if state.T.type[c] == "unit") +
                         3.0 * sum(1 for i in range(len(state.bf)) if state.ctrl[i] == q))
        return v

    def agents(self) -> dict:
        try:
            from .bot import HeuristicAgent
        except ImportError:
            return {}
        return {"heuristic": HeuristicAgent}

    def describe_event(self, event: tuple, viewer: int | None, state=None):
        from .narrate import describe

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
        """Labels that say whose unit, where and its Might, what a payment way exhausts
        and recycles, what an ability does (prompt.py); copies of one card in a trash are
        one choice, shown once."""
        from .prompt import shown_actions

        return shown_actions(state, actions)

    def ui_option_verb(self, state, action):
        from .prompt import hand_card, hand_options

        if state.pending is None:
            return None
        return hand_options(state, state.pending[0]).get(hand_card(state, action.kind, action.id))

    def ui_aliases(self, state, action) -> list[str]:
        from .prompt import CARD_KINDS, MERGED, hand_card

        c = hand_card(state, action.kind, action.id)
        if c is None and (action.kind in CARD_KINDS or action.kind in MERGED) and \
                0 <= action.id < state.T.n:
            c = action.id
        if c is None:
            return []
        cd = state.T.cards[c]
        return [cd.code.lower(), cd.name.lower()]

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
        return ("Riftbound: a letter is a card of your hand; a number in brackets on the table "
                "([3], [2] here) is the option of that number, where it acts. B1, B2 ... are "
                "the battlefields: who holds and who contests each, its facedown card and its "
                "units by controller. A unit: its Might now (printed Might in brackets when "
                "changed), damage, exhausted ('exh.' in a narrow box), buffed, STUNNED, "
                "attacking/defending, keywords; '3× Recruit' three alike. "
                "Costs: '3 +1 Fury' is 3 Energy (exhaust a ready rune for each) and 1 Fury "
                "Power (recycle a Fury rune). ✦ how many abilities: '?a' (a hand card), '?b1' "
                "(battlefield 1), '?l2' (player 2's legend), '?legend', or 'info NAME' shows "
                "them in words. The chain lists its newest item first; a showdown line says "
                "who has Focus.")


__all__ = ["Riftbound", "RBState"]
