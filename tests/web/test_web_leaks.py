"""Leak tests of the web server: every message a seat's page is sent is built from what
that seat may see. For seeded random games of every game (and Riftbound's free-for-all and
2v2), at many positions, two cards hidden from a seat (say one in an opponent's hand and
one in a deck, of different names) trade places; the message that seat is sent -- table,
narration, question and options -- must be the same, character for character, in both
worlds. A message naming a hidden card, or its id, or drawn from anything the seat cannot
see, differs. Spectators of a game a person plays are sent no table, and only public
events."""

from __future__ import annotations

import json

import pytest

import tcgsim
from tcgsim.core.game import seat_decks
from tcgsim.core.rng import Rng
from tcgsim.web.rooms import Room

CASES = [("lotr-duel", None), ("weiss-schwarz", None), ("wixoss", None),
         ("riftbound", "duel"), ("riftbound", "ffa3"), ("riftbound", "2v2")]
SEEDS = range(4)
EVERY = 9                       # check every 9th position of a game


def _pairs(state, viewer):
    """Pairs of cards hidden from `viewer` that the viewer cannot tell apart (one pool),
    of different names, the two in different places when there are such."""
    names = state.T.cards
    places = state.card_places()
    out = []
    for cards, _zones in state.knowledge(viewer)["pools"]:
        cards = sorted(cards)
        for i, x in enumerate(cards):
            for y in cards[i + 1:]:
                if names[x].name != names[y].name and state.card_owner(x) == state.card_owner(y):
                    out.append((places[x][0] != places[y][0], x, y))
    out.sort(reverse=True)
    return [(x, y) for _, x, y in out]


def _message(room, state, viewer):
    """The message in both of a page's modes: the board and the text table."""
    room.state = state
    return json.dumps([room.message(viewer, 0, mode)[0] for mode in ("board", "text")],
                      sort_keys=True)


@pytest.mark.parametrize("game,fmt", CASES)
def test_a_seat_is_sent_nothing_of_what_it_cannot_see(game, fmt):
    g = tcgsim.game(game)
    fmt = g.check_format(fmt)
    n = g.seat_count(fmt)
    checked = 0
    for seed in SEEDS:
        room = Room.create(None, game, fmt, seed, seat_decks(g, fmt), [{"kind": "person"}] * n)
        s = room.state
        r = Rng(seed + 99)
        step = 0
        while not s.is_terminal() and step < 600:
            if step % EVERY == 0:
                for viewer in range(n):
                    pairs = _pairs(s, viewer)
                    if not pairs:
                        continue
                    x, y = pairs[r.below(min(len(pairs), 4))]
                    other = s.clone()
                    other.relabel({x: y, y: x})
                    a, b = _message(room, s, viewer), _message(room, other, viewer)
                    assert a == b, (f"{game} seed {seed} step {step}: seat {viewer}'s message "
                                    f"changes when hidden cards {x} and {y} trade places")
                    checked += 1
                room.state = s
                watch = room.message(None)[0]
                assert watch["table"] is None and "decision" not in watch
            ids = s.legal_ids()
            s.apply_id(ids[r.below(len(ids))])
            step += 1
    assert checked >= 20


def test_spectators_are_sent_only_public_events():
    g = tcgsim.game("lotr-duel")
    room = Room.create(None, "lotr-duel", "standard", 5, seat_decks(g, "standard"),
                       [{"kind": "person"}, {"kind": "person"}])
    s = room.state
    r = Rng(1)
    for _ in range(30):
        ids = s.legal_ids()
        s.apply_id(ids[r.below(len(ids))])
    lines, _ = room.events_for(None, 0)
    public = [e for e in s.log if e[1] == -1]
    private = [e for e in s.log if e[1] != -1]
    assert private and len(lines) <= len(public)
    hand0 = [s.T.cards[c].name for c in s.hands[0]]
    mine, _ = room.events_for(0, 0)
    # the hand is narrated to its owner ("Your hand (9 cards): ..."), never to spectators
    assert any(all(nm in line for nm in hand0[:2]) for line in mine)
    assert not any(all(nm in line for nm in hand0[:2]) and "hand" in line.lower()
                   for line in lines)
