"""The RL encoding of WIXOSS (version 1), both formats ("standard" and "current").

Every number comes from `state.view(seat)` (games/wixoss/view.py) and, for the cards that
view shows, from their printed definitions (games/wixoss/cards.py, read once in `prepare`).
The sizes are the same for any legal deck: a main deck is exactly 40 cards and a LRIG deck
at most 10, so every card has a fixed CARD INDEX relative to the seat:

    0..39   the seat's main-deck cards, in deck-list order
    40..49  the seat's LRIG-deck cards (LRIG, ARTS, Resona), in deck-list order
    50..89  the opponent's main-deck cards, 90..99 the opponent's LRIG-deck cards

The observation (see `describe()` / docs/rl.md):
  - global entries: the phase, the turn, whose turn, who went first, the format, the
    check zone, the pending decision (its kind, whether the seat decides, how many options,
    whether it may be declined);
  - `sides`: one row for the seat and one for the opponent -- the LRIG (level, limit,
    colour, down / frozen, cards under it), life cloth, hand, deck, ener (by colour),
    trash, LRIG deck and LRIG trash counts, charms, the free part of the limit, the guard
    limit ("cannot guard with a Guard of level N or less");
  - `signi`: the six SIGNI zones as six rows in lane order -- rows 0..2 the seat's zones
    1..3 (left to right), row 3+i the opponent's zone that faces the seat's zone i (the
    opponent's zone 3-i): the card's printed attributes, its power as it counts now, up /
    down / frozen, attacked, crossed, charm, keywords;
  - `cards`: one row per card index (above). A row is filled only for a card the view
    shows: where it lies (the seat's hand -- these rows are the seat's hand --, a SIGNI
    zone, the LRIG zone, the ener zone, the trash, the LRIG deck -- the seat's LRIG deck is
    known to it --, the check zone, the looked-at cards, a known card of a hidden zone, or
    an option of the pending decision), its printed attributes (type, colour, level, limit,
    power, cost by colour, Guard / Multi Ener / Life Burst, timings, ability kinds, Cross,
    classes) and whether it is an option of the seat's pending decision. A card the seat
    cannot see (its own deck and life cloth, the opponent's hand, deck, life cloth and LRIG
    deck) is an all-zero row: the opponent's hidden cards never show, only their counts.

The action space is one block per decision kind (all 33 kinds of games/wixoss/rules.py).
A card option is the card's index within the block (its `cards` row, minus 40 for blocks
of LRIG-deck cards, minus 50 for opponent cards); a SIGNI option is its `signi` row; the
engine's NONE option (id 999: no / done / pass) is the block's last index. See
`ACTION_DOC` for every block.
"""

from __future__ import annotations

import numpy as np

from ...games.wixoss.cards import TIMINGS, TYPES
from ...games.wixoss.vocab import COLORS, KEYWORDS
from ..base import Encoding, EncodingError, one_hot, scaled

NONE = 999
SUMMON, SPELL, ARTS, ACTION, TRASH, RESONA = 1000, 2000, 3000, 4000, 5000, 6000
MAIN_N, LRIG_N = 40, 10
SIDE = MAIN_N + LRIG_N
CARDS = 2 * SIDE
ACTIONS_PER_CARD = 8          # an action ability's id is 4000 + 8 * card + ability index
MODES = 8                     # options of a "choose" (the pool's largest has 3)

PHASES = ("setup", "mulligan", "up", "draw", "ener", "grow", "main", "attack", "arts step",
          "signi attack", "lrig attack", "guard", "end")
KINDS = ("lrig0", "mulligan", "ener", "grow", "main", "zone", "pay", "arts", "cutin",
         "attack", "lrig_attack", "guard", "use", "burst", "target", "search", "order",
         "discard", "blind", "look", "declare", "pick", "mode", "charm", "overflow",
         "resona_cost", "cost_signi", "cost_lrig_deck", "exceed", "discard_cost",
         "ener_trash", "to_field", "reveal")
ABILITY_KINDS = ("const", "on_play", "action", "burst", "use", "on_attack", "heaven",
                 "on_banished")
CLASSES = ("Ancient Weapon", "Angel", "Apparition", "Arm", "Atom", "Bacteria",
           "Beautiful Technique", "Cooking", "Devil", "Dragon Beast", "Earth Beast",
           "Electric", "Gem", "Image", "Labyrinth", "Living", "Machine", "Misfortune Insect",
           "Nature", "Ore", "Origin", "Plant", "Playground Equipment", "Poison Fang",
           "Sky Beast", "Space", "Trick", "Valor", "War", "Water Beast", "Weapon", "Wisdom")
"""The 32 SIGNI classes of the built-in pool; any other class sets the `class_other` bit."""
ENER_KEYS = COLORS + ("multi",)
PLACES = ("hand", "signi zone", "LRIG zone (on top)", "under the LRIG", "ener zone", "trash",
          "LRIG deck", "LRIG trash", "check zone", "looked at (taken from the deck top)",
          "deck (known)", "life cloth (known)", "charm (known)", "hidden (an option the view "
          "names, in a hidden place)")
(P_HAND, P_SIGNI, P_LRIG, P_UNDER, P_ENER, P_TRASH, P_LRIG_DECK, P_LRIG_TRASH, P_CHECK,
 P_LOOK, P_DECK, P_LIFE, P_CHARM, P_HIDDEN) = range(len(PLACES))

# the printed attributes of a card: the `static` part of a `cards` row and a `signi` row
STATIC_FIELDS = (
    ("type", len(TYPES), "one-hot card type: " + ", ".join(TYPES)),
    ("color", len(COLORS), "one-hot colour: " + ", ".join(COLORS)),
    ("level", 1, "level / 5 (LRIG, SIGNI, Resona)"),
    ("limit", 1, "a LRIG's limit / 12 (clipped)"),
    ("power", 1, "printed power / 20000 (SIGNI, Resona)"),
    ("cost", len(COLORS), "cost by colour (" + ", ".join(COLORS) + "), each / 5 (clipped): "
                          "a LRIG's grow cost, a spell's or an ARTS's use cost"),
    ("cost_total", 1, "the cost's total / 10 (clipped)"),
    ("flags", 3, "Guard, Multi Ener, Life Burst"),
    ("timings", len(TIMINGS), "an ARTS's use timings: " + ", ".join(TIMINGS)),
    ("abilities", len(ABILITY_KINDS), "has an ability of kind: " + ", ".join(ABILITY_KINDS)),
    ("cross", 1, "has [Cross] (names a cross partner)"),
    ("limiting", 1, "limited to a LRIG type (a 'limiting condition')"),
    ("classes", len(CLASSES), "multi-hot class, the pool's 32 classes in alphabetical order: "
                              + ", ".join(CLASSES)),
    ("class_other", 1, "has a class outside those 32"),
    ("unsupported", 1, "has printed abilities the engine does not run"),
)
STATIC = sum(n for _, n, _ in STATIC_FIELDS)
CARD_FIELDS = (
    ("shown", 1, "1: the view shows this card (the rest of the row is filled)"),
    ("place", len(PLACES), "one-hot place: " + "; ".join(PLACES)),
    ("position", 1, "in the hand: (order of arrival + 1) / 20; in a SIGNI zone: (zone + 1) "
                    "/ 3; under the LRIG: (depth from the bottom + 1) / 6; else 0"),
    ("option", 1, "1: an option of the seat's pending decision names this card"),
    ("fits_lrig", 1, "the seat's LRIG could use it: no limiting condition or the seat's LRIG "
                     "type (for a LRIG card: of the seat's LRIG type, so it may grow into it)"),
) + STATIC_FIELDS
CARD = sum(n for _, n, _ in CARD_FIELDS)
SIGNI_FIELDS = (
    ("occupied", 1, "1: a SIGNI (or Resona) lies in the zone"),
    ("power_now", 1, "its power as it counts now / 20000 (clipped to [-1, 1])"),
    ("power_change", 1, "(power now - printed power) / 10000 (clipped to [-1, 1])"),
    ("state", 4, "down, frozen, attacked this turn, crossed now"),
    ("charm", 1, "a charm lies under it"),
    ("keywords", len(KEYWORDS), "has now: " + ", ".join(KEYWORDS)),
    ("option", 1, "1: an option of the seat's pending decision names this SIGNI"),
) + STATIC_FIELDS
SIGNI = sum(n for _, n, _ in SIGNI_FIELDS)
_SIGNI_DYN = 8 + len(KEYWORDS)        # occupied .. keywords: written as one slice
SIDE_FIELDS = (
    ("lrig_shown", 1, "1: the LRIG is face up (after 'open!'; the seat's own always)"),
    ("lrig_level", 1, "the LRIG's level / 5"),
    ("lrig_limit", 1, "the LRIG's limit / 12 (clipped)"),
    ("lrig_color", len(COLORS), "one-hot colour of the LRIG"),
    ("lrig_state", 2, "the LRIG is down, frozen"),
    ("lrig_under", 1, "cards under the LRIG / 6"),
    ("limit_free", 1, "(limit - levels of the SIGNI on the field) / 12 (clipped to [0, 1])"),
    ("signi_count", 1, "SIGNI on the field / 3"),
    ("life", 1, "life cloth / 7 (clipped)"),
    ("hand", 1, "cards in the hand / 15 (clipped)"),
    ("deck", 1, "cards in the deck / 40"),
    ("ener", 1, "cards in the ener zone / 20 (clipped)"),
    ("ener_colors", len(ENER_KEYS), "ener cards by colour (" + ", ".join(ENER_KEYS) +
                                    "; a Multi Ener card counts as multi) / 15 (clipped)"),
    ("trash", 1, "cards in the trash / 40"),
    ("lrig_deck", 1, "cards in the LRIG deck / 10"),
    ("lrig_trash", 1, "cards in the LRIG trash / 10"),
    ("charms", 1, "face-down charms / 3 (clipped)"),
    ("looking", 1, "cards taken from the deck top to look at / 10 (clipped)"),
    ("guard_limit", 2, "1 if a guard limit holds this turn, then its level / 5 (cannot guard "
                       "with a Guard of that level or less)"),
)
SIDE_W = sum(n for _, n, _ in SIDE_FIELDS)

CARD_BLOCK = ("own main-deck card by card index 0..39",
              "own LRIG-deck card by card index - 40 (0..9)")
ACTION_DOC = {
    # kind: (size, meaning)
    "lrig0": (LRIG_N, "the level-0 LRIG to start with: own LRIG-deck card (card index - 40)"),
    "mulligan": (MAIN_N + 1, "0..39 the hand card (card index) to return; 40 keep the rest "
                             "(return the marked ones and draw)"),
    "ener": (SIDE + 1, "0..49 the card (card index) put into the ener zone: a hand card or "
                       "a SIGNI / Resona of the seat's field; 50 none"),
    "grow": (LRIG_N + 1, "0..9 the LRIG to grow into (card index - 40); 10 do not grow"),
    "main": (2 * MAIN_N + 2 * LRIG_N + 4 * ACTIONS_PER_CARD + 3 + 1,
             "0..39 summon the SIGNI (card index); 40..79 use the spell (card index + 40); "
             "80..89 use the ARTS (card index - 40 + 80); 90..121 action ability i of the "
             "card in the seat's SIGNI zone z (z = 0..2) or of its LRIG (z = 3): "
             "90 + 8 z + i; 122..124 put the SIGNI of zone z into the trash; 125..134 bring "
             "out the Resona (card index - 40 + 125); 135 end the main phase"),
    "zone": (3, "the seat's SIGNI zone 0..2 to put a SIGNI into"),
    "pay": (MAIN_N, "the ener card (card index) that pays the next part of a cost"),
    "arts": (LRIG_N + 4 * ACTIONS_PER_CARD + 1,
             "the ARTS step: 0..9 the ARTS (card index - 40); 10..41 action ability i of the "
             "card in zone z / the LRIG (z = 3): 10 + 8 z + i; 42 use nothing more"),
    "cutin": (LRIG_N + 1, "0..9 the Spell Cut-In ARTS (card index - 40); 10 do not answer"),
    "attack": (4, "0..2 attack with the SIGNI of the seat's zone; 3 end the SIGNI attack step"),
    "lrig_attack": (2, "0 attack with the LRIG; 1 do not"),
    "guard": (MAIN_N + 1, "0..39 the Guard card of the hand to discard (card index); 40 take "
                          "the hit"),
    "use": (2, "0 use the ability (pay its cost); 1 do not"),
    "burst": (2, "0 use the crushed card's Life Burst; 1 do not"),
    "target": (9, "0..5 the SIGNI of `signi` row 0..5 (the seat's zones 0..2; 3 + i the "
                  "opponent's SIGNI facing the seat's zone i); 6 the seat's LRIG; 7 the "
                  "opponent's LRIG; 8 choose no more"),
    "search": (MAIN_N + 1, "0..39 the deck card (card index) to take; 40 take nothing more"),
    "order": (MAIN_N, "the looked-at card (card index) to put next on top"),
    "discard": (MAIN_N, "the hand card (card index) to discard"),
    "blind": (MAIN_N, "the position 0..39 in the opponent's hand of the card discarded "
                      "without looking"),
    "look": (MAIN_N, "the card of the opponent's (looked-at) hand to discard: card index - 50"),
    "declare": (6, "the level 0..5 declared"),
    "pick": (MAIN_N + 1, "0..39 the trash / ener card (card index) taken to the hand; 40 "
                         "nothing more"),
    "mode": (MODES + 1, f"0..{MODES - 1} the option of a choice; {MODES} choose no more"),
    "charm": (MAIN_N, "the trash card (card index) put face down as a charm"),
    "overflow": (3, "the seat's SIGNI zone 0..2 whose SIGNI goes to the trash (level or "
                    "limit exceeded)"),
    "resona_cost": (3, "the seat's SIGNI zone 0..2 whose SIGNI goes to the trash for a Resona"),
    "cost_signi": (3, "the seat's SIGNI zone 0..2 whose SIGNI is downed / trashed to pay a cost"),
    "cost_lrig_deck": (LRIG_N, "the LRIG-deck card (card index - 40) put into the LRIG "
                               "trash to pay a cost"),
    "exceed": (LRIG_N, "the card under the LRIG (card index - 40) put into the LRIG trash "
                       "(Exceed)"),
    "discard_cost": (MAIN_N, "the hand card (card index) discarded to pay a cost / by a "
                             "filtered discard"),
    "ener_trash": (2 * MAIN_N + 1, "0..39 the seat's ener card (card index), 40..79 the "
                                   "opponent's (card index - 10), put into the trash; 80 "
                                   "none"),
    "to_field": (MAIN_N + 1, "0..39 the card (card index) put onto the field from the deck, "
                             "hand, trash or ener zone; 40 none"),
    "reveal": (MAIN_N + 1, "0..39 the revealed / looked-at card (card index) taken to the "
                           "hand; 40 none"),
}
assert tuple(ACTION_DOC) == KINDS

# option ids that name a card directly (the rest are decoded in `_option_card`)
_CARD_KINDS = frozenset({"lrig0", "mulligan", "ener", "grow", "pay", "attack", "guard",
                         "target", "search", "order", "discard", "look", "pick", "charm",
                         "overflow", "resona_cost", "cost_signi", "cost_lrig_deck", "exceed",
                         "discard_cost", "ener_trash", "to_field", "reveal"})
_HAS_NONE = frozenset({"mulligan", "ener", "grow", "main", "arts", "cutin", "attack",
                       "lrig_attack", "guard", "use", "burst", "target", "search", "pick",
                       "mode", "ener_trash", "to_field", "reveal"})
"""The kinds whose last index is NONE (999); in any other kind NONE is no option."""
_SLOT_KINDS = frozenset({"attack", "overflow", "resona_cost", "cost_signi"})
_OWN_MAIN_KINDS = {"mulligan", "pay", "guard", "search", "order", "discard", "pick", "charm",
                   "discard_cost", "to_field", "reveal"}
_OWN_LRIG_KINDS = {"lrig0", "grow", "cost_lrig_deck", "exceed"}


class WixossEncoding(Encoding):
    game_name = "wixoss"
    version = 1

    def __init__(self, game, format=None):
        super().__init__(game, format)
        L = self.layout
        self._phase = L.add("phase", len(PHASES), "one-hot phase: " + ", ".join(PHASES))
        self._turn = L.add("turn", 1, "turn number / 40 (clipped)")
        self._mine = L.add("my_turn", 1, "1: it is the seat's turn")
        self._first = L.add("first", 1, "1: the seat went first")
        self._fmt = L.add("format", 1, "1: the `current` rules, 0: `standard`")
        self._check = L.add("check_zone", 1, "cards in the check zone / 3 (clipped); which "
                                             "ones: the `cards` rows placed there")
        self._dec = L.add("decision", len(KINDS) + 3,
                          "the pending decision: one-hot kind (" + ", ".join(KINDS) + "); "
                          "then 1 if the seat decides; its number of options / 40 (clipped; "
                          "0 when the opponent decides); 1 if it may be declined (a NONE "
                          "option: no / done / pass)")
        self._sides = L.add_table("sides", 2, SIDE_FIELDS, "the seat, then the opponent")
        self._signi = L.add_table("signi", 6, SIGNI_FIELDS,
                                  "the SIGNI zones in lane order: rows 0..2 the seat's zones "
                                  "0..2, row 3 + i the opponent's zone 2 - i (the one facing "
                                  "the seat's zone i)")
        self._cards = L.add_table("cards", CARDS, CARD_FIELDS,
                                  "one row per card index: the seat's 40 main-deck cards and "
                                  "its LRIG deck (40..49), then the opponent's (50..99), each "
                                  "in deck-list order; all zero for a card the view does not "
                                  "show. The seat's hand, its LRIG deck, each trash, ener "
                                  "zone, LRIG stack and the check zone are the rows placed "
                                  "there")
        self._side_off = L.field_offsets("sides")
        self._kw_slot = {w: L.field_offsets("signi")["keywords"] + i
                         for i, w in enumerate(KEYWORDS)}
        self._signi_off = L.field_offsets("signi")
        self._card_off = L.field_offsets("cards")
        A = self.actions
        for kind, (size, meaning) in ACTION_DOC.items():
            A.add(kind, size, meaning)
        self._T = None

    # ---- the printed part (prepare) ----------------------------------------------------
    def prepare(self, state) -> None:
        T = state.T
        if self._T is T:
            return
        n = T.n
        for p in (0, 1):
            if T.main_n[p] != MAIN_N or T.start[p + 1] - T.start[p] > SIDE:
                raise EncodingError(f"{self.tag}: seat {p}'s deck does not fit the encoding "
                                    f"(40 main-deck cards, at most 10 LRIG-deck cards)")
        self._T = T
        # global id -> card index, per seat
        rel = [[0] * n, [0] * n]
        for me in (0, 1):
            for c in range(n):
                p = T.owner[c]
                rel[me][c] = c - T.start[p] + (0 if p == me else SIDE)
        self._rel = rel
        static = np.zeros((n, STATIC), dtype=np.float32)
        so = {}
        at = 0
        for f, k, _ in STATIC_FIELDS:
            so[f] = at
            at += k
        for c, card in enumerate(T.cards):
            row = static[c]
            one_hot(row, so["type"], len(TYPES), TYPES.index(card.type))
            one_hot(row, so["color"], len(COLORS), COLORS.index(card.color))
            row[so["level"]] = scaled(card.level, 5)
            row[so["limit"]] = scaled(card.limit, 12)
            row[so["power"]] = scaled(card.power, 20000)
            vec = T.cost[c]
            for k in range(len(COLORS)):
                row[so["cost"] + k] = scaled(vec[k], 5)
            row[so["cost_total"]] = scaled(sum(vec), 10)
            row[so["flags"]] = card.guard
            row[so["flags"] + 1] = card.multi_ener
            row[so["flags"] + 2] = card.life_burst
            for tm in card.timings:
                row[so["timings"] + TIMINGS.index(tm)] = 1.0
            for a in card.abilities:
                if a["kind"] in ABILITY_KINDS:
                    row[so["abilities"] + ABILITY_KINDS.index(a["kind"])] = 1.0
            row[so["cross"]] = bool(card.cross_left or card.cross_right)
            row[so["limiting"]] = bool(card.limiting)
            for cl in card.classes:
                if cl in CLASSES:
                    row[so["classes"] + CLASSES.index(cl)] = 1.0
                else:
                    row[so["class_other"]] = 1.0
            row[so["unsupported"]] = card.unsupported > 0
        # the cards of each seat's card indices (global ids, -1 where a LRIG deck is short)
        self._ids = []
        for me in (0, 1):
            ids = np.full(CARDS, -1, dtype=np.int64)
            for c in range(n):
                ids[rel[me][c]] = c
            self._ids.append(ids)
        # the printed rows in card-index order, per seat (all zero past a short LRIG deck)
        self._static_rel = []
        for me in (0, 1):
            sr = np.zeros((CARDS, STATIC), dtype=np.float32)
            ok = self._ids[me] >= 0
            sr[ok] = static[self._ids[me][ok]]
            self._static_rel.append(sr)
        self._limiting = list(T.limiting)
        self._lrig_type = list(T.lrig_type)
        self._type = list(T.type)
        self._level = list(T.level)
        self._power = list(T.power)
        self._color = list(T.color)
        self._templates = {}

    def _template(self, me: int, ltype) -> np.ndarray:
        """The `cards` rows of seat `me` as they read when shown, before the place, the
        position and the option marks: shown = 1, fits_lrig for a LRIG of type `ltype`
        (None: no LRIG yet), the printed attributes. Cached per LRIG type."""
        key = (me, ltype)
        t = self._templates.get(key)
        if t is None:
            co = self._card_off
            t = np.zeros((CARDS, CARD), dtype=np.float32)
            t[:, 0] = 1.0
            t[:, co["type"]:] = self._static_rel[me]
            for r, c in enumerate(self._ids[me]):
                if c < 0 or ltype is None:
                    continue
                if self._type[c] == "lrig":
                    t[r, co["fits_lrig"]] = self._lrig_type[c] == ltype
                else:
                    t[r, co["fits_lrig"]] = not self._limiting[c] or self._limiting[c] == ltype
            self._templates[key] = t
        return t

    # ---- actions -------------------------------------------------------------------------
    def local(self, kind: str, aid: int, view: dict) -> int:
        size = ACTION_DOC[kind][0] if kind in ACTION_DOC else 0
        if aid == NONE:
            return size - 1 if kind in _HAS_NONE else size
        me = view["player"]
        if kind in ("zone", "declare", "blind"):
            return aid
        if kind in ("use", "burst", "lrig_attack"):
            return 0 if aid == 1 else size
        if kind == "mode":
            return aid if 0 <= aid < MODES else size
        if kind in ("main", "arts", "cutin"):
            return self._local_play(kind, aid, view)
        if kind in _SLOT_KINDS:
            return self._slot(view, aid, own_only=True)
        if kind == "target":
            return self._slot(view, aid, own_only=False)
        r = self._card_index(me, aid)
        if kind in _OWN_MAIN_KINDS:
            return r if r < MAIN_N else size
        if kind in _OWN_LRIG_KINDS:
            return r - MAIN_N if MAIN_N <= r < SIDE else size
        if kind == "ener":
            return r if r < SIDE else size
        if kind == "look":
            return r - SIDE if SIDE <= r < SIDE + MAIN_N else size
        if kind == "ener_trash":
            if r < MAIN_N:
                return r
            return r - LRIG_N if SIDE <= r < SIDE + MAIN_N else size
        return size                # an unknown kind: index() raises with the option named

    def _local_play(self, kind: str, aid: int, view: dict) -> int:
        me = view["player"]
        k, x = aid // 1000 * 1000, aid % 1000
        base_arts = 80 if kind == "main" else 0
        if k == ARTS:
            r = self._card_index(me, x) - MAIN_N
            return base_arts + r if 0 <= r < LRIG_N else 10 ** 6
        if k == ACTION and kind != "cutin":
            c, i = divmod(x, ACTIONS_PER_CARD)
            z = self._slot(view, c, own_only=True, lrig=True)
            return (90 if kind == "main" else LRIG_N) + ACTIONS_PER_CARD * z + i
        if kind != "main":
            return 10 ** 6
        r = self._card_index(me, x)
        if k == SUMMON and r < MAIN_N:
            return r
        if k == SPELL and r < MAIN_N:
            return MAIN_N + r
        if k == TRASH:
            return 122 + self._slot(view, x, own_only=True)
        if k == RESONA and MAIN_N <= r < SIDE:
            return 125 + r - MAIN_N
        return 10 ** 6

    def _card_index(self, me: int, c: int) -> int:
        rel = self._rel[me]
        return rel[c] if 0 <= c < len(rel) else 10 ** 6

    @staticmethod
    def _slot(view: dict, c: int, own_only: bool, lrig: bool = False) -> int:
        """The `signi` row of SIGNI c (6: the seat's LRIG, 7: the opponent's); 10**6 when
        it is none of them."""
        you, opp = view["you"], view["opponent"]
        for z, slot in enumerate(you["signi"]):
            if slot is not None and slot["card"] == c:
                return z
        if you["lrig"] and you["lrig"][-1] == c:
            return 3 if lrig else 6
        if not own_only:
            for z, slot in enumerate(opp["signi"]):
                if slot is not None and slot["card"] == c:
                    return 5 - z
            if opp["lrig"] and opp["lrig"][-1] == c:
                return 7
        return 10 ** 6

    # ---- the observation ----------------------------------------------------------------
    def encode(self, view: dict, out: np.ndarray) -> None:
        me = view["player"]
        one_hot(out, self._phase, len(PHASES),
                PHASES.index(view["phase"]) if view["phase"] in PHASES else None)
        out[self._turn] = scaled(view["turn"], 40)
        out[self._mine] = view["active"] == me
        out[self._first] = view["first"] == me
        out[self._fmt] = view["format"] == "current"
        out[self._check] = scaled(len(view["check"]), 3)
        d = view["decision"]
        opts = None
        if d is not None:
            dk = self._dec
            kind = d["kind"]
            one_hot(out, dk, len(KINDS), KINDS.index(kind) if kind in KINDS else None)
            if d["player"] == me and d["options"] is not None:
                opts = d["options"]
                out[dk + len(KINDS)] = 1.0
                out[dk + len(KINDS) + 1] = scaled(len(opts), 40)
                out[dk + len(KINDS) + 2] = NONE in opts
        you, opp = view["you"], view["opponent"]
        gl = view["guard_limit"]
        self._side(out, self._sides, you, gl.get(str(me)))
        self._side(out, self._sides + SIDE_W, opp, gl.get(str(1 - me)))
        self._encode_cards(view, me, you, opp, opts, out)

    def _side(self, out, at: int, s: dict, guard_limit) -> None:
        o = self._side_off
        v = [0.0] * SIDE_W
        lrig = s["lrig"]
        used = n = 0
        for slot in s["signi"]:
            if slot is not None:
                used += self._level[slot["card"]]
                n += 1
        v[o["signi_count"]] = n / 3
        if lrig:
            lim = s["lrig_limit"]
            v[o["lrig_shown"]] = 1.0
            v[o["lrig_level"]] = min(s["lrig_level"] / 5, 1.0)
            v[o["lrig_limit"]] = min(lim / 12, 1.0)
            v[o["lrig_color"] + self._color[lrig[-1]]] = 1.0
            v[o["lrig_state"]] = float(s["lrig_down"])
            v[o["lrig_state"] + 1] = float(s["lrig_frozen"])
            v[o["lrig_under"]] = min((len(lrig) - 1) / 6, 1.0)
            v[o["limit_free"]] = min(max(lim - used, 0) / 12, 1.0)
        v[o["life"]] = min(s["life"]["count"] / 7, 1.0)
        h = s["hand"]
        v[o["hand"]] = min((len(h) if type(h) is list else h["count"]) / 15, 1.0)
        v[o["deck"]] = min(s["deck"]["count"] / 40, 1.0)
        v[o["ener"]] = min(len(s["ener"]) / 20, 1.0)
        ec = s["ener_colors"]
        if ec:
            e0 = o["ener_colors"]
            for k, key in enumerate(ENER_KEYS):
                if key in ec:
                    v[e0 + k] = min(ec[key] / 15, 1.0)
        v[o["trash"]] = min(len(s["trash"]) / 40, 1.0)
        ld = s["lrig_deck"]
        v[o["lrig_deck"]] = min((len(ld) if type(ld) is list else ld["count"]) / 10, 1.0)
        v[o["lrig_trash"]] = min(len(s["lrig_trash"]) / 10, 1.0)
        v[o["charms"]] = min(s["charms"]["count"] / 3, 1.0)
        lk = s["looking"]
        v[o["looking"]] = min((len(lk) if type(lk) is list else lk["count"]) / 10, 1.0)
        if guard_limit is not None:
            v[o["guard_limit"]] = 1.0
            v[o["guard_limit"] + 1] = scaled(guard_limit, 5)
        out[at:at + SIDE_W] = v

    def _encode_cards(self, view, me, you, opp, opts, out) -> None:
        rel = self._rel[me]
        co = self._card_off
        block = out[self._cards:self._cards + CARDS * CARD].reshape(CARDS, CARD)
        idx: list = []             # card index, place, position of each card the view shows
        plc: list = []
        posn: list = []
        ia, pa = idx.append, plc.append
        for s in (you, opp):
            mine = s is you
            h = s["hand"] if mine else s["hand"]["known"]
            if h:
                idx += [rel[c] for c in h]
                plc += [P_HAND] * len(h)
                posn += [(i + 1) / 20 if i < 20 else 1.0 for i in range(len(h))] if mine \
                    else [0.0] * len(h)
            lrig = s["lrig"]
            if lrig:
                for i, c in enumerate(lrig[:-1]):
                    ia(rel[c])
                    pa(P_UNDER)
                    posn.append(scaled(i + 1, 6))
                ia(rel[lrig[-1]])
                pa(P_LRIG)
                posn.append(0.0)
            for cards, p in ((s["ener"], P_ENER), (s["trash"], P_TRASH),
                             (s["lrig_trash"], P_LRIG_TRASH),
                             (s["lrig_deck"] if mine else s["lrig_deck"]["known"], P_LRIG_DECK),
                             (s["looking"] if mine else s["looking"]["known"], P_LOOK),
                             (s["deck"]["known"], P_DECK), (s["life"]["known"], P_LIFE),
                             (s["charms"]["known"], P_CHARM)):
                if cards:
                    idx += [rel[c] for c in cards]
                    plc += [p] * len(cards)
                    posn += [0.0] * len(cards)
        for c in view["check"]:
            ia(rel[c])
            pa(P_CHECK)
            posn.append(0.0)
        # the SIGNI zones (and their rows of `cards`)
        so = self._signi_off
        sg = out[self._signi:self._signi + 6 * SIGNI].reshape(6, SIGNI)
        static = self._static_rel[me]
        sst = so["type"]
        kw = self._kw_slot
        field = []
        for s, base in ((you, 0), (opp, 3)):
            for z, slot in enumerate(s["signi"]):
                if slot is None:
                    continue
                c = slot["card"]
                k = z if base == 0 else 5 - z
                r = rel[c]
                field.append((c, k))
                pw = slot["power"] / 20000
                dp = (slot["power"] - self._power[c]) / 10000
                dyn = [1.0, -1.0 if pw < -1 else 1.0 if pw > 1 else pw,
                       -1.0 if dp < -1 else 1.0 if dp > 1 else dp,
                       float(slot["down"]), float(slot["frozen"]), float(slot["attacked"]),
                       float(slot["crossed"]), 1.0 if slot["charm"] else 0.0, 0.0, 0.0, 0.0]
                for w in slot["keywords"]:
                    if w in kw:
                        dyn[kw[w]] = 1.0
                row = sg[k]
                row[:_SIGNI_DYN] = dyn
                row[sst:] = static[r]
                ia(r)
                pa(P_SIGNI)
                posn.append((z + 1) / 3)
        marked = None
        if opts is not None:
            kind = view["decision"]["kind"]
            shown = set(idx)
            marked = []
            for a in opts:
                c = self._option_card(kind, a)
                if c is None:
                    continue
                r = rel[c]
                marked.append(r)
                if r not in shown:          # a card the view names only as an option
                    shown.add(r)
                    ia(r)
                    pa(P_HIDDEN)
                    posn.append(0.0)
                for fc, k in field:
                    if fc == c:
                        sg[k, so["option"]] = 1.0
        if idx:
            ix = np.array(idx, dtype=np.intp)
            block[ix] = self._template(me, you["lrig_type"] if you["lrig"] else None)[ix]
            block[ix, co["place"] + np.array(plc, dtype=np.intp)] = 1.0
            block[ix, co["position"]] = posn
        if marked:
            block[marked, co["option"]] = 1.0

    @staticmethod
    def _option_card(kind: str, a: int):
        """The card an option names (None: a special, a zone, a level, a position)."""
        if a == NONE:
            return None
        if kind in _CARD_KINDS:
            return a
        if kind in ("main", "arts", "cutin"):
            k, x = a // 1000 * 1000, a % 1000
            return x // ACTIONS_PER_CARD if k == ACTION else x
        return None
