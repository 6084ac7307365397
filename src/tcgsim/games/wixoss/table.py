"""The immutable per-game card table: both players' cards indexed by instance id.

Instance ids: seat p's cards are a contiguous block, its 40 main-deck cards first (in
deck-list order), then its LRIG deck. Everything the hot loop reads about a card is a
list lookup here.
"""

from __future__ import annotations

from .vocab import COLORS

COLOR_CODE = {c: i for i, c in enumerate(COLORS)}
COLORLESS = COLOR_CODE["colorless"]
NCOL = len(COLORS)


def cost_vector(cost) -> tuple:
    """A cost table ((colour, n), ...) or {colour: n} as a tuple of 6 counts."""
    items = cost.items() if isinstance(cost, dict) else cost
    v = [0] * NCOL
    for col, n in items:
        if col in COLOR_CODE:
            v[COLOR_CODE[col]] += n
    return tuple(v)


class Table:
    __slots__ = ("decks", "cards", "n", "start", "main_n", "owner", "type", "color", "level",
                 "limit", "power", "name", "code", "lrig_type", "classes", "limiting", "cost",
                 "guard", "multi", "burst", "timings", "abils", "consts", "on_play",
                 "on_attack", "heaven", "actions", "burst_ab", "use", "has_const_source",
                 "cross_l", "cross_r", "resona", "ever_cutin", "rules_used", "may_go_negative",
                 "seat_actions", "seat_arts", "seat_resona", "on_banished",
                 "seat_arts_attack")

    def __init__(self, decks):
        self.decks = tuple(decks)
        self.cards = []
        self.start = []
        self.main_n = []
        owner = []
        for p, d in enumerate(self.decks):
            self.start.append(len(self.cards))
            self.main_n.append(len(d.main))
            self.cards += d.main + d.lrig
            owner += [p] * (len(d.main) + len(d.lrig))
        self.start.append(len(self.cards))
        self.n = len(self.cards)
        self.owner = owner
        cs = self.cards
        self.type = [c.type for c in cs]
        self.color = [COLOR_CODE[c.color] for c in cs]
        self.level = [c.level for c in cs]
        self.limit = [c.limit for c in cs]
        self.power = [c.power for c in cs]
        self.name = [c.name for c in cs]
        self.code = [c.code for c in cs]
        self.lrig_type = [c.lrig_type for c in cs]
        self.classes = [frozenset(c.classes) for c in cs]
        self.limiting = [c.limiting for c in cs]
        self.cost = [cost_vector(c.cost) for c in cs]
        self.guard = [c.guard for c in cs]
        self.multi = [c.multi_ener for c in cs]
        self.burst = [c.life_burst for c in cs]
        self.timings = [frozenset(c.timings) for c in cs]
        self.abils = [c.abilities for c in cs]

        def of(kind):
            return [tuple(i for i, a in enumerate(c.abilities) if a["kind"] == kind) for c in cs]

        self.consts = of("const")
        self.on_play = of("on_play")
        self.on_attack = of("on_attack")
        self.heaven = of("heaven")
        self.on_banished = of("on_banished")
        self.actions = of("action")
        self.burst_ab = [next((i for i, a in enumerate(c.abilities) if a["kind"] == "burst"), -1)
                         for c in cs]
        self.use = [next((i for i, a in enumerate(c.abilities) if a["kind"] == "use"), -1)
                    for c in cs]
        self.has_const_source = [i for i in range(self.n) if self.consts[i]]
        self.cross_l = [frozenset(c.cross_left) for c in cs]
        self.cross_r = [frozenset(c.cross_right) for c in cs]
        self.resona = [c.resona for c in cs]
        # seat p's LRIG deck holds an ARTS with the Spell Cut-In timing (deck lists are
        # public: whether the opponent is asked is public too)
        self.ever_cutin = [any(self.type[i] == "arts" and "spell_cut_in" in self.timings[i]
                               for i in range(self.start[p], self.start[p + 1]))
                           for p in range(len(self.decks))]

        # which 【常】 rules and whether a power can fall to 0 at all in this game: the rule
        # checks skip what cannot happen (the hot loop)
        self.rules_used = frozenset(m["rule"] for c in cs for a in c.abilities
                                    if a["kind"] == "const" for m in a["modify"] if "rule" in m)
        self.may_go_negative = any(_negative(a) for c in cs for a in c.abilities)
        seats = [range(self.start[p], self.start[p + 1]) for p in range(len(self.decks))]
        self.seat_actions = [any(self.actions[i] for i in r) for r in seats]
        self.seat_arts = [tuple(i for i in r if self.type[i] == "arts") for r in seats]
        self.seat_resona = [any(self.type[i] == "resona" for i in r) for r in seats]
        self.seat_arts_attack = [any("attack" in self.timings[i] for i in a)
                                 for a in self.seat_arts]

    def ability(self, c: int, aidx: int) -> dict:
        return self.abils[c][aidx]

    def effect_list(self, c: int, aidx: int, path: str) -> list:
        """The verb list at `path` inside ability aidx of card c: "" is the ability's own
        effect; "3.o1" option 1 of verb 3's choose; "3.e" verb 3's if_done effect; a
        granted ability is "g<const>.<modify>" followed by its own path."""
        a = self.abils[c][aidx]
        eff = a.get("effect")
        if not path:
            return eff
        parts = path.split("/")
        for part in parts:
            if part.endswith(".a"):              # the ability a grant_ability verb gives
                eff = eff[int(part[:-2])]["ability"]["effect"]
                continue
            if part.startswith("g"):
                ci, mi = part[1:].split(".")
                a = self.abils[c][int(ci)]["modify"][int(mi)]["grant_ability"]
                eff = a["effect"]
                continue
            i, sub = part.split(".")
            v = eff[int(i)]
            eff = v["effect"] if sub == "e" else v["options"][int(sub[1:])]
        return eff

    def granted(self, c: int, path: str) -> dict:
        """The ability granted at path "g<const>.<modify>"."""
        ci, mi = path[1:].split("/")[0].split(".")
        return self.abils[c][int(ci)]["modify"][int(mi)]["grant_ability"]

    def ability_at(self, holder: int, aidx: int, path: str) -> dict:
        """The ability a trigger's (holder, aidx, path) names: the card's own, one a 【常】
        grants ("g<const>.<modify>"), or one a grant_ability verb gives ("...<i>.a")."""
        if path.startswith("g"):
            return self.granted(holder, path)
        if path.endswith(".a"):
            head, _, last = path.rpartition("/")
            return self.effect_list(holder, aidx, head)[int(last[:-2])]["ability"]
        return self.abils[holder][aidx]


def _negative(x) -> bool:
    """Whether an ability (table) can lower a power or set it low."""
    if isinstance(x, dict):
        if x.get("verb") == "power" and x.get("amount", 0) < 0:
            return True
        if "power" in x and isinstance(x["power"], int) and x["power"] < 0:
            return True
        if "set_power" in x and isinstance(x["set_power"], int) and x["set_power"] <= 0:
            return True
        if x.get("verb") == "set_power" and x.get("value", 1) <= 0:
            return True
        return any(_negative(v) for v in x.values())
    if isinstance(x, list):
        return any(_negative(v) for v in x)
    return False
