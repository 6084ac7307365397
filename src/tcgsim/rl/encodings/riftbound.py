"""The RL encoding of Riftbound (version 1), one per format ("duel", "ffa3", "ffa4", "2v2").

Every number comes from `state.view(seat)` (games/riftbound/view.py) and from the card
definitions of the instance ids a view shows (read once in `prepare`, from the base card
table). Riftbound is Riot Games' property: the encoding holds numbers and printed attributes
only (cost, Might, type, domains, keywords, how many abilities of which kind, which groups of
effect verbs of tcgsim's own vocabulary its abilities use) -- never a name or a text.

Seats are numbered relative to the observer: 0 is the seat itself, then the others in turn
order (seat k is `(viewer + k) % seats`). In 2v2 (teams 1+3 against 2+4) the teammate is
relative seat 2; every seat row also says whether it is a friend. Battlefields are rows by
the relative seat whose deck they came from (row r: the battlefield of relative seat r; in
ffa4 and 2v2 the first player brings none, so one row is empty).

The observation is a row of global entries, then tables (`describe()` / docs/rl.md):
  seats          one row per relative seat: points, counts, runes, rune pool, legend, champion
  battlefields   one row per battlefield (by its deck's relative seat)
  board          BOARD rows per relative seat (that seat's units and gear: its base first, then
                 each battlefield in row order, each in the engine's order)
  hand           the seat's own hand, sorted by instance id (the view's order), HAND rows
  chain          the chain, newest item first, CHAIN rows
  pay_ways       the options of a pending "pay" decision of the seat, in option-id order
  picks          the cards the options of a pending recycle / from_trash / opp_hand /
                 play_revealed decision of the seat name, in option-id order
  decision       the pending decision's kind, who decides, its option count and numbers
Each card row starts with the card's printed attributes (CARD_FIELDS, 64 entries; a copy
shows the copied card's). Sizes: duel 9025 entries / 1795 actions, ffa3 11798 / 1994, ffa4
and 2v2 14631 / 2193 -- the same for any legal deck.

Caps (also in the segment meanings): HAND (20) hand rows, BOARD (24) board rows per seat,
CHAIN (10) chain rows, PICK_ROWS (16) described picks of up to PICK (64) options, PAY (32)
payment ways. Past a cap nothing is encoded, and an option naming a card past a cap raises
EncodingError. check_encoding never met one in ~1,900 random games of the four formats
(default and random custom decks): the engine caps a seat's tokens at 16, boards stayed under
20 objects a seat, hands under 13 cards, chains under 7 items, a trash under 32 cards.

Actions: one block per decision kind (43 kinds, `KINDS`: every `_opts_<kind>` of the rules).
Indices align with observation rows: a hand card by its hand row, a unit or gear by its
board row (any seat's: relative seat * BOARD + row in that seat's rows; the seat's own: the
row, then its legend), a spell on the chain by its chain row, a battlefield by its
battlefield row, an opponent by its relative seat. Ids that encode things are mapped:
  - main decisions (act / respond / focus): card c (played from the hand, the Champion
    Zone or facedown: by hand row, place, battlefield row), HIDE + c * 8 + i (hand row *
    battlefields + battlefield row), MOVE + c (board row) and ACT + h * 4096 + s * 8 + k
    (ability k of the legend or of board row s; with h != s -- Heimerdinger using a
    friend's [Exhaust] ability -- the rank of h's board row among the borrowers the options
    name, then s, then k) each have a sub-block (`_main_block`; respond and focus have no
    hide and move sub-blocks, those are main-timing only);
  - "pay": a payment way's id is a bit field of the runes it leaves (costs.plan_id); the
    index is its rank among the decision's options sorted by id, and row k of `pay_ways`
    says what way k exhausts and recycles (costs._plans gives at most 19 ways in any rune
    situation of two domains -- enumerated exhaustively; the block holds 32);
  - recycle / from_trash / opp_hand / play_revealed: the rank of the card among the options
    (row k of `picks` describes it); trigger_order: the rank among the options (the view
    does not say which pending trigger is which);
  - numbers (pay_amount 0..64, mode, domain, discount_order, 0/1 answers, the accelerate /
    repeat / optional_cost answers 0..5 of Ezreal's discounts): the number itself;
  - NONE (9999: pass / done / none / keep / to the base) is 0 in the main blocks and the
    last index of every other block that can offer it.
Indices are distinct within a decision by construction (distinct cards have distinct rows,
ranks are distinct); `Encoding.option_indices` checks it at every decision anyway.
"""

from __future__ import annotations

import numpy as np

from ...games.riftbound.cards import DOMAINS
from ...games.riftbound.chain import ACT, HIDE, MOVE
from ...games.riftbound.rules import PHASES
from ...games.riftbound.state import NONE
from ...games.riftbound.vocab import KEYWORDS, KW_BITS
from ..base import Encoding, scaled

# ---- caps --------------------------------------------------------------------------------
HAND = 20            # hand rows (and hand-card action indices)
BOARD = 24           # board rows per seat (and unit / gear action indices per seat)
CHAIN = 10           # chain rows (and spell-target indices)
CHAMP = 2            # Champion Zone places a card may be played from
ABIL = 2             # activated abilities per object (the shipped pool has at most 1)
BORROW = 3           # objects that use a friend's [Exhaust] ability (Heimerdinger, 3 copies)
PAY = 32             # payment ways
PICK_ROWS = 16       # described pick options
PICK = 64            # pick options (own trash cards, an opponent's hand, revealed cards)
TRIG = 8             # triggers to order
ORDERS = 24          # discount orders (4! permutations)
MODES = 8            # modes of a modal ability
AMOUNT = 65          # pay_amount answers 0..64 (the engine's cap)
YES = 6              # accelerate / repeat / optional_cost answers 0..5 (Ezreal's discounts)

KINDS = ("mulligan", "act", "respond", "focus", "pay", "destination_play", "play_here_cost",
         "accelerate", "repeat", "optional_cost", "target", "target_ability", "choose",
         "keep_target", "discount_order", "discard", "cost_unit", "opponent", "alt_cost",
         "recycle", "optional", "trigger_order", "vision", "move_to", "move_also", "assign",
         "domain", "battlefield", "play_from_hand", "kill", "destination", "from_trash",
         "play_revealed", "split_drop", "split_assign", "token_place", "pay_amount",
         "pay_xp", "opp_hand", "spend_buff", "mode", "staged", "weaponmaster")
KIND_INDEX = {k: i for i, k in enumerate(KINDS)}
PHASE_INDEX = {k: i for i, k in enumerate(PHASES)}
TARGET_KINDS = ("target", "target_ability", "choose", "keep_target", "assign", "split_drop",
                "split_assign")
OWN_KINDS = ("move_also", "cost_unit", "kill", "spend_buff", "weaponmaster")
HAND_KINDS = ("mulligan", "discard", "play_from_hand")
PICK_KINDS = ("recycle", "from_trash", "opp_hand", "play_revealed")
PLACE_KINDS = ("destination_play", "play_here_cost", "move_to", "destination", "token_place")
BF_KINDS = ("battlefield", "staged")
NUMBER_KINDS = {"accelerate": YES, "repeat": YES, "optional_cost": YES, "optional": 2,
                "vision": 2, "pay_xp": 2, "alt_cost": 2, "domain": len(DOMAINS),
                "mode": MODES, "discount_order": ORDERS, "pay_amount": AMOUNT}

# ---- what a card's printed attributes say ------------------------------------------------
KW_NAMES = tuple(KEYWORDS)
KW_VALUED = ("assault", "shield", "deflect", "repeat")
VERB_GROUPS = (
    ("damage", ("deal", "deal_all", "split", "duel")),
    ("kill", ("kill", "kill_all", "each_kills", "doom")),
    ("draw", ("draw", "controller_draws")),
    ("discard", ("discard", "opp_discard")),
    ("might", ("might", "might_all", "might_to", "set_base_might")),
    ("buff", ("buff", "spend_buff", "empower")),
    ("stun", ("stun",)),
    ("move", ("move",)),
    ("bounce_recycle", ("return_hand", "recycle", "recycle_revealed")),
    ("token_copy", ("token", "copy")),
    ("ready", ("ready", "ready_runes")),
    ("resources", ("add_energy", "add_power", "channel", "pay_any")),
    ("play_other_zones", ("from_trash", "play_from_hand", "play_revealed", "play_me",
                          "reveal_top")),
    ("points", ("gain_points", "win_here")),
    ("keywords_protect", ("grant", "save", "turn_flag", "attach", "weaponmaster")),
    ("other", ("gain_control", "banish_all", "choose_opponent", "reveal_hand", "pay_xp",
               "opp_draws")),
)
VERB_GROUP = {v: g for g, (_, vs) in enumerate(VERB_GROUPS) for v in vs}
MAIN_TYPES = ("unit", "spell", "gear")
CARD_FIELDS = (
    ("type", 3, "one-hot printed type: unit, spell, gear (none for a legend, battlefield)"),
    ("energy", 1, "printed Energy cost / 12"),
    ("power", 8, "printed Power cost / 4 per domain (" + ", ".join(DOMAINS) + "), then of any "
                 "domain [A], then of one of the card's own domains [C]"),
    ("might", 1, "printed Might / 12 (units)"),
    ("domains", 6, "its domains: " + ", ".join(DOMAINS)),
    ("keywords", len(KW_NAMES), "printed keywords: " + ", ".join(KW_NAMES)),
    ("keyword_values", len(KW_VALUED), "the numbers of " + ", ".join(KW_VALUED) + " / 4"),
    ("supertypes", 3, "token, champion, signature"),
    ("abilities", 5, "activated abilities / 3, triggered / 4, passive / 4; has a spell "
                     "effect; has an additional cost"),
    ("effects", len(VERB_GROUPS), "its abilities use effect verbs of these groups: "
                                  + ", ".join(g for g, _ in VERB_GROUPS)),
    ("unsupported", 1, "printed ability paragraphs tcgsim's vocabulary does not express / 3"),
)
CARD = sum(n for _, n, _ in CARD_FIELDS)
CARD_OFF = {}
_at = 0
for _f, _n, _ in CARD_FIELDS:
    CARD_OFF[_f] = _at
    _at += _n
del _at

_STATIC_CACHE: dict = {}      # card -> (its compiled rules, its printed-attribute row)
_TABLES: dict = {}            # id(card table) -> (table, its rows per instance, their views)


def _walk_verbs(steps, out: set) -> None:
    todo = list(steps or ())
    while todo:
        st = todo.pop()
        out.add(st["verb"])
        todo += list(st.get("do") or ())
        for m in st.get("modes") or ():
            todo += list(m)


def card_row(card, rules) -> np.ndarray:
    """The printed attributes of a card (CARD_FIELDS), from its definition and its
    compiled ability records (table.Rules)."""
    got = _STATIC_CACHE.get(card)
    if got is not None and got[0] is rules:
        return got[1]
    row = np.zeros(CARD, dtype=np.float32)
    o = CARD_OFF
    if card.type in MAIN_TYPES:
        row[o["type"] + MAIN_TYPES.index(card.type)] = 1.0
    row[o["energy"]] = scaled(card.energy or 0, 12)
    for d, k in card.power:
        i = 7 if d == "own" else 6 if d == "any" else DOMAINS.index(d)
        row[o["power"] + i] = min(1.0, row[o["power"] + i] + k / 4)
    row[o["might"]] = scaled(card.might or 0, 12)
    for d in card.domains:
        row[o["domains"] + DOMAINS.index(d)] = 1.0
    bits = rules.kwbits
    for i, k in enumerate(KW_NAMES):
        if bits & KW_BITS[k]:
            row[o["keywords"] + i] = 1.0
    for i, k in enumerate(KW_VALUED):
        v = rules.kw.get(k)
        if v:
            row[o["keyword_values"] + i] = scaled(1 if v is True else v, 4)
    row[o["supertypes"]] = card.token
    row[o["supertypes"] + 1] = card.champion
    row[o["supertypes"] + 2] = card.signature
    a = o["abilities"]
    row[a] = scaled(len(rules.activated), 3)
    row[a + 1] = scaled(sum(len(v) for v in rules.triggers.values()), 4)
    row[a + 2] = scaled(len(rules.statics), 4)
    row[a + 3] = rules.spell is not None
    row[a + 4] = bool(rules.costs)
    verbs: set = set()
    if rules.spell:
        _walk_verbs(rules.spell["do"], verbs)
    for lst in rules.triggers.values():
        for ab in lst:
            _walk_verbs(ab["do"], verbs)
    for ab in rules.activated:
        _walk_verbs(ab["do"], verbs)
    for v in verbs:
        g = VERB_GROUP.get(v)
        if g is not None:
            row[o["effects"] + g] = 1.0
    row[o["unsupported"]] = scaled(card.unsupported, 3)
    row.setflags(write=False)
    if len(_STATIC_CACHE) >= 4096:
        _STATIC_CACHE.clear()
    _STATIC_CACHE[card] = (rules, row)         # the rules kept: the key is the pair
    return row


class _Maps:
    """Where each card a view shows sits in the observation (the rows the actions use)."""
    __slots__ = ("view", "hand", "champ", "fd", "bf_row", "slot", "legend", "chain",
                 "ranks", "borrow", "ctrl", "objs", "attached")

    def __init__(self, view):
        self.view = view
        self.ranks = None
        self.borrow = None


class RiftboundEncoding(Encoding):
    game_name = "riftbound"
    version = 1

    def __init__(self, game, format=None):
        super().__init__(game, format)
        n = self.seats
        self.nbf = nbf = n                 # battlefields in play: at most one per seat
        L = self.layout
        L.add("phase", len(PHASES), "one-hot phase: " + ", ".join(PHASES))
        L.add("turn_no", 1, "turn number / 40")
        L.add("turn", n, "one-hot relative seat whose turn it is")
        L.add("priority", n, "one-hot relative seat holding priority on the chain (none: no "
                             "chain)")
        L.add("focus", n, "one-hot relative seat holding Focus in a showdown (none: no "
                          "showdown)")
        L.add("showdown", 2 + 3 * n, "a showdown: in progress; it is a combat; one-hot "
              "battlefield row; one-hot relative attacking seat; one-hot relative defending "
              "seat")
        L.add("victory_score", 1, "the Victory Score / 16 (8; 11 in 2v2, a team's points)")
        L.add("chain_length", 1, f"items on the chain / {CHAIN}")
        self.seat_fields = (
            ("present", 1, "1: the seat exists"),
            ("friend", 1, "1: the seat itself or its teammate (2v2)"),
            ("turn", 1, "1: its turn"),
            ("points", 1, "points / Victory Score"),
            ("counts", 6, "cards in hand / 20, Main Deck / 60, Rune Deck / 12, trash / 40, "
                          "banished / 20, tokens in reserve / 20"),
            ("trash_types", 3, "units, spells, gear in its trash / 20"),
            ("runes_ready", 6, "ready runes in play per domain / 12"),
            ("runes_exhausted", 6, "exhausted runes in play per domain / 12"),
            ("pool", 9, "Rune Pool: Energy / 12, Energy for spells only / 12, Power per domain "
                        "and [A] / 12"),
            ("xp", 1, "experience points / 10"),
            ("scored", 1, "battlefields it scored this turn / battlefields"),
            ("set_aside", 1, "cards it set aside in its mulligan / 2 (the seat's own row)"),
            ("legend_state", 1, "1: its legend is exhausted"),
            ("legend", CARD, "its legend's printed attributes (CARD fields)"),
            ("champion_state", 2, "its Chosen Champion is in the Champion Zone; it is on the "
                                  "board (then it is one of the seat's board rows)"),
            ("champion", CARD, "the Champion Zone card's printed attributes (CARD fields)"),
        )
        self._seats = L.add_table("seats", n, self.seat_fields,
                                  "one row per relative seat (0: the seat itself)")
        self.bf_fields = (
            ("present", 1, "1: a battlefield from this relative seat's deck is in play"),
            ("controller", n + 1, "one-hot relative seat controlling it, then: nobody"),
            ("contested", n, "one-hot relative seat that contested it"),
            ("facedown", 2 + n, "a facedown card is here; it is the seat's own; one-hot "
                                "relative seat owning it"),
            ("fight", 2, "a showdown here; a combat here"),
            ("units", n, "units here per relative seat / 12"),
            ("might", n, "total Might of the units here per relative seat / 40"),
            ("scored", n, "scored here this turn, per relative seat"),
            ("card", CARD, "the battlefield card's printed attributes (CARD fields)"),
            ("my_facedown", CARD, "the seat's own facedown card here (CARD fields; zero for "
                                  "another's, which stays hidden)"),
        )
        self._bfs = L.add_table("battlefields", nbf, self.bf_fields,
                                "one row per battlefield, by the relative seat whose deck it "
                                "came from")
        self.board_fields = (
            ("card", CARD, "printed attributes (CARD fields; a copy: the copied card's)"),
            ("present", 1, "1: a unit or gear"),
            ("at", 1 + nbf, "one-hot: its controller's base, or the battlefield row it is at"),
            ("might", 1, "Might as it counts now / 16 (negative below 0, down to -1)"),
            ("damage", 1, "damage marked / 12"),
            ("state", 6, "exhausted, buffed, stunned, attacking, defending, empowered"),
            ("attach", 2, "a gear attached to a unit; gear attached to this unit / 3"),
            ("keywords", len(KW_NAMES), "keywords it has now (printed and granted): "
                                        + ", ".join(KW_NAMES)),
            ("copy", 1, "1: it is a copy of another card"),
            ("option", 3, "the pending decision of the seat names it: as a choice (target, "
                          "damage, unit to move along ...); its Standard Move; one of its "
                          "abilities"),
        )
        self._board = L.add_table("board", n * BOARD, self.board_fields,
                                  f"units and gear on the board, {BOARD} rows per relative "
                                  "seat (its controller): its base, then each battlefield in "
                                  "row order")
        self.hand_fields = (
            ("card", CARD, "printed attributes (CARD fields)"),
            ("present", 1, "1: a card"),
            ("option", 3, "the pending decision of the seat: it can be played now; it can be "
                          "hidden now; the decision names it (mulligan, discard, play from "
                          "hand)"),
        )
        self._hand = L.add_table("hand", HAND, self.hand_fields,
                                 f"the seat's hand by instance id, first {HAND} cards")
        self.chain_fields = (
            ("card", CARD, "printed attributes of its card (the spell, or the object whose "
                           "ability it is)"),
            ("present", 1, "1: an item"),
            ("kind", 4, "one-hot: a spell, an activated ability, a triggered ability, a rules "
                        "trigger (Temporary, Vision)"),
            ("controller", n, "one-hot relative seat controlling it"),
            ("targets", 2, "targets chosen / 4; of them, the seat's (or its teammate's) / 4"),
            ("option", 1, "the pending decision of the seat names it (a spell to target)"),
        )
        self._chain = L.add_table("chain", CHAIN, self.chain_fields,
                                  "the chain, newest item first")
        self.pay_fields = (
            ("present", 1, "1: a payment way"),
            ("uses", 6, "ready runes it exhausts or recycles, per domain / 12"),
            ("recycles", 6, "runes it recycles, per domain / 12"),
            ("left", 2, "ready runes left / 12, runes left / 12"),
        )
        self._pay = L.add_table("pay_ways", PAY, self.pay_fields,
                                "the ways of the seat's pending payment, by option id")
        self.pick_fields = (
            ("card", CARD, "printed attributes (CARD fields)"),
            ("present", 1, "1: an option"),
        )
        self._picks = L.add_table("picks", PICK_ROWS, self.pick_fields,
                                  "the cards of the seat's pending recycle, from_trash, "
                                  f"opp_hand or play_revealed decision by id (first "
                                  f"{PICK_ROWS} of up to {PICK})")
        L.add("decision", len(KINDS) + 1 + n + 3,
              "one-hot kind of the pending decision (" + ", ".join(KINDS) + "); 1 if the "
              "seat decides; one-hot relative seat deciding; its options / 64, it offers "
              "NONE (pass / done / none / to base), its largest number / 64 (numbers-kinds)")
        self._S = {s.name: s.start for s in L.segments}
        self._off = {name: L.field_offsets(name) for name in
                     ("seats", "battlefields", "board", "hand", "chain", "pay_ways", "picks")}
        self._w = {name: sum(k for _, k, _ in L[name].fields) for name in self._off}

        # ---- the actions -------------------------------------------------------------
        A = self.actions
        self._main = {}
        for kind, full in (("act", True), ("respond", False), ("focus", False)):
            self._main[kind] = self._main_block(kind, full)
        A.add("pay", PAY, "a payment way by rank among the options (row of pay_ways)")
        for kind in PLACE_KINDS:
            A.add(kind, 1 + nbf, "a battlefield by row; last: NONE (to the base / pay none)")
        for kind in BF_KINDS:
            A.add(kind, nbf, "a battlefield by row")
        for kind in TARGET_KINDS:
            A.add(kind, n * BOARD + CHAIN + 1, "a unit or gear by board row (relative seat * "
                  f"{BOARD} + row), then a spell by chain row; last: NONE")
        for kind in OWN_KINDS:
            A.add(kind, BOARD + 2, "one of the seat's units or gear by its board row; then its "
                  "legend; last: NONE")
        for kind in HAND_KINDS:
            A.add(kind, HAND + 1, "a hand card by hand row; last: NONE (keep / none)")
        for kind in PICK_KINDS:
            A.add(kind, PICK + 1, "a card by rank among the options (row of picks); last: NONE")
        A.add("trigger_order", TRIG, "a trigger by rank among the options (which trigger is "
                                     "which the view does not say)")
        A.add("opponent", n, "an opponent by relative seat")
        for kind, size in NUMBER_KINDS.items():
            A.add(kind, size, {"accelerate": "0: no, 1: yes, k > 1: yes with k - 1 discounts "
                                             "on its Power",
                               "domain": "a domain: " + ", ".join(DOMAINS),
                               "pay_amount": "the amount paid, 0..64",
                               "discount_order": "the order of the discounts (a permutation "
                                                 "index)",
                               "mode": "the mode"}.get(
                kind, "the answer (0: no / its cost, 1: yes / its other cost ...)"))
        assert set(A.blocks) == set(KINDS), set(KINDS) ^ set(A.blocks)
        self._m = None
        self._static = None
        self._seat_order = [[(me + r) % n for r in range(n)] for me in range(n)]

    def _main_block(self, kind: str, full: bool) -> dict:
        """The sub-blocks of a main decision: where each sort of option starts."""
        nbf = self.nbf
        parts = [("pass", 1, "NONE: end the turn / pass"),
                 ("hand", HAND, "play a hand card, by hand row"),
                 ("champ", CHAMP, "play a Champion Zone card, by place"),
                 ("facedown", nbf, "play the seat's facedown card, by battlefield row")]
        if full:
            parts += [("hide", HAND * nbf, f"hide a hand card: hand row * {nbf} + battlefield "
                                           "row"),
                      ("move", BOARD, "Standard Move of one of the seat's units, by board row")]
        parts += [("legend", ABIL, "use ability k of the seat's legend"),
                  ("ability", BOARD * ABIL, f"use ability k of the seat's board row j: j * "
                                            f"{ABIL} + k"),
                  ("borrow", BORROW * (BOARD + 1) * ABIL,
                   f"use ability k of board row j (j = {BOARD}: the legend) through the r-th "
                   f"object that borrows friends' [Exhaust] abilities (r by board row among "
                   f"those in the options): (r * {BOARD + 1} + j) * {ABIL} + k")]
        out, at = {}, 0
        for name, size, _ in parts:
            out[name] = at
            at += size
        text = "; ".join(f"{at0}-{at0 + size - 1}: {m}" if size > 1 else f"{at0}: {m}"
                         for (name, size, m), at0 in zip(parts, [out[p[0]] for p in parts]))
        self.actions.add(kind, at, text)
        return out

    # ---- static card rows -------------------------------------------------------------
    def prepare(self, state) -> None:
        T = state.T.base                  # a copy effect's derived table: the copy is
        got = _TABLES.get(id(T))          # read through the view's copy_of
        if got is None or got[0] is not T:
            static = np.zeros((T.n, CARD), dtype=np.float32)
            for c in range(T.n):
                static[c] = card_row(T.cards[c], T.rules[c])
            static.setflags(write=False)
            got = (T, static, [memoryview(static[c]) for c in range(T.n)])
            if len(_TABLES) >= 64:
                _TABLES.clear()
            _TABLES[id(T)] = got
        self._static, self._smv = got[1], got[2]
        self._owner = list(T.owner)
        self._rune_dom = list(T.rune_dom)
        self._is_type = tuple([int(t == x) for t in T.type] for x in MAIN_TYPES)
        self._chosen = list(T.chosen)
        self._teams = list(T.team)
        self._m = None

    # ---- the maps of one view -----------------------------------------------------------
    def _maps(self, view) -> _Maps:
        m = self._m
        if m is not None and m.view is view:
            return m
        m = _Maps(view)
        me = view["viewer"]
        n = self.seats
        owner = self._owner
        m.hand = {c: i for i, c in enumerate(view["hand"])}
        me_seat = view["seats"][me]
        m.champ = {c: i for i, c in enumerate(me_seat["champion_zone"])}
        m.legend = me_seat["legend"][0][0] if me_seat["legend"] else -1
        fields = view["battlefields"]
        m.bf_row = [(owner[b["card"]] - me) % n for b in fields]
        m.fd = {}
        for i, b in enumerate(fields):
            f = b["facedown"]
            if f is not None and f >= 0:
                m.fd[f] = m.bf_row[i]
        slot, ctrl, objs, attached = {}, {}, [], []
        # each seat's objects: its base, then its units and gear at each battlefield in row
        # order; the object's slot is its seat's first row + its place in that list
        at = [[] for _ in range(n)]
        for r, q in enumerate(self._seat_order[me]):
            at[r] = [(u, -1) for u in view["seats"][q]["base"]]
        rows = m.bf_row
        for i in sorted(range(len(fields)), key=rows.__getitem__):
            row = rows[i]
            for u in fields[i]["units"]:
                at[(u["controller"] - me) % n].append((u, row))
        for r in range(n):
            q = (me + r) % n
            j = r * BOARD
            top = j + BOARD
            for u, row in at[r]:
                c = u["card"]
                ctrl[c] = q
                if "attached_to" in u:
                    attached.append(u["attached_to"])
                if j < top:
                    slot[c] = j
                    objs.append((j, u, row))
                    j += 1
                else:
                    slot[c] = -1                         # past the cap: no row
        m.slot, m.ctrl, m.objs, m.attached = slot, ctrl, objs, attached
        m.chain = {}
        ch = view["chain"]
        for k, it in enumerate(reversed(ch)):
            if it[0] == 0:
                m.chain[it[2]] = k
        self._m = m
        return m

    # ---- the actions ------------------------------------------------------------------
    def local(self, kind: str, aid: int, view: dict) -> int:
        m = self._maps(view)
        if kind in self._main:
            return self._local_main(kind, aid, m)
        size = self.actions.blocks[kind].size
        if aid == NONE:
            return size - 1
        if kind in TARGET_KINDS:
            s = m.slot.get(aid)
            if s is not None:
                return s
            k = m.chain.get(aid)
            return self.seats * BOARD + k if k is not None and k < CHAIN else -1
        if kind in OWN_KINDS:
            if aid == m.legend:
                return BOARD
            s = m.slot.get(aid, -1)
            return s if 0 <= s < BOARD else -1
        if kind in HAND_KINDS:
            return m.hand.get(aid, -1) if m.hand.get(aid, HAND) < HAND else -1
        if kind in PLACE_KINDS or kind in BF_KINDS:
            return m.bf_row[aid] if 0 <= aid < len(m.bf_row) else -1
        if kind in PICK_KINDS or kind in ("pay", "trigger_order"):
            return self._ranks(m).get(aid, -1)
        if kind == "opponent":
            return (aid - view["viewer"]) % self.seats
        return aid                                      # NUMBER_KINDS

    def _ranks(self, m) -> dict:
        if m.ranks is None:
            opts = sorted(x for x in m.view["options"] if x != NONE)
            m.ranks = {x: i for i, x in enumerate(opts)}
        return m.ranks

    def _local_main(self, kind: str, aid: int, m) -> int:
        sub = self._main[kind]
        if aid == NONE:
            return 0
        if aid >= ACT:
            x = aid - ACT
            h, s, k = x // 4096, (x % 4096) // 8, x % 8
            if k >= ABIL:
                return -1
            if h == s:
                if h == m.legend:
                    return sub["legend"] + k
                j = m.slot.get(s, -1)
                return sub["ability"] + j * ABIL + k if 0 <= j < BOARD else -1
            if m.borrow is None:
                hs = sorted({m.slot.get((o - ACT) // 4096, -1) for o in m.view["options"]
                             if o >= ACT and (o - ACT) // 4096 != ((o - ACT) % 4096) // 8})
                m.borrow = {j: r for r, j in enumerate(hs)}
            r = m.borrow.get(m.slot.get(h, -1), BORROW)
            j = BOARD if s == m.legend else m.slot.get(s, -1)
            if r >= BORROW or not 0 <= j <= BOARD:
                return -1
            return sub["borrow"] + (r * (BOARD + 1) + j) * ABIL + k
        if aid >= MOVE:
            j = m.slot.get(aid - MOVE, -1)
            return sub["move"] + j if "move" in sub and 0 <= j < BOARD else -1
        if aid >= HIDE:
            x = aid - HIDE
            r = m.hand.get(x // 8, HAND)
            i = x % 8
            if "hide" not in sub or r >= HAND or i >= len(m.bf_row):
                return -1
            return sub["hide"] + r * self.nbf + m.bf_row[i]
        r = m.hand.get(aid)
        if r is not None:
            return sub["hand"] + r if r < HAND else -1
        r = m.champ.get(aid)
        if r is not None:
            return sub["champ"] + r if r < CHAMP else -1
        r = m.fd.get(aid)
        if r is not None:
            return sub["facedown"] + r
        return -1

    # ---- the observation ---------------------------------------------------------------
    # Entries are written through a memoryview of `out` (a scalar write costs about half
    # of a numpy item assignment) and a card's printed-attribute row is copied from a
    # memoryview of its precomputed row (prepare).
    def encode(self, view: dict, out: np.ndarray) -> None:
        m = self._maps(view)
        me = view["viewer"]
        n = self.seats
        S = self._S
        mv = memoryview(out)
        smv = self._smv
        ph = PHASE_INDEX.get(view["phase"])
        if ph is not None:
            mv[S["phase"] + ph] = 1.0
        mv[S["turn_no"]] = min(view["turn_no"] / 40, 1.0)
        mv[S["turn"] + (view["turn"] - me) % n] = 1.0
        if view["priority"] >= 0:
            mv[S["priority"] + (view["priority"] - me) % n] = 1.0
        if view["focus"] >= 0:
            mv[S["focus"] + (view["focus"] - me) % n] = 1.0
        sd = view["showdown"]
        sd_bf, sd_combat = -1, False
        if sd is not None:
            o = S["showdown"]
            mv[o] = 1.0
            sd_combat = bool(sd[1])
            if sd_combat:
                mv[o + 1] = 1.0
            sd_bf = sd[0]
            if 0 <= sd_bf < len(m.bf_row):
                mv[o + 2 + m.bf_row[sd_bf]] = 1.0
            if sd[2] is not None and sd[2] >= 0:
                mv[o + 2 + n + (sd[2] - me) % n] = 1.0
            if sd[3] is not None and sd[3] >= 0:
                mv[o + 2 + 2 * n + (sd[3] - me) % n] = 1.0
        win = view["victory_score"] or 1
        mv[S["victory_score"]] = min(win / 16, 1.0)
        if view["chain"]:
            mv[S["chain_length"]] = min(len(view["chain"]) / CHAIN, 1.0)

        d = view["decision"]
        mine = d is not None and view["to_move"] == me
        opts = view["options"] if mine else ()
        dm = d if mine else None
        self._seats_rows(view, m, me, n, win, mv, smv)
        self._bf_rows(view, m, me, n, sd_bf, sd_combat, mv, smv)
        self._board_rows(m, me, n, dm, opts, mv, smv)
        self._hand_rows(view, m, dm, opts, mv, smv)
        if view["chain"]:
            self._chain_rows(view, m, me, n, dm, opts, mv, smv)
        if mine:
            if d == "pay":
                self._pay_rows(view, me, opts, mv)
            elif d in PICK_KINDS:
                cards = sorted(x for x in opts if x != NONE)[:PICK_ROWS]
                w = self._w["picks"]
                for k, c in enumerate(cards):
                    mv[self._picks + k * w:self._picks + k * w + CARD] = smv[c]
                    mv[self._picks + k * w + CARD] = 1.0
        if d is not None:
            o = S["decision"]
            k = KIND_INDEX.get(d)
            if k is not None:
                mv[o + k] = 1.0
            o += len(KINDS)
            if mine:
                mv[o] = 1.0
            mv[o + 1 + (view["to_move"] - me) % n] = 1.0
            o += 1 + n
            if mine:
                mv[o] = min(len(opts) / 64, 1.0)
                if NONE in opts:
                    mv[o + 1] = 1.0
                if d in NUMBER_KINDS:
                    mv[o + 2] = min(max(opts) / 64, 1.0)

    def _seats_rows(self, view, m, me, n, win, mv, smv) -> None:
        off, w = self._off["seats"], self._w["seats"]
        rdom = self._rune_dom
        is_unit, is_spell, is_gear = self._is_type
        teams = self._teams
        chosen = self._chosen
        slot = m.slot
        o_c, o_t, o_rr, o_rx, o_p = (off["counts"], off["trash_types"], off["runes_ready"],
                                     off["runes_exhausted"], off["pool"])
        for r in range(n):
            q = (me + r) % n
            s = view["seats"][q]
            b = self._seats + r * w
            mv[b] = 1.0
            if teams[q] == teams[me]:
                mv[b + 1] = 1.0
            if view["turn"] == q:
                mv[b + 2] = 1.0
            trash = s["trash"]
            c = b + o_c
            mv[b + 3] = min(s["points"] / win, 1.0)
            mv[c] = min(s["hand"] / 20, 1.0)
            mv[c + 1] = min(s["deck"] / 60, 1.0)
            mv[c + 2] = min(s["rune_deck"] / 12, 1.0)
            mv[c + 3] = min(len(trash) / 40, 1.0)
            mv[c + 4] = min(len(s["banished"]) / 20, 1.0)
            mv[c + 5] = min(s["reserve"] / 20, 1.0)
            if trash:
                nu = sum(map(is_unit.__getitem__, trash))
                ns = sum(map(is_spell.__getitem__, trash))
                ng = sum(map(is_gear.__getitem__, trash))
                mv[b + o_t] = min(nu / 20, 1.0)
                mv[b + o_t + 1] = min(ns / 20, 1.0)
                mv[b + o_t + 2] = min(ng / 20, 1.0)
            runes = s["runes"]
            if runes:
                cnt = [0] * 12
                for c_, ex in runes:
                    cnt[rdom[c_] + 6 * ex] += 1
                for k in range(6):
                    if cnt[k]:
                        mv[b + o_rr + k] = min(cnt[k] / 12, 1.0)
                    if cnt[6 + k]:
                        mv[b + o_rx + k] = min(cnt[6 + k] / 12, 1.0)
            pe, ps, pp = s["pool"]
            if pe:
                mv[b + o_p] = min(pe / 12, 1.0)
            if ps:
                mv[b + o_p + 1] = min(ps / 12, 1.0)
            for k in range(7):
                if pp[k]:
                    mv[b + o_p + 2 + k] = min(pp[k] / 12, 1.0)
            if s["xp"]:
                mv[b + off["xp"]] = min(s["xp"] / 10, 1.0)
            if s["scored"]:
                mv[b + off["scored"]] = min(bin(s["scored"]).count("1") / self.nbf, 1.0)
            if r == 0:
                aside = len(view["my_facedown"]) - len(m.fd)
                if aside > 0:
                    mv[b + off["set_aside"]] = min(aside / 2, 1.0)
            if s["legend"]:
                lg, ex = s["legend"][0]
                if ex:
                    mv[b + off["legend_state"]] = 1.0
                mv[b + off["legend"]:b + off["legend"] + CARD] = smv[lg]
            cz = s["champion_zone"]
            if cz:
                if chosen[q] in cz:
                    mv[b + off["champion_state"]] = 1.0
                mv[b + off["champion"]:b + off["champion"] + CARD] = smv[cz[0]]
            if chosen[q] in slot:
                mv[b + off["champion_state"] + 1] = 1.0

    def _bf_rows(self, view, m, me, n, sd_bf, sd_combat, mv, smv) -> None:
        off, w = self._off["battlefields"], self._w["battlefields"]
        o_ctrl, o_cont, o_fd, o_fight, o_u, o_m, o_s = (
            off["controller"], off["contested"], off["facedown"], off["fight"], off["units"],
            off["might"], off["scored"])
        scored = [view["seats"][(me + r) % n]["scored"] for r in range(n)]
        for i, bf in enumerate(view["battlefields"]):
            b = self._bfs + m.bf_row[i] * w
            mv[b] = 1.0
            ctrl = bf["controller"]
            mv[b + o_ctrl + ((ctrl - me) % n if ctrl >= 0 else n)] = 1.0
            if bf["contested"] >= 0:
                mv[b + o_cont + (bf["contested"] - me) % n] = 1.0
            f = bf["facedown"]
            if f is not None:
                mv[b + o_fd] = 1.0
                mv[b + o_fd + 2 + (bf["facedown_owner"] - me) % n] = 1.0
                if f >= 0:
                    mv[b + o_fd + 1] = 1.0
                    mv[b + off["my_facedown"]:b + off["my_facedown"] + CARD] = smv[f]
            if i == sd_bf:
                mv[b + o_fight] = 1.0
                if sd_combat:
                    mv[b + o_fight + 1] = 1.0
            units = bf["units"]
            if units:
                cnt = [0] * n
                mt = [0] * n
                for u in units:
                    if u["type"] == "unit":
                        rq = (u["controller"] - me) % n
                        cnt[rq] += 1
                        if u["might"] > 0:
                            mt[rq] += u["might"]
                for rq in range(n):
                    if cnt[rq]:
                        mv[b + o_u + rq] = min(cnt[rq] / 12, 1.0)
                    if mt[rq]:
                        mv[b + o_m + rq] = min(mt[rq] / 40, 1.0)
            bit = 1 << i
            for rq in range(n):
                if scored[rq] & bit:
                    mv[b + o_s + rq] = 1.0
            mv[b + off["card"]:b + off["card"] + CARD] = smv[bf["card"]]

    def _board_rows(self, m, me, n, d, opts, mv, smv) -> None:
        objs = m.objs
        if not objs:
            return
        off, w = self._off["board"], self._w["board"]
        base = self._board
        pr, at, mi, dmg, st, atc, kw, cp = (off["present"], off["at"], off["might"],
                                            off["damage"], off["state"], off["attach"],
                                            off["keywords"], off["copy"])
        attached: dict = {}
        if m.attached:
            for u in m.attached:
                attached[u] = attached.get(u, 0) + 1
        for j, u, row in objs:
            b = base + j * w
            c = u["card"]
            mv[b + pr] = 1.0
            mv[b + at + 1 + row] = 1.0                    # row -1: the base
            mt = u["might"]
            if mt:
                mv[b + mi] = mt / 16 if -16 < mt < 16 else (1.0 if mt > 0 else -1.0)
            if u["damage"]:
                mv[b + dmg] = min(u["damage"] / 12, 1.0)
            if u["exhausted"]:
                mv[b + st] = 1.0
            if u["buff"]:
                mv[b + st + 1] = 1.0
            if u["stunned"]:
                mv[b + st + 2] = 1.0
            if u["role"]:
                mv[b + st + 2 + u["role"]] = 1.0
            if "empowered" in u:
                mv[b + st + 5] = 1.0
            if "attached_to" in u:
                mv[b + atc] = 1.0
            if c in attached:
                mv[b + atc + 1] = min(attached[c] / 3, 1.0)
            bits = u["keywords"]
            while bits:
                low = bits & -bits
                mv[b + kw + low.bit_length() - 1] = 1.0
                bits ^= low
            if "copy_of" in u:
                mv[b + cp] = 1.0
                mv[b:b + CARD] = smv[u["copy_of"]]
            else:
                mv[b:b + CARD] = smv[c]
        if d is None:
            return
        o = off["option"]
        slot = m.slot
        if d in TARGET_KINDS or d in OWN_KINDS:
            for x in opts:
                j = slot.get(x, -1)
                if j >= 0:
                    mv[base + j * w + o] = 1.0
        elif d in self._main:
            for x in opts:
                if x >= ACT:
                    j = slot.get(((x - ACT) % 4096) // 8, -1)
                    if j >= 0:
                        mv[base + j * w + o + 2] = 1.0
                elif x >= MOVE:
                    j = slot.get(x - MOVE, -1)
                    if j >= 0:
                        mv[base + j * w + o + 1] = 1.0

    def _hand_rows(self, view, m, d, opts, mv, smv) -> None:
        hand = view["hand"]
        if not hand:
            return
        off, w = self._off["hand"], self._w["hand"]
        base = self._hand
        pr = off["present"]
        for k, c in enumerate(hand[:HAND]):
            mv[base + k * w:base + k * w + CARD] = smv[c]
            mv[base + k * w + pr] = 1.0
        if d is None:
            return
        o = base + off["option"]
        hr = m.hand
        if d in self._main:
            for x in opts:
                if x < HIDE:
                    r = hr.get(x, HAND)
                    if r < HAND:
                        mv[o + r * w] = 1.0
                elif x < MOVE:
                    r = hr.get((x - HIDE) // 8, HAND)
                    if r < HAND:
                        mv[o + r * w + 1] = 1.0
        elif d in HAND_KINDS:
            for x in opts:
                r = hr.get(x, HAND)
                if r < HAND:
                    mv[o + r * w + 2] = 1.0

    def _chain_rows(self, view, m, me, n, d, opts, mv, smv) -> None:
        off, w = self._off["chain"], self._w["chain"]
        base = self._chain
        teams = self._teams
        ctrl = m.ctrl
        for k, it in enumerate(reversed(view["chain"])):
            if k >= CHAIN:
                break
            b = base + k * w
            mv[b:b + CARD] = smv[it[2]]
            mv[b + off["present"]] = 1.0
            if 0 <= it[0] < 4:
                mv[b + off["kind"] + it[0]] = 1.0
            mv[b + off["controller"] + (it[1] - me) % n] = 1.0
            nt = friendly = 0
            for cs in it[3]:
                for x, _ in cs:
                    nt += 1
                    q = ctrl.get(x)
                    if q is not None and teams[q] == teams[me]:
                        friendly += 1
            if nt:
                mv[b + off["targets"]] = min(nt / 4, 1.0)
            if friendly:
                mv[b + off["targets"] + 1] = min(friendly / 4, 1.0)
        if d in TARGET_KINDS:
            for x in opts:
                k = m.chain.get(x, CHAIN)
                if k < CHAIN:
                    mv[base + k * w + off["option"]] = 1.0

    def _pay_rows(self, view, me, opts, mv) -> None:
        off, w = self._off["pay_ways"], self._w["pay_ways"]
        base = self._pay
        ready, exh = [0] * 6, [0] * 6
        rdom = self._rune_dom
        for c, ex in view["seats"][me]["runes"]:
            if ex:
                exh[rdom[c]] += 1
            else:
                ready[rdom[c]] += 1
        uo, ro, lo = off["uses"], off["recycles"], off["left"]
        for k, aid in enumerate(sorted(opts)[:PAY]):
            b = base + k * w
            mv[b + off["present"]] = 1.0
            rl = tl = 0
            for dd in range(6):
                r2, x2 = (aid >> (10 * dd)) & 31, (aid >> (10 * dd + 5)) & 31
                rl += r2
                tl += r2 + x2
                used = ready[dd] - r2
                rec = ready[dd] + exh[dd] - r2 - x2
                if used > 0:
                    mv[b + uo + dd] = min(used / 12, 1.0)
                if rec > 0:
                    mv[b + ro + dd] = min(rec / 12, 1.0)
            mv[b + lo] = min(rl / 12, 1.0)
            mv[b + lo + 1] = min(tl / 12, 1.0)
