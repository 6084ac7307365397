"""Seed 002 §3.5.1 (duels 2 and 3), §3.5.2 (the final) and §4 (the end of the game).

Edges are defence|attack, top row first (X symbol, . blank)."""

from lotr_helpers import (BALROG, GANDALF, NEUTRAL_G12, NEUTRAL_G18, TOP, act, place,
                          play_until, row, setup, split)

G9 = ["G18", "G02", "G05", "G09", "G13", "G21", "G01", "G03", "G04"]
B9 = ["B22", "B04", "B09", "B02", "B01", "B03", "B05", "B06", "B07"]


def keep_first_three(s):
    """Answer the keep decisions of both players with their lowest card ids."""
    while s.decision_kind() == "keep":
        act(s, "keep", s.legal_ids()[0])


def gandalf_wins_quickly(s):
    """G18 X... | B22 ....: the Balrog falls from 1 into the minus zone."""
    place(s, "G18", "B22")


def balrog_wins_quickly(s):
    """G18 X... | B04 XX..: Gandalf falls from 1 into the minus zone."""
    place(s, "G18", "B04")


# ---- §3.5.1 duels 2 and 3 ------------------------------------------------------------------

def test_loser_of_duel_one_chooses_who_starts_after_seeing_the_new_hand_seed_3_5_1():
    """Seed 002 §3.5.1: markers back to the start, 9 new cards each; the loser of the
    previous duel looks at the new cards and chooses whether to start."""
    s = setup(G9, B9, energy=[2, 1])
    old = [set(s.hands[0]), set(s.hands[1])]
    gandalf_wins_quickly(s)
    keep_first_three(s)
    assert s.duel == 1
    assert s.decision_kind() == "starter" and s.current_player() == BALROG
    assert [a.id for a in s.legal_actions()] == [0, 1]
    assert s.energy == [15, 15]
    for p in (GANDALF, BALROG):
        assert len(s.hands[p]) == 9 and not set(s.hands[p]) & old[p]
    assert s.view(BALROG)["hand"] == sorted(s.hands[BALROG])
    act(s, "starter", 0)                       # 0: the chooser starts
    assert s.starter == BALROG
    assert s.decision_kind() == "place" and s.current_player() == BALROG


def test_the_loser_may_let_the_winner_start_seed_3_5_1():
    """Seed 002 §3.5.1: starting is a choice, not an obligation (1: the opponent starts)."""
    s = setup(G9, B9, energy=[2, 1])
    gandalf_wins_quickly(s)
    keep_first_three(s)
    act(s, "starter", 1)
    assert s.starter == GANDALF
    assert s.decision_kind() == "place" and s.current_player() == GANDALF


def test_gandalf_as_loser_chooses_seed_3_5_1():
    """Seed 002 §3.5.1: after a Balrog win Gandalf chooses."""
    s = setup(G9, B9, energy=[1, 2])
    balrog_wins_quickly(s)
    keep_first_three(s)
    assert s.duel == 1
    assert s.decision_kind() == "starter" and s.current_player() == GANDALF


def test_loser_of_duel_two_chooses_for_duel_three_seed_3_5_1():
    """Seed 002 §3.5.1 for the third duel."""
    s = setup(G9, B9, duel=1, starter=BALROG, energy=[1, 2], winners=[GANDALF])
    place(s, "B04", "G04")                     # XX.X | X..X: row 2 costs Gandalf 1
    assert s.energy == [0, 2]
    keep_first_three(s)
    assert s.duel == 2 and s.energy == [15, 15]
    assert s.decision_kind() == "starter" and s.current_player() == GANDALF


# ---- §3.5.2 the final --------------------------------------------------------------------

def test_the_final_is_played_with_the_nine_kept_cards_from_the_top_space_seed_3_5_2():
    """Seed 002 §3.5.2: a whole game to the final -- each hand in the final is the 9 cards
    kept over the three preliminary duels; the markers start on the '+' space; the player
    lower on the staircase (level: the loser of duel 3) chooses who starts."""
    g, b = split(NEUTRAL_G12, ["G13", "G18", "G21"], ["B01", "B02", "B22"])
    s = setup(g, b)
    kept_before_duel_3 = None
    hand_of_duel_3 = None
    while s.duel < 3:
        assert not s.is_terminal()
        if s.duel == 2 and hand_of_duel_3 is None:
            kept_before_duel_3 = [list(s.set_aside[0]), list(s.set_aside[1])]
            hand_of_duel_3 = [list(s.hands[0]), list(s.hands[1])]
        d = s.duel
        play_until(s, lambda s: s.duel > d)
    assert s.duel == 3 and len(s.duel_winners) == 3
    assert s.energy == [TOP, TOP]
    assert s.set_aside == [[], []]
    for p in (GANDALF, BALROG):
        assert len(kept_before_duel_3[p]) == 6
        assert len(s.hands[p]) == 9
        assert set(kept_before_duel_3[p]) <= set(s.hands[p])
        from_duel_3 = set(s.hands[p]) - set(kept_before_duel_3[p])
        assert len(from_duel_3) == 3 and from_duel_3 <= set(hand_of_duel_3[p])
        assert not from_duel_3 & set(s.played[p])
    s0, s1 = s.steps
    chooser = GANDALF if s0 < s1 else BALROG if s1 < s0 else 1 - s.duel_winners[2]
    assert s.decision_kind() == "starter" and s.current_player() == chooser


def test_the_final_runs_to_nine_cards_each_seed_3_5_2():
    """Seed 002 §3.5.2: the final is not over after 6 cards each; it ends when all 9 of
    each hand are placed."""
    g, b = split(NEUTRAL_G18)
    s = setup(g, b, duel=3)
    assert s.energy == [TOP, TOP]
    place(s, *NEUTRAL_G18[:12])
    assert s.in_duel and s.placed == [6, 6] and s.current_player() == GANDALF
    place(s, *NEUTRAL_G18[12:15])
    assert s.in_duel and s.placed == [8, 7] and not s.is_terminal()
    place(s, NEUTRAL_G18[15])
    # each side's ninth card is its only card left: placed without a decision
    assert s.placed == [9, 9]
    assert row(s) == NEUTRAL_G18
    assert not s.in_duel and s.is_terminal()


def test_the_final_ends_in_the_minus_zone_too_seed_3_5_2():
    """Seed 002 §3.5.2: someone falling into the minus zone ends the final as well."""
    s = setup(G9, B9, duel=3, energy=[1, TOP])
    balrog_wins_quickly(s)
    assert s.energy == [0, TOP]
    assert not s.in_duel and s.is_terminal()
    assert s.duel_winners[-1] == BALROG


def _to_final(steps, winners, gandalf_wins):
    energy = [2, 1] if gandalf_wins else [1, 2]
    s = setup(G9, B9, duel=2, steps=steps, winners=winners, energy=energy)
    (gandalf_wins_quickly if gandalf_wins else balrog_wins_quickly)(s)
    assert s.duel == 3 and s.decision_kind() == "starter"
    return s


def test_the_lower_player_chooses_the_final_starter_gandalf_lower_seed_3_5_2():
    """Seed 002 §3.5.2: the lower player on the staircase chooses -- here Gandalf, though he
    won the third duel."""
    s = _to_final(steps=(0, 3), winners=[BALROG, BALROG], gandalf_wins=True)
    assert s.steps == [1, 3]
    assert s.current_player() == GANDALF
    assert s.energy == [TOP, TOP]
    act(s, "starter", 1)
    assert s.starter == BALROG and s.current_player() == BALROG


def test_the_lower_player_chooses_the_final_starter_balrog_lower_seed_3_5_2():
    """Seed 002 §3.5.2: the Balrog, lower after winning the third duel, chooses."""
    s = _to_final(steps=(3, 0), winners=[GANDALF, GANDALF], gandalf_wins=False)
    assert s.steps == [3, 1]
    assert s.current_player() == BALROG
    act(s, "starter", 0)
    assert s.starter == BALROG and s.current_player() == BALROG


def test_same_height_the_loser_of_duel_three_chooses_seed_3_5_2():
    """Seed 002 §3.5.2: at the same height the loser of the third duel chooses."""
    s = _to_final(steps=(1, 0), winners=[GANDALF, BALROG], gandalf_wins=False)
    assert s.steps == [1, 1]
    assert s.current_player() == GANDALF
    s = _to_final(steps=(0, 1), winners=[BALROG, GANDALF], gandalf_wins=True)
    assert s.steps == [1, 1]
    assert s.current_player() == BALROG


# ---- §4 the end of the game ----------------------------------------------------------------

def test_after_the_final_the_higher_player_wins_seed_4():
    """Seed 002 §4: after the final the player higher on the staircase wins -- even if he
    lost the final (the Balrog climbs 1, to 1 against Gandalf's 4)."""
    s = setup(G9, B9, duel=3, energy=[1, 2], steps=(4, 0))
    balrog_wins_quickly(s)
    assert s.duel_winners[-1] == BALROG
    assert s.steps == [4, 1]
    assert s.is_terminal() and s.outcome.winner == GANDALF


def test_equal_height_after_the_final_the_final_winner_wins_seed_4():
    """Seed 002 §4: equal height after the final -- the winner of the final wins."""
    s = setup(G9, B9, duel=3, energy=[1, 2], steps=(1, 0))
    balrog_wins_quickly(s)
    assert s.steps == [1, 1]
    assert s.is_terminal() and s.outcome.winner == BALROG
    s = setup(G9, B9, duel=3, energy=[2, 1], steps=(0, 1))
    gandalf_wins_quickly(s)
    assert s.steps == [1, 1]
    assert s.is_terminal() and s.outcome.winner == GANDALF


def test_a_level_final_is_lost_by_its_starter_and_decides_the_game_seed_4():
    """Seed 002 §3.5 and §4: a final ending level (16/16) is lost by its starter; the
    Balrog climbs 1 and, higher, wins the game."""
    g, b = split(NEUTRAL_G18)
    s = setup(g, b, duel=3)
    place(s, *NEUTRAL_G18)
    assert s.energy == [TOP, TOP]
    assert s.duel_winners[-1] == BALROG and s.steps == [0, 1]
    assert s.outcome.winner == BALROG
