"""Golden playthroughs (DESIGN §5): a few seeded bot games narrated as text and compared
with the stored transcript. A change in rules, data or narration shows up as a diff.

After an intended change, rewrite them with:
    TCGSIM_UPDATE_GOLDEN=1 .venv/bin/pytest tests/golden
and read the diff before committing.
"""

import os
from pathlib import Path

import pytest
from rich.console import Console

import tcgsim
from tcgsim.agents import make_agent
from tcgsim.core.rng import derive_seed

HERE = Path(__file__).parent
CASES = [
    ("lotr-duel", 7, ("heuristic", "greedy"), None),
    ("lotr-duel", 21, ("greedy", "heuristic"), None),
    ("lotr-duel", 99, ("heuristic", "heuristic"), None),
]


def transcript(name, seed, agents, decks) -> str:
    game = tcgsim.game(name)
    ds = [game.deck(d) for d in decks] if decks else game.default_decks()
    bots = [make_agent(game, a, derive_seed(seed, k + 1)) for k, a in enumerate(agents)]
    s = game.new_state(ds, seed=seed, log=True)
    actions = []
    while not s.is_terminal():
        aid = bots[s.current_player()].act(s)
        actions.append(f"{s.pending[1]} {aid}")
        s.apply_id(aid)
    con = Console(width=100, record=True, file=open(os.devnull, "w"), color_system=None)
    for ev in s.log:
        line = game.describe_event(ev, None, s)
        if line:
            con.print(line)
    text = con.export_text()
    return (f"# {name} seed {seed} agents {' '.join(agents)}\n# actions: {' | '.join(actions)}\n"
            f"{text}# outcome: {s.outcome.to_dict()}\n")


@pytest.mark.parametrize("name,seed,agents,decks", CASES)
def test_golden_playthrough(name, seed, agents, decks):
    path = HERE / f"{name}-seed{seed}.txt"
    got = transcript(name, seed, agents, decks)
    if os.environ.get("TCGSIM_UPDATE_GOLDEN") or not path.exists():
        path.write_text(got, encoding="utf-8")
        if not os.environ.get("TCGSIM_UPDATE_GOLDEN"):
            pytest.fail(f"{path.name} did not exist; written now -- read it and commit it")
    assert got == path.read_text(encoding="utf-8"), (
        f"{path.name} differs from the stored playthrough; if the change is intended, "
        f"rewrite with TCGSIM_UPDATE_GOLDEN=1 and read the diff")
