"""`tcgsim report` (issue 13): a report is produced from a stored run, it prints the numbers
`tcgsim sim --gauntlet` printed for the same games, its plot files exist and are valid
images, the HTML page holds the tables and the images, and bad input is a clear error."""

import base64
import hashlib
import io
import re
import sys

import pytest
from rich.console import Console

from tcgsim import cli
from tcgsim.cliutil import console
from tcgsim.sim.runner import GameResult
from tcgsim.sim.store import Store, open_existing

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
GAUNTLET = ["dengeki-ws02", "5hy-nino", "jj-passione"]
GAUNTLET_PLOTS = ["weiss-schwarz-gauntlet-matchups.png", "weiss-schwarz-gauntlet-winrates.png",
                  "weiss-schwarz-gauntlet-lengths.png"]
BATCH_PLOTS = ["lotr-duel-gandalf-vs-balrog-winrates.png",
               "lotr-duel-gandalf-vs-balrog-lengths.png"]


def run(argv):
    """Run the CLI in-process; returns (exit code, printed text)."""
    buf = io.StringIO()
    old = console.target
    console.target = Console(file=buf, width=120, force_terminal=False, highlight=False)
    try:
        code = cli.main(argv)
    finally:
        console.target = old
    return code, buf.getvalue()


def matrix_block(out: str) -> list[str]:
    """The lines of the matchup matrix: from its title to the table's last line."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if "Weiß Schwarz: gauntlet," in line)
    end = next(i for i in range(start, len(lines)) if lines[i].startswith("└"))
    return lines[start:end + 1]


@pytest.fixture(scope="module")
def stored(tmp_path_factory):
    """A results file with a gauntlet of 3 Weiss Schwarz decks (3 games per pairing and
    seat order) and a plain lotr-duel batch; returns (path, what the gauntlet printed)."""
    db = tmp_path_factory.mktemp("run") / "results.sqlite"
    code, out = run(["sim", "weiss-schwarz", "--gauntlet", *GAUNTLET, "--games", "3",
                     "--jobs", "1", "--db", str(db), "--no-progress"])
    assert code == 0, out
    code, plain = run(["sim", "lotr-duel", "--games", "10", "--jobs", "1", "--db", str(db),
                       "--no-progress"])
    assert code == 0, plain
    return db, out


def unbalanced_tags(page: str) -> list:
    """The end tags of an HTML page that close no open tag, and the tags left open."""
    from html.parser import HTMLParser

    class Parser(HTMLParser):
        def __init__(self):
            super().__init__()
            self.open, self.bad = [], []

        def handle_starttag(self, tag, attrs):
            if tag not in ("meta", "br", "img"):
                self.open.append(tag)

        def handle_endtag(self, tag):
            if self.open and self.open[-1] == tag:
                self.open.pop()
            else:
                self.bad.append(tag)

    p = Parser()
    p.feed(page)
    return p.bad + p.open


def check_png(path):
    import matplotlib.image

    data = path.read_bytes()
    assert data[:8] == PNG_SIGNATURE, path
    img = matplotlib.image.imread(path)
    assert img.ndim == 3 and img.shape[0] > 200 and img.shape[1] > 300, (path, img.shape)
    assert img.std() > 0.05, f"{path} is blank"
    return data


def test_a_report_of_a_stored_run(stored, tmp_path):
    db, sim_out = stored
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    out_dir = tmp_path / "report"
    code, out = run(["report", str(db), "--out", str(out_dir), "--html"])
    assert code == 0, out
    assert "Traceback" not in out
    # the matrix is the one `tcgsim sim --gauntlet` printed, line for line
    assert matrix_block(out) == matrix_block(sim_out)
    # each deck against the field, and the plain batch as `tcgsim sim` prints it
    assert "each deck against the field" in out
    for deck in GAUNTLET:
        assert deck in out
    assert "Gandalf plays gandalf, Balrog plays balrog" in out
    assert "how games ended" in out and "avg decisions" in out
    # the plots, as the report names them, and nothing else in the folder
    names = GAUNTLET_PLOTS + BATCH_PLOTS
    assert sorted(p.name for p in out_dir.iterdir()) == sorted(names + ["report.html"])
    assert f"plots written to {out_dir}" in out
    for name in names:
        assert name in out
    pngs = {name: check_png(out_dir / name) for name in names}
    # the page: the tables as HTML tables, every plot embedded (the same bytes)
    page = (out_dir / "report.html").read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert unbalanced_tags(page) == []
    assert page.count("<table>") >= 6
    assert "gauntlet, 3 games per pairing and seat order" in page
    assert "<th class=\"center\">jj-passione</th>" in page
    embedded = re.findall(r'src="data:image/png;base64,([A-Za-z0-9+/=]+)"', page)
    assert sorted(base64.b64decode(e) for e in embedded) == sorted(pngs.values())
    assert "report.html" in out
    # the results file is read, never written, and nothing is left beside it
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before
    assert [p.name for p in db.parent.iterdir() if p.name.startswith("results.sqlite")] == \
        ["results.sqlite"]                              # no -wal / -shm files


def test_the_report_folder_defaults_to_name_report_beside_the_file(stored):
    db, _ = stored
    code, out = run(["report", str(db)])
    assert code == 0, out
    folder = db.with_name("results-report")
    assert sorted(p.name for p in folder.iterdir()) == sorted(GAUNTLET_PLOTS + BATCH_PLOTS)
    check_png(folder / GAUNTLET_PLOTS[0])


def test_the_gauntlet_numbers_add_up(stored):
    from tcgsim.sim.report import read_sections
    from tcgsim.sim.tables import matrix

    db, _ = stored
    with open_existing(db) as store:
        sections = read_sections(store)
    assert [s.kind for s in sections] == ["gauntlet", "batch"]
    g = sections[0]
    assert len(g.batches) == 6 and g.games == 18
    m = matrix(g.batches)
    assert m.decks == GAUNTLET
    for a in GAUNTLET:
        for b in GAUNTLET:
            if a != b:
                assert m.games[(a, b)] == 6          # 3 games on each seat
    # every game has one winner or none: the deck wins add up to the games
    assert sum(m.overall(d)[2] for d in GAUNTLET) + sum(
        1 for b in g.batches for r in b.results if not r.winners) == 18


# ---- grouping ------------------------------------------------------------------------------

def _ident(decks, hashes, agents=("heuristic", "heuristic"), seed=1, game="weiss-schwarz",
           format="standard"):
    return {"game": game, "format": format, "rules_version": f"{game}/2",
            "decks": list(decks), "deck_hashes": list(hashes), "agents": list(agents),
            "seed": seed, "tcgsim_version": "test"}


def _fill(store, ident, games, seats=2):
    b = store.batch(ident)
    for i in range(games):
        store.add(b, GameResult(i, i, tuple(ident["agents"]), i % seats, "test", 10 + i,
                                50, (i % seats,)))
    return b


def test_batches_are_grouped_into_gauntlets_and_single_batches(tmp_path):
    from tcgsim.sim.report import gauntlet_tables, read_sections

    db = tmp_path / "r.sqlite"
    with Store(db) as store:
        # a gauntlet of a, b: both seat orders
        _fill(store, _ident(["a", "b"], ["h1", "h2"]), 4)
        _fill(store, _ident(["b", "a"], ["h2", "h1"]), 2)
        # the deck file b changed: another pool under the same name, same settings
        _fill(store, _ident(["a", "b"], ["h1", "h9"]), 4)
        # a mirror, a lone pair with other agents, a three-seat batch, an empty batch
        _fill(store, _ident(["a", "a"], ["h1", "h1"]), 3)
        _fill(store, _ident(["a", "b"], ["h1", "h2"], agents=("heuristic", "random")), 3)
        _fill(store, _ident(["x", "y", "z"], ["1", "2", "3"], agents=("random",) * 3,
                            game="riftbound", format="ffa3"), 3, seats=3)
        store.batch(_ident(["c", "d"], ["h3", "h4"], seed=5))
        # a game this tcgsim does not know (a newer one's results)
        _fill(store, _ident(["p", "q"], ["5", "6"], game="no-such-game"), 2)
    with open_existing(db) as store:
        sections = read_sections(store)
    assert [s.kind for s in sections] == ["gauntlet", "batch", "batch", "batch", "batch"]
    g = sections[0]
    assert [b.decks for b in g.batches] == [["a", "b (h2)"], ["b (h2)", "a"], ["a", "b (h9)"]]
    assert len(gauntlet_tables(g)) == 4
    assert any("pairings hold different numbers of games" in n for n in g.notes)
    assert any("3 of the 6 pairings" in n for n in g.notes)    # b (h9) never sat first,
    # and the two pools of b never met
    assert sections[1].batches[0].decks == ["a", "a"]
    assert sections[2].agents == ("heuristic", "random")
    assert sections[3].seat_names == ["player 1", "player 2", "player 3"]
    assert sections[3].slug == "riftbound-ffa3-x-vs-y-vs-z"
    assert (sections[4].game_title, sections[4].seat_names) == ("no-such-game",
                                                                ["seat 1", "seat 2"])
    assert len({s.slug for s in sections}) == 5
    assert "stored batches 1-3" in g.notes[0]
    # and all of it makes a report
    code, out = run(["report", str(db), "--out", str(tmp_path / "r")])
    assert code == 0, out
    assert len(list((tmp_path / "r").glob("*.png"))) == 3 + 4 * 2


# ---- bad input -----------------------------------------------------------------------------

def _refused(argv, *words):
    code, out = run(argv)
    assert code == 2, out
    assert "error:" in out and "Traceback" not in out
    for w in words:
        assert w in out.replace("\n", " "), out
    return out


def test_a_missing_file(tmp_path):
    _refused(["report", str(tmp_path / "nope.sqlite")], "no such results file")
    assert not (tmp_path / "nope-report").exists()


def test_a_file_that_is_not_sqlite(tmp_path):
    p = tmp_path / "notes.sqlite"
    p.write_text("these are not results\n" * 50)
    _refused(["report", str(p)], "not a tcgsim results file")
    assert p.read_text() == "these are not results\n" * 50
    empty = tmp_path / "empty.sqlite"
    empty.write_bytes(b"")
    _refused(["report", str(empty)], "empty file")


def test_another_programs_sqlite_file_is_refused_and_left_alone(tmp_path):
    import sqlite3

    p = tmp_path / "other.sqlite"
    db = sqlite3.connect(p)
    db.execute("CREATE TABLE t (x)")
    db.commit()
    db.close()
    before = p.read_bytes()
    _refused(["report", str(p)], "not a tcgsim results file")
    assert p.read_bytes() == before


def test_an_empty_store(tmp_path):
    p = tmp_path / "empty.sqlite"
    with Store(p) as store:
        store.batch(_ident(["a", "b"], ["1", "2"]))   # a batch, but no game ended
    _refused(["report", str(p)], "holds no games")
    assert not (tmp_path / "empty-report").exists()


def test_bad_out_folders(stored, tmp_path):
    db, _ = stored
    f = tmp_path / "a-file"
    f.write_text("x")
    _refused(["report", str(db), "--out", str(f)], "that is a file, not a folder")
    _refused(["report", str(db), "--out", str(tmp_path / "no" / "such")], "does not exist")
    _refused(["report", str(tmp_path)], "is a folder, not a results file")


def test_without_matplotlib_the_extra_is_named(stored, tmp_path, monkeypatch):
    db, _ = stored
    for name in [m for m in sys.modules if m == "matplotlib" or m.startswith("matplotlib.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "matplotlib", None)       # import matplotlib fails
    out_dir = tmp_path / "r"
    _refused(["report", str(db), "--out", str(out_dir)], "pip install 'tcgsim[report]'")
    assert not out_dir.exists()
