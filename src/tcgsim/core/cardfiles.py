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
