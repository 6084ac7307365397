"""The card importer's text clean-up (see importer.py): from a community card's printed lines
to the texts the recognisers read.

`printed_abilities` splits a card's lines into its printed abilities (icon reminders and "-"
dropped, a quoted granted ability or a reminder joined to the line before); `TEXT_FIXES`
restores, per card, text the community data lost; `clean` evens the spacing and drops the
reminder texts printed after an ability; `shape` blanks names, traits and numbers so the
report groups abilities of the same wording.
"""

from __future__ import annotations

import re

from .importer_auto import canon as auto_canon
from .importer_climax import canonical, is_reminder_line
from .importer_cont import canon as cont_canon

_ICON_REMINDER = re.compile(r"^\(【[A-Z]+】\s*:")
_TRAILING_REMINDERS = [
    re.compile(r"\s*\((?:【[A-Z]+】)?\s*: When this card triggers[^()]*\)$"),
    re.compile(r"\s*\(Damage may be canceled\)$"),
    re.compile(r"\s*\((?:Otherwise, return it to its original place\.? ?)?(?:Climax are regarded as "
               r"level 0)?\)$"),
    re.compile(r"\s*\(Return the revealed card to its original place\)$"),
    re.compile(r"\s*\((?:The revealed card is returned|Otherwise, return the revealed card) to its original "
               r"place(?:\. Climax are regarded as level 0)?\.?\)$"),
    re.compile(r"\s*\(Climax are regarded as level 0\. Return the revealed card to its original "
               r"place\.?\)$"),
    re.compile(r"\s*\(This ability (?:does|will) not activate if this card is not on the stage at the "
               r"beginning of (?:the|your) climax phase\.?\)$"),
    # Backup's reminder, only when it gives the keyword's power (else the text contradicts itself)
    re.compile(r"(Backup (\d+)\b.*?)\s*\(Choose \d+ of your characters that is being frontal attacked, "
               r"and that character gets \+\2 power until end of turn\)$"),
    re.compile(r"\s*\(When this card is put into your waiting room from the stage, you may pay "
               r"the cost\. If you do, return this card to its previous stage position as "
               r"【REST】\.?\)$"),
]


def is_icon_reminder(line: str) -> bool:
    """'(【STANDBY】: When this card triggers…)' explains a trigger icon; it is not an ability."""
    return bool(_ICON_REMINDER.match(line.strip())) or is_reminder_line(line)


def printed_abilities(lines: list[str]) -> list[str]:
    """The printed abilities of a card: icon reminders and '-' dropped, and continuation lines
    (a quoted granted ability or mode, a reminder in parentheses) joined to the line before."""
    out: list[str] = []
    for raw in lines:
        line = " ".join(str(raw).split())
        if not line or line == "-" or is_icon_reminder(line):
            continue
        if out and line[0] in "\"(":
            out[-1] += " " + line
        else:
            out.extend(_JOINED.split(line))     # two abilities the data printed on one line
    return out


_JOINED = re.compile(r"(?<=\.)(?=【(?:AUTO|CONT|ACT)】)")


# Printed text the community data lost, restored from another copy of the English card text,
# named per card: code -> (what the data says, what the card says). The trigger icons of
# these two come from the card database weiss-sim 1.2.0 ships (data/default_cards.wsdb):
# the one record of set 194 with Great Love's ability pair, and the one of set 148 with
# "All of your other 《Quintuplets》 characters get +500 power." before the [TREASURE] text.
TEXT_FIXES = {
    "5HY/W101-E058": ("reveals a climax with in its trigger icon",
                      "reveals a climax with [[standby.gif]] in its trigger icon"),
    "5HY/W83-E038": ("reveals a climax with in its trigger icon",
                     "reveals a climax with [[treasure.gif]] in its trigger icon"),
}


def _fixed(code: str, line: str) -> str:
    fix = TEXT_FIXES.get(code)
    return line.replace(*fix) if fix else line


# number words and full-width brackets written the one way the recognisers read, outside names
# and traits ("choose one of" = "choose 1 of"; "［1］" is the printed stock cost "(1)")
_NUMBER_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
                 "seven": "7"}
_NUMBER_WORD = re.compile(r"\b(one|two|three|four|five|six|seven)\b(?= (?:of |or |cards?\b|times?\b"
                          r"|damage|characters?\b|climax|events?\b|level|cost|《|red|yellow|green|blue|$))",
                          re.I)
# "put a card" = "put 1 card" after the verbs that take a number of cards
_A_CARD = re.compile(r"\b([Pp]ut|[Cc]hoose|[Rr]eveal|[Dd]raw) an? (?=(?:cards?|characters?|climax|events?"
                     r"|level|cost|red|yellow|green|blue)\b|《|$)")
_WIDE = str.maketrans("［］（）", "[]()")


def _canon_part(s: str) -> str:
    s = re.sub(r"［(\d+)］", r"[(\1)]", s).translate(_WIDE)
    s = _A_CARD.sub(r"\1 1 ", s)
    return _NUMBER_WORD.sub(lambda m: _NUMBER_WORDS[m[1].lower()], s)


def canon(s: str) -> str:
    """The text outside quoted names and 《traits》 with number words as digits."""
    s = re.sub(r'\b[Cc]ard named (?="[^"]+")', "", s)      # 'a card named "X"' = '"X"'
    s = re.sub(r"\b([Ww]hen) another of your (.+?) character attacks", r"\1 your other \2 character attacks", s)
    parts = re.split(r'("[^"]*"|《[^》]*》)', s)
    return "".join(p if i % 2 else _canon_part(p) for i, p in enumerate(parts))


def clean(line: str) -> str:
    s = canon(auto_canon(" ".join(line.split())))
    s = re.sub(r"】(?=[A-Za-z\[])", "】 ", s)          # "【AUTO】When" -> "【AUTO】 When"
    s = re.sub(r"(?<=[a-z])【", " 【", s)             # "the【STANDBY】" -> "the 【STANDBY】"
    s = re.sub(r"\b([Cc]hoose) one (?=of your )", r"\1 1 ", s)   # "choose one of your" = "choose 1 of your"
    s = canonical(s)                                  # wording that says the same (importer_climax)
    changed = True
    while changed:
        changed = False
        for rx in _TRAILING_REMINDERS:
            s2 = rx.sub(r"\1" if rx.groups else "", s)
            if s2 != s:
                s, changed = s2, True
    return cont_canon(s.strip())


def shape(line: str) -> str:
    """The text with names, traits and numbers blanked, to group similar abilities."""
    s = re.sub(r"《[^》]*》", "《T》", clean(line))
    s = re.sub(r'"[^"]*"', '"NAME"', s)
    return re.sub(r"\d+", "N", s)
