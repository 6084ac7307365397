"""Copy effects (CR 450.1.b, layer 1; seed 004's Illusionist example, whose ruling is
test_rb_seed004.py's test_cr_178_a_reflection_copies_the_cost_too): a Reflection token
(a 0-Might unit token of the reserve) that becomes a copy of a unit reads every copiable
characteristic of it -- name, cost, domains, Might, tags, keywords and abilities -- and none
of its board states; the copy ends as the token stops existing (CR 177.1). The cards are
synthetic, their records written in tcgsim's vocabulary (rb_helpers.syn)."""

from __future__ import annotations

import pytest
from rb_helpers import G, one, rb, syn
from rich.console import Console

from tcgsim.core.errors import CardDataError
from tcgsim.games.riftbound import copies
from tcgsim.games.riftbound import vocab as V
from tcgsim.games.riftbound.chain import ACT
from tcgsim.games.riftbound.prompt import card_info
from tcgsim.games.riftbound.render import render
from tcgsim.games.riftbound.scenario import answer, options, pass_all
from tcgsim.games.riftbound import RBState
from tcgsim.games.riftbound.state import RESERVE
from tcgsim.games.riftbound.table import REFLECTIONS, Table
from tcgsim.games.riftbound.values import K_ASSAULT, K_TANK

ILLUSIONIST = '''[[card.ability]]
kind = "trigger"
when = "you_conquer"
do = [{{verb = "token", token = "reflection", where = "base"{ready}}},
      {{verb = "copy", target = {{}}}}]'''
# a unit with a keyword and an activated ability (exhaust: draw 1)
MODEL = '''keywords = ["tank"]
[[card.ability]]
kind = "activated"
cost = {exhaust = true}
do = [{verb = "draw", n = 1}]'''


def _cards(tmp_path, ready=False):
    ill = syn(tmp_path, "Illusionist Stand-in", "unit",
              ILLUSIONIST.format(ready=", ready = true" if ready else ""), energy=2, might=2)
    model = syn(tmp_path, "Model", "unit", MODEL, energy=5, power=(("calm", 1),), might=4,
                domains=("calm",), tags=("Yordle",))
    return [ill, model]


def _conquer_and_copy(s, target="Model"):
    """Seat 0's Illusionist Stand-in conquers Hallowed Tomb; its trigger copies `target`.
    Returns the Reflection token."""
    answer(s, "move Illusionist Stand-in")
    answer(s, "to Hallowed Tomb")
    if s.decision_kind() == "move_also":
        answer(s, "no more units")
    pass_all(s)
    answer(s, target)
    pass_all(s)
    made = [c for c in s.base[0] if s.T.tok_kind[c] == "reflection"]
    assert len(made) == 1
    return made[0]


def test_a_copy_brings_name_cost_domains_might_tags_and_abilities(tmp_path):
    """The Reflection reads the Model's traits -- its cost too (the seed) -- and holds its
    activated ability: the option list offers it, and using it does what the Model's does."""
    s = rb(dict(base=["Illusionist Stand-in", "Model"], deck_top=["Model"]),
           synthetic=_cards(tmp_path, ready=True))
    m = one(s, 0, "Model")
    tok = _conquer_and_copy(s)
    T = s.T
    assert T.copies == ((tok, copies.canonical(T, m)),)
    assert T.base.cards[T.copy_src[tok]].name == "Model"
    assert (T.name[tok], T.energy[tok], T.power[tok], T.might[tok]) == \
        ("Model", 5, T.power[m], 4)
    assert T.domains[tok] == ("calm",) and T.cards[tok].tags == ("Yordle",)
    assert T.token[tok] and T.cards[tok].kind == "token unit"
    assert s.kw(tok) & K_TANK and s.might(tok) == 4
    assert not s.exh[tok]                                  # made ready: its own state
    use = ACT + tok * 4096 + tok * 8
    assert use in s.legal_ids() and "use Model's ability 1" in options(s)
    hand = len(s.hand[0])
    s.apply_id(use)
    pass_all(s)
    assert len(s.hand[0]) == hand + 1 and s.exh[tok]       # drew 1, exhausted for the cost


def test_a_copy_takes_no_board_state_of_the_copied_unit(tmp_path):
    """Only copiable traits come: the Model's buff, damage, exhausted state, this turn's
    Might and a granted keyword stay with it; the Reflection has the printed 4 Might."""
    s = rb(dict(base=["Illusionist Stand-in", ("Model", {"buff": True, "damage": 1,
                                                         "ready": False})]),
           synthetic=_cards(tmp_path, ready=True))
    m = one(s, 0, "Model")
    s.mod_might(m, 2, None)
    s.kw_perm[m] |= K_ASSAULT
    assert s.might(m) == 7 and s.kw(m) & K_ASSAULT
    tok = _conquer_and_copy(s)
    assert s.T.name[tok] == "Model" and s.might(tok) == 4
    assert (s.buff[tok], s.dmg[tok], s.exh[tok], s.tmp[tok]) == (0, 0, 0, 0)
    assert not s.kw(tok) & K_ASSAULT and s.kw(tok) & K_TANK
    assert s.might(m) == 7 and s.exh[m] and s.dmg[m] == 1        # the Model is unchanged


def test_a_copy_of_a_token_and_a_copy_of_a_copy(tmp_path):
    """A copy of a Recruit is a 1-Might Recruit with no cost (its copiable traits); a copy
    of a Reflection that copies the Model copies the Model (CR 450.1.b.1), and stays one
    when the first Reflection is gone."""
    s = rb(dict(base=["Illusionist Stand-in", "Recruit", "Model"]), synthetic=_cards(tmp_path))
    rec = one(s, 0, "Recruit")
    tok = _conquer_and_copy(s, "Recruit")
    T = s.T
    assert (T.name[tok], T.might[tok], T.energy[tok], any(T.power[tok])) == \
        ("Recruit", 1, 0, False)
    assert copies.canonical(T, tok) == copies.canonical(T, rec)
    m = one(s, 0, "Model")
    copies.make_copy(s, tok, m)                      # the Reflection becomes a Model copy
    second = s.make_token(0, "reflection", -1, True)
    assert s.T.name[second] == "Reflection" and s.might(second) == 0
    copies.make_copy(s, second, tok)                 # a copy of the copy
    T = s.T
    assert T.name[second] == "Model" and T.copy_src[second] == T.copy_src[tok] == \
        copies.canonical(T, m)
    s.kill(tok, None)
    assert s.T.name[second] == "Model" and s.T.name[tok] == "Reflection"
    assert dict(s.T.copies) == {second: copies.canonical(s.T, m)}


def test_the_copy_ends_as_the_token_leaves_the_board(tmp_path):
    """Killed, the Reflection stops existing (CR 177.1): back in the reserve as a plain
    Reflection, the table without copies again; the next one made is a 0-Might Reflection;
    no card is created or lost."""
    s = rb(dict(base=["Illusionist Stand-in", "Model"]), synthetic=_cards(tmp_path))
    cards = s.all_cards()
    tok = _conquer_and_copy(s)
    assert s.T.copies and s.T is not s.T.base
    s.kill(tok, None)
    assert s.loc[tok] == RESERVE and tok in s.reserve[0] and tok not in s.trash[0]
    assert s.T is s.T.base and not s.T.copies and "copies" not in s.to_dict()
    assert (s.T.name[tok], s.T.might[tok], s.T.energy[tok]) == ("Reflection", 0, 0)
    again = s.make_token(0, "reflection", -1, False)
    assert s.T.name[again] == "Reflection" and s.might(again) == 0
    assert s.all_cards() == cards


def test_a_copy_read_by_an_ability_on_the_chain_outlasts_its_token(tmp_path):
    """The Reflection's copied ability is on the chain when the token dies: the ability
    still resolves (CR 376: it is independent of its source), so the copy is kept until
    the token is made again -- then another reserve instance is taken while it is read,
    and the lingering copy ends."""
    s = rb(dict(base=["Illusionist Stand-in", "Model"], deck_top=["Model"]),
           synthetic=_cards(tmp_path, ready=True))
    tok = _conquer_and_copy(s)
    s.apply_id(ACT + tok * 4096 + tok * 8)           # exhaust: draw 1, on the chain
    assert s.chain
    other = s.make_token(0, "reflection", -1, False)
    assert other != tok and s.T.name[other] == "Reflection"
    s.kill(tok, None)
    assert s.loc[tok] == RESERVE and s.T.copy_src.get(tok) is not None   # still read
    hand = len(s.hand[0])
    pass_all(s)
    assert len(s.hand[0]) == hand + 1 and not s.chain
    s.kill(other, None)
    while s.reserve[0] and s.T.copy_src:
        made = s.make_token(0, "reflection", -1, False)
        assert s.T.name[made] == "Reflection"
        s.kill(made, None)
    assert not s.T.copies


def test_copies_round_trip_clone_view_render_and_words(tmp_path):
    """A state with a copy saves it ("copies"), loads and clones to the same table; the
    view, the terminal table, the card info and the narration show the copied traits."""
    s = rb(dict(base=["Illusionist Stand-in", "Model"]), synthetic=_cards(tmp_path))
    m = one(s, 0, "Model")
    tok = _conquer_and_copy(s)
    d = s.to_dict()
    assert d["copies"] == [[tok, copies.canonical(s.T, m)]]
    back = RBState.from_dict(G, d, s.T.base)
    assert back.to_dict() == d and back.T is s.T and back.T.name[tok] == "Model"
    assert s.clone().T is s.T
    bad = dict(d, copies=[[tok, 10 ** 6]])
    with pytest.raises(ValueError):
        RBState.from_dict(G, bad, s.T.base)
    old = {k: v for k, v in d.items() if k != "copies"}     # a state saved before copies
    assert RBState.from_dict(G, old, s.T.base).T is s.T.base
    (u,) = [x for x in s.view(1)["seats"][0]["base"] if x["card"] == tok]
    assert (u["name"], u["might"], u["copy_of"], u["copy_on"]) == \
        ("Model", 4, copies.canonical(s.T, m), "Reflection")
    assert u["cost"] == [5, list(s.T.power[m])]
    con = Console(width=120, record=True)
    con.print(render(s, 0))
    assert "Model token (Reflection copy) 4 Might" in con.export_text()
    con = Console(width=120, record=True)
    con.print(card_info(s, 0, "model", {}))
    text = con.export_text()
    assert "a Reflection token, a copy of Model" in text and "cost 5 Energy + 1 Calm Power" in text
    assert "Tank" in text and "draw 1 card" in text
    lines = [G.describe_event(e, 0, s) for e in s.log if e[0] == "copy"]
    assert lines == ["Your Reflection token becomes a copy of [bold]Model[/]: its name, cost, "
                     "domains, Might, tags and abilities."]


def test_the_reserve_holds_reflections_only_where_a_card_makes_them(tmp_path):
    """The default decks' reserve is 12 Recruits and 4 Sprites per seat, as before (so their
    card ids are unchanged); a game with a card that makes Reflections adds REFLECTIONS of
    them to each seat's reserve."""
    plain = Table([G.deck("jinx"), G.deck("viktor")], None, G.abilities)
    assert [len(r) for r in plain.reserve] == [16, 16] and not plain.copy_possible
    assert "Reflection" not in plain.name
    s = rb(dict(base=["Illusionist Stand-in"]), synthetic=_cards(tmp_path))
    T = s.T
    assert T.copy_possible and [len(r) for r in T.reserve] == [16 + REFLECTIONS] * 2
    assert [T.tok_kind[c] for c in T.reserve[0]].count("reflection") == REFLECTIONS
    assert all(T.name[c] == "Reflection" and T.might[c] == 0 and T.token[c]
               for c in T.reserve[1] if T.tok_kind[c] == "reflection")
    assert s.loc[T.reserve[0][-1]] == RESERVE


def test_the_copy_verb_words_and_checks(tmp_path):
    """`copy` follows a token step that makes one token and copies one unit; its words
    say what it brings."""
    ca = _cards(tmp_path)[0][1]
    words = V.card_words(ca, "unit")[0]
    assert words == ("When you conquer a battlefield: create a Reflection unit token (0 Might) "
                     "in your base, then that token becomes a copy of a unit: it takes that "
                     "unit's name, cost, domains, Might, tags and abilities as printed (or as "
                     "copied), but none of its damage, buffs or other changes.")
    for steps, field in (('{verb = "copy", target = {}}', "verb"),
                         ('{verb = "token", token = "reflection", where = "base", n = 2}, '
                          '{verb = "copy", target = {}}', "verb"),
                         ('{verb = "token", token = "reflection", where = "base"}, '
                          '{verb = "copy", target = {what = "gear"}}', "target")):
        with pytest.raises(CardDataError, match=field):
            syn(tmp_path, "Bad", "unit", f'[[card.ability]]\nkind = "trigger"\n'
                                         f'when = "play_me"\ndo = [{steps}]')


def test_random_games_with_copies_keep_every_card_and_round_trip():
    """Seeded random duels in which two units of each starter deck carry an Illusionist
    record (conquer, or play: make a Reflection and copy a unit onto it): copies are made
    and end, no card is created or lost, and states with copies clone and round trip."""
    from tcgsim.core.conformance import _norm
    from tcgsim.core.replay import parse_toml
    from tcgsim.core.rng import Rng
    from tcgsim.games.riftbound import Riftbound

    rec = ILLUSIONIST.format(ready="") + '''
[[card.ability]]
kind = "trigger"
when = "play_me"
do = [{verb = "token", token = "reflection", where = "choose", ready = true},
      {verb = "copy", target = {side = "enemy"}}]'''
    g = Riftbound()
    ab = dict(G.abilities)
    decks = [g.deck("jinx"), g.deck("viktor")]
    for d in decks:
        units = list({c.id: c for c in d.main if c.type == "unit" and not c.champion}.values())
        for u in units[:2]:
            data = parse_toml(f'[[card]]\nid = "{u.id}"\n{rec}', ValueError)
            ab[u.id] = V.abilities_from_data(data, "test")[u.id]
    g._abilities = ab
    made = ended = 0
    for seed in range(12):
        s = g.new_state(decks, seed=seed, log=True)
        cards, r, k = s.all_cards(), Rng(seed + 99), 0
        while not s.is_terminal():
            ids = s.legal_ids()
            s.apply_id(ids[r.below(len(ids))])
            k += 1
            assert s.all_cards() == cards, (seed, k)
            if s.T.copies and k % 5 == 0:
                d = s.to_dict()
                assert _norm(g.state_from_dict(d).to_dict()) == _norm(d), (seed, k)
                assert _norm(s.clone().to_dict()) == _norm(d)
        made += sum(1 for e in s.log if e[0] == "copy")
        ended += sum(1 for e in s.log if e[0] == "die" and s.T.base.name[e[2]] == "Reflection")
    assert made > 20 and ended > 5, (made, ended)
