"""What a player of The Lord of the Rings: The Duel may see, and words for actions."""

from __future__ import annotations

from .cards import edge_text
from .rules import FINAL, GAP, SIDE, space_label


def card_label(s, c: int) -> str:
    card = s.T.cards[c]
    return f"{card.name} [{edge_text(card.defence)}|{edge_text(card.attack)}]"


def action_label(s, kind: str, aid: int) -> str:
    if kind in ("place", "fill", "keep", "whip"):
        verb = {"place": "place", "fill": "fill the gap with", "keep": "keep for the final",
                "whip": "swap the Whip with"}[kind]
        return f"{verb} {card_label(s, aid)}"
    if kind == "starter":
        chooser = s.pending[0] if s.pending else 0
        starter = chooser if aid == 0 else 1 - chooser
        return f"{SIDE[starter]} starts the duel"
    if kind == "offer":
        c = s.pending[3][2] if s.pending else -1
        name = s.T.cards[c].name if c >= 0 else "the card"
        return f"{name} is placed now" if aid == 0 else f"send {name} away"
    return f"{kind} {aid}"


def make_view(s, player: int) -> dict:
    o = 1 - player
    B = s.B

    facts = s.knowledge(player)
    exact = set(facts["exact"])

    def hidden_zone(lst):
        return {"count": len(lst), "known": sorted(c for c in lst if c in exact)}

    pend = s.pending
    decision = None
    if pend is not None:
        decision = {"player": pend[0], "kind": pend[1],
                    "options": list(pend[2]) if pend[0] == player else None}
        if pend[1] == "offer":
            decision["shown"] = pend[3][2]
    row = [None if c == GAP else {"card": c, "owner": s.owner(c), "attack": a}
           for c, a in zip(s.row, s.row_attack)]
    last_row = [None if c == GAP else {"card": c, "owner": s.owner(c), "attack": a}
                for c, a in zip(s.last_row, s.last_row_attack)]
    return {
        "game": "lotr-duel",
        "player": player,
        "side": SIDE[player],
        "duel": s.duel,
        "final": s.duel == FINAL,
        "in_duel": s.in_duel,
        "starter": s.starter,
        "turn": s.turn,
        "energy": list(s.energy),
        "energy_labels": [space_label(e, B) for e in s.energy],
        "steps": list(s.steps),
        "steps_to_top": B.steps_to_top,
        "track": {"top": B.top, "floor": B.floor, "start": B.start},
        "row": row,
        "last_row": last_row,
        "gap": s.gap,
        "placed": list(s.placed),
        "quota": s.quota(),
        "hand": sorted(s.hands[player]),
        "kept": sorted(s.set_aside[player]),
        "pile": len(s.piles[player]),
        "boxed": sorted(s.box[player]),
        "opponent": {
            "hand": hidden_zone(s.hands[o]),
            "kept": hidden_zone(s.set_aside[o]),
            "boxed": hidden_zone(s.box[o]),
            "pile": len(s.piles[o]),
        },
        # perfect recall: the cards the player cannot tell apart, with where they may lie
        "pools": facts["pools"],
        "played": [sorted(s.played[0]), sorted(s.played[1])],
        "rage": s.rage,
        "mirror": s.mirror,
        "listing": s.listing,
        "offer_pending": s.offer_pending,
        "forced": list(s.forced),
        "denied": [sorted(s.denied[0]), sorted(s.denied[1])],
        "tricked": [sorted(s.tricked[0]), sorted(s.tricked[1])],
        "peek": s.peek(),
        "duel_winners": list(s.duel_winners),
        "decision": decision,
        "outcome": None if s.outcome is None else s.outcome.to_dict(),
    }
