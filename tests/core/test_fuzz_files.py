"""Issue 7 (robust input): every kind of file tcgsim reads, mutated at random, either loads
or raises a project error (TcgsimError: CardDataError, DeckError, ReplayError), never a bare
Python exception (TypeError, ValueError, KeyError, RecursionError, UnicodeError, ...).

Each fuzz test starts from a real file (a shipped deck, a shipped card file, a community card
set, a recorded replay) and applies a seeded series of mutations: byte flips, insertions of
awkward bytes (invalid UTF-8, brackets, escapes such as \\ud800, 5000-digit numbers, "²"),
deletions, duplications, truncations, deep nesting; and structural mutations of the parsed
document (a value replaced by a wrong type, a huge or negative number, a lone surrogate, a
deep list, a key removed or added). The seeds are fixed, so a failure names the mutation
that reproduces it; each test stays within a few seconds.
"""

from __future__ import annotations

import json
import random
import tomllib
from pathlib import Path

import pytest
import tomli_w

import tcgsim
from tcgsim.agents import make_agent
from tcgsim.core import replay as R
from tcgsim.core.errors import TcgsimError
from tcgsim.games.weiss_schwarz import cards as WC
from tcgsim.games.weiss_schwarz import importer as WI

LOTR = tcgsim.game("lotr-duel")
WS = tcgsim.game("weiss-schwarz")
GAMES = Path(tcgsim.__file__).parent / "games"
LOTR_DECKS = [GAMES / "lotr_duel" / "data" / f"{n}.toml" for n in ("gandalf", "balrog")]
WS_DECK = GAMES / "weiss_schwarz" / "data" / "decks" / "5hy-nino.txt"
WS_CARDS = GAMES / "weiss_schwarz" / "data" / "cards" / "5HY_WE43.toml"


# ---- helpers: mutations -------------------------------------------------------------------

INSERTS = [b"[", b"]", b"{", b"}", b'"', b"'", b"\\", b"\\ud800", b"\\udfff", b"\\u0000",
           b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\n", b"\r\n", b"=", b",", b":", b"#",
           b"-", b"0", b"\xc2\xb2", b"9" * 30, b"9" * 5000, b"1e999", b"NaN", b"true", b"null",
           b"[[card]]\n", b"[" * 2000, b"\t", b"\xef\xbb\xbf", b"-1", b"100000000",
           b"10000000000000", b"18446744073709551616"]


def mutate_bytes(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """One to three random byte-level mutations; returns the bytes and what was done."""
    done = []
    for _ in range(rng.randint(1, 3)):
        n = len(data)
        i = rng.randrange(n + 1)
        op = rng.randrange(7)
        if op == 0 and n:
            i = min(i, n - 1)
            bit = 1 << rng.randrange(8)
            data = data[:i] + bytes([data[i] ^ bit]) + data[i + 1:]
            done.append(f"flip bit {bit} of byte {i}")
        elif op == 1:
            ins = rng.choice(INSERTS)
            data = data[:i] + ins + data[i:]
            done.append(f"insert {ins[:20]!r} at {i}")
        elif op == 2:
            k = rng.randint(1, 64)
            data = data[:i] + data[i + k:]
            done.append(f"delete {k} bytes at {i}")
        elif op == 3:
            data = data[:i]
            done.append(f"truncate at {i}")
        elif op == 4:
            j = rng.randint(i, min(n, i + 300))
            data = data[:j] + data[i:j] * rng.choice([1, 2, 30]) + data[j:]
            done.append(f"repeat bytes {i}..{j}")
        elif op == 5:
            k = rng.choice([40, 1000, 100_000])
            j = rng.randint(i, min(n, i + 40))
            data = data[:i] + b"[" * k + data[i:j] + b"]" * k + data[j:]
            done.append(f"nest bytes {i}..{j} in {k} brackets")
        else:
            digits = [k for k in range(n) if data[k:k + 1].isdigit()]
            if digits:
                k = rng.choice(digits)
                rep = rng.choice([b"\xc2\xb2", b"9" * 5000, b"-1", b"0", b"00", b"99999999999"])
                data = data[:k] + rep + data[k + 1:]
                done.append(f"digit at {k} -> {rep[:12]!r}")
    return data, "; ".join(done)


def _deep(k: int):
    v: object = 0
    for _ in range(k):
        v = [v]
    return v


WEIRD = [None, True, False, 0, -1, 1, 51, 2 ** 63 - 1, 2 ** 64, 2 ** 64 + 7, -(2 ** 64), 10 ** 30,
         10 ** 13, 100_000_000, 1.5, float("inf"), "", " ", "\ud800", "x" * 5000, "²", "\x00",
         [], {}, [0, 1], [[]], {"x": 1}, "gandalf", "balrog", "special", "trance",
         "character", "climax", "tcgsim-replay/1", "lotr-duel", "weiss-schwarz"]


def _slots(doc):
    """Every (container, key) of a parsed document, iteratively."""
    out, stack = [], [doc]
    while stack:
        c = stack.pop()
        items = c.items() if isinstance(c, dict) else enumerate(c)
        for k, v in items:
            out.append((c, k))
            if isinstance(v, (dict, list)):
                stack.append(v)
    return out


def mutate_doc(doc, rng: random.Random) -> str:
    """Mutate a parsed JSON/TOML document in place; returns what was done."""
    slots = _slots(doc)
    if not slots:
        return "nothing to mutate"
    c, k = rng.choice(slots)
    op = rng.randrange(6)
    if op == 0:
        v = rng.choice(WEIRD + [_deep(rng.choice([33, 200]))])
        c[k] = v
        return f"[{k!r}] = {repr(v)[:40]}"
    if op == 1:
        del c[k]
        return f"del [{k!r}]"
    if op == 2 and isinstance(c, dict):
        c["unknown_" + str(k)] = c[k]
        return f"add key unknown_{k}"
    if op == 3 and isinstance(c, list):
        c.extend(c * rng.choice([1, 5, 60]))
        return f"repeat list holding [{k!r}]"
    if op == 4:
        v = c[k]
        if isinstance(v, int) and not isinstance(v, bool):
            c[k] = rng.choice([-v, v + 2 ** 64, v * 10 ** 12, 0, -1])
        elif isinstance(v, str):
            c[k] = rng.choice([v + "\ud800", v * 3, v.upper(), "", v[::-1]])
        else:
            c[k] = [v] if rng.random() < 0.5 else {"v": v}
        return f"tweak [{k!r}]"
    # swap two values
    c2, k2 = rng.choice(slots)
    c[k], c2[k2] = c2[k2], c[k]
    return f"swap [{k!r}] and [{k2!r}]"


def must_load_or_refuse(load, path: Path, data: bytes, what: str) -> str:
    """Write `data` to `path` and load it: success or a TcgsimError. Anything else fails
    the test, naming the mutation that reproduces it."""
    path.write_bytes(data)
    try:
        load(path)
    except TcgsimError as e:
        str(e).encode("utf-8")             # the message itself can be printed
        return "refused"
    except BaseException as e:            # noqa: BLE001 - that is the point of the test
        raise AssertionError(f"{what}: {type(e).__name__}: {str(e)[:300]}") from e
    return "loaded"


def fuzz(load, base: bytes, tmp_path: Path, name: str, seed: int, n_bytes: int, n_doc: int,
         parse=None, dump=None) -> dict:
    """`n_bytes` byte mutations and `n_doc` document mutations of `base`; returns counts of
    how the loader answered."""
    rng = random.Random(seed)
    seen = {"loaded": 0, "refused": 0}
    path = tmp_path / name
    for i in range(n_bytes):
        data, how = mutate_bytes(base, rng)
        seen[must_load_or_refuse(load, path, data, f"{name} byte mutation {i} ({how})")] += 1
    for i in range(n_doc):
        doc = parse(base)
        how = mutate_doc(doc, rng)
        try:
            data = dump(doc)
        except (TypeError, ValueError, UnicodeEncodeError):
            continue                     # the mutation is not expressible in this format
        seen[must_load_or_refuse(load, path, data, f"{name} document mutation {i} ({how})")] += 1
    return seen


def toml_parse(b: bytes):
    return tomllib.loads(b.decode("utf-8"))


def toml_dump(doc) -> bytes:
    return tomli_w.dumps(doc).encode("utf-8")


def json_parse(b: bytes):
    return json.loads(b.decode("utf-8"))


def json_dump(doc) -> bytes:
    return json.dumps(doc).encode("utf-8")        # ensure_ascii: "\ud800" is written escaped


# ---- the file kinds -----------------------------------------------------------------------

@pytest.mark.parametrize("path", LOTR_DECKS, ids=lambda p: p.stem)
def test_fuzz_lotr_deck_files(tmp_path, path):
    seen = fuzz(LOTR.load_deck, path.read_bytes(), tmp_path, "deck.toml", seed=7,
                n_bytes=400, n_doc=300, parse=toml_parse, dump=toml_dump)
    assert seen["refused"] > 0 and seen["loaded"] > 0     # the mutations reach both outcomes


def _ws_deck_lines(b: bytes):
    return {"lines": b.decode("utf-8").splitlines()}


def _ws_deck_dump(doc) -> bytes:
    lines = doc.get("lines")
    if not isinstance(lines, list):
        raise TypeError
    return "\n".join(str(x) for x in lines).encode("utf-8")


def test_fuzz_weiss_schwarz_deck_lists(tmp_path):
    seen = fuzz(WS.load_deck, WS_DECK.read_bytes(), tmp_path, "deck.txt", seed=11,
                n_bytes=1500, n_doc=300, parse=_ws_deck_lines, dump=_ws_deck_dump)
    assert seen["refused"] > 0 and seen["loaded"] > 0


def test_fuzz_weiss_schwarz_deck_line_counts(tmp_path):
    """Line by line: a count replaced by anything str.isdigit() or int() might accept."""
    rng = random.Random(5)
    lines = WS_DECK.read_text(encoding="utf-8").splitlines()
    counts = ["²", "٣", "0", "00", "-1", "+4", "1_0", "4.0", " 4", "1" * 5000, "100000000",
              "10000000000000", "\u0664", "4\u200b", "𝟒", "0x4"]
    path = tmp_path / "deck.txt"
    for i in range(300):
        out = list(lines)
        k = rng.randrange(len(out))
        parts = out[k].split(None, 1)
        if len(parts) == 2 and not out[k].startswith("#"):
            c = rng.choice(counts)
            out[k] = f"{c} {parts[1]}"
            must_load_or_refuse(WS.load_deck, path, "\n".join(out).encode("utf-8"),
                                f"count {c[:12]!r} on line {k + 1}")


def _small_card_file() -> bytes:
    doc = tomllib.loads(WS_CARDS.read_text(encoding="utf-8"))
    with_abilities = [c for c in doc["card"] if c.get("ability")]
    doc["card"] = with_abilities[:6] + [c for c in doc["card"] if c["type"] == "climax"][:2]
    return toml_dump(doc)


def test_fuzz_weiss_schwarz_card_files(tmp_path):
    base = _small_card_file()
    assert WC.load_card_file(_write(tmp_path / "ok.toml", base))
    seen = fuzz(WC.load_card_file, base, tmp_path, "cards.toml", seed=13, n_bytes=400,
                n_doc=500, parse=toml_parse, dump=toml_dump)
    assert seen["refused"] > 0 and seen["loaded"] > 0


COMMUNITY_SET = [
    {"name": "Miku, Songstress", "code": "TST/W00-001", "rarity": "RR", "expansion": "Test",
     "side": "W", "type": "Character", "color": "YELLOW", "level": "1", "cost": "1",
     "power": "6000", "soul": 1, "trigger": ["SOUL"], "attributes": ["Music", "Net"],
     "ability": ["【CONT】 All of your other 《Music》 characters get +500 power.",
                 "【AUTO】 When this card attacks, this card gets +1000 power until end of turn."],
     "flavor_text": "-", "set": "TST", "release": "00", "sid": "001", "image": ""},
    {"name": "Sound of Wind", "code": "TST/W00-025", "rarity": "CR", "expansion": "Test",
     "side": "W", "type": "Climax", "color": "YELLOW", "level": "-", "cost": "-",
     "power": "-", "soul": 0, "trigger": ["SOUL", "CHOICE"], "attributes": [],
     "ability": ["【CONT】 All of your characters get +1000 power and +1 soul.",
                 "(【CHOICE】: When this card triggers, you may choose 1 character)"],
     "flavor_text": "-", "set": "TST", "release": "00", "sid": "025", "image": ""},
    {"name": "A Quiet Day", "code": "TST/W00-050", "rarity": "U", "expansion": "Test",
     "side": "W", "type": "Event", "color": "RED", "level": "0", "cost": "0",
     "power": "-", "soul": 0, "trigger": [], "attributes": ["-"],
     "ability": ["Draw up to 1 card."], "flavor_text": "-", "set": "TST", "release": "00",
     "sid": "050", "image": ""},
]


def test_fuzz_community_card_json(tmp_path):
    """`tcgsim cards import`: read, convert and write a community set file."""
    out = tmp_path / "out"
    base = json.dumps(COMMUNITY_SET, ensure_ascii=False, indent=1).encode("utf-8")

    def load(path):
        WI.import_set_file(path, out)
        WI.import_set_file(path, out, skip_bad=True)

    seen = fuzz(load, base, tmp_path, "TST_W00.json", seed=17, n_bytes=500, n_doc=700,
                parse=json_parse, dump=json_dump)
    assert seen["refused"] > 0 and seen["loaded"] > 0
    assert [p.name for p in out.iterdir()] == ["TST_W00.toml"]      # no temporary file left


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def record_game(game, decks, seed: int, tmp_path: Path) -> bytes:
    """A replay of a random game (bytes of the file `Replay.save` writes)."""
    state = game.new_state(decks, seed=seed, log=False)
    bot = make_agent(game, "random", seed)
    actions = []
    while not state.is_terminal():
        aid = bot.act(state)
        actions.append((state.pending[1], aid))
        state.apply_id(aid)
    path = tmp_path / f"{game.name}.json"
    R.make_replay(game, decks, seed, None, actions, state.outcome).save(path)
    return path.read_bytes()


def verify_file(path):
    R.verify(R.load(path), source=str(path), log=False)


def rehashed(doc):
    """The replay with its card-pool hash recomputed when its decks still load, so that a
    mutated deck reaches the game itself instead of stopping at the hash check."""
    try:
        game = tcgsim.game(doc["game"])
        doc["card_pool_hash"] = game.card_pool_hash([game.deck_from_dict(d) for d in doc["decks"]])
    except (TcgsimError, KeyError, TypeError, AttributeError):
        pass
    return doc


@pytest.mark.parametrize("name", ["lotr-duel", "weiss-schwarz"])
def test_fuzz_replay_files(tmp_path, name):
    game = tcgsim.game(name)
    decks = game.default_decks() if name == "lotr-duel" else [WS.deck("5hy-nino"),
                                                              WS.deck("jj-passione")]
    base = record_game(game, decks, 3, tmp_path)
    verify_file(_write(tmp_path / "ok.json", base))
    n_bytes, n_doc = (400, 500) if name == "lotr-duel" else (250, 250)
    seen = fuzz(verify_file, base, tmp_path, "replay.json", seed=19, n_bytes=n_bytes,
                n_doc=n_doc, parse=json_parse, dump=lambda doc: json_dump(rehashed(doc)))
    assert seen["refused"] > 0 and seen["loaded"] > 0
