"""Narration of The Lord of the Rings: The Duel: one line of English per log event.

`describe(game, event, viewer, cards)` turns an event tuple `(name, visible, *args)` (see
the `emit` calls in rules.py and effects.py) into one line of rich markup as `viewer` may
see it (`None`: an omniscient spectator), or None when the viewer may not see the event
or it adds nothing (a player's own `kept_count`, already told by the `kept` line).
Card instance ids index `cards` (a state's `T.cards`); without it the built-in decks are
assumed, which names the wrong cards when custom decks are played.
"""

from __future__ import annotations

from rich.markup import escape

from ...core.narration import visible_to

from .cards import ROWS
from .rules import FINAL, SIDE, space_label

ALL = -1
SIDE_STYLE = ("bold bright_white", "bold red")
CARD_STYLE = ("italic grey85", "italic red")
SYMBOL, BLANK = "●", "·"


# ---- small words ------------------------------------------------------------------------

def side(p: int) -> str:
    return f"[{SIDE_STYLE[p]}]{SIDE[p]}[/]"


def duel_name(k: int) -> str:
    return "the final duel" if k == FINAL else f"duel {k + 1}"


def edge_glyphs(mask: int) -> str:
    """An edge (bit mask, top row = bit 3) as four glyphs, top to bottom."""
    return "".join(SYMBOL if mask >> (ROWS - 1 - r) & 1 else BLANK for r in range(ROWS))


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _owner(cards, c: int) -> int:
    return 0 if c < len(cards) // 2 else 1


def _card(cards, c: int) -> str:
    if c is None or c < 0 or c >= len(cards):
        return "a card"
    return f"[{CARD_STYLE[_owner(cards, c)]}]{escape(cards[c].name)}[/]"


def _cards(cards, ids) -> str:
    ids = list(ids)
    if not ids:
        return "no cards"
    return ", ".join(_card(cards, c) for c in ids)


def _space(game, e: int) -> str:
    label = space_label(e, game.board)
    return '"+"' if label == "+" else label


def _energy(game, e0: int, e1: int) -> str:
    return f"Energy: {side(0)} {_space(game, e0)}, {side(1)} {_space(game, e1)}."


# ---- one function per event -------------------------------------------------------------

def _hand(g, cards, viewer, p, hand):
    who = "Your" if viewer == p else f"{side(p)}'s"
    return f"{who} hand ({len(hand)} cards): {_cards(cards, hand)}."


def _duel_start(g, cards, viewer, k, e):
    where = 'the top "+" space' if space_label(e, g.board) == "+" else \
        f"space {space_label(e, g.board)}"
    title = "The final duel" if k == FINAL else f"Duel {k + 1}"
    return f"[bold]── {title} begins: both energy markers on {where}. ──[/]"


def _starter(g, cards, viewer, chooser, starter, why=""):
    if why == "first duel":
        return f"{side(starter)} places the first card: the first duel always opens with Gandalf."
    who = f"{side(chooser)} ({escape(why)}) chooses" if why else f"{side(chooser)} chooses"
    if chooser == starter:
        return f"{who} to place the first card."
    return f"{who} to let {side(starter)} place the first card."


def _verb(cards, c: int):
    return cards[c].verb if 0 <= c < len(cards) else None


def _place(g, cards, viewer, p, c, pos):
    more = f": {side(1 - p)}'s next special card has no effect" \
        if _verb(cards, c) == "mirror" else ""
    return f"{side(p)} places {_card(cards, c)}{more}."


def _exchange(g, cards, viewer, attacker, defender, loss_att, loss_def):
    if not loss_att and not loss_def:
        return "Exchange: no energy lost (the edges match)."
    return (f"Exchange: {side(defender)} loses {loss_def} energy, "
            f"{side(attacker)} loses {loss_att}.")


def _energy_ev(g, cards, viewer, e0, e1, cause):
    return _energy(g, e0, e1)


def _peek(g, cards, viewer, p):
    return (f"{side(p)} is {g.board.peek_diff} or more spaces ahead and may look at "
            f"{side(1 - p)}'s hand.")


def _peek_hand(g, cards, viewer, owner, hand):
    return f"{side(1 - owner)} looks at {side(owner)}'s hand: {_cards(cards, hand)}."


def _cancelled(g, cards, viewer, p, c, why):
    return f"{_card(cards, c)} has no effect: cancelled by {escape(str(why))}."


def _mirror(g, cards, viewer, p, c, attack):
    return (f"{_card(cards, c)} is not scored: it copies the attack edge "
            f"{edge_glyphs(attack)} of the card on its left.")


def _whip(g, cards, viewer, p, whip, x, i):
    return (f"{_card(cards, whip)} takes the place of {_card(cards, x)} (card {i + 1} of the "
            f"row); {_card(cards, x)} moves to the end of the row and is scored there.")


def _defense(g, cards, viewer, p, c, moved):
    where = "" if _verb(cards, moved) == "mirror" else ", where it is scored"
    return (f"{_card(cards, c)} pushes {_card(cards, moved)} to its right{where}; "
            f"{side(1 - p)} fills the gap next, unscored.")


def _fill(g, cards, viewer, p, c, i):
    more = f"; {side(1 - p)}'s next special card has no effect" \
        if _verb(cards, c) == "mirror" else ""
    return f"{side(p)} fills the gap with {_card(cards, c)}: no exchange{more}."


_EFFECT_WORDS = {
    "balance": "moves the markers by the standing",
    "offer_card": "shows {opp} a card of {other}'s",
    "cancel_special": "{other}'s next special card this duel will have no effect",
    "reveal_hand": "{other} must play with the hand open",
    "set_aside_card": "takes a random card from {other}'s hand out of this duel",
    "force_card": "picks {other}'s next card at random",
}


def _effect(g, cards, viewer, p, c):
    card = cards[c] if 0 <= c < len(cards) else None
    eff = card.effect if card is not None else None
    words = _EFFECT_WORDS.get(eff["verb"] if eff else "", "acts")
    if eff and eff["verb"] == "offer_card":
        words = (f"{side(p)} will see the card {side(1 - p)} chooses next"
                 if eff.get("pick") == "chosen" else
                 f"{side(p)} sees a random card from {side(1 - p)}'s hand")
    return f"{_card(cards, c)} acts: " + words.format(opp=side(p), other=side(1 - p)) + "."


def _no_effect(g, cards, viewer, p, c, why):
    return f"{_card(cards, c)} has no effect: {escape(str(why))}."


def _reveal(g, cards, viewer, owner, c, cause):
    o = 1 - owner
    if cause is None or cause < 0:
        return (f"{side(owner)} must show the chosen card {_card(cards, c)}: {side(o)} lets it "
                f"be placed now or sends it away.")
    return (f"{_card(cards, cause)} shows {_card(cards, c)} from {side(owner)}'s hand: "
            f"{side(o)} lets it be placed next or sends it away.")


def _forced(g, cards, viewer, owner, c, cause):
    if cause is None or cause < 0:
        return f"{side(1 - owner)} lets {_card(cards, c)} through: it is {side(owner)}'s next card."
    return f"{_card(cards, cause)} picks {_card(cards, c)}: it is {side(owner)}'s next card."


def _denied(g, cards, viewer, owner, c):
    return (f"{side(1 - owner)} sends {_card(cards, c)} away: {side(owner)} may not place it "
            f"this duel (in the final: only as the last card).")


def _tricked(g, cards, viewer, owner, c, cause):
    return (f"{_card(cards, cause)} takes {_card(cards, c)} out of this duel: {side(owner)} "
            f"must keep it for the final.")


def _hand_open(g, cards, viewer, owner, hand):
    return f"{side(owner)} plays with the hand open: {_cards(cards, hand)}."


def _effect_ends(g, cards, viewer, p, c):
    return f"The effect of {_card(cards, c)} ends."


def _duel_end(g, cards, viewer, k, winner, climb, s0, s1, why, e0, e1):
    margin = abs(e0 - e1)
    by = f" by {margin}" if margin else " on a level score (the starter loses ties)"
    how = " (a marker fell into the minus zone)" if why == "minus" else ""
    top = " to the top" if (s0, s1)[winner] >= g.board.steps_to_top else ""
    return (f"{side(winner)} wins {duel_name(k)}{by}{how} and climbs "
            f"{_plural(climb, 'step')}{top} ({side(0)} {s0}, {side(1)} {s1}).")


def _kept(g, cards, viewer, p, kept):
    who = "You keep" if viewer == p else f"{side(p)} keeps"
    return f"{who} {_cards(cards, kept)} face down for the final."


def _kept_count(g, cards, viewer, p, n):
    if viewer is None or viewer == p:
        return None          # the `kept` line already named the cards
    return f"{side(p)} keeps {_plural(n, 'card')} face down for the final."


def _game_over(g, cards, viewer, winner, reason):
    who = "a draw" if winner is None else f"{side(winner)} wins"
    return f"[bold]Game over: {who}[/] — {escape(str(reason))}."


EVENTS = {
    "hand": _hand, "duel_start": _duel_start, "starter": _starter, "place": _place,
    "exchange": _exchange, "energy": _energy_ev, "peek": _peek, "cancelled": _cancelled,
    "mirror": _mirror, "whip": _whip, "defense": _defense, "fill": _fill, "effect": _effect,
    "no_effect": _no_effect, "reveal": _reveal, "forced": _forced, "denied": _denied,
    "tricked": _tricked, "hand_open": _hand_open, "peek_hand": _peek_hand, "effect_ends": _effect_ends,
    "duel_end": _duel_end, "kept": _kept, "kept_count": _kept_count, "game_over": _game_over,
}


def describe(game, event: tuple, viewer: int | None, cards=None) -> str | None:
    """One line of rich markup for `event` as `viewer` sees it, or None (not visible to
    the viewer, or nothing worth saying). Unknown events are named plainly."""
    if not visible_to(event, viewer):
        return None
    if cards is None:
        cards = [c for d in game.default_decks() for c in d.cards]
    name, args = event[0], event[2:]
    fn = EVENTS.get(name)
    if fn is None:
        return escape(f"{name}: {', '.join(map(str, args))}")
    return fn(game, cards, viewer, *args)
