"""The WIXOSS importer's ability recogniser (see importer.py): one printed ability -> one
vocabulary table, or None.

`RECOGNISERS` maps each `text_en` section to its (regex, builder) pairs, tried in order on
the cleaned text (importer_text.clean); the regex must match the whole text and the builder
reads its parts (cost, condition, effect, modify) with the small recognisers, any of which
may refuse (NoMatch): then the next pair is tried, and when none reads the text the ability
is unsupported. Nothing is half-recognised.

    const    [Constant]: / [Cross Constant]: a continuous `modify` ("[condition, ]modify");
             "When this SIGNI attacks, ..." an on_attack, "When this SIGNI is [Heaven], ..."
             a heaven, "When this SIGNI is banished, ..." an on_banished (also after
             [Auto]:), each perhaps "you may pay COST. If you do, ..." and "This effect can
             only be triggered once per turn."
    on_play  [On-Play] COST: EFFECT (also [Cross On-Play])
    action   [Action] [Attack Phase] [1/Turn] COST: EFFECT (+ "This ability can only be used
             once per turn.", "This ability has Use Timing [...]", "This ability can only
             be used if ...")
    burst    【※】: EFFECT
    arts, spell   ["This card can only be used if ...".] EFFECT (kind "use")

An effect that is one "If COND, ..." step becomes the ability's condition (checked on
resolution either way); a condition on a later step stays an if_condition step.
"""

from __future__ import annotations

import re

from . import vocab
from .importer_effects import KEYWORD, effects, sentences, split_if
from .importer_parts import NoMatch, condition, cost, fm, target

I = re.I | re.S


# ---- const: modify ---------------------------------------------------------------------------

def _who(phrase: str) -> dict:
    """'all of your other <Angel> SIGNI' / 'this SIGNI' -> the `to` (and filter) of a modify."""
    t = target(phrase)
    if t.get("self"):
        return {"to": "self"}
    if not t.get("all") or t.get("lrig"):
        raise NoMatch(phrase)
    to = {"you": "your_signi", "opponent": "opponent_signi"}.get(t["side"])
    if to is None:
        raise NoMatch(phrase)
    out = {"to": to}
    if t.get("filter"):
        out["filter"] = t["filter"]
    return out


MODIFY = [
    (r"(?P<w>.+?) gets? (?P<a>[+-]\d+) power",
     lambda m: {"power": int(m["a"].replace("+", "")), **_who(m["w"])}),
    (r"(?P<w>this signi)'s power (?:is|becomes) (?P<v>\d+)",
     lambda m: {"set_power": int(m["v"]), "to": "self"}),
    (r"the power of (?P<w>this signi) (?:is|becomes) (?P<v>\d+)",
     lambda m: {"set_power": int(m["v"]), "to": "self"}),
    (r"(?P<w>.+?) (?:gets?|gains?|has|have) \[(?P<k>lancer|double crush|assassin)\]",
     lambda m: {"grant": KEYWORD[m["k"].lower()], **_who(m["w"])}),
    (r"skip your grow phase", lambda m: {"rule": "skip_grow"}),
    (r"all (?:of the )?cards in your ener zone (?:have|get|gain) \[multi ener\]",
     lambda m: {"rule": "multi_ener_all"}),
]
MODIFY = [(re.compile(rx, re.I), b) for rx, b in MODIFY]


def granted(text: str) -> dict:
    """A quoted ability a const grants ('"When this SIGNI attacks, ..."') -> its table."""
    a = _const({"body": text.strip().rstrip("."), "cross": None}, auto=True)
    return vocab.validate(a)


def _keyword_and_ability(m) -> list:
    who = _who(m["w"])
    if who["to"] != "self":
        raise NoMatch(m[0])
    return [{"grant": KEYWORD[m["k"].lower()], "to": "self"},
            {"grant_ability": granted(m["a"]), "to": "self"}]


MODIFY_PAIR = re.compile(r"(?P<w>.+?) (?:gets?|gains?) \[(?P<k>lancer|double crush|assassin)\] "
                         r"and \"(?P<a>[^\"]+)\"", re.I)


def modify_clause(text: str) -> list:
    """One modify sentence -> its modify tables (one, or a keyword and an ability)."""
    s = text.strip().rstrip(".")
    m = MODIFY_PAIR.fullmatch(s)
    if m:
        try:
            return _keyword_and_ability(m)
        except (NoMatch, ValueError):
            pass
    m = re.fullmatch(r"it (gets?|gains?) (.+)", s, re.I)
    if m:
        s = f"this SIGNI {m[1]} {m[2]}"         # "If this SIGNI's power is ..., it gains ..."
    for rx, build in MODIFY:
        m = rx.fullmatch(s)
        if m:
            try:
                return [build(m)]
            except NoMatch:
                continue
    raise NoMatch(text)


def const_body(body: str) -> dict:
    """'[condition, ]modify' -> {condition?, modify}."""
    sents = sentences(body)
    if len(sents) != 1:
        raise NoMatch(body)
    s = sents[0]
    try:
        return {"modify": modify_clause(s)}
    except NoMatch:
        pass
    # condition(s), then the modify: try each ", " split point
    parts = s.split(", ")
    for i in range(1, len(parts)):
        try:
            cond = condition(", ".join(parts[:i]))
            mod = modify_clause(", ".join(parts[i:]))
        except NoMatch:
            continue
        return {"condition": cond, "modify": mod}
    raise NoMatch(body)


# ---- triggered "constants" -------------------------------------------------------------------

def _pay_then(body: str) -> tuple[dict, str]:
    """'you may pay [Red]. If you do, X' -> ({red: 1}, X); otherwise ({}, body)."""
    m = fm(r"you may pay (.+?)\. if you do,? (.+)", body)
    if not m:
        return {}, body
    c = cost(re.sub(r"\b(white|red|blue|green|black|colorless)\b", r"[\1]",
                    m[1], flags=re.I) if "[" not in m[1] else m[1])
    if not c:
        raise NoMatch(body)
    return c, m[2]


def _cond_effect(body: str) -> dict:
    """'[you may pay COST. If you do, ]EFFECT' (EFFECT perhaps 'you may ...' or 'if COND,
    ...') -> the cost, optional, condition and effect of a triggered ability. A condition
    becomes the ability's only where it governs the whole effect (`_hoisted`)."""
    out: dict = {}
    c, body = _pay_then(body)
    if c:
        out["cost"] = c
    if len(sentences(body)) == 1:
        m = fm(r"you may (.+)", body)
        if m:
            out["optional"] = True
            body = m[1]
        else:
            for cond, rest in split_if(body):
                m = fm(r"you may (.+)", rest)
                if m:
                    out.update(condition=cond, optional=True)
                    body = m[1]
                    break
    out["effect"] = effects(body)
    return _hoisted(out)


def _hoisted(a: dict) -> dict:
    """An effect that is one "if COND, ..." step: the ability's condition (it is checked on
    resolution either way)."""
    eff = a["effect"]
    if len(eff) == 1 and eff[0]["verb"] == "if_condition" and "condition" not in a and \
            not a.get("optional"):
        a = {**a, "condition": eff[0]["condition"], "effect": eff[0]["effect"]}
    return a


TRIGGERS = [
    # (regex of the trigger's words, kind, needs a cross)
    (r"when this signi attacks,? (.+)", "on_attack", False),
    (r"when this signi (?:is|becomes) \[heaven\],? (.+)", "heaven", True),
    (r"when this signi is banished,? (.+)", "on_banished", False),
]


_TRIGGER_ONCE = re.compile(r"\.?\s*this (?:effect|ability) can only be triggered once per turn"
                           r"\.?$", re.I)


def _const(m, auto=False):
    body = m["body"]
    cross = bool(m["cross"])
    head = {"cross": True} if cross else {}
    pre = {}
    t = fm(r"(during your (?:opponent's )?turn), (when .+)", body)
    if t:
        pre = condition(t[1])
        body = t[2]
    once = _TRIGGER_ONCE.search(body)
    if once:
        body = body[:once.start()]
    for rx, kind, needs_cross in TRIGGERS:
        t = fm(rx, body)
        if t:
            if needs_cross and not cross:
                raise NoMatch(body)
            a = {"kind": kind, **head, **_cond_effect(t[1])}
            if once:
                a["once_per_turn"] = True
            if pre:
                if set(pre) & set(a.get("condition", {})):
                    raise NoMatch(body)
                a["condition"] = {**pre, **a.get("condition", {})}
            return a
    if auto or pre or once:
        raise NoMatch(body)
    return {"kind": "const", **head, **const_body(body)}


# ---- abilities with a cost ----------------------------------------------------------------

_ONCE = re.compile(r"\s*this ability can only be used once per turn\.?$", re.I)
_USE_TIMING = re.compile(r"\s*this ability has use timing ((?:\[(?:main|attack) phase\]\s*)+)"
                         r"(,? and can only be used once per turn)?\.?$", re.I)


def _cost_split(rest: str):
    """'COST: EFFECT' (the cost may itself hold a colon, or be empty) -> every (cost, effect
    text) reading, the shortest cost first."""
    rest = rest.strip()
    if rest.startswith(":"):
        rest = rest[1:].strip()
    idx = [i for i, ch in enumerate(rest) if ch == ":"]
    if not idx:
        yield {}, rest
        return
    for i in idx:
        try:
            c = cost(rest[:i])
        except NoMatch:
            continue
        yield c, rest[i + 1:].strip()


def _costed(kind, rest, extra=None):
    last = None
    for c, body in _cost_split(rest):
        try:
            a = {"kind": kind, **(extra or {})}
            if c:
                a["cost"] = c
            eff = _effect_part(body)
            return {**a, **eff}
        except NoMatch as e:
            last = e
    raise last or NoMatch(rest)


_USE_IF = [
    re.compile(r"\s*this ability can only be used (?:if|when|while) (.+?)\.?$", re.I),
]
_CARD_USE_IF = re.compile(r"this (?:card|arts|spell) can only be used (?:if|when|while) (.+?)\."
                          r"\s*(.+)",
                          re.I | re.S)


def _effect_part(body: str) -> dict:
    m = fm(r"you may (.+)", body)
    if m and len(sentences(body)) == 1:
        return {"optional": True, "effect": effects(m[1])}
    return _hoisted({"effect": effects(body)})


def _use_condition(phrase: str) -> dict:
    """'your opponent has 0 cards in their hand' -> a condition table."""
    return condition("if " + phrase)


def _on_play(m):
    extra = {"cross": True} if m["cross"] else {}
    return _costed("on_play", m["rest"], extra)


def _action(m):
    rest = m["rest"]
    extra: dict = {}
    tags = [t.lower() for t in re.findall(r"\[([^\]]+)\]", m["tags"] or "")]
    timing = []
    for t in tags:
        if t == "attack phase":
            timing.append("attack")
        elif t == "main phase":
            timing.append("main")
        elif t == "1/turn":
            extra["once_per_turn"] = True
        else:
            raise NoMatch(t)
    u = _USE_TIMING.search(rest)
    if u:
        timing += ["attack" if "attack" in p.lower() else "main"
                   for p in re.findall(r"\[([^\]]+)\]", u[1])]
        if u[2]:
            extra["once_per_turn"] = True
        rest = rest[:u.start()]
    o = _ONCE.search(rest)
    if o:
        extra["once_per_turn"] = True
        rest = rest[:o.start()]
    for rx in _USE_IF:
        u = rx.search(rest)
        if u:
            extra["use_if"] = _use_condition(u[1])
            rest = rest[:u.start()]
    if timing and timing != ["main"]:
        extra["timing"] = timing
    return _costed("action", rest, extra)


def _burst(m):
    return {"kind": "burst", **_effect_part(m["body"])}


def _use(m):
    body = m["body"]
    u = _CARD_USE_IF.fullmatch(body)
    if u:
        return {"kind": "use", "use_if": _use_condition(u[1]), **_effect_part(u[2])}
    return {"kind": "use", **_effect_part(body)}


RECOGNISERS = {
    "const": [
        (r"\[(?P<cross>cross )?constant\]\s*:?\s*(?P<body>.+)", _const),
        (r"\[(?P<cross>cross )?auto\]\s*:?\s*(?P<body>.+)", lambda m: _const(m, auto=True)),
    ],
    "on_play": [
        (r"\[(?P<cross>cross )?on-play\]\s*(?P<rest>.+)", _on_play),
    ],
    "action": [
        (r"\[action\]\s*(?P<tags>(?:\[(?:attack phase|main phase|1/turn)\]\s*)*)(?P<rest>.+)",
         _action),
    ],
    "burst": [
        (r"(?:【※】\s*:?\s*)?(?P<body>.+)", _burst),
    ],
    "arts": [(r"(?P<body>.+)", _use)],
    "spell": [(r"(?P<body>.+)", _use)],
    "extra": [],
}
RECOGNISERS = {k: [(re.compile(rx, I), b) for rx, b in v] for k, v in RECOGNISERS.items()}


def recognise(section: str, text: str) -> tuple[dict | None, str]:
    """A cleaned printed ability of `section` -> (vocabulary table or None, why the schema
    refused the table built for it, or "")."""
    for rx, build in RECOGNISERS.get(section, []):
        m = rx.fullmatch(text)
        if not m:
            continue
        try:
            table = build(m)
        except NoMatch:
            continue
        try:
            return vocab.validate(table), ""
        except (ValueError, TypeError) as e:
            return None, str(e)
    return None, ""


__all__ = ["MODIFY", "modify_clause", "const_body", "RECOGNISERS", "recognise"]
