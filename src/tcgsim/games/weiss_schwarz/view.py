"""What a Weiß Schwarz player may see, and words for actions."""

from __future__ import annotations

from .table import CHAR

PASS = 999
SLOT_NAMES = ("center left", "center middle", "center right", "back left", "back right")
ATTACK_TYPES = ("direct", "frontal", "side")


def card_name(s, c: int) -> str:
    return s.T.name[c]


ZONE_WORDS = {"hand": "hand", "waiting": "waiting room", "deck": "deck", "stock": "stock",
              "clock": "clock", "level": "level zone", "memory": "memory",
              "climax": "climax area", "resolution": "resolution zone"}


def where(s, c: int, mark_copies: bool = True) -> str:
    """Where card c lies, in words: "player 2's center left", "player 1's waiting room #2 of
    3" (the 2nd of 3 copies counted from the top) -- the position named when look-alike
    cards share the zone, so two copies of one card can be told apart."""
    p = 0 if c < s.T.n else 1
    whose = "player 1's" if p == 0 else "player 2's"
    for slot, x in enumerate(s.stage[p]):
        if x == c:
            return f"{whose} {SLOT_NAMES[slot]}"
    for z, words in ZONE_WORDS.items():
        lst = getattr(s, z)[p]
        if c in lst:
            same = [x for x in reversed(lst) if s.T.name[x] == s.T.name[c]]
            if mark_copies and len(same) > 1 and z != "hand":
                # the k-th of the copies counted from the top (the newest card)
                return f"{whose} {words} #{same.index(c) + 1} of {len(same)}"
            return f"{whose} {words}"
    return "somewhere"


def _ability_words(s, c: int, i) -> str:
    from . import abilities as ab

    a = s.ability_at(c, i)
    return ab.describe(a) if a is not None else "an ability"


def action_label(s, kind: str, aid: int) -> str:
    if aid == PASS:
        return {"mulligan": "keep the rest of the hand", "clock": "skip the clock phase",
                "main": "end the main phase", "climax": "play no climax",
                "attack": "end the attack phase", "counter": "no counter",
                "choose": "choose nothing", "move": "do not move"}.get(kind, "pass")
    if kind == "first":
        return "go first" if aid == 0 else "go second"
    if kind in ("mulligan", "discard"):
        return f"discard {card_name(s, aid)}"
    if kind == "clock":
        return f"clock {card_name(s, aid)}"
    if kind == "main":
        if aid < 100:
            verb = "play" if s.T.ctype[aid] == CHAR else "play event"
            return f"{verb} {card_name(s, aid)} (level {s.T.level[aid]}, cost {s.T.cost[aid]})"
        if aid < 200:
            slot, k = divmod(aid - 100, 5)
            c = s.stage[s.active][slot]
            i = s.act_at(c, k)[0]                 # its own or granted (verbs_grant2)
            return f"use {card_name(s, c)}'s ({SLOT_NAMES[slot]}) {_ability_words(s, c, i)}"
        return "move a character to another position"
    if kind == "move":
        a, b = divmod(aid, 5)
        p = s.pending[0] if s.pending else s.active
        x, y = s.stage[p][a], s.stage[p][b]
        if x >= 0 and y >= 0:
            return (f"swap {card_name(s, x)} ({SLOT_NAMES[a]}) and {card_name(s, y)} "
                    f"({SLOT_NAMES[b]})")
        c, frm, to = (x, a, b) if x >= 0 else (y, b, a)
        return f"move {card_name(s, c)} from {SLOT_NAMES[frm]} to {SLOT_NAMES[to]}"
    if kind == "slot":
        p = s.pending[0] if s.pending else s.active
        c = s.stage[p][aid]
        return SLOT_NAMES[aid] + (f" (replacing {card_name(s, c)})" if c >= 0 else "")
    if kind == "climax":
        return f"play climax {card_name(s, aid)}"
    if kind == "attack":
        slot, t = divmod(aid, 3)
        c = s.stage[s.active][slot]
        return f"{ATTACK_TYPES[t]} attack with {card_name(s, c)} ({SLOT_NAMES[slot]})"
    if kind == "counter":
        if s.T.ctype[aid] != CHAR:
            return f"play the counter event {card_name(s, aid)} (cost {s.T.cost[aid]})"
        b = s.backup_of(s.pending[0] if s.pending else 1 - s.active, aid)
        if b:
            return (f"Backup with {card_name(s, aid)}: +{b['power']} power for the attacked "
                    f"character, paying {b['stock']} stock")
        return f"Backup with {card_name(s, aid)}"
    if kind == "yes_no":
        return "yes" if aid else "no"
    if kind == "mode":                         # verbs_modal: the k-th quoted effect
        from . import abilities as ab

        return "; ".join(ab.effect_words(x) for x in s.walk(s.pending[3][3])["options"][aid])
    if kind == "level_up":
        return f"{card_name(s, aid)} to the level zone"
    if kind == "choose":
        p = s.pending[0] if s.pending else s.active
        place = where(s, aid)
        if place == f"player {p + 1}'s hand":
            return card_name(s, aid)
        return f"{card_name(s, aid)} ({place.replace(f'player {p + 1}' + chr(39) + 's', 'your')})"
    if kind == "dest":
        return "to hand" if aid == 0 else "to stock"
    if kind == "encore":
        if aid < 2:
            return ("let it go (no encore)", "encore for 3 stock")[aid]
        from . import abilities as ab

        pend = s.pending
        c = pend[3][2] if pend and pend[3][0] == "encored" else -1
        encores = s.encore_abilities(pend[0], c) if c >= 0 else []
        if 0 <= aid - 2 < len(encores):
            return f"encore by its Encore: {ab.cost_words(encores[aid - 2].get('cost'))}"
        return f"use Encore {aid - 1}"
    if kind == "encore_order":
        return f"send {SLOT_NAMES[aid]} to the waiting room first"
    if kind == "order":
        p, c, i, _ = s.pending_auto[aid]
        return f"resolve {card_name(s, c)}'s {_ability_words(s, c, i)} first"
    return f"{kind} {aid}"


def make_view(s, player: int) -> dict:
    """What `player` may see. Hidden places show their counts and, with perfect recall
    (core.knowledge), the cards the player knows there: `deck_known` / `stock_known` as
    [position from the top (0 = top), card], `hand_known` for the opponent's hand,
    `markers_known` per stage position; `pools` groups the cards the player cannot tell
    apart with the zones each group may lie in."""
    o = 1 - player
    facts = s.knowledge(player)
    exact = set(facts["exact"])

    def stage(p):
        out = []
        for slot in range(5):
            c = s.stage[p][slot]
            if c < 0:
                out.append(None)
                continue
            mk = s.markers[p][slot]
            out.append({"card": c, "status": s.status[p][slot], "power": s.power_of(p, slot),
                        "soul": s.soul_of(p, slot), "level": s.level_of(p, slot),
                        "markers": len(mk),
                        "markers_known": [x for x in mk if x in exact]})
        return out

    def from_top(lst):
        n = len(lst)
        return [[n - 1 - i, c] for i, c in enumerate(lst) if c in exact][::-1]

    def side(p, me: bool):
        d = {
            "deck": len(s.deck[p]), "stock": len(s.stock[p]),
            "deck_known": from_top(s.deck[p]),
            "stock_known": from_top(s.stock[p]),
            "hand": sorted(s.hand[p]) if me else None, "hand_count": len(s.hand[p]),
            "waiting_room": list(s.waiting[p]), "clock": list(s.clock[p]),
            "level": list(s.level[p]), "memory": list(s.memory[p]), "climax": list(s.climax[p]),
            "resolution": list(s.resolution[p]), "stage": stage(p),
        }
        if not me:
            d["hand_known"] = sorted(c for c in s.hand[p] if c in exact)
        return d

    pend = s.pending
    decision = None
    if pend is not None:
        decision = {"player": pend[0], "kind": pend[1],
                    "options": list(pend[2]) if pend[0] == player else None}
    return {
        "game": "weiss-schwarz", "player": player, "turn": s.turn, "active": s.active,
        "first": s.first, "phase": s.phase,
        "me": side(player, True), "opponent": side(o, False),
        "pools": facts["pools"],
        "attack": list(s.atk) if s.outcome is None else [],
        "decision": decision,
        "outcome": None if s.outcome is None else s.outcome.to_dict(),
    }
