"""Copy effects (CR 450.1.b, layer 1; seed 004's Illusionist example): an object that
becomes a copy of another reads that one's copiable characteristics while the copy lasts.

The card table holds every characteristic per instance, immutable (table.py). A copy does
not change it: the state's `T` becomes a table derived from the base one (`with_copies`) in
which the copying object's card is a card of the copied one's name, cost, domains, Might,
tags, type, supertypes, keywords and abilities -- every per-card list and index of the table
(`Table._compile`) then reads it as it reads any card, so no hot loop looks for copies and a
game without one pays nothing. The object stays its own instance: owner, reserve place, the
Token supertype (a Reflection under a copy is still a token, and has a cost: the seed).
What a copy does not bring -- damage, buffs, exhausted state, this turn's Might, granted
keywords, shields -- lives in the state's per-object arrays and is untouched.

`T.copies` is the sorted ((object, copied card), ...) of the state (saved as "copies" in
`to_dict`); `T.copy_src` the same as a dict; `T.base` the table without copies. The copied
card is named by `canonical`: the first instance with that card (a copy of a copy copies
what that one copies, CR 450.1.b.1), so equal copies share one derived table.

Simplifications: a copy applies before every other trait change of layer 1 (tcgsim's
set_base_might and all_of_domain read on top of it), not in timestamp order among them
(CR 453); a copy is kept for as long as its object stays on the board.

This module is imported only when a copy is made, ended or loaded.
"""

from __future__ import annotations

from dataclasses import replace

from ...core.actions import ALL

DERIVED_MAX = 256       # derived tables (one per distinct set of copies) kept per base table


def canonical(T, c: int) -> int:
    """The first base-table instance of the card c shows (its copied one, if c is a copy)."""
    base = T.base
    return base.cards.index(base.cards[T.copy_src.get(c, c)])


def with_copies(T, copies):
    """The table in which each object of `copies` ({object: copied card} or its pairs)
    reads its copied card's characteristics; built once per distinct set and kept on the
    base table; the base table itself for none."""
    base = T.base
    key = tuple(sorted(dict(copies).items()))
    if not key:
        return base
    t = base.derived.get(key)
    if t is not None:
        return t
    t = type(base).__new__(type(base))
    for f in type(base).__slots__:
        setattr(t, f, getattr(base, f))
    t.copies = key
    t.copy_src = dict(key)
    t.derived = {}
    cards = list(base.cards)
    for c, src in key:
        cards[c] = replace(base.cards[src], token=base.cards[c].token or base.cards[src].token)
    t._compile(cards)
    if len(base.derived) >= DERIVED_MAX:
        base.derived.clear()
    base.derived[key] = t
    return t


def load(T, copies):
    """The table of a saved state's "copies" ([[object, copied card], ...])."""
    pairs = []
    for x in copies:
        if not (isinstance(x, list) and len(x) == 2 and
                all(type(v) is int and 0 <= v < T.n for v in x)):
            raise ValueError(f"a copy is [object, copied card]; got {x!r}")
        pairs.append((x[0], x[1]))
    return with_copies(T, pairs)


def make_copy(s, c: int, src: int) -> None:
    """c becomes a copy of src (what src shows as printed or copied; CR 450.1.b)."""
    T = s.T
    got = canonical(T, src)
    cp = dict(T.copy_src)
    if T.base.cards[got] == T.base.cards[c]:
        cp.pop(c, None)                       # a copy of its own card: plain again
    else:
        cp[c] = got
    s.T = with_copies(T, cp)
    s.clock += 1                              # what was read of c's passives is stale
    s.emit("copy", ALL, c, got)


def v_copy(s, objs) -> None:
    """The `copy` verb: the token the previous token step made (frame var MADE) becomes a
    copy of the target unit; nothing if the token is gone or the target no longer legal
    (CR 356)."""
    from .effects import MADE

    vs = s.resolving[-1][4]
    made = vs[MADE] if len(vs) > MADE else -1
    if made < 0 or not s.on_board(made) or not objs:
        return
    src = objs[-1]
    if src != made and s.T.type[src] == "unit":
        make_copy(s, made, src)


def end_copy(s, c: int) -> None:
    """Token c under a copy stopped existing (CR 177.1): the copy ends, it is a plain token
    of the reserve again -- unless an ability read from its copied card is pending, on the
    chain, resolving or delayed (it resolves on its own, CR 376); that copy ends when the
    token is next made, once nothing reads it (`reuse`)."""
    if not rules_in_use(s, c):
        drop_copy(s, c)


def reuse(s, c: int) -> bool:
    """Whether reserve token c may be made again: a copy that outlived it ends now, unless
    its abilities are still read (then another instance is made)."""
    if rules_in_use(s, c):
        return False
    drop_copy(s, c)
    return True


def drop_copy(s, c: int) -> None:
    cp = dict(s.T.copy_src)
    del cp[c]
    s.T = with_copies(s.T, cp)
    s.clock += 1


def rules_in_use(s, c: int) -> bool:
    """Whether an ability ref that reads c's abilities (effects.steps_of) is pending, on
    the chain, resolving or delayed."""
    def names(ref) -> bool:
        if not isinstance(ref, tuple) or not ref:
            return False
        k = ref[0]
        if k == "act":
            return ref[1] == c or ref[2] == c
        if k == "delay":
            return ref[1] == c or names(ref[2])
        if k == "mode":
            return names(ref[1])
        return k in ("spell", "repeat", "trig") and ref[1] == c

    return any(names(s._ref_of(it)) for it in s.chain) or \
        any(x[0] == "trig" and x[2] == c or x[0] == "delayed" and names(x[3])
            for x in s.pending_trig) or \
        any(names(f[0]) for f in s.resolving) or \
        any(len(d) > 2 and names(d[2]) for d in s.delayed)
