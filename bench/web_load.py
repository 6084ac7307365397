"""Load benchmark of `tcgsim serve` (not a test): many games at once between bots, each
watched over a websocket on loopback, then the server killed and restarted mid-way.

    python bench/web_load.py [--games 50] [--kill-after 4] [--no-watch] [--sockets]

A real server process is started on a free loopback port with a fresh database and no bot
delay. The games are spread over the four games (lotr-duel, weiss-schwarz, wixoss, riftbound
duels), heuristic against random, seeds 0, 1, 2, ... Every game has a spectator socket
(which, for a game of bots, is sent the whole table after every move: the server renders
each game's table as HTML for it). After `--kill-after` seconds the server is killed with
SIGKILL and started again over the same database; the spectators reconnect. At the end the
benchmark reports the moves per second the server sustained before and after the restart
(decisions applied, counted from the database) and checks that every game ended with the
outcome of the same seed played offline by the same bots (`tcgsim.web.rooms.play_offline`).

With `--sockets` every seat is a person's seat played by a client over its own websocket:
the client sees only what its page would (the options of its decision), picks one by a
seeded rule (`pick`), and sends it with the decision's number -- so every move crosses the
socket both ways, and the check against offline play uses the same rule on the same
options (`offline_sockets`).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import websockets

import tcgsim
from tcgsim.core.game import seat_decks
from tcgsim.web.rooms import play_offline

GAMES = ["lotr-duel", "weiss-schwarz", "wixoss", "riftbound"]
AGENTS = ["heuristic", "random"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(port: int, db: Path) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", "tcgsim.cli", "serve", "--port", str(port),
                             "--db", str(db), "--bot-delay", "0"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(300):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/catalog", timeout=1)
            return proc
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("the server did not start")


def moves(db: Path) -> int:
    with sqlite3.connect(db) as c:
        return c.execute("SELECT COUNT(*) FROM actions").fetchone()[0]


def finished(db: Path) -> dict:
    with sqlite3.connect(db) as c:
        return {gid: json.loads(o) for gid, o in
                c.execute("SELECT id, outcome FROM games WHERE finished IS NOT NULL")}


async def watch(port: int, gid: str, token: str, stop: asyncio.Event, counts: dict) -> None:
    """A spectator's socket that reconnects until the game ends or `stop` is set."""
    while not stop.is_set():
        try:
            async with websockets.connect(f"ws://127.0.0.1:{port}/ws/{gid}",
                                          max_size=2 ** 24) as ws:
                await ws.send(json.dumps({"type": "hello", "token": token}))
                async for raw in ws:
                    m = json.loads(raw)
                    counts["messages"] += 1
                    counts["bytes"] += len(raw)
                    if m.get("finished"):
                        return
        except (OSError, websockets.ConnectionClosed):
            await asyncio.sleep(0.2)


def pick(seed: int, seat: int, n: int, k: int) -> int:
    """The option a socket client answers decision n with, among k options."""
    from tcgsim.core.rng import Rng, derive_seed

    return Rng(derive_seed(seed, n * 8 + seat)).below(k)


def offline_sockets(game, fmt, seed):
    g = tcgsim.game(game)
    s = g.new_state(seat_decks(g, fmt), seed=seed, format=fmt, log=False)
    n = 0
    while not s.is_terminal():
        acts = g.ui_merge(s, s.legal_actions())
        s.apply(acts[pick(seed, s.current_player(), n, len(acts))])
        n += 1
    return s


async def player(port: int, gid: str, token: str, seed: int, stop: asyncio.Event,
                 counts: dict) -> None:
    """A person's page played by a client: answer every decision posed to this seat."""
    while not stop.is_set():
        try:
            async with websockets.connect(f"ws://127.0.0.1:{port}/ws/{gid}",
                                          max_size=2 ** 24) as ws:
                await ws.send(json.dumps({"type": "hello", "token": token}))
                async for raw in ws:
                    m = json.loads(raw)
                    counts["messages"] += 1
                    counts["bytes"] += len(raw)
                    if m.get("finished"):
                        return
                    d = m.get("decision")
                    if m.get("type") == "state" and d:
                        o = d["options"][pick(seed, m["seat"], m["n"], len(d["options"]))]
                        await ws.send(json.dumps({"type": "act", "n": m["n"],
                                                  "kind": o["kind"], "id": o["id"]}))
        except (OSError, websockets.ConnectionClosed):
            await asyncio.sleep(0.2)


async def run(args) -> int:
    tmp = Path(tempfile.mkdtemp(prefix="tcgsim-load-"))
    db = tmp / "games.sqlite"
    port = free_port()
    proc = start(port, db)
    created = []
    for i in range(args.games):
        game = GAMES[i % len(GAMES)]
        seats = [{"kind": "person"}] * 2 if args.sockets else \
            [{"kind": "bot", "agent": a} for a in AGENTS]
        body = {"game": game, "seed": i, "seats": seats}
        if game == "riftbound":
            body["format"] = "duel"
        req = urllib.request.Request(f"http://127.0.0.1:{port}/api/games",
                                     data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
        out = json.load(urllib.request.urlopen(req))
        created.append((out["id"], game, out["format"], i, "",
                        [s.get("link", "#").split("#")[1] for s in out["seats"]]))
    t0 = time.monotonic()
    stop = asyncio.Event()
    counts = {"messages": 0, "bytes": 0}
    if args.sockets:
        tasks = [asyncio.create_task(player(port, gid, tok, seed, stop, counts))
                 for gid, _g, _f, seed, _w, toks in created for tok in toks]
    else:
        tasks = [] if args.no_watch else [asyncio.create_task(watch(port, gid, tok, stop, counts))
                                          for gid, _g, _f, _s, tok, _t in created]
    await asyncio.sleep(args.kill_after)
    before = moves(db)
    t1 = time.monotonic()
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    done_at_kill = len(finished(db))
    t2 = time.monotonic()
    proc = start(port, db)
    t3 = time.monotonic()
    while len(finished(db)) < len(created):
        await asyncio.sleep(0.2)
        if time.monotonic() - t3 > args.timeout:
            print(f"timeout: {len(finished(db))} of {len(created)} games finished")
            break
    t4 = time.monotonic()
    after = moves(db) - before
    stop.set()
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    proc.terminate()
    proc.wait()

    outcomes = finished(db)
    same = 0
    for gid, game, fmt, seed, _tok, _toks in created:
        g = tcgsim.game(game)
        if args.sockets:
            off = offline_sockets(game, fmt, seed)
        else:
            off, _n = play_offline(g, seat_decks(g, fmt), seed, fmt, AGENTS)
        same += outcomes.get(gid) == off.outcome.to_dict()
    how = ("every seat played by a client over its own websocket (seeded choices)"
           if args.sockets else f"bots {AGENTS[0]} vs {AGENTS[1]} in the server, " +
           ("no spectators" if args.no_watch else "one spectator socket each"))
    print(f"{len(created)} games at once ({', '.join(GAMES)}), {how}, on {os.cpu_count()} cores")
    print(f"before the kill: {before:,} moves in {t1 - t0:.1f} s = {before / (t1 - t0):,.0f} moves/s "
          f"({done_at_kill} games finished)")
    print(f"restart: server killed (SIGKILL) and listening again in {t3 - t2:.1f} s "
          f"(open games rebuilt from the database)")
    print(f"after the restart: {after:,} moves in {t4 - t3:.1f} s = {after / max(t4 - t3, 1e-9):,.0f} "
          f"moves/s, until every game ended")
    if args.sockets or not args.no_watch:
        print(f"messages to the sockets: {counts['messages']:,} ({counts['bytes'] / 2 ** 20:,.1f} MiB)")
    print(f"outcomes equal to the same seed played offline: {same} of {len(created)}")
    return 0 if same == len(created) else 1


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--kill-after", type=float, default=4.0, help="seconds before the kill")
    ap.add_argument("--timeout", type=float, default=600.0)
    ap.add_argument("--no-watch", action="store_true", help="no spectator sockets")
    ap.add_argument("--sockets", action="store_true",
                    help="people's seats, played by clients over websockets")
    return asyncio.run(run(ap.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
