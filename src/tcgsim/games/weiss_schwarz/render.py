"""The Weiß Schwarz table drawn for a terminal (rich).

`render(state, viewer)` returns a rich renderable of what `viewer` may see: everything
comes from `state.view(viewer)` (`viewer=None`: a spectator, who also sees both hands).
The drawing, top to bottom: a header (turn, active player, phase, pending decision, the
attack in progress); the opponent's zones beside their stage; the two stages facing each
other (center rows in the middle, back rows outside; the opponent's slot 2-i faces the
viewer's slot i, so their row reads right to left); the viewer's zones beside their stage;
the viewer's hand as a numbered list, then the opponent's hand as a count. The layout is
decided at print time from the console width (zones beside the stage when there is room).
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Group
from rich.markup import escape
from rich.measure import Measurement
from rich.padding import Padding
from rich.text import Text

from .narrate import COLOR_STYLE, SEAT_STYLE, decision_words

BOX_W = 20                  # a stage box, borders included
INNER = BOX_W - 2
GAP = 1
INDENT = 2
STAGE_W = INDENT + 3 * BOX_W + 2 * GAP
BACK_INDENT = INDENT + BOX_W // 2 + GAP // 2
PANEL_MIN = 32              # the zones go beside the stage when at least this wide
SLOT_TAGS = ("CL", "CM", "CR", "BL", "BR")
STATUS = (("standing", "grey50"), ("【REST】", "bold yellow"), ("【REVERSE】", "bold red"))
ATTACK_TAGS = ("direct", "front", "side")
PHASES = {"setup": "setup", "stand": "stand phase", "draw": "draw phase",
          "clock": "clock phase", "main": "main phase", "climax": "climax phase",
          "attack": "attack phase", "encore": "encore step", "end": "end phase"}
# decisions whose action ids are card instance ids (for "main" only the ids below 100)
CARD_KINDS = ("mulligan", "clock", "main", "climax", "counter", "discard", "choose", "level_up")


# ---- words and names ------------------------------------------------------------------------

def _seat(state, p: int) -> str:
    return f"[{SEAT_STYLE[p]}]{escape(state.game.seat_names[p])}[/]"


def _cstyle(state, c: int) -> str:
    return COLOR_STYLE.get(state.T.cards[c].color, "white")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _fit(t: Text, width: int) -> Text:
    t = t.copy()
    t.truncate(width, overflow="ellipsis", pad=True)
    return t


def _name_lines(name: str) -> tuple[str, str]:
    """Two lines: "Anniversary, Shana" -> Anniversary / Shana (a deck holds many cards of
    one character, so the title comes first); a name without a comma is word-wrapped."""
    if ", " in name:
        title, who = name.rsplit(", ", 1)
        return title, who
    words, first = name.split(), ""
    while words and cell_len((first + " " + words[0]).strip()) <= INNER:
        first = (first + " " + words.pop(0)).strip()
    return (first or name), " ".join(words)


def _option_numbers(v, viewer) -> dict:
    """Card id -> option number (1-based) of the viewer's pending card decision."""
    d = v["decision"]
    if viewer is None or not d or d["player"] != viewer or not d["options"] \
            or d["kind"] not in CARD_KINDS:
        return {}
    return {aid: i + 1 for i, aid in enumerate(d["options"])
            if aid != 999 and (d["kind"] != "main" or aid < 100)}


def _slot_tags(state, v, viewer) -> dict:
    """(seat, slot) -> bottom label of a stage box: the attack in progress, and the option
    numbers of the viewer's decisions about stage slots."""
    tags = {}
    atk, act = v["attack"], v["active"]
    if atk:
        tags[(act, atk[0])] = "⚔ attacking"
        if atk[2] >= 0:
            tags[(1 - act, atk[2])] = "defending"
    d = v["decision"]
    if viewer is None or not d or d["player"] != viewer or not d["options"]:
        return tags
    opts, kind = d["options"], d["kind"]
    if kind == "attack":
        for i, a in enumerate(opts):
            if a != 999:
                s, t = divmod(a, 3)
                old = tags.get((viewer, s), "")
                tags[(viewer, s)] = (old + " " if old else "") + f"[{i + 1}]{ATTACK_TAGS[t]}"
    elif kind in ("slot", "encore_order"):
        for i, s in enumerate(opts):
            tags[(viewer, s)] = f"[{i + 1}]"
    elif kind == "choose":
        for i, c in enumerate(opts):
            for p in (0, 1):
                if c in state.stage[p]:
                    tags[(p, state.stage[p].index(c))] = f"[{i + 1}] choose"
    return tags


# ---- a stage box ------------------------------------------------------------------------------

def _border(left: str, right: str, label: str, tail: str, style: str, fill: str = "─") -> Text:
    label, tail = label[:INNER - 2], tail[:max(0, INNER - 4 - len(label))]
    t = Text(left + fill, style=style)
    t.append(label, style="bold " + style)
    t.append(fill * (INNER - 1 - cell_len(label) - cell_len(tail) - (1 if tail else 0)),
             style=style)
    if tail:
        t.append(tail, style="bold")
        t.append(fill, style=style)
    t.append(right, style=style)
    return t


def _delta_style(now: int, printed: int) -> str:
    return "bold green" if now > printed else "bold red" if now < printed else "bold"


def card_box(state, slot_view: dict, slot: int, tag: str = "") -> list[Text]:
    """Six lines of BOX_W cells for the character in a slot, as the view computes it."""
    c = slot_view["card"]
    T, style = state.T, _cstyle(state, c)
    first, second = _name_lines(T.name[c])
    lv = slot_view["level"]
    lines = [_border("╭", "╮", SLOT_TAGS[slot], f"L{lv} C{T.cost[c]}", style)]
    body = [Text(first, style="bold " + style), Text(second, style=style)]
    stats = Text(f"{slot_view['power']}", style=_delta_style(slot_view["power"], T.power[c]))
    stats.append(" power ")
    stats.append(f"{slot_view['soul']}", style=_delta_style(slot_view["soul"], T.soul[c]))
    stats.append(" soul")
    body.append(stats)
    word, st = STATUS[slot_view["status"]] if 0 <= slot_view["status"] < 3 else ("?", "")
    status = Text(word, style=st)
    if slot_view["markers"]:
        status.append(f"  ◆{slot_view['markers']} marker" + "s" * (slot_view["markers"] > 1))
    body.append(status)
    for b in body:
        t = Text("│", style=style)
        t.append_text(_fit(b, INNER))
        t.append("│", style=style)
        lines.append(t)
    lines.append(_border("╰", "╯", tag, "", style))
    return lines


def empty_box(slot: int, tag: str = "") -> list[Text]:
    lines = [_border("┌", "┐", SLOT_TAGS[slot], "", "grey35", "╌")]
    for w in ("", "empty", "", ""):
        lines.append(Text("╎" + w.center(INNER) + "╎", style="grey35"))
    lines.append(_border("└", "┘", tag, "", "grey35", "╌"))
    return lines


def _row(boxes: list[list[Text]], indent: int) -> list[Text]:
    out = []
    for r in range(len(boxes[0])):
        t = Text(" " * indent)
        for j, box in enumerate(boxes):
            if j:
                t.append(" " * GAP)
            t.append_text(box[r])
        out.append(t)
    return out


def _stage(state, side: dict, p: int, top: bool, tags: dict) -> list[Text]:
    """A player's stage: center row and back row; the top player's is mirrored (their
    slot 2-i faces slot i of the player below) with the back row above."""
    def box(s):
        sv = side["stage"][s]
        tag = tags.get((p, s), "")
        return empty_box(s, tag) if sv is None else card_box(state, sv, s, tag)

    center = [box(s) for s in ((2, 1, 0) if top else (0, 1, 2))]
    back = [box(s) for s in ((4, 3) if top else (3, 4))]
    rows = [_row(back, BACK_INDENT), _row(center, INDENT)]
    return rows[0] + rows[1] if top else rows[1] + rows[0]


# ---- a player's zones -------------------------------------------------------------------------

def _pack(label: Text, items: list[Text], width: int, indent: int = 4) -> list[Text]:
    """`label` then the items, wrapped onto lines of `width` without splitting an item."""
    lines, line = [], Text()
    line.append_text(label)
    for i, it in enumerate(items):
        sep = " " if i == 0 else " · "
        if cell_len(line.plain) + len(sep) + cell_len(it.plain) > width and i:
            lines.append(line)
            line, sep = Text(" " * indent), ""
        line.append(sep)
        line.append_text(_fit(it, width - indent) if cell_len(it.plain) > width - indent else it)
    lines.append(line)
    return lines


def _names(state, ids, width: int = 22, numbers: dict | None = None) -> list[Text]:
    out = []
    for c in ids:
        t = Text()
        if numbers and c in numbers:
            t.append(f"[{numbers[c]}]", style="bold cyan")
        t.append("▮" + state.T.name[c], style=_cstyle(state, c))
        t.truncate(cell_len(t.plain) - cell_len(state.T.name[c]) + width, overflow="ellipsis")
        out.append(t)
    return out


def _zones(state, side: dict, p: int, viewer, width: int, numbers: dict) -> list[Text]:
    who = " (you)" if p == viewer else "" if viewer is None else " (opponent)"
    head = Text.from_markup(f"{_seat(state, p)}{who} · hand {side['hand_count']}")
    lines = [head]
    lab = Text(f"Level {len(side['level'])}", style="bold")
    lines += _pack(lab, _names(state, side["level"]) or [Text("—", style="dim")], width)
    clock = side["clock"]
    lab = Text(f"Clock {len(clock)}/7", style="bold red" if len(clock) >= 5 else "bold")
    lines += _pack(lab, _names(state, clock, 16, numbers) or [Text("—", style="dim")], width)
    wr, mem = side["waiting_room"], side["memory"]
    lines.append(Text.from_markup(f"[bold]Stock[/] {side['stock']} · [bold]Deck[/] "
                                  f"{side['deck']} · [bold]Memory[/] {len(mem)}"))
    lab = Text(f"Waiting room {len(wr)}", style="bold")
    lines += _pack(lab, [Text("top ", style="dim") + _names(state, wr[-1:], width)[0]]
                   if wr else [], width)
    lines += _pack(Text("Climax", style="bold"),
                   _names(state, side["climax"], width) or [Text("—", style="dim")], width)
    if side["resolution"]:
        lines += _pack(Text("Resolving", style="bold"), _names(state, side["resolution"]), width)
    return lines


# ---- the hands ------------------------------------------------------------------------------

def _stats(state, c: int) -> Text:
    card, style = state.T.cards[c], _cstyle(state, c)
    t = Text(f"{card.color:<6} ", style=style)
    t.append(f"{card.type:<9} ")
    t.append(f"level {card.level} cost {card.cost}")
    if card.type == "character":
        t.append(f" {card.power:>6} power {card.soul} soul")
    else:
        t.append(" " * 19)
    if card.triggers:
        t.append("  ⚑ " + " ".join(card.triggers), style="yellow")
    return t


def _hand(state, ids, numbers: dict, numbered: bool, width: int) -> list:
    """A numbered list: the option number when the card is an option of the viewer's
    decision ("[3]"), else the card's place in the hand. A card's abilities follow it in
    words, once per name."""
    out, told = [], set()
    name_w = min(max((cell_len(state.T.name[c]) for c in ids), default=0), 52)
    for k, c in enumerate(ids):
        if numbered and c in numbers:
            num = Text(f"[{numbers[c]}]".rjust(5), style="bold cyan")
        elif numbered:
            num = Text("    -", style="grey50")
        else:
            num = Text(f"{k + 1}.".rjust(5), style="grey62")
        name = Text(state.T.name[c], style="bold " + _cstyle(state, c))
        stats = _stats(state, c)
        line = num + Text(" ") + name
        if 6 + name_w + 2 + cell_len(stats.plain) <= width and cell_len(name.plain) <= name_w:
            line.append(" " * (name_w - cell_len(name.plain) + 2))
            line.append_text(stats)
            out.append(line)
        else:
            out += [line, Text(" " * 6) + stats]
        if state.T.name[c] in told:         # a second copy: its text was just shown
            continue
        told.add(state.T.name[c])
        for words in state.T.cards[c].text():
            style = "grey50" if words.startswith("(") else "italic grey70"
            out.append(Padding(Text(words, style=style), (0, 0, 0, 6)))
    return out


def _hands(state, v, viewer, width: int) -> list:
    parts = []
    numbers = _option_numbers(v, viewer)
    if viewer is None:
        for p in (1, 0):
            ids = sorted(state.hand[p])
            parts.append(Text.from_markup(f"{_seat(state, p)}'s hand "
                                          f"({_plural(len(ids), 'card')})"))
            parts += _hand(state, ids, {}, False, width)
        return parts
    ids = v["me"]["hand"]
    numbered = bool(numbers) and any(c in numbers for c in ids)
    hint = " — type a number in brackets to choose that card" if numbered else ""
    parts.append(Text.from_markup(f"[bold]Your hand[/] ({_plural(len(ids), 'card')}){hint}"))
    parts += _hand(state, ids, numbers, numbered, width) or [Text("    (empty)", style="dim")]
    o = 1 - viewer
    parts.append(Text.from_markup(f"{_seat(state, o)}'s hand: "
                                  f"{_plural(v['opponent']['hand_count'], 'card')} (hidden)"))
    return parts


# ---- header and the whole table ---------------------------------------------------------------

def _header(state, v, viewer, sides) -> list[Text]:
    who = "spectator (both hands shown)" if viewer is None else f"you are {_seat(state, viewer)}"
    if v["turn"]:
        now = (f"turn {v['turn']} · {_seat(state, v['active'])}'s turn · "
               f"{PHASES.get(v['phase'], v['phase'])}")
    else:
        now = "setup"
    lines = [Text.from_markup(f"[bold]Weiß Schwarz[/] — {now} — {who}")]
    out = v["outcome"]
    if out is not None:
        w = out.get("winner")
        win = "a draw" if w is None else f"{_seat(state, w)} wins"
        lines.append(Text.from_markup(f"[bold]Game over:[/] {win} — {escape(out['reason'])} "
                                      f"(turn {out['turns']})"))
        return lines
    d = v["decision"]
    if d is not None:
        words = decision_words(state, d["kind"], viewer is None or viewer == d["player"])
        you = " (you)" if d["player"] == viewer else ""
        lines.append(Text.from_markup(f"[bold]Decision[/]: {_seat(state, d['player'])}{you} — "
                                      f"{words}"))
    atk = v["attack"]
    if atk:
        p = v["active"]
        a = sides[p]["stage"][atk[0]]
        d = sides[1 - p]["stage"][atk[2]] if atk[2] >= 0 else None
        name = escape(state.T.name[a["card"]]) if a else "the attacker (gone)"
        kind = ("direct attack", "frontal attack", "side attack")[atk[1]]
        on = f" on {escape(state.T.name[d['card']])}" if d else ""
        extra = " · damage canceled" if atk[4] else ""
        extra += f" · shot ×{atk[3]}" if atk[3] else ""
        lines.append(Text.from_markup(f"[bold]Attack[/]: {_seat(state, p)}'s {name} "
                                      f"({SLOT_TAGS[atk[0]]}) — {kind}{on}{extra}"))
    return lines


def _crop(lines: list[Text], width: int) -> list[Text]:
    for t in lines:
        t.no_wrap, t.overflow = True, "ellipsis"
        if cell_len(t.plain) > width:
            t.truncate(width, overflow="ellipsis")
    return lines


def _beside(left: list[Text], right: list[Text], left_w: int) -> list[Text]:
    out = []
    for i in range(max(len(left), len(right))):
        t = left[i].copy() if i < len(left) else Text()
        if i < len(right):
            t.pad_right(left_w - cell_len(t.plain))
            t.append_text(right[i])
        out.append(t)
    return out


class Board:
    """The whole table; laid out when printed, at the console's width."""

    def __init__(self, state, viewer):
        self.state, self.viewer = state, viewer
        self.v = state.view(0 if viewer is None else viewer)

    def __rich_console__(self, console, options):
        width = options.max_width
        state, v, viewer = self.state, self.v, self.viewer
        me = 0 if viewer is None else viewer
        sides = {me: v["me"], 1 - me: v["opponent"]}
        tags = _slot_tags(state, v, viewer)
        numbers = _option_numbers(v, viewer)
        yield from _header(state, v, viewer, sides)
        yield Text("")
        room = width - STAGE_W - 2
        for p, top in ((1 - me, True), (me, False)):
            stage = _stage(state, sides[p], p, top, tags)
            if room >= PANEL_MIN:
                zones = _zones(state, sides[p], p, viewer, room, numbers if p == me else {})
                if top:         # the zones sit level with the center row, near the middle
                    zones = [Text("")] * max(0, len(stage) - len(zones)) + zones
                yield from _crop(_beside(stage, zones, STAGE_W + 2), width)
            else:
                zones = _zones(state, sides[p], p, viewer, width, numbers if p == me else {})
                yield from _crop((zones + stage) if top else (stage + zones), width)
            if top:
                yield Text(" " * INDENT + "─ " * ((STAGE_W - INDENT) // 2), style="grey35")
        yield Text("")
        yield from _hands(state, v, viewer, width)

    def __rich_measure__(self, console, options):
        return Measurement(STAGE_W, max(STAGE_W, options.max_width))


def render(state, viewer: int | None):
    """The table as `viewer` (0, 1, or None for a spectator) sees it."""
    return Group(Board(state, viewer))
