"""The WIXOSS terminal presentation (render.py, narrate.py, prompt.py and the ui_* hooks):
the table shows a player only what they may see, with the opponent's SIGNI zones drawn in
reverse so that each faces the zone it battles (zone i faces the opponent's zone 2-i,
seed 003 §7.6); every event the engine emits is narrated for both seats and a spectator
(private events for their player only) and never names a card its viewer cannot see; every
decision's question says what is asked and why; a screen fits 120 × 50 with the question
and the options, and every line fits 80 columns too."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from rich.console import Console

import tcgsim
from tcgsim import terminal
from tcgsim.core.rng import Rng
from tcgsim.games.wixoss import prompt as P
from tcgsim.games.wixoss.narrate import EVENTS, QUIET, describe
from tcgsim.games.wixoss.render import ROW_W, render
from tcgsim.games.wixoss.scenario import answer, card, stacked, synth_card, variant_deck
from tcgsim.games.wixoss.state import NONE

G = tcgsim.game("wixoss")
DECKS = G.deck_names()
KEYS = terminal.KEYS
SRC = Path(tcgsim.__file__).parent / "games" / "wixoss"


def lines_of(renderable, width=120) -> list[str]:
    c = Console(record=True, width=width, file=io.StringIO(), force_terminal=False)
    c.print(renderable)
    return c.export_text().splitlines()


def text_of(renderable, width=120) -> str:
    return "\n".join(lines_of(renderable, width))


def pairing(seed):
    return [G.deck(DECKS[seed % 5]), G.deck(DECKS[(seed * 3 + 1) % 5])]


def keys_for(s, p):
    return {c: KEYS[i % len(KEYS)] for i, c in enumerate(G.ui_hand(s, p))}


def random_game(seed, each=None):
    """A seeded game of random legal actions; `each(state)` before every decision."""
    s = G.new_state(pairing(seed), seed=seed)
    rng = Rng(seed)
    while not s.is_terminal():
        if each is not None:
            each(s)
        acts = s.legal_actions()
        s.apply(acts[rng.below(len(acts))])
    return s


def state_at(seed, stop):
    s = G.new_state(pairing(seed), seed=seed)
    rng = Rng(seed)
    while not s.is_terminal() and not stop(s):
        acts = s.legal_actions()
        s.apply(acts[rng.below(len(acts))])
    assert not s.is_terminal()
    return s


def screen_rows(s, p, width=120) -> int:
    """The rows of a decision's screen: the table, the question and the options, as the
    terminal prints them."""
    keys = keys_for(s, p)
    acts = G.ui_merge(s, s.legal_actions())
    opts = terminal.option_lines(terminal.option_keys(G, s, acts, keys), G, s)
    rows = len(lines_of(render(s, p, keys), width))
    prompt = G.ui_prompt(s, p)
    if prompt:
        rows += len(lines_of(prompt, width))
    return rows + sum(len(lines_of(x, width)) for x in opts)


# ---- names the viewer may see -----------------------------------------------------------------

def visible_names(s, viewer) -> set:
    return {s.T.name[c] for c in P.visible_cards(s, viewer)}


def named(text: str, name: str) -> bool:
    """Whether `name` stands in `text` as a whole name."""
    return re.search(r"(?<![\w])" + re.escape(name) + r"(?![\w])", text) is not None


def leaked(text: str, seen: set, all_names: set) -> list[str]:
    """The names in `text` of cards not in `seen`: the seen names (and their parts, as a
    SIGNI box shows them on two lines) are blanked out first, the longest first (a hidden
    "Fallen" is not the seen "Metsum, Fallen Cannon Girl")."""
    parts = set(seen) | {x for n in seen for x in n.split(", ")}   # a box splits a name
    for n in sorted(parts, key=len, reverse=True):
        text = text.replace(n, "#")
        for k in range(len(n) - 1, 5, -1):                # a name cut to fit: "Metsum, Fa…"
            text = text.replace(n[:k] + "…", "#")
    return [n for n in all_names - seen if named(text, n)]


# ---- the table ------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 4, 7])
def test_every_screen_of_a_game_fits_120_by_50_and_80_columns(seed):
    worst = [0]

    def each(s):
        p = s.current_player()
        rows = screen_rows(s, p)
        worst[0] = max(worst[0], rows)
        assert rows <= 47, f"{rows} rows at {s.pending[:2]}:\n" + \
            "\n".join(lines_of(render(s, p, keys_for(s, p))))
        wide = [ln for ln in lines_of(render(s, p, keys_for(s, p)), 120) if len(ln) > 120]
        assert not wide, wide
        narrow = lines_of(render(s, p, keys_for(s, p)), 80)
        assert max(len(ln) for ln in narrow) <= 80, [ln for ln in narrow if len(ln) > 80]
        for viewer in (1 - p, None):
            assert max(len(ln) for ln in lines_of(render(s, viewer), 120)) <= 120

    s = random_game(seed, each)
    assert worst[0] > 20
    text = text_of(render(s, 0))
    assert "Game over" in text


@pytest.mark.parametrize("seed", [2, 5, 8, 11])
def test_the_table_and_the_narration_never_name_a_card_the_viewer_cannot_see(seed):
    """Along a whole game, for both seats: a card name on the table belongs to a card the
    viewer sees (field, ener, trash, LRIG zone and trash, check zone, their own hand, LRIG
    deck and looked-at cards, cards they know in hidden places); a name in their narration
    to a card they have seen by then."""
    all_names = {c.name for d in DECKS for c in G.deck(d).cards}
    seen = {0: set(), 1: set()}
    told = {0: 0, 1: 0}
    checked = [0]

    def each(s):
        for v in (0, 1):
            vis = visible_names(s, v)
            seen[v] |= vis
            for ev in s.log[told[v]:]:
                line = describe(G, ev, v, s)
                if line is None:
                    continue
                text = text_of(line, 400)
                bad = leaked(text, seen[v], all_names)
                assert not bad, (ev, text, bad)
            told[v] = len(s.log)
            if s.turn_no % 3 == 0 or s.pending[1] in ("guard", "burst", "search", "target"):
                text = text_of(render(s, v, keys_for(s, v)))
                bad = leaked(text, vis, all_names)
                assert not bad, (s.pending[:2], bad, text)
                checked[0] += 1

    random_game(seed, each)
    assert checked[0] > 20


def test_the_opponents_hand_is_a_count_and_its_hidden_cards_unnamed():
    for seed in range(3, 40):
        s = state_at(seed, lambda s: s.turn_no >= 6 and s.pending[1] == "main")
        p = s.current_player()
        o = 1 - p
        vis = visible_names(s, p)
        hidden = [c for c in s.hand[o] if s.T.name[c] not in vis]
        if hidden:
            break
    else:
        pytest.skip("every opponent hand card shares a name with a visible card")
    text = text_of(render(s, p, keys_for(s, p)))
    all_names = {s.T.name[c] for c in range(s.T.n)}
    assert not leaked(text, vis, all_names)
    assert all(s.T.name[c] not in vis for c in hidden)
    assert f"hand {len(s.hand[o])}" in text
    assert f"LRIG deck {len(s.lrig_deck[o])}" in text
    for c in s.hand[p] + s.lrig_deck[p]:
        assert s.T.name[c] in text                  # your hand and LRIG deck, by name
    spectator = text_of(render(s, None))
    assert "spectator" in spectator
    for c in s.hand[0] + s.hand[1]:
        assert s.T.name[c] in spectator


def test_the_opponents_zones_face_yours_reversed():
    """Seed §7.6: zone i faces the opponent's zone 2-i -- the opponent's row is drawn O3 O2
    O1 from the left, above S1 S2 S3."""
    s = state_at(4, lambda s: s.turn_no >= 5 and s.pending[1] == "main")
    p = s.current_player()
    lines = lines_of(render(s, p))
    tops = [ln[:ROW_W] for ln in lines if "S1" in ln[:ROW_W] or "O1" in ln[:ROW_W]]
    assert len(tops) == 2
    opp, mine = tops
    assert opp.index("O3") < opp.index("O2") < opp.index("O1")
    assert mine.index("S1") < mine.index("S2") < mine.index("S3")
    assert abs(opp.index("O3") - mine.index("S1")) <= 1       # the same column


def test_a_signi_box_shows_power_level_state_and_the_lrig_its_limit():
    s = stacked(lrig="WD01-002", field=["WD01-010", None, "WD01-012"], down=[2],
                opponent=dict(lrig="WD02-002", field=[None, "WD02-011", None]))
    text = text_of(render(s, 0))
    assert "Caliburn" in text and "Greatsword" in text and "10000 power" in text
    assert "DOWN" in text and "S1 L3" in text and "S3 L2" in text and "O2 L3" in text
    assert "LRIG Tamayorihime" in text and "level 3 · limit 8 (SIGNI levels 5)" in text
    assert "Hanayo-Three" in text and "Life cloth 7" in text


def test_hand_cards_carry_their_keys_one_line_each_also_at_80_columns():
    s = state_at(6, lambda s: s.turn_no >= 4 and s.pending[1] == "main" and
                 len(s.hand[s.pending[0]]) >= 3)
    p = s.current_player()
    keys = keys_for(s, p)
    for width in (120, 80):
        lines = lines_of(render(s, p, keys), width)
        hand = lines[next(i for i, ln in enumerate(lines) if ln.startswith("Your hand")) + 1:]
        for c in s.hand[p]:
            mine = [ln for ln in hand if ln[:4].strip().strip("[]") == keys[c]]
            assert len(mine) == 1 and s.T.name[c][:15] in mine[0]
    opts = P.hand_options(s, p)
    for c in opts:
        assert any(ln.lstrip().startswith(f"[{keys[c]}]") for ln in lines)


# ---- the narration ----------------------------------------------------------------------------

def emitted_names() -> set:
    names = set()
    for f in ("rules.py", "effects.py", "values.py", "state.py"):
        names |= set(re.findall(r'emit\("([a-z_0-9]+)"', (SRC / f).read_text()))
    return names


def test_every_event_name_the_engine_emits_has_a_narration():
    missing = emitted_names() - set(EVENTS)
    assert not missing


def quiet(ev, viewer) -> bool:
    """The lines left out on purpose (narrate.py): the drawing / looking player's and a
    spectator's count lines (the private events named the cards), a summon's declaration."""
    if ev[0] in ("drew", "looks"):
        return viewer is None or viewer == ev[2]
    return ev[0] == "summon_declared"


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("viewer", [0, 1, None])
def test_every_visible_event_is_narrated(seed, viewer):
    s = random_game(seed)
    seen = set()
    for ev in s.log:
        line = describe(G, ev, viewer, s)
        visible = viewer is None or ev[1] in (-1, viewer)
        if not visible:
            assert line is None, ev
        elif quiet(ev, viewer):
            assert ev[0] in QUIET and line is None, ev
        else:
            assert isinstance(line, str) and line.strip(), ev
            assert not line.startswith(f"{ev[0]}:"), ev         # not the fallback
            assert text_of(line).strip()                          # valid rich markup
            seen.add(ev[0])
    assert {"turn", "summoned", "attack", "crushed", "paid", "game_over"} <= seen


def test_private_events_are_told_to_their_player_only():
    s = random_game(3)
    private = [ev for ev in s.log if ev[1] in (0, 1)]
    assert {ev[0] for ev in private} >= {"draw", "lrig0"}
    for ev in private:
        assert describe(G, ev, 1 - ev[1], s) is None
        assert describe(G, ev, ev[1], s)
        assert describe(G, ev, None, s)
    draw = next(ev for ev in private if ev[0] == "draw")
    assert text_of(describe(G, draw, draw[1], s)).startswith(f"You draw {s.T.name[draw[3]]}")


def test_lines_read_from_the_viewers_side():
    s = random_game(2)
    a = next(c for c in range(s.T.n) if s.T.type[c] == "signi" and s.T.owner[c] == 0)
    b = next(c for c in range(s.T.n) if s.T.type[c] == "signi" and s.T.owner[c] == 1)
    na, nb = s.T.name[a], s.T.name[b]

    def say(ev, viewer=0):
        return text_of(describe(G, ev, viewer, s), 400).strip()

    assert say(("turn", -1, 1, 3)) == "── Turn 3: player 2 ──"
    assert say(("turn", -1, 0, 4)) == "── Turn 4: player 1 (you) ──"
    assert say(("summoned", -1, 0, a, 0)).startswith(f"You summon {na}")
    assert say(("summoned", -1, 0, a, 0), 1).startswith(f"Player 1 summons {na}")
    assert say(("battle", -1, a, b, 5000, 7000)) == \
        f"Battle: your {na} (5000 power) against player 2's {nb} (7000): not enough power, " \
        f"nothing happens."
    assert say(("banished", -1, b, "battle")) == \
        f"Player 2's {nb} loses the battle and goes to player 2's ener zone."
    assert say(("crushed", -1, 0, b, a), 0).startswith("Your life cloth is crushed by your")
    assert say(("drew", -1, 1, 2)) == "Player 2 draws 2 cards."
    assert describe(G, ("drew", -1, 0, 2), 0, s) is None
    assert say(("game_over", -1, 0, "an attack hit at 0 life cloth")) == \
        "Game over: you win — an attack hit at 0 life cloth."
    assert say(("charmed", -1, 1, b, -1)).startswith("Player 2 puts the top card of the deck")
    assert say(("brand_new_event", -1, 7)) == "brand_new_event: 7"


# ---- the questions ----------------------------------------------------------------------------

def test_every_decision_of_random_games_has_a_question_that_says_what_and_why():
    kinds = set()

    def each(s):
        p, kind = s.pending[:2]
        q = G.ui_prompt(s, p)
        assert q and q.startswith("[bold]Asked:[/] "), (kind, q)
        assert not q.endswith(kind), (kind, q)
        assert text_of(q)
        assert G.ui_prompt(s, 1 - p) is None
        kinds.add(kind)

    for seed in (1, 2, 3, 4, 5, 6, 7, 8):
        random_game(seed, each)
    assert {"main", "ener", "grow", "pay", "zone", "attack", "lrig_attack", "guard",
            "burst", "mulligan", "target"} <= kinds


def drive(s, kind, player):
    """Answer until a decision `kind` of `player` is pending: the attacker attacks with the
    first SIGNI and the LRIG, everything else is declined (or the only option taken)."""
    for _ in range(200):
        p, k, opts, _ = s.pending
        if k == kind and p == player:
            return s
        if k in ("attack", "lrig_attack") and opts[0] != NONE:
            s.apply((k, opts[0]))
        else:
            s.apply((k, NONE if NONE in opts else opts[0]))
    raise AssertionError(f"no {kind} decision")


def ask_text(s, p=0):
    return " ".join(text_of(G.ui_prompt(s, p), 400).split())


def test_the_guard_question_says_the_lrig_attack_hits_unless_guarded():
    s = stacked(phase="attack", lrig="WD01-003", active=1, life=3, hand=["WD01-016"],
                opponent=dict(lrig="WD02-003"))
    drive(s, "guard", 0)
    q = ask_text(s)
    assert "LRIG Hanayo" in q and "unless you guard" in q and "one of your 3 life cloth" in q
    labels = [a.label for a in G.ui_merge(s, s.legal_actions())]
    assert any("guard with Servant D" in x for x in labels)


def test_the_burst_question_gives_the_life_burst_in_words():
    s = stacked(phase="attack", active=1, life=["WD01-017"], opponent=dict(
        lrig="WD02-002", field=["WD02-013", None, None]))
    drive(s, "burst", 0)
    q = ask_text(s)
    assert "Servant O is crushed" in q and "Ener Charge 1" in q and "use it?" in q


def test_the_pay_question_names_what_is_paid_and_what_is_left():
    s = stacked(lrig="WD01-003", hand=["WD01-015"], ener=["WD01-010", "WD01-011", "WD01-017"])
    answer(s, "use the spell Get Bible")
    assert s.pending[1] == "pay"
    q = ask_text(s)
    assert "pay for the spell Get Bible" in q and "still to pay 1 white" in q
    labels = [a.label for a in G.ui_merge(s, s.legal_actions())]
    assert "pay with Servant O (Multi Ener)" in labels


def test_a_search_shows_copies_once_and_names_the_ability():
    s = stacked(lrig="WD01-003", hand=["WD01-015"], ener=["WD01-017"])
    answer(s, "use the spell Get Bible")
    while s.pending[1] == "pay":
        answer(s, s.pending[2][0])
    assert s.pending[1] == "search"
    q = ask_text(s)
    assert "Get Bible" in q and "search your deck for SIGNI" in q
    shown = G.ui_merge(s, s.legal_actions())
    names = [s.T.name[a.id] for a in shown if a.id != NONE]
    assert len(names) == len(set(names)) < len(s.legal_actions()) - 1
    assert any("copies: any one" in a.label for a in shown)
    assert G.ui_aliases(s, shown[0]) == [s.T.code[shown[0].id].lower()]


def test_an_attack_option_says_what_it_meets():
    s = stacked(phase="attack", lrig="WD01-003", field=["WD01-012", "WD01-013", None],
                opponent=dict(lrig="WD02-003", field=["WD02-013", None, "WD02-012"]))
    drive(s, "attack", 0)
    labels = {a.id: a.label for a in G.ui_merge(s, s.legal_actions())}
    flamber = card(s, "WD01-012", 0, "signi")
    kukri = card(s, "WD01-013", 0, "signi")
    assert "battles" in labels[flamber] and "banishes it" in labels[flamber]
    assert "no SIGNI in front: crushes a life cloth" in labels[kukri]
    tags = text_of(render(s, 0))
    assert "[1] attack" in tags and "[2] attack" in tags


def test_a_zone_option_says_what_it_faces():
    s = stacked(lrig="WD01-003", hand=["WD01-012"],
                opponent=dict(lrig="WD02-003", field=["WD02-013", None, None]))
    answer(s, "summon Flamber")
    labels = [a.label for a in G.ui_merge(s, s.legal_actions())]
    assert labels[0].startswith("SIGNI zone 1 (left) — faces an empty zone")
    assert "SIGNI zone 3 (right) — faces player 2's" in labels[2]
    q = ask_text(s)
    assert "Flamber" in q and "zone 1 faces the opponent's zone 3" in q


def test_a_target_question_names_the_ability_that_chooses():
    s = stacked(decks=[G.deck("wd02"), G.deck("wd01")], lrig="WD02-003",
                ener=["WD02-011"] * 3,
                opponent=dict(lrig="WD01-003", field=["WD01-012", "WD01-013", None]))
    answer(s, "use the ARTS Burning Stone Flame")
    while s.pending and s.pending[1] == "pay":
        answer(s, s.pending[2][0])
    assert s.pending[1] == "target"
    q = ask_text(s)
    assert "your Burning Stone Flame: Banish one of your opponent's SIGNI" in q
    assert q.endswith("→ choose the target.")          # the verb is the ability: not twice
    labels = [a.label for a in G.ui_merge(s, s.legal_actions())]
    assert any(x.startswith("player 2's Flamber") for x in labels)


def test_an_overflow_question_says_which_rule_is_broken():
    s = stacked(lrig="WD01-003", field=["WD01-012", "WD01-012", "WD01-016"], overflow=True)
    assert s.pending[1] == "overflow" and len(s.pending[2]) == 3
    q = ask_text(s)
    assert "rule check" in q and "add up to 6, over your LRIG's limit 5" in q
    assert "[1] trash" in text_of(render(s, 0))


def test_the_main_question_states_level_and_limit():
    s = stacked(lrig="WD01-003", field=["WD01-012", None, None], hand=["WD01-010"])
    q = ask_text(s)
    assert "main phase" in q and "your LRIG's (2)" in q and "limit (5; now 2)" in q


MODE_SPELL = synth_card(code="TST-900", name="Test Two Ways", type="spell", color="white",
                        life_burst=False,
                        ability={"kind": "use", "effect": [{"verb": "choose", "options": [
                            [{"verb": "draw", "count": 1}],
                            [{"verb": "ener_charge", "count": 1}]]}]})
DECLARE_SPELL = synth_card(code="TST-901", name="Test Declare", type="spell", color="white",
                           ability={"kind": "use", "effect": [{"verb": "declare_discard"}]})
LOOK_SPELL = synth_card(code="TST-902", name="Test Peek", type="spell", color="white",
                        ability={"kind": "use", "effect": [
                            {"verb": "look_discard", "filter": {"type": "signi"}}]})
BLIND_SPELL = synth_card(code="TST-903", name="Test Blind", type="spell", color="white",
                         ability={"kind": "use", "effect": [{"verb": "discard_random"}]})
CHARM_SPELL = synth_card(code="TST-904", name="Test Charm", type="spell", color="white",
                         ability={"kind": "use", "effect": [
                             {"verb": "charm", "source": "trash",
                              "target": {"side": "you"}}]})

FIELD_SPELL = synth_card(code="TST-905", name="Test Revive", type="spell", color="white",
                         ability={"kind": "use", "effect": [
                             {"verb": "to_field", "source": "trash",
                              "filter": {"type": "signi"}}]})
REVEAL_SPELL = synth_card(code="TST-906", name="Test Reveal", type="spell", color="white",
                          ability={"kind": "use", "effect": [
                              {"verb": "reveal_take", "count": 5, "take": 1, "up_to": True,
                               "filter": {"type": "signi"}, "rest": "trash"}]})
ENER_SPELL = synth_card(code="TST-907", name="Test Ener Break", type="spell", color="white",
                        ability={"kind": "use", "effect": [
                            {"verb": "ener_trash", "side": "opponent", "count": 1}]})


@pytest.mark.parametrize("spell, kind, words", [
    (MODE_SPELL, "mode", "choose an option"),
    (DECLARE_SPELL, "declare", "declare a level"),
    (LOOK_SPELL, "look", "you see player 2's hand"),
    (BLIND_SPELL, "blind", "without looking"),
    (CHARM_SPELL, "charm", "as its [Charm]"),
    (FIELD_SPELL, "to_field", "onto your field"),
    (REVEAL_SPELL, "reveal", "among those revealed"),
    (ENER_SPELL, "ener_trash", "player 2's ener zone"),
])
def test_the_rarer_questions_name_the_card_and_what_it_asks(spell, kind, words):
    deck = variant_deck("test-" + kind, "wd01", replace={"WD01-013": spell})
    s = stacked(decks=[deck, G.deck("wd02")], lrig="WD01-003", hand=[spell.code],
                field=["WD01-012", None, None], trash=["WD01-012", "WD01-014"],
                opponent=dict(lrig="WD02-003", hand=["WD02-012", "WD02-013"],
                              ener=["WD02-012", "WD02-013"]))
    answer(s, f"use the spell {spell.name}")
    while s.pending and s.pending[1] in ("pay", "target"):
        answer(s, s.pending[2][0])
    assert s.pending[1] == kind
    q = ask_text(s)
    assert spell.name in q and words in q, q
    shown = G.ui_merge(s, s.legal_actions())
    if kind == "mode":
        assert shown[0].label == "option 1: draw one card"
    text = text_of(render(s, 0, keys_for(s, 0)))
    assert max(len(x) for x in text.splitlines()) <= 120
    while not s.is_terminal() and s.pending[0] == 0 and s.pending[1] == kind:
        answer(s, s.pending[2][0])
    for ev in s.log:
        for v in (0, 1, None):
            line = describe(G, ev, v, s)
            assert line is None or not line.startswith(ev[0] + ":"), ev


def test_a_use_question_names_the_ability_and_its_cost():
    found = []
    for seed in range(1, 30):
        def each(s):
            if s.pending[1] == "use" and not found:
                found.append(ask_text(s, s.pending[0]))
        random_game(seed, each)
        if found:
            break
    if not found:
        pytest.skip("no optional ability in these games")
    assert "→" in found[0] and "use it?" in found[0]


# ---- info and zones ---------------------------------------------------------------------------

def test_info_shows_any_visible_card_in_full_words():
    s = stacked(lrig="WD01-001", lrig_under=["WD01-005", "WD01-004", "WD01-003", "WD01-002"],
                field=["WD01-009", None, None], hand=["WD01-015"],
                opponent=dict(lrig="WD02-001", field=[None, "WD02-009", None],
                              hand=["WD02-010"]))
    keys = keys_for(s, 0)
    bible = card(s, "WD01-015", 0, "hand")
    t = " ".join(text_of(G.ui_info(s, 0, keys[bible], keys)).split())
    assert "Get Bible" in t and "Search your deck" in t and "your hand" in t
    t = " ".join(text_of(G.ui_info(s, 0, "o2", keys)).split())
    volcano = card(s, "WD02-009", 1, "signi")
    assert s.T.name[volcano] in t and f"now {s.power(volcano)} power" in t
    for words in s.T.cards[volcano].text():
        assert " ".join(words.split()) in t
    t = " ".join(text_of(G.ui_info(s, 0, "s1", keys)).split())
    assert "Romail" in t
    t = " ".join(text_of(G.ui_info(s, 0, "lrig", keys)).split())
    assert "Full Moon Miko" in t and "level 4, limit 11" in t
    assert G.ui_info(s, 0, "wd02-010", keys) is None       # the opponent's hidden hand card
    assert G.ui_info(s, 0, "no such card", keys) is None
    assert "Tama" in G.ui_help() or "S1" in G.ui_help()


def test_zones_lists_every_public_zone_in_full():
    s = state_at(9, lambda s: s.turn_no >= 8 and s.pending[1] == "main")
    p = s.current_player()
    text = " ".join(text_of(G.ui_zones(s, p), 200).split())
    for q in (0, 1):
        for z in ("ener", "trash", "lrig_trash", "lrig"):
            for c in getattr(s, z)[q]:
                assert s.T.name[c] in text, (z, s.T.name[c])
    for c in s.lrig_deck[p]:
        assert s.T.name[c] in text
    assert not leaked(text, visible_names(s, p), {s.T.name[c] for c in range(s.T.n)})


def test_option_numbers_match_the_terminals_keys():
    def each(s):
        p = s.current_player()
        nums = P.option_numbers(s, p)
        acts = G.ui_merge(s, s.legal_actions())
        keyed = terminal.option_keys(G, s, acts, keys_for(s, p))
        for k, a in keyed:
            if k.isdigit():
                assert nums[a.id] == k

    random_game(5, each)

