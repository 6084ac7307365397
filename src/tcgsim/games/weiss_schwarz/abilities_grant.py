"""Which granted abilities the engine executes (abilities._check_effects calls `check`).

A `grant` is only as faithful as the engine's reading of the granted ability where it
lands (seed 000 영속/자동/기동 효과: a granted ability is the card's own while it lasts):
- a 【CONT】's grant (continuous): 【AUTO】 to any target (auto.AutoSteps._grants_from),
  Encore to this card / all of your (other) / all of your opponent's characters
  (auto.encore_abilities), Backup (attack.backup_of) and a 【CONT】 (values._granted_conts)
  to this card only; "This card cannot side attack" to any target (verbs_grant);
- a one-shot grant (until end of turn / the opponent's next turn, stored in `mods`):
  【AUTO】 (auto.granted), and a 【CONT】 "you cannot play events or Backup during this
  card's battle" (attack.counters_blocked).
Anything else (a granted 【ACT】, which main_options never offers; Assist, Great Performance granted to others, which table.py reads from the card's own
abilities only; a granted 【CONT】 stat on another card or for a time) is not executed, so it
is refused here and the card's line stays unsupported.
"""

from __future__ import annotations

_CONT_ENCORE_WHO = ("self", "all_yours", "others_yours", "opponents_all")


def _who(t) -> str:
    return t.get("who", "all_yours") if isinstance(t, dict) and "choose" not in t else \
        ("chosen" if isinstance(t, dict) else t)


def check(e: dict, kind: str) -> None:
    if e["verb"] != "grant" or not isinstance(e.get("ability"), dict):
        return
    a = e["ability"]
    k = a.get("kind")
    who = _who(e.get("target", "self"))
    if kind == "cont" and "until" not in e:
        ok = (k == "auto" or (k == "encore" and who in _CONT_ENCORE_WHO)
              or (k == "cannot_side_attack" and who != "chosen")   # verbs_grant
              or (k in ("backup", "cont") and who == "self"))
    else:
        ok = k == "auto" or (k == "cont" and all(x.get("verb") == "no_counters"
                                                 for x in a.get("effect", ())))
    if not ok:
        raise ValueError(f"verb 'grant': the engine does not execute a granted {k!r} ability "
                         f"given to {who!r} {'continuously' if kind == 'cont' else 'for a time'}")
