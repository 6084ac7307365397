"""The RL encoding of Weiß Schwarz (version 2).

Every number comes from `state.view(seat)` (games/weiss_schwarz/view.py) and from the card
definitions of the two decks, read in `prepare` by instance id. Instance ids: seat p's 50
cards are p*50 .. p*50+49 in deck-list order (table.py). This encoding numbers cards
RELATIVE TO THE SEAT: card index 0..49 are the seat's own 50 cards, 50..99 the
opponent's, each side in deck-list order (index = (id - 50*seat) mod 100). One policy can
so play either seat, and every action that names a card uses the same numbering as the
`cards` table.

Why a row per card of both decks is not a leak: in tcgsim's information model the deck
lists are public (attack.py, the counter step), and every instance id appears in the view
-- in a public zone, in a `*_known` list, or in one of the view's `pools` (the groups of
cards the seat cannot tell apart, with the hidden zones each group may lie in). A card's
row shows its printed attributes always, and where it lies only as the view says: an
exact place when the view shows it there, otherwise the hidden zones it may lie in.

The observation, in order (see `describe()` / docs/rl.md for the entries):
  - `phase`, `turn`, `turn_player`, `went_first`: where the game is;
  - `decision`: the pending decision's kind (one-hot), who decides, and for the seat that
    decides the number of its options and whether it may pass (id 999);
  - `attack`: the attack in progress (attacker slot, type, defender slot, shot, cancel);
  - `players`: 2 rows, the seat then the opponent: level, clock, stock, deck, waiting
    room (and its climaxes), memory, hand counts, colours, climax area, ...;
  - `stage`: 10 rows, the seat's 5 positions then the opponent's 5 (center left, middle,
    right, back left, back right): the character there with its power, soul and level as
    they count now, its state and markers, and its printed attributes;
  - `hand`: the first 12 cards of the seat's hand (sorted by instance id, as the view
    lists it) with their printed attributes and whether each is an option of the pending
    decision (e.g. playable now in the main phase); the rest of a bigger hand only in
    `cards` and `players`;
  - `cards`: 100 rows, one per card (the seat's 50 then the opponent's 50): printed
    attributes, where the seat knows it is (zone, stage slot, position), the hidden zones
    it may be in, and whether it is an option of the pending decision.

Printed attributes of a card (`CARD_FIELDS`, the same in `stage`, `hand` and `cards`):
type, colour, level, cost, power, soul, trigger icons, counter flag, Backup, Encore, how
many abilities of each kind, keyword flags and how many printed abilities the engine does
not play yet. Traits and names are left out (a policy sees a card by its attributes).

The action space (`describe()`): one block per decision kind of rules.py (18); a card
option maps to its relative card index (the `cards` row), PASS (999) to the last entry of
its block; `main` mixes cards (0-99), 【ACT】 abilities (100-124, the engine's own ids),
the move (id 200 -> 125) and the end of the phase (999 -> 126); `order` ranks the seat's
waiting 【AUTO】 abilities (at most 8 at once), `mode` numbers a modal ability's
effects (at most MODE_CAP = 6; the pool has at most 3), `encore` keeps the engine's ids (0 none,
1 standard, 2+k a card's own Encore k, k < 4).

Caps: 12 hand rows (a bigger hand is in `cards` and the counts); counts are scaled by the
tops their meanings name and clipped. Not in the view, so not here: what a `yes_no`,
`choose`, `dest` or `order` decision is about (which ability asks, where a chosen card
goes), the waiting 【AUTO】 abilities, effects until end of turn other than through the
stage values they change, a hand card's level as it counts in the hand.

Version 2 (version 1 had no `mode` block: modal abilities, "choose 1 of the following
 effects", came with issue 15).
"""

from __future__ import annotations

import numpy as np

from ...games.weiss_schwarz.cards import COLORS, TRIGGERS, TYPES
from ..base import Encoding, scaled

SIDE = 50                     # cards per deck (the deck rules: exactly 50)
CARDS = 2 * SIDE
PASS = 999
HAND_ROWS = 12
PHASES = ("setup", "stand", "draw", "clock", "main", "climax", "attack", "encore", "end")
KINDS = ("first", "mulligan", "clock", "main", "move", "slot", "climax", "attack", "counter",
         "yes_no", "choose", "dest", "level_up", "encore", "encore_order", "discard", "order",
         "mode")
# the decisions whose option ids are card ids (the `option` bit of a card's row)
CARD_KINDS = frozenset({"mulligan", "clock", "main", "climax", "counter", "choose",
                        "level_up", "discard"})
ZONES = ("deck", "hand", "stage", "waiting", "clock", "level", "stock", "memory", "climax",
         "resolution", "marker")
ZONE_WORDS = ("the deck (a card the seat knows there)", "the hand", "the stage",
              "the waiting room", "the clock", "the level zone",
              "the stock (a card the seat knows there)", "the memory", "the climax area",
              "the resolution zone", "a marker under a stage character")
HIDDEN = ("deck", "hand", "stock", "markers")
MOVES = tuple(a * 5 + b for a in range(5) for b in range(a + 1, 5))   # rules.SWAPS ids
ORDER_CAP = 8
ENCORE_CAP = 6
MODE_CAP = 6                # options of a modal ability ("choose 1 of the following effects")

KIND_INDEX = {k: i for i, k in enumerate(KINDS)}
HIDDEN_BIT = {f"{z}:{p}": i for i, z in enumerate(HIDDEN) for p in (0, 1)}
# the head of the observation: phase, turn, turn_player, went_first, decision, attack
H_TURN = len(PHASES)
H_DEC = H_TURN + 3
H_ATK = H_DEC + len(KINDS) + 4
HEAD = H_ATK + 14
# padding of the hand rows' ids (CARDS: the zero row)
PADS = [[CARDS] * (HAND_ROWS - n) for n in range(HAND_ROWS + 1)]

# tops of the scaled numbers (x / top, clipped; powers and souls signed)
POWER_TOP, PRINTED_POWER_TOP = 20000.0, 12000.0

CARD_FIELDS = (
    ("type", 3, "one-hot card type: " + ", ".join(TYPES)),
    ("colour", 4, "one-hot colour: " + ", ".join(COLORS)),
    ("level", 1, "printed level / 3"),
    ("cost", 1, "printed cost / 6"),
    ("power", 1, "printed power / 12000"),
    ("soul", 1, "printed soul / 3"),
    ("triggers", len(TRIGGERS), "trigger icons, each its count / 2: " + ", ".join(TRIGGERS)),
    ("counter", 1, "1: a counter card (a counter event, or a character with 【COUNTER】)"),
    ("backup", 3, "its Backup: power / 4000, stock cost / 3, level / 3 (0: none)"),
    ("encore", 1, "1: it has its own Encore (besides the standard one for 3 stock)"),
    ("abilities", 4, "abilities of each kind, each count / 2: 【ACT】, 【AUTO】, 【CONT】, "
                     "event"),
    ("keywords", 4, "Assist, Great Performance, cannot side attack, no colour requirement"),
    ("unsupported", 1, "printed abilities the engine does not play yet / 3"),
)
NS = sum(n for _, n, _ in CARD_FIELDS)

STAGE_FIELDS = (
    ("present", 1, "1: a character is there"),
    ("state", 3, "one-hot: standing, rested, reversed"),
    ("power_now", 1, "power as it counts now / 20000 (signed, clipped to [-1, 1])"),
    ("soul_now", 1, "soul as it counts now / 4 (signed)"),
    ("level_now", 1, "level as it counts now / 3"),
    ("markers", 2, "markers under it / 4; of those, the ones the seat knows / 4"),
) + CARD_FIELDS
NDYN = 9                      # the stage rows' fields before the printed ones
EMPTY_STAGE = (0.0,) * NDYN
HAND_FIELDS = (
    ("present", 1, "1: a card is in this row"),
    ("option", 1, "1: the card is an option of the seat's pending decision (in the main "
                  "phase: it can be played now; in the counter step: it can counter)"),
) + CARD_FIELDS
LOC_FIELDS = (
    ("mine", 1, "1: one of the seat's own cards (rows 0-49)"),
    ("at", len(ZONES), "one-hot, where the seat knows the card is (always in its owner's "
                       "zones: Weiß Schwarz cards never change sides): "
                       + "; ".join(ZONE_WORDS)),
    ("slot", 5, "one-hot stage position of a stage card or of the character it is a marker "
                "under: center left, middle, right, back left, back right"),
    ("option", 1, "1: the card is an option of the seat's pending decision"),
    ("may_be", 2 * len(HIDDEN), "when the seat does not know where it is: the hidden zones "
                                "it may be in (a pool of the view), the seat's deck, hand, "
                                "stock, markers, then the opponent's"),
    ("position", 1, "deck or stock: place from the top / 50 (0 = the top); clock: place "
                    "from the oldest / 7; waiting room: place from the newest / 50; level "
                    "zone: order / 3; 0 elsewhere"),
)
CARD_ROW = CARD_FIELDS + LOC_FIELDS
PLAYER_FIELDS = (
    ("level", 1, "cards in the level zone (the player's level) / 3"),
    ("level_colours", 4, "level zone cards of each colour / 3"),
    ("clock", 1, "cards in the clock / 7"),
    ("clock_colours", 4, "clock cards of each colour / 7"),
    ("colours", 4, "1: the colour is in the level zone or clock (needed to play cards of "
                   "level 1+ and climaxes of that colour)"),
    ("stock", 1, "cards in the stock / 20"),
    ("stock_known", 1, "stock cards the seat knows / 20"),
    ("deck", 1, "cards in the deck / 50"),
    ("deck_known", 1, "deck cards the seat knows / 50"),
    ("deck_climaxes", 1, "climaxes in the deck or that may be there (the seat's knowledge) / 8"),
    ("waiting", 1, "cards in the waiting room / 50"),
    ("waiting_climaxes", 1, "climaxes in the waiting room / 8"),
    ("memory", 1, "cards in the memory / 10"),
    ("hand", 1, "cards in the hand / 15"),
    ("hand_known", 1, "cards of the hand the seat knows (all of its own) / 15"),
    ("climax", 5, "the climax area: 1 if a climax is there, then its colour one-hot"),
    ("resolution", 1, "cards in the resolution zone / 4"),
    ("markers", 1, "markers under its stage characters / 10"),
    ("stage", 1, "characters on its stage / 5"),
)


def _layout_offsets(fields) -> dict:
    out, at = {}, 0
    for f, n, _ in fields:
        assert f not in out, f"field {f!r} twice in a row"
        out[f] = at
        at += n
    return out


CF = _layout_offsets(CARD_FIELDS)
SF = _layout_offsets(STAGE_FIELDS)
HF = _layout_offsets(HAND_FIELDS)
LF = _layout_offsets(CARD_ROW)
PF = _layout_offsets(PLAYER_FIELDS)
SW = sum(n for _, n, _ in STAGE_FIELDS)
HW = sum(n for _, n, _ in HAND_FIELDS)
CW = sum(n for _, n, _ in CARD_ROW)
PW = sum(n for _, n, _ in PLAYER_FIELDS)
L_AT, L_MAY, L_POS = LF["at"], LF["may_be"], LF["position"]


def card_attributes(card) -> np.ndarray:
    """The printed part of a card's rows (`CARD_FIELDS`), from its definition (WSCard)."""
    r = np.zeros(NS, dtype=np.float32)
    r[CF["type"] + TYPES.index(card.type)] = 1.0
    r[CF["colour"] + COLORS.index(card.color)] = 1.0
    r[CF["level"]] = scaled(card.level, 3)
    r[CF["cost"]] = scaled(card.cost, 6)
    r[CF["power"]] = scaled(card.power, PRINTED_POWER_TOP)
    r[CF["soul"]] = scaled(card.soul, 3)
    for t in card.triggers:
        r[CF["triggers"] + TRIGGERS.index(t)] += 0.5
    np.clip(r, 0.0, 1.0, out=r)
    kinds = [a["kind"] for a in card.abilities]
    r[CF["counter"]] = 1.0 if card.counter or "backup" in kinds else 0.0
    b = next((a for a in card.abilities if a["kind"] == "backup"), None)
    if b is not None:
        r[CF["backup"]] = scaled(b.get("power", 0), 4000)
        r[CF["backup"] + 1] = scaled(b.get("stock", 0), 3)
        r[CF["backup"] + 2] = scaled(b.get("level", 0), 3)
    r[CF["encore"]] = 1.0 if "encore" in kinds else 0.0
    for k, kind in enumerate(("act", "auto", "cont", "event")):
        r[CF["abilities"] + k] = scaled(kinds.count(kind), 2)
    for k, kind in enumerate(("assist", "great_performance", "cannot_side_attack",
                              "no_color_requirement")):
        r[CF["keywords"] + k] = 1.0 if kind in kinds else 0.0
    r[CF["unsupported"]] = scaled(card.unsupported, 3)
    return r


# a card row's place, as one byte: code = zone*12 + slot*2 + option (zone 11: none known,
# slot 5: none), decoded by the lookup tables below into the `at`, `slot`, `option` fields
NO_ZONE, NO_SLOT = len(ZONES), 5
Z = {z: i for i, z in enumerate(ZONES)}
LOC_W = len(ZONES) + 5 + 1 + 8 + 1           # at, slot, option, may_be, position
CODE_LUT = np.zeros((12 * 12, LOC_W), dtype=np.float32)
POS_SCALE = np.zeros(12 * 12, dtype=np.float32)
for _z in range(12):
    for _s in range(6):
        for _o in range(2):
            _c = _z * 12 + _s * 2 + _o
            if _z < len(ZONES):
                CODE_LUT[_c, _z] = 1.0
            if _s < 5:
                CODE_LUT[_c, len(ZONES) + _s] = 1.0
            CODE_LUT[_c, len(ZONES) + 5] = _o
            POS_SCALE[_c] = {"deck": 1 / 50, "stock": 1 / 50, "waiting": 1 / 50,
                             "clock": 1 / 7, "level": 1 / 3}.get(
                ZONES[_z] if _z < len(ZONES) else "", 0.0)
MAY_LUT = np.zeros((256, LOC_W), dtype=np.float32)
for _m in range(256):
    for _b in range(8):
        MAY_LUT[_m, len(ZONES) + 6 + _b] = (_m >> _b) & 1
NO_PLACE = bytes([NO_ZONE * 12 + NO_SLOT * 2]) * CARDS
C_DECK, C_HAND, C_WAIT, C_CLOCK, C_LEVEL, C_STOCK, C_MEMORY, C_CLIMAX, C_RES = (
    Z[z] * 12 + NO_SLOT * 2 for z in ("deck", "hand", "waiting", "clock", "level", "stock",
                                      "memory", "climax", "resolution"))
C_STAGE = [Z["stage"] * 12 + s * 2 for s in range(5)]
C_MARKER = [Z["marker"] * 12 + s * 2 for s in range(5)]
PAD = CARDS                   # the all-zero row of the padded attribute table

# prepared static rows per card table (a Table lives as long as the game caches it; the
# entry holds it, so its id is not reused while cached); a re-dealt world shares its Table
_PREPARED: dict = {}
_ATTRS: dict = {}


def _attributes_of(card) -> np.ndarray:
    hit = _ATTRS.get(card.code)
    if hit is None or hit[0] is not card:
        hit = _ATTRS[card.code] = (card, card_attributes(card))
    return hit[1]


def _static_rows(T):
    """What `prepare` reads from the definitions: the printed attributes by instance id
    (one zero row more, PAD), and per seat the `cards` table's image (rows in relative
    order) and id -> row."""
    attrs = np.zeros((CARDS + 1, NS), dtype=np.float32)
    attrs[:CARDS] = np.stack([_attributes_of(c) for c in T.cards])
    climax = [c.type == "climax" for c in T.cards]
    colour = [COLORS.index(c.color) for c in T.cards]
    images, rows = [], []
    for seat in (0, 1):
        order = [(seat * SIDE + r) % CARDS for r in range(CARDS)]       # row -> id
        img = np.zeros((CARDS, CW), dtype=np.float32)
        img[:, :NS] = attrs[order]
        img[:SIDE, LF["mine"]] = 1.0
        images.append(img.reshape(-1))
        row = [0] * CARDS                                               # id -> row
        for r, c in enumerate(order):
            row[c] = r
        rows.append(row)
    return attrs, climax, colour, images, rows


class WeissSchwarzEncoding(Encoding):
    game_name = "weiss-schwarz"
    version = 2

    def __init__(self, game, format=None):
        super().__init__(game, format)
        L = self.layout
        self._phase = L.add("phase", len(PHASES), "one-hot phase: " + ", ".join(PHASES))
        self._turn = L.add("turn", 1, "turn number / 40")
        self._turn_player = L.add("turn_player", 1, "1: it is the seat's turn")
        self._went_first = L.add("went_first", 1, "1: the seat went first")
        self._decision = L.add("decision", len(KINDS) + 4,
                               "one-hot kind of the pending decision: " + ", ".join(KINDS)
                               + "; then 1 if the seat decides; 1 if the opponent decides; "
                               "the seat's number of options / 32; 1 if the seat may pass "
                               "(option 999)")
        self._attack = L.add("attack", 14,
                             "the attack in progress: 1 if one is; 1 if the seat attacks; "
                             "attacker's slot one-hot (3, the attacker's center left, "
                             "middle, right); type one-hot (direct, frontal, side); the "
                             "defender's slot one-hot (3, the defending side's center); "
                             "shot triggers pending / 2; 1 if its damage was canceled; "
                             "1 if the frontal defender is still in its slot")
        self._players = L.add_table("players", 2, PLAYER_FIELDS,
                                    "one row per player, the seat then the opponent")
        self._stage = L.add_table("stage", 10, STAGE_FIELDS,
                                  "the seat's stage positions 0-4 then the opponent's 0-4 "
                                  "(center left, middle, right, back left, back right; "
                                  "the opponent's center left faces the seat's center right)")
        assert (self._turn, self._decision, self._attack, self._players) == \
            (H_TURN, H_DEC, H_ATK, HEAD)
        self._hand = L.add_table("hand", HAND_ROWS, HAND_FIELDS,
                                 f"the first {HAND_ROWS} cards of the seat's hand, in "
                                 "instance-id order (the order of the `cards` rows)")
        self._cards = L.add_table("cards", CARDS, CARD_ROW,
                                  "one row per card: the seat's 50 then the opponent's 50, "
                                  "each in deck-list order; action blocks naming a card use "
                                  "this row number")
        A = self.actions
        card = "by card index (the `cards` row: seat's own 0-49, opponent's 50-99)"
        A.add("first", 2, "0: the chooser goes first, 1: the opponent goes first")
        A.add("mulligan", CARDS + 1, f"0-99: discard that hand card, {card}; 100: keep the rest")
        A.add("clock", CARDS + 1, f"0-99: put that hand card into the clock, {card}; 100: skip")
        A.add("main", CARDS + 27, f"0-99: play that hand card (character or event), {card}; "
                                  "100-124: 100 + slot*5 + k, use 【ACT】 ability k of the "
                                  "character in the seat's stage slot (ids 100-124); 125: "
                                  "move a character (id 200, a `move` decision follows); "
                                  "126: end the main phase (id 999)")
        A.add("move", len(MOVES) + 1, "0-9: swap stage slots a < b (id a*5+b, in the order "
                                      "01 02 03 04 12 13 14 23 24 34); 10: no move (999)")
        A.add("slot", 5, "the stage slot (0-2 center left/middle/right, 3-4 back left/right)")
        A.add("climax", CARDS + 1, f"0-99: play that climax, {card}; 100: play none")
        A.add("attack", 10, "0-8: slot*3 + t, attack with the character of center slot "
                            "0-2, t 0 direct, 1 frontal, 2 side; 9: end the attack phase")
        A.add("counter", CARDS + 1, f"0-99: that Backup / counter event from the hand, "
                                    f"{card}; 100: no counter")
        A.add("yes_no", 2, "0: no, 1: yes (pay a cost, use an optional ability, a trigger)")
        A.add("choose", CARDS + 1, f"0-99: choose that card (any zone, either side), {card}; "
                                   "100: choose nothing")
        A.add("dest", 2, "0: to the hand, 1: to the stock")
        A.add("level_up", CARDS, f"the clock card that goes to the level zone, {card}")
        A.add("encore", ENCORE_CAP, "0: no encore, 1: the standard encore (3 stock), 2-5: "
                                    "the character's own Encore k (id 2+k)")
        A.add("encore_order", 5, "the stage slot of the reversed character that goes to the "
                                 "waiting room next")
        A.add("discard", CARDS, f"the hand card discarded down to 7, {card}")
        A.add("order", ORDER_CAP, "which of the seat's waiting 【AUTO】 abilities resolves "
                                  "first, by rank among them (0 = the one that triggered "
                                  "first)")
        A.add("mode", MODE_CAP, "k: perform the k-th of the modal ability's quoted effects "
                                "(in printed order; one already performed is not offered)")
        self._move_index = {m: i for i, m in enumerate(MOVES)}
        self._move_index[PASS] = len(MOVES)
        self._attrs = None
        self._images = None
        self._row = None
        self._loc = np.zeros((CARDS, LOC_W), dtype=np.float32)     # scratch of `encode`

    # -- prepare: the printed attributes of both decks, by instance id ---------------------
    def prepare(self, state) -> None:
        T = state.T
        if T.n != SIDE or len(T.cards) != CARDS:
            raise ValueError(f"{self.tag}: decks of {SIDE} cards expected, got {T.n}")
        hit = _PREPARED.get(id(T))
        if hit is None or hit[0] is not T:
            hit = (T, _static_rows(T))
            if len(_PREPARED) >= 16:
                _PREPARED.pop(next(iter(_PREPARED)))
            _PREPARED[id(T)] = hit
        self._attrs, self._climax, self._colour, self._images, self._row = hit[1]

    # -- actions ------------------------------------------------------------------------
    def local(self, kind: str, aid: int, view: dict) -> int:
        if kind in ("first", "slot", "yes_no", "dest", "encore", "encore_order", "mode"):
            return aid
        if kind == "attack":
            return 9 if aid == PASS else aid
        if kind == "move":
            return self._move_index.get(aid, -1)
        if kind == "order":
            return sorted(view["decision"]["options"]).index(aid)
        if kind == "main":
            if aid == PASS:
                return CARDS + 26
            if aid == 200:
                return CARDS + 25
            if aid >= 100:
                return aid            # 100 + slot*5 + k
        if aid == PASS:
            return CARDS
        return (aid - SIDE * view["player"]) % CARDS

    # -- the observation ----------------------------------------------------------------
    def encode(self, view: dict, out: np.ndarray) -> None:
        me = view["player"]
        mine, theirs = view["me"], view["opponent"]
        rw = self._row[me]
        attrs, clx, col = self._attrs, self._climax, self._colour
        code = bytearray(NO_PLACE)    # per card row: zone, slot, option (CODE_LUT)
        posb = bytearray(CARDS)       # per card row: its place in the zone (POS_SCALE)
        mbits = bytearray(CARDS)      # per card row: the hidden zones it may be in (MAY_LUT)

        # -- the head: phase, turn, decision, attack (one list, written at once)
        h = [0.0] * HEAD
        phase = view["phase"]
        if phase in PHASES:
            h[PHASES.index(phase)] = 1.0
        t = view["turn"] / 40.0
        h[H_TURN] = t if t < 1.0 else 1.0
        active = view["active"]
        h[H_TURN + 1] = 1.0 if active == me else 0.0
        h[H_TURN + 2] = 1.0 if view["first"] == me else 0.0
        d = view["decision"]
        opts = kind = None
        if d is not None:
            kind = d["kind"]
            k = KIND_INDEX.get(kind)
            if k is not None:
                h[H_DEC + k] = 1.0
            if d["player"] == me:
                opts = d["options"]
                h[H_DEC + len(KINDS)] = 1.0
                n = len(opts) / 32.0
                h[H_DEC + len(KINDS) + 2] = n if n < 1.0 else 1.0
                h[H_DEC + len(KINDS) + 3] = 1.0 if PASS in opts else 0.0
            else:
                h[H_DEC + len(KINDS) + 1] = 1.0
        atk = view["attack"]
        if atk:
            # [attacker slot, type, defender slot, shot, canceled, defender card] (attack.py)
            s, t, ds = atk[0], atk[1], atk[2]
            attacking = active == me
            h[H_ATK] = 1.0
            h[H_ATK + 1] = 1.0 if attacking else 0.0
            if 0 <= s < 3:
                h[H_ATK + 2 + s] = 1.0
            if 0 <= t < 3:
                h[H_ATK + 5 + t] = 1.0
            if ds is not None and 0 <= ds < 3:
                h[H_ATK + 8 + ds] = 1.0
                x = (theirs if attacking else mine)["stage"][ds]
                if len(atk) > 5 and x is not None and x["card"] == atk[5]:
                    h[H_ATK + 13] = 1.0
            v = atk[3] / 2.0
            h[H_ATK + 11] = v if v < 1.0 else 1.0
            h[H_ATK + 12] = 1.0 if atk[4] else 0.0
        out[:HEAD] = h

        # -- the stage rows; the stage cards and known markers in the cards table
        ids, dyn = [], []
        for side in (mine, theirs):
            for slot, x in enumerate(side["stage"]):
                if x is None:
                    ids.append(PAD)
                    dyn.append(EMPTY_STAGE)
                    continue
                c = x["card"]
                ids.append(c)
                st = x["status"]
                pw = x["power"] / POWER_TOP
                so = x["soul"] / 4.0
                lv = x["level"] / 3.0
                mk = x["markers"] / 4.0
                known = x["markers_known"]
                mkk = len(known) / 4.0
                dyn.append((1.0, st == 0, st == 1, st == 2,
                            -1.0 if pw < -1 else 1.0 if pw > 1 else pw,
                            -1.0 if so < -1 else 1.0 if so > 1 else so,
                            lv if lv < 1 else 1.0, mk if mk < 1 else 1.0,
                            mkk if mkk < 1 else 1.0))
                code[rw[c]] = C_STAGE[slot]
                for m in known:
                    code[rw[m]] = C_MARKER[slot]
        sb = self._stage
        stage = out[sb: sb + 10 * SW].reshape(10, SW)
        stage[:, :NDYN] = dyn
        stage[:, NDYN:] = attrs.take(ids, axis=0)

        # -- the players' rows; the other zones in the cards table
        prow = []
        deck_clx = [0, 0]
        for k, side in enumerate((mine, theirs)):
            hand = side["hand"] if k == 0 else side["hand_known"]
            for c in hand:
                code[rw[c]] = C_HAND
            wr = side["waiting_room"]
            n_wr = len(wr)
            i = n_wr
            for c in wr:
                i -= 1
                r = rw[c]
                code[r] = C_WAIT
                posb[r] = i
            lvl = side["level"]
            lc = [0, 0, 0, 0]
            for i, c in enumerate(lvl):
                r = rw[c]
                code[r] = C_LEVEL
                posb[r] = i
                lc[col[c]] += 1
            clock = side["clock"]
            cc = [0, 0, 0, 0]
            for i, c in enumerate(clock):
                r = rw[c]
                code[r] = C_CLOCK
                posb[r] = i if i < 255 else 255
                cc[col[c]] += 1
            mem, cx, res = side["memory"], side["climax"], side["resolution"]
            for c in mem:
                code[rw[c]] = C_MEMORY
            for c in cx:
                code[rw[c]] = C_CLIMAX
            for c in res:
                code[rw[c]] = C_RES
            dk, sk = side["deck_known"], side["stock_known"]
            for p_, c in dk:
                r = rw[c]
                code[r] = C_DECK
                posb[r] = p_ if p_ < 255 else 255
                deck_clx[k] += clx[c]
            for p_, c in sk:
                r = rw[c]
                code[r] = C_STOCK
                posb[r] = p_ if p_ < 255 else 255
            nm = ns = 0
            for x in side["stage"]:
                if x is not None:
                    ns += 1
                    nm += x["markers"]
            nl, ncl = len(lvl), len(clock)
            wclx = sum(map(clx.__getitem__, wr))
            climax = [0.0] * 5
            if cx:
                climax[0] = 1.0
                climax[1 + col[cx[-1]]] = 1.0
            prow += [
                _top(nl, 3.0), *[_top(x, 3.0) for x in lc],
                _top(ncl, 7.0), *[_top(x, 7.0) for x in cc],
                *[1.0 if lc[q] or cc[q] else 0.0 for q in range(4)],
                _top(side["stock"], 20.0), _top(len(sk), 20.0),
                _top(side["deck"], 50.0), _top(len(dk), 50.0),
                0.0,                                  # deck_climaxes, after the pools
                _top(n_wr, 50.0), _top(wclx, 8.0), _top(len(mem), 10.0),
                _top(side["hand_count"], 15.0), _top(len(hand), 15.0),
                *climax, _top(len(res), 4.0), _top(nm, 10.0), ns / 5.0]

        # -- the hidden zones each card the seat cannot place may lie in (the pools)
        for cards, zones in view["pools"]:
            bits = 0
            for z in zones:
                b = HIDDEN_BIT.get(z)
                if b is None:
                    continue
                k = 0 if int(z[-1]) == me else 1
                bits |= 1 << (b + 4 * k)
                if b == 0:                    # "deck:p"
                    deck_clx[k] += sum(map(clx.__getitem__, cards))
            if bits:
                for c in cards:
                    mbits[rw[c]] |= bits
        prow[PF["deck_climaxes"]] = _top(deck_clx[0], 8.0)
        prow[PW + PF["deck_climaxes"]] = _top(deck_clx[1], 8.0)
        pb = self._players
        out[pb: pb + 2 * PW] = prow

        # -- the seat's hand rows, and the option bits
        hand = mine["hand"]
        n = len(hand) if len(hand) < HAND_ROWS else HAND_ROWS
        hb = self._hand
        tbl = out[hb: hb + HAND_ROWS * HW].reshape(HAND_ROWS, HW)
        if n:
            tbl[:, HF["type"]:] = attrs.take(hand[:n] + PADS[n], axis=0)
            tbl[:n, 0] = 1.0
        if opts is not None and kind in CARD_KINDS:
            first = hand[:n]
            for a in opts:
                if a < 100:
                    code[rw[a]] += 1
                    if a in first:
                        tbl[first.index(a), 1] = 1.0

        # -- the cards table: printed attributes, then places from the three byte rows
        cb = self._cards
        out[cb: cb + CARDS * CW] = self._images[me]
        ci = np.frombuffer(code, dtype=np.uint8)
        loc = self._loc
        CODE_LUT.take(ci, axis=0, out=loc)
        loc += MAY_LUT.take(np.frombuffer(mbits, dtype=np.uint8), axis=0)
        p = np.frombuffer(posb, dtype=np.uint8) * POS_SCALE.take(ci)
        np.minimum(p, 1.0, out=p)
        loc[:, -1] = p
        out[cb: cb + CARDS * CW].reshape(CARDS, CW)[:, L_AT:] = loc


def _top(x, top: float) -> float:
    v = x / top
    return v if v < 1.0 else 1.0
