"""Card rulings for "reveal the top card of your deck. If that card is not a 《T》 character, put
it into your clock" and "If that card is level N or lower" (importer_effects._fx_reveal,
verbs.verb_reveal_top with `negate` / to "clock"). Seed 000 공개: a revealed card is seen by both
players and returns to its place unless moved; seed 000 리프레시: an empty deck refreshes.
Each a stacked scenario on a real card of the pool, named by its code; plus the recogniser's
tables with near misses that stay unsupported. Card text: ../shared/data/weiss_schwarz/cards.
"""

from __future__ import annotations

from ws_helpers import Y0, act, deck_with, kind, make, play

from tcgsim.games.weiss_schwarz import importer_kinds

RIINA = "IMC/W41-E104"     # placed: reveal top; if it is not a 《Music》 character, into your clock
CX = "5HY/W83-E062"        # a climax (pool)
DECK0 = 0


def mk(**kw):
    d = deck_with("deck-deck2-riina", [(4, RIINA), (4, CX)])
    return make(decks=[d, d], **kw)


def rec(line):
    a, _ = importer_kinds.recognise(line, {"type": "character"})
    return a


RIINA_LINE = ("【AUTO】 When this card is placed on the stage from your hand, reveal the top card of "
              "your deck. If that card is not a 《Music》 character, put it into your clock. (If it "
              "is, return the revealed card to its original place)")


def test_riina_recognised_as_a_negated_reveal_to_the_clock():
    a = rec(RIINA_LINE)
    assert a["effect"] == [{"verb": "reveal_top", "filter": {"trait": "Music", "type": "character"},
                            "negate": True, "to": "clock"}]


def test_near_misses_stay_unsupported():
    # a negated reveal with another effect is not read (only "put it into your clock" is)
    assert rec(RIINA_LINE.replace("put it into your clock", "put it into your hand")) is None
    assert rec(RIINA_LINE.replace("put it into your clock", "put it into your stock")) is None


def test_level_n_or_lower_reveal_filter():
    a = rec("【AUTO】 When this card is placed on the stage from your hand, reveal the top card of your "
            "deck. If that card is level 0 or lower, put it into your hand.")
    assert a["effect"] == [{"verb": "reveal_top", "filter": {"level_max": 0, "type": "card"},
                            "to": "hand"}]


def _resolve(s):
    while kind(s) == "order":
        act(s, kind(s), s.pending[2][0])


def test_riina_non_music_top_card_goes_to_the_clock_seen_by_both():
    """Seed 000 공개: the revealed card is known to both players; not 《Music》 -> clock."""
    s = mk(hand=[[RIINA], []], deck_top=[[Y0], []])
    top = s.deck[0][-1]
    clock = len(s.clock[0])
    play(s, 0, RIINA, 0)
    _resolve(s)
    assert s.clock[0][-1] == top and len(s.clock[0]) == clock + 1
    assert top not in s.deck[0]


def test_riina_music_top_card_stays_on_top_known_to_both():
    """Seed 000 공개: a revealed card not moved returns to its original place, seen by both."""
    s = mk(hand=[[RIINA], []], deck_top=[[RIINA], []])
    top = s.deck[0][-1]
    clock = len(s.clock[0])
    play(s, 0, RIINA, 0)
    _resolve(s)
    assert s.deck[0][-1] == top and len(s.clock[0]) == clock
    assert s.knows(0, top, DECK0) and s.knows(1, top, DECK0)      # revealed: both players


def test_riina_last_card_to_the_clock_refreshes_the_deck():
    """Seed 000 리프레시: the deck's last card leaves -> the waiting room becomes the deck."""
    s = mk(hand=[[RIINA], []], deck_top=[[Y0], []])
    top = s.deck[0][-1]
    s.waiting[0].extend(s.deck[0][:-1])
    s.deck[0][:] = [top]
    w, clock = len(s.waiting[0]), len(s.clock[0])
    play(s, 0, RIINA, 0)
    _resolve(s)
    assert top in s.clock[0] and not s.waiting[0]
    # the refresh point: the new deck's top card also went to the clock
    assert len(s.clock[0]) == clock + 2 and len(s.deck[0]) == w - 1 and s.refresh_due[0] == 0
