"""The card importer's clauses with quoted sub-effects (executed by verbs_modal.py):

  "choose N of the following effects[,] and perform it. "A" "B" ["C" …]"   -> modal
  "all players perform the following action. "A""                          -> each_player

Each quoted effect is read by the same effect recogniser (importer_effects.effects); when
any quoted part is not recognised the clause (so the whole ability) stays unrecognised.
("perform the following action N times" is importer_auto's repeat_n.)
They are added to importer_effects.EFFECTS when importer_kinds loads (one import line).
"""

from __future__ import annotations

import re

from . import importer_effects

# the quoted parts: '"A." "B."' -- a quote closing after a full stop (or a nested quote)
# and the next one opening on a capital, a cost bracket or an ability icon
_SPLIT = re.compile(r'(?<=[.,"])"\s*"(?=[\[A-Z【])')

# effects performed by "all players" for themselves: only those whose "you" is the performer
# and which never read "this card" (the performer need not own it)
EACH_PLAYER_SAFE = frozenset({"draw", "mill", "heal", "discard_from_hand", "stock_top",
                              "to_stock_from_hand", "memory_keep"})


def quoted_parts(s: str) -> list[str] | None:
    """'"A." "B."' -> ["A", "B"] (None when the text is not a row of quoted parts)."""
    s = s.strip()
    if len(s) < 2 or s[0] != '"' or s[-1] != '"':
        return None
    parts = _SPLIT.split(s[1:-1])
    return [p.strip().rstrip(".,").strip() for p in parts]


def _options(s: str) -> list[list[dict]] | None:
    """Each quoted effect read as an ability's body (importer_modal2.option: a condition, "you
    may", "X is equal to", "[COST] You may pay the cost. If you do, …")."""
    from .importer_modal2 import options

    return options(s)


def _fx_modal(m, ctx):
    """Official WS rules (seed 000 is silent): the ability's controller chooses which of the
    effects to perform; an effect that cannot be performed (or only in part) may be chosen,
    and then as much of it as possible is done."""
    if ctx.mode != "once":
        return None
    n = int(m[1])
    opts = _options(m[2])
    if opts is None or not 2 <= len(opts) <= 6 or not 1 <= n < len(opts):
        return None           # more than 6 effects: beyond the RL encoding's `mode` block
    return [{"verb": "modal", "choose": n, "options": opts}]


def _fx_each_player(m, ctx):
    """Official WS rules (seed 000 is silent): an action all players perform is done by each
    for themselves, the turn player first, then the other ("you" is the performer)."""
    if ctx.mode != "once":
        return None
    opts = _options(m[1])
    if opts is None or len(opts) != 1:
        return None
    if any(x["verb"] not in EACH_PLAYER_SAFE or x.get("opponent") for x in opts[0]):
        return None
    return [{"verb": "each_player", "effect": opts[0]}]


EFFECTS = [
    # "If your memory has M or more cards, choose N cards in your memory, and put all (of the)
    # cards in your memory except those cards into your waiting room"
    (re.compile(r"if your memory has (\d+) or more cards, choose (\d+) cards in your memory, and put "
                r"all (?:of the )?cards in your memory except those cards into your waiting room"),
     lambda m, ctx: ([{"verb": "memory_keep", "min": int(m[1]), "n": int(m[2])}]
                     if ctx.mode == "once" and int(m[1]) > int(m[2]) >= 1 else None)),
    (re.compile(r"choose (\d+) of the following effects,? and perform it\. (\".+\")"), _fx_modal),
    (re.compile(r"all players perform the following action\. (\".+\")"), _fx_each_player),
]


def _register() -> None:
    sep = r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"   # as importer_effects
    importer_effects.EFFECTS[:0] = [(re.compile(rx.pattern + sep), b) for rx, b in EFFECTS]


_register()
