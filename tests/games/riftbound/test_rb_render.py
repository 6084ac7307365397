"""The Riftbound table, narration and prompts (render.py, narrate.py, prompt.py) over many
states of seeded random games in every format: every table fits its width (a duel's 50
lines at 120 columns), shows no name of a card the viewer cannot see, every event of
those games narrates without error (a private one to its seat only), and every decision
the terminal can pose has a question in words."""

from __future__ import annotations

import re

import pytest
from rich.console import Console

import tcgsim
from tcgsim.agents import make_agent
from tcgsim.core.actions import ALL
from tcgsim.games.riftbound.state import FACEDOWN, FIELD, NONE

FORMATS = ("duel", "ffa3", "ffa4", "2v2")


@pytest.fixture(scope="module")
def g():
    return tcgsim.game("riftbound")


def _play(g, fmt, seed, every):
    """A seeded random game: (the finished state, the states sampled every `every`
    decisions, each a clone)."""
    s = g.new_state(seed=seed, format=fmt)
    bot = make_agent(g, "random", seed)
    sampled, k = [], 0
    while not s.is_terminal():
        if k % every == 0:
            sampled.append(s.clone())
        s.apply_id(bot.act(s))
        k += 1
    sampled.append(s.clone())
    return s, sampled


def _text(g, s, viewer, width, keys=None) -> list[str]:
    c = Console(width=width, record=True, color_system=None, file=open("/dev/null", "w"))
    c.print(g.render(s, viewer, keys or {}))
    return c.export_text().splitlines()


def _hidden_names(s, viewer) -> set:
    """Names of cards that lie where `viewer` cannot see them, that the viewer does not
    know, and that no card the viewer can see shares (its name is then on the table for
    that other card)."""
    from tcgsim.games.riftbound.prompt import visible_cards

    T = s.T
    exact = set(s.knowledge(viewer)["exact"])
    hidden = set()
    for p in range(s.n):
        hidden |= set(s.deck[p])
        if p != viewer:
            hidden |= set(s.hand[p]) | set(s.hidden[p])
    hidden -= exact
    shown = {T.name[c] for c in visible_cards(s, viewer)} | {T.name[c] for c in s.reserve[0]}
    names = {T.name[c] for c in hidden} - shown
    return {n for n in names if not any(n in m for m in shown)}


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_sampled_table_fits_and_hides_what_the_viewer_cannot_see(g, fmt):
    for seed in range(2):
        _, states = _play(g, fmt, seed, every=9 if fmt == "duel" else 17)
        for s in states:
            viewers = [s.current_player()] if s.current_player() is not None else [0]
            viewers.append((viewers[0] + 1) % s.n)
            for v in viewers:
                keys = {c: k for c, k in zip(sorted(s.hand[v]), "abcdefghijklmnoprstuvwxyz")}
                for width in (120, 80):
                    lines = _text(g, s, v, width, keys)
                    too_wide = [ln for ln in lines if len(ln) > width]
                    assert not too_wide, (fmt, seed, width, too_wide[:2])
                    if fmt == "duel" and width == 120:
                        assert len(lines) <= 50, "\n".join(lines)
                    assert lines[0].startswith("Riftbound —")
                    text = "\n".join(lines)
                    for name in _hidden_names(s, v):
                        assert name not in text, (fmt, seed, v, name)
                    # no table line looks like an option line of the terminal
                    bad = [ln for ln in lines if re.match(r"^\s{1,3}([a-z]|\d{1,2}) \S", ln)]
                    assert not bad, bad
            _text(g, s, None, 120)                  # a spectator sees every hand


def test_a_facedown_card_shows_by_name_only_to_its_owner(g):
    from tcgsim.games.riftbound.scenario import stacked

    s = stacked(p0=dict(field={0: ["Jinx, Demolitionist"]}, facedown={0: "Pakaa Cub"}),
                p1=dict(hand=["Vanguard Sergeant"]), control={0: 0}, decks=("jinx", "lee-sin"))
    assert s.loc[s.facedown[0]] == FACEDOWN
    mine, theirs = "\n".join(_text(g, s, 0, 120)), "\n".join(_text(g, s, 1, 120))
    assert "facedown: your Pakaa Cub" in mine
    assert "Pakaa Cub" not in theirs and "player 1's card (facedown)" in theirs
    # a stacked set-up tells every player every card: a known card of another hand
    assert "known in hand: Vanguard Sergeant" in mine


def test_the_table_shows_battlefields_units_chain_and_runes(g):
    from tcgsim.games.riftbound.scenario import answer, stacked

    s = stacked(p0=dict(hand=["Void Seeker"], runes=["fury"] * 3 + ["chaos!"] * 2,
                        field={0: [("Jinx, Demolitionist", {"damage": 1, "buff": True})]}),
                p1=dict(field={0: [("Vanguard Sergeant", {"ready": False})]}),
                control={0: 1})
    answer(s, "play Void Seeker")
    while s.decision_kind() not in ("respond",):
        acts = s.legal_actions()
        pick = next((a for a in acts if "Vanguard" in a.label), acts[0])
        s.apply(pick)
    text = "\n".join(_text(g, s, 0, 120))
    assert "B1 " in text and "held by player 2" in text
    assert re.search(r"Jinx, Demolitionist 5 Might \(4\).*1 dmg · buffed", text, re.S)
    assert re.search(r"Vanguard Sergeant \d+ Might · exhausted", text)
    assert "Chain (newest on top)" in text and "#1 your spell Void Seeker" in text
    assert "→ Vanguard Sergeant" in text
    assert re.search(r"Runes \d+: \d Fury \([a-z0-9 ]+\) · 2 Chaos \(none ready\)", text)
    assert "priority:" in text


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_event_narrates_and_private_ones_only_to_their_seat(g, fmt):
    from tcgsim.games.riftbound.narrate import EVENTS

    for seed in range(3):
        s, _ = _play(g, fmt, seed, every=10 ** 9)
        assert s.log
        for ev in s.log:
            assert ev[0] in EVENTS or ev[0] == "shuffle", ev
            for v in list(range(s.n)) + [None]:
                line = g.describe_event(ev, v, s)
                if ev[1] != ALL and v is not None and v != ev[1]:
                    assert line is None, (ev, v)
                    continue
                assert line is None or isinstance(line, str)
                if line is not None:
                    assert not line.startswith(f"{ev[0]}:"), (ev, line)   # the fallback
            if ev[0] in ("draw", "hide_card", "look"):
                assert ev[1] != ALL                  # the card is named privately
            if ev[0] == "draw_count":
                assert g.describe_event(ev, ev[2], s) is None       # `draw` said it
        # without a state the default duel's table names the cards
        assert g.describe_event(s.log[0], 0, None)


def test_narration_names_cards_and_never_the_hidden_card_of_another_seat(g):
    s, _ = _play(g, "duel", 4, every=10 ** 9)
    T = s.T
    for ev in s.log:
        if ev[0] == "draw":
            p, c = ev[2], ev[3]
            assert T.name[c] in g.describe_event(ev, p, s)
            assert g.describe_event(ev, 1 - p, s) is None
        if ev[0] == "hide":
            assert "hides a card facedown" in g.describe_event(ev, 1 - ev[2], s)
            assert g.describe_event(ev, ev[2], s) is None
        if ev[0] == "play":
            assert T.name[ev[3]] in g.describe_event(ev, 1 - ev[2], s)


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_decision_has_a_question_and_labelled_options(g, fmt):
    kinds = set()
    for seed in range(3):
        s = g.new_state(seed=seed, format=fmt)
        bot = make_agent(g, "random", seed + 7)
        while not s.is_terminal():
            p, kind = s.current_player(), s.decision_kind()
            kinds.add(kind)
            q = g.ui_prompt(s, p)
            assert q and q.startswith("[bold]Asked:[/] ") and len(q) > 40, (kind, q)
            assert g.ui_prompt(s, (p + 1) % s.n) is None
            acts = s.legal_actions()
            shown = g.ui_merge(s, acts)
            assert shown and all(a.label for a in shown)
            assert {a.id for a in shown} <= {a.id for a in acts}
            for a in shown:
                c = g.ui_option_card(s, a)
                assert c is None or c in s.hand[p]
            s.apply_id(bot.act(s))
    assert {"act", "respond", "pay", "mulligan"} <= kinds


def test_info_zones_and_help(g):
    from tcgsim.games.riftbound.scenario import stacked

    s = stacked(p0=dict(hand=["Void Seeker"], field={0: ["Jinx, Demolitionist"]},
                        trash=["Get Excited!"]), control={0: 0})
    c = Console(width=120, record=True, color_system=None, file=open("/dev/null", "w"))
    hand = g.ui_hand(s, 0)
    keys = {hand[0]: "a"}
    for q in ("a", "b1", "l1", "legend", "jinx", "get excited"):
        info = g.ui_info(s, 0, q, keys)
        assert info is not None, q
        c.print(info)
    assert g.ui_info(s, 0, "no such card at all", keys) is None
    c.print(g.ui_zones(s, 0))
    out = c.export_text()
    assert "Void Seeker" in out and "Deal 4 damage" in out      # vocab's words
    assert "trash 1 (newest first): Get Excited!" in out
    assert "Riftbound" in g.ui_help() and "B1" in g.ui_help()


def test_options_are_keyed_by_hand_letters_and_tagged_on_the_board(g):
    from tcgsim.games.riftbound.chain import MOVE
    from tcgsim.games.riftbound.scenario import stacked

    s = stacked(p0=dict(hand=["Chemtech Enforcer"], runes=["fury"] * 4,
                        base=["Jinx, Demolitionist"]), control={0: 0})
    assert s.decision_kind() == "act"
    acts = g.ui_merge(s, s.legal_actions())
    play = next(a for a in acts if a.label.startswith("play Chemtech Enforcer (2 Energy)"))
    assert g.ui_option_card(s, play) in s.hand[0]
    assert g.ui_option_verb(s, play) == "play it"
    jinx = next(a for a in acts if a.id >= MOVE and a.label.startswith("move Jinx"))
    assert g.ui_option_card(s, jinx) is None
    text = "\n".join(_text(g, s, 0, 120, {s.hand[0][0]: "a"}))
    assert re.search(r"\[\d\] move Jinx, Demolitionist", text)
    assert re.search(r"\[a\] Chemtech Enforcer +unit", text)
    end = next(a for a in acts if a.id == NONE)
    assert end.label == "end the turn"
    s.apply(jinx)                               # where to: the battlefields are tagged
    assert s.decision_kind() == "move_to"
    text = "\n".join(_text(g, s, 0, 120))
    assert re.search(r"B1 .*\[\d\] here", text)
    assert all(s.loc[a.id] != FIELD for a in acts if a.id < MOVE and a.id != NONE)
