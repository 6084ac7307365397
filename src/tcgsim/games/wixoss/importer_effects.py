"""The WIXOSS importer's effect recogniser (see importer.py): the text of what an ability
does -> a list of vocabulary verbs.

`effects(body)` splits the text into sentences (outside quotes; a line break is a sentence
break), reads "Then, ..." as the next step and "If you do, ..." as an `if_done`, and reads
each sentence (or its ", then " parts) with the clause table `EFFECTS`: (regex, builder)
pairs tried in order, each regex matched against the whole clause. A builder raises
`NoMatch` for a clause it does not read exactly; a clause nothing reads makes the whole
text unsupported. "Choose N ..." with its quoted or numbered modes is a `choose`.
"""

from __future__ import annotations

import re

from .importer_parts import NUM, NoMatch, card_filter, condition, num, target

CIRCLED = "①②③④⑤"


def sentences(body: str) -> list[str]:
    """The sentences of a text: split after '.' (or at a line break) outside quotes."""
    out, cur, quoted = [], [], False
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == '"':
            quoted = not quoted
        if not quoted and ch == "\n":
            out.append("".join(cur))
            cur = []
        elif not quoted and ch == "." and (i + 1 == len(body) or body[i + 1] in " \n"):
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    out.append("".join(cur))
    return [s.strip() for s in out if s.strip()]


# ---- clause builders -------------------------------------------------------------------------

def _v(verb, **kw) -> list:
    return [{"verb": verb, **{k: v for k, v in kw.items() if v is not None}}]


def _targeted(verb):
    def build(m):
        return _v(verb, target=target(m["t"]))
    return build


def _banish(m):
    t = target(m["t"])
    if t.get("all") and "filter" not in t and t["side"] in ("opponent", "any"):
        return _v("banish_all", side="all" if t["side"] == "any" else "opponent")
    return _v("banish", target=t)


def _power(m):
    a = int(m["a"].replace("+", ""))
    return _v("power", target=target(m["t"]), amount=a)


def _set_power(m):
    return _v("set_power", target=target(m["t"]), value=int(m["v"]))


KEYWORD = {"lancer": "lancer", "double crush": "double_crush", "assassin": "assassin"}


def _grant(m):
    return _v("grant", target=target(m["t"]), keyword=KEYWORD[m["k"].lower()])


def _count_kw(m, key="n"):
    k = num(m[key])
    return k


def _search(m):
    """A search of the (hidden) deck may always find fewer: "up to" or not, it is the
    vocabulary's search (up_to = true by default)."""
    f = card_filter(m["f"], allowed=("signi", None, "spell", "arts"), default=None)
    return _v("search", filter=f or None, count=num(m["n"]) if num(m["n"]) != 1 else None)


def _zone_to_hand(verb):
    def build(m):
        f = card_filter(m["f"], allowed=("signi", None, "spell", "arts"), default=None)
        k = num(m["n"])
        return _v(verb, filter=f or None, count=k if k != 1 else None, up_to=bool(m["up"]))
    return build


def _mill(who):
    def build(m):
        return _v("mill", count=num(m["n"]), who=None if who == "you" else who)
    return build


def _simple(verb, key="count"):
    def build(m):
        return _v(verb, **{key: num(m["n"])})
    return build


def _discard_filtered(m):
    f = card_filter(m["f"], allowed=("signi", None, "spell", "arts"), default=None)
    if not f:
        raise NoMatch(m[0])
    return _v("discard", count=num(m["n"]), filter=f)


def _grant_ability(m):
    from .importer_kinds import granted      # the kinds module imports this one
    t = target(m["t"])
    if t.get("lrig_only") or t.get("lrig"):
        raise NoMatch(m[0])
    try:
        a = granted(m["a"])
    except ValueError:
        raise NoMatch(m[0]) from None
    return _v("grant_ability", target=t, ability=a)


def _own_bounce(m):
    t = target(m["t"])
    if t.get("side") != "you":
        raise NoMatch(m[0])
    return _v("bounce", target=t)


def _opp_only(phrase):
    t = target(phrase)
    if t.get("side") != "opponent":
        raise NoMatch(phrase)
    return t


def _zone_two(verb):
    def build(m):
        out = []
        for up, n, f in ((m["up1"], m["n1"], m["f1"]), (m["up2"], m["n2"], m["f2"])):
            out += _v(verb, filter=card_filter(f, allowed=("signi", None, "spell", "arts"),
                                               default=None) or None,
                      count=None if num(n) == 1 else num(n), up_to=bool(up))
        return out
    return build


def _search_two(m):
    out = []
    for n, f in ((m["n1"], m["f1"]), (m["n2"], m["f2"])):
        out += _v("search", filter=card_filter(f, allowed=("signi", None, "spell", "arts"),
                                              default=None) or None,
                  count=None if num(n) == 1 else num(n))
    return out


def _look_discard(m):
    f = card_filter(m["f"], allowed=("signi", None, "spell"), default=None)
    k = num(m["n"])
    return _v("look_discard", filter=f, count=k if k != 1 else None)


def _charm(source):
    def build(m):
        return _v("charm", source=source, target=target(m["t"]))
    return build


def _to_field(source):
    def build(m):
        f = card_filter(m["f"])
        k = num(m["n"])
        return _v("to_field", source=source, filter=f or None, count=k if k != 1 else None,
                  up_to=True if m["up"] else None)
    return build


def _ener_trash(m):
    f = card_filter(m["f"], allowed=(None, "signi", "spell"), default=None)
    k = num(m["n"])
    return _v("ener_trash", filter=f or None, count=k if k != 1 else None,
              up_to=True if m["up"] else None)


_R_SEP = r"(?:\. |, |,? and |\. then,? |, then,? )"
_R_HEAD = rf"(?P<how>reveal|look at) the top (?:(?P<n>{NUM}) cards|card) of your deck"
_R_TAKE = (
    rf"(?:add (?P<take>{NUM}|all|up to {NUM})(?: (?P<f>.+?))??(?: of them)?(?: from among them"
    rf"| from them| among them)? (?:in)?to your hand(?: from among them)?"
    rf"|add to your hand (?P<take2>{NUM}|all) (?P<f2>.+?) from among them"
    rf"|reveal (?P<take3>{NUM}) (?P<f3>.+?) from among them,? (?:and )?add it to your hand"
    rf"|if it is (?:a|an) (?P<f4>.+?),? add it to your hand)")
_R_REST = (r"(?:(?:put )?the rest (?:of them )?into the trash(?P<trash>)"
           r"|(?:put|return) the rest (?:of them )?(?:on|at|to) the bottom of your deck"
           r"(?: in any order)?(?P<bottom>)"
           r"|(?:put|return) the (?:rest|remaining cards) (?:on |to )?(?:the )?top of your deck"
           r" in any order(?P<top>))")
REVEAL_RX = rf"{_R_HEAD}{_R_SEP}{_R_TAKE}(?:{_R_SEP}{_R_REST})?"


def _reveal(m):
    """'Reveal / Look at the top N cards of your deck. Add ... to your hand(, and put the
    rest ...)' -> reveal_take."""
    g = m.groupdict()
    k = num(g["n"]) if g["n"] else 1
    take = g["take"] or g["take2"] or g["take3"] or "1"
    phrase = g["f"] or g["f2"] or g["f3"] or g["f4"]
    out: dict = {"verb": "reveal_take"}
    if k != 1:
        out["count"] = k
    if phrase:
        f = card_filter(phrase, allowed=("signi", None, "spell", "arts"), default=None)
        if f:
            out["filter"] = f
    if take.lower() == "all":
        out["all"] = True
    else:
        up = re.fullmatch(r"up to (.+)", take, re.I)
        n = num(up[1] if up else take)
        if n != 1:
            out["take"] = n
        if up:
            out["up_to"] = True
    if g["trash"] is not None:
        out["rest"] = "trash"
    elif g["bottom"] is not None:
        out["rest"] = "bottom"
    elif g["top"] is None and k != 1:
        raise NoMatch(m[0])                 # where the rest goes is not said
    if g["how"].lower() == "look at":
        out["look"] = True
    return [out]


def _down_freeze(m):
    t = target(m["t"])
    return [{"verb": "down", "target": t}, {"verb": "freeze", "target": {"last": True}}]


def _by_opponent(verb):
    def build(m):
        t = {"side": "opponent", "chosen_by": "opponent"}
        k = num(m["n"])
        if k != 1:
            t["count"] = k
        f = card_filter(m["f"])
        if f:
            t["filter"] = f
        return _v(verb, target=t)
    return build


UNTIL = r"until (?:the )?end of (?:the |this )?turn"
CARDS = rf"(?P<n>{NUM}) cards?"
HAND = r"(?:in|into|to) your hand"
KW = r"\[(?P<k>lancer|double crush|assassin)\]"

EFFECTS = [
    (rf"(?:you )?draw {CARDS}", _simple("draw")),
    (r"(?:you )?draw a card", lambda m: _v("draw", count=1)),
    (r"\[?ener charge (?P<n>\d+)\]?", _simple("ener_charge")),
    (r"put the top card of your deck into (?:the|your) ener zone",
     lambda m: _v("ener_charge", count=1)),
    (rf"put the top (?P<n>{NUM}) cards of your deck into (?:the|your) ener zone",
     _simple("ener_charge")),
    (rf"put the top (?P<n>{NUM}) cards? of your deck into (?:the|your) trash", _mill("you")),
    (rf"put the top (?P<n>{NUM}) cards? of your opponent's deck into (?:the|their) trash",
     _mill("opponent")),
    (rf"(?:each player puts|all players put|each player put) the top (?P<n>{NUM}) cards? of "
     rf"their decks? into (?:the|their) trash", _mill("all")),
    (rf"look at the top (?P<n>{NUM}) cards? of your deck(?:,|\.)? (?:then,? )?(?:and )?put "
     rf"them back (?:on top of your deck )?in any order", _simple("look_reorder")),
    (rf"discard {CARDS}(?: from your hand)?", _simple("discard")),
    (r"discard a card(?: from your hand)?", lambda m: _v("discard", count=1)),
    (rf"discard (?P<n>{NUM}) (?P<f>.+?) from your hand", _discard_filtered),
    (rf"your opponent discards {CARDS}(?: from (?:their|his|her) hand)?",
     _simple("opponent_discards")),
    (r"your opponent discards a card(?: from (?:their|his|her) hand)?",
     lambda m: _v("opponent_discards", count=1)),
    (rf"choose {CARDS} (?:from|in) your opponent's hand without looking,? and discard "
     rf"(?:it|them)", _simple("discard_random")),
    (rf"look at your opponent's hand,? (?:and )?discard (?P<n>{NUM}) (?P<f>.+?) from (?:it|"
     rf"among them|their hand)", _look_discard),
    (rf"look at your opponent's hand(?:,|\. then,?) (?:and )?choose (?P<n>{NUM}) (?P<f>.+?) "
     rf"(?:from|from among) (?:it|them),? and discard (?:it|them)", _look_discard),
    (r"declare a (?:number|level)\. look at your opponent's hand,? and discard all signi with "
     r"the same level as the declared (?:number|level)", lambda m: _v("declare_discard")),
    (rf"search your deck for (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?),? reveal (?:it|them),? "
     rf"(?:and )?(?:add|put) (?:it|them) (?:in)?to your hand", _search),
    (rf"search your deck for (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?) and (?:add|put) "
     rf"(?:it|them) (?:in)?to your hand", _search),
    (rf"search your deck for (?P<n1>{NUM}) (?P<f1>.+?) and (?P<n2>{NUM}) (?P<f2>.+?),? reveal "
     rf"them,? and add them to your hand", _search_two),
    (rf"add (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?) (?:from|in) your trash to your hand",
     _zone_to_hand("from_trash")),
    (rf"from your trash,? add (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?) to your hand",
     _zone_to_hand("from_trash")),
    (rf"add (?P<up1>up to )?(?P<n1>{NUM}) (?P<f1>.+?) and (?P<up2>up to )?(?P<n2>{NUM}) "
     rf"(?P<f2>.+?) from your trash to your hand", _zone_two("from_trash")),
    (rf"add (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?) from your ener zone to your hand",
     _zone_to_hand("from_ener")),
    (rf"from your ener zone,? add (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?) to your hand",
     _zone_to_hand("from_ener")),
    (rf"crush (?P<n>{NUM}) of your opponent's life cloth", _simple("crush")),
    (rf"crush (?P<n>{NUM}) of your (?:own )?life cloth",
     lambda m: _v("crush", count=num(m["n"]), side="you")),
    (r"(?:you )?draw (?:another|an additional|1 additional) card", lambda m: _v("draw", count=1)),
    (r"this turn,? your opponent (?:can't|cannot) guard with level (?P<n>\d+) or (?:less|"
     r"lower) signi", lambda m: _v("guard_limit", level_max=int(m["n"]))),
    (r"banish (?P<t>.+)", _banish),
    (r"return (?P<t>.+?) to (?:their|its owner's|the owner's|your opponent's|its "
     r"owner's) hands?", _targeted("bounce")),
    (r"return (?P<t>(?:up to )?\S+ of your .+?) to your hand", _own_bounce),
    (r"put (?P<t>.+?) on (?:the )?top of (?:their|its owner's) deck",
     lambda m: _v("to_deck", target=target(m["t"]))),
    (r"put (?P<t>.+?) (?:at|on) the bottom of (?:their|its owner's) deck",
     lambda m: _v("to_deck", target=target(m["t"]), where="bottom")),
    (r"return (?P<t>.+?) to (?:their|the) deck(?:,? and|\. then,?) your opponent shuffles "
     r"their deck", lambda m: _v("to_deck", target=_opp_only(m["t"]), where="shuffle")),
    (rf"{UNTIL},? (?P<t>.+?) loses? (?:its|their|all) abilities", _targeted("lose_abilities")),
    (rf"{UNTIL},? (?P<t>.+?) (?:gets?|gains?) \"(?P<a>when this signi [^\"]+)\"", _grant_ability),
    (r"put (?P<t>.+?) into (?:the|their|its owner's) trash", _targeted("trash")),
    (r"down (?P<t>.+)", _targeted("down")),
    (r"up (?P<t>.+)", _targeted("up")),
    (r"freeze (?P<t>.+)", _targeted("freeze")),
    (rf"{UNTIL},? (?P<t>.+?) gets? (?P<a>[+-]\d+) power", _power),
    (rf"(?P<t>.+?) gets? (?P<a>[+-]\d+) power {UNTIL}", _power),
    (rf"{UNTIL},? (?P<t>.+?) (?:gets?|gains?) {KW}", _grant),
    (rf"(?P<t>.+?) (?:gets?|gains?) {KW} {UNTIL}", _grant),
    (rf"{UNTIL},? the power of (?P<t>.+?) becomes (?P<v>\d+)", _set_power),
    (rf"{UNTIL},? (?P<t>.+?)'s? power (?:becomes|is) (?P<v>\d+)", _set_power),
    (rf"{UNTIL},? (?P<t>.+?) (?:gets? \"cannot attack\"|gets? \"can't attack\"|"
     rf"(?:can't|cannot) attack)", _targeted("cannot_attack")),
    (r"put the top card of your deck (?:face down )?under (?P<t>.+?) as (?:a )?\[charm\]",
     _charm("deck")),
    # ---- verbs added by the importer (vocab.py)
    (rf"put (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?) (?:into play|onto the field|onto your field) "
     rf"from your trash", _to_field("trash")),
    (rf"put (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?) from your trash (?:into play|onto the field|"
     rf"onto your field)", _to_field("trash")),
    (rf"(?:put into play|put onto the field) (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?) from your "
     rf"trash", _to_field("trash")),
    (rf"from your trash,? put (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?) (?:into play|onto the "
     rf"field|onto your field)", _to_field("trash")),
    (rf"put (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?) (?:into play|onto the field|onto your field) "
     rf"from your ener zone", _to_field("ener")),
    (rf"put (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?) from your ener zone (?:into play|onto the "
     rf"field|onto your field)", _to_field("ener")),
    (rf"put (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?) (?:into play|onto the field|onto your field) "
     rf"from your hand", _to_field("hand")),
    (rf"put (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?) from your hand (?:into play|onto the "
     rf"field|onto your field)", _to_field("hand")),
    (rf"search your deck for (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?)(?:,? reveal (?:it|them),?)? "
     rf"and put (?:it|them) (?:into play|onto the field|onto your field)", _to_field("deck")),
    (rf"search your deck for (?P<up>up to )?(?P<n>{NUM}) (?P<f>.+?), put (?:it|them) (?:into "
     rf"play|onto the field|onto your field)", _to_field("deck")),
    (r"(?:add|put) the top card of your deck (?:to|into|onto) (?:your )?life cloth",
     lambda m: _v("life_charge")),
    (rf"(?:add|put) the top (?P<n>{NUM}) cards of your deck (?:to|into|onto) (?:your )?life "
     rf"cloth", lambda m: _v("life_charge", count=num(m["n"]))),
    (rf"put (?P<up>up to )?(?P<n>{NUM}) (?P<f>cards?(?: with \[multi ener\])?) from your "
     rf"opponent's ener zone into (?:the|their) trash", _ener_trash),
    (REVEAL_RX, _reveal),
    (r"cancel the effect of (?:1|a|one) spell", lambda m: _v("cancel_spell")),
    (r"gain ((?:\[coin\]\s*)+)", lambda m: _v("gain_coin", count=None if m[1].lower().count(
        "coin") == 1 else m[1].lower().count("coin"))),
    (r"down and freeze (?P<t>.+)", _down_freeze),
    (rf"(?P<v>banish|down|freeze) (?P<t1>(?:up to )?{NUM} of your opponent's .+?|your "
     rf"opponent's lrig) and (?P<t2>(?:up to )?{NUM} of your opponent's .+|all of (?:their|your "
     rf"opponent's) .+)", lambda m: _v(m["v"].lower(), target=target(m["t1"])) +
     _v(m["v"].lower(), target=target(m["t2"]))),
    (rf"your opponent banishes (?P<n>{NUM}) of (?:their|his|her) (?P<f>.+)",
     _by_opponent("banish")),
    (rf"your opponent puts (?P<n>{NUM}) of (?:their|his|her) (?P<f>.+?) into the trash",
     _by_opponent("trash")),
]
EFFECTS = [(re.compile(rx, re.I), b) for rx, b in EFFECTS]


def clause(text: str) -> list:
    s = text.strip().rstrip(".").strip()
    for rx, build in EFFECTS:
        m = rx.fullmatch(s)
        if m:
            try:
                return build(m)
            except NoMatch:
                continue
    # "A, then B" / "A, then, B"
    m = re.fullmatch(r"(.+?),? then,? (.+)", s, re.I)
    if m:
        first = clause(m[1])
        if SHUFFLE.fullmatch(m[2]) and _searched(first[-1]):
            return first
        return first + clause(m[2])
    # "A, and B": two steps, when both read as steps
    for m in re.finditer(r",? and ", s, re.I):
        try:
            return clause(s[:m.start()]) + clause(s[m.end():])
        except NoMatch:
            continue
    raise NoMatch(text)


SHUFFLE = re.compile(r"(?:then,? )?shuffle your deck", re.I)


def _searched(e: dict) -> bool:
    """Did this step search the deck (so "Then shuffle your deck" is part of it)?"""
    if e["verb"] == "if_done" or e["verb"] == "if_condition":
        return _searched(e["effect"][-1])
    return e["verb"] == "search" or (e["verb"] == "to_field" and e["source"] == "deck")


def _step(s: str, out: list) -> list:
    """One sentence (or a few, joined) -> its verbs, given the verbs before it."""
    s = s.strip().rstrip(".")
    if SHUFFLE.fullmatch(s):
        if not out or not _searched(out[-1]):
            raise NoMatch(s)
        return []
    m = re.fullmatch(r"then,? (.+)", s, re.I | re.S)
    if m:
        s = m[1]
    m = re.fullmatch(r"(if .+?), additionally, (.+)", s, re.I | re.S)
    if m:
        s = f"{m[1]}, {m[2]}"               # "If ..., additionally, X": X as a further step
    m = re.fullmatch(r"if you (?:do|did),? (.+)", s, re.I | re.S)
    if m:
        if not out:
            raise NoMatch(s)
        return [{"verb": "if_done", "effect": clause(m[1])}]
    for cond, rest in split_if(s):
        try:
            return [{"verb": "if_condition", "condition": cond, "effect": clause(rest)}]
        except NoMatch:
            continue
    return clause(s)


def split_if(s: str):
    """'If COND, REST' -> every (condition table, REST) reading, splitting at each ', '
    (a quoted name may hold a comma)."""
    if not re.match(r"if ", s, re.I):
        return
    for m in re.finditer(r", ", s):
        try:
            cond = condition(s[:m.start()])
        except NoMatch:
            continue
        yield cond, s[m.end():]


MAX_JOIN = 3        # a clause pattern may span this many sentences ("Reveal ... . If it is")


def effects(body: str) -> list:
    """The steps of an effect text (module docstring)."""
    body = body.strip()
    ch = choose(body)
    if ch is not None:
        return ch
    sents = sentences(body)
    out: list = []
    i = 0
    while i < len(sents):
        for span in range(min(MAX_JOIN, len(sents) - i), 0, -1):
            text = ". ".join(x.rstrip(".") for x in sents[i:i + span])
            try:
                got = _step(text, out)
            except NoMatch:
                if span == 1:
                    raise
                continue
            out += got
            i += span
            break
    if not out:
        raise NoMatch(body)
    return out


_CHOOSE = re.compile(r"cho(?:o)?se (up to )?(\d+)(?: (?:of|from) (?:these|the following)(?: \d+)?"
                     r"(?: effects)?)?(?:[.:]|\.?\n)\s*(.+)", re.I | re.S)


def choose(body: str):
    """'Choose N (of these effects). "A" "B"' or with ①② modes -> [choose], else None."""
    m = _CHOOSE.fullmatch(body)
    if not m:
        return None
    rest = m[3].strip()
    if rest[:1] == '"':
        opts = re.findall(r'"([^"]*)"', rest)
        if re.sub(r'"[^"]*"', "", rest).strip():
            raise NoMatch(body)
    elif rest[:1] in CIRCLED:
        opts = [o for o in re.split(f"[{CIRCLED}]", rest)]
        if opts[0].strip():
            raise NoMatch(body)
        opts = opts[1:]
    else:
        raise NoMatch(body)
    if len(opts) < 2:
        raise NoMatch(body)
    pick = int(m[2])
    e = {"verb": "choose", "options": [effects(o) for o in opts]}
    if pick != 1:
        e["pick"] = pick
    if m[1]:
        e["up_to"] = True
    return [e]


__all__ = ["sentences", "EFFECTS", "clause", "effects", "choose", "KEYWORD", "UNTIL"]
