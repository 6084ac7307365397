"""Card rulings for the quoted sub-effect families (importer_modal.py, verbs_modal.py):
"choose N of the following effects, and perform it" (the ability's controller chooses; the
official WS rules, seed 000 being silent: an effect that cannot be performed may still be
chosen), "all players perform the following action" (each player for themselves, the turn
player first -- official WS rules, seed 000 silent), "perform the following action N times"
(importer_auto's repeat_n). Each a stacked scenario (scenario.py) on a real card of the pool,
named by its code; and the recogniser's tables for their printed lines, with near misses that
stay unsupported. Card text: ../shared/data/weiss_schwarz/cards/*.json.
"""

from __future__ import annotations

from ws_helpers import B0, G0, R0, R1, Y0, Y1, act, deck_with, look_through, make, play

from tcgsim.games.weiss_schwarz import importer_kinds

HAJIME = "ARI/S103-E066"   # L3 red, placed: choose 1 of: look at up to 3 … / may heal 1
MEMO = "5HY/W101-E104"     # L1 red, placed: all players: memory of 5+ -> keep 4, rest to WR
CX = "5HY/W83-E062"        # a climax (pool)


def deck(*codes):
    return deck_with("deck-modal-" + "-".join(c.replace("/", "") for c in codes),
                     [(4, c) for c in codes] + [(4, CX)])


def rec(line):
    a, _ = importer_kinds.recognise(line, {"type": "character"})
    return a


# ---- recognisers on the printed lines ------------------------------------------------------------

def test_ari_s103_e066_choose_1_of_the_following_effects():
    a = rec('【AUTO】 When this card is placed on the stage from your hand, choose 1 of the following '
            'effects, and perform it. "Look at up to 3 cards from the top of your deck, choose up to 1 '
            'card from among them, put it into your hand, and put the rest into your waiting room." '
            '"You may put the top card of your clock into your waiting room."')
    assert a["effect"] == [{"verb": "modal", "choose": 1, "options": [
        [{"verb": "dig", "n": 3, "choose": 1, "to": "hand", "rest": "waiting"}],
        [{"verb": "heal", "n": 1, "optional": True}]]}]


def test_azl_s102_e085_choose_1_without_comma_and_5hy_w101_e104_all_players():
    a = rec('【AUTO】 When this card attacks, if you have 2 or more other 《KAN-SEN》 characters, choose 1 '
            'of the following effects and perform it. "This card gets +6000 power until end of turn." '
            '"Choose 1 of your other 《KAN-SEN》 characters, and that character gets +3000 power until the '
            'end of your opponent\'s next turn."')
    assert a["effect"][0]["verb"] == "modal" and len(a["effect"][0]["options"]) == 2
    a = rec('【AUTO】 When this card is placed on the stage from your hand, all players perform the '
            'following action. "If your memory has 5 or more cards, choose 4 cards in your memory, and '
            'put all cards in your memory except those cards into your waiting room."')
    assert a["effect"] == [{"verb": "each_player", "effect": [
        {"verb": "memory_keep", "min": 5, "n": 4}]}]


def test_ari_s103_e016_perform_the_following_action_2_times_is_repeat_n():
    a = rec('【AUTO】 When this card is placed on the stage from your hand, perform the following action '
            '2 times. "Look at the top card of your deck, and put it on the top of your deck or into '
            'your waiting room."')
    assert a["effect"] == [{"verb": "repeat_n", "n": 2,
                            "effect": [{"verb": "top_or_bottom", "to": "waiting"}]}]


def test_near_misses_stay_unsupported():
    # one quoted option not recognised: the whole ability stays unrecognised
    assert rec('【AUTO】 When this card is placed on the stage from your hand, choose 1 of the following '
               'effects, and perform it. "Draw 1 card." "Your opponent returns all cards from their '
               'stock to their deck, shuffles their deck."') is None
    # a single option: not a choice
    assert rec('【AUTO】 When this card is placed on the stage from your hand, choose 1 of the following '
               'effects, and perform it. "Draw 1 card."') is None
    # "all players" with an effect naming "this card": the other player does not own it
    assert rec('【AUTO】 When this card is placed on the stage from your hand, all players perform the '
               'following action. "This card gets +1000 power until end of turn."') is None
    # memory of 4 or more, keep 4: nothing could ever go -- not read
    assert rec('【AUTO】 When this card is placed on the stage from your hand, all players perform the '
               'following action. "If your memory has 4 or more cards, choose 4 cards in your memory, '
               'and put all cards in your memory except those cards into your waiting room."') is None


# ---- modal: the controller (only) chooses; each option does what it says ------------------------

def _hajime(**kw):
    d = deck(HAJIME)
    return make(decks=[d, d], hand=[[HAJIME], []], level=[[R0, R0, R1], []],
                stock=[[B0, B0, G0], []], **kw)


def test_ari_s103_e066_the_controller_chooses_the_heal():
    """The ability's controller chooses (decision kind "mode", posed to seat 0 only); option 2
    "You may put the top card of your clock into your waiting room" heals 1."""
    s = _hajime(clock=[[Y0, Y1], []])
    top = s.clock[0][-1]
    play(s, 0, HAJIME, 0)
    assert s.pending[0] == 0 and s.pending[1] == "mode" and s.pending[2] == (0, 1)
    act(s, "mode", 1)
    assert s.pending[0] == 0 and s.pending[1] == "yes_no"       # "you may"
    act(s, "yes_no", 1)
    assert top in s.waiting[0] and len(s.clock[0]) == 1
    assert s.pending[1] == "main"                                # only one option performed


def test_ari_s103_e066_the_look_option_and_an_option_that_does_nothing():
    """Option 1 looks at 3 (its owner only), 1 into the hand, the rest to the waiting room;
    official WS rules (seed 000 silent): the heal may be chosen with an empty clock, and then
    nothing happens."""
    s = _hajime(deck_top=[[Y1, Y0, Y0], []])
    top3 = s.deck[0][-3:]
    y1 = s.deck[0][-1]
    play(s, 0, HAJIME, 0)
    act(s, "mode", 0)
    look_through(s)                                              # up to 3, one at a time
    assert s.pending[0] == 0 and y1 in s.pending[2]
    act(s, "choose", y1)
    assert y1 in s.hand[0] and set(top3) - {y1} <= set(s.waiting[0]) and s.clock[0] == []
    assert s.pending[1] == "main"
    s = _hajime()
    play(s, 0, HAJIME, 0)
    act(s, "mode", 1)                                            # empty clock: chosen anyway
    assert s.clock[0] == [] and s.pending[1] in ("main", "yes_no")


# ---- all players: each for themselves, the turn player first ----------------------------------

def test_5hy_w101_e104_all_players_keep_4_of_their_memory_turn_player_first():
    """Each player performs it as "you": the turn player (seat 0) chooses their 4 first, then
    seat 1; a memory of 5 or more loses the rest to its owner's waiting room."""
    d = deck(MEMO)
    s = make(decks=[d, d], hand=[[MEMO], []], level=[[R0], []],
             memory=[[Y0, Y0, Y0, Y1, Y1], [Y0, Y0, Y0, Y0, Y1, Y1]])
    play(s, 0, MEMO, 0)
    mine = list(s.memory[0])
    for k in range(4):
        assert s.pending[0] == 0 and s.pending[1] == "choose"
        act(s, "choose", mine[k])
    assert s.memory[0] == mine[:4] and mine[4] in s.waiting[0]
    theirs = list(s.memory[1])
    for k in range(4):
        assert s.pending[0] == 1 and s.pending[1] == "choose"
        act(s, "choose", theirs[k + 2])
    assert s.memory[1] == theirs[2:] and set(theirs[:2]) <= set(s.waiting[1])


def test_5hy_w101_e104_a_memory_under_5_is_untouched():
    d = deck(MEMO)
    s = make(decks=[d, d], hand=[[MEMO], []], level=[[R0], []],
             memory=[[Y0, Y0, Y0, Y1], [Y0, Y0, Y0, Y0, Y1]])
    play(s, 0, MEMO, 0)
    assert len(s.memory[0]) == 4 and s.pending[0] == 1          # seat 0 not asked
    for x in list(s.memory[1])[:4]:
        act(s, "choose", x)
    assert len(s.memory[1]) == 4 and s.pending[1] == "main"


def test_ari_s103_e066_the_options_are_labelled_by_their_effects():
    from tcgsim.games.weiss_schwarz.view import action_label

    s = _hajime(clock=[[Y0], []])
    play(s, 0, HAJIME, 0)
    assert "clock" in action_label(s, "mode", 1) and "look" in action_label(s, "mode", 0)


def test_ari_s103_e066_the_mode_decision_has_its_rl_block():
    """The RL encoding (weiss-schwarz/v2) maps option k of a `mode` decision to entry k of
    its `mode` block, and the decision one-hot names `mode`."""
    from tcgsim.rl.common import encoding
    from tcgsim.rl.encodings import weiss_schwarz as W

    s = _hajime(clock=[[Y0, Y1], []])
    play(s, 0, HAJIME, 0)
    assert s.pending[1] == "mode"
    enc = encoding("weiss-schwarz")
    enc.prepare(s)
    b = enc.actions.blocks["mode"].start
    assert enc.option_indices("mode", s.legal_ids(), s.view(0)) == {b: 0, b + 1: 1}
    obs = enc.observe(s.view(0))
    dec = enc.layout["decision"].start
    assert obs[dec + W.KINDS.index("mode")] == 1 and obs[dec + len(W.KINDS)] == 1
    assert obs[dec + W.KINDS.index("main")] == 0
