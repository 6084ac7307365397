"""The results store: every simulated game as a row of an SQLite file (issue 13).

A *batch* is what fixes a game's result before it is played: the game, its format and
rules version, each seat's deck (by name and card-pool hash), each seat's agent as the batch
names them, and the batch seed. Game `index` of a batch is the same game wherever and
whenever it is played (runner.py), so a batch's rows are keyed by (batch, index) and a run
that was interrupted -- Ctrl-C, a crash, a killed machine -- is finished by playing only
the indices that have no row yet. The final numbers then equal those of an uninterrupted
run, and the primary key refuses a game counted twice.

Tables:
  batches(id, key UNIQUE, game, format, rules_version, decks, deck_hashes, agents, seed,
          tcgsim_version, created)          decks/deck_hashes/agents are JSON lists by seat
  games(batch, idx, seed, seats, winner, winners, reason, turns, decisions, finished)
          PRIMARY KEY (batch, idx); seats = the agents in seat order (JSON), winners JSON
  results                                   a view: one row per game with its batch's fields

Writes: WAL mode, `synchronous=NORMAL`; the games that end are written in one transaction
at most every COMMIT_SECONDS (and at the end, and before any error is raised), so a killed
process loses at most the games of the last fraction of a second -- which the rerun plays.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import time
from pathlib import Path

from ..core.errors import TcgsimError
from .runner import GameResult

SCHEMA_VERSION = 1
COMMIT_SECONDS = 0.25

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS batches (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    format TEXT,
    rules_version TEXT NOT NULL,
    decks TEXT NOT NULL,
    deck_hashes TEXT NOT NULL,
    agents TEXT NOT NULL,
    seed INTEGER NOT NULL,
    tcgsim_version TEXT NOT NULL,
    created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    batch INTEGER NOT NULL REFERENCES batches(id),
    idx INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    seats TEXT NOT NULL,
    winner INTEGER,
    winners TEXT NOT NULL,
    reason TEXT NOT NULL,
    turns INTEGER NOT NULL,
    decisions INTEGER NOT NULL,
    finished TEXT NOT NULL,
    PRIMARY KEY (batch, idx)
);
CREATE VIEW IF NOT EXISTS results AS
    SELECT b.game, b.format, b.rules_version, b.decks, b.deck_hashes, b.agents,
           b.seed AS batch_seed, g.idx, g.seed, g.seats, g.winner, g.winners, g.reason,
           g.turns, g.decisions, g.finished, b.id AS batch
    FROM games g JOIN batches b ON b.id = g.batch;
"""


class StoreError(TcgsimError):
    """A results file that cannot be used: not SQLite, another program's, a newer schema."""


def batch_identity(game, format, decks, deck_labels, agents, seed) -> dict:
    """What fixes every result of a batch (see the module docstring)."""
    from .. import __version__

    return {
        "game": game.name,
        "format": game.check_format(format),
        "rules_version": str(game.rules_version),
        "decks": list(deck_labels),
        "deck_hashes": [game.card_pool_hash([d]) for d in decks],
        "agents": list(agents),
        "seed": int(seed),
        "tcgsim_version": __version__,
    }


def _key(ident: dict) -> str:
    # the tcgsim version is recorded, not keyed: a new release that plays the same rules
    # (same rules version and card pools) goes on with the same batch
    k = {f: ident[f] for f in ("game", "format", "rules_version", "decks", "deck_hashes",
                               "agents", "seed")}
    return hashlib.sha256(json.dumps(k, sort_keys=True).encode()).hexdigest()[:32]


class Store:
    """An open results file (create it if missing)."""

    def __init__(self, path, readonly: bool = False):
        """`readonly`: read a file that must already be a results file, writing nothing to
        it (no tables are created, the journal mode is left as it is): `tcgsim report`."""
        self.path = Path(path)
        self.readonly = readonly
        if self.path.is_dir():
            raise StoreError(f"{self.path}: is a folder, not a results file")
        if not self.path.parent.exists():
            raise StoreError(f"{self.path}: its folder {self.path.parent} does not exist")
        self.db = None
        try:
            if readonly:
                # mode=rw, not ro: nothing is written (no statement here writes), but as the
                # last connection it may tidy the WAL files away, which ro leaves behind
                self.db = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=rw", uri=True,
                                          timeout=30, isolation_level=None)
                tables = {r[0] for r in self.db.execute(
                    "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}
                if not {"meta", "batches", "games"} <= tables:
                    raise StoreError(f"{self.path}: not a tcgsim results file (an SQLite file "
                                     f"without the tables of `tcgsim sim --db`)")
            else:
                self.db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
                tables = {r[0] for r in self.db.execute(
                    "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}
                if tables and not {"meta", "batches", "games"} <= tables:
                    raise StoreError(f"{self.path}: not a tcgsim results file (an SQLite "
                                     f"file with other tables: {', '.join(sorted(tables))}); "
                                     f"it is left as it is")
                self.db.execute("PRAGMA journal_mode=WAL")
                self.db.execute("PRAGMA synchronous=NORMAL")
                self.db.executescript("BEGIN;" + SCHEMA + "COMMIT;")
            row = self.db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
            if row is None and not readonly:
                self.db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
            elif row is not None and int(row[0]) > SCHEMA_VERSION:
                raise StoreError(f"{self.path}: results of a newer tcgsim (schema {row[0]}); "
                                 f"this one reads schema {SCHEMA_VERSION}")
        except (sqlite3.DatabaseError, StoreError) as e:
            if self.db is not None:
                self.db.close()
            if isinstance(e, StoreError):
                raise
            raise StoreError(f"{self.path}: not a tcgsim results file ({e})") from None
        self._pending: list[tuple] = []
        self._last_commit = time.monotonic()

    def close(self) -> None:
        self.flush()
        self.db.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- batches ----------------------------------------------------------------------
    def batch(self, ident: dict) -> int:
        """The id of the batch `ident` (created when new)."""
        key = _key(ident)
        row = self.db.execute("SELECT id FROM batches WHERE key=?", (key,)).fetchone()
        if row:
            return row[0]
        cur = self.db.execute(
            "INSERT INTO batches (key, game, format, rules_version, decks, deck_hashes, "
            "agents, seed, tcgsim_version, created) VALUES (?,?,?,?,?,?,?,?,?,?)",
            (key, ident["game"], ident["format"], ident["rules_version"],
             json.dumps(ident["decks"]), json.dumps(ident["deck_hashes"]),
             json.dumps(ident["agents"]), ident["seed"], ident["tcgsim_version"], _now()))
        return cur.lastrowid

    def done(self, batch: int) -> set[int]:
        """The indices of the batch's games that have a row."""
        return {r[0] for r in self.db.execute("SELECT idx FROM games WHERE batch=?", (batch,))}

    # -- games ------------------------------------------------------------------------
    def add(self, batch: int, r: GameResult) -> None:
        """Record a finished game (written at the next commit, within COMMIT_SECONDS)."""
        self._pending.append((batch, r.index, r.seed, json.dumps(list(r.seats)),
                              r.winner_seat, json.dumps(list(r.winners)), r.reason, r.turns,
                              r.decisions, _now()))
        if time.monotonic() - self._last_commit >= COMMIT_SECONDS:
            self.flush()

    def flush(self) -> None:
        if self._pending:
            rows, self._pending = self._pending, []
            with self.db:               # one transaction; a duplicate aborts it whole
                self.db.execute("BEGIN")
                self.db.executemany("INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?,?)", rows)
        self._last_commit = time.monotonic()

    def results(self, batch: int, games: int | None = None) -> list[GameResult]:
        """The batch's games (the first `games` indices only, when given), by index."""
        q = ("SELECT idx, seed, seats, winner, reason, turns, decisions, winners FROM games "
             "WHERE batch=?" + ("" if games is None else " AND idx < ?") + " ORDER BY idx")
        args = (batch,) if games is None else (batch, games)
        return [GameResult(i, s, tuple(json.loads(st)), w, rs, t, d, tuple(json.loads(ws)))
                for i, s, st, w, rs, t, d, ws in self.db.execute(q, args)]

    def batches(self) -> list[dict]:
        """Every batch of the file with its game count."""
        out = []
        for row in self.db.execute(
                "SELECT b.id, b.game, b.format, b.rules_version, b.decks, b.deck_hashes, "
                "b.agents, b.seed, b.tcgsim_version, COUNT(g.idx) FROM batches b "
                "LEFT JOIN games g ON g.batch = b.id GROUP BY b.id ORDER BY b.id"):
            out.append({"id": row[0], "game": row[1], "format": row[2],
                        "rules_version": row[3], "decks": json.loads(row[4]),
                        "deck_hashes": json.loads(row[5]), "agents": json.loads(row[6]),
                        "seed": row[7], "tcgsim_version": row[8], "games": row[9]})
        return out


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def open_existing(path) -> Store:
    """A results file that must exist, opened read-only (for `tcgsim report`): a file that
    is not one is refused and left as it was."""
    p = Path(path)
    if p.is_dir():
        raise StoreError(f"{p}: is a folder, not a results file")
    if not p.is_file():
        raise StoreError(f"no such results file: {p}")
    if not os.access(p, os.R_OK):
        raise StoreError(f"{p}: cannot read this file (permission denied)")
    if p.stat().st_size == 0:
        raise StoreError(f"{p}: an empty file, not a tcgsim results file")
    return Store(p, readonly=True)
