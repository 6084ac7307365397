"""The immutable per-game card table: every seat's cards indexed by instance id.

Instance ids: seat p's cards are a contiguous block -- its Main Deck (the Chosen Champion
first, then the main cards in deck-list order), its 12 runes, its legend, its battlefields,
then its token reserve (RECRUITS Recruits and SPRITES Sprites: a token is made from the
reserve and goes back when it stops existing, CR 177.1, so no card is created or lost).
Everything the hot loop reads about a card is a list lookup here.

Copy effects derive a table from this one (copies.py); a Reflection token joins the reserve
only in a game where some card makes one.
"""

from __future__ import annotations

from .cards import DOMAINS, RBCard
from .vocab import KW_BITS

RECRUITS = 12           # tcgsim's cap on a seat's Recruit tokens in play at once
SPRITES = 4             # and on its Sprites; a token beyond the cap is not made
REFLECTIONS = 4         # and on its Reflections (only in a game where some card makes one)
DOM = {d: i for i, d in enumerate(DOMAINS)}
ANY = 6                 # the index of [A] in a Power vector
# A Power vector is 7 long (6 domains, then [A]); one that also asks for Power of "one of
# these domains" is 9 long: OWN_N (how many) and OWN_MASK (the domains, bit i = DOMAINS[i]).
# That is [C] on a card of several domains: seed 004 says it is paid only by one of the card's
# domains (Dance of Resistance, Tibbers); this follows the seed, not v1.1 134.2.e.6.b ([A]).
OWN_N, OWN_MASK = 7, 8

RECRUIT = RBCard("token-recruit", "Recruit", "TOKEN", 0, "unit", (), None, (), 1, (),
                 token=True)                                     # CR 178.1 (1 Might)
SPRITE = RBCard("token-sprite", "Sprite", "TOKEN", 0, "unit", (), None, (), 3, ("Fae",),
                token=True)                                      # CR 178.2 (3 Might, Temporary)
REFLECTION = RBCard("token-reflection", "Reflection", "TOKEN", 0, "unit", (), None, (), 0, (),
                    token=True)      # CR 178: its effect says it; seed 004: 0 Might, copied onto
TOKEN_CARDS = {"recruit": RECRUIT, "sprite": SPRITE, "reflection": REFLECTION}

_EMPTY = None


class Rules:
    """A card definition's abilities, compiled for the engine (from vocab.load_abilities)."""

    __slots__ = ("kw", "kwbits", "spell", "triggers", "statics", "activated", "costs")

    def __init__(self, ca=None):
        self.kw = dict(ca.keywords) if ca is not None else {}
        bits = 0
        for k in self.kw:
            bits |= KW_BITS[k]
        if "quick_draw" in self.kw:
            bits |= KW_BITS["reaction"]         # v1.2 745.1.b: Quick-Draw has Reaction
        self.kwbits = bits
        self.spell = None
        self.triggers = {}          # event -> [ability dict]
        self.statics = []
        self.activated = []
        self.costs = []
        if ca is None:
            return
        for ab in ca.abilities:
            kind = ab["kind"]
            if kind == "spell":
                self.spell = ab
            elif kind == "trigger":
                self.triggers.setdefault(ab["when"], []).append(ab)
            elif kind == "static":
                self.statics.append(ab)
            elif kind == "activated" or kind == "equip":
                self.activated.append(ab)       # Equip: an activated ability (v1.2 744.1)
            elif kind == "cost":
                self.costs.append(ab)
        if "weaponmaster" in self.kw or "quick_draw" in self.kw:
            from .attach import keyword_triggers    # v1.2 745, 747

            for ab in keyword_triggers(self.kw):
                self.triggers.setdefault(ab["when"], []).append(ab)


class Table:
    __slots__ = ("decks", "cards", "n", "owner", "start", "team", "type", "might", "energy",
                 "power", "domains", "name", "rules", "token", "champion", "chosen",
                 "main_n", "rune_ids", "legend_id", "bf_ids", "reserve", "sprite",
                 "has_static", "kwbits", "trig_index", "seat_count", "domain_set",
                 "static_effects", "has_act_or_borrow", "plain_cost", "base_set", "rune_dom",
                 "act_show", "act_closed", "deflect_possible", "is_unit", "is_gear",
                 "holders", "static_holders", "play_here", "might_bonus", "attach_possible",
                 "might_x", "tok_kind", "abilities", "base", "copies", "copy_src",
                 "copy_possible", "derived")

    def __init__(self, decks, teams=None, abilities=None):
        self.decks = tuple(decks)
        n_seats = len(self.decks)
        self.seat_count = n_seats
        self.team = list(teams) if teams else list(range(n_seats))
        abilities = abilities or {}
        self.abilities = abilities
        # some card makes a Reflection (the reserve holds them then) / applies a copy effect
        abs_ = [ab for i in {c.id for d in self.decks for c in (d.champion, d.legend, *d.main,
                                                                  *d.battlefields)}
                if i in abilities for ab in abilities[i].abilities]
        reflections = _steps_use(abs_, "token", "reflection")
        self.copy_possible = _steps_use(abs_, "copy")
        cards: list = []
        owner: list = []
        self.start, self.main_n, self.rune_ids, self.legend_id = [], [], [], []
        self.bf_ids, self.reserve, self.chosen = [], [], []
        for p, d in enumerate(self.decks):
            self.start.append(len(cards))
            main = [d.champion] + list(d.main)
            self.chosen.append(len(cards))
            cards += main
            self.main_n.append(len(main))
            self.rune_ids.append(list(range(len(cards), len(cards) + len(d.runes))))
            cards += d.runes
            self.legend_id.append(len(cards))
            cards.append(d.legend)
            self.bf_ids.append(list(range(len(cards), len(cards) + len(d.battlefields))))
            cards += d.battlefields
            toks = [RECRUIT] * RECRUITS + [SPRITE] * SPRITES
            if reflections:
                toks += [REFLECTION] * REFLECTIONS
            self.reserve.append(list(range(len(cards), len(cards) + len(toks))))
            cards += toks
            owner += [p] * (len(cards) - len(owner))
        self.start.append(len(cards))
        self.n = len(cards)
        self.owner = owner
        # the kind of token an instance of the reserve is (which token verb takes it); an
        # instance's, not a copiable characteristic: a Reflection stays one under a copy
        kinds = {id(t): k for k, t in TOKEN_CARDS.items()}
        self.tok_kind = [kinds.get(id(c)) if c.token else None for c in cards]
        self.base = self
        self.copies = ()            # ((object, copied card), ...) sorted; () in the base table
        self.copy_src = {}          # object -> the card whose characteristics it reads
        self.derived = {}           # copies -> its derived table (base table only)
        self._compile(cards)

    def _compile(self, cards: list) -> None:
        """Every per-card characteristic and index from `cards` (a card per instance)."""
        self.cards = cards
        abilities = self.abilities
        self.type = [c.type for c in cards]
        self.is_unit = [t == "unit" for t in self.type]
        self.is_gear = [t == "gear" for t in self.type]
        self.might = [c.might or 0 for c in cards]
        self.energy = [c.energy or 0 for c in cards]
        self.power = [_power_vector(c) for c in cards]
        self.domains = [c.domains for c in cards]
        self.domain_set = [frozenset(DOM[x] for x in c.domains) for c in cards]
        self.rune_dom = [next(iter(ds)) if ds else 0 for ds in self.domain_set]
        self.name = [c.name for c in cards]
        self.token = [c.token for c in cards]
        self.champion = [c.champion for c in cards]
        self.sprite = [c.id == SPRITE.id for c in cards]
        by_def: dict = {}
        rules = []
        for c in cards:
            r = by_def.get(c.id)
            if r is None:
                ca = abilities.get(c.id)
                r = by_def[c.id] = Rules(ca)
                if c.id == SPRITE.id:
                    r.kw["temporary"] = True
                    r.kwbits |= KW_BITS["temporary"]
            rules.append(r)
        self.rules = rules
        self.kwbits = [r.kwbits for r in rules]
        self.has_static = [bool(r.statics) for r in rules]
        self.plain_cost = [not r.costs and not any(
            ab["effect"] in ("cost_per_trash", "top_might_discount") for ab in r.statics)
            for r in rules]
        self.has_act_or_borrow = [bool(r.activated) or any(
            ab["effect"] == "borrow_exhaust" for ab in r.statics) for r in rules]
        # holders of an ability usable in a showdown (Action or Reaction) or on a closed
        # chain (Reaction), or that borrow others' abilities: what the options look at then
        borrows = [any(ab["effect"] == "borrow_exhaust" for ab in r.statics) for r in rules]
        self.act_show = [b or any({"action", "reaction"} & set(ab.get("keywords") or ())
                                  for ab in r.activated) for r, b in zip(rules, borrows)]
        self.act_closed = [b or any("reaction" in (ab.get("keywords") or ())
                                    for ab in r.activated) for r, b in zip(rules, borrows)]
        # the cards that hold activated abilities (or borrow them) for each timing, and the
        # holders of each passive effect: what the option lists look for on the board
        self.holders = {t: [c for c in range(self.n) if f[c]] for t, f in (
            (0, self.has_act_or_borrow), (1, self.act_show), (2, self.act_closed))}
        sh: dict = {}
        for c, r in enumerate(rules):
            for ab in r.statics:
                if c not in sh.setdefault(ab["effect"], []):
                    sh[ab["effect"]].append(c)
        self.static_holders = sh
        # whether Deflect can occur in this game at all: printed, or named by some ability
        # (a keyword grant); if not, no target ever costs more for it (CR 725)
        self.deflect_possible = any(b & KW_BITS["deflect"] for b in self.kwbits) or any(
            _names(r, "deflect") for r in by_def.values())
        # the passive effects some card of this game has (statics_of skips the others)
        self.static_effects = frozenset(ab["effect"] for r in by_def.values()
                                        for ab in r.statics)
        # a battlefield of this game offers units an extra cost for playing them there
        # (play_here_extra_cost): then no unit's printed cost is the whole of its cost
        self.play_here = "play_here_extra_cost" in self.static_effects
        if self.play_here:
            self.plain_cost = [pc and not u for pc, u in zip(self.plain_cost, self.is_unit)]
        # some card of this game sets a base Might (values.might reads it only then)
        used = set()
        for r in by_def.values():
            _verbs_of(r, used)
        self.base_set = "set_base_might" in used
        # some card can attach or uses Equip's cost_less (attach.py); rules.state_class
        # reads it
        self.attach_possible = "attach" in used or "weaponmaster" in used or \
            "enemy_occupied" in used
        # gear (v1.2 718.4), read only in a game that can attach
        self.might_bonus = [c.might_bonus for c in cards] if self.attach_possible else ()
        self.might_x = self.base_set or self.attach_possible
        # event -> the cards of every seat with a trigger on it (CR 376), never a broadcast
        index: dict = {}
        for i, r in enumerate(rules):
            for ev in r.triggers:
                index.setdefault(ev, []).append(i)
        self.trig_index = index

    def with_copies(self, copies) -> "Table":
        """The table of `copies` ({object: copied card}; copies.with_copies)."""
        from .copies import with_copies
        return with_copies(self, copies)


def _names(r: Rules, word: str) -> bool:
    """Whether `word` occurs as a value anywhere in the ability records of r."""
    def walk(x):
        if isinstance(x, str):
            return x == word
        if isinstance(x, dict):
            return any(walk(v) for v in x.values())
        if isinstance(x, (list, tuple)):
            return any(walk(v) for v in x)
        return False
    return walk([r.spell, r.triggers, r.statics, r.activated, r.costs])


def _power_vector(c: RBCard) -> tuple:
    v = [0] * 7
    for d, k in c.power:
        if d == "own":
            v = add_own(v, c.domains, k)
        else:
            v[ANY if d == "any" else DOM[d]] += k
    return tuple(v)


def _verbs_of(r: Rules, out: set) -> None:
    """Add the verbs of r's steps (a delay's and a mode's too) and its activated abilities'
    cost_less to `out`."""
    todo = []
    for ab in r.activated:
        todo += ab["do"]
        if ab["cost_less"]:
            out.add(ab["cost_less"])
    if r.spell:
        todo += r.spell["do"]
    for lst in r.triggers.values():
        for ab in lst:
            todo += ab["do"]
    while todo:
        st = todo.pop()
        out.add(st["verb"])
        if "do" in st or "modes" in st:
            todo += list(st.get("do") or ())
            for m in st.get("modes") or ():
                todo += list(m)


def _steps_use(abs_, verb: str, token=None) -> bool:
    """Whether the abilities abs_ have a step of `verb` (of `token`, for "token")."""
    todo = [st for ab in abs_ for st in ab["do"]]
    while todo:
        st = todo.pop()
        if st["verb"] == verb and (token is None or st["token"] == token):
            return True
        todo += list(st.get("do") or ())
        for m in st.get("modes") or ():
            todo += list(m)
    return False


def add_own(v: list, domains, k: int) -> list:
    """k Power of a card of `domains` ([C], CR 134.2.e.6) added to the Power vector v (a
    list; returned, maybe longer): its domain; one of its domains if it has several (seed
    004; v1.1 134.2.e.6.b would say [A]); [A] if it has none (v1.1 134.2.e.6.b, the seed is
    silent)."""
    if len(domains) == 1:
        v[DOM[domains[0]]] += k
    elif not domains:
        v[ANY] += k
    elif len(v) > OWN_N:
        v[OWN_N] += k
    else:
        mask = 0
        for d in domains:
            mask |= 1 << DOM[d]
        v = list(v) + [k, mask]
    return v
