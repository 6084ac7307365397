"""Issue 15's correctness sample: 160 recognised abilities drawn at random across the sets by
tools/ws_sample.py (seed 15; data/ws_correctness_sample.json lists set, code, ability index
and the recognised table, never the printed text, which is read from ../shared at run time).

(a) every entry is still recognised with the same table (a regression guard);
(b) every entry has a card test: the entries are grouped by shape, one checker per shape
    reads the PRINTED line with its own pattern (not the importer's table), stacks a scenario
    (scenario.py / ws_helpers.make) with the sampled card, plays the ability and asserts what
    the text says. Entries without a checker yet are listed in PENDING, explicitly, and
    test_every_entry_is_checked_or_pending keeps the list honest.
Rules: seed 000 (comprehensive rules) sections named in the checkers' docstrings.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest
from ws_helpers import (
    DIRECT, FRONTAL, PASS, REST, REVERSE, STAND, Y0B, act, attack_id, cid, codes, deck_with, game, kind,
    finish_main, make, opts, pass_until_turn_of, who,
)

from tcgsim.games.weiss_schwarz import importer as imp

HERE = Path(__file__).resolve().parent
DATA = json.loads((HERE / "data" / "ws_correctness_sample.json").read_text())
ENTRIES = DATA["entries"]
SHARED = HERE.parents[3].parent / "shared" / "data" / "weiss_schwarz" / "cards"
if not SHARED.is_dir():
    SHARED = Path("/work/shared/data/weiss_schwarz/cards")
BY_CODE = {e["code"]: e for e in ENTRIES}


@lru_cache(maxsize=None)
def _set(set_name):
    return {str(j.get("code", "")).strip(): j for j in imp.read_set_json(SHARED / f"{set_name}.json")
            if isinstance(j, dict)}


def printed_line(e) -> str:
    j = _set(e["set"])[e["code"]]
    lines = [imp._fixed(e["code"], x) for x in imp.printed_abilities(j["ability"])]
    return imp.clean(lines[e["index"]])


def ids(entries):
    return [e["code"] for e in entries]


# ---- (a) regression guard --------------------------------------------------------------------

def test_the_sample_is_at_least_150_abilities_one_per_card_across_sets():
    assert DATA["seed"] == 15 and len(ENTRIES) >= 150
    assert len({e["code"] for e in ENTRIES}) == len(ENTRIES)
    assert len({e["set"] for e in ENTRIES}) >= 50


@pytest.mark.parametrize("e", ENTRIES, ids=ids(ENTRIES))
def test_the_entry_is_still_recognised_with_the_same_table(e):
    j = _set(e["set"])[e["code"]]
    table, rows = imp.convert_card(j)
    assert rows[e["index"]].table == e["table"]
    assert e["code"] in game().pool                      # the committed card file has the card


# ---- helpers -----------------------------------------------------------------------------------

def pool():
    return game().pool


def C(code):
    return pool()[code]


@lru_cache(maxsize=None)
def _fill_names():
    import ws_helpers
    return frozenset(C(x).name for x in ws_helpers._FILL)


@lru_cache(maxsize=None)
def vanilla(trait=None, name_has=None, level=0, color=None, avoid=(), exclude=()):
    """A character of the pool the engine plays no ability of: with `trait` (or a name
    containing `name_has`), else one with none of the traits in `avoid`."""
    best = []
    for c in pool().by_code.values():
        if c.type != "character" or c.abilities or c.counter or c.code in exclude:
            continue
        if c.name in _fill_names():
            continue
        if trait and trait not in c.traits:
            continue
        if name_has and name_has not in c.name:
            continue
        if any(t in c.traits for t in avoid) or (name_has is None and trait is None
                                                  and any(a in c.name for a in avoid)):
            continue
        if color and c.color != color:
            continue
        best.append((abs(c.level - level), c.unsupported, c.level, c.code))
    if not best and (trait or name_has):        # none without abilities: the fewest, and
        # no 【CONT】 among them (one would change the very stats a checker compares)
        best = sorted((sum(a["kind"] == "cont" for a in c.abilities), len(c.abilities),
                       c.level, c.code) for c in pool().by_code.values()
                      if c.type == "character" and c.code not in exclude and not c.counter
                      and (not trait or trait in c.traits)
                      and (not name_has or name_has in c.name) and c.name not in _fill_names())
        return best[0][3]
    if not best:
        raise LookupError(f"no vanilla character with {trait or name_has}")
    return sorted(best)[0][3]


def deck_for(code, *extra):
    """A legal deck: 4 of the sampled card, 4 of each extra (a climax 1), vanilla fill."""
    entries = [(4, code)]
    for x in extra:
        if x != code and all(x != k for _, k in entries):
            entries.append((1 if C(x).type == "climax" else 4, x))
    return deck_with("smp-" + "-".join(k.replace("/", "") for _, k in entries), entries)


def mk(code, *extra, **kw):
    d = deck_for(code, *extra)
    return make(decks=[d, d], **kw)


def base(s, p, slot):
    return s.T.power[s.stage[p][slot]]


def ability_pos(e):
    """The entry's place among the card's recognised abilities (the engine's ability index)."""
    table, rows = imp.convert_card(_set(e["set"])[e["code"]])
    return sum(1 for r in rows[:e["index"]] if r.table is not None)


def act_id(e, slot):
    """The main-phase action using the entry's 【ACT】 from `slot` (rules.py: 100 + slot*5 + k,
    k = its place among the card's 【ACT】 abilities)."""
    table, rows = imp.convert_card(_set(e["set"])[e["code"]])
    k = sum(1 for r in rows[:e["index"]] if r.table is not None and r.table["kind"] == "act")
    return 100 + slot * 5 + k


def ours_first(s, e):
    """At an 'order' decision, resolve the sampled ability first."""
    while kind(s) == "order":
        k = ability_pos(e)
        o = opts(s)
        mine = [i for i in o if s.pending_auto[i][1] >= 0
                and s.T.cards[s.pending_auto[i][1]].code == e["code"]
                and (s.pending_auto[i][2] if isinstance(s.pending_auto[i][2], int) else tuple(s.pending_auto[i][2])[0]) == k]
        act(s, "order", mine[0] if mine else o[0])


def answer_all(s, yes=1, pick=None):
    """Answer the ability's own questions: `yes` to yes/no, `pick(options)` (default the first)
    to choices and orders."""
    for _ in range(40):
        k = kind(s)
        if k == "yes_no":
            act(s, k, yes if yes in opts(s) else opts(s)[0])
        elif k in ("order", "choose", "slot", "target"):
            o = [x for x in opts(s) if x != PASS]
            act(s, k, (pick(o) if pick else o[0]) if o else PASS)
        else:
            return


def traits_of(phrase):
    return re.findall(r"《(.+?)》", phrase or "")


def play_from_hand(s, code, slot, p=0):
    act(s, "main", cid(s, p, code))
    act(s, "slot", slot)


def play_setup(code, **kw):
    """Stage-ready: level, stock and a card of the card's colour in the clock to play it."""
    c = C(code)
    kw.setdefault("level", [c.level, 0])
    kw.setdefault("stock", [c.cost + kw.pop("extra_stock", 0), 0])
    kw.setdefault("clock", [[code], []])
    return kw


CHECKERS: dict = {}


def checker(*codes):
    def deco(fn):
        for c in codes:
            assert c in BY_CODE, c
            assert c not in CHECKERS, c
            CHECKERS[c] = fn
        return fn
    return deco


# ---- climax: "【CONT】 All of your characters get +1000 power and +1 soul." ------------------------

@checker("LL/W34-E097", "AZL/S102-E035", "LL/W24-E098", "P4/S01-071", "LRC/WE47-E53",
         "HOL/W91-E169", "DG/S03-E087", "SBY/W77-E100", "HOL/W104-E065", "RWBY/WXE01-11",
         "Gid/WS02-TE10", "FT/S120-E072", "GBS/S63-TE09")
def check_climax_all_power_soul(e, line):
    """Seed 000 클라이맥스 존 / 【永】: a climax's 【CONT】 works while it is in the climax area;
    every character of its player gets +N power and +M soul, none of the opponent's."""
    m = re.fullmatch(r"【CONT】 All of your characters get \+(\d+) power and \+(\d+) soul\.", line)
    assert m, line
    pw, sl = int(m[1]), int(m[2])
    stage = [{0: Y0B, 1: Y0B, 3: Y0B}, {1: Y0B}]
    off = mk(e["code"], stage=stage)
    on = mk(e["code"], stage=stage, climax=[[e["code"]], []])
    for slot in (0, 1, 3):
        assert on.power_of(0, slot) == off.power_of(0, slot) + pw
        assert on.soul_of(0, slot) == off.soul_of(0, slot) + sl
    assert on.power_of(1, 1) == off.power_of(1, 1) and on.soul_of(1, 1) == off.soul_of(1, 1)
    theirs = mk(e["code"], stage=stage, climax=[[], [e["code"]]])
    assert theirs.power_of(0, 0) == off.power_of(0, 0)
    assert theirs.power_of(1, 1) == off.power_of(1, 1) + pw


# ---- "【AUTO】 Encore [cost]" -------------------------------------------------------------------

@checker("FT/S02-071", "ATLA/WX04-108", "AB/W31-E092", "NK/W30-E087", "SAO/S65-TE03",
         "KLK/S27-E064")
def check_encore(e, line):
    """Seed 000 앙코르 스텝: a reversed character with 【AUTO】 Encore [cost] may pay that cost
    instead of 3 stock and comes back 【REST】 to the position it was in."""
    m = re.fullmatch(r"【AUTO】 Encore \[(Put 1 character from your hand into your waiting room|"
                     r"Put the top card of your deck into your clock)\]", line)
    assert m, line
    code = e["code"]
    hand_cost = m[1].startswith("Put 1 character")
    fodder = vanilla(level=0)
    s = mk(code, fodder, phase="attack", stage=[{2: code}, {0: Y0B}],
           hand=[[fodder] if hand_cost else [], []], stock=[0, 0])
    me, foe = s.stage[0][2], s.stage[1][0]
    s.add_mod(foe, "power", 30000, "turn")
    top = s.deck[0][-2]                       # the top after the trigger check
    act(s, "attack", attack_id(2, FRONTAL))
    assert kind(s) == "encore" and me in s.waiting[0]
    o = [x for x in opts(s) if x != 0]
    assert o, "the card's own encore is offered without stock"
    act(s, "encore", o[0])
    answer_all(s)
    assert s.stage[0][2] == me and s.status[0][2] == REST
    if hand_cost:
        assert cid(s, 0, fodder, "waiting") in s.waiting[0] and not s.hand[0]
    else:
        assert top in s.clock[0]
    # without the cost's material it is not offered (no character in hand)
    if hand_cost:
        s = mk(code, fodder, phase="attack", stage=[{2: code}, {0: Y0B}], hand=[[], []],
               stock=[0, 0])
        s.add_mod(s.stage[1][0], "power", 30000, "turn")
        act(s, "attack", attack_id(2, FRONTAL))
        assert kind(s) != "encore" or opts(s) == (0,) or list(opts(s)) == [0]


# ---- "【ACT】 【COUNTER】 Backup N, Level L [(S) Put this card from your hand into your waiting room]"

@checker("RZ/S55-E048", "PXR/S94-TE28", "GGO/S59-E051", "RWBY/WX03-025", "FT/S02-046Vir",
         "FGO/S75-E102")
def check_backup(e, line):
    """Seed 000 카운터 스텝 / 백업: in the counter step the defender plays Backup from hand,
    paying its stock, its level at most the player's level; the defending character gets
    +N power until end of turn and the card goes to the waiting room."""
    m = re.fullmatch(r"【ACT】 【COUNTER】 Backup (\d+), Level (\d+) \[\((\d+)\) Put this card "
                     r"from your hand into your waiting room\]", line)
    assert m, line
    n, lv, st = map(int, m.groups())
    code = e["code"]
    defender = vanilla(level=0)
    kw = dict(active=1, phase="attack", stage=[{1: defender}, {0: Y0B, 1: Y0B}],
              hand=[[code], []], stock=[st, 0], clock=[[code], []])
    s = mk(code, defender, level=[lv, 0], **kw)
    d = s.stage[0][1]
    bk = cid(s, 0, code)
    s.add_mod(s.stage[1][1], "power", 30000, "turn")      # the attacker wins anyway
    act(s, "attack", attack_id(1, FRONTAL), settle=False)
    while kind(s) != "counter":
        act(s, kind(s), opts(s)[0], settle=False)
    assert bk in opts(s)
    before = s.power_of(0, 1)
    act(s, "counter", bk, settle=False)
    answer_all(s)
    assert bk in s.waiting[0] and len(s.stock[0]) == 0
    assert s.power_of(0, 1) == before + n
    assert any(x[0] == d and x[1] == "power" and x[2] == n for x in s.mods)
    if lv > 0:                                             # one level short: not playable
        s = mk(code, defender, level=[lv - 1, 0], **kw)
        s.add_mod(s.stage[1][1], "power", 30000, "turn")
        act(s, "attack", attack_id(1, FRONTAL), settle=False)
        while kind(s) not in ("counter", "attack", None) and s.active == 1:
            act(s, kind(s), opts(s)[0], settle=False)
        assert kind(s) != "counter" or cid(s, 0, code) not in opts(s)


# ---- 【CONT】 [During your (opponent's) turn,] all of your [other] [《T》] characters get +N power ---

def _cont_stage_check(code, line, pw, cond, others, match, who_ok):
    """Shared by the 【CONT】 power checkers: `match` (a partner code that fits the text),
    `who_ok(slot)` whether a slot's character is meant by the text."""


@checker("NK/W30-TE13", "IMC/W41-E083", "RKN/S115-E080", "P5/S45-E089", "FT/S02-054",
         "BD/W73-E106", "5HY/W83-TE01", "MM/W35-E018", "DDM/S88-E012", "SAO/S47-E093")
def check_cont_all_your_characters(e, line):
    """Seed 000 【永】 (continuous abilities): while the card is on the stage, the characters
    the text names get +N power; "other" leaves the card itself out; "During your
    (opponent's) turn" limits when; a trait or name limits who."""
    m = re.fullmatch(r"【CONT】 (During your (opponent's )?turn, )?[Aa]ll of your (other )?"
                     r"(?:《(.+?)》 )?characters(?: with \"(.+?)\(.*?\)\" in its card name)? "
                     r"get \+(\d+) power\.", line)
    assert m, line
    turn, opp_turn, other, trait, name, n = m[1], m[2], m[3], m[4], m[5], int(m[6])
    code = e["code"]
    fit = vanilla(trait=trait, name_has=name) if (trait or name) else vanilla(level=0)
    misfit = vanilla(avoid=(trait,) if trait else ((name,) if name else ()), level=1)
    stage = [{0: code, 1: fit, 2: misfit}, {1: fit}]
    active = 1 if opp_turn else 0
    on = mk(code, fit, misfit, stage=stage, active=active)
    off = mk(code, fit, misfit, stage=[{1: fit, 2: misfit}, {1: fit}], active=active)
    assert on.power_of(0, 1) == off.power_of(0, 1) + n               # a character it names
    assert on.power_of(0, 2) == off.power_of(0, 2) + (0 if (trait or name) else n)
    assert on.power_of(1, 1) == off.power_of(1, 1)                  # never the opponent's
    assert on.power_of(0, 0) == base(on, 0, 0) + (0 if other or (trait and trait not in C(code).traits) else n)
    if turn:                                                        # the other player's turn
        wrong = mk(code, fit, misfit, stage=stage, active=1 - active)
        assert wrong.power_of(0, 1) == base(wrong, 0, 1)


# ---- 【CONT】 your other character in the middle position of the center stage gets +N -------------

@checker("LRC/W105-E076", "KS/W55-E046", "KS/W49-TE12")
def check_cont_middle_other(e, line):
    """Seed 000 【永】, 무대 (the middle position of the center stage is slot 1): only the other
    character there gets +N; this card there gets nothing from itself."""
    m = re.fullmatch(r"【CONT】 (During your opponent's turn, )?[Yy]our other character in the "
                     r"middle position of (?:your|the) center stage gets \+(\d+) power\.", line)
    assert m, line
    opp, n = m[1], int(m[2])
    code, v = e["code"], vanilla(level=0)
    active = 1 if opp else 0
    s = mk(code, v, stage=[{0: v, 1: v, 2: code}, {}], active=active)
    assert s.power_of(0, 1) == base(s, 0, 1) + n and s.power_of(0, 0) == base(s, 0, 0)
    s = mk(code, v, stage=[{0: v, 1: code}, {}], active=active)
    assert s.power_of(0, 1) == base(s, 0, 1) and s.power_of(0, 0) == base(s, 0, 0)
    if opp:
        s = mk(code, v, stage=[{1: v, 2: code}, {}], active=0)
        assert s.power_of(0, 1) == base(s, 0, 1)


# ---- 【CONT】 this card gets +N power for each [other] 《T》 character [in your back/center stage] --

@checker("5HY/W83-E003", "SDS/SX05-098", "SAO/S47-E107", "BD/W73-E029", "LRC/W105-E025",
         "GGST/SX06-T05", "DDM/S88-E042", "5HY/W101-E090")
def check_cont_self_per(e, line):
    """Seed 000 【永】: +N for each character the text counts, counted anew at every look
    (two fitting characters: +2N); the card itself and non-fitting ones do not count; "in
    your back stage" counts slots 3-4 only, "center stage" 0-2."""
    m = re.fullmatch(r"【CONT】 (During your turn, )?[Tt]his card gets \+(\d+) power for each "
                     r"(?:of your )?other ((?:《.+?》(?: or )?)+) characters?"
                     r"(?: in your (back|center) stage)?\.", line)
    assert m, line
    turn, n, traits, zone = m[1], int(m[2]), traits_of(m[3]), m[4]
    code = e["code"]
    fit = vanilla(trait=traits[-1])
    misfit = vanilla(avoid=tuple(traits), level=1)
    me = 1
    places = [3, 4] if zone == "back" else ([0, 2] if zone == "center" else [0, 4])
    wrong_place = 0 if zone == "back" else (3 if zone == "center" else None)
    s = mk(code, fit, misfit, stage=[{me: code}, {}])
    alone = s.power_of(0, me)
    assert alone == base(s, 0, me)
    s = mk(code, fit, misfit, stage=[{me: code, places[0]: fit, places[1]: fit,
                                      **({2 if me != 2 else 0: misfit} if zone != "center" else {})}, {}])
    assert s.power_of(0, me) == alone + 2 * n
    if wrong_place is not None:
        s = mk(code, fit, misfit, stage=[{me: code, wrong_place: fit}, {}])
        assert s.power_of(0, me) == alone
    if turn:
        s = mk(code, fit, misfit, active=1, stage=[{me: code, places[0]: fit, places[1]: fit}, {}])
        assert s.power_of(0, me) == alone


# ---- 【CONT】 [During your turn,] if you have N or more/less [other] [《T》] characters, +N power ---

@checker("HOL/W91-E088", "GGO/SE50-E29", "MDE/SE45-E37", "TRV/S92-E103")
def check_cont_self_if_count(e, line):
    """Seed 000 【永】 with a condition: the bonus holds exactly while the count is met."""
    m = re.fullmatch(r"【CONT】 (During your turn, )?[Ii]f you have (?:(\d+) or (more|less) other|"
                     r"(another)) ((?:《.+?》(?: or )?)*) ?characters?, this card gets \+(\d+) "
                     r"power\.", line)
    assert m, line
    turn, k, more, another, traits, n = m[1], m[2], m[3], m[4], traits_of(m[5]), int(m[6])
    k, more = (1, "more") if another else (int(k), more)
    code = e["code"]
    fit = vanilla(trait=traits[-1]) if traits else vanilla(level=0)
    misfit = vanilla(avoid=tuple(traits), level=1) if traits else None

    def power(count, extra_misfit=False):
        st = {1: code}
        for slot in [0, 2, 3, 4][:count]:
            st[slot] = fit
        if extra_misfit and misfit:
            st[[0, 2, 3, 4][count]] = misfit
        s = mk(code, fit, *([misfit] if misfit else []), stage=[st, {}])
        return s.power_of(0, 1) - base(s, 0, 1)

    if more == "more":
        assert power(k) == n and power(k - 1) == 0
        if misfit and k <= 3:
            assert power(k - 1, extra_misfit=True) == 0
    else:
        assert power(k) == n and power(k + 1) == 0 and power(0) == n
    if turn:
        st = {1: code, 0: fit, 2: fit, 3: fit}
        s = mk(code, fit, stage=[st, {}], active=1)
        assert s.power_of(0, 1) == base(s, 0, 1)


# ---- 【AUTO】 when placed from hand: may put the top card of your clock into the waiting room ----

@checker("BNJ/SX01-003", "FS/S77-E084", "TRV/S92-E036", "FT/S120-E002")
def check_heal_on_play(e, line):
    """Seed 000 【自】 (트리거 / 해결): played from hand, the ability triggers; "you may": the
    player answers; yes puts the clock's top (last placed) card into the waiting room."""
    assert line == ("【AUTO】 When this card is placed on the stage from your hand, you may put "
                    "the top card of your clock into your waiting room."), line
    code = e["code"]
    v = vanilla(level=0)
    for yes in (1, 0):
        s = mk(code, v, hand=[[code], []], **play_setup(code, clock=[[code, v], []]))
        top = s.clock[0][-1]
        play_from_hand(s, code, 1)
        assert kind(s) == "yes_no"
        answer_all(s, yes=yes)
        assert (top in s.waiting[0]) == bool(yes) and (top in s.clock[0]) != bool(yes)


# ---- 【AUTO】 when placed from hand: this card gets +N / +X power until end of turn ------------

@checker("RKN/S115-TE13", "ATLA/WX04-105", "JJ/S66-E067", "EIS/SX07-T17")
def check_power_on_play(e, line):
    """Seed 000 【自】: played from hand it gets +N (X = 1000 for each fitting character you
    have, itself included) until end of turn; put on the stage otherwise, nothing."""
    m = re.fullmatch(r"【AUTO】 When this card is placed on the stage from your hand, this card "
                     r"gets \+(\d+|X) power until end of turn\.(?: X is equal to the number of "
                     r"《(.+?)》 characters you have ×(\d+)\.)?", line)
    assert m, line
    code = e["code"]
    trait = m[2]
    fit = vanilla(trait=trait) if trait else vanilla(level=0)
    s = mk(code, fit, hand=[[code], []], stage=[{0: fit, 3: fit} if trait else {}, {}],
           **play_setup(code))
    play_from_hand(s, code, 1)
    answer_all(s)
    mine = trait in C(code).traits if trait else True
    want = int(m[1]) if m[1] != "X" else int(m[3]) * (2 + (1 if mine else 0))
    assert s.power_of(0, 1) == base(s, 0, 1) + want
    s = mk(code, fit, stage=[{1: code}, {}])                # placed by the scenario: nothing
    assert s.power_of(0, 1) == base(s, 0, 1)


# ---- 【AUTO】 when your other 《T》 character attacks, this card gets +N power until end of turn --

@checker("LL/W01-043", "LL/W24-E009")
def check_other_attacks(e, line):
    """Seed 000 【自】 / 어택 선언: the trigger is another character with the trait
    attacking; this card's own attack or a non-fitting attacker does not trigger it."""
    m = re.fullmatch(r"【AUTO】 When your other 《(.+?)》 character attacks, this card gets "
                     r"\+(\d+) power until end of turn\.", line)
    assert m, line
    trait, n = m[1], int(m[2])
    code = e["code"]
    fit, misfit = vanilla(trait=trait), vanilla(avoid=(trait,), level=1)
    s = mk(code, fit, misfit, phase="attack",
           stage=[{0: fit, 1: misfit, 2: misfit, 3: code}, {}])   # slot 1: the phase goes on
    act(s, "attack", attack_id(2, 0))                       # the misfit attacks directly
    answer_all(s)
    assert s.power_of(0, 3) == base(s, 0, 3)
    act(s, "attack", attack_id(0, 0))
    answer_all(s)
    assert s.power_of(0, 3) == base(s, 0, 3) + n


# ---- 【CONT】 Assist: all of your [level L+] [《T》] characters in front of this card get +N / +X ----

@checker("HOL/W104-E128", "PXR/S94-TE13", "OVL/SE51-E27", "FS/S36-E080", "LSS/W45-E043",
         "GBS/S63-E082", "OVL/S62-E086")
def check_assist(e, line):
    """Seed 000 무대 (후열 / 전열): a back stage character's "in front of" are the two center
    positions before it (slot 3: 0 and 1; slot 4: 1 and 2); only those that fit get the bonus,
    X = that character's own level ×M; from the center stage it gives nothing."""
    m = re.fullmatch(r"【CONT】 Assist All of your (?:level (\d+) or higher )?(?:《(.+?)》 )?"
                     r"characters in front of this card gets? \+(\d+|X) power\."
                     r"(?: X is equal to that character's level ×(\d+)\.)?", line)
    assert m, line
    lmin, trait, n, per = m[1], m[2], m[3], m[4]
    code = e["code"]
    lv = int(lmin) if lmin else 2
    fit = vanilla(trait=trait, level=lv) if trait else vanilla(level=lv)
    low = vanilla(level=0, avoid=(trait,) if trait else ())
    s = mk(code, fit, low, stage=[{0: fit, 1: fit, 2: fit, 3: code}, {1: fit}])

    def gain(slot, who=0):
        return s.power_of(who, slot) - base(s, who, slot)

    want = int(n) if n != "X" else C(fit).level * int(per)
    assert gain(0) == want and gain(1) == want
    assert gain(2) == 0 and gain(1, who=1) == 0             # not in front; not the opponent's
    if lmin or trait or per:                                 # a character that does not fit
        s = mk(code, fit, low, stage=[{0: low, 1: fit, 3: code}, {}])
        assert gain(0) == (C(low).level * int(per) if (per and not trait and not lmin) else 0)
    s = mk(code, fit, low, stage=[{0: fit, 1: code}, {}])   # in the center stage: nothing
    assert gain(0) == 0


# ---- 【ACT】 Brainstorm: flip 4/5 to the waiting room; per climax draw up to 1 / salvage up to 1 --

@checker("Fab/W65-TE07", "BD/W95-TE02", "MOB/SX02-053", "SAO/S80-E033", "APO/S53-E029")
def check_brainstorm(e, line):
    """Seed 000 【起】: pay [(1) 【REST】 …], the top N cards go to the waiting room, and the
    action is done once per climax among them (two climaxes: twice; none: never)."""
    m = re.fullmatch(r"【ACT】 Brainstorm \[\((\d+)\) 【REST】 (this card|2 of your characters)\] "
                     r"Flip over (\d+) cards from the top of your deck, and put them into your "
                     r"waiting room\. For each climax revealed among those cards, (draw up to 1 "
                     r"card|choose up to 1 (?:《(.+?)》 )?character in your waiting room, and "
                     r"return it to your hand)\.", line)
    assert m, line
    stock, rest, n, what, trait = int(m[1]), m[2], int(m[3]), m[4], m[5]
    code = e["code"]
    cx1, cx2 = sorted(c.code for c in pool().by_code.values() if c.type == "climax"
                      and not c.abilities and c.code != code)[:2]
    v = vanilla(level=0)
    fit = vanilla(trait=trait) if trait else v
    f1, f2, f3 = vanilla(level=1), vanilla(level=2), vanilla(level=3)
    top = [cx1, f1, cx2, f2, f3][:n] if n <= 5 else None    # two climaxes among the N
    assert top is not None
    stage = {1: code, 0: v} if rest != "this card" else {1: code}
    extra = (cx1, cx2, v, fit, f1, f2, f3)
    s = mk(code, *extra, stage=[stage, {}], stock=[stock, 0], deck_top=[top, []],
           waiting=[[fit, fit] if what.startswith("choose") else [], []])
    hand0 = len(s.hand[0])
    wr0 = set(s.waiting[0])
    act(s, "main", act_id(e, 1))                              # the first 【ACT】 of slot 1
    answer_all(s)
    assert len(s.stock[0]) == 0
    assert s.status[0][1] == REST and (rest == "this card" or s.status[0][0] == REST)
    flipped = [x for x in s.waiting[0] if x not in wr0]
    if what.startswith("draw"):
        assert len(flipped) == n + stock and len(s.hand[0]) == hand0 + 2   # + the paid stock
    else:
        assert len(s.hand[0]) == hand0 + 2 and all(s.T.cards[x].code == fit for x in s.hand[0])
    s = mk(code, *extra, stage=[stage, {}], stock=[stock, 0], deck_top=[[f1, f1, f2, f2, f3][:n], []],
           waiting=[[fit] if what.startswith("choose") else [], []])
    act(s, "main", act_id(e, 1))
    answer_all(s)
    assert len(s.hand[0]) == hand0                           # no climax: nothing


# ---- 【ACT】 [【REST】 this card] choose 1 of your [《T》] characters: +N power until end of turn ----

@checker("ARI/S103-TE10", "TRV/S92-TE06")
def check_act_rest_choose_power(e, line):
    """Seed 000 【起】: the cost rests this card; the chosen character (one that fits) gets +N
    until end of turn."""
    m = re.fullmatch(r"【ACT】 \[【REST】 this card\] Choose 1 of your (?:《(.+?)》 )?characters, "
                     r"and that character gets \+(\d+) power until end of turn\.", line)
    assert m, line
    trait, n = m[1], int(m[2])
    code = e["code"]
    fit = vanilla(trait=trait) if trait else vanilla(level=0)
    misfit = vanilla(avoid=(trait,), level=1) if trait else fit
    s = mk(code, fit, misfit, stage=[{0: fit, 1: code, 2: misfit}, {}])
    act(s, "main", act_id(e, 1))
    assert s.status[0][1] == REST
    o = [x for x in opts(s) if x != PASS]
    assert s.stage[0][0] in o and (not trait or s.stage[0][2] not in o)
    act(s, kind(s), s.stage[0][0])
    assert s.power_of(0, 0) == base(s, 0, 0) + n


# ---- 【AUTO】 when this card attacks: choose 1 of your [other] 《T》: +N / +X power -----------------

@checker("HOL/W91-TE082", "MAR/S89-E062", "SPY/S106-TE11", "BD/W73-E103")
def check_attacks_choose_power(e, line):
    """Seed 000 【自】 / 어택 선언: on this card's attack, one chosen fitting character ("other":
    not this card) gets +N, X = M for each other fitting character you have."""
    m = re.fullmatch(r"【AUTO】 When this card attacks, choose 1 of your (other )?《(.+?)》 "
                     r"characters, and that character gets \+(\d+|X) power until end of turn\."
                     r"(?: X is equal to the number of other 《(.+?)》 characters you have ×(\d+)\.)?",
                     line)
    assert m, line
    other, trait, n, per = m[1], m[2], m[3], m[5]
    code = e["code"]
    fit, misfit = vanilla(trait=trait), vanilla(avoid=(trait,), level=1)
    s = mk(code, fit, misfit, phase="attack", stage=[{0: fit, 1: code, 2: misfit, 3: fit}, {}])
    act(s, "attack", attack_id(1, 0), settle=False)
    while kind(s) not in ("choose", "target"):
        act(s, kind(s), 1 if kind(s) == "yes_no" and 1 in opts(s) else opts(s)[0], settle=False)
    o = [x for x in opts(s) if x != PASS]
    assert s.stage[0][0] in o and s.stage[0][2] not in o
    assert (s.stage[0][1] in o) == (not other and trait in C(code).traits)
    act(s, kind(s), s.stage[0][3])
    want = int(n) if n != "X" else int(per) * (2 + (0 if other else 0))
    assert s.power_of(0, 3) == base(s, 0, 3) + want


# ---- 【AUTO】 [cost] when placed from hand, you may pay: choose 1 X in your waiting room -> hand ----

_COSTS = {
    "Put 1 climax from your hand into your waiting room": "climax",
    "Put 1 card from your hand into your waiting room": "card",
    "Put the top card of your deck into your clock": "clock",
}


def _cost_parts(text):
    """'(1) Put 1 card …' -> (stock, [kinds])."""
    m = re.match(r"(?:\((\d+)\) ?)?(.*)", text)
    stock = int(m[1] or 0)
    kinds = [_COSTS[x] for x in m[2].split(" & ") if x] if m[2] else []
    return stock, kinds


def _who(phrase):
    """'《A》 or 《B》 character' / 'climax' / '"Name"' -> (trait, name, type)."""
    if phrase.startswith('"'):
        return None, phrase.strip('"'), None
    if phrase == "climax":
        return None, None, "climax"
    return (traits_of(phrase) or [None])[-1], None, "character"


@checker("MR/W80-TE04", "MTI/S83-E030", "OVL/S62-E042", "P4/S01-010", "RZ/S46-E045",
         "FS/S77-E051", "DAL/WE33-E013")
def check_play_salvage(e, line):
    """Seed 000 【自】, 비용 (cost): played from hand, the player may pay the cost; if paid, one
    chosen card that fits goes from the waiting room to the hand (Bond: the named card);
    declining pays nothing and moves nothing."""
    m = re.fullmatch(r"【AUTO】 (?:Bond/\"(?P<bond>.+?)\" )?(?:\[(?P<cost>.+?)\] )?\(?When this "
                     r"card is (?:played and )?placed on the stage(?: from your hand)?, you may "
                     r"(?:pay the cost\. If you do, )?choose 1 (?P<what>.+?) in your waiting "
                     r"room, and return it to your hand\)?\.?", line)
    assert m, line
    code = e["code"]
    stock, kinds = _cost_parts(m["cost"] or "")
    trait, name, typ = _who(m["what"])
    if name:
        fit = next(c.code for c in pool().by_code.values() if c.name == name)
    elif typ == "climax":
        fit = sorted(c.code for c in pool().by_code.values() if c.type == "climax"
                     and c.code != code)[0]
    else:
        fit = vanilla(trait=trait)
    misfit = vanilla(avoid=(trait,) if trait else (), level=1,
                     exclude=(fit,)) if typ != "climax" else vanilla(level=1)
    if name:
        misfit = vanilla(level=1, avoid=(name,))
    fodder = {"climax": sorted(c.code for c in pool().by_code.values() if c.type == "climax"
                               and c.code not in (code, fit))[0],
              "card": vanilla(level=2)}
    hand = [code] + [fodder[k] for k in kinds if k in fodder]
    extras = [fit, misfit] + [fodder[k] for k in kinds if k in fodder]
    for yes in (1, 0):
        s = mk(code, *extras, hand=[hand, []], waiting=[[misfit, fit], []],
               **play_setup(code, extra_stock=stock))
        f, mf = cid(s, 0, fit, "waiting"), cid(s, 0, misfit, "waiting")
        st0, clock0 = len(s.stock[0]) - C(code).cost, len(s.clock[0])
        play_from_hand(s, code, 1)
        ours_first(s, e)
        assert kind(s) == "yes_no"
        act(s, "yes_no", yes)
        seen = False
        for _ in range(10):
            if kind(s) in ("choose", "target") and f in opts(s):
                assert mf not in opts(s)                      # only a card that fits
                act(s, kind(s), f)
                seen = True
            elif kind(s) in ("choose", "target", "order"):
                act(s, kind(s), [x for x in opts(s) if x != PASS][0])
            elif kind(s) == "yes_no":
                act(s, "yes_no", 1)
            else:
                break
        if yes:
            assert seen and f in s.hand[0] and mf in s.waiting[0]
            assert len(s.stock[0]) == st0 - stock
            assert len(s.clock[0]) == clock0 + kinds.count("clock")
            for k in kinds:
                if k in fodder:
                    assert cid(s, 0, fodder[k], "waiting") in s.waiting[0]
        else:
            assert f in s.waiting[0] and len(s.stock[0]) == st0 and len(s.hand[0]) == len(hand) - 1


# ---- 【AUTO】 [cost] when placed from hand, you may pay: search your deck for up to 1 《T》 ---------

@checker("BD/WE35-PE19", "GGO/S59-E013", "AOT/SX04-006")
def check_play_search(e, line):
    """Seed 000 【自】 / 덱 탐색: paid, the player searches the deck for up to 1 fitting
    character (only those are offered), reveals it, takes it, and the deck is shuffled."""
    m = re.fullmatch(r"【AUTO】 \[(?P<cost>.+?)\] When this card is placed on the stage from your "
                     r"hand, you may pay the cost\. If you do, search your deck for up to 1 "
                     r"(?P<what>.+?) character, reveal it to your opponent, put it into your "
                     r"hand, and shuffle your deck\.", line)
    assert m, line
    code = e["code"]
    stock, kinds = _cost_parts(m["cost"])
    trait = traits_of(m["what"])[0]
    fit, misfit = vanilla(trait=trait), vanilla(avoid=tuple(traits_of(m["what"])), level=1)
    fodder = {"climax": sorted(c.code for c in pool().by_code.values() if c.type == "climax"
                               and c.code != code)[0], "card": vanilla(level=2)}
    hand = [code] + [fodder[k] for k in kinds if k in fodder]
    s = mk(code, fit, misfit, *[fodder[k] for k in kinds if k in fodder], hand=[hand, []],
           deck_top=[[misfit, fit], []], **play_setup(code, extra_stock=stock))
    f = next(x for x in s.deck[0] if s.T.cards[x].code == fit)
    play_from_hand(s, code, 1)
    act(s, "yes_no", 1)
    seen = False
    for _ in range(10):
        k = kind(s)
        if k in ("choose", "target", "search") and f in opts(s):
            assert all(x == PASS or set(traits_of(m["what"])) & set(s.T.cards[x].traits)
                       or x not in s.deck[0] for x in opts(s))
            act(s, k, f)
            seen = True
        elif k in ("choose", "target", "order", "search"):
            act(s, k, [x for x in opts(s) if x != PASS][0])
        elif k == "yes_no":
            act(s, k, 1)
        else:
            break
    assert seen and f in s.hand[0] and f not in s.deck[0]


# ---- look at up to N from the top, choose up to K (that fit) to the hand, the rest to the WR --------

@checker("KS/W55-E008", "ARI/S103-E092", "5HY/W83-E088", "Fks/W120-E015", "FT/S120-E095")
def check_look_top(e, line):
    """Seed 000 "위에서부터 N장까지 본다" (look at up to N): the player looks one card at a time
    and may stop; of the cards looked at, up to K that fit go to the hand and the rest to
    the waiting room; the cards not looked at stay in the deck."""
    m = re.fullmatch(r"(?P<how>【ACT】 \[(?P<act>.+?)\]|【AUTO】 (?:\[(?P<cost>.+?)\] )?When this "
                     r"card is placed on the stage from your hand,(?: you may pay the cost\. If "
                     r"you do,)?) [Ll]ook at up to (?P<n>\d+) cards from the top of your deck, "
                     r"choose up to (?P<k>\d+) (?P<what>.+?) from among them,(?: reveal (?:it|them) "
                     r"to your opponent,)? put (?:it|them) into your hand, and put the rest into "
                     r"your waiting room\.", line)
    assert m, line
    code, n, k = e["code"], int(m["n"]), int(m["k"])
    what = m["what"]
    color = re.match(r"(yellow|green|red|blue) ", what)
    trait = (traits_of(what) or [None])[-1]
    anycard = what == "card"
    fit = vanilla(trait=trait, color=color[1] if color else None) if (trait or color) \
        else vanilla(level=0)
    misfit = vanilla(level=1, avoid=tuple(traits_of(what)),
                     color=None) if not anycard else vanilla(level=1)
    if color:
        misfit = next(c.code for c in pool().by_code.values() if c.type == "character"
                      and not c.abilities and c.color != color[1] and c.name not in _fill_names())
    deep = vanilla(level=2, exclude=(fit, misfit))
    pad = vanilla(level=3, exclude=(fit, misfit, deep))
    top = [fit, misfit] + [deep] * (n - 2) + [deep]
    if "clock" in _cost_parts(m["cost"] or "")[1]:
        top = [pad] + top                # the cost's card into the clock
    kw = dict(deck_top=[top, []])
    stock = 0
    if m["act"]:
        stock = int(re.match(r"\((\d+)\)", m["act"])[1]) if m["act"].startswith("(") else 0
        two = "2 of your characters" in m["act"]
        s = mk(code, fit, misfit, deep, pad, stage=[{1: code, 0: pad, 2: pad} if two else {1: code}, {}],
               stock=[stock, 0], **kw)
        act(s, "main", act_id(e, 1))
    else:
        stock = _cost_parts(m["cost"] or "")[0]
        s = mk(code, fit, misfit, deep, pad, hand=[[code], []], **play_setup(code, extra_stock=stock),
               **kw)
        play_from_hand(s, code, 1)
        ours_first(s, e)
        if m["cost"]:
            act(s, "yes_no", 1)
    looked = list(reversed(s.deck[0][-n:]))
    f = looked[0]
    for _ in range(30):
        kk = kind(s)
        if kk == "yes_no":
            act(s, kk, 1)
        elif kk in ("choose", "target"):
            o = [x for x in opts(s) if x != PASS]
            assert looked[1] not in o or anycard               # the misfit is not offered
            act(s, kk, f if f in o else (PASS if PASS in opts(s) else o[0]))
        else:
            break
    assert f in s.hand[0]
    assert all(x in s.waiting[0] for x in looked[1:])          # the rest: the waiting room
    assert s.deck[0] and s.T.cards[s.deck[0][-1]].code == deep   # the card beyond N stays


# ---- 【AUTO】 [(1)] when your climax is placed: [choose up to K of your characters] +N power ---------

@checker("SBY/W114-E094", "Gkb/WS02-E134", "NK/W30-TE07")
def check_your_climax_placed_power(e, line):
    """Seed 000 클라이맥스 단계: placing your climax triggers it (not the opponent's); the
    chosen characters / this card get +N until end of turn; a cost is paid first."""
    m = re.fullmatch(r"【AUTO】 (?:\[\((\d+)\)\] )?When your climax is placed on your climax area, "
                     r"(?:you may pay the cost\. If you do, this card|choose (up to )?(\d+) of "
                     r"your characters, and (?:those|that) characters?) gets? \+(\d+) power until "
                     r"end of turn\.", line)
    assert m, line
    stock, upto, k, n = int(m[1] or 0), m[2], int(m[3] or 1), int(m[4])
    code = e["code"]
    cx = sorted(c.code for c in pool().by_code.values() if c.type == "climax" and not c.abilities
                and c.color == C(code).color)[0]
    v = vanilla(level=0)
    hue = vanilla(level=1, color=C(cx).color)
    s = mk(code, cx, v, hue, phase="climax", stage=[{0: v, 1: code, 2: v}, {}], hand=[[cx], []],
           stock=[stock, 0], clock=[[hue], []], level=[[hue], []])
    act(s, "climax", cid(s, 0, cx))
    before = {x: s.power_of(0, x) for x in (0, 1, 2)}
    picked = []
    for _ in range(10):
        kk = kind(s)
        if kk == "yes_no":
            act(s, kk, 1)
        elif kk in ("choose", "target"):
            o = [x for x in opts(s) if x != PASS]
            want = [x for x in (s.stage[0][0], s.stage[0][2]) if x in o and x not in picked]
            if want and len(picked) < k:
                picked.append(want[0])
                act(s, kk, want[0])
            else:
                act(s, kk, PASS if PASS in opts(s) else o[0])
        else:
            break
    if m[1] or "this card" in line.split("If you do,")[-1][:12]:
        assert s.power_of(0, 1) == base(s, 0, 1) + n and len(s.stock[0]) == 0
    else:
        assert len(picked) == k
        for x in (0, 2)[:k]:
            assert s.power_of(0, x) == base(s, 0, x) + n


# ---- single cards --------------------------------------------------------------------------------

@checker("SAO/S51-E095")
def check_event_to_memory(e, line):
    """Seed 000 이벤트: played from hand and resolved, an event goes to the waiting room unless
    its effect moves it: "Put this card into your memory" -> memory."""
    assert line == "Put this card into your memory.", line
    code = e["code"]
    s = mk(code, hand=[[code], []], **play_setup(code))
    x = cid(s, 0, code)
    act(s, "main", x)
    answer_all(s)
    assert x in s.memory[0] and x not in s.waiting[0]


@checker("BD/W73-TE19")
def check_cannot_play_without_trait(e, line):
    """Seed 000 【永】 play restriction: without a 《T》 character the event is not a legal
    main-phase play; with one it is."""
    m = re.fullmatch(r"If you do not have a 《(.+?)》 character, this card cannot be played from "
                     r"your hand\.", line)
    assert m, line
    code, fit = e["code"], vanilla(trait=m[1])
    misfit = vanilla(avoid=(m[1],), level=1)
    s = mk(code, fit, misfit, hand=[[code], []], stage=[{0: misfit}, {}], **play_setup(code))
    assert cid(s, 0, code) not in opts(s)
    s = mk(code, fit, misfit, hand=[[code], []], stage=[{0: fit}, {}], **play_setup(code))
    assert cid(s, 0, code) in opts(s)


@checker("Gid/WS02-TE04")
def check_cannot_side_attack(e, line):
    """Seed 000 어택 선언 (사이드 어택): this card is offered frontal, never side attack."""
    assert line == "【CONT】 This card cannot side attack.", line
    code, v = e["code"], vanilla(level=0)
    s = mk(code, v, phase="attack", stage=[{1: code, 0: v}, {0: v, 1: v, 2: v}])
    assert attack_id(1, FRONTAL) in opts(s) and attack_id(1, 2) not in opts(s)
    assert attack_id(0, 2) in opts(s)                          # another character may


@checker("Fdl/W120-PE07")
def check_act_heal(e, line):
    """Seed 000 【起】: paid (2) and 【REST】, the top card of the clock goes to the waiting room."""
    assert line == ("【ACT】 [(2) 【REST】 this card] Put the top card of your clock into your "
                    "waiting room."), line
    code, v = e["code"], vanilla(level=0)
    s = mk(code, v, stage=[{1: code}, {}], stock=[2, 0], clock=[[v, v], []])
    top = s.clock[0][-1]
    act(s, "main", act_id(e, 1))
    answer_all(s)
    assert top in s.waiting[0] and len(s.clock[0]) == 1 and s.status[0][1] == REST
    assert not s.stock[0]


@checker("JJ/SE42-E19")
def check_act_bounce(e, line):
    """Seed 000 【起】: paid (2) and 【REST】, a chosen opponent's character goes to its
    owner's hand."""
    assert line == ("【ACT】 [(2) 【REST】 this card] Choose 1 of your opponent's characters, and "
                    "return it to their hand."), line
    code, v = e["code"], vanilla(level=0)
    s = mk(code, v, stage=[{1: code}, {2: v}], stock=[2, 0])
    foe = s.stage[1][2]
    act(s, "main", act_id(e, 1))
    answer_all(s)
    assert foe in s.hand[1] and s.stage[1][2] == -1 and not s.stock[0]


@checker("RSL/S98-E012")
def check_play_bounce(e, line):
    """Seed 000 【自】, 비용: played from hand, paid (1) and a discard, a chosen opponent's
    character returns to its owner's hand."""
    assert line == ("【AUTO】 [(1) Put 1 card from your hand into your waiting room] When this "
                    "card is placed on the stage from your hand, you may pay the cost. If you do, "
                    "choose 1 of your opponent's characters, and return it to their hand."), line
    code, v, f = e["code"], vanilla(level=0), vanilla(level=2)
    s = mk(code, v, f, hand=[[code, f], []], stage=[{}, {0: v}], **play_setup(code, extra_stock=1))
    foe = s.stage[1][0]
    play_from_hand(s, code, 1)
    ours_first(s, e)
    answer_all(s)
    assert foe in s.hand[1] and cid(s, 0, f, "waiting") in s.waiting[0] and not s.stock[0]


@checker("LL/W34-E063")
def check_event_salvage_two(e, line):
    """Seed 000 이벤트: "up to 2 characters" from the waiting room to the hand; a climax
    there is not a character and is not offered."""
    assert line == ("Choose up to 2 characters in your waiting room, and return them to your "
                    "hand."), line
    code, v = e["code"], vanilla(level=0)
    cx = sorted(c.code for c in pool().by_code.values() if c.type == "climax")[0]
    s = mk(code, v, cx, hand=[[code], []], waiting=[[v, cx, v], []], **play_setup(code))
    act(s, "main", cid(s, 0, code))
    got = []
    for _ in range(6):
        if kind(s) in ("choose", "target"):
            assert cid(s, 0, cx, "waiting") not in opts(s)
            o = [x for x in opts(s) if x != PASS]
            if not o:
                break
            got.append(o[0])
            act(s, kind(s), o[0])
        elif kind(s) == "yes_no":
            act(s, "yes_no", 1)
        else:
            break
    assert len(got) == 2 and all(x in s.hand[0] for x in got)


@checker("PXR/S94-E072", "HOL/W91-TE089")
def check_attacks_self_per(e, line):
    """Seed 000 【自】 / 어택 선언: +X power, X = M for each character the text counts."""
    m = re.fullmatch(r"【AUTO】 When this card attacks, this card gets \+X power until end of turn\. "
                     r"X is equal to the number of (?:(characters your opponent has)|other 《(.+?)》 "
                     r"characters you have) ×(\d+)\.", line)
    assert m, line
    opp, trait, per = m[1], m[2], int(m[3])
    code = e["code"]
    fit = vanilla(trait=trait) if trait else vanilla(level=0)
    misfit = vanilla(avoid=(trait,), level=1) if trait else fit
    stage = ([{1: code, 0: misfit}, {0: fit, 1: fit, 2: fit}] if opp else
             [{1: code, 0: fit, 2: misfit, 3: fit}, {1: misfit}])
    s = mk(code, fit, misfit, phase="attack", stage=stage)
    act(s, "attack", attack_id(1, FRONTAL))
    answer_all(s)
    want = per * (3 if opp else 2)
    assert s.power_of(0, 1) == base(s, 0, 1) + want


@checker("DG/S03-E028")
def check_damage_canceled_power(e, line):
    """Seed 000 데미지 캔슬: when the damage this card deals is canceled (a climax revealed),
    +N until end of turn; not when it is not canceled."""
    m = re.fullmatch(r"【AUTO】 When damage dealt by this card is canceled, this card gets \+(\d+) "
                     r"power until end of turn\.", line)
    assert m, line
    code, v = e["code"], vanilla(level=0)
    cx = sorted(c.code for c in pool().by_code.values() if c.type == "climax" and not c.abilities)[0]
    for top, gain in (([cx], int(m[1])), ([v, v, v], 0)):
        s = mk(code, v, cx, phase="attack", stage=[{1: code, 0: v}, {}], deck_top=[[v], top])
        act(s, "attack", attack_id(1, 0))
        answer_all(s)
        assert s.power_of(0, 1) == base(s, 0, 1) + gain


@checker("EIS/SX07-063")
def check_attacks_facing_level(e, line):
    """Seed 000 【自】: "if the character facing this card is level 2": only then +6000."""
    m = re.fullmatch(r"【AUTO】 When this card attacks, if the character facing this card is level "
                     r"(\d+), this card gets \+(\d+) power until end of turn\.", line)
    assert m, line
    lv, n = int(m[1]), int(m[2])
    code = e["code"]
    for flv, gain in ((lv, n), (lv - 1, 0), (lv + 1, 0)):
        f = vanilla(level=flv)
        if C(f).level != flv:
            continue
        s = mk(code, f, phase="attack", stage=[{1: code, 0: f}, {1: f}])
        act(s, "attack", attack_id(1, FRONTAL))
        answer_all(s)
        assert s.power_of(0, 1) == base(s, 0, 1) + gain, flv


@checker("SDS/SX05-088")
def check_middle_level_power(e, line):
    """Seed 000 【永】: in the middle position of the center stage: +1 level and +2500."""
    assert line == ("【CONT】 If this card is in the middle position of your center stage, this "
                    "card gets +1 level and +2500 power."), line
    code = e["code"]
    s = mk(code, stage=[{1: code, 0: code}, {}])
    assert s.power_of(0, 1) == base(s, 0, 1) + 2500 and s.level_of(0, 1) == C(code).level + 1
    assert s.power_of(0, 0) == base(s, 0, 0) and s.level_of(0, 0) == C(code).level


@checker("GL/S52-E078")
def check_marker_power(e, line):
    """Seed 000 마커: with a marker underneath, +2000; without, nothing."""
    assert line == "【CONT】 If there is a marker underneath this card, this card gets +2000 power."
    code, v = e["code"], vanilla(level=0)
    s = mk(code, v, stage=[{1: code}, {}], waiting=[[v], []])
    assert s.power_of(0, 1) == base(s, 0, 1)
    s.markers[0][1].append(s.waiting[0].pop())
    assert s.power_of(0, 1) == base(s, 0, 1) + 2000



@checker("MR/W59-E046", "MKI/W126-E005")
def check_play_reveal_to_hand_discard(e, line):
    """Seed 000 공개 (reveal): the top card is revealed; only if it is a 《T》 character it goes
    to the hand and then one card of the hand is discarded; otherwise it stays on top."""
    m = re.fullmatch(r"【AUTO】 When this card is placed on the stage from your hand, reveal the "
                     r"top card of your deck\. If that card is an? 《(.+?)》 character, put it into "
                     r"your hand, choose 1 card in your hand, and put it into your waiting room\.",
                     line)
    assert m, line
    code = e["code"]
    fit, misfit = vanilla(trait=m[1]), vanilla(avoid=(m[1],), level=1)
    s = mk(code, fit, misfit, hand=[[code], []], deck_top=[[fit], []], **play_setup(code))
    top = s.deck[0][-1]
    play_from_hand(s, code, 1)
    ours_first(s, e)
    answer_all(s, pick=lambda o: o[-1])
    assert top in s.hand[0] or top in s.waiting[0]
    assert len(s.hand[0]) == 0 and len(s.waiting[0]) == 1     # took it, discarded one
    s = mk(code, fit, misfit, hand=[[code], []], deck_top=[[misfit], []], **play_setup(code))
    top = s.deck[0][-1]
    play_from_hand(s, code, 1)
    ours_first(s, e)
    answer_all(s)
    assert s.deck[0][-1] == top and not s.hand[0]


@checker("TL/W37-E106")
def check_play_choose_other_power(e, line):
    """Seed 000 【自】: on play, one chosen other 《T》 character gets +N until end of turn (only
    fitting other characters are offered)."""
    m = re.fullmatch(r"【AUTO】 When this card is placed on the stage from your hand, choose 1 of "
                     r"your other 《(.+?)》 characters, and that character gets \+(\d+) power "
                     r"until end of turn\.", line)
    assert m, line
    code = e["code"]
    fit, misfit = vanilla(trait=m[1]), vanilla(avoid=(m[1],), level=1)
    s = mk(code, fit, misfit, hand=[[code], []], stage=[{0: fit, 2: misfit}, {}],
           **play_setup(code))
    play_from_hand(s, code, 1)
    ours_first(s, e)
    if kind(s) in ("choose", "target"):
        assert s.stage[0][2] not in opts(s) and s.stage[0][1] not in opts(s)
    answer_all(s, pick=lambda o: s.stage[0][0])
    assert s.power_of(0, 0) == base(s, 0, 0) + int(m[2]) and s.power_of(0, 2) == base(s, 0, 2)


def _lose_attack(code, *extra, foe=None, **kw):
    """Seat 0's `code` (slot 1) frontal attacks `foe` boosted to win: it is reversed in battle;
    a second attacker in slot 0 keeps the attack phase open."""
    v = vanilla(level=0)
    foe = foe or v
    s = mk(code, v, foe, *extra, phase="attack", stage=[{1: code, 0: v}, {1: foe}], **kw)
    s.add_mod(s.stage[1][1], "power", 30000, "turn")
    act(s, "attack", attack_id(1, FRONTAL))
    return s


@checker("OSK/S107-E058")
def check_reversed_clock_and_rest(e, line):
    """Seed 000 【자】 / 앙코르 스텝: reversed in battle, the top card of the deck goes to the
    clock and this card becomes 【REST】 (so the encore step leaves it on the stage)."""
    assert line == ("【AUTO】 When this card becomes 【REVERSE】 in battle, put the top card of your "
                    "deck into your clock, and 【REST】 this card."), line
    code = e["code"]
    s = _lose_attack(code)
    me = s.stage[0][1]
    answer_all(s)
    assert s.stage[0][1] == me and s.status[0][1] == REST and len(s.clock[0]) == 1  # was empty


@checker("MDE/SE45-PE03")
def check_reversed_reverse_opponent(e, line):
    """Seed 000 【자】: reversed, if its battle opponent is level 2 or lower, the player may
    【REVERSE】 that character; a level 3 opponent stays."""
    m = re.fullmatch(r"【AUTO】 When this card becomes 【REVERSE】, if this card's battle opponent is "
                     r"level (\d+) or lower, you may 【REVERSE】 that character\.", line)
    assert m, line
    lv = int(m[1])
    for flv, rev in ((lv, True), (lv + 1, False)):
        f = vanilla(level=flv)
        if C(f).level != flv:
            continue
        s = _lose_attack(e["code"], foe=f)
        answer_all(s)
        assert (s.status[1][1] == REVERSE) == rev, flv


@checker("MR/W80-E085")
def check_reversed_to_memory(e, line):
    """Seed 000 【자】, 추억 (memory): reversed in battle with 2 or fewer cards in memory, the
    player may put it into the memory; with 3, no."""
    m = re.fullmatch(r"【AUTO】 When this card becomes 【REVERSE】 in battle, if your memory has "
                     r"(\d+) or less cards, you may put this card into your memory\.", line)
    assert m, line
    k = int(m[1])
    v2 = vanilla(level=2)
    for mem, go in ((k, True), (k + 1, False)):
        s = _lose_attack(e["code"], v2, memory=[[v2] * mem, []])
        me = s.stage[0][1]
        answer_all(s)
        assert (me in s.memory[0]) == go


@checker("BNJ/SX01-067")
def check_act_search(e, line):
    """Seed 000 【起】 / 덱 탐색: paid (2) and 【REST】, up to 1 《T》 character from the deck
    to the hand; only fitting cards are offered."""
    m = re.fullmatch(r"【ACT】 \[\((\d+)\) 【REST】 this card\] Search your deck for up to 1 《(.+?)》 "
                     r"character, reveal it to your opponent, put it into your hand, and shuffle "
                     r"your deck\.", line)
    assert m, line
    code = e["code"]
    fit, misfit = vanilla(trait=m[2]), vanilla(avoid=(m[2],), level=1)
    s = mk(code, fit, misfit, stage=[{1: code}, {}], stock=[int(m[1]), 0])
    f = next(x for x in s.deck[0] if s.T.cards[x].code == fit)
    act(s, "main", act_id(e, 1))
    seen = False
    for _ in range(6):
        if kind(s) in ("choose", "target", "search") and f in opts(s):
            assert all(x == PASS or m[2] in s.T.cards[x].traits for x in opts(s))
            act(s, kind(s), f)
            seen = True
        elif kind(s) == "yes_no":
            act(s, "yes_no", 1)
        else:
            break
    assert seen and f in s.hand[0] and s.status[0][1] == REST and not s.stock[0]


@checker("KMD/W96-TE05")
def check_all_match_power(e, line):
    """Seed 000 【永】: during your turn, only while every character you have is 《A》 or 《B》."""
    m = re.fullmatch(r"【CONT】 During your turn, if all of your characters are 《(.+?)》 or "
                     r"《(.+?)》, this card gets \+(\d+) power\.", line)
    assert m, line
    code, n = e["code"], int(m[3])
    fit, misfit = vanilla(trait=m[1]), vanilla(avoid=(m[1], m[2]), level=1)
    assert set(C(code).traits) & {m[1], m[2]}
    s = mk(code, fit, misfit, stage=[{1: code, 0: fit}, {}])
    assert s.power_of(0, 1) == base(s, 0, 1) + n
    s = mk(code, fit, misfit, stage=[{1: code, 0: fit, 2: misfit}, {}])
    assert s.power_of(0, 1) == base(s, 0, 1)
    s = mk(code, fit, misfit, stage=[{1: code, 0: fit}, {}], active=1)
    assert s.power_of(0, 1) == base(s, 0, 1)


@checker("GGST/SX06-029")
def check_play_if_count_stock(e, line):
    """Seed 000 【자】 with a condition: played from hand with 4 or more other 《T》 characters,
    the player may put the top card of the deck into the stock; with 3, nothing."""
    m = re.fullmatch(r"【AUTO】 When this card is placed on the stage from your hand, if you have "
                     r"(\d+) or more other 《(.+?)》 characters, you may put the top card of your "
                     r"deck into your stock\.", line)
    assert m, line
    k, code = int(m[1]), e["code"]
    fit = vanilla(trait=m[2])
    for have, got in ((k, 1), (k - 1, 0)):
        st = {slot: fit for slot in [0, 2, 3, 4][:have]}
        s = mk(code, fit, hand=[[code], []], stage=[st, {}], **play_setup(code))
        top = s.deck[0][-1]
        play_from_hand(s, code, 1)
        ours_first(s, e)
        answer_all(s)
        assert (top in s.stock[0]) == bool(got)



@checker("5HY/W83-E076")
def check_attacks_if_count_choose_power_soul(e, line):
    """Seed 000 【자】 with a condition: with 4 or more other 《T》 characters, on attack one
    chosen character gets +N power and +1 soul; with 3, nothing."""
    m = re.fullmatch(r"【AUTO】 When this card attacks, if you have (\d+) or more other 《(.+?)》 "
                     r"characters, choose 1 of your characters, and that character gets \+(\d+) "
                     r"power and \+(\d+) soul until end of turn\.", line)
    assert m, line
    k, trait, n, sl = int(m[1]), m[2], int(m[3]), int(m[4])
    code, fit = e["code"], vanilla(trait=m[2])
    for have, gets in ((k, True), (k - 1, False)):
        st = {1: code, **{slot: fit for slot in [0, 2, 3, 4][:have]}}
        s = mk(code, fit, phase="attack", stage=[st, {}])
        act(s, "attack", attack_id(1, 0))
        answer_all(s, pick=lambda o: s.stage[0][0] if s.stage[0][0] in o else o[0])
        got = s.power_of(0, 0) - base(s, 0, 0), s.soul_of(0, 0) - s.T.soul[s.stage[0][0]]
        assert got == ((n, sl) if gets else (0, 0)), have


@checker("LL/W02-E115")
def check_climax_draw_choose_power_soul(e, line):
    """Seed 000 클라이맥스 단계: placed from hand, draw 1, then one chosen character gets +N
    power and +1 soul until end of turn."""
    m = re.fullmatch(r"【AUTO】 When this card is placed on your climax area from your hand, draw "
                     r"1 card, choose 1 of your characters, and that character gets \+(\d+) power "
                     r"and \+(\d+) soul until end of turn\.", line)
    assert m, line
    code = e["code"]
    hue = vanilla(level=1, color=C(code).color)
    v = vanilla(level=0)
    s = mk(code, hue, v, phase="climax", stage=[{0: v, 1: v}, {}], hand=[[code], []],
           clock=[[hue], []], level=[[hue], []])
    act(s, "climax", cid(s, 0, code))
    answer_all(s, pick=lambda o: s.stage[0][1] if s.stage[0][1] in o else o[0])
    assert len(s.hand[0]) == 1
    cont = s.power_of(0, 0) - base(s, 0, 0)                 # the climax's other abilities
    assert s.power_of(0, 1) == base(s, 0, 1) + cont + int(m[1])
    assert s.soul_of(0, 1) == s.soul_of(0, 0) + int(m[2])



@checker("MM/W35-E082")
def check_opp_draw_phase_center_power(e, line):
    """Seed 000 드로우 단계: at the beginning of the opponent's draw phase, if this card is in
    the center stage, one chosen character gets +N until end of turn; from the back, no."""
    m = re.fullmatch(r"【AUTO】 At the beginning of your opponent's draw phase, if this card is in "
                     r"your center stage, choose 1 of your characters, and that character gets "
                     r"\+(\d+) power until end of turn\.", line)
    assert m, line
    code, v = e["code"], vanilla(level=0)
    s = mk(code, v, active=1, phase="draw", stage=[{1: code, 0: v}, {}])
    answer_all(s, pick=lambda o: s.stage[0][0] if s.stage[0][0] in o else o[0])
    assert s.power_of(0, 0) == base(s, 0, 0) + int(m[1])
    s = mk(code, v, active=1, phase="draw", stage=[{3: code, 0: v}, {}])
    answer_all(s)
    assert s.power_of(0, 0) == base(s, 0, 0)


@checker("TRV/S92-E010")
def check_reversed_reveal_to_stock(e, line):
    """Seed 000 【자】 / 공개: reversed in battle, the top card is revealed; if it is level 1 or
    higher the player may put this card into the stock; a level 0 card: it stays."""
    assert line == ("【AUTO】 When this card becomes 【REVERSE】 in battle, reveal the top card of "
                    "your deck. If that card is level 1 or higher, you may put this card into "
                    "your stock."), line
    code = e["code"]
    v0, v1 = vanilla(level=0), vanilla(level=1)
    for top, go in ((v1, True), (v0, False)):
        s = _lose_attack(code, v1, deck_top=[[v0, top], []])   # the trigger check takes v0
        answer_all(s)
        assert (any(s.T.cards[x].code == code for x in s.stock[0])) == go, top


@checker("5HY/WE43-E03")
def check_opp_draw_phase_mill_return(e, line):
    """Seed 000 드로우 단계: at the opponent's draw phase the top 2 go to the waiting room; if a
    level 2+ card is among them this card may return to the hand."""
    assert line == ("【AUTO】 At the beginning of your opponent's draw phase, put the top 2 cards "
                    "of your deck into your waiting room. If there is a level 2 or higher card "
                    "among those cards, you may return this card to your hand."), line
    code = e["code"]
    v0, v2 = vanilla(level=0), vanilla(level=2)
    for top, back in (([v0, v2], True), ([v0, v0], False)):
        s = mk(code, v0, v2, active=1, phase="draw", stage=[{1: code}, {}], deck_top=[top, []])
        me = s.stage[0][1]
        answer_all(s)
        assert (me in s.hand[0]) == back and len(s.waiting[0]) == 2


@checker("SFN/S108-E061")
def check_play_mill_climax_minus(e, line):
    """Seed 000 【자】: on play the top 2 go to the waiting room; a climax among them: one chosen
    opponent's center character gets -1000 until end of turn; no climax: nothing."""
    assert line.startswith("【AUTO】 When this card is placed on the stage from your hand, put the "
                           "top 2 cards of your deck into your waiting room. If there is a climax "
                           "among those cards, choose 1 character in your opponent's center "
                           "stage, and that character gets -1000 power until end of turn."), line
    code, v = e["code"], vanilla(level=0)
    cx = sorted(c.code for c in pool().by_code.values() if c.type == "climax" and not c.abilities)[0]
    for top, minus in (([v, cx], 1000), ([v, v], 0)):
        s = mk(code, v, cx, hand=[[code], []], stage=[{}, {0: v, 3: v}], deck_top=[top, []],
               **play_setup(code))
        play_from_hand(s, code, 1)
        ours_first(s, e)
        if kind(s) in ("choose", "target"):
            assert s.stage[1][3] not in opts(s)                   # the back stage: not offered
        answer_all(s)
        assert s.power_of(1, 0) == base(s, 1, 0) - minus


@checker("5HY/W101-E030")
def check_act_if_count_draw_discard(e, line):
    """Seed 000 【起】 with a condition: 【REST】, and with 4+ other 《T》 characters draw 1 and
    discard 1; with 3 the cost is paid and nothing happens."""
    m = re.fullmatch(r"【ACT】 \[【REST】 this card\] If you have (\d+) or more other 《(.+?)》 "
                     r"characters, draw 1 card, choose 1 card in your hand, and put it into your "
                     r"waiting room\.", line)
    assert m, line
    k, code = int(m[1]), e["code"]
    fit = vanilla(trait=m[2])
    for have, does in ((k, True), (k - 1, False)):
        st = {1: code, **{slot: fit for slot in [0, 2, 3, 4][:have]}}
        s = mk(code, fit, stage=[st, {}])
        deck0 = len(s.deck[0])
        act(s, "main", act_id(e, 1))
        answer_all(s)
        assert s.status[0][1] == REST
        assert (len(s.deck[0]) == deck0 - 1 and len(s.waiting[0]) == 1) == does



@checker("TRV/S92-E104")
def check_encore_step_rest_self(e, line):
    """Seed 000 앙코르 스텝 (start): [(1)] if no other 【REST】 character in your center stage,
    the player may pay and 【REST】 this card; with another rested center character, no."""
    assert line == ("【AUTO】 [(1)] At the beginning of the encore step, if you do not have another "
                    "【REST】 character in your center stage, you may pay the cost. If you do, "
                    "【REST】 this card."), line
    code, v = e["code"], vanilla(level=0)
    s = mk(code, v, phase="encore", stage=[{1: code, 0: v}, {}], stock=[1, 0])
    assert kind(s) == "yes_no"
    act(s, "yes_no", 1)
    assert s.status[0][1] == REST and not s.stock[0]
    s = mk(code, v, phase="encore", stage=[{1: code, 0: v}, {}], stock=[1, 0],
           status=[{0: REST}, {}])
    assert kind(s) != "yes_no" and s.status[0][1] == STAND and len(s.stock[0]) == 1


@checker("TSK/S101-E012")
def check_damage_received_canceled_return(e, line):
    """Seed 000 데미지 캔슬: during this card's battle, when the damage its player receives is
    canceled, the player may return it to the hand."""
    assert line == ("【AUTO】 During this card's battle, when the damage you received is canceled, "
                    "you may return this card to your hand."), line
    code, v = e["code"], vanilla(level=0)
    cx = sorted(c.code for c in pool().by_code.values() if c.type == "climax" and not c.abilities)[0]
    s = mk(code, v, cx, active=1, phase="attack", stage=[{1: code}, {1: v, 0: v}],
           deck_top=[[cx], [v]])
    me = s.stage[0][1]
    act(s, "attack", attack_id(1, FRONTAL))
    assert kind(s) == "yes_no" and s.pending[0] == 0
    act(s, "yes_no", 1)
    assert me in s.hand[0]
    s = mk(code, v, cx, active=1, phase="attack", stage=[{1: code, 2: v}, {1: v, 0: v}],
           deck_top=[[cx], [v]])
    act(s, "attack", attack_id(0, FRONTAL))                  # another character's battle
    answer_all(s)
    assert s.stage[0][1] >= 0 and s.T.cards[s.stage[0][1]].code == code


@checker("GGO/SE50-E12")
def check_opp_attack_phase_move_to_center(e, line):
    """Seed 000 어택 단계 (start): at the beginning of the opponent's attack phase the player
    may move this card to an open position of the center stage."""
    assert line == ("【AUTO】 At the beginning of your opponent's attack phase, you may move this "
                    "card to an open position of your center stage."), line
    code, v = e["code"], vanilla(level=0)
    s = mk(code, v, active=1, phase="attack", stage=[{3: code, 0: v, 2: v}, {1: v}])
    me = s.stage[0][3]
    answer_all(s)
    assert s.stage[0][1] == me and s.stage[0][3] == -1


@checker("TSK/S101-E092")
def check_backup_used_mill(e, line):
    """Seed 000 카운터 / 백업: when this card's Backup is used, the top 3 cards of the deck go to
    the waiting room (besides the Backup itself)."""
    m = re.fullmatch(r"【AUTO】 When you use this card's \"Backup\", put the top (\d+) cards of your "
                     r"deck into your waiting room\.", line)
    assert m, line
    code = e["code"]
    lv = C(code).level
    defender = vanilla(level=0)
    s = mk(code, defender, active=1, phase="attack", stage=[{1: defender}, {0: Y0B, 1: Y0B}],
           hand=[[code], []], stock=[3, 0], clock=[[code], []], level=[lv, 0])
    s.add_mod(s.stage[1][1], "power", 30000, "turn")
    x = cid(s, 0, code)
    deck0, clock0 = len(s.deck[0]), len(s.clock[0])
    act(s, "attack", attack_id(1, FRONTAL), settle=False)
    while kind(s) != "counter":
        act(s, kind(s), opts(s)[0], settle=False)
    act(s, "counter", x, settle=False)
    answer_all(s)
    assert x in s.waiting[0]
    damage = len(s.clock[0]) - clock0                        # the attack's damage after it
    assert deck0 - len(s.deck[0]) - damage == int(m[1])


@checker("PD/S29-E030")
def check_act_used_choose_power(e, line):
    """Seed 000 【자】 (up to 1 time per turn): when you use an 【ACT】, one chosen character
    gets +500; a second 【ACT】 the same turn: no more."""
    assert line == ("【AUTO】 This ability activates up to 1 time per turn. When you use an 【ACT】, "
                    "choose 1 of your characters, and that character gets +500 power until end "
                    "of turn."), line
    code = e["code"]
    hornet = "AZL/S102-TE13"                 # 【ACT】 [【REST】 this card] look at up to 2 …
    s = mk(code, hornet, stage=[{0: code, 3: hornet, 4: hornet}, {}])
    act(s, "main", 100 + 3 * 5)
    answer_all(s, yes=0, pick=lambda o: s.stage[0][0] if s.stage[0][0] in o else o[0])
    assert s.power_of(0, 0) == base(s, 0, 0) + 500
    act(s, "main", 100 + 4 * 5)
    answer_all(s, yes=0, pick=lambda o: s.stage[0][0] if s.stage[0][0] in o else o[0])
    assert s.power_of(0, 0) == base(s, 0, 0) + 500



@checker("GGST/SX06-041")
def check_grant_opponents_encore(e, line):
    """Seed 000 앙코르 스텝: the opponent's characters get "Encore [(2)]": a reversed one of
    theirs may come back 【REST】 for 2 stock (the standard encore needs 3)."""
    assert line == "【CONT】 All of your opponent's characters get \"【AUTO】 Encore [(2)]\".", line
    code, v = e["code"], vanilla(level=0)
    s = mk(code, v, phase="attack", stage=[{1: v, 3: code, 0: v}, {1: v}], stock=[0, 2])
    foe = s.stage[1][1]
    s.add_mod(s.stage[0][1], "power", 30000, "turn")
    act(s, "attack", attack_id(1, FRONTAL), settle=False)
    for _ in range(10):
        if kind(s) == "encore" and who(s) == 1:
            break
        act(s, kind(s), PASS if PASS in opts(s) else opts(s)[0], settle=False)
    assert kind(s) == "encore" and who(s) == 1
    o = [x for x in opts(s) if x not in (0, 1)]
    assert o
    act(s, "encore", o[0])
    answer_all(s)
    assert s.stage[1][1] == foe and foe not in s.waiting[1] and not s.stock[1]   # 2 paid


@checker("SAO/S26-E011")
def check_conditional_encore(e, line):
    """Seed 000 【永】 granting 【自】: with 3 or more other 《A》/《B》 characters this card has
    "Encore [discard a character]"; with 2 it has not."""
    m = re.fullmatch(r"【CONT】 If you have (\d+) or more other 《(.+?)》 or 《(.+?)》 characters, this "
                     r"card gets \"【AUTO】 Encore \[Put 1 character from your hand into your "
                     r"waiting room\]\"\.", line)
    assert m, line
    k, code = int(m[1]), e["code"]
    fit, fodder = vanilla(trait=m[2]), vanilla(level=2)
    for have, offered in ((k, True), (k - 1, False)):
        st = {2: code, **{slot: fit for slot in [0, 1, 3, 4][:have]}}
        s = mk(code, fit, fodder, phase="attack", stage=[st, {0: fit}], hand=[[fodder], []],
               stock=[0, 0], status=[{0: REST, 1: REST}, {}])   # the only attacker
        s.add_mod(s.stage[1][0], "power", 30000, "turn")
        me = s.stage[0][2]
        act(s, "attack", attack_id(2, FRONTAL), settle=False)
        for _ in range(10):
            if kind(s) == "encore" and who(s) == 0 or kind(s) in ("attack", "main", None):
                break
            act(s, kind(s), PASS if PASS in opts(s) else opts(s)[0], settle=False)
        own = kind(s) == "encore" and who(s) == 0 and [x for x in opts(s) if x not in (0, 1)]
        assert bool(own) == offered, have
        if offered:
            act(s, "encore", own[0])
            answer_all(s)
            assert s.stage[0][2] == me and s.status[0][2] == REST


@checker("FS/S64-E005")
def check_attacks_pay_all_trait_power_soul(e, line):
    """Seed 000 【자】, 비용: on attack, paid (1) and a discard, all of your 《A》/《B》 characters
    get +500 power and +1 soul until end of turn; others do not."""
    m = re.fullmatch(r"【AUTO】 \[\(1\) Put 1 card from your hand into your waiting room\] When this "
                     r"card attacks, you may pay the cost\. If you do, all of your 《(.+?)》 or "
                     r"《(.+?)》 characters get \+(\d+) power and \+(\d+) soul until end of turn\.",
                     line)
    assert m, line
    code = e["code"]
    fit, misfit, f = vanilla(trait=m[2]), vanilla(avoid=(m[1], m[2]), level=1), vanilla(level=2)
    s = mk(code, fit, misfit, f, phase="attack", stage=[{1: code, 0: fit, 2: misfit}, {}],
           stock=[1, 0], hand=[[f], []])
    act(s, "attack", attack_id(1, 0))
    answer_all(s)
    assert s.power_of(0, 0) == base(s, 0, 0) + int(m[3])
    assert s.soul_of(0, 0) == s.T.soul[s.stage[0][0]] + int(m[4])
    assert s.power_of(0, 2) == base(s, 0, 2) and not s.hand[0]
    assert len(s.stock[0]) == 1                             # (1) paid; the trigger card added


@checker("NM/S24-E025")
def check_attacks_climax_combo_all_power(e, line):
    """Seed 000 【자】 (climax combo): with the named climax in your climax area, paid (2), all
    of your characters get +2000 until the end of the opponent's next turn; without it, no."""
    m = re.fullmatch(r"【AUTO】 \[\(2\)\] When this card attacks, if \"(.+?)\" is in your climax "
                     r"area, you may pay the cost\. If you do, all of your characters get \+(\d+) "
                     r"power until the end of your opponent's next turn\.", line)
    assert m, line
    code, v = e["code"], vanilla(level=0)
    cx = next(c.code for c in pool().by_code.values() if c.name == m[1] and c.type == "climax")
    for climax, gain in (([cx], int(m[2])), ([], 0)):
        s = mk(code, v, cx, phase="attack", stage=[{1: code, 0: v}, {}], stock=[2, 0],
               climax=[climax, []])
        cont = s.power_of(0, 0) - base(s, 0, 0)
        act(s, "attack", attack_id(1, 0))
        answer_all(s)
        assert s.power_of(0, 0) == base(s, 0, 0) + cont + gain
        if gain:
            assert any(x[0] == s.stage[0][0] and x[2] == gain and x[3] == s.turn + 1
                       for x in s.mods)                    # lasts through the next turn



@checker("IMC/W41-E039")
def check_climax_stock_soul(e, line):
    """Seed 000 클라이맥스 단계: placed from hand, up to 1 yellow card of the waiting room goes
    to the stock (a non-yellow one is not offered), and all your characters get +1 soul."""
    assert line == ("【AUTO】 When this card is placed on your climax area from your hand, choose "
                    "up to 1 yellow card in your waiting room, put it into your stock, and all of "
                    "your characters get +1 soul until end of turn."), line
    code = e["code"]
    hue = vanilla(level=1, color=C(code).color)
    yel = vanilla(level=0, color="yellow")
    red = vanilla(level=0, color="red")
    v = vanilla(level=0)
    s = mk(code, hue, yel, red, v, phase="climax", stage=[{0: v, 1: v}, {}], hand=[[code], []],
           clock=[[hue], []], level=[[hue], []], waiting=[[red, yel], []])
    y, r = cid(s, 0, yel, "waiting"), cid(s, 0, red, "waiting")
    souls = [s.soul_of(0, 0), s.soul_of(0, 1)]
    act(s, "climax", cid(s, 0, code))
    if kind(s) in ("choose", "target"):
        assert r not in opts(s)
    answer_all(s, pick=lambda o: y if y in o else o[0])
    assert y in s.stock[0] and r in s.waiting[0]
    cont = s.soul_of(0, 0) - souls[0]
    assert cont >= 1 and s.soul_of(0, 1) - souls[1] == cont


@checker("Grk/WS02-E085")
def check_climax_combo_stand(e, line):
    """Seed 000 【자】 (climax combo): when the named climax is placed, if this card is in the
    center stage, the player may 【STAND】 one chosen other 《T》 character."""
    m = re.fullmatch(r"【AUTO】 【CXCOMBO】 When \"(.+?)\" is placed on your climax area, if this card "
                     r"is in your center stage, you may choose 1 of your other 《(.+?)》 "
                     r"characters, and 【STAND】 it\.", line)
    assert m, line
    code = e["code"]
    cx = next(c.code for c in pool().by_code.values() if c.name == m[1] and c.type == "climax")
    fit = vanilla(trait=m[2])
    hue = vanilla(level=1, color=C(cx).color)
    for me, stands in ((1, True), (3, False)):
        s = mk(code, cx, fit, hue, phase="climax", stage=[{me: code, 0: fit}, {}],
               hand=[[cx], []], clock=[[hue], []], level=[[hue], []], status=[{0: REST}, {}])
        act(s, "climax", cid(s, 0, cx))
        answer_all(s, pick=lambda o: s.stage[0][0] if s.stage[0][0] in o else o[0])
        assert (s.status[0][0] == STAND) == stands, me


@checker("AZL/S119-E020")
def check_to_waiting_pay_salvage(e, line):
    """Seed 000 【자】: put into the waiting room from the stage (here: reversed, not encored),
    paid (2), one chosen 《T》 character of the waiting room goes to the hand."""
    m = re.fullmatch(r"【AUTO】 \[\((\d+)\)\] When this card is put into your waiting room from the "
                     r"stage, you may pay the cost\. If you do, choose 1 《(.+?)》 character in your "
                     r"waiting room, and return it to your hand\.", line)
    assert m, line
    code = e["code"]
    fit, misfit = vanilla(trait=m[2]), vanilla(avoid=(m[2],), level=1)
    s = _lose_attack(code, fit, misfit, stock=[int(m[1]), 0], waiting=[[misfit, fit], []],
                     status=[{0: REST}, {}])
    f, mf = cid(s, 0, fit, "waiting"), cid(s, 0, misfit, "waiting")
    for _ in range(12):
        k = kind(s)
        if k == "encore" and who(s) == 0:
            act(s, "encore", 0)                                 # decline: to the waiting room
        elif k == "yes_no":
            act(s, k, 1)
        elif k in ("choose", "target") and f in opts(s):
            assert mf not in opts(s)
            act(s, k, f)
        elif k in ("choose", "target", "order"):
            act(s, k, [x for x in opts(s) if x != PASS][0])
        else:
            break
    assert f in s.hand[0] and mf in s.waiting[0]



@checker("SAO/S65-E081")
def check_to_waiting_pay_look_reveal(e, line):
    """Seed 000 【자】 and "위에서부터 N장까지 본다": put into the waiting room from the stage
    (reversed, not encored), the cost paid (the deck's top card into the clock), the player
    looks at up to 3 cards one at a time; a character among them goes to the hand, shown to
    the opponent, and the other cards looked at go to the waiting room."""
    assert line == ("【AUTO】 [(1) Put the top card of your deck into your clock] When this card is "
                    "put into your waiting room from the stage, you may pay the cost. If you do, "
                    "look at up to 3 cards from the top of your deck, choose up to 1 character "
                    "from among them, reveal it to your opponent, put it into your hand, and put "
                    "the rest into your waiting room."), line
    code = e["code"]
    cx, cx2 = sorted(c.code for c in pool().by_code.values() if c.type == "climax"
                     and not c.abilities)[:2]
    ch, pad = vanilla(level=2), vanilla(level=3)
    # the top card goes to the attack's trigger check, the next one pays the cost
    s = _lose_attack(code, cx, cx2, ch, pad, stock=[1, 0],
                     deck_top=[[pad, pad, cx, ch, cx2, pad], []])
    looked = None
    for _ in range(30):
        k = kind(s)
        if k == "attack" and who(s) == 0:
            act(s, k, PASS)                                     # on to the encore step
        elif k == "encore" and who(s) == 0:
            act(s, "encore", 0)                                 # decline: to the waiting room
        elif k == "yes_no" and s.pending[3][0] == "dig_yes":
            act(s, k, 1)                                        # look at the next card
        elif k == "yes_no" and who(s) == 0:
            clock, stock = len(s.clock[0]), len(s.stock[0])
            act(s, k, 1)                                        # pay the cost
            assert len(s.clock[0]) == clock + 1 and len(s.stock[0]) == stock - 1
            looked = list(reversed(s.deck[0][-3:]))
        elif k in ("choose", "target") and looked:
            o = [x for x in opts(s) if x != PASS]
            assert all(s.T.cards[x].type == "character" for x in o)   # the climaxes: not offered
            act(s, k, o[0])
        elif k in ("choose", "target", "order"):
            act(s, k, [x for x in opts(s) if x != PASS][0])
        else:
            break
    assert looked is not None and [s.T.cards[x].code for x in looked] == [cx, ch, cx2]
    picked = looked[1]
    assert picked in s.hand[0] and s.knows(1, picked, 1)      # the hand of seat 0, seen
    assert looked[0] in s.waiting[0] and looked[2] in s.waiting[0]
    assert s.T.cards[s.deck[0][-1]].code == pad               # the card beyond 3 stays


@checker("FS/S77-E027")
def check_brainstorm_look(e, line):
    """Seed 000 【起】 Brainstorm: pay (1) and 【REST】 2 characters, the top 4 go to the
    waiting room, and per climax among them the quoted look is done once: look at up to 3,
    up to 1 card to the hand, the rest to the waiting room."""
    assert line.startswith("【ACT】 Brainstorm [(1) 【REST】 2 of your characters] Flip over 4 cards "
                           "from the top of your deck, and put them into your waiting room. For each "
                           "climax revealed among those cards, perform the following action. \"Look at "
                           "up to 3 cards from the top of your deck, choose up to 1 card from among "
                           "them, put it into your hand, and put the rest into your waiting room.\""), line
    code = e["code"]
    cx1, cx2 = sorted(c.code for c in pool().by_code.values() if c.type == "climax"
                      and not c.abilities and c.code != code)[:2]
    v, f1, f2, f3 = vanilla(level=0), vanilla(level=1), vanilla(level=2), vanilla(level=3)
    top = [cx1, f1, cx2, f2] + [f3] * 4 + [f2] * 2           # two climaxes among the 4
    s = mk(code, cx1, cx2, v, f1, f2, f3, stage=[{1: code, 0: v}, {}], stock=[1, 0],
           deck_top=[top, []])
    looked = [s.deck[0][-1 - i] for i in range(4, 10)]        # what the two looks can see
    beyond = s.deck[0][-11]
    hand0 = len(s.hand[0])
    act(s, "main", act_id(e, 1))
    looks = 0
    for _ in range(40):
        k = kind(s)
        if k == "yes_no" and s.pending[3][0] == "dig_yes":
            looks += 1
            act(s, k, 1)
        elif k in ("yes_no", "order", "choose", "target", "slot"):
            o = [x for x in opts(s) if x != PASS]
            act(s, k, o[0] if o else PASS)
        else:
            break
    assert len(s.stock[0]) == 0 and s.status[0][1] == REST and s.status[0][0] == REST
    assert looks >= 2                                          # one card at a time
    # two climaxes: the look is done twice, each time one card to the hand and 2 to the waiting room
    assert len(s.hand[0]) == hand0 + 2
    assert len(s.waiting[0]) == 4 + 1 + 2 * 2                  # flipped, the stock paid, the rest
    assert all(x in looked for x in s.hand[0][hand0:])        # from the looked-at cards
    assert s.deck[0][-1] == beyond                             # none beyond 2 x 3 cards


def _to_counter(s):
    s.add_mod(s.stage[1][1], "power", 30000, "turn")
    act(s, "attack", attack_id(1, FRONTAL), settle=False)
    while kind(s) != "counter":
        act(s, kind(s), opts(s)[0], settle=False)


@checker("P5/S45-TE08")
def check_counter_event_power(e, line):
    """Seed 000 카운터 스텝: a 【COUNTER】 event is played from hand in the counter step; the
    chosen 《T》 character gets +N until end of turn."""
    m = re.fullmatch(r"【COUNTER】 Choose 1 of your 《(.+?)》 characters, and that character gets "
                     r"\+(\d+) power until end of turn\.", line)
    assert m, line
    code, fit = e["code"], vanilla(trait=m[1])
    c = C(code)
    s = mk(code, fit, active=1, phase="attack", stage=[{1: fit}, {0: Y0B, 1: Y0B}],
           hand=[[code], []], stock=[c.cost, 0], clock=[[code], []], level=[c.level, 0])
    d = s.stage[0][1]
    _to_counter(s)
    x = cid(s, 0, code)
    assert x in opts(s)
    before = s.power_of(0, 1)
    act(s, "counter", x, settle=False)
    answer_all(s, pick=lambda o: d if d in o else o[0])
    assert any(mm[0] == d and mm[1] == "power" and mm[2] == int(m[2]) for mm in s.mods)
    assert s.power_of(0, 1) == before + int(m[2]) and x in s.waiting[0]


@checker("LRC/W105-E018")
def check_backup_used_if_trait_power(e, line):
    """Seed 000 백업: when this card's Backup is used, if you have a 《A》/《B》 character, your
    character in battle gets +1000 more; without one, only the Backup's own power."""
    m = re.fullmatch(r"【AUTO】 When you use this card's \"Backup\", if you have an? 《(.+?)》 or "
                     r"《(.+?)》 character, choose 1 of your characters in battle, and that "
                     r"character gets \+(\d+) power until end of turn\.", line)
    assert m, line
    code = e["code"]
    fit, misfit = vanilla(trait=m[1]), vanilla(avoid=(m[1], m[2]), level=0)
    c = C(code)
    gains = {}
    for defender in (fit, misfit):
        s = mk(code, fit, misfit, active=1, phase="attack", stage=[{1: defender}, {0: Y0B, 1: Y0B}],
               hand=[[code], []], stock=[3, 0], clock=[[code], []], level=[c.level, 0])
        d = s.stage[0][1]
        _to_counter(s)
        before = s.power_of(0, 1)
        act(s, "counter", cid(s, 0, code), settle=False)
        answer_all(s, pick=lambda o: d if d in o else o[0])
        gains[defender] = sum(mm[2] for mm in s.mods if mm[0] == d and mm[1] == "power")
    assert gains[fit] == gains[misfit] + int(m[3]) and gains[misfit] > 0



@checker("JJ/S66-E064", "FS/S64-E040", "TSK/S101-E049")
def check_change(e, line):
    """Seed 000 【자】 (Change): at the beginning of the named phase, [if your level is L+,] the
    player may pay (this card to the waiting room / memory, and stock); then the named card
    of the waiting room is put on the position this card was on."""
    m = re.fullmatch(r"【AUTO】 (?:Change )?\[(?:\((\d+)\) )?Put this card into your (waiting room|"
                     r"memory)\] At the beginning of your (climax|draw) phase, (?:if your level is "
                     r"(\d+) or higher, )?you may pay the cost\. If you do, choose 1 \"(.+?)\" in "
                     r"your waiting room, and put it (?:on|in) the stage position that this card "
                     r"was (?:on|in)\.", line)
    assert m, line
    stock, where, phase, lv, name = int(m[1] or 0), m[2], m[3], int(m[4] or 0), m[5]
    code = e["code"]
    new = next(c.code for c in pool().by_code.values() if c.name == name)
    v = vanilla(level=0)
    for level, does in ((lv, True),) + (((lv - 1, False),) if lv else ()):
        s = mk(code, new, v, phase=phase, stage=[{2: code}, {}], waiting=[[new], []],
               stock=[stock, 0], level=[level, 0])
        me = s.stage[0][2]
        n = cid(s, 0, new, "waiting")
        # The new card's own optional "placed by a Change effect" ability (e.g. FS/S64-E025
        # returning a 《Master》 from the waiting room) is declined: it would move this card again.
        for _ in range(40):
            k = kind(s)
            if k == "yes_no":
                act(s, k, 0 if s.stage[0][2] == n else 1)
            elif k in ("order", "choose", "slot", "target"):
                o = [x for x in opts(s) if x != PASS]
                act(s, k, n if n in o else (o[0] if o else PASS))
            else:
                break
        if does:
            assert s.stage[0][2] == n and me in getattr(s, "waiting" if where == "waiting room"
                                                        else "memory")[0]
            assert len(s.stock[0]) <= 1 and not (stock and any(x == me for x in s.stock[0]))
        else:
            assert s.stage[0][2] == me and n in s.waiting[0]


@checker("5HY/W90-PE05")
def check_act_discard_self_salvage(e, line):
    """Seed 000 【起】: paid by a discard and this card going to the waiting room, one chosen
    character of the waiting room (not a climax) returns to the hand."""
    assert line == ("【ACT】 [Put 1 card from your hand into your waiting room & Put this card into "
                    "your waiting room] Choose 1 character in your waiting room, and return it to "
                    "your hand."), line
    code, v, f = e["code"], vanilla(level=1), vanilla(level=2)
    cx = sorted(c.code for c in pool().by_code.values() if c.type == "climax")[0]
    s = mk(code, v, f, cx, stage=[{1: code}, {}], hand=[[f], []], waiting=[[cx, v], []])
    me = s.stage[0][1]
    t = cid(s, 0, v, "waiting")
    act(s, "main", act_id(e, 1))
    for _ in range(8):
        if kind(s) in ("choose", "target") and t in opts(s):
            assert cid(s, 0, cx, "waiting") not in opts(s)
            act(s, kind(s), t)
        elif kind(s) in ("choose", "target", "order"):
            act(s, kind(s), [x for x in opts(s) if x != PASS][0])
        elif kind(s) == "yes_no":
            act(s, "yes_no", 1)
        else:
            break
    assert t in s.hand[0] and me in s.waiting[0] and cid(s, 0, f, "waiting") in s.waiting[0]



@checker("SAO/S65-TE06")
def check_play_look_x(e, line):
    """Seed 000 "위에서부터 X장까지": X = the number of 《T》 characters you have (this card
    included); up to 1 of the looked cards to the hand, the rest to the waiting room."""
    m = re.fullmatch(r"【AUTO】 When this card is placed on the stage from your hand, look at up to X "
                     r"cards from the top of your deck, choose up to 1 card from among them, put it "
                     r"into your hand, and put the rest into your waiting room\. X is equal to the "
                     r"number of 《(.+?)》 characters you have\.", line)
    assert m, line
    code, fit = e["code"], vanilla(trait=m[1])
    a, b = vanilla(level=1, exclude=(fit,)), vanilla(level=2, exclude=(fit,))
    x = 1 + (1 if m[1] in C(code).traits else 0)             # one fit on stage (+ itself)
    s = mk(code, fit, a, b, hand=[[code], []], stage=[{0: fit}, {}],
           deck_top=[[a, b, b, b], []], **play_setup(code))
    looked = list(reversed(s.deck[0][-x:]))
    beyond = s.deck[0][-x - 1]
    play_from_hand(s, code, 1)
    ours_first(s, e)
    answer_all(s, pick=lambda o: looked[0] if looked[0] in o else o[0])
    assert looked[0] in s.hand[0] and all(y in s.waiting[0] for y in looked[1:])
    assert s.deck[0][-1] == beyond                             # X cards at most


@checker("AOT/S50-E071")
def check_other_frontal_attacked_pay_power(e, line):
    """Seed 000 【자】, 비용: when your other 《A》/《B》 character is frontal attacked, paying by
    putting this card into the waiting room, your character in battle gets +1000."""
    m = re.fullmatch(r"【AUTO】 \[Put this card into your waiting room\] When your other 《(.+?)》 or "
                     r"《(.+?)》 character is frontal attacked, you may pay the cost\. If you do, "
                     r"choose 1 of your characters in battle, and that character gets \+(\d+) power "
                     r"until end of turn\.", line)
    assert m, line
    code, fit, v = e["code"], vanilla(trait=m[1]), vanilla(level=0)
    s = mk(code, fit, v, active=1, phase="attack", stage=[{1: fit, 3: code}, {1: v, 0: v}])
    me, d = s.stage[0][3], s.stage[0][1]
    act(s, "attack", attack_id(1, FRONTAL), settle=False)
    for _ in range(10):
        if kind(s) == "yes_no" and who(s) == 0:
            act(s, "yes_no", 1)
        elif kind(s) in ("choose", "target", "order") and who(s) == 0:
            act(s, kind(s), d if d in opts(s) else opts(s)[0])
        else:
            break
    assert me in s.waiting[0]
    assert any(mm[0] == d and mm[1] == "power" and mm[2] == int(m[3]) for mm in s.mods)



@checker("DDM/S88-E013")
def check_play_reveal_marker(e, line):
    """Seed 000 마커 / 공개: on play the top card is revealed; if it fits the player may put it
    face down underneath this card as a marker; otherwise it stays on top."""
    m = re.fullmatch(r"【AUTO】 When this card is placed on the stage from your hand, reveal the top "
                     r"card of your deck\. If that card is a ((?:《.+?》(?: or )?)+) character, you may "
                     r"put it face down underneath this card as a marker\.", line)
    assert m, line
    code = e["code"]
    traits = traits_of(m[1])
    fit, misfit = vanilla(trait=traits[0]), vanilla(avoid=tuple(traits), level=1)
    for top, marks in ((fit, True), (misfit, False)):
        s = mk(code, fit, misfit, hand=[[code], []], deck_top=[[top], []], **play_setup(code))
        t = s.deck[0][-1]
        play_from_hand(s, code, 1)
        ours_first(s, e)
        answer_all(s)
        assert (t in s.markers[0][1]) == marks and (s.deck[0][-1] == t) != marks


@checker("GRI/S72-TE02")
def check_opponent_reversed_rest_to_back(e, line):
    """Seed 000 【자】: when this card's battle opponent is reversed, one chosen other 《T》
    character is 【REST】ed and moved to an open position of the back stage."""
    m = re.fullmatch(r"【AUTO】 When this card's battle opponent becomes 【REVERSE】, choose 1 of your "
                     r"other 《(.+?)》 characters, 【REST】 it, and move it to an open position of your "
                     r"back stage\.", line)
    assert m, line
    code, fit, v = e["code"], vanilla(trait=m[1]), vanilla(level=0)
    s = mk(code, fit, v, phase="attack", stage=[{1: code, 0: fit, 2: v}, {1: v}])
    f = s.stage[0][0]
    s.add_mod(s.stage[0][1], "power", 30000, "turn")
    act(s, "attack", attack_id(1, FRONTAL))
    answer_all(s, pick=lambda o: f if f in o else o[0])
    slot = s.stage[0].index(f)
    assert slot in (3, 4) and s.status[0][slot] == REST and s.stage[0][0] == -1


# ---- backup-used grants: the character in battle gets an 【AUTO】 until end of turn ------------

def _backup_defends(code, *extra, hand=(), **kw):
    """Seat 1's Y0B frontal attacks seat 0's vanilla defender (boosted to win); seat 0 uses
    `code`'s Backup in the counter step. Returns (state, defender, attacker) at the counter."""
    defender = vanilla(level=0)
    s = mk(code, defender, *extra, active=1, phase="attack",
           stage=[{1: defender}, {0: Y0B, 1: Y0B}], hand=[[code, *hand], []],
           stock=[3, 0], clock=[[code], []], level=[C(code).level, 0], **kw)
    d, a = s.stage[0][1], s.stage[1][1]
    s.add_mod(d, "power", 30000, "turn")
    act(s, "attack", attack_id(1, FRONTAL), settle=False)
    while kind(s) != "counter":
        act(s, kind(s), opts(s)[0], settle=False)
    return s, d, a


@checker("JJ/SE41-E43")
def check_backup_grants_reversed_opponent_to_memory(e, line):
    """Seed 000 백업 / 【자】 (granted abilities): when this card's Backup is used, the chosen
    character in battle gets until end of turn "when this card's battle opponent becomes
    【REVERSE】, put that character into your opponent's memory": the reversed attacker goes to
    its owner's memory, not the waiting room; without the Backup it just stays reversed."""
    m = re.fullmatch(r"【AUTO】 When you use this card's \"Backup\", choose 1 of your characters in "
                     r"battle, and that character gets the following ability until end of turn\. "
                     r"\"【AUTO】 When this card's battle opponent becomes 【REVERSE】, put that "
                     r"character into your opponent's memory\.\"", line)
    assert m, line
    code = e["code"]
    s, d, a = _backup_defends(code)
    act(s, "counter", cid(s, 0, code), settle=False)
    answer_all(s, pick=lambda o: d if d in o else o[0])
    assert a in s.memory[1] and a not in s.stage[1] and a not in s.waiting[1]
    s, d, a = _backup_defends(code)
    act(s, "counter", PASS, settle=False)
    answer_all(s)
    assert a not in s.memory[1] and s.status[1][1] == REVERSE


@checker("5HY/W90-E063")
def check_backup_grants_paid_damage_on_reverse(e, line):
    """Seed 000 백업 / 【자】 (granted, up to 1 time per turn, with a cost): the character in
    battle gets "[discard 1] when this card's battle opponent becomes 【REVERSE】, you may pay
    the cost. If you do, deal 1 damage to your opponent": paid, the opponent takes 1 damage
    (its clock grows by one) and the discarded card is in the waiting room; declined, nothing."""
    m = re.fullmatch(r"【AUTO】 When you use this card's \"Backup\", choose 1 of your characters in "
                     r"battle, and that character gets the following ability until end of turn\. "
                     r"\"【AUTO】 \[Put 1 card from your hand into your waiting room\] This ability "
                     r"activates up to 1 time per turn\. When this card's battle opponent becomes "
                     r"【REVERSE】, you may pay the cost\. If you do, deal (\d+) damage to your "
                     r"opponent\.\"", line)
    assert m, line
    code, fodder = e["code"], vanilla(level=1)
    for yes in (1, 0):
        s, d, a = _backup_defends(code, fodder, hand=(fodder,))
        f = cid(s, 0, fodder)
        act(s, "counter", cid(s, 0, code), settle=False)
        clock1 = len(s.clock[1])
        answer_all(s, yes=yes, pick=lambda o: d if d in o else (f if f in o else o[0]))
        assert s.status[1][1] == REVERSE
        if yes:
            assert f in s.waiting[0] and len(s.clock[1]) == clock1 + int(m[1])
        else:
            assert f in s.hand[0] and len(s.clock[1]) == clock1


# ---- reversed: the battle opponent to the clock / reversed too ---------------------------------

@checker("EIS/SX07-010")
def check_reversed_opp_clock_swap(e, line):
    """Seed 000 【자】: this card reversed in battle by a character whose level is higher than
    its player's level: its player may put the top card of their clock into their waiting room,
    and if so the battle opponent goes into their clock. A battle opponent of the player's own
    level: nothing is asked; an empty clock: "if you do" fails and the character stays."""
    m = re.fullmatch(r"【AUTO】 When this card becomes 【REVERSE】, if the level of this card's battle "
                     r"opponent is higher than your opponent's level, you may put the top card of "
                     r"your opponent's clock into their waiting room\. If you do, put that "
                     r"character into your opponent's clock\.", line)
    assert m, line
    code, hi, lo, v = e["code"], vanilla(level=1), vanilla(level=0), vanilla(level=2)
    s = _lose_attack(code, hi, v, foe=hi, clock=[[], [v]], level=[0, 0])
    foe, top = s.stage[1][1], s.clock[1][-1]
    answer_all(s)
    assert top in s.waiting[1] and s.clock[1][-1] == foe and s.stage[1][1] == -1
    s = _lose_attack(code, lo, v, foe=lo, clock=[[], [v]], level=[0, 0])
    foe = s.stage[1][1]
    assert kind(s) != "yes_no"
    assert s.stage[1][1] == foe and foe not in s.clock[1] and v in codes(s, s.clock[1])


@checker("AOT/S50-E056")
def check_granted_reverse_low_level_opponent(e, line):
    """Seed 000 【영】 granting an 【자】: with 2 or more other 《Corps》 characters this card has
    "when this card becomes 【REVERSE】, if its battle opponent is level 1 or lower, you may
    【REVERSE】 that character": both end reversed. With one other 《Corps》, or a level 2
    opponent, the opponent stays standing."""
    m = re.fullmatch(r"【CONT】 If you have (\d+) or more other 《(.+?)》 characters, this card gets "
                     r"the following ability\. \"【AUTO】 When this card becomes 【REVERSE】, if this "
                     r"card's battle opponent is level (\d+) or lower, you may 【REVERSE】 that "
                     r"character\.\"", line)
    assert m, line
    n, trait, lv = int(m[1]), m[2], int(m[3])
    code, fit = e["code"], vanilla(trait=trait, exclude=(e["code"],))
    low, high = vanilla(level=lv, exclude=(fit,)), vanilla(level=lv + 1, exclude=(fit,))

    def run(others, foe):
        v = vanilla(level=0)
        stage = {1: code, 0: v}
        for k, slot in enumerate((2, 3, 4)[:others]):
            stage[slot] = fit
        s = mk(code, fit, foe, v, phase="attack", stage=[stage, {1: foe}])
        s.add_mod(s.stage[1][1], "power", 30000, "turn")
        act(s, "attack", attack_id(1, FRONTAL))
        answer_all(s)
        return s

    assert C(low).level <= lv < C(high).level
    s = run(n, low)
    assert s.status[0][1] == REVERSE and s.status[1][1] == REVERSE
    assert run(n - 1, low).status[1][1] != REVERSE
    assert run(n, high).status[1][1] != REVERSE


# ---- 【CXCOMBO】 search on attack ------------------------------------------------------------

@checker("KGL/S79-E017")
def check_cxcombo_all_trait_search(e, line):
    """Seed 000 【자】 / 서치: when this card attacks with the named climax in the climax area and
    all of its player's characters 《T》, paying (discard 1) searches the deck for up to N 《T》
    characters into the hand (revealed), the deck shuffled; with a character of another trait
    on the stage the ability does not fire."""
    m = re.fullmatch(r"【AUTO】 【CXCOMBO】 \[Put 1 card from your hand into your waiting room\] When "
                     r"this card attacks, if \"(.+?)\" is in your climax area, and all of your "
                     r"characters are 《(.+?)》, you may pay the cost\. If you do, search your deck "
                     r"for up to (\d+) 《\2》 characters, reveal them to your opponent, put them into "
                     r"your hand, and shuffle your deck\.", line)
    assert m, line
    cx = next(c.code for c in pool().by_code.values() if c.name == m[1] and c.type == "climax")
    trait, n, code = m[2], int(m[3]), e["code"]
    fit, fodder = vanilla(trait=trait, exclude=(code,)), vanilla(avoid=(trait,), level=1)
    s = mk(code, fit, cx, fodder, phase="attack", stage=[{1: code, 0: fit}, {1: Y0B}],
           hand=[[fodder], []], climax=[[cx], []])
    f = cid(s, 0, fodder)
    in_deck = [x for x in s.deck[0] if s.T.cards[x].code == fit]
    act(s, "attack", attack_id(1, FRONTAL))
    answer_all(s, pick=lambda o: next((x for x in o if x in in_deck or x == f), o[0]))
    got = [x for x in s.hand[0] if s.T.cards[x].code == fit]
    assert f in s.waiting[0] and len(got) == min(n, len(in_deck))
    s = mk(code, fit, cx, fodder, phase="attack", stage=[{1: code, 0: fodder}, {1: Y0B}],
           hand=[[fodder], []], climax=[[cx], []])
    hand0 = list(s.hand[0])
    act(s, "attack", attack_id(1, FRONTAL))
    assert kind(s) != "yes_no" and s.hand[0][:len(hand0)] == hand0


# ---- placed: a character from the waiting room, into the memory at the end of the turn --------

@checker("HOL/W91-E104")
def check_placed_reanimate_until_end_of_turn(e, line):
    """Seed 000 【자】 / 엔드 페이즈 (delayed effects): paying 1 stock when this card is placed
    from hand puts a chosen cost 0 《T》 character of the waiting room on a chosen stage position;
    at the end of that turn it goes into the memory."""
    m = re.fullmatch(r"【AUTO】 \[\((\d+)\)\] When this card is placed on the stage from your hand, "
                     r"you may pay the cost\. If you do, choose 1 cost (\d+) or lower 《(.+?)》 "
                     r"character in your waiting room, put it on any position of your stage, and "
                     r"at the end of the turn, put that character into your memory\.", line)
    assert m, line
    st, cost, trait, code = int(m[1]), int(m[2]), m[3], e["code"]
    fit = next(c.code for c in sorted(pool().by_code.values(), key=lambda c: c.code)
               if c.type == "character" and trait in c.traits and c.cost <= cost
               and not c.abilities and c.code != code)
    kw = play_setup(code, extra_stock=st)
    s = mk(code, fit, waiting=[[fit], []], hand=[[code], []], **kw)
    w = cid(s, 0, fit, "waiting")
    play_from_hand(s, code, 1)
    answer_all(s, pick=lambda o: w if w in o else (3 if 3 in o else o[0]))
    assert w in s.stage[0]
    act(s, "main", PASS)
    pass_until_turn_of(s, 1)
    assert w in s.memory[0] and w not in s.stage[0]


# ---- the opponent's attack phase: mill 1, and if it is a 《T》 character, move to the center ----

@checker("AZL/S119-E071")
def check_opp_attack_phase_mill_then_move(e, line):
    """Seed 000 어택 단계 (start) / 【자】: at the beginning of the opponent's attack phase the
    player may put the top card of the deck into the waiting room; if that card is a 《T》
    character, they may move this card to an open position of the center stage. Another card:
    it stays; declined: the deck is untouched."""
    m = re.fullmatch(r"【AUTO】 At the beginning of your opponent's attack phase, you may put the "
                     r"top card of your deck into your waiting room\. If that card is an? 《(.+?)》 "
                     r"character, you may move this card to an open position of your center "
                     r"stage\.", line)
    assert m, line
    code, trait = e["code"], m[1]
    fit, misfit, v = vanilla(trait=trait, exclude=(code,)), vanilla(avoid=(trait,), level=1), \
        vanilla(level=0)
    for top, yes, moves in ((fit, 1, True), (misfit, 1, False), (fit, 0, False)):
        s = mk(code, fit, misfit, v, active=1, phase="attack", stage=[{3: code, 0: v}, {1: v}],
               deck_top=[[top], []])
        me, t = s.stage[0][3], s.deck[0][-1]
        answer_all(s, yes=yes)
        assert (t in s.waiting[0]) == bool(yes) and (s.deck[0][-1] == t) != bool(yes)
        if moves:
            assert s.stage[0][3] == -1 and me in s.stage[0][1:3]
        else:
            assert s.stage[0][3] == me


# ---- Brainstorm: for each climax, salvage a character then discard a card -----------------------

@checker("CSM/S96-E101")
def check_brainstorm_salvage_then_discard(e, line):
    """Seed 000 【起】 Brainstorm: paying (1) flips the top 4 cards into the waiting room; per
    climax among them the player returns a chosen character of the waiting room to the hand
    and then puts a chosen card of the hand into the waiting room (two climaxes: twice);
    without a climax nothing moves."""
    m = re.fullmatch(r"【ACT】 Brainstorm \[\((\d+)\)\] Flip over (\d+) cards from the top of your "
                     r"deck, and put them into your waiting room\. For each climax revealed among "
                     r"those cards, perform the following action\. \"Choose 1 character in your "
                     r"waiting room, return it to your hand, choose 1 card in your hand, and put it "
                     r"into your waiting room\.\"", line)
    assert m, line
    stock, n, code = int(m[1]), int(m[2]), e["code"]
    cx1, cx2 = sorted(c.code for c in pool().by_code.values() if c.type == "climax"
                      and not c.abilities and c.code != code)[:2]
    fit, h, f1 = vanilla(level=0), vanilla(level=1), vanilla(level=2)
    for top, times in (([cx1, f1, cx2, f1][:n], 2), ([f1] * n, 0)):
        s = mk(code, cx1, cx2, fit, h, f1, stage=[{1: code}, {}], stock=[stock, 0],
               deck_top=[top, []], waiting=[[fit, fit], []], hand=[[h, h], []])
        fits = set(s.waiting[0])
        hs = set(s.hand[0])
        act(s, "main", act_id(e, 1))
        answer_all(s, pick=lambda o: next((x for x in o if x in fits), o[0])
                   if any(x in s.waiting[0] for x in o) else next((x for x in o if x in hs), o[0]))
        assert len(s.stock[0]) == 0
        assert len(fits & set(s.hand[0])) == times and len(hs & set(s.waiting[0])) == times
        assert len(s.hand[0]) == 2


# ---- battle opponent reversed: this card into the memory, back at the next draw phase ----------

@checker("ATLA/WX04-017")
def check_to_memory_and_back_next_draw_phase(e, line):
    """Seed 000 【자】 / 추억 / 드로우 단계 (delayed effects): when this card's battle opponent is
    reversed, its player may put it into the memory; if so, at the beginning of their next draw
    phase the named card comes back from the memory onto a chosen stage position."""
    m = re.fullmatch(r"【AUTO】 When this card's battle opponent becomes 【REVERSE】, you may put this "
                     r"card into your memory\. If you do, at the beginning of your next draw phase, "
                     r"choose 1 \"(.+?)\" in your memory, and put it in any position of your stage\.",
                     line)
    assert m, line
    code, v = e["code"], vanilla(level=0)
    assert C(code).name == m[1]
    s = mk(code, v, phase="attack", stage=[{1: code}, {1: v}])
    me = s.stage[0][1]
    s.add_mod(me, "power", 30000, "turn")
    act(s, "attack", attack_id(1, FRONTAL))
    answer_all(s)
    assert me in s.memory[0] and me not in s.stage[0]
    for _ in range(60):                        # to seat 0's next draw phase
        if s.active == 0 and s.turn > 3 and kind(s) not in ("clock", None):
            break
        k = kind(s)
        act(s, k, 0 if k == "encore" else PASS)
    answer_all(s, pick=lambda o: me if me in o else o[0])
    assert me in s.stage[0] and me not in s.memory[0]
    s = mk(code, v, phase="attack", stage=[{1: code}, {1: v}])
    me = s.stage[0][1]
    s.add_mod(me, "power", 30000, "turn")
    act(s, "attack", attack_id(1, FRONTAL))
    answer_all(s, yes=0)
    assert me in s.stage[0] and not s.memory[0]


# ---- 【CXCOMBO】 on attack: power and a granted 【AUTO】 until the end of the opponent's next turn --

@checker("OVL/S62-E033")
def check_cxcombo_power_and_granted_soul_minus(e, line):
    """Seed 000 【자】 (granted abilities, 'until the end of your opponent's next turn'): with the
    named climax in the climax area, paying (1) and a discard when this card attacks gives it
    +N power and "at the beginning of your opponent's attack phase, choose 1 of your opponent's
    characters: -S soul until end of turn"; in the opponent's next attack phase both still
    hold and the opponent's chosen character loses S soul."""
    m = re.fullmatch(r"【AUTO】 【CXCOMBO】 \[\((\d+)\) Put 1 card from your hand into your waiting "
                     r"room\] When this card attacks, if \"(.+?)\" is in your climax area, you may "
                     r"pay the cost\. If you do, this card gets \+(\d+) power and the following "
                     r"ability until the end of your opponent's next turn\. \"【AUTO】 At the "
                     r"beginning of your opponent's attack phase, choose 1 of your opponent's "
                     r"characters, and that character gets -(\d+) soul until end of turn\.\"", line)
    assert m, line
    stock, name, pw, sl = int(m[1]), m[2], int(m[3]), int(m[4])
    cx = next(c.code for c in pool().by_code.values() if c.name == name and c.type == "climax")
    code, fodder = e["code"], vanilla(level=1)
    s = mk(code, cx, fodder, phase="attack", stage=[{1: code}, {0: Y0B}], stock=[stock, 0],
           hand=[[fodder], []], climax=[[cx], []])
    me, foe = s.stage[0][1], s.stage[1][0]
    act(s, "attack", attack_id(1, DIRECT))
    answer_all(s)                              # the only attack: the turn ends, the climax goes
    before = C(code).power
    assert s.power_of(0, 1) == before + pw and cid(s, 0, fodder, "waiting") in s.waiting[0]
    for _ in range(60):                        # to the opponent's attack phase
        if s.active == 1 and s.phase == "attack":
            break
        k = kind(s)
        act(s, k, 0 if k == "encore" else PASS)
    answer_all(s, pick=lambda o: foe if foe in o else o[0])   # (one character: no question)
    soul0 = C(Y0B).soul
    assert any(x[0] == foe and x[1] == "soul" and x[2] == -sl for x in s.mods)
    assert s.soul_of(1, 0) == max(0, soul0 - sl) and s.stage[0][1] == me
    assert s.power_of(0, 1) == before + pw


# ---- when you use an 【ACT】: power and a granted reveal-to-stock on attack ---------------------

@checker("DDD/S118-E012")
def check_act_used_power_and_granted_reveal_to_stock(e, line):
    """Seed 000 【자】 (up to 1 time per turn, granted abilities): when its player uses an 【ACT】,
    this card gets +P power and, until end of turn, "when this card attacks, reveal the top
    card of your deck; if it is level L or higher, put it into your stock" (a revealed card of
    lower level stays on top, so the trigger check takes it instead). A second 【ACT】 the same
    turn adds nothing; without an 【ACT】 used, the attack reveals nothing."""
    m = re.fullmatch(r"【AUTO】 This ability activates up to 1 time per turn\. When you use an "
                     r"【ACT】, this card gets \+(\d+) power and the following ability until end of "
                     r"turn\. \"【AUTO】 When this card attacks, reveal the top card of your deck\. "
                     r"If that card is level (\d+) or higher, put it into your stock\.\"", line)
    assert m, line
    pw, lv, code = int(m[1]), int(m[2]), e["code"]
    ari = "ARI/S103-TE10"                      # [【REST】 this card] choose 1: +1000 (sampled)
    hi, lo, x = vanilla(level=lv), vanilla(level=lv - 1), vanilla(level=lv + 1)
    assert C(hi).level >= lv > C(lo).level
    for use, top in ((True, hi), (True, lo), (False, hi)):
        s = mk(code, ari, hi, lo, x, stage=[{1: code, 0: ari, 2: ari}, {}],
               deck_top=[[top, x], []])
        t, nxt = s.deck[0][-1], s.deck[0][-2]
        if use:
            for slot in (0, 2):
                act(s, "main", act_id(BY_CODE[ari], slot))
                answer_all(s, pick=lambda o: s.stage[0][slot] if s.stage[0][slot] in o else o[0])
            assert s.power_of(0, 1) == base(s, 0, 1) + pw   # once only, not 2 × P
        finish_main(s)
        stock0 = len(s.stock[0])
        act(s, "attack", attack_id(1, DIRECT))
        answer_all(s)
        if use and top == hi:                  # the ability's card and the trigger check's
            assert t in s.stock[0] and nxt in s.stock[0] and len(s.stock[0]) >= stock0 + 2
        else:                                  # the trigger check took the top card only
            assert t in s.stock[0] and nxt not in s.stock[0]


# ---- the card tests ------------------------------------------------------------------------------

PENDING: set = set()   # entries without a checker yet (reported as pending)


def test_every_entry_is_checked_or_pending():
    codes = {e["code"] for e in ENTRIES}
    assert set(CHECKERS) <= codes and PENDING <= codes
    assert not set(CHECKERS) & PENDING
    assert codes == set(CHECKERS) | PENDING, sorted(codes - set(CHECKERS) - PENDING)


CHECKED = [e for e in ENTRIES if e["code"] in CHECKERS]


@pytest.mark.parametrize("e", CHECKED, ids=ids(CHECKED))
def test_the_ability_does_what_its_text_says(e):
    CHECKERS[e["code"]](e, printed_line(e))
