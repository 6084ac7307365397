"""The Weiß Schwarz card importer (importer.py) and deck lists (cards.py; seed 000 덱 구성,
seed 001 II: 50 cards, at most 4 of a name, at most 8 climaxes).

The importer reads the community card JSON (../shared/data/README.md): names and numbers
carry over, printed abilities are re-expressed in the ability vocabulary (abilities.py) or
counted in `unsupported`; trigger-icon reminders are not abilities. Tests that read the
community files skip when ../shared/data is not there."""

import io
import json
import tomllib
from pathlib import Path

import pytest

from tcgsim import cli
from tcgsim.core.errors import CardDataError, DeckError
from tcgsim.games.weiss_schwarz import abilities as ab
from tcgsim.games.weiss_schwarz import cards as C
from tcgsim.games.weiss_schwarz import importer as I

from ws_helpers import SHARED_CARDS as SHARED  # noqa: E402
SETS = sorted(SHARED.glob("*.json")) if SHARED.is_dir() else []
needs_shared = pytest.mark.skipif(not SETS, reason="../shared/data/weiss_schwarz not present")
BUILTIN_DECKS = ["dengeki-ws02", "5hy-yotsuba", "5hy-nino", "jj-passione"]


def community_card(code: str) -> dict:
    for f in SETS:
        for j in json.loads(f.read_text(encoding="utf-8")):
            if j["code"] == code:
                return j
    raise KeyError(code)


def card_json(**over) -> dict:
    j = {"name": "Test Girl", "code": "TST/W00-001", "rarity": "C", "expansion": "Test",
         "side": "W", "type": "Character", "color": "RED", "level": "1", "cost": "0",
         "power": "5000", "soul": 1, "trigger": [], "attributes": ["Music"],
         "ability": ["-"], "flavor_text": "-", "set": "TST", "release": "00", "sid": "001",
         "image": ""}
    j.update(over)
    return j


# ---- real cards ----------------------------------------------------------------------------

@needs_shared
def test_a_standard_climax_becomes_power_and_soul_for_all_and_drops_the_icon_reminder():
    table, rows = I.convert_card(community_card("5HY/W83-E025"))
    assert table == {
        "code": "5HY/W83-E025", "name": "Surprise Approach", "type": "climax", "color": "yellow",
        "side": "W", "level": 0, "cost": 0, "power": 0, "soul": 0, "triggers": ["choice"],
        "traits": [], "rarity": "CR",
        "ability": [{"kind": "cont", "zone": "climax", "effect": [
            {"verb": "power", "target": "all_yours", "amount": 1000},
            {"verb": "soul", "target": "all_yours", "amount": 1}]}],
    }
    assert len(rows) == 1                    # the (【CHOICE】: …) reminder is not an ability


@needs_shared
def test_a_two_soul_climax_keeps_both_soul_icons():
    table, _ = I.convert_card(community_card("AZL/S102-TE18"))
    assert table["triggers"] == ["soul", "soul"]
    assert table["ability"] == [{"kind": "cont", "zone": "climax", "effect": [
        {"verb": "soul", "target": "all_yours", "amount": 2}]}]
    assert "unsupported" not in table


@needs_shared
def test_a_backup_character_is_a_counter_card_with_a_backup_ability():
    table, rows = I.convert_card(community_card("5HY/W83-E017"))
    assert table["counter"] is True
    assert table["level"] == 2 and table["cost"] == 1 and table["power"] == 2500
    assert table["traits"] == ["Quintuplets", "Stylish"] and table["triggers"] == ["soul"]
    assert table["ability"][1] == {"kind": "backup", "power": 2500, "level": 2, "stock": 1}
    # "When you use this card's Backup, … put it into their waiting room": to_waiting_room
    assert table["ability"][0]["effect"] == [{"verb": "to_waiting_room", "target": {
        "choose": 1, "from": "opponent_stage", "filter": {"level_above_players": True}}}]
    assert "unsupported" not in table and len(rows) == 2
    # a Backup without a stock cost
    t2, _ = I.convert_card(community_card("5HY/W83-TE31"))
    assert {"kind": "backup", "power": 1000, "level": 1, "stock": 0} in t2["ability"]


@needs_shared
def test_assist_by_level_and_flat_assist():
    per_level, _ = I.convert_card(community_card("Gaw/WS02-TE27"))
    assert per_level["ability"][0] == {"kind": "assist", "per_level": 500}
    assert per_level["ability"][1]["cost"] == [{"stock": 2}, {"clock_top": 1}]   # Accelerate
    assert "unsupported" not in per_level
    flat, _ = I.convert_card(community_card("Ggu/WS02-E087"))
    assert flat["ability"] == [   # "if you do not have another character": count_max 0
        {"kind": "cont", "condition": {"count_max": 0, "others": True},
         "effect": [{"verb": "level", "target": "self", "amount": 1},
                    {"verb": "power", "target": "self", "amount": 3500}]},
        {"kind": "assist", "power": 500}]
    assert "unsupported" not in flat


@needs_shared
def test_an_unsupported_ability_is_counted_never_copied():
    """GCR/SE48-TE05's second ability names a trigger icon the community data lost
    ("When your climax with  in its trigger icon triggers") and no record proves which, so
    importer.TEXT_FIXES does not restore it: it stays unsupported, counted, not copied."""
    assert "GCR/SE48-TE05" not in I.TEXT_FIXES
    j = community_card("GCR/SE48-TE05")
    assert any("climax with in its trigger icon" in " ".join(a.split()) for a in j["ability"])
    table, rows = I.convert_card(j)
    assert table["unsupported"] == 1
    assert [r.table is None for r in rows] == [False, True]
    assert "trigger icon" not in json.dumps(table)
    assert [a["kind"] for a in table["ability"]] == ["cont"]


@needs_shared
@pytest.mark.parametrize("code, icon", [("5HY/W101-E058", "standby"),
                                        ("5HY/W83-E038", "treasure")])
def test_text_fixes_restore_the_lost_trigger_icon(code, icon):
    """importer.TEXT_FIXES puts back the icon the community text lost ("a climax with  in its
    trigger icon"; restored from weiss-sim's card database): the ability converts, filtered
    by the icon of the climax the trigger check reveals."""
    assert code in I.TEXT_FIXES
    j = community_card(code)
    assert any("a climax with in its trigger icon" in " ".join(a.split()) for a in j["ability"])
    table, rows = I.convert_card(j)
    assert "unsupported" not in table
    assert all(r.table is not None for r in rows)
    autos = [a for a in table["ability"] if a["kind"] == "auto"]
    assert len(autos) == 1
    assert autos[0]["when"] == "trigger_reveals_climax"
    assert autos[0]["filter"] == {"trigger": icon}


@needs_shared
def test_ayase_grant_is_recognised_now():
    """Goi/WS02-TE21: "that character gets the following ability until end of turn.
    "【CONT】 During this card's battle, you cannot play events or Backup …"" is a grant."""
    table, rows = I.convert_card(community_card("Goi/WS02-TE21"))
    assert "unsupported" not in table or table["unsupported"] == 0
    grant = table["ability"][0]["effect"][1]
    assert grant["verb"] == "grant" and grant["ability"]["effect"] == [{"verb": "no_counters"}]


# ---- the recogniser on printed lines ---------------------------------------------------------

CHAR = {"type": "character"}
LINES = [
    ("【AUTO】 When this card is placed on the stage from your hand, you may put the top card of "
     "your clock into your waiting room.",
     {"kind": "auto", "when": "placed_from_hand",
      "effect": [{"verb": "heal", "n": 1, "optional": True}]}),
    ("【AUTO】 Encore [Put 1 character from your hand into your waiting room] (When this card is "
     "put into your waiting room from the stage, you may pay the cost. If you do, return this "
     "card to its previous stage position as 【REST】)",
     {"kind": "encore", "cost": [{"discard_character": 1}]}),
    ("【AUTO】 Encore [Put 1 《Music》 character from your hand into your waiting room]",
     {"kind": "encore", "cost": [{"discard_character": 1, "filter": {"trait": "Music"}}]}),
    ("【AUTO】 Encore [(2)]", {"kind": "encore", "cost": [{"stock": 2}]}),
    ("【CONT】 This card cannot side attack.", {"kind": "cannot_side_attack"}),
    ("【CONT】 This card can be played from your hand without fulfilling color requirements.",
     {"kind": "no_color_requirement"}),
    ("【CONT】 During your opponent's turn, this card gets +1500 power.",
     {"kind": "cont", "condition": {"opponents_turn": True},
      "effect": [{"verb": "power", "target": "self", "amount": 1500}]}),
    ("【CONT】 If you have 2 or more other 《Music》 characters, this card gets +1000 power.",
     {"kind": "cont", "condition": {"count_min": 2, "filter": {"trait": "Music"}, "others": True},
      "effect": [{"verb": "power", "target": "self", "amount": 1000}]}),
    ("【CONT】 This card gets +500 power for each of your other 《Music》 characters.",
     {"kind": "cont", "effect": [{"verb": "power", "target": "self", "amount": 500,
                                  "per": {"filter": {"trait": "Music"}, "others": True}}]}),
    ("【AUTO】 When this card attacks, choose 1 of your characters, and that character gets +1000 "
     "power until end of turn.",
     {"kind": "auto", "when": "attacks", "effect": [
         {"verb": "power", "target": {"choose": 1, "from": "your_stage"}, "amount": 1000,
          "until": "turn"}]}),
    ("【AUTO】 At the beginning of your climax phase, choose 1 of your 《Music》 characters, and "
     "that character gets +1500 power until end of turn.",
     {"kind": "auto", "when": "climax_phase_start", "effect": [
         {"verb": "power", "target": {"choose": 1, "from": "your_stage",
                                      "filter": {"trait": "Music"}},
          "amount": 1500, "until": "turn"}]}),
    ("【AUTO】 [(1) Put 1 card from your hand into your waiting room] When this card is placed on "
     "the stage from your hand, you may pay the cost. If you do, search your deck for up to 1 "
     "《Music》 character, reveal it to your opponent, put it into your hand, and shuffle your deck.",
     {"kind": "auto", "when": "placed_from_hand", "cost": [{"stock": 1}, {"discard": 1}],
      "effect": [{"verb": "search_deck", "filter": {"trait": "Music", "type": "character"},
                  "n": 1, "to": "hand", "reveal": True}]}),
    ("【AUTO】 【CXCOMBO】 When this card attacks, if \"Encore Song\" is in your climax area, "
     "choose up to 1 character in your waiting room, and return it to your hand.",
     {"kind": "auto", "when": "attacks", "condition": {"climax": "Encore Song"}, "effect": [
         {"verb": "salvage", "filter": {"type": "character"}, "n": 1, "up_to": True,
          "to": "hand"}]}),
    ("【AUTO】 When this card attacks, this card gets +X power until end of turn. X is equal to "
     "the number of other 《Music》 characters you have ×1000.",
     {"kind": "auto", "when": "attacks", "effect": [
         {"verb": "power", "target": "self", "amount": 1000,
          "per": {"filter": {"trait": "Music"}, "others": True}, "until": "turn"}]}),
]


LINES.append(
    ("【AUTO】 【CXCOMBO】 When \"Encore Song\" is placed on your climax area, if this card is in "
     "your center stage, choose 1 of your opponent's characters, and that character gets -1000 "
     "power until end of turn.",
     {"kind": "auto", "when": "climax_placed", "name": "Encore Song",
      "condition": {"in_center": True}, "effect": [
          {"verb": "power", "target": {"choose": 1, "from": "opponent_stage"}, "amount": -1000,
           "until": "turn"}]}))


# nested abilities, zones and the verbs of verbs.py
LINES += [
    ("【ACT】 Brainstorm [(1) 【REST】 this card] Flip over 4 cards from the top of your deck, and put "
     "them into your waiting room. For each climax revealed among those cards, draw up to 1 card.",
     {"kind": "act", "cost": [{"stock": 1}, {"rest_self": 1}], "effect": [
         {"verb": "brainstorm", "n": 4, "each": [{"verb": "draw", "n": 1, "up_to": True}]}]}),
    ("【CONT】 If you have 2 or more other 《Music》 characters, this card gets +1500 power and "
     "\"【AUTO】 Encore [Put 1 character from your hand into your waiting room]\".",
     {"kind": "cont", "condition": {"count_min": 2, "filter": {"trait": "Music"}, "others": True},
      "effect": [{"verb": "power", "target": "self", "amount": 1500},
                 {"verb": "grant", "target": "self",
                  "ability": {"kind": "encore", "cost": [{"discard_character": 1}]}}]}),
    ("【AUTO】 When this card's battle opponent becomes 【REVERSE】, you may put this card into "
     "your memory. If you do, at the beginning of your next draw phase, choose 1 \"Ann\" in your "
     "memory, and put it in any position of your stage.",
     {"kind": "auto", "when": "battle_opponent_reversed", "optional": True, "effect": [
         {"verb": "move", "to": "memory"},
         {"verb": "delayed", "if_done": True, "ability": {
             "kind": "auto", "when": "draw_phase_start", "effect": [
                 {"verb": "to_stage", "from": "memory", "filter": {"name": "Ann"},
                  "slots": "any"}]}}]}),
    ("【AUTO】 When this card is placed on the stage from your hand, reveal the top card of your "
     "deck. If that card is a 《Music》 character, you may put it face down underneath this card "
     "as a marker. (Otherwise, return it to its original place)",
     {"kind": "auto", "when": "placed_from_hand", "effect": [
         {"verb": "reveal_top", "filter": {"trait": "Music", "type": "character"},
          "to": "marker", "optional": True}]}),
    ("【CONT】 All of your other 《Music》 characters get +500 power.",
     {"kind": "cont", "effect": [{"verb": "power", "amount": 500, "target": {
         "who": "others_yours", "filter": {"trait": "Music"}}}]}),
]


# the battle texts (importer_battle.py; rulings in test_ws_area_battle.py)
LINES += [
    ("【AUTO】 When this card becomes 【REVERSE】, if this card's battle opponent is cost 1 or lower, you "
     "may put that character into your opponent's stock. If you do, put the bottom card of your "
     "opponent's stock into their waiting room.",
     {"kind": "auto", "when": "reversed", "condition": {"battle_opponent": {"cost_max": 1}},
      "optional": True, "effect": [
          {"verb": "send", "target": "battle_opponent", "to": "stock"},
          {"verb": "opp_stock_bottom_to_waiting", "if_done": True}]}),
    ("【AUTO】 When this card becomes 【REVERSE】, if this card's battle opponent is level 1 or lower, you "
     "may put the top card of your opponent's clock into his or her waiting room. If you do, put "
     "that character into your opponent's clock.",
     {"kind": "auto", "when": "reversed", "condition": {"battle_opponent": {"level_max": 1}},
      "optional": True, "effect": [
          {"verb": "opp_clock_top_to_waiting"},
          {"verb": "send", "target": "battle_opponent", "to": "clock", "if_done": True}]}),
    ("【AUTO】 When this card is frontal attacked, look at the top card of your deck, and put it on "
     "the top of your deck or into your waiting room.",
     {"kind": "auto", "when": "frontal_attacked", "effect": [{"verb": "top_or_bottom", "to": "waiting"}]}),
    ("【AUTO】 When this card's level 2 or higher battle opponent becomes 【REVERSE】, you may put the "
     "top card of your deck into your stock.",
     {"kind": "auto", "when": "battle_opponent_reversed", "optional": True, "filter": {"level_min": 2},
      "effect": [{"verb": "stock_top", "n": 1}]}),
    ("【AUTO】 When this card becomes 【REVERSE】 in battle, put the top card of your deck into your "
     "clock, and 【REST】 this card.",
     {"kind": "auto", "when": "reversed_in_battle",
      "effect": [{"verb": "deck_to_clock"}, {"verb": "rest_self"}]}),
    ("【CONT】 If this card is in your back stage, this card gets +1000 power.",   # importer_conds
     {"kind": "cont", "condition": {"position": "back"},
      "effect": [{"verb": "power", "target": "self", "amount": 1000}]}),
]


@pytest.mark.parametrize("line,expected", LINES, ids=[f"line{i}" for i in range(len(LINES))])
def test_recognised_lines(line, expected):
    table, refused = I.recognise(line, CHAR)
    assert refused == ""
    assert table == expected
    assert ab.validate(table) == expected


@pytest.mark.parametrize("line", [
    # no verb for "cannot play events" yet
    "【CONT】 Your opponent cannot play events from hand.",
    # half of a line is never recognised alone
    "【AUTO】 When this card is placed on the stage from your hand, draw 1 card, and your opponent "
    "cannot play events from hand until end of turn.",
    # no count of characters by the keywords they have
    '【CONT】 This card gets +X power. X is equal to the number of your characters with "Assist" '
    "multiplied by 500.",
])
def test_lines_the_vocabulary_cannot_say_are_unsupported(line):
    assert I.recognise(line, CHAR) == (None, "")


def test_the_standby_climax_is_recognised():
    line = ("【AUTO】When this card is placed on your climax area from your hand, perform the"
            "【STANDBY】effect.")
    assert I.recognise(line, {"type": "climax"}) == (
        {"kind": "auto", "when": "climax_placed", "effect": [{"verb": "standby"}]}, "")


def test_icon_reminders_and_dashes_are_not_abilities_and_quoted_lines_continue_the_last():
    j = card_json(type="Climax", level="-", cost="-", power="-", soul=0, trigger=["SOUL", "BOUNCE"],
                  attributes=[], ability=[
                      "【CONT】 All of your characters get +1000 power and +1 soul.",
                      "(【RETURN】: When this card triggers, you may choose 1 of your opponent's "
                      "characters, and return it to his or her hand)"])
    table, rows = I.convert_card(j)
    assert table["triggers"] == ["soul", "return"]            # BOUNCE is the return icon
    assert (table["level"], table["cost"], table["power"]) == (0, 0, 0)
    assert len(rows) == 1 and "unsupported" not in table
    j = card_json(ability=["-"])
    table, rows = I.convert_card(j)
    assert rows == [] and "ability" not in table and "unsupported" not in table
    j = card_json(type="Event", power="-", ability=[
        "Choose 1 of the following effects, and perform it.", "\"Draw 1 card.\"",
        "\"Choose 1 of your characters, and that character gets +1000 power until end of turn.\""])
    table, rows = I.convert_card(j)
    assert len(rows) == 1 and "unsupported" not in table      # one modal ability (importer_modal)


def test_a_counter_event_is_a_counter_card():
    j = card_json(type="Event", power="-", ability=[
        "【COUNTER】 Choose 1 of your characters, and that character gets +3000 power until end "
        "of turn."])
    table, _ = I.convert_card(j)
    assert table["counter"] is True and "unsupported" not in table
    assert table["ability"] == [{"kind": "event", "effect": [
        {"verb": "power", "target": {"choose": 1, "from": "your_stage"}, "amount": 3000,
         "until": "turn"}]}]                  # its effect, played in the counter step


# ---- every card of every set -------------------------------------------------------------------

def _strings(x):
    if isinstance(x, dict):
        for v in x.values():
            yield from _strings(v)
    elif isinstance(x, list):
        for v in x:
            yield from _strings(v)
    elif isinstance(x, str):
        yield x


@needs_shared
@pytest.mark.parametrize("path", SETS, ids=[p.stem for p in SETS])
def test_every_emitted_card_passes_validation_and_carries_no_printed_text(path):
    doc, report = I.convert_set(path, skip_bad=True)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert report.cards == len(doc["card"]) == len(data) - len(report.skipped)
    # a malformed card is left out and named; MKI_W126's data writes "BLUE" as the trigger
    # icon of 39 characters (unknown icon: left out rather than guessed)
    assert len(report.skipped) <= (39 if path.stem == "MKI_W126" else 1), report.skipped
    names = {j["name"] for j in data}                    # a name is a fact, even in 【】
    assert doc["set"] == {"name": path.stem, "source": path.name,
                          "imported_by": "tcgsim cards import", "title": data[0]["expansion"]}
    for i, t in enumerate(doc["card"]):
        card = C.card_from_table(t, str(path), i)
        for a in t.get("ability", []):
            assert ab.validate(a) == a
            assert ab.describe(a)
            for s in _strings(a):
                assert s in names or ("【" not in s and "your " not in s), (card.code, s)
        assert card.unsupported + len(card.abilities) == next(
            r.total for r in report.rows if r.code == card.code)
    assert report.abilities_recognised == sum(len(t.get("ability", [])) for t in doc["card"])
    assert report.abilities_total - report.abilities_recognised == sum(report.unrecognised.values())


SHIPPED = [p for p in SETS if (Path(I.__file__).parent / "data" / "cards" / f"{p.stem}.toml").exists()]


@needs_shared
@pytest.mark.parametrize("path", SHIPPED, ids=[p.stem for p in SHIPPED])
def test_the_shipped_card_files_are_the_importer_output(path):
    """When the vocabulary or the recogniser changes, re-import the sets:
    `tcgsim cards import weiss-schwarz ../shared/data/weiss_schwarz/cards/SET.json
    --out src/tcgsim/games/weiss_schwarz/data/cards`."""
    shipped = Path(I.__file__).parent / "data" / "cards" / f"{path.stem}.toml"
    assert tomllib.loads(shipped.read_text(encoding="utf-8")) == I.convert_set(path, skip_bad=True)[0]


@needs_shared
def test_import_set_file_writes_a_loadable_toml(tmp_path):
    path = next(p for p in SETS if p.stem == "5HY_W83")
    report = I.import_set_file(path, tmp_path)
    out = tmp_path / "5HY_W83.toml"
    assert report.out_path == str(out) and out.exists()
    assert [p.name for p in tmp_path.iterdir()] == ["5HY_W83.toml"]      # no temp file left
    cards = C.load_card_file(out)
    assert len(cards) == report.cards == 236
    assert report.top_unrecognised(15)[0][1] >= report.top_unrecognised(15)[-1][1]
    assert sum(v[2] for v in report.by_type().values()) == report.abilities_total


# ---- malformed input ----------------------------------------------------------------------------

def _write(tmp_path, name, text):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_not_json_is_refused_naming_the_file(tmp_path):
    p = _write(tmp_path, "BAD_W01.json", "{not json")
    with pytest.raises(CardDataError) as e:
        I.import_set_file(p, tmp_path / "out")
    assert e.value.file == str(p) and "not valid JSON" in str(e.value)
    assert not (tmp_path / "out" / "BAD_W01.toml").exists()


def test_not_a_list_is_refused(tmp_path):
    p = _write(tmp_path, "BAD_W02.json", json.dumps({"code": "X"}))
    with pytest.raises(CardDataError) as e:
        I.import_set_file(p, tmp_path)
    assert "BAD_W02.json" in str(e.value) and "array" in str(e.value)


def test_a_missing_field_names_file_card_and_field(tmp_path):
    bad = card_json(code="TST/W00-002")
    del bad["power"]
    p = _write(tmp_path, "BAD_W03.json", json.dumps([card_json(), bad]))
    with pytest.raises(CardDataError) as e:
        I.import_set_file(p, tmp_path)
    assert (e.value.file, e.value.card, e.value.field) == (str(p), "TST/W00-002", "power")
    assert "BAD_W03.json" in str(e.value) and "TST/W00-002" in str(e.value)


def test_a_card_without_a_code_is_named_by_its_index(tmp_path):
    bad = card_json()
    del bad["code"]
    p = _write(tmp_path, "BAD_W04.json", json.dumps([card_json(), bad]))
    with pytest.raises(CardDataError) as e:
        I.import_set_file(p, tmp_path)
    assert (e.value.card, e.value.field) == ("#2", "code")


@pytest.mark.parametrize("over,field", [
    ({"level": "two"}, "level"), ({"power": "-"}, "power"), ({"color": "PURPLE"}, "color"),
    ({"type": "Hero"}, "type"), ({"trigger": ["RAINBOW"]}, "trigger"),
    ({"attributes": "Music"}, "attributes"), ({"soul": -1}, "soul"),
])
def test_bad_values_name_the_field(tmp_path, over, field):
    p = _write(tmp_path, "BAD_W05.json", json.dumps([card_json(**over)]))
    with pytest.raises(CardDataError) as e:
        I.import_set_file(p, tmp_path)
    assert (e.value.file, e.value.card, e.value.field) == (str(p), "TST/W00-001", field)


def test_a_failed_import_leaves_the_previous_file_untouched(tmp_path):
    good = _write(tmp_path, "TST_W00.json", json.dumps([card_json()]))
    I.import_set_file(good, tmp_path / "out")
    before = (tmp_path / "out" / "TST_W00.toml").read_text(encoding="utf-8")
    good.write_text(json.dumps([card_json(level="x")]), encoding="utf-8")
    with pytest.raises(CardDataError):
        I.import_set_file(good, tmp_path / "out")
    assert (tmp_path / "out" / "TST_W00.toml").read_text(encoding="utf-8") == before
    assert len(list((tmp_path / "out").iterdir())) == 1


# ---- deck lists -------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def pool():
    return C.CardPool.builtin()


@pytest.mark.parametrize("name", BUILTIN_DECKS)
def test_the_builtin_decks_load(pool, name):
    deck = C.builtin_deck(name, pool)
    assert len(deck.cards) == 50
    assert sum(1 for c in deck.cards if c.type == "climax") <= 8
    assert C.deck_problems(deck) == []


def test_a_deck_lists_every_problem_at_once(pool):
    """51 cards, 5 of one name, 9 climaxes and an unknown code: four problems, one error."""
    climaxes = sorted({c.name: c for c in pool.by_code.values() if c.type == "climax"}.values(),
                      key=lambda c: c.code)[:3]
    chars = sorted({c.name: c for c in pool.by_code.values() if c.type == "character"}.values(),
                   key=lambda c: c.code)
    five, rest = chars[0], chars[1:38]
    lines = [f"5 {five.code}"] + [f"3 {c.code}" for c in climaxes] + [f"1 {c.code}" for c in rest]
    lines.append("1 NOPE/W00-000  No Such Card")
    with pytest.raises(DeckError) as e:
        C.parse_deck_text("\n".join(lines), pool, "broken", "<test>")
    problems = e.value.problems
    assert len(problems) == 4, problems
    assert any("unknown card code 'NOPE/W00-000'" in p for p in problems)
    assert any("has 51 cards" in p for p in problems)
    assert any(f"has 5 cards named {five.name!r}" in p for p in problems)
    assert any("has 9 climaxes" in p for p in problems)


# ---- the command line -----------------------------------------------------------------------

def run(argv):
    from rich.console import Console

    buf, old = io.StringIO(), cli.console.target
    cli.console.target = Console(file=buf, width=160, force_terminal=False, highlight=False)
    try:
        return cli.main(argv), buf.getvalue()
    finally:
        cli.console.target = old


@needs_shared
def test_cli_cards_import_prints_the_coverage(tmp_path):
    path = next(p for p in SETS if p.stem == "JJ_S66")
    code, out = run(["cards", "import", "weiss-schwarz", str(path), "--out", str(tmp_path)])
    assert code == 0, out
    assert (tmp_path / "JJ_S66.toml").exists()
    assert "character" in out and "climax" in out and "unrecognised" in out


def test_cli_cards_import_needs_an_importer():
    code, out = run(["cards", "import", "lotr-duel", "whatever.json"])
    assert code == 2 and "has no card importer" in out


def test_cli_deck_check(tmp_path):
    ok = Path(I.__file__).parent / "data" / "decks" / "5hy-nino.txt"
    code, out = run(["deck", "check", "weiss-schwarz", str(ok)])
    assert code == 0 and "50 cards" in out and "climaxes: 8" in out and "level 0" in out
    bad = _write(tmp_path, "bad.txt", ok.read_text(encoding="utf-8") + "\n1 NOPE/W00-000\n"
                 "1 5HY/W83-E025\n")
    code, out = run(["deck", "check", "weiss-schwarz", str(bad)])
    assert code == 2 and "unknown card code" in out and "has 51 cards" in out


def test_a_malformed_card_is_left_out_and_named_the_rest_of_the_set_imports(tmp_path):
    good = card_json()
    bad = card_json(code="XX/W01-002", power="")           # a character without power
    odd = card_json(code="XX/W01-003", type="Climax", level="－", cost="－", power="戻",
                    trigger=["SOUL"], ability=[])           # not-printed stats as the data has them
    f = tmp_path / "XX_W01.json"
    f.write_text(json.dumps([good, bad, odd]), encoding="utf-8")
    with pytest.raises(CardDataError, match="XX/W01-002.*'power'"):
        I.convert_set(f)
    doc, report = I.convert_set(f, skip_bad=True)
    assert [t["code"] for t in doc["card"]] == [good["code"], "XX/W01-003"]
    assert len(report.skipped) == 1 and "XX/W01-002" in report.skipped[0]
    assert "'power'" in report.skipped[0]
    climax = doc["card"][1]
    assert (climax["level"], climax["cost"], climax["power"]) == (0, 0, 0)


def test_every_condition_of_the_vocabulary_is_evaluated_by_the_engine():
    """A condition the vocabulary accepts but the engine does not evaluate would silently
    hold (an ability firing when its card says it must not): every key of
    abilities.CONDITIONS has its branch in values.condition_holds or CLIMAX_CONDITIONS, and
    any other key raises there instead of holding."""
    import inspect
    import re

    from tcgsim.games.weiss_schwarz import abilities, values

    src = inspect.getsource(values.ContinuousValues.condition_holds)
    handled = set(re.findall(r'k == "(\w+)"', src)) | set(values.CLIMAX_CONDITIONS)
    assert set(abilities.CONDITIONS) <= handled
    from ws_helpers import make

    s = make()
    c = s.deck[0][0]
    try:
        s.condition_holds(0, c, {"not_a_condition": 1})
    except NotImplementedError as e:
        assert "not_a_condition" in str(e)
    else:
        raise AssertionError("an unknown condition held")
