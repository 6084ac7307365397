"""What a WIXOSS decision asks a person, and why, for the terminal (`tcgsim play`).

`prompt(state, viewer)` says what the pending decision is for: the card and the ability
that ask (in the words vocab.py generates, never cut), the cost still to pay, what an
attack will do, why a SIGNI must go. `shown_actions` is the option list a person sees:
copies of one card in a zone where they cannot be told apart (a deck being searched, the
trash, the cards looked at) once, and labels that say more than the engine's (what a
SIGNI zone faces, what an attack meets, whose SIGNI a target is, what an option of a
choice does). `hand_card` / `hand_options` say which options are cards of the hand (the
terminal chooses those by the card's letter); `option_numbers` the numbers of the other
options, as the terminal gives them (the table's tags use the same); `card_info` a card
the viewer can see in full (`?KEY`, `?s1` your SIGNI zone 1, `?o1` the opponent's,
`?lrig` / `?olrig`, `info NAME` or a code); `zones` every public zone in full.
"""

from __future__ import annotations

from rich.console import Group
from rich.markup import escape
from rich.text import Text

from ...core.actions import Action
from .narrate import ZONE_WORDS, card, color_style, seat
from .rules import ARTS, HAND_LIMIT, RESONA, SPELL, SUMMON, TRASH
from .state import DOWN, FROZEN, NONE
from .vocab import (COLORS, KEYWORDS, ability_words, cost_words, effect_words, filter_words,
                    verb_words)

KW_WORDS = {"lancer": "Lancer", "double_crush": "Double Crush", "assassin": "Assassin"}
# decisions whose options are cards of the decider's hand, and what choosing one does
HAND_KINDS = {"mulligan": "mark it to go back to the deck",
              "ener": "put it into the ener zone", "guard": "discard it to guard",
              "discard": "discard it", "discard_cost": "discard it (the cost)",
              "to_field": "put it onto the field"}
# decisions among cards of one zone, where copies of a card are the same choice
# (the ener zone paying, the deck searched, a trash, the cards looked at or revealed, the
# opponent's hand seen)
MERGED = frozenset({"pay", "search", "pick", "charm", "order", "look", "to_field", "reveal",
                    "ener_trash", "exceed"})


# ---- small words ----------------------------------------------------------------------------

def _name(state, c: int) -> str:
    return card(state.T, c)


def cost_text(vec) -> str:
    """A cost vector (6 counts, vocab.COLORS order) in words: "2 white + 1 of any colour"."""
    parts = []
    for i, n in enumerate(vec):
        if n:
            parts.append(f"{n} {COLORS[i]}" if COLORS[i] != "colorless" else f"{n} any")
    return " + ".join(parts) if parts else "free"


def where(state, c: int, viewer: int | None) -> str:
    """Where a card lies, in words, from the viewer's side."""
    T = state.T
    p = T.owner[c]
    mine = "your" if p == viewer else f"{state.game.seat_names[p]}'s"
    if c in state.signi[p]:
        return f"{mine} SIGNI zone {state.signi[p].index(c) + 1}"
    if state.lrig[p] and state.lrig[p][-1] == c:
        return f"{mine} LRIG zone"
    if c in state.check:
        return "the check zone"
    for z, words in (("lrig", "LRIG zone (under the LRIG)"), ("hand", "hand"),
                     ("ener", "ener zone"), ("trash", "trash"), ("lrig_trash", "LRIG trash"),
                     ("lrig_deck", "LRIG deck"), ("looking", "cards looked at"),
                     ("deck", "deck"), ("life", "life cloth"), ("charms", "charms")):
        if c in getattr(state, z)[p]:
            return f"{mine} {words}"
    return "nowhere"


def _signi_words(state, c: int, viewer) -> str:
    T = state.T
    p = T.owner[c]
    who = "your" if p == viewer else f"{state.game.seat_names[p]}'s"
    slot = state.slot_of(c)
    at = f"zone {slot + 1}, " if slot >= 0 else ""
    if T.type[c] == "lrig":
        return f"{who} LRIG {T.name[c]}"
    return f"{who} {T.name[c]} ({at}level {T.level[c]}, {state.power(c)} power)"


def root_path(path: str) -> str:
    """The part of a verb-list path that names the ability itself: "" (the card's own),
    "g<const>.<modify>" (granted by a 【常】) or up to the last "<i>.a" (given by a
    grant_ability verb) -- "3.o1" / "3.e" only go deeper into its verbs."""
    parts = path.split("/") if path else []
    last = max((k for k, x in enumerate(parts) if x.startswith("g") or x.endswith(".a")),
               default=-1)
    return "/".join(parts[:last + 1])


def _ability_at(state, holder: int, aidx: int, path: str = ""):
    T = state.T
    try:
        if path and hasattr(T, "ability_at"):
            return T.ability_at(holder, aidx, path)
        if path and path.startswith("g"):
            return T.granted(holder, path)
        return T.abils[holder][aidx]
    except (IndexError, KeyError, ValueError, TypeError):
        return None


def _ability_words(state, holder, aidx, path="") -> str:
    a = _ability_at(state, holder, aidx, path)
    return escape(ability_words(a)) if a is not None else "an ability"


def _running(state):
    """(src, holder, aidx, path) of the ability whose verbs are resolving, from the work
    stack (effects.step_run pushes the next verb before its own decisions), or None."""
    for rec in reversed(state.stack):
        if rec[0] == "run":
            _, src, holder, aidx, path = rec[:5]
            return src, holder, aidx, root_path(path)
    return None


def _source(state) -> str:
    """"Player 2's Belze: [its ability]\n  → " for the ability that asks, or ""."""
    r = _running(state)
    if r is None:
        return ""
    src, holder, aidx, path = r
    return f"{_owned(state, src)}: {_ability_words(state, holder, aidx, path)}\n  → "


def _owned(state, c: int) -> str:
    p = state.T.owner[c]
    viewer = state.pending[0] if state.pending else None
    who = "your" if p == viewer else f"{seat(state.game, p)}'s"
    return f"{who} {_name(state, c)}"


def _ctx_source(state, ctx) -> str:
    holder, aidx, path, _ = ctx
    root = root_path(path)
    r = _running(state)
    src = r[0] if r else holder
    return f"{_owned(state, src)}: {_ability_words(state, holder, aidx, root)}\n  → "


def _verb_at(state, ctx) -> dict | None:
    try:
        return state.eff_at(tuple(ctx))
    except (IndexError, KeyError, ValueError, TypeError):
        return None


# ---- the options --------------------------------------------------------------------------

def hand_card(state, kind: str, aid: int) -> int | None:
    """The card of the decider's hand an option acts on, or None."""
    pend = state.pending
    if pend is None or aid == NONE:
        return None
    hand = state.hand[pend[0]]
    if kind == "main":
        k, x = aid // 1000 * 1000, aid % 1000
        return x if k in (SUMMON, SPELL) and x in hand else None
    if kind in HAND_KINDS:
        return aid if aid in hand else None
    return None


def hand_options(state, viewer: int) -> dict:
    """Card -> what choosing it does, for the cards of the viewer's hand that are options."""
    pend = state.pending
    if pend is None or pend[0] != viewer:
        return {}
    kind = pend[1]
    out = {}
    plays = set()
    for aid in pend[2]:
        c = hand_card(state, kind, aid)
        if c is None:
            continue
        if kind == "main":
            plays.add(aid // 1000 * 1000)
            out[c] = "summon it" if aid // 1000 * 1000 == SUMMON else "use the spell"
        else:
            out[c] = HAND_KINDS[kind]
    if len(plays) > 1:          # one verb for all: many such options print as one line
        out = {c: "summon the SIGNI / use the spell" for c in out}
    return out


def _facing(state, p: int, slot: int) -> int:
    return state.signi[1 - p][2 - slot]


def attack_words(state, c: int) -> str:
    """What an attack by SIGNI c would do now (seed §7.6): battle the SIGNI facing it, or
    crush life cloth (at 0 life cloth: win)."""
    p = state.T.owner[c]
    slot = state.slot_of(c)
    if slot < 0:
        return ""
    d = _facing(state, p, slot)
    kw = state.keywords(c)
    if d >= 0 and "assassin" not in kw:
        ap, dp = state.power(c), state.power(d)
        res = "banishes it" if ap >= dp else "not enough power: nothing happens"
        tail = " (Lancer: then a life cloth is crushed)" if ap >= dp and "lancer" in kw else ""
        return f"battles {state.T.name[d]} ({dp} power): {res}{tail}"
    head = "Assassin: " if d >= 0 else "no SIGNI in front: "
    if not state.life[1 - p]:
        return head + "it hits at 0 life cloth — you win"
    n = 2 if "double_crush" in kw else 1
    return head + ("crushes 2 life cloth (Double Crush)" if n == 2 else "crushes a life cloth")


def _label(state, a: Action, viewer: int) -> str:
    """A fuller label than the engine's for the options a person weighs."""
    T = state.T
    kind, aid = a.kind, a.id
    if aid == NONE:
        return a.label
    if kind == "zone":
        d = _facing(state, viewer, aid)
        faces = (f"faces {state.game.seat_names[1 - viewer]}'s {T.name[d]} "
                 f"({state.power(d)} power)" if d >= 0 else "faces an empty zone")
        return f"SIGNI zone {aid + 1} ({ZONE_WORDS[aid]}) — {faces}"
    if kind == "attack":
        return f"attack with {T.name[aid]} (zone {state.slot_of(aid) + 1}, " \
               f"{state.power(aid)} power) — {attack_words(state, aid)}"
    if kind in ("target", "overflow", "resona_cost", "cost_signi"):
        verb = {"overflow": "put into the trash: ", "resona_cost": "put into the trash: "}
        return verb.get(kind, "") + _signi_words(state, aid, viewer)
    if kind == "mode":
        try:
            e = state.eff_at(tuple(state.pending[3][3]))
            return f"option {aid + 1}: {effect_words(e['options'][aid])}"
        except (IndexError, KeyError, TypeError, ValueError):
            return a.label
    if kind == "grow":
        return f"grow into {T.name[aid]} (level {T.level[aid]}, limit {T.limit[aid]}; " \
               f"cost {cost_text(T.cost[aid])})"
    if kind in ("main", "arts", "cutin"):
        k, x = aid // 1000 * 1000, aid % 1000
        if k == SUMMON:
            return f"summon {T.name[x]} (level {T.level[x]}, {T.power[x]} power)"
        if k == SPELL:
            return f"use the spell {T.name[x]} (cost {cost_text(T.cost[x])})"
        if k == ARTS:
            use = T.use[x]
            words = f": {effect_words(T.abils[x][use].get('effect', []))}" if use >= 0 else ""
            return f"use the ARTS {T.name[x]} (cost {cost_text(T.cost[x])}){words}"
        if k == TRASH:
            return f"put your {T.name[x]} (zone {state.slot_of(x) + 1}) into the trash"
        if k == RESONA:
            return f"bring out the Resona {T.name[x]} (level {T.level[x]}, {T.power[x]} power)"
        return a.label
    if kind == "pay":
        col = "Multi Ener" if T.multi[aid] else COLORS[T.color[aid]]
        return f"pay with {T.name[aid]} ({col})"
    if kind == "order":
        return f"{T.name[aid]} goes next (card {state.look_done + 1} from the top)"
    if kind == "ener" and state.on_field(aid):
        return f"put your SIGNI {T.name[aid]} (zone {state.slot_of(aid) + 1}) into the ener zone"
    return a.label


def shown_actions(state, actions) -> list:
    """The options as a person sees them: relabelled (`_label`), and copies of one card in
    a zone where they cannot be told apart shown once ("(3 copies: any one)")."""
    if not actions or state.pending is None:
        return list(actions)
    viewer = state.pending[0]
    kind = actions[0].kind
    out = [Action(a.kind, a.id, _label(state, a, viewer)) for a in actions]
    if kind not in MERGED:
        return out
    merged, seen = [], {}
    T = state.T
    for a in out:
        if a.id == NONE:
            merged.append(a)
            continue
        key = (T.code[a.id], where(state, a.id, viewer))
        if key in seen:
            seen[key][1] += 1
            continue
        seen[key] = [len(merged), 1]
        merged.append(a)
    for (code, place), (i, n) in seen.items():
        if n > 1:
            a = merged[i]
            merged[i] = Action(a.kind, a.id, f"{a.label} ({place}, {n} copies: any one)")
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


# ---- the question ----------------------------------------------------------------------------

def _pay_for(state) -> str:
    """What the cost being paid is for, from the work stack."""
    for rec in reversed(state.stack):
        k = rec[0]
        if k == "grown":
            return f"the grow into {_name(state, rec[2])}"
        if k == "spell_resolve":
            return f"the spell {_name(state, rec[2])}"
        if k == "arts_resolve":
            return f"the ARTS {_name(state, rec[2])}"
        if k == "action_resolve":
            return f"the [Action] ability of {_name(state, rec[2])}"
        if k == "resolve_now":
            return f"the ability of {_name(state, rec[2])}"
    return "the cost"


def prompt(state, viewer: int) -> str | None:
    """What the pending decision asks the viewer, and why (rich markup)."""
    pend = state.pending
    if pend is None or pend[0] != viewer:
        return None
    p, kind, opts, cont = pend
    o = 1 - p
    T = state.T
    ask = "[bold]Asked:[/] "
    only_none = tuple(opts) == (NONE,)
    if kind == "lrig0":
        return ask + ("choose the level-0 LRIG you start with, from your LRIG deck (it lies "
                      "face down until both players open).")
    if kind == "mulligan":
        marked = [state.hand[p][i] for i in state.picked if i < len(state.hand[p])]
        m = (f" Marked so far: {'; '.join(_name(state, c) for c in marked)}." if marked
             else "")
        return ask + ("mulligan (once a game): mark cards of your hand to return them; "
                      "'keep' returns the marked ones, shuffles and draws as many." + m)
    if kind == "ener":
        mine = ", or one of your SIGNI," if state.field_signi(p) else ""
        return ask + (f"ener phase: put one card of your hand{mine} into the ener zone (ener "
                      f"pays costs by colour), or none. You have {len(state.ener[p])} ener.")
    if kind == "grow":
        return ask + (f"grow phase: grow your LRIG (level {state.lrig_level(p)}) into a LRIG "
                      "of your LRIG deck of the same LRIG type, paying its grow cost from "
                      "your ener, or do not grow." +
                      ("" if len(opts) > 1 else " You cannot pay any grow now."))
    if kind == "main":
        used = sum(T.level[c] for c in state.field_signi(p))
        return ask + (f"main phase: summon a SIGNI — its level at most your LRIG's "
                      f"({state.lrig_level(p)}), your SIGNI's levels together at most its "
                      f"limit ({state.lrig_limit(p)}; now {used}) — use a spell, an ARTS or an "
                      "[Action] ability, or end the main phase.")
    if kind == "zone":
        c = cont[2] if len(cont) > 2 else -1
        what = _name(state, c) if 0 <= c < T.n else "the SIGNI"
        return ask + (f"choose the SIGNI zone for {what}. Your zone 1 faces the opponent's "
                      "zone 3 (it battles the SIGNI there); the table shows them facing.")
    if kind == "pay":
        vec = cont[2]
        return ask + (f"pay for {_pay_for(state)}: still to pay {cost_text(vec)}. Choose the "
                      "ener card that pays the next part (a coloured symbol needs that colour "
                      "or Multi Ener; 'any' takes any card).")
    if kind == "arts":
        return ask + ("ARTS step of the attack phase: use an ARTS with the [Attack Phase] "
                      "timing or an [Action] ability, or nothing more.")
    if kind == "cutin":
        sp = next((c for c in reversed(state.check) if T.type[c] == "spell"), -1)
        what = f" {_name(state, sp)}" if sp >= 0 else ""
        return ask + (f"{seat(state.game, o)} uses the spell{what}: answer with a "
                      "[Spell Cut-In] ARTS, or do not answer.")
    if kind == "attack":
        return ask + ("SIGNI attack step: attack with an up SIGNI — it battles the SIGNI "
                      "facing it (the higher or equal power banishes it); with none in front "
                      "it crushes a life cloth, and at 0 life cloth it wins — or end the step.")
    if kind == "lrig_attack":
        c = state.lrig_top(p)
        life = len(state.life[o])
        tail = ("it hits at 0 life cloth and you win" if not life else
                f"it crushes one of their {life} life cloth")
        return ask + (f"LRIG attack step: attack with your LRIG {_name(state, c)}? Unless "
                      f"{seat(state.game, o)} guards (discards a Guard card), {tail}.")
    if kind == "guard":
        c = cont[3]
        life = len(state.life[p])
        hurt = ("you have no life cloth left: it wins the game" if not life else
                f"it crushes one of your {life} life cloth")
        tail = ("" if not only_none else
                " You hold no Guard card you may use" +
                (" (a guard limit applies this turn)." if any(
                    q == p and k == "guard_limit" for q, k, _ in state.pmods) else "."))
        return ask + (f"{seat(state.game, o)}'s LRIG {_name(state, c)} attacks you: unless "
                      f"you guard (discard a Guard card from your hand), {hurt}.{tail}")
    if kind == "use":
        _, _, src, holder, aidx, path = cont[:6]
        a = _ability_at(state, holder, aidx, path)
        cost = a.get("cost") if a else None
        q = f"pay [{escape(cost_words(cost))}] and use it?" if cost else "use it?"
        if only_none:
            q += " You cannot pay the whole cost now, so the answer is no."
        return ask + (f"{_owned(state, src)}: {_ability_words(state, holder, aidx, path)}"
                      f"\n  → {q}")
    if kind == "burst":
        c = cont[2]
        b = T.burst_ab[c]
        words = _ability_words(state, c, b) if b >= 0 else "its Life Burst"
        return ask + (f"your life cloth {_name(state, c)} is crushed and has a Life Burst: "
                      f"{words}\n  → use it?")
    if kind == "target":
        ctx, left = cont[3], cont[5]
        e = _verb_at(state, ctx)
        what = escape(verb_words(e)) if e else "choose a card"
        head = _ctx_source(state, ctx)
        if e and verb_words(e).lower() in head.lower():      # the ability says it already
            what = "for it"
        more = f" ({left} to choose)" if left > 1 else ""
        if cont[2] != p:            # chosen_by = "opponent": the opponent's ability, your pick
            return ask + (f"{head}{what}: the ability is your opponent's, but you choose "
                          f"which of yours it takes{more}.")
        if what == "for it":
            return ask + f"{head}choose the target{more}."
        return ask + f"{head}{what}: choose the target{more}."
    if kind == "search":
        ctx, left = cont[2], cont[3]
        e = _verb_at(state, ctx)
        f = filter_words(e.get("filter", {}), "card") if e else "a card"
        return ask + (f"{_ctx_source(state, ctx)}search your deck for {escape(f)} "
                      f"({left} more may be taken; it is shuffled after), or take none.")
    if kind == "order":
        left = len(state.looking[p]) - state.look_done
        return ask + (f"{_source(state)}put the cards you look at back on top of your deck: "
                      f"choose the card that goes on top next ({left} left; the first chosen "
                      "is the top card).")
    if kind == "discard":
        if cont[0] == "hand_limit_pick":
            return ask + (f"end phase: discard down to {HAND_LIMIT} cards (you hold "
                          f"{len(state.hand[p])}).")
        left = cont[2]
        return ask + f"{_source(state)}discard a card from your hand ({left} to discard)."
    if kind == "discard_cost":
        f = dict(tuple(x) for x in cont[4])
        return ask + (f"pay a cost of {_owned(state, cont[2])}: discard "
                      f"{escape(filter_words(f, 'card'))} ({cont[3]} to discard).")
    if kind == "blind":
        return ask + (f"{_source(state)}choose a card of {seat(state.game, o)}'s hand without "
                      f"looking: a position, 1 to {len(state.hand[o])}.")
    if kind == "look":
        ctx = cont[2]
        e = _verb_at(state, ctx)
        f = filter_words(e.get("filter", {}), "card") if e else "a card"
        return ask + (f"{_ctx_source(state, ctx)}you see {seat(state.game, o)}'s hand: "
                      f"choose the card to discard (one that fits: {escape(f)}).")
    if kind == "declare":
        return ask + (f"{_source(state)}declare a level: every SIGNI of that level in "
                      f"{seat(state.game, o)}'s hand is discarded.")
    if kind == "pick":
        ctx, zone = cont[2], cont[3]
        e = _verb_at(state, ctx)
        f = filter_words(e.get("filter", {}), "card") if e else "a card"
        z = "trash" if zone == "trash" else "ener zone"
        n = f"up to {cont[4]} more" if NONE in opts else f"{cont[4]} to take"
        return ask + (f"{_ctx_source(state, ctx)}choose a card from your {z} to add to your "
                      f"hand (one that fits: {escape(f)}; {n}).")
    if kind == "mode":
        ctx, left = cont[3], cont[4]
        return ask + (f"{_ctx_source(state, ctx)}choose an option ({left} to choose).")
    if kind == "charm":
        host = cont[2]
        return ask + (f"{_source(state)}choose a card of your trash to put face down under "
                      f"{_owned(state, host)} as its [Charm].")
    if kind == "overflow":
        lv, lim = state.lrig_level(p), state.lrig_limit(p)
        row = state.field_signi(p)
        over = [c for c in row if T.level[c] > lv]
        if over:
            why = (f"your LRIG is level {lv}, and a SIGNI of a higher level cannot stay on "
                   f"the field")
        else:
            why = (f"your SIGNI's levels add up to {sum(T.level[c] for c in row)}, over your "
                   f"LRIG's limit {lim}")
        return ask + f"rule check: {why} — choose a SIGNI to put into the trash."
    if kind == "resona_cost":
        x = cont[2]
        f = T.resona[x][1] if T.resona[x] else {}
        return ask + (f"bring out the Resona {_name(state, x)}: put {escape(filter_words(f))} "
                      f"of your field into the trash ({cont[3]} to go).")
    if kind == "ener_trash":
        q, ctx, left = cont[2], cont[3], cont[4]
        whose = "your" if q == p else f"{seat(state.game, q)}'s"
        return ask + (f"{_ctx_source(state, ctx)}choose a card of {whose} ener zone to put "
                      f"into the trash ({left} to choose).")
    if kind == "to_field":
        ctx, left = cont[2], cont[3]
        e = _verb_at(state, ctx)
        zone = {"trash": "trash", "ener": "ener zone", "deck": "deck (it is shuffled after)",
                "hand": "hand"}.get(e.get("source") if e else "", "zone")
        f = filter_words(e.get("filter", {})) if e else "SIGNI"
        return ask + (f"{_ctx_source(state, ctx)}choose a SIGNI of your {zone} to put onto "
                      f"your field (one that fits: {escape(f)}, within your LRIG's level and "
                      f"limit; {left} to choose).")
    if kind == "reveal":
        ctx, left = cont[2], cont[3]
        e = _verb_at(state, ctx)
        f = filter_words(e.get("filter", {}), "card") if e else "a card"
        n = f"up to {left} more" if NONE in opts else f"{left} to take"
        return ask + (f"{_ctx_source(state, ctx)}choose a card among those revealed to add "
                      f"to your hand (one that fits: {escape(f)}; {n}).")
    if kind == "cost_signi":
        src, key, left = cont[2], cont[3], cont[4]
        f = dict(tuple(x) for x in cont[5])
        what = "down" if key == "down_signi" else "put into the trash"
        return ask + (f"pay a cost of {_owned(state, src)}: choose one of your SIGNI to "
                      f"{what} ({escape(filter_words(f))}; {left} to choose).")
    if kind == "cost_lrig_deck":
        return ask + (f"pay a cost of {_owned(state, cont[2])}: choose a card of your LRIG "
                      f"deck to put into the LRIG trash.")
    if kind == "exceed":
        return ask + (f"pay an Exceed cost: choose a LRIG from under your LRIG to put into the "
                      f"LRIG trash ({cont[2]} to choose).")
    return ask + f"{_source(state)}{escape(kind)}"


# ---- a card in full ---------------------------------------------------------------------------

def visible_cards(state, viewer: int) -> list[int]:
    """The cards the viewer can see: the field, the public zones, their own hand, LRIG deck
    and the cards they look at, and the cards they know in hidden places."""
    out = list(state.check)
    for p in (viewer, 1 - viewer):
        out += [c for c in state.signi[p] if c >= 0]
        for z in ("lrig", "ener", "trash", "lrig_trash"):
            out += list(getattr(state, z)[p])
    out += list(state.hand[viewer]) + list(state.lrig_deck[viewer]) + \
        list(state.looking[viewer])
    out += state.knowledge(viewer)["exact"]
    return list(dict.fromkeys(out))


def _query_hits(state, viewer: int, q: str, keys: dict) -> list[int]:
    by_key = {k: c for c, k in keys.items()}
    if q in by_key:
        return [by_key[q]]
    if len(q) == 2 and q[0] in "so" and q[1] in "123":
        p = viewer if q[0] == "s" else 1 - viewer
        c = state.signi[p][int(q[1]) - 1]
        return [c] if c >= 0 else []
    if q in ("lrig", "olrig"):
        p = viewer if q == "lrig" else 1 - viewer
        return state.lrig[p][-1:]
    vis = visible_cards(state, viewer)
    T = state.T
    return [c for c in vis if T.code[c].lower() == q] or \
        [c for c in vis if q and q in T.name[c].lower()]


def card_info(state, viewer: int, query: str, keys: dict):
    """A visible card by key ("a"), zone ("s1" your SIGNI zone 1, "o1" the opponent's,
    "lrig", "olrig"), code or name (a part is enough), in full words; None when no card
    the viewer can see fits."""
    q = query.strip().lower()
    hits = _query_hits(state, viewer, q, keys)
    if not hits:
        return None
    parts, names = [], set()
    for c in hits:
        key = (state.T.code[c], where(state, c, viewer))
        if key in names:
            continue
        names.add(key)
        if len(names) > 3:
            break
        parts += card_lines(state, c, viewer)
    if len(names) > 3:
        parts.append(Text(f"(and more that fit '{query}')", style="dim"))
    return Group(*parts)


def card_lines(state, c: int, viewer: int | None) -> list[Text]:
    T = state.T
    cd = T.cards[c]
    head = Text(cd.name, style="bold " + color_style(T, c))
    head.append(f"  {cd.code} · {cd.color} {cd.type.upper() if cd.type != 'spell' else 'spell'}"
                f" · {where(state, c, viewer)}", style="grey70")
    stats = []
    if cd.type == "lrig":
        stats.append(f"level {cd.level}, limit {cd.limit}, LRIG type {cd.lrig_type}")
        stats.append(f"grow cost {cost_text(T.cost[c])}")
    elif cd.type in ("signi", "resona"):
        stats.append(f"level {cd.level}, {cd.power} power")
        if cd.classes:
            stats.append("class " + " / ".join(f"<{x}>" for x in cd.classes))
    else:
        stats.append(f"cost {cost_text(T.cost[c])}")
        if cd.timings:
            stats.append("timing " + ", ".join(
                {"main": "[Main Phase]", "attack": "[Attack Phase]",
                 "spell_cut_in": "[Spell Cut-In]"}.get(t, t) for t in cd.timings))
    if cd.limiting:
        stats.append(f"only for a {cd.limiting} LRIG")
    if cd.life_burst:
        stats.append("Life Burst")
    out = [head, Text("  " + "; ".join(stats))]
    if state.on_field(c):
        f = state.flags[c]
        now = ["down" if f & DOWN else "up"] + (["frozen"] if f & FROZEN else [])
        if T.type[c] != "lrig":
            now.insert(0, f"now {state.power(c)} power")
            kws = sorted(state.keywords(c), key=KEYWORDS.index)
            if kws:
                now.append("has " + ", ".join(f"[{KW_WORDS[k]}]" for k in kws))
            if state.crossed(c):
                now.append("crossed")
            if any(h == c for h in state.charm_host[0] + state.charm_host[1]):
                now.append("a [Charm] lies under it")
        out.append(Text("  " + ", ".join(now), style="bold"))
    if cd.resona:
        tm, f, n = cd.resona
        out.append(Text(f"  Resona: comes out from the LRIG deck by putting {n} "
                        f"{filter_words(f)} of your field into the trash", style="italic"))
    for words in cd.text() or ["(no abilities)"]:
        out.append(Text("  " + words, style="italic" if not words.startswith("(") else "dim"))
    return out


# ---- every public zone ----------------------------------------------------------------------

def _names(state, ids) -> str:
    return "; ".join(state.T.name[c] for c in ids) or "—"


def zones(state, viewer: int | None):
    """Every public zone of both players in full (the LRIG stack, the SIGNI, the ener zone
    by colour, the trash newest first, the LRIG trash, the check zone) and what the viewer
    knows of hidden places."""
    T = state.T
    me = 0 if viewer is None else viewer
    lines = []
    exact = set(state.knowledge(viewer)["exact"]) if viewer is not None else set()
    for p in (1 - me, me):
        who = "" if viewer is None else " (you)" if p == viewer else " (opponent)"
        lines.append(Text.from_markup(f"{seat(state.game, p)}{who}"))
        stack = state.lrig[p] if state.opened or p == viewer else []
        lines.append(Text(f"  LRIG zone (bottom to top): {_names(state, stack)}"))
        row = []
        for i, c in enumerate(state.signi[p]):
            if c < 0:
                row.append(f"{i + 1} empty")
            else:
                st = "down" if state.flags[c] & DOWN else "up"
                row.append(f"{i + 1} {T.name[c]} ({state.power(c)}, {st})")
        lines.append(Text("  SIGNI zones: " + "; ".join(row)))
        by: dict = {}
        for c in state.ener[p]:
            k = "Multi Ener" if T.multi[c] else COLORS[T.color[c]]
            by.setdefault(k, []).append(T.name[c])
        ener = " | ".join(f"{k} {len(v)}: {'; '.join(v)}" for k, v in by.items()) or "—"
        lines.append(Text(f"  ener zone {len(state.ener[p])}: {ener}"))
        lines.append(Text(f"  trash {len(state.trash[p])} (newest first): "
                          f"{_names(state, state.trash[p][::-1])}"))
        lines.append(Text(f"  LRIG trash {len(state.lrig_trash[p])}: "
                          f"{_names(state, state.lrig_trash[p][::-1])}"))
        counts = (f"  life cloth {len(state.life[p])} · deck {len(state.deck[p])} · hand "
                  f"{len(state.hand[p])} · LRIG deck {len(state.lrig_deck[p])}")
        lines.append(Text(counts))
        if p == viewer or viewer is None:
            lines.append(Text(f"  {'your ' if p == viewer else ''}LRIG deck: "
                              f"{_names(state, sorted(state.lrig_deck[p]))}"))
        known = []
        if viewer is not None:
            deck = state.deck[p]
            for i, c in enumerate(reversed(deck)):
                if c in exact:
                    known.append(f"deck {'top' if i == 0 else f'#{i + 1}'}: {T.name[c]}")
            if p != viewer:
                known += [f"hand: {T.name[c]}" for c in state.hand[p] if c in exact]
        if known:
            lines.append(Text("  you know: " + "; ".join(known), style="dim"))
    lines.append(Text(f"check zone: {_names(state, state.check)}"))
    return Group(*lines)
