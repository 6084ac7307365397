"""The card importer's readers for 【CONT】 and 【COUNTER】 wordings (see importer.py):

- `canon`, run by importer_text.clean: rewrites of a printed text into the wording the
  recognisers already read, each one a change of words only (full-width brackets, the
  Backup reminder text, "X is equal to N multiplied by that character's level", "if the
  number of … is N or more" and number words in such conditions);
- `CONDITION_ATOMS`, appended to importer_filters' condition atoms (a character in your
  clock or memory by name, your opponent's characters, "N or less" of yours, "all of your
  characters are 《A》 or 《B》");
- `EFFECTS`, effect clauses inserted into importer_effects.EFFECTS (the other character in
  the middle position, "+N for each marker underneath this card", "+N power for each
  character in your opponent's back stage").
"""

from __future__ import annotations

import re

from .importer_filters import condition, stage_filter
from .importer_stats import _stat

_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10}
_NUM = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten)"


def _n(w: str) -> str:
    return str(_WORDS.get(w, w))


_REWRITES = [
    # the Backup reminder (what Backup does: seed 000 백업), with "one" and a final period;
    # only with the keyword's power (KC/S42-PE02 prints +500 for Backup 1500: not read)
    (re.compile(r"(Backup (\d+), Level \d+ \[[^\]]*\])\s*\(Choose (?:one|1) of your characters "
                r"that is being frontal attacked, and that character gets \+\2 power until "
                r"end of turn\.?\)$"), lambda m: m[1]),
    (re.compile(r"X is equal to the level of that character ×(\d+)\."),
     lambda m: f"X is equal to that character's level ×{m[1]}."),
    (re.compile(r"X is equal to (\d+) multiplied by that character's level\."),
     lambda m: f"X is equal to that character's level ×{m[1]}."),
    (re.compile(r"([Ii]f )the number of (other )?(.+?) you have is " + _NUM + r" or more, "),
     lambda m: f"{m[1]}you have {_n(m[4])} or more {m[2] or ''}{m[3]}, "),
    (re.compile(r"([Ii]f )the number of your (other )?(.+?characters) is " + _NUM + r" or more, "),
     lambda m: f"{m[1]}you have {_n(m[4])} or more {m[2] or ''}{m[3]}, "),
    (re.compile(r"([Ii]f )the number of cards in your (hand|stock) is " + _NUM + r" or (more|less), "),
     lambda m: f"{m[1]}your {m[2]} has {_n(m[3])} or {m[4]} cards, "),
    (re.compile(r"([Ii]f )the number of climax(?:es)? in your waiting room is " + _NUM
                + r" or less, "),
     lambda m: f"{m[1]}your waiting room has {_n(m[2])} or less climaxes, "),
]


def canon(s: str) -> str:
    """Wording-only rewrites of one cleaned printed ability (see the module docstring)."""
    s = s.replace("［", "[").replace("］", "]").replace("】【", "】 【")
    parts = s.split('"')                  # number words outside card names: "choose one" = "choose 1"
    s = '"'.join(re.sub(r"\b([Cc]hoose|[Uu]p to) (one|two|three|four)\b",
                        lambda m: f"{m[1]} {_n(m[2])}", x) if k % 2 == 0 else x
                 for k, x in enumerate(parts))
    s = s.replace(" while in the stage.", " while on the stage.")
    s = re.sub(r'\b([Aa]ll of your (?:other )?)cards named ("[^"]+")', r"\1\2", s)
    for rx, rep in _REWRITES:
        s = rx.sub(rep, s)
    return s


# ---- conditions ------------------------------------------------------------------------------

def _opp_count(n: int, what: str, plural: bool) -> dict | None:
    if plural and not what.endswith("s"):
        return None
    f = stage_filter(what)
    if f is None:
        return None
    return {"opp_count_min": n, **({"filter": f} if f else {})}


def _count_max(n: int, other, what: str, plural: bool) -> dict | None:
    if plural and not what.endswith("s"):
        return None
    f = stage_filter(what)
    if f is None:
        return None
    c: dict = {"count_max": n}
    if f:
        c["filter"] = f
    if other:
        c["others"] = True
    return c


CONDITION_ATOMS = [
    (re.compile(r'(?:a card named )?"([^"]+)" is in your clock'),
     lambda m: {"clock_has": {"name": m[1]}}),
    (re.compile(r'(?:a card named )?"([^"]+)" is in your memory'),
     lambda m: {"memory_count_min": 1, "filter": {"name": m[1]}}),
    (re.compile(r"your opponent has (\d+) or more (.+)"),
     lambda m: _opp_count(int(m[1]), m[2], plural=True)),
    (re.compile(r"your opponent has an? (.+)"), lambda m: _opp_count(1, m[1], plural=False)),
    (re.compile(r"you have (\d+) or less (other )?(.+)"),
     lambda m: _count_max(int(m[1]), m[2], m[3], plural=True)),
    (re.compile(r"you do not have any other characters"), lambda m: {"count_max": 0, "others": True}),
    (re.compile(r"your (stock|clock) has (\d+) or more cards?"),
     lambda m: {f"{m[1]}_min": int(m[2])}),
    (re.compile(r"your hand has (\d+) or less cards?"), lambda m: {"hand_max": int(m[1])}),
    (re.compile(r"there are no markers underneath this card"), lambda m: {"no_marker": True}),
    (re.compile(r"you do not have (another|an?) (.+)"),
     lambda m: _count_max(0, m[1] == "another", m[2], plural=False)),
    (re.compile(r"all of your characters are (《[^》]+》(?: or 《[^》]+》)+)"),
     lambda m: {"all_match": {"traits_any": re.findall(r"《([^》]+)》", m[1])}}),
]


# ---- effect clauses ------------------------------------------------------------------------------

def _fx_middle_other(m, ctx):
    """'your other [《T》 ]character in the middle position of your center stage gets +N power'"""
    f = stage_filter(m[1] + "character")
    if f is None or ctx.mode != "cont":
        return None
    t: dict = {"who": "middle_other", **({"filter": f} if f else {})}
    out = []
    for amount, verb in ((m[2], m[3]), (m[5], m[6])):
        if amount is not None:
            e = _stat(verb, t, amount, "", ctx)
            if e is None:
                return None
            out.append(e)
    return out


def _fx_per_marker(m, ctx):
    """'this card gets [+N level and ]+N power for each marker underneath this card'"""
    if ctx.mode != "cont":
        return None
    per = {"zone": "markers"}
    out = []
    if m[1]:
        out.append({"verb": "level", "target": "self", "amount": int(m[1]), "per": per})
    out.append({"verb": m[3], "target": "self", "amount": int(m[2]), "per": per})
    return out


def _fx_per_opponent(m, ctx):
    """'this card gets +N power for each [《T》 ]character in your opponent's back stage'"""
    f = stage_filter(m[2])
    if f is None:
        return None
    per: dict = {"zone": m[3], "opponent": True, **({"filter": f} if f else {})}
    e = _stat("power", "self", m[1], "", ctx, per)
    return [e] if e else None


def _fx_level_power(m, ctx):
    """'this card gets +N level and +N power' (continuous)"""
    if ctx.mode != "cont":
        return None
    return [{"verb": "level", "target": "self", "amount": int(m[1])},
            {"verb": "power", "target": "self", "amount": int(m[2])}]


def _cannot_play(m, card):
    """'If COND, this card cannot be played from your hand.' -- a 【CONT】 of the hand."""
    c = condition(m[1])
    if c is None:
        return None
    return {"kind": "cont", "zone": "hand", "condition": c, "effect": [{"verb": "cannot_play"}]}


RECOGNISERS = [
    (re.compile(r"If (.+?), this card cannot be played from your hand\."), _cannot_play),
]


EFFECTS = [
    (re.compile(r"your other (.*?)character in the middle position of (?:your|the) center stage "
                r"gets ([+-]\d+) (power|soul)( and ([+-]\d+) (power|soul))?"), _fx_middle_other),
    (re.compile(r"this card gets (?:([+-]\d+) level and )?([+-]\d+) (power|soul) for each marker "
                r"underneath this card"), _fx_per_marker),
    (re.compile(r"this card gets ([+-]\d+) power for each (.*?characters?) in your opponent's "
                r"(back|center) stage"), _fx_per_opponent),
    (re.compile(r"this card gets ([+-]\d+) level and ([+-]\d+) power"), _fx_level_power),
    (re.compile(r"this card cannot 【STAND】 during your stand phase"),
     lambda m, ctx: [{"verb": "no_stand_phase"}] if ctx.mode == "cont" else None),
    (re.compile(r"you cannot play events?(?: cards)? (?:or|and) \"Backup\" from (?:your )?hand"),
     lambda m, ctx: [{"verb": "no_events_backup"}] if ctx.mode == "cont" else None),
    (re.compile(r"this card gets ([+-]\d+) power for each other \"([^\"]+)\" in your (center|back) "
                r"stage"),
     lambda m, ctx: [{"verb": "power", "target": "self", "amount": int(m[1]),
                      "per": {"others": True, "zone": m[3], "filter": {"name": m[2]}}}]
     if ctx.mode == "cont" else None),
]


# ---- events ---------------------------------------------------------------------------------

# what an event's effect cannot name: it is not on the stage while it resolves (seed 000
# 이벤트: played from the hand, it resolves in the resolution zone), so an effect or condition
# about "this card" on the stage would read nothing; such texts stay unsupported
_EVENT_STAGE_TARGETS = {"self", "front", "battle_opponent", "attacker", "middle_other", "facing"}
_EVENT_STAGE_CONDITIONS = {"in_center", "in_middle", "marker", "no_marker", "facing",
                           "facing_cost_max", "facing_level_min", "in_memory", "clock_top",
                           "milled_min"}


def _event_safe(x) -> bool:
    if isinstance(x, dict):
        t = x.get("target")
        t = t.get("who") if isinstance(t, dict) else t
        if t in _EVENT_STAGE_TARGETS or x.get("verb") in ("self_to_stage",
                                                                        "swap_with", "move_to_open"):
            return False
        if x.get("verb") == "move" and x.get("what", "self") != "self":
            return False
        if isinstance(x.get("condition"), dict) and set(x["condition"]) & _EVENT_STAGE_CONDITIONS:
            return False
        if x.get("verb") == "grant":      # the granted ability's "this card" is the card granted
            return True                   # it (importer_grant2), not the event
        return all(_event_safe(v) for v in x.values())
    if isinstance(x, list):
        return all(_event_safe(v) for v in x)
    return True


def event_ability(text: str, card: dict):
    """An event card's printed line (importer_kinds.recognise): its play restriction
    ("If COND, this card cannot be played from your hand.") or its effect, an "event"
    ability the engine resolves when the event is played (rules.play_event: paid, resolved,
    then to the waiting room; a 【COUNTER】 event in the counter step, attack.step_countered).
    The 【COUNTER】 tag itself is the card's counter flag (cards.py); its text is the effect."""
    from . import abilities as ab
    from .importer_kinds import _body

    m = RECOGNISERS[0][0].fullmatch(text)
    if m:
        a = _cannot_play(m, card)
    else:
        if text.startswith("【"):
            if not text.startswith("【COUNTER】 "):
                return None, ""
            text = text[len("【COUNTER】 "):]
        got = _body(text[:-1] if text.endswith(".") else text, "once", may=True)
        if got is None:
            return None, ""
        cond, optional, eff = got
        a = {"kind": "event", "effect": eff}
        if cond or optional:
            return None, ""           # the engine reads no condition on an "event" ability
        if not _event_safe(a):
            return None, ""
    if a is None:
        return None, ""
    try:
        return ab.validate(a), ""
    except (ValueError, TypeError) as e:
        return None, f"{type(e).__name__}: {e}"
