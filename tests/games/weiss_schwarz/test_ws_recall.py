"""Perfect recall in Weiß Schwarz (DESIGN §2, issue 7): a player remembers what they saw
go into a hidden place -- the view says it, and every world `determinize` deals keeps it --
until a shuffle or a hidden move makes it stale. Before issue 7 views showed counts and a
re-deal put such cards anywhere (6,357 of 7,234 known stock cards moved)."""

from __future__ import annotations

from ws_helpers import (CX_COMEBACK, CX_POOL, CX_RETURN, CX_TREASURE, DIRECT, FRONTAL, G0,
                        PASS, R0, R1, Y0, Y0B, Y1, act, attack_id, cid, kind, make)

from tcgsim.core.rng import Rng

WORLDS = 25


def worlds(s, viewer):
    return [s.determinize(viewer, Rng(k)) for k in range(WORLDS)]


def attack(cx, *, waiting=None, opp_stage=None, hand=None, opp_hand=None):
    """Player 0's Y0 in slot 1 attacks; `cx` is the trigger card (as test_ws_rules_triggers)."""
    s = make(phase="attack", stage=[{0: Y0B, 1: Y0}, opp_stage or {}],
             waiting=[waiting or [], []], hand=[hand or [], opp_hand or []],
             deck_top=[[cx, R1, G0], [Y0, Y0, Y0B, Y0B]])
    how = DIRECT if s.stage[1][1] < 0 else FRONTAL
    act(s, "attack", attack_id(1, how))
    return s


def test_the_trigger_card_is_known_in_the_stock_by_both_players():
    """Seed 000 ② 트리거 스텝: the trigger card is shown to both players, then goes to the
    stock face down -- both know it lies on top of that stock."""
    s = attack(CX_POOL)
    act(s, "yes_no", 0)                                   # the pool icon: no card from the deck
    cx = cid(s, 0, CX_POOL, "stock")
    for v in (0, 1):
        side = s.view(v)["me" if v == 0 else "opponent"]
        assert side["stock_known"] == [[0, cx]]
        assert all(d.stock[0][-1] == cx for d in worlds(s, v))


def test_a_card_the_pool_icon_puts_into_the_stock_face_down_is_not_known():
    """Seed 000 풀: the top card of the deck goes to the stock unseen by both players."""
    s = attack(CX_POOL)
    top = s.deck[0][-1]
    act(s, "yes_no", 1)
    cx = cid(s, 0, CX_POOL, "stock")
    assert s.stock[0] == [top, cx]                # then the trigger card goes on it
    for v in (0, 1):
        side = s.view(v)["me" if v == 0 else "opponent"]
        assert side["stock_known"] == [[0, cx]]
        assert any(d.stock[0][0] != top for d in worlds(s, v))


def test_a_salvaged_card_is_known_in_the_opponents_hand():
    """Seed 000 컴백: the character comes back from the waiting room (public) to the hand."""
    s = attack(CX_COMEBACK, waiting=[Y1])
    y1 = cid(s, 0, Y1, "waiting")
    act(s, "choose", y1)
    assert y1 in s.view(1)["opponent"]["hand_known"]
    assert all(y1 in d.hand[0] for d in worlds(s, 1))


def test_a_bounced_card_is_known_in_its_owners_hand():
    """Seed 000 리턴: the returned character goes to its owner's hand in plain sight."""
    s = attack(CX_RETURN, opp_stage={1: R0, 3: G0})
    g0 = s.stage[1][3]
    act(s, "choose", g0)
    assert g0 in s.view(0)["opponent"]["hand_known"]
    assert all(g0 in d.hand[1] for d in worlds(s, 0))


def test_a_treasure_card_is_known_in_the_hand_and_the_stocked_top_card_is_not():
    """Seed 000 트레져: the trigger card goes to the hand (seen); the top card of the deck may
    go to the stock (unseen)."""
    s = attack(CX_TREASURE)
    tr = cid(s, 0, CX_TREASURE, "hand")
    top = s.deck[0][-1]
    act(s, "yes_no", 1)
    v = s.view(1)
    assert tr in v["opponent"]["hand_known"]
    assert v["opponent"]["stock_known"] == []
    ds = worlds(s, 1)
    assert all(tr in d.hand[0] for d in ds)
    assert any(d.stock[0] != [top] for d in ds)


def test_a_revealed_deck_top_that_stays_on_top_is_known_there():
    """A "reveal the top card of your deck" that does not take the card: it stays on top,
    and both players know it lies there until the deck is shuffled or the card moves."""
    s = make(stage=[{0: Y1}, {}])
    c = s.stage[0][0]
    top = s.deck[0][-1]
    s.verb_reveal_top(0, c, {"verb": "reveal_top", "filter": {"name": "no such card"}}, -1, "")
    assert s.deck[0][-1] == top
    for v in (0, 1):
        side = s.view(v)["me" if v == 0 else "opponent"]
        assert side["deck_known"] == [[0, top]]
        assert all(d.deck[0][-1] == top for d in worlds(s, v))
    s.step_shuffle_deck(0)                                  # a shuffle makes it stale
    assert s.view(1)["opponent"]["deck_known"] == []


def test_the_own_deck_top_after_a_look_is_known_to_the_owner_only():
    """"Look at the top card of your deck, put it on the top or the bottom": the owner
    knows the card where it went; the opponent does not."""
    s = make(stage=[{0: Y1}, {}])
    c = s.stage[0][0]
    top = s.deck[0][-1]
    s.verb_top_or_bottom(0, c, {"verb": "top_or_bottom"}, -1)
    assert kind(s) == "yes_no"
    act(s, "yes_no", 0)                                     # it stays on top
    assert s.view(0)["me"]["deck_known"] == [[0, top]]
    assert s.view(1)["opponent"]["deck_known"] == []
    assert all(d.deck[0][-1] == top for d in worlds(s, 0))
    assert any(d.deck[0][-1] != top for d in worlds(s, 1))


def test_a_card_put_into_the_stock_face_down_from_the_hand_makes_what_was_known_of_the_hand_stale():
    """A hidden move (a hand card to the stock face down, chosen unseen): the opponent knew
    a card was in the hand (salvaged); now it may be in the hand or the stock."""
    s = attack(CX_COMEBACK, waiting=[Y1], hand=[R0])
    y1 = cid(s, 0, Y1, "waiting")
    act(s, "choose", y1)
    assert y1 in s.view(1)["opponent"]["hand_known"]
    s.stack.append(("hand_to_stock", 0, y1))
    s._run()
    v = s.view(1)
    assert y1 not in v["opponent"]["hand_known"]
    assert y1 not in [c for _, c in v["opponent"]["stock_known"]]
    zones = next(z for cards, z in v["pools"] if y1 in cards)
    assert zones == ["hand:0", "stock:0"]
    assert all(y1 in d.hand[0] + d.stock[0] for d in worlds(s, 1))


def test_a_refreshed_deck_is_known_as_a_set():
    """Seed 000 리프레시: the waiting room (public) becomes the new deck: both players know
    which cards are in it (not their order), and a re-dealt world deals the deck only from
    them -- never a card that was in the hand or stock before."""
    s = make(stage=[{0: Y1}, {}], hand=[[R0, R1], []], stock=[[Y0B], []])
    deck = s.deck[0]
    s.waiting[0] = deck[:-1]
    s.deck[0] = deck[-1:]
    s.reset_knowledge()
    old_hidden = set(s.hand[0]) | set(s.stock[0]) | set(s.deck[0])
    s.draw(0, 2)                                            # the last card, then a refresh
    new_deck = set(s.deck[0])
    assert not new_deck & old_hidden
    v = s.view(1)
    assert [sorted(new_deck | {s.hand[0][-1]}), ["deck:0", "hand:0"]] in v["pools"]
    for d in worlds(s, 1):
        assert not set(d.deck[0]) & old_hidden


def test_the_cards_a_player_searches_are_known_to_them_until_the_shuffle():
    s = make(stage=[{0: Y1}, {}])
    c = s.stage[0][0]
    s.verb_search_deck(0, c, {"verb": "search_deck", "reveal": True}, -1)   # "reveal it …"
    assert kind(s) == "choose"
    me = s.view(0)["me"]
    assert len(me["deck_known"]) == len(s.deck[0])          # looking through the deck
    assert s.view(1)["opponent"]["deck_known"] == []
    pick = next(x for x in s.legal_ids() if x != PASS)
    act(s, "choose", pick)
    assert pick in s.view(1)["opponent"]["hand_known"]     # shown as it is taken
    assert s.view(0)["me"]["deck_known"] == []              # then the deck is shuffled


def test_a_search_that_does_not_say_reveal_keeps_the_card_from_the_opponent():
    """"search your deck for up to 1 card, put it into your hand" (no "reveal"): the opponent
    learns only that one of the deck's cards went to the hand."""
    s = make(stage=[{0: Y1}, {}])
    s.verb_search_deck(0, s.stage[0][0], {"verb": "search_deck"}, -1)
    pick = next(x for x in s.legal_ids() if x != PASS)
    act(s, "choose", pick)
    assert pick in s.hand[0] and pick not in s.view(1)["opponent"]["hand_known"]
