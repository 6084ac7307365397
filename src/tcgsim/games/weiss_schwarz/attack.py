"""Weiß Schwarz -- the attack phase, damage, triggers and the encore step.

Seed 000 어택 페이즈 ①-⑥ and seed 001 IV.B.6. `self.atk` holds the attack in progress:
[attacker slot, attack type, defender slot or -1, shot pending (0/1), damage canceled (0/1)].
"""

from __future__ import annotations

from ...core.actions import ALL
from .table import CHAR, CLIMAX, EVENT

PASS = 999
DIRECT, FRONTAL, SIDE = 0, 1, 2
STAND, REST, REVERSE = 0, 1, 2


def facing(slot: int) -> int:
    """The opponent's center slot facing my center slot (my left faces their right)."""
    return 2 - slot


class AttackSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    # ---- declaring ---------------------------------------------------------------------
    def step_attack_phase(self) -> None:
        p = self.active
        self.phase = "attack"
        live = self.T.live_events         # hot call sites skip calls nothing would hear
        if "attack_phase_start" in live:
            self.fire_all("attack_phase_start", p)
        if "opponent_attack_phase_start" in live:
            self.fire_all("opponent_attack_phase_start", 1 - p)
        self.check_then("declare")

    def attack_options(self, p: int) -> list[int]:
        """Seed 000 어택 스텝: a standing center character rests to attack: direct (no
        opposing character), frontal or side. The first player attacks once on turn 1."""
        if self.turn == 1 and self.attacks_made >= 1:
            return []
        T = self.T
        mine, ss, theirs = self.stage[p], self.status[p], self.stage[1 - p]
        g = theirs[1]
        if g >= 0 and T.great_perf[g] and self.status[1 - p][1] != REVERSE:
            # Great Performance: only a frontal attack from the middle
            return [1 * 3 + FRONTAL] if mine[1] >= 0 and ss[1] == STAND else []
        opts = []
        for s in (0, 1, 2):
            c = mine[s]
            if c < 0 or ss[s] != STAND:
                continue
            if theirs[2 - s] < 0:         # facing(s)
                opts.append(s * 3 + DIRECT)
            else:
                opts.append(s * 3 + FRONTAL)
                if not T.cannot_side[c] and not (T.grant_flags["side"] and
                                                 self.granted_cannot_side(p, c)):  # table.py, verbs_grant
                    opts.append(s * 3 + SIDE)
        return opts

    def step_declare(self) -> None:
        p = self.active
        opts = self.attack_options(p)
        if not opts:
            if self.turn == 1 and self.attacks_made >= 1 and self.log is not None:
                self.emit("first_turn_attack_done", ALL, p)      # why the phase ends
            self.step_encore_step(p)
            return
        self.decide(p, "attack", tuple(opts) + (PASS,), ("declared", p))

    def step_declared(self, p: int, a: int) -> None:
        if a == PASS:
            self.step_encore_step(p)
            return
        s, t = divmod(a, 3)
        o = 1 - p
        c = self.stage[p][s]
        self.status[p][s] = REST
        self.attacks_made += 1
        d = facing(s) if t != DIRECT else -1
        # [slot, kind, defender's slot, shots, cancelled, defender, trigger checks]
        self.atk = [s, t, d, 0, 0, self.stage[o][d] if d >= 0 else -1, 1]
        self.log is None or self.emit("attack", ALL, p, c, s, t, self.stage[o][d] if d >= 0 else -1)
        if t == DIRECT:
            self.add_mod(c, "soul", 1, "turn")          # direct attack: soul +1
        elif t == SIDE and not self._mod_sum(c, "keep_side_soul"):
            lv = self.level_of(o, d)
            if lv:
                self.add_mod(c, "soul", -lv, "turn")    # side attack: soul - its level
        if "attacks" in self.T.live_events:    # (hot path: no call for an event nothing waits for)
            self.fire_self("attacks", c)
        if self.T.attack_heads:                # (hot path: one test for the rarer ones)
            self._attack_heads(p, c, t)
        # trigger, counter (frontal only), damage, battle, the end of the attack: each after
        # a check timing ("then" records, rules.step_then)
        self.stack.append(("then", "after_attack", p))
        self.stack.append(("then", "battle_step", p))
        self.stack.append(("then", "damage_step", p))
        if t == FRONTAL:
            self.stack.append(("then", "counter_step", p))
        self.check_then("trigger_step", p)

    def _attack_heads(self, p: int, c: int, t: int) -> None:
        """step_declared, when table.attack_heads: the attack's other events, in this order."""
        live = self.T.live_events
        if t == DIRECT:
            if "direct_attacks" in live:
                self.fire_self("direct_attacks", c)          # "When this card direct attacks"
            if "char_direct_attacks" in live:
                self.fire_all("char_direct_attacks", p, c)   # heads.py: "your character …"
        elif t == FRONTAL and "frontal_attacks" in live:
            self.fire_self("frontal_attacks", c)             # heads.py
        if "char_attacks" in live:
            self.fire_all("char_attacks", p, c)              # heads.py: "When your character attacks"
        if t != DIRECT and self.atk[5] >= 0 and "facing_attacks" in live:
            self.fire_self("facing_attacks", self.atk[5])    # heads.py: "the character facing this card"
        if t == FRONTAL and self.atk[5] >= 0 and "frontal_attacked" in live:
            self.fire_self("frontal_attacked", self.atk[5])  # "When this card is frontal attacked"

    def attacker(self) -> int:
        return self.stage[self.active][self.atk[0]]

    # ---- trigger step (seed 000 ②, the icon table of seed 000 용어 설명 / seed 001 註三) ----
    def step_trigger_step(self, p: int) -> None:
        # "perform a trigger check N times on the trigger step" (verbs_deck.trigger_checks)
        atk = self.atk
        if len(atk) > 6 and atk[6] > 1:
            for _ in range(atk[6] - 1):
                self.stack.append(("trigger_check", p))
        self.step_trigger_check(p)

    def step_trigger_check(self, p: int) -> None:
        c = self.top_of_deck(p)
        if c < 0:
            return
        self.resolution[p].append(c)
        self.log is None or self.emit("trigger", ALL, p, c)
        if self.T.trigger_heads:          # (hot path: one test when no card hears the check)
            self._trigger_heads(p, c)
        icons = self.trigger_icons(c)
        if not icons:
            self.step_trigger_done(p, c)    # no icon: the card goes to stock at once
            return
        self.stack.append(("trigger_done", p, c))
        for icon in reversed(icons):
            self.stack.append(("trigger_icon", p, c, icon))

    def _trigger_heads(self, p: int, c: int) -> None:
        """step_trigger_check, when table.trigger_heads: the events of the revealed card c."""
        live = self.T.live_events
        if self.T.ctype[c] == CLIMAX and "trigger_reveals_climax" in live:
            self.fire_all("trigger_reveals_climax", p, c)
        if "char_trigger_reveals" in live:
            self.fire_all("char_trigger_reveals", p, c)           # heads.py
        if "trigger_reveals" in live and self.atk and self.attacker() >= 0:
            self.fire_self("trigger_reveals", self.attacker(), c)    # heads.py: this card's check

    def step_trigger_icon(self, p: int, c: int, icon: str) -> None:
        self.log is None or self.emit("icon", ALL, p, c, icon)
        atk = self.attacker()
        if icon == "soul":
            if atk >= 0:
                self.add_mod(atk, "soul", 1, "turn")
        elif icon == "shot":
            self.atk[3] += 1
        elif icon == "treasure":
            if c in self.resolution[p]:
                self.resolution[p].remove(c)
                self.hand[p].append(c)
                self.kn.seen(c)
            self.ask_yes_no(p, ("stock_top_yes", p))
        elif icon == "pool":
            self.ask_yes_no(p, ("stock_top_yes", p))
        elif icon == "draw":
            self.ask_yes_no(p, ("draw_yes", p))
        elif icon == "comeback":
            self.choose_from(p, self.waiting[p], lambda x: self.T.ctype[x] == CHAR, "hand")
        elif icon == "gate":
            self.choose_from(p, self.waiting[p], lambda x: self.T.ctype[x] == CLIMAX, "hand")
        elif icon == "choice":
            self.choose_from(p, self.waiting[p],
                             lambda x: self.T.ctype[x] == CHAR and "soul" in self.T.triggers[x],
                             "hand_or_stock")
        elif icon == "return":
            o = 1 - p
            opts = [x for x in self.stage[o] if x >= 0]
            if opts:
                self.decide(p, "choose", tuple(sorted(opts)) + (PASS,), ("bounce_chosen", p))
        elif icon == "standby":
            self.stack.append(("standby", p))

    def step_stock_top_yes(self, p: int, yes: int) -> None:
        if yes:
            c = self.top_of_deck(p, p * 4 + 2)   # face down into the stock (rules.STOCK)
            if c >= 0:
                self.stock[p].append(c)
                self.log is None or self.emit("stock", ALL, p, 1)

    def step_draw_yes(self, p: int, yes: int) -> None:
        if yes:
            self.draw(p, 1)

    def step_bounce_chosen(self, p: int, c: int) -> None:
        if c == PASS:
            return
        o = self.owner(c)
        s = self.slot_of(c)
        if s >= 0:
            self.leave_stage(o, s, "hand")
            self.log is None or self.emit("bounce", ALL, o, c)

    def step_trigger_done(self, p: int, c: int) -> None:
        if c in self.resolution[p]:
            self.resolution[p].remove(c)
            self.stock[p].append(c)
            self.kn.seen(c)              # both players saw the trigger card go to the stock

    # ---- counter step (seed 000 ③; seed 001 註四: Backup ignores colour) -------------------
    def counter_options(self, o: int) -> list[int]:
        """Backup characters (level <= your level, stock for the cost; no colour needed)
        and counter events (all the usual requirements, colour included; seed 001 註四)."""
        T = self.T
        if self.counters_blocked(o) or (T.bar_cards and self.events_barred(o)):
            return []
        lv = self.player_level(o)
        opts = []
        for c in sorted(self.hand[o]):
            b = self.backup_of(o, c)
            if b is not None and b["level"] <= lv and b["stock"] <= len(self.stock[o]):
                opts.append(c)
            elif T.ctype[c] == EVENT and T.cards[c].counter and self.can_play(o, c):
                opts.append(c)
        return opts

    def backup_of(self, o: int, c: int):
        """c's Backup: printed, or granted "while in your hand" by a 【CONT】 whose condition
        holds (5HY/W90-E049)."""
        b = self.T.backup[c]
        if b is not None:
            return b
        for _, a in self.T.cont[c]:
            if a.get("zone") == "hand" and self.condition_holds(o, c, a.get("condition")):
                for e in a["effect"]:
                    if e["verb"] == "grant" and e["ability"]["kind"] == "backup":
                        return e["ability"]
        return None

    def counters_blocked(self, o: int) -> bool:
        """"During this card's battle, you cannot play events or Backup from your hand"
        (a 【CONT】 on, or granted to, the defending character; Goi/WS02-TE21)."""
        x = self.defender()
        if x < 0:
            return False
        for _, a in self.T.cont[x]:
            if any(e["verb"] == "no_counters" for e in a["effect"]):
                return True
        for _, a in self.granted(x):
            if a["kind"] == "cont" and any(e["verb"] == "no_counters" for e in a["effect"]):
                return True
        return False

    def defender(self) -> int:
        """The character being frontal attacked, or -1: none, or it has left its slot
        (another card that took the slot is not the attacked character)."""
        atk = self.atk
        if not atk or atk[2] < 0:
            return -1
        x = self.stage[1 - self.active][atk[2]]
        return x if x >= 0 and x == atk[5] else -1

    def step_counter_step(self, p: int) -> None:
        """Seed 000 ③: the counter step belongs to frontal attacks. A frontal attack whose
        defender has left (e.g. returned to hand by the return icon) stays a frontal
        attack (official Q&A): the defender's player still gets the counter step; there is
        just no battle and no character for a Backup to boost."""
        o = 1 - p
        if self.atk[1] != FRONTAL or not self.T.has_counters[o]:
            return      # not frontal, or no card of o's deck can ever counter (below)
        # asked even with no counter card in hand, so the attacker cannot tell (DESIGN §2
        # views); skipped above only when o's whole deck holds none: deck lists are known to
        # both players in tcgsim's information model (determinize re-deals the real cards)
        self.decide(o, "counter", tuple(self.counter_options(o)) + (PASS,), ("countered", o))

    def step_countered(self, o: int, c: int) -> None:
        if c == PASS:
            return
        if self.T.ctype[c] == EVENT:
            self.play_event(o, c)
            return
        b = self.backup_of(o, c)
        self.hand[o].remove(c)
        self.pay_stock(o, b["stock"])
        self.waiting[o].append(c)
        target = self.defender()          # -1: the defender has left; the boost goes nowhere
        if target >= 0:
            self.add_mod(target, "power", b["power"], "turn")
        self.log is None or self.emit("backup", ALL, o, c, target, b["power"])
        self.fire_self("backup_used", c)
        if "act_used" in self.T.live_events:
            self.fire_all("act_used", o)          # Backup is an 【ACT】 (【ACT】【COUNTER】)
        if "opponent_act_used" in self.T.live_events:   # (hot path: no call)
            self.fire_all("opponent_act_used", 1 - o)     # heads.py
        self.step_keyword_used(o, "Backup")       # heads.py: "When you use "Backup""

    # ---- damage (seed 000 ④ / seed 001 4) --------------------------------------------------
    def step_damage_step(self, p: int) -> None:
        atk = self.attacker()
        if atk < 0:
            return
        n = self.soul_of(p, self.atk[0])
        if n > 0:
            self.stack.append(("after_attack_damage", p, atk))
            self.stack.append(("deal_damage", 1 - p, n, 1, atk))

    def step_after_attack_damage(self, p: int, atk: int) -> None:
        """Seed 001 註三 shot: if this attack's damage was canceled, 1 more damage."""
        if self.atk and self.atk[4]:
            for _ in range(self.atk[3]):
                self.stack.append(("deal_damage", 1 - p, 1, 1, -1))

    def step_deal_damage(self, target: int, n: int, cancelable: int, source: int) -> None:
        """Reveal the top cards one at a time; a climax cancels the whole damage and every
        revealed card goes to the waiting room; otherwise all go to the clock. The deck
        refreshes mid-damage if it runs out (seed 000 리프레시)."""
        res = self.resolution[target]
        start = len(res)
        canceled = False
        for _ in range(n):
            c = self.top_of_deck(target)
            if c < 0:
                break
            res.append(c)
            if cancelable and self.T.ctype[c] == CLIMAX:
                canceled = True
                break
        revealed = res[start:]
        del res[start:]
        self.ctx["damage_canceled"] = 1 if canceled else 0   # "If this damage is canceled" (verbs_modal2)
        if canceled:
            self.waiting[target].extend(revealed)
            if source >= 0 and self.atk and source == self.attacker():
                self.atk[4] = 1
            self.log is None or self.emit("damage_canceled", ALL, target, tuple(revealed))
        else:
            self.clock[target].extend(revealed)
            self.log is None or self.emit("damage", ALL, target, tuple(revealed))
            if len(self.clock[target]) >= 7:      # level_up_check, the next record
                self.stack.append(("level_up_check", target))
        if self.T.damage_events and revealed:     # verbs_act: "when damage dealt by this card
            self.fire_damage(target, source, canceled)    # is (not) canceled", "… you received"

    # ---- battle (seed 000 ⑤) ---------------------------------------------------------------
    def step_battle_step(self, p: int) -> None:
        s, t, d = self.atk[0], self.atk[1], self.atk[2]
        if t != FRONTAL:
            return
        o = 1 - p
        a, b = self.stage[p][s], self.stage[o][d]
        if a < 0 or b < 0 or self.status[p][s] == REVERSE or self.status[o][d] == REVERSE:
            return
        if b != self.atk[5]:
            return          # the defender left and another card took its place: no battle (CR)
        pa, pb = self.power_of(p, s), self.power_of(o, d)
        self.log is None or self.emit("battle", ALL, a, pa, b, pb)
        losers = []
        for q, slot, x, y, lost in ((p, s, a, b, pa <= pb), (o, d, b, a, pb <= pa)):
            if not lost:
                continue
            if self.cannot_reverse(q, slot):
                # narration says why: the ability that keeps it from becoming 【REVERSE】
                self.log is None or self.emit("not_reversed", ALL, q, x, self.reverse_guard(q, slot))
            else:
                losers.append((q, slot, x, y))
        for q, slot, loser, winner in losers:
            self.status[q][slot] = REVERSE
            self.log is None or self.emit("reversed", ALL, q, loser)
            self.fire_self("reversed_in_battle", loser)
            self.fire_self("battle_opponent_reversed", winner, loser)   # (extra: for `filter`)

    def reverse_guard(self, p: int, s: int) -> int:
        """The index of the 【CONT】 ability that keeps the character in slot s from becoming
        【REVERSE】 (what `cannot_reverse` found), for the narration; -1 if none."""
        c = self.stage[p][s]
        for i, a in self.T.cont[c] if c >= 0 else ():
            if any(e["verb"] == "cannot_reverse" for e in a["effect"]) and \
                    self.condition_holds(p, c, a.get("condition")):
                return i
        return -1

    def step_after_attack(self, p: int) -> None:
        atk = self.attacker() if self.atk else -1
        if atk >= 0 and "attack_end" in self.T.live_events:
            self.fire_self("attack_end", atk)
        self.atk = []
        self.check_then("declare")

    # ---- encore step (seed 000 ⑥) ----------------------------------------------------------
    def step_encore_step(self, p: int) -> None:
        self.phase = "encore"
        self.stack.append(("end_phase",))
        self.stack.append(("encore_player", 1 - p))
        if "encore_step_start" in self.T.live_events:   # "at the beginning of the encore step"
            self.fire_all("encore_step_start", p)
            self.fire_all("encore_step_start", 1 - p)
        if "your_encore_step_start" in self.T.live_events:   # (hot path: no call)
            self.fire_all("your_encore_step_start", p)           # heads.py
        if "opponent_encore_step_start" in self.T.live_events:   # (hot path: no call)
            self.fire_all("opponent_encore_step_start", 1 - p)
        self.check_then("encore_player", p)

    def step_encore_player(self, q: int) -> None:
        ss = self.status[q]
        if REVERSE not in ss:
            return                        # nothing reversed on this side
        rev = [s for s in range(5) if ss[s] == REVERSE and self.stage[q][s] >= 0]
        if len(rev) == 1:
            self.stack.append(("encore_one", q, rev[0]))
        else:
            self.decide(q, "encore_order", tuple(rev), ("encore_one", q))

    def step_encore_one(self, q: int, slot: int) -> None:
        """A reversed character goes to the waiting room; it may come back rested to the
        same slot for 3 stock (the standard encore) or its own Encore cost."""
        self.stack.append(("then", "encore_player", q))
        c = self.leave_stage(q, slot)
        self.log is None or self.emit("to_waiting_room", ALL, q, c, "encore step")
        self.fire_self("to_waiting_room_from_stage", c)
        opts = [0]
        barred = "no_encore" in self.T.verbs and self.mods and self.encore_barred(q)   # verbs_restrict
        if len(self.stock[q]) >= 3 and not barred:
            opts.append(1)
        encores = self.encore_abilities(q, c) if not barred else []
        if len(opts) == 1 and not encores:
            return      # nothing to choose, and all of it public (stock count, c's text)
        for k, a in enumerate(encores):
            if self.can_pay(q, c, a.get("cost", ()), -1, in_waiting_room=True):
                opts.append(2 + k)
        # asked even when only "decline" is possible if c has an Encore: a cost paid from
        # the hand must not reveal the hand by being skipped (DESIGN §2 views)
        self.decide(q, "encore", tuple(opts), ("encored", q, c, slot))

    def step_encored(self, q: int, c: int, slot: int, choice: int) -> None:
        if choice == 0 or c not in self.waiting[q] or self.stage[q][slot] >= 0:
            return
        if choice == 1:
            self.pay_stock(q, 3)
            self.waiting[q].remove(c)
            self.stage[q][slot] = c
            self.status[q][slot] = REST
            self.log is None or self.emit("encore", ALL, q, c, slot)
            self.fire_self("placed", c)
            self.fire_self("placed_from_waiting", c)     # heads.py: Encore returns it from there
            return
        a = self.encore_abilities(q, c)[choice - 2]
        self.stack.append(("encore_return", q, c, slot))
        self.push_costs(q, c, a.get("cost", ()), -1)

    def step_encore_return(self, q: int, c: int, slot: int) -> None:
        if c in self.waiting[q] and self.stage[q][slot] < 0:
            self.waiting[q].remove(c)
            self.stage[q][slot] = c
            self.status[q][slot] = REST
            self.log is None or self.emit("encore", ALL, q, c, slot)
            self.fire_self("placed", c)
            self.fire_self("placed_from_waiting", c)     # heads.py: Encore returns it from there
