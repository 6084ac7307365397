"""Stacked WIXOSS set-ups for scenario tests, puzzles and teaching (DESIGN §2: tests can
script outcomes). Cards are named by their card code ("WD02-009"); a code named twice
takes two copies.

    s = stacked(hand=["WD02-009"], ener=["WD02-015"] * 3, lrig="WD02-001",
                opponent=dict(field=[None, "WD01-010", None]))
    answer(s, "summon Volcano")          # an option by a piece of its label, or by id

`stacked` starts from a fresh `game.new_state`, moves the named cards between zones (every
card stays exactly once: `all_cards()` is unchanged), resets what each player knows (each
knows their own hand and LRIG deck; their own deck and life cloth are one unknown pool;
the opponent's hidden main-deck cards are one pool over the zones holding them and the
opponent's LRIG deck another), clears the log, pushes the steps of the phase asked for and
runs the driver to the first decision.

Synthetic cards (keywords the starter decks lack) come from `synth_card(...)` (a card
table, checked by cards.card_from_table) and `make_deck(...)` (a WXDeck, checked by
cards.rule_problems).
"""

from __future__ import annotations

from ...core.actions import ALL
from ...core.errors import TcgsimError
from ...core.knowledge import Knowledge
from . import cards as _cards
from .state import ATTACKED, CHARM, DECK, DOWN, FROZEN, HAND, LIFE, LOOK, LRIGDECK, NONE, Z

PLAYER_KEYS = ("hand", "field", "ener", "life", "lrig", "lrig_under", "trash", "lrig_trash",
               "deck", "deck_top", "rest", "down", "frozen", "attacked", "lrig_down", "charms")

# the phase steps still to come, in the order they run (pushed reversed)
_TURN = ("up_phase", "draw_phase", "ener_phase", "grow_phase", "main_phase",
         "attack_phase", "end_phase")
PHASES = {"up": 0, "draw": 1, "ener": 2, "grow": 3, "main": 4, "attack": 5, "end": 6}


# ---- cards by code ---------------------------------------------------------------------------

def codes_of(state, p: int) -> range:
    T = state.T
    return range(T.start[p], T.start[p + 1])


def card(state, code: str, p: int | None = None, where: str | None = None) -> int:
    """The first instance of `code` (seat p's, lying in zone `where` if given: "hand",
    "ener", "signi", "deck", "lrig_deck", ...)."""
    got = cards(state, code, p, where)
    if not got:
        raise TcgsimError(f"no card {code!r}" + (f" of seat {p}" if p is not None else "") +
                          (f" in {where}" if where else ""))
    return got[0]


def cards(state, code: str, p: int | None = None, where: str | None = None) -> list[int]:
    """Every instance of `code` (as `card`), by id."""
    T = state.T
    seats = (0, 1) if p is None else (p,)
    out = []
    for q in seats:
        for c in codes_of(state, q):
            if T.code[c] != code:
                continue
            if where is not None and zone_of(state, c)[0] != where:
                continue
            out.append(c)
    return out


def zone_of(state, c: int) -> tuple[str, int]:
    """(zone, index) of card c: "hand", "signi" (index = the SIGNI zone), "check", ..."""
    z, i = state.card_places()[c]
    return z.split(":")[0], i


def code(state, c: int) -> str | None:
    return None if c < 0 else state.T.code[c]


def codes(state, cs) -> list:
    return [code(state, c) for c in cs]


def row(state, p: int) -> list:
    """Seat p's three SIGNI zones by code (None: empty)."""
    return codes(state, state.signi[p])


# ---- the stacked state -----------------------------------------------------------------------

def stacked(game=None, *, decks=None, seed: int = 0, format: str | None = None,
            active: int = 0, phase: str = "main", turn_no: int = 3, steps=None,
            log: bool = True, opponent: dict | None = None, before_run=None,
            overflow: bool = False, **you):
    """A stacked state; seat 0 is described by the keyword arguments, seat 1 by
    `opponent` (a dict of the same keys). `active` is the turn player; `turn_no` the
    game's turn number (1 = the first player's first turn: one card drawn, no attack).

    Per seat (codes; a code named twice means two copies):
      hand, ener, trash, lrig_trash, charms ([(slot, code)])   lists of codes
      field       [code or None] * 3, the three SIGNI zones (zone i faces the opponent's 2-i)
      life        a number of cards (from the deck top) or a list of codes, the last on top
                  (default 7)
      lrig        the LRIG on top of the LRIG zone (default the level-0 LRIG);
      lrig_under  LRIGs under it (bottom first)
      deck        None: every main-deck card not placed, shuffled; or a list of codes, the
                  last on top, and every main-deck card not placed goes to the trash
      deck_top    codes put on top of the deck (the last on top)
      rest        where the main-deck cards not placed go: "deck" (the default without
                  `deck`), "trash" (the default with `deck`) or "ener"
      down, frozen, attacked   SIGNI zones whose SIGNI is down / frozen / has attacked
      lrig_down   the LRIG is down
    `phase`: up, draw, ener, grow, main, attack or end -- that phase and the rest of the
    turn are pushed; `steps` (a list of step records, run first to last) replaces them.
    A field over the LRIG's level or limit is refused (the rule checks would trash it at
    once) unless `overflow` is true -- then the rule checks run first.
    `before_run(state)`, if given, is called just before the driver runs (to add waiting
    triggers, until-end-of-turn effects...).
    """
    if game is None:
        import tcgsim

        game = tcgsim.game("wixoss")
    for k in you:
        if k not in PLAYER_KEYS:
            raise TcgsimError(f"stacked: unknown key {k!r}; keys: {', '.join(PLAYER_KEYS)}")
    for k in opponent or {}:
        if k not in PLAYER_KEYS:
            raise TcgsimError(f"stacked: unknown opponent key {k!r}")
    if decks is not None:
        decks = [game.deck(d) if isinstance(d, str) else d for d in decks]
    s = game.new_state(decks, seed=seed, format=format, log=log)
    before = s.all_cards()
    specs = [dict(you), dict(opponent or {})]
    s.stack.clear()
    s.pending = None
    s.picked = []
    s.check = []
    s.queue = []
    for p in (0, 1):
        _stack_seat(s, p, specs[p])
    for p in (0, 1):
        row_ = s.field_signi(p)
        if not overflow and row_ and (max(s.T.level[c] for c in row_) > s.lrig_level(p) or
                                      sum(s.T.level[c] for c in row_) > s.lrig_limit(p)):
            raise TcgsimError(f"stacked: seat {p}'s field is over its LRIG's level or limit "
                              f"(give a higher `lrig`, or overflow=True)")
    if s.all_cards() != before:                          # pragma: no cover - a helper bug
        raise TcgsimError("stacked: the cards changed")
    s.active = active
    s.first = active if turn_no % 2 else 1 - active
    s.turn_no = turn_no
    s.turn = 0
    s.opened = True
    s.refreshes = [0, 0]
    s.ener_done = False
    s.used = []
    s.tmods, s.pmods = [], []
    s.last_card, s.last_done = -1, False
    s.look_done = 0
    s.phase = phase
    if s.log is not None:
        s.log.clear()
    reset_knowledge(s)
    if steps is not None:
        for rec in reversed(list(steps)):
            s.stack.append(tuple(rec))
    else:
        if phase not in PHASES:
            raise TcgsimError(f"stacked: unknown phase {phase!r}; phases: {', '.join(PHASES)}")
        for name in reversed(_TURN[PHASES[phase]:]):       # end_phase pushes next_turn
            s.stack.append((name,))
    if overflow:
        s.stack.append(("settle",))                      # the rule checks, at once
    if before_run is not None:
        before_run(s)
    s._run()
    return s


def _take(s, p: int, code_: str, pools: list) -> int:
    """Take one instance of `code_` of seat p out of the unplaced pool."""
    for lst in pools:
        for c in lst:
            if s.T.code[c] == code_:
                lst.remove(c)
                return c
    raise TcgsimError(f"stacked: seat {p} has no (more) card {code_!r} to place")


def _stack_seat(s, p: int, spec: dict) -> None:
    T = s.T
    main = s.deck[p] + s.hand[p] + s.life[p]
    lrig_cards = s.lrig_deck[p] + s.lrig[p]
    for f in ("deck", "hand", "life", "ener", "trash", "lrig_deck", "lrig_trash", "lrig",
              "charms", "charm_host", "looking"):
        getattr(s, f)[p] = []
    s.signi[p] = [-1, -1, -1]
    for c in main + lrig_cards:
        s.flags[c] = 0
    free_main = [sorted(main)]
    free_lrig = [sorted(lrig_cards)]

    def take(code_):
        return _take(s, p, code_, free_lrig if _is_lrig_deck(s, code_) else free_main)

    # the LRIG
    top = spec.get("lrig")
    under = list(spec.get("lrig_under", []))
    if top is None:
        zero = next(c for c in sorted(lrig_cards) if T.type[c] == "lrig" and T.level[c] == 0)
        top = T.code[zero]
    for cd in under + [top]:
        s.lrig[p].append(take(cd))
    if spec.get("lrig_down"):
        s.flags[s.lrig[p][-1]] |= DOWN
    # the field
    field = list(spec.get("field", [None, None, None]))
    if len(field) != 3:
        raise TcgsimError("stacked: field lists the 3 SIGNI zones")
    for i, cd in enumerate(field):
        if cd is not None:
            s.signi[p][i] = take(cd)
    for key, bit in (("down", DOWN), ("frozen", FROZEN | DOWN), ("attacked", ATTACKED)):
        for i in spec.get(key, []):
            c = s.signi[p][i]
            if c < 0:
                raise TcgsimError(f"stacked: {key} names the empty SIGNI zone {i}")
            s.flags[c] |= bit
    for key in ("hand", "ener", "trash", "lrig_trash"):
        for cd in spec.get(key, []):
            getattr(s, key)[p].append(take(cd))
    for slot, cd in spec.get("charms", []):
        host = s.signi[p][slot]
        if host < 0:
            raise TcgsimError(f"stacked: a charm under the empty SIGNI zone {slot}")
        s.charms[p].append(take(cd))
        s.charm_host[p].append(host)
    life = spec.get("life", 7)
    top_codes = [take(cd) for cd in spec.get("deck_top", [])]
    if isinstance(life, (list, tuple)):
        for cd in life:
            s.life[p].append(take(cd))
    deck_spec = spec.get("deck")
    deck = [take(cd) for cd in deck_spec] if deck_spec is not None else None
    rest = list(free_main[0])
    s.rng.shuffle(rest)
    if not isinstance(life, (list, tuple)):
        if len(rest) < life:
            raise TcgsimError("stacked: not enough cards left for the life cloth")
        for _ in range(life):
            s.life[p].append(rest.pop())
    where = spec.get("rest", "deck" if deck is None else "trash")
    if where not in ("deck", "trash", "ener"):
        raise TcgsimError(f"stacked: rest must be deck, trash or ener, not {where!r}")
    if where != "deck":
        getattr(s, where)[p].extend(sorted(rest))
        rest = []
    s.deck[p] = rest + (deck or []) + top_codes
    s.lrig_deck[p] = free_lrig[0]


def _is_lrig_deck(s, code_: str) -> bool:
    T = s.T
    for c in range(T.n):
        if T.code[c] == code_:
            return T.type[c] in _cards.LRIG_TYPES
    raise TcgsimError(f"stacked: no card {code_!r} in these decks")


def reset_knowledge(s) -> None:
    """Knowledge for a stacked state: each player knows their own hand (and LRIG deck)
    and every public card; their own deck, life cloth and charms are one unknown pool;
    the opponent's hidden main-deck cards (deck, hand, life cloth, charms, looking) are
    one pool over the zones holding them, the opponent's LRIG deck another. An event
    visible to each player names the cards they know in hidden places (their hand), as
    a real game's draws would have."""
    kn = s.kn = Knowledge.new(2, s.T.n)
    for v in (0, 1):
        for owner in (0, 1):
            if owner == v:
                groups = [[(s.deck[owner], DECK), (s.life[owner], LIFE),
                           (s.charms[owner], CHARM)]]
            else:
                groups = [[(s.deck[owner], DECK), (s.hand[owner], HAND),
                           (s.life[owner], LIFE), (s.charms[owner], CHARM),
                           (s.looking[owner], LOOK)],
                          [(s.lrig_deck[owner], LRIGDECK)]]
            for zones in groups:
                zones = [(lst, z) for lst, z in zones if lst]
                mask = sum(1 << Z(owner, z) for _, z in zones)
                if not mask:
                    continue
                k = kn._pool_for(v, mask)
                for lst, _ in zones:
                    for c in lst:
                        kn.pool[v][c] = k
    for p in (0, 1):
        s.emit("scenario_hand", p, p, tuple(sorted(s.hand[p])))
        s.emit("scenario_lrig_deck", p, p, tuple(sorted(s.lrig_deck[p])))
    s.emit("scenario", ALL, tuple(len(s.hand[p]) for p in (0, 1)))


# ---- answering decisions ---------------------------------------------------------------------

def options(state) -> list[tuple[int, str]]:
    """The pending decision's options as (id, label)."""
    return [(a.id, a.label) for a in state.legal_actions()]


def find(state, choice, kind: str | None = None) -> int:
    """The id of the pending option `choice` names: an int id, or a piece of its label
    (case-insensitive; the options containing it must share one label -- copies of a
    card -- or exactly one label must equal it)."""
    if state.pending is None:
        raise TcgsimError(f"no decision is pending (outcome {state.outcome})")
    if kind is not None and state.pending[1] != kind:
        raise TcgsimError(f"the pending decision is {state.pending[1]!r} of player "
                          f"{state.pending[0]}, not {kind!r}: {options(state)}")
    if isinstance(choice, int) and not isinstance(choice, bool):
        if choice not in state.pending[2]:
            raise TcgsimError(f"{choice} is not an option: {options(state)}")
        return choice
    want = str(choice).lower()
    opts = options(state)
    exact = [i for i, lab in opts if lab.lower() == want]
    if len(exact) == 1:
        return exact[0]
    hits = [i for i, lab in opts if want in lab.lower()]
    if hits and len({lab for i, lab in opts if i in hits}) == 1:
        return hits[0]                        # copies of one card: the same choice
    if len(hits) != 1:
        raise TcgsimError(f"{choice!r} matches {len(hits)} options of the "
                          f"{state.pending[1]!r} decision: {opts}")
    return hits[0]


def answer(state, *choices, kind: str | None = None):
    """Answer the pending decision(s) in turn, each by id or a piece of its label."""
    for ch in choices:
        state.apply((state.pending[1] if state.pending else "", find(state, ch, kind)))
    return state


def pick(state, choice, kind: str = "target"):
    """Answer a pending `kind` decision (a target, by default) by `choice`; when none is
    pending -- the engine took the only option at once -- do nothing. For forced choices
    ("this SIGNI", a single legal target) whether a one-option question is posed is the
    engine's business, not the rule's."""
    if state.pending is not None and state.pending[1] == kind:
        answer(state, choice)
    return state


def has_option(state, choice) -> bool:
    """Whether the pending decision has an option `choice` names (id or label piece)."""
    if state.pending is None:
        return False
    if isinstance(choice, int) and not isinstance(choice, bool):
        return choice in state.pending[2]
    want = str(choice).lower()
    return any(want in lab.lower() for _, lab in options(state))


def decline(state, kind: str | None = None):
    """Answer NONE (no / done / pass)."""
    return answer(state, NONE, kind=kind)


def until(state, kind: str, player: int | None = None, limit: int = 200):
    """Answer NONE (or the only option) to every decision until one of `kind` (for
    `player`) is pending."""
    for _ in range(limit):
        if state.pending is None:
            raise TcgsimError(f"the game ended ({state.outcome}) before a {kind!r} decision")
        p, k, opts, _ = state.pending
        if k == kind and (player is None or p == player):
            return state
        state.apply((k, NONE if NONE in opts else opts[0]))
    raise TcgsimError(f"no {kind!r} decision within {limit} answers")


def events(state, name: str) -> list[tuple]:
    """The logged events called `name`."""
    return [e for e in state.log or () if e[0] == name]


# ---- synthetic cards and decks ---------------------------------------------------------------

def synth_card(**table) -> _cards.WXCard:
    """A card from a card table (cards.CARD_FIELDS), checked as a card file's card is;
    `ability` may be given as a single table or a list."""
    t = dict(table)
    if isinstance(t.get("ability"), dict):
        t["ability"] = [t["ability"]]
    return _cards.card_from_table(t, "<synthetic>", 0)


def make_deck(name: str, main, lrig, fmt: str = "standard", pool=None) -> _cards.WXDeck:
    """A WXDeck from [(count, card or code)] lists, checked by the deck rules of `fmt`
    (a DeckError lists the problems)."""
    if pool is None:
        pool = _cards.CardPool.builtin()

    def resolve(x):
        return pool[x] if isinstance(x, str) else x

    counted = {"main": [(n, resolve(c)) for n, c in main],
               "lrig": [(n, resolve(c)) for n, c in lrig]}
    problems = _cards.rule_problems(counted, fmt)
    if problems:
        from ...core.errors import DeckError

        raise DeckError(name, problems)
    return _cards.WXDeck(
        name, [c for n, c in counted["main"] for _ in range(n)],
        [c for n, c in counted["lrig"] for _ in range(n)], "<synthetic>",
        {s: [[n, c.code] for n, c in v] for s, v in counted.items()})


def variant_deck(name: str, base: str = "wd01", replace: dict | None = None,
                 lrig_add=(), lrig_remove=(), main_add=(), fmt: str = "standard",
                 pool=None) -> _cards.WXDeck:
    """A built-in deck with changes: `replace` maps a main-deck code to a card (or code)
    taking all of its copies; `main_add` [(count, card)] adds cards; `lrig_add` /
    `lrig_remove` change the LRIG deck (cards or codes). Checked by the deck rules."""
    if pool is None:
        pool = _cards.CardPool.builtin()
    deck = _cards.builtin_deck(base, pool)
    replace = dict(replace or {})
    main = [(n, replace.get(c, c)) for n, c in deck.counts["main"]] + list(main_add)
    gone = set(lrig_remove)
    lrig = [(n, c) for n, c in deck.counts["lrig"] if c not in gone] + \
        [(1, c) for c in lrig_add]
    return make_deck(name, main, lrig, fmt, pool)


__all__ = ["stacked", "answer", "pick", "find", "has_option", "decline", "until", "options", "card",
           "cards", "zone_of", "code", "codes", "row", "events", "synth_card", "make_deck",
           "variant_deck", "reset_knowledge", "NONE"]
