"""The WIXOSS table drawn for a terminal (rich), sized for one decision's screen.

`render(state, viewer, keys)` returns what `viewer` may see (`viewer=None`: a spectator,
who also sees both hands and LRIG decks). Top to bottom: a header (turn, whose turn,
phase, a guard limit in force); the opponent's side; the check zone; the viewer's side;
the viewer's hand, one line per card beside its key (`keys`: the letters the terminal gives
the hand), and their LRIG deck (seed 003 §1.2: its owner may look at it; the opponent's
is a count). A side is its three SIGNI zones -- the opponent's drawn in reverse, zones 3 2 1
from the left, so that each faces the viewer's zone it battles (zone i faces the
opponent's zone 2-i, seed §7.6) -- and beside them (above or below them under about 110
columns, the LRIG and the counts then side by side) the LRIG (name, level, limit, colour,
LRIG type, up/down/frozen, how many LRIGs lie under it) and the zones' counts: life cloth,
deck, hand, ener by colour, trash and LRIG trash with the top card. A SIGNI
box is seven lines: the zone tag (`S1` yours, `O1` the opponent's, as `?s1` / `?o1` look
them up), level and ✦ how many abilities; the name in two lines; the power now (green
above the printed one, red below); up / DOWN / FROZEN, ◆ a charm, ✕ crossed; the
keywords; the option it is in the pending decision. The whole screen fits 120 × 50 with
room for the question; at 80 columns every line still fits.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Group
from rich.markup import escape
from rich.measure import Measurement
from rich.text import Text

from .narrate import COLOR_STYLE, PHASES, SEAT_STYLE, color_style
from .rules import ACTION, TRASH
from .state import DOWN, FROZEN, NONE
from .vocab import COLORS, KEYWORDS

BOX_W = 25                   # a SIGNI box, borders included
INNER = BOX_W - 2
GAP = 1
INDENT = 1
ROW_W = INDENT + 3 * BOX_W + 2 * GAP
PANEL_MIN = 34               # the LRIG and the counts go beside the SIGNI when this wide
KW_SHORT = {"lancer": "Lancer", "double_crush": "Double Crush", "assassin": "Assassin"}
COLOR_WORD = {"white": "white", "red": "red", "blue": "blue", "green": "green",
              "black": "black", "colorless": "colourless"}


# ---- words ----------------------------------------------------------------------------------

def _seat(state, p: int) -> str:
    return f"[{SEAT_STYLE[p]}]{escape(state.game.seat_names[p])}[/]"


def short_name(name: str) -> tuple[str, str]:
    """("Belze", "Symbol of Wasteful Evil") for "Belze, Symbol of Wasteful Evil"."""
    if ", " in name:
        a, b = name.split(", ", 1)
        return a, b
    return name, ""


def _cut(t: Text, width: int) -> Text:
    t = t.copy()
    if cell_len(t.plain) > width:
        t.truncate(width, overflow="ellipsis")
    t.pad_right(width - cell_len(t.plain))
    return t


def _card_text(state, c: int, short: bool = False) -> Text:
    name = state.T.name[c]
    return Text(short_name(name)[0] if short else name, style=color_style(state.T, c))


def _n_abilities(state, c: int) -> int:
    cd = state.T.cards[c]
    return len(cd.abilities) + cd.unsupported


# ---- option tags ----------------------------------------------------------------------------

def _tags(state, viewer) -> dict:
    """(seat, zone 0..2 or "lrig") -> the option keys of the viewer's pending decision
    about the field: attacks, zones to summon to, targets, SIGNI to trash, abilities."""
    tags: dict = {}
    pend = state.pending
    if viewer is None or pend is None or pend[0] != viewer:
        return tags
    from .prompt import option_numbers

    nums = option_numbers(state, viewer)
    kind = pend[1]

    def add(c, word):
        p = state.T.owner[c]
        if state.lrig[p] and state.lrig[p][-1] == c:
            key = (p, "lrig")
        elif c in state.signi[p]:
            key = (p, state.signi[p].index(c))
        else:
            return
        old = tags.get(key, "")
        tags[key] = (old + " " if old else "") + word

    for aid, n in nums.items():
        if aid == NONE:
            continue
        if kind == "zone":
            tags[(viewer, aid)] = f"[{n}] here"
        elif kind == "attack":
            add(aid, f"[{n}] attack")
        elif kind == "lrig_attack":
            tags[(viewer, "lrig")] = f"[{n}] attack"
        elif kind in ("target", "overflow", "resona_cost", "cost_signi"):
            add(aid, f"[{n}] " + ("choose" if kind == "target" else "trash"))
        elif kind == "ener" and state.on_field(aid):
            add(aid, f"[{n}] ener")
        elif kind in ("main", "arts"):
            k, x = aid // 1000 * 1000, aid % 1000
            if k == ACTION:
                add(x // 8, f"[{n}] act")
            elif k == TRASH:
                add(x, f"[{n}] trash")
    return tags


# ---- a SIGNI box ----------------------------------------------------------------------------

def _border(left: str, right: str, label: str, tail: str, style: str, fill: str = "─") -> Text:
    label = label[:INNER - 1]
    tail = tail[:max(0, INNER - 1 - cell_len(label))]
    t = Text(left, style=style)
    t.append(label, style="bold " + style)
    t.append(fill * (INNER - cell_len(label) - cell_len(tail)), style=style)
    t.append(tail, style="bold cyan")
    t.append(right, style=style)
    return t


def _delta_style(now: int, printed: int) -> str:
    return "bold green" if now > printed else "bold red" if now < printed else "bold"


def _charmed(state, c: int) -> bool:
    return any(h == c for h in state.charm_host[0] + state.charm_host[1])


def signi_box(state, c: int, tag: str, label: str) -> list[Text]:
    T = state.T
    style = color_style(T, c)
    n_ab = _n_abilities(state, c)
    head = f"{label} L{T.level[c]}" + (f" ✦{n_ab}" if n_ab else "")
    lines = [_border("╭", "╮", head, "", style)]
    a, b = short_name(T.name[c])
    pw = state.power(c)
    stats = Text(f"{pw}", style=_delta_style(pw, T.power[c]))
    stats.append(" power")
    if pw != T.power[c]:
        stats.append(f" ({T.power[c]})", style="grey58")
    f = state.flags[c]
    st = Text()
    st.append("DOWN" if f & DOWN else "up", style="bold yellow" if f & DOWN else "grey58")
    if f & FROZEN:
        st.append(" FROZEN", style="bold dodger_blue1")
    if _charmed(state, c):
        st.append(" ◆charm", style="bold")
    if state.crossed(c):
        st.append(" ✕crossed", style="bold")
    kws = sorted(state.keywords(c), key=lambda k: KEYWORDS.index(k) if k in KEYWORDS else 9)
    kw = Text(" ".join(KW_SHORT.get(k, k) for k in kws) or " ", style="bold magenta")
    for body in (Text(a, style="bold " + style), Text(b or " ", style=style), stats, st, kw):
        t = Text("│", style=style)
        t.append_text(_cut(body, INNER))
        t.append("│", style=style)
        lines.append(t)
    lines.append(_border("╰", "╯", "", tag, style))
    return lines


def empty_box(label: str, tag: str) -> list[Text]:
    lines = [_border("┌", "┐", label, "", "grey35", "╌")]
    for w in ("", "", "empty", "", ""):
        lines.append(Text("╎" + w.center(INNER) + "╎", style="grey35"))
    lines.append(_border("└", "┘", "", tag, "grey35", "╌"))
    return lines


def _row(boxes: list[list[Text]]) -> list[Text]:
    out = []
    for r in range(len(boxes[0])):
        t = Text(" " * INDENT)
        for j, box in enumerate(boxes):
            if j:
                t.append(" " * GAP)
            t.append_text(box[r])
        out.append(t)
    return out


def signi_row(state, p: int, viewer, top: bool, tags: dict) -> list[Text]:
    """A player's three SIGNI zones; the top player's reversed (zones 3 2 1), so that each
    faces the zone below it that it battles."""
    me = 0 if viewer is None else viewer
    prefix = "S" if p == me else "O"
    order = (2, 1, 0) if top else (0, 1, 2)
    boxes = []
    for i in order:
        c = state.signi[p][i]
        tag = tags.get((p, i), "")
        label = f"{prefix}{i + 1}"
        boxes.append(empty_box(label, tag) if c < 0 else signi_box(state, c, tag, label))
    return _row(boxes)


# ---- a player's LRIG and counts ---------------------------------------------------------------

def _top_of(state, ids, room: int) -> Text:
    """"3 · top Caliburn, Greatsword" -- the top card's short name when the whole does not
    fit in `room` cells."""
    t = Text(f"{len(ids)}")
    if ids:
        t.append(" · top ")
        full = _card_text(state, ids[-1])
        fits = cell_len(t.plain) + cell_len(full.plain) <= room
        t.append_text(full if fits else _card_text(state, ids[-1], short=True))
    return t


def _ener_text(state, ids) -> Text:
    T = state.T
    counts: dict = {}
    for c in ids:
        k = "multi" if T.multi[c] else COLORS[T.color[c]]
        counts[k] = counts.get(k, 0) + 1
    t = Text(f"Ener {len(ids)}", style="bold")
    first = True
    for k in list(COLORS) + ["multi"]:
        if k in counts:
            t.append(": " if first else " · ")
            first = False
            if k == "multi":
                t.append(f"Multi Ener {counts[k]}", style="bold")
            else:
                t.append(f"{COLOR_WORD[k]} {counts[k]}", style=COLOR_STYLE[k])
    return t


def _wrap(t: Text, width: int) -> list[Text]:
    """A line cut at " · " separators onto as many lines as it needs."""
    if cell_len(t.plain) <= width:
        return [t]
    out, plain, start = [], t.plain, 0
    while cell_len(plain[start:]) > width:
        cut = plain.rfind(" · ", start, start + width + 3)
        if cut <= start:
            break
        out.append(t[start:cut])
        start = cut + 3                      # past " · "
        t_rest = Text("  ")
        t_rest.append_text(t[start:])
        t, plain, start = t_rest, t_rest.plain, 0
    out.append(t[start:] if start else t)
    return out


def side_panel(state, p: int, viewer, width: int, tags: dict) -> tuple[list[Text], int]:
    """A player's seat, LRIG and zone counts as lines of at most `width` cells, and the
    index of the first counts line (the LRIG's lines come before it)."""
    T = state.T
    who = " (you)" if p == viewer else "" if viewer is None else " (opponent)"
    first = " · first player" if state.opened and state.first == p else ""
    lines = [Text.from_markup(f"{_seat(state, p)}{who}{first}")]
    shown = state.opened or p == viewer or viewer is None
    if state.lrig[p] and shown:
        c = state.lrig[p][-1]
        style = color_style(T, c)
        a, b = short_name(T.name[c])
        t = Text("LRIG ", style="bold")
        t.append(a + ("," if b else ""), style="bold " + style)
        n_ab = _n_abilities(state, c)
        if b and cell_len(t.plain) + 1 + cell_len(b) <= width - 3:
            t.append(" " + b, style=style)
            b = ""
        if n_ab:
            t.append(f" ✦{n_ab}", style="grey70")
        lines.append(t)
        if b:
            lines.append(Text("  " + b, style=style))
        f = state.flags[c]
        used = sum(T.level[x] for x in state.field_signi(p))
        st = Text("  ")
        st.append(f"level {T.level[c]}", style="bold")
        st.append(f" · limit {T.limit[c]} (SIGNI levels {used})")
        lines.append(st)
        st = Text("  ")
        st.append(f"{COLOR_WORD[COLORS[T.color[c]]]}", style=style)
        st.append(f" · {T.lrig_type[c]} · ")
        st.append("DOWN" if f & DOWN else "up", style="bold yellow" if f & DOWN else "grey58")
        if f & FROZEN:
            st.append(" FROZEN", style="bold dodger_blue1")
        if len(state.lrig[p]) > 1:
            st.append(f" · {len(state.lrig[p]) - 1} under", style="grey58")
        lines.append(st)
        tag = tags.get((p, "lrig"))
        if tag:
            if cell_len(st.plain) + 1 + cell_len(tag) <= width:
                st.append(" " + tag, style="bold cyan")
            else:
                lines.append(Text("  " + tag, style="bold cyan"))
    elif state.lrig[p]:
        lines.append(Text("LRIG face down (until the open)", style="grey58"))
    else:
        lines.append(Text("no LRIG yet", style="grey58"))
    split = len(lines)                      # the LRIG above, the zones' counts below
    life = len(state.life[p])
    lc = Text("Life cloth ", style="bold")
    lc.append(f"{life}", style="bold red" if life <= 2 else "bold")
    lc.append(f" · deck {len(state.deck[p])} · hand {len(state.hand[p])}")
    coins = getattr(state, "coins", None)
    if coins and coins[p]:
        lc.append(f" · coins {coins[p]}", style="bold")
    lines.append(lc)
    lines += _wrap(_ener_text(state, state.ener[p]), width)
    tr = Text("Trash ", style="bold")
    tr.append_text(_top_of(state, state.trash[p], width - 6))
    lines.append(tr)
    lt = Text("LRIG trash ", style="bold")
    lt.append_text(_top_of(state, state.lrig_trash[p], width - 11))
    lines.append(lt)
    if p != viewer or viewer is None:        # the viewer's own is listed under the hand
        ld = Text("LRIG deck ", style="bold")
        ld.append(f"{len(state.lrig_deck[p])}")
        lines.append(ld)
    if viewer is not None and p != viewer:
        exact = set(state.knowledge(viewer)["exact"])
        known = [c for c in state.hand[p] if c in exact]
        if known:
            k = Text("Known in hand: ", style="grey70")
            for i, c in enumerate(known):
                if i:
                    k.append(" · ")
                k.append_text(_card_text(state, c))
            lines.append(k)
    return [_cut(x, width) if cell_len(x.plain) > width else x for x in lines], split


# ---- hands and the LRIG deck -----------------------------------------------------------------

def cost_short(vec) -> str:
    from .prompt import cost_text

    return cost_text(vec)


def _what(state, c: int) -> str:
    T = state.T
    cd = T.cards[c]
    if cd.type in ("signi", "resona"):
        return f"L{cd.level} {cd.power:>5}"
    if cd.type == "lrig":
        return f"L{cd.level} limit {cd.limit} · grow {cost_short(T.cost[c])}"
    return f"cost {cost_short(T.cost[c])}"


def _stats(state, c: int, what_w: int = 0) -> Text:
    T = state.T
    cd = T.cards[c]
    style = color_style(T, c)
    kind = {"signi": "SIGNI", "spell": "spell", "lrig": "LRIG", "arts": "ARTS",
            "resona": "Resona"}.get(cd.type, cd.type)
    t = Text(f"{kind:<6}", style="grey70")
    t.append(f"{_what(state, c):<{what_w}} ")
    t.append(f"{COLOR_WORD[cd.color]:<10}", style=style)
    marks = []
    if cd.guard:
        marks.append(("Guard", "bold bright_white"))
    if cd.multi_ener:
        marks.append(("Multi Ener", "bold"))
    if cd.life_burst:
        marks.append(("Life Burst", "yellow"))
    for w, s in marks:
        t.append(" " + w, style=s)
    n_ab = _n_abilities(state, c)
    if n_ab:
        t.append(f" ✦{n_ab}", style="grey70")
    return t


def card_lines(state, ids, keys: dict, options: dict, width: int, marked=()) -> list[Text]:
    """One line a card: its key ([x] when the card is an option of the pending decision),
    name, type, level and power (or cost), colour, Guard / Multi Ener / Life Burst, and ✦n:
    how many abilities (`?x` shows them)."""
    out = []
    name_w = min(max((cell_len(state.T.name[c]) for c in ids), default=0),
                 max(20, width - 44))
    what_w = max((len(_what(state, c)) for c in ids), default=0)
    for c in ids:
        k = keys.get(c, "")
        if c in options:
            key = Text(f"[{k}]".rjust(4) if k else "  []", style="bold cyan")
        else:
            key = Text(f" {k} ".rjust(4) if k else "    ", style="grey50")
        line = key + Text(" ") + _cut(Text(state.T.name[c], style="bold " +
                                           color_style(state.T, c)), name_w)
        line.append(" ")
        line.append_text(_stats(state, c, what_w))
        if c in marked:
            line.append(" ↩ marked", style="bold magenta")
        out.append(_cut(line, width) if cell_len(line.plain) > width else line)
    return out


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
    return [_cut(x, width) if cell_len(x.plain) > width else x for x in lines]


def _lrig_deck_items(state, ids) -> list[Text]:
    T = state.T
    out = []
    for c in sorted(ids, key=lambda c: (T.type[c] != "lrig", T.level[c], c)):
        t = _card_text(state, c)
        if T.type[c] == "lrig":
            t.append(f" (L{T.level[c]}, {cost_short(T.cost[c])})", style="grey70")
        else:
            t.append(f" ({T.type[c].upper() if T.type[c] == 'arts' else T.type[c]}, "
                     f"{cost_short(T.cost[c])})", style="grey70")
        out.append(t)
    return out


def _hands(state, viewer, keys: dict, width: int) -> list:
    parts = []
    if viewer is None:
        for p in (1, 0):
            ids = sorted(state.hand[p])
            parts.append(Text.from_markup(f"{_seat(state, p)}'s hand ({len(ids)})"))
            parts += card_lines(state, ids, {}, {}, width)
            parts += _pack(Text("  LRIG deck:", style="bold"),
                           _lrig_deck_items(state, state.lrig_deck[p]) or
                           [Text("—", style="dim")], width, 2)
        return parts
    from .prompt import hand_options

    ids = sorted(state.hand[viewer])
    if keys:
        ids = sorted(ids, key=lambda c: keys.get(c, "~"))
    opts = hand_options(state, viewer)
    pend = state.pending
    marked = ()
    if pend and pend[0] == viewer and pend[1] == "mulligan":
        marked = {state.hand[viewer][i] for i in state.picked if i < len(state.hand[viewer])}
    head = Text.from_markup(f"[bold]Your hand[/] ({len(ids)})" +
                            (" — a letter in brackets chooses that card" if opts else ""))
    parts.append(head)
    parts += card_lines(state, ids, keys, opts, width, marked) or \
        [Text("    (empty)", style="dim")]
    if state.looking[viewer]:
        parts += _pack(Text("Looking at (top first):", style="bold"),
                       [_card_text(state, c) for c in state.looking[viewer]], width, 2)
    parts += _pack(Text(f"Your LRIG deck ({len(state.lrig_deck[viewer])}):", style="bold"),
                   _lrig_deck_items(state, state.lrig_deck[viewer]) or
                   [Text("—", style="dim")], width, 3)
    return parts


# ---- header and the whole table ---------------------------------------------------------------

def _header(state, viewer) -> list[Text]:
    who = "spectator (both hands shown)" if viewer is None else f"you are {_seat(state, viewer)}"
    if state.turn_no:
        now = (f"turn {state.turn_no} · {_seat(state, state.active)}'s turn · "
               f"{PHASES.get(state.phase, state.phase)}")
    else:
        now = PHASES.get(state.phase, state.phase)
    lines = [Text.from_markup(f"[bold]WIXOSS[/] — {now} — {who}")]
    o = state.outcome
    if o is not None:
        w = o.winner
        win = "a draw" if w is None else ("you win" if w == viewer else
                                          f"{_seat(state, w)} wins")
        lines.append(Text.from_markup(f"[bold]Game over:[/] {win} — {escape(o.reason)} "
                                      f"(turn {o.turns})"))
    for q, k, v in state.pmods:
        if k == "guard_limit":
            lines.append(Text.from_markup(f"  this turn {_seat(state, q)} cannot guard with "
                                          f"a level {v} or lower Guard card"))
    return lines


def _check_line(state, viewer, width) -> list[Text]:
    if not state.check:
        return []
    items = []
    T = state.T
    for c in state.check:
        t = _card_text(state, c)
        p = T.owner[c]
        whose = "yours" if p == viewer else state.game.seat_names[p] + "'s"
        t.append(f" ({whose})", style="grey70")
        items.append(t)
    return _pack(Text(" Check zone:", style="bold"), items, width, 2)


def _beside(left: list[Text], right: list[Text], left_w: int) -> list[Text]:
    out = []
    for i in range(max(len(left), len(right))):
        t = left[i].copy() if i < len(left) else Text(" " * left_w)
        if i < len(right):
            t.pad_right(left_w - cell_len(t.plain))
            t.append_text(right[i])
        out.append(t)
    return out


def _crop(lines: list[Text], width: int) -> list[Text]:
    for t in lines:
        t.no_wrap, t.overflow = True, "ellipsis"
        if cell_len(t.plain) > width:
            t.truncate(width, overflow="ellipsis")
    return lines


class Board:
    """The whole table; laid out when printed, at the console's width."""

    def __init__(self, state, viewer, keys=None):
        self.state, self.viewer, self.keys = state, viewer, keys or {}

    def __rich_console__(self, console, options):
        width = options.max_width
        state, viewer = self.state, self.viewer
        me = 0 if viewer is None else viewer
        tags = _tags(state, viewer)
        yield from _crop(_header(state, viewer), width)
        room = width - ROW_W - 2
        for p, top in ((1 - me, True), (me, False)):
            row = signi_row(state, p, viewer, top, tags)
            if room >= PANEL_MIN:
                panel, _ = side_panel(state, p, viewer, room, tags)
                if top and len(panel) > len(row):        # the rows face across the middle
                    row = [Text("")] * (len(panel) - len(row)) + row
                yield from _crop(_beside(row, panel, ROW_W + 2), width)
            else:
                half = width // 2
                if half - 1 >= PANEL_MIN:                # the LRIG and the counts side by side
                    panel, k = side_panel(state, p, viewer, half - 1, tags)
                    panel = _beside(panel[:k], panel[k:], half)
                else:
                    panel, _ = side_panel(state, p, viewer, width, tags)
                yield from _crop((panel + row) if top else (row + panel), width)
            if top:
                check = _check_line(state, viewer, width)
                yield from _crop(check or [Text(" " * INDENT + "╌" * (ROW_W - INDENT),
                                                style="grey35")], width)
        yield from _crop(_hands(state, viewer, self.keys, width), width)

    def __rich_measure__(self, console, options):
        return Measurement(min(ROW_W, options.max_width), options.max_width)


def render(state, viewer: int | None, keys: dict | None = None):
    """The table as `viewer` (0, 1, or None for a spectator) sees it; `keys`: the terminal's
    letters for the viewer's hand cards."""
    return Group(Board(state, viewer, keys))
