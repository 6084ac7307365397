"""The card importer's effect clauses that move cards between zones other than the deck top,
rest and move characters (see importer.py), executed by verbs_zones.py (abilities_zones.py
lists the verbs):

  "choose 1 《T》 character in your clock, return it to your hand"      pick_move clock -> hand
  "choose 1 card in your clock, and put it into your memory"            pick_move clock -> memory
  "choose 1 card in your hand, and put it into your clock"              pick_move hand -> clock
  "choose 1 card in your level and 1 card in your waiting room, and exchange them"
  "choose the bottom card of your clock and 1 《T》 character in your waiting room, …"
                                                                        zone_exchange
  "choose 1 card in your opponent's clock, and put it into their waiting room"
  "choose up to 2 cards in your opponent's waiting room, return them to their deck, and your
   opponent shuffles their deck" / "… put it on the top (or at the bottom) of their deck"
                                                                        pick_move (whose opponent)
  "put 1 card from the bottom of your opponent's stock into his or her waiting room",
  "put the top card of your opponent's clock into their waiting room", "return the top card
   of your clock to your hand", "your opponent puts the top card of their deck into their
   clock"                                                               pile_move
  "your opponent returns all cards from their stock to their deck, shuffles …"  stock_reset
  "your opponent chooses 1 climax in their waiting room, returns all cards except …"
                                                                        waiting_reset
  "choose 1 of your 【STAND】 《T》 characters, and 【REST】 it", "【REST】 all of your other
   【STAND】 characters"                                                   rest (filter status)
  "choose 1 of your opponent's characters, and move it to another open position of their
   stage"                                                               move_chosen
  "choose up to 1 character with level equal to or lower than your level in your hand, put
   it on any position of your stage"                                    to_stage from the hand
  "put this card at the bottom of your deck", "return this card to your hand"   self_to
  "at the beginning of your next encore step, put this card into your memory"
                                                     mark_self + delayed (your_encore_step_start)
  "your opponent may draw 1 card. If your opponent does, your opponent chooses 1 card in
   their hand, and puts it into their waiting room"                     opp_draw + pick_move
  "<one of these>. If you do, <effects>"               conditional on `done` (what moved)

They are added to importer_effects.EFFECTS when importer_kinds loads (one import line).
"""

from __future__ import annotations

import re

from . import importer_effects
from .importer_filters import choice, typed_filter
from .importer_stats import Ctx

_THEIR = r"(?:their|his or her|your opponent's)"
_ZONE = {"clock": "clock", "level": "level", "memory": "memory", "waiting room": "waiting",
         "stock": "stock", "hand": "hand"}
# the verbs that say in ctx["done"] whether they moved their card(s): "If you do, …" may follow
DONE_VERBS = {"memory_bounce", "pick_move", "zone_exchange", "pile_move", "self_to", "opp_draw", "move", "send", "rest_pick",
              "self_to_marker",
              "opp_clock_top_to_waiting"}


def _once(build):
    return lambda m, ctx: build(m) if ctx.mode == "once" else None


def _num(s: str) -> int:
    return 1 if s in ("a", "an", "one") else int(s)


def _what(s: str) -> dict | None | bool:
    """The filter of the cards chosen in a zone ({} = any card), False when unread."""
    if s in ("card", "cards"):
        return {}
    names = re.fullmatch(r'"([^"]+)"((?: or "[^"]+")+)', s)
    if names:                             # '"A" or "B"'
        return {"any_of": [{"name": names[1]}] + [{"name": n} for n in re.findall(r'"([^"]+)"', names[2])]}
    f = typed_filter(s)
    return False if f is None else f


def _pick(n, up_to, what, frm, to, **kw) -> list | None:
    f = _what(what)
    if f is False:
        return None
    e = {"verb": "pick_move", "from": frm, "to": to, "n": _num(n)}
    if up_to:
        e["up_to"] = True
    if f:
        e["filter"] = f
    e.update(kw)
    return [e]


# ---- your own zones ----------------------------------------------------------------------------
def _own_to_hand(m, ctx):
    return _pick(m[2], m[1], m[3], _ZONE[m[4]], "hand") if ctx.mode == "once" else None


def _own_to_zone(m, ctx):
    return _pick(m[2], m[1], m[3], _ZONE[m[4]], _ZONE[m[5]]) if ctx.mode == "once" else None


def _clock_to_bottom(m, ctx):
    return _pick(m[2], m[1], m[3], "clock", "deck_bottom") if ctx.mode == "once" else None


def _hand_to(m, ctx):
    if ctx.mode != "once":
        return None
    return _pick(m[1], None, m[2], "hand", _ZONE[m[3]])


def _exchange(m, ctx):
    """'choose 1 X in your A and 1 Y in your B, and exchange them' (A, B: level, hand,
    waiting room); one card a side."""
    if ctx.mode != "once" or _num(m[1]) != 1 or _num(m[4]) != 1 or m[3] == m[6]:
        return None
    sides = []
    for what, zone in ((m[2], m[3]), (m[5], m[6])):
        f = _what(what)
        if f is False:
            return None
        sides.append({"zone": _ZONE[zone], **({"filter": f} if f else {})})
    return [{"verb": "zone_exchange", "a": sides[0], "b": sides[1]}]


def _clock_bottom_exchange(m, ctx):
    f = _what(m[2])
    if ctx.mode != "once" or _num(m[1]) != 1 or f is False:
        return None
    return [{"verb": "zone_exchange", "a": {"zone": "clock", "end": "bottom"},
             "b": {"zone": "waiting", **({"filter": f} if f else {})}}]


# ---- your opponent's zones ---------------------------------------------------------------------
def _opp_clock_to_wr(m, ctx):
    return _pick(m[1], None, m[2], "clock", "waiting", whose="opponent") if ctx.mode == "once" else None


def _opp_wr_to_deck(m, ctx):
    if ctx.mode != "once":
        return None
    return _pick(m[2], m[1], m[3], "waiting", "deck", whose="opponent", shuffle="always")


def _opp_wr_to_deck_if(m, ctx):
    """'choose 1 climax in your opponent's waiting room, and return it to his or her deck. If
    you do, shuffle your opponent's deck[, and …]': the shuffle (and what follows) only if a
    card was returned."""
    if ctx.mode != "once":
        return None
    e = _pick(m[1], None, m[2], "waiting", "deck", whose="opponent", shuffle="if_done")
    if e is None:
        return None
    if m[3]:
        then = importer_effects.effects(m[3], Ctx("once"))
        if then is None:
            return None
        e.append({"verb": "conditional", "condition": {"done": True}, "then": then})
    return e


def _opp_wr_to_top(m, ctx):
    if ctx.mode != "once":
        return None
    return _pick(m[2], m[1], m[3], "waiting", "deck_top_or_bottom" if m[4] else "deck_top",
                 whose="opponent")


def _pile(whose, frm, end, to, n=1, ask=None):
    e = {"verb": "pile_move", "whose": whose, "from": frm, "end": end, "to": to}
    if n != 1:
        e["n"] = n
    if ask:
        e["ask"] = ask
    return [e]


_STOCK_RESET = [
    (r"your opponent returns all cards (?:from|in) " + _THEIR + r" stock to " + _THEIR + r" deck, "
     r"(?:and )?shuffles " + _THEIR + r" deck, and puts the same number of cards from the top of "
     + _THEIR + r" deck into " + _THEIR + r" stock", "deck"),
    (r"(?:your opponent puts all cards in " + _THEIR + r" stock|put all (?:cards in|of) your opponent's "
     r"stock) into " + _THEIR + r" waiting room, and (?:your opponent )?puts the same number of cards from "
     r"the top of " + _THEIR + r" deck into " + _THEIR + r" stock", "waiting"),
]

_WAITING_RESET = (r"your opponent chooses (?:1|a) climax in " + _THEIR + r" waiting room, returns all "
                  r"cards (?:(?:in|from) " + _THEIR + r" waiting room except that card|except that card "
                  r"from " + _THEIR + r" waiting room) (?:in)?to " + _THEIR + r" deck, and shuffles "
                  + _THEIR + r" deck")


def _opp_char_to(m, ctx):
    """'choose 1 of your opponent's X, and put it into their memory / stock / clock'
    (verbs_battle.send: its markers to the waiting room; a clock of 7 levels up)."""
    t = choice(m[1], "of your opponent's ", m[2])
    if ctx.mode != "once" or t is None or t["choose"] != 1:
        return None
    return [{"verb": "send", "target": t, "to": _ZONE[m[3]]}]


def _memory_bounce(m, ctx):
    t = choice(m[1], "of your opponent's ", m[2])
    if ctx.mode != "once" or t is None or t["choose"] != 1:
        return None
    return [{"verb": "memory_bounce", "target": t},
            {"verb": "delayed", "that": True, "ability": {"kind": "auto", "when": "encore_step_start",
                                                          "effect": [{"verb": "memory_return"}]}}]


# ---- the stage ---------------------------------------------------------------------------------
def _status_choice(n: str, where: str, what: str, status: str | None) -> dict | None:
    t = choice(n, where, what)
    if t is None:
        return None
    if status:
        t["filter"] = {**t.get("filter", {}), "status": status}
    return t


def _rest_chosen(m, ctx):
    """'choose N of your [other] [【STAND】] X, and 【REST】 it/them': the choice, then the rest
    (rest_pick counts what became 【REST】 for "If you do" / "If you 【REST】 2 characters")."""
    if ctx.mode != "once":
        return None
    t = _status_choice(m[1], m[2], m[4], "stand" if m[3] else None)
    if t is None:
        return None
    return [{"verb": "rest_pick", "target": t}]


def _rest_all(m, ctx):
    if ctx.mode != "once":
        return None
    return [{"verb": "rest", "target": {"who": "others_yours" if m[1] else "all_yours",
                                        "filter": {"status": "stand"}}}]


def _move_any(m, ctx):
    """'choose 1 of your opponent's characters, and move it to another open position of their
    [center] stage'."""
    t = choice(m[1], "of your opponent's ", m[2])
    if ctx.mode != "once" or t is None or t["choose"] != 1:
        return None
    return [{"verb": "move_chosen", "target": t, "slots": "center" if m[3] else "any"}]


def _move_center(m, ctx):
    """'choose 1 character in your opponent's center stage, and move it to another open
    position of their center stage'."""
    t = choice(m[1], "", f"{m[2]} in your opponent's center stage")
    if ctx.mode != "once" or t is None or t["choose"] != 1:
        return None
    return [{"verb": "move_chosen", "target": t, "slots": "center"}]


def _hand_to_stage(m, ctx):
    if ctx.mode != "once" or _num(m[2]) != 1:
        return None
    what, lim = m[3], False
    own = " with level equal to or lower than your level"
    if what.endswith(own):
        what, lim = what[: -len(own)], True
    f = typed_filter(what)
    if f is None or f.get("type", "character") != "character":
        return None
    e = {"verb": "to_stage", "from": "hand", "filter": f, "slots": "center" if m[4] else "any"}
    if m[1]:
        e["up_to"] = True
    if lim:
        e["level_max_yours"] = True
    return [e]


def _swap_this(m, ctx):
    """'choose 1 of your X and this card, and exchange them [as 【STAND】]' = 'choose this card
    and 1 of your other X, …' (verbs.swap_with)."""
    t = choice(m[1], "of your other ", m[2])
    if ctx.mode != "once" or t is None or t["choose"] != 1:
        return None
    return [{"verb": "swap_with", "target": t, **({"stand": True} if m[3] else {})}]


def _self_under(m, ctx):
    t = choice(m[1], "of your other ", m[2] if m[2].startswith('"') else m[2])
    if ctx.mode != "once" or t is None or t["choose"] != 1:
        return None
    return [{"verb": "self_to_marker", "target": t}]


# ---- this card -----------------------------------------------------------------------------------
def _later_self(m, ctx):
    """'at the beginning of your (next) encore step / the encore step, put this card into your
    X': this card is marked now; then only the same card (still on the stage, not having left
    it since) moves (verbs_zones.self_to `marked`)."""
    if ctx.mode != "once":
        return None
    when = "encore_step_start" if m[1] == "the" else "your_encore_step_start"
    return [{"verb": "mark_self"},
            {"verb": "delayed", "ability": {"kind": "auto", "when": when,
                                            "effect": [{"verb": "self_to", "to": _ZONE[m[2]],
                                                        "marked": True}]}}]


# ---- "If you do, …" ------------------------------------------------------------------------------
def _then_rest(text: str):
    """'<B>. <C>' -> (effects of B, effects of C or []): "If you do" covers its own sentence B
    only; a sentence C after it happens either way (a C that starts "If …" is read within B)."""
    k = re.search(r"\. (?=[A-Z](?!f ))", text)
    b = importer_effects.effects(text[:k.start()] if k else text, Ctx("once"))
    c = importer_effects.effects(text[k.end():], Ctx("once")) if k else []
    return (b, c) if b is not None and c is not None else (None, None)


def _if_done(m, ctx):
    """'<A>. If you do, <B>[. <C>]': B happens only if A (one of DONE_VERBS, the last effect
    of A) moved its card(s)."""
    if ctx.mode != "once" or ". If you do, " in m[1]:
        return None
    a = importer_effects.effects(m[1], Ctx("once"))
    if a and a[-1]["verb"] == "discard_from_hand":       # the same choice, counted (done)
        a[-1] = {"verb": "pick_move", "from": "hand", "to": "waiting", "n": a[-1].get("n", 1)}
    if not a or a[-1]["verb"] not in DONE_VERBS:
        return None
    b, c = _then_rest(m[2])
    if b is None:
        return None
    return a + [{"verb": "conditional", "condition": {"done": True}, "then": b}] + c


def _opp_draw(m, ctx):
    if ctx.mode != "once":
        return None
    out = [{"verb": "opp_draw", "n": int(m[1])}]
    if m[2]:
        k = _num(m[2])
        out.append({"verb": "conditional", "condition": {"done": True}, "then": [
            {"verb": "pick_move", "from": "hand", "to": "waiting", "n": k, "whose": "opponent",
             "chooser": "opponent"}]})
    return out


_OPP_DISCARD = (r"(?:\. If (?:your opponent does|they do), your opponent chooses (\d+|a) cards? (?:in|from) "
                r"(?:your opponent's|his or her|their) hand, and puts? (?:it|them) (?:into|in) " + _THEIR
                + r" waiting room)?")

EFFECTS = [
    # your own zones
    (re.compile(r"choose (up to )?(\d+) (.+?) (?:in|from) your (clock|level|memory), (?:and )?return "
                r"(?:it|them) to your hand"), _own_to_hand),
    (re.compile(r"choose (up to )?(\d+) (.+?) (?:in|from) your (clock|level), (?:and )?put (?:it|them) "
                r"into your (memory|waiting room|stock)"), _own_to_zone),
    (re.compile(r"choose (up to )?(\d+) (.+?) (?:in|from) your clock, (?:and )?put (?:it|them) (?:at|on) "
                r"the bottom of your deck(?: in any order)?"), _clock_to_bottom),
    (re.compile(r"choose (\d+) (.+?) (?:in|from) your hand, (?:and )?put (?:it|them) into your "
                r"(clock|memory)"), _hand_to),
    # "you may choose 1 card in your hand, and put it …" (importer_kinds.OWN_MAY leaves the "you
    # may" in the text): a choice of 1 or none
    (re.compile(r"you may choose 1 (.+?) (?:in|from) your hand, (?:and )?put it into your (waiting room|clock)"),
     lambda m, ctx: _pick("1", True, m[1], "hand", _ZONE[m[2]]) if ctx.mode == "once" else None),
    (re.compile(r"choose (\d+|a|an) (.+?) in your (level|hand|waiting room) and (\d+|a|an) (.+?) in your "
                r"(level|hand|waiting room), (?:and )?exchange them"), _exchange),
    (re.compile(r"choose the bottom card of your clock and (\d+|a|an) (.+?) in your waiting room, (?:and )?"
                r"exchange them"), _clock_bottom_exchange),
    # an Alarm's "choose this card and 1 character in your waiting room, and exchange them"
    (re.compile(r"choose this card and (\d+|a|an) (.+?) in your waiting room, (?:and )?exchange them"),
     lambda m, ctx: [{**e, "a": {"zone": "clock", "end": "this"}} for e in _clock_bottom_exchange(m, ctx) or []]
     or None),
    # face up, or face down from a public zone (both players saw which card): a hand card put
    # face down is not read (the opponent would not know it)
    (re.compile(r"(you may )?choose (up to )?(\d+) (.+?) (?:in|from) your (waiting room|clock|hand), (?:and )?put "
                r"(?:it|them) face (up|down) underneath this card as (?:a marker|markers)"),
     lambda m, ctx: (_pick(m[3], m[2] or m[1], m[4], _ZONE[m[5]], "marker")
                     if ctx.mode == "once" and not (m[1] and m[3] != "1")
                     and not (m[5] == "hand" and m[6] == "down") else None)),
    (re.compile(r"return the top card of your clock to your hand"),
     _once(lambda m: _pile("you", "clock", "top", "hand"))),
    # your opponent's zones
    (re.compile(r"choose (\d+) (cards?) (?:in|from) your opponent's clock, and put (?:it|them) into "
                + _THEIR + r" waiting room"), _opp_clock_to_wr),
    (re.compile(r"choose (up to )?(\d+) (.+?) (?:in|from) your opponent's waiting room, (?:and )?return "
                r"(?:it|them) to " + _THEIR + r" deck, (?:and )?(?:your opponent )?shuffles? " + _THEIR
                + r" deck"), _opp_wr_to_deck),
    (re.compile(r"choose (\d+) (.+?) (?:in|from) your opponent's waiting room, (?:and )?return it to "
                + _THEIR + r" deck\. If you do, shuffle your opponent's deck(?:,(?: and)? (.+))?"),
     _opp_wr_to_deck_if),
    (re.compile(r"choose (up to )?(\d+) (.+?) (?:in|from) your opponent's waiting room, (?:and )?put "
                r"(?:it|them) on the top (or at the bottom )?of " + _THEIR + r" deck(?: in any order)?"),
     _opp_wr_to_top),
    (re.compile(r"choose (up to )?(\d+) (.+?) (?:in|from) your opponent's waiting room, (?:and )?put (?:it|them) "
                r"into " + _THEIR + r" (stock|memory)"),
     lambda m, ctx: _pick(m[2], m[1], m[3], "waiting", _ZONE[m[4]], whose="opponent") if ctx.mode == "once"
     else None),
    (re.compile(r"(you may )?put the top card of your opponent's deck into " + _THEIR + r" (waiting room|clock)"),
     _once(lambda m: _pile("opponent", "deck", "top", _ZONE[m[2]], ask="you" if m[1] else None))),
    (re.compile(r"put (\d+|a) cards? from the bottom of your opponent's stock into " + _THEIR
                + r" waiting room"),
     _once(lambda m: _pile("opponent", "stock", "bottom", "waiting", _num(m[1])))),
    (re.compile(r"(you may )?put the (top|bottom) card of your opponent's stock into " + _THEIR + r" waiting room"),
     _once(lambda m: _pile("opponent", "stock", m[2], "waiting", ask="you" if m[1] else None))),
    (re.compile(r"(you may )?put the top card (?:of|from) your opponent's clock into " + _THEIR
                + r" waiting room"),
     _once(lambda m: _pile("opponent", "clock", "top", "waiting", ask="you" if m[1] else None))),
    (re.compile(r"your opponent puts the top card of " + _THEIR + r" deck into " + _THEIR + r" clock"),
     _once(lambda m: _pile("opponent", "deck", "top", "clock"))),
    (re.compile(_WAITING_RESET),
     _once(lambda m: [{"verb": "waiting_reset", "whose": "opponent", "filter": {"type": "climax"}}])),
    (re.compile(r"shuffle your opponent's deck"),
     _once(lambda m: [{"verb": "deck_shuffle", "whose": "opponent"}])),
    # the stage
    (re.compile(r"choose (\d+) (of your other |of your opponent's |of your )(【(?:STAND|Stand)】 ?)?(.+?),? and 【REST】 "
                r"(?:it|them)"), _rest_chosen),
    (re.compile(r"【REST】 all of your (other )?【STAND】 characters"), _rest_all),
    (re.compile(r"choose (\d+) of your opponent's (characters?), (?:and )?move it to (?:another|an) open "
                r"position of " + _THEIR + r" (center )?stage"), _move_any),
    (re.compile(r"choose (\d+) (characters?) (?:in|on) your opponent's center stage, (?:and )?move it to "
                r"(?:another|an) open position of " + _THEIR + r" center stage"), _move_center),
    (re.compile(r"choose (\d+) of your (.+?) and this card, and exchange them( as 【STAND】)?"), _swap_this),
    (re.compile(r"choose (\d+) of your (?:cards named )?(\"[^\"]+\"|.+?), and put this card face down underneath "
                r"that card as a marker"), _self_under),
    (re.compile(r"move this card to another open position of your (center|back) stage"),
     _once(lambda m: [{"verb": "move_to_open", "slot": m[1]}])),
    (re.compile(r"choose (up to )?(\d+) (.+?) in your hand, (?:and )?put it (?:in|on) any position of your "
                r"(center )?stage"), _hand_to_stage),
    (re.compile(r"choose (up to )?(\d+) (character) in your hand( with level equal to or lower than your level), "
                r"(?:and )?put it (?:in|on) any position of your (center )?stage"),
     lambda m, ctx: _hand_to_stage([m[0], m[1], m[2], m[3] + m[4], m[5]], ctx)),
    (re.compile(r"choose (\d+) cards? in your hand and put (?:it|them) into your waiting room"),
     lambda m, ctx: [{"verb": "discard_from_hand", "n": int(m[1])}]),
    (re.compile(r"choose (\d+) of your opponent's (.+?), (?:and )?put (?:it|them) into " + _THEIR
                + r" (memory|stock|clock)"), _opp_char_to),
    (re.compile(r"choose (\d+) of your opponent's (.+?), put it into " + _THEIR + r" memory, and at the "
                r"beginning of the encore step, your opponent (?:puts|places) that character from " + _THEIR
                + r" memory (?:on|in) any position of (?:their|his or her|the) stage"), _memory_bounce),
    # this card
    (re.compile(r"put this card (?:at|on) the bottom of your deck"),
     _once(lambda m: [{"verb": "self_to", "to": "deck_bottom"}])),
    (re.compile(r"return this card to your hand"), _once(lambda m: [{"verb": "self_to", "to": "hand"}])),
    (re.compile(r"put this card into your waiting room\. \(Even though there is no battle opponent, the "
                r"attack does not becomes? a direct attack\)"),
     _once(lambda m: [{"verb": "self_to", "to": "waiting"}])),
    (re.compile(r"at the beginning of (your next|your|the) encore step, put this card into your "
                r"(waiting room|memory)"), _later_self),
    # your opponent
    (re.compile(r"your opponent may draw (\d+) cards?" + _OPP_DISCARD), _opp_draw),
]


def _if_rested(m, ctx):
    """'choose N of your 【STAND】 characters, and 【REST】 them. If you 【REST】 N characters, …'"""
    if ctx.mode != "once" or ". If " in m[1]:
        return None
    a = importer_effects.effects(m[1], Ctx("once"))
    if not a or a[-1]["verb"] != "rest_pick" or a[-1]["target"]["choose"] != int(m[2]):
        return None
    b, c = _then_rest(m[3])
    if b is None:
        return None
    return a + [{"verb": "conditional", "condition": {"done": int(m[2])}, "then": b}] + c


SELF_TO_SLOT = ("waiting", "memory", "hand", "stock", "clock")
ZONE_VERBS = {"memory_bounce", "pick_move", "zone_exchange", "pile_move", "stock_reset", "waiting_reset", "self_to",
              "mark_self", "move_chosen", "opp_draw", "deck_shuffle", "rest_pick", "self_to_marker"}


def _sentences(m, ctx):
    """'<A>. <B>' (two sentences of one-shot effects, done in order) -- read here only when A or
    B holds a clause of this area (the other sentence pairs are left to their areas)."""
    if ctx.mode != "once" or m[1].endswith(")") or m[2].startswith(("If ", "X ", "(")):
        return None
    a = importer_effects.effects(m[1], Ctx("once"))
    if not a:
        return None
    b = importer_effects.effects(m[2], Ctx("once"))
    if not b or not ({e["verb"] for e in a} | {e["verb"] for e in b}) & (ZONE_VERBS | {"move"}):
        return None
    if any(e.get("slots") == "this" for e in b):
        # "Put this card into your waiting room. Choose 1 … and put it on the stage position that
        # this card was on": the position this card left (self_to notes it, as a cost does)
        if a[-1] != {"verb": "move", "to": a[-1].get("to")} or a[-1]["to"] not in SELF_TO_SLOT:
            return None
        a[-1] = {"verb": "self_to", "to": a[-1]["to"]}
    return a + b


# the generic "If you do", "If you 【REST】 N", "A. B" come last: tried only where no other
# reading fits
EFFECTS_LAST = [
    (re.compile(r"(.+?)\. If you do, (.+)"), _if_done),
    (re.compile(r"(.+?)\. If you 【REST】 (\d+) characters?, (.+)"), _if_rested),
    (re.compile(r"(.+?)\. ([A-Z].+)"), _sentences),
]


def _stock_reset(via: str):
    return _once(lambda m: [{"verb": "stock_reset", "whose": "opponent", "via": via}])


def _register() -> None:
    sep = r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"   # as importer_effects
    importer_effects.EFFECTS.extend((re.compile(rx.pattern + sep), b) for rx, b in EFFECTS)
    importer_effects.EFFECTS.extend((re.compile(pat + sep), _stock_reset(via)) for pat, via in _STOCK_RESET)
    importer_effects.EFFECTS.extend((re.compile(rx.pattern + r"$"), b) for rx, b in EFFECTS_LAST)


_register()
