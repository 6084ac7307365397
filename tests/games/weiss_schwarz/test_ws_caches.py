"""Issue 7: the per-game caches keyed by custom decks stay bounded (loading 5,000 saved
Weiß Schwarz states with custom decks grew memory by 569 MB)."""

import json

import tcgsim
from ws_helpers import deck_with


def test_states_read_back_with_one_custom_deck_share_one_table():
    g = tcgsim.game("weiss-schwarz")
    d = deck_with("cache-a", [])
    s = g.new_state([d, d], seed=1)
    blob = json.loads(json.dumps(s.to_dict()))
    tables = {id(g.state_from_dict(blob).T) for _ in range(300)}
    assert len(tables) == 1


def test_many_distinct_custom_decks_keep_the_caches_bounded():
    g = tcgsim.game("weiss-schwarz")
    base = g.new_state([deck_with("cache-b", []), deck_with("cache-b", [])], seed=1).to_dict()
    for k in range(120):
        d = json.loads(json.dumps(base))
        for deck in d["decks"]:
            deck["name"] = f"custom-{k}"          # another deck, as far as the caches know
        g.state_from_dict(d)
    assert len(g._tables) <= g._tables.size
    assert len(g._interned_decks) <= g._interned_decks.size
