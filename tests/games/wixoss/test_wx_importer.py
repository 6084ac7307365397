"""The WIXOSS card importer (importer.py): WEBXOSS card JSON (/work/shared/data/wixoss) ->
tcgsim card files. Names and numbers carry over; every printed ability is re-expressed in
the vocabulary of vocab.py by a recogniser that matches exactly, or counted in the card's
`unsupported` field; printed text never reaches the output. A malformed file or card is a
CardDataError naming the file, the card and the field; `skip_bad` leaves such a card out.

Tests that read the shared data skip where /work/shared is not present."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

from tcgsim.core.errors import CardDataError
from tcgsim.games.wixoss import importer as I
from tcgsim.games.wixoss import vocab
from tcgsim.games.wixoss.cards import cards_from_data, load_card_file

SHARED = Path("/work/shared/data/wixoss/cards")
needs_shared = pytest.mark.skipif(not SHARED.is_dir(), reason="/work/shared not present")
BUILTIN = Path(I.__file__).parent / "data" / "cards"
EARLY = ("WX01", "WX02", "WX03", "WX04", "WX05")


def source(setcode: str) -> list[dict]:
    return json.loads((SHARED / f"{setcode}.json").read_text(encoding="utf-8"))


def card_json(code: str) -> dict:
    for j in source(code.split("-")[0]):
        if j["id"] == code:
            return j
    raise KeyError(code)


def abilities(code: str) -> list[dict]:
    table, _ = I.convert_card(card_json(code))
    return table.get("ability", [])


def opp(**f) -> dict:
    return {"side": "opponent", "filter": f} if f else {"side": "opponent"}


@pytest.fixture(scope="module")
def pool_out(tmp_path_factory):
    """Every set imported once: (out_dir, {set: (recognised, total)})."""
    if not SHARED.is_dir():
        pytest.skip("/work/shared not present")
    out = tmp_path_factory.mktemp("wx_import")
    return out, I.import_all(SHARED, out)


# ---- named cards -----------------------------------------------------------------------------

@needs_shared
def test_volcano_on_play_with_a_cost_and_its_burst():
    assert abilities("WD02-009") == [
        {"kind": "on_play", "cost": {"red": 3},
         "effect": [{"verb": "banish", "target": opp(power_max=15000)}]},
        {"kind": "burst", "effect": [{"verb": "banish", "target": opp(power_max=7000)}]},
    ]


@needs_shared
def test_wd01_imports_and_its_named_cards_say_what_a_hand_written_file_says(tmp_path):
    report = I.import_cards(SHARED / "WD01.json", tmp_path)
    out = tmp_path / "WD01.toml"
    assert report.out_path == str(out) and report.cards == 18 and not report.skipped
    assert (report.abilities_recognised, report.abilities_total) == (14, 14)
    doc = tomllib.loads(out.read_text(encoding="utf-8"))
    assert doc["set"] == {"name": "WD01", "source": "WD01.json",
                          "imported_by": "tcgsim cards import"}
    cards = {c.code: c for c in load_card_file(out)}
    assert len(cards) == 18
    tama = cards["WD01-001"]
    assert (tama.type, tama.color, tama.level, tama.limit, tama.lrig_type, tama.cost) == \
        ("lrig", "white", 4, 11, "Tama", (("white", 3),))
    assert tama.abilities == ({"kind": "const",
                               "condition": {"you_have": {"filter": {"name": "Romail, Helmet Armor"}}},
                               "modify": [{"power": 2000, "to": "your_signi"}]},)
    assert cards["WD01-006"].abilities[0] == {"kind": "use", "effect": [
        {"verb": "bounce", "target": {"side": "opponent", "count": 2, "up_to": True}}]}
    assert cards["WD01-006"].timings == ("main",) and cards["WD01-006"].limiting == "Tama"
    assert cards["WD01-007"].abilities[0]["effect"] == [
        {"verb": "search", "filter": {"color": "white", "type": "signi"}, "count": 2}]
    assert cards["WD01-008"].abilities[0]["effect"] == [
        {"verb": "cannot_attack", "target": {"side": "opponent", "lrig": True}}]
    romail = cards["WD01-009"]
    assert (romail.power, romail.classes, romail.life_burst) == (12000, ("War", "Arm"), True)
    assert romail.abilities == (
        {"kind": "const", "condition": {"turn": "opponents"},
         "modify": [{"power": 1000, "to": "your_signi"}]},
        {"kind": "burst", "effect": [{"verb": "bounce", "target": {"side": "opponent"}}]})
    assert cards["WD01-014"].abilities[0] == {"kind": "on_play", "effect": [
        {"verb": "look_reorder", "count": 3}]}
    servant = cards["WD01-016"]
    assert servant.guard and servant.multi_ener and servant.abilities == (
        {"kind": "burst", "effect": [{"verb": "ener_charge", "count": 1}]},)
    raw = {c["code"]: c for c in doc["card"]}
    assert raw["WD01-016"]["reprint_of"] == "WX01-101" and raw["WD01-016"]["rarity"] == "ST"
    assert "unsupported" not in raw["WD01-010"] and "ability" not in raw["WD01-010"]


@needs_shared
@pytest.mark.parametrize("code, want", [
    ("WD02-007", [{"kind": "use", "effect": [
        {"verb": "discard", "count": 3},
        {"verb": "if_done", "effect": [{"verb": "banish_all", "side": "all"}]}]}]),
    ("WD03-006", [{"kind": "use", "effect": [{"verb": "declare_discard"}]}]),
    ("WD04-018", [{"kind": "use", "effect": [
        {"verb": "down", "target": {"side": "you", "filter": {"state": "up"}}},
        {"verb": "if_done", "effect": [
            {"verb": "banish", "target": opp(power_max_of_last=True)}]}]}]),
    ("WX01-004", [{"kind": "const", "modify": [{"rule": "skip_grow"}]},
                  {"kind": "const", "condition": {"turn": "yours"},
                   "modify": [{"power": 5000, "to": "your_signi"}]},
                  {"kind": "action", "cost": {"red": 3},
                   "effect": [{"verb": "guard_limit", "level_max": 2}]}]),
    ("WX01-001", [{"kind": "action", "cost": {"white": 1, "discard": {
        "filter": {"type": "signi", "color": "white"}}},
        "effect": [{"verb": "bounce", "target": {"side": "opponent"}}]}]),
    ("WX01-085", None),       # checked below: down then freeze the same SIGNI
])
def test_recognised_abilities(code, want):
    if want is not None:
        assert abilities(code) == want


@needs_shared
def test_down_and_freeze_acts_on_the_same_signi():
    use, burst = abilities("WX01-085")
    assert use["effect"] == [{"verb": "down", "target": {"side": "opponent", "all": True}},
                             {"verb": "freeze", "target": {"last": True}}]
    assert burst["effect"][0]["target"] == {"side": "opponent", "count": 2, "up_to": True}


@needs_shared
def test_cross_partners_and_heaven():
    table, rows = I.convert_card(card_json("WD10-009"))
    assert table["cross_right"] == ["WD10-011"]
    cross_const, heaven = table["ability"][:2]
    assert cross_const == {"kind": "const", "cross": True,
                           "modify": [{"set_power": 15000, "to": "self"}]}
    assert heaven == {"kind": "heaven", "cross": True, "cost": {"red": 1},
                      "effect": [{"verb": "crush", "count": 1}]}


@needs_shared
def test_a_resona_play_condition_is_the_resona_field():
    table, rows = I.convert_card(card_json("WD09-007"))
    assert table["type"] == "resona"
    assert table["resona"] == {"timing": ["main"],
                               "trash": {"count": 3, "filter": {"class": "Space"}}}
    assert [r.section for r in rows] == ["on_play", "extra"] and all(r.recognised for r in rows)


@needs_shared
def test_two_colour_cards_and_the_lrig_type_printed_as_a_question_mark():
    table, _ = I.convert_card(card_json("WX12-002"), notes=(notes := []))
    assert table["color"] == "red" and notes == ["WX12-002: red/green imported as red "
                                                 "(one colour per card)"]
    table, _ = I.convert_card(card_json("WX14-003"))
    assert table["lrig_type"] == "?"


@needs_shared
def test_attached_texts_and_repeated_modes_are_not_counted():
    # WX03-020: a const whose effect is also "attached", and a burst "Choose" whose two
    # modes WEBXOSS lists again as bursts
    j = card_json("WX03-020")
    assert len(j["text_en"]["burst"]) == 3 and j["text_en"].get("attached")
    _, rows = I.convert_card(j)
    assert [r.section for r in rows] == ["const", "on_play", "burst"]
    burst = rows[2].table
    assert burst["effect"][0]["verb"] == "choose" and len(burst["effect"][0]["options"]) == 2


# ---- exact or nothing --------------------------------------------------------------------------

@pytest.mark.parametrize("section, text, want", [
    ("burst", "【※】：Draw one card.", {"kind": "burst", "effect": [{"verb": "draw", "count": 1}]}),
    ("spell", "Search your deck for up to two <Arm> or <Weapon> SIGNI, reveal them, and add "
              "them to your hand. Then, shuffle your deck.",
     {"kind": "use", "effect": [{"verb": "search", "count": 2, "filter": {
         "type": "signi", "any_of": [{"class": "Arm"}, {"class": "Weapon"}]}}]}),
    ("const", "[Constant]: When this SIGNI attacks, if this SIGNI's power is 5000 or more, put "
              "the top card of your deck into the Ener Zone.",
     {"kind": "on_attack", "condition": {"self_power_min": 5000},
      "effect": [{"verb": "ener_charge", "count": 1}]}),
    ("action", "[Action] [Red][Red] Put this SIGNI into the trash: Banish one of your "
               "opponent's SIGNI with power 8000 or less. This ability can only be used once "
               "per turn.",
     {"kind": "action", "once_per_turn": True, "cost": {"red": 2, "trash_self": True},
      "effect": [{"verb": "banish", "target": opp(power_max=8000)}]}),
    ("on_play", "[On-Play]: Put one level 1 <Ancient Weapon> SIGNI into play from your trash.",
     {"kind": "on_play", "effect": [{"verb": "to_field", "source": "trash",
                                     "filter": {"level": 1, "class": "Ancient Weapon"}}]}),
    ("const", "[Constant]: When this SIGNI is banished, you may pay [White]. If you do, draw "
              "two cards.",
     {"kind": "on_banished", "cost": {"white": 1}, "effect": [{"verb": "draw", "count": 2}]}),
])
def test_recognised_lines(section, text, want):
    table, refused = I.recognise(section, I.clean(text))
    assert (table, refused) == (want, "")


# ---- the vocabulary the importer added (vocab.py, "added by the importer") -----------------

@pytest.mark.parametrize("section, text, want", [
    ("spell", "Banish one of your opponent's frozen SIGNI.",
     [{"verb": "banish", "target": opp(frozen=True)}]),
    ("burst", "【※】：Add the top card of your deck to your Life Cloth.",
     [{"verb": "life_charge"}]),
    ("on_play", "[On-Play]: Put up to three cards from your opponent's Ener Zone into the trash.",
     [{"verb": "ener_trash", "count": 3, "up_to": True}]),
    ("action", "[Action] [Down]: Reveal the top card of your deck. If it is an <Arm> SIGNI, add "
               "it to your hand.",
     [{"verb": "reveal_take", "filter": {"class": "Arm", "type": "signi"}}]),
    ("burst", "【※】：Look at the top three cards of your deck. Add one card from among them to "
              "your hand, and put the rest into the trash.",
     [{"verb": "reveal_take", "count": 3, "rest": "trash", "look": True}]),
    ("arts", "Cancel the effect of one spell.", [{"verb": "cancel_spell"}]),
    ("spell", "Your opponent banishes one of their SIGNI.",
     [{"verb": "banish", "target": {"side": "opponent", "chosen_by": "opponent"}}]),
    ("spell", "Draw one card. Then, if you have an <Atom> SIGNI on the field, banish one of "
              "your opponent's SIGNI.",
     [{"verb": "draw", "count": 1},
      {"verb": "if_condition", "condition": {"you_have": {"filter": {"class": "Atom"}}},
       "effect": [{"verb": "banish", "target": {"side": "opponent"}}]}]),
    ("arts", "Put 1 of your opponent's SIGNI on top of their deck.",
     [{"verb": "to_deck", "target": {"side": "opponent"}}]),
    ("arts", "Until end of turn, one of your opponent's SIGNI loses its abilities.",
     [{"verb": "lose_abilities", "target": {"side": "opponent"}}]),
    ("spell", "Until end of turn, your LRIG gets [Double Crush].",
     [{"verb": "grant", "target": {"side": "you", "lrig_only": True},
       "keyword": "double_crush"}]),
    ("arts", "Until end of turn, 1 of your SIGNI gets \"When this SIGNI attacks, draw 1 card.\"",
     [{"verb": "grant_ability", "target": {"side": "you"},
       "ability": {"kind": "on_attack", "effect": [{"verb": "draw", "count": 1}]}}]),
    ("on_play", "[On-Play]: Gain [Coin].", [{"verb": "gain_coin"}]),
    ("on_play", "[On-Play]: Crush one of your Life Cloth.",
     [{"verb": "crush", "count": 1, "side": "you"}]),
])
def test_lines_read_with_added_vocabulary(section, text, want):
    table, refused = I.recognise(section, I.clean(text))
    assert refused == "" and table is not None and table["effect"] == want
    assert vocab.ability_words(table)


@pytest.mark.parametrize("section, text, key, want", [
    ("action", "[Action] Exceed 2: Draw two cards.", "cost", {"exceed": 2}),
    ("action", "[Action] Down two of your <Atom> SIGNI: Draw one card.", "cost",
     {"down_signi": {"count": 2, "filter": {"class": "Atom"}}}),
    ("action", "[Action] [Down] Put another one of your <Ancient Weapon> SIGNI into the trash: "
               "Draw one card.", "cost",
     {"down": True, "trash_signi": {"filter": {"class": "Ancient Weapon", "other": True}}}),
    ("on_play", "[On-Play] [Blue] Put a blue ARTS from your LRIG Deck into the LRIG Trash: Draw "
                "2 cards.", "cost",
     {"blue": 1, "lrig_deck_trash": {"filter": {"type": "arts", "color": "blue"}}}),
    ("on_play", "[On-Play] [Coin] [Coin]: Draw 1 card.", "cost", {"coin": 2}),
    ("const", "[Constant]: As long as you have at least five more cards in your Ener Zone than "
              "your opponent, this SIGNI's power is 18000.", "condition", {"ener_more": 5}),
    ("const", "[Constant]: As long as your opponent has four or less cards in their Ener Zone, "
              "this SIGNI gets [Double Crush].", "condition", {"opp_ener_max": 4}),
    ("const", "[Constant]: As long as you have three or less Life Cloth, all of your <Weapon> "
              "SIGNI get +2000 power.", "condition", {"life_max": 3}),
    ("const", "[Constant]: As long as there is a frozen SIGNI on your opponent's field, this "
              "SIGNI's power is 10000.", "condition",
     {"opponent_has": {"filter": {"frozen": True}}}),
    ("action", "[Action] [White] [Down]: Draw one card. This ability can only be used if this "
               "SIGNI's power is 12000 or more.", "use_if", {"self_power_min": 12000}),
    ("const", "[Constant]: When this SIGNI attacks, up 1 of your SIGNI. This effect can only be "
              "triggered once per turn.", "once_per_turn", True),
])
def test_costs_conditions_and_keys_the_importer_added(section, text, key, want):
    table, refused = I.recognise(section, I.clean(text))
    assert refused == "" and table is not None and table[key] == want


def test_and_between_classes_is_a_union_only_for_all_such_signi():
    table, _ = I.recognise("const", I.clean(
        "[Constant]: All of your other <Sky Beast> and <Earth Beast> SIGNI get +2000 power."))
    assert table["modify"][0]["filter"] == {
        "other": True, "any_of": [{"class": "Sky Beast"}, {"class": "Earth Beast"}]}
    # "if you have another <Weapon> and <Arm> SIGNI" asks for both: not read as "or"
    assert I.recognise("on_play", I.clean(
        "[On-Play]: If you have another <Weapon> and <Arm> SIGNI on the field, banish 1 of your "
        "opponent's SIGNI with power 7000 or less.")) == (None, "")


def test_a_condition_on_a_later_step_stays_on_that_step():
    table, _ = I.recognise("const", I.clean(
        "[Constant]: When this SIGNI attacks, draw one card. Then, if you have 3 or less Life "
        "Cloth, draw one card."))
    assert "condition" not in table
    assert table["effect"][1]["verb"] == "if_condition"
    table, _ = I.recognise("burst", I.clean(
        "【※】：If you have 3 or less Life Cloth, draw two cards."))
    assert table == {"kind": "burst", "condition": {"life_max": 3},
                     "effect": [{"verb": "draw", "count": 2}]}


@pytest.mark.parametrize("section, text", [
    ("burst", "【※】：Draw one card. Then, do a little dance."),     # a sentence nobody reads
    ("spell", "Banish one of your opponent's SIGNI with power 7000 or less and draw a card "
              "for each of them."),
    ("const", "[Constant]: All of your SIGNI get +1000 power for each card in your hand."),
    ("action", "[Action] [Red] Sing a song: Draw one card."),         # a cost nobody reads
    ("on_play", "[On-Play]: Banish one of your opponent's purple SIGNI."),
    ("extra", "(Grow) Your LRIG on the field contains 《Tama》 in its card name."),
])
def test_a_text_that_does_not_match_exactly_is_unsupported(section, text):
    assert I.recognise(section, I.clean(text)) == (None, "")


def test_clean_and_shape():
    assert I.clean("【※】：Draw  one card. (Reminder text)") == "【※】:Draw 1 card."
    # number words inside a quoted name stay, those of a quoted mode become digits
    assert I.clean('Search for one《Hanayo-Three》. "Draw two cards."') == \
        'Search for 1 "Hanayo-Three". "Draw 2 cards."'
    assert I.shape('Add one <Devil> SIGNI named "Lilith" with power 5000') == \
        'Add N <CLASS> SIGNI named "NAME" with power N'


# ---- coverage ----------------------------------------------------------------------------------

@needs_shared
def test_coverage_of_the_first_five_boosters_is_at_least_60_percent():
    rec = tot = 0
    for s in EARLY:
        _, report = I.convert_set(SHARED / f"{s}.json")
        rec, tot = rec + report.abilities_recognised, tot + report.abilities_total
    assert tot > 500 and rec / tot >= 0.60, (rec, tot)


def test_import_all_reports_every_set_and_every_file_loads(pool_out):
    out, per_set = pool_out
    assert len(per_set) == 54 and set(per_set) == {p.stem for p in SHARED.glob("*.json")}
    assert sum(t for _, t in per_set.values()) > 3000
    for s, (rec, tot) in per_set.items():
        assert 0 <= rec <= tot
        path = out / f"{s}.toml"
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        cards = cards_from_data(data, str(path))
        assert len(cards) == len(source(s))
        for c in cards:
            for a in c.abilities:
                assert vocab.ability_words(a)           # every table has words
    total = sum(len(source(s)) for s in per_set)
    assert total == 2301


def test_no_printed_sentence_reaches_the_output(pool_out):
    out, per_set = pool_out
    for s in per_set:
        text = " ".join((out / f"{s}.toml").read_text(encoding="utf-8").split()).lower()
        assert "text_en" not in text and "flavor" not in text
        for j in source(s):
            for sec, t in I.printed_abilities(j["text_en"]):
                t = re.sub(r"\[(?:constant|on-play|action|auto)\]\s*[:：]?|【[^】]*】\s*[:：]?",
                           " ", t, flags=re.I)
                for sent in re.split(r"[.。!?！？]", t):
                    sent = " ".join(sent.split()).strip(' "“”').lower()
                    if len(sent) >= 12 and '"' not in sent:
                        assert sent not in text, (s, j["id"], sent)


@needs_shared
@pytest.mark.skipif(not (BUILTIN / "WD01.toml").exists(), reason="no built-in WD files")
@pytest.mark.parametrize("setcode", ["WD01", "WD02", "WD03", "WD04", "WD05"])
def test_the_starter_sets_agree_with_the_hand_written_files(setcode):
    """Where both say the same thing in different words: count = 1 and a search's
    up_to = true are the vocabulary's defaults."""
    def norm(x):
        if isinstance(x, dict):
            d = {k: norm(v) for k, v in x.items()}
            if d.get("count") == 1:
                del d["count"]
            if d.get("verb") == "search" and d.get("up_to") is True:
                del d["up_to"]
            if d.get("filter") == {}:
                del d["filter"]
            return d
        if isinstance(x, list):
            return [norm(v) for v in x]
        return x

    doc, _ = I.convert_set(SHARED / f"{setcode}.json")
    hand = {c["code"]: c for c in
            tomllib.loads((BUILTIN / f"{setcode}.toml").read_text(encoding="utf-8"))["card"]}
    for c in doc["card"]:
        h = hand[c["code"]]
        assert norm(c.get("ability", [])) == norm(h.get("ability", [])), c["code"]
        for k in ("name", "type", "color", "level", "limit", "power", "cost", "classes",
                  "lrig_type", "limiting", "timings", "guard", "multi_ener", "life_burst",
                  "reprint_of"):
            assert c.get(k) == h.get(k), (c["code"], k)


# ---- the report --------------------------------------------------------------------------------

@needs_shared
def test_the_report_counts_by_type_and_lists_the_unrecognised_shapes():
    _, report = I.convert_set(SHARED / "WX05.json")
    types = report.by_type()
    assert set(types) <= {"lrig", "arts", "signi", "spell", "resona"}
    assert sum(n for n, _, _ in types.values()) == report.cards
    assert sum(r for _, r, _ in types.values()) == report.abilities_recognised
    assert sum(t for _, _, t in types.values()) == report.abilities_total
    top = report.top_unrecognised(5)
    assert top and top[0][1] >= top[-1][1]
    shape, n = top[0]
    assert shape.split(":", 1)[0] in I.SECTIONS and not re.search(r"\d", shape.split(":", 1)[1])
    assert sum(report.unrecognised.values()) == report.abilities_total - \
        report.abilities_recognised


# ---- malformed input ---------------------------------------------------------------------------

def good_card(**over) -> dict:
    j = {"id": "TST-001", "base_id": "TST-001", "reprint": False, "name": "Test Signi",
         "rarity": "C", "type": "SIGNI", "color": "red", "level": 2, "limit": None,
         "power": 5000, "lrig_type_en": [], "classes_en": ["Nature", "Ore"],
         "limiting_en": [], "cost": {"white": 0, "black": 0, "red": 0, "blue": 0, "green": 0,
                                     "colorless": 0},
         "guard": False, "multi_ener": False, "life_burst": True, "timings": None,
         "text_en": {"burst": ["【※】：Draw one card."]}}
    j.update(over)
    return j


def write(tmp_path, data, name="TST.json") -> Path:
    p = tmp_path / name
    p.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return p


def test_a_good_card_converts(tmp_path):
    report = I.import_cards(write(tmp_path, [good_card()]), tmp_path / "out")
    (card,) = load_card_file(tmp_path / "out" / "TST.toml")
    assert (card.code, card.type, card.color, card.level, card.power, card.life_burst) == \
        ("TST-001", "signi", "red", 2, 5000, True)
    assert card.abilities == ({"kind": "burst", "effect": [{"verb": "draw", "count": 1}]},)
    assert report.abilities_recognised == report.abilities_total == 1


def test_malformed_json_names_the_file(tmp_path):
    p = write(tmp_path, "[{not json")
    with pytest.raises(CardDataError) as e:
        I.import_cards(p, tmp_path)
    assert e.value.file == str(p) and "not valid JSON" in str(e.value)
    assert not (tmp_path / "TST.toml").exists()


def test_a_file_that_is_not_a_list_is_refused(tmp_path):
    with pytest.raises(CardDataError, match="JSON array"):
        I.import_cards(write(tmp_path, {"id": "x"}), tmp_path)


@pytest.mark.parametrize("field", ["id", "name", "type", "power", "text_en", "cost"])
def test_a_card_missing_a_field_names_the_file_card_and_field(tmp_path, field):
    j = good_card()
    del j[field]
    with pytest.raises(CardDataError) as e:
        I.import_cards(write(tmp_path, [good_card(id="TST-000"), j]), tmp_path)
    card = "#2" if field == "id" else "TST-001"
    assert (e.value.card, e.value.field, e.value.message) == (card, field, "missing")
    assert str(tmp_path / "TST.json") in str(e.value)


@pytest.mark.parametrize("over, field", [
    ({"type": "HERO"}, "type"), ({"color": "purple"}, "color"), ({"level": "2"}, "level"),
    ({"power": None}, "power"), ({"guard": "no"}, "guard"), ({"timings": ["noon"]}, "timings"),
    ({"cost": {"red": -1}}, "cost"), ({"classes_en": "Ore"}, "classes_en"),
    ({"text_en": {"burst": "Draw"}}, "text_en"), ({"text_en": {"poem": []}}, "text_en"),
    ({"keywords": {"cross_left": "WD10-011"}}, "keywords"),
])
def test_bad_values_name_the_field(tmp_path, over, field):
    with pytest.raises(CardDataError) as e:
        I.convert_set(write(tmp_path, [good_card(**over)]))
    assert (e.value.card, e.value.field) == ("TST-001", field)


def test_skip_bad_leaves_the_bad_card_out_and_names_it(tmp_path):
    bad = good_card(id="TST-002")
    del bad["power"]
    report = I.import_cards(write(tmp_path, [good_card(), bad, "not a card"]), tmp_path,
                            skip_bad=True)
    assert report.cards == 1 and len(report.skipped) == 2
    assert "TST-002" in report.skipped[0] and "'power'" in report.skipped[0]
    assert "#3" in report.skipped[1]
    assert [c.code for c in load_card_file(tmp_path / "TST.toml")] == ["TST-001"]


def test_a_failed_import_leaves_the_previous_file_untouched(tmp_path):
    I.import_cards(write(tmp_path, [good_card()]), tmp_path)
    before = (tmp_path / "TST.toml").read_text(encoding="utf-8")
    with pytest.raises(CardDataError):
        I.import_cards(write(tmp_path, [good_card(type="HERO")]), tmp_path)
    assert (tmp_path / "TST.toml").read_text(encoding="utf-8") == before
    assert [p.name for p in tmp_path.iterdir()] == sorted(["TST.json", "TST.toml"]) or \
        {p.name for p in tmp_path.iterdir()} == {"TST.json", "TST.toml"}
