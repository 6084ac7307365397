"""Riftbound's table as a board (see `tcgsim.web.boards`), drawn as the game's table lies:

  * "Riftbound": the turn, whose turn, the phase, who decides, the Victory Score, the
    teams (2v2) and the game's end;
  * every opponent's side (in turn order after the viewer), each an area: points against
    the Victory Score (2v2: the team's too) and XP, the legend (ready or exhausted), the
    Champion Zone, the runes on the board (alike runes in one state as one card, "×3"),
    the Rune Pool (Energy and Power), the base (units and gear in their state), the hand
    as a count (with the cards the viewer knows in it), the deck and the rune deck as
    counts, the trash and the banishment (count, newest card on top, the others named);
  * "Battlefields": each battlefield a row of places -- its card (who holds it, who
    contests it, a showdown or a combat there), its facedown card (the viewer's face up,
    another's a back with its owner), then the units there by controller (Might now,
    damage, exhausted, buffed, stunned, attacking/defending, keywords); the chain under
    them, newest item first, with its controller, priority and Focus;
  * a teammate's side (2v2), then the viewer's side with the hand face up.

Built from `state.view(viewer)` (a spectator of a bots-only game: every seat's view), the
printed facts of the cards it names and their words generated from tcgsim's vocabulary
(`vocab.card_words`, as the terminal's card info). Three public facts the view does not
carry are read as the terminal does: the value of a numeric keyword on a board unit
(Assault 2), what a chain item is (which ability), and which cards of another's hand the
viewer knows (`state.knowledge`)."""

from __future__ import annotations

from . import finish

DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
COLOR = {"fury": "#f05454", "calm": "#3fbf6f", "mind": "#4f9ff0", "body": "#f39a3c",
         "chaos": "#a98af5", "order": "#e8c64a"}
GREY = "#a7adb8"
PHASES = {"setup": "setup (mulligans)", "awaken": "Awaken Phase",
          "beginning": "Beginning Phase", "channel": "Channel Phase", "draw": "Draw Phase",
          "action": "Action Phase", "end": "End of Turn"}
ATTACKER, DEFENDER = 1, 2

_FACTS: dict = {}            # (abilities id, card id) -> the card's facts (printed: cacheable)
_KW: list = []               # [(keyword, bit, numeric)] of the keywords the board shows


# ---- card facts -------------------------------------------------------------------------

def _cost(cd) -> str:
    if cd.energy is None and not cd.power:
        return ""
    out = str(cd.energy or 0)
    for d, n in cd.power:
        out += f" +{n} " + ("any" if d == "any" else "own domain" if d == "own" else d.title())
    return out


def card_facts_of(abilities):
    """The facts of a card (RBCard) for the board's "cards" map: printed name, kind, cost
    and Might, domain colour, and its abilities in the vocabulary's generated words."""
    from ...games.riftbound.vocab import card_words

    aid = id(abilities)

    def facts(cd) -> dict:
        key = (aid, cd.id)
        f = _FACTS.get(key)
        if f is not None:
            return f
        stats = []
        if cd.type in ("unit", "spell", "gear"):
            stats.append(_cost(cd))
        if cd.type == "unit":
            stats.append(f"{cd.might} Might")
        doms = "/".join(d.title() for d in cd.domains) or "colourless"
        text = [f"{doms} {cd.kind}" + (f"; tags {', '.join(cd.tags)}" if cd.tags else "")]
        if stats and stats[0]:
            stats[0] = "cost " + stats[0]
            text.append(" · ".join(stats))
        ca = abilities.get(cd.id)
        noun = cd.type if cd.type in ("unit", "gear", "legend", "battlefield") else "card"
        text += card_words(ca, noun if cd.type != "spell" else None) if ca else cd.text()
        f = {"name": cd.name, "type": cd.kind, "stats": " · ".join(s for s in stats if s),
             "color": COLOR.get(cd.domains[0], GREY) if cd.domains else GREY,
             "text": text, "code": cd.code}
        if len(_FACTS) > 5000:
            _FACTS.clear()
        _FACTS[key] = f
        return f

    return facts


# ---- words ------------------------------------------------------------------------------

def seat_name(state, p: int) -> str:
    names = state.game.seat_names_for(state.format)
    return names[p] if 0 <= p < len(names) else f"player {p + 1}"


def who(state, p: int, viewer) -> str:
    return "you" if p == viewer else seat_name(state, p)


def whose(state, p: int, viewer) -> str:
    return "your" if p == viewer else seat_name(state, p) + "'s"


def _keywords():
    if not _KW:
        from ...games.riftbound.render import BOARD_KW
        from ...games.riftbound.vocab import KW_BITS

        _KW.extend((k, KW_BITS[k], k in ("assault", "shield", "deflect"))
                   for k in BOARD_KW if k in KW_BITS)
    return _KW


def unit_entry(state, u: dict, viewer) -> dict:
    """A unit or gear of the view (`unit_view`) with its state now."""
    from ...games.riftbound.vocab import keyword_name

    c = u["card"]
    cd = state.T.cards[c]
    tags = []
    e = {"id": c, "tags": tags}
    if u["type"] == "unit":
        m, printed = u["might"], cd.might or 0
        e["stats"] = f"{m} Might"
        if m != printed:
            tags.append(f"{m - printed:+d} Might")
    if u["damage"]:
        tags.append(f"{u['damage']} damage")
    if u["exhausted"]:
        tags.append("exhausted")
    if u["buff"]:
        tags.append("buffed")
    if u["stunned"]:
        tags.append("stunned")
    if u.get("empowered"):
        tags.append("empowered")
    if u["role"] == ATTACKER:
        tags.append("attacking")
    elif u["role"] == DEFENDER:
        tags.append("defending")
    bits = u["keywords"]
    if bits and u["type"] == "unit":
        for k, bit, numeric in _keywords():
            if bits & bit:
                v = state.kw_value(c, k) if numeric else True
                tags.append(keyword_name(k, v if type(v) is int and v else True))
    owner = state.T.owner[c]
    if owner != u["controller"]:
        tags.append(f"owned by {who(state, owner, viewer)}")
    return e


def _named(state, ids) -> str:
    """"Name ×2, Other" for a list of card ids (newest first)."""
    names: dict = {}
    for c in ids:
        n = state.T.name[c]
        names[n] = names.get(n, 0) + 1
    return " · ".join(n if k == 1 else f"{n} ×{k}" for n, k in names.items())


def _public_pile(state, name: str, ids: list) -> dict:
    """A public pile (trash, banishment): its count, its newest card on top, the rest named."""
    z = {"name": name, "kind": "pile", "count": len(ids)}
    if ids:
        z["top"] = ids[-1]
        rest = ids[-2::-1]
        z["note"] = ("newest on top; under it: " + _named(state, rest)) if rest else \
            "newest on top"
    return z


def _runes(state, runes: list) -> dict:
    """The runes on the board: alike runes in one state as one card ("×3")."""
    groups: dict = {}
    for c, exh in runes:
        groups.setdefault((state.T.cards[c].id, exh), []).append(c)
    cards = []
    order = {d: i for i, d in enumerate(DOMAINS)}
    for (cid, exh), cs in sorted(groups.items(), key=lambda kv: (
            order.get((state.T.cards[kv[1][0]].domains or ("",))[0], 9), kv[0][0], kv[0][1])):
        cards.append({"id": cs[0], "tags": ["exhausted" if exh else "ready"],
                      "stats": f"×{len(cs)}"})
    ready = sum(1 for _, x in runes if not x)
    return {"name": "Runes", "kind": "cards", "cards": cards,
            "note": f"{len(runes)} runes, {ready} ready"}


def _pool(pool: list) -> dict:
    e, spell, pw = pool
    power = [f"{n} {DOMAINS[i].title()}" if i < 6 else f"{n} any"
             for i, n in enumerate(pw) if n]
    items = [["Energy", e]]
    if spell:
        items.append(["Energy for spells", spell])
    items.append(["Power", ", ".join(power) or 0])
    return {"name": "Rune Pool", "kind": "stats", "items": items}


# ---- a seat -----------------------------------------------------------------------------

def seat_area(state, view: dict, p: int, viewer, hand, known, teams) -> dict:
    """Seat p's side: `hand` the cards of its hand the board shows face up (None: a
    count), `known` the ones of a hidden hand the viewer knows."""
    n_win = view["victory_score"]
    s = view["seats"][p]
    if viewer is None:
        side, rel = "seat", ""
    elif p == viewer:
        side, rel = "you", " (you)"
    elif teams and state.friends(p, viewer):
        side, rel = "seat", " (your teammate)"
    else:
        side, rel = "opponent", " (opponent)"
    items = []
    if teams:
        team_pts = sum(view["seats"][q]["points"] for q in range(state.n) if state.friends(q, p))
        items.append(["points", s["points"]])
        items.append(["team points", f"{team_pts} / {n_win}"])
    else:
        items.append(["points", f"{s['points']} / {n_win}"])
    items.append(["XP", s["xp"]])
    title = seat_name(state, p) + rel
    if teams:
        mates = [seat_name(state, q) for q in range(state.n) if q != p and state.friends(q, p)]
        if mates:
            title += " — team with " + " & ".join(mates)
    pts = items[1][1] if teams else items[0][1]
    title += f" — {pts} points" if not teams else f" — team {pts} points"
    if view["turn"] == p and view["phase"] != "setup":
        title += " — " + ("your turn" if p == viewer else "their turn")
    legend = [{"id": c, "tags": ["exhausted" if x else "ready"]} for c, x in s["legend"]]
    zones = [
        {"name": "Points", "kind": "stats", "items": items},
        {"name": "Legend", "kind": "cards", "cards": legend},
        {"name": "Champion Zone", "kind": "cards", "cards": list(s["champion_zone"])},
        _runes(state, s["runes"]),
        _pool(s["pool"]),
        {"name": "Base", "kind": "cards",
         "cards": [unit_entry(state, u, viewer) for u in s["base"]],
         "note": "units and gear"},
    ]
    if hand is not None:
        hz = {"name": "Your hand" if p == viewer else "Hand", "kind": "cards",
              "cards": list(hand), "wide": p == viewer,
              "note": f"{len(hand)} card{'' if len(hand) == 1 else 's'}" + (" — cost: Energy +Power" if p == viewer else "")}
    else:
        hz = {"name": "Hand", "kind": "pile", "count": s["hand"]}
        if known:
            hz["known"] = list(known)
    piles = [
        {"name": "Deck", "kind": "pile", "count": s["deck"]},
        {"name": "Rune Deck", "kind": "pile", "count": s["rune_deck"]},
        _public_pile(state, "Trash", s["trash"]),
        _public_pile(state, "Banished", s["banished"]),
    ]
    if p == viewer:
        zones += piles + [hz]
    else:
        zones += [hz] + piles
    return {"title": title, "side": side, "zones": zones}


# ---- the battlefields and the chain ----------------------------------------------------

def bf_zone(state, i: int, f: dict, viewer, me: int, showdown, facedown_card) -> dict:
    """Battlefield i (`f`: its entry in the view): its card, its facedown card, its units
    by controller (the others' first, in turn order, then the viewer's)."""
    T = state.T
    b = f["card"]
    q, con = f["controller"], f["contested"]
    tags = [f"held by {who(state, q, viewer)}" if q >= 0 else "open"]
    if con >= 0:
        tags.append(f"contested by {who(state, con, viewer)}")
    fighting = showdown is not None and showdown[0] == i
    if fighting:
        tags.append("COMBAT" if showdown[1] else "SHOWDOWN")
    cards = [{"id": b, "tags": tags}]
    labels = ["battlefield"]
    fd = f["facedown"]
    if fd is not None:
        owner = f["facedown_owner"]
        c = facedown_card if fd < 0 else fd
        if c is not None and c >= 0:
            cards.append({"id": c, "tags": ["facedown", whose(state, owner, viewer)]})
        else:
            cards.append({"back": True, "tags": [whose(state, owner, viewer)]})
        labels.append("facedown")
    sides: dict = {}
    for u in f["units"]:
        sides.setdefault(u["controller"], []).append(u)
    n = state.n
    for s in sorted(sides, key=lambda s: (s == me, (s - me) % n)):
        roles = {u["role"] for u in sides[s] if u["type"] == "unit"}
        role = roles.pop() if len(roles) == 1 else 0
        label = who(state, s, viewer) + (" — attacking" if role == ATTACKER else
                                          " — defending" if role == DEFENDER else "")
        for u in sides[s]:
            cards.append(unit_entry(state, u, viewer))
            labels.append(label)
    note = " · ".join(tags)
    if not f["units"]:
        note += " · no units"
    return {"name": f"B{i + 1} {T.name[b]}", "kind": "slots", "cards": cards,
            "labels": labels, "note": note}


def _chain_words(state, j: int, viewer) -> str:
    from ...games.riftbound.render import chain_item_text

    return chain_item_text(state, state.chain[j], viewer).plain


def chain_zones(state, view: dict, viewer) -> list:
    """The chain, newest item first: each item's card with its number, controller and
    targets, and a line of words per item (as the terminal's chain)."""
    chain = view["chain"]
    T = state.T
    cards, lines = [], []
    kinds = ("spell", "ability", "trigger", "rules trigger")
    for j in range(len(chain) - 1, -1, -1):
        kind, p, c, targets = chain[j]
        what = kinds[kind] if 0 <= kind < 4 else "item"
        if kind == 0 and T.type[c] != "spell":
            what = T.type[c] + " being played"
        tags = [f"#{j + 1}" + (" newest" if j == len(chain) - 1 else ""), what,
                f"by {who(state, p, viewer)}"]
        for group in targets:
            for x in group:
                tags.append("→ " + T.name[x[0]])
        cards.append({"id": c, "tags": tags})
        lines.append(f"#{j + 1} " + _chain_words(state, j, viewer))
    prio, focus = view["priority"], view["focus"]
    note = []
    if chain:
        note.append("newest on top")
    if prio >= 0:
        note.append(f"priority: {who(state, prio, viewer)}")
    if focus >= 0:
        note.append(f"focus: {who(state, focus, viewer)}")
    zones = [{"name": "Chain", "kind": "cards", "cards": cards, "note": " · ".join(note)}]
    if lines:
        zones.append({"name": "Chain items", "kind": "text", "lines": lines})
    return zones


def _showdown_words(state, view: dict, viewer) -> str:
    sd = view["showdown"]
    if sd is None:
        return ""
    i, combat, att, dfn = sd
    t = ("Combat" if combat else "Showdown") + f" at B{i + 1} {state.T.name[state.bf[i]]}"
    if combat:
        t += f": {who(state, att, viewer)} attack" + ("" if att == viewer else "s")
        t += f", {who(state, dfn, viewer)} defend" + ("" if dfn == viewer else "s")
    if view["focus"] >= 0:
        t += f" · focus: {who(state, view['focus'], viewer)}"
    return t


# ---- the whole table --------------------------------------------------------------------

def middle_area(state, view: dict, viewer, teams, bzones: list) -> dict:
    """The shared middle of the table: the turn, whose turn and the phase (its title),
    who decides, the teams and the game's end, then the battlefields and the chain."""
    turn, phase = view["turn"], view["phase"]
    items = [["turn", view["turn_no"]]]
    if view["turn_no"]:
        items.append(["whose turn", who(state, turn, viewer)])
    items.append(["phase", PHASES.get(phase, phase)])
    if view["to_move"] is not None and view["outcome"] is None:
        items.append(["to decide", who(state, view["to_move"], viewer)])
    items.append(["to win", f"{view['victory_score']} {'team ' if teams else ''}points"])
    zones = [{"name": "Turn", "kind": "stats", "items": items}]
    o = view["outcome"]
    if o is not None:
        ws = list(o.get("winners") or ())
        if not ws:
            w = "a draw"
        elif viewer in ws:
            w = "you win" if len(ws) == 1 else "your team wins"
        else:
            w = " and ".join(seat_name(state, x) for x in ws) + (" wins" if len(ws) == 1
                                                                  else " win")
        zones.append({"name": "Game over", "kind": "text",
                      "lines": [f"{w} — {o.get('reason')} (turn {o.get('turns')})"]})
    if teams:
        pts = view["seats"]
        lines = []
        for team in teams:
            names = " & ".join(who(state, s, viewer) for s in team)
            lines.append(f"{names}: {sum(pts[s]['points'] for s in team)} points")
        zones.append({"name": "Teams", "kind": "text", "lines": lines})
    title = f"Turn {view['turn_no']} · {whose(state, turn, viewer)} turn · " \
        if view["turn_no"] else ""
    title += PHASES.get(phase, phase)
    note = ("spectator (every hand shown)" if viewer is None else
            f"you are {seat_name(state, viewer)}") + \
        f" · {view['victory_score']} {'team ' if teams else ''}points win"
    sd = _showdown_words(state, view, viewer)
    if sd:
        note += " · " + sd
    return {"title": title, "side": "shared", "zones": zones + bzones, "note": note}


def board(state, viewer: int | None) -> dict:
    n = state.n
    teams = state.game.teams(state.format)
    if viewer is None:
        views = [state.view(p) for p in range(n)]
        view = views[0]
        me = 0
        hands = {p: views[p]["hand"] for p in range(n)}
        facedown = {}                     # battlefield -> its card, from its owner's view
        for i, f in enumerate(view["battlefields"]):
            if f["facedown"] is not None:
                facedown[i] = views[f["facedown_owner"]]["battlefields"][i]["facedown"]
        known: dict = {}
    else:
        view = state.view(viewer)
        me = viewer
        hands = {viewer: view["hand"]}
        facedown = {}
        known = {}
        if any(s["hand"] for p, s in enumerate(view["seats"]) if p != viewer):
            exact = set(state.knowledge(viewer)["exact"])
            if exact:
                for p in range(n):
                    if p != viewer:
                        ks = [c for c in state.hand[p] if c in exact]
                        if ks:
                            known[p] = sorted(ks)
    order = state.seats_from(me)
    others = order[1:]
    mates = [p for p in others if teams and state.friends(p, me)]   # beside "me", below
    foes = [p for p in others if p not in mates]

    def area(p):
        return seat_area(state, view, p, viewer, hands.get(p), known.get(p), teams)

    areas = [area(p) for p in foes]
    sd = view["showdown"]
    bzones = [bf_zone(state, i, f, viewer, me, sd, facedown.get(i))
              for i, f in enumerate(view["battlefields"])]
    areas.append(middle_area(state, view, viewer, teams,
                             bzones + chain_zones(state, view, viewer)))
    areas += [area(p) for p in mates]
    areas.append(area(me))
    if viewer is not None:
        mine = set(view["my_facedown"])
        on_bf = {f["facedown"] for f in view["battlefields"] if f["facedown"] is not None}
        aside = sorted(mine - on_bf)
        if aside:
            areas[-1]["zones"].insert(-1, {"name": "Set aside (mulligan)", "kind": "cards",
                                           "cards": aside})      # before the hand
    return finish({"areas": areas}, state, card_facts_of(state.game.abilities))

