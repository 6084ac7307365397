"""The import report every game's card importer fills (`tcgsim cards import` prints it):
per card, how many printed abilities the recogniser turned into the game's vocabulary,
and the most frequent shapes it could not."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field


@dataclass
class CardRow:
    code: str
    name: str
    type: str
    total: int
    recognised: int


@dataclass
class ImportReport:
    set_name: str
    source: str
    out_path: str = ""
    rows: list[CardRow] = field(default_factory=list)
    unrecognised: Counter = field(default_factory=Counter)     # shape -> count
    examples: dict[str, str] = field(default_factory=dict)     # shape -> first card code
    refused: dict[str, str] = field(default_factory=dict)      # shape -> validation error
    skipped: list[str] = field(default_factory=list)           # cards left out, and why
    notes: list[str] = field(default_factory=list)             # data imported with a caveat

    @property
    def cards(self) -> int:
        return len(self.rows)

    @property
    def abilities_total(self) -> int:
        return sum(r.total for r in self.rows)

    @property
    def abilities_recognised(self) -> int:
        return sum(r.recognised for r in self.rows)

    @property
    def coverage(self) -> float:
        t = self.abilities_total
        return self.abilities_recognised / t if t else 1.0

    def by_type(self) -> dict[str, tuple[int, int, int]]:
        """card type -> (cards, abilities recognised, abilities total)."""
        out: dict[str, list[int]] = {}
        for r in self.rows:
            t = out.setdefault(r.type, [0, 0, 0])
            t[0] += 1
            t[1] += r.recognised
            t[2] += r.total
        return {k: tuple(v) for k, v in out.items()}

    def top_unrecognised(self, n: int = 15) -> list[tuple[str, int]]:
        return self.unrecognised.most_common(n)
