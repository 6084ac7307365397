"""`tcgsim serve`: the ASGI application (Starlette on uvicorn) of the browser front end.

Routes:
  GET  /                      the lobby (static page): pick a game, format, decks, seats
  GET  /g/{id}                a game's table (static page); the seat's token is in the
                              link's #fragment, sent over the socket, never in a URL the
                              server logs; the plain link (no token) is a spectator's
  GET  /api/catalog           games, formats, seats, built-in decks and bots
  POST /api/games             create a game: {game, format, seed?, seats: [{kind: "bot",
                              agent, deck} | {kind: "person", deck}]}; a deck is a built-in
                              name or {"name", "text"} (an uploaded deck file, parsed as data
                              only, at most MAX_DECK_BYTES). Returns the seats' secret links.
  GET  /api/games/{id}/replay?token=T   the replay file of a finished game
  WS   /ws/{id}               {"type": "hello", "token"} first; then {"type": "act", "n",
                              "kind", "id"} answers decision n, {"type": "info", "query"}
                              asks for a card in words, {"type": "mode", "mode": "board" |
                              "text"} switches between the board and the text table. The server sends {"type": "state"}
                              after every change and {"type": "error", "message"} when it
                              refuses something (nothing changed).

One process holds every open game (`Hub`). At start-up it rebuilds each unfinished game of
its database from the seed, decks and stored actions, so a restarted server goes on where
it stopped; the pages reconnect by themselves.
"""

from __future__ import annotations

import asyncio
import json
import re
import secrets
import sys
import tempfile
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..agents import agent_names
from ..core.errors import TcgsimError
from ..core.game import game as get_game
from ..core.game import games as game_names
from ..core.game import seat_decks
from .rooms import RefusedError, Room
from .store import Store

MAX_DECK_BYTES = 64 * 1024
MAX_BODY_BYTES = 8 * MAX_DECK_BYTES
MAX_MESSAGE_BYTES = 4096
STATIC = Path(str(resources.files("tcgsim.web") / "static"))


class Hub:
    """Every open game of the server, the pages connected to each, and the bots' moves."""

    def __init__(self, store: Store, bot_delay: float = 0.6):
        self.store = store
        self.bot_delay = bot_delay
        self.rooms: dict[str, Room] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.pages: dict[str, list] = {}          # game id -> [[websocket, viewer, log pos]]
        self.tasks: set = set()
        self.failed: dict[str, str] = {}          # game id -> why it could not be rebuilt

    def load(self) -> None:
        """Rebuild every unfinished game of the store (and keep finished ones reachable)."""
        for rec in self.store.games():
            try:
                self.rooms[rec.id] = Room.rebuild(self.store, rec)
            except TcgsimError as e:
                self.failed[rec.id] = str(e)

    def room(self, gid: str) -> Room:
        r = self.rooms.get(gid)
        if r is None:
            if gid in self.failed:
                raise RefusedError(f"game {gid} could not be restored: {self.failed[gid]}")
            raise RefusedError(f"there is no game {gid!r} on this server")
        return r

    def lock(self, gid: str) -> asyncio.Lock:
        return self.locks.setdefault(gid, asyncio.Lock())

    def add(self, room: Room) -> None:
        self.rooms[room.id] = room
        self.kick(room)

    # -- bots ---------------------------------------------------------------------------
    def kick(self, room: Room) -> None:
        """Start the room's bot, if a bot is to move and none runs for it yet."""
        if room.bot_to_move() is None or getattr(room, "_bot_running", False):
            return
        room._bot_running = True
        t = asyncio.get_running_loop().create_task(self._run_bots(room))
        self.tasks.add(t)
        t.add_done_callback(self.tasks.discard)

    async def _run_bots(self, room: Room) -> None:
        try:
            while room.bot_to_move() is not None:
                if self.bot_delay:
                    await asyncio.sleep(self.bot_delay)
                pick = await asyncio.to_thread(room.bot_answer)
                if pick is None:
                    break
                async with self.lock(room.id):
                    try:
                        moved = room.play_bot(*pick)
                    except TcgsimError as e:        # a failed write: the game waits
                        self.failed[room.id] = str(e)
                        break
                if moved:
                    await self.broadcast(room)
        except Exception as e:                     # a bug: say so, keep the server up
            self.failed[room.id] = f"{type(e).__name__}: {e}"
            print(f"tcgsim serve: game {room.id}: the bot stopped: {type(e).__name__}: {e}",
                  file=sys.stderr, flush=True)
        finally:
            room._bot_running = False

    # -- pages ----------------------------------------------------------------------------
    async def send_state(self, page: list, room: Room) -> None:
        ws, viewer, pos, mode = page
        msg, page[2] = room.message(viewer, pos, mode)
        try:
            await ws.send_text(json.dumps(msg))
        except Exception:                          # a page that went away (any send error)
            self.drop(room.id, page)

    def drop(self, gid: str, page: list) -> None:
        pages = self.pages.get(gid, [])
        if page in pages:
            pages.remove(page)

    async def broadcast(self, room: Room) -> None:
        for page in list(self.pages.get(room.id, [])):
            await self.send_state(page, room)


# -- HTTP --------------------------------------------------------------------------------
def _error(message: str, status: int = 400) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


async def page_lobby(request: Request):
    return FileResponse(STATIC / "index.html")


async def page_table(request: Request):
    return FileResponse(STATIC / "table.html")


async def api_catalog(request: Request):
    out = []
    for name in game_names():
        g = get_game(name)
        fmts = {}
        for f, desc in g.formats.items():
            fmts[f] = {"description": desc, "seats": list(g.seat_names_for(f)),
                       "default_decks": [getattr(d, "name", "") for d in seat_decks(g, f)]}
        out.append({"name": name, "title": g.title, "formats": fmts, "decks": g.deck_names(),
                    "bots": agent_names(g)})
    return JSONResponse({"games": out, "max_deck_bytes": MAX_DECK_BYTES})


def _deck(game, spec, where: str):
    """A seat's deck: a built-in deck's name, or an uploaded file's text."""
    if isinstance(spec, str):
        if spec not in game.deck_names():
            raise TcgsimError(f"{where}: {game.name} has no built-in deck {spec!r}; decks: "
                              f"{', '.join(game.deck_names())}")
        return game.deck(spec)
    if not isinstance(spec, dict) or not isinstance(spec.get("text"), str):
        raise TcgsimError(f"{where}: a deck is a built-in deck's name or an uploaded file")
    text = spec["text"]
    if len(text.encode("utf-8", "surrogatepass")) > MAX_DECK_BYTES:
        raise TcgsimError(f"{where}: the deck file is larger than {MAX_DECK_BYTES // 1024} KiB")
    name = spec.get("name") if isinstance(spec.get("name"), str) else "deck.txt"
    suffix = Path(name).suffix.lower()
    if not re.fullmatch(r"\.[a-z0-9]{1,8}", suffix or ""):
        suffix = ".txt"
    stem = re.sub(r"[^A-Za-z0-9_-]", "_", Path(name).stem)[:40] or "deck"
    with tempfile.TemporaryDirectory(prefix="tcgsim-deck-") as tmp:
        path = Path(tmp) / f"{stem}{suffix}"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        try:
            return game.load_deck(str(path))
        except TcgsimError as e:
            raise TcgsimError(f"{where} ({name}): {str(e).replace(str(path), name)}") from None
        except UnicodeError:
            raise TcgsimError(f"{where} ({name}): the file is not UTF-8 text") from None


def _new_game(hub: Hub, body) -> Room:
    if not isinstance(body, dict):
        raise TcgsimError("the request must be a JSON object")
    name = body.get("game")
    if name not in game_names():
        raise TcgsimError(f"unknown game {name!r}; games: {', '.join(game_names())}")
    g = get_game(name)
    fmt = g.check_format(body.get("format") or None)
    seats = body.get("seats")
    n = g.seat_count(fmt)
    if not isinstance(seats, list) or len(seats) != n:
        raise TcgsimError(f"a game of {name} ({fmt}) has {n} seats; give one entry per seat")
    names = g.seat_names_for(fmt)
    defaults = seat_decks(g, fmt)
    decks, out = [], []
    problems = []
    for i, s in enumerate(seats):
        where = f"seat {i} ({names[i]})"
        if not isinstance(s, dict) or s.get("kind") not in ("bot", "person"):
            problems.append(f"{where}: a seat is a bot or a person")
            continue
        try:
            decks.append(_deck(g, s["deck"], where) if s.get("deck") else defaults[i])
        except TcgsimError as e:
            problems.append(str(e))
        if s["kind"] == "bot":
            agent = s.get("agent") or "random"
            if agent not in agent_names(g):
                problems.append(f"{where}: unknown bot {agent!r}; bots: "
                                f"{', '.join(agent_names(g))}")
            out.append({"kind": "bot", "agent": agent})
        else:
            out.append({"kind": "person"})
    if problems:
        raise TcgsimError("\n".join(problems))
    seed = body.get("seed")
    if seed is None or seed == "":
        seed = secrets.randbits(62)
    if type(seed) is not int or not 0 <= seed < 2 ** 63:
        raise TcgsimError("the seed must be a whole number from 0 to 2**63 - 1")
    try:
        g.new_state(decks, seed=seed, format=fmt, log=False)
    except TcgsimError as e:
        raise TcgsimError(f"these decks cannot play {name} ({fmt}): {e}") from None
    return Room.create(hub.store, name, fmt, seed, decks, out)


def _links(room: Room) -> dict:
    seats = []
    for i, s in enumerate(room.players):
        e = {"seat": i, "name": room.seat_names[i], "kind": s["kind"]}
        if s["kind"] == "person":
            e["link"] = f"/g/{room.id}#{s['token']}"
        else:
            e["agent"] = s["agent"]
        seats.append(e)
    return {"id": room.id, "game": room.game.name, "format": room.rec.format, "seed": room.rec.seed,
            "seats": seats, "watch": f"/g/{room.id}"}


async def api_new_game(request: Request):
    hub: Hub = request.app.state.hub
    raw = await request.body()
    if len(raw) > MAX_BODY_BYTES:
        return _error(f"the request is larger than {MAX_BODY_BYTES // 1024} KiB", 413)
    try:
        body = json.loads(raw)
    except (ValueError, UnicodeError):
        return _error("the request is not JSON")
    try:
        room = _new_game(hub, body)
    except TcgsimError as e:
        return _error(str(e))
    hub.add(room)
    return JSONResponse(_links(room))


async def api_replay(request: Request):
    hub: Hub = request.app.state.hub
    try:
        room = hub.room(request.path_params["gid"])
        room.seat_of(request.query_params.get("token"))
    except RefusedError as e:
        return _error(str(e), 404)
    if not room.finished:
        return _error("the replay is offered once the game is over", 409)
    return JSONResponse(room.replay(), headers={
        "Content-Disposition": f'attachment; filename="{room.game.name}-{room.id}.json"'})


# -- the socket ---------------------------------------------------------------------------
async def _read(ws: WebSocket):
    """The next message as a dict; None when the page closed. Too long or not JSON: an
    error is sent and {} returned."""
    try:
        text = await ws.receive_text()
    except (WebSocketDisconnect, RuntimeError, KeyError):
        return None
    if len(text) > MAX_MESSAGE_BYTES:
        await ws.send_text(json.dumps({"type": "error", "message": "message too long"}))
        return {}
    try:
        msg = json.loads(text)
    except ValueError:
        msg = None
    if not isinstance(msg, dict):
        await ws.send_text(json.dumps({"type": "error", "message": "a message must be a JSON "
                                                                   "object"}))
        return {}
    return msg


async def game_socket(ws: WebSocket):
    hub: Hub = ws.app.state.hub
    await ws.accept()
    gid = ws.path_params["gid"]
    hello = await _read(ws)
    if hello is None:
        return
    try:
        room = hub.room(gid)
        if hello.get("type") != "hello":
            raise RefusedError("the first message must be hello with the link's token")
        viewer = room.seat_of(hello.get("token"))
    except RefusedError as e:
        await ws.send_text(json.dumps({"type": "error", "message": str(e), "fatal": True}))
        await ws.close()
        return
    page = [ws, viewer, 0, "text" if hello.get("mode") == "text" else "board"]
    hub.pages.setdefault(gid, []).append(page)
    try:
        async with hub.lock(gid):
            await hub.send_state(page, room)
        hub.kick(room)
        while True:
            msg = await _read(ws)
            if msg is None:
                break
            if not msg:
                continue
            kind = msg.get("type")
            if kind == "act":
                async with hub.lock(gid):
                    try:
                        room.answer(viewer, msg.get("n"), msg.get("kind"), msg.get("id"))
                    except TcgsimError as e:
                        await ws.send_text(json.dumps({"type": "error", "message": str(e)}))
                        continue
                    await hub.broadcast(room)
                hub.kick(room)
            elif kind == "info":
                html = room.info(viewer, msg.get("query"))
                await ws.send_text(json.dumps({"type": "info", "query": msg.get("query"),
                                               "html": html}))
            elif kind == "mode":
                page[3] = "text" if msg.get("mode") == "text" else "board"
                page[2] = 0
                async with hub.lock(gid):
                    await hub.send_state(page, room)
            elif kind == "ping":
                await ws.send_text(json.dumps({"type": "pong"}))
            else:
                await ws.send_text(json.dumps({"type": "error",
                                               "message": f"unknown message type {kind!r}"}))
    finally:
        hub.drop(gid, page)


def create_app(db_path, bot_delay: float = 0.6) -> Starlette:
    store = Store(db_path)

    @asynccontextmanager
    async def lifespan(app):
        hub = Hub(store, bot_delay)
        hub.load()
        app.state.hub = hub
        for room in hub.rooms.values():
            hub.kick(room)
        yield
        for t in list(hub.tasks):
            t.cancel()
        store.close()

    routes = [
        Route("/", page_lobby),
        Route("/g/{gid}", page_table),
        Route("/api/catalog", api_catalog),
        Route("/api/games", api_new_game, methods=["POST"]),
        Route("/api/games/{gid}/replay", api_replay),
        WebSocketRoute("/ws/{gid}", game_socket),
        Mount("/static", StaticFiles(directory=str(STATIC)), name="static"),
    ]
    return Starlette(routes=routes, lifespan=lifespan)


def serve(host: str, port: int, db_path, bot_delay: float = 0.6) -> None:
    import uvicorn

    app = create_app(db_path, bot_delay)
    print(f"tcgsim serve: games in {db_path}\nopen http://{host}:{port}/ in a browser "
          f"(Ctrl-C stops the server; open games go on after a restart)", flush=True)
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=MAX_MESSAGE_BYTES * 4)
