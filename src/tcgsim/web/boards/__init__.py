"""Boards: each game's table as data for the browser, drawn by one generic renderer
(`static/board.js`). A game's module here (`boards/<game module>.py`) has

    def board(state, viewer: int | None) -> dict

built from `state.view(viewer)` ONLY (viewer None: a spectator of a game without people,
who may see everything: build it from every seat's view, or from the state), plus the
printed facts of the cards that view names (`state.T.cards[id]`: name, type, stats and the
ability words the game generates from its vocabulary -- never printed text). The leak tests
(tests/web/test_web_leaks.py) check the board like every other part of a message.

The board (plain JSON):

    {"areas": [area, ...],              drawn top to bottom
     "cards": {"<id>": card, ...}}      the facts of every card id the zones name

    area = {"title": str, "side": "opponent" | "you" | "shared" | "seat", "zones": [zone, ...],
            "note": str (optional, one line under the title)}
      zones are drawn side by side, wrapping.
    zone = {"name": str, "kind": KIND, ...}  with, by KIND:
      "cards"  "cards": [entry, ...]                 a row of cards (hand, row, trash top...)
      "slots"  "cards": [entry | None, ...], "labels": [str, ...]   fixed places, None empty
      "pile"   "count": int, "known": [entry, ...] (optional), "top": entry (optional)
                                                     a face-down pile shown as a count
      "stats"  "items": [[label, value], ...]       small facts (points, energy, level ...)
      "track"  "cells": [{"label": str, "marks": [str, ...], "hot": bool}, ...]
                                                     a numbered track with markers on it
      "text"   "lines": [str, ...]                   anything else, in words
      every zone may have "note": str and "wide": true (takes a whole line).
    entry = id (int)                                 a face-up card, as printed
          | {"id": int, "tags": [str, ...], "stats": str, "under": [entry, ...]}
                                                     with its state now (tags like
                                                     "rested", "exhausted", "2 damage",
                                                     "+1 power"; stats: its present stats)
          | {"back": true, "tags": [str, ...]}       a face-down card the viewer cannot see
    card = {"name": str, "type": str, "stats": str (printed stats, short), "color": str
            (a CSS colour), "text": [str, ...] (its abilities in generated words),
            "code": str (its card number)}

The decision's options name the card they act on (`option["card"]`, from the game's
`ui_option_card`), so the page can mark those cards and choose them by a click.
"""

from __future__ import annotations

import importlib

MODULES = {"lotr-duel": "lotr_duel", "weiss-schwarz": "weiss_schwarz", "wixoss": "wixoss",
           "riftbound": "riftbound"}


def builder(game_name: str):
    """The board function of a game, or None when it has none (the page then shows the
    text table)."""
    mod = MODULES.get(game_name)
    if mod is None:
        return None
    try:
        m = importlib.import_module(f"{__name__}.{mod}")
    except ModuleNotFoundError as e:
        if e.name == f"{__name__}.{mod}":
            return None
        raise
    return getattr(m, "board", None)


def entry_ids(entries) -> list[int]:
    """The card ids an entry list names (for the "cards" map)."""
    out = []
    for e in entries or ():
        if isinstance(e, int):
            out.append(e)
        elif isinstance(e, dict) and "id" in e:
            out.append(e["id"])
            out += entry_ids(e.get("under"))
    return out


def card_ids(board: dict) -> set[int]:
    """Every card id the zones of a board name."""
    ids: set[int] = set()
    for area in board["areas"]:
        for z in area["zones"]:
            ids.update(entry_ids(z.get("cards")))
            ids.update(entry_ids(z.get("known")))
            if z.get("top") is not None:
                ids.update(entry_ids([z["top"]]))
    return ids


def finish(board: dict, state, card_facts) -> dict:
    """Fill the board's "cards" map: `card_facts(card)` for every card id its zones name
    (`card` is `state.T.cards[id]`), keyed by the id as a string."""
    cards = state.T.cards
    board["cards"] = {str(i): card_facts(cards[i]) for i in sorted(card_ids(board))}
    return board
