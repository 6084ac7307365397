"""The Weiß Schwarz table drawn for a terminal (rich), sized for one decision's screen.

`render(state, viewer, keys)` returns what `viewer` may see, read from
`state.view(viewer)` (`viewer=None`: a spectator, who also sees both hands). Top to
bottom: a header (turn, whose turn, phase, the attack in progress); the opponent's stage
(back row, then center row, mirrored: their slot 2-i faces the viewer's slot i) with their
zones beside it; the viewer's stage with theirs; the viewer's hand, one line per card, each
card beside its key (`keys`: the letters the terminal gives the hand, chosen by typing
them). A stage box is five lines: slot, level, cost and how many abilities the card has;
the name (the character, then the card's title); power, soul, state and markers; the
attack or option it takes part in. At 120 columns the zones stand beside the stage and
the whole screen fits 50 lines; below about 110 columns they go under each stage.
Abilities are not drawn: `?KEY` / `info NAME` in the terminal shows them (prompt.py).
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Group
from rich.markup import escape
from rich.measure import Measurement
from rich.text import Text

from .narrate import COLOR_STYLE, SEAT_STYLE

BOX_W = 22                  # a stage box, borders included
INNER = BOX_W - 2
GAP = 1
INDENT = 1
STAGE_W = INDENT + 3 * BOX_W + 2 * GAP
BACK_INDENT = INDENT + BOX_W // 2 + GAP // 2
PANEL_MIN = 36              # the zones go beside the stage when at least this wide
SLOT_TAGS = ("CL", "CM", "CR", "BL", "BR")
STATUS = (("stand", "grey58"), ("REST", "bold yellow"), ("REVERSE", "bold red"))
ATTACK_TAGS = ("direct", "front", "side")
PHASES = {"setup": "setup", "stand": "stand phase", "draw": "draw phase",
          "clock": "clock phase", "main": "main phase", "climax": "climax phase",
          "attack": "attack phase", "encore": "encore step", "end": "end phase"}
PASS = 999


# ---- words and names ------------------------------------------------------------------------

def _seat(state, p: int) -> str:
    return f"[{SEAT_STYLE[p]}]{escape(state.game.seat_names[p])}[/]"


def _cstyle(state, c: int) -> str:
    return COLOR_STYLE.get(state.T.cards[c].color, "white")


def short_name(name: str) -> tuple[str, str]:
    """("Shana", "Anniversary") for "Anniversary, Shana": a deck holds several cards of one
    character, so the character comes first and the card's title second."""
    if ", " in name:
        title, who = name.rsplit(", ", 1)
        return who, title
    return name, ""


def _cut(t: Text, width: int) -> Text:
    t = t.copy()
    if cell_len(t.plain) > width:
        t.truncate(width, overflow="ellipsis")
    t.pad_right(width - cell_len(t.plain))
    return t


def _slot_tags(state, v, viewer) -> dict:
    """(seat, slot) -> the bottom label of a stage box: the attack in progress, and the
    option keys of the viewer's decisions about the stage (attacks, slots, characters)."""
    tags = {}
    atk, act = v["attack"], v["active"]
    if atk:
        tags[(act, atk[0])] = "⚔ attacking"
        if atk[2] >= 0:
            tags[(1 - act, atk[2])] = "⚔ attacked"
    d = v["decision"]
    if viewer is None or not d or d["player"] != viewer or not d["options"]:
        return tags
    from .prompt import option_numbers

    nums = option_numbers(state, viewer)
    opts, kind = d["options"], d["kind"]
    if kind == "attack":
        for a in opts:
            if a != PASS:
                s, t = divmod(a, 3)
                old = tags.get((viewer, s), "")
                tags[(viewer, s)] = (old + " " if old else "") + f"[{nums[a]}]{ATTACK_TAGS[t]}"
    elif kind in ("slot", "encore_order"):
        for s in opts:
            tags[(viewer, s)] = f"[{nums[s]}]"
    elif kind == "choose":
        for c in opts:
            for p in (0, 1):
                if c != PASS and c in state.stage[p]:
                    tags[(p, state.stage[p].index(c))] = f"[{nums[c]}] choose"
    elif kind == "main":
        for a in opts:
            if 100 <= a < 200:
                s = (a - 100) // 5
                old = tags.get((viewer, s), "")
                tags[(viewer, s)] = (old + " " if old else "") + f"[{nums[a]}]ACT"
    return tags


# ---- a stage box ------------------------------------------------------------------------------

def _border(left: str, right: str, label: str, tail: str, style: str, fill: str = "─") -> Text:
    label = label[:INNER - 1]
    tail = tail[:max(0, INNER - 2 - cell_len(label))]
    t = Text(left, style=style)
    t.append(label, style="bold " + style)
    t.append(fill * (INNER - cell_len(label) - cell_len(tail)), style=style)
    t.append(tail, style="bold")
    t.append(right, style=style)
    return t


def _delta_style(now: int, printed: int) -> str:
    return "bold green" if now > printed else "bold red" if now < printed else "bold"


def card_box(state, slot_view: dict, slot: int, tag: str = "") -> list[Text]:
    """Five lines of BOX_W cells for the character in a slot, as the view computes it."""
    c = slot_view["card"]
    T, style = state.T, _cstyle(state, c)
    who, title = short_name(T.name[c])
    n_ab = len(T.cards[c].abilities) + T.cards[c].unsupported
    head = f"{SLOT_TAGS[slot]} L{slot_view['level']} C{T.cost[c]}" + (f" ✦{n_ab}" if n_ab else "")
    lines = [_border("╭", "╮", head, "", style)]
    stats = Text(f"{slot_view['power']}", style=_delta_style(slot_view["power"], T.power[c]))
    stats.append("/")
    stats.append(f"{slot_view['soul']}", style=_delta_style(slot_view["soul"], T.soul[c]))
    word, st = STATUS[slot_view["status"]] if 0 <= slot_view["status"] < 3 else ("?", "")
    stats.append(" " + word, style=st)
    if slot_view["markers"]:
        stats.append(f" ◆{slot_view['markers']}")
    for b in (Text(who, style="bold " + style), Text(title or " ", style=style), stats):
        t = Text("│", style=style)
        t.append_text(_cut(b, INNER))
        t.append("│", style=style)
        lines.append(t)
    lines.append(_border("╰", "╯", tag, "", style))
    return lines


def empty_box(slot: int, tag: str = "") -> list[Text]:
    lines = [_border("┌", "┐", SLOT_TAGS[slot], "", "grey35", "╌")]
    for w in ("", "empty", ""):
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

def _pack(label: Text, items: list[Text], width: int, max_lines: int = 3) -> list[Text]:
    """`label` then the items, wrapped onto lines of `width` without splitting an item;
    past `max_lines`, a last "+N more" says how many were left out."""
    lines, line = [], Text()
    line.append_text(label)
    for i, it in enumerate(items):
        sep = " " if i == 0 else " · "
        if cell_len(line.plain) + len(sep) + cell_len(it.plain) > width and i:
            if len(lines) + 1 >= max_lines:
                line.append(f" · +{len(items) - i} more (type zones)", style="dim")
                break
            lines.append(line)
            line, sep = Text("  "), ""
        line.append(sep)
        line.append_text(_cut(it, width - 2) if cell_len(it.plain) > width - 2 else it)
    lines.append(line)
    return lines


def _card_text(state, c: int, full: bool = True) -> Text:
    return Text(state.T.name[c] if full else short_name(state.T.name[c])[0],
                style=_cstyle(state, c))


def _grouped(state, ids) -> list[Text]:
    """Cards by name, newest first, "×n" for copies: a waiting room in a few lines."""
    counts: dict = {}
    for c in reversed(ids):
        counts.setdefault(state.T.name[c], [c, 0])[1] += 1
    out = []
    for name, (c, n) in counts.items():
        t = _card_text(state, c)
        if state.T.cards[c].type == "climax":
            t.append(" (CX)", style="dim")
        if n > 1:
            t.append(f" ×{n}", style="bold")
        out.append(t)
    return out


def _zones(state, side: dict, p: int, viewer, width: int) -> list[Text]:
    who = " (you)" if p == viewer else "" if viewer is None else " (opponent)"
    stock_known = len(side.get("stock_known", ()))
    lines = [Text.from_markup(f"{_seat(state, p)}{who}"),
             Text.from_markup(f"hand {side['hand_count']} · deck {side['deck']} · stock "
                              f"{side['stock']}" +
                              (f" ({stock_known} known)" if stock_known else "") +
                              f" · memory {len(side['memory'])}")]
    dash = [Text("—", style="dim")]
    lines += _pack(Text(f"Level {len(side['level'])}:", style="bold"),
                   [_card_text(state, c) for c in side["level"]] or dash, width, 2)
    clock = side["clock"]
    lab = Text(f"Clock {len(clock)}/7:", style="bold red" if len(clock) >= 5 else "bold")
    lines += _pack(lab, [_card_text(state, c) for c in clock] or dash, width, 4)
    wr = side["waiting_room"]
    lines += _pack(Text(f"Waiting room {len(wr)}:", style="bold"),
                   _grouped(state, wr) or dash, width, 2)
    extra = []
    if side["memory"]:
        extra += _pack(Text(f"Memory {len(side['memory'])}:", style="bold"),
                       _grouped(state, side["memory"]), width, 1)
    if side["climax"]:
        extra += _pack(Text("Climax:", style="bold"),
                       [_card_text(state, c) for c in side["climax"]], width, 1)
    if side["resolution"]:
        extra += _pack(Text("Resolving:", style="bold"),
                       [_card_text(state, c) for c in side["resolution"]], width, 1)
    known = []
    if side.get("deck_known"):
        known.append("deck " + ", ".join(f"{'top' if i == 0 else f'#{i + 1}'} "
                                         f"{short_name(state.T.name[c])[0]}"
                                         for i, c in side["deck_known"][:3]))
    if p != viewer and side.get("hand_known"):
        known.append("hand " + ", ".join(short_name(state.T.name[c])[0]
                                         for c in side["hand_known"]))
    if known:
        extra.append(_cut(Text("Known: " + "; ".join(known), style="dim"), width))
    return lines + extra


# ---- the hands ------------------------------------------------------------------------------

def _stats(state, c: int) -> Text:
    card, style = state.T.cards[c], _cstyle(state, c)
    kind = {"character": "char", "event": "event", "climax": "CX"}[card.type]
    t = Text(f"{kind:<5} ", style="grey70")
    t.append(f"{card.color[0].upper()}", style="bold " + style)
    if card.type == "climax":
        t.append("          ")
    else:
        t.append(f" L{card.level} C{card.cost}")
        t.append(f" {card.power:>5}/{card.soul}" if card.type == "character" else " " * 8)
    if card.triggers:
        t.append(" ⚑" + "+".join(card.triggers), style="yellow")
    n_ab = len(card.abilities) + card.unsupported
    if n_ab:
        t.append(f" ✦{n_ab}", style="grey70")
    return t


def hand_lines(state, ids, keys: dict, options: dict, width: int) -> list[Text]:
    """One line a card: its key ([x] when the card is an option of the pending decision),
    name, type, colour, level, cost, power/soul, triggers, and ✦n: how many abilities
    (`?x` shows them)."""
    out = []
    name_w = min(max((cell_len(state.T.name[c]) for c in ids), default=0),
                 max(24, width - 42))
    for c in ids:
        k = keys.get(c, "")
        if c in options:
            key = Text(f"[{k}]".rjust(4) if k else "  []", style="bold cyan")
        else:
            key = Text(f" {k} ".rjust(4) if k else "    ", style="grey50")
        line = key + Text(" ") + _cut(Text(state.T.name[c], style="bold " + _cstyle(state, c)),
                                      name_w)
        line.append(" ")
        line.append_text(_stats(state, c))
        out.append(_cut(line, width) if cell_len(line.plain) > width else line)
    return out


def _hands(state, v, viewer, keys: dict, width: int) -> list:
    parts = []
    if viewer is None:
        for p in (1, 0):
            ids = sorted(state.hand[p])
            parts.append(Text.from_markup(f"{_seat(state, p)}'s hand ({len(ids)})"))
            parts += hand_lines(state, ids, {}, {}, width)
        return parts
    from .prompt import hand_options

    ids = v["me"]["hand"]
    if keys:
        ids = sorted(ids, key=lambda c: keys.get(c, "~"))
    opts = hand_options(state, viewer)
    parts.append(Text.from_markup(f"[bold]Your hand[/] ({len(ids)})" +
                                  (" — a letter in brackets chooses that card" if opts else "")))
    parts += hand_lines(state, ids, keys, opts, width) or [Text("    (empty)", style="dim")]
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
    atk = v["attack"]
    if atk:
        p = v["active"]
        a = sides[p]["stage"][atk[0]]
        d = sides[1 - p]["stage"][atk[2]] if atk[2] >= 0 else None
        name = escape(state.T.name[a["card"]]) if a else "the attacker (gone)"
        kind = ("direct attack", "frontal attack", "side attack")[atk[1]]
        on = f" on {escape(state.T.name[d['card']])}" if d else \
            (" (the defender has left)" if atk[2] >= 0 else "")
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
        t = left[i].copy() if i < len(left) else Text(" " * left_w)
        if i < len(right):
            t.pad_right(left_w - cell_len(t.plain))
            t.append_text(right[i])
        out.append(t)
    return out


class Board:
    """The whole table; laid out when printed, at the console's width."""

    def __init__(self, state, viewer, keys=None):
        self.state, self.viewer, self.keys = state, viewer, keys or {}
        self.v = state.view(0 if viewer is None else viewer)

    def __rich_console__(self, console, options):
        width = options.max_width
        state, v, viewer = self.state, self.v, self.viewer
        me = 0 if viewer is None else viewer
        sides = {me: v["me"], 1 - me: v["opponent"]}
        tags = _slot_tags(state, v, viewer)
        yield from _header(state, v, viewer, sides)
        room = width - STAGE_W - 2
        for p, top in ((1 - me, True), (me, False)):
            stage = _stage(state, sides[p], p, top, tags)
            if room >= PANEL_MIN:
                zones = _zones(state, sides[p], p, viewer, room)
                yield from _crop(_beside(stage, zones, STAGE_W + 2), width)
            else:
                zones = _zones(state, sides[p], p, viewer, width)
                yield from _crop((zones + stage) if top else (stage + zones), width)
            if top:
                yield Text(" " * INDENT + "╌" * (STAGE_W - INDENT), style="grey35")
        yield from _hands(state, v, viewer, self.keys, width)

    def __rich_measure__(self, console, options):
        return Measurement(STAGE_W, max(STAGE_W, options.max_width))


def render(state, viewer: int | None, keys: dict | None = None):
    """The table as `viewer` (0, 1, or None for a spectator) sees it; `keys`: the terminal's
    letters for the viewer's hand cards."""
    return Group(Board(state, viewer, keys))
