"""Card rulings for the last abilities of the built-in decks that needed engine hooks:
Goi/WS02-TE21 Ayase (no Backup during that character's battle), JJ/S66-E040 Mammoni (soul
kept on a side attack), 5HY/W90-E049 Itsuki (Backup while in hand), and the timing of
"at the end of the turn" and "at the beginning of the encore step" (CR)."""

from __future__ import annotations

from ws_helpers import code, first, play, FRONTAL, PASS, SIDE, act, attack_id, cid, kind, opts, settle_forced

import tcgsim
from tcgsim.games.weiss_schwarz.scenario import scenario

G = tcgsim.game("weiss-schwarz")
AYASE, ERIO, XMAS = "Goi/WS02-TE21", "Gds/WS02-TE16", "Gid/WS02-TE10"
MAMMONI, PROSCIUTTO, ILLUSO = "JJ/S66-E040", "JJ/S66-E030", "JJ/S66-E035"
ITSUKI, FRESH = "5HY/W90-E049", "5HY/W83-E107"



def test_ayase_denies_the_chosen_characters_player_backup_during_its_battle():
    """Goi/WS02-TE21: the opponent's chosen character gets "during this card's battle, you
    cannot play events or Backup from your hand" until end of turn: when it is frontally
    attacked, its player is offered no counter card."""
    d = G.deck("dengeki-ws02")
    nino = G.deck("5hy-nino")
    s = scenario(G, decks=[d, nino], hand=[[AYASE], ["5HY/W83-E113"]],
                 level=[["Goi/WS02-TE20"] * 3, ["5HY/W90-E070"] * 2], stock=[2, 3],
                 clock=[[XMAS], []], stage=[{0: ERIO}, {2: FRESH}])
    play(s, 0, AYASE, 1)
    while kind(s) in ("order", "yes_no", "choose"):
        if kind(s) == "choose":
            act(s, "choose", s.stage[1][2])          # Ayase's grant: the facing character
        elif kind(s) == "order":
            act(s, "order", opts(s)[0])
        else:
            act(s, "yes_no", 0)
    act(s, "main", PASS)
    while kind(s) in ("order", "yes_no", "choose"):      # Erio's climax-phase +500
        act(s, kind(s), opts(s)[0])
    act(s, "climax", PASS)
    while kind(s) in ("order", "yes_no"):                # the defender's attack-phase moves
        act(s, kind(s), 0 if kind(s) == "yes_no" else opts(s)[0])
    act(s, "attack", attack_id(0, FRONTAL), settle=False)
    while kind(s) in ("order", "yes_no", "choose"):
        act(s, kind(s), opts(s)[0], settle=False)
    assert kind(s) == "counter" and opts(s) == (PASS,)   # the Backup in hand is barred


def test_itsuki_has_backup_in_hand_only_with_five_quintuplets():
    """5HY/W90-E049: with 5 or more 《Quintuplets》 characters, Itsuki in hand has
    "Backup 2000, level 0 [put this card from your hand into your waiting room]"."""
    nino = G.deck("5hy-nino")
    quint = "5HY/W90-E070"
    for n, offered in ((5, True), (4, False)):
        stage = {k: quint for k in range(n)}
        stage[1] = FRESH
        s = scenario(G, decks=[nino, nino], active=1, phase="attack", hand=[[ITSUKI], []],
                     stage=[stage, {1: "5HY/W83-E121"}], deck_top=[[], ["5HY/W90-E070"] * 3])
        while kind(s) in ("order", "yes_no"):        # "beginning of your opponent's attack
            act(s, kind(s), opts(s)[0])               # phase" abilities: declined
        act(s, "attack", attack_id(1, FRONTAL), settle=False)
        while kind(s) in ("order", "yes_no", "choose"):
            act(s, kind(s), opts(s)[-1] if kind(s) == "choose" else opts(s)[0], settle=False)
        assert kind(s) == "counter"
        assert (cid(s, 0, ITSUKI) in opts(s)) is offered, n
        if offered:
            fresh = s.stage[0][1]
            before = s.power_of(0, 1)
            act(s, "counter", cid(s, 0, ITSUKI), settle=False)
            battle = next(e for e in s.log if e[0] == "battle")
            assert battle[4] == fresh and battle[5] == before + 2000
            assert cid(s, 0, ITSUKI, "waiting") >= 0


def test_mammoni_keeps_its_soul_on_a_side_attack_when_a_level_0_character_was_milled():
    """JJ/S66-E040: mill 2; if a level 0 or lower character is among them, this card's soul
    does not decrease by side attacking until end of turn."""
    jj = G.deck("jj-passione")
    for top, kept in (([ILLUSO, MAMMONI], True), (["JJ/S66-E046", "JJ/S66-E046"], False)):
        s = scenario(G, decks=[jj, jj], hand=[[MAMMONI], []], deck_top=[top, []],
                     stage=[{}, {1: PROSCIUTTO}])
        play(s, 0, MAMMONI, 1)
        while kind(s) in ("order", "yes_no"):
            act(s, kind(s), opts(s)[0])
        act(s, "main", PASS)
        act(s, "climax", PASS)
        m = s.stage[0][1]
        act(s, "attack", attack_id(1, SIDE), settle=False)
        side_penalty = [e for e in s.log if e[0] == "modifier" and e[2] == m and e[3] == "soul"
                        and e[4] < 0]
        assert (not side_penalty) is kept, (top, side_penalty)


def test_end_of_turn_abilities_resolve_in_the_same_end_phase_before_effects_expire():
    """CR end phase: the climax goes to the waiting room and "until end of turn" effects end
    before the next turn begins."""
    from ws_helpers import Y0, make

    s = make(phase="main", stage=[{1: Y0}, {}], climax=[[], []])
    y = s.stage[0][1]
    s.add_mod(y, "power", 500, "turn")
    act(s, "main", PASS)
    if kind(s) == "climax":
        act(s, "climax", PASS)
    act(s, "attack", PASS)
    settle_forced(s)
    assert s.active == 1 and s.power_of(0, 1) == s.T.power[y]
