"""Card rulings for delayed abilities ("at the end of the turn, …" set up by an effect).

Official WS rules where seed 000 is silent: an effect's "at the end of the turn" names the
end of the turn in which the effect resolved -- whoever's turn that is -- and the delayed
ability triggers once then. An effect resolved in the opponent's turn (a defender's 【AUTO】)
so resolves at the end of that same turn, not at the end of its controller's next turn.
Card text: ../shared/data/weiss_schwarz/cards.
"""

from __future__ import annotations

from ws_helpers import FRONTAL, G0, PASS, Y0, act, attack_id, deck_with, kind, make, who

EMMA = "DDD/S118-E085"   # L2 7000: [(1)] when this card's battle opponent becomes 【REVERSE】, you may
                         # pay: deal 1 damage to your opponent, and at the end of the turn, deal 1
                         # damage to yourself


def _defended(stock: int = 1):
    """Seat 1's Y0 (3000) frontal attacks seat 0's EMMA (7000) in seat 1's turn; seat 0
    pays for EMMA's 【AUTO】 when the attacker is reversed. Deck tops hold no climax (no
    damage is canceled)."""
    d = deck_with("delayed-emma", [(4, EMMA)])
    s = make(decks=[d, d], phase="attack", active=1, stage=[{1: EMMA}, {1: Y0}],
             stock=[stock, 0], deck_top=[[G0] * 4, [G0] * 4])
    assert not s.clock[0] and not s.clock[1]
    act(s, "attack", attack_id(1, FRONTAL))
    return s


def _until_turn_of(s, p: int, answer: int = 1) -> list:
    """Answer every decision (yes to the 【AUTO】's cost, no encore, pass) until p's turn
    poses its first decision; the clock sizes [seat 0, seat 1] seen at each end-of-turn."""
    seen = []
    for _ in range(60):
        if s.active == p and s.phase not in ("attack", "encore", "end", "climax", "main"):
            return seen
        k = kind(s)
        if k == "yes_no":
            act(s, k, answer)
        elif k == "encore":
            act(s, k, 0 if 0 in [a.id for a in s.legal_actions()] else PASS)
        elif k in ("order", "choose", "target"):
            act(s, k, [a.id for a in s.legal_actions()][0])
        else:
            act(s, k, PASS)
        if s.phase == "end":
            seen.append((len(s.clock[0]), len(s.clock[1])))
    raise AssertionError("the turn never came")


def test_end_of_the_turn_set_up_in_the_opponents_turn_resolves_at_its_end():
    """DDD/S118-E085 as the defender: the 1 damage to the opponent is dealt at once, the
    1 damage to yourself at the end of that same turn (seat 1's), before seat 0's turn."""
    s = _defended()
    _until_turn_of(s, 0)
    # seat 0: the attack's 1 damage (soul 1) and, at the end of seat 1's turn, 1 to itself
    assert len(s.clock[0]) == 2
    assert len(s.clock[1]) == 1                     # EMMA's 1 damage to the attacker's player
    assert "delayed" not in s.ctx                    # triggered once, nothing left waiting


def test_declined_cost_sets_up_nothing():
    s = _defended()
    _until_turn_of(s, 0, answer=0)
    assert len(s.clock[0]) == 1 and len(s.clock[1]) == 0
    assert "delayed" not in s.ctx
