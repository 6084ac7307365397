"""Shared helpers of the Weiß Schwarz rule scenario tests (test_ws_rules_*.py).

Rule tests need cards whose own abilities stay out of the way, so besides the built-in
deck "dengeki-ws02" they use two legal 50-card rule decks built from the card pool:
vanilla characters (no abilities the engine plays), a few Backup / Encore cards and one
climax per trigger icon. Import with `from ws_helpers import ...` (conftest.py puts this
directory on sys.path).
"""

from __future__ import annotations

import json
from pathlib import Path

import tcgsim
from tcgsim.games.weiss_schwarz.cards import parse_deck_text
from tcgsim.games.weiss_schwarz.scenario import card, scenario

STAND, REST, REVERSE = 0, 1, 2
PASS = 999
DIRECT, FRONTAL, SIDE = 0, 1, 2

_GAME = None
_DECKS: dict = {}


def game():
    global _GAME
    if _GAME is None:
        _GAME = tcgsim.game("weiss-schwarz")
    return _GAME


# ---- vanilla characters -------------------------------------------------------------------
# Chosen from the card pool by their facts, among characters with no ability the engine
# plays (those without printed abilities first), so that card data gaining abilities
# does not silently change a rule test: another card with the same facts is used.


def _pool():
    return game().pool


def _vanilla(color, level, *, cost=None, power=None, soul=None, trigger=None, not_names=(),
             prefer=None):
    pool = _pool()

    def ok(c):
        if c.type != "character" or c.abilities or c.color != color or c.level != level:
            return False
        if c.counter or c.name in not_names:
            return False
        if cost is not None and c.cost != cost:
            return False
        if power is not None and not (power(c.power) if callable(power) else c.power == power):
            return False
        if soul is not None and c.soul != soul:
            return False
        if trigger is not None and tuple(c.triggers) != trigger:
            return False
        return True

    if prefer and prefer in pool and ok(pool[prefer]):
        return prefer
    found = sorted((c.unsupported, c.code) for c in pool.by_code.values() if ok(c))
    if not found:
        raise LookupError(f"no vanilla {color} level {level} character fits the rule tests")
    return found[0][1]


def _name(code):
    return _pool()[code].name


Y0 = _vanilla("yellow", 0, power=3000, trigger=(), prefer="5HY/W83-E020")   # 3000, soul 1
Y0B = _vanilla("yellow", 0, trigger=(), not_names=(_name(Y0),), prefer="5HY/W83-E005")
R0 = _vanilla("red", 0, power=lambda x: x < 3000, trigger=(), prefer="5HY/W83-E065")
B0 = _vanilla("blue", 0, trigger=(), prefer="5HY/W83-E125")
G0 = _vanilla("green", 0, trigger=(), prefer="AZL/S102-E061")
try:
    Y1 = _vanilla("yellow", 1, cost=1, power=5000, soul=1, trigger=(), prefer="5HY/W101-E019")
except LookupError:      # every yellow level 1 cost 1 5000 now has an ability the engine plays:
    # this one's (+2000 with 3 or more other 《Magic》/《Weapon》 characters) stays out of the
    # rule tests' way (their other cards have other traits; no test fields 4 of it)
    Y1 = "RZ/S46-E023"
try:
    R1 = _vanilla("red", 1, cost=1, power=5000, soul=1, trigger=(), prefer="5HY/W101-E051")
except LookupError:      # every red level 1 cost 1 5000 now has an ability the engine plays
    R1 = _vanilla("red", 1, cost=0, power=5000, soul=1, trigger=())
Y1B = _vanilla("yellow", 1, cost=1, power=7000, trigger=(), prefer="AZL/S102-TE31")
Y2 = _vanilla("yellow", 2, cost=1, trigger=("soul",), prefer="5HY/W83-TE09")
Y3 = _vanilla("yellow", 3, soul=2, trigger=("soul",), prefer="5HY/W83-TE10")
_G1 = _vanilla("green", 1, prefer="AZL/S102-TE51")
_U1 = _vanilla("blue", 1, prefer="5HY/W83-TE32")
_R1B = _vanilla("red", 1, not_names=(_name(R1),), prefer="AZL/S102-TE71")
_U1B = _vanilla("blue", 1, not_names=(_name(_U1),), prefer="AZL/S102-TE10")

# ---- Backup (【COUNTER】 from hand) and Encore -------------------------------------------
BK_R = "AW/S43-E103"     # red L1 C0 1500; Backup 1500, level 1, 0 stock (Gc3/WS02-E103, NM/S24-E062 have an AUTO now)
BK_G = "HOL/W91-TE006"   # green L1 C1 1000; Backup 2500, level 1, 1 stock
BK_Y2 = "AB/W31-E043"    # yellow L2 C1 2500; Backup 3000, level 2, 1 stock (5HY/W90-E101 has an AUTO now)
ENC = "DAL/WE33-E020"    # yellow L1 C0 4500; Encore: discard a character (5HY/W101-E018 has a CONT now)
# ---- climaxes (each with the standard 【CONT】 +1000 power +1 soul unless noted) ----------
CX_SHOT = "JJ/S66-E026"       # yellow, soul + shot
CX_RETURN = "Gaw/WS02-E035"   # yellow, soul + return
CX_POOL = "5HY/W83-E062"      # green, pool
CX_DRAW = "5HY/W83-TE36"      # blue, draw
CX_COMEBACK = "5HY/W101-E075"  # red, comeback
CX_TREASURE = "5HY/W101-E048"  # green, treasure
CX_GATE = "5HY/W101-E099"     # blue, soul + gate
CX_CHOICE = "5HY/W101-E021"   # yellow, choice
CX_SOUL2 = "AZL/S102-TE38"    # yellow, soul + soul (its 【CONT】 is soul +2 only)
CX_STANDBY = "5HY/W101-E074"  # red, soul + standby (its 【AUTO】 fires only when played)

_SPECIALS = [(2, BK_R), (2, BK_G), (2, BK_Y2), (2, ENC), (2, Y2), (2, Y3), (4, Y1), (4, R1),
             (2, Y1B), (4, B0), (4, G0), (4, R0), (4, Y0), (4, Y0B)]
DECK_A_CLIMAXES = [CX_SHOT, CX_RETURN, CX_POOL, CX_DRAW, CX_COMEBACK, CX_TREASURE, CX_GATE,
                   CX_CHOICE]
DECK_B_CLIMAXES = [CX_SOUL2, CX_STANDBY, CX_POOL, CX_DRAW, CX_COMEBACK, CX_TREASURE, CX_GATE,
                   CX_CHOICE]


def deck_text(entries) -> str:
    return "\n".join(f"{n} {code}" for n, code in entries)


def _rules_deck(name: str, climaxes) -> object:
    if name not in _DECKS:
        entries = [(1, c) for c in climaxes] + _SPECIALS
        _DECKS[name] = parse_deck_text(deck_text(entries), game().pool, name, "<ws_helpers>")
    return _DECKS[name]


def deck_a():
    """Vanilla rule deck A: climaxes with shot, return, pool, draw, comeback, treasure,
    gate, choice. Cards not placed by a scenario lie in the deck with the vanilla yellow
    level 0 characters on top, climaxes at the bottom."""
    return _rules_deck("rules-a", DECK_A_CLIMAXES)


def deck_b():
    """Like deck A, with the soul+soul and soul+standby climaxes instead of shot, return."""
    return _rules_deck("rules-b", DECK_B_CLIMAXES)


def dengeki():
    return game().deck("dengeki-ws02")


def make(decks=None, **kw):
    """A stacked scenario (scenario.py) with the rule decks by default."""
    if decks is None:
        decks = [deck_a(), deck_a()]
    return scenario(game(), decks=decks, **kw)


def cid(state, p: int, code: str, zone: str = "hand") -> int:
    return card(state, p, code, zone)


def kind(state):
    return state.pending[1] if state.pending else None


def who(state):
    return state.pending[0] if state.pending else None


def opts(state) -> tuple:
    return state.legal_ids()


def act(state, k: str, aid: int, settle: bool = True) -> None:
    """Apply action `aid` of decision kind `k`, checking who decides is sensible first.

    With `settle`, decisions that offer nothing but declining -- the counter step with
    no counter card, an encore nobody can pay -- are then declined, as a player would at
    once (they are always posed so the opponent cannot tell; DESIGN §2)."""
    assert kind(state) == k, f"pending decision is {state.pending!r}, not {k!r}"
    state.apply((k, aid))
    if settle:
        settle_forced(state)


def settle_forced(state) -> None:
    while state.pending is not None and state.pending[1] in ("counter", "encore") \
            and len(state.pending[2]) == 1:
        state.apply((state.pending[1], state.pending[2][0]))


def codes(state, zone) -> list:
    return [state.T.cards[c].code for c in zone]


def events(state, name: str) -> list:
    return [e for e in (state.log or []) if e[0] == name]


def attack_id(slot: int, how: int) -> int:
    return slot * 3 + how


def finish_main(state) -> None:
    """End the main phase (PASS) and decline the climax if asked."""
    act(state, "main", PASS)
    if kind(state) == "climax":
        act(state, "climax", PASS)


def move(state, a: int, b: int) -> None:
    """Move the character in stage slot a to slot b (swapping) in the main phase."""
    x, y = min(a, b), max(a, b)
    act(state, "main", 200)
    if kind(state) == "move":
        act(state, "move", x * 5 + y)


def pass_until_turn_of(state, p: int, limit: int = 20) -> None:
    """Decline main / climax / attack / encore / clock decisions until it is p's turn."""
    for _ in range(limit):
        if state.active == p and state.phase not in ("end", "encore", "attack", "climax", "main"):
            return
        k = kind(state)
        if k in ("main", "climax", "attack", "clock", "counter"):
            act(state, k, PASS)
        elif k == "encore":
            act(state, k, 0)
        else:
            return


_FILL = [Y0, Y0B, R0, B0, G0, Y1, R1, Y1B, Y2, Y3, _G1, _U1, _R1B, _U1B]


def deck_with(name: str, entries):
    """A legal 50-card deck: `entries` ((count, code) pairs) first, then vanilla characters
    from the rule decks (at most 4 of a name) up to 50 cards."""
    if name not in _DECKS:
        entries = list(entries)
        n = sum(k for k, _ in entries)
        for code in _FILL:
            if n >= 50:
                break
            k = min(4, 50 - n)
            entries.append((k, code))
            n += k
        _DECKS[name] = parse_deck_text(deck_text(entries), game().pool, name, "<ws_helpers>")
    return _DECKS[name]


# ---- shared by the card ruling files ----------------------------------------------------------

def play(s, p: int, code: str, slot: int) -> None:
    """Play the character `code` from seat p's hand into `slot` (main phase)."""
    act(s, "main", cid(s, p, code))
    act(s, "slot", slot)


def code(s, x: int) -> str:
    return s.T.cards[x].code


def first(s, c: str) -> int:
    """The first option of the pending decision that is a card with code c."""
    return next(x for x in opts(s) if x != PASS and code(s, x) == c)


# ---- the community card data (../shared/data/weiss_schwarz/cards), by code -----------------------

SHARED_CARDS = Path(__file__).resolve().parents[4] / "shared" / "data" / "weiss_schwarz" / "cards"
if not SHARED_CARDS.is_dir():              # a clone elsewhere (CI): the shared folder
    SHARED_CARDS = Path("/work/shared/data/weiss_schwarz/cards")
_COMMUNITY: dict = {}


def community_card(code: str) -> dict:
    """The community JSON record of the card `code` (all sets read once, then indexed)."""
    if not _COMMUNITY:
        for f in sorted(SHARED_CARDS.glob("*.json")):
            for j in json.loads(f.read_text(encoding="utf-8")):
                if isinstance(j, dict) and isinstance(j.get("code"), str):
                    _COMMUNITY.setdefault(j["code"], j)
    return _COMMUNITY[code]


def community_abilities(code: str) -> list:
    """The vocabulary tables the importer makes of the card `code`'s printed abilities."""
    from tcgsim.games.weiss_schwarz import importer

    table, _ = importer.convert_card(community_card(code))
    return table.get("ability", [])


def look_through(s, n: int | None = None) -> int:
    """Answer yes to "look at (reveal) the next card?" of a "look at up to N cards" (verbs_deck
    dig: one card at a time, seed 000), n times or until the pick is asked; how many."""
    k = 0
    while s.pending and s.pending[1] == "yes_no" and s.pending[3][0] in ("dig_yes", "opp_dig_yes") \
            and (n is None or k < n):
        act(s, "yes_no", 1)
        k += 1
    return k
