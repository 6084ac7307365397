"""Weiß Schwarz -- the quoted sub-effect verbs (abilities_modal.py lists them), a mixin of
WSState like verbs.py.

  modal        "choose N of the following effects, and perform it": the ability's controller
               (only) chooses an option (decision kind "mode", option k = the k-th quoted
               effect; with by = "opponent" the opponent chooses, the controller performs:
               "your opponent declares 0 or 1 or 2 or 3", importer_modal2); official WS rules (seed 000 is silent): an effect that cannot be
               performed may be chosen, and as much of it as can be done is done. With N > 1
               the chosen options are performed in the order chosen, each chosen once.
  each_player  "all players perform the following action": each player performs it as "you",
               the turn player first (official WS rules for actions done by both players;
               seed 000 is silent).
  memory_keep  "if your memory has M or more cards, choose N cards in your memory, and put all
               cards in your memory except those cards into your waiting room": the performer
               chooses the N kept cards one at a time (memory is face up: seed 000 추억존).
"""

from __future__ import annotations

from ...core.actions import ALL
from .abilities_modal import PATH_VERBS_MODAL


class ModalSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    PATH_VERBS_MODAL = PATH_VERBS_MODAL

    def verb_modal(self, p, c, e, extra, path):
        self.step_modal_next(p, c, path, extra, e.get("choose", 1), ())

    def step_modal_next(self, p: int, c: int, path: str, extra: int, left: int, done: tuple) -> None:
        if left <= 0:
            return
        e = self.walk(path)
        opts = tuple(k for k in range(len(e["options"])) if k not in done)
        chooser = 1 - p if e.get("by") == "opponent" else p     # "your opponent declares …"
        self.decide(chooser, "mode", opts, ("modal_pick", p, c, path, extra, left, done))

    def step_modal_pick(self, p: int, c: int, path: str, extra: int, left: int, done: tuple,
                        k: int) -> None:
        self.stack.append(("modal_next", p, c, path, extra, left - 1, done + (k,)))
        self.stack.append(("effects_at", p, c, f"{path}.options.{k}", extra))

    def verb_each_player(self, p, c, e, extra, path):
        t = self.active
        self.stack.append(("effects_at", 1 - t, c, path + ".effect", extra))   # then the other
        self.stack.append(("effects_at", t, c, path + ".effect", extra))       # the turn player first

    def verb_memory_keep(self, p, c, e, extra):
        if len(self.memory[p]) >= e["min"]:
            self.step_memory_keep_next(p, e["n"], ())

    def step_memory_keep_next(self, p: int, left: int, kept: tuple) -> None:
        if left > 0 and len(self.memory[p]) > len(kept):
            opts = tuple(sorted(x for x in self.memory[p] if x not in kept))
            self.decide(p, "choose", opts, ("memory_kept", p, left, kept))
            return
        for x in [x for x in self.memory[p] if x not in kept]:
            self.memory[p].remove(x)
            self.waiting[p].append(x)
            self.log is None or self.emit("to_waiting_room", ALL, p, x, "effect")

    def step_memory_kept(self, p: int, left: int, kept: tuple, x: int) -> None:
        self.step_memory_keep_next(p, left - 1, kept + (x,))
