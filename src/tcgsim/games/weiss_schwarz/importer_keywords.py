"""The card importer's readers for the printed keyword abilities in their variant wordings
(see importer.py and importer_kinds.py): Bond with a quoted name (the name itself holding
quotes, confirmed by the reminder), Backup with the misprinted COUNTER icon, without the
comma, or with its reminder text (whose numbers must be the keyword's), Shift with its
reminder's final period, Encore with its reminder and the colour-discard Encore cost, and
the label keywords (Memory, Experience, Accelerate, Resonate, Change) printed before an
ability's cost or text, which only name what the text says (seed 000 용어 설명). They are
added to importer_kinds.RECOGNISERS and importer_costs._COST_ATOMS when importer_kinds loads.
"""

from __future__ import annotations

import re

from . import importer_climax, importer_costs, importer_kinds
from .importer_filters import typed_filter

COLORS = r"(yellow|green|red|blue)"


# ---- Bond (seed 000 인연) ------------------------------------------------------------------------

def _bond_quoted(m, card):
    """'【AUTO】 Bond/"NAME" [cost] (… choose 1 [card named] "NAME" in your waiting room, …)'
    where NAME holds quotes itself (""Resisting Fate" Levi"): the reminder must repeat the
    name, else the line is ambiguous (one name, or two names "A" "B")."""
    if m[1] != m[3]:
        return None
    cs = importer_costs.costs(m[2])
    if not cs:
        return None
    return {"kind": "auto", "when": "placed_from_hand", "cost": cs,
            "effect": [{"verb": "salvage", "filter": {"name": m[1]}, "n": 1, "up_to": False,
                        "to": "hand"}]}


# ---- Backup (seed 000 백업) ----------------------------------------------------------------------

def _backup(m, card):
    """'【ACT】 【COUNTER】 Backup P[,] Level L [(S) Put this card from your hand into your waiting
    room] [(Choose 1 of your characters that is being frontal attacked, and that character
    gets +P power until end of turn.)]': the reminder's power must be the keyword's."""
    if m[4] is not None and m[4] != m[1]:
        return None
    return {"kind": "backup", "power": int(m[1]), "level": int(m[2]), "stock": int(m[3] or 0)}


# ---- Shift (seed 000 시프트) ---------------------------------------------------------------------

def _shift(m, card):
    f = typed_filter(m[2])
    if f is None:
        return None
    return {"kind": "auto", "when": "main_phase_start", "zone": "clock",
            "condition": {"level_min": int(m[1])},
            "effect": [{"verb": "shift", "filter": f}]}


# ---- Encore (seed 000 앙코르) --------------------------------------------------------------------

def _encore(m, card):
    cs = importer_costs.costs(m[1])
    return {"kind": "encore", "cost": cs} if cs else None


# ---- the label keywords ----------------------------------------------------------------------------

def _label(m, card):
    """'【AUTO】 Change [cost] TEXT' = '【AUTO】 [cost] TEXT': the label names the text; the
    ability is read without it, and only when the rest is an ability we read whole."""
    a, _ = importer_kinds.recognise(f"【{m[1]}】 {m[2] or ''}{m[3]}", card)
    return a


RECOGNISERS = [
    (re.compile(r'【AUTO】 Bond/"(.+)" \[([^\[\]]+?)\] \(When this card is played and placed on (?:the )?'
                r'stage, you may pay the cost\. If you do, choose 1 (?:card named )?"(.+)" in your '
                r'waiting room, and return it to your hand\.?\)'), _bond_quoted),
    (re.compile(r"【ACT】 (?:【COUNTER】|COUNTER@) Backup (\d+),? Level (\d+) \[(?:\((\d+)\) )?Put this card "
                r"from your hand into your waiting room\](?: \(Choose 1 of your characters that is being "
                r"frontal attacked, and that character gets \+(\d+) power until end of turn\.?\))?"),
     _backup),
    (re.compile(r"【AUTO】 【CLOCK】 Shift,? Level (\d+) \(At the beginning of your main phase, you may "
                r"choose 1 (.+?) in your hand and this card in your clock, and exchange them\.?\)"),
     _shift),
    (re.compile(r"【AUTO】 Encore \[\s*([^\[\]]+?)\] \(When this card is put into your waiting room from "
                r"the stage, you may pay the cost\. If you do, return this card to its previous stage "
                r"position as (?:【REST】|REST)\.?\)"), _encore),
    (re.compile(r"【(AUTO|ACT|CONT)】 (【CXCOMBO】 )?(?:Memory|Experience|Accelerate|Resonate|Change) "
                r"(?!Memory |Experience |Accelerate |Resonate |Change )(.+)"), _label),
]


# ---- costs -----------------------------------------------------------------------------------------

COSTS = [
    # "Put 1 red card from your hand into your waiting room" (a colour of the hand)
    (re.compile(r"Put (\d+) " + COLORS + r" cards? from your hand into your waiting room"),
     lambda m: {"discard": int(m[1]), "filter": {"color": m[2]}}),
]


# Change's wording variants (seed 000 체인지): the same position, the same reminder
CANON = [
    (re.compile(r"\bstage position this card was (on|in)\b"), lambda m: f"stage position that this card was {m[1]}"),
    (re.compile(r"(\(This ability (?:does|will) not activate if this card is not) in the stage (at the "
                r"beginning of (?:the|your) climax phase\.?\))$"), lambda m: f"{m[1]} on the stage {m[2]}"),
]


def _register() -> None:
    importer_kinds.RECOGNISERS.extend(RECOGNISERS)
    importer_costs._COST_ATOMS.extend(COSTS)
    importer_climax.CANON.extend(CANON)


_register()
