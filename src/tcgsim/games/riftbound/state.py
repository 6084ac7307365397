"""The Riftbound state: zones, card places with what each player can follow, and the parts
of the core contract that are not the rules flow (clone, dicts, knowledge, determinize).

Card instance ids (table.py): each seat's block holds its Main Deck (the Chosen Champion
first), its 12 runes, its legend, its battlefields and a reserve of token instances.

Zones per seat p (lists of card instance ids; deck tops are the last item):
  deck[p]      the Main Deck                       hidden from every player (CR 107)
  hand[p]      the hand                            hidden from the others (count public)
  runedeck[p]  the Rune Deck                       hidden from every player (order)
  hidden[p]    p's facedown cards at battlefields  hidden from the others (CR 106.4)
  trash[p], banish[p], champ[p] (Champion Zone), legend[p], runes[p] (runes on the
  board, in p's base), base[p] (units and gear in p's base), aside[p] (battlefields not in
  play), reserve[p] (token instances not in existence: a token is made from the reserve
  and goes back when it leaves the board, CR 177.1)              public
Battlefields in play (index i): bf[i] (the card), units[i], ctrl[i] (-1: nobody),
contest[i] (the seat that applied Contested, -1: none), facedown[i] (-1: none).
The chain (CR 324-336) is a list of items, see chain.py; a spell on it is in `chain_cards`.

Per card arrays: loc[c] (a place code, below), at[c] (the battlefield index of a unit or
gear or facedown card at a battlefield, -1 in the base), ctrl_of[c], and the board states
exh (exhausted), buff, stun, dmg, role (attacker/defender), tmp (this turn's Might
arithmetic), kw_turn (keywords granted this turn), kw_perm (granted until it leaves the
board), kw_combat (granted this combat).

Attachments (v1.2 421, 716-719): `att`, a tuple of (gear, unit, turn number it was attached)
-- empty in every game whose cards cannot attach. It is replaced, never changed in place, so
a clone shares it. An attached gear lies in its unit's place list (base or battlefield) with
the unit's loc and at, so it is in exactly one zone like any card.
"""

from __future__ import annotations

from ...core.actions import ALL
from ...core.knowledge import Knowledge, knowledge_facts, redeal_known
from ...core.rng import Rng
from ...core.state import State

# places (loc[c])
DECK, HAND, TRASH, BANISH, RUNEDECK, RUNE, BASE, FIELD, CHAMP, LEGEND, CHAIN, FACEDOWN, \
    RESERVE, BFCARD, ASIDE = range(15)
PLACE_NAMES = ("deck", "hand", "trash", "banishment", "rune deck", "rune", "base",
               "battlefield", "champion zone", "legend zone", "chain", "facedown",
               "reserve", "battlefield card", "set aside")
# roles in a combat
ATTACKER, DEFENDER = 1, 2
# hidden zones for core.knowledge: zone int = owner * 4 + kind
ZDECK, ZHAND, ZRUNES, ZHIDDEN = range(4)
ZONE_NAMES = ("deck", "hand", "runedeck", "hidden")
NONE = 9999          # the "pass / done / no" option of many decisions


def Z(owner: int, kind: int) -> int:
    return owner * 4 + kind


def zone_name(z: int) -> str:
    return f"{ZONE_NAMES[z % 4]}:{z // 4}"


_SEAT_LISTS = ("deck", "hand", "runedeck", "hidden", "trash", "banish", "champ", "legend",
               "runes", "base", "aside", "reserve")
_CARD_ARRAYS = ("loc", "at", "ctrl_of", "dmg", "tmp", "kw_turn", "kw_perm", "kw_combat",
                "tstamp", "used")
_CARD_BYTES = ("exh", "buff", "stun", "role", "emp")    # emp: empowered (a later state, v1.4 827)
_SEAT_VALUES = ("points", "pool_e", "pool_spell", "pool_p", "played", "discarded",
                "scored", "first_turn", "turn_flags", "died_first", "blocked", "conquered",
                "xp")
# xp: a player's experience points (a later mechanic, Unleashed), public
_BF_LISTS = ("bf", "units", "ctrl", "contest", "facedown", "staged")
_PLAIN = ("format", "n", "turn", "turn_no", "phase", "prio", "passes", "focus", "showdown",
          "combat", "active", "win_score", "mulligan_left", "last_dmg_src", "clock",
          "resolving")


class RBBase(State):
    __slots__ = ("T", "kn", "chain", "delayed", "pending_trig", "shields", "memo", "att",
                 *_SEAT_LISTS, *_CARD_ARRAYS, *_CARD_BYTES, *_SEAT_VALUES, *_BF_LISTS,
                 *_PLAIN)

    MAX_DECISIONS = 6000
    """tcgsim's cap on decisions per game (a game reaching it is a draw); a duel of the
    starter decks takes a few hundred."""

    # ---- small helpers ------------------------------------------------------------------
    def seat_count(self) -> int:
        return self.n

    def turn_count(self) -> int:
        return self.turn_no

    def owner(self, c: int) -> int:
        return self.T.owner[c]

    def opponents(self, p: int) -> list:
        """The seats that are p's opponents (CR 179; teammates are not, CR 462)."""
        team = self.T.team
        return [q for q in range(self.n) if team[q] != team[p]]

    def friends(self, p: int, q: int) -> bool:
        return self.T.team[p] == self.T.team[q]

    def seats_from(self, p: int) -> list:
        """Every seat in turn order, starting with p (CR 303)."""
        n = self.n
        return [(p + k) % n for k in range(n)]

    def units_at(self, i: int) -> list:
        return self.units[i]

    def on_board(self, c: int) -> bool:
        return self.loc[c] in (BASE, FIELD)

    def place_units(self, c: int) -> list:
        """The list of units/gear that c lies in (its base or its battlefield)."""
        a = self.at[c]
        return self.units[a] if a >= 0 else self.base[self.ctrl_of[c]]

    # ---- moves, with what each player can follow (core.knowledge) -------------------------
    def _others(self, p: int) -> tuple:
        return tuple(q for q in range(self.n) if q != p)

    def draw_raw(self, p: int) -> int:
        c = self.deck[p].pop()
        self.hand[p].append(c)
        self.loc[c] = HAND
        self.kn.seen(c, (p,))
        self.kn.followed(c, Z(p, ZDECK), Z(p, ZHAND), self._others(p))
        return c

    def deck_top_public(self, p: int) -> int:
        """The top card of p's deck, turned face up."""
        c = self.deck[p].pop()
        self.kn.seen(c)
        return c

    def from_hand(self, p: int, c: int) -> None:
        """c leaves p's hand face up."""
        self.hand[p].remove(c)
        self.kn.seen(c)

    def to_hand(self, c: int) -> None:
        """c (face up, from a public place) goes to its owner's hand."""
        p = self.T.owner[c]
        self.hand[p].append(c)
        self.loc[c] = HAND
        self.kn.seen(c)

    def shuffle_deck(self, p: int) -> None:
        self.rng.shuffle(self.deck[p])
        self.kn.shuffled(self.deck[p], Z(p, ZDECK))
        self.emit("shuffle", ALL, p)

    # ---- the core contract ----------------------------------------------------------------
    def all_cards(self) -> list[int]:
        out = list(self.chain_cards())
        for p in range(self.n):
            for f in _SEAT_LISTS:
                out += getattr(self, f)[p]
        for i in range(len(self.bf)):
            out.append(self.bf[i])
            out += self.units[i]
        return sorted(out)

    def chain_cards(self) -> list:
        return [it[2] for it in self.chain if it[0] == 0]

    def clone(self):
        n = self.__class__.__new__(self.__class__)
        self._copy_base_into(n)
        n.T = self.T
        n.kn = self.kn.copy()
        n.chain = self.chain[:]
        n.delayed = self.delayed[:]
        n.pending_trig = self.pending_trig[:]
        n.shields = self.shields[:]
        n.memo = self.memo[:]
        n.att = self.att                     # immutable (module docstring)
        for f in _SEAT_LISTS:
            setattr(n, f, [x[:] for x in getattr(self, f)])
        for f in _CARD_ARRAYS:
            setattr(n, f, getattr(self, f)[:])
        for f in _CARD_BYTES:
            setattr(n, f, bytearray(getattr(self, f)))
        for f in _SEAT_VALUES:
            setattr(n, f, getattr(self, f)[:])
        n.bf = self.bf[:]
        n.units = [u[:] for u in self.units]
        n.ctrl = self.ctrl[:]
        n.contest = self.contest[:]
        n.facedown = self.facedown[:]
        n.staged = self.staged[:]
        for f in _PLAIN:
            setattr(n, f, getattr(self, f))
        return n

    def to_dict(self) -> dict:
        d = self._base_to_dict()
        d["game"] = "riftbound"
        d["decks"] = [deck.to_dict() for deck in self.T.decks]
        d["kn"] = self.kn.to_dict()
        d["chain"] = [_listify(it) for it in self.chain]
        d["delayed"] = [_listify(x) for x in self.delayed]
        d["pending_trig"] = [_listify(x) for x in self.pending_trig]
        d["shields"] = [_listify(x) for x in self.shields]
        d["att"] = list(map(list, self.att))
        for f in _SEAT_LISTS:
            d[f] = [list(x) for x in getattr(self, f)]
        for f in _CARD_ARRAYS + _CARD_BYTES + _SEAT_VALUES:
            d[f] = list(getattr(self, f))
        d["units"] = [list(u) for u in self.units]
        for f in ("bf", "ctrl", "contest", "facedown", "staged"):
            d[f] = list(getattr(self, f))
        for f in _PLAIN:
            d[f] = _listify(getattr(self, f))
        if self.T.copies:
            d["copies"] = [list(x) for x in self.T.copies]    # copy effects (table.py)
        return d

    @classmethod
    def from_dict(cls, game, d: dict, table):
        s = cls.__new__(cls)
        s._base_from_dict(game, d)
        s.T = table
        s.kn = Knowledge.from_dict(d["kn"])
        n_cards = len(table.cards)
        if any(len(p) != n_cards for p in s.kn.pool):
            raise ValueError("the knowledge table does not match the decks")
        s.chain = [_tuplify(it) for it in d["chain"]]
        s.delayed = [_tuplify(x) for x in d["delayed"]]
        s.pending_trig = [_tuplify(x) for x in d["pending_trig"]]
        s.shields = [_tuplify(x) for x in d["shields"]]
        s.memo = []                  # a cache (values.aura_sources), never saved
        s.att = tuple(map(tuple, d.get("att", ())))   # absent in older saves: none
        seats = len(table.decks)
        for f in _SEAT_LISTS:
            v = d[f]
            if not (isinstance(v, list) and len(v) == seats):
                raise ValueError(f"{f} must hold {seats} lists")
            setattr(s, f, [list(x) for x in v])
        for f in _CARD_ARRAYS:
            v = list(d[f])
            if len(v) != n_cards:
                raise ValueError(f"{f} does not match the decks")
            setattr(s, f, v)
        for f in _CARD_BYTES:
            v = bytearray(d[f])
            if len(v) != n_cards:
                raise ValueError(f"{f} does not match the decks")
            setattr(s, f, v)
        for f in _SEAT_VALUES:
            v = [_tuplify(x) if isinstance(x, list) else x for x in d[f]]
            setattr(s, f, v)
        s.units = [list(u) for u in d["units"]]
        for f in ("bf", "ctrl", "contest", "facedown", "staged"):
            setattr(s, f, list(d[f]))
        for f in _PLAIN:
            setattr(s, f, _tuplify(d[f]))
        for c in s.all_cards():
            if type(c) is not int:
                raise ValueError(f"card ids are ints, not {c!r}")
        if d.get("copies"):                  # copy effects (copies.py); absent: none
            from .copies import load
            s.T = load(table, d["copies"])
        return s

    # ---- hidden places ------------------------------------------------------------------
    def _hidden_of(self, owner: int, viewer: int):
        """(list, zone int) for the zones of `owner` hidden from `viewer`."""
        out = [(self.deck[owner], Z(owner, ZDECK)), (self.runedeck[owner], Z(owner, ZRUNES))]
        if owner != viewer:
            out += [(self.hand[owner], Z(owner, ZHAND)),
                    (self.hidden[owner], Z(owner, ZHIDDEN))]
        return out

    def hidden_lists(self, viewer: int):
        return [self._hidden_of(p, viewer) for p in range(self.n)]

    def card_owner(self, c: int) -> int:
        return self.T.owner[c]

    def card_places(self) -> dict:
        out = {}
        for p in range(self.n):
            for f in _SEAT_LISTS:
                for i, c in enumerate(getattr(self, f)[p]):
                    out[c] = (f"{f}:{p}", i)
        for i in range(len(self.bf)):
            out[self.bf[i]] = (f"battlefield:{i}", 0)
            for j, c in enumerate(self.units[i]):
                out[c] = (f"units:{i}", j)
        for j, c in enumerate(self.chain_cards()):
            out[c] = ("chain", j)
        return out

    def hidden_zones(self, viewer: int) -> set:
        names = set()
        for p in range(self.n):
            names |= {f"deck:{p}", f"runedeck:{p}"}
            if p != viewer:
                names |= {f"hand:{p}", f"hidden:{p}"}
        return names

    def knowledge(self, viewer: int) -> dict:
        return knowledge_facts(self.kn, viewer, self.hidden_lists(viewer), zone_name)

    def determinize(self, player: int, rng: Rng):
        """A copy in which every card `player` does not know is re-dealt at random among
        the places it may lie in (core.knowledge), keeping every fact the player knows;
        the generator is re-seeded."""
        s = self.clone()
        moves = redeal_known(s.kn, player, s.hidden_lists(player), rng)
        s.kn.permute(moves, fixed_viewer=player)
        s._follow_moves(moves)
        s.rng = Rng(rng.next())
        s.refresh_options()
        if s.log is not None:
            s.log = s.events_for(player)
        return s

    def relabel(self, perm: dict, fixed_viewer: int | None = None) -> None:
        """Cards trade places (`perm`: the card at a place -> the card there afterwards)."""
        moves = []
        for p in range(self.n):
            for lst, _ in self._hidden_of(p, (p + 1) % self.n):   # every hidden zone of p
                for i, c in enumerate(lst):
                    if c in perm and perm[c] != c:
                        moves.append((c, perm[c]))
                        lst[i] = perm[c]
        self.kn.permute(moves, fixed_viewer)
        self._follow_moves(moves)
        self.refresh_options()

    def _follow_moves(self, moves) -> None:
        """After hidden cards traded places, what refers to a place follows it: the card
        arrays and the battlefield's facedown slot (the places are ids in lists)."""
        if not moves:
            return
        snap = {a: (self.loc[a], self.at[a], self.ctrl_of[a], self.tstamp[a]) for a, _ in moves}
        for a, b in moves:
            self.loc[b], self.at[b], self.ctrl_of[b], self.tstamp[b] = snap[a]
        fd = self.facedown
        new = dict(moves)
        for i, c in enumerate(fd):
            if c in new:
                fd[i] = new[c]

    def refresh_options(self) -> None:
        """The pending decision's options again, after hidden cards traded places."""
        pend = self.pending
        if pend is None:
            return
        opts = self.options_for(pend[0], pend[1], pend[3])
        if opts is not None:
            self.pending = (pend[0], pend[1], tuple(opts), pend[3])

    # ---- asking -----------------------------------------------------------------------------
    def ask(self, p: int, kind: str, cont: tuple, public: bool = False) -> None:
        """Pose a decision whose options `options_for` builds from the state (so a re-dealt
        state rebuilds them). With `public`, a single option is taken at once (it follows
        from what every player sees); a decision without options is skipped."""
        opts = self.options_for(p, kind, cont)
        if not opts:
            return
        if public and len(opts) == 1:
            self.stack.append(cont + (opts[0],))
            return
        self.decide(p, kind, opts, cont)

    def options_for(self, p, kind, cont):
        fn = _OPTS.get(kind)
        if fn is None:
            fn = _OPTS[kind] = getattr(type(self), "_opts_" + kind)
        return fn(self, p, cont)


_OPTS: dict = {}           # decision kind -> its option builder (looked up once)


def _listify(x):
    if isinstance(x, (tuple, list)):
        return [_listify(y) for y in x]
    return x


def _tuplify(x):
    if isinstance(x, list):
        return tuple(_tuplify(y) for y in x)
    return x
