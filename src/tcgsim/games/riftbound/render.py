"""The Riftbound table drawn for a terminal (rich), sized for one decision's screen.

`render(state, viewer, keys)` returns what `viewer` may see (`viewer=None`: a spectator,
who also sees every hand and facedown card). Top to bottom:
  * a header: the turn, whose turn it is, the phase, the Victory Score, the viewer (in
    2v2 the teams); then the game's end, a showdown or combat (where, who attacks and
    defends, who has Focus) -- one line each when there is one;
  * every other seat's panel (side by side when there are several and they fit);
  * the battlefields, in boxes side by side (B1, B2, ... as `?b1` looks them up): the
    name, who holds it, who contests it, its facedown card (the viewer's by name, another
    player's as "facedown"), and its units grouped by controller (the heading says a
    side's attacking or defending in a combat) -- name, Might now (green above the
    printed one, red below), damage, exhausted ("exh." in a box under 50 columns), buffed,
    stunned, and the keywords that matter on the board; identical units once, "3×";
  * the chain, newest item on top: each item's controller and what it is (a spell with its
    targets, an activated or triggered ability in generated words, cut to the width), with
    who has priority;
  * the viewer's panel, then the viewer's hand: one line per card beside its key (`keys`:
    the letters the terminal gives the hand; `[x]` when the card is an option of the
    pending decision): name, type, cost (Energy then Power: "3 +1 Fury"), Might, keywords
    and ✦ how many abilities (`?x` shows them in words).
A seat's panel: its name, points against the Victory Score, hand, deck, trash and
banishment counts; its legend (exhausted or ready) and Champion Zone; its runes by domain
(ready and exhausted), the rune deck and the Rune Pool; its base (units and gear). The
options of the pending decision that are about the board are tagged where they act:
`[3]` beside a unit, `[2] here` on a battlefield or base, `[4] use` on a legend.

No line starts with one to three spaces and a lone letter or number (the terminal's
option lines look so). The whole table of a duel fits 120 × 50 with room for the
question and the options; at 80 columns every line still fits.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Group
from rich.measure import Measurement
from rich.text import Text

from .narrate import (DOMAIN_ORDER, DOMAIN_STYLE, PHASE_WORDS, card_style, seat_name,
                      seat_style)
from .state import ATTACKER, DEFENDER, FACEDOWN, NONE

GAP = 1
BF_MIN = 34                  # a battlefield box at least this wide, else fewer per row
SEAT_MIN = 38                # other seats side by side when each gets this much
BOARD_KW = ("assault", "shield", "tank", "ganking", "deflect", "temporary")
KW_SHOW = {"enters_ready": "Enters ready"}


# ---- small pieces -----------------------------------------------------------------------------

def seat_text(state, p: int, viewer=None) -> Text:
    name = "you" if p == viewer else seat_name(state, p)
    return Text(name, style=seat_style(p))


def _relation(state, p: int, viewer) -> str:
    if viewer is None:
        return ""
    if p == viewer:
        return " (you)"
    return " (teammate)" if state.friends(p, viewer) else " (opponent)"


def card_text(state, c: int, short: bool = False) -> Text:
    name = state.T.name[c]
    if short and ", " in name:
        name = name.split(", ", 1)[0]
    return Text(name, style="bold " + card_style(state.T, c))


def _cut(t: Text, width: int) -> Text:
    t = t.copy()
    if cell_len(t.plain) > width:
        t.truncate(max(1, width), overflow="ellipsis")
    t.pad_right(width - cell_len(t.plain))
    return t


def _crop(lines: list[Text], width: int) -> list[Text]:
    for t in lines:
        t.no_wrap, t.overflow = True, "ellipsis"
        if cell_len(t.plain) > width:
            t.truncate(width, overflow="ellipsis")
    return lines


def _split(t: Text, room: int) -> tuple[Text, Text | None]:
    """t cut at its last space that leaves at most `room` cells before it (the rest
    without that space), or (t cut short, None) when no space does."""
    plain = t.plain
    if cell_len(plain) <= room:
        return t, None
    cut = plain.rfind(" ", 0, room + 1)
    if cut <= 0:
        return _cut(t, room), None
    a, b = t.divide([cut, cut + 1])[0::2]
    return a, b


def _pack(head: Text, items: list[Text], width: int, indent: int = 4,
          max_lines: int = 4) -> list[Text]:
    """`head` then the items joined by " · ", wrapped onto lines of `width` (each further
    line indented), an item split at a space only when it fits no line whole; past
    `max_lines` a last "+N more"."""
    lines, line = [], head.copy()
    fresh = not head.plain.strip()
    items = list(items)
    i = 0
    while i < len(items):
        it = items[i]
        tail = line.plain.rstrip()
        sep = "" if not tail else " " if tail.endswith((":", "—")) else " · "
        room = width - cell_len(line.plain) - len(sep)
        fits_fresh = cell_len(it.plain) <= width - indent
        if cell_len(it.plain) > room and not fresh and (fits_fresh or room < 12):
            if len(lines) + 1 >= max_lines:
                line.append(f" · +{len(items) - i} more (type zones)", style="dim")
                return lines + [line]
            lines.append(line)
            line, fresh = Text(" " * indent), True
            continue
        line.append(sep)
        part, rest = _split(it, room)
        line.append_text(part)
        fresh = False
        if rest is not None:
            if len(lines) + 1 >= max_lines:
                left = len(items) - i - 1
                line.append("…" + (f" +{left} more (type zones)" if left else ""), style="dim")
                return lines + [line]
            lines.append(line)
            line = Text(" " * (indent + 2))
            items[i] = rest
            fresh = True
            continue
        i += 1
    lines.append(line)
    return lines


def _kw_names(state, c: int, board: bool) -> list[str]:
    from .vocab import KW_BITS, keyword_name

    bits = state.kw(c) if board else state.T.kwbits[c]
    out = []
    for k, bit in KW_BITS.items():
        if not bits & bit or (board and k not in BOARD_KW):
            continue
        if k in ("assault", "shield", "deflect"):
            v = state.kw_value(c, k) if board else state.T.rules[c].kw.get(k, 1)
            out.append(keyword_name(k, v if type(v) is int else 1))
        else:
            out.append(KW_SHOW.get(k) or keyword_name(k, True))
    return out


def _n_abilities(state, c: int) -> int:
    ca = state.T.abilities.get(state.T.cards[c].id)
    if ca is not None:
        return len(ca.abilities) + len(ca.keywords)
    return state.T.cards[c].unsupported


def unit_parts(state, u: int, tag: str = "", short: bool = False, role: bool = True,
               brief: bool = False) -> list[Text]:
    """A unit (or gear) on the board as pieces: the name (with its option tag), its Might
    now, and each mark -- damage, exhausted, buffed, stunned, attacking/defending (unless
    `role` is False: its side's heading says it), keywords. `brief`: "exh." for exhausted
    (a narrow box); `short`: the name before its comma."""
    T = state.T
    head = Text()
    on = state.attached_to(u) if state.att else -1
    if on >= 0:
        head.append("+ ", style="bold")             # an attached gear, under its unit
    if tag:
        head.append(tag + " ", style="bold cyan")
    head.append_text(card_text(state, u, short))
    if T.token[u]:
        head.append(" token", style="grey58")
        if T.copies and u in T.copy_src:
            head.append(f" ({T.base.name[u]} copy)", style="grey58")    # CR 450.1.b
    parts = [head]
    if T.type[u] == "unit":
        m = state.might(u)
        printed = T.might[u]
        style = "bold green" if m > printed else "bold red" if m < printed else "bold"
        mt = Text(f"{m}", style=style)
        mt.append(" Might")
        if m != printed:
            mt.append(f" ({printed})", style="grey58")
        parts[0].append(" ")
        parts[0].append_text(mt)
    else:
        parts[0].append(f" {T.type[u]}", style="grey58")
        if on >= 0:
            parts[0].append(f" on {T.name[on].split(',')[0]}", style="grey58")
        mb = T.cards[u].might_bonus
        if mb:
            parts.append(Text(f"{mb:+d} Might Bonus", style="green"))
    if state.dmg[u]:
        parts.append(Text(f"{state.dmg[u]} dmg", style="bold red"))
    if state.exh[u]:
        parts.append(Text("exh." if brief else "exhausted", style="yellow"))
    if state.buff[u]:
        parts.append(Text("buffed", style="green"))
    if state.stun[u]:
        parts.append(Text("STUNNED", style="bold red"))
    r = state.role[u] if role else 0
    if r == ATTACKER:
        parts.append(Text("attacking", style="bold red1"))
    elif r == DEFENDER:
        parts.append(Text("defending", style="bold dodger_blue1"))
    kws = _kw_names(state, u, True) if T.type[u] == "unit" else []
    if kws:
        parts.append(Text(", ".join(kws), style="magenta"))
    return parts


def with_gear(state, cards) -> list:
    """Board cards in order, each unit followed by the gear attached to it (v1.2 421)."""
    if not state.att:
        return cards
    gear = state.attached_gear()
    out = []
    for c in cards:
        if c in gear and state.attached_to(c) in cards:
            continue                                # listed after its unit
        out.append(c)
        out += [g for g in state.gear_on(c) if g in cards]
    return out


def _joined(parts: list[Text]) -> Text:
    t = parts[0].copy()
    for x in parts[1:]:
        t.append(" · ", style="grey50")
        t.append_text(x)
    return t


def _grouped(items: list[Text]) -> list[Text]:
    """Identical entries once, with "×N" ("Recruit token 1 Might ×9"); first-seen order."""
    out, count, first = [], {}, {}
    for t in items:
        key = t.plain
        if key in count:
            count[key] += 1
            continue
        count[key] = 1
        first[key] = len(out)
        out.append(t)
    for key, n in count.items():
        if n > 1:
            t = Text(f"{n}× ", style="bold")
            t.append_text(out[first[key]])
            out[first[key]] = t
    return out


def _inline(parts: list[Text]) -> Text:
    """A unit in a list of several: "Cruel Patron 6 Might (exhausted, Shield)"."""
    t = parts[0].copy()
    if len(parts) > 1:
        t.append(" (")
        for k, x in enumerate(parts[1:]):
            if k:
                t.append(", ")
            t.append_text(x)
        t.append(")")
    return t


def unit_lines(state, u: int, width: int, tag: str = "", indent: int = 1,
               copies: int = 1, role: bool = True, brief: bool = False) -> list[Text]:
    """A unit on one line, or on two (its marks under its name) when it does not fit;
    `copies` of it (identical units) as "N×"."""
    parts = unit_parts(state, u, tag, role=role, brief=brief)
    if copies > 1:
        parts[0] = Text(f"{copies}× ", style="bold") + parts[0]
    one = _joined(parts)
    pad = Text(" " * indent)
    if cell_len(one.plain) + indent <= width:
        return [pad + one]
    head = parts[0]
    if cell_len(head.plain) + indent > width:
        head = unit_parts(state, u, tag, short=True, role=role, brief=brief)[0]
        if copies > 1:
            head = Text(f"{copies}× ", style="bold") + head
    lines = [pad + head]
    if len(parts) > 1:
        lines += _pack(Text(" " * (indent + 2)), parts[1:], width, indent + 2, 2)
    return lines


# ---- the option tags ----------------------------------------------------------------------

def _tags(state, viewer) -> dict:
    """Where the pending decision's board options act -> their keys: a card (unit, gear,
    legend) -> "[3]"; ("bf", i) / ("base", p) -> "[2] here"."""
    tags: dict = {}
    pend = state.pending
    if viewer is None or pend is None or pend[0] != viewer:
        return tags
    from .chain import ACT, HIDE, MOVE
    from .prompt import BF_KINDS, CARD_KINDS, option_numbers

    kind = pend[1]

    def add(key, word):
        old = tags.get(key, "")
        tags[key] = (old + " " if old else "") + word

    for aid, n in option_numbers(state, viewer).items():
        if kind in ("act", "respond", "focus"):
            if aid == NONE:
                continue
            if aid >= ACT:
                add((aid - ACT) // 4096, f"[{n}] use")
            elif aid >= MOVE:
                add(aid - MOVE, f"[{n}] move")
            elif aid >= HIDE:
                add(("bf", (aid - HIDE) % 8), f"[{n}] hide")
            elif state.loc[aid] == FACEDOWN:
                add(("bf", state.at[aid]), f"[{n}] play it")
            elif aid in state.champ[viewer]:
                add(("champ", viewer), f"[{n}] play")
        elif kind in BF_KINDS:
            if aid == NONE:
                add(("base", viewer), f"[{n}] here")
            elif 0 <= aid < len(state.bf):
                add(("bf", aid), f"[{n}] here")
        elif kind in CARD_KINDS and aid != NONE and 0 <= aid < state.T.n:
            add(aid, f"[{n}]")
    return tags


# ---- a seat -----------------------------------------------------------------------------------

def _runes_text(state, p: int) -> list[Text]:
    """"Runes 9:" then "4 Fury (2 ready)", "5 Chaos (none ready)", the rune deck, the pool."""
    T = state.T
    by: dict = {}
    for c in state.runes[p]:
        d = T.domains[c][0] if T.domains[c] else "fury"
        r = by.setdefault(d, [0, 0])
        r[1 if state.exh[c] else 0] += 1
    items = []
    for d in DOMAIN_ORDER:
        if d not in by:
            continue
        ready, exh = by[d]
        t = Text(f"{ready + exh} {d.title()}", style="bold " + DOMAIN_STYLE[d])
        one = ready + exh == 1
        word = ("ready" if one else "all ready") if not exh else \
            ("exhausted" if one else "none ready") if not ready else f"{ready} ready"
        t.append(f" ({word})", style="yellow" if not ready else "")
        items.append(t)
    head = Text(f"Runes {len(state.runes[p])}:", style="bold")
    if not items:
        items = [Text("none", style="dim")]
    items.append(Text(f"rune deck {len(state.runedeck[p])}", style="grey70"))
    pool = _pool_text(state, p)
    if pool is not None:
        items.append(pool)
    return [head] + items


def _pool_text(state, p: int) -> Text | None:
    e, sp, pw = state.pool_e[p], state.pool_spell[p], state.pool_p[p]
    if not e and not sp and not any(pw):
        return None
    t = Text("pool ", style="bold")
    bits = []
    if e:
        bits.append(Text(f"{e} Energy"))
    if sp:
        bits.append(Text(f"{sp} Energy for spells"))
    for i, n in enumerate(pw):
        if n:
            d = DOMAIN_ORDER[i] if i < 6 else None
            bits.append(Text(f"{n} {d.title()} Power" if d else f"{n} Power of any domain",
                             style=DOMAIN_STYLE.get(d, "white")))
    for i, b in enumerate(bits):
        if i:
            t.append(", ")
        t.append_text(b)
    return t


def seat_panel(state, p: int, viewer, width: int, tags: dict) -> list[Text]:
    """A seat as lines of at most `width` cells (a narrow one, beside other seats, packs
    the same items onto more lines)."""
    ind = 4 if width >= 60 else 2
    pad = Text(" " * ind)
    head = Text()
    head.append(seat_name(state, p), style=seat_style(p))
    head.append(_relation(state, p, viewer))
    n = state.points[p]
    pts = Text(f"{n}", style="bold")
    if state.format == "2v2":
        pts.append(f" point{'s' if n != 1 else ''} (team {state.team_points(p)}/"
                   f"{state.win_score})")
    else:
        pts.append(f"/{state.win_score} points")
    items = [pts, Text(f"hand {len(state.hand[p])}"), Text(f"deck {len(state.deck[p])}"),
             Text(f"trash {len(state.trash[p])}")]
    if state.banish[p]:
        items.append(Text(f"banished {len(state.banish[p])}"))
    if state.turn == p and state.phase != "setup":
        items.insert(0, Text("your turn" if p == viewer else "their turn", style="bold"))
    lines = _pack(head, items, width, ind + 2, 3)
    # legend and Champion Zone
    leg = []
    for c in state.legend[p]:
        t = Text()
        tag = tags.get(c)
        if tag:
            t.append(tag + " ", style="bold cyan")
        t.append("Legend ", style="bold")
        t.append_text(card_text(state, c))
        t.append(" (exhausted)" if state.exh[c] else " (ready)",
                 style="yellow" if state.exh[c] else "grey58")
        leg.append(t)
    champ = Text("Champion Zone ", style="bold")
    tag = tags.get(("champ", p))
    if tag:
        champ.append(tag + " ", style="bold cyan")
    if state.champ[p]:
        for i, c in enumerate(state.champ[p]):
            if i:
                champ.append(", ")
            champ.append_text(card_text(state, c))
    else:
        champ.append("empty", style="dim")
    lines += _pack(pad.copy(), leg + [champ], width, ind, 3)
    r = _runes_text(state, p)
    lines += _pack(pad + r[0], r[1:], width, ind + 2, 3)
    base = pad.copy()
    base.append("Base", style="bold")
    tag = tags.get(("base", p))
    if tag:
        base.append(f" ({tag})", style="bold cyan")
    base.append(":", style="bold")
    units = _grouped([_inline(unit_parts(state, u, tags.get(u, "")))
                      for u in with_gear(state, state.base[p])])
    lines += _pack(base, units or [Text("empty", style="dim")], width, ind + 2, 3)
    if viewer is not None and p != viewer and state.hand[p]:
        exact = set(state.knowledge(viewer)["exact"])
        known = [card_text(state, c) for c in state.hand[p] if c in exact]
        if known:
            lines += _pack(pad + Text("known in hand:", style="grey70"), known, width,
                           ind + 2, 2)
    return _crop(lines, width)


# ---- a battlefield ----------------------------------------------------------------------------

def _border(left: str, right: str, label: Text, tail: str, width: int, style: str) -> Text:
    inner = width - 2
    label = _cut(label, min(cell_len(label.plain), inner - 2)) if label.plain else label
    tail = tail[:max(0, inner - 2 - cell_len(label.plain))]
    t = Text(left + "─", style=style)
    t.append_text(label)
    t.append("─" * max(0, inner - 1 - cell_len(label.plain) - cell_len(tail)), style=style)
    t.append(tail, style="bold cyan")
    t.append(right, style=style)
    return t


def bf_panel(state, i: int, viewer, width: int, tags: dict) -> list[Text]:
    """Battlefield i as a box of `width` cells."""
    T = state.T
    b = state.bf[i]
    sd = state.showdown
    fighting = sd is not None and sd[0] == i
    style = "bold red1" if fighting and sd[1] else "bold white" if fighting else "grey62"
    title = Text(f" B{i + 1} ", style="bold")
    title.append_text(card_text(state, b))
    n_ab = _n_abilities(state, b)
    if n_ab:
        title.append(f" ✦{n_ab}", style="grey70")
    title.append(" ")
    inner = width - 2
    body: list[Text] = []
    q = state.ctrl[i]
    t = Text()
    if q >= 0:
        t.append("held by ")
        t.append_text(seat_text(state, q, viewer))
    elif state.contest[i] >= 0 or fighting:
        t.append("open", style="grey58")
    else:
        t.append("open (nobody holds it)", style="grey58")
    if state.contest[i] >= 0:
        t.append(" · contested by ")
        t.append_text(seat_text(state, state.contest[i], viewer))
    if fighting:
        t.append(" · COMBAT" if sd[1] else " · SHOWDOWN", style="bold")
    body += _pack(Text(" "), [t], inner, 3, 2)
    f = state.facedown[i]
    if f >= 0:
        t = Text(" facedown: ", style="bold")
        owner = T.owner[f]
        if viewer is None or owner == viewer:
            if owner != viewer:
                t.append_text(seat_text(state, owner, viewer))
                t.append("'s ")
            else:
                t.append("your ")
            t.append_text(card_text(state, f))
        else:
            t.append_text(seat_text(state, owner, viewer))
            t.append("'s card (facedown)")
        body.append(t)
    sides: dict = {}
    for u in with_gear(state, state.units[i]):
        sides.setdefault(state.ctrl_of[u], []).append(u)
    order = sorted(sides, key=lambda s: (s != q, (s - (viewer or 0)) % state.n))
    brief = inner < 48
    for s in order:
        head = Text(" ")
        head.append_text(seat_text(state, s, viewer))
        roles = {state.role[u] for u in sides[s] if T.type[u] == "unit"}
        side_role = roles.pop() if len(roles) == 1 else 0
        if side_role:
            head.append(" — attacking" if side_role == ATTACKER else " — defending",
                        style="bold red1" if side_role == ATTACKER else "bold dodger_blue1")
        head.append(":")
        body.append(head)
        seen: dict = {}
        for u in sides[s]:
            key = _joined(unit_parts(state, u, tags.get(u, ""), brief=brief)).plain
            seen.setdefault(key, []).append(u)
        for key, us in seen.items():
            body += unit_lines(state, us[0], inner, tags.get(us[0], ""), 2, len(us),
                               role=not side_role, brief=brief)
    if not sides:
        body.append(Text(" no units", style="dim"))
    box = [_border("╭", "╮", title, tags.get(("bf", i), ""), width, style)]
    for line in body:
        row = Text("│", style=style)
        row.append_text(_cut(line, inner))
        row.append("│", style=style)
        box.append(row)
    box.append(_border("╰", "╯", Text(""), "", width, style))
    return box


def _grid(panels: list[list[Text]], width: int, col_w: int, bottom_fill=None) -> list[Text]:
    """Panels of `col_w` cells side by side (as many per row as fit), rows of panels
    padded to the tallest; a box's filler line (`bottom_fill(col_w)`) keeps boxes whole."""
    per_row = max(1, min(len(panels), (width + GAP) // (col_w + GAP)))
    out = []
    for k in range(0, len(panels), per_row):
        row = panels[k:k + per_row]
        h = max(len(p) for p in row)
        padded = []
        for p in row:
            if len(p) < h and bottom_fill is not None:
                p = p[:-1] + [bottom_fill(col_w)] * (h - len(p)) + p[-1:]
            padded.append(p)
        for r in range(h):
            t = Text()
            for j, p in enumerate(padded):
                if j:
                    t.append(" " * GAP)
                cell = p[r] if r < len(p) else Text("")
                t.append_text(_cut(cell, col_w) if j < len(padded) - 1 else cell)
            out.append(t)
    return out


def _box_filler(style: str):
    def fill(w: int) -> Text:
        t = Text("│", style=style)
        t.append(" " * (w - 2))
        t.append("│", style=style)
        return t
    return fill


def battlefields(state, viewer, width: int, tags: dict) -> list[Text]:
    n = len(state.bf)
    if not n:
        return []
    per = n
    while per > 1 and (width - (per - 1) * GAP) // per < BF_MIN:
        per -= 1
    col_w = (width - (per - 1) * GAP) // per
    boxes = [bf_panel(state, i, viewer, col_w, tags) for i in range(n)]
    return _grid(boxes, width, col_w, _box_filler("grey62"))


# ---- the chain and the status lines -------------------------------------------------------------

def _targets(state, it) -> list[int]:
    return [c for _, cs in it[4] for c, _ in cs]


def chain_item_text(state, it, viewer) -> Text:
    """One chain item: whose, and what it is."""
    from .vocab import ability_words

    T = state.T
    kind, p, c = it[0], it[1], it[2]
    t = Text()
    t.append_text(seat_text(state, p, viewer))
    t.append("r " if p == viewer else "'s ")
    if kind == 0:
        t.append(f"{T.type[c]} " if T.type[c] != "spell" else "spell ")
        t.append_text(card_text(state, c))
        info = it[5]
        if T.type[c] != "spell" or info[4] == -2:
            t.append(" (being played)", style="grey58")
    elif kind == 3:
        t.append_text(card_text(state, c))
        t.append(": Temporary — it dies" if it[3] == "temporary" else
                 ": Vision — look at the top card of the deck", style="italic")
        return t
    else:
        t.append_text(card_text(state, c))
        ab = _item_ability(state, it)
        words = ability_words(ab, _noun(T, c)) if ab is not None else "an ability"
        t.append(": ")
        t.append(words, style="italic")
    tg = _targets(state, it)
    if tg:
        t.append(" → ", style="bold")
        for k, x in enumerate(tg):
            if k:
                t.append(", ")
            t.append_text(card_text(state, x))
    return t


def _noun(T, c: int) -> str:
    ty = T.type[c]
    return ty if ty in ("unit", "gear", "legend", "battlefield") else "card"


def _item_ability(state, it):
    T = state.T
    try:
        if it[0] == 1:
            s, k = it[3]
            return T.rules[s].activated[k]
        if it[0] == 2:
            if it[3][0] == "delayed":
                return None
            ev, k = it[3]
            return T.rules[it[2]].triggers[ev][k]
    except (IndexError, KeyError, TypeError, ValueError):
        return None
    return None


def chain_lines(state, viewer, width: int) -> list[Text]:
    if not state.chain:
        return []
    head = Text("Chain", style="bold")
    head.append(" (newest on top)")
    if state.prio >= 0:
        head.append(" · priority: ")
        head.append_text(seat_text(state, state.prio, viewer))
        if state.passes:
            head.append(f" ({state.passes} passed in a row)", style="grey58")
    out = [head]
    for j in range(len(state.chain) - 1, -1, -1):
        t = Text(f"  #{j + 1} ", style="bold")
        t.append_text(chain_item_text(state, state.chain[j], viewer))
        out.append(t)
    return _crop(out, width)


def status_lines(state, viewer, width: int = 120) -> list[Text]:
    """The game's end, and the showdown or combat under way (wrapped to `width`)."""
    out = []
    o = state.outcome
    if o is not None:
        ws = list(o.winners)
        t = Text("Game over: ", style="bold")
        if not ws:
            t.append("a draw")
        elif viewer in ws:
            t.append("you win" if len(ws) == 1 else "your team wins", style="bold green")
        else:
            for k, w in enumerate(ws):
                if k:
                    t.append(" and ")
                t.append_text(seat_text(state, w, viewer))
            t.append(" win" + ("s" if len(ws) == 1 else ""))
        t.append(f" — {o.reason} (turn {o.turns})")
        out.append(t)
    sd = state.showdown
    if sd is not None:
        i, combat, att, dfn = sd[:4]
        t = Text("Combat" if combat else "Showdown", style="bold red1" if combat else "bold")
        t.append(f" at B{i + 1} ")
        t.append_text(card_text(state, state.bf[i]))
        items = []
        if combat:
            t.append(":")
            x = seat_text(state, att, viewer)
            x.append(" attack" + ("" if att == viewer else "s") + ", ")
            x.append_text(seat_text(state, dfn, viewer))
            x.append(" defend" + ("" if dfn == viewer else "s"))
            items.append(x)
        if state.focus >= 0:
            items.append(Text("Focus: ") + seat_text(state, state.focus, viewer))
        if sd[4]:
            items.append(Text(f"{sd[4]} passed in a row", style="grey58"))
        out += _pack(t, items, width, 4, 2)
    return out


def _header(state, viewer, width: int) -> list[Text]:
    items = []
    if state.turn_no:
        items.append(Text(f"turn {state.turn_no}"))
        t = seat_text(state, state.turn, viewer)
        t.append("r turn" if state.turn == viewer else "'s turn")
        items.append(t)
    items.append(Text(PHASE_WORDS.get(state.phase, state.phase)))
    if viewer is None:
        items.append(Text("spectator (every hand shown)"))
    else:
        t = Text("you are ")
        t.append(seat_name(state, viewer), style=seat_style(viewer))
        items.append(t)
    items.append(Text(f"{state.win_score} {'team ' if state.format == '2v2' else ''}points "
                      f"win", style="grey70"))
    lines = _pack(Text("Riftbound —", style="bold"), items, width, 4, 2)
    teams = state.game.teams(state.format)
    if teams:
        parts = []
        for k, team in enumerate(teams):
            tt = Text()
            for j, s in enumerate(team):
                if j:
                    tt.append(" & ")
                tt.append_text(seat_text(state, s, viewer))
            tt.append(f" ({state.team_points(team[0])} points)", style="grey70")
            parts.append(tt)
        line = Text("Teams: ", style="bold")
        for k, tt in enumerate(parts):
            if k:
                line.append(" against ")
            line.append_text(tt)
        lines.append(line)
    return lines


# ---- the hand -------------------------------------------------------------------------------------

def cost_short(state, c: int) -> Text:
    """"3 +1 Fury": the Energy cost, then the Power by domain."""
    T = state.T
    t = Text(f"{T.energy[c]}", style="bold")
    for i, n in enumerate(T.power[c][:7]):
        if n:
            d = DOMAIN_ORDER[i] if i < 6 else None
            t.append(f" +{n} {d.title() if d else 'any'}", style=DOMAIN_STYLE.get(d, "white"))
    pw = T.power[c]
    if len(pw) > 7 and pw[7]:                   # one of its domains ([C], table.OWN_N)
        doms = "/".join(DOMAIN_ORDER[d].title() for d in range(6) if pw[8] >> d & 1)
        t.append(f" +{pw[7]} {doms}", style="white")
    return t


def _kind(state, c: int) -> str:
    return state.T.cards[c].kind.replace("champion ", "champ. ").replace("signature ", "sig. ")


def hand_line(state, c: int, key: str, option: bool, name_w: int, cost_w: int,
              kind_w: int = 10) -> Text:
    T = state.T
    if option:
        k = Text(f"[{key}]".rjust(4) if key else "  []", style="bold cyan")
    else:
        k = Text(f" {key} ".rjust(4) if key else "    ", style="grey50")
    line = k + Text(" ") + _cut(card_text(state, c), name_w)
    line.append(" ")
    line.append(f"{_kind(state, c):<{kind_w}} ", style="grey70")
    line.append_text(_cut(cost_short(state, c), cost_w))
    if T.type[c] == "unit":
        line.append(f" {T.might[c]:>2} Might", style="bold")
    else:
        line.append(" " * 9)
    kws = _kw_names(state, c, False)
    if kws:
        line.append("  " + ", ".join(kws), style="magenta")
    n = _n_abilities(state, c) - len(state.T.rules[c].kw)
    if n > 0:
        line.append(f" ✦{n}", style="grey70")
    return line


def hand_lines(state, viewer, keys: dict, width: int) -> list[Text]:
    if viewer is None:
        out = []
        for p in range(state.n):
            items = [card_text(state, c) for c in sorted(state.hand[p])]
            head = Text()
            head.append_text(seat_text(state, p))
            head.append(f"'s hand ({len(items)}):")
            out += _pack(head, items or [Text("empty", style="dim")], width, 4, 2)
        return _crop(out, width)
    from .prompt import hand_options

    ids = sorted(state.hand[viewer])
    if keys:
        ids = sorted(ids, key=lambda c: keys.get(c, "~"))
    opts = hand_options(state, viewer)
    head = Text("Your hand", style="bold")
    head.append(f" ({len(ids)}) — cost: Energy +Power")
    if opts:
        head.append(" · a letter in brackets chooses that card")
    out = [head]
    name_w = min(max((cell_len(state.T.name[c]) for c in ids), default=0), 24)
    cost_w = max((cell_len(cost_short(state, c).plain) for c in ids), default=1)
    kind_w = max((len(_kind(state, c)) for c in ids), default=4)
    for c in ids:
        out.append(hand_line(state, c, keys.get(c, ""), c in opts, name_w, cost_w, kind_w))
    if not ids:
        out.append(Text("    (empty)", style="dim"))
    aside = [c for c in state.hidden[viewer] if state.loc[c] != FACEDOWN]
    if aside:
        out += _pack(Text("    Set aside (mulligan):", style="bold"),
                     [card_text(state, c) for c in aside], width, 6, 2)
    return _crop(out, width)


# ---- the whole table ----------------------------------------------------------------------------

def _seats_block(state, seats, viewer, width, tags) -> list[Text]:
    if not seats:
        return []
    per = len(seats)
    while per > 1 and (width - (per - 1) * (GAP + 1)) // per < SEAT_MIN:
        per -= 1
    if per == 1:
        out = []
        for p in seats:
            out += seat_panel(state, p, viewer, width, tags)
        return out
    col_w = (width - (per - 1) * (GAP + 1)) // per
    panels = [seat_panel(state, p, viewer, col_w - 1, tags) for p in seats]
    out = []
    for k in range(0, len(panels), per):
        row = panels[k:k + per]
        h = max(len(x) for x in row)
        for r in range(h):
            t = Text()
            for j, x in enumerate(row):
                if j:
                    t.append(" │ ", style="grey35")
                cell = x[r] if r < len(x) else Text("")
                t.append_text(_cut(cell, col_w - 1) if j < len(row) - 1 else cell)
            out.append(t)
    return out


class Board:
    """The whole table; laid out when printed, at the console's width."""

    def __init__(self, state, viewer, keys=None):
        self.state, self.viewer, self.keys = state, viewer, keys or {}

    def __rich_console__(self, console, options):
        width = options.max_width
        state, viewer = self.state, self.viewer
        me = 0 if viewer is None else viewer
        tags = _tags(state, viewer)
        others = state.seats_from(me)[1:]
        yield from _crop(_header(state, viewer, width) + status_lines(state, viewer, width),
                         width)
        yield from _crop(_seats_block(state, others, viewer, width, tags), width)
        yield from _crop(battlefields(state, viewer, width, tags), width)
        yield from chain_lines(state, viewer, width)
        yield from seat_panel(state, me, viewer, width, tags)
        yield from hand_lines(state, viewer, self.keys, width)

    def __rich_measure__(self, console, options):
        return Measurement(min(60, options.max_width), options.max_width)


def render(state, viewer: int | None, keys: dict | None = None):
    """The table as `viewer` (a seat, or None for a spectator) sees it; `keys`: the
    terminal's letters for the viewer's hand cards."""
    return Group(Board(state, viewer, keys))
