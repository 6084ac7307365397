"""The card importer's readers for more granted-ability wordings (see importer.py; what a grant
may carry is abilities_grant2.check's, the engine's reading verbs_grant2's). Registered in the
shared tables when importer_kinds loads, as importer_grant:

- effect clauses (importer_effects.EFFECTS):
  * 【CONT】 "the character facing this card gets [+N power and ][the following ability. ]"…"",
    "your other [《T》 ]character in the middle position of your center stage [with "X" in its
    card name] gets "…"", "this card gets +N power, +N soul, [and ]the following ability",
    "+N level, +N power, and the following ability", "+N power, and gets "…"", "all of your
    other "A" and "B" get the following ability";
  * one-shot: "this card / that character / all of your … get(s) "…" until …", "all of your
    (other) 《T》 characters get [+N power and ]the following ability until …", "until end of
    turn, all of your … get +N power and the following ability", "choose N of your characters,
    and that character gets +N soul and the following ability until …", "that character gets
    +N power and the following ability until …" (the character placed or chosen before),
    "choose 1 of your other characters and this card, and they / both characters get the
    following ability until …" (choose_then), "choose 1 of the (2) following abilities, and this
    card gets that / the chosen ability until …. "A" "B"" (modal);
- kinds (importer_kinds.RECOGNISERS): "【CONT】 Assist All of your [filter] characters in front of
  this card get [+N power and ][the following ability. ]"…"" (a 【CONT】 whose targets are the
  characters in front, as Assist's; seed 000 응원);
- inside a granted ability only (importer_restrict._DEPTH > 0: the printed keyword is read by
  table.cannot_side, which knows no other target): "【CONT】 (This card and )?the character
  facing this card (and this card )?cannot side attack", and wordings of "during this card's
  battle, … cannot play event cards or "Backup" from hand".
"""

from __future__ import annotations

import re

from . import importer_effects, importer_kinds, importer_restrict
from .importer_filters import _who, choice, stage_filter
from .importer_stats import UNTIL

_SEP = r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"
_PERIOD = r"(until end of turn|until the end of your opponent's next turn)"
_Q = r"\"(【.+)\""                 # the quoted ability (the rest of the text)


def _nested(text):
    return importer_effects._nested(text)       # read late: importer_restrict wraps it


def _u(period: str):
    return UNTIL[" " + period]


def _stats(target, pairs, until=None) -> list | None:
    """[(amount text, verb), …] -> stat effects; None if a verb repeats or is not a stat."""
    out = []
    for amt, verb in pairs:
        if verb not in ("power", "soul", "level"):
            return None
        e = {"verb": verb, "target": target, "amount": int(amt)}
        if until:
            e["until"] = until
        out.append(e)
    return out if len({e["verb"] for e in out}) == len(out) else None


_STATS = r"((?:[+-]\d+ (?:power|soul|level),? )*?)"


def _pairs(text: str) -> list:
    return re.findall(r"([+-]\d+) (power|soul|level)", text or "")


# ---- 【CONT】 grants ---------------------------------------------------------------------------

def _fx_facing(m, ctx):
    """'the character facing this card gets [+N power and ][the following ability. ]"…"'."""
    a = _nested(m[3])
    if ctx.mode != "cont" or a is None:
        return None
    out = []
    if m[1]:
        out.append({"verb": m[2], "target": "facing", "amount": int(m[1])})
    return out + [{"verb": "grant", "target": "facing", "ability": a}]


def _fx_middle(m, ctx):
    """'your other [《T》 ]character in the middle position of your center stage [with "X" in
    its card name] gets [+N power and ][the following ability. ]"…"'."""
    f = stage_filter(m[1] + (f' with "{m[2]}" in its card name' if m[2] else ""))
    a = _nested(m[5])
    if ctx.mode != "cont" or a is None or f is None:
        return None
    t = {"who": "middle_other", **({"filter": f} if f else {})}
    st = [{"verb": m[4], "target": t, "amount": int(m[3])}] if m[3] else []
    return st + [{"verb": "grant", "target": t, "ability": a}]


def _fx_self_stats_grant(m, ctx):
    """'this card gets +A x, +B y, [and ]the following ability. "…"' / '… and gets "…"'."""
    a = _nested(m[2])
    st = _stats("self", _pairs(m[1]))
    if ctx.mode != "cont" or a is None or not st:
        return None
    return st + [{"verb": "grant", "target": "self", "ability": a}]


def _fx_two_names(m, ctx):
    """'all of your other "A" and "B" get [+N power and ]the following ability. "…"'."""
    a = _nested(m[5])
    if ctx.mode != "cont" or a is None:
        return None
    t = {"who": "others_yours" if m[1] else "all_yours",
         "filter": {"any_of": [{"name": m[2]}, {"name": m[3]}]}}
    st = _stats(t, _pairs(m[4])) if m[4] else []
    return None if st is None else st + [{"verb": "grant", "target": t, "ability": a}]


# ---- one-shot grants --------------------------------------------------------------------------

def _fx_quoted_once(m, ctx):
    """'(this card | that character | all of your …) get(s) "…" until …'."""
    u = _u(m[3])
    a = _nested(m[2])
    who = {"this card": "self", "that character": "that"}.get(m[1]) or _who(m[1])
    if ctx.mode != "once" or a is None or who is None or u is None:
        return None
    return [{"verb": "grant", "target": who, "ability": a, "until": u}]


def _fx_group_once(m, ctx):
    """'all of your [other] [filter] characters get [+N power and ]the following ability
    until …. "…"' and 'until …, all of your … get +N power and the following ability. "…"'."""
    period, group, stats, text = (m[1] or m[4]), m[2], m[3], m[5]
    u = _u(period) if period else None
    who = _who(group)
    a = _nested(text)
    if ctx.mode != "once" or a is None or who is None or u is None or who == "self":
        return None
    st = _stats(who, _pairs(stats), u)
    if st is None:
        return None
    return st + [{"verb": "grant", "target": who, "ability": a, "until": u}]


def _fx_choice_stats_grant(m, ctx):
    """'choose N of your [other] …, and that character gets +N soul [, +N power] and the
    following ability until …. "…"' (power alone: importer_effects._fx_choice_grant)."""
    t = choice(m[1], m[2], m[3])
    u = _u(m[5])
    a = _nested(m[6])
    if ctx.mode != "once" or t is None or a is None or u is None:
        return None
    pairs = _pairs(m[4])
    st = _stats(t, pairs[:1], u)
    rest = _stats("that", pairs[1:], u)
    if not st or rest is None or "level" in {p[1] for p in pairs}:
        return None
    return st + rest + [{"verb": "grant", "target": "that", "ability": a, "until": u}]


def _fx_that_grant(m, ctx):
    """'that character gets [+N power and ]the following ability until …. "…"': the character
    the previous effect chose or placed (ctx "that")."""
    u = _u(m[2])
    a = _nested(m[3])
    if ctx.mode != "once" or a is None or u is None:
        return None
    st = _stats("that", _pairs(m[1]), u)
    if st is None or any(e["verb"] == "level" for e in st):
        return None
    return st + [{"verb": "grant", "target": "that", "ability": a, "until": u}]


def _fx_and_self(m, ctx):
    """'choose 1 of your other [filter] characters and this card, and (they | both characters)
    get the following ability until …. "…"' (verbs_climax.choose_then, this card first)."""
    t = choice("1", "of your other ", m[1])
    u = _u(m[2])
    a = _nested(m[3])
    if ctx.mode != "once" or t is None or a is None or u is None:
        return None
    return [{"verb": "choose_then", "target": t, "and_self": True,
             "then": [{"verb": "grant", "target": "that", "ability": a, "until": u}]}]


def _fx_choose_many(m, ctx):
    """'choose [up to ]N of your [other] …, and (they | those characters) get [+N power and ]
    the following ability until …. "…"' (or 'get "…" until …'): each chosen character
    (verbs_climax.choose_then)."""
    t = choice(m[2], m[3], m[4])
    u = _u(m[6] or m[9])
    a = _nested(m[7] or m[8])
    if ctx.mode != "once" or t is None or a is None or u is None:
        return None
    if m[1]:
        t["up_to"] = True
    st = _stats("that", _pairs(m[5]), u)
    if st is None or any(e["verb"] == "level" for e in st):
        return None
    return [{"verb": "choose_then", "target": t,
             "then": st + [{"verb": "grant", "target": "that", "ability": a, "until": u}]}]


def _fx_modal_grant(m, ctx):
    """'choose N of the [K ]following abilities, and this card gets (that | the chosen)
    ability until …. "A" "B"': the controller chooses (verbs_modal)."""
    u = _u(m[3])
    parts = re.split(r'" "(?=【)', m[4])
    n = int(m[1])
    if ctx.mode != "once" or u is None or len(parts) < 2 or (m[2] and int(m[2]) != len(parts)) \
            or n != 1:
        return None
    return grant_modal(parts, n, u)


def grant_modal(parts: list, n: int, until: str) -> list | None:
    """'choose N of the following abilities, and this card gets that ability until …': a
    modal whose options each grant this card one quoted ability (None: one is unreadable).
    importer_modal2 reads the wording's other form through it too."""
    opts = []
    for p in parts:
        a = _nested(p)
        if a is None:
            return None
        opts.append([{"verb": "grant", "target": "self", "ability": a, "until": until}])
    return [{"verb": "modal", "choose": n, "options": opts}]


def _fx_in_battle(m, ctx):
    """'choose 1 character in battle, and that character gets the following ability until
    …. "…"' / 'all characters in battle get the following ability until …. "…"'."""
    u = _u(m[2])
    a = _nested(m[3])
    if ctx.mode != "once" or a is None or u is None:
        return None
    t = {"choose": 1, "from": "in_battle"} if m[1] else "in_battle"
    return [{"verb": "grant", "target": t, "ability": a, "until": u}]


EFFECTS = [
    (re.compile(r"(?:(choose 1 character in battle, and that character gets)|all characters in battle get) "
                r"the following ability " + _PERIOD + r"[.,] " + _Q + r"$"), _fx_in_battle),
    (re.compile(r"this card cannot become 【REVERSE】 (?:by (?:the )?【AUTO】 effects of your opponent's characters|"
                r"(?:by|from) your opponent(?:'s)? character's 【AUTO】 effects?)"),
     lambda m, ctx: [{"verb": "no_auto_reverse"}] if ctx.mode == "cont" else None),
    (re.compile(r"this card cannot deal damage to a player"),
     lambda m, ctx: [{"verb": "no_player_damage"}] if ctx.mode == "cont" else None),
    (re.compile(r"the character facing this card gets (?:([+-]\d+) (power|soul) and )?(?:the following "
                r"ability\. )?" + _Q + r"$"), _fx_facing),
    (re.compile(r"your other ((?:《[^》]+》 )?character) in the middle position of (?:your|the) center "
                r"stage(?: with \"([^\"]+)\" in its card name)? gets (?:([+-]\d+) (power|soul) and )?"
                r"(?:the following ability\. )?" + _Q + r"$"), _fx_middle),
    (re.compile(r"this card gets ((?:[+-]\d+ (?:power|soul|level)(?:, and |, | and ))+)(?:the following "
                r"ability\. |gets )" + _Q + r"$"), _fx_self_stats_grant),
    (re.compile(r"all of your (other )?\"([^\"]+)\" and \"([^\"]+)\" get ((?:[+-]\d+ (?:power|soul) "
                r"and )?)the following ability\. " + _Q + r"$"), _fx_two_names),
    (re.compile(r"(this card|that character|all of your .+?) gets? \"(【.+)\" " + _PERIOD + r"$"),
     _fx_quoted_once),
    (re.compile(r"(?:" + _PERIOD + r", )?(all of your .+?) gets? ((?:[+-]\d+ (?:power|soul),? )*?)"
                r"(?:and )?the following ability(?: " + _PERIOD + r")?\. " + _Q + r"$"), _fx_group_once),
    (re.compile(r"choose (\d+) (of your other |of your opponent's |of your )(.+?),? and (?:that "
                r"character|that card) gets ((?:[+-]\d+ (?:soul|power|level),? (?:and )?)+)the "
                r"following ability " + _PERIOD + r"\. " + _Q + r"$"), _fx_choice_stats_grant),
    (re.compile(r"that character gets ((?:[+-]\d+ (?:power|soul),? )*)(?:and )?the following ability "
                + _PERIOD + r"\. " + _Q + r"$"), _fx_that_grant),
    (re.compile(r"choose (up to )?(\d+) (of your other |of your opponent's |of your )(.+?),? and (?:they|those "
                r"characters) get ((?:[+-]\d+ (?:power|soul),? )*?)(?:and )?(?:the following ability " + _PERIOD
                + r"\. \"(【.+)\"|\"(【.+)\" " + _PERIOD + r")$"), _fx_choose_many),
    (re.compile(r"choose 1 of your other (.+?) and this card, and (?:they|both characters|those characters) get the "
                r"following ability " + _PERIOD + r"\. " + _Q + r"$"), _fx_and_self),
    (re.compile(r"choose (\d+) of the (?:(\d+) )?following abilities, and this card (?:gets|gains) "
                r"(?:that|the chosen) ability " + _PERIOD + r"\. " + _Q + r"$"), _fx_modal_grant),
]


# ---- kinds: Assist with a granted ability -----------------------------------------------------

def _assist_grant(m, card):
    """'【CONT】 Assist All of your [filter] characters in front of this card get[s] [+N power
    and ][the following ability. ]"…"' -> a 【CONT】 whose target is `front`."""
    f = stage_filter(m[1])
    a = _nested(m[3])
    if f is None or a is None or not m[1].endswith("characters"):
        return None
    t = {"who": "front", "filter": f} if f else "front"
    out = [{"verb": "power", "target": t, "amount": int(m[2])}] if m[2] else []
    return {"kind": "cont", "effect": out + [{"verb": "grant", "target": t, "ability": a}]}


def _side_nested(m, card):
    """Inside a granted ability only: 'this card and / or the character facing this card
    cannot side attack'."""
    if not importer_restrict._DEPTH[0]:
        return None
    eff = [{"verb": "cannot_side_attack", "target": "facing"}]
    if m[1] or m[2]:
        eff.insert(0, {"verb": "cannot_side_attack", "target": "self"})
    return {"kind": "cont", "effect": eff}


_WHO = {"all players": "all", "your opponent": "opponent", "you": "you"}


def _battle_no_play(m, card):
    """'During this card's battle, X cannot play (event cards | events) (or | and) "Backup"
    (or the reverse) from hand' -- importer_restrict's verb, in more wordings."""
    return {"kind": "cont", "condition": {"in_battle": True},
            "effect": [{"verb": "battle_no_play", "who": _WHO[m[1]], "what": ["event", "backup"]}]}


def _battle_no_events(m, card):
    """'During this card's battle, X cannot play event cards / events from (their) hand':
    events only (the counter step offers no counter event to X)."""
    return {"kind": "cont", "condition": {"in_battle": True},
            "effect": [{"verb": "battle_no_play", "who": _WHO[m[1]], "what": ["event"]}]}


RECOGNISERS = [
    (re.compile(r"【AUTO】 When this card is put into your waiting room from the stage, you may (?:return|put) "
                r"this card (?:to|in) its previous stage position as 【REST】\.?"),
     lambda m, card: {"kind": "auto", "when": "to_waiting_room_from_stage", "optional": True,
                      "effect": [{"verb": "to_previous_slot"}]}),
    (re.compile(r"【CONT】 During this card's battle, (all players|your opponent|you) cannot play "
                r"(?:event cards|events) from (?:your |their |his or her )?hands?\.?"), _battle_no_events),
    (re.compile(r"【CONT】 Assist All of your (.+?) in front of this card gets? (?:\+(\d+) power,? and )?"
                r"(?:the following ability\. )?\"(【.+)\"\.?"), _assist_grant),
    (re.compile(r"【CONT】 (This card and )?[Tt]he character facing this card (and this card )?cannot "
                r"side attack\."), _side_nested),
    (re.compile(r"【CONT】 During this card's battle, (all players|your opponent|you) cannot play "
                r"(?:(?:event cards|events) (?:or|and) \"Backup\" ?|\"Backup\" (?:or|and) (?:event cards|"
                r"events) )from (?:your |their |his or her )?hands?\.?"), _battle_no_play),
]


# "the following ability."【…" (no space after the period) is "the following ability. "【…""
CANON = [(re.compile(r"the following (ability|abilities)\.(?=\"【)"), lambda m: f"the following {m[1]}. ")]


def _register() -> None:
    from . import importer_climax
    importer_effects.EFFECTS.extend((re.compile(rx.pattern + _SEP), b) for rx, b in EFFECTS)
    importer_kinds.RECOGNISERS.extend(RECOGNISERS)
    importer_climax.CANON.extend(CANON)


_register()
