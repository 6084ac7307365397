"""Weiß Schwarz rulings: the phases of a turn outside the attack — stand, draw, clock,
main, climax and end phase."""

from __future__ import annotations

from ws_helpers import (finish_main, play, events, B0, CX_CHOICE, CX_POOL, CX_SHOT, G0, PASS, R0, R1, REST, STAND, Y0,
                        Y0B, Y1, Y2, act, cid, kind, make, move, opts, who)


# ---- stand phase ---------------------------------------------------------------------------

def test_stand_phase_stands_the_turn_players_rested_characters():
    """Seed 000 스탠드 페이즈 / seed 001 IV.B.1: the turn player's rested characters stand;
    the opponent's stay as they are."""
    s = make(active=1, phase="end", stage=[{0: Y0, 1: Y0B, 3: R0}, {0: Y0, 1: Y0B}],
             status=[{0: REST, 3: REST}, {0: REST}], hand=[[Y1], [Y1]])
    assert s.active == 0 and s.phase == "clock"
    assert s.status[0][:5] == [STAND] * 5
    assert s.status[1][0] == REST


# ---- draw phase ----------------------------------------------------------------------------

def test_draw_phase_draws_one_card():
    """Seed 000 드로우 페이즈 / seed 001 IV.B.2: draw 1 card from the deck."""
    s = make(phase="draw", hand=[[Y1], []], deck_top=[[R1, B0], []])
    assert sorted(s.hand[0]) == sorted([cid(s, 0, Y1), cid(s, 0, R1)])
    assert kind(s) == "clock" and who(s) == 0


def test_the_next_turn_starts_with_stand_then_draw():
    """Seed 000 게임의 흐름: end phase → the opponent's stand phase and draw phase."""
    s = make(active=0, phase="end", hand=[[Y1], [Y1]], deck_top=[[], [R1]])
    assert s.active == 1 and s.turn == 4
    assert cid(s, 1, R1) in s.hand[1] and len(s.hand[1]) == 2


# ---- clock phase ---------------------------------------------------------------------------

def test_clock_phase_is_optional():
    """Seed 000 클록 페이즈: 클록 페이즈는 생략할 수 있다 — PASS skips it: nothing moves."""
    s = make(phase="clock", hand=[[Y1, R1], []])
    assert PASS in opts(s)
    act(s, "clock", PASS)
    assert s.clock[0] == [] and len(s.hand[0]) == 2
    assert kind(s) == "main"


def test_clock_phase_puts_one_card_into_the_clock_then_draws_two():
    """Seed 000 클록 페이즈 / seed 001 IV.B.3: one card from hand to the clock, then draw
    2 cards."""
    s = make(phase="clock", hand=[[Y1, R1], []], deck_top=[[B0, G0, Y0], []])
    r1 = cid(s, 0, R1)
    act(s, "clock", r1)
    assert s.clock[0] == [r1]
    assert sorted(s.hand[0]) == sorted([cid(s, 0, Y1), cid(s, 0, B0), cid(s, 0, G0)])
    assert kind(s) == "main"


def test_a_level_up_caused_by_the_clock_comes_before_the_two_draws():
    """Seed 000 레벨존 / CR: the 7th clock card causes a level up at once; the clock
    phase's 2 draws come after it."""
    s = make(phase="clock", hand=[[Y1, R1], []], clock=[6, 0], deck_top=[[B0, G0], []])
    act(s, "clock", cid(s, 0, R1))
    assert kind(s) == "level_up"
    assert len(s.hand[0]) == 1                 # nothing drawn yet
    act(s, "level_up", s.clock[0][0])
    assert len(s.level[0]) == 1
    assert len(s.hand[0]) == 3
    assert kind(s) == "main"


# ---- main phase ----------------------------------------------------------------------------

def test_a_character_of_a_higher_level_than_yours_cannot_be_played():
    """Seed 000 카드 보는 법 (레벨) / seed 001 註一: your level must be the card's level
    or more."""
    s = make(phase="main", hand=[[Y1, Y2, Y0], []], clock=[[Y0B], []], stock=[3, 0])
    ids = opts(s)
    assert cid(s, 0, Y0) in ids
    assert cid(s, 0, Y1) not in ids            # level 1 at level 0
    s = make(phase="main", hand=[[Y1, Y2, Y0], []], clock=[[Y0B], []], level=[[Y0B], []],
             stock=[3, 0])
    ids = opts(s)
    assert cid(s, 0, Y1) in ids and cid(s, 0, Y2) not in ids


def test_playing_a_character_pays_its_cost_from_stock_into_the_waiting_room():
    """Seed 000 카드 보는 법 (코스트): 스톡존에서 코스트만큼의 카드를 대기실로 보내야한다;
    the character is put standing into the chosen slot."""
    s = make(phase="main", hand=[[Y1], []], clock=[[Y0B], []], level=[[Y0B], []], stock=[3, 0])
    y1 = cid(s, 0, Y1)
    stock_before = list(s.stock[0])
    act(s, "main", y1)
    act(s, "slot", 1)
    assert s.stage[0][1] == y1 and s.status[0][1] == STAND
    assert len(s.stock[0]) == 2
    assert s.waiting[0] == [stock_before[-1]]
    assert y1 not in s.hand[0]


def test_a_character_whose_cost_exceeds_the_stock_cannot_be_played():
    """Seed 000 카드 보는 법 (코스트): the cost is paid from stock; without enough stock
    the card cannot be played."""
    s = make(phase="main", hand=[[Y1], []], clock=[[Y0B], []], level=[[Y0B], []], stock=[0, 0])
    assert cid(s, 0, Y1) not in opts(s)


def test_colour_requirement_a_card_of_its_colour_in_clock_or_level_zone():
    """Seed 000 캐릭터 플레이 / seed 001 註一: a level 1+ card needs a card of its colour
    in your clock or level zone."""
    # red in the clock only: the red level 1 may be played, the yellow one may not
    s = make(phase="main", hand=[[Y1, R1], []], clock=[[R0], []], level=[[G0], []], stock=[3, 0])
    assert cid(s, 0, R1) in opts(s) and cid(s, 0, Y1) not in opts(s)
    # yellow only in the level zone is enough
    s = make(phase="main", hand=[[Y1, R1], []], clock=[[G0], []], level=[[Y0], []], stock=[3, 0])
    assert cid(s, 0, Y1) in opts(s) and cid(s, 0, R1) not in opts(s)


def test_level_zero_cards_ignore_the_colour_requirement():
    """Seed 000 캐릭터 플레이 (at level 0 colour does not matter) / seed 001 註一 (level 0
    cards are exempt): at level 0 with an empty clock any level 0 character is
    playable, and a level 0 card of a missing colour is playable at level 1 too."""
    s = make(phase="main", hand=[[B0, R0, G0], []], stock=[0, 0])
    assert {cid(s, 0, B0), cid(s, 0, R0), cid(s, 0, G0)} <= set(opts(s))
    s = make(phase="main", hand=[[B0], []], clock=[[Y0], []], level=[[Y0B], []])
    assert cid(s, 0, B0) in opts(s)


def test_playing_onto_an_occupied_slot_sends_the_old_character_to_the_waiting_room():
    """Seed 001 註二: 出場角色可以放到舞台上有角色的地方。原本的角色放到休息室。"""
    s = make(phase="main", hand=[[Y0B], []], stage=[{1: Y0}, {}])
    old = s.stage[0][1]
    new = cid(s, 0, Y0B)
    act(s, "main", new)
    act(s, "slot", 1)
    assert s.stage[0][1] == new
    assert old in s.waiting[0]


def test_moving_a_character_to_another_slot_swaps_them():
    """Seed 000 캐릭터 이동 / seed 001 IV.B.4: characters move freely between stage slots;
    moving onto an occupied slot swaps the two (with their status)."""
    s = make(phase="main", stage=[{0: Y0, 2: R0}, {}], status=[{0: REST}, {}])
    y0, r0 = s.stage[0][0], s.stage[0][2]
    move(s, 0, 2)
    assert s.stage[0][0] == r0 and s.stage[0][2] == y0
    assert s.status[0][2] == REST and s.status[0][0] == STAND
    move(s, 2, 4)                              # to the empty back right slot
    assert s.stage[0][4] == y0 and s.stage[0][2] == -1
    assert kind(s) == "main"


def test_ending_the_main_phase_goes_to_the_climax_phase():
    """Seed 000 게임의 흐름 / seed 001 IV.B.4-5: main phase → climax phase."""
    s = make(phase="main", hand=[[CX_SHOT], []], clock=[[Y0], []])
    act(s, "main", PASS)
    assert s.phase == "climax" and kind(s) == "climax"


# ---- climax phase --------------------------------------------------------------------------

def test_only_one_climax_may_be_played():
    """Seed 000 클라이맥스 페이즈 / seed 001 IV.B.5: one climax from hand into the climax
    area; then the attack phase."""
    s = make(phase="climax", hand=[[CX_SHOT, CX_CHOICE], []], stage=[{1: Y0}, {}],
             clock=[[Y0B], []])
    cx = cid(s, 0, CX_SHOT)
    act(s, "climax", cx)
    assert s.climax[0] == [cx]
    assert kind(s) == "attack" and s.phase == "attack"
    assert cid(s, 0, CX_CHOICE) in s.hand[0]


def test_a_climax_needs_its_colour_in_clock_or_level_zone():
    """Seed 000 클라이맥스 페이즈: 클라이맥스 역시 자신의 클록/레벨존에 있는 색상의
    클라이맥스만 플레이 할 수 있다."""
    s = make(phase="climax", hand=[[CX_SHOT, CX_POOL], []], stage=[{1: Y0}, {}],
             clock=[[G0], []], level=[[R0], []])
    assert cid(s, 0, CX_POOL) in opts(s)       # green climax, green in the clock
    assert cid(s, 0, CX_SHOT) not in opts(s)   # yellow climax, no yellow


def test_the_climax_gives_all_your_characters_plus_1000_power_and_plus_1_soul():
    """Seed 000 클라이맥스 / CR: a standard climax's 【CONT】: all your characters get
    +1000 power and +1 soul while it is in the climax area."""
    s = make(phase="climax", hand=[[CX_SHOT], []], stage=[{0: Y0, 1: R0, 3: G0}, {0: Y0}],
             clock=[[Y0B], []])
    before = [(s.power_of(0, x), s.soul_of(0, x)) for x in (0, 1, 3)]
    opp = (s.power_of(1, 0), s.soul_of(1, 0))
    act(s, "climax", cid(s, 0, CX_SHOT))
    after = [(s.power_of(0, x), s.soul_of(0, x)) for x in (0, 1, 3)]
    assert after == [(p + 1000, so + 1) for p, so in before]
    assert (s.power_of(1, 0), s.soul_of(1, 0)) == opp


def test_the_climax_goes_to_the_waiting_room_in_the_end_phase():
    """Seed 000 엔드 페이즈 / seed 001 IV.B.7: 玩家將高潮放到休息室."""
    s = make(phase="climax", hand=[[CX_SHOT], []], stage=[{0: Y0}, {}], clock=[[Y0B], []])
    cx = cid(s, 0, CX_SHOT)
    act(s, "climax", cx)
    act(s, "attack", PASS)
    assert s.active == 1
    assert s.climax[0] == [] and cx in s.waiting[0]
    assert s.power_of(0, 0) == 3000


# ---- end phase -----------------------------------------------------------------------------

def test_end_phase_discards_down_to_seven_cards():
    """Seed 000 엔드 페이즈 / seed 001 IV.B.7: with more than 7 cards the turn player puts
    cards of their choice into the waiting room until 7 remain."""
    s = make(phase="end", hand=[9, 3])
    assert kind(s) == "discard" and who(s) == 0
    assert set(opts(s)) == set(s.hand[0])
    a = s.hand[0][0]
    act(s, "discard", a)
    assert kind(s) == "discard"
    b = s.hand[0][0]
    act(s, "discard", b)
    assert len(s.hand[0]) == 7 and s.waiting[0] == [a, b]
    assert s.active == 1


def test_no_discard_at_seven_cards_or_fewer_and_no_limit_before_the_end_phase():
    """Seed 000 엔드 페이즈 (footnote): the hand size only matters at the end of the turn."""
    s = make(phase="main", hand=[10, 0])
    assert kind(s) == "main"
    s = make(phase="end", hand=[7, 0])
    assert len(s.hand[0]) == 7 and s.waiting[0] == [] and s.active == 1


def test_until_end_of_turn_power_modifiers_end_in_the_end_phase():
    """CR (end phase): "until end of turn" effects end — a Backup's +power is gone in the
    next turn."""
    s2 = make(phase="main", stage=[{0: Y0}, {}])
    y0 = s2.stage[0][0]
    s2.add_mod(y0, "power", 2000, "turn")
    assert s2.power_of(0, 0) == 5000
    finish_main(s2)
    act(s2, "attack", PASS)
    assert s2.active == 1 and s2.power_of(0, 0) == 3000


def test_a_climax_cannot_be_played_in_the_main_phase():
    """Seed 000 메인 페이즈 (events, characters, moves, 【ACT】) / 클라이맥스 페이즈: a climax
    is only played in the climax phase."""
    s = make(phase="main", hand=[[CX_SHOT, Y0], []], clock=[[Y0B], []])
    assert cid(s, 0, CX_SHOT) not in opts(s) and cid(s, 0, Y0) in opts(s)


# ---- a refresh in the middle of an action (issue 7) -------------------------------------------

def _short_deck(s, p, keep):
    """Leave only the top `keep` cards in p's deck; the rest goes to the waiting room."""
    deck = s.deck[p]
    s.waiting[p] = deck[:len(deck) - keep] + s.waiting[p]
    s.deck[p] = deck[len(deck) - keep:]


def test_a_brainstorm_flips_its_full_count_through_a_refresh():
    """Seed 000 집중 / 리프레시 (issue 7): Shana's Brainstorm 5 with 2 cards left flips
    those 2 into the resolution zone, refreshes at once (the flipped cards are not
    shuffled in), flips 3 more, puts all 5 into the waiting room, resolves "for each
    climax", and then the refresh point puts 1 card into the clock."""
    from test_ws_cards_dengeki_ws02 import AKO, EMI, SHANA, XMAS, make as dmake

    s = dmake(stage=[{3: SHANA}, {}], stock=[1, 0], deck_top=[[XMAS, EMI], []])
    _short_deck(s, 0, 2)
    first_two = s.deck[0][-2:]
    rest = set(s.waiting[0]) | set(s.stock[0])      # the stock pays the 【ACT】 first
    act(s, "main", 100 + 3 * 5)
    flips = [e[3] for e in events(s, "mill")]
    assert len(flips) == 5 and flips[:2] == first_two[::-1]
    assert set(flips[2:]) <= rest                   # from the refreshed deck
    assert events(s, "refresh") and events(s, "refresh")[0][3] == len(rest)
    n_climax = sum(1 for x in flips if s.T.ctype[x] == 2)
    for _ in range(n_climax):                       # "you may draw 1" per climax
        assert kind(s) == "yes_no"
        act(s, "yes_no", 0)
    assert set(flips) <= set(s.waiting[0])          # after the refresh: not in the deck
    assert not set(flips) & set(s.deck[0])
    assert len(events(s, "refresh_point")) == 1 and len(s.clock[0]) == 1
    assert kind(s) == "main"


def test_milling_the_last_card_puts_it_into_the_waiting_room_before_the_refresh():
    """Issue 7 (CR): "put the top N cards of your deck into your waiting room" puts each
    card there before the refresh happens, so the card that emptied the deck is shuffled
    into the new deck. Flowers of Gratitude mills 2 with 1 card left."""
    from test_ws_cards_5hy_yotsuba import FLOWERS, HONOR, make as ymake

    s = ymake(hand=[[FLOWERS], []], deck_top=[[HONOR], []])
    _short_deck(s, 0, 1)
    last = s.deck[0][-1]
    before = set(s.waiting[0])
    play(s, 0, FLOWERS, 0)
    milled = [e[3] for e in events(s, "mill")]
    assert milled[0] == last and len(milled) == 2
    refreshed = events(s, "refresh")[0][3]
    assert refreshed == len(before) + 1             # the milled last card went in too
    assert milled[1] in before | {last}
