"""The board of WIXOSS: the terminal's table (games/wixoss/render.py) as data for the
browser's generic renderer (boards/__init__.py).

Top to bottom, as the terminal draws it: the game (turn, whose turn, phase, the format, the
first player, who is deciding, a guard limit in force, the outcome); the opponent's hand and
piles; the opponent's field (their three SIGNI zones drawn reversed, 3 2 1 from the left,
so that each faces the viewer's zone it battles -- zone i faces the opponent's zone 2-i --
then their LRIG and their ener zone); the check zone; the viewer's field (SIGNI zones
1 2 3, LRIG, ener) and the viewer's hand, LRIG deck, cards looked at and piles.

A SIGNI shows its level and power now ("L2 · 9000 (7000)": the printed power in brackets
when it differs, and a "+2000 power" tag), up / down, frozen, attacked this turn, crossed,
its keywords, and a face-down card under it for each charm. The LRIG shows level and limit,
up / down / frozen, the LRIGs under it (top first), and a note with its colour, LRIG type
and the SIGNI levels in play against the limit. Cards the pending decision of the viewer
acts on carry a tag saying what choosing them does ("attack", "choose", "pay", "grow" ...);
a SIGNI zone to summon to says so in its label.

Built from `state.view(viewer)` and the printed facts of the cards it names only (the
spectator of a bots-only game, viewer None: both seats' views, seat 1 on top). The
opponent's face-down LRIG before the open is told from their LRIG deck's count against the
size of their LRIG deck list (the view names no card of it).
"""

from __future__ import annotations

from ...games.wixoss.main import ACTION, ARTS, RESONA, SPELL, SUMMON, TRASH
from ...games.wixoss.narrate import PHASES
from ...games.wixoss.prompt import cost_text
from ...games.wixoss.state import NONE
from ...games.wixoss.table import cost_vector
from ...games.wixoss.vocab import COLORS, filter_words
from . import finish

CSS = {"white": "#e9e9e9", "red": "#f0605a", "blue": "#4aa3ff", "green": "#4cc76a",
       "black": "#a98bf0", "colorless": "#a0a4ab"}
COLOR_WORD = {"white": "white", "red": "red", "blue": "blue", "green": "green",
              "black": "black", "colorless": "colourless", "multi": "Multi Ener"}
KW = {"lancer": "Lancer", "double_crush": "Double Crush", "assassin": "Assassin"}
TYPE_WORD = {"signi": "SIGNI", "resona": "Resona", "lrig": "LRIG", "spell": "spell",
             "arts": "ARTS"}
ZONE_WORD = ("left", "centre", "right")
TIMING = {"main": "[Main Phase]", "attack": "[Attack Phase]", "spell_cut_in": "[Spell Cut-In]"}
DECIDES = {"lrig0": "chooses the LRIG to start with", "mulligan": "marks cards to return",
           "ener": "puts a card into the ener zone", "grow": "may grow the LRIG",
           "main": "acts in the main phase", "arts": "may use ARTS",
           "cutin": "may answer (cut-in)", "attack": "attacks with SIGNI",
           "lrig_attack": "may attack with the LRIG", "guard": "may guard",
           "use": "decides whether to use it", "burst": "may use the Life Burst",
           "search": "searches", "target": "chooses a target", "pick": "takes cards",
           "mode": "chooses an option", "zone": "chooses a SIGNI zone",
           "blind": "chooses a card of the opponent's hand", "declare": "declares a level",
           "pay": "pays a cost", "overflow": "trashes a SIGNI over the limit",
           "resona_cost": "pays a Resona's condition", "cost_signi": "chooses SIGNI to pay",
           "order": "orders cards", "look": "chooses among the cards looked at",
           "discard": "discards", "discard_cost": "discards (a cost)",
           "charm": "chooses a charm", "to_field": "puts a card onto the field",
           "reveal": "chooses a revealed card", "ener_trash": "trashes ener",
           "exceed": "pays Exceed"}
# what choosing a card does, by decision kind (a tag on that card)
OPTION_TAG = {"attack": "attack", "target": "choose", "overflow": "trash",
              "resona_cost": "trash", "cost_signi": "trash", "ener": "to ener",
              "pay": "pay", "grow": "grow into", "search": "take", "pick": "take",
              "order": "next on top", "look": "discard", "discard": "discard",
              "discard_cost": "discard", "charm": "as charm", "lrig0": "start with",
              "guard": "guard", "to_field": "to field",
              "reveal": "choose", "ener_trash": "trash", "exceed": "exceed"}
MAIN_TAG = {SUMMON: "summon", SPELL: "use", ARTS: "use", TRASH: "may trash",
            RESONA: "bring out"}


def _n(k: int, word: str) -> str:
    return f"{k} {word}" + ("" if k == 1 else "s")

_FACTS: dict = {}


def card_facts(card) -> dict:
    """A card's printed facts and its abilities in generated words (cached per card)."""
    hit = _FACTS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    typ = TYPE_WORD.get(card.type, card.type)
    if card.type == "lrig":
        typ += f" · {card.lrig_type}"
        stats = f"L{card.level} · limit {card.limit}"
    elif card.type in ("signi", "resona"):
        if card.classes:
            typ += " · " + " / ".join(card.classes)
        stats = f"L{card.level} · {card.power}"
    else:
        stats = "cost " + cost_text(cost_vector(card.cost))
    marks = [w for w, on in (("Guard", card.guard), ("Multi Ener", card.multi_ener),
                             ("Life Burst", card.life_burst)) if on]
    if marks:
        typ += " · " + " · ".join(marks)
    text = [f"{COLOR_WORD[card.color]} {TYPE_WORD.get(card.type, card.type)}"]
    if card.type == "lrig":
        text.append(f"grow cost {cost_text(cost_vector(card.cost))}")
    if card.timings:
        text.append("timing " + ", ".join(TIMING.get(t, t) for t in card.timings))
    if card.limiting:
        text.append(f"only for a {card.limiting} LRIG")
    if card.life_burst:
        text.append("Life Burst")
    if card.resona:
        _tm, f, n = card.resona
        text.append(f"Resona: comes out from the LRIG deck by putting {n} {filter_words(f)} "
                    "of your field into the trash")
    text += card.text() or ["(no abilities)"]
    facts = {"name": card.name, "type": typ, "stats": stats,
             "color": CSS.get(card.color, "#a0a4ab"), "text": text, "code": card.code}
    if len(_FACTS) > 4096:
        _FACTS.clear()
    _FACTS[id(card)] = (card, facts)
    return facts


# ---- the viewer's pending decision: what choosing a card does --------------------------------

def _option_tags(v) -> tuple[dict, set, bool]:
    """(card id -> tag words, SIGNI zones to summon to, may the LRIG attack) of the viewer's
    own pending decision (the view names its options only to its decider)."""
    d = v["decision"]
    tags: dict = {}
    zones: set = set()
    lrig_attack = False
    if d is None or d["options"] is None or d["player"] != v["player"]:
        return tags, zones, lrig_attack
    kind = d["kind"]
    for aid in d["options"]:
        if aid == NONE:
            continue
        if kind == "zone":
            zones.add(aid)
            continue
        if kind == "lrig_attack":
            lrig_attack = True
            continue
        if kind in ("main", "arts", "cutin"):
            k, x = aid // 1000 * 1000, aid % 1000
            if k == ACTION:
                c, word = x // 8, "act"
            elif k in MAIN_TAG:
                c, word = x, MAIN_TAG[k]
            else:
                continue
        elif kind in OPTION_TAG:
            c, word = aid, OPTION_TAG[kind]
        else:
            continue                     # positions, levels, modes: no card
        old = tags.setdefault(c, [])
        if word not in old:
            old.append(word)
    return tags, zones, lrig_attack


def _e(c: int, tags: dict, extra=None):
    """A face-up card's entry: its id, or a dict with its tags."""
    t = (extra or []) + tags.get(c, [])
    return {"id": c, "tags": t} if t else c


# ---- a seat's zones ------------------------------------------------------------------------

def _signi_zone(T, sv, tags: dict, name: str, reverse: bool, zones: set, prefix: str) -> dict:
    order = (2, 1, 0) if reverse else (0, 1, 2)
    cards, labels = [], []
    for i in order:
        z = sv["signi"][i]
        label = f"{prefix}{i + 1} · {ZONE_WORD[i]}"
        if i in zones:
            label += " · summon here"
        labels.append(label)
        if z is None:
            cards.append(None)
            continue
        c = z["card"]
        printed = T.power[c]
        pw = z["power"]
        t = ["down" if z["down"] else "up"]
        if z["frozen"]:
            t.append("frozen")
        if z["attacked"]:
            t.append("attacked")
        if pw != printed:
            t.append(f"{pw - printed:+d} power")
        if z["crossed"]:
            t.append("crossed")
        t += [KW.get(k, k) for k in z["keywords"]]
        if z["charm"]:
            t.append("charm" if z["charm"] == 1 else f"{z['charm']} charms")
        t += tags.get(c, [])
        e = {"id": c, "tags": t,
             "stats": f"L{T.level[c]} · {pw}" + (f" ({printed})" if pw != printed else "")}
        if z["charm"]:
            e["under"] = [{"back": True, "tags": ["charm"]} for _ in range(z["charm"])]
        cards.append(e)
    return {"name": name, "kind": "slots", "cards": cards, "labels": labels}


def _lrig_zone(T, sv, tags: dict, lrig_attack: bool, face_down: bool) -> dict:
    stack = sv["lrig"]
    if not stack:
        if face_down:
            return {"name": "LRIG", "kind": "cards",
                    "cards": [{"back": True, "tags": ["until the open"]}],
                    "note": "face down until the open"}
        return {"name": "LRIG", "kind": "cards", "cards": [], "note": "no LRIG yet"}
    c = stack[-1]
    t = ["down" if sv["lrig_down"] else "up"]
    if sv["lrig_frozen"]:
        t.append("frozen")
    if lrig_attack:
        t.append("attack")
    t += tags.get(c, [])
    e = {"id": c, "tags": t, "stats": f"L{sv['lrig_level']} · limit {sv['lrig_limit']}"}
    if len(stack) > 1:
        e["under"] = [_e(x, tags) for x in reversed(stack[:-1])]
    used = sum(T.level[z["card"]] for z in sv["signi"] if z is not None)
    note = (f"{COLOR_WORD[COLORS[T.color[c]]]} · {sv['lrig_type']} · SIGNI levels "
            f"{used}/{sv['lrig_limit']}")
    if len(stack) > 1:
        note += f" · {len(stack) - 1} under"
    return {"name": "LRIG", "kind": "cards", "cards": [e], "note": note}


def _ener_zone(sv, tags: dict) -> dict:
    counts = sv["ener_colors"]
    parts = [f"{COLOR_WORD[k]} {counts[k]}" for k in list(COLORS) + ["multi"] if k in counts]
    return {"name": "Ener", "kind": "cards", "cards": [_e(c, tags) for c in sv["ener"]],
            "note": f"{len(sv['ener'])}" + (": " + " · ".join(parts) if parts else "")}


def _pile(name: str, h: dict, tags: dict, note: str | None = None) -> dict:
    z = {"name": name, "kind": "pile", "count": h["count"]}
    if h["known"]:
        z["known"] = [_e(c, tags) for c in h["known"]]
    if note:
        z["note"] = note
    return z


def _listed(name: str, ids, tags: dict, note: str | None = None, wide_at: int = 7) -> dict:
    z = {"name": name, "kind": "cards", "cards": [_e(c, tags) for c in ids]}
    if note:
        z["note"] = note
    if len(ids) >= wide_at:
        z["wide"] = True
    return z


def _lrig_deck_order(T, ids):
    return sorted(ids, key=lambda c: (T.type[c] != "lrig", T.level[c], c))


def _piles(T, sv, tags: dict, own: bool, mulligan: set | None) -> list[dict]:
    """A seat's hand, LRIG deck, cards looked at and piles (face-up ones own, `own`)."""
    zs = []
    if own:
        hand = []
        for c in sorted(sv["hand"]):
            hand.append(_e(c, tags, ["marked"] if mulligan is not None and c not in mulligan
                           else None))
        zs.append({"name": "Hand", "kind": "cards", "cards": hand, "wide": True,
                   "note": _n(len(hand), "card") + (" · marked: returns to the deck"
                                                   if mulligan is not None else "")})
        zs.append(_listed("LRIG deck", _lrig_deck_order(T, sv["lrig_deck"]), tags,
                          f"{len(sv['lrig_deck'])} · you may look at it"))
        if sv["looking"]:
            zs.append(_listed("Looking at", sv["looking"], tags, "top first"))
    else:
        h = sv["hand"]
        known = [{"id": c, "tags": ["known"] + tags.get(c, [])} for c in h["known"]]
        backs = [{"back": True} for _ in range(h["count"] - len(known))]
        zs.append({"name": "Hand", "kind": "cards", "cards": known + backs,
                   "note": _n(h["count"], "card") + (f" · {len(known)} known" if known else ""),
                   "wide": h["count"] >= 7})
        zs.append(_pile("LRIG deck", sv["lrig_deck"], tags))
        if sv["looking"]["count"]:
            zs.append(_pile("Looking at", sv["looking"], tags))
    life = sv["life"]["count"]
    zs.append(_pile("Life cloth", sv["life"], tags, "last one!" if life == 1 else
                    "none left" if life == 0 else None))
    zs.append(_pile("Deck", sv["deck"], tags))
    zs.append(_listed("Trash", sv["trash"][::-1], tags, f"{len(sv['trash'])} · newest first"))
    zs.append(_listed("LRIG trash", sv["lrig_trash"][::-1], tags,
                      f"{len(sv['lrig_trash'])} · newest first"))
    if sv["charms"]["count"]:
        zs.append(_pile("Charms", sv["charms"], tags, "face down under SIGNI"))
    return zs


def _face_down_lrig(state, q: int, sv, own: bool) -> bool:
    """Before the open, the opponent's chosen level-0 LRIG lies face down: their LRIG deck
    holds one card fewer than their LRIG deck list."""
    if own or sv["lrig"]:
        return False
    n = len(state.T.decks[q].lrig)
    return sv["lrig_deck"]["count"] + len(sv["lrig_trash"]) < n


# ---- the whole board -----------------------------------------------------------------------

def _game_area(state, v, viewer) -> dict:
    names = state.game.seat_names
    items = []
    if v["turn"]:
        items.append(["turn", v["turn"]])
        items.append(["active", names[v["active"]] + (" (you)" if v["active"] == viewer else "")])
    items.append(["phase", PHASES.get(v["phase"], v["phase"])])
    items.append(["format", v["format"]])
    if v["turn"] or v["phase"] != "setup":
        items.append(["first player", names[v["first"]]])
    zones = [{"name": "Game", "kind": "stats", "items": items}]
    lines = []
    d = v["decision"]
    if d is not None and v["outcome"] is None:
        who = "you" if d["player"] == viewer else names[d["player"]]
        lines.append(f"{who}: {DECIDES.get(d['kind'], d['kind'])}")
    for q, lv in sorted(v["guard_limit"].items()):
        q = int(q)
        who = "you" if q == viewer else names[q]
        lines.append(f"this turn {who} cannot guard with a level {lv} or lower Guard card")
    o = v["outcome"]
    if o is not None:
        w = o.get("winner")
        win = "a draw" if w is None else "you win" if w == viewer else f"{names[w]} wins"
        lines.append(f"Game over: {win}" + (f" — {o['reason']}" if o.get("reason") else ""))
    if lines:
        zones.append({"name": "Now", "kind": "text", "lines": lines})
    return {"title": "WIXOSS", "side": "shared", "zones": zones}


def _seat_areas(state, q: int, sv, viewer, top: bool, tags, zones, lrig_attack,
                mulligan) -> list[dict]:
    T = state.T
    name = state.game.seat_names[q]
    own = viewer is None or q == viewer
    side = "seat" if viewer is None else "you" if q == viewer else "opponent"
    who = "" if viewer is None else " (you)" if q == viewer else " (opponent)"
    prefix = "S" if viewer is None or q == viewer else "O"
    field = [_signi_zone(T, sv, tags, "SIGNI zones", top, zones if q == viewer else set(),
                         prefix),
             _lrig_zone(T, sv, tags, lrig_attack and q == viewer,
                        _face_down_lrig(state, q, sv, own)),
             _ener_zone(sv, tags)]
    field_area = {"title": f"{name}'s field", "side": side, "zones": field}
    hand_area = {"title": f"{name}{who}", "side": side,
                 "zones": _piles(T, sv, tags, own, mulligan if q == viewer else None)}
    return [hand_area, field_area] if top else [field_area, hand_area]


def _check_area(state, check, viewer) -> dict:
    names = state.game.seat_names
    owner = state.T.owner
    cards = [{"id": c, "tags": ["yours" if owner[c] == viewer else f"{names[owner[c]]}'s"]}
             for c in check]
    return {"title": "Check zone", "side": "shared",
            "zones": [{"name": "Check zone", "kind": "cards", "cards": cards,
                       "note": "a crushed life cloth, a spell being used"}]}


def board(state, viewer: int | None) -> dict:
    if viewer is None:
        views = [state.view(0), state.view(1)]
        v = views[0]
        seats = {0: views[0]["you"], 1: views[1]["you"]}
        me = 0
        tags, zones, lrig_attack, mulligan = {}, set(), False, None
    else:
        v = state.view(viewer)
        me = viewer
        seats = {viewer: v["you"], 1 - viewer: v["opponent"]}
        tags, zones, lrig_attack = _option_tags(v)
        d = v["decision"]
        mulligan = set(d["options"]) if (d is not None and d["kind"] == "mulligan" and
                                         d["player"] == viewer and d["options"] is not None) \
            else None
    areas = [_game_area(state, v, viewer)]
    areas += _seat_areas(state, 1 - me, seats[1 - me], viewer, True, tags, zones, lrig_attack,
                         mulligan)
    areas.append(_check_area(state, v["check"], viewer))
    areas += _seat_areas(state, me, seats[me], viewer, False, tags, zones, lrig_attack,
                         mulligan)
    return finish({"areas": areas}, state, card_facts)
