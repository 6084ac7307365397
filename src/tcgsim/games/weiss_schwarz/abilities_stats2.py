"""Vocabulary of the stat changes read by importer_stats2 (executed in verbs_stats2.py and
values.py; abilities.py takes them in): the one-shot `level` verb, the counts a `per` may
hold besides the characters of a stage, an Assist that gives level and soul too, and the
words `describe` gives them.

  level     besides the 【CONT】 "this card gets +N level" (a continuous value), a one-shot
            {verb="level", target=…, amount=N, until="turn"|"opp_next_turn"} (a modifier in
            `mods`, as power and soul: "that character gets +1 level until end of turn")
  per       "for each …" / "X is equal to …" of a power or soul change, as a table
            {of=SOURCE, …} (`amount` × the value, read whenever the value is read for a
            【CONT】, at resolution for a one-shot change):
              that_level    the level of the character that gets the power (a 【CONT】's
                            group or an Assist's characters in front: "X is equal to that
                            character's level ×500")
              facing_level  the level of the character facing this card (0 when none)
              facing_cost   the cost of the character facing this card (0 when none)
              player_level  your level (the cards in your level zone, seed 000 레벨)
              self_soul     this card's soul
              colors        the number of colours among your characters on the stage
              markers       the markers underneath this card
              count         characters on a stage: `opponent` (your opponent's), `zone`
                            (stage | center | back), `others` (other than this card), `rest`
                            (【REST】 ones only), `filter`
              cards         the cards (matching `filter`) in your (`opponent`: your
                            opponent's) `zone`: level | clock | stock | memory | waiting | hand
  assist    {kind="assist", power=N?, level=N?, soul=N?, per={…}?, per_level=N?, filter=…?,
            condition=…?}: the characters in front of this card get each of them (seed 000
            응원; "+1 level and +500 power", "+500 power and +1 soul", "+X power")
"""

from __future__ import annotations

# the one-shot and continuous level change (abilities.VERBS takes this entry over its own)
VERBS_STATS = {
    "level": ({"target", "amount", "zone", "per", "until"}, "both"),
}

PER_SOURCES = ("that_level", "facing_level", "facing_cost", "player_level", "self_soul", "colors",
               "markers", "count", "cards")
PER_ZONES = ("stage", "center", "back")
CARD_ZONES = ("level", "clock", "stock", "memory", "waiting", "hand")
_PER_KEYS = {"of", "opponent", "zone", "others", "rest", "filter"}
UNTILS = ("turn", "opp_next_turn")


def _check_per(per, verb: str, kind: str, check_filter) -> None:
    of = per.get("of")
    if of not in PER_SOURCES or set(per) - _PER_KEYS:
        raise ValueError(f"a count 'per' {{of = {' | '.join(PER_SOURCES)}, …}}; got {per!r}")
    if verb not in ("power", "soul"):
        raise ValueError(f"verb {verb!r}: a per {{of = {of}}} counts for power or soul only")
    if of == "that_level" and kind != "cont":
        raise ValueError("per {of = that_level} (the level of the character that gets the power) "
                         "is read continuously only")
    if of == "count" and per.get("zone", "stage") not in PER_ZONES:
        raise ValueError(f"per {{of = count}}: zone is one of {', '.join(PER_ZONES)}")
    if of == "cards" and per.get("zone") not in CARD_ZONES:
        raise ValueError(f"per {{of = cards}}: zone is one of {', '.join(CARD_ZONES)}")
    if of == "cards" and per["zone"] in ("hand", "stock") and "filter" in per:
        raise ValueError("per {of = cards}: the cards of a hand or a stock are hidden; they are "
                         "counted, not told apart (no filter)")
    if of not in ("count", "cards") and set(per) - {"of"}:
        raise ValueError(f"per {{of = {of}}} takes no other key")
    if "filter" in per:
        check_filter(per["filter"])


def check(e: dict, kind: str, check_filter) -> None:
    """abilities._check_effects: a `per` {of=…}; a one-shot level change says how long; a
    one-shot soul change has no count (effects.verb_soul reads none)."""
    per = e.get("per")
    if e["verb"] == "soul" and per and kind != "cont":
        raise ValueError("verb 'soul': a one-shot soul change has no 'per' (use with_x)")
    if isinstance(per, dict) and "of" in per:
        _check_per(per, e["verb"], kind, check_filter)
    if e["verb"] == "level":
        if kind == "cont" and "until" in e:
            raise ValueError("verb 'level': a 【CONT】 level change lasts while it is in force (no until)")
        if kind != "cont" and (e.get("until") not in UNTILS or "zone" in e):
            raise ValueError("verb 'level': a one-shot level change lasts until end of turn or the end "
                             "of your opponent's next turn (until = turn | opp_next_turn), on the stage")


def check_assist(a: dict, check_filter) -> None:
    """An Assist: power (or per_level), level and soul are integers; at least one of them."""
    if not any(k in a for k in ("power", "per_level", "level", "soul")):
        raise ValueError("assist needs 'power', 'per_level', 'level' or 'soul'")
    for k in ("power", "per_level", "level", "soul"):
        if k in a and type(a[k]) is not int:
            raise ValueError(f"assist: {k!r} is an integer")
    if "per" in a:
        if "power" not in a or "per_level" in a or not isinstance(a["per"], dict):
            raise ValueError("assist: 'per' multiplies 'power' (not with per_level)")
        if "of" not in a["per"]:
            raise ValueError("assist: 'per' is a count {of = …} (abilities_stats2)")
        _check_per(a["per"], "power", "cont", check_filter)


def per_words(per: dict, filter_words) -> str:
    """The 'for each …' / '×…' words of a per {of=…}."""
    of = per["of"]
    if of == "that_level":
        return " times that character's level"
    if of == "facing_level":
        return " times the level of the character facing this card"
    if of == "facing_cost":
        return " times the cost of the character facing this card"
    if of == "player_level":
        return " times your level"
    if of == "self_soul":
        return " times this card's soul"
    if of == "colors":
        return " for each colour among your characters on the stage"
    if of == "markers":
        return " for each marker underneath this card"
    f = per.get("filter")
    whose = "your opponent's" if per.get("opponent") else "your"
    if of == "cards":
        zone = {"waiting": "waiting room", "level": "level zone"}.get(per["zone"], per["zone"])
        what = filter_words(f) if f else "card"
        return f" for each {what} in {whose} {zone}"
    other = "other " if per.get("others") else ""
    rest = "【REST】 " if per.get("rest") else ""
    where = {"center": " in the center stage", "back": " in the back stage"}.get(per.get("zone"), "")
    return f" for each of {whose} {other}{rest}{filter_words(f)}s{where}"


def assist_words(a: dict, cond: str, filter_words) -> str:
    who = f"your {filter_words(a['filter'])}s" if a.get("filter") else "your characters"
    parts = []
    if "level" in a:
        parts.append(f"{a['level']:+d} level")
    if "per_level" in a:
        parts.append(f"+level×{a['per_level']} power")
    elif "power" in a:
        per = ""
        if "per" in a:
            per = per_words(a["per"], filter_words)
        parts.append(f"{a['power']:+d} power{per}")
    if "soul" in a:
        parts.append(f"{a['soul']:+d} soul")
    return f"【CONT】 Assist: {cond}{who} in front of this card get {' and '.join(parts)}."
