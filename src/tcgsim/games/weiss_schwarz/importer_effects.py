"""The card importer's effect recogniser (see importer.py): the table of effect clauses
`EFFECTS` (regex, builder), `effects()` which reads a text as a sequence of clauses each
matched whole, and the clauses that hold further text: delayed effects, reveal-then,
conditionals, granted abilities (a quoted ability is read by importer_kinds.recognise). The
plain clauses are built in importer_stats.py and importer_moves.py.
"""

from __future__ import annotations

import re

from . import cards as ws_cards
from .importer_auto import AUTO_EFFECTS
from .importer_battle import BATTLE_EFFECTS
from . import importer_climax as _cx
from . import importer_cont as _cont
from .importer_filters import _CONDITION_ATOMS, GRANT_WHO, _who, choice, condition, stage_filter, typed_filter
from .importer_moves import (
    ZONE_WORDS, _fx_bounce, _fx_bounce_zone, _fx_change, _fx_damage_x, _fx_exchange, _fx_look,
    _fx_refill, _fx_salvage, _fx_search, _fx_search_to_stage, _fx_swap, _fx_to_stage, _fx_to_wr,
)
from .importer_stats import (
    STAT, UNTIL, UNTIL_RX, Ctx, _fx_choice_stat, _fx_group_stat, _fx_group_stats,
    _fx_level_in_hand, _fx_level_on_stage, _fx_per, _fx_per_center, _fx_per_level,
    _fx_per_memory, _fx_soul_per, _fx_stats,
)

NEXT_EVENT = {"draw phase": "draw_phase_start", "main phase": "main_phase_start",
              "climax phase": "climax_phase_start", "attack phase": "attack_phase_start"}


def _nested(text: str) -> dict | None:
    """A quoted ability ("the following ability") as a vocabulary table."""
    from .importer_kinds import recognise     # the kinds read effects, which read kinds

    a, _ = recognise(text, {"type": "character"})
    return a


def _fx_delayed(m, ctx):
    when = NEXT_EVENT.get(m[1]) if m[1] else "end_of_turn"
    eff = effects(m[2], Ctx("once"))
    if when is None or eff is None:
        return None
    e = {"verb": "delayed", "ability": {"kind": "auto", "when": when, "effect": eff}}
    if any(x.get("what") == "that" for x in eff):
        e["that"] = True
    return [e]


def _reveal_filter(s: str) -> dict | None:
    m = re.fullmatch(r"level (\d+) or higher", s)
    if m:
        return {"level_min": int(m[1]), "type": "card"}
    m = re.fullmatch(r"level (\d+) or lower", s)
    if m:                                # a climax counts at its printed level 0 (seed 000)
        return {"level_max": int(m[1]), "type": "card"}
    alts = re.fullmatch(r"(an? [^《]+?|an? 《[^》]+》 [a-z]+) or (an? .+)", s)
    if alts:
        a, b = _reveal_filter(alts[1]), _reveal_filter(alts[2])
        return {"any_of": [a, b]} if a and b else None
    return typed_filter(re.sub(r"^an? ", "", s))


def _fx_reveal(m, ctx):
    neg = m[1].startswith("not ")
    f = _reveal_filter(m[1][4:] if neg else m[1])
    if f is None:
        return None
    rest = m[2]
    e: dict = {"verb": "reveal_top", "filter": f}
    if neg:                              # "If that card is not …": the effect when it does not match
        r = re.fullmatch(r"put it into your clock(?:\. \(If it is, return the revealed card to its "
                         r"original place\))?", rest)
        if not r:
            return None
        e["negate"] = True
        e["to"] = "clock"
        return [e]
    r = re.fullmatch(r"(you may )?put it face (?:down|up) underneath this card as a marker", rest)
    if r:
        e["to"] = "marker"
        if r[1]:
            e["optional"] = True
        return [e]
    r = re.fullmatch(r"put it into your hand(?:, (.+))?", rest)
    if r:
        e["to"] = "hand"
        if r[1]:
            then = effects(r[1], Ctx("once"))
            if then is None:
                return None
            e["then"] = then
        return [e]
    r = re.fullmatch(r'perform the following action X number of times\. "(.+)\."', rest)
    if r and ctx.x:
        px = re.fullmatch(r"the number of (.+?) you have", ctx.x)
        f2 = stage_filter(px[1]) if px and px[1].endswith("s") else None
        inner = effects(r[1], Ctx("once"))
        if f2 is None or inner is None:
            return None
        ctx.x_used = True
        e["to"] = "stay"
        e["then"] = [{"verb": "repeat", "per": {"filter": f2} if f2 else {}, "effect": inner}]
        return [e]
    then = effects(rest, Ctx("once"))             # the card stays; the effects follow
    if then is None:
        return None
    e["to"] = "stay"
    e["then"] = then
    return [e]


def _fx_grant(m, ctx):
    if ctx.mode != "cont":
        return None
    who = _who(m[1])
    a = _nested(m[3])
    if a is None or who is None:
        return None
    out = []
    if m[2]:
        out.append({"verb": "power", "target": who, "amount": int(m[2])})
    out.append({"verb": "grant", "target": who, "ability": a})
    return out


def _fx_two_grants(m, ctx):
    a, b = _nested(m[1]), _nested(m[2])
    if a is None or b is None or ctx.mode != "cont":
        return None
    return [{"verb": "grant", "target": "self", "ability": a},
            {"verb": "grant", "target": "self", "ability": b}]


def _fx_grant_once(m, ctx):
    u = UNTIL[m[2]]
    a = _nested(m[3])
    if a is None or u is None or ctx.mode != "once":
        return None
    return [{"verb": "grant", "target": GRANT_WHO[m[1]], "ability": a, "until": u}]


def _fx_conditional(m, ctx):
    c = condition("you have " + m[1])
    then = effects(m[2], Ctx("once"))
    if c is None or then is None or ctx.mode != "once":
        return None
    return [{"verb": "conditional", "condition": c, "then": then}]


def _fx_if_among(m, ctx):
    """"If there is a <card> among those cards, <effect>" after a mill or a reveal."""
    f = typed_filter(m[1])
    then = effects(m[2], Ctx("once"))
    if f is None or then is None or ctx.mode != "once":
        return None
    return [{"verb": "conditional", "condition": {"milled_min": 1, "filter": f}, "then": then}]


def _fx_choice_grant(m, ctx):
    t = choice(m[1], m[2], m[3])
    a = _nested(m[6])
    u = UNTIL[m[5]]
    if t is None or a is None or ctx.mode != "once" or u is None:
        return None
    out = []
    if m[4]:
        out.append({"verb": "power", "target": t, "amount": int(m[4]), "until": u})
        t = "that"
    out.append({"verb": "grant", "target": t, "ability": a, "until": u})
    return out


_OPT = r"(you may )?"
EFFECTS = [
    (re.compile(r"put this card into your (memory|waiting room|hand|stock|clock)"),
     lambda m, ctx: [{"verb": "move", "to": ZONE_WORDS[m[1]]}] if ctx.mode == "once" else None),
    (re.compile(r"put that character into your (memory|waiting room|hand|stock|clock)"),
     lambda m, ctx: [{"verb": "move", "what": "that", "to": ZONE_WORDS[m[1]]}]),
    (re.compile(r"(?:at the beginning of your next (draw phase|main phase|climax phase|attack phase)"
                r"|at the end of the turn), (.+)"), _fx_delayed),
    (re.compile(r"choose (up to )?1 (.+?) in your (waiting room|memory), (?:and )?put it (?:in|on) "
                r"(any position of your (?:center )?stage)"), _fx_to_stage),
    (re.compile(r"that character gets ([+-]\d+) (power|soul)" + UNTIL_RX),
     lambda m, ctx: ([{"verb": m[2], "target": "that", "amount": int(m[1]), "until": UNTIL[m[3]]}]
                     if ctx.mode == "once" and UNTIL[m[3]] else None)),
    # seed 000 체인지 (Change): onto the position the cost took this card from
    (re.compile(r"choose (up to )?1 (.+?) in your (waiting room|hand), (?:and )?put it (?:in|on) the "
                r"stage position that this card was (?:on|in)"), _fx_change),
    (re.compile(r"search your deck for up to 1 (.+?), put it (?:in|on) (any position of your "
                r"(?:center )?stage), and shuffle your deck"), _fx_search_to_stage),
    (re.compile(r"search your deck for up to (\d+) (.+?), put (?:it|them) into your waiting room, "
                r"and shuffle your deck"),
     lambda m, ctx: ([{"verb": "search_deck", "filter": typed_filter(m[2]), "n": int(m[1]),
                       "to": "waiting"}] if typed_filter(m[2]) else None)),
    (re.compile(r"choose this card and (\d+) of your (.+?), and exchange them( as 【STAND】)?"),
     _fx_swap),
    (re.compile(r"reveal the top card of your deck\. If that card is (.+?), (.+)"), _fx_reveal),
    (re.compile(r"choose (\d+) cards? in your hand, and put (?:it|them) into your waiting room"),
     lambda m, ctx: [{"verb": "discard_from_hand", "n": int(m[1])}]),
    (re.compile(r"choose (\d+) (of your opponent's |)(.+?),? (?:and )?put (?:it|them) into "
                r"(?:their|your opponent's|his or her) waiting room"), _fx_to_wr),
    (re.compile(r"your opponent chooses up to 1 (.+?) in his or her waiting room, and puts it on the "
                r"stage position that character was on"), _fx_refill),
    (re.compile(r"choose (\d+) (.+?) on your opponent's (center|back) stage, and return (?:it|them) "
                r"to (?:their|his or her) hands?"), _fx_bounce_zone),
    (re.compile(r"all characters on your opponent's center stage get ([+-]\d+) power" + UNTIL_RX),
     _fx_group_stat),
    (re.compile(r"all (?:characters on )?your opponent's characters get -X power until end of turn"),
     _fx_per_level),
    (re.compile(r"this card gets ([+-]\d+) power for each (.+?) in your memory" + UNTIL_RX),
     _fx_per_memory),
    (re.compile(r"this card gets ([+-]\d+) level while on the stage"), _fx_level_on_stage),
    (re.compile(r"(this card|all of your .+?|all of your opponent's characters) gets? "
                r"(?:([+-]\d+) power and )?(?:the following ability\. )?\"(【.+)\""), _fx_grant),
    (re.compile(r"(all of your .+?) gets? " + STAT + r"( and ([+-]\d+) (power|soul))?" + UNTIL_RX),
     _fx_group_stats),
    (re.compile(r"this card gets the following 2 abilities\. \"(【.+?)\" \"(【.+)\""),
     _fx_two_grants),
    (re.compile(r"(this card|all of your characters) gets? the following ability" + UNTIL_RX
                + r"\. \"(【.+)\""), _fx_grant_once),
    (re.compile(r"this card gets ([+-]\d+) power for each other (.+?) in your (center|back) stage"),
     _fx_per_center),
    (re.compile(r"this card gets ([+-]\d+) soul for each of your other (.+)"), _fx_soul_per),
    (re.compile(r"look at the top card of your deck, and put it on the top of your deck or into your "
                r"waiting room"), lambda m, ctx: [{"verb": "top_or_bottom", "to": "waiting"}]),
    (re.compile(r"this card cannot become 【REVERSE】"),
     lambda m, ctx: [{"verb": "cannot_reverse", "target": "self"}] if ctx.mode == "cont" else None),
    (re.compile(r"this card in all of your zones gets? \[\[(\w+)\.gif\]\] in the trigger icon"),
     lambda m, ctx: ([{"verb": "trigger_icon", "icon": m[1]}]
                     if ctx.mode == "cont" and m[1] in ws_cards.TRIGGERS else None)),
    (re.compile(r"choose 1 (character) in your opponent's back stage with level higher than your "
                r"opponent's level\. That character cannot 【STAND】 during your opponent's next stand "
                r"phase"),
     lambda m, ctx: [{"verb": "cannot_stand", "target": {
         "choose": 1, "from": "opponent_back", "filter": {"level_above_players": True}}}]),
    (re.compile(r"【STAND】 this card"), lambda m, ctx: [{"verb": "stand"}]),
    (re.compile(r"[Dd]uring this card's battle, you cannot play events or \"Backup\" from your "
                r"hand"),
     lambda m, ctx: [{"verb": "no_counters"}] if ctx.mode == "cont" else None),
    (re.compile(r"this card's soul does not decrease by side attacking" + UNTIL_RX),
     lambda m, ctx: ([{"verb": "keep_side_soul", "until": UNTIL[m[1]] or "turn"}]
                     if ctx.mode == "once" else None)),
    (re.compile(r"if you have (another .+?|\d+ or more .+?), (.+)"), _fx_conditional),
    (re.compile(r"[Ii]f there is an? (.+?) among those cards, (.+)"), _fx_if_among),
    (re.compile(r"put this card on any position of your (center )?stage"),
     lambda m, ctx: [{"verb": "self_to_stage", "slots": "center" if m[1] else "any"}]),
    (re.compile(r"reveal up to 1 (.+?) in your hand, choose 1 (.+?) in your waiting room, and exchange "
                r"them"), _fx_exchange),
    (re.compile(r"put the bottom (\d+) cards of your opponent's deck into their waiting room"),
     lambda m, ctx: [{"verb": "mill", "n": int(m[1]), "opponent": True, "bottom": True}]),
    (re.compile(r"deal X damage to your opponent"), _fx_damage_x),
    (re.compile(r"choose (\d+) (of your other |of your opponent's |of your |)(.+?), and that character "
                r"gets (?:([+-]\d+) power and )?the following ability" + UNTIL_RX + r"\. \"(【.+)\""),
     _fx_choice_grant),
    (re.compile(r"choose (up to )?(\d+) (.+?) in your waiting room, (?:and )?put (?:it|them) into "
                r"your memory"), lambda m, ctx: _fx_salvage(m, ctx, to="memory")),
    (re.compile(r"look at the top card of your deck, and put it on the top or at the bottom of your "
                r"deck"), lambda m, ctx: [{"verb": "top_or_bottom"}]),
    (re.compile(r"look at up to (\d+) cards from the top of your deck, choose (up to )?(\d+) cards? "
                r"from among them, put (?:it|them) on the top of your deck, and put the rest into your "
                r"waiting room"),
     lambda m, ctx: [{"verb": "look_top", "n": int(m[1]), "choose": int(m[3]), "to": "top",
                      "rest": "waiting", **({} if m[2] else {"exact": True})}]),
    (re.compile(r"move this card to (?:the|an) open (middle )?position of your (center|back) stage"),
     lambda m, ctx: [{"verb": "move_to_open",
                      "slot": "middle" if m[1] else m[2]} if not (m[1] and m[2] == "back") else None]),
    # this card / all of your (other) characters get +N power (and +N soul) [until …]
    (re.compile(r"(this card|all of your characters|all of your other characters) gets? " + STAT
                + r"( and ([+-]\d+) (power|soul))?" + UNTIL_RX), _fx_stats),
    # choose N of your (other) 《T》 characters, and that character gets +N power until …
    (re.compile(r"choose (\d+) (of your other |of your opponent's |of your |)(.+?), and "
                r"(?:that character gets|those characters get) " + STAT + UNTIL_RX),
     _fx_choice_stat),
    # this card gets +N power for each of your other 《T》 characters
    (re.compile(r"this card gets ([+-]\d+) power for (each of your |each )(other )?(.+?)"
                + UNTIL_RX), _fx_per),
    (re.compile(r"this card gets (-\d+) level while in your hand"), _fx_level_in_hand),
    (re.compile(r"draw (up to )?(\d+) cards?"),
     lambda m, ctx: [{"verb": "draw", "n": int(m[2]), **({"up_to": True} if m[1] else {})}]),
    (re.compile(r"deal (\d+) damage to your opponent"),
     lambda m, ctx: [{"verb": "damage", "n": int(m[1])}]),
    (re.compile(_OPT + r"put the top card of your clock into your waiting room"),
     lambda m, ctx: [{"verb": "heal", "n": 1, **({"optional": True} if m[1] else {})}]),
    (re.compile(r"put the top (?:card|(\d+) cards) of your deck into your waiting room"),
     lambda m, ctx: [{"verb": "mill", "n": int(m[1] or 1)}]),
    (re.compile(r"put the top card of your deck into your stock"),
     lambda m, ctx: [{"verb": "stock_top", "n": 1}]),
    (re.compile(r"put up to (\d+) cards? from the top of your deck into your stock"),
     lambda m, ctx: [{"verb": "stock_top", "n": int(m[1]), "up_to": True}]),
    (re.compile(r"choose (up to )?(\d+) (.+?) in your waiting room, (?:and )?return (?:it|them) "
                r"to your hand"), _fx_salvage),
    (re.compile(r"choose (up to )?(\d+) (.+?) in your waiting room, (?:and )?put (?:it|them) "
                r"into your stock"), lambda m, ctx: _fx_salvage(m, ctx, to="stock")),
    (re.compile(r"search your deck for up to (\d+) (.+?), reveal (?:it|them) to your opponent, "
                r"put (?:it|them) into your hand, and shuffle your deck"), _fx_search),
    (re.compile(r"look at up to (\d+|X) cards from the top of your deck, choose up to (\d+) (.+?) "
                r"from among them, (?:reveal (?:it|them) to your opponent, )?put (?:it|them) into "
                r"your hand, (?:and )?put the rest into your waiting room"), _fx_look),
    (re.compile(_OPT + r"choose (\d+) cards? in your hand, and put (?:it|them) into your stock"),
     lambda m, ctx: [{"verb": "to_stock_from_hand", "n": int(m[2]),
                      **({"optional": True} if m[1] else {})}]),
    (re.compile(r"choose (\d+) of your opponent's (.+?), and return (?:it|them) to "
                r"(?:their|his or her) hands?"), _fx_bounce),
    (re.compile(r"perform the 【STANDBY】 effect"), lambda m, ctx: [{"verb": "standby"}]),
]
EFFECTS += AUTO_EFFECTS
EFFECTS += BATTLE_EFFECTS      # importer_battle: this card's battle opponent
EFFECTS[:0] = _cx.EFFECTS                # the climax area's clauses first (importer_climax)
EFFECTS += _cont.EFFECTS
_CONDITION_ATOMS += _cont.CONDITION_ATOMS
_SEP = re.compile(r", and |, | and |\. If you do, |\. (?=If there is an? )")
# a clause ends at the end of the text or at a separator (so the regex backtracks to one)
EFFECTS = [(re.compile(rx.pattern + r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"), build)
           for rx, build in EFFECTS]


def effects(s: str, ctx: Ctx) -> list[dict] | None:
    """A sequence of effect clauses, each matched whole by one of EFFECTS."""
    s = s[0].lower() + s[1:] if s else s
    return _effects_from(s, 0, ctx)


def _effects_from(s: str, i: int, ctx: Ctx) -> list[dict] | None:
    for rx, build in EFFECTS:
        m = rx.match(s, i)
        if not m:
            continue
        x_before = ctx.x_used
        got = build(m, ctx)
        if got is not None:
            if m.end() == len(s):
                return got
            sep = _SEP.match(s, m.end())
            rest = _effects_from(s, sep.end(), ctx)
            if rest is not None:
                if sep.group(0) == ". If you do, ":
                    if rest[0]["verb"] != "delayed" or got[-1]["verb"] != "move":
                        rest = None
                    else:
                        rest = [{**rest[0], "if_done": True}] + rest[1:]
            if rest is not None:
                return got + rest
        ctx.x_used = x_before
    return None
