"""Weiß Schwarz rulings: deck construction and the game setup (coin flip, opening hand,
mulligan, first player's first draw)."""

from __future__ import annotations

import pytest
from tcgsim.core.errors import DeckError
from tcgsim.games.weiss_schwarz.cards import parse_deck_text
from ws_helpers import (B0, CX_CHOICE, CX_COMEBACK, CX_DRAW, CX_GATE, CX_POOL, CX_RETURN,
                        CX_SHOT, CX_SOUL2, CX_TREASURE, G0, PASS, R0, R1, Y0, Y0B, Y1, Y1B, Y2,
                        Y3, act, deck_a, deck_text, game, kind, who)

NINE_CLIMAXES = [CX_SHOT, CX_RETURN, CX_POOL, CX_DRAW, CX_COMEBACK, CX_TREASURE, CX_GATE,
                 CX_CHOICE, CX_SOUL2]


def parse(entries):
    return parse_deck_text(deck_text(entries), game().pool, "t", "<test>")


# ---- deck construction -------------------------------------------------------------------

def test_a_legal_deck_has_exactly_50_cards_four_of_a_name_and_eight_climaxes():
    """Seed 000 덱 구성 / seed 001 II: 50 cards, <= 4 of a name, <= 8 climaxes — a deck at
    every limit is legal."""
    entries = [(1, c) for c in NINE_CLIMAXES[:8]] + [
        (4, Y0), (4, Y0B), (4, R0), (4, B0), (4, G0), (4, Y1), (4, R1), (4, Y2), (4, Y3), (6, Y1B)]
    with pytest.raises(DeckError):      # 6 copies of Newcastle: one problem
        parse(entries)
    entries[-1] = (4, Y1B)
    entries.append((2, "5HY/W83-TE58"))
    d = parse(entries)
    assert len(d.cards) == 50
    assert sum(1 for c in d.cards if c.type == "climax") == 8


def test_a_deck_of_49_or_51_cards_is_refused():
    """Seed 000 덱 구성: "덱은 정확히 50장" — exactly 50 cards."""
    base = [(4, Y0), (4, Y0B), (4, R0), (4, B0), (4, G0), (4, Y1), (4, R1), (4, Y2), (4, Y3),
            (4, Y1B), (4, "5HY/W83-TE58")]          # 44 cards
    with pytest.raises(DeckError) as e:
        parse(base + [(1, c) for c in NINE_CLIMAXES[:5]])      # 49
    assert any("49" in p for p in e.value.problems)
    with pytest.raises(DeckError) as e:
        parse(base + [(1, c) for c in NINE_CLIMAXES[:7]])      # 51
    assert any("51" in p for p in e.value.problems)


def test_cards_with_the_same_name_but_different_codes_count_together():
    """Seed 000 덱 구성: 일러가 다르더라도 명칭이 같으면 중복 카드 — seven cards named
    '6 Together as 1, S.B' from five different codes break that name's limit. The card's
    own CONT lets a deck hold up to 6 of its name (kind ``deck_copies``), so six pass and
    seven, counted across the codes, do not."""
    same_name = [f"JJ/S66-E014{x}" for x in "abcde"]
    names = {game().pool[c].name for c in same_name}
    assert len(names) == 1
    rest = [(1, c) for c in NINE_CLIMAXES[:8]] + [
        (4, Y0), (4, Y0B), (4, R0), (4, B0), (4, G0), (4, Y1), (4, R1), (4, Y2), (3, Y3)]
    six = [(2, same_name[0])] + [(1, c) for c in same_name[1:]]
    parse(six + rest + [(1, Y1B)])                                   # 50 cards, 6 of the name
    seven = [(2, same_name[0]), (2, same_name[1])] + [(1, c) for c in same_name[2:]]
    with pytest.raises(DeckError) as e:
        parse(seven + rest)                                          # 50 cards, 7 of the name
    assert len(e.value.problems) == 1
    assert "6 Together as 1, S.B" in e.value.problems[0]
    assert "has 7 cards named" in e.value.problems[0]
    assert "at most 6 of a name" in e.value.problems[0]


def test_deck_error_lists_every_problem_at_once():
    """Seed 001 II (50 cards, 8 climaxes, no more than 4 of a name) and DESIGN §2: a bad
    deck raises DeckError with every problem listed — here 51 cards, 9 climaxes and 5
    copies of one name."""
    entries = [(1, c) for c in NINE_CLIMAXES] + [
        (5, Y0), (4, Y0B), (4, R0), (4, B0), (4, G0), (4, Y1), (4, R1), (4, Y2), (4, Y3),
        (4, Y1B), (1, "5HY/W83-TE58")]
    with pytest.raises(DeckError) as e:
        parse(entries)
    probs = e.value.problems
    assert len(probs) == 3
    text = "\n".join(probs)
    assert "51" in text
    assert "9 climaxes" in text
    assert game().pool[Y0].name in text


def test_an_illegal_deck_is_refused_when_a_game_starts():
    """Seed 000 덱 구성: an illegal deck cannot be played — new_state raises DeckError."""
    legal = deck_a()
    from tcgsim.games.weiss_schwarz.cards import WSDeck
    short = WSDeck("short", legal.cards[:49], "<test>", [])
    with pytest.raises(DeckError):
        game().new_state([legal, short], seed=1)


# ---- setup -------------------------------------------------------------------------------

def _coin(s):
    return next(e for e in s.log if e[0] == "coin")[2]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_coin_flip_winner_chooses_to_go_first_or_second(seed):
    """Seed 000 게임의 준비 1 / seed 001 IV.A.2: the first player is decided by a fair
    method; the winner of the coin flip chooses first (0) or second (1)."""
    s = game().new_state([deck_a(), deck_a()], seed=seed)
    chooser = _coin(s)
    assert kind(s) == "first" and who(s) == chooser
    t = s.clone()
    act(s, "first", 0)
    assert s.first == chooser
    act(t, "first", 1)
    assert t.first == 1 - chooser


def test_both_players_draw_five_then_the_first_player_may_mulligan():
    """Seed 000 게임의 준비 2 / seed 001 IV.A.3: each player draws 5 cards from the
    shuffled deck."""
    s = game().new_state([deck_a(), deck_a()], seed=5)
    act(s, "first", 0)
    f = s.first
    assert len(s.hand[0]) == 5 and len(s.hand[1]) == 5
    assert len(s.deck[0]) == 45 and len(s.deck[1]) == 45
    assert kind(s) == "mulligan" and who(s) == f
    assert set(s.legal_ids()) == set(s.hand[f]) | {PASS}


def test_mulligan_discards_any_number_then_draws_as_many():
    """Seed 000 게임의 준비 2: 패에서 원하는 만큼 대기실로 버리고, 다시 5장이 되도록 뽑는다
    (seed 001 IV.A.4): two cards to the waiting room, then two drawn; the other player
    then gets their own mulligan."""
    s = game().new_state([deck_a(), deck_a()], seed=6)
    act(s, "first", 0)
    f = s.first
    a, b = sorted(s.hand[f])[:2]
    act(s, "mulligan", a)
    act(s, "mulligan", b)
    assert kind(s) == "mulligan" and who(s) == f
    act(s, "mulligan", PASS)
    assert sorted(s.waiting[f]) == sorted([a, b])
    assert len(s.hand[f]) == 5 and a not in s.hand[f] and b not in s.hand[f]
    assert len(s.deck[f]) == 43
    assert kind(s) == "mulligan" and who(s) == 1 - f


def test_mulligan_of_the_whole_hand_draws_five_new_cards():
    """Seed 001 IV.A.4: up to 5 cards to the waiting room, then as many drawn."""
    s = game().new_state([deck_a(), deck_a()], seed=7)
    act(s, "first", 1)
    f = s.first
    old = list(s.hand[f])
    for c in sorted(old):
        act(s, "mulligan", c)
    assert sorted(s.waiting[f]) == sorted(old)
    assert len(s.hand[f]) == 5 and not set(old) & set(s.hand[f])
    assert len(s.deck[f]) == 40


def test_keeping_the_hand_draws_nothing():
    """Seed 000 게임의 준비 2: the mulligan is optional."""
    s = game().new_state([deck_a(), deck_a()], seed=8)
    act(s, "first", 0)
    f = s.first
    hand = sorted(s.hand[f])
    act(s, "mulligan", PASS)
    assert sorted(s.hand[f]) == hand and s.waiting[f] == []


def test_the_first_player_draws_on_turn_one_too():
    """Seed 000 드로우 페이즈: 선공의 첫 턴에도 드로우한다 — after both mulligans the first
    player's turn 1 begins, they draw to 6 cards and reach the clock phase."""
    s = game().new_state([deck_a(), deck_a()], seed=9)
    act(s, "first", 0)
    f = s.first
    act(s, "mulligan", PASS)
    act(s, "mulligan", PASS)
    assert s.turn == 1 and s.active == f
    assert len(s.hand[f]) == 6 and len(s.deck[f]) == 44
    assert len(s.hand[1 - f]) == 5
    assert kind(s) == "clock" and who(s) == f


def test_precondition_the_rule_decks_characters_have_no_abilities_in_play():
    """Precondition of every rule test (not a rule): the rule decks' characters carry no
    abilities the engine plays except the Backup and Encore cards, so no card text
    interferes with the rule under test. If card data gains abilities, pick other cards
    in ws_helpers.py."""
    import ws_helpers as h
    allowed = {h.BK_R: {"backup"}, h.BK_G: {"backup"}, h.BK_Y2: {"backup"}, h.ENC: {"encore"},
               "RZ/S46-E023": {"cont"}}   # Y1's fallback: +2000 with 3 other 《Magic》/《Weapon》
    for d in (h.deck_a(), h.deck_b()):
        for c in d.cards:
            if c.type == "climax":
                kinds = {a["kind"] for a in c.abilities}
                assert kinds <= {"cont", "auto"}, c.code
                continue
            assert {a["kind"] for a in c.abilities} == allowed.get(c.code, set()), c.code


def test_deck_error_lists_unknown_codes_and_limit_problems_together():
    """DESIGN §2 (every problem listed) with seed 000 덱 구성: an unknown card code, a
    short deck and too many copies are all reported in one DeckError."""
    entries = [(1, "XXX/NOPE-001"), (5, Y0), (4, Y0B), (4, R0)]
    with pytest.raises(DeckError) as e:
        parse(entries)
    text = "\n".join(e.value.problems)
    assert "XXX/NOPE-001" in text and "13" in text and game().pool[Y0].name in text
