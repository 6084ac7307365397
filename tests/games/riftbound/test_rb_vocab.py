"""Riftbound ability vocabulary (vocab.py) and the shipped data/abilities.toml: the file
loads into complete, plain records; every starter card with printed abilities has an entry;
a malformed file is refused with a CardDataError naming the file, the card and the field;
every record and every name of the vocabulary has words; and neither the file nor the words
hold a run of Riot's printed text (checked against /work/shared/data/riftbound where that
folder exists)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tcgsim.core.errors import CardDataError
from tcgsim.games.riftbound import vocab as V
from tcgsim.games.riftbound.cards import CardPool, builtin_deck, builtin_deck_names

ABILITIES = Path(V.__file__).parent / "data" / "abilities.toml"
SHARED = Path("/work/shared/data/riftbound")
RUN = 8                                           # words in a row that count as copied text


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.builtin()


@pytest.fixture(scope="module")
def shipped() -> dict:
    return V.load_abilities()


def starter_ids(pool) -> set[str]:
    ids = set()
    for name in builtin_deck_names():
        d = builtin_deck(name, pool)
        ids |= {c.id for c in [d.legend, d.champion, *d.battlefields, *d.runes, *d.main]}
    return ids


def _plain(v) -> bool:
    if isinstance(v, dict):
        return all(isinstance(k, str) and _plain(x) for k, x in v.items())
    if isinstance(v, tuple):
        return all(_plain(x) for x in v)
    return v is None or isinstance(v, (str, int, bool))


def _steps_of(ab: dict):
    """Every step of an ability, nested ones (delay, modes) included."""
    stack = list(ab["do"])
    while stack:
        st = stack.pop()
        yield st
        if st["verb"] == "delay":
            stack.extend(st["do"])
        if st["verb"] == "modes":
            for m in st["modes"]:
                stack.extend(m)


# ---- the shipped file ------------------------------------------------------------------------

def test_the_shipped_file_loads_into_complete_plain_records(shipped, pool):
    assert len(shipped) == 112
    assert V.load_abilities(ABILITIES) == shipped
    for cid, ca in shipped.items():
        assert cid in pool.by_id and ca.id == cid
        assert ca.keywords or ca.abilities, cid
        assert _plain(ca.keywords) and _plain(ca.abilities), cid
        assert all(k in V.KEYWORDS for k in ca.keywords)
        for ab in ca.abilities:
            assert set(ab) == set(V.ABILITY_FIELDS), cid
            for st in _steps_of(ab):
                assert set(st) == {"verb", "if", *V.VERBS[st["verb"]]}, (cid, st)
                for p in ("target", "other"):
                    if isinstance(st.get(p), dict):
                        assert set(st[p]) == set(V.SELECTOR_FIELDS), (cid, st)
            if ab["cost"] is not None:
                assert set(ab["cost"]) == set(V.COST_PARTS), cid


def test_records_are_normalized(shipped):
    assert shipped["ogn-030-298"].keywords == {"accelerate": True, "assault": 2}
    assert shipped["ogs-007-024"].keywords == {"assault": 2, "shield": 2}
    assert shipped["ogn-052-298"].keywords == {"shield": 1}
    (dis,) = shipped["ogn-005-298"].abilities
    assert (dis["kind"], dis["optional"], dis["if"], dis["while"]) == ("spell", False, None, None)
    deal, draw = dis["do"]
    assert deal["verb"] == "deal" and deal["amount"] == 3 and deal["amount_of"] is None
    assert deal["target"] == {"what": "unit", "side": "any", "at": "battlefield",
                              "max_might": None, "other": False, "count": 1, "up_to": False,
                              "choose": False, "gear_at": None, "together": False,
                              "total_might": None, "domain": None}
    assert draw == {"verb": "draw", "if": "killed", "n": 1}
    (udyr,) = shipped["ogn-157-298"].abilities
    assert udyr["cost"]["spend_buff"] is True and udyr["cost"]["energy"] is None
    assert len(udyr["do"][0]["modes"]) == 4
    (mist,) = shipped["ogn-152-298"].abilities
    assert mist["cost"]["power"] == {"body": 1} and mist["do"][0]["target"] == "event"
    (lux,) = shipped["ogs-014-024"].abilities
    assert lux["keywords"] == {"reaction": True} and lux["do"][0]["spells_only"] is True
    (soul,) = shipped["ogn-019-298"].abilities
    assert soul["keywords"] == {"assault": 1, "ganking": True}
    assert soul["while"] == "discarded_this_turn"
    assert [ab["when"] for ab in shipped["ogn-182-298"].abilities] == \
        ["play_me", "discard_me", "die_me"]


def test_every_starter_card_with_printed_abilities_has_an_entry(shipped, pool):
    ids = starter_ids(pool)
    assert len(ids) == 122
    with_text = {i for i in ids if pool[i].unsupported}
    assert with_text == set(shipped)                # runes and vanilla units have none
    for cid in with_text:
        ca = shipped[cid]
        # every printed paragraph is at least one keyword or ability
        assert len(ca.keywords) + len(ca.abilities) >= pool[cid].unsupported, cid
    assert {pool[i].type for i in ids - with_text} == {"rune", "unit"}


# ---- malformed files -------------------------------------------------------------------------

HEAD = '[[card]]\nid = "x-001"\n'
TRIGGER = HEAD + '[[card.ability]]\nkind = "trigger"\nwhen = "play_me"\n'
SPELL = HEAD + '[[card.ability]]\nkind = "spell"\n'

BAD = {
    "unknown keyword": (HEAD + 'keywords = ["flying"]', "keywords[1]"),
    "keyword with a number it takes not": (HEAD + 'keywords = ["tank 2"]', "keywords[1]"),
    "keyword twice": (HEAD + 'keywords = ["assault", "assault 2"]', "keywords[2]"),
    "keywords not a list": (HEAD + 'keywords = "tank"', "keywords"),
    "unknown card field": (HEAD + 'text = "hello"', "text"),
    "nothing at all": (HEAD, "ability"),
    "unknown kind": (HEAD + '[[card.ability]]\nkind = "passive"', "ability[1].kind"),
    "no kind": (HEAD + '[[card.ability]]\ndo = [{verb = "draw", n = 1}]', "ability[1].kind"),
    "trigger without when": (HEAD + '[[card.ability]]\nkind = "trigger"\n'
                             'do = [{verb = "draw", n = 1}]', "ability[1].when"),
    "unknown event": (HEAD + '[[card.ability]]\nkind = "trigger"\nwhen = "on_tuesday"\n'
                      'do = [{verb = "draw", n = 1}]', "ability[1].when"),
    "trigger without do": (TRIGGER, "ability[1].do"),
    "empty do": (TRIGGER + "do = []", "ability[1].do"),
    "unknown condition": (TRIGGER + 'if = "raining"\ndo = [{verb = "draw", n = 1}]',
                          "ability[1].if"),
    "unknown ability field": (SPELL + 'colour = "red"\ndo = [{verb = "draw", n = 1}]',
                              "ability[1].colour"),
    "field of another kind": (SPELL + 'when = "play_me"\ndo = [{verb = "draw", n = 1}]',
                              "ability[1].when"),
    "unknown static": (HEAD + '[[card.ability]]\nkind = "static"\neffect = "flying"',
                       "ability[1].effect"),
    "static without its number": (HEAD + '[[card.ability]]\nkind = "static"\n'
                                  'effect = "might"', "ability[1].n"),
    "static with a bad scope": (HEAD + '[[card.ability]]\nkind = "static"\n'
                                'effect = "bonus_damage"\nn = 1\nscope = "mine"',
                                "ability[1].scope"),
    "step without verb": (SPELL + "do = [{n = 1}]", "ability[1].do[1].verb"),
    "unknown verb": (SPELL + 'do = [{verb = "mill", n = 1}]', "ability[1].do[1].verb"),
    "step not a table": (SPELL + 'do = ["draw"]', "ability[1].do[1]"),
    "unknown parameter": (SPELL + 'do = [{verb = "draw", amount = 1}]',
                          "ability[1].do[1].amount"),
    "missing parameter": (SPELL + 'do = [{verb = "draw"}]', "ability[1].do[1].n"),
    "text for a number": (SPELL + 'do = [{verb = "draw", n = "two"}]', "ability[1].do[1].n"),
    "true for a number": (SPELL + 'do = [{verb = "draw", n = true}]', "ability[1].do[1].n"),
    "zero cards": (SPELL + 'do = [{verb = "draw", n = 0}]', "ability[1].do[1].n"),
    "unknown step condition": (SPELL + 'do = [{verb = "draw", n = 1, if = "lucky"}]',
                               "ability[1].do[1].if"),
    "deal with two amounts": (SPELL + 'do = [{verb = "deal", amount = 1, '
                              'amount_of = "my_might", target = {}}]',
                              "ability[1].do[1].amount"),
    "unknown parameter value": (SPELL + 'do = [{verb = "move", target = {}, to = "hand"}]',
                                "ability[1].do[1].to"),
    "unknown selector field": (SPELL + 'do = [{verb = "kill", target = {where = "base"}}]',
                               "ability[1].do[1].target.where"),
    "bad selector value": (SPELL + 'do = [{verb = "kill", target = {side = "ally"}}]',
                           "ability[1].do[1].target.side"),
    "selector count of text": (SPELL + 'do = [{verb = "kill", target = {count = "2"}}]',
                               "ability[1].do[1].target.count"),
    "unknown target word": (SPELL + 'do = [{verb = "kill", target = "you"}]',
                            "ability[1].do[1].target"),
    "it with nothing before": (SPELL + 'do = [{verb = "kill", target = "it"}]',
                               "ability[1].do[1].target"),
    "event on an event without a unit": (TRIGGER + 'do = [{verb = "ready", target = "event"}]',
                                         "ability[1].do[1].target"),
    "gear_at on units": (SPELL + 'do = [{verb = "kill", target = {gear_at = "any"}}]',
                         "ability[1].do[1].target.gear_at"),
    "bad Power domain": (TRIGGER + 'do = [{verb = "play_me", power = {purple = 1}}]',
                         "ability[1].do[1].power.purple"),
    "unknown keyword granted": (SPELL + 'do = [{verb = "grant", target = {}, '
                                'keyword = "flying"}]', "ability[1].do[1].keyword"),
    "bad nested step": (TRIGGER + 'do = [{verb = "delay", at = "end_turn", do = [{n = 2}]}]',
                        "ability[1].do[1].do[1].verb"),
    "bad mode step": (HEAD + '[[card.ability]]\nkind = "activated"\ncost = {exhaust = true}\n'
                      'do = [{verb = "modes", modes = [[{verb = "draw", n = 1}], '
                      '[{verb = "draw"}]]}]', "ability[1].do[1].modes[2][1].n"),
    "one mode": (HEAD + '[[card.ability]]\nkind = "activated"\ncost = {exhaust = true}\n'
                 'do = [{verb = "modes", modes = [[{verb = "draw", n = 1}]]}]',
                 "ability[1].do[1].modes"),
    "a play-here extra cost of a discard": (HEAD + '[[card.ability]]\nkind = "static"\n'
                                            'effect = "play_here_extra_cost"\n'
                                            'cost = {discard = 1}', "ability[1].cost"),
    "a play-here extra cost missing": (HEAD + '[[card.ability]]\nkind = "static"\n'
                                       'effect = "play_here_extra_cost"', "ability[1].cost"),
    "unknown cost part": (HEAD + '[[card.ability]]\nkind = "cost"\ncost = {mana = 1}',
                          "ability[1].cost.mana"),
    "empty cost": (HEAD + '[[card.ability]]\nkind = "cost"\ncost = {}', "ability[1].cost"),
    "activated without cost": (HEAD + '[[card.ability]]\nkind = "activated"\n'
                               'do = [{verb = "draw", n = 1}]', "ability[1].cost"),
    "activated timing not a timing": (HEAD + '[[card.ability]]\nkind = "activated"\n'
                                      'cost = {exhaust = true}\nkeywords = ["tank"]\n'
                                      'do = [{verb = "draw", n = 1}]',
                                      "ability[1].keywords[1]"),
    "min_cost on another event": (TRIGGER + 'min_cost = 5\ndo = [{verb = "draw", n = 1}]',
                                  "ability[1].min_cost"),
    "optional not a bool": (TRIGGER + 'optional = "yes"\ndo = [{verb = "draw", n = 1}]',
                            "ability[1].optional"),
    "two spells": (SPELL + 'do = [{verb = "draw", n = 1}]\n[[card.ability]]\nkind = "spell"\n'
                   'do = [{verb = "draw", n = 1}]', "ability"),
    "a card twice": (HEAD + 'keywords = ["tank"]\n' + HEAD + 'keywords = ["tank"]', "id"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_malformed_file_names_the_card_and_the_field(tmp_path, case):
    text, field = BAD[case]
    f = tmp_path / "bad.toml"
    f.write_text(text + "\n", encoding="utf-8")
    with pytest.raises(CardDataError) as e:
        V.load_abilities(f)
    assert (e.value.card, e.value.field) == ("x-001", field), str(e.value)
    assert "bad.toml" in str(e.value) and "x-001" in str(e.value)


@pytest.mark.parametrize("text, card, field", [
    ("[[card]\nid = 1", None, None),                        # not TOML
    ('[[card]]\nname = "no id"\nkeywords = ["tank"]', "#1", "id"),
    ('[[card]]\nid = 7', "#1", "id"),
    ('[set]\nid = "OGN"', None, "set"),
    ('card = "x"', None, "card"),
])
def test_a_malformed_file_outside_a_card(tmp_path, text, card, field):
    f = tmp_path / "bad.toml"
    f.write_text(text + "\n", encoding="utf-8")
    with pytest.raises(CardDataError) as e:
        V.load_abilities(f)
    assert (e.value.card, e.value.field) == (card, field), str(e.value)
    assert "bad.toml" in str(e.value)


def test_a_missing_file_is_a_card_data_error(tmp_path):
    with pytest.raises(CardDataError, match="cannot read"):
        V.load_abilities(tmp_path / "none.toml")


# ---- words -----------------------------------------------------------------------------------

def _sane(line: str):
    assert line and line[0].isupper() and line.endswith("."), line
    assert "None" not in line and "{" not in line and "}" not in line and "_" not in line, line
    assert "  " not in line and " ," not in line and ".." not in line, line


def test_every_starter_card_has_words(shipped, pool):
    for cid, ca in shipped.items():
        for noun in (None, pool[cid].type):
            lines = V.card_words(ca, noun)
            assert len(lines) == len(ca.keywords) + len(ca.abilities), cid
            for line in lines:
                _sane(line)


def test_words_of_some_cards(shipped, pool):
    def words(cid):
        return V.card_words(shipped[cid], pool[cid].type)

    assert words("ogn-030-298")[1:] == ["Assault 2 (+2 Might while attacking).",
                                        "When you play this unit: discard 2 cards."]
    assert words("ogn-210-298") == ["Assault (+1 Might while attacking)."]
    assert words("ogn-005-298")[1] == ("Deal 3 damage to a unit at a battlefield; if that "
                                       "killed it, draw 1 card.")
    assert words("ogn-257-298") == ["Pay 1 Energy and exhaust this legend: buff a friendly "
                                    "unit."]
    assert words("ogn-293-298") == ["When you hold this battlefield, if you have 7 or more "
                                    "units here: you win the game."]


SAMPLE_STEPS = {
    # verb: a step of it (every verb of VERBS needs one here)
    "draw": '{verb = "draw", n = 2}',
    "discard": '{verb = "discard", n = 1}',
    "deal": '{verb = "deal", amount_of = "my_might", target = {side = "enemy", at = "here"}}',
    "deal_all": '{verb = "deal_all", amount = 1, side = "friendly", at = "battlefields"}',
    "duel": '{verb = "duel", target = "me", other = {side = "enemy", max_might = 4}}',
    "kill": '{verb = "kill", target = {what = "gear", count = 2, up_to = true}}',
    "each_kills": '{verb = "each_kills"}',
    "move": '{verb = "move", target = {other = true, at = "base"}, to = "any"}',
    "return_hand": '{verb = "return_hand", target = {side = "friendly", count = 3}}',
    "from_trash": '{verb = "from_trash", type = "gear"}',
    "might": '{verb = "might", target = {at = "combat"}, n = 2, duration = "combat"}',
    "might_all": '{verb = "might_all", n = 1}',
    "buff": '{verb = "buff", target = "me"}',
    "ready": '{verb = "ready", target = {what = "unit_or_gear"}}',
    "stun": '{verb = "stun", target = {side = "enemy", count = 2}}',
    "channel": '{verb = "channel", n = 2, else_draw = 1}',
    "token": '{verb = "token", token = "sprite", n = 2, where = "here", ready = true}',
    "grant": '{verb = "grant", target = {side = "friendly", count = 2}, keyword = "assault", '
             'n = 3, duration = "turn"}',
    "add_energy": '{verb = "add_energy", n = 1}',
    "ready_runes": '{verb = "ready_runes", n = 1}',
    "delay": '{verb = "delay", at = "end_turn", do = [{verb = "draw", n = 1}]}',
    "turn_flag": '{verb = "turn_flag", flag = "units_enter_ready"}',
    "win_here": '{verb = "win_here"}',
    "save": '{verb = "save", target = "me"}',
    "spend_buff": '{verb = "spend_buff"}',
    "modes": '{verb = "modes", modes = [[{verb = "draw", n = 1}], [{verb = "discard", n = 1}]]}',
    "play_me": '{verb = "play_me", power = {any = 1, chaos = 2}}',
    "controller_draws": '{verb = "kill", target = {}}, {verb = "controller_draws", n = 1}',
    "choose": '{verb = "choose", target = {count = 3, up_to = true, together = true, '
              'total_might = 4}}',
    "doom": '{verb = "doom", target = {side = "enemy"}}',
    "play_from_hand": '{verb = "play_from_hand", type = "unit", where = "battlefield", '
                      'ignore_cost = true}',
    "gain_points": '{verb = "gain_points", n = 1, who = "turn_player"}',
    "set_base_might": '{verb = "set_base_might", target = {side = "friendly"}, n = 0}',
    "might_to": '{verb = "might_to", target = {count = 2, domain = "calm"}, n = 5}',
    "kill_all": '{verb = "kill_all", what = "gear", side = "enemy"}',
    "split": '{verb = "choose", target = {}}, {verb = "split", amount_of = "its_might", '
             'target = {count = 3, up_to = true, at = "battlefield"}}',
    "reveal_top": '{verb = "reveal_top", n = 3}, {verb = "deal", amount_of = '
                  '"revealed_hidden", target = {side = "enemy"}}',
    "recycle_revealed": '{verb = "reveal_top", n = 1}, {verb = "recycle_revealed"}',
    "recycle": '{verb = "recycle", target = {what = "gear", side = "enemy", count = 2}}',
    "play_revealed": '{verb = "reveal_top", n = 2}, {verb = "play_revealed", where = '
                     '"here_may"}',
    "gain_control": '{verb = "gain_control", target = {what = "spell", side = "enemy"}}',
    "pay_any": '{verb = "pay_any", what = "power"}, '
               '{verb = "deal_all", amount_of = "paid", side = "enemy", at = "one_battlefield"}',
    "add_power": '{verb = "add_power", n = 2}, {verb = "pay_any", what = "energy"}, '
                 '{verb = "add_power", amount_of = "paid"}',
    "banish_all": '{verb = "banish_all", whose = "chosen_opponent"}',
    "empower": '{verb = "empower", target = {side = "friendly"}}',
    "choose_opponent": '{verb = "choose_opponent"}, {verb = "reveal_hand"}',
    "reveal_hand": '{verb = "choose_opponent"}, {verb = "reveal_hand"}',
    "pay_xp": '{verb = "pay_xp", n = 2}, {verb = "draw", n = 1, if = "paid"}',
    "opp_discard": '{verb = "choose_opponent"}, {verb = "opp_discard"}',
    "opp_draws": '{verb = "choose_opponent"}, {verb = "opp_draws", n = 1}',
    "attach": '{verb = "attach", target = {side = "friendly", at = "base"}}',
    "weaponmaster": '{verb = "weaponmaster"}',
    "copy": '{verb = "token", token = "reflection", where = "choose"}, '
            '{verb = "copy", target = {side = "enemy"}}',
}
# verbs that need an activated ability's field (cost_less): sampled in one, not in a spell
ACTIVATED_ONLY = {"banish_all": 'cost = {energy = 12, banish_me = true}\n'
                                'cost_less = "opponent_points"',
                  # an object's own abilities (not a spell's): attach me, attach to me
                  "attach": 'cost = {energy = 1}', "weaponmaster": 'cost = {energy = 1}'}

STATIC_SAMPLE = {"n": "n = 2", "min": "min = 1", "scope": 'scope = "yours"',
                 "keywords": 'keywords = ["tank", "deflect 2"]',
                 "cost": "cost = {energy = 1, power = {any = 2}}"}


def coverage_file() -> str:
    """Every kind, event, condition, static, cost part and verb of the vocabulary, once."""
    out = []
    card = 0

    def entry(body: str):
        nonlocal card
        card += 1
        out.append(f'[[card]]\nid = "t-{card:03}"\n{body}\n')

    for ev in V.EVENTS:
        extra = "min_cost = 3\n" if ev == "you_play_spell" else ""
        step = '{verb = "ready", target = "event"}' if ev in V.EVENT_UNIT else \
            '{verb = "draw", n = 1}'
        entry(f'[[card.ability]]\nkind = "trigger"\nwhen = "{ev}"\n{extra}do = [{step}]')
    for c in V.CONDITIONS:
        entry(f'[[card.ability]]\nkind = "trigger"\nwhen = "play_me"\nif = "{c}"\n'
              f'do = [{{verb = "draw", n = 1, if = "{c}"}}]\n'
              f'[[card.ability]]\nkind = "static"\neffect = "play_to_open"\nwhile = "{c}"')
    for s, params in V.STATIC_PARAMS.items():
        lines = "\n".join(STATIC_SAMPLE[p] for p in params)
        entry(f'[[card.ability]]\nkind = "static"\neffect = "{s}"\n{lines}')
    entry('[[card.ability]]\nkind = "static"\neffect = "bonus_damage"\nn = 1\nscope = "here"')
    for verb in V.VERBS:
        if verb in ACTIVATED_ONLY:
            entry(f'[[card.ability]]\nkind = "activated"\n{ACTIVATED_ONLY[verb]}\n'
                  f'do = [{SAMPLE_STEPS[verb]}]')
            continue
        entry(f'[[card.ability]]\nkind = "spell"\ndo = [{SAMPLE_STEPS[verb]}]')
    every_cost = ('{energy = 2, power = {order = 1}, exhaust = true, spend_buff = true, '
                  'recycle_trash = 2, discard = 1, kill_friendly = 2, exhaust_friendly = 1}')
    entry(f'[[card.ability]]\nkind = "activated"\ncost = {every_cost}\nkeywords = ["action"]\n'
          f'do = [{{verb = "draw", n = 1}}]\n'
          f'[[card.ability]]\nkind = "cost"\ncost = {{energy = 1}}\n'
          f'[[card.ability]]\nkind = "trigger"\nwhen = "attack_me"\ncost = {{energy = 1}}\n'
          f'do = [{{verb = "draw", n = 1}}]')
    entry('[[card.ability]]\nkind = "trigger"\nwhen = "defend_me"\noptional = true\n'
          'cost = {kill_me = true}\ndo = [{verb = "draw", n = 1}]')
    entry('[[card.ability]]\nkind = "activated"\ncost = {energy = 1, exhaust = true}\n'
          'alt_cost = {power = {any = 1}}\nwhile = "not_empowered"\n'
          'do = [{verb = "empower", target = "me"}]')
    entry('[[card.ability]]\nkind = "cost"\ncost = {kill_top_might = true}\n'
          '[[card.ability]]\nkind = "spell"\n'
          'do = [{verb = "might", target = {side = "friendly"}, amount_of = "killed_might"}]')
    entry('[[card.ability]]\nkind = "equip"\ncost = {energy = 2, power = {any = 1}}\n'
          'cost_less = "enemy_occupied"\nkeywords = ["reaction"]\n'
          '[[card.ability]]\nkind = "equip"\ncost = {energy = 3}\n'
          '[[card.ability]]\nkind = "activated"\ncost = {energy = 3}\n'
          'cost_less = "enemy_occupied"\ndo = [{verb = "draw", n = 1}]')
    entry('keywords = [' + ", ".join(f'"{k}"' for k in V.KEYWORDS) + ']')
    entry('keywords = [' + ", ".join(f'"{k} 3"' for k, d in V.KEYWORDS.items()
                                     if d is not None) + ']')
    return "\n".join(out)


def coverage_words(tmp_path) -> list[str]:
    f = tmp_path / "all.toml"
    f.write_text(coverage_file(), encoding="utf-8")
    lines = []
    for ca in V.load_abilities(f).values():
        for noun in (None, "unit", "gear", "spell", "legend", "battlefield"):
            lines += V.card_words(ca, noun)
    return lines


def test_every_name_of_the_vocabulary_has_words(tmp_path):
    assert set(SAMPLE_STEPS) == set(V.VERBS)
    assert set(V.STATIC_PARAMS) == set(V.STATICS) and set(V.VERB_REQUIRED) == set(V.VERBS)
    assert set(V.EVENT_WORDS) == set(V.EVENTS) and set(V.CONDITION_WORDS) == set(V.CONDITIONS)
    assert set(V.STATIC_WORDS) == set(V.STATICS) and set(V.KEYWORD_WORDS) == set(V.KEYWORDS)
    assert set(V.COST_WORDS) == set(V.COST_PARTS)
    lines = coverage_words(tmp_path)
    for line in lines:
        _sane(line)
    text = "\n".join(lines)
    for piece in ("Assault 3 (+3 Might", "Deflect 2", "up to two gear", "2 friendly units",
                  "1 Power of any domain and 2 Chaos Power to play", "when this turn ends",
                  "(1) draw 1 card; (2) discard 1 card", "with an Energy cost of 3 or more",
                  "pay 2 Energy and 1 Order Power, exhaust this unit,", "their owners' hands",
                  "Reaction — Equip — pay 2 Energy and 1 Power of any domain: attach this gear "
                  "to a unit you control. It costs 1 Energy less for every battlefield",
                  "Equip — pay 3 Energy: attach this gear to a unit you control.",
                  "Weaponmaster (when you play this unit", "Quick-Draw (playable",
                  "attach this gear to a friendly unit in a base",
                  "create a Reflection unit token (0 Might) in your base or at a battlefield "
                  "you control, then that token becomes a copy of an enemy unit: it takes"):
        assert piece.lower() in text.lower(), piece


# ---- no Riot text ----------------------------------------------------------------------------

def _words(text: str) -> list[str]:
    text = text.lower().replace("’", "'").replace("'", "")
    return re.findall(r"[a-z0-9]+", text)


def _runs(words: list[str]) -> set[tuple]:
    return {tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1)}


@pytest.mark.skipif(not (SHARED / "sets").exists(), reason="no /work/shared source data")
def test_no_run_of_printed_text_in_the_file_or_the_words(shipped, pool, tmp_path):
    printed: set[tuple] = set()
    for f in sorted((SHARED / "sets").glob("*.json")):
        data = json.loads(f.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or "cards" not in data:
            continue
        for j in data["cards"]:
            for t in (j.get("rulesText"), j.get("errata")):
                if isinstance(t, str):
                    printed |= _runs(_words(t))
    assert len(printed) > 1000                         # the check has something to look for
    own = {"file": ABILITIES.read_text(encoding="utf-8")}
    for cid, ca in shipped.items():
        for noun in (None, pool[cid].type):
            own[f"{cid} {noun}"] = " ".join(V.card_words(ca, noun))
    own["vocabulary"] = " ".join(coverage_words(tmp_path))
    for name, text in own.items():
        copied = _runs(_words(text)) & printed
        assert not copied, (name, sorted(" ".join(r) for r in copied)[:3])
