"""Stacked Riftbound set-ups for scenario tests (DESIGN §2: tests can script outcomes).

    s = stacked(p0=dict(hand=["Void Seeker"], runes=["fury"] * 3,
                        field={0: ["Jinx, Demolitionist"]}),
                p1=dict(field={0: [("Vanguard Sergeant", {"damage": 1})]}),
                control={0: 1})
    answer(s, "play Void Seeker")        # an option by a piece of its label, or by id
    answer(s, "Vanguard Sergeant")

`stacked` builds a duel (or the mode `fmt`) from starter decks whose Main Decks also hold
the `extra` cards (named by name or code; not a legal deck -- a scenario may hold any
card; `synthetic` adds cards the pool lacks: (RBCard, vocab.CardAbilities or None) pairs,
three copies each), takes every card back to its deck, then deals the named cards out: per seat
`hand`, `base` and `field` (battlefield index -> units), `runes` (domains; "fury!" for an
exhausted one), `trash`, `deck_top` (last = top), `points`, `xp`, `facedown` (battlefield ->
card). A unit is a name or (name, {"ready": bool, "damage": n, "buff": bool}); units start
ready. `control` maps battlefield index -> controlling seat. Each player then knows every
card (the knowledge table is reset to "everything exact"); the log is cleared; the state
runs to seat `turn`'s first decision of its Action Phase.
"""

from __future__ import annotations

from dataclasses import replace

from ...core.errors import TcgsimError
from ...core.knowledge import Knowledge
from .state import (BASE, DECK, FACEDOWN, FIELD, HAND, NONE, RUNE, RUNEDECK, TRASH)
from .table import DOM, Table


def game():
    import tcgsim

    return tcgsim.game("riftbound") if "riftbound" in tcgsim.games() else _direct()


def _direct():
    from . import Riftbound

    return Riftbound()


def stacked(p0=None, p1=None, *more, decks=("jinx", "viktor"), extra=(), seed: int = 0,
            turn: int = 0, control=None, fmt: str = "duel", log: bool = True,
            synthetic=()):
    from .rules import MODES, new_state

    g = game()
    seats = [p0 or {}, p1 or {}] + [m or {} for m in more]
    ds = [g.deck(d) if isinstance(d, str) else d for d in decks]
    pool = g.pool
    named = list(extra)
    for spec in seats:
        for key in ("hand", "base", "trash", "deck_top"):
            named += [u if isinstance(u, str) else u[0] for u in spec.get(key, ())]
        for units in spec.get("field", {}).values():
            named += [u if isinstance(u, str) else u[0] for u in units]
        named += list(spec.get("facedown", {}).values())
    extras = [card for card, _ in synthetic]
    synth_names = {card.name for card, _ in synthetic}
    named = [x for x in named if x not in synth_names]
    for w in dict.fromkeys(x for x in named if x not in ("Recruit", "Sprite", "Reflection")):
        c = pool.find(w) or next((x for x in pool if x.name == w), None)
        if c is None:
            raise TcgsimError(f"scenario: no card {w!r}")
        extras.append(c)
    basics = [next(c for c in pool if c.type == "rune" and c.basic and c.domains == (dom,))
              for dom in DOM]
    ds = [replace(d, main=list(d.main) + extras * 3, runes=list(d.runes) + basics * 8)
          for d in ds]
    mode = "duel" if fmt in ("standard", "duel") else fmt
    abilities = g.abilities
    if synthetic:
        abilities = dict(abilities)
        abilities.update({card.id: ab for card, ab in synthetic if ab is not None})
    table = Table(ds, MODES[mode][1], abilities)
    s = new_state(g, table, seed, fmt, log)
    s.stack.clear()
    s.pending = None
    n = s.n
    for p in range(n):
        for c in list(s.hand[p]) + list(s.hidden[p]):
            s.deck[p].append(c)
            s.loc[c] = DECK
        s.hand[p] = []
        s.hidden[p] = []
        for c in s.runes[p]:
            s.runedeck[p].append(c)
            s.loc[c] = RUNEDECK
        s.runes[p] = []
        s.first_turn[p] = 1
    s.turn = turn
    s.turn_no = 1
    s.phase = "action"
    for i, q in (control or {}).items():
        s.ctrl[i] = q
    for p, spec in enumerate(seats):
        _deal(s, p, spec)
    s.kn = Knowledge.new(n, table.n)
    if s.log is not None:
        s.log.clear()
    s.clock += 1
    s.stack.append(("main", turn))
    s.stack.append(("flow",))
    s._run()
    return s


def find(s, p: int, name: str, places=(DECK, TRASH)) -> int:
    """A card of seat p named `name` (or with that id) lying in one of `places`."""
    T = s.T
    for c in range(T.start[p], T.start[p + 1]):
        if (T.name[c] == name or T.cards[c].id == name or T.cards[c].code == name) and \
                s.loc[c] in places:
            return c
    raise TcgsimError(f"scenario: seat {p} has no {name!r} left to place")


def _take(s, c: int) -> None:
    p = s.T.owner[c]
    for zone in (s.deck[p], s.trash[p], s.hand[p], s.runedeck[p]):
        if c in zone:
            zone.remove(c)
            return


def _deal(s, p: int, spec: dict) -> None:
    for name in spec.get("hand", ()):
        c = find(s, p, name)
        _take(s, c)
        s.hand[p].append(c)
        s.loc[c] = HAND
    for name in spec.get("trash", ()):
        c = find(s, p, name, (DECK,))
        _take(s, c)
        s.trash[p].append(c)
        s.loc[c] = TRASH
    for name in spec.get("deck_top", ()):
        c = find(s, p, name, (DECK,))
        _take(s, c)
        s.deck[p].append(c)
    for where, units in [(-1, spec.get("base", ()))] + sorted(spec.get("field", {}).items()):
        for u in units:
            name, opts = (u, {}) if isinstance(u, str) else u
            if name in ("Recruit", "Sprite", "Reflection"):
                c = next(x for x in s.reserve[p] if s.T.name[x] == name)
                s.reserve[p].remove(c)
            else:
                c = find(s, p, name)
                _take(s, c)
            s.enter(c, p, where, opts.get("ready", True))
            if where >= 0:
                s.contest[where] = -1
            s.dmg[c] = opts.get("damage", 0)
            s.buff[c] = 1 if opts.get("buff") else 0
    for d in spec.get("runes", ()):
        exhausted = d.endswith("!")
        dom = DOM[d.rstrip("!")]
        c = next((x for x in s.runedeck[p] if dom in s.T.domain_set[x]), None)
        if c is None:
            raise TcgsimError(f"scenario: seat {p} has no {d!r} rune left")
        s.runedeck[p].remove(c)
        s.runes[p].append(c)
        s.loc[c] = RUNE
        s.exh[c] = 1 if exhausted else 0
    for i, name in spec.get("facedown", {}).items():
        c = find(s, p, name)
        _take(s, c)
        s.hidden[p].append(c)
        s.loc[c] = FACEDOWN
        s.at[c] = i
        s.facedown[i] = c
        s.tstamp[c] = 0
    s.points[p] = spec.get("points", 0)
    s.xp[p] = spec.get("xp", 0)
    _ = (BASE, FIELD)


def options(s) -> list[str]:
    return [a.label for a in s.legal_actions()]


def answer(s, choice) -> None:
    """Apply the option whose label contains `choice` (case-insensitive; the first one
    when several do), or the option with that id."""
    acts = s.legal_actions()
    if isinstance(choice, int):
        s.apply(next(a for a in acts if a.id == choice))
        return
    w = choice.lower()
    exact = [a for a in acts if a.label.lower() == w]
    got = exact or [a for a in acts if w in a.label.lower()]
    if not got:
        raise TcgsimError(f"scenario: no option {choice!r} in {s.decision_kind()!r}; options: "
                          f"{[a.label for a in acts]}")
    s.apply(got[0])


def pass_all(s, limit: int = 50) -> None:
    """Every player passes (priority or Focus) until the chain and the showdown are over
    and the turn player is asked in Neutral Open again."""
    for _ in range(limit):
        if s.is_terminal() or s.decision_kind() not in ("respond", "focus"):
            return
        s.apply((s.decision_kind(), NONE))
