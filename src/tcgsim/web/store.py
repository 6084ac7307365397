"""The web server's store: every game and every action in SQLite (`sqlite3`, no server).

A game row holds what rebuilds it -- game, format, seed, the decks as their dicts (the same
as a replay's), the seats (bot or person, the bot's name, the person's secret token) -- and
an action row holds one answered decision: its number `n` (0, 1, 2, ... in the game), its
(kind, id) and the seat that answered. `(game, n)` is the primary key, so an action can be
stored once only: a decision answered twice, by a stale page or a repeated message, is
refused by the database as well as by the room.

Each action is written in its own transaction, committed before the room takes the new
state (`tcgsim.web.rooms`): if the write fails, nothing changes; once it is committed, a
server killed at any moment rebuilds the game with that action. The journal is WAL with
`synchronous=NORMAL`: a committed transaction survives the process being killed (it is in
the operating system's cache); only a power cut can lose the last ones.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from ..core.errors import TcgsimError

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    format TEXT,
    seed INTEGER NOT NULL,
    decks TEXT NOT NULL,
    seats TEXT NOT NULL,
    created REAL NOT NULL,
    finished REAL,
    outcome TEXT
);
CREATE TABLE IF NOT EXISTS actions (
    game_id TEXT NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    aid INTEGER NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (game_id, n)
);
"""


@dataclass
class GameRecord:
    id: str
    game: str
    format: str | None
    seed: int
    decks: list[dict]
    seats: list[dict]
    finished: bool
    outcome: dict | None


class StoreError(TcgsimError):
    """The database could not be opened or written; the message names the file."""


class Store:
    def __init__(self, path):
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.db = sqlite3.connect(str(self.path), isolation_level=None,
                                      check_same_thread=False)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.executescript(SCHEMA)
        except (sqlite3.Error, OSError) as e:
            raise StoreError(f"cannot open the game database {self.path}: {e}") from None

    def close(self) -> None:
        self.db.close()

    def _write(self, sql_params: list[tuple]) -> None:
        """Run the statements in one transaction: all of them or none."""
        try:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                for sql, params in sql_params:
                    self.db.execute(sql, params)
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")
        except sqlite3.IntegrityError as e:
            raise StoreError(f"{self.path}: refused: {e}") from None
        except sqlite3.Error as e:
            raise StoreError(f"cannot write the game database {self.path}: {e}") from None

    def add_game(self, rec: GameRecord) -> None:
        self._write([("INSERT INTO games (id, game, format, seed, decks, seats, created) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?)",
                      (rec.id, rec.game, rec.format, rec.seed, json.dumps(rec.decks),
                       json.dumps(rec.seats), time.time()))])

    def add_action(self, game_id: str, n: int, seat: int, kind: str, aid: int,
                   outcome: dict | None = None, finished: bool = False) -> None:
        """Store action `n` of a game (and, when it ended the game, its outcome) at once."""
        steps = [("INSERT INTO actions (game_id, n, seat, kind, aid, at) VALUES (?, ?, ?, ?, ?, ?)",
                  (game_id, n, seat, kind, aid, time.time()))]
        if finished:
            steps.append(("UPDATE games SET finished = ?, outcome = ? WHERE id = ?",
                          (time.time(), json.dumps(outcome), game_id)))
        self._write(steps)

    def games(self, open_only: bool = False) -> list[GameRecord]:
        sql = "SELECT id, game, format, seed, decks, seats, finished, outcome FROM games"
        if open_only:
            sql += " WHERE finished IS NULL"
        rows = self.db.execute(sql + " ORDER BY created").fetchall()
        return [GameRecord(i, g, f, s, json.loads(d), json.loads(st), fin is not None,
                           None if o is None else json.loads(o))
                for i, g, f, s, d, st, fin, o in rows]

    def game(self, game_id: str) -> GameRecord | None:
        return next((g for g in self.games() if g.id == game_id), None)

    def actions(self, game_id: str) -> list[tuple[int, str, int]]:
        """(seat, kind, id) of a game's actions, in order; the numbers run 0, 1, 2, ..."""
        rows = self.db.execute("SELECT n, seat, kind, aid FROM actions WHERE game_id = ? "
                               "ORDER BY n", (game_id,)).fetchall()
        for k, (n, *_rest) in enumerate(rows):
            if n != k:
                raise StoreError(f"{self.path}: game {game_id}: action {k} is missing")
        return [(seat, kind, aid) for _n, seat, kind, aid in rows]


def default_db_path() -> Path:
    """The database in the user's data folder: $XDG_DATA_HOME/tcgsim/games.sqlite, else
    ~/.local/share/tcgsim/games.sqlite."""
    import os

    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "tcgsim" / "games.sqlite"
