"""What a player sees (`view`) and what an option says (`label`)."""

from __future__ import annotations

from .rules import ACTION, ARTS, RESONA, SPELL, SUMMON, TRASH
from .state import ATTACKED, DOWN, FROZEN, NONE
from .table import COLOR_CODE
from .vocab import COLORS


def card_label(s, c: int) -> str:
    return f"{s.T.name[c]} [{s.T.code[c]}]"


def _signi(s, c: int) -> str:
    T = s.T
    return f"{T.name[c]} (level {T.level[c]}, power {s.power(c)})"


def action_label(s, kind: str, aid: int) -> str:
    T = s.T
    if aid == NONE:
        return {"mulligan": "keep the rest (return the marked cards and draw again)",
                "ener": "put no card into the ener zone", "grow": "do not grow",
                "main": "end the main phase", "arts": "use nothing more",
                "cutin": "do not answer", "attack": "end the SIGNI attack step",
                "lrig_attack": "do not attack with the LRIG", "guard": "do not guard",
                "use": "do not use it", "burst": "do not use the Life Burst",
                "search": "take nothing (more)", "target": "choose no more",
                "pick": "take nothing (more)", "mode": "choose no more"}.get(kind, "none")
    if kind in ("main", "arts", "cutin"):
        k, x = aid // 1000 * 1000, aid % 1000
        if k == SUMMON:
            return f"summon {card_label(s, x)}"
        if k == SPELL:
            return f"use the spell {card_label(s, x)}"
        if k == ARTS:
            return f"use the ARTS {card_label(s, x)}"
        if k == ACTION:
            c, i = divmod(x, 8)
            from .vocab import ability_words

            return f"{T.name[c]}: {ability_words(T.abils[c][i])}"
        if k == TRASH:
            return f"put {T.name[x]} into the trash"
        if k == RESONA:
            return f"bring out the Resona {card_label(s, x)}"
    if kind == "zone":
        return f"SIGNI zone {aid + 1} ({'left' if aid == 0 else 'centre' if aid == 1 else 'right'})"
    if kind == "blind":
        return f"the card at position {aid + 1} of your opponent's hand (without looking)"
    if kind == "declare":
        return f"declare level {aid}"
    if kind == "mode":
        return f"option {aid + 1}"
    if kind in ("use", "burst", "lrig_attack"):
        return {"use": "use it", "burst": "use the Life Burst",
                "lrig_attack": "attack with the LRIG"}[kind]
    if kind == "attack":
        return f"attack with {_signi(s, aid)}"
    if kind == "ener":
        where = "from the field" if s.on_field(aid) else "from your hand"
        return f"put {card_label(s, aid)} into the ener zone {where}"
    if kind == "grow":
        return f"grow into {card_label(s, aid)} (level {T.level[aid]})"
    if kind == "pay":
        col = COLORS[T.color[aid]]
        return f"pay with {card_label(s, aid)} ({'Multi Ener' if T.multi[aid] else col})"
    if kind == "guard":
        return f"guard with {card_label(s, aid)}"
    if kind in ("target", "overflow", "resona_cost"):
        if T.type[aid] == "lrig":
            return f"the LRIG {T.name[aid]}"
        return _signi(s, aid)
    verb = {"mulligan": "return", "search": "take", "order": "put next on top",
            "discard": "discard", "discard_cost": "discard", "look": "discard",
            "pick": "take", "charm": "put as a charm", "lrig0": "start with"}.get(kind, kind)
    return f"{verb} {card_label(s, aid)}"


def make_view(s, player: int) -> dict:
    T = s.T
    o = 1 - player
    exact = set(s.knowledge(player)["exact"])

    def hidden(lst):
        return {"count": len(lst), "known": sorted(c for c in lst if c in exact)}

    def signi_zone(q):
        out = []
        for c in s.signi[q]:
            if c < 0:
                out.append(None)
                continue
            f = s.flags[c]
            out.append({"card": c, "power": s.power(c), "down": bool(f & DOWN),
                        "frozen": bool(f & FROZEN), "attacked": bool(f & ATTACKED),
                        "keywords": sorted(s.keywords(c)), "crossed": s.crossed(c),
                        "charm": sum(1 for h in s.charm_host[0] + s.charm_host[1] if h == c)})
        return out

    def seat(q):
        mine = q == player
        lrig = s.lrig[q][:] if (s.opened or mine) else []
        top = lrig[-1] if lrig else -1
        d = {
            "lrig": lrig,
            "lrig_level": T.level[top] if top >= 0 else None,
            "lrig_limit": T.limit[top] if top >= 0 else None,
            "lrig_type": T.lrig_type[top] if top >= 0 else None,
            "lrig_down": bool(top >= 0 and s.flags[top] & DOWN),
            "lrig_frozen": bool(top >= 0 and s.flags[top] & FROZEN),
            "signi": signi_zone(q),
            "ener": sorted(s.ener[q]),
            "ener_colors": _colors(s, s.ener[q]),
            "trash": list(s.trash[q]),
            "lrig_trash": list(s.lrig_trash[q]),
            "life": hidden(s.life[q]),
            "deck": hidden(s.deck[q]),
            "charms": hidden(s.charms[q]),
        }
        if mine:
            d["hand"] = list(s.hand[q])
            d["lrig_deck"] = sorted(s.lrig_deck[q])
            d["looking"] = list(s.looking[q])
        else:
            d["hand"] = hidden(s.hand[q])
            d["lrig_deck"] = hidden(s.lrig_deck[q])
            d["looking"] = hidden(s.looking[q])
        return d

    pend = s.pending
    decision = None
    if pend is not None:
        decision = {"player": pend[0], "kind": pend[1],
                    "options": list(pend[2]) if pend[0] == player else None}
    return {
        "game": "wixoss",
        "player": player,
        "format": s.format,
        "turn": s.turn_no,
        "active": s.active,
        "first": s.first,
        "phase": s.phase,
        "check": list(s.check),
        "you": seat(player),
        "opponent": seat(o),
        "guard_limit": {str(q): v for q, k, v in s.pmods if k == "guard_limit"},
        "decision": decision,
        "outcome": None if s.outcome is None else s.outcome.to_dict(),
    }


def _colors(s, cards) -> dict:
    out: dict = {}
    for c in cards:
        k = "multi" if s.T.multi[c] else COLORS[s.T.color[c]]
        out[k] = out.get(k, 0) + 1
    return out


assert COLOR_CODE
