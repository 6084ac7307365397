"""What a Riftbound decision asks a person, and why, for the terminal (`tcgsim play`).

`prompt(state, viewer)` says what the pending decision is for, in plain words: what the
Action Phase, a priority or a Focus lets the player do (and the showdown or chain it is
part of), which spell or ability is choosing a target and what it will do (in the words
vocab.py generates, never Riot's text), what a cost is for and what each payment way
leaves, which unit of a combat damage assignment is next and how much is left, what
Accelerate would cost. `shown_actions` is the option list a person sees: labels that say
more than the engine's (whose unit, where, its Might; what a payment way exhausts and
recycles), and copies of one card in the trash shown once. `hand_card` / `hand_options`
say which options are cards of the hand (the terminal chooses those by the card's
letter); `option_numbers` the numbers of the other options, as the terminal gives them
(the table's tags use the same); `card_info` a card the viewer can see in full words
(`?KEY`, `?b1` battlefield 1, `?l2` player 2's legend, `info NAME` or a code); `zones`
every public zone in full.
"""

from __future__ import annotations

from rich.console import Group
from rich.markup import escape
from rich.text import Text

from ...core.actions import Action
from .chain import ACT, EFF_MUST, HIDE, HOW_EFFECT, MOVE
from .narrate import DOMAIN_ORDER, card, card_style, cost_text, seat, seat_name
from .state import (ASIDE, BANISH, BASE, BFCARD, CHAIN, CHAMP, DECK, FACEDOWN, FIELD, HAND,
                    LEGEND, NONE, RESERVE, RUNE, RUNEDECK, TRASH)
from .table import ANY, DOM

PLAY_KINDS = ("act", "respond", "focus")
# the questions that are the asking ability (or the cost being paid) and a few words
SIMPLE = {
    "token_place": ("source", "where does the token go?"),
    "battlefield": ("source", "choose the battlefield."),
    "discard": ("cost", "discard a card."),
    "kill": ("source", "each player kills one of their units: choose yours."),
    "recycle": ("cost", "recycle a card from your trash (to the bottom of your deck)."),
    "from_trash": ("source", "choose the card of your trash to put into your hand."),
    "spend_buff": ("source", "spend the buff of one of your units, or none."),
    "mode": ("source", "choose an option."),
    "domain": ("source", "name a domain."),
    "split_drop": ("source", "more targets than damage to divide: choose a target that "
                             "stops being one (each target must take at least 1)."),
    "split_assign": ("source", "divide the damage: choose the target that takes 1 more."),
    "play_revealed": ("source", "you may banish one of the revealed cards and play it, or "
                                "none."),
    "pay_amount": ("source", "choose how much to pay (any amount you can pay)."),
    "pay_xp": ("source", "pay the XP (you may), to do what follows?"),
    "opp_hand": ("source", "choose a card of their revealed hand."),
    "alt_cost": ("source", "choose which of its base costs to pay (its cost, or its other "
                           "cost)."),
    "opponent": ("source", "choose an opponent (its cost is 1 Energy less per point they "
                           "have)."),
    "keep_target": ("source", "its targets no longer form a legal group: choose the ones "
                              "it keeps, one at a time, then done."),
    "play_from_hand": ("source", "you may play a unit from your hand this way: choose it, "
                                 "or none."),
    "weaponmaster": ("source", "Weaponmaster: you may choose an Equipment you control and pay "
                               "its Equip cost, 1 Power of any domain less, to attach it to "
                               "this unit, or none."),
}
# decisions whose options are battlefields (NONE: the base)
BF_KINDS = frozenset({"destination_play", "move_to", "destination", "token_place",
                      "battlefield", "staged"})
# decisions whose options are cards on the board
CARD_KINDS = frozenset({"target", "target_ability", "choose", "assign", "cost_unit", "kill",
                        "split_drop", "split_assign",
                        "spend_buff", "move_also", "keep_target", "weaponmaster"})
# decisions whose options are cards of the decider's hand, and what choosing one does
HAND_KINDS = {"mulligan": "set it aside (it is replaced)", "discard": "discard it",
              "play_from_hand": "play it"}
# decisions among cards of a trash, where copies of a card are the same choice
MERGED = frozenset({"from_trash", "recycle"})
LABEL_MAX = 100


# ---- small words ------------------------------------------------------------------------------

def _name(state, c: int) -> str:
    return card(state.T, c)


def _whose(state, p: int, viewer) -> str:
    return "your" if p == viewer else f"{seat_name(state, p)}'s"


def _owned(state, c: int, viewer) -> str:
    """"your Jinx" / "player 2's Recruit" (rich markup); a battlefield by its name (it is
    nobody's)."""
    if state.T.type[c] == "battlefield":
        return _name(state, c)
    p = state.ctrl_of[c] if state.on_board(c) else state.T.owner[c]
    who = "your" if p == viewer else f"{seat(state, p)}'s"
    return f"{who} {_name(state, c)}"


def _bf(state, i: int) -> str:
    return f"B{i + 1} {state.T.name[state.bf[i]]}"


def _noun(state, c: int) -> str:
    t = state.T.type[c]
    return t if t in ("unit", "gear", "legend", "battlefield") else "card"


def words_of(state, ab, c: int) -> str:
    """An ability in vocab's words, for its source card c."""
    from .vocab import ability_words

    if ab is None:
        return "an ability"
    return ability_words(ab, None if ab["kind"] == "spell" else _noun(state, c))


def where(state, c: int, viewer) -> str:
    """Where a card lies, in words, from the viewer's side."""
    T = state.T
    loc = state.loc[c]
    p = T.owner[c]
    mine = _whose(state, p, viewer)
    if loc == FIELD:
        return f"at {_bf(state, state.at[c])}"
    if loc == BASE:
        return f"in {_whose(state, state.ctrl_of[c], viewer)} base"
    if loc == FACEDOWN:
        return f"facedown at {_bf(state, state.at[c])}"
    if loc == BFCARD:
        return f"battlefield B{state.bf.index(c) + 1}" if c in state.bf else "a battlefield"
    if loc == CHAIN:
        return "on the chain"
    return {DECK: f"{mine} deck", HAND: f"{mine} hand", TRASH: f"{mine} trash",
            BANISH: f"{mine} banishment", RUNEDECK: f"{mine} rune deck",
            RUNE: f"{mine} runes", CHAMP: f"{mine} Champion Zone", LEGEND: f"{mine} legend",
            RESERVE: "set aside (mulligan)" if c in state.hidden[p] else "not in play",
            ASIDE: "a battlefield not in play"}.get(loc, "somewhere")


def unit_words(state, c: int, viewer) -> str:
    """"Vanguard Sergeant — player 2's, 4 Might, 1 damage, exhausted, at B1 Void Gate"."""
    T = state.T
    q = state.ctrl_of[c]
    bits = ["yours" if q == viewer else f"{seat_name(state, q)}'s"]
    if T.type[c] == "unit":
        bits.append(f"{state.might(c)} Might")
    else:
        bits.append(T.type[c])
    if state.dmg[c]:
        bits.append(f"{state.dmg[c]} damage")
    if state.exh[c]:
        bits.append("exhausted")
    if state.buff[c]:
        bits.append("buffed")
    if state.stun[c]:
        bits.append("stunned")
    if state.att and state.attached_to(c) >= 0:
        bits.append(f"attached to {T.name[state.attached_to(c)]}")
    bits.append(where(state, c, viewer))
    return f"{T.name[c]} — {', '.join(bits)}"


def _short(text: str, n: int = LABEL_MAX) -> str:
    return text if len(text) <= n else text[:n - 1] + "…"


# ---- what a decision is about -------------------------------------------------------------------

def ref_ability(state, ref):
    """(ability record, source card) of a resolving frame's ref, or (None, -1) for a ref
    that names no ability record (a rules trigger, or none)."""
    if not ref:
        return None, -1
    T = state.T
    kind = ref[0]
    if kind in ("spell", "repeat"):
        return T.rules[ref[1]].spell, ref[1]
    if kind == "act":
        return T.rules[ref[2]].activated[ref[3]], ref[2]
    if kind == "trig":
        return T.rules[ref[1]].triggers[ref[2]][ref[3]], ref[1]
    if kind in ("delay", "mode"):
        return ref_ability(state, ref[2] if kind == "delay" else ref[1])
    return None, -1


def item_ability(state, it):
    """(ability record, source card) of a chain item."""
    T = state.T
    kind = it[0]
    if kind == 0:
        return T.rules[it[2]].spell, it[2]
    if kind == 1:
        s, k = it[3]
        return T.rules[s].activated[k], s
    if kind == 2 and it[3][0] != "delayed":
        return T.rules[it[2]].triggers[it[3][0]][it[3][1]], it[2]
    if kind == 2:
        return ref_ability(state, it[3][1])
    return None, -1                             # a rules trigger (Temporary, Vision)


def _resolving(state):
    """(ability, source, controller) of the ability resolving now, or None."""
    if not state.resolving:
        return None
    f = state.resolving[-1]
    ab, src = ref_ability(state, f[0])
    return ab, (src if src >= 0 else f[2]), f[1]


def _source_line(state, viewer) -> str:
    """"Your Jinx's ability: <words>\n  → " for the ability that asks, or ""."""
    r = _resolving(state)
    if r is None:
        return ""
    ab, src, p = r
    what = "spell" if ab is not None and ab["kind"] == "spell" else "ability"
    if what == "spell":
        whose = "your" if p == viewer else f"{seat(state, p)}'s"
        head = f"{whose} spell {_name(state, src)}"
    else:
        head = f"{_owned(state, src, viewer)}'s ability"
    return f"{head}: {escape(words_of(state, ab, src))}\n  → "


def pending_trigger_words(state, j: int, viewer) -> str:
    """A triggered ability waiting to go on the chain (`pending_trig[j]`), in words."""
    what, p, c, key, obj = state.pending_trig[j]
    T = state.T
    if what == "temporary":
        return f"{T.name[c]}: Temporary (it dies)"
    if what == "vision":
        return f"{T.name[c]}: Vision (look at the top card of your deck)"
    if what == "delayed":
        ab, src = ref_ability(state, key)
        return f"{T.name[c]}: a delayed part of {words_of(state, ab, src)}"
    ab = T.rules[c].triggers[key[0]][key[1]]
    return f"{T.name[c]}: {words_of(state, ab, c)}"


def _paying_for(state, viewer) -> str:
    """What the cost being paid is for, from the work stack."""
    for rec in reversed(state.stack):
        k = rec[0]
        if k in ("play_extra_costs", "play_finalize"):
            return f"playing {_name(state, rec[2])}"
        if k == "act_push":
            _, p, h, s, kk = rec
            ab = state.T.rules[s].activated[kk]
            return f"{_owned(state, s, viewer)}'s ability ({escape(words_of(state, ab, s))})"
    return "the cost"


def _plan(state, cont, aid: int) -> tuple:
    """The runes a payment option leaves (its id is costs.plan_id of them)."""
    from .costs import plan_of

    return plan_of(aid)


def pay_plan_words(state, p: int, plan) -> str:
    """What a payment way does to p's runes: "exhaust 2 Fury, recycle 1 Chaos — leaves 1
    ready rune"."""
    T = state.T
    ready, exhd = [0] * 6, [0] * 6
    for c in state.runes[p]:
        ds = T.domain_set[c]
        d = next(iter(ds)) if ds else 0
        if state.exh[c]:
            exhd[d] += 1
        else:
            ready[d] += 1
    ex, rec, left = [], [], []
    for d in range(6):
        r_after, x_after = plan[2 * d], plan[2 * d + 1]
        n_rec = ready[d] + exhd[d] - r_after - x_after
        n_en = ready[d] - r_after
        name = DOMAIN_ORDER[d].title()
        if r_after:
            left.append(f"{r_after} {name}")
        if n_en:
            ex.append(f"{n_en} {name}")
        if n_rec:
            rec.append(f"{n_rec} {name}")
    parts = []
    if ex:
        parts.append("exhaust " + " + ".join(ex))
    if rec:
        parts.append("recycle " + " + ".join(rec))
    head = ", ".join(parts) if parts else "the Rune Pool pays it all"
    return f"{head} → {' + '.join(left) + ' ready' if left else 'none ready'}"


# ---- the options ----------------------------------------------------------------------------------

def hand_card(state, kind: str, aid: int) -> int | None:
    """The card of the decider's hand an option acts on, or None."""
    pend = state.pending
    if pend is None or aid == NONE or not 0 <= aid < state.T.n:
        return None
    hand = state.hand[pend[0]]
    if kind in PLAY_KINDS or kind in HAND_KINDS:
        return aid if aid in hand else None
    return None


def hand_options(state, viewer: int) -> dict:
    """Card -> what choosing it does, for the cards of the viewer's hand that are options."""
    pend = state.pending
    if pend is None or pend[0] != viewer:
        return {}
    kind = pend[1]
    out = {}
    for aid in pend[2]:
        c = hand_card(state, kind, aid)
        if c is not None:
            out[c] = "play it" if kind in PLAY_KINDS else HAND_KINDS[kind]
    return out


def _cost_of(state, p: int, c: int, how: int) -> str:
    e, pw = state.card_cost(p, c, how, paid=0, acc=0)
    return cost_text(e, pw)


def _play_label(state, a: Action, viewer: int) -> str:
    from .chain import HOW_CHAMP, HOW_FACEDOWN, HOW_HAND

    T = state.T
    aid = a.id
    if aid >= ACT:
        x = aid - ACT
        h, s, k = x // 4096, (x % 4096) // 8, x % 8
        ab = T.rules[s].activated[k]
        via = "" if h == s else f" (through {T.name[h]})"
        n = len(T.rules[s].activated)
        return _short(f"use {T.name[s]}'s ability{f' {k + 1}' if n > 1 else ''}{via}: "
                      f"{words_of(state, ab, s)}")
    if aid >= MOVE:
        c = aid - MOVE
        frm = "from your base" if state.loc[c] == BASE else f"from {_bf(state, state.at[c])}"
        return f"move {T.name[c]} ({state.might(c)} Might, {frm})"
    if aid >= HIDE:
        x = aid - HIDE
        return f"hide {T.name[x // 8]} facedown at {_bf(state, x % 8)} (pay 1 Power of any domain)"
    loc = state.loc[aid]
    if loc == FACEDOWN:
        return (f"play {T.name[aid]} from facedown at {_bf(state, state.at[aid])} "
                f"(no Energy cost)")
    how = HOW_CHAMP if loc == CHAMP else HOW_FACEDOWN if loc == FACEDOWN else HOW_HAND
    frm = " from your Champion Zone" if loc == CHAMP else ""
    return f"play {T.name[aid]}{frm} ({_cost_of(state, viewer, aid, how)})"


def _bf_label(state, aid: int, viewer: int, kind: str) -> str:
    if aid == NONE:
        return "to your base" if kind != "battlefield" else "none"
    if not 0 <= aid < len(state.bf):
        return str(aid)
    q = state.ctrl[aid]
    held = "held by you" if q == viewer else "open" if q < 0 else f"held by {seat_name(state, q)}"
    n = sum(1 for u in state.units[aid] if state.T.type[u] == "unit")
    prep = "" if kind in ("battlefield", "staged") else "to "
    return f"{prep}{_bf(state, aid)} ({held}, {n} unit{'s' if n != 1 else ''} there)"


def _label(state, a: Action, viewer: int) -> str:
    """A fuller label than the engine's for the options a person weighs."""
    T = state.T
    kind, aid = a.kind, a.id
    pend = state.pending
    cont = pend[3] if pend else ()
    if kind in PLAY_KINDS:
        return a.label if aid == NONE else _play_label(state, a, viewer)
    if kind in BF_KINDS:
        return _bf_label(state, aid, viewer, kind)
    if kind == "mulligan":
        if aid == NONE:
            k = len(state.hidden[viewer])
            return ("keep the hand" if not k else
                    f"done: draw {k}; the set-aside card{'s go' if k > 1 else ' goes'} to the "
                    f"bottom of the deck")
        return f"set aside {T.name[aid]}"
    if kind == "discard":
        return f"discard {T.name[aid]}"
    if kind == "play_from_hand":
        return "play none" if aid == NONE else f"play {T.name[aid]}"
    if kind == "trigger_order":
        return _short(pending_trigger_words(state, aid, viewer))
    if aid == NONE:
        return "done: keep these" if kind == "keep_target" else a.label
    if kind == "assign":
        got = dict(cont[6])
        need = max(0, state.lethal_left(aid) - got.get(aid, 0))
        tail = f"{need} more for lethal" if need else "has lethal damage already"
        return (f"{T.name[aid]} — {state.might(aid)} Might, {got.get(aid, 0)} assigned, "
                f"{tail}")
    if kind in CARD_KINDS:
        prefix = "also move " if kind == "move_also" else ""
        return prefix + unit_words(state, aid, viewer)
    if kind == "pay":
        try:
            return pay_plan_words(state, cont[1], _plan(state, cont, aid))
        except (IndexError, TypeError):
            return a.label
    if kind == "accelerate":
        c = cont[2]
        if not aid:
            return "no: it enters exhausted"
        ds = T.domains[c]
        dom = ds[0].title() if len(ds) == 1 else (
            " or ".join(d.title() for d in ds) if ds else "any domain's")   # [C], seed 004
        if aid > 1:
            return a.label + ", it enters ready"
        return f"yes: pay 1 Energy + 1 {dom} Power more, it enters ready"
    if kind == "play_here_cost":
        if aid == NONE:
            return "no: pay no extra cost"
        from .vocab import cost_words

        ab = state.here_cost_of(aid, cont[1])
        return (f"yes: {cost_words(ab['cost'], 'battlefield')} more for {_bf(state, aid)}: "
                f"{_name(state, cont[2])} must be played there, and it enters ready")
    if kind == "optional_cost":
        c = cont[2]
        ab = next((x for x in T.rules[c].costs if x["optional"]), None)
        if ab is None or not aid or aid > 1:
            return a.label if aid else "no: do not pay it"
        from .vocab import cost_words

        return f"yes: {cost_words(ab['cost'], _noun(state, c))}"
    if kind == "optional":
        return "yes, do it" if aid else "no"
    if kind == "mode":
        try:
            step = state.steps_of(state.resolving[-1][0])[cont[1]]
            from .vocab import ability_words

            words = ability_words({"kind": "spell", "do": step["modes"][aid]})
            return _short(f"mode {aid + 1}: {words}")
        except (IndexError, KeyError, TypeError):
            return a.label
    if kind == "discount_order":
        try:
            e, pw = state.total_cost(cont[1], cont[2], aid)
            return f"discount order {aid + 1}: it then costs {cost_text(e, pw)}"
        except (IndexError, KeyError, TypeError):
            return a.label
    if kind in MERGED and 0 <= aid < T.n:
        return T.name[aid]
    return a.label


def shown_actions(state, actions) -> list:
    """The options as a person sees them: relabelled (`_label`), and copies of one card in
    a trash shown once ("(3 copies: any one)")."""
    if not actions or state.pending is None:
        return list(actions)
    viewer = state.pending[0]
    kind = actions[0].kind
    out = []
    for a in actions:
        try:
            out.append(Action(a.kind, a.id, _label(state, a, viewer)))
        except (IndexError, KeyError, TypeError, ValueError, AttributeError):
            out.append(a)
    if kind not in MERGED:
        return out
    merged, seen = [], {}
    T = state.T
    for a in out:
        if a.id == NONE:
            merged.append(a)
            continue
        key = T.cards[a.id].id
        if key in seen:
            seen[key][1] += 1
            continue
        seen[key] = [len(merged), 1]
        merged.append(a)
    for _, (i, n) in seen.items():
        if n > 1:
            a = merged[i]
            merged[i] = Action(a.kind, a.id, f"{a.label} ({n} copies: any one)")
    return merged


def option_numbers(state, viewer: int) -> dict:
    """Option id -> the key the terminal shows for it: numbers 1, 2, ... for the options
    that are not cards of the hand (those are chosen by their card's letter), in the order
    of the options shown."""
    pend = state.pending
    if pend is None or pend[0] != viewer:
        return {}
    out, n = {}, 0
    for a in shown_actions(state, state.legal_actions()):
        if hand_card(state, pend[1], a.id) is None:
            n += 1
            out[a.id] = str(n)
    return out


# ---- the question ---------------------------------------------------------------------------------

def _chain_top(state, viewer) -> str:
    it = state.chain[-1]
    ab, src = item_ability(state, it)
    p = it[1]
    who = "your" if p == viewer else f"{seat(state, p)}'s"
    if it[0] == 0:
        what = f"{who} spell {_name(state, it[2])}"
    elif it[0] == 3:
        rule = ("Temporary (it dies)" if it[3] == "temporary" else
                "Vision (look at the top card of the deck, then keep it there or recycle it)")
        return f"{who} {_name(state, it[2])}'s {rule}"
    else:
        what = f"{who} {_name(state, it[2])}'s ability"
    words = escape(words_of(state, ab, src)) if ab is not None else "an ability"
    targets = [c for _, cs in it[4] for c, _ in cs]
    aim = (" → " + ", ".join(_owned(state, c, viewer) for c in targets)) if targets else ""
    return f"{what} ({words}){aim}"


def _timing(state, p: int) -> str:
    """Where the game is, for a play decision: the showdown, the chain."""
    sd = state.showdown
    out = ""
    if sd is not None:
        i, combat, att, dfn = sd[:4]
        if combat:
            out = (f"Combat at {_bf(state, i)}: {seat(state, att) if att != p else 'you'} "
                   f"attack{'s' if att != p else ''}, {seat(state, dfn) if dfn != p else 'you'} "
                   f"defend{'s' if dfn != p else ''}. ")
        else:
            who = "you contest" if att == p else f"{seat(state, att)} contests"
            out = (f"Showdown at {_bf(state, i)} ({who} it; when it ends, the side with "
                   f"units there takes control). ")
    return out


def prompt(state, viewer: int) -> str | None:
    """What the pending decision asks the viewer, and why (rich markup)."""
    pend = state.pending
    if pend is None or pend[0] != viewer:
        return None
    try:
        return _prompt(state, viewer, pend)
    except (IndexError, KeyError, TypeError, ValueError, AttributeError):
        return f"[bold]Asked:[/] {escape(pend[1])}"


def _prompt(state, viewer, pend) -> str:
    p, kind, opts, cont = pend
    T = state.T
    ask = "[bold]Asked:[/] "
    if kind == "mulligan":
        aside = [c for c in state.hidden[p] if state.loc[c] == RESERVE]
        m = (f" Set aside so far: {'; '.join(_name(state, c) for c in aside)}." if aside
             else "")
        return ask + ("mulligan: set aside up to 2 cards of your hand; you draw as many, and "
                      "the set-aside ones go to the bottom of your deck." + m)
    if kind == "act":
        ready = sum(1 for c in state.runes[p] if not state.exh[c])
        return ask + (f"your Action Phase (nothing on the chain, no showdown): play a card, "
                      f"move ready units, hide a card, use an ability — or end the turn. "
                      f"You have {ready} ready rune{'s' if ready != 1 else ''}.")
    if kind == "respond":
        return ask + (f"{_timing(state, p)}On the chain, newest: {_chain_top(state, viewer)}. "
                      f"You have priority: play a Reaction, or pass (when every player has "
                      f"passed in a row, the newest item resolves).")
    if kind == "focus":
        sd = state.showdown
        end = "combat damage follows" if sd[1] else "the showdown is over"
        return ask + (f"{_timing(state, p)}You have Focus: play an Action or a Reaction, use "
                      f"such an ability, or pass (when every player passes in a row, {end}; "
                      f"{sd[4]} passed so far).")
    if kind == "destination_play":
        c = cont[2]
        info = state._item(c)[1][5]
        if len(info) > 5 and info[5] >= 0 or info[0] >= HOW_EFFECT and info[0] & EFF_MUST:
            return ask + (f"play {_name(state, c)} where: the places left by the requirements "
                          f"of where to play it (a hidden spell's battlefield, a battlefield "
                          f"whose extra cost you pay); requirements that conflict: you meet one "
                          f"of them and ignore the others.")
        return ask + (f"play {_name(state, c)} where: your base, or a battlefield you "
                      f"control.")
    if kind == "accelerate":
        c = cont[2]
        j, it = state._item(c)
        e0, pw0 = state.card_cost(p, c, it[5][0], it[5][1], 0)
        e1, pw1 = state.card_cost(p, c, it[5][0], it[5][1], 1)
        return ask + (f"{_name(state, c)} has Accelerate: pay {cost_text(e1, pw1)} instead of "
                      f"{cost_text(e0, pw0)} and it enters ready (able to move or use an "
                      f"Exhaust ability this turn)?")
    if kind == "repeat":
        c = cont[2]
        j, it = state._item(c)
        e0, pw0 = state.card_cost(p, c, it[5][0], it[5][1], 0)
        e1, pw1 = state.card_cost(p, c, it[5][0], it[5][1], 1)
        return ask + (f"{_name(state, c)} has Repeat: pay {cost_text(e1, pw1)} instead of "
                      f"{cost_text(e0, pw0)} and its instructions are carried out twice?")
    if kind == "play_here_cost":
        c = cont[2]
        spots = "; ".join(f"{_bf(state, i)}: "
                          f"{escape(words_of(state, state.here_cost_of(i, p), state.bf[i]))}"
                          for i in opts if i != NONE)
        return ask + (f"playing {_name(state, c)}: {spots} Pay that extra cost (a "
                      f"requirement of where {_name(state, c)} is played, asked before its "
                      f"destination)?")
    if kind == "optional_cost":
        c = cont[2]
        ab = next((x for x in T.rules[c].costs if x["optional"]), None)
        return ask + (f"playing {_name(state, c)}: {escape(words_of(state, ab, c))} "
                      f"Pay it?")
    if kind == "target":
        c, k = cont[2], cont[3]
        from .vocab import selector_words

        sel = state._sel_of(c, k)
        j, it = state._item(c)
        chosen = [x for kk, cs in it[4] if kk == k for x, _ in cs]
        n = sel.get("count") or 1
        done = f" ({len(chosen)} of {n} chosen)" if n > 1 else ""
        spell = escape(words_of(state, T.rules[c].spell, c))
        return ask + (f"your spell {_name(state, c)}: {spell}\n  → choose "
                      f"{escape(selector_words(sel, 'spell'))}{done}.")
    if kind == "target_ability":
        j, k = cont[1], cont[2]
        it = state.chain[j]
        ab, src = item_ability(state, it)
        from .vocab import selector_words

        sel = state.steps_of(state._ref_of(it))[k]["target"]
        return ask + (f"{_owned(state, it[2], viewer)}'s ability: "
                      f"{escape(words_of(state, ab, src))}\n  → choose "
                      f"{escape(selector_words(sel, _noun(state, src)))} as it goes on the "
                      f"chain.")
    if kind == "choose":
        from .vocab import selector_words

        step = state.steps_of(state.resolving[-1][0])[cont[1]]
        r = _resolving(state)
        noun = _noun(state, r[1]) if r and r[1] >= 0 else "card"
        return ask + (f"{_source_line(state, viewer)}choose "
                      f"{escape(selector_words(step['target'], noun))} (now, as it "
                      f"resolves).")
    if kind == "pay":
        e, pw = cont[2], cont[3]
        pool = ""
        if state.pool_e[p] or any(state.pool_p[p]) or (cont[4] and state.pool_spell[p]):
            pool = " (your Rune Pool pays first)"
        return ask + (f"pay {cost_text(e, pw)} for {_paying_for(state, viewer)}{pool}: "
                      f"exhaust a ready rune for 1 Energy, recycle a rune (to the bottom of your "
                      f"rune deck) for 1 Power of its domain. Choose a way: what it exhausts, "
                      f"what it recycles → which runes stay ready.")
    if kind == "discount_order":
        return ask + (f"playing {_name(state, cont[2])}: its discounts give different costs "
                      f"in different orders — choose the order.")
    if kind == "assign":
        i, _, mine, theirs, left, plan = cont[1:7]
        got = dict(plan)
        so_far = "; ".join(f"{T.name[u]} {n}" for u, n in got.items() if n) or "nothing yet"
        deal = f"{left} more" if got else f"{left}"
        role = "attacking" if mine == 1 else "defending"
        dealers = [u for u in state.units[i] if state.role[u] == mine and not state.stun[u]]
        by = "; ".join(f"{T.name[u]} {max(0, state.might(u))}" for u in dealers)
        return ask + (f"combat damage at {_bf(state, i)}: your {role} units ({by}) deal "
                      f"{deal}. Choose the enemy unit that takes the next damage: each gets "
                      f"lethal damage before the next gets any (Tank units first); once all "
                      f"have lethal, the rest goes to any of them. Assigned: {so_far}.")
    if kind == "move_to":
        c = cont[2]
        return ask + (f"move {_name(state, c)} ({state.might(c)} Might) where? Moving "
                      f"exhausts it; a battlefield you do not control is contested (a "
                      f"showdown, or a combat when enemy units are there).")
    if kind == "move_also":
        dest, group = cont[2], cont[3]
        to = "your base" if dest < 0 else _bf(state, dest)
        names = ", ".join(_name(state, u) for u in group)
        return ask + (f"moving {names} to {to}: move another ready unit with them, or no "
                      f"more units.")
    if kind == "destination":
        c = cont[1]
        return ask + f"{_source_line(state, viewer)}move {_owned(state, c, viewer)} where?"
    if kind == "discard" and cont[0] != "cost_discard_done":
        left = 1 + sum(1 for r in state.stack if r[0] == "discard_pick" and r[1] == p)
        more = f" ({left} to discard)" if left > 1 else ""
        return ask + f"{_source_line(state, viewer)}discard a card from your hand{more}."
    if kind == "cost_unit":
        what = "exhaust" if cont[2] == "exhaust" else "kill"        # kill, kill_top
        return ask + f"pay a cost of {_paying_for(state, viewer)}: {what} one of your units."
    if kind in SIMPLE:
        whose, words = SIMPLE[kind]
        head = _source_line(state, viewer) if whose == "source" else \
            f"pay a cost of {_paying_for(state, viewer)}: "
        return ask + head + words
    if kind == "optional":
        if cont[0] == "trash_play_done":
            c = cont[2]
            return ask + (f"{_name(state, c)} was discarded: play it from your trash for "
                          f"{cost_text(0, state._chompers_power(c))}?")
        ab, src = ref_ability(state, cont[1])
        return ask + (f"{_owned(state, cont[3], viewer)}'s ability: "
                      f"{escape(words_of(state, ab, src))}\n  → do it?")
    if kind == "staged":
        what = "showdowns" if cont[1] == 1 else "combats"
        return ask + (f"{what} are staged at several battlefields: choose the one that "
                      f"begins first (the others follow, one at a time).")
    if kind == "trigger_order":
        return ask + ("several of your abilities trigger at once: choose the one that goes "
                      "on the chain next (the last one put there resolves first).")
    if kind == "vision":
        top = state.deck[p][-1] if state.deck[p] else -1
        what = _name(state, top) if top >= 0 else "(none)"
        return ask + (f"Vision: the top card of your deck is {what}. Recycle it (to the "
                      f"bottom of your deck) or keep it on top?")
    return ask + f"{_source_line(state, viewer)}{escape(kind)}"


# ---- a card in full -------------------------------------------------------------------------------

def visible_cards(state, viewer: int) -> list[int]:
    """The cards the viewer can see: every public zone, their own hand and facedown
    cards, the chain, and the cards they know in hidden places."""
    out = list(state.bf) + state.chain_cards()
    for i in range(len(state.bf)):
        out += state.units[i]
    for p in range(state.n):
        for z in ("base", "legend", "champ", "trash", "banish", "runes", "aside"):
            out += list(getattr(state, z)[p])
    out += list(state.hand[viewer]) + list(state.hidden[viewer])
    out += state.knowledge(viewer)["exact"]
    return list(dict.fromkeys(out))


def _query_hits(state, viewer: int, q: str, keys: dict) -> list[int]:
    by_key = {k: c for c, k in keys.items()}
    if q in by_key:
        return [by_key[q]]
    if len(q) == 2 and q[0] in "bl" and q[1].isdigit():
        k = int(q[1]) - 1
        if q[0] == "b":
            return [state.bf[k]] if 0 <= k < len(state.bf) else []
        return list(state.legend[k]) if 0 <= k < state.n else []
    if q in ("legend", "champion"):
        return list(state.legend[viewer] if q == "legend" else state.champ[viewer])
    vis = visible_cards(state, viewer)
    T = state.T
    return [c for c in vis if T.cards[c].code.lower() == q or T.cards[c].id == q] or \
        [c for c in vis if len(q) >= 2 and q in T.name[c].lower()]


def card_info(state, viewer: int, query: str, keys: dict):
    """A visible card by key ("a"), battlefield ("b1"), legend ("l2": player 2's), code or
    name (a part is enough), in full words; None when no card the viewer can see fits."""
    q = query.strip().lower()
    hits = _query_hits(state, viewer, q, keys)
    if not hits:
        return None
    parts, names = [], set()
    for c in hits:
        key = (state.T.cards[c].id, where(state, c, viewer), c in state.T.copy_src)
        if key in names:
            continue
        names.add(key)
        if len(names) > 3:
            break
        parts += card_lines(state, c, viewer)
    if len(names) > 3:
        parts.append(Text(f"(and more that fit '{query}')", style="dim"))
    return Group(*parts)


def card_lines(state, c: int, viewer) -> list[Text]:
    from .render import _kw_names
    from .vocab import card_words

    T = state.T
    cd = T.cards[c]
    head = Text(cd.name, style="bold " + card_style(T, c))
    doms = "/".join(d.title() for d in cd.domains) or "colourless"
    head.append(f"  {cd.code} · {doms} {cd.kind} · {where(state, c, viewer)}", style="grey70")
    stats = []
    if cd.type in ("unit", "spell", "gear"):
        stats.append(f"cost {cost_text(T.energy[c], T.power[c])}")
    if cd.type == "unit":
        stats.append(f"{cd.might} Might")
    if cd.might_bonus:
        stats.append(f"Might Bonus {cd.might_bonus:+d} (to the unit it is attached to)")
    if cd.tags:
        stats.append("tags " + ", ".join(cd.tags))
    out = [head]
    if stats:
        out.append(Text("  " + "; ".join(stats)))
    if T.copies and c in T.copy_src:
        src = T.base.cards[T.copy_src[c]].name          # a copy effect (CR 450.1.b)
        out.append(Text(f"  a {T.base.name[c]} token, a copy of {src}: its name, cost, "
                        f"domains, Might, tags and abilities are the copied card's",
                        style="grey70"))
    if state.on_board(c):
        now = []
        if T.type[c] == "unit":
            now.append(f"now {state.might(c)} Might")
        now.append("exhausted" if state.exh[c] else "ready")
        for flag, word in ((state.dmg[c], f"{state.dmg[c]} damage"),
                           (state.buff[c], "buffed"), (state.stun[c], "stunned")):
            if flag:
                now.append(word)
        if state.role[c]:
            now.append("attacking" if state.role[c] == 1 else "defending")
        kws = _kw_names(state, c, True)
        if kws:
            now.append("has " + ", ".join(kws))
        ctrl = state.ctrl_of[c]
        if ctrl != T.owner[c]:
            now.append(f"controlled by {seat_name(state, ctrl)}")
        out.append(Text("  " + ", ".join(now), style="bold"))
    elif T.type[c] == "legend":
        out.append(Text("  " + ("exhausted" if state.exh[c] else "ready"), style="bold"))
    ca = T.abilities.get(cd.id)
    lines = card_words(ca, _noun(state, c) if cd.type != "spell" else None) if ca else []
    lines += cd.text() if ca is None else []
    for words in lines or ["(no abilities)"]:
        out.append(Text("  " + words, style="italic" if not words.startswith("(") else "dim"))
    return out


# ---- every public zone ----------------------------------------------------------------------------

def _names(state, ids) -> str:
    return "; ".join(state.T.name[c] for c in ids) or "—"


def zones(state, viewer: int | None):
    """Every public zone of every seat in full (legend, Champion Zone, base, runes by
    domain, trash newest first, banishment, set-aside battlefields), the battlefields in
    play, and what the viewer knows of hidden places."""
    T = state.T
    me = 0 if viewer is None else viewer
    lines = []
    exact = set(state.knowledge(viewer)["exact"]) if viewer is not None else set()
    for i, b in enumerate(state.bf):
        q = state.ctrl[i]
        held = "open" if q < 0 else f"held by {seat_name(state, q)}"
        units = "; ".join(f"{T.name[u]} ({seat_name(state, state.ctrl_of[u])}, "
                          f"{state.might(u)} Might)" for u in state.units[i]) or "no units"
        lines.append(Text(f"B{i + 1} {T.name[b]} — {held}: {units}"))
    for p in state.seats_from(me):
        who = "" if viewer is None else " (you)" if p == viewer else ""
        lines.append(Text.from_markup(f"{seat(state, p)}{who} — {state.points[p]} points"))
        lines.append(Text(f"  legend: {_names(state, state.legend[p])} · Champion Zone: "
                          f"{_names(state, state.champ[p])}"))
        lines.append(Text(f"  base: {_names(state, state.base[p])}"))
        by: dict = {}
        for c in state.runes[p]:
            d = T.domains[c][0] if T.domains[c] else "?"
            by.setdefault(d, [0, 0])[1 if state.exh[c] else 0] += 1
        runes = "; ".join(f"{d.title()} {by[d][0]} ready, {by[d][1]} exhausted"
                          for d in DOMAIN_ORDER if d in by)
        lines.append(Text(f"  runes {len(state.runes[p])}: {runes or '—'} · rune deck "
                          f"{len(state.runedeck[p])}"))
        lines.append(Text(f"  trash {len(state.trash[p])} (newest first): "
                          f"{_names(state, state.trash[p][::-1])}"))
        lines.append(Text(f"  banishment {len(state.banish[p])}: "
                          f"{_names(state, state.banish[p])}"))
        if state.aside[p]:
            lines.append(Text(f"  battlefields not in play: {_names(state, state.aside[p])}"))
        lines.append(Text(f"  hand {len(state.hand[p])} · deck {len(state.deck[p])}"))
        known = []
        if viewer is not None:
            for k, c in enumerate(reversed(state.deck[p])):
                if c in exact:
                    known.append(f"deck {'top' if k == 0 else f'#{k + 1}'}: {T.name[c]}")
            if p != viewer:
                known += [f"hand: {T.name[c]}" for c in state.hand[p] if c in exact]
        if known:
            lines.append(Text("  you know: " + "; ".join(known), style="dim"))
    return Group(*lines)


_ = (ANY, DOM)
