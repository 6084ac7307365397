"""The WIXOSS state: zones, card moves with what each player can follow, and the parts of
the core contract that are not the rules flow (clone, dicts, knowledge, determinize).

Zones per seat p (lists of card instance ids):
  deck[p]       main deck, top = last                     hidden from both
  hand[p]       in order of arrival                       hidden from the opponent
  life[p]       life cloth, top = last                    hidden from both (face down)
  ener[p], trash[p], lrig_trash[p]                        public
  lrig_deck[p]  LRIG deck                                 hidden from the opponent only
                (seed 003 §1.2: its owner may look at it at any time; the official
                glossary makes it a non-public zone)
  lrig[p]       the LRIG zone, grown LRIGs stacked, top = last        public
  signi[p]      the 3 SIGNI zones, -1 = empty                         public
  charms[p]     face-down charms owned by p; charm_host[p] the SIGNI each lies under
                                                          hidden from both (face down)
  looking[p]    cards p took from the deck top to look at         hidden from the opponent
  check         the check zone (a crushed life cloth, a spell being used)   public
Card flags (bytearray per card): DOWN, FROZEN, ATTACKED (this turn).
"""

from __future__ import annotations

from ...core.actions import ALL
from ...core.knowledge import Knowledge, knowledge_facts, redeal_known
from ...core.rng import Rng
from ...core.state import State

DOWN, FROZEN, ATTACKED = 1, 2, 4
# hidden zones for core.knowledge: zone int = owner * 6 + kind
DECK, HAND, LIFE, LRIGDECK, CHARM, LOOK = range(6)
ZONE_NAMES = ("deck", "hand", "life", "lrig_deck", "charms", "looking")
NONE = 999            # the "no / done / pass" option of many decisions


def Z(owner: int, kind: int) -> int:
    return owner * 6 + kind


def zone_name(z: int) -> str:
    return f"{ZONE_NAMES[z % 6]}:{z // 6}"


_LISTS = ("deck", "hand", "life", "ener", "trash", "lrig_deck", "lrig_trash", "lrig",
          "signi", "charms", "charm_host", "looking")
_PLAIN = ("format", "turn", "active", "first", "turn_no", "phase", "last_card", "last_done",
          "ener_done", "refreshes", "opened", "look_done", "winner_hint", "coins", "cancelled",
          "look_dest")


class WXBase(State):
    __slots__ = ("T", "kn", "flags", "check", "tmods", "pmods", "queue", "used", "picked",
                 *_LISTS, *_PLAIN)

    MAX_DECISIONS = 5000
    """tcgsim's cap on decisions per game (a game reaching it is a draw); a real game of
    the starter decks takes a few hundred."""

    # ---- small helpers ------------------------------------------------------------------
    def turn_count(self) -> int:
        return self.turn_no

    def owner(self, c: int) -> int:
        return self.T.owner[c]

    def lrig_top(self, p: int) -> int:
        return self.lrig[p][-1]

    def on_field(self, c: int) -> bool:
        p = self.T.owner[c]
        return c in self.signi[p] or (self.lrig[p] and self.lrig[p][-1] == c)

    def slot_of(self, c: int) -> int:
        s = self.signi[self.T.owner[c]]
        return s.index(c) if c in s else -1

    def field_signi(self, p: int) -> list:
        return [c for c in self.signi[p] if c >= 0]

    # ---- moves, with what each player can follow (core.knowledge) -------------------------
    def _draw_one(self, p: int) -> int:
        c = self.deck[p].pop()
        self.hand[p].append(c)
        self.kn.seen(c, (p,))
        self.kn.followed(c, Z(p, DECK), Z(p, HAND), (1 - p,))
        return c

    def _deck_top_public(self, p: int) -> int:
        """The top card of p's deck, turned face up (to the ener zone, the trash...)."""
        c = self.deck[p].pop()
        self.kn.seen(c)
        return c

    def _from_hand(self, p: int, c: int) -> None:
        """c leaves p's hand face up."""
        self.hand[p].remove(c)
        self.kn.seen(c)

    def _to_hand(self, c: int) -> None:
        """c (face up, from a public zone) goes to its owner's hand."""
        p = self.T.owner[c]
        self.hand[p].append(c)
        self.kn.seen(c)

    def shuffle_deck(self, p: int) -> None:
        self.rng.shuffle(self.deck[p])
        self.kn.shuffled(self.deck[p], Z(p, DECK))
        self.emit("shuffle", ALL, p)

    # ---- the core contract ----------------------------------------------------------------
    def all_cards(self) -> list[int]:
        out = list(self.check)
        for p in (0, 1):
            for f in ("deck", "hand", "life", "ener", "trash", "lrig_deck", "lrig_trash",
                      "lrig", "charms", "looking"):
                out += getattr(self, f)[p]
            out += [c for c in self.signi[p] if c >= 0]
        return sorted(out)

    def clone(self):
        n = self.__class__.__new__(self.__class__)
        self._copy_base_into(n)
        n.T = self.T
        n.kn = self.kn.copy()
        n.flags = bytearray(self.flags)
        n.check = self.check[:]
        n.tmods = self.tmods[:]
        n.pmods = self.pmods[:]
        n.queue = self.queue[:]
        n.used = self.used[:]
        n.picked = self.picked[:]
        for f in _LISTS:
            v = getattr(self, f)
            setattr(n, f, [v[0][:], v[1][:]])
        for f in _PLAIN:
            v = getattr(self, f)
            setattr(n, f, v[:] if isinstance(v, list) else v)
        return n

    def to_dict(self) -> dict:
        d = self._base_to_dict()
        d["game"] = "wixoss"
        d["decks"] = [deck.to_dict() for deck in self.T.decks]
        d["kn"] = self.kn.to_dict()
        d["flags"] = list(self.flags)
        d["check"] = list(self.check)
        d["tmods"] = [list(m) for m in self.tmods]
        d["pmods"] = [list(m) for m in self.pmods]
        d["queue"] = [list(q) for q in self.queue]
        d["used"] = list(self.used)
        d["picked"] = list(self.picked)
        for f in _LISTS:
            v = getattr(self, f)
            d[f] = [list(v[0]), list(v[1])]
        for f in _PLAIN:
            v = getattr(self, f)
            d[f] = list(v) if isinstance(v, list) else v
        return d

    @classmethod
    def from_dict(cls, game, d: dict, table):
        s = cls.__new__(cls)
        s._base_from_dict(game, d)
        s.T = table
        s.kn = Knowledge.from_dict(d["kn"])
        if any(len(p) != table.n for p in s.kn.pool):
            raise ValueError("the knowledge table does not match the decks")
        s.flags = bytearray(d["flags"])
        if len(s.flags) != table.n:
            raise ValueError("the card flags do not match the decks")
        s.check = list(d["check"])
        s.tmods = [tuple(m) for m in d["tmods"]]
        s.pmods = [tuple(m) for m in d["pmods"]]
        s.queue = [tuple(q) for q in d["queue"]]
        s.used = list(d["used"])
        s.picked = list(d["picked"])
        for f in _LISTS:
            v = d[f]
            if not (isinstance(v, list) and len(v) == 2):
                raise ValueError(f"{f} must hold two lists")
            setattr(s, f, [list(v[0]), list(v[1])])
        for f in _PLAIN:
            v = d[f]
            setattr(s, f, list(v) if isinstance(v, list) else v)
        if any(len(x) != 3 for x in s.signi):
            raise ValueError("each player has 3 SIGNI zones")
        for c in s.all_cards():
            if type(c) is not int:
                raise ValueError(f"card ids are ints, not {c!r}")
        return s

    # ---- hidden places ------------------------------------------------------------------
    def _hidden_of(self, owner: int, viewer: int):
        """(list, zone int) for the zones of `owner` hidden from `viewer`."""
        out = [(self.deck[owner], Z(owner, DECK)), (self.life[owner], Z(owner, LIFE)),
               (self.charms[owner], Z(owner, CHARM))]
        if owner != viewer:
            out += [(self.hand[owner], Z(owner, HAND)),
                    (self.lrig_deck[owner], Z(owner, LRIGDECK)),
                    (self.looking[owner], Z(owner, LOOK))]
        return out

    def hidden_lists(self, viewer: int):
        return [self._hidden_of(viewer, viewer), self._hidden_of(1 - viewer, viewer)]

    def card_owner(self, c: int) -> int:
        return self.T.owner[c]

    def card_places(self) -> dict:
        out = {}
        for p in (0, 1):
            for f in ("deck", "hand", "life", "ener", "trash", "lrig_deck", "lrig_trash",
                      "lrig", "charms", "looking"):
                for i, c in enumerate(getattr(self, f)[p]):
                    out[c] = (f"{f}:{p}", i)
            for i, c in enumerate(self.signi[p]):
                if c >= 0:
                    out[c] = (f"signi:{p}", i)
        for i, c in enumerate(self.check):
            out[c] = ("check", i)
        return out

    def hidden_zones(self, viewer: int) -> set:
        o = 1 - viewer
        names = {f"deck:{viewer}", f"life:{viewer}", f"charms:{viewer}",
                 f"deck:{o}", f"hand:{o}", f"life:{o}", f"lrig_deck:{o}", f"charms:{o}",
                 f"looking:{o}"}
        return names

    def knowledge(self, viewer: int) -> dict:
        return knowledge_facts(self.kn, viewer, self.hidden_lists(viewer), zone_name)

    def determinize(self, player: int, rng: Rng):
        """A copy in which every card `player` does not know is re-dealt at random among
        the places it may lie in (core.knowledge), keeping every fact the player knows;
        the generator is re-seeded."""
        for _ in range(64):
            s = self.clone()
            moves = redeal_known(s.kn, player, s.hidden_lists(player), rng)
            s.kn.permute(moves, fixed_viewer=player)
            s.rng = Rng(rng.next())
            s.refresh_options()
            # the other player paying a cost from their hand (a discard) is asked because
            # they hold a card that fits: a world where they hold none is dealt again
            if s.pending is None or s.pending[2]:
                break
        if s.log is not None:
            s.log = s.events_for(player)
        return s

    def relabel(self, perm: dict, fixed_viewer: int | None = None) -> None:
        """Cards trade places (`perm`: the card at a place -> the card there afterwards)."""
        moves = []
        for p in (0, 1):
            for lst, _ in self._hidden_of(p, 1 - p):       # every hidden zone of p
                for i, c in enumerate(lst):
                    if c in perm and perm[c] != c:
                        moves.append((c, perm[c]))
                        lst[i] = perm[c]
        self.kn.permute(moves, fixed_viewer)
        self.refresh_options()

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
        from what both players see); a decision without options is skipped."""
        fn = _OPTS.get(kind)
        if fn is None:
            fn = _OPTS[kind] = getattr(type(self), "_opts_" + kind)
        opts = fn(self, p, cont)
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
