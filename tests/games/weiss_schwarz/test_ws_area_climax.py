"""Rulings on the abilities that name the climax area (importer_climax.py, verbs_climax.py):
a climax's own "when this card is placed on your climax area from your hand" abilities
(seed 000 클라이맥스 페이즈: the climax is placed, then its 【AUTO】 triggers), the choice of
one or of up to N characters that then get two stats ("choose_then"), "when your opponent's
climax is placed on their climax area", the conditions on a climax in the climax area, and
the wordings the importer reads as the same ability ("a card" / "one" for 1, "from hand",
"a climax is placed" for "your climax is placed", trigger icon reminders)."""

from __future__ import annotations

import pytest
from ws_helpers import PASS, Y0, act, cid, deck_with, events, kind, make, opts

from tcgsim.games.weiss_schwarz import abilities as ab
from tcgsim.games.weiss_schwarz import importer as I

GLDEMO = "AB/W31-E050"      # climax (yellow): draw a card, one character +2000 power +1 soul
OUTFIT = "5HY/W83-E135"     # climax (blue): up to 2 characters +2000 power and +1 soul
RUN = "AOT/S50-E084a"       # climax (red): up to one red card waiting room -> stock, all +1 soul
ITSUKI = "5HY/W90-E055"     # red: when the opponent's climax is placed, may go to the stock
CASTER = "APO/S53-TE12"     # blue: when a climax is placed, one character +1000 power
ARMIN = "AOT/SX04-011"      # yellow: when your climax is placed, up to 2 characters +1000
FS_SOUL = "FS/S36-E017"     # yellow: +1 soul if a yellow climax is in your climax area
FS_POWER = "FS/S36-E084"    # blue: +2000 power if there is a blue climax in your climax area
BATTLEFRONT = "AB/W31-E103"  # climax with a trigger icon reminder on a line of its own


def deck():
    return deck_with("area-climax", [(2, GLDEMO), (2, OUTFIT), (2, RUN), (4, ITSUKI),
                                     (4, CASTER), (4, ARMIN), (4, FS_SOUL), (4, FS_POWER),
                                     (2, BATTLEFRONT)])


def scene(**kw):
    d = deck()
    return make([d, d], **kw)


def stat(s, p, slot):
    return s.power_of(p, slot), s.soul_of(p, slot)


# ---- the climaxes' own abilities --------------------------------------------------------------

def test_gldemo_draws_then_one_chosen_character_gets_power_and_soul():
    """AB/W31-E050: placed from the hand -> draw 1, then choose 1 of your characters: that
    one (and only that one) gets +2000 power and +1 soul until end of turn."""
    s = scene(phase="climax", hand=[[GLDEMO], []], clock=[[Y0], []],
              stage=[{0: Y0, 1: FS_SOUL}, {}])
    before = [stat(s, 0, 0), stat(s, 0, 1)]
    hand = len(s.hand[0])
    act(s, "climax", cid(s, 0, GLDEMO))
    assert len(s.hand[0]) == hand - 1 + 1          # the climax left, one card was drawn
    assert kind(s) == "choose" and set(opts(s)) == {s.stage[0][0], s.stage[0][1]}
    assert PASS not in opts(s)                     # "choose 1": not "up to"
    act(s, "choose", s.stage[0][1])
    # Y0 is not chosen; FS_SOUL gets +2000/+1 and its own +1 soul (a yellow climax is there)
    assert stat(s, 0, 0) == before[0]
    assert stat(s, 0, 1) == (before[1][0] + 2000, before[1][1] + 1 + 1)


def test_outfit_chooses_up_to_two_distinct_characters_and_may_stop():
    """5HY/W83-E135: choose up to 2 of your characters (each once, 0 allowed), and those
    characters get +2000 power and +1 soul."""
    s = scene(phase="climax", hand=[[OUTFIT], []], clock=[[FS_POWER], []],
              stage=[{0: Y0, 1: Y0, 2: FS_SOUL}, {}])
    base = [stat(s, 0, k) for k in range(3)]
    act(s, "climax", cid(s, 0, OUTFIT))
    a, b, c = s.stage[0][:3]
    assert kind(s) == "choose" and set(opts(s)) == {a, b, c, PASS}
    act(s, "choose", c)
    assert set(opts(s)) == {a, b, PASS}            # c cannot be chosen twice
    act(s, "choose", a)
    assert kind(s) != "choose"                     # two chosen: the choice ends
    assert stat(s, 0, 0) == (base[0][0] + 2000, base[0][1] + 1)
    assert stat(s, 0, 1) == base[1]
    assert stat(s, 0, 2) == (base[2][0] + 2000, base[2][1] + 1)


def test_outfit_up_to_two_may_choose_none():
    s = scene(phase="climax", hand=[[OUTFIT], []], clock=[[FS_POWER], []],
              stage=[{0: Y0, 1: Y0}, {}])
    base = [stat(s, 0, k) for k in range(2)]
    act(s, "climax", cid(s, 0, OUTFIT))
    act(s, "choose", PASS)
    assert [stat(s, 0, k) for k in range(2)] == base


def test_run_puts_a_red_card_of_the_waiting_room_into_the_stock_and_all_get_soul():
    """AOT/S50-E084a ("choose up to one red card in your waiting room, put it into your stock,
    and all of your characters get +1 soul"): only red cards are offered, "up to" may pass."""
    s = scene(phase="climax", hand=[[RUN], []], clock=[[ITSUKI], []], waiting=[[ITSUKI, Y0], []],
              stage=[{0: Y0, 3: Y0}, {}])
    souls = [s.soul_of(0, 0), s.soul_of(0, 3)]
    act(s, "climax", cid(s, 0, RUN))
    red = cid(s, 0, ITSUKI, "waiting")
    assert kind(s) == "choose" and set(opts(s)) == {red, PASS}
    stock = len(s.stock[0])
    act(s, "choose", red)
    assert len(s.stock[0]) == stock + 1 and s.stock[0][-1] == red
    assert [s.soul_of(0, 0), s.soul_of(0, 3)] == [souls[0] + 1, souls[1] + 1]


# ---- characters waiting for a climax ------------------------------------------------------------

def test_caster_a_climax_placed_on_your_climax_area_is_your_climax_placed():
    """APO/S53-TE12 ("When a climax is placed on your climax area"): read as "when your
    climax is placed" -- only its owner's climaxes are ever in a climax area."""
    s = scene(phase="climax", hand=[[BATTLEFRONT], []], clock=[[ITSUKI], []],
              stage=[{0: CASTER}, {}])
    p0 = s.power_of(0, 0)
    act(s, "climax", cid(s, 0, BATTLEFRONT))
    # the only character: chosen without asking; +1000 of the climax's 【CONT】 and +1000
    assert s.power_of(0, 0) == p0 + 1000 + 1000
    assert any(e[3] == s.stage[0][0] for e in events(s, "ability"))


def test_caster_does_not_trigger_on_the_opponents_climax():
    s = scene(active=1, phase="climax", hand=[[], [BATTLEFRONT]], clock=[[], [ITSUKI]],
              stage=[{0: CASTER}, {}])
    p0 = s.power_of(0, 0)
    act(s, "climax", cid(s, 1, BATTLEFRONT))
    assert s.power_of(0, 0) == p0
    assert not any(e[3] == s.stage[0][0] for e in events(s, "ability"))


def test_armin_up_to_two_of_your_characters_get_power():
    """AOT/SX04-011: when your climax is placed, choose up to 2 of your characters, and those
    characters get +1000 power until end of turn."""
    s = scene(phase="climax", hand=[[GLDEMO], []], clock=[[Y0], []],
              stage=[{0: ARMIN, 1: Y0, 2: Y0}, {}])
    base = [s.power_of(0, k) for k in range(3)]
    act(s, "climax", cid(s, 0, GLDEMO))
    # both the climax's and Armin's abilities wait; the turn player orders them
    while kind(s) not in ("choose",):
        act(s, kind(s), opts(s)[0])
    seen = 0
    while kind(s) == "choose":
        o = opts(s)
        if PASS in o:                               # Armin's "up to 2"
            pick = [x for x in o if x != PASS][0]
        else:                                       # Gldemo's "choose 1"
            pick = o[0]
        act(s, "choose", pick)
        seen += 1
        if seen > 6:
            break
    total = sum(s.power_of(0, k) for k in range(3)) - sum(base)
    assert total == 2000 + 1000 + 1000              # Gldemo +2000 to one, Armin +1000 to two


def test_itsuki_goes_to_the_stock_when_the_opponents_climax_is_placed():
    """5HY/W90-E055: when your opponent's climax is placed on their climax area, you may put
    this card into your stock (the opponent of the turn player decides)."""
    s = scene(active=1, phase="climax", hand=[[], [OUTFIT]], clock=[[], [FS_POWER]],
              stage=[{2: ITSUKI}, {}])
    me = s.stage[0][2]
    act(s, "climax", cid(s, 1, OUTFIT))
    while kind(s) == "choose":                      # Outfit's own "up to 2" (no characters)
        act(s, "choose", PASS)
    assert kind(s) == "yes_no" and s.pending[0] == 0
    act(s, "yes_no", 1)
    assert s.stage[0][2] == -1 and me in s.stock[0]


def test_itsuki_stays_when_its_own_climax_is_placed():
    s = scene(phase="climax", hand=[[BATTLEFRONT], []], clock=[[ITSUKI], []],
              stage=[{2: ITSUKI}, {}])
    act(s, "climax", cid(s, 0, BATTLEFRONT))
    assert kind(s) != "yes_no"
    assert s.stage[0][2] >= 0


@pytest.mark.parametrize("climax,gets", [(GLDEMO, True), (RUN, False)])
def test_fs_soul_only_while_a_yellow_climax_is_in_your_climax_area(climax, gets):
    """FS/S36-E017: +1 soul if a yellow climax is in your climax area (Gldemo is yellow,
    Run!! red)."""
    s = scene(stage=[{0: FS_SOUL}, {}])
    base = s.soul_of(0, 0)
    s2 = scene(stage=[{0: FS_SOUL}, {}], climax=[[climax], []])
    assert s2.soul_of(0, 0) == base + (1 if gets else 0)


def test_fs_power_reads_your_climax_area_not_the_opponents():
    s = scene(stage=[{0: FS_POWER}, {}], climax=[[], [OUTFIT]])
    base = s.power_of(0, 0)
    s2 = scene(stage=[{0: FS_POWER}, {}], climax=[[OUTFIT], []])
    assert s2.power_of(0, 0) == base + 2000


# ---- the importer ------------------------------------------------------------------------------

CHAR = {"type": "character"}
CX = {"type": "climax"}
LINES = [
    ("【AUTO】 When this card is placed on your climax area from hand, draw a card, choose one of "
     "your characters, and that character gets +2000 power and +1 soul until end of turn.", CX,
     {"kind": "auto", "when": "climax_placed", "effect": [
         {"verb": "draw", "n": 1},
         {"verb": "choose_then", "target": {"choose": 1, "from": "your_stage"}, "then": [
             {"verb": "power", "target": "that", "amount": 2000, "until": "turn"},
             {"verb": "soul", "target": "that", "amount": 1, "until": "turn"}]}]}),
    ("【AUTO】 When this card is placed on your climax area from your hand, choose up to 2 of your "
     "green characters, and those characters get +2000 power and +1 soul until end of turn.", CX,
     {"kind": "auto", "when": "climax_placed", "effect": [
         {"verb": "choose_then", "target": {"choose": 2, "from": "your_stage",
                                            "filter": {"color": "green"}, "up_to": True},
          "then": [{"verb": "power", "target": "that", "amount": 2000, "until": "turn"},
                   {"verb": "soul", "target": "that", "amount": 1, "until": "turn"}]}]}),
    ("【AUTO】 When this card is placed on your climax area from your hand, choose up to one red "
     "card in your waiting room, put it into your stock, and all of your characters get +1 soul "
     "until end of turn.", CX,
     {"kind": "auto", "when": "climax_placed", "effect": [
         {"verb": "salvage", "filter": {"color": "red", "type": "card"}, "n": 1, "up_to": True,
          "to": "stock"},
         {"verb": "soul", "target": "all_yours", "amount": 1, "until": "turn"}]}),
    ("【AUTO】 When a climax is put on your climax area, this card gets +1000 power until end of "
     "turn.", CHAR,
     {"kind": "auto", "when": "your_climax_placed", "effect": [
         {"verb": "power", "target": "self", "amount": 1000, "until": "turn"}]}),
    ("【AUTO】 When a climax is placed on your opponent's climax area, you may put this card into "
     "your stock.", CHAR,
     {"kind": "auto", "when": "opponent_climax_placed", "optional": True,
      "effect": [{"verb": "move", "to": "stock"}]}),
    ("【AUTO】 When your opponent's climax is placed on his or her climax area, put this card into "
     "your waiting room.", CHAR,
     {"kind": "auto", "when": "opponent_climax_placed",
      "effect": [{"verb": "move", "to": "waiting"}]}),
    ("【AUTO】 When this card's battle opponent becomes 【REVERSE】, if there is a climax in your "
     "climax area, you may put the top card of your deck into your stock.", CHAR,
     {"kind": "auto", "when": "battle_opponent_reversed", "optional": True,
      "condition": {"climax_area": {"type": "climax"}},
      "effect": [{"verb": "stock_top", "n": 1}]}),
    ("【CONT】 If a yellow climax is in your climax area, this card gets +1 soul.", CHAR,
     {"kind": "cont", "condition": {"climax_area": {"color": "yellow", "type": "climax"}},
      "effect": [{"verb": "soul", "target": "self", "amount": 1}]}),
    ("【AUTO】 When this card attacks, if a card named \"Encore Song\" is in your climax area, "
     "draw a card.", CHAR,
     {"kind": "auto", "when": "attacks", "condition": {"climax": "Encore Song"},
      "effect": [{"verb": "draw", "n": 1}]}),
    ("【CONT】 All your characters get +1 soul.", CX,
     {"kind": "cont", "zone": "climax", "effect": [
         {"verb": "soul", "target": "all_yours", "amount": 1}]}),
    ("【CONT】 All of your characters get +1000 power and +1 soul. (COMEBACK@: When this card "
     "triggers, you may choose 1 character from your waiting room, and return it to your hand.)",
     CX, {"kind": "cont", "zone": "climax", "effect": [
         {"verb": "power", "target": "all_yours", "amount": 1000},
         {"verb": "soul", "target": "all_yours", "amount": 1}]}),
]
LINES += [
    ("【AUTO】 When this card attacks, if there is no climax in your climax area, this card gets "
     "+1000 power until end of turn.", CHAR,
     {"kind": "auto", "when": "attacks", "condition": {"no_climax": True},
      "effect": [{"verb": "power", "target": "self", "amount": 1000, "until": "turn"}]}),
]


@pytest.mark.parametrize("line,card,expected", LINES, ids=[f"line{i}" for i in range(len(LINES))])
def test_climax_area_lines(line, card, expected):
    table, refused = I.recognise(line, card)
    assert refused == ""
    assert table == expected
    assert ab.validate(table) == expected
    assert ab.describe(table)


def test_a_choice_of_two_outside_choose_then_is_refused():
    """The single-choice verbs choose one card: more than 1, or "up to", needs choose_then."""
    with pytest.raises(ValueError, match="choose_then"):
        ab.validate({"kind": "auto", "when": "attacks", "effect": [
            {"verb": "power", "target": {"choose": 2, "from": "your_stage"}, "amount": 1000,
             "until": "turn"}]})


def test_a_trigger_icon_reminder_on_its_own_line_is_not_an_ability():
    assert I.is_icon_reminder("（【COME BACK】: When this card triggers, you may choose a character "
                              "in your waiting room, and return it to your hand.)")
    assert I.is_icon_reminder("【COME BACK】 When this card triggers, you may choose 1 character "
                              "in your waiting room, and return it to your hand.)")
    assert not I.is_icon_reminder("【AUTO】 When this card triggers, draw 1 card.")


def test_battlefront_has_one_ability_only():
    from test_ws_importer import community_card, needs_shared  # noqa: F401
    table, rows = I.convert_card(community_card(BATTLEFRONT))
    assert len(rows) == 1 and "unsupported" not in table


# ---- stand the chosen character, put the looked-at cards back in any order ---------------------

CIOCCOLATA = "JJ/S66-E072"   # climax (red) "Cioccolata and Secco"; its own 【AUTO】: Standby
SECCO = "JJ/S66-E052"        # [(1) return this card to your hand] when "Cioccolata and Secco" is
#                              placed: choose 1 of your other 《Golden Wind》 characters, 【STAND】 it
POLPO = "JJ/S66-E055"        # red 《Golden Wind》 (an Assist only)
MIKU_PE = "5HY/W83-PE01"     # placed from hand: look at up to 2 cards, back on top in any order


def jj_deck():
    return deck_with("area-climax-jj", [(2, CIOCCOLATA), (4, SECCO), (4, POLPO), (4, MIKU_PE)])


def _resolve_choosing(s, want):
    """Answer the pending decisions: yes to paying, `want` when offered, else decline/first."""
    for _ in range(20):
        if s.pending is None or kind(s) in ("main", "attack", "climax"):
            return
        o = opts(s)
        k = kind(s)
        if k == "yes_no":
            act(s, k, 1)
        elif want is not None and want in o:
            act(s, k, want)
        elif PASS in o:
            act(s, k, PASS)
        else:
            act(s, k, o[0])


def test_secco_stands_another_golden_wind_character():
    """JJ/S66-E052: paying (1) and returning Secco to the hand, the one other 《Golden Wind》
    character is chosen and 【STAND】s (seed 000 스탠드)."""
    d = jj_deck()
    s = make([d, d], phase="climax", hand=[[CIOCCOLATA], []], clock=[[POLPO], []], stock=[1, 0],
             stage=[{0: SECCO, 1: POLPO}, {}], status=[{1: 1}, {}])
    secco, polpo = s.stage[0][0], s.stage[0][1]
    assert s.status[0][1] == 1                       # rested
    act(s, "climax", cid(s, 0, CIOCCOLATA))
    _resolve_choosing(s, None)
    assert secco in s.hand[0] and not s.stock[0]
    assert s.stage[0][1] == polpo and s.status[0][1] == 0   # standing


def test_miku_puts_the_two_top_cards_back_in_the_order_chosen():
    """5HY/W83-PE01: look at the top 2 cards and put them back on top in any order: picking
    the top card first puts it under the second (the last one picked is on top)."""
    d = jj_deck()
    s = make([d, d], phase="main", hand=[[MIKU_PE], []], deck_top=[[POLPO, SECCO], []])
    top, second = s.deck[0][-1], s.deck[0][-2]
    act(s, "main", cid(s, 0, MIKU_PE))
    act(s, "slot", 0)
    while kind(s) == "yes_no" and s.pending[3][0] == "reorder_yes":
        act(s, "yes_no", 1)                  # look at one card more (verbs_act's reorder_top)
    assert kind(s) == "choose" and set(opts(s)) == {top, second}
    act(s, "choose", top)                    # the second, the last one, goes on top by itself
    assert s.deck[0][-1] == second and s.deck[0][-2] == top


def test_stand_power_grant_and_reorder_lines():
    cases = [
        ("【AUTO】 When this card attacks, if a card named \"Vorpal Strike\" is in your climax area, "
         "until end of turn, this card gets +2000 power and the following ability. \"【AUTO】 When "
         "this card's battle opponent becomes 【REVERSE】, draw 1 card.\"",
         [{"verb": "power", "target": "self", "amount": 2000, "until": "turn"},
          {"verb": "grant", "target": "self", "until": "turn", "ability": {
              "kind": "auto", "when": "battle_opponent_reversed",
              "effect": [{"verb": "draw", "n": 1}]}}]),
        ("【AUTO】 When this card is placed on the stage from your hand, look at up to two cards "
         "from the top of your deck, and put them on the top of your deck in any order.",
         [{"verb": "reorder_top", "n": 2}]),
        ("【AUTO】 When your climax is placed on your climax area, look at the top card of your "
         "deck, put it on the top of your deck or into your waiting room, choose 1 of your "
         "characters, and that character gets +1000 power until end of turn.",
         [{"verb": "top_or_bottom", "to": "waiting"},
          {"verb": "power", "target": {"choose": 1, "from": "your_stage"}, "amount": 1000,
           "until": "turn"}]),
        ("【AUTO】 When \"Kiss\" is placed on your climax area, choose 1 of your other 《Music》 "
         "characters, and 【STAND】 it.",
         [{"verb": "stand_chosen", "target": {"choose": 1, "from": "your_other_stage",
                                               "filter": {"trait": "Music"}}}]),
    ]
    for line, eff in cases:
        table, refused = I.recognise(line, CHAR)
        assert refused == "" and table is not None, line
        assert table["effect"] == eff
        assert ab.describe(table)


# ---- reveal the top card: into the stock ---------------------------------------------------

TORTUS = "ARI/S103-TE14"     # when this card attacks, if there is a climax in your climax area,
#                              reveal the top card; if it is level 1 or higher, into your stock


def ari_deck():
    return deck_with("area-climax-ari", [(4, TORTUS), (2, OUTFIT)])


@pytest.mark.parametrize("top,climax,to_stock", [
    ("Y1", True, True),          # level 1: into the stock
    ("Y0", True, False),         # level 0: it stays on top
    ("Y1", False, False),        # no climax in the climax area: nothing is revealed
])
def test_tortus_reveals_and_puts_a_level_1_card_into_the_stock(top, climax, to_stock):
    from ws_helpers import DIRECT, Y1, attack_id
    code = {"Y1": Y1, "Y0": Y0}[top]
    d = ari_deck()
    s = make([d, d], phase="attack", stage=[{1: TORTUS}, {}], deck_top=[[code], []],
             climax=[[OUTFIT] if climax else [], []])
    x = s.deck[0][-1]
    stock = len(s.stock[0])
    act(s, "attack", attack_id(1, DIRECT))
    assert bool(events(s, "reveal")) == climax
    # the trigger check then puts the (new) top card into the stock too (seed 000 트리거)
    assert s.stock[0][stock] == x
    assert len(s.stock[0]) == stock + (2 if to_stock else 1)


# ---- "choose this card and 1 of your other characters", "those characters get the ability" ----

CHIHAYA = "MKI/W126-E079"    # when this card attacks, choose this card and 1 of your other
#                              characters, and those characters get +1000 power until end of turn
NINO_OUTFIT = "5HY/W83-E129"  # 【CXCOMBO】 … this card and 1 other get the following ability


def both_deck():
    return deck_with("area-climax-both", [(4, CHIHAYA), (4, NINO_OUTFIT), (2, OUTFIT)])


def test_chihaya_this_card_and_one_other_character_get_power():
    from ws_helpers import DIRECT, attack_id
    d = both_deck()
    s = make([d, d], phase="attack", stage=[{1: CHIHAYA, 0: Y0, 2: Y0}, {}])
    base = [s.power_of(0, k) for k in range(3)]
    act(s, "attack", attack_id(1, DIRECT))
    assert kind(s) == "choose"
    assert set(opts(s)) == {s.stage[0][0], s.stage[0][2]}    # not Chihaya: it is chosen already
    act(s, "choose", s.stage[0][2])
    assert s.power_of(0, 1) == base[1] + 1000
    assert s.power_of(0, 2) == base[2] + 1000
    assert s.power_of(0, 0) == base[0]


def test_nino_grants_the_ability_to_this_card_and_the_other_one_chosen():
    from ws_helpers import DIRECT, attack_id
    d = both_deck()
    s = make([d, d], phase="attack", stage=[{1: NINO_OUTFIT, 0: Y0}, {}], climax=[[OUTFIT], []])
    nino, y0 = s.stage[0][1], s.stage[0][0]
    act(s, "attack", attack_id(1, DIRECT))         # the one other character: taken at once
    for x in (nino, y0):
        got = [a for _, a in s.granted(x)]
        assert any(a["kind"] == "auto" and a["when"] == "battle_opponent_reversed" for a in got)
    # without the climax the condition fails: nothing is granted
    s = make([d, d], phase="attack", stage=[{1: NINO_OUTFIT, 0: Y0}, {}])
    act(s, "attack", attack_id(1, DIRECT))
    assert not s.granted(s.stage[0][0])


# ---- a card whose level is at most your level ---------------------------------------------------

JJ_CX = "JJ/S66-E045"        # climax (green): up to 1 character with level equal to or lower
#                              than your level from the waiting room to the hand, up to 2 +1 soul


def test_jj_climax_returns_only_a_character_of_level_at_most_yours():
    """JJ/S66-E045: with level 1, a level 1 character may return, a level 2 one may not (CR:
    "your level" is the number of cards in your level zone)."""
    from ws_helpers import G0, Y1, Y2
    d = deck_with("area-climax-jj45", [(2, JJ_CX)])
    s = make([d, d], phase="climax", hand=[[JJ_CX], []], clock=[[G0], []], level=[[Y0], []],
             waiting=[[Y1, Y2], []], stage=[{0: Y0}, {}])
    y1, y2 = cid(s, 0, Y1, "waiting"), cid(s, 0, Y2, "waiting")
    act(s, "climax", cid(s, 0, JJ_CX))
    assert kind(s) == "choose" and set(opts(s)) == {y1, PASS}
    act(s, "choose", y1)
    assert y1 in s.hand[0] and y2 in s.waiting[0]


FZ = "FZ/S17-E045"           # when a green climax is placed on your climax area, choose 1 of
#                              your characters, and that character gets +1500 power


@pytest.mark.parametrize("climax,clock,fires", [(JJ_CX, "G0", True), (BATTLEFRONT, "R0", False)])
def test_fz_only_a_green_climax_triggers_it(climax, clock, fires):
    import ws_helpers
    d = deck_with("area-climax-fz", [(4, FZ), (2, JJ_CX), (2, BATTLEFRONT)])
    s = make([d, d], phase="climax", hand=[[climax], []], clock=[[getattr(ws_helpers, clock)], []],
             stage=[{3: FZ}, {}])
    fz = s.stage[0][3]
    act(s, "climax", cid(s, 0, climax))
    _resolve_choosing(s, None)
    assert any(e[2:5] == (fz, "power", 1500) for e in events(s, "modifier")) == fires
