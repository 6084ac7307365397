"""The effect vocabulary of The Lord of the Rings: The Duel (DESIGN §3).

Every special card's ability is one verb with parameters, written in the card data.
For each verb this module keeps together: which side may print it, when it acts
(`placement`: as the card is placed, before scoring; `after_scoring`: after the
exchange, seed 002 §3.3), what its parameters are, the words the CLI shows for it, how a
heuristic bot values holding it, and -- for after-scoring verbs -- how it executes.
Placement verbs (mirror, swap_own_card, defense) change the placement itself, so their
execution lives in the placement step of rules.py, next to the scoring they alter.
"""

from __future__ import annotations

from ...core.actions import ALL

GANDALF, BALROG = 0, 1


class Verb:
    __slots__ = ("name", "side", "timing", "params", "describe", "value", "run")

    def __init__(self, name, side, timing, params, describe, value, run=None):
        self.name, self.side, self.timing = name, side, timing
        self.params = params          # name -> (type, default)
        self.describe = describe      # effect dict -> words
        self.value = value            # how much a bot values holding the card (energy points)
        self.run = run                # after-scoring execution: run(state, player, card)


# ---- execution of the after-scoring verbs -----------------------------------------------

def _run_balance(s, p, c):
    """Seed 002 §5.1 Gandalf's Balance: move the markers by the standing after the exchange.
    No effect as the duel's last card; never past the minus zone (clamped)."""
    eff = s.T.eff[c]
    if eff.get("not_as_last_card", True) and s.is_last_card():
        s.emit("no_effect", ALL, p, c, "it is the duel's last card")
        return
    s.emit("effect", ALL, p, c)
    me, opp = s.energy[p], s.energy[1 - p]
    key = "when_ahead" if me > opp else "when_level" if me == opp else "when_behind"
    own, other = eff[key]
    before = s.peek()
    s.move_energy(p, own)
    s.move_energy(1 - p, other)
    s.emit("energy", ALL, s.energy[0], s.energy[1], c)
    s.energy_moved(before)


def _run_offer_card(s, p, c):
    """Seed 002 §5.1 Enchantment (pick=random) / Magic (pick=chosen): the opponent's next
    card is shown to this player, who lets it be placed now or sends it away (in a
    preliminary duel it cannot be used this duel; in the final it is placed last)."""
    o = 1 - p
    eff = s.T.eff[c]
    if s.duel == 3 and not eff.get("in_final", True):
        s.emit("no_effect", ALL, p, c, "it has no effect in the final")
        return
    if s.placed[o] >= s.quota():
        s.emit("no_effect", ALL, p, c, "the opponent places no more cards this duel")
        return
    if eff["pick"] == "chosen":
        s.emit("effect", ALL, p, c)
        s.offer_pending = p       # judged when the opponent has chosen (rules.step_chosen)
        return
    pool = s.random_pool(o)
    if not pool:
        s.emit("no_effect", ALL, p, c, "the opponent has no card to pick")
        return
    s.emit("effect", ALL, p, c)
    pick = pool[s.rng.below(len(pool))]
    s.kn.seen(pick)
    s.emit("reveal", ALL, o, pick, c)
    s.decide(p, "offer", (0, 1), ("offered", o, pick))


def _run_force_card(s, p, c):
    """Seed 002 §5.2 Balrog's Strength: a random card from the opponent's hand is the
    opponent's next card. No effect when the opponent places no more cards this duel."""
    o = 1 - p
    if s.placed[o] >= s.quota():
        s.emit("no_effect", ALL, p, c, "the opponent places no more cards this duel")
        return
    pool = s.random_pool(o)
    if not pool:
        s.emit("no_effect", ALL, p, c, "the opponent has no card to pick")
        return
    s.emit("effect", ALL, p, c)
    pick = pool[s.rng.below(len(pool))]
    s.kn.seen(pick)
    s.forced[o] = pick
    s.emit("forced", ALL, o, pick, c)


def _run_set_aside_card(s, p, c):
    """Seed 002 §5.2 Balrog's Trick: a random card of the opponent's hand is out of this
    duel and must be one of the 3 kept for the final. No effect in the final."""
    o = 1 - p
    eff = s.T.eff[c]
    if s.duel == 3 and not eff.get("in_final", False):
        s.emit("no_effect", ALL, p, c, "it has no effect in the final")
        return
    pool = [x for x in s.hands[o] if x not in s.tricked[o]]
    if not pool:
        s.emit("no_effect", ALL, p, c, "the opponent has no card to take")
        return
    s.emit("effect", ALL, p, c)
    pick = pool[s.rng.below(len(pool))]
    s.kn.seen(pick)
    s.tricked[o].append(pick)
    if s.forced[o] == pick:
        s.forced[o] = -1
    s.emit("tricked", ALL, o, pick, c)


def _run_cancel_special(s, p, c):
    """Seed 002 §5.1 Gandalf's Rage: the first special card the opponent places after it,
    this duel, has no effect (the Whip excepted: it acts before placement)."""
    s.emit("effect", ALL, p, c)
    s.rage = True


def _run_reveal_hand(s, p, c):
    """Seed 002 §5.1 Gandalf's List: the opponent plays with the hand open until the
    opponent has chosen the cards kept for the final."""
    s.emit("effect", ALL, p, c)
    s.listing = True
    s.kn.seen_all(s.hands[1 - p], (p,))
    s.emit("hand_open", ALL, 1 - p, tuple(sorted(s.hands[1 - p])))


# ---- the vocabulary ---------------------------------------------------------------------

def _d_balance(e):
    a, l, b = e["when_ahead"], e["when_level"], e["when_behind"]
    def mv(x):
        return f"you {x[0]:+d}" + (f", opponent {x[1]:+d}" if x[1] else "")
    last = " No effect as the duel's last card." if e.get("not_as_last_card", True) else ""
    return (f"After the exchange: ahead: {mv(a)}; level: {mv(l)}; behind: {mv(b)} energy.{last}")


def _d_offer(e):
    who = "a random card from the opponent's hand" if e["pick"] == "random" else \
        "the card the opponent chooses to place next"
    fin = " In the final a card sent away is placed last." if e.get("in_final", True) else \
        " No effect in the final."
    return (f"See {who}: it is placed now, or you send it away and it cannot be placed this "
            f"duel.{fin}")


VERBS: dict[str, Verb] = {v.name: v for v in (
    Verb("balance", "both", "after_scoring",
         {"when_ahead": (list, [1, 0]), "when_level": (list, [1, -1]),
          "when_behind": (list, [2, -1]), "not_as_last_card": (bool, True)},
         _d_balance, 2.0, _run_balance),
    Verb("offer_card", "gandalf", "after_scoring",
         {"pick": (str, "random"), "in_final": (bool, True)},
         _d_offer, 1.5, _run_offer_card),
    Verb("mirror", "gandalf", "placement", {},
         lambda e: ("Not scored against the card on its left; copies that card's attack edge; "
                    "the opponent's next card, if special, has no effect (Whip and Defense "
                    "excepted)."), 2.5),
    Verb("cancel_special", "gandalf", "after_scoring", {},
         lambda e: ("The first special card the opponent places after this one, this duel, "
                    "has no effect (the Whip excepted)."), 1.0, _run_cancel_special),
    Verb("reveal_hand", "gandalf", "after_scoring", {},
         lambda e: ("The opponent plays with the hand open until the cards for the final are "
                    "chosen."), 1.0, _run_reveal_hand),
    Verb("swap_own_card", "balrog", "placement", {},
         lambda e: ("On placement: swaps places with one of your normal cards placed earlier "
                    "this duel; that card moves to the end of the row and is scored there."),
         1.5),
    Verb("set_aside_card", "balrog", "after_scoring",
         {"pick": (str, "random"), "in_final": (bool, False)},
         lambda e: ("A random card from the opponent's hand is out of this duel and must be "
                    "kept for the final. No effect in the final."), 1.0, _run_set_aside_card),
    Verb("defense", "balrog", "placement", {},
         lambda e: ("On placement: the opponent's card on its left moves to its right and is "
                    "scored there (its effect ends, the Mirror's excepted); the opponent "
                    "fills the gap, unscored."), 3.0),
    Verb("force_card", "balrog", "after_scoring", {"pick": (str, "random")},
         lambda e: "A random card from the opponent's hand is the opponent's next card.", 1.0,
         _run_force_card),
)}

PLACEMENT_VERBS = frozenset(n for n, v in VERBS.items() if v.timing == "placement")


def validate(eff: dict, side: str) -> dict:
    """Check an effect table from card data; return it with defaults filled in."""
    if not isinstance(eff, dict):
        raise ValueError("an effect must be a table with a 'verb'")
    verb = eff.get("verb")
    if verb not in VERBS:
        raise ValueError(f"unknown verb {verb!r}; this game's verbs are {', '.join(sorted(VERBS))}")
    spec = VERBS[verb]
    if spec.side not in (side, "both"):
        raise ValueError(f"verb {verb!r} belongs to the {spec.side} side, not {side}")
    out = {"verb": verb}
    for k, v in eff.items():
        if k == "verb":
            continue
        if k not in spec.params:
            raise ValueError(f"verb {verb!r} has no parameter {k!r}"
                             + (f"; it takes {', '.join(spec.params)}" if spec.params else ""))
    for k, (typ, default) in spec.params.items():
        v = eff.get(k, default)
        if not isinstance(v, typ):
            raise ValueError(f"parameter {k!r} of {verb!r} must be a {typ.__name__}; got {v!r}")
        if typ is list and (len(v) != 2 or not all(isinstance(i, int) for i in v)):
            raise ValueError(f"parameter {k!r} of {verb!r} must be [own move, opponent move]")
        if k == "pick" and v not in ("random", "chosen"):
            raise ValueError(f"parameter 'pick' must be 'random' or 'chosen'; got {v!r}")
        out[k] = v
    if verb in ("force_card", "set_aside_card") and out["pick"] != "random":
        raise ValueError(f"verb {verb!r} only supports pick = 'random'")
    return out


def describe(eff: dict) -> str:
    return VERBS[eff["verb"]].describe(eff)
