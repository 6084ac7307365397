"""The community data's text defects, read as printed (importer_text: printed_abilities,
repair, split_joined, TEXT_FIXES from data/text_fixes.toml written by tools/ws_text_fixes.py).

Each kind of defect with real cards of the pool: several printed abilities on one line (split
where one ends and the next begins, never inside a quote), glyphs written as "WORD@", lost
spaces, lines that stand for no text, typing slips, and per card the trigger icons, glyph
brackets and zeros the data lost, restored only where another record of the same card proves
them (a card without such a record stays as it is). The community files are read from
../shared (skipped when absent)."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import pytest
from ws_helpers import DIRECT, PASS, act, attack_id, deck_with, events, kind, make, opts

from tcgsim.games.weiss_schwarz import importer as I
from tcgsim.games.weiss_schwarz import importer_text as T
from tcgsim.games.weiss_schwarz import pool_cache

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SHARED = HERE.parents[3].parent / "shared" / "data" / "weiss_schwarz" / "cards"
if not SHARED.is_dir():
    SHARED = Path("/work/shared/data/weiss_schwarz/cards")
SETS = sorted(SHARED.glob("*.json")) if SHARED.is_dir() else []
needs_shared = pytest.mark.skipif(not SETS, reason="../shared/data/weiss_schwarz not present")


@lru_cache(maxsize=None)
def _all() -> dict:
    return {j["code"]: j for f in SETS for j in json.loads(f.read_text(encoding="utf-8"))
            if isinstance(j, dict) and isinstance(j.get("code"), str)}


def raw(code: str) -> list[str]:
    return _all()[code]["ability"]


def lines(code: str) -> list[str]:
    """The card's printed abilities as the recognisers read them (fixes applied, cleaned)."""
    return [I.clean(I._fixed(code, x)) for x in I.printed_abilities(raw(code))]


def convert(code: str):
    table, rows = I.convert_card(_all()[code])
    return table, [r.table is not None for r in rows]


# ---- several printed abilities on one line ---------------------------------------------------

@needs_shared
def test_three_abilities_on_one_line_are_three_and_each_is_read():
    """LH/SE20-E03 prints three abilities; the data has them on one line, joined by '. 【AUTO】'
    (with a space, which the old split missed), and 'When?this?card?attacks'."""
    assert len(raw("LH/SE20-E03")) == 1
    got = lines("LH/SE20-E03")
    assert len(got) == 3
    assert got[0] == "【CONT】 This card cannot side attack."
    assert got[1].startswith("【AUTO】 When this card is placed on the stage from your hand or by")
    assert got[2].startswith("【AUTO】 When this card attacks, if \"Waltz for Two\" is in your")
    table, ok = convert("LH/SE20-E03")
    assert ok == [True, True, True] and "unsupported" not in table


@needs_shared
@pytest.mark.parametrize("code, second", [
    ("DDD/S118-E041", "【AUTO】 Memory If this card is in your memory, at the beginning"),
    ("KC/S31-E055", "【CONT】 Memory If this card is in your memory, your 《Fleet Girl》"),
])
def test_an_events_memory_ability_is_its_own_printed_ability(code, second):
    """'… Put this card into your memory.【AUTO】 Memory …' (DDD/S118-E041, no space) and
    '… memory. 【CONT】 Memory …' (KC/S31-E055): the event's effect, then its Memory ability."""
    got = lines(code)
    assert len(got) == 2 and got[0].endswith("Put this card into your memory.")
    assert got[1].startswith(second)


@needs_shared
def test_a_split_after_a_quoted_grant_keeps_the_grant_whole():
    """DDD/S118-E034: '… perform a trigger check 2 times on the trigger step."【AUTO】 Change …':
    the quote closes the granted ability, then the next printed ability begins."""
    got = lines("DDD/S118-E034")
    assert len(got) == 3
    assert got[1].startswith("【CONT】 Assist") and got[1].endswith('on the trigger step."')
    assert '"【AUTO】 [(1)] When this card attacks' in got[1]             # the grant, inside
    assert got[2].startswith("【AUTO】 Change [(1) Put 1 card from your hand")


@needs_shared
def test_a_granted_ability_is_never_split_off_even_when_its_quote_is_misplaced():
    """FZ/S17-E058 writes 'ability."【AUTO】 …' and FS/S64-E049 'turn." 【AUTO】 …' for the
    opening quote of a granted ability: nothing is open, so the quote opens; the grant stays
    in its ability, spaced as printed ('ability. "【AUTO】')."""
    a = lines("FZ/S17-E058")
    assert len(a) == 2 and 'the following ability. "【AUTO】 When this card becomes 【REVERSE】' in a[0]
    b = lines("FS/S64-E049")
    assert len(b) == 2
    assert 'this card gets the following ability until end of turn. "【AUTO】 When' in b[1]


@needs_shared
@pytest.mark.parametrize("code, pair", [("GCR/SE48-TE10", "【ACT】 【COUNTER】 Backup 2000"),
                                        ("DDD/S118-E029", "【AUTO】 【CXCOMBO】 [(2) Put 1 card"),
                                        ("FS/S64-E035", "【AUTO】 【CLOCK】 Alarm")])
def test_a_split_comes_before_a_pair_of_glyphs_never_between(code, pair):
    got = lines(code)
    assert len(got) == 2 and got[1].startswith(pair)
    assert not any(x.startswith(("【COUNTER】", "【CXCOMBO】", "【CLOCK】")) for x in got)


@needs_shared
def test_a_name_with_quotes_inside_does_not_confuse_the_split():
    """KLK/S27-E001: the second ability names '"Rampage" Ryuko' in quotes ('""Rampage" Ryuko"')."""
    got = lines("KLK/S27-E001")
    assert len(got) == 2 and got[1].startswith("【AUTO】 [Put 1 card from your hand")
    assert 'named ""Rampage" Ryuko" from your stage' in raw("KLK/S27-E001")[0]


@pytest.mark.parametrize("line, parts", [
    # a name holding quotes, then the next ability
    ('【CONT】 If you have "Sasha: "Wandering the Forest"", this card gets +1000 power. '
     '【AUTO】 When this card attacks, draw 1 card.', 2),
    # inside a quoted granted ability a sentence end is no split, nested names or not
    ('【AUTO】 When x, this card gets the following ability. "【AUTO】 When "A "B" C" is placed, '
     'draw 1 card. 【CONT】 This card gets +1 soul."', 1),
    ('【CONT】 This card gets the following 2 abilities. "【AUTO】 When this card attacks, draw 1 '
     'card." "【CONT】 This card gets +1 soul."', 1),
    # a quote that does not pair up: nothing after it is split
    ("【CONT】 All of your opponent's characters get ''【AUTO】 Encore [Put 1 character from your "
     'hand into your waiting room]". 【AUTO】 When this card attacks, draw 1 card.', 1),
    # 【ACT】 after a word is a reference, not a new ability
    ("【AUTO】 When you use an 【ACT】, this card gets +1000 power until end of turn.", 1),
    ('【CONT】 A. 【AUTO】 B. 【ACT】 [(1)] C. 【CONT】 D.', 4),
])
def test_split_joined_splits_only_outside_quotes_after_a_sentence_end(line, parts):
    got = T.split_joined(line)
    assert len(got) == parts and " ".join(got) == line


# ---- glyph markers, lost spaces, no-text lines, typing slips ----------------------------------

@needs_shared
def test_counter_at_is_the_counter_glyph_and_makes_a_counter_card():
    """SY/W08-E012 '【ACT】 COUNTER@ Backup 2500, Level 2 […]': weiss-sim's record prints
    【COUNTER】; the card is a counter card (it may be played in the counter step)."""
    assert "COUNTER@" in raw("SY/W08-E012")[1]
    assert lines("SY/W08-E012")[1].startswith("【ACT】 【COUNTER】 Backup 2500, Level 2")
    table, ok = convert("SY/W08-E012")
    assert table["counter"] is True and ok[1]


@needs_shared
def test_per_turn_marker_reads_as_the_printed_sentence():
    """EIS/SX07-004 '【AUTO】 1/TURN@ When you use an 【ACT】, …' = 'This ability activates up to
    1 time per turn.'; after a cost it follows the cost, as printed (EIS/SX07-T19)."""
    assert lines("EIS/SX07-004")[0].startswith(
        "【AUTO】 This ability activates up to 1 time per turn. When you use an 【ACT】")
    assert lines("EIS/SX07-T19")[1].startswith(
        "【AUTO】 【CXCOMBO】 [(4)] This ability activates up to 1 time per turn. When")
    assert T.repair('"【AUTO】 2/TURN@ When x."') == \
        '"【AUTO】 This ability activates up to 2 times per turn. When x."'
    table, ok = convert("EIS/SX07-004")
    assert ok[0] and table["ability"][0]["once_per_turn"] is True


@pytest.mark.parametrize("data, printed", [
    ("becomes Reverse@, you", "becomes 【REVERSE】, you"),                # NM/S24-E022
    ("becomes Reversed@ in battle", "becomes 【REVERSE】 in battle"),      # KC/S31-E052
    ("cannot STAND@ during", "cannot 【STAND】 during"),                    # LH/SE20-TE18
    ("cannot @STAND during", "cannot 【STAND】 during"),                    # DDD/S118-TE06
    ("【CONT】Clock@ Alarm", "【CONT】 【CLOCK】 Alarm"),                      # AB/W31-E086
    ("trigger icon is Charge@, you", "trigger icon is [[pool.gif]], you"),  # SY/W08-E034 ([POOL])
    ("trigger icon is ComeBack@, you", "trigger icon is [[comeback.gif]], you"),
    ("【CONT】 LINK@ Super Dimension Venus", "【CONT】 【LINK】 Super Dimension Venus"),
    ("Replay@ Wager your soul", "【REPLAY】 Wager your soul"),
    ('"THE IDOLM@STER" and M@STER', '"THE IDOLM@STER" and M@STER'),       # names keep their @
    ("【AUTO】 When?this?card?attacks, if", "【AUTO】 When this card attacks, if"),
    ('if "Ice Cr?me Shock!" is', 'if "Ice Cr?me Shock!" is'),             # a name keeps its ?
])
def test_repair_reads_glyph_words_and_lost_spaces_as_printed(data, printed):
    assert T.repair(data) == printed


def test_an_icon_reminder_written_with_at_is_dropped():
    """KC/S31-E031's climax: '(RETURN@: When this card triggers, …)' is the icon's reminder."""
    got = T.printed_abilities(["【CONT】 All of your characters get +1000 power and +1 soul.",
                               "(RETURN@: When this card triggers, you may choose 1 of your "
                               "opponent's characters, and return it to his or her hand)"])
    assert got == ["【CONT】 All of your characters get +1000 power and +1 soul."]


@needs_shared
@pytest.mark.parametrize("code", ["KS/W76-E023", "OVL/S62-E046", "FS/S64-E016", "AT/WX02-A01"])
def test_a_line_that_stands_for_no_text_is_no_ability(code):
    """'0' (KS/W76, OVL/S62: weiss-sim's records of the same codes say '-') and '－' are a
    vanilla card's empty text box, not an ability (they were counted as unsupported)."""
    assert raw(code) in (["0"], ["－"])
    table, ok = convert(code)
    assert ok == [] and "unsupported" not in table and "ability" not in table


@pytest.mark.parametrize("data, printed", [
    ("【ACT】 [REST] this card] Choose 1", "【ACT】 [【REST】 this card] Choose 1"),      # AOT/S35-TE01
    ("When this card becomes [REVERSE], if", "When this card becomes 【REVERSE】, if"),
    ("becomes 【Reverse】, search", "becomes 【REVERSE】, search"),                     # LL/W01-006
    ("【AUTO】 【CXCombo】 When", "【AUTO】 【CXCOMBO】 When"),                      # SAO/S51-E076
    ("【AUTO】［1］ When this card attacks", "【AUTO】[(1)] When this card attacks"),    # PD/S22-E012
    ("put 1 character ｆｒｏm your hand. Ｘ is", "put 1 character from your hand. X is"),
    ("icon is [[treasure.gif]] , you", "icon is [[treasure.gif]], you"),
    ("from your hand.Search your deck", "from your hand. Search your deck"),
    ('named "2nd Shokaku Kai-II Type.Kou", when', 'named "2nd Shokaku Kai-II Type.Kou", when'),
    ("in your waiting room,and return it", "in your waiting room, and return it"),
    ("until end of turn..", "until end of turn."),
    ('"My Real Name..." is', '"My Real Name..." is'),
    ("your opponent’s deck", "your opponent's deck"),
    ('the number of "Occultic Daily Life, Okarun” in', 'the number of "Occultic Daily Life, Okarun" in'),
    ('choose 1 "“Overlord” Sicily" in', 'choose 1 "“Overlord” Sicily" in'),
    ("During your opponents turn, all", "During your opponent's turn, all"),
    ("this card's battle oppponent is", "this card's battle opponent is"),
    ("seach your deck", "search your deck"),
    ("your other <<Master>> or ≪Plant≫ characters", "your other 《Master》 or 《Plant》 characters"),
    ("return this card to tis previous stage position as REST.)",
     "return this card to its previous stage position as 【REST】.)"),
    ('"Hot REST Spa" REST it', '"Hot REST Spa" 【REST】 it'),
])
def test_repair_reads_typing_slips_as_printed(data, printed):
    assert T.repair(data) == printed


@needs_shared
@pytest.mark.parametrize("code, index", [("SAO/S51-E087", 0), ("PD/S22-E042", 0),
                                         ("FZ/S17-E109", 0), ("FZ/S17-E058", 0)])
def test_typing_slips_no_longer_stop_the_recognisers(code, index):
    """"opponents turn" (SAO/S51-E087), "[1]" for the stock cost "[(1)]" (PD/S22-E042), the
    Encore reminder's bare "REST." (FZ/S17-E109), 'ability."【AUTO】' (FZ/S17-E058)."""
    assert convert(code)[1][index]


# ---- per card: the fix file -----------------------------------------------------------------

def test_the_fix_file_loads_with_facts_only():
    fixes = T.load_text_fixes()
    assert fixes is T.TEXT_FIXES or fixes == T.TEXT_FIXES
    assert len(fixes) > 300
    doc = __import__("tomllib").loads(T.FIXES_FILE.read_text(encoding="utf-8"))
    for f in doc["fix"]:
        assert set(f) == {"code", "kind", "data", "card", "source"}
        assert f["kind"] in ("icon", "glyph", "zeros") and f["source"]
        assert len(f["data"]) <= 80 and len(f["card"]) <= 110     # fragments, never a whole text
        assert f["data"] != f["card"]


def test_a_malformed_fix_file_is_refused_and_a_missing_one_is_empty(tmp_path):
    assert T.load_text_fixes(tmp_path / "none.toml") == {}
    bad = tmp_path / "bad.toml"
    bad.write_text('[[fix]]\ncode = "X/W1-001"\ndata = ""\ncard = "y"\n')
    with pytest.raises(ValueError, match="fix #1"):
        T.load_text_fixes(bad)
    ok = tmp_path / "ok.toml"
    ok.write_text('[[fix]]\ncode = "X/W1-001"\ndata = "a b"\ncard = "a [[soul.gif]] b"\n'
                  '[[fix]]\ncode = "X/W1-001"\ndata = "a b"\ncard = "a [[gate.gif]] b"\n')
    got = T.load_text_fixes(ok)
    assert got == {"X/W1-001": (("a b", "a [[soul.gif]] b"), ("a b", "a [[gate.gif]] b"))}


@needs_shared
def test_every_fix_applies_to_its_card():
    """Each fragment is found in its card's printed abilities, in the file's order (a fix
    the data no longer needs, or one repair() made stale, fails here: rerun the tool)."""
    for code, pairs in T.TEXT_FIXES.items():
        got = I.printed_abilities(raw(code))
        for data, card in pairs:
            at = next((k for k, x in enumerate(got) if data in x), None)
            assert at is not None, (code, data)
            got[at] = got[at].replace(data, card, 1)


@needs_shared
@pytest.mark.parametrize("code, icon", [("5HY/W101-E013", "choice"), ("5HY/W101-E058", "standby"),
                                        ("5HY/W83-E038", "treasure")])
def test_a_restored_trigger_icon_makes_the_ability_read(code, icon):
    """'When your character's trigger check reveals a climax with  in its trigger icon': the
    icon comes from weiss-sim's record of the same code."""
    assert any("a climax with in its trigger icon" in " ".join(a.split()) for a in raw(code))
    assert T.TEXT_FIXES[code] == (("climax with in its", f"climax with [[{icon}.gif]] in its"),)
    table, ok = convert(code)
    assert all(ok) and "unsupported" not in table
    auto = [a for a in table["ability"] if a["kind"] == "auto"]
    assert auto[-1]["when"] == "trigger_reveals_climax" and auto[-1]["filter"] == {"trigger": icon}


@needs_shared
def test_four_lost_icons_in_one_line_each_in_its_place():
    """ATLA/WX04-007: four times '… a climax with  in its trigger icon, this card in all of
    your zones get  in the trigger icon' with four different icons (weiss-sim: CHOICE,
    TREASURE, STANDBY, GATE)."""
    got = lines("ATLA/WX04-007")[0]
    icons = [x.split(".gif")[0] for x in got.split("[[")[1:]]
    assert icons == ["choice", "choice", "treasure", "treasure", "standby", "standby", "gate", "gate"]


@needs_shared
def test_two_lost_icons_and_a_lost_at():
    """AT/WX02-018 'if that card's trigger icon is , you …' and RKN/S115-E027 'climax with @ in
    its trigger icon' (twice): weiss-sim prints [SOUL] [SOUL] in both."""
    assert "trigger icon is [[soul.gif]] [[soul.gif]], you may pay" in lines("AT/WX02-018")[1]
    rkn = " ".join(lines("RKN/S115-E027"))
    assert rkn.count("climax with [[soul.gif]] [[soul.gif]] in its trigger icon") == 2 and "@" not in rkn


@needs_shared
def test_zeros_written_as_dashes_are_restored_where_proved():
    """AOT/SX04 wrote 'level 0' as 'level -' (each card proved by weiss-sim's record of the same
    code); OSK/S121 wrote every 0 as '-' ('+2--- power'; its text holds no digit 0 at all)."""
    assert "battle opponent is level 0 or lower" in lines("AOT/SX04-029")[1]
    assert raw("AOT/SX04-010")[1].endswith("Climax are regarded as level -)")
    assert lines("AOT/SX04-010")[1].endswith("put it into your hand.")   # the reminder, dropped
    assert "this card gets +2000 power" in lines("OSK/S121-E002")[0]
    assert lines("OSK/S121-E023") == ["【CONT】 All of your characters get +1000 power and +1 soul."]
    table, ok = convert("OSK/S121-E023")
    assert ok == [True]
    osk = {f for c, pairs in T.TEXT_FIXES.items() if c.startswith("OSK/S121-") for f in pairs}
    assert osk and all(not re.search(r"\d-|level -|cost -", card) for _, card in osk)


@needs_shared
def test_a_card_no_record_proves_is_left_as_it_is():
    """GCR/SE48-TE05 'When your climax with  in its trigger icon triggers, …': neither weiss-sim
    (no record of GCR/SE48) nor another printing shows the icon; the ability stays
    unsupported, counted, never guessed."""
    assert "GCR/SE48-TE05" not in T.TEXT_FIXES
    assert "When your climax with in its trigger icon triggers" in lines("GCR/SE48-TE05")[1]
    table, ok = convert("GCR/SE48-TE05")
    assert ok == [True, False] and table["unsupported"] == 1
    assert [a["kind"] for a in table["ability"]] == ["cont"] and "trigger icon" not in json.dumps(table)


@pytest.mark.skipif(importlib.util.find_spec("weiss_sim") is None,
                    reason="weiss-sim (the [bench] extra) is not installed")
@needs_shared
def test_the_committed_fix_file_is_what_the_tool_writes():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import ws_text_fixes as tool
    finally:
        sys.path.remove(str(ROOT / "tools"))
    fixes, left = tool.build(SHARED)
    assert left == []
    assert tool.toml_text(fixes) == T.FIXES_FILE.read_text(encoding="utf-8")


def test_the_importer_never_imports_weiss_sim():
    code = ("import sys; from tcgsim.games.weiss_schwarz import importer as I; "
            "I.convert_card({'name': 'N', 'code': '5HY/W101-E013', 'type': 'Character', "
            "'color': 'RED', 'level': '0', 'cost': '0', 'power': '500', 'soul': 1, "
            "'trigger': [], 'attributes': [], 'ability': ['x']}); print('weiss_sim' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, env={"PYTHONPATH": str(ROOT / "src"), "PATH": "/usr/bin:/bin"})
    assert out.stdout.strip() == "False", out.stderr


def test_the_pool_cache_digest_follows_the_fix_file(tmp_path):
    pkg = tmp_path / "pkg"
    (pkg / "data" / "cards").mkdir(parents=True)
    (pkg / "importer_text.py").write_text("x = 1\n")
    (pkg / "data" / "cards" / "X_W1.toml").write_text('[[card]]\ncode = "X/W1-001"\n')
    seen = {pool_cache.digest(pkg)}
    shutil.copy(T.FIXES_FILE, pkg / "data" / "text_fixes.toml")        # a fix file added
    seen.add(pool_cache.digest(pkg))
    with open(pkg / "data" / "text_fixes.toml", "a", encoding="utf-8") as f:
        f.write('\n[[fix]]\ncode = "X/W1-001"\nkind = "icon"\ndata = "a"\ncard = "b"\nsource = "t"\n')
    seen.add(pool_cache.digest(pkg))                                     # the fix file changed
    assert len(seen) == 3
    assert pool_cache.digest() == pool_cache.digest()


# ---- a restored ability in play ---------------------------------------------------------------

E013 = "5HY/W101-E013"     # Good at Trapping People, Ichika Nakano: +3000 on a [CHOICE] climax
CHOICE_CX = "5HY/W101-E021"   # Bold Answer-Checking Method ([CHOICE])
TREASURE_CX = "5HY/W101-E048"  # Feelings Void of Lies ([TREASURE])


def _e013(top):
    d = deck_with("repair-e013", [(4, E013), (1, CHOICE_CX), (1, TREASURE_CX)])
    return make(decks=[d, d], phase="attack", stage=[{1: E013}, {}], deck_top=[[top], []])


@needs_shared
def test_e013_gets_3000_when_the_trigger_check_reveals_a_choice_climax():
    """5HY/W101-E013 (icon restored from weiss-sim): 'When your character's trigger check reveals
    a climax with [CHOICE] in its trigger icon, this card gets +3000 power until end of turn.'
    Seed 000 트리거 스텝: the attacker's trigger check reveals the top card of the deck."""
    s = _e013(CHOICE_CX)
    me = s.stage[0][1]
    before = s.power_of(0, 1)
    act(s, "attack", attack_id(1, DIRECT))
    while kind(s) not in (None, "attack") and s.active == 0:      # the [CHOICE] icon: declined
        act(s, kind(s), PASS if PASS in opts(s) else opts(s)[0])
    assert [e[2:5] for e in events(s, "modifier") if e[3] == "power"] == [(me, "power", 3000)]
    assert s.power_of(0, 1) == before + 3000 or s.active == 1


@needs_shared
def test_e013_gets_nothing_when_the_climax_has_another_icon():
    s = _e013(TREASURE_CX)
    act(s, "attack", attack_id(1, DIRECT))
    assert events(s, "icon")[-1][4] == "treasure"
    assert not [e for e in events(s, "modifier") if e[3] == "power" and e[4] == 3000]
