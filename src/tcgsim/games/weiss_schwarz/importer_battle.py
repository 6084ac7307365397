"""The card importer's battle texts (see importer.py; the engine side is verbs_battle.py):
the conditions on this card's battle opponent (`BATTLE_CONDITIONS`, joined to
importer_filters' condition atoms), the effect clauses that act on it (`BATTLE_EFFECTS`,
joined to importer_effects.EFFECTS) and `BATTLE_RECOGNISERS` (put first in
importer_kinds.RECOGNISERS), which read "that character" as the battle opponent where the
text leaves no other antecedent.

"When this card becomes 【REVERSE】, if this card's battle opponent is level 1 or lower, you
may 【REVERSE】 that character": "that character" is the battle opponent the condition
names, or (after "When this card's battle opponent becomes 【REVERSE】") the one the event
names. The text is rewritten to say "this card's battle opponent" and read again by the
ordinary recognisers -- only when no other character is named in the effect (no "choose",
no other "character"), so the rewrite cannot pick the wrong antecedent.
"""

from __future__ import annotations

import re

# ---- conditions ---------------------------------------------------------------------------
BO = r"this card's battle opponent"
BATTLE_CONDITIONS = [
    (re.compile(BO + r" is level (\d+) or lower"), lambda m: {"battle_opponent": {"level_max": int(m[1])}}),
    (re.compile(BO + r" is level (\d+) or higher"), lambda m: {"battle_opponent": {"level_min": int(m[1])}}),
    (re.compile(BO + r" is cost (\d+) or lower"), lambda m: {"battle_opponent": {"cost_max": int(m[1])}}),
    # the battle opponent is the opponent's character: its owner's level is the opponent's
    (re.compile(r"the level of " + BO + r" is higher than your opponent's level"),
     lambda m: {"battle_opponent": {"level_above_players": True}}),
]

# ---- effect clauses -----------------------------------------------------------------------
_THEIR = r"(?:their|his or her|your opponent's)"
_STOCK_BOTTOM = (r"(?:your opponent puts the bottom card|put (?:the bottom card|a card from the bottom)) of "
                 r"your opponent's stock into " + _THEIR + r" waiting room")
_ZONE = {"stock": "stock", "clock": "clock", "memory": "memory", "hand": "hand",
         "waiting room": "waiting"}


def _once(build):
    return lambda m, ctx: build(m) if ctx.mode == "once" else None


_SEND = {"verb": "send", "target": "battle_opponent"}
BATTLE_EFFECTS = [
    (re.compile(r"【REVERSE】 " + BO), _once(lambda m: [{"verb": "reverse", "target": "battle_opponent"}])),
    (re.compile(r"put " + BO + r" (?:at|on) the bottom of " + _THEIR + r" deck"),
     _once(lambda m: [{**_SEND, "to": "deck_bottom"}])),
    # "… into your opponent's stock. If you do, put the bottom card of their stock …"
    (re.compile(r"put " + BO + r" into " + _THEIR + r" stock\. If you do, " + _STOCK_BOTTOM),
     _once(lambda m: [{**_SEND, "to": "stock"},
                      {"verb": "opp_stock_bottom_to_waiting", "if_done": True}])),
    # "put the top card of your opponent's clock into their waiting room. If you do, put that
    # character into your opponent's clock" (a clock of 7 then levels up: verbs_battle)
    (re.compile(r"put the top card of your opponent's clock into " + _THEIR + r" waiting room\. If "
                r"you do, put " + BO + r" into " + _THEIR + r" clock"),
     _once(lambda m: [{"verb": "opp_clock_top_to_waiting"}, {**_SEND, "to": "clock", "if_done": True}])),
    (re.compile(r"put " + BO + r" into " + _THEIR + r" (memory|clock|hand|stock|waiting room)"),
     _once(lambda m: [{**_SEND, "to": _ZONE[m[1]]}])),
    (re.compile(r"return " + BO + r" to " + _THEIR + r" hand"), _once(lambda m: [{**_SEND, "to": "hand"}])),
]

# ---- "that character" as the battle opponent ------------------------------------------------
_HEAD = re.compile(r"(【AUTO】 .*?(?:When this card becomes 【REVERSE】(?: in battle)?|When this card's "
                   r"battle opponent becomes 【REVERSE】), )(.*\b(?:that character|that battle opponent|"
                   r"【REVERSE】 that card)\b.*)")
_THAT = re.compile(r"that character|that battle opponent|(?<=【REVERSE】 )that card")


def _effect_part(body: str) -> str:
    """The effect text of an 【AUTO】 body (after 'if …, ' and 'you may [pay …]'); when in
    doubt, more (a condition's comma splits early), so the guard below is stricter."""
    m = re.search(r"you may (?:pay the cost\. If you do, )?", body)
    if m:
        return body[m.end():]
    m = re.match(r"(?:During your (?:turn|opponent's turn), )?if .*?, ", body)
    return body[m.end():] if m else body


def _that_is_battle_opponent(m, card):
    """Rewrite "that character" to "this card's battle opponent" and read the text again."""
    from .importer_kinds import recognise     # the kinds read these clauses

    head, body = m[1], m[2].replace("\u2019", "'")
    if head.count('"') % 2 and not re.fullmatch(r'[^"]*"\.?', body):
        return None       # inside a quoted ability that is not the end of the text
    if "battle opponent becomes" not in head and "battle opponent" not in body.split(", you may ")[0]:
        return None       # neither the event nor the condition names the battle opponent
    effect = _THAT.sub("", _effect_part(body))
    if "choose" in effect or "character" in effect or "battle opponent" in effect:
        return None       # another character could be "that character"
    a, _ = recognise(head + _THAT.sub("this card's battle opponent", body), card)
    return a


BATTLE_RECOGNISERS = [(_HEAD, _that_is_battle_opponent)]

# ---- "the character facing this card is level N" (exactly) ------------------------------------
BATTLE_CONDITIONS.append(
    (re.compile(r"the character facing this card is level (\d+)"),
     lambda m: {"facing_level_min": int(m[1]), "facing_level_max": int(m[1])}))
BATTLE_CONDITIONS.append(
    (re.compile(r"the character facing this card is level (\d+) or lower"),
     lambda m: {"facing_level_max": int(m[1])}))


# ---- "your characters in battle" (at most one of a player's characters is in battle) -------------
def _in_battle_stat(m, ctx):
    if ctx.mode != "once" or int(m[1] if m[1] != "one" else 1) != 1:
        return None
    return [{"verb": "power", "target": "in_battle_yours", "amount": int(m[2]), "until": "turn"}]


def _in_battle_grant(m, ctx):
    from .importer_effects import _nested      # the effects read kinds, which read these

    a = _nested(m[3])
    if ctx.mode != "once" or a is None or int(m[1] if m[1] != "one" else 1) != 1:
        return None
    out = [{"verb": "power", "target": "in_battle_yours", "amount": int(m[2]), "until": "turn"}] if m[2] else []
    return out + [{"verb": "grant", "target": "in_battle_yours", "ability": a, "until": "turn"}]


BATTLE_EFFECTS += [
    (re.compile(r"choose (1|one) of your characters in battle, and that character gets ([+-]\d+) power "
                r"until end of turn"), _in_battle_stat),
    (re.compile(r"choose (1|one) of your characters in battle, and that character gets (?:([+-]\d+) power "
                r"and )?the following ability until end of turn\. \"(【.+)\""), _in_battle_grant),
]


# ---- "When this card becomes 【REVERSE】 [in battle], put this card at the bottom of your deck" ------
def _self_to_deck_bottom(m, card):
    return {"kind": "auto", "when": "reversed_in_battle" if m[1] else "reversed",
            "effect": [{"verb": "send", "target": "self", "to": "deck_bottom"}]}


BATTLE_RECOGNISERS.append(
    (re.compile(r"【AUTO】 When this card becomes 【REVERSE】( in battle)?, put this card (?:at|on) the bottom "
                r"of your deck\.?"), _self_to_deck_bottom))


# ---- "When your other 《T》 character is frontal attacked, …" ------------------------------------
def _other_frontal_attacked(m, card):
    """Like importer_kinds' "When your other … character attacks": the other character is
    the ability's `extra` ("that character")."""
    from .importer_costs import costs
    from .importer_filters import stage_filter
    from .importer_kinds import _ability, _body

    f = stage_filter(m[2] + "s")
    if f is None:
        return None
    head: dict = {"when": "other_frontal_attacked", **({"filter": f} if f else {})}
    if m[1] is not None:
        head["cost"] = costs(m[1])
        if not head["cost"]:
            return None
    return _ability("auto", _body(m[3], "once", paid="cost" in head, may=True), **head)


BATTLE_RECOGNISERS.append(
    (re.compile(r"【AUTO】 (?:\[(.+?)\] )?When your other (.*?character) is frontal attacked, (.+?)\.?"),
     _other_frontal_attacked))
# "return that character to your hand": the card the ability remembers (verbs.verb_move)
BATTLE_EFFECTS.append(
    (re.compile(r"return that character to your hand"),
     lambda m, ctx: [{"verb": "move", "what": "that", "to": "hand"}] if ctx.mode == "once" else None))
BATTLE_EFFECTS += [
    (re.compile(r"(you may )?【REST】 this card"),
     lambda m, ctx: ([{"verb": "rest", "target": "self", **({"optional": True} if m[1] else {})}]
                     if ctx.mode == "once" else None)),
    (re.compile(r"put the top card of your deck into your clock"),
     lambda m, ctx: [{"verb": "deck_to_clock"}] if ctx.mode == "once" else None),
]


def _rest_to_back(m, ctx):
    from .importer_filters import choice

    t = choice(m[1], m[2], m[3])
    if t is None or ctx.mode != "once" or t["choose"] != 1 or t["from"] == "opponent_stage":
        return None
    return [{"verb": "rest_to_back", "target": t}]


BATTLE_EFFECTS += [
    (re.compile(r"choose (\d+) (of your other |of your )(.+?), 【REST】 it, and move it to an open position "
                r"of your back stage"), _rest_to_back),
    (re.compile(r"move this card to an open position of your center stage with a character facing this card"),
     lambda m, ctx: [{"verb": "move_to_faced"}] if ctx.mode == "once" else None),
]


# ---- "When this card's level N or higher battle opponent becomes 【REVERSE】": a filter on the
# battle opponent, read when it becomes 【REVERSE】 (the event's `extra`, auto.fire_self) ----------
_LEVELED = re.compile(r"([Ww])hen this card's level (\d+) or higher battle opponent becomes 【REVERSE】")


def _leveled_battle_opponent(m, card):
    from .importer_kinds import recognise

    text = m[0]
    k = _LEVELED.search(text)
    a, _ = recognise(text[:k.start()] + k[1] + "hen this card's battle opponent becomes 【REVERSE】"
                     + text[k.end():], card)
    if a is None or a.get("kind") != "auto" or a["when"] != "battle_opponent_reversed" or "filter" in a:
        return None
    return {**a, "filter": {"level_min": int(k[2])}}


BATTLE_RECOGNISERS.append((re.compile(r"【AUTO】 .*?" + _LEVELED.pattern + r", .+"), _leveled_battle_opponent))


def _bounce_own(m, ctx):
    from .importer_filters import choice

    t = choice(m[1], m[2], m[3])
    if t is None or ctx.mode != "once" or t["choose"] != 1 or t["from"] == "opponent_stage":
        return None
    return [{"verb": "bounce", "target": t}]


# "choose 1 of your other 《T》 characters, and return it to your hand" (attack.step_bounce_chosen)
BATTLE_EFFECTS.append(
    (re.compile(r"choose (\d+) (of your other |of your )(.+?), and return it to your hand"), _bounce_own))


# ---- "[COST] During your turn, when EVENT, BODY" = "[COST] When EVENT, during your turn, BODY":
# the turn a triggered ability resolves in is the turn it triggered in (check timing) --------------
def _turn_first(m, card):
    from .importer_kinds import EVENT_RX, recognise

    e = re.match(EVENT_RX + ", ", "W" + m[3])
    if e is None:
        return None
    a, _ = recognise(f"【AUTO】 {m[1]}{e[1]}, During your {m[2]}, " + ("W" + m[3])[e.end():], card)
    return a if a is not None and a.get("condition", {}).get(
        "your_turn" if m[2] == "turn" else "opponents_turn") else None


BATTLE_RECOGNISERS.append(
    (re.compile(r"【AUTO】 ((?:【CXCOMBO】 )?(?:\[[^\]]+\] )?)During your (turn|opponent's turn), w(hen .+)"),
     _turn_first))
