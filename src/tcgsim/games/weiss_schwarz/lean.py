"""Weiß Schwarz -- one state class per card table: the refinements no card of the game uses
drop out of the hot path.

Several mixins of WSState refine a method of a mixin after them and call `super()`:
GrantSteps2 and RestrictSteps narrow AttackSteps' `attack_options`, GrantSteps2 wraps
`step_deal_damage`, `_choose_target`, `_group`, ... Each refinement first asks whether some
card of the game uses its feature, and most games have none; still, every call pays the
extra frames (a random Weiß Schwarz game makes thousands of such calls).

A mixin names such a method in its `OPTIONAL` map: {method name: needed(table) -> bool}.
`state_class(base, T)` returns a subclass of `base` in which every optional method no card of
table T needs is bound to the next implementation in `base`'s method order (skipping the
other refinements T does not need either), or to `Unused`'s plain answer when there is none.
The subclass adds no slot and no behaviour: with every refinement needed it is `base` itself,
and a refinement that is dropped would have returned its parent's answer anyway (its `needed`
test is the same one its body starts with). Classes are cached by the set of dropped
refinements, so the whole card pool shares a handful of them; `STEPS` (core/state.py) and
`VERBS` (rules.py) are rebuilt for each so that the dispatch tables see the same methods.
"""

from __future__ import annotations

_CLASSES: dict[tuple, type] = {}


class Unused:
    """What a dropped refinement answers where no implementation follows it in the method
    order (the feature is unused by every card of the game)."""
    __slots__ = ()

    def position_locked(self, p: int, s: int) -> bool:     # verbs_restrict: no `cannot_move`
        return False

    def choosable(self, p: int, x: int) -> bool:           # verbs_restrict: no `unchoosable`
        return True

    def granted_cannot_side(self, p: int, c: int) -> bool:  # verbs_grant(2): no such grant
        return False


def verb_table(cls: type) -> dict:
    """verb name -> the function executing it (`verb_<name>` methods; effects.step_effect
    and call_verb dispatch through it)."""
    return {name[5:]: getattr(cls, name) for name in dir(cls)
            if name.startswith("verb_") and callable(getattr(cls, name))}


def dropped(base: type, T) -> tuple:
    """((class, method name), ...) of the optional refinements of base no card of T needs."""
    out = []
    for klass in base.__mro__:
        for name, needed in vars(klass).get("OPTIONAL", {}).items():
            if not needed(T):
                out.append((klass, name))
    return tuple(out)


def state_class(base: type, T) -> type:
    """The class of a state over table T (see the module's docstring)."""
    drop = dropped(base, T)
    if not drop:
        return base
    key = (base, drop)
    cls = _CLASSES.get(key)
    if cls is None:
        skip = set(drop)
        attrs: dict = {"__slots__": (), "__module__": base.__module__, "__qualname__": base.__qualname__,
                       "DROPPED": drop}
        for name in {n for _, n in drop}:
            for klass in base.__mro__:
                if name in vars(klass) and (klass, name) not in skip:
                    attrs[name] = vars(klass)[name]
                    break
            else:
                raise TypeError(f"{base.__name__}.{name}: no implementation to fall back on")
        cls = type(base.__name__, (base,), attrs)
        if "VERBS" in vars(base):
            cls.VERBS = verb_table(cls)
        _CLASSES[key] = cls
    return cls
