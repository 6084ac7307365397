"""Weiß Schwarz -- the deck-manipulation verbs (abilities_deck.py lists them), a mixin of
WSState like verbs.py.

  dig            "look at / reveal up to N cards from the top of your deck, choose up to K …
                 from among them, put it into your hand, and put the rest into your waiting
                 room (on the top of your deck)": "up to N" is the player's to stop at any
                 number, 0 included, so the cards are looked at one at a time, each after a
                 yes (seed 000: looking is not drawing, the cards stay in the deck while
                 looked at). A looked-at card is known to its owner only; a revealed one to
                 both players (knowledge: seen by (p,) / by all). The picks and the rest
                 then go as effects.look_top's (look_pick / look_rest); ctx["dug"] counts
                 the cards looked at and ctx["put_hand"] the ones put into the hand, read
                 by the conditions dug_min ("If you revealed N or more cards") and
                 put_hand_min ("If you put N card into your hand").
  top_to_marker  seed 000 마커: the top card of the deck goes face down underneath this card
                 (`look`: its owner looked at it first and still knows it; the opponent does
                 not). Nothing happens when this card is not on the stage.
  trigger_checks "during that attack, perform a trigger check N times on the trigger step"
                 (seed 000 ② 트리거 스텝, done N times): the attack's count of trigger checks
                 (AttackSteps.atk[6]); only for this card's own attack, before its trigger step.
"""

from __future__ import annotations

from ...core.actions import ALL
from .values import _filter_id
from .verbs_climax import CLIMAX_CONDITIONS

MARKERS = 3          # rules.MARKERS (a player's markers: zone owner * 4 + 3)
DIG_EXACT, DIG_ALL = 4, 8   # dig's flags, packed with what is shown (dig_begin)


class DeckSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    # ---- dig: look at / reveal up to N, one at a time ------------------------------------
    def verb_dig(self, p, c, e, extra):
        self.dig_begin(p, e.get("n", 1), e)

    def dig_begin(self, p: int, n: int, e: dict) -> None:
        """Look at / reveal up to n cards of p's deck top as effect e says (dig, and look_top
        and its X forms, effects.verb_look_top). `show` packs what is shown (bits 0-1: 2 =
        the cards are revealed, 1 = the picked ones are, 0 = neither) and two flags: DIG_EXACT
        ("choose K", not "up to K": a fitting card must be taken) and DIG_ALL ("look at the
        top card" / "look at N cards": no stopping early, nothing asked)."""
        self.ctx["dug"] = 0
        self.ctx["put_hand"] = 0
        self.ctx.pop("picked", None)
        self.ctx.pop("picked_dest", None)
        fid = _filter_id(self, e.get("filter"))
        show = 2 if e.get("reveal") else 1 if e.get("reveal_pick") else 0
        show |= (DIG_EXACT if e.get("exact") else 0) | (DIG_ALL if e.get("all") else 0)
        self.step_dig_more(p, n, 0, fid, e.get("choose", 1), e.get("to", "hand"),
                           e.get("rest", "waiting"), show)

    def step_dig_more(self, p: int, n: int, k: int, fid: int, choose: int, to: str, rest: str,
                      show: int) -> None:
        """show: 2 = the cards are revealed, 1 = the picked ones are revealed, 0 = neither."""
        if k < n and len(self.deck[p]) > k:
            if show & DIG_ALL:                   # "look at the top card": no choice to stop
                self.step_dig_yes(p, n, k, fid, choose, to, rest, show, 1)
            else:
                self.ask_yes_no(p, ("dig_yes", p, n, k, fid, choose, to, rest, show))
        else:
            self.step_dig_done(p, k, fid, choose, to, rest, show)

    def step_dig_yes(self, p: int, n: int, k: int, fid: int, choose: int, to: str, rest: str,
                     show: int, yes: int) -> None:
        if not yes:
            self.step_dig_done(p, k, fid, choose, to, rest, show)
            return
        x = self.deck[p][-1 - k]
        if show & 3 == 2:
            self.kn.seen(x)                      # revealed: both players know it
            self.log is None or self.emit("reveal", ALL, p, x)
        else:
            self.kn.seen(x, (p,))                # looked at: its owner only
            self.log is None or self.emit("look", p, p, (x,))
        self.step_dig_more(p, n, k + 1, fid, choose, to, rest, show)

    def step_dig_done(self, p: int, k: int, fid: int, choose: int, to: str, rest: str,
                      show: int) -> None:
        self.ctx["dug"] = k
        if k <= 0:
            return
        self.stack.append(("dig_rest", p, k, rest, show))
        for _ in range(choose):                  # effects.look_top's pick
            self.stack.append(("look_pick", p, k, fid, to, 1 if show & DIG_EXACT else 0))

    def step_dig_rest(self, p: int, k: int, rest: str, show: int) -> None:
        """The picked cards to their zones, then the rest. A card put into the hand unrevealed
        is known to its owner; the opponent only knows a card of the deck went there."""
        d = self.deck[p]
        looked = d[len(d) - k:]
        del d[len(d) - k:]
        picked = self.ctx.pop("picked", [])
        dests = self.ctx.pop("picked_dest", [])
        self.ctx["put_hand"] = sum(1 for z in dests if z == "hand")
        on_top = []
        for x, z in zip(picked, dests):
            looked.remove(x)
            if z == "top":
                on_top.append(x)
                continue
            getattr(self, z)[p].append(x)
            if show & 3 or z == "waiting":
                self.kn.seen(x)
                self.log is None or self.emit("search", ALL, p, x, z)
            else:
                zi = {"hand": 1, "stock": 2}[z]
                self.kn.followed(x, p * 4, p * 4 + zi, (1 - p,))
                self.log is None or self.emit("search", p, p, x, z)     # seen by its owner only
        if rest == "top":
            on_top = looked + on_top
            looked = []
        self.waiting[p].extend(looked)
        for x in looked:
            self.kn.seen(x)
            self.log is None or self.emit("mill", ALL, p, x)
        if on_top:
            d.extend(on_top)
            if show & 3 < 2:                     # put back in an order the opponent did not see
                self.kn.shuffled(d[-len(on_top):], p * 4, (1 - p,))
        if not d:
            self.refresh(p)

    # ---- markers from the top of the deck -------------------------------------------------
    def verb_top_to_marker(self, p, c, e, extra):
        """`look`: its owner looks at it first; `face_up` (importer_deck3): both see it; `n`:
        that many cards, one after another."""
        how = (1 if e.get("look") else 0) | (2 if e.get("face_up") else 0)
        if e.get("optional"):
            self.ask_yes_no(p, ("top_to_marker_yes", p, c, how, e.get("n", 1)))
        else:
            self.step_top_to_marker_yes(p, c, how, e.get("n", 1), 1)

    def step_top_to_marker_yes(self, p: int, c: int, look: int, n: int, yes: int) -> None:
        if not yes:
            return
        for _ in range(n):
            self.top_to_marker_one(p, c, look)

    def top_to_marker_one(self, p: int, c: int, look: int) -> None:
        face_up, look = look & 2, look & 1
        if look:                                 # "look at the top card of your deck"
            if not self.deck[p] and not self.refresh(p):
                return
            x = self.deck[p][-1]
            self.kn.seen(x, (p,))
            self.log is None or self.emit("look", p, p, (x,))
        s = self.slot_of(c)
        if s < 0:                                # this card left the stage: the card stays
            return
        x = self.top_of_deck(p, p * 4 + MARKERS)   # face down: followed by who knew it
        if x < 0:
            return
        if face_up:                              # "face up": both players see it
            self.kn.seen(x)
            self.log is None or self.emit("reveal", ALL, p, x)
        self.markers[p][s].append(x)
        self.log is None or self.emit("marker", ALL, p, c)

    # ---- more trigger checks ----------------------------------------------------------------
    def verb_trigger_checks(self, p, c, e, extra):
        if self.atk and len(self.atk) > 6 and self.active == p and self.attacker() == c:
            self.atk[6] = max(self.atk[6], e["n"])


def _dug_min(s, p, c, v, cond) -> bool:
    return s.ctx.get("dug", 0) >= v


def _put_hand_min(s, p, c, v, cond) -> bool:
    return s.ctx.get("put_hand", 0) >= v


CLIMAX_CONDITIONS.update({"dug_min": _dug_min, "put_hand_min": _put_hand_min})
