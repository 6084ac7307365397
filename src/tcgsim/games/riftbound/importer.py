"""Convert Riftbound set JSON into tcgsim card files (data/cards/<set>.toml): facts only.

Sources (../shared/data/riftbound/sets/):
  ogn.json, ogs.json  eric-maynard/tcg-engines packages/riftbound-cards/src/data/sets/: per
                      card id, name, collectorNumber, set, cardType, domains, rarity, energy,
                      might, tags, isChampion, rulesText, ...
  extra.json          per card id: the number of Power symbols ("power"), the supertype and
                      the full tag list, from tuitamogamer-gpt/riftbound-duel-lab (which read
                      Riftcodex).

What is written (cards.CARD_FIELDS): id, name, set, collector number, type, domains, Energy
cost, Power cost, Might, tags, the champion tag of a legend, the flags champion / signature
/ token / basic, rarity, `unsupported`, and a gear's Might Bonus (mightBonus; null on every
OGN/OGS card). Never written: rulesText, abilities, errata,
keywords, image, illustrator. `unsupported` is the number of printed ability paragraphs: the
non-empty lines of rulesText (a keyword line with its reminder text is one paragraph; a
spell's repeated instruction lines are one each). Only the count leaves this module.

How the facts are read:
  - type: cardType (unit, spell, gear, battlefield, legend, rune).
  - domains: the source's "colorless" is written as no domain (a colourless card).
  - champion: isChampion (units only; it agrees with extra.json's "Champion" supertype on
    every unit). extra.json also calls some legends "Champion"; the Champion supertype is
    a unit's (CR 132.7.a), so that is not taken.
  - signature: extra.json's supertype "Signature" (Riftcodex's classification.supertype).
    Checked here: each is a card of two domains whose domains are a legend's and whose tags
    are that legend's champion tag, one per legend (12 in OGN, 4 in OGS); a failed check is
    a note in the report.
  - token: extra.json's supertype "Token" (the Recruit and Sprite units, CR 178). They keep
    the type unit: Token is a supertype (CR 132.7.c), and a token has no cost and no domain
    (CR 176.2).
  - basic: a rune with extra.json's supertype "Basic"; the six are the basic runes of CR
    157.1, one per domain, named "<Domain> Rune" (checked).
  - power: extra.json's count of Power symbols. On a card of one domain the symbols are of
    that domain. On a card of two domains (the 16 signature cards) the data does not say;
    they are written as Power of any domain ("any", [A] CR 134.2.e.5), as peer engines that
    read the official gallery cost them (e.g. Icathian Rain [7] + [A][A][A]), and noted.
  - tags: extra.json's list (a superset of the set file's, which has only champion tags).
    The set file tags the Master Yi units "Yi"; extra.json tags them "Master Yi", as it
    tags their legend Wuju Bladesman, so the champion check links them.
  - a legend's champion_tag: its one tag in extra.json.
  - set names: OGN "Origins"; OGS "Proving Grounds" (the set file says "Origins Showcase";
    the OGS cards are the four Proving Grounds decks').

`convert_sets(src_dir, out_dir)` writes <out_dir>/ogn.toml and ogs.toml and returns the
report per set; `copy_decks(src_dir, out_dir)` copies the seven starter deck lists.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

from ...core import files
from ...core.errors import CardDataError, TcgsimError
from ...core.importing import CardRow, ImportReport
from ...core.replay import parse_json, read_input, shown
from . import cards as rb_cards

IMPORTED_BY = "tcgsim riftbound importer"
SETS = ("ogn", "ogs")
SET_NAMES = {"OGN": "Origins", "OGS": "Proving Grounds"}
DECKS = ("jinx", "viktor", "lee-sin", "annie", "lux", "garen", "master-yi")
REQUIRED_FIELDS = ("id", "name", "collectorNumber", "set", "cardType", "domains", "rarity",
                   "energy", "might", "tags", "isChampion", "rulesText")
EXTRA_FIELDS = ("power", "supertype", "tags")
SUPERTYPES = (None, "Champion", "Signature", "Token", "Basic")
MAX_SOURCE_BYTES = 64 * 2 ** 20
MAX_NUMBER = 10 ** 4


def printed_paragraphs(rules_text: str) -> int:
    """The number of printed ability paragraphs: the non-empty lines of the rules text."""
    return sum(1 for line in rules_text.splitlines() if line.strip())


def _read_json(path):
    p = Path(path)
    where = shown(p)

    def fail(message):
        return CardDataError(where, None, None, message)

    return parse_json(read_input(p, fail, MAX_SOURCE_BYTES), fail), where


def read_extra(path) -> dict:
    data, where = _read_json(path)
    if not isinstance(data, dict):
        raise CardDataError(where, None, None, "extra.json is an object of card id -> facts")
    for cid, e in data.items():
        if not isinstance(e, dict):
            raise CardDataError(where, cid, None, "must be an object")
        for k in EXTRA_FIELDS:
            if k not in e:
                raise CardDataError(where, cid, k, "missing")
        if type(e["power"]) is not int or not 0 <= e["power"] < MAX_NUMBER:
            raise CardDataError(where, cid, "power", f"must be a count; got {e['power']!r}")
        if e["supertype"] not in SUPERTYPES:
            raise CardDataError(where, cid, "supertype", f"unknown supertype {e['supertype']!r}")
        if not (isinstance(e["tags"], list) and all(isinstance(t, str) for t in e["tags"])):
            raise CardDataError(where, cid, "tags", "must be a list of strings")
    return data


def _number(j, k, where, cid, required=False):
    v = j.get(k)
    if v is None and not required:
        return None
    if type(v) is not int or not 0 <= v < MAX_NUMBER:
        raise CardDataError(where, cid, k, f"must be a whole number; got {v!r}")
    return v


def convert_card(j: dict, extra: dict, where: str, notes: list) -> dict:
    """One source card -> its tcgsim table (cards.CARD_FIELDS). Copies no text."""
    cid = j.get("id") if isinstance(j, dict) else None
    if not isinstance(j, dict) or not isinstance(cid, str) or not cid:
        raise CardDataError(where, None, None, "a card must be an object with an 'id'")
    for k in REQUIRED_FIELDS:
        if k not in j:
            raise CardDataError(where, cid, k, "missing")
    e = extra.get(cid)
    if e is None:
        raise CardDataError(where, cid, None, "not in extra.json (its Power cost and tags)")
    typ = j["cardType"]
    if typ not in rb_cards.TYPES:
        raise CardDataError(where, cid, "cardType", f"unknown card type {typ!r}")
    doms = j["domains"]
    if not isinstance(doms, list) or not all(d in rb_cards.DOMAINS + ("colorless",) for d in doms):
        raise CardDataError(where, cid, "domains", f"unknown domains {doms!r}")
    doms = [d for d in rb_cards.DOMAINS if d in doms]
    if not isinstance(j["rulesText"], str):
        raise CardDataError(where, cid, "rulesText", "must be a string")
    if not isinstance(j["name"], str) or not j["name"].strip():
        raise CardDataError(where, cid, "name", "must be a non-empty string")
    sup = e["supertype"]
    token = sup == "Token"
    t = {"id": cid, "name": j["name"], "set": j["set"],
         "number": _number(j, "collectorNumber", where, cid, True), "type": typ}
    if doms:
        t["domains"] = doms
    energy = _number(j, "energy", where, cid)
    if energy is not None:
        t["energy"] = energy
    if e["power"]:
        if len(doms) == 1:
            t["power"] = {doms[0]: e["power"]}
        else:
            t["power"] = {rb_cards.ANY: e["power"]}
            notes.append(f"{cid} {j['name']}: {e['power']} Power on a card of "
                         f"{'+'.join(doms) or 'no domain'}, written as Power of any domain")
    might = _number(j, "might", where, cid)
    if might is not None:
        t["might"] = might
    might_bonus = _number(j, "mightBonus", where, cid)
    if might_bonus and typ == "gear":
        t["might_bonus"] = might_bonus              # v1.2 718.4 (null on every OGN/OGS card)
    if e["tags"]:
        t["tags"] = list(e["tags"])
    if typ == "legend":
        if len(e["tags"]) != 1:
            raise CardDataError(where, cid, "tags", f"a legend has one champion tag in "
                                f"extra.json; got {e['tags']!r}")
        t["champion_tag"] = e["tags"][0]
    if j["isChampion"] is True:
        if typ != "unit" or sup != "Champion":
            raise CardDataError(where, cid, "isChampion", "a champion is a unit of the "
                                "Champion supertype")
        t["champion"] = True
    elif typ == "unit" and sup == "Champion":
        raise CardDataError(where, cid, "isChampion", "extra.json says Champion, the set "
                            "file does not")
    if sup == "Signature":
        t["signature"] = True
    if token:
        t["token"] = True
    if sup == "Basic":
        if typ != "rune":
            raise CardDataError(where, cid, "supertype", "only a rune is basic")
        t["basic"] = True
    if j["rarity"]:
        t["rarity"] = j["rarity"]
    n = printed_paragraphs(j["rulesText"])
    if n:
        t["unsupported"] = n
    return t


def _check_set(tables: list, notes: list) -> None:
    """The cross-checks of the module docstring; a failure is a note."""
    legends = {tuple(t.get("domains", ())): t["champion_tag"]
               for t in tables if t["type"] == "legend"}
    for t in tables:
        if t.get("signature"):
            doms = tuple(t.get("domains", ()))
            if legends.get(doms) is None or t.get("tags") != [legends[doms]]:
                notes.append(f"{t['id']} {t['name']}: a signature card that is not of one "
                             f"legend's domains and champion tag")
        if t.get("basic"):
            doms = t.get("domains", [])
            if len(doms) != 1 or t["name"] != f"{doms[0].title()} Rune":
                notes.append(f"{t['id']} {t['name']}: a basic rune not named for its domain")
    sig = sum(1 for t in tables if t.get("signature"))
    if sig != len(legends):
        notes.append(f"{sig} signature cards for {len(legends)} legends")


def convert_set(json_path, extra: dict) -> tuple[dict, ImportReport]:
    """Read a set file; return (the TOML document, the report). Writes nothing."""
    data, where = _read_json(json_path)
    p = Path(json_path)
    if not (isinstance(data, dict) and isinstance(data.get("cards"), list)
            and isinstance(data.get("set"), dict)):
        raise CardDataError(where, None, None, "a set file is {\"set\": {...}, \"cards\": [...]}")
    report = ImportReport(p.stem, p.name)
    tables = []
    for i, j in enumerate(data["cards"]):
        t = convert_card(j, extra, where, report.notes)
        rb_cards.card_from_table(t, where, i)          # the check the pool will do
        tables.append(t)
        report.rows.append(CardRow(t["id"], t["name"], t["type"], t.get("unsupported", 0), 0))
    _check_set(tables, report.notes)
    sid = data["set"].get("id", p.stem.upper())
    head = {"id": sid, "name": SET_NAMES.get(sid, data["set"].get("name", sid)),
            "printed": data["set"].get("cardCount", len(tables)),
            "source": f"{p.name} (eric-maynard/tcg-engines) with extra.json "
                      f"(tuitamogamer-gpt/riftbound-duel-lab); facts only",
            "imported_by": IMPORTED_BY}
    return {"set": head, "card": tables}, report


def _value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)      # a TOML basic string
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(f"no TOML for {v!r}")


def to_toml(doc: dict) -> str:
    """The card file text: one line per field, in CARD_FIELDS order (checked to read back
    as `doc`)."""
    lines = ["[set]"] + [f"{k} = {_value(v)}" for k, v in doc["set"].items()]
    order = list(rb_cards.CARD_FIELDS)
    for t in doc["card"]:
        lines += ["", "[[card]]"]
        lines += [f"{k} = {_value(t[k])}" for k in sorted(t, key=order.index)]
    text = "\n".join(lines) + "\n"
    if tomllib.loads(text) != doc:
        raise TcgsimError("the card file does not read back as written")
    return text


def convert_sets(src_dir, out_dir) -> dict[str, ImportReport]:
    """Write <out_dir>/ogn.toml and ogs.toml from <src_dir>/{ogn,ogs,extra}.json; return
    the report per set."""
    src = Path(src_dir)
    extra = read_extra(src / "extra.json")
    out = Path(out_dir)
    reports = {}
    for s in SETS:
        doc, report = convert_set(src / f"{s}.json", extra)
        path = out / f"{s}.toml"
        try:
            out.mkdir(parents=True, exist_ok=True)
            files.write_atomic(path, to_toml(doc))
        except OSError as e:
            raise TcgsimError(f"cannot write {shown(path)}: {e.strerror or e}") from None
        report.out_path = str(path)
        reports[s] = report
    return reports


def copy_decks(src_dir, out_dir, names=DECKS) -> list[str]:
    """Copy the starter deck lists <src_dir>/<name>.txt to <out_dir>/<name>.txt with a
    header comment naming where they come from; return the paths written."""
    written = []
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for name in names:
        src = Path(src_dir) / f"{name}.txt"
        text = read_input(src, lambda m: TcgsimError(f"{shown(src)}: {m}"), 2 ** 20)
        head = (f"# {name}: a Riftbound starter deck, copied from ../shared/data/riftbound/decks/"
                f"{name}.txt (written there by make_decks.py from duel-lab's precon-lists.json)."
                f"\n# Card ids are those of data/cards/*.toml; names are for the reader.\n")
        path = out / f"{name}.txt"
        files.write_atomic(path, head + text)
        written.append(str(path))
    return written


__all__ = ["IMPORTED_BY", "SETS", "SET_NAMES", "DECKS", "printed_paragraphs", "read_extra",
           "convert_card", "convert_set", "to_toml", "convert_sets", "copy_decks"]
