"""Card rulings for Brainstorm in its printed variants (importer_act._brainstorm,
verbs.verb_brainstorm): seed 000 집중 — the top N cards go to the waiting room; "For each
WHAT revealed among those cards" performs the action once per matching card, "If there is a
WHAT among those cards" once at most; WHAT may be a climax with an icon in its trigger icon.
Each a stacked scenario on a real card of the pool (FGO/S75-E003), and the recogniser's tables.
"""

from __future__ import annotations

from ws_helpers import CX_POOL, CX_RETURN, PASS, Y0B, Y1, act, deck_with, kind, make, opts

from tcgsim.games.weiss_schwarz import importer_kinds

FGO = "FGO/S75-E003"       # [(1) REST] flip 6; if there is a [return] climax: 1 《Chaldea》/《Babylonia》 back
TEXT = ("【ACT】 Brainstorm [(1) 【REST】 this card] Flip over 6 cards from the top of your deck, and put "
        "them into your waiting room. If there is a climax with [[return.gif]] in its trigger icon "
        "revealed among those cards, choose 1 《Chaldea》 or 《Babylonia》 character in your waiting "
        "room, and return it to your hand.")


def rec(line):
    a, _ = importer_kinds.recognise(line, {"type": "character"})
    return a


def test_if_there_is_reads_once_with_the_icon_filter():
    e = rec(TEXT)["effect"][0]
    assert e["verb"] == "brainstorm" and e["n"] == 6 and e["once"] is True
    assert e["filter"] == {"trigger": "return", "type": "climax"}
    each = rec(TEXT.replace("If there is a climax", "For each climax"))["effect"][0]
    assert "once" not in each and each["filter"] == e["filter"]
    # the top N cards wording, and a plain climax (no filter)
    plain = rec("【ACT】 Brainstorm [(1) 【REST】 this card] Flip over the top 5 cards of your deck, and "
                "put them into your waiting room. For each climax revealed among those cards, draw up "
                "to 1 card.")["effect"][0]
    assert plain["n"] == 5 and "filter" not in plain and "once" not in plain
    # a WHAT the filters cannot read stays unsupported
    assert rec(TEXT.replace("a climax with [[return.gif]] in its trigger icon", "a shiny thing")) is None


def _fgo_state(top):
    d = deck_with("bs-fgo", [(4, FGO), (1, CX_RETURN), (1, CX_POOL)])
    s = make(decks=[d, d], stage=[{1: FGO}, {}], stock=[1, 0], deck_top=[top, []],
             waiting=[[FGO], []])                 # a 《Chaldea》 character to return
    return s, s.stage[0][1], list(s.waiting[0])


def _use(s):
    act(s, "main", 100 + 1 * 5)                    # slot 1's first 【ACT】
    picks = 0
    while kind(s) == "choose":
        o = [x for x in opts(s) if x != PASS]
        act(s, "choose", o[0])
        picks += 1
    return picks


def test_if_there_is_a_return_climax_the_action_is_done_once():
    """Seed 000 집중: a [return] climax among the flipped cards: the action is done once (and
    "If there is" never more than once, unlike "For each")."""
    s, fgo, chaldea = _fgo_state([CX_RETURN, Y0B, Y0B, Y1, Y1, Y0B])
    hand0 = len(s.hand[0])
    assert _use(s) == 1
    assert len(s.hand[0]) == hand0 + 1 and s.hand[0][-1] in chaldea
    assert s.status[0][1] == 1 and not s.stock[0]


def test_a_climax_without_the_icon_does_nothing():
    s, fgo, chaldea = _fgo_state([CX_POOL, Y0B, Y0B, Y1, Y1, Y0B])
    hand0 = len(s.hand[0])
    assert _use(s) == 0
    assert len(s.hand[0]) == hand0 and all(x in s.waiting[0] for x in chaldea)
