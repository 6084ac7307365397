"""The keywords of seed 000's glossary (용어 설명) that name a printed ability form:
Experience (경험), Accelerate (가속), Resonate (공명), Bond (인연), Alarm (알람), Change
(체인지) and Shift (시프트) -- each recognised by the importer from its printed wording,
validated and described by the vocabulary, and played by the engine."""

from __future__ import annotations

from ws_helpers import community_card, PASS, act, cid, deck_with, events, kind, opts

import tcgsim
from tcgsim.core.actions import ALL
from tcgsim.games.weiss_schwarz import abilities as ab
from tcgsim.games.weiss_schwarz import importer as I
from tcgsim.games.weiss_schwarz.scenario import scenario

G = tcgsim.game("weiss-schwarz")
HUTTEN = "AZL/S102-E078"      # 【CONT】 Experience: total level >= 2 -> +2000 power
CHOCO = "HOL/W91-E089"        # 【CONT】 Experience: your level has a blue card -> +2500
WARMTH = "Gaw/WS02-TE27"      # 【AUTO】 Accelerate [(2) top of deck to clock], climax phase
INDEP = "AZL/S102-E106"       # 【AUTO】 Resonate [reveal 1 "New Jersey"], climax phase +2000
JERSEY = "AZL/S102-E102"      # New Jersey
ISUZU = "AZL/S102-TE43"       # 【AUTO】 Bond/"Nagara" [discard 1]
NAGARA = "AZL/S102-TE51"      # Nagara
RENA = "5HY/W90-E014"         # 【AUTO】 【CLOCK】 Alarm, climax phase: +2000 to 1 character
DIAVOLO = "JJ/S66-E063"       # 【AUTO】 Change [this card to the waiting room] -> Doppio
DOPPIO = "JJ/S66-E064"        # Split Personality, Doppio
MEL = "HOL/W91-E011"          # 【AUTO】 【CLOCK】 Shift, Level 0 (yellow card)
QUINT = "5HY/W90-E070"        # a 《Quintuplets》 character
L1 = "AZL/S102-TE51"          # a level 1 card for the level zone
BLUE = "AZL/S102-E102"        # a blue card for the level zone
ITSUKI = "5HY/W101-E055"      # 【ACT】 Experience [【REST】 this card] total level >= 3: +2000
ICHIKA = "5HY/W90-E073"       # 【AUTO】 Change [return this card to your hand] <- 《Quintuplets》

DECK = deck_with("keywords", [(4, HUTTEN), (4, CHOCO), (4, WARMTH), (4, INDEP), (4, JERSEY),
                              (4, ISUZU), (4, NAGARA), (4, RENA), (2, DIAVOLO), (2, DOPPIO),
                              (4, MEL), (4, QUINT), (2, ITSUKI), (2, ICHIKA)])


def make(**kw):
    return scenario(G, decks=[DECK, DECK], **kw)


def community(code: str) -> tuple[dict, list]:
    """The importer's table for a community card (the shared data), and its abilities."""
    t, _ = I.convert_card(community_card(code))
    return t, t.get("ability", [])


def resolve(s, answers):
    """Answer the pending decisions in turn; an answer None takes the first option."""
    for a in answers:
        k = kind(s)
        act(s, k, opts(s)[0] if a is None else a)


# ---- Experience ---------------------------------------------------------------------------

def test_experience_total_level_of_the_level_zone():
    """seed 000 용어 설명 경험 (Experience): "If the total level of the cards in your level is 2
    or higher, this card gets +2000 power" -- the level zone's card levels are summed."""
    a = G.pool.by_code[HUTTEN].abilities[0]
    assert a["condition"] == {"experience_min": 2}
    assert "total level of the cards in your level zone is 2 or higher" in ab.describe(a)
    s = make(level=[[L1], []], stage=[{0: HUTTEN}, {}])
    assert s.power_of(0, 0) == 4000                 # one level 1 card: total 1
    s = make(level=[[L1, L1], []], stage=[{0: HUTTEN}, {}])
    assert s.power_of(0, 0) == 6000                 # total 2


def test_experience_a_coloured_card_in_the_level_zone():
    """seed 000 용어 설명 경험 (Experience): "If your level has a blue card, …" reads the
    level zone's colours."""
    a = G.pool.by_code[CHOCO].abilities[0]
    assert a["condition"] == {"level_has": [{"color": "blue", "type": "card"}]}
    assert "blue card" in ab.describe(a)
    assert make(level=[[L1], []], stage=[{0: CHOCO}, {}]).power_of(0, 0) == 4000
    assert make(level=[[BLUE], []], stage=[{0: CHOCO}, {}]).power_of(0, 0) == 6500


def test_experience_act_condition_is_read_on_resolution():
    """seed 000 용어 설명 경험 (Experience): "【ACT】 Experience [【REST】 this card] If the total
    level … is 3 or higher, …" -- with the total too low the cost is paid, nothing happens."""
    _, abil = community(ITSUKI)
    act_ = abil[1]
    assert act_["kind"] == "act" and act_["condition"] == {"experience_min": 3}
    for levels, works in (([L1, L1], False), ([L1, L1, L1], True)):
        s = make(level=[levels, []], stage=[{0: ITSUKI}, {}])
        act(s, "main", 100 + 0 * 5 + 1)             # slot 0, its second 【ACT】
        assert s.status[0][0] == 1                  # the cost is paid either way (【REST】)
        # the only fitting character (Itsuki herself): taken without asking when it works
        assert kind(s) == "main"
        assert s.power_of(0, 0) == 500 + (2000 if works else 0)


# ---- Accelerate ---------------------------------------------------------------------------

def test_accelerate_puts_the_top_card_of_the_deck_into_the_clock():
    """seed 000 용어 설명 가속 (Accelerate): "【AUTO】 Accelerate [(2) Put the top card of your
    deck into your clock] At the beginning of your climax phase, you may pay the cost. If you
    do, choose 1 of your characters, and that character gets +1000 power …"."""
    a = G.pool.by_code[WARMTH].abilities[1]
    assert a["cost"] == [{"stock": 2}, {"clock_top": 1}]
    s = make(phase="climax", stage=[{0: WARMTH}, {}], stock=[2, 0], deck_top=[[QUINT], []])
    top = s.deck[0][-1]
    assert s.T.cards[top].code == QUINT
    assert kind(s) == "yes_no"
    act(s, "yes_no", 1)
    assert s.clock[0] == [top] and not s.stock[0]
    # the only fitting character (Warmth itself): taken without asking
    assert s.power_of(0, 0) == 4500 + 1000


# ---- Resonate -----------------------------------------------------------------------------

def test_resonate_reveals_the_named_card_which_stays_in_hand():
    """seed 000 용어 설명 공명 (Resonate): "[Reveal 1 "New Jersey" in your hand] At the
    beginning of your climax phase, you may pay the cost. If you do, this card gets +2000
    power": the card is shown to both players and stays in the hand."""
    # (its other 【AUTO】, "if there is a climax in your climax area", is read too now)
    a = next(x for x in G.pool.by_code[INDEP].abilities if x.get("cost"))
    assert a["cost"] == [{"reveal_from_hand": 1, "filter": {"name": "New Jersey"}}]
    assert 'reveal 1 "New Jersey" in your hand' in ab.describe(a)
    s = make(phase="climax", stage=[{0: INDEP}, {}], hand=[[JERSEY], []])
    nj = cid(s, 0, JERSEY)
    assert kind(s) == "yes_no"
    act(s, "yes_no", 1)
    assert nj in s.hand[0]
    shown = events(s, "reveal_hand")
    assert shown and shown[-1][1] == ALL and tuple(shown[-1][2:]) == (0, nj)
    assert s.power_of(0, 0) == 4500 + 2000
    s = make(phase="climax", stage=[{0: INDEP}, {}], hand=[[QUINT], []])
    # nothing to reveal: the cost cannot be paid -- but the question is still asked, with
    # "no" its only answer, so the opponent cannot tell what the hand holds (issue 7)
    assert kind(s) == "yes_no" and opts(s) == (0,)


# ---- Bond ---------------------------------------------------------------------------------

def test_bond_returns_the_named_card_from_the_waiting_room():
    """seed 000 용어 설명 인연 (Bond): "【AUTO】 Bond/"Nagara" [Put 1 card from your hand into
    your waiting room] (When this card is played and placed on the stage, you may pay the
    cost. If you do, choose 1 "Nagara" in your waiting room, and return it to your hand)"."""
    a = G.pool.by_code[ISUZU].abilities[1]
    assert a["when"] == "placed_from_hand" and a["cost"] == [{"discard": 1}]
    assert a["effect"] == [{"verb": "salvage", "filter": {"name": "Nagara"}, "n": 1,
                            "up_to": False, "to": "hand"}]
    s = make(hand=[[ISUZU, QUINT], []], waiting=[[NAGARA, RENA], []])
    nagara = cid(s, 0, NAGARA, "waiting")
    q = cid(s, 0, QUINT)
    act(s, "main", cid(s, 0, ISUZU))
    act(s, "slot", 0)
    act(s, "yes_no", 1)
    act(s, "choose", q)                             # the cost
    assert set(opts(s)) == {nagara, PASS} or set(opts(s)) == {nagara}
    act(s, "choose", nagara)
    assert nagara in s.hand[0] and q in s.waiting[0]


def test_bond_with_two_names_recognised():
    """seed 000 용어 설명 인연 (Bond): 'Bond/"A" "B"' returns "A" or "B"."""
    _, abil = community("HOL/W91-TE010")
    f = abil[-1]["effect"][0]["filter"]
    assert f == {"any_of": [{"name": "Prank Mastermind, Tokino Sora"},
                            {"name": "Forgetful, Sakura Miko"}]}


# ---- Alarm --------------------------------------------------------------------------------

def test_alarm_works_only_from_the_top_of_the_clock():
    """seed 000 용어 설명 알람 (Alarm): "【AUTO】 【CLOCK】 Alarm At the beginning of your climax
    phase, if this card is the top card of your clock, and you have 3 or more 《Quintuplets》
    characters, choose 1 of your characters, and that character gets +2000 power" -- the top
    card is the newest (clock[p][-1])."""
    a = G.pool.by_code[RENA].abilities[0]
    assert a["zone"] == "clock_top" and a["condition"]["clock_top"] is True
    assert "【CLOCK】" in ab.describe(a)
    stage = [{0: QUINT, 1: QUINT, 2: QUINT}, {}]
    s = make(phase="climax", stage=stage, clock=[[QUINT, RENA], []])
    assert kind(s) == "choose"
    before = s.power_of(0, 1)
    act(s, "choose", s.stage[0][1])
    assert s.power_of(0, 1) == before + 2000
    s = make(phase="climax", stage=stage, clock=[[RENA, QUINT], []])
    assert kind(s) == "climax"                      # not the top card: nothing


# ---- Change -------------------------------------------------------------------------------

def test_change_puts_the_named_card_on_this_cards_position():
    """seed 000 용어 설명 체인지 (Change): "【AUTO】 Change [Put this card into your waiting room]
    At the beginning of your climax phase, you may pay the cost. If you do, choose 1 "Split
    Personality, Doppio" in your waiting room, and put it on the stage position that this
    card was on"."""
    a = G.pool.by_code[DIAVOLO].abilities[1]
    assert a["cost"] == [{"to_waiting_room_self": 1}]
    assert a["effect"][0]["slots"] == "this"
    s = make(phase="climax", stage=[{2: DIAVOLO}, {}], waiting=[[DOPPIO], []])
    dia, dop = s.stage[0][2], cid(s, 0, DOPPIO, "waiting")
    assert kind(s) == "yes_no"
    act(s, "yes_no", 1)
    act(s, "choose", dop)
    assert s.stage[0][2] == dop and dia in s.waiting[0]


def test_change_from_the_hand_with_return_to_hand_cost():
    """seed 000 용어 설명 체인지 (Change): "[Return this card to your hand] … choose up to 1
    《Quintuplets》 character in your hand, and put it on the stage position that this card
    was on"."""
    _, abil = community("5HY/W90-E073")
    a = next(x for x in abil if {"to_hand_self": 1} in x.get("cost", ()))
    assert a["cost"] == [{"to_hand_self": 1}]
    assert a["effect"] == [{"verb": "to_stage", "from": "hand", "slots": "this", "up_to": True,
                            "filter": {"trait": "Quintuplets", "type": "character"}}]
    s = make(phase="climax", stage=[{1: ICHIKA}, {}], hand=[[QUINT, JERSEY], []], level=[3, []])
    ich, q = s.stage[0][1], cid(s, 0, QUINT)
    assert kind(s) == "yes_no"
    act(s, "yes_no", 1)
    assert ich in s.hand[0]
    assert set(opts(s)) == {q, ich, PASS}           # New Jersey is no 《Quintuplets》
    act(s, "choose", q)
    assert s.stage[0][1] == q and q not in s.hand[0]


# ---- Shift --------------------------------------------------------------------------------

def test_shift_exchanges_a_hand_card_with_this_card_in_the_clock():
    """seed 000 용어 설명 시프트 (Shift): "【AUTO】 【CLOCK】 Shift, Level 0 (At the beginning of
    your main phase, you may choose 1 yellow card in your hand and this card in your clock,
    and exchange them)"."""
    a = G.pool.by_code[MEL].abilities[1]
    assert a["zone"] == "clock" and a["effect"] == [
        {"verb": "shift", "filter": {"color": "yellow", "type": "card"}}]
    assert "yellow card in your hand" in ab.describe(a)
    s = make(phase="main", clock=[[MEL, QUINT], []], hand=[[RENA, JERSEY], []])
    mel, rena = cid(s, 0, MEL, "clock"), cid(s, 0, RENA)
    assert kind(s) == "choose" and set(opts(s)) == {rena, PASS}   # New Jersey is blue
    act(s, "choose", rena)
    assert s.clock[0][0] == rena and mel in s.hand[0] and len(s.clock[0]) == 2
    assert events(s, "shift")
