"""The table of The Lord of the Rings: The Duel drawn for a terminal (rich).

`render(state, viewer)` returns a rich renderable of what `viewer` may see: every hidden
card comes from `state.view(viewer)` only (`viewer=None`: a spectator who sees both
hands). The drawing: a header, the bridge (staircase), the energy track, the row of cards
placed this duel, the hands, the cards kept for the final and the effects in force.
A card is a small box: its defence edge on the left, its attack edge on the right
(● symbol, · blank, top row first), Gandalf's cards white, the Balrog's red.
"""

from __future__ import annotations

import textwrap

from rich.console import Group
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from .cards import ROWS
from .rules import FINAL, SIDE, space_label

BORDER = ("grey70", "red")
NAME = ("bold bright_white", "bold red")
SYMBOL, BLANK = "●", "·"
NAME_W, NAME_LINES = 10, 3
BOX_W = NAME_W + 6          # │ edge space name space edge │
MAX_PER_LINE = 7
DECISION_WORDS = {
    "starter": "choose who places the first card",
    "place": "place a card",
    "fill": "fill the gap left by the Defense",
    "whip": "choose the card the Whip swaps with",
    "offer": "let the shown card be placed, or send it away",
    "keep": "keep a card face down for the final",
}


# ---- one card as a small box ----------------------------------------------------------------

def _name_lines(name: str) -> list[str]:
    lines = textwrap.wrap(name, NAME_W, break_long_words=True) or [""]
    if len(lines) > NAME_LINES:
        lines = lines[:NAME_LINES]
        lines[-1] = lines[-1][:NAME_W - 1] + "…"
    return lines


def _edge(mask: int, row: int) -> str:
    return SYMBOL if mask >> (ROWS - 1 - row) & 1 else BLANK


def _border(left: str, fill: str, right: str, label: str, style: str) -> Text:
    label = label[:BOX_W - 4]
    t = Text(left + fill, style=style)
    if label:
        t.append(label, style="bold " + style)
    t.append(fill * (BOX_W - 3 - len(label)) + right, style=style)
    return t


def card_box(card, owner: int, attack: int | None = None, top: str = "",
             bottom: str = "") -> list[Text]:
    """Six lines of BOX_W cells. `attack` overrides the printed attack edge (a Mirror)."""
    style = BORDER[owner]
    attack = card.attack if attack is None else attack
    names = _name_lines(card.name)
    kind = "" if card.kind == "normal" else card.kind
    if attack != card.attack:
        kind = "copied →"
    text = names + [""] * (NAME_LINES - len(names)) + [kind]
    lines = [_border("╭", "─", "╮", top, style)]
    for r in range(ROWS):
        t = Text("│", style=style)
        g = _edge(card.defence, r)
        t.append(g, style=("bold " + BORDER[owner]) if g == SYMBOL else "dim")
        body_style = NAME[owner] if r < NAME_LINES else "italic " + style
        t.append(" " + text[r].ljust(NAME_W) + " ", style=body_style)
        g = _edge(attack, r)
        t.append(g, style=("bold " + BORDER[owner]) if g == SYMBOL else "dim")
        t.append("│", style=style)
        lines.append(t)
    lines.append(_border("╰", "─", "╯", bottom, style))
    return lines


def blank_box(words: list[str], top: str = "", style: str = "dim") -> list[Text]:
    """A box without a card: the Defense's gap, or the backs of hidden cards."""
    lines = [_border("┌", "╌", "┐", top, style)]
    words = words + [""] * (ROWS - len(words))
    for w in words[:ROWS]:
        lines.append(Text("╎" + w.center(BOX_W - 2) + "╎", style=style))
    lines.append(_border("└", "╌", "┘", "", style))
    return lines


class CardStrip:
    """Boxes side by side, wrapped onto as many lines as the width needs (at most
    MAX_PER_LINE boxes a line)."""

    def __init__(self, boxes: list[list[Text]], indent: int = 2):
        self.boxes, self.indent = boxes, indent

    def __rich_console__(self, console, options):
        room = max(1, (options.max_width - self.indent + 1) // (BOX_W + 1))
        per = max(1, min(MAX_PER_LINE, room))
        for i in range(0, len(self.boxes), per):
            chunk = self.boxes[i:i + per]
            for r in range(len(chunk[0])):
                line = Text(" " * self.indent)
                for j, box in enumerate(chunk):
                    if j:
                        line.append(" ")
                    line.append_text(box[r])
                yield line

    def __rich_measure__(self, console, options):
        from rich.measure import Measurement

        n = min(MAX_PER_LINE, len(self.boxes))
        return Measurement(BOX_W + self.indent, self.indent + n * (BOX_W + 1))


# ---- the parts of the table -----------------------------------------------------------------

def _side(p: int) -> str:
    return f"[{NAME[p]}]{SIDE[p]}[/]"


def _names_ids(state, ids) -> str:
    return ", ".join(f"{escape(state.T.cards[c].name)} ({state.T.cards[c].id})" for c in ids) \
        or "none"


def _names(state, ids) -> str:
    return ", ".join(f"[{BORDER[state.owner(c)]}]{escape(state.T.cards[c].name)}[/]"
                     for c in ids) or "none"


def _header(state, v, viewer) -> Group:
    duel = v["duel"]
    title = "the final duel" if v["final"] else f"preliminary duel {duel + 1} of 3"
    phase = title.capitalize() if v["in_duel"] else f"After {title}"
    who = "spectator (both hands shown)" if viewer is None else f"you are {_side(viewer)}"
    lines = [Text.from_markup(f"[bold]The Lord of the Rings: The Duel[/] — {phase} — {who}")]
    out = v["outcome"]
    if out is not None:
        w = out.get("winner")
        win = "a draw" if w is None else f"{_side(w)} wins"
        lines.append(Text.from_markup(f"[bold]Game over:[/] {win} — {escape(out['reason'])}"))
        return Group(*lines)
    d = v["decision"]
    if v["in_duel"] and not (d and d["kind"] == "starter"):
        lines.append(Text.from_markup(
            f"{_side(v['turn'])} to place · cards placed: {_side(0)} {v['placed'][0]}/"
            f"{v['quota']}, {_side(1)} {v['placed'][1]}/{v['quota']}"))
    if d is not None and d["player"] != viewer:      # the viewer's own: the prompt asks it
        words = DECISION_WORDS.get(d["kind"], d["kind"])
        if d["kind"] == "offer":
            words = f"{_names(state, [d['shown']])} is shown: let it be placed, or send it away"
        you = " (you)" if d["player"] == viewer else ""
        lines.append(Text.from_markup(f"[bold]Decision[/]: {_side(d['player'])}{you} — {words}"))
    return Group(*lines)


def _bridge(v) -> Text:
    top, steps = v["steps_to_top"], v["steps"]
    t = Text("Bridge   ")
    t.append(f"{SIDE[0]} {steps[0]}/{top} ", style=NAME[0])
    ramp = "▁▂▃▄▅▆▇█"
    glyphs = [ramp[min(len(ramp) - 1, i * (len(ramp) - 1) // max(1, top - 1))] for i in range(top)]
    for i in range(top):
        t.append(glyphs[i], style=NAME[0] if i < steps[0] else "grey35")
    t.append(" ▲ ", style="bold yellow")
    for i in reversed(range(top)):
        t.append(glyphs[i], style=NAME[1] if i < steps[1] else "grey35")
    t.append(f" {steps[1]}/{top} {SIDE[1]}", style=NAME[1])
    t.append(f"   ({top} steps to the top)", style="dim")
    return t


def _track(state, v) -> Group:
    tr, e, lab = v["track"], v["energy"], v["energy_labels"]
    lead = " " * 9
    diff = e[0] - e[1]
    ahead = "level" if diff == 0 else \
        f"{SIDE[0 if diff > 0 else 1]} ahead by {abs(diff)} space{'s' * (abs(diff) != 1)}"
    head = Text("Energy   ")
    head.append(f"G {SIDE[0]} {lab[0]}", style=NAME[0])
    head.append(" · ")
    head.append(f"B {SIDE[1]} {lab[1]}", style=NAME[1])
    head.append(f" · {ahead}")
    head.append(f" · the start space is {tr['start']}", style="yellow")
    lines = [head]
    labels, marks = Text(lead), Text(lead)
    for s in range(tr["floor"], tr["top"] + 1):
        name = space_label(s, state.B)
        style = "bold red" if s <= 0 else "bold yellow" if name == "+" else \
            "yellow" if s == tr["start"] else "grey62"
        labels.append(name.rjust(3), style=style)
        m = [(SIDE[q][0], NAME[q]) for q in (0, 1) if e[q] == s]
        marks.append(" " * (3 - len(m)))
        for letter, style in m:
            marks.append(letter, style=style)
    return Group(*lines, labels, marks)


def _row(state, v) -> list:
    """The row as compact columns, one a card: its place, its id, then its four rows of
    defence and attack symbols (a Mirror's copied attack edge underlined). Wrapped to the
    width; the names are in the legend below and in `?ID`."""
    row = v["row"]
    title = None
    if not row and v.get("last_row"):
        row = v["last_row"]
        title = f"Row      the previous duel's {len(row)} cards"
    if not row:
        return [Text("Row      no cards placed this duel yet", style="dim")]
    d = v["decision"]
    swaps = set(d["options"] or ()) if d and d["kind"] == "whip" else set()
    head = Text(title or f"Row      {len(row)} places; each card's attack edge (right) meets "
                "the next card's defence edge (left); `?ID` names a card", style="dim")
    return [head, RowStrip(state, row, swaps)]


class RowStrip:
    """The row's compact columns, wrapped at the console's width."""

    COL = 5                      # "BS3  ": 4 cells and a space

    def __init__(self, state, row, swaps):
        self.state, self.row, self.swaps = state, row, swaps

    def __rich_console__(self, console, options):
        per = max(1, (options.max_width - 2) // self.COL)
        T = self.state.T
        for start in range(0, len(self.row), per):
            chunk = list(enumerate(self.row))[start:start + per]
            lines = [Text("  ")] + [Text("  ") for _ in range(ROWS)]
            for i, slot in chunk:
                if slot is None:
                    lines[0].append("gap".ljust(self.COL), style="dim")
                    for r in range(ROWS):
                        lines[1 + r].append(f"{i + 1:<{self.COL}}" if r == 1 else " " * self.COL,
                                            style="grey50")
                    continue
                c, owner = slot["card"], slot["owner"]
                card = T.cards[c]
                tag = card.id + ("?" if c in self.swaps else "")
                lines[0].append(tag.ljust(self.COL), style=NAME[owner])
                for r in range(ROWS):
                    dg, ag = _edge(card.defence, r), _edge(slot["attack"], r)
                    lines[1 + r].append(dg, style=BORDER[owner] if dg == SYMBOL else "dim")
                    lines[1 + r].append(" ")
                    copied = slot["attack"] != card.attack
                    lines[1 + r].append(ag, style=(BORDER[owner] if ag == SYMBOL else "dim") +
                                        (" underline" if copied else ""))
                    lines[1 + r].append(" " * (self.COL - 3))
            yield from lines

    def __rich_measure__(self, console, options):
        from rich.measure import Measurement

        return Measurement(2 + self.COL, 2 + self.COL * max(1, len(self.row)))


def _flags(v, p: int, c: int) -> str:
    if v["forced"][p] == c:
        return "next card"
    if c in v["tricked"][p]:
        return "Trick: out"
    if c in v["denied"][p]:
        return "sent away"
    return ""


def _hand_boxes(state, v, p: int, ids, keys: dict | None) -> list:
    """Card boxes, each labelled with its id (which the player may type) and, for the
    viewer's own hand, the key the terminal gives it (`keys`), in brackets when the card is
    an option of the pending decision."""
    d = v["decision"]
    opts = d["options"] if keys is not None and d and d["options"] and d["kind"] in \
        ("place", "fill", "keep") else []
    boxes = []
    for c in ids:
        cid = state.T.cards[c].id
        k = (keys or {}).get(c)
        top = (f"[{k}] {cid}" if c in opts else f"{k} {cid}") if k else cid
        boxes.append(card_box(state.T.cards[c], p, top=top, bottom=_flags(v, p, c)))
    return boxes


def _legend(state, ids) -> list:
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True)
    grid.add_column()
    for c in ids:
        card = state.T.cards[c]
        if card.kind != "normal":
            grid.add_row(Text("  " + card.name + ":", style=NAME[state.owner(c)]),
                         Text(card.text(), style="italic"))
    return [grid] if grid.row_count else []


def _hands(state, v, viewer, keys=None) -> list:
    parts, shown = [], []
    seats = (0, 1) if viewer is None else (viewer,)
    for p in seats:
        hand = sorted(state.hands[p]) if viewer is None else v["hand"]
        label = "Your hand" if viewer is not None else f"{SIDE[p]}'s hand"
        pile = len(state.piles[p]) if viewer is None else v["pile"]
        parts.append(Text.from_markup(f"[{NAME[p]}]{label}[/] ({len(hand)} cards; "
                                      f"{pile} more face down in the pile for later duels)"))
        if hand:
            parts.append(CardStrip(_hand_boxes(state, v, p, hand,
                                               keys if viewer is not None else None)))
        shown += hand
    if viewer is not None:
        o, opp = 1 - viewer, v["opponent"]
        known, n = opp["hand"]["known"], opp["hand"]["count"]
        hidden = n - len(known)
        parts.append(Text.from_markup(f"[{NAME[o]}]{SIDE[o]}'s hand[/]: {n} cards, "
                                      f"{len(known)} known to you ({opp['pile']} more in "
                                      f"the pile for later duels)"))
        if known:                      # compact columns, as the row: ids and symbols
            parts.append(RowStrip(state, [{"card": c, "owner": o,
                                           "attack": state.T.amask[c]} for c in known], set()))
        shown += known
    # the special cards in the hands are explained, and the opponent's on the row too (the
    # viewer's own there were in their hand a moment ago)
    on_row = [x["card"] for x in v["row"] if x is not None
              and (viewer is None or x["owner"] != viewer)]
    legend = _legend(state, list(dict.fromkeys(shown + on_row)))
    if legend:
        parts.append(Text("Special cards in view:", style="dim"))
        parts += legend
    return parts


def _kept(state, v, viewer) -> list:
    if viewer is None:
        return [Text.from_markup(f"{_side(p)} keeps for the final: "
                                 f"{_names(state, sorted(state.set_aside[p]))}")
                for p in (0, 1) if state.set_aside[p]]
    out = []
    if v["kept"]:
        out.append(Text.from_markup(f"Kept for the final (yours): {_names_ids(state, v['kept'])}"))
    ok = v["opponent"]["kept"]
    if ok["count"]:
        known = f"; known: {_names_ids(state, ok['known'])}" if ok["known"] else ""
        out.append(Text.from_markup(f"Kept for the final ({_side(1 - viewer)}): "
                                    f"{ok['count']} face down{known}"))
    return out


def _status(state, v, viewer) -> list:
    g, b = _side(0), _side(1)
    flags = []
    if v["rage"]:
        flags.append(f"Rage pending: {b}'s next special card this duel has no effect")
    if v["mirror"]:
        flags.append(f"Mirror pending: {b}'s next card, if special, has no effect")
    if v["listing"]:
        flags.append(f"List active: {b} plays with the hand open")
    if v["offer_pending"] >= 0:
        o = v["offer_pending"]
        flags.append(f"Magic: {_side(1 - o)} must show the next chosen card to {_side(o)}")
    if v["gap"] >= 0:
        flags.append(f"Defense: {g} fills the gap (place {v['gap'] + 1}) next, unscored")
    for p in (0, 1):
        if v["forced"][p] >= 0:
            flags.append(f"{_side(p)}'s next card is forced: {_names(state, [v['forced'][p]])}")
        if v["denied"][p]:
            flags.append(f"Sent away from {_side(p)}'s hand: {_names(state, v['denied'][p])}")
        if v["tricked"][p]:
            flags.append(f"Taken by the Trick from {_side(p)} (kept for the final): "
                         f"{_names(state, v['tricked'][p])}")
    pk = v["peek"]
    if pk >= 0:
        if pk == viewer:
            flags.append(f"You may look at {_side(1 - pk)}'s hand (you are ahead by 4 or more)")
        else:
            who = "your" if viewer == 1 - pk else f"{_side(1 - pk)}'s"
            flags.append(f"{_side(pk)} may look at {who} hand (ahead by 4 or more)")
    if not flags:
        return []
    return [Text("In force:", style="dim")] + [Text.from_markup("  • " + f) for f in flags]


def prompt(state, viewer: int) -> str | None:
    """What the pending decision asks the viewer, and why."""
    pend = state.pending
    if pend is None or pend[0] != viewer:
        return None
    kind, cont = pend[1], pend[3]
    words = DECISION_WORDS.get(kind, kind)
    if kind == "starter":
        why = ("you lost the last duel" if state.duel < FINAL else
               "you stand lower on the bridge" if state.steps[viewer] < state.steps[1 - viewer]
               else "you lost the third duel")
        return f"[bold]Asked:[/] {words} ({why}, so you choose; seed 002 §3.5)."
    if kind == "offer":
        c = cont[2]
        return (f"[bold]Asked:[/] {escape(SIDE[1 - viewer])} chose "
                f"{escape(state.T.cards[c].name)} ({state.T.cards[c].id}): let it be placed "
                f"now, or send it away (it cannot be placed this duel).")
    if kind == "keep":
        n = state.B.set_aside * (state.duel + 1) - len(state.set_aside[viewer])
        return (f"[bold]Asked:[/] {words}: {n} more to keep face down for the final; the "
                f"rest of your hand leaves the game (seed 002 §3.5).")
    if kind == "whip":
        return f"[bold]Asked:[/] {words}: one of your normal cards placed earlier this duel."
    return f"[bold]Asked:[/] {words}."


def card_info(state, viewer: int, query: str, keys: dict):
    """A card the viewer can see -- by key, id or name -- in full words."""
    q = query.strip().lower()
    v = state.view(viewer)
    seen = list(v["hand"]) + list(v["kept"]) + list(v["boxed"])
    seen += [x["card"] for x in v["row"] + v["last_row"] if x is not None]
    opp = v["opponent"]
    seen += opp["hand"]["known"] + opp["kept"]["known"] + opp["boxed"]["known"]
    seen += v["played"][0] + v["played"][1]
    by_key = {k: c for c, k in keys.items()}
    hits = [by_key[q]] if q in by_key else \
        [c for c in dict.fromkeys(seen) if state.T.cards[c].id.lower() == q] or \
        [c for c in dict.fromkeys(seen) if q and q in state.T.cards[c].name.lower()]
    if not hits:
        return None
    c = hits[0]
    card = state.T.cards[c]
    from .cards import edge_text
    what = card.text() or "a normal card: its symbols only"
    return Text.from_markup(f"[{NAME[state.owner(c)]}]{escape(card.name)}[/] ({card.id}, "
                            f"{card.kind}): defence {edge_text(card.defence)}, attack "
                            f"{edge_text(card.attack)}. {escape(what)}")


def render(state, viewer: int | None, keys: dict | None = None):
    """The table as `viewer` (0 Gandalf, 1 Balrog, None a spectator) sees it; `keys`: the
    terminal's keys for the viewer's hand cards."""
    v = state.view(0 if viewer is None else viewer)
    parts = [_header(state, v, viewer), _bridge(v), _track(state, v)]
    parts += _row(state, v)
    parts += _hands(state, v, viewer, keys)
    parts += _kept(state, v, viewer) + _status(state, v, viewer)
    return Group(*parts)
