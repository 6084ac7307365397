"""The terminal presentation of The Lord of the Rings: The Duel: the table drawing
(render.py) shows a player only what state.view(player) allows, and the narration
(narrate.py) has a line for every event its viewer may see."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

import tcgsim
from tcgsim.core.rng import Rng
from tcgsim.games.lotr_duel.narrate import describe
from tcgsim.games.lotr_duel.render import render


@pytest.fixture(scope="module")
def game():
    return tcgsim.game("lotr-duel")


def to_text(renderable, width: int = 120) -> str:
    console = Console(record=True, width=width, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


def shown(name: str, text: str) -> bool:
    """The card name is on the table; a long name wraps inside its card box, so every word
    of it is looked for."""
    return all(word in text for word in name.split())


def play(state, seed: int, until) -> None:
    """Random legal actions (fixed seed) until `until(state)` or the end."""
    rng = Rng(seed)
    while not state.is_terminal() and not until(state):
        acts = state.legal_actions()
        state.apply(acts[rng.below(len(acts))])


def mid_game(game, seed: int = 5):
    s = game.new_state(seed=seed)
    play(s, seed, lambda s: s.duel == 1 and s.in_duel and s.placed[0] + s.placed[1] >= 5
         and s.pending is not None and s.pending[1] == "place")
    assert not s.is_terminal()
    return s


def full_game(game, seed: int):
    s = game.new_state(seed=seed)
    play(s, seed, lambda s: False)
    return s


def hidden_card(state, viewer: int) -> int:
    """A normal card in the opponent's hand the viewer cannot see, named uniquely."""
    o = 1 - viewer
    known = set(state.view(viewer)["opponent"]["hand"]["known"])
    names = [c.name for c in state.T.cards]
    for c in sorted(state.hands[o]):
        name = state.T.cards[c].name
        if c in known or state.T.cards[c].kind != "normal":
            continue
        if sum(name in other for other in names) == 1:
            return c
    pytest.skip("no hidden, uniquely named card in the opponent's hand")


# ---- the table ------------------------------------------------------------------------------

@pytest.mark.parametrize("viewer", [0, 1])
def test_fresh_table_shows_own_hand_and_markers_but_not_the_opponents_hand(game, viewer):
    s = game.new_state(seed=11)
    text = to_text(render(s, viewer))
    for c in s.hands[viewer]:
        assert shown(s.T.cards[c].name, text)
    assert "Energy" in text and "the start space is 15" in text
    assert "GB" in text                     # both markers on the start space
    assert "Bridge" in text and "0/5" in text
    hidden = hidden_card(s, viewer)
    assert s.T.cards[hidden].name not in text
    assert f"{len(s.hands[1 - viewer])} cards, 0 known to you" in text


@pytest.mark.parametrize("viewer", [0, 1])
def test_mid_game_table(game, viewer):
    s = mid_game(game)
    v = s.view(viewer)
    text = to_text(render(s, viewer))
    assert "Preliminary duel 2 of 3" in text
    for c in v["hand"]:
        assert shown(s.T.cards[c].name, text)
    for slot in v["row"]:
        if slot is not None:                 # the row shows ids (names: legend and ?ID)
            assert s.T.cards[slot["card"]].id in text
    e = v["energy_labels"]
    assert f"G Gandalf {e[0]}" in text and f"B Balrog {e[1]}" in text
    assert s.T.cards[hidden_card(s, viewer)].name not in text


def test_spectator_sees_both_hands(game):
    s = mid_game(game)
    text = to_text(render(s, None))
    assert "spectator" in text
    for p in (0, 1):
        for c in s.hands[p]:
            assert shown(s.T.cards[c].name, text)


def test_row_wraps_to_the_width(game):
    s = game.new_state(seed=3)
    play(s, 3, lambda s: len(s.row) >= 9)
    for width in (80, 100, 120):
        lines = to_text(render(s, 0), width).splitlines()
        assert max(len(line.rstrip()) for line in lines) <= width
        # the row in compact columns: one line of ids for each strip, wrapped to the width
        ids = [s.T.cards[c].id for c in s.row if c >= 0]
        id_lines = [line for line in lines if line.split() and line.split()[0] == ids[0]]
        assert len(id_lines) == 1


def test_every_state_of_a_game_renders(game):
    s = game.new_state(seed=9)
    rng = Rng(9)
    while not s.is_terminal():
        for viewer in (0, 1, None):
            assert to_text(render(s, viewer))
        acts = s.legal_actions()
        s.apply(acts[rng.below(len(acts))])
    assert "Game over" in to_text(render(s, 0))


# ---- the narration --------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2, 3, 4])
@pytest.mark.parametrize("viewer", [0, 1, None])
def test_every_visible_event_is_narrated(game, seed, viewer):
    s = full_game(game, seed)
    seen = set()
    for ev in s.log:
        line = describe(game, ev, viewer, s.T.cards)
        visible = viewer is None or ev[1] in (-1, viewer)
        if not visible:
            assert line is None
        elif ev[0] == "kept_count" and (viewer is None or viewer == ev[2]):
            assert line is None             # the "kept" line already named the cards
        else:
            assert isinstance(line, str) and line.strip(), ev
            to_text(line)                   # valid rich markup
            seen.add(ev[0])
    assert {"duel_start", "place", "exchange", "energy", "duel_end", "game_over"} <= seen


def test_private_events_are_hidden_from_the_other_player(game):
    s = game.new_state(seed=1)
    hand_events = [ev for ev in s.log if ev[0] == "hand"]
    assert {ev[1] for ev in hand_events} == {0, 1}
    for ev in hand_events:
        assert describe(game, ev, 1 - ev[1], s.T.cards) is None
        mine = describe(game, ev, ev[1], s.T.cards)
        assert s.T.cards[ev[3][0]].name in to_text(mine)


def test_lines_read_like_the_examples(game):
    cards = [c for d in game.default_decks() for c in d.cards]
    mirror = next(i for i, c in enumerate(cards) if c.verb == "mirror")
    text = to_text(describe(game, ("place", -1, 0, mirror, 0), 1))
    assert text.startswith("Gandalf places Gandalf's Mirror")
    assert to_text(describe(game, ("exchange", -1, 0, 1, 0, 2), 0)).strip() == \
        "Exchange: Balrog loses 2 energy, Gandalf loses 0."
    assert to_text(describe(game, ("energy", -1, 13, 11, 5), 0)).strip() == \
        "Energy: Gandalf 13, Balrog 11."
    assert to_text(describe(game, ("energy", -1, 16, -2, 5), 0)).strip() == \
        'Energy: Gandalf "+", Balrog -3.'
    assert to_text(describe(game, ("duel_end", -1, 0, 0, 3, 3, 0, "cards", 12, 8), 0)).strip() == \
        "Gandalf wins duel 1 by 4 and climbs 3 steps (Gandalf 3, Balrog 0)."
    assert "the final duel" in to_text(describe(game, ("duel_end", -1, 3, 1, 1, 0, 4, "minus", 0, 1), 0))
    # without a card table the built-in decks name the cards
    assert describe(game, ("place", -1, 0, mirror, 0), 1) == \
        describe(game, ("place", -1, 0, mirror, 0), 1, cards)


def test_card_ids_are_printed_where_they_can_be_typed_and_specials_on_the_row_explained(game):
    """Issue 8: ids on the hand, row and kept piles; the opponent's special cards on the row
    are explained like the player's own; the pile says what it is."""
    s = game.new_state(seed=3)
    play(s, 3, lambda s: any(s.T.special[c] and s.owner(c) == 1 for c in s.row if c >= 0))
    text = to_text(render(s, 0, {c: "abcdefghi"[k] for k, c in enumerate(sorted(s.hands[0]))}),
                   120)
    for c in s.hands[0]:
        assert s.T.cards[c].id in text
    for c in s.row:
        if c >= 0:
            assert s.T.cards[c].id in text
    special = next(c for c in s.row if c >= 0 and s.T.special[c] and s.owner(c) == 1)
    assert s.T.cards[special].name + ":" in text                # in the legend
    assert "in the pile for later duels" in text
