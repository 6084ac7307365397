"""What each player knows about cards in hidden places: perfect recall (DESIGN §2).

A hidden place is one a player cannot look at: a deck, a face-down stock, the opponent's
hand, face-down markers, kept cards. A game numbers its hidden zones (an int `zone` each,
e.g. "seat 1's deck" = 8) and tells this module what each player could follow as cards
move. For every player v and every card c the module keeps one fact:

  - exact: v knows where c lies (which zone, and where in it for an ordered zone). The
    place follows the card through the list operations the game applies, so nothing
    needs updating while c stays put or moves where v can follow it;
  - a pool: c lies somewhere in the zones of the pool's mask, v does not know where. A
    pool is shared by the cards v cannot tell apart ("these 20 cards are in the deck or
    the hand").

Facts change only at these moments, which the game reports:
  seen(c)                   v saw c arrive or lie where it is (a trigger card put into
                            the stock, a card returned to the hand, a revealed deck top)
  dealt(cards, zone)        the cards now lie in `zone` in an order nobody knows (a deck
                            made from cards everyone saw, e.g. a refreshed waiting room)
  shuffled(cards, zone)     the zone was shuffled: who knew where a card lay there now
                            knows only that it lies in the zone
  followed(c, src, dst)     the top card of `src` moved to `dst`; a player who knew it
                            still knows it, the others learn only that some card of the
                            pools that may lie in `src` may now lie in `dst`
  chosen_unseen(cards, src, dst)  the owner moved one of `cards` (all of zone src) to dst
                            without showing which: what the others knew of those cards
                            is now "in src or dst"
  emptied(zone)             the zone holds no card: no pool card can lie there (so when
                            it is refilled, the old pools stay out of it)

A stale fact is never claimed: when a card lies in a zone its pool's mask does not name,
it can only have got there by a move everyone saw, so it reads as exact.

`deal` re-samples the cards a player does not know exactly into the places they may
occupy, keeping every fact -- what `determinize` needs.
"""

from __future__ import annotations

from .rng import Rng

EXACT = 0
_MAX_POOLS = 250


class Knowledge:
    """The facts of every viewer. `pool[v]` is a bytearray: 0 = exact, k = pool k, whose
    zone bit mask is `masks[v][k]` (masks[v][0] is unused)."""

    __slots__ = ("pool", "masks")

    @classmethod
    def new(cls, viewers: int, cards: int) -> "Knowledge":
        k = cls.__new__(cls)
        k.pool = [bytearray(cards) for _ in range(viewers)]
        k.masks = [[0] for _ in range(viewers)]
        return k

    @classmethod
    def dealt_per_owner(cls, viewers: int, per_owner: int, zones) -> "Knowledge":
        """The start of a game: owner k's cards are ids k*per_owner .. (k+1)*per_owner-1,
        all in zone zones[k] in an order nobody knows (fast: a game starts thousands of
        times a second in a simulation)."""
        k = cls.__new__(cls)
        row = b"".join(bytes([i + 1]) * per_owner for i in range(len(zones)))
        masks = [0] + [1 << z for z in zones]
        k.pool = [bytearray(row) for _ in range(viewers)]
        k.masks = [masks[:] for _ in range(viewers)]
        return k

    def copy(self) -> "Knowledge":
        k = Knowledge.__new__(Knowledge)
        k.pool = [bytearray(p) for p in self.pool]
        k.masks = [m[:] for m in self.masks]
        return k

    def to_dict(self) -> dict:
        return {"pool": [list(p) for p in self.pool], "masks": [list(m) for m in self.masks]}

    @classmethod
    def from_dict(cls, d: dict) -> "Knowledge":
        k = cls.__new__(cls)
        k.pool = [bytearray(p) for p in d["pool"]]
        k.masks = [list(m) for m in d["masks"]]
        return k

    def __eq__(self, other) -> bool:
        return isinstance(other, Knowledge) and self.pool == other.pool and \
            self.masks == other.masks

    # ---- pools ----------------------------------------------------------------------------
    def _pool_for(self, v: int, mask: int) -> int:
        masks = self.masks[v]
        for k in range(1, len(masks)):
            if masks[k] == mask:
                return k
        if len(masks) > _MAX_POOLS:
            self._compact(v)
            return self._pool_for(v, mask) if len(self.masks[v]) <= _MAX_POOLS else 1
        masks.append(mask)
        return len(masks) - 1

    def _compact(self, v: int) -> None:
        """Merge pools with equal masks and drop empty ones (rarely needed)."""
        pool, masks = self.pool[v], self.masks[v]
        used = sorted(set(pool) - {0})
        new_masks = [0]
        where = {}
        for k in used:
            m = masks[k]
            if m not in where:
                where[m] = len(new_masks)
                new_masks.append(m)
        remap = {k: where[masks[k]] for k in used}
        for c, k in enumerate(pool):
            if k:
                pool[c] = remap[k]
        self.masks[v] = new_masks

    def _viewers(self, viewers):
        return self._all if viewers is None else viewers

    @property
    def _all(self):
        return range(len(self.pool))

    # ---- what the game reports -------------------------------------------------------------
    def seen(self, c: int, viewers=None) -> None:
        if viewers is None:               # the common case, kept cheap (hot path)
            for pool in self.pool:
                pool[c] = EXACT
            return
        for v in viewers:
            self.pool[v][c] = EXACT

    def seen_all(self, cards, viewers=None) -> None:
        for v in self._viewers(viewers):
            pool = self.pool[v]
            for c in cards:
                pool[c] = EXACT

    def dealt(self, cards, zone: int, viewers=None) -> None:
        """`cards` now lie in `zone`, order unknown (to these viewers)."""
        bit = 1 << zone
        for v in self._viewers(viewers):
            k = self._pool_for(v, bit)
            pool = self.pool[v]
            for c in cards:
                pool[c] = k

    def shuffled(self, cards, zone: int, viewers=None) -> None:
        """Zone `zone`, holding `cards`, was shuffled: exact places there are lost."""
        bit = 1 << zone
        for v in self._viewers(viewers):
            pool = self.pool[v]
            k = 0
            for c in cards:
                if pool[c] == EXACT or not self.masks[v][pool[c]] & bit:
                    if not k:
                        k = self._pool_for(v, bit)
                    pool[c] = k

    def followed(self, c: int, src: int, dst: int, viewers=None) -> None:
        """The top card c of ordered zone `src` moved to `dst`, face down for these viewers."""
        sbit, dbit = 1 << src, 1 << dst
        for v in self._viewers(viewers):
            k = self.pool[v][c]
            masks = self.masks[v]
            if k == EXACT or not masks[k] & sbit:
                continue                  # the viewer knew this card: still knows it
            for j in range(1, len(masks)):
                if masks[j] & sbit:
                    masks[j] |= dbit

    def chosen_unseen(self, cards, src: int, dst: int, viewers=None) -> None:
        """The owner moved one of `cards` (zone src before the move) to dst unseen."""
        sbit, dbit = 1 << src, 1 << dst
        for v in self._viewers(viewers):
            pool, masks = self.pool[v], self.masks[v]
            for j in range(1, len(masks)):
                if masks[j] & sbit:
                    masks[j] |= dbit
            k = 0
            for c in cards:
                if pool[c] == EXACT or not masks[pool[c]] & sbit:
                    if not k:
                        k = self._pool_for(v, sbit | dbit)
                    pool[c] = k

    def moved_zone(self, src: int, dst: int, viewers=None) -> None:
        """Every card of zone src moved to zone dst (src is empty now)."""
        sbit, dbit = 1 << src, 1 << dst
        for v in self._viewers(viewers):
            masks = self.masks[v]
            for j in range(1, len(masks)):
                if masks[j] & sbit:
                    masks[j] = (masks[j] & ~sbit) | dbit

    def emptied(self, zone: int, viewers=None) -> None:
        off = ~(1 << zone)
        for v in self._viewers(viewers):
            masks = self.masks[v]
            for j in range(1, len(masks)):
                masks[j] &= off

    # ---- reading --------------------------------------------------------------------------
    def mask(self, v: int, c: int, zone: int) -> int:
        """0 when v knows where c (lying in `zone`) is; else the zones c may be in."""
        k = self.pool[v][c]
        if k == EXACT:
            return 0
        m = self.masks[v][k]
        return m if (m >> zone) & 1 else 0

    def permute(self, moves, fixed_viewer: int | None = None) -> None:
        """After cards changed places (`moves`: (old card, new card) per place), the facts
        of every viewer but `fixed_viewer` follow the places: what a viewer knew of the
        card at a place, it now knows of the card there."""
        for v in range(len(self.pool)):
            if v == fixed_viewer:
                continue
            pool = self.pool[v]
            old = {a: pool[a] for a, _ in moves}
            for a, b in moves:
                pool[b] = old[a]


# ---- re-dealing under the facts ---------------------------------------------------------------

def knowledge_facts(kn: Knowledge, viewer: int, groups, zone_name) -> dict:
    """What `viewer` knows of the cards in the zones of `groups` (as `redeal_known` takes
    them): {"exact": sorted cards known where they lie, "pools": [[sorted cards, sorted
    zone names], ...]} -- the cards grouped by the zones they may lie in."""
    exact, pools = [], {}
    pool, masks = kn.pool[viewer], kn.masks[viewer]     # kn.mask, inlined (views call it)
    for zones in groups:
        for lst, z in zones:
            for c in lst:
                k = pool[c]
                m = masks[k] if k else 0
                if (m >> z) & 1:
                    if m in pools:
                        pools[m].append(c)
                    else:
                        pools[m] = [c]
                else:
                    exact.append(c)
    out = []
    for m, cs in pools.items():
        key = (zone_name, m)
        names = _NAMES.get(key)
        if names is None:
            names = _NAMES[key] = sorted(zone_name(b) for b in range(m.bit_length())
                                         if (m >> b) & 1)
        cs.sort()
        out.append([cs, names[:]])
    out.sort()
    exact.sort()
    return {"exact": exact, "pools": out}


_NAMES: dict = {}        # (zone_name function, mask) -> the sorted zone names


def redeal_known(kn: Knowledge, viewer: int, groups, rng: Rng) -> list[tuple[int, int]]:
    """Re-deal, in place, the cards `viewer` does not know exactly. `groups` holds, per
    owner, the zones hidden from the viewer as (list of cards, zone int) pairs; cards trade
    places only within a group and only into zones their pool names. Returns (old card, new
    card) for every place whose card changed, for `Knowledge.permute` and for whatever else
    refers to places."""
    moves = []
    for zones in groups:
        places, cards, where = [], [], []
        for lst, z in zones:
            for i, c in enumerate(lst):
                m = kn.mask(viewer, c, z)
                if m:
                    places.append(z)
                    cards.append((c, m))
                    where.append((lst, i))
        if not cards:
            continue
        new = deal(places, cards, rng)
        for (lst, i), b in zip(where, new):
            a = lst[i]
            if a != b:
                moves.append((a, b))
                lst[i] = b
    return moves


def deal(places, cards, rng: Rng) -> list[int]:
    """Re-deal `cards` (a list of (card, mask)) into `places` (a list of zone ints, one per
    free place, in order), each card into a place whose zone its mask names. Returns the
    card for each place. The result depends only on the inputs and `rng` (the cards are
    sorted first); it is uniform when every mask names every zone (the common case), and
    otherwise every fact is kept and the zones are filled as uniformly as the facts allow.
    Raises ValueError when no such deal exists (the facts contradict the counts)."""
    cards = sorted(cards)
    if len(cards) != len(places):
        raise ValueError(f"{len(cards)} cards for {len(places)} places")
    zones = sorted(set(places))
    need = 0
    for z in zones:
        need |= 1 << z
    if all(m & need == need for _, m in cards):
        ids = [c for c, _ in cards]
        rng.shuffle(ids)
        return ids
    cap = {z: places.count(z) for z in zones}
    groups: dict[int, list[int]] = {}
    for c, m in cards:
        groups.setdefault(m & need, []).append(c)
    left = {m: len(cs) for m, cs in groups.items()}
    if not _feasible(left, cap):
        raise ValueError("the facts do not fit the places")
    # zone by zone counts, card group by card group: each card of a group takes a zone with
    # probability proportional to the room left there, among the zones that keep the rest
    # feasible
    table: dict[tuple[int, int], int] = {}
    order = sorted(groups)
    for m in order:
        for _ in range(len(groups[m])):
            left[m] -= 1
            opts = []
            for z in zones:
                if (m >> z) & 1 and cap[z] > 0:
                    cap[z] -= 1
                    if _feasible(left, cap):
                        opts.append(z)
                    cap[z] += 1
            total = sum(cap[z] for z in opts)
            r = rng.below(total)
            for z in opts:
                r -= cap[z]
                if r < 0:
                    break
            cap[z] -= 1
            table[(m, z)] = table.get((m, z), 0) + 1
    # which cards of a group go where: a shuffle of the group; where in a zone: a shuffle
    by_zone: dict[int, list[int]] = {z: [] for z in zones}
    for m in order:
        cs = groups[m][:]
        rng.shuffle(cs)
        i = 0
        for z in zones:
            n = table.get((m, z), 0)
            by_zone[z].extend(cs[i:i + n])
            i += n
    for z in zones:
        rng.shuffle(by_zone[z])
    out = []
    for z in places:
        out.append(by_zone[z].pop())
    return out


def _feasible(left: dict[int, int], cap: dict[int, int]) -> bool:
    """Hall's condition: every set of groups fits in the room of the zones it may use."""
    ms = [m for m, n in left.items() if n]
    if not ms:
        return True
    for sub in range(1, 1 << len(ms)):
        union = 0
        n = 0
        for i, m in enumerate(ms):
            if (sub >> i) & 1:
                union |= m
                n += left[m]
        room = sum(c for z, c in cap.items() if (union >> z) & 1)
        if n > room:
            return False
    return True
