"""The card importer's readers for damage wordings (see importer.py): the reminder "(This
damage may be canceled)" dropped (an effect's damage is always cancelable, seed 000 데미지:
attack.step_deal_damage reveals with cancelable=1), "you may deal N damage to your opponent"
as the `may` wrapper around the damage verb, and "deal N damage to your opponent K times" as
`repeat_n` around it: K separate damage events, each revealed and canceled on its own
(verbs_auto.verb_repeat_n pushes one effect step per time). Added to importer_climax.CANON
and importer_effects.EFFECTS when importer_kinds loads.
"""

from __future__ import annotations

import re

from . import importer_climax, importer_effects

_CANCELED = r"(?:This d|D)amage may be canceled"

CANON = [
    # "(This damage may be canceled)" printed last: a reminder, dropped
    (re.compile(r"\s*\(" + _CANCELED + r"\.?\)$"), lambda m: ""),
    # "(This damage may be canceled. The revealed card is returned …)": the rest stays
    (re.compile(r"\(" + _CANCELED + r"\.\s*([^()]+)\)$"), lambda m: f"({m[1]})"),
    (re.compile(r"\(([^()]+?)\.\s*" + _CANCELED + r"\.?\)$"), lambda m: f"({m[1]})"),
]


def _damage(n: str) -> dict:
    return {"verb": "damage", "n": int(n)}


def _may_damage(m, ctx):
    """'you may deal N damage to your opponent', the last clause (so the may covers it alone)."""
    if ctx.mode != "once":
        return None
    return [{"verb": "may", "then": [_damage(m[1])]}]


def _damage_times(m, ctx):
    """'deal N damage to your opponent K times': K damages, each its own damage event."""
    if ctx.mode != "once" or int(m[2]) < 1:
        return None
    return [{"verb": "repeat_n", "n": int(m[2]), "effect": [_damage(m[1])]}]


EFFECTS = [
    (re.compile(r"you may deal (\d+) damage to your opponent(?=$)"), _may_damage),
    (re.compile(r"deal (\d+) damage to your opponent (\d+) times"
                r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"), _damage_times),
]


def _register() -> None:
    importer_climax.CANON.extend(CANON)
    importer_effects.EFFECTS.extend(EFFECTS)


_register()
