"""The Ray backend of a simulation run (`tcgsim sim --backend ray [--address ADDR]`).

Ray (the optional extra `[cluster]`) spreads the chunks of games over a cluster's workers.
With an address it joins that cluster (`ray start --head` prints it; every node needs
tcgsim installed, as its workers import it); without one it starts a local cluster of
`cpus` CPUs on this machine, listening on loopback only, and stops it at the end.

Each chunk (a range of the run's game numbers) is one Ray task; a task prepares the plan's
decks once per worker process (a small cache keyed by the plan) and returns the chunk's
results. At most two tasks per CPU of the cluster are in flight, so a Ctrl-C has little to
cancel and the progress bar moves as chunks end. A game depends only on the plan and its
number, so the results equal a local run's, game by game; a task whose worker died is
retried by Ray (its games are the same games).
"""

from __future__ import annotations

from ..core.errors import SimulationError, TcgsimError

POLL_SECONDS = 0.1
_PLAYERS: dict = {}


def _play_chunk(plan, games):
    player = _PLAYERS.get(plan)
    if player is None:
        _PLAYERS.clear()                 # one plan at a time per worker process
        player = _PLAYERS[plan] = plan.prepare()
    return [player.play(g) for g in games]


def _ray():
    try:
        import ray
    except ImportError:
        raise TcgsimError("the Ray backend needs Ray: pip install 'tcgsim[cluster]'") from None
    return ray


def _check_reachable(address: str) -> None:
    """A clear error at once for a host:port nobody listens on (Ray itself would retry
    for a minute or more before failing)."""
    import socket

    hostport = address.split("://", 1)[-1]
    host, sep, port = hostport.rpartition(":")
    if not sep or not port.isdigit():
        if address != "auto":
            raise SimulationError(f"--address {address!r} is not host:port (as `ray start "
                                  f"--head` prints it), ray://host:port or auto")
        return
    try:
        socket.create_connection((host or "127.0.0.1", int(port)), timeout=5).close()
    except OSError as e:
        raise SimulationError(f"no Ray cluster answers at {address}: {e.strerror or e} "
                              f"(start one with `ray start --head`, or leave out --address "
                              f"to start a local one)") from None


def run_chunks(plan, chunks, on_result, address: str | None = None, cpus: int = 1,
               token=None) -> bool:
    """Play every chunk on Ray, calling `on_result` for each game as its chunk ends.
    Returns False when `token` (a Ctrl-C) stopped the run."""
    ray = _ray()
    started = False
    if not ray.is_initialized():
        try:
            if address:
                _check_reachable(address)
                ray.init(address=address, log_to_driver=False, logging_level="ERROR")
            else:
                # address="local": always a new cluster of our own, never one that
                # RAY_ADDRESS or the last `ray start` on this machine names
                ray.init(address="local", num_cpus=cpus, include_dashboard=False,
                         log_to_driver=False,
                         logging_level="ERROR", _node_ip_address="127.0.0.1")
        except (ConnectionError, RuntimeError, ValueError) as e:
            where = f"the Ray cluster at {address}" if address else "a local Ray cluster"
            raise SimulationError(f"could not start or reach {where}: {e}") from None
        started = True
    try:
        task = ray.remote(num_cpus=1, max_retries=3)(_play_chunk)
        plan_ref = ray.put(plan)
        in_flight = max(2, 2 * int(ray.cluster_resources().get("CPU", cpus)))
        chunks = iter(chunks)
        pending = []

        def feed() -> None:
            while len(pending) < in_flight:
                c = next(chunks, None)
                if c is None:
                    return
                pending.append(task.remote(plan_ref, c))

        feed()
        while pending:
            if token is not None and token.hit:
                for ref in pending:
                    ray.cancel(ref, force=True)
                return False
            ready, rest = ray.wait(pending, num_returns=1, timeout=POLL_SECONDS)
            pending[:] = rest
            for ref in ready:
                try:
                    results = ray.get(ref)
                except ray.exceptions.RayTaskError as e:
                    cause = e.cause if getattr(e, "cause", None) is not None else e
                    if isinstance(cause, TcgsimError):
                        raise cause from None
                    raise SimulationError(f"a Ray task failed: {cause}") from None
                except ray.exceptions.RayError as e:
                    raise SimulationError(f"a Ray worker was lost: {e}") from None
                for r in results:
                    on_result(r)
            feed()
        return True
    finally:
        if started:
            ray.shutdown()
