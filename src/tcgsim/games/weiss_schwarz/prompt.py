"""What a Weiß Schwarz decision asks a person, and why, for the terminal (`tcgsim play`).

`prompt(state, viewer)` says what the pending decision is for -- the card and the ability
that ask, in the words generated from the ability vocabulary, never cut; `hand_options`
which cards of the hand are options and what choosing one does; `option_numbers` the
keys the terminal gives every option (a hand card's letter, else a number, in the order of
the legal actions -- the table's labels use the same); `card_info` a card the player can
see in full words (`?KEY`, `?CL` / `?oCL` for a stage position, `info NAME`); `zones`
every public zone of both players in full.
"""

from __future__ import annotations

from rich.console import Group
from rich.markup import escape
from rich.text import Text

from . import abilities as ab
from .narrate import COLOR_STYLE, SEAT_STYLE, SLOT_NAMES
from .table import CHAR, CLIMAX

PASS = 999
SLOT_TAGS = ("cl", "cm", "cr", "bl", "br")
# decisions whose option ids are cards of the decider's hand, and what choosing one does
HAND_KINDS = {"mulligan": "discard for the mulligan", "clock": "put into the clock",
              "discard": "discard", "climax": "play this climax", "counter": "counter with it"}
HAND_CHOICES = {"hand_card_to": "pay the cost with it", "discarded_one": "discard it",
                "hand_to_stock": "put it into your stock", "exchange_hand": "reveal and exchange",
                "shift_hand": "exchange it with the clock card", "to_stage_at": "put it on the stage",
                "to_stage_card": "put it on the stage"}


def _seat(state, p: int) -> str:
    return f"[{SEAT_STYLE[p]}]{escape(state.game.seat_names[p])}[/]"


def _name(state, c: int) -> str:
    return f"[bold {COLOR_STYLE.get(state.T.cards[c].color, 'white')}]{escape(state.T.name[c])}[/]"


def hand_card(state, kind: str, aid: int) -> int | None:
    """The card of the decider's hand an option acts on, or None."""
    pend = state.pending
    if pend is None or aid == PASS:
        return None
    hand = state.hand[pend[0]]
    if kind in HAND_KINDS or (kind == "main" and aid < 100) or kind == "choose":
        return aid if aid in hand else None
    return None


def hand_options(state, viewer: int) -> dict:
    """Card -> what choosing it does, for the cards of the viewer's hand that are options."""
    pend = state.pending
    if pend is None or pend[0] != viewer:
        return {}
    kind, cont = pend[1], pend[3]
    out = {}
    for aid in pend[2]:
        c = hand_card(state, kind, aid)
        if c is None:
            continue
        if kind == "main":
            out[c] = "play" if state.T.ctype[c] == CHAR else "play this event"
        elif kind == "choose":
            out[c] = HAND_CHOICES.get(cont[0], "choose it")
        else:
            out[c] = HAND_KINDS[kind]
    return out


def option_numbers(state, viewer: int) -> dict:
    """Option id -> the key the terminal shows: numbers 1, 2, ... for the options that are
    not cards of the hand (those are chosen by their card's letter)."""
    pend = state.pending
    if pend is None or pend[0] != viewer:
        return {}
    out, n = {}, 0
    for aid in pend[2]:
        if hand_card(state, pend[1], aid) is None:
            n += 1
            out[aid] = str(n)
    return out


# ---- the question ----------------------------------------------------------------------------

def _ability(state, c: int, i) -> str:
    a = state.ability_at(c, i)
    return escape(ab.describe(a)) if a is not None else "an ability"


def prompt(state, viewer: int) -> str | None:
    """What the pending decision asks the viewer, and why (rich markup)."""
    pend = state.pending
    if pend is None or pend[0] != viewer:
        return None
    p, kind, opts, cont = pend
    step = cont[0]
    only_no = opts == (0,)
    if kind == "yes_no" and step in ("pay_then_resolve", "resolve_if_yes"):
        c, i = cont[2], cont[3]
        a = state.ability_at(c, i)
        cost = ab.cost_words(a.get("cost")) if a.get("cost") else ""
        why = (" You cannot pay the cost now, so the answer is no." if only_no else "")
        ask = f"pay [{escape(cost)}] and use it?" if cost else "use it?"
        return (f"[bold]Asked:[/] {_name(state, c)} ({SLOT_NAMES[state.slot_of(c)] if state.slot_of(c) >= 0 else 'off the stage'}): "
                f"{_ability(state, c, i)}\n  → {ask}{why}")
    if kind == "yes_no":
        words = {"stock_top_yes": "put the top card of your deck into your stock?",
                 "draw_yes": "draw a card?",
                 "heal_yes": "put the top card of your clock into your waiting room?",
                 "to_bottom": "put the card you looked at on the bottom of your deck (no: it "
                              "stays on top)?",
                 "to_waiting_from_top": "put the card you looked at into your waiting room "
                                        "(no: it stays on top)?",
                 "reveal_to_marker": "put the revealed card underneath this card as a marker?"}
        what = words.get(step, "yes or no?")
        src = _source(state)
        return f"[bold]Asked:[/] {src}{what}"
    if kind == "order":
        return ("[bold]Asked:[/] several of your 【AUTO】 abilities wait; choose the one that "
                "resolves first (the others follow, you choose again).")
    if kind == "encore":
        c = cont[2]
        return (f"[bold]Asked:[/] encore step: your reversed {_name(state, c)} has gone to "
                f"the waiting room -- bring it back rested to {SLOT_NAMES[cont[3]]}?" +
                (" You cannot pay any encore, so it stays there." if opts == (0,) else ""))
    if kind == "counter":
        c = state.defender()
        who = f"your {_name(state, c)}" if c >= 0 else "your character (it has left)"
        return (f"[bold]Asked:[/] counter step: {who} is frontal attacked -- play a Backup or a "
                f"counter event from your hand?" +
                ("" if len(opts) > 1 else " You have none you can play."))
    if kind == "attack":
        tail = ""
        if state.turn == 1:
            tail = " On the first turn the first player attacks once (seed 000)."
        return f"[bold]Asked:[/] declare an attack with a standing center character, or end the attack phase.{tail}"
    if kind == "main":
        return "[bold]Asked:[/] main phase: play a card, use an 【ACT】 ability, move characters, or end the main phase."
    if kind == "climax":
        return ("[bold]Asked:[/] climax phase: play a climax from your hand (its colour must be "
                "in your clock or level zone), or none." + ("" if len(opts) > 1 else
                                                              " You have none you can play."))
    if kind == "clock":
        return "[bold]Asked:[/] clock phase: put a card from your hand into your clock to draw 2, or skip."
    if kind == "mulligan":
        return "[bold]Asked:[/] mulligan: discard any cards from your opening hand (you draw as many), then keep the rest."
    if kind == "discard":
        return f"[bold]Asked:[/] end phase: discard down to 7 cards ({len(state.hand[p])} in your hand)."
    if kind == "level_up":
        return "[bold]Asked:[/] level up: choose one of the 7 oldest clock cards for your level zone (the other 6 go to the waiting room)."
    if kind == "slot":
        at = {"play_character": 2, "standby_slot": 2, "to_stage_slot": 3,
              "standby_slot_from": 2}.get(step)
        if at is not None and at < len(cont) and isinstance(cont[at], int):
            c = cont[at]
            return f"[bold]Asked:[/] choose the stage position for {_name(state, c)} (a character there goes to the waiting room)."
        return "[bold]Asked:[/] choose a stage position."
    if kind == "move":
        return "[bold]Asked:[/] move: choose two positions whose characters swap (or a character and an empty position)."
    if kind == "first":
        return "[bold]Asked:[/] you won the coin flip: go first or second?"
    if kind == "dest":
        return f"[bold]Asked:[/] {_name(state, cont[2])}: put it into your hand or your stock?"
    if kind == "encore_order":
        return "[bold]Asked:[/] choose which reversed character goes to the waiting room first (each may then be encored)."
    if kind == "choose":
        return f"[bold]Asked:[/] {_source(state)}{_choose_words(state, cont)}"
    return f"[bold]Asked:[/] {escape(kind)}"


def _source(state) -> str:
    """The ability being resolved, when the stack tells it ("Shana's ability: ")."""
    for rec in reversed(state.stack):
        if rec[0] == "resolved":                   # auto.step_resolve_ability's marker
            c, i = rec[1], rec[2]
            return f"{_name(state, c)}'s {_ability(state, c, i)}\n  → "
        if rec[0] in ("trigger_done", "trigger_icon"):
            return f"the trigger check's {_name(state, rec[2])}: "
    return ""


def _choose_words(state, cont) -> str:
    step = cont[0]
    if step == "apply_mod" and len(cont) > 2 and isinstance(cont[2], int):
        return f"choose the character that gets {cont[2]:+} {cont[1]}."
    return {
        "bounce_chosen": "choose a character to return to its owner's hand.",
        "chosen_to": "choose a card from your waiting room.",
        "hand_card_to": "choose the card from your hand that pays the cost.",
        "rested_other": "choose one of your standing characters to rest (the cost).",
        "stage_card_to_wr": "choose one of your characters to put into your waiting room (the cost).",
        "cost_zone_card": "choose the card that pays the cost.",
        "searched": "choose a card from your deck (you look through it; it is shuffled after).",
        "look_picked": "choose one of the cards you look at.",
        "standby_card": "choose a character for the standby trigger (it comes rested from your waiting room).",
        "standby_card_from": "choose a character from your waiting room to put on the stage, rested.",
        "hand_to_stock": "choose a card from your hand to put into your stock face down.",
        "exchange_hand": "reveal a card from your hand to exchange with one of your waiting room (or none).",
        "exchanged": "choose the card from your waiting room to take in exchange.",
        "shift_hand": "choose a card from your hand to exchange with this card in your clock (or none).",
        "to_stage_card": "choose a character to put on the stage.",
        "to_stage_at": "choose a character to put on the stage position this card was on.",
        "to_stage_slot_or_pass": "choose a character from your waiting room for the empty position (or none).",
        "discarded_one": "choose a card from your hand to discard.",
        "grant_to": "choose the character that gets the ability.",
        "to_waiting_room_chosen": "choose a character to put into its owner's waiting room.",
    }.get(step, "choose a card.")


# ---- a card in full ---------------------------------------------------------------------------

def _visible(state, viewer: int) -> list[int]:
    """The cards the viewer can see: both stages, the public zones, their own hand and the
    cards they know in hidden places."""
    out = []
    for p in (viewer, 1 - viewer):
        out += [c for c in state.stage[p] if c >= 0]
        for z in ("climax", "resolution", "memory", "level", "clock", "waiting"):
            out += list(getattr(state, z)[p])
    out += list(state.hand[viewer])
    out += state.knowledge(viewer)["exact"]
    return list(dict.fromkeys(out))


def card_info(state, viewer: int, query: str, keys: dict):
    """A visible card by key ("a"), position ("cl" yours, "ocl" the opponent's), code or
    name (a part is enough), in full words; None when nothing fits."""
    from .view import where

    q = query.strip().lower()
    by_key = {k: c for c, k in keys.items()}
    hits = []
    if q in by_key:
        hits = [by_key[q]]
    elif q in SLOT_TAGS or (q[:1] == "o" and q[1:] in SLOT_TAGS):
        p = viewer if q in SLOT_TAGS else 1 - viewer
        c = state.stage[p][SLOT_TAGS.index(q[-2:])]
        hits = [c] if c >= 0 else []
    else:
        vis = _visible(state, viewer)
        hits = [c for c in vis if state.T.cards[c].code.lower() == q] or \
            [c for c in vis if q and q in state.T.name[c].lower()]
    if not hits:
        return None
    parts = []
    for c in list(dict.fromkeys(hits))[:3]:
        parts += card_lines(state, c, where(state, c).replace(
            f"player {viewer + 1}'s", "your"))
    if len(hits) > 3:
        parts.append(Text(f"(and {len(hits) - 3} more that fit '{query}')", style="dim"))
    return Group(*parts)


def card_lines(state, c: int, place: str) -> list[Text]:
    card = state.T.cards[c]
    style = COLOR_STYLE.get(card.color, "white")
    head = Text(card.name, style="bold " + style)
    head.append(f"  {card.code} · {card.color} {card.type} · {place}", style="grey70")
    stats = f"level {card.level}, cost {card.cost}"
    if card.type == "character":
        stats += f", {card.power} power, {card.soul} soul"
        p = 0 if c < state.T.n else 1
        if c in state.stage[p]:
            s = state.stage[p].index(c)
            stats += (f" (now {state.power_of(p, s)} power, {state.soul_of(p, s)} soul, "
                      f"level {state.level_of(p, s)})")
    if card.triggers:
        stats += f"; trigger {' + '.join(card.triggers)}"
    if card.traits:
        stats += f"; traits {', '.join('《' + t + '》' for t in card.traits)}"
    out = [head, Text("  " + stats)]
    for words in card.text() or ["(no abilities)"]:
        out.append(Text("  " + words, style="italic" if not words.startswith("(") else "dim"))
    return out


def zones(state, viewer: int):
    """Every public zone of both players in full: level, clock (oldest first), waiting
    room (newest first), memory, climax, and what the viewer knows of hidden places."""
    lines = []
    for p in (1 - viewer, viewer):
        who = " (you)" if p == viewer else " (opponent)"
        lines.append(Text.from_markup(f"{_seat(state, p)}{who}"))
        for z, words, order in (("level", "level zone", 1), ("clock", "clock (oldest first)", 1),
                                ("waiting", "waiting room (newest first)", -1),
                                ("memory", "memory", 1), ("climax", "climax area", 1)):
            ids = list(getattr(state, z)[p])[::order]
            names = "; ".join(state.T.name[c] + (" (CX)" if state.T.ctype[c] == CLIMAX else "")
                              for c in ids) or "—"
            lines.append(Text(f"  {words} {len(ids)}: {names}"))
        side = state.view(viewer)["me" if p == viewer else "opponent"]
        known = [f"deck {'top' if i == 0 else f'#{i + 1}'}: {state.T.name[c]}"
                 for i, c in side["deck_known"]]
        known += [f"stock {'top' if i == 0 else f'#{i + 1}'}: {state.T.name[c]}"
                  for i, c in side["stock_known"]]
        if p != viewer:
            known += [f"hand: {state.T.name[c]}" for c in side["hand_known"]]
        if known:
            lines.append(Text("  you know: " + "; ".join(known), style="dim"))
    return Group(*lines)
