"""What every game's card files share: the checks of one card table against the game's
field schema, with errors that name the file, the card and the field."""

from __future__ import annotations

from .errors import CardDataError
from .replay import is_text


def brief(v, n: int = 40) -> str:
    """A short repr for a problem line."""
    r = repr(v)
    return r if len(r) <= n else r[:n - 3] + "..."


def check_card_table(t, fields: dict, where: str, index: int, key: str = "code",
                     nonempty=("code", "name")) -> str:
    """Check a card table against `fields` ({field: (type, required)}): a table, no
    unknown field, every required field there, each of its type (a bool is no int), text
    that is Unicode, the `nonempty` fields not blank. Returns the card's label (its `key`
    field, or "#n") for the game's own checks; raises CardDataError."""
    code = t.get(key) if isinstance(t, dict) else None
    label = code if is_text(code) and code.strip() else f"#{index + 1}"
    if not isinstance(t, dict):
        raise CardDataError(where, label, None, "a card must be a table")
    for k in t:
        if k not in fields:
            raise CardDataError(where, label, k, f"unknown field; card fields are "
                                f"{', '.join(fields)}")
    for k, (typ, req) in fields.items():
        if k not in t:
            if req:
                raise CardDataError(where, label, k, "missing")
            continue
        if not isinstance(t[k], typ) or (typ is int and isinstance(t[k], bool)):
            raise CardDataError(where, label, k, f"must be a {typ.__name__}; got {t[k]!r}")
        if typ is str and not is_text(t[k]):
            raise CardDataError(where, label, k, "must be Unicode text (it holds a lone "
                                                 "surrogate)")
    for k in nonempty:
        if not t[k].strip():
            raise CardDataError(where, label, k, "must not be empty")
    return label


def deck_dict_entries(d, sections, max_count: int, item: str = "code"):
    """Read a deck saved as {"name": ..., section: [[count, id], ...], ...} (replays, saved
    states): returns (name, label, {section: [(where, count, id)]}, problems). Refuses at
    once (DeckError) what is not such a table; lists every bad entry as a problem."""
    from .errors import DeckError
    from .replay import data_problem

    fields = ("name",) + tuple(sections)
    if not isinstance(d, dict):
        raise DeckError("<deck>", [f"a deck must be a table of {', '.join(fields)}"])
    name = d.get("name")
    label = f"<deck {name!r}>" if is_text(name) else "<deck>"
    problem = data_problem(d)
    if problem:
        raise DeckError(label, [problem])
    extra = [k for k in d if k not in fields]
    if extra:
        raise DeckError(label, [f"unknown field {brief(extra[0])}; a deck has "
                                f"{', '.join(fields)}"])
    if not is_text(name) or not name.strip():
        raise DeckError(label, [f"'name' must be a non-empty string; got {brief(name)}"])
    problems, entries = [], {s: [] for s in sections}
    for sec in sections:
        raw = d.get(sec)
        if not isinstance(raw, list):
            problems.append(f"'{sec}' must be a list of [count, {item}]")
            continue
        for i, e in enumerate(raw):
            where = f"{sec}[{i}]"
            if not (isinstance(e, (list, tuple)) and len(e) == 2 and isinstance(e[1], str)):
                problems.append(f"{where}: expected [count, {item}], got {brief(e)}")
            elif type(e[0]) is not int or not 1 <= e[0] <= max_count:
                problems.append(f"{where}: the count {brief(e[0])} is not a number of copies")
            else:
                entries[sec].append((where, e[0], e[1]))
    return name, label, entries, problems


def builtin_card_tables(package: str):
    """(shown path, parsed TOML) of every data/cards/*.toml file shipped in `package`."""
    import tomllib
    from importlib import resources

    folder = resources.files(package).joinpath("data", "cards")
    game = package.rsplit(".", 1)[-1]
    for ref in sorted(folder.iterdir(), key=lambda r: r.name):
        if ref.name.endswith(".toml"):
            yield f"{game}/data/cards/{ref.name}", tomllib.loads(ref.read_text(encoding="utf-8"))
