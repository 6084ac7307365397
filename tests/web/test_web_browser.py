"""The browser front end in a real browser: Debian's Chromium driven by Playwright, against
a real `tcgsim serve` process on loopback.

- a full lotr-duel game against the heuristic bot, started from the lobby and played by
  clicking the page's options, its replay downloaded and verified;
- two browser contexts (two people, each with their seat's secret link) play Weiß Schwarz
  for several turns; the server process is killed mid-game (SIGKILL) and started again
  over the same database: both pages reconnect by themselves at the same decision and the
  game goes on;
- a screenshot of each game's table -- the board, then the text table -- checked to be a
  PNG and to show the game's zones.

The tests need /usr/bin/chromium (`.ci/run` installs it with apt); without it they are
skipped, unless TCGSIM_REQUIRE_BROWSER=1 (set by CI), when they fail.
"""

from __future__ import annotations

import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 20_000

if not Path(CHROMIUM).exists():
    if os.environ.get("TCGSIM_REQUIRE_BROWSER"):
        raise RuntimeError(f"{CHROMIUM} is missing: install Debian's chromium (apt install chromium)")
    pytest.skip(f"{CHROMIUM} is not installed", allow_module_level=True)

from playwright.sync_api import sync_playwright  # noqa: E402

from tcgsim.core.replay import Replay, verify  # noqa: E402


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A `tcgsim serve` process on loopback, started and killed for real."""

    def __init__(self, db: Path, port: int):
        self.db, self.port, self.proc = db, port, None
        self.base = f"http://127.0.0.1:{port}"

    def start(self) -> None:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tcgsim.cli", "serve", "--port", str(self.port), "--db",
             str(self.db), "--bot-delay", "0.02"], env=env, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"tcgsim serve exited: {self.proc.stdout.read()}")
            try:
                urllib.request.urlopen(self.base + "/api/catalog", timeout=1).read()
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("tcgsim serve did not start listening within 30 s")

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def new_game(self, body: dict) -> dict:
        req = urllib.request.Request(self.base + "/api/games", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
        return json.load(urllib.request.urlopen(req, timeout=10))


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path / "games.sqlite", _free_port())
    s.start()
    yield s
    s.stop()


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield b
        b.close()


def _page(browser, url):
    ctx = browser.new_context(viewport={"width": 1500, "height": 1000})
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    return page


def _ready(page):
    """Wait until the page shows a decision it may answer, or the game is over; True if
    it may answer."""
    page.wait_for_function("document.body.dataset.finished === '1' || "
                           "document.querySelector('#options button:not([disabled])') !== null")
    return page.evaluate("document.body.dataset.finished") != "1"


TABLE = "#board .area, #table pre"           # the board, or the text table


def _n(page) -> int:
    return int(page.evaluate("document.body.dataset.n"))


def _click(page, rng):
    buttons = page.locator("#options button:not([disabled])")
    k = buttons.count()
    before = _n(page)
    buttons.nth(rng.randrange(k)).click()
    page.wait_for_function(f"Number(document.body.dataset.n) > {before}")


def test_a_full_lotr_duel_against_the_bot_from_the_lobby(server, browser, tmp_path):
    page = _page(browser, server.base + "/")
    page.select_option("#game", "lotr-duel")
    seats = page.locator(".seat")
    assert seats.count() == 2
    seats.nth(0).locator(".kind").select_option("person")
    seats.nth(1).locator(".kind").select_option("bot")
    seats.nth(1).locator(".agent").select_option("heuristic")
    page.fill("#seed", "12")
    page.click("#create")
    page.locator("a.seat-link").first.click()
    page.wait_for_selector(TABLE)
    rng = random.Random(1)
    moves = 0
    while _ready(page):
        _click(page, rng)
        moves += 1
        assert moves < 400
    banner = page.locator("#banner").inner_text()
    assert "Game over" in banner and ("wins" in banner or "Nobody" in banner)
    assert page.locator("#log div").count() > 20
    href = page.locator("#replay").get_attribute("href")
    d = page.request.get(server.base + href).json()
    rep = Replay(d["game"], d["rules_version"], d["tcgsim_version"], d["format"],
                 d["card_pool_hash"], d["decks"], d["seed"], [tuple(a) for a in d["actions"]],
                 d["outcome"])
    assert verify(rep).is_terminal() and rep.seed == 12
    f = tmp_path / "game.json"
    f.write_text(json.dumps(d), encoding="utf-8")
    from tcgsim.cli import main

    assert main(["replay", str(f)]) == 0           # `tcgsim replay FILE` verifies it
    page.context.close()


def _turn(page) -> int:
    text = page.locator("#board").inner_text() + page.locator("#table").inner_text()
    m = re.search(r"turn\s+(\d+)", text, re.I)
    return int(m.group(1)) if m else 0


def test_two_people_play_weiss_schwarz_and_a_killed_server_comes_back(server, browser):
    out = server.new_game({"game": "weiss-schwarz", "seed": 4,
                           "seats": [{"kind": "person"}, {"kind": "person"}]})
    pages = [_page(browser, server.base + s["link"]) for s in out["seats"]]
    for p in pages:
        p.wait_for_selector(TABLE)
    rng = random.Random(2)

    def play(until_turn: int, limit: int):
        for _ in range(limit):
            if _turn(pages[0]) >= until_turn:
                return
            mover = next((p for p in pages if p.locator("#options button:not([disabled])").count()),
                         None)
            if mover is None:
                time.sleep(0.05)
                continue
            _click(mover, rng)
        raise AssertionError(f"turn {until_turn} not reached")

    play(3, 600)
    n = _n(pages[0])
    pages[1].wait_for_function(f"Number(document.body.dataset.n) === {n}")   # both at n
    for p in pages:
        p.wait_for_function(f"Number(document.body.dataset.n) === {n}")
    deadline = time.monotonic() + 20            # the seat to move has its options shown
    while not any(p.locator("#options button").count() for p in pages):
        assert time.monotonic() < deadline, "no page shows the pending decision: " + " / ".join(
            q.locator("#decision-panel").inner_text() + " n=" + str(_n(q)) for q in pages)
        time.sleep(0.05)
    mover = 0 if pages[0].locator("#options button").count() else 1
    options = pages[mover].locator("#options").inner_text()
    server.kill()
    for p in pages:
        p.wait_for_function("document.getElementById('conn').textContent.startsWith('disc')")
    server.start()
    for p in pages:
        p.wait_for_function("document.getElementById('conn').textContent === 'connected'")
        p.wait_for_function(f"Number(document.body.dataset.n) === {n}")
    pages[mover].wait_for_selector("#options button")
    assert pages[mover].locator("#options").inner_text() == options
    assert pages[1 - mover].locator("#options button").count() == 0
    play(5, 800)                                   # the game goes on after the restart
    assert _n(pages[0]) > n
    for p in pages:
        p.context.close()


BOARD_ZONES = {
    "lotr-duel": [],
    "weiss-schwarz": ["Center stage", "Back stage", "Clock", "Level", "Stock", "Waiting room",
                      "Hand"],
    "wixoss": ["LRIG", "SIGNI zones", "Ener", "Life cloth", "Trash", "Hand"],
    "riftbound": ["Legend", "Runes", "Rune Pool", "Base", "Points", "Your hand"],
}
ZONES = {
    "lotr-duel": ["Bridge", "Energy", "Your hand", "Row"],
    "weiss-schwarz": ["Clock", "Waiting room", "Level", "Your hand", "stock"],
    "wixoss": ["LRIG", "Life cloth", "Ener", "Trash", "Your hand"],
    "riftbound": ["Legend", "Runes", "Base", "B1", "B2", "Your hand", "points"],
}


@pytest.mark.parametrize("game", sorted(ZONES))
def test_a_screenshot_of_each_games_table_shows_its_zones(server, browser, tmp_path, game):
    out = server.new_game({"game": game, "seed": 6,
                           "seats": [{"kind": "person"}, {"kind": "bot", "agent": "heuristic"}]})
    page = _page(browser, server.base + out["seats"][0]["link"])
    rng = random.Random(3)
    for _ in range(6):
        if not _ready(page):
            break
        _click(page, rng)
    page.wait_for_selector(TABLE)

    def shoot(name):
        shot = tmp_path / f"{game}-{name}.png"
        page.screenshot(path=str(shot), full_page=True)
        data = shot.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000

    if page.locator("#board .area").count():            # the game has a board
        shoot("board")
        zones = page.eval_on_selector_all("#board [data-zone]", "e => e.map(x => x.dataset.zone)")
        missing = [z for z in BOARD_ZONES[game] if z not in zones]
        assert not missing, f"{game}: the board does not show {missing}"
        assert page.locator("#board .card").count() > 5
        page.click("#mode")                              # the text table
        page.wait_for_selector("#table pre")
    shoot("text")
    text = page.locator("#table").inner_text()
    missing = [z for z in ZONES[game] if z not in text]
    assert not missing, f"{game}: the table does not show {missing}"
    assert page.locator("#log div").count() > 0
    page.evaluate("localStorage.clear()")
    page.context.close()
