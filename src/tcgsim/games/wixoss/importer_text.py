"""The WIXOSS importer's text clean-up (see importer.py): from a card's `text_en` to the
printed abilities the recognisers read.

`printed_abilities` lists a card's printed abilities as (section, text): the `attached`
entries are dropped (each repeats an ability granted by another text of the card, or a
mode of a choice), and so is an entry that repeats, word for word, part of another entry
of its section (WEBXOSS lists the modes of a "Choose ..." text again after it). `clean`
evens the spelling the translations vary in (full-width colons, minus signs, number words,
《names》, reminder texts in parentheses); `shape` blanks names, classes and numbers so the
report groups abilities of the same wording.
"""

from __future__ import annotations

import re

SECTIONS = ("const", "on_play", "action", "arts", "spell", "burst", "attached", "extra")

NUMBER_WORDS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_NUMBER_WORD = re.compile(r"\b(" + "|".join(NUMBER_WORDS) + r")\b", re.I)


def _squash(s: str) -> str:
    return " ".join(s.split())


def printed_abilities(text_en: dict) -> list[tuple[str, str]]:
    """(section, text) per printed ability, in the order of SECTIONS (module docstring)."""
    out = []
    for sec in SECTIONS:
        if sec == "attached":
            continue
        texts = [t for t in text_en.get(sec) or [] if _squash(t)]
        flat = [_squash(t).rstrip(" .") for t in texts]
        for i, t in enumerate(texts):
            if any(j != i and flat[i] in flat[j] and len(flat[i]) < len(flat[j])
                   for j in range(len(texts))):
                continue                         # a mode repeated after its "Choose" text
            out.append((sec, t))
    return out


_TRAILING_REMINDER = re.compile(r"\s*\((?![Pp]lay [Cc]ondition|Grow|Rise)[^()]*\)\s*\.?$")


def _is_name(quoted: str) -> bool:
    """A quoted card name (no card name holds '.' or ':'), not a quoted ability or mode."""
    return not re.search(r"[.:]", quoted)


def clean(text: str) -> str:
    """The text the recognisers read: one space between words, a line break kept as a
    sentence break ("\\n"), ASCII punctuation, number words as digits, names in double
    quotes, reminders in trailing parentheses dropped."""
    s = text.replace("：", ":").replace("−", "-").replace("–", "-").replace("‐", "-")
    s = s.replace("“", '"').replace("”", '"').replace("’", "'").replace("「", '"')
    s = s.replace("」", '"').replace("＋", "+")
    s = re.sub(r"\s*[《〈]\s*([^》〉]*?)\s*[》〉]\s*", r' "\1" ', s)
    s = re.sub(r"<([^<>]+)> in (its|their) card name", r'"\1" in \2 card name', s)
    s = re.sub(r"([A-Za-z])\(", r"\1 (", s)
    s = re.sub(r">(?=[A-Za-z])", "> ", s)                   # "<Water Beast>SIGNI"
    lines = [_squash(line) for line in s.split("\n")]
    s = "\n".join(line for line in lines if line)
    parts = s.split('"')             # number words outside quoted names only (a quoted
    s = '"'.join(p if i % 2 and _is_name(p) else    # text with a '.' or ':' is an ability)
                 _NUMBER_WORD.sub(lambda m: str(NUMBER_WORDS[m[1].lower()]), p)
                 for i, p in enumerate(parts))
    s = re.sub(r'" ([.,:])', r'"\1', s)
    s = re.sub(r"\s+([.,:])", r"\1", s)
    while True:
        s2 = _TRAILING_REMINDER.sub("", s).rstrip()
        if s2 == s:
            break
        s = s2
    return s.strip()


def shape(text: str) -> str:
    """The text with names, classes and numbers blanked, to group similar abilities."""
    s = clean(text).replace("\n", " / ")
    s = re.sub(r'"[^"]*"', '"NAME"', s)
    s = re.sub(r"<[^>]*>", "<CLASS>", s)
    return re.sub(r"\d+", "N", s)
