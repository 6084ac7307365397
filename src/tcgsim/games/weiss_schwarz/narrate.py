"""Narration of Weiß Schwarz: one line of English per log event.

`describe(game, event, viewer, state=None)` turns an event tuple `(name, visible, *args)`
(see the `emit` calls in rules.py, attack.py, auto.py, costs.py, effects.py, verbs.py) into one line of rich markup
as `viewer` may see it (`None`: an omniscient spectator), or None when the viewer may not
see the event or the line would only repeat another one:
  * `draws` for the drawing player and for a spectator (each `draw` line named the card);
  * `placed` of a character played from hand (the `play` line said where it went).
Card ids are instance ids: names come from `state.T` (without a state, from the game's
default decks, which names the wrong cards when other decks are played). Seats are named
with `game.seat_names`. Unknown events get a plain fallback line.
"""

from __future__ import annotations

from rich.markup import escape

from ...core.narration import narrate, visible_to
from ...core.narration import plural as _plural, signed as _signed

from . import abilities as ab

ALL = -1
SEAT_STYLE = ("bold cyan", "bold magenta")
COLOR_STYLE = {"yellow": "yellow", "green": "green", "red": "red", "blue": "dodger_blue1"}
SLOT_NAMES = ("center left", "center middle", "center right", "back left", "back right")
ATTACK_WORDS = ("a direct attack", "a frontal attack", "a side attack")
ICON_WORDS = {
    "soul": "the attacker gets +1 soul",
    "shot": "if this attack's damage is canceled, 1 more damage follows",
    "treasure": "the card goes to hand, and the top card of the deck may go to stock",
    "pool": "the top card of the deck may go to stock",
    "draw": "the player may draw 1 card",
    "comeback": "a character may return from the waiting room to hand",
    "gate": "a climax may return from the waiting room to hand",
    "choice": "a character with a soul trigger may return from the waiting room to hand or stock",
    "return": "a character of the opponent may return to its owner's hand",
    "standby": "a character of level up to the player's level + 1 may come from the waiting "
               "room onto the stage, rested",
}
DEST_WORDS = {"hand": "hand", "stock": "stock", "waiting": "waiting room", "clock": "clock",
              "memory": "memory", "top": "the top of the deck"}


# ---- small words ------------------------------------------------------------------------

class _Names:
    """The little of a card table narration needs, for use without a state."""

    def __init__(self, cards):
        self.cards = cards
        self.name = [c.name for c in cards]
        self.n = len(cards) // 2


_DEFAULT_TABLES: dict = {}


def _table(game, state):
    if state is not None:
        return state.T
    key = id(game)
    if key not in _DEFAULT_TABLES:
        try:
            _DEFAULT_TABLES[key] = _Names([c for d in game.default_decks() for c in d.cards])
        except Exception:                   # no card data: cards are named by id
            _DEFAULT_TABLES[key] = None
    return _DEFAULT_TABLES[key]


def seat(game, p: int) -> str:
    return f"[{SEAT_STYLE[p]}]{escape(game.seat_names[p])}[/]"


def _card(T, c) -> str:
    if T is None or c is None or not 0 <= c < len(T.name):
        return "a card" if T is not None else f"card #{c}"
    style = COLOR_STYLE.get(T.cards[c].color, "white")
    return f"[bold {style}]{escape(T.name[c])}[/]"


def _cards(T, ids) -> str:
    ids = list(ids)
    # "; " between cards: many names hold a comma ("Anniversary, Shana")
    return "; ".join(_card(T, c) for c in ids) if ids else "no cards"


def _cap(line: str) -> str:
    """Capitalise a line that starts with a seat name ("[bold cyan]player 1[/] ...")."""
    for style in SEAT_STYLE:
        head = f"[{style}]"
        if line.startswith(head):
            i = len(head)
            return line[:i] + line[i:i + 1].upper() + line[i + 1:]
    return line


# ---- the decisions, for the table's header (render.py) ------------------------------------

DECISION_WORDS = {
    "first": "choose who goes first",
    "mulligan": "discard cards for the mulligan, or keep the hand",
    "clock": "put a card from hand into the clock (then draw 2), or skip",
    "main": "play a card, use an 【ACT】 ability, move characters, or end the main phase",
    "slot": "choose a stage slot",
    "climax": "play a climax, or none",
    "attack": "declare an attack, or end the attack phase",
    "counter": "counter with a Backup, or not",
    "yes_no": "answer yes or no",
    "mode": "choose which of the following effects to perform",
    "choose": "choose a card",
    "dest": "send the card to hand or to stock",
    "level_up": "choose the clock card that goes to the level zone",
    "encore": "encore the reversed character, or let it go",
    "encore_order": "choose which reversed character goes to the waiting room first",
    "discard": "discard down to 7 cards",
    "order": "choose which 【AUTO】 ability resolves first",
}
CHOICE_WORDS = {
    "bounce_chosen": "choose a character to return to its owner's hand",
    "chosen_to": "choose a card from the waiting room",
    "hand_card_to": "choose a card from hand to pay the cost",
    "rested_other": "choose one of your characters to rest (a cost)",
    "stage_card_to_wr": "choose one of your characters to put into the waiting room (a cost)",
    "cost_zone_card": "choose the card that pays the cost",
    "searched": "choose a card from your deck",
    "look_picked": "choose one of the cards you look at",
    "standby_card": "choose a character for the standby trigger",
    "hand_to_stock": "choose a card from hand to put into stock",
}


YES_NO_WORDS = {
    "stock_top_yes": "yes or no: put the top card of your deck into your stock?",
    "draw_yes": "yes or no: draw a card?",
    "heal_yes": "yes or no: put the top card of your clock into your waiting room?",
}


def decision_words(state, kind: str, detailed: bool = False) -> str:
    """What a decision of `kind` asks, for the table's header. `detailed`: also what the
    pending choice is for, read from its continuation -- for the player deciding (and a
    spectator) only, who knows it anyway."""
    words = DECISION_WORDS.get(kind, kind)
    pend = state.pending
    if not pend or pend[1] != kind:
        return words
    cont = pend[3]
    if kind == "encore" and cont[0] == "encored":     # public: the card is in the waiting room
        return (f"encore {escape(state.T.name[cont[2]])} back to {SLOT_NAMES[cont[3]]}, "
                f"or let it go")
    if not detailed:
        return words
    if kind == "slot" and cont[0] in ("play_character", "standby_slot"):
        return f"{words} for {escape(state.T.name[cont[-1]])}"
    if kind == "choose" and cont[0] == "apply_mod":
        return f"choose the character that gets {cont[2]:+} {cont[1]}"
    if kind == "choose":
        return CHOICE_WORDS.get(cont[0], words)
    if kind == "yes_no":
        if cont[0] in ("pay_then_resolve", "resolve_if_yes"):
            pay = "pay the cost of and use" if cont[0] == "pay_then_resolve" else "use"
            return f"yes or no: {pay} the ability of {escape(state.T.name[cont[2]])}?"
        return YES_NO_WORDS.get(cont[0], words)
    return words


# ---- one function per event (g = game, T = card table, v = viewer) -----------------------

def _coin(g, T, v, chooser):
    return f"{seat(g, chooser)} chooses who goes first."


def _first(g, T, v, p):
    return f"{seat(g, p)} goes first."


def _draw(g, T, v, p, c):
    if v == p:
        return f"You draw {_card(T, c)}."
    return f"{seat(g, p)} draws {_card(T, c)}."


def _draws(g, T, v, p, n):
    if v is None or v == p:
        return None                         # the private `draw` lines named each card
    return f"{seat(g, p)} draws {_plural(n, 'card')}."


def _mulligan(g, T, v, p, n):
    if not n:
        return f"{seat(g, p)} keeps the opening hand."
    return f"{seat(g, p)} mulligans {_plural(n, 'card')} and draws as many."


def _turn(g, T, v, turn, p):
    return f"[bold]── Turn {turn}: {escape(g.seat_names[p])} ──[/]"


def _clock(g, T, v, p, c):
    return f"{seat(g, p)} puts {_card(T, c)} into the clock."


def _play(g, T, v, p, c, slot):
    lv, cost = T.cards[c].level, T.cards[c].cost
    if slot < 0:
        return f"{seat(g, p)} plays the event {_card(T, c)} (level {lv}, cost {cost})."
    return (f"{seat(g, p)} plays {_card(T, c)} (level {lv}, cost {cost}) to "
            f"{SLOT_NAMES[slot]}.")


def _placed(g, T, v, p, c, slot, how):
    if how == "hand":
        return None                         # the `play` line already said where
    frm = {"waiting": " from the waiting room"}.get(how, f" from the {escape(str(how))}")
    return f"{_card(T, c)} comes{frm} onto {seat(g, p)}'s {SLOT_NAMES[slot]}."


def _move(g, T, v, p, a, b):
    return (f"{seat(g, p)} moves the characters of {SLOT_NAMES[a]} and {SLOT_NAMES[b]} "
            f"(they swap places).")


def _climax(g, T, v, p, c):
    return f"{seat(g, p)} plays the climax {_card(T, c)}."


def _climax_ends(g, T, v, p, c):
    return f"{_card(T, c)} leaves {seat(g, p)}'s climax area for the waiting room."


def _attack(g, T, v, p, c, slot, kind, defender):
    what = ATTACK_WORDS[kind] if 0 <= kind < 3 else "an attack"
    on = f" on {_card(T, defender)}" if defender is not None and defender >= 0 else ""
    return f"{seat(g, p)}'s {_card(T, c)} ({SLOT_NAMES[slot]}) makes {what}{on}."


def _trigger(g, T, v, p, c):
    icons = T.cards[c].triggers if T is not None and 0 <= c < len(T.name) else ()
    tail = f" (trigger: {', '.join(icons)})" if icons else " (no trigger)"
    return f"Trigger check: {seat(g, p)} reveals {_card(T, c)}{tail}."


def _icon(g, T, v, p, c, icon):
    words = ICON_WORDS.get(icon, "it takes effect")
    return f"{escape(str(icon)).capitalize()} trigger: {words}."


def _damage(g, T, v, target, cards):
    n = len(cards)
    return (f"{seat(g, target)} takes {n} damage: {_cards(T, cards)} "
            f"{'goes' if n == 1 else 'go'} to the clock.")


def _damage_canceled(g, T, v, target, cards):
    return (f"{seat(g, target)} cancels the damage: {_cards(T, cards)} revealed, a climax "
            f"among them; {'it goes' if len(cards) == 1 else 'they go'} to the waiting room.")


def _battle(g, T, v, a, pa, b, pb):
    return f"Battle: {_card(T, a)} ({pa} power) against {_card(T, b)} ({pb} power)."


def _reversed(g, T, v, p, c):
    return f"{seat(g, p)}'s {_card(T, c)} is reversed."


def _backup(g, T, v, p, c, target, power):
    if target < 0:
        return (f"{seat(g, p)} counters with {_card(T, c)}'s Backup: the attacked character "
                f"has left, so nothing gets its {_signed(power)} power.")
    return (f"{seat(g, p)} counters with {_card(T, c)}'s Backup: {_card(T, target)} gets "
            f"{_signed(power)} power.")


def _to_waiting_room(g, T, v, p, c, why):
    if why == "replaced":
        return f"{_card(T, c)} is replaced and goes to {seat(g, p)}'s waiting room."
    if why == "encore step":
        return f"Encore step: the reversed {_card(T, c)} goes to {seat(g, p)}'s waiting room."
    return f"{_card(T, c)} goes to {seat(g, p)}'s waiting room ({escape(str(why))})."


def _encore(g, T, v, p, c, slot):
    return f"{seat(g, p)} encores {_card(T, c)}: it returns rested to {SLOT_NAMES[slot]}."


def _level_up(g, T, v, p, c, level):
    return f"{seat(g, p)} [bold]levels up to level {level}[/], with {_card(T, c)}."


def _refresh(g, T, v, p, n):
    return (f"{seat(g, p)} refreshes: the waiting room ({_plural(n, 'card')}) is shuffled "
            f"into a new deck.")


def _refresh_point(g, T, v, p, c):
    return f"Refresh point: {_card(T, c)} goes from the top of the deck to {seat(g, p)}'s clock."


def _discard(g, T, v, p, c, why):
    tail = {"mulligan": " (mulligan)", "hand limit": " (down to 7 cards in hand)",
            "cost": " to pay a cost"}.get(why, f" ({escape(str(why))})")
    return f"{seat(g, p)} discards {_card(T, c)}{tail}."


def _modifier(g, T, v, c, stat, amount, last):
    return f"{_card(T, c)} gets {_signed(amount)} {escape(str(stat))} until the end of turn {last}."


def _ability(g, T, v, p, c, i):
    abil = T.cards[c].abilities if T is not None and 0 <= c < len(T.name) else ()
    if not 0 <= i < len(abil):
        return f"{seat(g, p)}'s {_card(T, c)} uses an ability."
    words = ab.describe(abil[i])                 # in full: never cut (issue 8)
    verb = "uses an ability" if abil[i]["kind"] == "act" else "has an ability triggered"
    return f"{seat(g, p)}'s {_card(T, c)} {verb}: {escape(words)}"


def _salvage(g, T, v, p, c, dest):
    return (f"{seat(g, p)} returns {_card(T, c)} from the waiting room to "
            f"{DEST_WORDS.get(dest, escape(str(dest)))}.")


def _search(g, T, v, p, c, dest):
    return (f"{seat(g, p)} takes {_card(T, c)} from the deck into "
            f"{DEST_WORDS.get(dest, escape(str(dest)))}.")


def _look(g, T, v, p, cards):
    who = "You look" if v == p else f"{seat(g, p)} looks"
    # `cards` is the deck's top slice, the last one on top
    return f"{who} at the top {_plural(len(cards), 'card')} of the deck: " \
           f"{_cards(T, reversed(cards))} (top first)."


def _mill(g, T, v, p, c):
    return f"{_card(T, c)} goes from the top of {seat(g, p)}'s deck to the waiting room."


def _heal(g, T, v, p, c):
    return f"{seat(g, p)} heals: {_card(T, c)} moves from the clock to the waiting room."


def _stock(g, T, v, p, n):
    return f"{seat(g, p)} puts the top {'card' if n == 1 else f'{n} cards'} of the deck into stock."


def _bounce(g, T, v, p, c):
    return f"{_card(T, c)} returns to {seat(g, p)}'s hand."


def _reveal(g, T, v, p, c):
    return f"{seat(g, p)} reveals {_card(T, c)} from the top of the deck."


def _reveal_hand(g, T, v, p, c):
    return f"{seat(g, p)} reveals {_card(T, c)} from the hand (it stays in the hand)."


def _marker(g, T, v, p, c):
    return f"{seat(g, p)} puts the revealed card face down underneath {_card(T, c)} as a marker."


def _granted(g, T, v, c):
    return f"{_card(T, c)} gets an ability."


def _moved_to(zone):
    def fn(g, T, v, p, c, why):
        return f"{_card(T, c)} goes to {seat(g, p)}'s {zone} ({escape(str(why))})."
    return fn


_COST_ZONES = {"waiting": "waiting room", "memory": "memory", "deck": "deck",
               "clock_bottom": "clock (at the bottom)"}


def _cost_move(g, T, v, p, c, frm, to):
    return (f"{_card(T, c)} goes from {seat(g, p)}'s {_COST_ZONES.get(frm, frm)} to the "
            f"{_COST_ZONES.get(to, to)} (a cost).")


def _marker_to_waiting(g, T, v, p, c):
    return f"{_card(T, c)}, a marker, goes to {seat(g, p)}'s waiting room (a cost)."


def _not_reversed(g, T, v, p, c, i):
    abil = T.cards[c].abilities if T is not None and 0 <= c < len(T.name) else ()
    why = escape(ab.describe(abil[i])) if 0 <= i < len(abil) else "an ability"
    return f"{seat(g, p)}'s {_card(T, c)} loses the battle but is not reversed: {why}"


def _first_turn_attack_done(g, T, v, p):
    return (f"{seat(g, p)}'s attack phase ends: on the first turn the first player attacks "
            f"only once (seed 000 어택 페이즈).")


def _announce(g, T, v, p, c):
    return None                       # the `play` event that follows says it


def _face_down_stock(g, T, v, p):
    return f"{seat(g, p)} puts a card from the hand into the stock, face down."


def _deck_top_to_bottom(g, T, v, p):
    return f"{seat(g, p)} puts the top card of the deck at the bottom of the deck."


def _look_through(g, T, v, p, cards):
    return f"{seat(g, p)} looks through the deck ({len(cards)} cards)."


def _game_over(g, T, v, winner, reason):
    who = "a draw" if winner is None else f"{seat(g, winner)} wins"
    return f"[bold]Game over: {who}[/] — {escape(str(reason))}."


EVENTS = {
    "coin": _coin, "first": _first, "draw": _draw, "draws": _draws, "mulligan": _mulligan,
    "turn": _turn, "clock": _clock, "play": _play, "placed": _placed, "move": _move,
    "climax": _climax, "climax_ends": _climax_ends, "attack": _attack, "trigger": _trigger,
    "icon": _icon, "damage": _damage, "damage_canceled": _damage_canceled, "battle": _battle,
    "reversed": _reversed, "backup": _backup, "to_waiting_room": _to_waiting_room,
    "encore": _encore, "level_up": _level_up, "refresh": _refresh,
    "refresh_point": _refresh_point, "discard": _discard, "modifier": _modifier,
    "ability": _ability, "salvage": _salvage, "search": _search, "look": _look, "mill": _mill,
    "heal": _heal, "stock": _stock, "bounce": _bounce, "game_over": _game_over,
    "reveal": _reveal, "reveal_hand": _reveal_hand, "marker": _marker, "granted": _granted, "to_memory": _moved_to("memory"),
    "to_hand": _moved_to("hand"), "to_stock": _moved_to("stock"), "to_clock": _moved_to("clock"),
    "announce": _announce, "to_stock_face_down": _face_down_stock,
    "not_reversed": _not_reversed, "first_turn_attack_done": _first_turn_attack_done,
    "deck_top_to_bottom": _deck_top_to_bottom, "look_through": _look_through,
    "to_deck_bottom": _moved_to("deck (at the bottom)"),
    "cost_move": _cost_move, "marker_to_waiting": _marker_to_waiting,
    "rested": lambda g, T, v, p, c: f"{seat(g, p)}'s {_card(T, c)} is rested.",
}
ab.abilities_zones.register_narration(EVENTS, CHOICE_WORDS, YES_NO_WORDS, seat, _card)
# the events whose line is None for some viewers (see the module docstring)
QUIET = {"draws", "placed", "announce"}


def describe(game, event: tuple, viewer: int | None, state=None) -> str | None:
    """One line of rich markup for `event` as `viewer` sees it, or None (not visible to
    the viewer, or nothing worth saying). Unknown events are named plainly."""
    if not visible_to(event, viewer):
        return None
    return narrate(EVENTS, game, _table(game, state), event, viewer, _cap)
