"""What a seat may see (`view`) and the short labels of every decision's options.

A view is plain JSON data built only from what `viewer` may know: every public zone in
full, the counts of hidden ones (hands, decks, rune decks), the viewer's own hand and
facedown cards, and only "a facedown card" for another player's.
"""

from __future__ import annotations

from .chain import ACT, HIDE, MOVE
from .state import NONE


class View:
    __slots__ = ()

    def unit_view(self, c: int) -> dict:
        d = {"card": c, "name": self.T.name[c], "might": self.might(c), "damage": self.dmg[c],
             "exhausted": bool(self.exh[c]), "buff": bool(self.buff[c]),
             "stunned": bool(self.stun[c]), "role": self.role[c],
             "controller": self.ctrl_of[c], "type": self.T.type[c], "keywords": self.kw(c)}
        if self.emp[c]:
            d["empowered"] = True                 # a board state (v1.4 828), public
        if self.att:
            u = self.attached_to(c)
            if u >= 0:
                d["attached_to"] = u              # an attached gear (v1.2 421), public
        T = self.T
        if T.copies and c in T.copy_src:
            # a copy effect (CR 450.1.b): name and Might above are the copied ones; the
            # copied card, the token it is, and the cost the copy gave it
            d["copy_of"] = T.copy_src[c]
            d["copy_on"] = T.base.name[c]
            d["cost"] = [T.energy[c], list(T.power[c])]
        return d

    def view(self, viewer: int) -> dict:
        seats = []
        for p in range(self.n):
            seats.append({
                "points": self.points[p], "hand": len(self.hand[p]), "deck": len(self.deck[p]),
                "rune_deck": len(self.runedeck[p]),
                "runes": [[c, int(self.exh[c])] for c in self.runes[p]],
                "pool": [self.pool_e[p], self.pool_spell[p], list(self.pool_p[p])],
                "base": [self.unit_view(c) for c in self.base[p]],
                "legend": [[c, int(self.exh[c])] for c in self.legend[p]],
                "champion_zone": list(self.champ[p]), "trash": list(self.trash[p]),
                "banished": list(self.banish[p]), "reserve": len(self.reserve[p]),
                "scored": self.scored[p], "xp": self.xp[p],
            })
        fields = []
        for i, b in enumerate(self.bf):
            f = self.facedown[i]
            mine = f >= 0 and self.T.owner[f] == viewer
            fields.append({"card": b, "controller": self.ctrl[i], "contested": self.contest[i],
                           "units": [self.unit_view(u) for u in self.units[i]],
                           "facedown": (f if mine else -1) if f >= 0 else None,
                           "facedown_owner": self.T.owner[f] if f >= 0 else None})
        chain = [[it[0], it[1], it[2], [list(map(list, cs)) for _, cs in it[4]]]
                 for it in self.chain]
        p = self.pending
        return {
            "viewer": viewer, "turn": self.turn, "turn_no": self.turn_no, "phase": self.phase,
            "seats": seats, "battlefields": fields, "chain": chain, "priority": self.prio,
            "focus": self.focus, "showdown": list(self.showdown[:4]) if self.showdown else None,
            "hand": sorted(self.hand[viewer]),
            "my_facedown": sorted(self.hidden[viewer]),
            "to_move": None if p is None else p[0],
            "decision": None if p is None else p[1],
            "options": list(p[2]) if p is not None and p[0] == viewer else [],
            "victory_score": self.win_score, "outcome": None if self.outcome is None else
            self.outcome.to_dict(),
        }

    # ---- labels --------------------------------------------------------------------------
    def label(self, kind: str, aid: int) -> str:
        T = self.T
        name = T.name
        if aid == NONE:
            return {"act": "end the turn", "respond": "pass", "focus": "pass",
                    "mulligan": "keep the hand", "destination": "to base",
                    "destination_play": "to the base", "move_to": "to the base",
                    "move_also": "no more units", "token_place": "in the base",
                    "target": "no more targets", "spend_buff": "spend no buff",
                    "play_revealed": "play none", "weaponmaster": "attach none",
                    "play_here_cost": "pay no extra cost"}.get(kind, "done")
        if kind in ("act", "respond", "focus"):
            if aid >= ACT:
                x = aid - ACT
                h, s, k = x // 4096, (x % 4096) // 8, x % 8
                via = "" if h == s else f" (through {name[h]})"
                return f"use {name[s]}'s ability {k + 1}{via}"
            if aid >= MOVE:
                return f"move {name[aid - MOVE]}"
            if aid >= HIDE:
                x = aid - HIDE
                return f"hide {name[x // 8]} at {name[self.bf[x % 8]]}"
            return f"play {name[aid]}"
        if kind == "play_here_cost" and 0 <= aid < len(self.bf):
            return f"pay the extra cost of {name[self.bf[aid]]}"
        if kind in ("destination", "destination_play", "move_to", "token_place", "battlefield"):
            return f"to {name[self.bf[aid]]}" if 0 <= aid < len(self.bf) else str(aid)
        if kind in ("accelerate", "optional_cost", "repeat") and aid > 1:
            return f"yes, {aid - 1} of the discounts on its Power"     # chain._add_optional
        if kind in ("accelerate", "optional_cost", "repeat", "optional", "vision", "pay_xp"):
            return {("vision", 1): "recycle it", ("vision", 0): "keep it on top"}.get(
                (kind, aid), "yes" if aid else "no")
        if kind == "pay":
            from .chain import plan_words

            return f"pay: {plan_words(aid)}"
        if kind == "discount_order":
            return f"discount order {aid + 1}"
        if kind == "trigger_order":
            pend = self.pending_trig
            if 0 <= aid < len(pend):
                what, _, c, key, _ = pend[aid]
                how = key[0] if isinstance(key, tuple) else what
                return f"{name[c]}: {str(how).replace('_', ' ')} first"
            return str(aid)
        if kind == "mode":
            return f"mode {aid + 1}"
        if kind == "domain":
            from .cards import DOMAINS

            return DOMAINS[aid].title() if 0 <= aid < len(DOMAINS) else str(aid)
        if kind == "pay_amount":
            return f"pay {aid}"
        if kind == "opponent":
            return f"player {aid + 1}"
        if kind == "alt_cost":
            return "pay its other cost" if aid else "pay its cost"
        if 0 <= aid < T.n:
            return f"{name[aid]}"
        return str(aid)
