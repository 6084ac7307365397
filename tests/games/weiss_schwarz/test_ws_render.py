"""The terminal presentation of Weiß Schwarz: the table drawing (render.py) shows a player
only what state.view(player) allows, with the two stages facing each other (the
opponent's slot 2-i faces the viewer's slot i), and the narration (narrate.py) has a line
for every event its viewer may see and none for another player's private events."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

import tcgsim
from tcgsim.core.errors import DeckError
from tcgsim.core.rng import Rng
from tcgsim.games.weiss_schwarz.narrate import QUIET, describe
from tcgsim.games.weiss_schwarz.render import STAGE_W, render

ZONES = ("waiting_room", "clock", "level", "memory", "climax", "resolution")


@pytest.fixture(scope="module")
def game():
    g = tcgsim.game("weiss-schwarz")
    try:
        g.deck("dengeki-ws02")
    except (DeckError, FileNotFoundError) as e:
        pytest.skip(f"the built-in Weiß Schwarz card data is not there yet: {e}")
    return g


def to_text(renderable, width: int = 120) -> str:
    console = Console(record=True, width=width, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


def play(state, seed: int, until) -> None:
    """Random legal actions (fixed seed) until `until(state)` or the end."""
    rng = Rng(seed)
    while not state.is_terminal() and not until(state):
        acts = state.legal_actions()
        state.apply(acts[rng.below(len(acts))])


def fresh(game, seed: int = 11):
    """A new game just after the choice of the first player: both hands dealt."""
    s = game.new_state(seed=seed)
    s.apply(s.legal_actions()[0])
    return s


def mid_game(game, seed: int = 5, viewer: int = 0):
    s = game.new_state(seed=seed)
    play(s, seed, lambda s: s.turn >= 6 and s.pending[1] == "main" and s.pending[0] == viewer)
    assert not s.is_terminal()
    return s


def full_game(game, seed: int):
    s = game.new_state(seed=seed)
    play(s, seed, lambda s: False)
    return s


def visible_words(state, viewer: int) -> list[str]:
    """Every card name and ability text the viewer may see on the table."""
    v = state.view(viewer)
    ids = set(v["me"]["hand"])
    for side in (v["me"], v["opponent"]):
        for z in ZONES:
            ids |= set(side[z])
        ids |= {x["card"] for x in side["stage"] if x}
    cards = [state.T.cards[c] for c in ids]
    return [c.name for c in cards] + [t for c in cards for t in c.text()]


def hidden_card(state, viewer: int) -> int | None:
    """A card in the opponent's hand whose name the viewer can see nowhere."""
    words = visible_words(state, viewer)
    for c in sorted(state.hand[1 - viewer]):
        name = state.T.name[c]
        if not any(name in w for w in words):
            return c
    return None


def hand_names_shown(state, viewer, text):
    for c in state.view(viewer)["me"]["hand"]:
        assert state.T.name[c] in text, state.T.name[c]


# ---- the table ------------------------------------------------------------------------------

@pytest.mark.parametrize("width", [100, 120])
@pytest.mark.parametrize("viewer", [0, 1])
def test_fresh_table_shows_own_hand_but_not_the_opponents(game, viewer, width):
    for seed in range(11, 31):
        s = fresh(game, seed)
        hidden = hidden_card(s, viewer)
        if hidden is not None:
            break
    else:
        pytest.skip("every opponent card shares a name with a card the viewer sees")
    text = to_text(render(s, viewer), width)
    hand_names_shown(s, viewer, text)
    assert s.T.name[hidden] not in text
    assert f"hand {len(s.hand[1 - viewer])} · deck" in text
    assert "setup" in text and f"you are player {viewer + 1}" in text
    assert max(len(line.rstrip()) for line in text.splitlines()) <= width


@pytest.mark.parametrize("width", [100, 120])
@pytest.mark.parametrize("viewer", [0, 1])
def test_mid_game_table(game, viewer, width):
    for seed in range(5, 25):
        s = mid_game(game, seed, viewer)
        hidden = hidden_card(s, viewer)
        if hidden is not None:
            break
    else:
        pytest.skip("every opponent card shares a name with a card the viewer sees")
    text = to_text(render(s, viewer), width)
    hand_names_shown(s, viewer, text)
    assert s.T.name[hidden] not in text
    assert f"turn {s.turn}" in text and "main phase" in text
    assert "(you)" in text and "(opponent)" in text
    v = s.view(viewer)
    assert f"deck {v['me']['deck']}" in text and f"stock {v['opponent']['stock']}" in text
    assert max(len(line.rstrip()) for line in text.splitlines()) <= width


def test_hand_cards_carry_their_keys_one_line_each(game):
    """Issue 8: the hand shows one line per card, each beside the key the terminal gives
    it, in brackets when the card is an option of the pending decision."""
    s = fresh(game)
    p = s.current_player()
    assert s.pending[1] == "mulligan"
    keys = {c: "abcdefgh"[k] for k, c in enumerate(sorted(s.hand[p]))}
    text = to_text(render(s, p, keys))
    hand = text[text.index("Your hand"):].splitlines()[1:1 + len(s.hand[p])]
    for c in s.hand[p]:
        assert sum(1 for ln in hand if ln.lstrip().startswith(f"[{keys[c]}] ")
                   and s.T.name[c] in ln) == 1


def test_the_stages_face_each_other(game):
    """Seed 000 어택 페이즈: a center character faces the opponent's center character
    across the table, their left facing my right."""
    s = mid_game(game)
    lines = to_text(render(s, 0)).splitlines()

    def order(line):
        return [line.index(t) for t in ("CL", "CM", "CR")]

    rows = [ln[:STAGE_W] for ln in lines if all(t in ln[:STAGE_W] for t in ("CL", "CM", "CR"))]
    assert len(rows) == 2                      # the two center rows' top borders
    assert order(rows[0]) == sorted(order(rows[0]), reverse=True)   # the opponent's: mirrored
    assert order(rows[1]) == sorted(order(rows[1]))


def test_spectator_sees_both_hands(game):
    s = mid_game(game)
    text = to_text(render(s, None))
    assert "spectator" in text
    for p in (0, 1):
        for c in s.hand[p]:
            assert s.T.name[c] in text


def test_every_state_of_a_game_renders(game):
    s = game.new_state(seed=9)
    rng = Rng(9)
    while not s.is_terminal():
        for viewer in (0, 1, None):
            assert to_text(render(s, viewer), 100)
        acts = s.legal_actions()
        s.apply(acts[rng.below(len(acts))])
    assert "Game over" in to_text(render(s, 0))


# ---- the narration --------------------------------------------------------------------------

def quiet(ev, viewer) -> bool:
    """The lines left out on purpose (see narrate.py): the drawing player's and a
    spectator's `draws` (each `draw` named the card) and `placed` from hand (`play` said)."""
    if ev[0] == "draws":
        return viewer is None or viewer == ev[2]
    if ev[0] == "announce":
        return True                   # the card shown as it is played: `play` says it
    return ev[0] == "placed" and ev[5] == "hand"


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("viewer", [0, 1, None])
def test_every_visible_event_is_narrated(game, seed, viewer):
    s = full_game(game, seed)
    seen = set()
    for ev in s.log:
        line = describe(game, ev, viewer, s)
        visible = viewer is None or ev[1] in (-1, viewer)
        if not visible:
            assert line is None, ev
        elif quiet(ev, viewer):
            assert ev[0] in QUIET and line is None, ev
        else:
            assert isinstance(line, str) and line.strip(), ev
            assert not line.startswith(f"{ev[0]}:"), ev     # not the unknown-event fallback
            assert to_text(line).strip()                     # valid rich markup
            seen.add(ev[0])
    assert {"turn", "play", "attack", "trigger", "clock", "game_over"} <= seen


def test_private_events_are_hidden_from_the_other_player(game):
    s = fresh(game)
    draws = [ev for ev in s.log if ev[0] == "draw"]
    assert {ev[1] for ev in draws} == {0, 1}
    for ev in draws:
        assert describe(game, ev, 1 - ev[1], s) is None
        mine = to_text(describe(game, ev, ev[1], s))
        assert mine.startswith("You draw") and s.T.name[ev[3]] in mine
        assert s.T.name[ev[3]] in to_text(describe(game, ev, None, s))


def test_lines_read_like_the_examples(game):
    s = fresh(game)
    a, b = s.hand[0][0], s.hand[1][0]
    name_a, name_b = s.T.name[a], s.T.name[b]

    def say(ev, viewer=0):
        return to_text(describe(game, ev, viewer, s), 400).strip()

    assert say(("turn", -1, 3, 1)) == "── Turn 3: player 2 ──"
    assert say(("clock", -1, 0, a)) == f"Player 1 puts {name_a} into the clock."
    assert say(("play", -1, 0, a, 1)).endswith("to center middle.")
    assert say(("attack", -1, 0, a, 0, 1, b)) == \
        f"Player 1's {name_a} (center left) makes a frontal attack on {name_b}."
    assert say(("damage", -1, 1, (b,))) == f"Player 2 takes 1 damage: {name_b} goes to the clock."
    assert say(("level_up", -1, 1, b, 2)) == f"Player 2 levels up to level 2, with {name_b}."
    assert say(("draws", -1, 1, 2)) == "Player 2 draws 2 cards."
    assert describe(game, ("draws", -1, 0, 2), 0, s) is None
    assert say(("game_over", -1, 0, "player 2 reached level 4")) == \
        "Game over: player 1 wins — player 2 reached level 4."
    assert say(("brand_new_event", -1, 7)) == "brand_new_event: 7"
