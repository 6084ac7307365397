"""The card importer's effect clauses that read or move the top of a deck, third part (see
importer.py; the verbs in verbs_deck3.py, their vocabulary in abilities_deck3.py):

  "look at up to N cards / the top card / N cards from the top of your deck, choose [up to]
  K X from among them, [reveal it to your opponent,] put it into your hand / stock / on the
  top of your deck, and put the rest into your waiting room[. If you put K card into your
  hand, choose K card in your hand, and put it into your waiting room]"      -> dig
  "reveal the top card of your deck. If that card is [not] X, …[, and otherwise, …]"
                                                                            -> reveal_top
  "put the top card of your deck into your waiting room. If that card is X, …"
                                                                            -> mill, conditional

X above is any filter `alt_filter` reads: names, 《traits》, colours, levels, "character with
"A" or "B" in its card name", "event card", joined by "or" ("a 《A》 or 《B》 character or
"Name"", ""Name" or a character with "A" in its card name"). Added to
importer_effects.EFFECTS when importer_kinds loads (one import line), before the older
clauses of the same families, so the wider reading is tried first.
"""

from __future__ import annotations

import re

from . import importer_effects
from .abilities_xvalue import SENT
from .importer_filters import typed_filter
from .importer_stats import Ctx

# ---- filters joined by "or" ------------------------------------------------------------------

_COLOR = r"(?:yellow|green|red|blue)"
_NOUN = r"(?:characters?|events?(?: cards?)?|climax(?:es)?(?: cards?)?|cards?)"
_NAME = r'"(?:"[^"]+"[^"]*|[^"]+)"'
_PIECE = re.compile(
    r"(?:an? )?(?:"
    rf"(?P<name>{_NAME})"
    rf"|(?P<typed>(?:level \d+ or (?:lower|higher) |cost \d+ or lower )?(?:{_COLOR} )?(?:《[^》]+》 ?)?"
    rf"{_NOUN}(?: with \"[^\"]+\"(?: or \"[^\"]+\")* in (?:its|their) card names?)?"
    r"(?: with \[\[\w+\.gif\]\] in (?:its|their) trigger icons?)?)"
    r"|(?P<trait>《[^》]+》)"
    rf"|(?P<color>{_COLOR})"
    r"|(?P<level>level \d+ or (?:lower|higher)))")
_OR = re.compile(r",? or ")


def _typed(text: str) -> dict | None:
    """One typed piece ('level 1 or lower 《T》 character', 'event card', 'cards') as a filter;
    {} = any card."""
    t = re.sub(r"\b(event|climax) cards?\b", r"\1", text)
    t = re.sub(r"》(?=[a-z])", "》 ", t)
    if t in ("card", "cards"):
        return {}
    m = re.fullmatch(r'(.*?characters?) with ("[^"]+"(?: or "[^"]+")+) in (?:its|their) card names?', t)
    if m:                                    # 'character with "A" or "B" in its card name'
        alts = [typed_filter(f'{m[1]} with {n} in its card name') for n in re.findall(r'"[^"]+"', m[2])]
        return None if None in alts else {"any_of": alts}
    return typed_filter(t)


def alt_filter(s: str) -> dict | None:
    """A card filter read from "A or B or C" ({} = any card), or None."""
    same = _SAME_NAME.fullmatch(s.strip())
    if same:                                 # "climax with the same card name as a climax in …"
        f = _typed(same[1])
        where = {"in your waiting room": "waiting", "in your stage or your opponent's stage": "stages"}.get(
            same[2], "stage")
        if f is None or "any_of" in f:
            return None
        return {**(f or {"type": "card"}), "name_in": where}
    s = re.sub(r"》(?=or )", "》 ", s.strip())
    pieces, i = [], 0
    while True:
        m = _PIECE.match(s, i)
        if not m:
            return None
        kind = m.lastgroup
        pieces.append((kind, m[kind]))
        i = m.end()
        if i == len(s):
            break
        sep = _OR.match(s, i)
        if not sep:
            return None
        i = sep.end()
    out: list[dict] = []
    bare: list[tuple[str, str]] = []
    for kind, text in pieces:
        if kind == "name":
            inner = text[1:-1]
            out.append({"name": inner})
        elif kind == "level" and not bare:
            out.append(typed_filter(text + " card"))
        elif kind in ("trait", "color", "level"):
            bare.append((kind, text))
            continue
        else:
            f = _typed(text)
            if f is None:
                return None
            if bare:                         # "《A》 or 《B》 character": the noun is shared
                noun = re.search(_NOUN, text)[0]
                for _, b in bare:
                    g = _typed(f"{b} {noun}")
                    if g is None:
                        return None
                    out.append(g)
                bare = []
            out.append(f)
    if bare or not out or None in out:
        return None
    if len(out) == 1:
        return out[0]
    if {} in out:
        return {}
    traits = [f.get("trait") for f in out]
    if None not in traits and all(f == {"trait": f["trait"], "type": "character"} for f in out):
        return {"traits_any": traits, "type": "character"}
    return {"any_of": out}


# ---- "look at … from the top of your deck, choose …" ---------------------------------------

_LOOK = re.compile(
    r"look (?:at )?(?:up to (?P<n>\d+|X|9137) cards? from the top of your deck|the top card of your deck"
    r"|(?P<n2>\d+) cards from the top of your deck|the top (?P<n3>\d+) cards of your deck), "
    r"choose (?P<cup>up to )?(?P<k>\d+) (?P<what>.+?)(?: from among them)?, ?"
    r"(?P<rv>reveal (?:it|them) to your opponent, ?)?(?:and )?put (?:it|them) "
    r"(?P<to>into your hand|into your stock(?: in any order)?|on (?:the )?top of your deck(?: in any order)?)"
    r"(?:,? (?:and )?|\. )[Pp]ut the rest (?P<rest>into (?:your|the) waiting room)"
    r"(?:\. If you put (?P<pk>\d+) cards? into your hand, choose (?P<dk>\d+) cards? in your hand, and "
    r"put (?:it|them) into your waiting room)?")
_TO = {"into your hand": "hand", "into your stock": "stock", "into your stock in any order": "stock"}


def _fx_look(m, ctx):
    if ctx.mode != "once":
        return None
    f = alt_filter(m["what"])
    if f is None:
        return None
    k = int(m["k"])
    e: dict = {"verb": "dig", "n": 1, "choose": k, "to": _TO.get(m["to"], "top"), "rest": "waiting"}
    n = m["n"] or m["n2"] or m["n3"]
    if n is None:                          # "look at the top card of your deck"
        e["all"] = True
    elif n != "X":
        e["n"] = int(n)                    # (importer_xvalue's with_x reads X as 9137)
        if not m["n"]:
            e["all"] = True                # "look at 3 cards": no stopping early
    if f:
        e["filter"] = f
    if not m["cup"]:
        e["exact"] = True                  # "choose 1 card": one must be taken when one fits
    if m["rv"]:
        e["reveal_pick"] = True
    if e["to"] == "top" and (k != 1 and "in any order" not in m["to"]):
        return None
    if n == "X":
        e = _look_x(e, ctx)
        if e is None:
            return None
    out = [e]
    if m["pk"]:
        if _TO.get(m["to"]) != "hand" or m["pk"] != m["k"] or m["dk"] != m["k"]:
            return None
        out.append({"verb": "conditional", "condition": {"put_hand_min": k},
                    "then": [{"verb": "discard_from_hand", "n": k}]})
    return out


def _look_x(e: dict, ctx) -> dict | None:
    """"look at up to X cards …" with "X is equal to …": the memory's count +k at most N (the
    older look_top's n_memory_plus), else any value importer_xvalue reads (with_x over dig)."""
    from .importer_xvalue import parse_x

    mem = re.fullmatch(r"the number of cards in your memory \+(\d+), at most (\d+)", ctx.x or "")
    if mem:
        ctx.x_used = True
        out = {**e, "verb": "look_top", "n": int(mem[2]), "n_memory_plus": int(mem[1])}
        out.pop("all", None)
        return out
    xv = parse_x(ctx.x) if ctx.x else None
    if xv is None:
        return None
    ctx.x_used = True
    return {"verb": "with_x", "x": xv, "do": {**e, "n": "X"}}


# ---- "reveal the top card of your deck. If that card is X, …" ----------------------------------

_REMINDER = re.compile(r"\s*\((?:Otherwise|If it is|If it's|If not|The revealed|Return the revealed|Return it|"
                       r"Climax|Climaxes|Return the card)[^()]*\)\.?$")
_IT = r"(?:it|that card|the revealed card|that character)"
_THEN_TO = [
    (re.compile(rf"(you may )?put {_IT} into your (hand|stock|clock|waiting room)"), None),
    (re.compile(rf"(you may )?put {_IT} face (?:down|up) underneath this card as a marker"), "marker"),
]
_ZONE = {"hand": "hand", "stock": "stock", "clock": "clock", "waiting room": "waiting"}


def _splits(s: str):
    """(left, right) at each ", " of s outside quotes and 《》 (a trait or a name may hold a
    comma)."""
    depth, quote = 0, False
    for i, ch in enumerate(s):
        if ch == '"':
            quote = not quote
        elif ch == "《":
            depth += 1
        elif ch == "》":
            depth -= 1
        elif ch == "," and not quote and depth == 0 and s.startswith(", ", i):
            yield s[:i], s[i + 2:]


_LEVEL_OF_IT = ("that card's level", "the level of that card", "that character's level",
                "that characters' level", "the level of that character", "the level of the revealed card",
                "the level of the revealed character")


def _x_damage(text: str, ctx, src: dict) -> list | None:
    """"deal X damage to your opponent. X is equal to that card's level": X read from the card
    revealed (`src` revealed_level) or put into the waiting room (milled_level of one card)."""
    m = re.fullmatch(r"(you may )?deal X damage to your opponent", text)
    if not m or ctx is None or ctx.x is None:
        return None
    if _REMINDER.sub("", ctx.x).strip().rstrip(".") not in _LEVEL_OF_IT:
        return None
    ctx.x_used = True
    e = {"verb": "with_x", "x": dict(src), "do": {"verb": "damage", "n": "X"}}
    return [{"verb": "may", "then": [e]}] if m[1] else [e]


def _then_of(text: str, ctx=None):
    """The effects after "If that card is X, ": (to, optional, then-effects) or None. `to` is
    where the revealed card goes ("stay": it returns to its place)."""
    for rx, to in _THEN_TO:
        m = rx.match(text)
        if not m:
            continue
        rest = text[m.end():]
        dest = to or _ZONE[m[2]]
        then = None
        if rest:
            r = re.match(r",? (?:and )?", rest)
            if not r:
                continue
            then = importer_effects.effects(rest[r.end():], Ctx("once"))
            if then is None:
                continue
        return dest, bool(m[1]), then
    if re.match(rf"(?:you may )?(?:put|return) {_IT}\b", text):
        return None                         # the revealed card moved some way not read here
    then = _x_damage(text, ctx, {"of": "revealed_level"}) or importer_effects.effects(text, Ctx("once"))
    return None if then is None else ("stay", False, then)


def _fx_reveal_top(m, ctx):
    if ctx.mode != "once":
        return None
    text = m["rest"]
    while True:
        t2 = _REMINDER.sub("", text)
        if t2 == text:
            break
        text = t2
    text = text.rstrip(".")
    if m["verb"] == "has":
        h = re.match(r"\[\[(\w+)\.gif\]\] in its trigger icon, ", text)
        if not h:
            return None
        cands = [(f"a card with [[{h[1]}.gif]] in its trigger icon", text[h.end():])]
    else:
        cands = list(_splits(text))
    for left, right in cands:
        neg = False
        ml = re.match(r"(?:a )?not (?:an? )?", left)
        if ml:
            neg, left = True, left[ml.end():]
        f = alt_filter(left)
        if not f:
            continue
        els = None
        b = re.search(r"(?:\. If (?:it is|that card is|the revealed card is) not|\. If not|\. Otherwise|"
                      r",? and otherwise), ", right)
        yes = right
        if b:
            yes, no = right[:b.start()], right[b.end():]
            els = importer_effects.effects(no, Ctx("once"))
            if els is None or re.match(rf"(?:you may )?(?:put|return) {_IT}\b", no):
                continue
        got = _then_of(yes, ctx)
        if got is None:
            continue
        to, optional, then = got
        if neg and (to not in ("clock", "stay") or optional or els):
            continue                        # a card that is not X goes where? only these are read
        e: dict = {"verb": "reveal_top", "filter": f}
        if neg:
            e["negate"] = True
        if to != "stay":
            e["to"] = to
        else:
            e["to"] = "stay"
        if optional:
            e["optional"] = True
        if then:
            e["then"] = then
        if els:
            e["else"] = els
        return [e]
    return None


# ---- "put the top card / N cards of your deck into your waiting room. If that card is X / all of
# those cards are X / "Name" is among those cards, …" -----------------------------------------------

_ON_STAGE = re.compile(rf"(you may )?put {_IT} (?:on|in|onto) any position of your (back |center )?stage")


def _mill_then_effects(right: str, ctx=None) -> list | None:
    """The effects after the condition; "put it on any position of your back stage" moves the
    card just milled (milled_to_stage); no other clause may move "it"."""
    m = _ON_STAGE.match(right)
    if m:
        e = {"verb": "milled_to_stage", "slots": (m[2] or "any ").strip()}
        if m[1]:
            e["optional"] = True
        rest = right[m.end():]
        if not rest:
            return [e]
        r = re.match(r",? and ", rest)
        more = importer_effects.effects(rest[r.end():], Ctx("once")) if r else None
        return None if more is None else [e] + more
    if re.match(rf"(?:you may )?(?:put|return|move) {_IT}\b", right) or "that character" in right:
        return None                        # the milled card moves some other way: not read
    return (_x_damage(right, ctx, {"of": "milled_level", "one": True})
            or importer_effects.effects(right, Ctx("once")))


def _fx_mill_then(m, ctx):
    if ctx.mode != "once":
        return None
    n = int(m["n"] or 1)
    text = _REMINDER.sub("", m["rest"]).rstrip(".")
    icon = re.match(r"that card has \[\[(\w+)\.gif\]\] in its trigger icon, ", text)
    if icon:                               # "If that card has [SOUL] in its trigger icon, …"
        text = f"that card is a card with [[{icon[1]}.gif]] in its trigger icon, " + text[icon.end():]
    head = re.match(r"that card is |all (?:of )?those cards are |(?P<name>" + _NAME + r") is (?:revealed )?"
                    r"among those cards, ", text)
    if not head:
        return None
    if head["name"]:
        cands = [(head["name"], text[head.end():])]
        key = "milled_min"
    else:
        if text.startswith("that card") != (n == 1):
            return None
        cands = list(_splits(text[head.end():]))
        key = "milled_min" if n == 1 else "milled_all"
    for left, right in cands:
        f = alt_filter(left)
        if not f:
            continue
        then = _mill_then_effects(right, ctx)
        if then is None:
            continue
        return [{"verb": "mill", "n": n},
                {"verb": "conditional", "condition": {key: 1, "filter": f}, "then": then}]
    return None


# ---- your opponent's deck top into their waiting room; a waiting room card onto a deck top ------

_OPP_MILL = re.compile(
    r"(?:put the (?:the )?top (?:card |(?P<a>\d+) (?:cards )?)of your opponent's deck"
    r"|put (?P<b>\d+) cards? from the (?P<bottom>top|bottom) of your opponent's deck"
    r"|your opponent puts the top (?:card|(?P<c>\d+) cards) of (?:their|his or her|your opponent's) deck"
    r"|your opponent puts (?P<d>\d+) cards? from the top of (?:their|his or her|your opponent's) deck)"
    r" into (?:their|his or her|your opponent's) waiting room")


def _fx_opp_mill(m, ctx):
    if ctx.mode != "once":
        return None
    e = {"verb": "mill", "n": int(m["a"] or m["b"] or m["c"] or m["d"] or 1), "opponent": True}
    if m["bottom"] == "bottom":
        e["bottom"] = True
    return [e]


def _fx_waiting_to_top(m, ctx):
    if ctx.mode != "once":
        return None
    f = alt_filter(m["what"])
    if f is None:
        return None
    e = {"verb": "waiting_to_top", "n": int(m["n"])}
    if m["opp"]:
        e["opponent"] = True
    if f:
        e["filter"] = f
    return [e]


# ---- "search your deck for up to N X, [reveal it to your opponent,] put it into your hand, and
# shuffle your deck" -------------------------------------------------------------------------------

_SEARCH = re.compile(
    r"search (?:your|you) deck for up to (?P<n>\d+) ?(?P<what>.+?),? (?:and )?"
    r"(?P<rv>reveal (?:it|them)(?: to your opponent)? ?, ?(?:and )?)?put (?:it|them) into your "
    r"(?P<to>hand|waiting room)"
    r"(?P<discard>, choose (?P<dk>\d+) cards? (?:in|from) your hand, and put (?:it|them) into your waiting "
    r"room(?=\. Shuffle))?"
    r"(?:,? (?:and )?shuffle your deck|\. (?:Then, )?[Ss]huffle your deck(?: afterwards?)?)")


def _fx_search(m, ctx):
    if ctx.mode != "once":
        return None
    f = alt_filter(m["what"])
    if f is None or (not f and m["what"] not in ("card", "cards")):
        return None
    e: dict = {"verb": "search_deck", "n": int(m["n"]), "to": "hand" if m["to"] == "hand" else "waiting"}
    if f:
        e["filter"] = f
    if m["rv"]:
        e["reveal"] = True
    out = [e]
    if m["discard"]:      # "… choose 1 card in your hand, discard it. Shuffle your deck afterwards":
        out.append({"verb": "discard_from_hand", "n": int(m["dk"])})   # shuffled first: the same
    return out


# ---- your opponent's deck top: look at, choose, put back / to the bottom / into the waiting room

_THEIR = r"(?:their|your opponent's|his or her|opponent's)"
_OPP_LOOK = re.compile(
    rf"look at (?:up to (?P<n>\d+) cards from the top|the top card) of your opponent's deck, choose up to "
    rf"(?P<k>\d+) (?:cards? from among them|of those cards), (?:and )?put (?:it|them) "
    rf"(?P<to>on (?:the )?top of {_THEIR} deck in any order|(?:at|on) the bottom of {_THEIR} deck"
    rf"|into {_THEIR} waiting room)"
    rf"(?:,? and |, |\. )(?:[Pp]ut the rest (?P<rest>into {_THEIR} waiting room|on (?:the )?top of {_THEIR} "
    rf"deck in any order)|return the (?:rest|remaining cards) to {_THEIR} deck, (?:and )?(?:your opponent "
    rf"shuffles|shuffle) {_THEIR} deck)")


def _fx_opp_look(m, ctx):
    if ctx.mode != "once":
        return None
    to = "top" if m["to"].startswith(("on the top", "on top")) else \
        "waiting" if "waiting room" in m["to"] else "bottom"
    rest = "shuffle" if m["rest"] is None else "waiting" if "waiting" in m["rest"] else "top"
    e = {"verb": "opp_dig", "choose": int(m["k"]), "to": to, "rest": rest}
    if m["n"]:
        e["n"] = int(m["n"])
    else:
        e["n"], e["all"] = 1, True
    if to == "top" and rest == "top":
        return None
    return [e]


_OPP_PEEK = re.compile(
    rf"look at (?:up to (?P<n>\d+) cards from the top|the top card) of your opponent's deck, (?:and )?put "
    rf"(?:it|them) (?:(?P<all>on (?:the )?top of {_THEIR} deck in any order)|(?:on|at) (?:the )?top or "
    rf"(?:at )?the bottom of {_THEIR} deck|(?P<wr>on the top of {_THEIR} deck or into {_THEIR} waiting room))")


def _fx_opp_peek(m, ctx):
    if ctx.mode != "once":
        return None
    if m["all"]:                               # "… and put them on the top in any order"
        if not m["n"]:
            return None
        return [{"verb": "opp_dig", "n": int(m["n"]), "choose": 0, "to": "top", "rest": "top"}]
    if m["n"]:
        return None
    return [{"verb": "opp_dig", "n": 1, "all": True, "choose": 1, "to": "waiting" if m["wr"] else "bottom",
             "rest": "top"}]


# ---- the top of your deck underneath this card as markers -----------------------------------------

_TOP_MARKER = re.compile(
    r"(?P<may>you may )?(?:(?P<look>look at the top card of your deck, (?:and )?put it face down )"
    r"|put (?:the top card of your deck (?P<up>face up )?|the top (?P<n>\d+) cards of your deck |"
    r"(?P<n2>\d+) cards? from the top of your deck (?:face down )?))underneath this card as (?:a )?markers?")


def _fx_top_marker(m, ctx):
    if ctx.mode != "once":
        return None
    e: dict = {"verb": "top_to_marker"}
    if m["look"]:
        e["look"] = True
    if m["up"]:
        e["face_up"] = True
    n = int(m["n"] or m["n2"] or 1)
    if n != 1:
        e["n"] = n
    if m["may"]:
        e["optional"] = True
    return [e]


# ---- "reveal up to N cards from the top of your deck. If you revealed 1 or more cards, …" ----------

_REVEAL_UP_TO = re.compile(
    r"reveal up to (?P<n>\d+) cards from the top of your deck\. If you reveal(?:ed)? 1 or more cards, "
    r"choose up to (?P<k>\d+) (?P<what>.+?) (?:from )?among (?:them|those cards), (?:reveal (?:it|them) to "
    r"your opponent, )?put (?:it|them) into your hand, (?:and )?put the rest into your waiting room"
    r"(?:, choose (?P<d>\d+) cards? in your hand, and put (?:it|them) into your waiting room)?")


def _fx_reveal_up_to(m, ctx):
    """As importer_deck's reading, with any "or" filter: the cards are revealed (both know
    them); with none revealed nothing follows (no discard)."""
    if ctx.mode != "once":
        return None
    f = alt_filter(m["what"])
    if f is None or (not f and m["what"] not in ("card", "cards")):
        return None
    e = {"verb": "dig", "n": int(m["n"]), "choose": int(m["k"]), "to": "hand", "rest": "waiting",
         "reveal": True}
    if f:
        e["filter"] = f
    out = [e]
    if m["d"]:
        out.append({"verb": "conditional", "condition": {"dug_min": 1},
                    "then": [{"verb": "discard_from_hand", "n": int(m["d"])}]})
    return out


def _fx_search_swap(m, ctx):
    f, g = alt_filter(m[1]), alt_filter(m[2])
    if ctx.mode != "once" or not f or f != g:
        return None
    return [{"verb": "search_swap", "filter": f}]


_SAME_NAME = re.compile(r"(.+?) with the same card name as an? (?:character|climax|card) "
                        r"(in your waiting room|(?:in|on) your stage|in your stage or your opponent's stage)")


# ---- Brainstorm (seed 000 집중) in the wordings the older readers leave ------------------------------

_BRAIN = re.compile(
    r"(?:brainstorm )?(?:[Ff]lip over|[Rr]eveal) (?:(?P<n>\d+) cards from the top of your deck|the top (?P<n2>\d+) "
    r"cards of your deck),? and put (?:them|it) (?:in|into) your waiting room(?P<rest>\. .+)?")
_EACH = re.compile(r'(?P<how>For each|If there is an?) (?P<what>.+?)(?: revealed)?(?: (?:from )?among (?:those cards'
                   r'|them))?, (?:perform the following action\. "(?P<q>.+?)\.?"|(?P<eff>.+))')
_NAMED = re.compile(r'If (?P<what>"[^"]+"(?: or "[^"]+")*) is (?:revealed )?among those cards, (?P<eff>.+)')


def _sentences(s: str) -> list[str] | None:
    """The sentences of s (split at ". " outside quotes), first letters lowered."""
    out, quote, start = [], False, 0
    for i, ch in enumerate(s):
        if ch == '"':
            quote = not quote
        elif ch == "." and not quote and s.startswith(". ", i):
            out.append(s[start:i])
            start = i + 2
    out.append(s[start:].rstrip("."))
    return [t[0].lower() + t[1:] for t in out if t]


def _fx_brainstorm(m, ctx):
    """'Flip over / Reveal N cards from the top of your deck, and put them into your waiting
    room' (the brainstorm verb: one at a time, a refresh mid-way leaves the flipped ones out),
    then: "For each WHAT revealed, …" / "If there is a WHAT among those cards, …" / 'If "NAME"
    is among those cards, …', or any effects reading "those cards" (X = the number of …)."""
    if ctx.mode != "once":
        return None
    n = int(m["n"] or m["n2"])
    rest = m["rest"][2:] if m["rest"] else ""
    if not rest:
        return [{"verb": "brainstorm", "n": n}]
    e = _EACH.fullmatch(rest) or _NAMED.fullmatch(rest)
    if e:
        what = e["what"].removesuffix(" card")
        f = {"type": "climax"} if what in ("climax", "climaxes") else alt_filter(what)
        text = e["eff"] if e["eff"] is not None else e["q"]
        each = importer_effects.effects(text, Ctx("once"))
        if f and each is not None:
            b = {"verb": "brainstorm", "n": n, "each": each}
            if f != {"type": "climax"}:
                b["filter"] = f
            if "how" not in e.groupdict() or e["how"] != "For each":
                b["once"] = True
            return [b]
    parts = _sentences(rest)
    if not parts:
        return None
    got = importer_effects.effects(f"put the top {n} cards of your deck into your waiting room, "
                                   + ", ".join(parts), ctx)
    if not got or got[0] != {"verb": "mill", "n": n}:
        return None
    return [{"verb": "brainstorm", "n": n}] + got[1:]


def _brainstorm_act(m, card):
    from .importer_costs import costs
    from .importer_kinds import _ability, _body

    cs = costs(m[1])
    if not cs:
        return None
    return _ability("act", _body(m[2], "once"), cost=cs)


RECOGNISERS = [
    (re.compile(r"【ACT】 (?:【CXCOMBO】 )?Brainstorm \[(.+?)\] ((?:Flip over|Reveal) .+?)\.?"), _brainstorm_act),
]


EFFECTS = [
    (_BRAIN, _fx_brainstorm),
    (re.compile(r"search your deck for up to 1 (.+?), reveal it to your opponent, choose up to 1 (.+?) "
                r"(?:from|in) your hand, reveal it to your opponent, exchange them, and shuffle your deck"),
     _fx_search_swap),
    (_REVEAL_UP_TO, _fx_reveal_up_to),
    (_TOP_MARKER, _fx_top_marker),
    (_OPP_LOOK, _fx_opp_look),
    (_OPP_PEEK, _fx_opp_peek),
    (_SEARCH, _fx_search),
    (_LOOK, _fx_look),
    (re.compile(r"reveal the top card of your deck\. If (?:that card|the revealed card|it|that character|"
                r"the card) (?P<verb>is|has) (?P<rest>.+)"), _fx_reveal_top),
    (re.compile(r"put the top (?:card|(?P<n>\d+) cards) (?:of|from) your deck into your waiting room\. "
                r"If (?P<rest>.+)"), _fx_mill_then),
    (_OPP_MILL, _fx_opp_mill),
    (re.compile(r"choose (?P<n>\d+) (?P<what>cards?|.+?) in (?P<opp>your opponent's|your) waiting room, "
                r"(?:and )?put (?:it|them) on (?:the )?top of (?:his or her|their|your opponent's|your) deck"),
     _fx_waiting_to_top),
    (re.compile(r"put up to (?P<n>\d+) cards? from the top of your deck into your waiting room"),
     lambda m, ctx: [{"verb": "mill", "n": int(m["n"]), "up_to": True}] if ctx.mode == "once" else None),
    (re.compile(r"put the top (?P<n>\d+) cards from your deck into your waiting room"),
     lambda m, ctx: [{"verb": "mill", "n": int(m["n"])}] if ctx.mode == "once" else None),
]


def _register() -> None:
    from . import importer_kinds

    sep = r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"   # as importer_effects
    names = [b.__name__ for _, b in importer_effects.EFFECTS]   # right after importer_xvalue's X reader
    at = names.index("_fx_with_x") + 1 if "_fx_with_x" in names else 0
    importer_effects.EFFECTS[at:at] = [(re.compile(rx.pattern + sep), b) for rx, b in EFFECTS]
    importer_kinds.RECOGNISERS.extend(RECOGNISERS)      # after the older Brainstorm readers


_register()
