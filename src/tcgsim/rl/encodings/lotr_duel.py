"""The RL encoding of The Lord of the Rings: The Duel (version 1).

Every number comes from `state.view(seat)` (games/lotr_duel/view.py) and from the two deck
lists, which both players know (each side's 27 cards; a view names them by instance id).
Cards are numbered relative to the seat: index 0..26 are the seat's own 27 cards, 27..53 the
opponent's, each in deck order -- so one policy can play either side, and the action
blocks that name a card use the same numbering.

The observation is a row of global entries, then 54 blocks of `CARD` entries, one per card
(see `describe()` / docs/rl.md). Per card: its printed edges and effect (always known), where
the seat knows it lies (one exact place, or the hidden places it may lie in -- perfect
recall, the view's pools) and the marks the rules put on it.
"""

from __future__ import annotations

import numpy as np

from ..base import Encoding, one_hot, scaled

SIDE_CARDS = 27
CARDS = 2 * SIDE_CARDS
VERB_NAMES = ("balance", "offer_card", "mirror", "cancel_special", "reveal_hand",
              "swap_own_card", "set_aside_card", "defense", "force_card")
EXACT = ("my hand", "my kept cards", "my boxed cards", "played in an earlier duel",
         "the row", "the previous duel's row", "the opponent's hand (known)",
         "the opponent's kept cards (known)", "the opponent's boxed cards (known)")
HIDDEN = ("pile", "hand", "kept", "box")
KINDS = ("starter", "offer", "place", "fill", "whip", "keep")
CARD_FIELDS = (
    ("mine", 1, "1: the seat's own card"),
    ("defence", 4, "the printed defence edge, rows top to bottom"),
    ("attack", 4, "the printed attack edge, rows top to bottom"),
    ("special", 1, "1: a special card (it has an effect)"),
    ("verb", len(VERB_NAMES), "one-hot effect verb: " + ", ".join(VERB_NAMES)),
    ("at", len(EXACT), "one-hot exact place: " + "; ".join(EXACT)),
    ("may_be", 2 * len(HIDDEN), "the hidden places it may lie in (a pool of the view): the "
                                "seat's pile, hand, kept, box, then the opponent's"),
    ("row_position", 1, "its place in the row or the previous row / 16 (0 elsewhere)"),
    ("row_attack", 4, "its attack edge as it counts in the row (after effects)"),
    ("marks", 4, "forced to be placed next; sent away (denied); taken by the Trick; the "
                 "card shown by an offer"),
)
CARD = sum(n for _, n, _ in CARD_FIELDS)


class LotrDuelEncoding(Encoding):
    game_name = "lotr-duel"
    version = 1

    def __init__(self, game, format=None):
        super().__init__(game, format)
        L = self.layout
        L.add("side", 1, "1: the seat plays the Balrog, 0: Gandalf")
        L.add("duel", 4, "one-hot duel: preliminary 1, 2, 3, the final")
        L.add("in_duel", 1, "1: cards are being placed in a duel")
        L.add("starter", 1, "1: the seat starts this duel")
        L.add("turn", 1, "1: the seat is to place")
        L.add("energy", 2, "energy on the track, seat then opponent: (space - floor) / (top - floor)")
        L.add("steps", 2, "steps climbed on the staircase, seat then opponent / steps to the top")
        L.add("placed", 2, "cards placed in this duel, seat then opponent / quota")
        L.add("quota", 1, "cards each side places in this duel / 10")
        L.add("gap", 2, "a gap in the row (Balrog's Defense): present, its place / 16")
        L.add("counts", 7, "cards in: the seat's hand, kept, pile; the opponent's hand, kept, "
                           "boxed, pile (each / 27)")
        L.add("flags", 4, "rage, mirror, the List (Gandalf sees the Balrog's hand), an offer "
                          "is pending")
        L.add("peek", 2, "the seat may look at the opponent's hand; the opponent may look at "
                         "the seat's")
        L.add("duel_winners", 9, "per earlier duel (3): won by the seat, by the opponent, drawn")
        L.add("decision", len(KINDS) + 1, "one-hot kind of the pending decision: "
              + ", ".join(KINDS) + "; then 1 if the seat decides")
        self._cards = L.add_table("cards", CARDS, CARD_FIELDS,
                                  "one row per card, the seat's 27 then the opponent's, "
                                  "each side in deck order")
        A = self.actions
        A.add("starter", 2, "0: the chooser starts the duel, 1: the opponent starts")
        A.add("offer", 2, "0: the shown card is placed now, 1: it is sent away")
        for kind, what in (("place", "the card placed at the end of the row"),
                           ("fill", "the card that fills the gap"),
                           ("whip", "the earlier card the Whip swaps with"),
                           ("keep", "the card kept for the final")):
            A.add(kind, CARDS, f"{what}, by card index (seat's own first)")
        self._static = None
        self._offsets = L.field_offsets("cards")

    def prepare(self, state) -> None:
        # the printed part of each card's block, per seat (both deck lists are known)
        cards = state.T.cards
        static = np.zeros((2, CARDS, CARD), dtype=np.float32)
        off = self._offsets
        for seat in (0, 1):
            for c, card in enumerate(cards):
                row = static[seat, self._rel(c, seat)]
                row[off["mine"]] = 1.0 if (c < SIDE_CARDS) == (seat == 0) else 0.0
                for r in range(4):
                    row[off["defence"] + r] = card.defence >> (3 - r) & 1
                    row[off["attack"] + r] = card.attack >> (3 - r) & 1
                if card.verb is not None:
                    row[off["special"]] = 1.0
                    one_hot(row, off["verb"], len(VERB_NAMES),
                            VERB_NAMES.index(card.verb) if card.verb in VERB_NAMES else None)
        self._static = static

    @staticmethod
    def _rel(c: int, seat: int) -> int:
        return (c - SIDE_CARDS * seat) % CARDS

    def local(self, kind: str, aid: int, view: dict) -> int:
        if kind in ("starter", "offer"):
            return aid
        return self._rel(aid, view["player"])

    def encode(self, view: dict, out: np.ndarray) -> None:
        me = view["player"]
        L = self.layout
        o = L["side"].start
        out[o] = me
        one_hot(out, L["duel"].start, 4, view["duel"])
        out[L["in_duel"].start] = view["in_duel"]
        out[L["starter"].start] = view["starter"] == me
        out[L["turn"].start] = view["turn"] == me
        tr = view["track"]
        span = tr["top"] - tr["floor"]
        e, st, pl = L["energy"].start, L["steps"].start, L["placed"].start
        for k, p in enumerate((me, 1 - me)):
            out[e + k] = scaled(view["energy"][p] - tr["floor"], span)
            out[st + k] = scaled(view["steps"][p], view["steps_to_top"])
            out[pl + k] = scaled(view["placed"][p], max(1, view["quota"]))
        out[L["quota"].start] = scaled(view["quota"], 10)
        g = L["gap"].start
        if view["gap"] is not None and view["gap"] >= 0:
            out[g] = 1.0
            out[g + 1] = scaled(view["gap"], 16)
        opp = view["opponent"]
        c = L["counts"].start
        for k, n in enumerate((len(view["hand"]), len(view["kept"]), view["pile"],
                               opp["hand"]["count"], opp["kept"]["count"],
                               opp["boxed"]["count"], opp["pile"])):
            out[c + k] = scaled(n, SIDE_CARDS)
        f = L["flags"].start
        for k, key in enumerate(("rage", "mirror", "listing")):
            out[f + k] = bool(view[key])
        out[f + 3] = view["offer_pending"] is not None and view["offer_pending"] >= 0
        pk = L["peek"].start
        if view["peek"] == me:
            out[pk] = 1.0
        elif view["peek"] == 1 - me:
            out[pk + 1] = 1.0
        dw = L["duel_winners"].start
        for k, w in enumerate(view["duel_winners"][:3]):
            out[dw + 3 * k + (0 if w == me else 1 if w == 1 - me else 2)] = 1.0
        d = view["decision"]
        dk = L["decision"].start
        if d is not None:
            one_hot(out, dk, len(KINDS), KINDS.index(d["kind"]) if d["kind"] in KINDS else None)
            out[dk + len(KINDS)] = d["player"] == me
        self._encode_cards(view, me, out)

    def _encode_cards(self, view: dict, me: int, out: np.ndarray) -> None:
        base = self._cards
        block = out[base:base + CARDS * CARD].reshape(CARDS, CARD)
        block[:] = self._static[me]
        off = self._offsets
        rel = self._rel
        at = off["at"]
        opp = view["opponent"]
        places = (view["hand"], view["kept"], view["boxed"],
                  view["played"][0] + view["played"][1], None, None,
                  opp["hand"]["known"], opp["kept"]["known"], opp["boxed"]["known"])
        for k, cards in enumerate(places):
            if cards:
                for c in cards:
                    block[rel(c, me), at + k] = 1.0
        rp, ra = off["row_position"], off["row_attack"]
        for k, row in ((4, view["row"]), (5, view["last_row"])):
            for i, slot in enumerate(row):
                if slot is None:
                    continue
                r = block[rel(slot["card"], me)]
                r[at + k] = 1.0
                r[rp] = scaled(i + 1, 16)
                if k == 4:
                    for b in range(4):
                        r[ra + b] = slot["attack"] >> (3 - b) & 1
        mb = off["may_be"]
        for cards, zones in view["pools"]:
            bits = []
            for z in zones:
                name, _, owner = z.partition(":")
                if name in HIDDEN:
                    bits.append(HIDDEN.index(name) + (0 if int(owner) == me else len(HIDDEN)))
            for c in cards:
                r = block[rel(c, me)]
                for b in bits:
                    r[mb + b] = 1.0
        mk = off["marks"]
        for p in (0, 1):
            if view["forced"][p] >= 0:
                block[rel(view["forced"][p], me), mk] = 1.0
            for c in view["denied"][p]:
                block[rel(c, me), mk + 1] = 1.0
            for c in view["tricked"][p]:
                block[rel(c, me), mk + 2] = 1.0
        d = view["decision"]
        if d is not None and d.get("shown") is not None and d["shown"] >= 0:
            block[rel(d["shown"], me), mk + 3] = 1.0
