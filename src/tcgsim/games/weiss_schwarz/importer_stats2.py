"""The card importer's second reader of stat changes (see importer.py; vocabulary in
abilities_stats2.py, execution in verbs_stats2.py and values.py). Registered when
importer_kinds loads (one import line):

- stage filters with alternatives and name lists (importer_filters.STAGE_FILTER_READERS):
  '"A" and "B"', '"A" or "B"', 'cards named "A" or "B"', 'characters with "A" or "B" in
  its card name', 'blue or 《T》 characters', '《T》 characters or characters with "N" in its
  card name', 'characters with 《T》 or "N" in its card name';
- X clauses read as counts (importer_stats.PER_READERS): that character's level, the level
  or cost of the character facing this card, your level, this card's soul, the colours of
  your characters, the markers underneath this card, cards in a zone;
- effect clauses (importer_effects.EFFECTS): any list of power / soul / level changes
  ("+1 level and +1000 power", one-shot or continuous) for this card, all of your
  (other) <filter>, all of your opponent's characters, the characters in your opponent's
  center stage, your other character in the middle position, that character; "until …"
  before or after; the same for a chosen character ("choose 1 of your 《T》 characters, and
  that character gets +1 level and +1000 power until end of turn"); "+N power for each …"
  counts of the back / center stage, of your opponent's (【REST】) characters, of cards in
  your level;
- Assist (importer_kinds.RECOGNISERS): "【CONT】 Assist [During your …, ][if …, ]All of your
  <filter> in front of this card [with "N" in its card name] get +1 level and +500 power /
  +500 power and +1 soul / +X power. X is equal to …".
"""

from __future__ import annotations

import re

from . import importer_effects, importer_filters, importer_kinds, importer_stats
from .importer_filters import _who, card_filter, choice, condition, name_part, stage_filter, typed_filter
from .importer_stats import Ctx, _per

# a card name in quotes; a name may itself begin with a quoted word (""Predation" Titan")
QNAME = r'"(?:"[^"]+"[^"]*|[^"]+)"'
_QNAME = re.compile(QNAME)


# ---- stage filters with alternatives -----------------------------------------------------

def _mask(s: str) -> tuple[str, list[str]]:
    """Quoted names -> placeholders \x00k\x00 (a name may hold ' or ', ', ')."""
    names: list[str] = []

    def put(m):
        names.append(m[0][1:-1])
        return f"\x00{len(names) - 1}\x00"
    return _QNAME.sub(put, s), names


def _unmask(s: str, names: list[str]) -> str:
    return re.sub(r"\x00(\d+)\x00", lambda m: f'"{names[int(m[1])]}"', s)


_LIST_SEP = r"(?:, and |, or |, | and | or )"
_PH = r"\x00\d+\x00"


def _name_list(masked: str, names: list[str], seps: str = _LIST_SEP) -> list[str] | None:
    """'\x000\x00 or \x001\x00' -> the names, or None."""
    if not re.fullmatch(f"{_PH}(?:{seps}{_PH})*", masked):
        return None
    return [names[int(k)] for k in re.findall(r"\x00(\d+)\x00", masked)]


def _any_of(fs: list[dict]) -> dict:
    return fs[0] if len(fs) == 1 else {"any_of": fs}


def alt_filter(s: str) -> dict | None:
    """A stage filter with alternatives or name lists (union), or None."""
    masked, names = _mask(s)
    if not names and " or " not in s and not s.startswith("characters with 《") and \
            not s.endswith(("with markers", "with a marker")):
        return None
    lst = _name_list(masked, names)
    if lst is not None:                      # "A" and "B" / "A" or "B" / "A" (a quoted name)
        return _any_of([{"name": n} for n in lst])
    m = re.fullmatch(r"(?:cards?|characters?) named (.+)", masked)
    if m:
        lst = _name_list(m[1], names, r"(?:, or | or |, )")
        return None if lst is None else _any_of([{"name": n} for n in lst])
    m = re.fullmatch(r"characters? with (.+?) in (?:its|their) card names?", masked)
    if m:                                    # names (and traits) in the card name
        out = []
        for part in re.split(r", or | or |, ", m[1]):
            k = re.fullmatch(r"\x00(\d+)\x00", part)
            t = re.fullmatch(r"《([^》]+)》", part)
            if k:
                out.append({"name_contains": name_part(names[int(k[1])])})
            elif t:
                out.append({"trait": t[1]})
            else:
                return None
        return _any_of(out) if out and (len(out) > 1 or "trait" in out[0]) else None
    m = re.fullmatch(r"characters with 《([^》]+)》", masked)
    if m:
        return {"trait": m[1]}
    m = re.fullmatch(r"(.+?characters?) with markers?", masked)
    if m:                                    # markers underneath it (on the stage)
        f = stage_filter(_unmask(m[1], names))
        return None if f is None else {**f, "marker": True}
    parts = re.split(r" or (?!lower\b|higher\b)", masked)
    if len(parts) < 2:
        return None
    last = card_filter(_unmask(parts[-1], names))
    if last is None or last[1] != "character":
        return None
    noun = "characters" if re.search(r"\bcharacters\b", parts[-1]) else "character"
    out = []
    for part in parts:
        r = card_filter(_unmask(part, names))
        if r is None or r[1] not in ("character", "name"):
            r = card_filter(_unmask(part, names) + " " + noun)   # 'blue' or 《T》 characters
        if r is None or r[1] not in ("character", "name") or not r[0]:
            return None
        out.append(r[0])
    return {"any_of": out}


importer_filters.STAGE_FILTER_READERS.append(alt_filter)


def group(text: str):
    """'all of your [other] <filter>' (the filter may be a name list, 'cards named …') as a
    group target; 'all of your opponent's characters'; None."""
    who = _who(text)
    if who is not None:
        return who
    m = re.fullmatch(r"all of your (other )?(.+)", text)
    if not m:
        return None
    f = alt_filter(m[2])
    if not f:
        return None
    return {"who": "others_yours" if m[1] else "all_yours", "filter": f}


# ---- X clauses read as counts -----------------------------------------------------------------

_X_TIMES = [re.compile(r"(\d+) multiplied by (.+)"), re.compile(r"(.+?) ?×(\d+)")]
_CARD_ZONES = {"level": "level", "clock": "clock", "stock": "stock", "memory": "memory",
               "waiting room": "waiting", "hand": "hand"}


def _x_parts(x: str) -> tuple[str, int] | None:
    x = x.strip().rstrip(".").strip()
    m = _X_TIMES[0].fullmatch(x)
    if m:
        return m[2], int(m[1])
    m = _X_TIMES[1].fullmatch(x)
    if m:
        return m[1], int(m[2])
    return x, 1


def x_source(t: str, mode: str) -> dict | None:
    """What X counts (abilities_stats2 per {of=…}), or an existing count table."""
    if t in ("that character's level", "the level of that character", "the character's level"):
        return {"of": "that_level"} if mode == "cont" else None
    if t == "the level of the character facing this card":
        return {"of": "facing_level"}
    if t == "the cost of the character facing this card":
        return {"of": "facing_cost"}
    if t == "your level":
        return {"of": "player_level"}
    if t == "this card's soul":
        return {"of": "self_soul"}
    if re.fullmatch(r"the (?:total )?number of colors (?:that )?your characters (?:in|on) (?:your )?stage "
                    r"have", t):
        return {"of": "colors"}
    if t == "the number of markers underneath this card":
        return {"of": "markers"}
    m = re.fullmatch(r"the number of (cards|climax(?:es)?|events?|characters) in your (opponent's )?"
                     r"(level|clock|stock|memory|waiting room|hand)", t)
    if m:
        f = {"cards": None, "climax": {"type": "climax"}, "climaxes": {"type": "climax"},
             "event": {"type": "event"}, "events": {"type": "event"},
             "characters": {"type": "character"}}[m[1]]
        out = {"of": "cards", "zone": _CARD_ZONES[m[3]]}
        if f:
            if out["zone"] in ("hand", "stock"):
                return None
            out["filter"] = f
        if m[2]:
            out["opponent"] = True
        return out
    m = re.fullmatch(r"the number of (the )?(other )?(.+?) you have", t) or \
        re.fullmatch(r"the number of (the )?(other )?characters you have (with .+)", t)
    if m:
        what = m[3] if not m[3].startswith("with ") else "characters " + m[3]
        f = stage_filter(what)
        if f is None or not (what.endswith("s") or "card name" in what or what.startswith("characters with")):
            return None
        out = {"of": "count", **({"filter": f} if f else {})}
        if m[2]:
            out["others"] = True
        return out
    m = re.fullmatch(r"the number of (other )?(.+?) (?:in|on) your (center|back) stage", t)
    if m:
        f = stage_filter(m[2])
        if f is None or not (m[2].endswith("s") or "card name" in m[2]):
            return None
        out = {"of": "count", "zone": m[3], **({"filter": f} if f else {})}
        if m[1]:
            out["others"] = True
        return out
    return None


def _with_x_reads(ctx: Ctx) -> bool:
    """A one-shot X that importer_xvalue reads (with_x): it stays its reading."""
    from .importer_xvalue import parse_x

    return ctx.mode != "cont" and ctx.x is not None and parse_x(ctx.x) is not None


def read_x(ctx: Ctx):
    """importer_stats.PER_READERS: the X clause as (per, N)."""
    if _with_x_reads(ctx):
        return None
    parts = _x_parts(ctx.x)
    if parts is None:
        return None
    per = x_source(parts[0], ctx.mode)
    if per is None:
        return None
    ctx.x_used = True
    return per, parts[1]


importer_stats.PER_READERS.append(read_x)


# ---- "for each …" ------------------------------------------------------------------------------

def per_phrase(s: str) -> dict | None:
    """The count after 'for each ' ('of your other 《T》 or 《T》 characters on your back stage')."""
    m = re.fullmatch(r"(?:of your |your )?(other )?(【REST】 )?(.+?)(?: (?:in|on) (?:your|the) "
                     r"(center|back) stage)?", s)
    m2 = re.fullmatch(r"of your (other )?cards in the (center|back) stage (named .+|with .+ in its card name)", s)
    if m2:
        f = (alt_filter("cards " + m2[3]) or stage_filter(m2[3][6:]) if m2[3].startswith("named ")
             else stage_filter("characters " + m2[3]))
        if not f:
            return None
        return {"of": "count", "zone": m2[2], "filter": f, **({"others": True} if m2[1] else {})}
    opp = re.fullmatch(r"(?:of your opponent's |(?:character|card) (?:on|in) your opponent's )"
                       r"(?:(【REST】 )?(characters|stage)|(center|back) stage|characters at 【REST】)", s)
    if opp:
        out: dict = {"of": "count", "opponent": True}
        if opp[3]:
            out["zone"] = opp[3]
        if opp[1] or s.endswith("at 【REST】"):
            out["rest"] = True
        return out
    lvl = re.fullmatch(r"(.+?) in your (level|clock|waiting room)", s)
    if lvl:
        f = typed_filter(lvl[1]) or (alt_filter(lvl[1]) if lvl[1].startswith('"') else None)
        if not f:
            return None
        return {"of": "cards", "zone": _CARD_ZONES[lvl[2]], "filter": f}
    if not m or not (s.startswith(("of your", "your")) or m[4]):
        return None
    what = m[3]
    f = stage_filter(what)
    if f is None and what.startswith("cards named "):
        f = alt_filter(what)
    if f is None or not (what.endswith("s") or "card name" in what or what.startswith(("\"", "cards named"))):
        return None
    if not (m[1] or m[4] or m[2]):
        return None                       # "for each of your 《T》 characters": importer_stats
    out = {"of": "count", **({"filter": f} if f else {})}
    if m[1]:
        out["others"] = True
    if m[2]:
        out["rest"] = True
    if m[4]:
        out["zone"] = m[4]
    return out


# ---- effect clauses: lists of stat changes ---------------------------------------------------

_STAT1 = r"(?:[+-]\d+|[+-]X) (?:power|soul|level)"
STATS = r"(" + _STAT1 + r"(?:(?:, and |, | and )" + _STAT1 + r")*)"
UNTIL2 = {"until end of turn": "turn", "until the end of turn": "turn", "until end of the turn": "turn",
          "until the end of your opponent's next turn": "opp_next_turn",
          "until end of your opponent's next turn": "opp_next_turn"}
_UNTIL_ALT = "|".join(re.escape(k) for k in sorted(UNTIL2, key=len, reverse=True))
UNTIL_PRE = r"(?:(" + _UNTIL_ALT + r"), )?"
UNTIL_POST = r"(?: (" + _UNTIL_ALT + r"))?"


def _stat_list(s: str) -> list[tuple[str, str]]:
    return re.findall(r"([+-]\d+|[+-]X) (power|soul|level)", s)


def _until(pre: str | None, post: str | None, ctx: Ctx):
    """The duration: None for a 【CONT】, "turn" / "opp_next_turn" for a one-shot; False if wrong."""
    if pre and post:
        return False
    u = UNTIL2.get(pre or post or "")
    if ctx.mode == "cont":
        return None if u is None else False
    return u if u is not None else False


def _one_stat(verb: str, target, amount: str, until, ctx: Ctx) -> dict | None:
    e: dict = {"verb": verb, "target": target}
    if amount in ("+X", "-X"):
        if verb != "power" or ctx.x is None or _with_x_reads(ctx):
            return None
        r = _per(ctx)
        if r is None:
            return None
        per, n = r
        e["amount"] = n if amount == "+X" else -n
        e["per"] = per
    else:
        e["amount"] = int(amount)
    if until:
        e["until"] = until
    return e


def _stats_for(target, stats: str, until, ctx: Ctx) -> list[dict] | None:
    out = []
    for amount, verb in _stat_list(stats):
        e = _one_stat(verb, target, amount, until, ctx)
        if e is None:
            return None
        out.append(e)
    if len({e["verb"] for e in out}) != len(out):
        return None                       # "+1000 power and +X power": not one reading
    return out


# lazily any text, a quoted name whole (a name may hold ", ": the clause must not end inside it)
_TXT = r'(?:"(?:"[^"]+"[^"]*|[^"]+)"|[^"])+?'
_TARGET = (r"(this card|that character|all of your opponent's characters|"
           r"all (?:of the )?characters (?:on|in) your opponent's center stage|"
           r"your other " + _TXT + r" in the middle position of (?:the|your) center stage"
           r"(?: with " + _TXT + r" in its card name)?|"
           r"all of your " + _TXT + r")")


def _target(text: str, ctx: Ctx):
    if text == "this card":
        return "self"
    if text == "that character":
        return "that" if ctx.mode == "once" else None
    if text == "all of your opponent's characters":
        return "opponents_all"
    if re.fullmatch(r"all (?:of the )?characters (?:on|in) your opponent's center stage", text):
        return "opponent_center"
    m = re.fullmatch(r"your other (.+?) in the middle position of (?:the|your) center stage"
                     r"(?: (with .+? in its card name))?", text)
    if m:
        what = m[1] + (" " + m[2] if m[2] else "")
        f = stage_filter(what)
        if f is None or not what.startswith(("character", "《")) and "character" not in what:
            return None
        return {"who": "middle_other", **({"filter": f} if f else {})}
    g = group(text)
    if isinstance(g, str):
        return g
    return g


def _fx_stat_list(m, ctx):
    u = _until(m[1], m[4], ctx)
    if u is False:
        return None
    t = _target(m[2], ctx)
    if t is None:
        return None
    if t == "that" and u is None:
        return None
    return _stats_for(t, m[3], u, ctx)


def _fx_per_each(m, ctx):
    """'this card gets +N power for each …'."""
    u = _until(m[1], m[4], ctx)
    if u is False:
        return None
    per = per_phrase(m[3])
    if per is None:
        return None
    e = {"verb": "power", "target": "self", "amount": int(m[2]), "per": per}
    if u:
        e["until"] = u
    return [e]


def _choice2(n: str, where: str, what: str) -> dict | None:
    """importer_filters.choice with 'character on/in your opponent's center stage', 'of your
    opponent's characters in the center stage' and filters with alternatives."""
    if where == "" and what in ("character in battle", "characters in battle"):
        return {"choose": int(n), "from": "in_battle"}         # either player's (no "your")
    m = re.fullmatch(r"(.*?characters?) (?:on|in) (?:your opponent's|the) (center|back) stage", what)
    if m and where == "":
        return choice(n, "", f"{m[1].rstrip('s')} in your opponent's {m[2]} stage")
    if m and where == "of your opponent's ":
        f = stage_filter(m[1] if m[1].endswith("s") else m[1] + "s")
        if f is None:
            return None
        return {"choose": int(n), "from": f"opponent_{m[2]}", **({"filter": f} if f else {})}
    return choice(n, where, what)


def _fx_choose_stats(m, ctx):
    """'choose [up to] N of your …, and [until …, ]that character gets / those characters get
    <stats>[ until …]'."""
    if ctx.mode != "once":
        return None
    up_to, n = bool(m[1]), int(m[2])
    if (m[6] == "that character gets") != (n == 1):
        return None
    u = _until(m[5], m[8], ctx)
    if not u:
        return None
    t = _choice2(m[2], m[3], m[4])
    if t is None:
        return None
    if up_to:
        t["up_to"] = True
    then = _stats_for("that", m[7], u, ctx)
    if then is None:
        return None
    if len(then) == 1 and not up_to and n == 1:
        return [{**then[0], "target": t}]
    return [{"verb": "choose_then", "target": t, "then": then}]


def _fx_another(m, ctx):
    """'choose another character' (either player's: a character without "your") / 'choose
    another of your <filter>', and that character gets …."""
    u = _until(m[2], m[4], ctx)
    if not u:
        return None
    if m[1] is None:
        t: dict = {"choose": 1, "from": "any_other_stage"}
    else:
        f = stage_filter(m[1])
        if f is None or not m[1].endswith("characters"):
            return None
        t = {"choose": 1, "from": "your_other_stage", **({"filter": f} if f else {})}
    then = _stats_for("that", m[3], u, ctx)
    if then is None:
        return None
    return [{**then[0], "target": t}] if len(then) == 1 else [{"verb": "choose_then", "target": t,
                                                               "then": then}]


def _fx_in_battle(m, ctx):
    """'choose 1 of your <filter> characters in battle, and that character gets …': a player has
    at most one character in battle (verbs_battle.in_battle_of), so the choice is that one."""
    f = stage_filter(m[1])
    u = _until(m[2], m[4], ctx)
    if f is None or not u or not m[1].endswith("characters"):
        return None
    return _stats_for({"who": "in_battle_yours", "filter": f} if f else "in_battle_yours", m[3], u, ctx)


def _fx_level_hand(m, ctx):
    return ([{"verb": "level", "target": "self", "amount": int(m[1]), "zone": "hand"}]
            if ctx.mode == "cont" else None)


EFFECTS = [
    (re.compile(UNTIL_PRE + _TARGET + r" gets? " + STATS + UNTIL_POST), _fx_stat_list),
    (re.compile(UNTIL_PRE + r"this card gets ([+-]\d+) power for each (" + _TXT + r")" + UNTIL_POST), _fx_per_each),
    (re.compile(r"choose (up to )?(\d+) (of your other |of your opponent's |of your |)(" + _TXT + r"),(?: and)? "
                + UNTIL_PRE + r"(that character gets|those characters get) " + STATS + UNTIL_POST),
     _fx_choose_stats),
    (re.compile(r"this card gets (-\d+) level in your hand"), _fx_level_hand),
    (re.compile(r"choose another (?:character|of your (" + _TXT + r")), and " + UNTIL_PRE + r"that character gets "
                + STATS + UNTIL_POST), _fx_another),
    (re.compile(r"choose 1 of your (" + _TXT + r") in battle, and " + UNTIL_PRE + r"that character gets " + STATS
                + UNTIL_POST), _fx_in_battle),
]


def _register() -> None:
    sep = r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"   # as importer_effects
    importer_effects.EFFECTS.extend((re.compile(rx.pattern + sep), b) for rx, b in EFFECTS)


_register()


# ---- Assist ------------------------------------------------------------------------------------

_THAT_LEVEL = re.compile(r"(?:that character's level|the level of that character|the character's level) ?"
                         r"×(\d+)|(\d+) multiplied by that character's level")


def _assist(m, card):
    """Seed 000 응원 (Assist): the characters in front of this card (on the back stage) get
    each change listed; a condition, a filter (before or after 'in front of this card'), X."""
    what = m[3] + (" " + m[4] if m[4] else "")
    f = stage_filter(what)
    if f is None or not (what.endswith("s") or re.search(r"card names?$", what)):
        return None
    a: dict = {"kind": "assist"}
    cond: dict = {}
    if m[1]:
        cond["your_turn" if m[1] == "turn" else "opponents_turn"] = True
    if m[2]:
        c = condition(m[2])
        if c is None or set(c) & set(cond):
            return None
        cond.update(c)
    x = m[6]
    x_used = False
    for amount, verb in _stat_list(m[5]):
        if verb in a:
            return None
        if amount in ("+X", "-X"):
            if verb != "power" or amount == "-X" or x is None:
                return None
            t = _THAT_LEVEL.fullmatch(x.strip().rstrip("."))
            if t:
                a["per_level"] = int(t[1] or t[2])
            else:
                ctx = Ctx("cont", x)
                r = read_x(ctx) or _per(ctx)
                if r is None:
                    return None
                per = r[0]
                if "of" not in per:           # importer_stats' count of your characters on the stage
                    if set(per) - {"filter", "others"}:
                        return None
                    per = {"of": "count", **per}
                a["power"], a["per"] = r[1], per
            x_used = True
        else:
            a[verb] = int(amount)
    if x is not None and not x_used:
        return None
    if f:
        a["filter"] = f
    if cond:
        a["condition"] = cond
    return a


importer_kinds.RECOGNISERS.append((re.compile(
    r"【CONT】 Assist (?:(?:Memory|Experience) )?(?:During your (turn|opponent's turn), )?(?:[Ii]f (.+?), )?"
    r"[Aa]ll of your (.+?) in front of this (?:card|character)(?: (with .+? in (?:its|their) card names?))? "
    r"gets? " + STATS + r"\.?(?: X is equal to (.+?))?"), _assist))
