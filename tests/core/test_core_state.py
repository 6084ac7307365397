"""The core contract (DESIGN §2) and the conformance suite (DESIGN §5), on a toy game."""

import json

import pytest

import tcgsim
from tcgsim.core.conformance import ConformanceError, check_game
from tcgsim.core.errors import IllegalActionError, UnknownGameError
from tcgsim.core.actions import ALL
from toy_nim import Nim, NimState


def test_registry_lists_and_finds_games():
    assert "lotr-duel" in tcgsim.games()
    assert tcgsim.game("lotr-duel") is tcgsim.game("lotr-duel")
    with pytest.raises(UnknownGameError) as e:
        tcgsim.game("chess")
    assert "chess" in str(e.value) and "lotr-duel" in str(e.value)


def test_one_pending_decision_and_stable_ids():
    s = Nim().new_state(seed=1)
    acts = s.legal_actions()
    assert [a.id for a in acts] == [1, 2, 3]
    assert all(a.kind == "take" for a in acts)
    assert s.current_player() == 0
    s.apply(acts[0])
    assert s.current_player() == 1


def test_illegal_action_is_refused_and_changes_nothing():
    s = Nim().new_state(seed=1)
    before = json.dumps(s.to_dict(), sort_keys=True)
    with pytest.raises(IllegalActionError, match="not an option"):
        s.apply(("take", 9))
    with pytest.raises(IllegalActionError, match="pending decision is 'take'"):
        s.apply(("place", 1))
    with pytest.raises(IllegalActionError, match="not an action"):
        s.apply(object())
    assert json.dumps(s.to_dict(), sort_keys=True) == before


def test_apply_after_the_end_is_refused():
    s = Nim().new_state(seed=1)
    while not s.is_terminal():
        s.apply(s.legal_actions()[-1])
    assert s.outcome.winner in (0, 1)
    with pytest.raises(IllegalActionError, match="game is over"):
        s.apply(("take", 1))


def test_log_visibility_filters_private_events():
    s = Nim().new_state(seed=2)
    s.apply(("take", 1))
    assert any(e[0] == "secret" for e in s.events_for(0))
    assert not any(e[0] == "secret" for e in s.events_for(1))


def test_log_can_be_switched_off():
    s = Nim().new_state(seed=2, log=False)
    s.apply(("take", 1))
    assert s.log is None and s.events_for(0) == []


def test_conformance_passes_on_a_sound_game():
    rep = check_game(Nim(), seeds=range(50))
    assert rep.seeds == 50 and rep.decisions > 0


def test_conformance_catches_a_shallow_clone(monkeypatch):
    def bad_clone(self):
        n = NimState.__new__(NimState)
        self._copy_base_into(n)
        n.stones, n.turn, n.secrets, n.pool = self.stones, self.turn, self.secrets, self.pool
        n.stack = self.stack          # shared: playing the clone changes the original
        return n

    monkeypatch.setattr(NimState, "clone", bad_clone)
    with pytest.raises(ConformanceError):
        check_game(Nim(), seeds=range(5))


def test_conformance_catches_a_view_that_leaks_hidden_cards(monkeypatch):
    def leaky_view(self, p):
        return {"stones": self.stones, "their_secret": self.secrets[1 - p]}

    monkeypatch.setattr(NimState, "view", leaky_view)
    with pytest.raises(ConformanceError, match="view changed"):
        check_game(Nim(), seeds=range(5))


def test_conformance_catches_a_redeal_that_depends_on_hidden_order(monkeypatch):
    from tcgsim.core.rng import Rng

    def order_dependent(self, p, rng):
        s = self.clone()
        hidden = [s.secrets[1 - p]] + s.pool      # not sorted: the result follows the
        rng.shuffle(hidden)                       # hidden arrangement it started from
        s.secrets[1 - p], s.pool = hidden[0], hidden[1:]
        s.rng = Rng(rng.next())
        return s

    monkeypatch.setattr(NimState, "determinize", order_dependent)
    with pytest.raises(ConformanceError, match="depends on cards"):
        check_game(Nim(), seeds=range(5))


@pytest.mark.parametrize("bad", [2.0, True, False, "2", None, {"kind": "take", "id": 1},
                                 ("take", 1.0), ("take", True), ("take",), ("take", 1, 2, 3),
                                 (1, 1), ["take", 1.5]])
def test_ids_that_are_not_plain_ints_are_refused_before_anything_changes(bad):
    """Issue 7: `("place", 2.0)` used to act and then raise TypeError; a numpy id made
    to_dict unserialisable. An id must be a plain int; True is refused, not read as 1."""
    from fractions import Fraction

    for s0 in (Nim().new_state(seed=1),):
        for x in (bad, Fraction(1), ("take", Fraction(1))):
            s = s0.clone()
            before = json.dumps(s.to_dict(), sort_keys=True)
            with pytest.raises(IllegalActionError) as e:
                s.apply(x)
            assert str(e.value)
            with pytest.raises(IllegalActionError):
                s.apply_id(x)
            assert json.dumps(s.to_dict(), sort_keys=True) == before


def test_a_numpy_id_is_refused_with_the_conversion_named():
    np = pytest.importorskip("numpy")
    s = Nim().new_state(seed=1)
    with pytest.raises(IllegalActionError, match=r"numpy.*int\(x\)"):
        s.apply_id(np.int64(1))
    s.apply_id(int(np.int64(1)))
    json.dumps(s.to_dict())


def test_the_engine_caps_decisions_per_game_as_a_draw(monkeypatch):
    """Issue 7: no agent can loop for ever -- a game reaching its state class's
    MAX_DECISIONS ends at once as a draw that says why."""
    monkeypatch.setattr(NimState, "MAX_DECISIONS", 2)
    s = Nim().new_state(seed=1)
    s.apply_id(s.legal_ids()[0])
    assert not s.is_terminal()
    s.apply_id(s.legal_ids()[0])
    assert s.is_terminal() and s.outcome.winner is None
    assert "cap of 2 decisions" in s.outcome.reason
    assert Nim().state_from_dict(json.loads(json.dumps(s.to_dict()))).decisions == 2


def test_the_swap_test_catches_a_decision_posed_only_for_some_hidden_cards(monkeypatch):
    """Issue 7 / DESIGN §2: whether a decision is posed must not depend on hidden cards.
    Here a player is asked an extra question only when their own secret card is odd:
    the opponent could tell odd from even by the question alone."""
    def step_turn(self):
        if self.stones == 0:
            self.finish(1 - self.turn, "took the last stone", 0)
            return
        if self.secrets[self.turn] % 2 and self.stack[-1:] != [("asked",)]:
            self.stack.append(("asked",))
            self.decide(self.turn, "shout", (0,), ("shouted",))
            return
        opts = [n for n in (1, 2, 3) if n <= self.stones]
        self.decide(self.turn, "take", opts, ("took",))

    def step_shouted(self, _):
        self.stack.pop()
        self.stack.append(("turn",))

    monkeypatch.setattr(NimState, "step_turn", step_turn)
    monkeypatch.setattr(NimState, "step_shouted", step_shouted, raising=False)
    monkeypatch.setattr(NimState, "step_asked", lambda self: None, raising=False)
    monkeypatch.setattr(NimState, "STEPS", dict(NimState.STEPS, turn=step_turn,
                                                shouted=step_shouted,
                                                asked=lambda self: None))
    monkeypatch.setattr(NimState, "label", lambda self, k, i: f"{k} {i}")
    with pytest.raises(ConformanceError, match="swap test.*decision is posed"):
        check_game(Nim(), seeds=range(20), swap_every=1)


def test_the_swap_test_catches_an_event_that_tells_a_hidden_card(monkeypatch):
    orig = NimState.step_took

    def step_took(self, n):
        orig(self, n)
        self.emit("parity", ALL, self.secrets[1 - self.turn] % 2)     # a leak to everyone

    monkeypatch.setattr(NimState, "STEPS", dict(NimState.STEPS, took=step_took))
    with pytest.raises(ConformanceError, match="swap test.*different events"):
        check_game(Nim(), seeds=range(20), swap_every=1)


@pytest.mark.parametrize("game_name", ["lotr-duel", "weiss-schwarz"])
def test_a_corrupt_saved_state_is_a_project_error_naming_what(game_name):
    """Issue 7: bad input gives a clear error, never a traceback -- also a saved state."""
    from tcgsim.core.errors import TcgsimError

    g = tcgsim.game(game_name)
    d = g.new_state(g.default_decks(), seed=3).to_dict()
    for mutate, words in [(lambda x: x.pop("stack"), "'stack'"),
                          (lambda x: x.update(rng="seven"), "corrupt"),
                          (lambda x: x.update(decks=[]), "corrupt"),
                          (lambda x: x.update(game="chess"), "chess")]:
        bad = json.loads(json.dumps(d))
        mutate(bad)
        with pytest.raises(TcgsimError, match=words):
            g.state_from_dict(bad)
    with pytest.raises(TcgsimError):
        g.state_from_dict([1, 2])
