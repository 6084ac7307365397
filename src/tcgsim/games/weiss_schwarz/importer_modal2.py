"""The card importer's second round of quoted sub-effects, repeats and damage wordings
(executed by verbs_modal2.py, verbs_modal.py and verbs_auto.py):

  a quoted effect ("option") is read like an ability's body (importer_kinds._body): "During
  your turn, ", "If COND, " (a `conditional`), "You may " (a `may`), "X is equal to …" and
  "[COST] You may pay the cost. If you do, EFFECT" (a `pay`); importer_modal's modal and
  all-players clauses read their options so
  "choose N of the following abilities, and this card gets that ability until …. "A" "B""
                                                  -> modal of `grant`s to this card
  "[you may ]perform the following action[ N times]. "A""   -> A / may A / repeat_n A
  "perform the following effect. "A""             -> A
  "perform the following [N ]effects 1 time each. "A" "B""   -> A, B (in the printed order)
  "deal N damage to yourself"                     -> damage_self
  "deal N damage to all players"                  -> damage_all
  "deal N damage (to your opponent) X times (to your opponent)" (X = the number of … among
  those cards)                                    -> damage_each
  "deal N damage to your opponent. If (When) this damage is canceled, EFFECT"
                                                  -> damage, conditional {damage_canceled}
  "deal X damage to your opponent. X is equal to the number of markers underneath this card /
  your opponent's 【REVERSE】 characters"         -> damage_x
  "your opponent declares 0 or 1 or 2 or 3" followed by a mill of the top card and, when its
  level is the declared one, a draw of up to (declared +1) cards
                                                  -> modal chosen by the opponent (by="opponent")
"(This damage can be canceled)" is a reminder like importer_damage's "may be canceled".
They are added to importer_effects.EFFECTS (first) and importer_climax.CANON when
importer_kinds loads (one import line).
"""

from __future__ import annotations

import re

from . import importer_climax, importer_effects
from .importer_stats import UNTIL, UNTIL_RX, Ctx

_SEP = r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"     # as importer_effects


def quoted_parts(s: str) -> list[str] | None:
    from .importer_modal import quoted_parts as qp
    return qp(s)


def option(part: str) -> list[dict] | None:
    """One quoted effect, read as an ability's body is (importer_kinds._body)."""
    from .importer_costs import costs
    from .importer_filters import condition
    from .importer_kinds import _body

    part = part.strip().rstrip(".").strip()
    if not part:
        return None
    plain = importer_effects.effects(part, Ctx("once"))
    if plain is not None:                 # the clauses' own reading first (memory_keep's "If")
        return plain
    m = re.fullmatch(r"\[(.+?)\] (?:If (.+?), )?[Yy]ou may pay the cost\. If you do, (.+)", part)
    if m:
        cs = costs(m[1])
        inner = option(m[3][0].upper() + m[3][1:])
        cond = condition(m[2]) if m[2] else {}
        if not cs or inner is None or cond is None:
            return None
        eff = [{"verb": "pay", "ability": {"kind": "event", "cost": cs, "effect": inner}}]
        return [{"verb": "conditional", "condition": cond, "then": eff}] if cond else eff
    if part.startswith("You may "):
        part = "y" + part[1:]
    got = _body(part, "once", may=True)
    if got is None:
        return None
    cond, optional, eff = got
    if optional:
        eff = [{"verb": "may", "then": eff}]
    if cond:
        eff = [{"verb": "conditional", "condition": cond, "then": eff}]
    return eff


def options(s: str) -> list[list[dict]] | None:
    parts = quoted_parts(s)
    if not parts:
        return None
    out = []
    for part in parts:
        eff = option(part)
        if eff is None:
            return None
        out.append(eff)
    return out


def _once(build):
    return lambda m, ctx: build(m, ctx) if ctx.mode == "once" else None


def _perform(m, ctx):
    """'[you may ]perform the following action / effect[ N times]. "A"' (one quoted action)."""
    opts = options(m[3])
    if opts is None or len(opts) != 1:
        return None
    eff = opts[0]
    if m[2] and int(m[2]) != 1:
        if int(m[2]) < 1:
            return None
        eff = [{"verb": "repeat_n", "n": int(m[2]), "effect": eff}]
    return [{"verb": "may", "then": eff}] if m[1] else eff


def _perform_each(m, ctx):
    """'perform the following [N ]effects 1 time each. "A" "B"': each once, in the printed
    order (with "in any order" the order is the player's: not read)."""
    opts = options(m[2])
    if opts is None or len(opts) < 2 or (m[1] and len(opts) != int(m[1])):
        return None
    return [e for o in opts for e in o]


def _modal_grant(m, ctx):
    """'choose N of the following abilities, and this card gets that ability until …. "A" "B"':
    a modal whose options grant the quoted abilities to this card for that time."""
    from .importer_grant2 import grant_modal   # (imported late: grant2 loads after this)

    u = UNTIL[m[2]]
    parts = quoted_parts(m[3])
    n = int(m[1])
    if u is None or not parts or not 2 <= len(parts) <= 6 or not 1 <= n < len(parts):
        return None
    return grant_modal(parts, n, u)


def _damage_each(m, ctx):
    """'deal N damage (to your opponent) X times (to your opponent). X is equal to the number
    of <cards> among those cards': X separate damages."""
    if (m[2] is None) == (m[3] is None):         # "to your opponent" printed once
        return None
    x = re.fullmatch(r"the number of (climax|climaxes|characters|events|cards) among those cards", ctx.x or "")
    if not x:
        return None
    ctx.x_used = True
    noun = {"climaxes": "climax", "characters": "character", "events": "event"}.get(x[1], x[1])
    per = {"zone": "milled", **({"filter": {"type": noun}} if noun != "cards" else {})}
    return [{"verb": "damage_each", "n": int(m[1]), "per": per}]


_DAMAGE_X = {"the number of markers underneath this card": "markers",
             "the number of your opponent's 【REVERSE】 characters": "opp_reverse",
             "the number of 【REVERSE】 characters your opponent has": "opp_reverse"}


def _damage_x(m, ctx):
    """'deal X damage to your opponent. X is equal to the number of markers underneath this
    card / of your opponent's 【REVERSE】 characters' (counted when it resolves)."""
    of = _DAMAGE_X.get((ctx.x or "").strip().rstrip("."))
    if of is None:
        return None
    ctx.x_used = True
    return [{"verb": "damage_x", "of": of}]


def _opp_declares(m, ctx):
    """The opponent declares a level among 0-3; the top card of the deck is milled and, when
    its level is the declared one (a climax counts as level 0), up to (declared +N) cards are
    drawn: a modal whose options the opponent chooses (the declaration), option k: the mill,
    then the draw of k+N if the card put there is level k."""
    x = re.fullmatch(r"the number your opponent declared \+(\d+)(?:\. \(Climax are regarded as level "
                     r"0\))?", (ctx.x or "").strip())
    values = [int(v) for v in m[1].split(" or ")]
    if not x or len(set(values)) != len(values) or not 2 <= len(values) <= 6:
        return None
    ctx.x_used = True
    opts = [[{"verb": "mill", "n": 1},
             {"verb": "conditional",
              "condition": {"milled_min": 1, "filter": {"level_min": k, "level_max": k, "type": "card"}},
              "then": [{"verb": "draw", "n": k + int(x[1]), "up_to": True}]}] for k in values]
    return [{"verb": "modal", "choose": 1, "by": "opponent", "options": opts}]


def _damage_then(m, ctx):
    """'deal N damage to your opponent. If (When) this damage is canceled, EFFECT'."""
    from .importer_effects import effects

    then = effects(m[3], Ctx("once"))
    if then is None:
        return None
    return [{"verb": "damage", "n": int(m[1])},
            {"verb": "conditional", "condition": {"damage_canceled": True}, "then": then}]


EFFECTS = [
    (re.compile(r"(you may )?perform the following (?:action|effect)(?: (\d+) times?)?\. (\".+\")$"),
     _once(_perform)),
    (re.compile(r"perform the following (?:(\d+) )?effects 1 time each\. (\".+\")$"), _once(_perform_each)),
    (re.compile(r"choose (\d+) of the following abilities, and this card (?:gets|gains) that ability"
                + UNTIL_RX + r"\. (\".+\")$"), _once(_modal_grant)),
    (re.compile(r"deal (\d+) damage to yourself" + _SEP), _once(lambda m, ctx: [
        {"verb": "damage_self", "n": int(m[1])}] if int(m[1]) >= 1 else None)),
    (re.compile(r"deal (\d+) damage to all players" + _SEP), _once(lambda m, ctx: [
        {"verb": "damage_all", "n": int(m[1])}] if int(m[1]) >= 1 else None)),
    (re.compile(r"deal (\d+) damage( to your opponent)? X times( to your opponent)?" + _SEP),
     _once(_damage_each)),
    (re.compile(r"deal X damage to your opponent" + _SEP), _once(_damage_x)),
    (re.compile(r"your opponent declares ((?:\d+ or )+\d+)\. Put the top card of your deck into your waiting "
                r"room, and if that (?:card is the level your opponent declared|card's level is the number "
                r"your opponent declared), draw up to X cards$"), _once(_opp_declares)),
    (re.compile(r"deal (\d+) damage to your opponent\. (If|When) this damage is canceled, (.+)$"),
     _once(_damage_then)),
]

CANON = [
    # "(This damage can be canceled)": the reminder importer_damage drops as "may be canceled"
    (re.compile(r"\s*\((?:This d|D)amage can be canceled\.?\)$"), lambda m: ""),
    # "put N cards from the bottom of your opponent's deck into his or her waiting room": the
    # bottom N cards, one at a time from the bottom (the same cards)
    (re.compile(r"\bput (\d+) cards from the bottom of your opponent's deck into (?:his or her|their) "
                r"waiting room"), lambda m: f"put the bottom {m[1]} cards of your opponent's deck into their "
                                         f"waiting room"),
]


def _register() -> None:
    importer_effects.EFFECTS[:0] = EFFECTS
    importer_climax.CANON.extend(CANON)


_register()
