"""Card rulings for the printed keyword abilities in their variant wordings
(importer_keywords.py): Bond with quoted names, Backup with misprinted icons and the
reminder text, Shift's reminder variants and the label keywords (seed 000 용어 설명). Each a
recogniser table for a printed line of a real card (named by its code), a stacked scenario
where the engine plays it, and near misses that must stay unsupported.
"""

from __future__ import annotations

from ws_helpers import community_abilities, PASS, act, cid, deck_with, kind, opts

import tcgsim
from tcgsim.games.weiss_schwarz import importer as I
from tcgsim.games.weiss_schwarz import importer_kinds as ik
from tcgsim.games.weiss_schwarz.scenario import scenario

G = tcgsim.game("weiss-schwarz")
LEVI_BOND = "AOT/S50-E027"    # 【AUTO】 Bond/""Resisting Fate" Levi" [(1)], name holds quotes
OKARUN = "DDD/S118-E049"      # Bond/"A" "B" with the reminder "A" or "B" (second ability)
DG_BACKUP = "DG/S03-E004"     # 【ACT】 COUNTER@ Backup 1500, Level 1 [(1) …]
P4_BACKUP = "P4/S01-059"      # Backup 2500 Level 2 (no comma) with the reminder text
FZ_SHIFT = "FZ/S17-E044"      # 【CLOCK】 Shift, Level 0 (green card), reminder ends "them.)"
KNK_CHANGE = "KNK/W86-E063"   # 【AUTO】 Change [this to WR] your encore step, in center stage
LEVI = "AOT/S35-E032"         # "Resisting Fate" Levi, the card Bond returns
CHAR = {"type": "character"}



def printed(code: str, **has) -> dict:
    """The one recognised ability of the card with these keys (its other abilities aside)."""
    got = [a for a in community_abilities(code) if all(a.get(k) == v for k, v in has.items())]
    assert len(got) == 1, (code, has, community_abilities(code))
    return got[0]


# ---- Bond ------------------------------------------------------------------------------------

def test_bond_with_a_quoted_name_reads_the_name_whole():
    a = printed(LEVI_BOND, kind="auto", when="placed_from_hand", cost=[{"stock": 1}])
    assert a["when"] == "placed_from_hand" and a["cost"] == [{"stock": 1}]
    assert a["effect"] == [{"verb": "salvage", "filter": {"name": '"Resisting Fate" Levi'},
                            "n": 1, "up_to": False, "to": "hand"}]


def test_bond_with_two_names_and_the_or_reminder():
    a = [x for x in community_abilities(OKARUN) if x["kind"] == "auto" and x.get("cost") == [{"discard": 1}]]
    assert a and a[-1]["effect"][0]["filter"] == {"any_of": [
        {"name": "Tenacious Pursuit, Okarun"}, {"name": "Full Throttle Pursuit, Okarun"}]}


def test_bond_whose_reminder_names_another_card_stays_unsupported():
    line = ('【AUTO】 Bond/""Resisting Fate" Levi" [(1)] (When this card is played and placed on '
            'the stage, you may pay the cost. If you do, choose 1 card named "Eren" in your '
            'waiting room, and return it to your hand)')
    assert ik.recognise(line, CHAR)[0] is None
    # quoted names without the reminder are ambiguous ('"A" "B"' or one name): unsupported
    assert ik.recognise('【AUTO】 Bond/""A" B" [(1)]', CHAR)[0] is None


def test_bond_scenario_pays_and_returns_the_quoted_name_from_the_waiting_room():
    """Levi is played; the player pays (1) and takes '"Resisting Fate" Levi' back."""
    d = deck_with("kw-levi", [(4, LEVI_BOND), (4, LEVI), (4, "AOT/S50-E005")])
    s = scenario(G, decks=[d, d], hand=[[LEVI_BOND], []], waiting=[[LEVI], []],
                 stock=[1, 0])
    target = cid(s, 0, LEVI, "waiting")
    assert G.pool.by_code[LEVI].name == '"Resisting Fate" Levi'
    act(s, "main", cid(s, 0, LEVI_BOND))
    act(s, "slot", 0)
    if kind(s) == "order":            # Hange's other 【AUTO】 (reveal the top card) waits too
        act(s, "order", opts(s)[-1])  # Bond, the card's third ability, first
    assert kind(s) == "yes_no"        # "you may pay the cost"
    act(s, "yes_no", 1)
    if kind(s) == "choose":
        assert target in opts(s)
        act(s, "choose", target)
    assert target in s.hand[0] and not s.stock[0]


# ---- Backup ----------------------------------------------------------------------------------

def test_backup_with_the_misprinted_counter_icon():
    a = printed(DG_BACKUP, kind="backup")
    assert a == {"kind": "backup", "power": 1500, "level": 1, "stock": 1}


def test_backup_without_the_comma_and_with_its_reminder():
    a = printed(P4_BACKUP, kind="backup")     # the card is level 2: "Backup 2500 Level 2"
    assert a == {"kind": "backup", "power": 2500, "level": 2, "stock": 1}


def test_backup_whose_reminder_gives_another_power_stays_unsupported():
    line = ("【ACT】 【COUNTER】 Backup 2500 Level 1 [(1) Put this card from your hand into your "
            "waiting room] (Choose 1 of your characters that is being frontal attacked, and that "
            "character gets +3000 power until end of turn.)")
    assert ik.recognise(line, CHAR)[0] is None
    # another destination than the waiting room is not this Backup (the memory, the deck)
    assert ik.recognise("【ACT】 【COUNTER】 Backup 2500, Level 1 [(1) Put this card from your "
                        "hand into your memory]", CHAR)[0] is None


# ---- Shift and the label keywords --------------------------------------------------------------

def test_shift_reminder_with_its_final_period():
    a = printed(FZ_SHIFT, kind="auto")
    assert a["zone"] == "clock" and a["condition"] == {"level_min": 0}
    assert a["effect"] == [{"verb": "shift", "filter": {"color": "green", "type": "card"}}]


def test_change_label_reads_the_ability_without_the_word():
    a = printed(KNK_CHANGE, kind="auto")
    assert a["when"] == "your_encore_step_start" and a["cost"] == [{"to_waiting_room_self": 1}]
    assert a["condition"] == {"in_center": True}     # "your" encore step: the event says whose
    assert a["effect"][0]["verb"] == "to_stage" and a["effect"][0]["slots"] == "this"


def test_backup_whose_reminder_contradicts_its_power_stays_unsupported():
    """KC/S42-PE02 prints "Backup 1500" and the reminder "+500 power": which one the card
    gives cannot be told from the text, so it is not read (seed 000 백업)."""
    assert not [a for a in community_abilities("KC/S42-PE02") if a["kind"] == "backup"]


# ---- Encore (seed 000 앙코르) ------------------------------------------------------------------

AW_ENCORE = "AW/S43-E024"     # Encore [Put a yellow card from your hand …] (reminder)
AW_YELLOW, AW_RED = "AW/S43-E001", "AW/S43-E054"


def test_encore_with_a_colour_discard_and_its_reminder():
    assert printed(AW_ENCORE, kind="encore")["cost"] == [{"discard": 1, "filter": {"color": "yellow"}}]
    # the reminder's "as REST" written without the brackets (LL/W34-E102)
    assert printed("LL/W34-E102", kind="encore")["cost"] == [{"discard_character": 1}]


def test_encore_whose_reminder_says_another_thing_stays_unsupported():
    line = ("【AUTO】 Encore [Put 1 yellow card from your hand into your waiting room] (When this card "
            "is put into your waiting room from the stage, you may pay the cost. If you do, return "
            "this card to its previous stage position as 【STAND】.)")
    assert ik.recognise(line, CHAR)[0] is None


def test_colour_encore_scenario_pays_only_with_a_card_of_that_colour():
    """The reversed card is put into the waiting room at the encore step; its Encore is
    offered only with a yellow card in hand, and brings it back 【REST】 to its position."""
    from tcgsim.games.weiss_schwarz.rules import REST, REVERSE
    d = deck_with("kw-aw", [(4, AW_ENCORE), (4, AW_YELLOW), (4, AW_RED)])
    s = scenario(G, decks=[d, d], phase="encore", stage=[{0: AW_ENCORE}, {}],
                 status=[{0: REVERSE}, {}], hand=[[AW_RED], []])
    assert opts(s) == (0,)                       # a red card cannot pay it
    s = scenario(G, decks=[d, d], phase="encore", stage=[{0: AW_ENCORE}, {}],
                 status=[{0: REVERSE}, {}], hand=[[AW_RED, AW_YELLOW], []])
    me = cid(s, 0, AW_ENCORE, "waiting")          # put there at the encore step
    act(s, "encore", 2)
    y = cid(s, 0, AW_YELLOW)
    if kind(s) == "choose":
        assert opts(s) == (y,)
        act(s, "choose", y)
    assert s.stage[0][0] == me and s.status[0][0] == REST and y in s.waiting[0]


# ---- the label keywords --------------------------------------------------------------------------

def test_a_label_before_a_text_we_do_not_read_stays_unsupported():
    assert ik.recognise("【AUTO】 Change [Put this card into your waiting room] At the beginning of your "
                        "encore step, if this card is 【REST】, shuffle the stars.", CHAR)[0] is None
    # a label is one word before the text: two labels are no printed wording
    assert ik.recognise("【CONT】 Memory Memory This card gets +500 power.", CHAR)[0] is None


def test_change_with_in_the_stage_wordings_reads_the_same_position():
    """GRI/S72-E013: "put it in the stage position that this card was in. (This ability does not
    activate if this card is not in the stage …)" = Change onto the position it left (seed 000
    체인지)."""
    a = printed("GRI/S72-E013", kind="auto", when="climax_phase_start")
    assert a["cost"] == [{"to_waiting_room_self": 1}] and a["effect"][0]["slots"] == "this"
    # a Change onto another position is not this one
    assert ik.recognise('【AUTO】 Change [Put this card into your waiting room] At the beginning of your '
                        'climax phase, you may pay the cost. If you do, choose 1 "Ab" in your waiting '
                        'room, and put it in the stage position that this card was not in.', CHAR)[0] is None
