"""Benchmark: the RL environments of every game, steps per second with the encoding included,
and Weiß Schwarz side by side with the weiss-sim package's own Gymnasium adapter (a
benchmark, never a test).

    PYTHONPATH=src .venv/bin/python bench/rl_envs.py [--seconds 5] [--seed 1]
        [--games lotr-duel weiss-schwarz wixoss riftbound] [--no-weiss-sim]
        [--riftbound-formats duel ffa4 2v2] [--json FILE]

One process, one core, every case in turn for `--seconds` (after a short warm-up). Cases per
game (format):

  engine    the engine alone: random play through `state.legal_ids()` and
            `state.apply_id(ids[int(pick() * len(ids))])`, `pick` a seeded
            `random.Random(...).random`; no view, no encoding. A step is a decision.
  aec       `tcgsim.rl.aec_env(game, decks, format, seed)` (PettingZoo AEC) as its users drive
            it: `obs, reward, terminated, truncated, info = env.last()`, then `env.step(a)` with
            `a` drawn uniformly from `obs["action_mask"]` by a seeded `numpy.random.Generator`
            (the dead steps at the end are taken and not counted). A step is one action of a
            live agent -- every decision of every seat, each with its observation encoded.
  gym       `tcgsim.rl.gym_env(game, opponent="random", ...)` (Gymnasium): a step is one
            decision of the learner (seat 0), drawn the same way from `info["action_mask"]`;
            the random bots' decisions happen inside `step` and are not encoded. Reported:
            learner steps/s, and all decisions/s (learner + bots).

Then a cost split per game: the engine's time per decision, and the parts of one
observation measured at every decision of seeded random games (the seat to move):
`state.view(seat)`, `encoding.observe(view)` (the encoding proper), and
`encoding.option_indices(...)` (the mask's option-to-index map). `env - engine` is what the
environment adds per step on top of the engine (view, encoding, mask, copies, picking
the action from the mask, PettingZoo/Gymnasium bookkeeping).

A game whose encoding has not landed yet (`tcgsim.rl.common.ENCODINGS` names a module that
does not import) is skipped with a line saying so -- except that Weiß Schwarz keeps its
`engine` row, the ceiling of tcgsim's side of the comparison.

weiss-sim (a Rust engine; an optional bench dependency, `pip install weiss-sim`) is driven
through its own Gymnasium adapter, as its users would: `weiss_sim.make(...)`
builds a `WeissEnv`, `.as_gym()` wraps it in `GymVectorEnvAdapter` (a vector-style adapter:
every array has a leading env axis), `reset(seed=...)`, then `step(actions)` with an action
drawn uniformly from the mask by the same kind of seeded numpy generator, `reset()` when the
game ends. The deck is the one of bench/weiss_schwarz_vs_weiss_sim.py: weiss-sim's preset
'starter_deck_ws02_v1', the same 50 cards as tcgsim's `dengeki-ws02` (checked and printed),
mirrored; `rules_profile='approx'` (make()'s default; the preset is not 'strict'-supported),
public observations (the default), `num_threads=1`, `max_decisions` 20,000. The adapter is
self-play: one step is the decision of whichever seat is to play, so its peer on tcgsim's
side is the `aec` case (every decision of both seats, each encoded). Variants:

  gym, make() defaults     `legal_repr='ids_u16'`, int16 observations; no mask in info,
                           the mask is built by `adapter.action_masks()` (what
                           sb3-contrib's MaskablePPO calls)
  gym, mask_u8             `legal_repr='mask_u8'`: the mask is `info["action_mask"]`
  gym x32, mask_u8         32 games in one adapter (`num_envs=32`, one thread), the actions
                           drawn for all 32 at once from the (32, A) mask, the finished games
                           reset by `adapter.env.reset_done(done)`; a step counts 32
                           decisions. Its batched throughput, for scale.
  EnvPool.step_into_i16    the Rust call the `mask_u8` adapter makes, alone (`env.pool`,
  (no adapter)             a reused `BatchOutMinimalI16`): engine + weiss-sim's encoding +
                           mask, without the adapter's Python layer.

Everything is timed with `time.perf_counter`; `decisions/game` is the decisions of the
measured window over the games finished in it (a game cut by the clock adds its decisions,
not a game). `--json FILE` writes every figure, the cost split and what weiss-sim's adapter
is (its spaces, specs, defaults).
"""

from __future__ import annotations

import argparse
import importlib
import json
import platform
import random
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
WS_DECK = "dengeki-ws02"
WS_PRESET = "starter_deck_ws02_v1"
WS_MAX_DECISIONS = 20_000
WS_BATCH = 32
GAMES = ("lotr-duel", "weiss-schwarz", "wixoss", "riftbound")
CHECK_EVERY = 32          # steps between two looks at the clock


# -- helpers ----------------------------------------------------------------------------
def decks_for(name: str):
    """The deck names a case plays: the matched mirror for Weiß Schwarz, else the defaults."""
    return [WS_DECK, WS_DECK] if name == "weiss-schwarz" else None


def formats_for(name: str, riftbound_formats) -> list[str | None]:
    if name == "riftbound":
        return list(riftbound_formats)
    if name == "wixoss":
        return ["standard"]
    return [None]


def label(name: str, fmt: str | None) -> str:
    return name if fmt is None else f"{name} ({fmt})"


def encoding_missing(name: str, fmt: str | None) -> str | None:
    """None when the game's encoding imports; else why not (a missing module only: any other
    error of an encoding that exists is raised)."""
    from tcgsim.rl.common import ENCODINGS, encoding

    path = ENCODINGS.get(name)
    if path is None:
        return f"no entry in tcgsim.rl.common.ENCODINGS for {name!r}"
    module = path.split(":")[0]
    try:
        encoding(name, fmt)
    except ModuleNotFoundError as e:
        if e.name and module.startswith(e.name):
            return f"its encoding module {module} is not there yet"
        raise
    return None


def picker(seed: int):
    """A uniform draw from a mask, by a seeded numpy generator."""
    integers = np.random.default_rng(seed).integers
    flatnonzero = np.flatnonzero

    def pick(mask) -> int:
        nz = flatnonzero(mask)
        return int(nz[integers(nz.size)])
    return pick


def result(case: str, steps: int, seconds: float, games: int, cut: int = 0,
           decisions: int | None = None, note: str = "", cpu: float | None = None) -> dict:
    """One case's figures; `cpu` the process's CPU seconds over the same window (below
    `seconds` when other processes took the core: the figures are then low)."""
    d = dict(case=case, steps=steps, seconds=seconds, cpu_seconds=cpu,
             cpu_share=cpu / seconds if cpu is not None else None, games=games, cut=cut,
             steps_per_s=steps / seconds, games_per_s=games / seconds,
             us_per_step=seconds / steps * 1e6 if steps else float("nan"), note=note)
    if cpu:
        d["steps_per_cpu_s"] = steps / cpu
    if decisions is not None:
        d["decisions"] = decisions
        d["decisions_per_s"] = decisions / seconds
    return d


# -- tcgsim -----------------------------------------------------------------------------
def resolved_decks(game, name: str, fmt):
    from tcgsim.sim.runner import resolve_decks

    return resolve_decks(game, decks_for(name) or [], fmt)


def engine_case(name: str, fmt, seconds: float, seed: int) -> dict:
    import tcgsim

    game = tcgsim.game(name)
    decks = resolved_decks(game, name, fmt)

    def play(game_seed: int, deadline: float | None):
        s = game.new_state(decks, seed=game_seed, format=fmt, log=False)
        pick = random.Random(game_seed + 12345).random
        legal_ids, apply_id = s.legal_ids, s.apply_id
        n = 0
        ids = legal_ids()
        while ids:
            apply_id(ids[int(pick() * len(ids))])
            n += 1
            if deadline is not None and not n % CHECK_EVERY and time.perf_counter() >= deadline:
                return n, False
            ids = legal_ids()
        return n, True

    play(10**9 + seed, None)                                     # warm up
    steps = games = 0
    c0, t0 = time.process_time(), time.perf_counter()
    deadline = t0 + seconds
    i = 0
    while time.perf_counter() < deadline:
        n, finished = play(seed * 1_000_003 + i, deadline)
        i += 1
        steps += n
        games += finished
    return result("engine", steps, time.perf_counter() - t0, games,
                  cpu=time.process_time() - c0)


def aec_case(name: str, fmt, seconds: float, seed: int) -> dict:
    from tcgsim.rl import aec_env

    env = aec_env(name, decks=decks_for(name), format=fmt, seed=seed)
    pick = picker(seed + 1)

    def run(budget: float):
        env.reset(seed=seed)
        steps = games = 0
        last, step = env.last, env.step
        t0 = time.perf_counter()
        deadline = t0 + budget
        while True:
            obs, _, term, trunc, _ = last()
            if term or trunc:
                step(None)                       # the dead steps, one per agent
                if not env.agents:
                    games += 1
                    if time.perf_counter() >= deadline:
                        break
                    env.reset()
                continue
            step(pick(obs["action_mask"]))
            steps += 1
            if not steps % CHECK_EVERY and time.perf_counter() >= deadline:
                break
        return steps, games, time.perf_counter() - t0

    run(min(0.5, seconds / 5))                                   # warm up
    c0 = time.process_time()
    steps, games, dt = run(seconds)
    return result("aec", steps, dt, games, cpu=time.process_time() - c0)


def gym_case(name: str, fmt, seconds: float, seed: int) -> dict:
    from tcgsim.rl import gym_env

    env = gym_env(name, opponent="random", decks=decks_for(name), format=fmt, seed=seed)
    pick = picker(seed + 2)

    def run(budget: float):
        _, info = env.reset(seed=seed)
        steps = games = cut = decisions = 0
        step = env.step
        t0 = time.perf_counter()
        deadline = t0 + budget
        while True:
            _, _, term, trunc, info = step(pick(info["action_mask"]))
            steps += 1
            if term or trunc:
                games += term
                cut += trunc
                decisions += env.state.decisions
                if time.perf_counter() >= deadline:
                    break
                _, info = env.reset()
            elif not steps % CHECK_EVERY and time.perf_counter() >= deadline:
                decisions += env.state.decisions
                break
        return steps, games, cut, decisions, time.perf_counter() - t0

    run(min(0.5, seconds / 5))                                   # warm up
    c0 = time.process_time()
    steps, games, cut, decisions, dt = run(seconds)
    return result("gym", steps, dt, games, cut, decisions=decisions,
                  note="steps = learner decisions; the random bot's in between",
                  cpu=time.process_time() - c0)


def observation_cost(name: str, fmt, seconds: float, seed: int) -> dict:
    """view / observe / option_indices, each timed at every decision of seeded random games
    (for the seat that decides)."""
    import tcgsim
    from tcgsim.rl.common import encoding

    game = tcgsim.game(name)
    decks = resolved_decks(game, name, fmt)
    enc = encoding(game, fmt)
    clock = time.perf_counter
    t_view = t_obs = t_mask = 0.0
    n = 0
    c0, t0 = time.process_time(), clock()
    i = 0
    while clock() - t0 < seconds:
        s = game.new_state(decks, seed=seed * 7919 + i, format=fmt, log=False)
        i += 1
        enc.prepare(s)
        pick = random.Random(i).random
        ids = s.legal_ids()
        while ids:
            seat = s.current_player()
            kind = s.decision_kind()
            a = clock()
            view = s.view(seat)
            b = clock()
            enc.observe(view)
            c = clock()
            enc.option_indices(kind, ids, view)
            d = clock()
            t_view += b - a
            t_obs += c - b
            t_mask += d - c
            n += 1
            s.apply_id(ids[int(pick() * len(ids))])
            ids = s.legal_ids()
    return dict(cpu_share=(time.process_time() - c0) / (clock() - t0), observations=n, view_us=t_view / n * 1e6, encode_us=t_obs / n * 1e6,
                mask_us=t_mask / n * 1e6, obs_size=enc.obs_size, n_actions=enc.n_actions,
                encoding=enc.tag)


# -- weiss-sim --------------------------------------------------------------------------
def weiss_sim_spaces() -> dict:
    """What weiss-sim's Gymnasium adapter is: its spaces and the specs behind them."""
    import gymnasium
    import weiss_sim

    env = weiss_sim.make(deck=f"preset:{WS_PRESET}", num_envs=1, num_threads=1, seed=0)
    g = env.as_gym()
    obs, info = g.reset(seed=0)
    spec = json.loads(weiss_sim.observation_spec_json())
    acts = json.loads(weiss_sim.action_spec_json())
    return dict(
        version=weiss_sim.__version__,
        adapter=f"{type(g).__module__}.{type(g).__qualname__}",
        is_gymnasium_env=isinstance(g, gymnasium.Env),
        is_gymnasium_vector_env=isinstance(g, gymnasium.vector.VectorEnv),
        observation_space=repr(g.single_observation_space),
        action_space=repr(g.single_action_space),
        obs_batch_shape=list(obs.shape),
        obs_encoding_version=spec["obs_encoding_version"], obs_len=spec["obs_len"],
        sentinel_hidden=spec["sentinel_hidden"],
        action_encoding_version=acts["action_encoding_version"],
        action_space_size=acts["action_space_size"],
        action_families=[(f["name"], f["count"]) for f in acts["families"]],
        info_keys=sorted(info),
        effective=dict((k, env.effective_config()[k]) for k in
                       ("runtime_mode", "legal_repr", "obs_dtype", "rules_profile",
                        "observation_visibility", "control_seat")),
    )


def weiss_case(case: str, seconds: float, seed: int, legal_repr: str | None, envs: int) -> dict:
    import weiss_sim

    kw = {} if legal_repr is None else dict(legal_repr=legal_repr)
    env = weiss_sim.make(deck=f"preset:{WS_PRESET}", num_envs=envs, num_threads=1, seed=seed,
                         max_decisions=WS_MAX_DECISIONS, max_ticks=1_000_000, **kw)
    g = env.as_gym()
    mask_in_info = legal_repr == "mask_u8"
    rng = np.random.default_rng(seed + 3)

    if envs == 1:
        pick = picker(seed + 3)
        act = np.zeros(1, dtype=np.uint32)

        def run(budget: float):
            _, info = g.reset(seed=seed)
            steps = games = cut = 0
            step = g.step
            t0 = time.perf_counter()
            deadline = t0 + budget
            while True:
                mask = info["action_mask"][0] if mask_in_info else g.action_masks()[0]
                act[0] = pick(mask)
                _, _, term, trunc, info = step(act)
                steps += 1
                if term[0] or trunc[0]:
                    games += bool(term[0])
                    cut += bool(trunc[0])
                    if time.perf_counter() >= deadline:
                        break
                    _, info = g.reset()
                elif not steps % CHECK_EVERY and time.perf_counter() >= deadline:
                    break
            return steps, games, cut, time.perf_counter() - t0
    else:
        def run(budget: float):
            g.reset(seed=seed)
            steps = games = cut = 0
            step, masks, reset_done = g.step, g.action_masks, g.env.reset_done
            t0 = time.perf_counter()
            deadline = t0 + budget
            while time.perf_counter() < deadline:
                m = masks()
                actions = (rng.random(m.shape) * m).argmax(1).astype(np.uint32)
                _, _, term, trunc, _ = step(actions)
                steps += envs
                done = term | trunc
                if done.any():
                    games += int(term.sum())
                    cut += int(trunc.sum())
                    reset_done(done)
            return steps, games, cut, time.perf_counter() - t0

    run(min(0.5, seconds / 5))                                   # warm up
    c0 = time.process_time()
    steps, games, cut, dt = run(seconds)
    return result(case, steps, dt, games, cut, cpu=time.process_time() - c0)


def weiss_raw_case(case: str, seconds: float, seed: int) -> dict:
    """The Rust call under the adapter of the `mask_u8` variant, `EnvPool.step_into_i16` into
    a reused `BatchOutMinimalI16`, with no Python wrapper: what the adapter adds on top."""
    import weiss_sim

    env = weiss_sim.make(deck=f"preset:{WS_PRESET}", num_envs=1, num_threads=1, seed=seed,
                         max_decisions=WS_MAX_DECISIONS, max_ticks=1_000_000,
                         legal_repr="mask_u8")
    pool, out = env.pool, weiss_sim.BatchOutMinimalI16(1)
    pick = picker(seed + 4)
    act = np.zeros(1, dtype=np.uint32)

    def run(budget: float):
        pool.reset_into_i16(out)
        steps = games = cut = 0
        step, masks, term, trunc = pool.step_into_i16, out.masks, out.terminated, out.truncated
        t0 = time.perf_counter()
        deadline = t0 + budget
        while True:
            act[0] = pick(masks[0])
            step(act, out)
            steps += 1
            if term[0] or trunc[0]:
                games += bool(term[0])
                cut += bool(trunc[0])
                if time.perf_counter() >= deadline:
                    break
                pool.reset_into_i16(out)
            elif not steps % CHECK_EVERY and time.perf_counter() >= deadline:
                break
        return steps, games, cut, time.perf_counter() - t0

    run(min(0.5, seconds / 5))                                   # warm up
    c0 = time.process_time()
    steps, games, cut, dt = run(seconds)
    return result(case, steps, dt, games, cut,
                  note="the adapter's Rust call alone (engine + its encoding + mask)",
                  cpu=time.process_time() - c0)


# -- driver ------------------------------------------------------------------------------
def table(title: str, columns, rows):
    from rich.table import Table

    t = Table(title=title, title_justify="left")
    for i, c in enumerate(columns):
        t.add_column(c, justify="left" if i < 2 else "right")
    for r in rows:
        t.add_row(*r)
    return t


def fmt_n(x, digits=0) -> str:
    if x is None or (isinstance(x, float) and x != x):
        return "-"
    return f"{x:,.{digits}f}"


def git_rev() -> str:
    try:
        return subprocess.run(["git", "-C", str(HERE), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=5.0, help="time per case (default 5)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", nargs="+", choices=GAMES, default=list(GAMES))
    ap.add_argument("--riftbound-formats", nargs="+", default=["duel", "ffa4", "2v2"],
                    help="Riftbound formats to measure (default: duel ffa4 2v2)")
    ap.add_argument("--no-weiss-sim", action="store_true", help="skip weiss-sim's side")
    ap.add_argument("--json", metavar="FILE", help="write the figures to FILE")
    args = ap.parse_args()

    from rich.console import Console

    import tcgsim

    console = Console(width=None if sys.stdout.isatty() else 160)
    out = dict(meta=dict(seconds=args.seconds, seed=args.seed, tcgsim=tcgsim.__version__,
                         commit=git_rev(), python=platform.python_version(),
                         machine=platform.machine(), processes=1),
               cases=[], costs=[], skipped=[], weiss_sim=None)
    console.print(f"tcgsim {tcgsim.__version__} ({git_rev()}), one process, {args.seconds:g} s "
                  f"per case, seed {args.seed}")
    rows, cost_rows = [], []

    def add(game_label: str, r: dict) -> None:
        r["game"] = game_label
        out["cases"].append(r)
        dec = r.get("decisions_per_s")
        rows.append((game_label, r["case"], fmt_n(r["steps_per_s"]), fmt_n(dec) if dec else "",
                     fmt_n(r["us_per_step"], 1), fmt_n(r["games_per_s"], 1),
                     fmt_n(r.get("decisions", r["steps"]) / r["games"], 0) if r["games"] else "-",
                     str(r["cut"]) if r["cut"] else "", f"{r['cpu_share']:.0%}"))
        console.print(f"  {game_label:<20} {r['case']:<36} {r['steps_per_s']:>10,.0f} steps/s")

    for name in args.games:
        for fmt in formats_for(name, args.riftbound_formats):
            lab = label(name, fmt)
            missing = encoding_missing(name, fmt)
            if missing:
                console.print(f"[yellow]{lab}: skipped, {missing}[/yellow]"
                              + (" (its engine row is kept, for the weiss-sim comparison)"
                                 if name == "weiss-schwarz" else ""))
                out["skipped"].append(dict(game=lab, reason=missing))
                if name == "weiss-schwarz":
                    add(lab, engine_case(name, fmt, args.seconds, args.seed))
                continue
            eng = engine_case(name, fmt, args.seconds, args.seed)
            add(lab, eng)
            aec = aec_case(name, fmt, args.seconds, args.seed)
            add(lab, aec)
            gym = gym_case(name, fmt, args.seconds, args.seed)
            add(lab, gym)
            cost = observation_cost(name, fmt, min(2.0, args.seconds / 2), args.seed)
            cost.update(game=lab, engine_us=eng["us_per_step"], aec_us=aec["us_per_step"],
                        aec_over_engine_us=aec["us_per_step"] - eng["us_per_step"])
            out["costs"].append(cost)
            obs_us = cost["view_us"] + cost["encode_us"] + cost["mask_us"]
            cost_rows.append((lab, cost["encoding"], f"{cost['obs_size']:,} / {cost['n_actions']:,}",
                              fmt_n(cost["engine_us"], 1), fmt_n(cost["view_us"], 1),
                              fmt_n(cost["encode_us"], 1), fmt_n(cost["mask_us"], 1),
                              fmt_n(obs_us, 1), fmt_n(cost["aec_us"], 1),
                              fmt_n(cost["aec_over_engine_us"], 1), f"{cost['cpu_share']:.0%}"))

    if "weiss-schwarz" in args.games and not args.no_weiss_sim:
        try:
            import weiss_sim  # noqa: F401
        except ImportError:
            weiss_sim = None
            console.print("[yellow]weiss-sim is not installed (`pip install weiss-sim`): its "
                          "side skipped[/yellow]")
        if weiss_sim is not None:
            sys.path.insert(0, str(HERE))
            peer = importlib.import_module("weiss_schwarz_vs_weiss_sim")
            assert peer.PRESET == WS_PRESET and peer.DECK == WS_DECK
            peer.check_preset()
            spaces = weiss_sim_spaces()
            out["weiss_sim"] = dict(spaces=spaces)
            lab = f"weiss-sim {spaces['version']}"
            for case, legal, envs in (("gym, make() defaults", None, 1),
                                      ("gym, mask_u8", "mask_u8", 1),
                                      (f"gym x{WS_BATCH}, mask_u8", "mask_u8", WS_BATCH)):
                add(lab, weiss_case(case, args.seconds, args.seed, legal, envs))
            add(lab, weiss_raw_case("EnvPool.step_into_i16 (no adapter)", args.seconds,
                                    args.seed))

    console.print()
    console.print(table("Environment steps per second (one core; encoding included except in "
                        "'engine')",
                        ("game", "case", "steps/s", "all decisions/s", "µs/step", "games/s",
                         "decisions/game", "cut", "cpu"), rows))
    if cost_rows:
        console.print(table("Cost split per step, µs (the seat to move; view + encode + mask "
                            "= one observation)",
                            ("game", "encoding", "obs / actions", "engine/decision", "view",
                             "encode", "mask", "observation", "aec step", "aec - engine",
                             "cpu"),
                            cost_rows))
    console.print("cpu: the bench's share of one core over the case; well below 100 % means "
                  "other processes took the core and that case's figures are low.")
    ws = out["weiss_sim"]
    if ws:
        s = ws["spaces"]
        tc = [c for c in out["cases"] if c["game"] == "weiss-schwarz"]
        tc_aec = next((c for c in tc if c["case"] == "aec"), None)
        console.print(
            f"weiss-sim's adapter: {s['adapter']} from `weiss_sim.make(...).as_gym()` "
            f"(gymnasium.Env: {s['is_gymnasium_env']}, gymnasium VectorEnv: "
            f"{s['is_gymnasium_vector_env']}); observation {s['observation_space']} "
            f"(batch {tuple(s['obs_batch_shape'])}; obs encoding v{s['obs_encoding_version']}, "
            f"raw integers: counts, card ids, power..., hidden = {s['sentinel_hidden']}), "
            f"actions {s['action_space']} (action encoding v{s['action_encoding_version']}, "
            f"{len(s['action_families'])} families); self-play: a step is the decision of the "
            f"seat to play; defaults {s['effective']}.")
        if tc_aec is None:
            console.print("[yellow]tcgsim's Weiß Schwarz encoding is missing: no tcgsim env "
                          "figure to set beside weiss-sim's (its engine-alone row is the "
                          "ceiling).[/yellow]")
        else:
            for c in out["cases"]:
                if c["game"].startswith("weiss-sim") and c["case"].startswith("gym,"):
                    console.print(f"tcgsim aec / {c['case']}: "
                                  f"{tc_aec['steps_per_s'] / c['steps_per_s']:.3f} (steps/s)")
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n",
                                   encoding="utf-8")
        console.print(f"figures written to {args.json}")


if __name__ == "__main__":
    main()
