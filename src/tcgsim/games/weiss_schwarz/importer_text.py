"""The card importer's text clean-up (see importer.py): from a community card's printed lines
to the texts the recognisers read.

`printed_abilities` splits a card's lines into its printed abilities (icon reminders and
no-text lines dropped, a quoted granted ability or a reminder joined to the line before, a
line holding several abilities split: `split_joined`), reading the data's glyph words, lost
spaces and typing slips as printed (`repair`); `TEXT_FIXES` (data/text_fixes.toml, written by
tools/ws_text_fixes.py) restores, per card, text the community data lost that another record
of the card proves; `clean` evens the spacing and drops the reminder texts printed after an
ability; `shape` blanks names, traits and numbers so the report groups abilities of the same
wording.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from .importer_auto import canon as auto_canon
from .importer_climax import canonical, is_reminder_line
from .importer_cont import canon as cont_canon

_ICON_REMINDER = re.compile(r"^\(【[A-Z]+】\s*:")
_TRAILING_REMINDERS = [
    # a trigger icon's reminder (the data sometimes lost its icon and the colon)
    re.compile(r"\s*\((?:【[A-Z]+】|\[\[\w+\.gif\]\])?\s*:? When this card triggers[^()]*\)$"),
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
    """The printed abilities of a card: the data's glyph markers and lost spaces read as printed
    (`repair`), "-" and "0" lines (no text) and icon reminders dropped, continuation lines (a
    quoted granted ability or mode, a reminder in parentheses) joined to the line before, and
    a line that holds several printed abilities split where one ends and the next begins
    (`split_joined`), an ability the data repeats kept once."""
    out: list[str] = []
    for raw in lines:
        line = repair(" ".join(str(raw).split()))
        if not line or line in NO_TEXT or is_icon_reminder(line):
            continue
        if out and line[0] in "\"(":
            out[-1] += " " + line
        else:
            out.extend(split_joined(line))      # two abilities the data printed on one line
    # a card never prints one ability twice; the data repeats one now and then (AOT/S35-E107)
    return list(dict.fromkeys(out)) if len(set(out)) < len(out) else out


# a line that stands for "no text" in the community data (a vanilla card prints "-"; a few
# sets write "0" or a full-width dash there; weiss-sim's records of the same codes say "-")
NO_TEXT = frozenset(("-", "－", "‐", "−", "–", "—", "0"))


# ---- glyphs and spaces the community data damaged ------------------------------------------
# Some sets write a printed glyph as its name followed by "@" ("COUNTER@", "Reverse@",
# "1/TURN@"). Read as printed: a keyword or state glyph is the bracketed word the other sets
# print ("【REVERSE】"), a trigger icon in a sentence is its icon ("[[comeback.gif]]"; "Charge"
# is the POOL icon: weiss-sim's record of SY/W08-E034 prints [POOL] where the data says
# "Charge@"), an icon in a reminder is the bracketed word (the reminder is dropped), and
# "N/TURN" is the printed "This ability activates up to N time(s) per turn." (it follows the
# cost, as printed: "【AUTO】 [(1)] This ability activates up to 1 time per turn. When …").
_GLYPH_WORDS = {"COUNTER": "COUNTER", "CXCOMBO": "CXCOMBO", "AUTO": "AUTO", "CONT": "CONT",
                "ACT": "ACT", "CLOCK": "CLOCK", "REPLAY": "REPLAY", "LINK": "LINK",
                "STAND": "STAND", "REST": "REST", "REVERSE": "REVERSE", "REVERSED": "REVERSE"}
_ICON_WORDS = {"soul": "soul", "pool": "pool", "charge": "pool", "comeback": "comeback",
               "draw": "draw", "shot": "shot", "return": "return", "bounce": "return",
               "treasure": "treasure", "gate": "gate", "standby": "standby", "choice": "choice"}
_PER_TURN_AT = re.compile(r"\b(\d)/TURN@ ?(\[(?:[^\[\]]|\[[^\[\]]*\])*\] )?")
_REMINDER_AT = re.compile(r"\((\w+)@\s*:")
_WORD_AT = re.compile(r"(】)?\b(\w+)@|@(STAND|REST|REVERSE)\b", re.I)
_LOST_SPACES = re.compile(r"\b[A-Za-z]+(?:\?[a-z]+){2,}\b")      # "When?this?card?attacks"


def _per_turn(m: re.Match) -> str:
    n = int(m[1])
    return f"{m[2] or ''}This ability activates up to {n} time{'s' if n > 1 else ''} per turn. "


def _word_at(m: re.Match) -> str:
    word = (m[2] or m[3]).upper()
    if word in _GLYPH_WORDS:
        return f"{m[1] + ' ' if m[1] else ''}【{_GLYPH_WORDS[word]}】"
    if word.lower() in _ICON_WORDS:
        return f"{m[1] or ''}[[{_ICON_WORDS[word.lower()]}.gif]]"
    return m[0]                                       # a name such as "THE IDOLM@STER"


# Typing slips, read as the printed text (which has none of them): a glyph in square brackets
# ("[REVERSE]") or in mixed case ("【Reverse】"); an 【ACT】 cost that lost its "[" ("【ACT】 【REST】
# this card] Choose"), a stock cost its "()" ("[1]"); and outside quoted names and 《traits》:
# full-width letters ("ｆｒｏm", "Ｘ is"), a space before "," or ".", no space after "," or after
# a sentence's ".", ".." for ".", a curly apostrophe ("opponent’s"), a misspelling (_TYPOS),
# a bare "REST"/"STAND"/"REVERSE" glyph; a name's curly closing quote ('"Okarun”'); a trait
# in "<<…>>" or "≪…≫".
_SQUARE_GLYPH = re.compile(r"\[(REVERSE|REST|STAND|COUNTER|CXCOMBO|AUTO|CONT|ACT|CLOCK)\]")
_MIXED_GLYPH = re.compile(r"【([A-Za-z]*[a-z][A-Za-z]*)】")
_ACT_COST = re.compile(r"^(【ACT】 )(【REST】 [^\[\]]*?)\] ")
_BARE_STOCK = re.compile(r"[\[［](\d)[\]］] ?")                 # "[1]" is the stock cost "[(1)]"
_NAME_SPAN = re.compile(r'("[^"【]*"|《[^》]*》)')                # names and traits keep their text
_CURLY_CLOSE = re.compile(r'("[^"“”【]*)”')
_TRAIT_BRACKETS = re.compile(r"<<([^<>]+)>>|≪([^≪≫]+)≫")             # "<<Master>>" = "《Master》"
_BARE_GLYPH = re.compile(r"(?<!【)\b(REST|STAND|REVERSE)\b(?!】)")    # "REST this card"
# misspellings the recognisers trip on, each read as the one word it can only be
_TYPOS = {"charcacter": "character", "chracter": "character", "charaters": "characters",
          "chracters": "characters", "charcters": "characters", "charactersm": "characters",
          "postion": "position", "postition": "position", "positin": "position",
          "oppponent": "opponent", "oponent's": "opponent's", "seach": "search",
          "chooase": "choose", "seperate": "separate", "waitimg": "waiting", "getes": "gets",
          "shuflle": "shuffle", "thte": "the", "tis": "its", "multipled": "multiplied",
          "cancelled": "canceled", "your had": "your hand", "draw phrase": "draw phase"}
_TYPO = re.compile(r"\b(%s)\b" % "|".join(map(re.escape, sorted(_TYPOS, key=len, reverse=True))))
_TYPING = [
    (re.compile(r"[\uff21-\uff3a\uff41-\uff5a]"), lambda m: chr(ord(m[0]) - 0xFEE0)),
    (re.compile(r" ([,.])(?=[\s)]|$)"), r"\1"),
    (re.compile(r"(?<=[a-z]),(?=[a-z])"), ", "),
    (re.compile(r"(?<=[a-z]{2})\.(?=[A-Z][a-z])"), ". "),
    (re.compile(r"(?<![.])\.\.(?![.])"), "."),
    (re.compile(r"\b(card|opponent|character|player)’s\b"), r"\1's"),
    (re.compile(r"\bopponents turn\b"), "opponent's turn"),
    (_TYPO, lambda m: _TYPOS[m[1]]),
    (_BARE_GLYPH, r"【\1】"),
]


def _typing(part: str) -> str:
    for rx, repl in _TYPING:
        part = rx.sub(repl, part)
    return part


def repair(line: str) -> str:
    """The glyph markers, lost spaces and typing slips of a community line read as printed
    (see above)."""
    if "@" in line:
        line = _PER_TURN_AT.sub(_per_turn, line)
        line = _REMINDER_AT.sub(lambda m: f"(【{m[1].upper()}】:", line)
        line = _WORD_AT.sub(_word_at, line)
    if "?" in line:
        line = _LOST_SPACES.sub(lambda m: m[0].replace("?", " "), line)
    line = _SQUARE_GLYPH.sub(r"【\1】", line)
    line = _MIXED_GLYPH.sub(lambda m: f"【{m[1].upper()}】", line)
    line = _ACT_COST.sub(r"\1[\2] ", line)
    line = _BARE_STOCK.sub(r"[(\1)] ", line)
    if "”" in line:
        line = _CURLY_CLOSE.sub(r'\1"', line)
    line = _TRAIT_BRACKETS.sub(lambda m: f"《{m[1] or m[2]}》", line)
    parts = _NAME_SPAN.split(line)
    line = "".join(p if i % 2 else _typing(p) for i, p in enumerate(parts))
    if '"【' in line or '" 【' in line:
        line = _opening_quotes_spaced(line)
    return line


def _opening_quotes_spaced(line: str) -> str:
    """A quoted granted ability written 'ability."【AUTO】 …' or 'ability." 【AUTO】 …' (nothing
    open before that quote: it opens) as printed, 'ability. "【AUTO】 …'."""
    depth = _quote_depths(line)
    out, last = [], 0
    for m in re.finditer(r'(?<=\S)"(?=【)|(?<=\S)" (?=【)', line):
        if depth[m.start()] == 0:
            out += [line[last:m.start()], ' "']
            last = m.end()
    return "".join(out) + line[last:] if out else line


# ---- one line holding several printed abilities ----------------------------------------------
# A new printed ability starts at 【AUTO】/【CONT】/【ACT】 where a sentence has ended ("." or ")",
# or a closing quote after one of them or after "]" / "】") outside every quote. 【ACT】 【COUNTER】,
# 【AUTO】 【CXCOMBO】 and 【AUTO】 【CLOCK】 stay together (the split comes before the pair).
_HEAD = re.compile(r"【(?:AUTO|CONT|ACT)】")
_ENDED = re.compile(r'(?:[.)]|[.)\]】]"|"\.)\s*$')
_OPENS_AFTER = frozenset(" ([“/／")


def _quote_depths(s: str) -> list[int]:
    """For each index, how many double quotes are open before it. A quote opens when none is
    open, after a space, a bracket or a slash, or after another opening quote (a name in quotes
    inside a quote); else it closes."""
    depth, opened_last, out = 0, False, []
    for i, ch in enumerate(s):
        out.append(depth)
        if ch != '"':
            continue
        prev = s[i - 1] if i else " "
        nxt = s[i + 1] if i + 1 < len(s) else " "
        if depth == 0 or prev in _OPENS_AFTER or (prev == '"' and opened_last):
            depth, opened_last = depth + 1, True
        else:
            depth, opened_last = depth - 1, False
    out.append(depth)
    return out


def split_joined(line: str) -> list[str]:
    """A line split into the printed abilities it holds: before every 【AUTO】/【CONT】/【ACT】 that
    starts a new ability outside all quotes (see above); a line whose quotes do not pair up
    is split only before its first unmatched quote."""
    heads = [m.start() for m in _HEAD.finditer(line, 1)]
    if not heads:
        return [line]
    depth = _quote_depths(line)
    cuts = []
    for p in heads:
        if depth[p] == 0 and _ENDED.search(line, 0, p):
            cuts.append(p)
    if not cuts:
        return [line]
    bounds = [0, *cuts, len(line)]
    return [line[a:b].strip() for a, b in zip(bounds, bounds[1:])]


# ---- per card: printed text the community data lost ----------------------------------------
# data/text_fixes.toml (written by tools/ws_text_fixes.py, never by hand) names per card code
# what the data says and what the card says, as short fragments of a printed ability (facts,
# never a whole text), each proved by another record of the same card: weiss-sim's card
# database (same code, or same English name and text) or another printing in the community
# data. `_fixed` replaces each fragment of the card, in the file's order, in every printed
# ability of the card (printed_abilities' lines) where it first occurs; the tool checks that this
# gives exactly the restored text. A card without a record that proves the fix is not in the file.
FIXES_FILE = Path(__file__).parent / "data" / "text_fixes.toml"


def load_text_fixes(path: Path = FIXES_FILE) -> dict[str, tuple[tuple[str, str], ...]]:
    """code -> ((what the data says, what the card says), ...) from the fix file."""
    try:
        doc = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    out: dict[str, list[tuple[str, str]]] = {}
    for i, f in enumerate(doc.get("fix", [])):
        code, data, card = f.get("code"), f.get("data"), f.get("card")
        if not (isinstance(code, str) and isinstance(data, str) and isinstance(card, str) and data):
            raise ValueError(f"{path}: fix #{i + 1} needs the strings code, data (not empty) and card")
        out.setdefault(code, []).append((data, card))
    return {code: tuple(pairs) for code, pairs in out.items()}


TEXT_FIXES = load_text_fixes()


def _fixed(code: str, line: str) -> str:
    for data, card in TEXT_FIXES.get(code, ()):
        line = line.replace(data, card, 1)
    return line


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
