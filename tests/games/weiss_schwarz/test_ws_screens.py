"""Issue 8, the Weiß Schwarz terminal as a player wants it: a decision's screen fits
120 × 50 (and 80 columns stays readable), every public zone can be seen, prompts say what
is asked and why, options name what they choose, narration says why something happened."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from ws_helpers import (BK_G, DIRECT, FRONTAL, G0, PASS, R0, R1, Y0, Y0B, Y1, act, attack_id,
                        cid, deck_with, events, kind, make)

import tcgsim
from tcgsim.core.rng import Rng
from tcgsim.games.weiss_schwarz import prompt as P
from tcgsim.games.weiss_schwarz.narrate import describe
from tcgsim.games.weiss_schwarz.render import render

G = tcgsim.game("weiss-schwarz")
GUARDED = "5HY/W83-E121"          # Why So Guarded? Nino Nakano: not reversed facing cost 0


def lines_of(renderable, width=120):
    c = Console(record=True, width=width, file=io.StringIO())
    c.print(renderable)
    return c.export_text().splitlines()


def busy_state(seed=7):
    """A mid-game main phase of the human seat 0 with a full hand and both stages."""
    s = G.new_state([G.deck("dengeki-ws02"), G.deck("5hy-nino")], seed=seed)
    rng = Rng(seed)
    while not (s.turn >= 7 and s.pending and s.pending[1] == "main" and s.pending[0] == 0):
        ids = s.legal_ids()
        s.apply_id(ids[rng.below(len(ids))])
    return s


@pytest.mark.parametrize("seed", [3, 7, 11])
def test_the_table_of_a_busy_main_phase_fits_120_by_50_with_room_for_the_question(seed):
    s = busy_state(seed)
    keys = {c: "abcdefghijklmnoprstuvwxyz"[k] for k, c in enumerate(sorted(s.hand[0]))}
    lines = lines_of(render(s, 0, keys), 120)
    assert len(lines) <= 38, "\n".join(lines)      # 12 left for the question and options
    assert max(len(ln.rstrip()) for ln in lines) <= 120
    narrow = lines_of(render(s, 0, keys), 80)
    assert max(len(ln.rstrip()) for ln in narrow) <= 80
    for c in s.hand[0]:                             # one line per hand card, also at 80
        assert sum(1 for ln in narrow if ln[:5].strip().strip("[]") == keys[c]) == 1


def test_info_shows_any_visible_card_in_full_words_the_opponents_stage_too():
    """`?ocl` (the opponent's center left), `?a` (a hand card), `info NAME`."""
    s = busy_state()
    opp = next(x for x in s.stage[1][:3] if x >= 0)
    slot = ("cl", "cm", "cr")[s.stage[1].index(opp)]
    text = "\n".join(lines_of(P.card_info(s, 0, "o" + slot, {})))
    assert s.T.name[opp] in text
    for words in s.T.cards[opp].text():
        assert " ".join(words.split()) in " ".join(text.split())
    mine = sorted(s.hand[0])[0]
    assert s.T.name[mine] in "\n".join(lines_of(P.card_info(s, 0, "a", {mine: "a"})))
    hidden = next(c for c in s.hand[1] if c not in s.knowledge(0)["exact"])
    assert P.card_info(s, 0, s.T.cards[hidden].code.lower(), {}) is None or \
        any(s.T.name[x] == s.T.name[hidden] for x in P._visible(s, 0))


def test_zones_lists_every_public_zone_in_full():
    s = busy_state()
    text = " ".join("\n".join(lines_of(P.zones(s, 0))).split())
    for p in (0, 1):
        for z in ("waiting", "clock", "level", "memory"):
            for c in getattr(s, z)[p]:
                assert s.T.name[c] in text


def test_an_auto_cost_question_names_the_card_the_ability_and_the_cost_uncut():
    """The question says which card asks, the ability in its generated words, never cut with
    "…", and why "no" is the only answer when the hand cannot pay."""
    from test_ws_keywords import INDEP, JERSEY, QUINT
    from test_ws_keywords import make as kmake

    s = kmake(phase="climax", stage=[{0: INDEP}, {}], hand=[[JERSEY], []])
    words = P.prompt(s, 0)
    assert s.T.name[s.stage[0][0]] in words and "【AUTO】" in words and "…" not in words
    assert "reveal 1" in words
    s = kmake(phase="climax", stage=[{0: INDEP}, {}], hand=[[QUINT], []])
    assert "cannot pay" in P.prompt(s, 0)


def test_a_move_names_the_characters_and_a_choice_names_zone_and_copies():
    s = make(stage=[{0: Y1, 3: Y0}, {}])
    act(s, "main", 200)
    labels = [a.label for a in s.legal_actions()]
    y1, y0 = s.T.name[s.stage[0][0]], s.T.name[s.stage[0][3]]
    assert any(y1 in lb and y0 in lb and "swap" in lb for lb in labels)
    assert any(lb.startswith(f"move {y1} from center left to") for lb in labels)
    # copies of a card in the waiting room are one choice, said so
    s = make(phase="attack", stage=[{0: Y0B, 1: Y0}, {}], waiting=[[Y1, Y1, R1], []],
             deck_top=[["5HY/W101-E075", R1, G0], [Y0, Y0]])     # the comeback climax
    act(s, "attack", attack_id(1, DIRECT))
    assert kind(s) == "choose"
    merged = G.ui_merge(s, s.legal_actions())
    assert len(merged) == len(s.legal_actions()) - 1
    assert any("2 copies" in a.label and "waiting room" in a.label for a in merged)


def test_a_character_that_loses_but_is_not_reversed_is_narrated_with_the_reason():
    """Issue 8: "today a character silently survives a lost battle through an ability the
    player was never shown": the narration says why."""
    attacker = "5HY/W83-TE58"     # a vanilla cost 0 character with 5500 power
    d = deck_with("guarded", [(4, GUARDED), (4, attacker)])
    s = make(decks=[d, d], phase="attack", stage=[{1: attacker}, {1: GUARDED}],
             deck_top=[[Y0], [Y0, Y0]])
    a, g = s.stage[0][1], s.stage[1][1]
    assert s.T.cost[a] == 0 and s.power_of(0, 1) > s.power_of(1, 1)
    act(s, "attack", attack_id(1, FRONTAL))
    while kind(s) == "counter":
        act(s, "counter", PASS)
    ev = events(s, "not_reversed")
    assert ev and ev[-1][3] == g
    line = describe(G, ev[-1], 0, s)
    assert "not reversed" in line and "cannot become reversed" in line


def test_the_first_turns_single_attack_says_why_the_phase_ended():
    s = make(phase="attack", turn=1, stage=[{0: Y0B, 1: Y0}, {}], deck_top=[[Y0B], [G0, R0]])
    act(s, "attack", attack_id(1, DIRECT))
    ev = events(s, "first_turn_attack_done")
    assert ev and "attacks only once" in describe(G, ev[-1], 1, s)


def test_a_backup_question_names_the_attacked_character():
    s = make(phase="attack", stage=[{1: Y1}, {1: Y1}], hand=[[], [BK_G]],
             level=[[], [Y0]], stock=[[], [R1]], deck_top=[[Y0B], [G0]])
    act(s, "attack", attack_id(1, FRONTAL), settle=False)
    assert kind(s) == "counter"
    words = P.prompt(s, 1)
    assert s.T.name[s.stage[1][1]] in words and "frontal attacked" in words
    label = next(a.label for a in s.legal_actions() if a.id == cid(s, 1, BK_G))
    assert "+2500 power" in label and "1 stock" in label
