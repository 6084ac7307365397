"""Narration of WIXOSS: one line of English per log event, from the viewer's side.

`describe(game, event, viewer, state=None)` turns an event tuple `(name, visible, *args)`
(the `emit` calls of rules.py and effects.py) into one line of rich markup as `viewer`
(0, 1, or None: a spectator who sees everything) may see it, or None when the viewer may
not see the event or the line would only repeat another one (`QUIET`):
  * `drew` for the drawing player and a spectator (each private `draw` named the card);
  * `looks` for the looking player and a spectator (the private `look_top` named them);
  * `summon_declared` (the `summoned` line says the card and its zone).
A private event (visible = a player index) is narrated for that player and a spectator
only. Every card an event names is one its viewer can see: the engine emits public events
only with face-up cards (a face-down charm from the deck is `-1`, a mulligan a count).
The viewer is "you"; the other seat is named (`game.seat_names`). The lines use only the
event's own arguments and the card table, never the state's present zones: narration is
often read a few moves after the event. Unknown events get a plain fallback line.
"""

from __future__ import annotations

from rich.markup import escape

from ...core.narration import narrate, plural, signed, visible_to

from .vocab import COLORS, ability_words, effect_words

ALL = -1
NONE = 999
SEAT_STYLE = ("bold cyan", "bold yellow")
COLOR_STYLE = {"white": "bright_white", "red": "red1", "blue": "dodger_blue1",
               "green": "green3", "black": "medium_purple1", "colorless": "grey70"}
ZONE_WORDS = ("left", "centre", "right")
KEYWORD_WORDS = {"lancer": "Lancer", "double_crush": "Double Crush", "assassin": "Assassin"}
DEST_WORDS = {"ener": "the ener zone", "hand": "the hand", "trash": "the trash",
              "lrig_trash": "the LRIG trash", "lrig_deck": "the LRIG deck (a Resona goes back)",
              "deck": "the deck"}
PHASES = {"setup": "setup", "mulligan": "mulligan", "up": "up phase", "draw": "draw phase",
          "ener": "ener phase", "grow": "grow phase", "main": "main phase",
          "attack": "attack phase", "arts step": "attack phase · ARTS step",
          "signi attack": "attack phase · SIGNI attack step",
          "lrig attack": "attack phase · LRIG attack step",
          "guard": "attack phase · guard step", "end": "end phase"}


# ---- names ----------------------------------------------------------------------------------

class _Names:
    """The little of a card table narration needs, for use without a state."""

    def __init__(self, cards, owners):
        self.cards = cards
        self.name = [c.name for c in cards]
        self.owner = owners
        self.type = [c.type for c in cards]
        self.abils = [c.abilities for c in cards]
        self.level = [c.level for c in cards]
        self.limit = [c.limit for c in cards]
        self.power = [c.power for c in cards]
        self.burst = [c.life_burst for c in cards]
        self.color = [COLORS.index(c.color) for c in cards]
        self.cost = [tuple(dict(c.cost).get(k, 0) for k in COLORS) for c in cards]

    def granted(self, c, path):
        ci, mi = path[1:].split("/")[0].split(".")
        return self.abils[c][int(ci)]["modify"][int(mi)]["grant_ability"]


_DEFAULT_TABLES: dict = {}


def table_of(game, state):
    if state is not None:
        return state.T
    key = id(game)
    if key not in _DEFAULT_TABLES:
        try:
            cards, owners = [], []
            for p, d in enumerate(game.default_decks()):
                cards += list(d.main) + list(d.lrig)
                owners += [p] * (len(d.main) + len(d.lrig))
            _DEFAULT_TABLES[key] = _Names(cards, owners)
        except Exception:                   # no card data: cards are named by id
            _DEFAULT_TABLES[key] = None
    return _DEFAULT_TABLES[key]


def color_style(T, c: int) -> str:
    return COLOR_STYLE.get(COLORS[T.color[c]], "white")


def seat(game, p: int) -> str:
    return f"[{SEAT_STYLE[p]}]{escape(game.seat_names[p])}[/]"


def _ok(T, c) -> bool:
    return T is not None and isinstance(c, int) and 0 <= c < len(T.name)


def card(T, c) -> str:
    if not _ok(T, c):
        return "a card" if T is not None else f"card #{c}"
    return f"[bold {color_style(T, c)}]{escape(T.name[c])}[/]"


def cards(T, ids) -> str:
    ids = list(ids)
    return "; ".join(card(T, c) for c in ids) if ids else "no cards"


def who(g, v, p) -> str:
    """The subject: "you" for the viewer, else the seat's name."""
    return "you" if v == p else seat(g, p)


def whose(g, v, p) -> str:
    return "your" if v == p else f"{seat(g, p)}'s"


def verb(v, p, you: str, other: str) -> str:
    return you if v == p else other


def owned(g, T, v, c) -> str:
    """"your Caliburn" / "player 2's Caliburn"."""
    if not _ok(T, c):
        return card(T, c)
    return f"{whose(g, v, T.owner[c])} {card(T, c)}"


def ability_of(T, holder: int, aidx: int, path: str = ""):
    """The ability table an event or a decision names, or None."""
    if not _ok(T, holder):
        return None
    try:
        if path and hasattr(T, "ability_at"):
            return T.ability_at(holder, aidx, path)
        if path and path.startswith("g"):
            return T.granted(holder, path)
        ab = T.abils[holder]
        return ab[aidx] if 0 <= aidx < len(ab) else None
    except (IndexError, KeyError, ValueError, TypeError, AttributeError):
        return None


def ability_text(T, holder: int, aidx: int, path: str = "") -> str:
    a = ability_of(T, holder, aidx, path)
    return escape(ability_words(a)) if a is not None else "an ability"


def _cap(line: str) -> str:
    """Capitalise the first letter of a line, markup or not."""
    i = 0
    while i < len(line) and line[i] == "[":
        j = line.find("]", i)
        if j < 0:
            break
        i = j + 1
    return line[:i] + line[i:i + 1].upper() + line[i + 1:] if i < len(line) else line


# ---- one function per event (g = game, T = card table, v = viewer) ---------------------------

def _lrig0(g, T, v, p, c):
    return (f"{who(g, v, p)} {verb(v, p, 'choose', 'chooses')} {card(T, c)} as the starting "
            f"LRIG (face down until the open).")


def _first_player(g, T, v, p):
    return (f"{who(g, v, p)} {verb(v, p, 'go', 'goes')} first (drawn at random); the first "
            f"turn draws 1 card and has no attack phase.")


def _draw(g, T, v, p, c):
    return f"{who(g, v, p)} {verb(v, p, 'draw', 'draws')} {card(T, c)}."


def _drew(g, T, v, p, n):
    if v is None or v == p:
        return None                            # each private `draw` named the card
    return f"{seat(g, p)} draws {plural(n, 'card')}."


def _mulligan(g, T, v, p, n):
    if not n:
        return f"{who(g, v, p)} {verb(v, p, 'keep', 'keeps')} the opening hand."
    return (f"{who(g, v, p)} {verb(v, p, 'return', 'returns')} {plural(n, 'card')} to the "
            f"deck, {verb(v, p, 'shuffle', 'shuffles')} and {verb(v, p, 'draw', 'draws')} "
            f"as many (mulligan).")


def _shuffle(g, T, v, p):
    return f"[dim]{whose(g, v, p)} deck is shuffled.[/]"


def _life_cloth(g, T, v, n0, n1):
    return (f"Each player puts the top cards of the deck face down as life cloth "
            f"({seat(g, 0)} {n0}, {seat(g, 1)} {n1}).")


def _open(g, T, v, c0, c1):
    return (f"[bold]Open![/] {seat(g, 0)}'s LRIG is {card(T, c0)}, {seat(g, 1)}'s is "
            f"{card(T, c1)}.")


def _turn(g, T, v, p, n):
    return f"[bold]── Turn {n}: {escape(g.seat_names[p])}{' (you)' if v == p else ''} ──[/]"


def _up(g, T, v, p):
    return (f"[dim]Up phase: {whose(g, v, p)} LRIG and SIGNI up (a frozen one stays down, "
            f"its freeze ends).[/]")


def _ener(g, T, v, p, c, frm):
    where = "from the field" if frm == "field" else "from the hand"
    return (f"Ener phase: {who(g, v, p)} {verb(v, p, 'put', 'puts')} {card(T, c)} into the "
            f"ener zone {where}.")


def _grow_declared(g, T, v, p, c):
    lv = T.level[c] if _ok(T, c) else "?"
    free = _ok(T, c) and not any(T.cost[c])
    return f"{who(g, v, p)} {verb(v, p, 'grow', 'grows')} into {card(T, c)} (level {lv})" + \
        (", for free." if free else ", paying its grow cost from the ener zone.")


def _grew(g, T, v, p, c):
    if not _ok(T, c):
        return f"{whose(g, v, p)} LRIG grows."
    return (f"{whose(g, v, p)} LRIG is now {card(T, c)}: level {T.level[c]}, limit "
            f"{T.limit[c]}.")


def _grow_skipped(g, T, v, p):
    return f"{whose(g, v, p)} grow phase is skipped (an ability says so)."


def _paid(g, T, v, p, c):
    return f"[dim]{who(g, v, p)} {verb(v, p, 'pay', 'pays')} with {card(T, c)} from the " \
           f"ener zone (it goes to the trash).[/]"


def _summon_declared(g, T, v, p, c):
    return None                                # `summoned` says the card and the zone


def _summoned(g, T, v, p, c, slot):
    stats = f" (level {T.level[c]}, {T.power[c]} power)" if _ok(T, c) else ""
    z = f"SIGNI zone {slot + 1} ({ZONE_WORDS[slot]})" if 0 <= slot < 3 else "a SIGNI zone"
    return f"{who(g, v, p)} {verb(v, p, 'summon', 'summons')} {card(T, c)}{stats} to {z}."


def _spell(g, T, v, p, c):
    return f"{who(g, v, p)} {verb(v, p, 'use', 'uses')} the spell {card(T, c)}."


def _arts(g, T, v, p, c):
    return f"{who(g, v, p)} {verb(v, p, 'use', 'uses')} the ARTS {card(T, c)} from the LRIG deck."


def _resona_declared(g, T, v, p, c):
    return (f"{who(g, v, p)} {verb(v, p, 'bring', 'brings')} out the Resona {card(T, c)} from "
            f"the LRIG deck, putting the SIGNI its condition names into the trash.")


def _action(g, T, v, p, c, i):
    return (f"{who(g, v, p)} {verb(v, p, 'use', 'uses')} an [Action] ability of "
            f"{card(T, c)}.")


def _ability(g, T, v, p, src, holder, aidx, path):
    a = ability_of(T, holder, aidx, path)
    if a is None:
        return f"{owned(g, T, v, src)}: an ability resolves."
    words = escape(ability_words(a))             # in full: never cut
    if a["kind"] == "burst":
        return f"Life Burst of {card(T, src)}: {words}"
    if a["kind"] == "use":
        return f"{owned(g, T, v, src)}: {escape(effect_words(a.get('effect', [])))}."
    granted = " (a granted ability)" if path and path.startswith("g") else ""
    return f"{owned(g, T, v, src)}{granted}: {words}"


def _main_end(g, T, v, p):
    return f"[dim]{who(g, v, p)} {verb(v, p, 'end', 'ends')} the main phase.[/]"


def _attack_skipped(g, T, v, p):
    return (f"{whose(g, v, p)} attack phase is skipped: the first player's first turn has "
            f"none.")


def _attack(g, T, v, p, c):
    if _ok(T, c) and T.type[c] == "lrig":
        return (f"[bold]{whose(g, v, p)} LRIG {card(T, c)} attacks![/] The defender may "
                f"guard by discarding a Guard card.")
    return f"[bold]{owned(g, T, v, c)} attacks.[/]"


def _battle(g, T, v, a, d, ap, dp):
    out = f"Battle: {owned(g, T, v, a)} ({ap} power) against {owned(g, T, v, d)} ({dp})"
    if ap >= dp:
        return out + "."
    return out + ": not enough power, nothing happens."


def _banished(g, T, v, c, why):
    if not _ok(T, c):
        return f"{card(T, c)} is banished."
    p = T.owner[c]
    if why == "power 0":
        return (f"{owned(g, T, v, c)} has power 0 or less and is banished to "
                f"{whose(g, v, p)} ener zone.")
    if why == "battle":
        return f"{owned(g, T, v, c)} loses the battle and goes to {whose(g, v, p)} ener zone."
    if why == "effect":
        return f"{owned(g, T, v, c)} is banished: it goes to {whose(g, v, p)} ener zone."
    dest = DEST_WORDS.get(why, "the ener zone")
    return f"{owned(g, T, v, c)} is banished (to {dest})."


def _bounced(g, T, v, c, where):
    if _ok(T, c) and where == "hand":
        return f"{owned(g, T, v, c)} returns to {whose(g, v, T.owner[c])} hand."
    return f"{owned(g, T, v, c)} leaves the field for {DEST_WORDS.get(where, escape(str(where)))}."


def _trashed(g, T, v, c, why):
    if why == "limit":
        return (f"{owned(g, T, v, c)} goes to the trash: the SIGNI are over the LRIG's level "
                f"or limit (a rule check).")
    if why == "trash":
        return f"{owned(g, T, v, c)} is put into the trash."
    return f"{owned(g, T, v, c)} is put into the trash (it goes to " \
           f"{DEST_WORDS.get(why, escape(str(why)))})."


def _downed(g, T, v, c):
    return f"{owned(g, T, v, c)} is downed."


def _upped(g, T, v, c):
    return f"{owned(g, T, v, c)} is upped."


def _frozen(g, T, v, c):
    return f"{owned(g, T, v, c)} is frozen: it stays down in its owner's next up phase."


def _power(g, T, v, c, n):
    return f"{owned(g, T, v, c)} gets {signed(n)} power until end of turn."


def _set_power(g, T, v, c, n):
    return f"{owned(g, T, v, c)}'s power becomes {n} until end of turn."


def _cannot_attack(g, T, v, c):
    return f"{owned(g, T, v, c)} cannot attack until end of turn."


def _granted(g, T, v, c, kw):
    return (f"{owned(g, T, v, c)} gets [{KEYWORD_WORDS.get(kw, escape(str(kw)))}] until end "
            f"of turn.")


def _charmed(g, T, v, p, host, ch):
    src = "the top card of the deck" if ch is None or ch < 0 else f"{card(T, ch)} from the trash"
    return (f"{who(g, v, p)} {verb(v, p, 'put', 'puts')} {src} face down under "
            f"{owned(g, T, v, host)} as a [Charm].")


def _charm_trashed(g, T, v, ch, host):
    return f"The charm under {owned(g, T, v, host)}, {card(T, ch)}, goes to the trash."


def _crushed(g, T, v, o, c, attacker):
    by = f" by {owned(g, T, v, attacker)}" if attacker is not None and attacker >= 0 else \
        " by an effect"
    burst = ", with a Life Burst" if _ok(T, c) and T.burst[c] else ""
    return f"[bold]{whose(g, v, o)} life cloth is crushed[/]{by}: {card(T, c)}{burst}."


def _burst(g, T, v, o, c):
    return f"{who(g, v, o)} {verb(v, o, 'use', 'uses')} the Life Burst of {card(T, c)}."


def _to_ener(g, T, v, o, c):
    return f"[dim]{card(T, c)} goes from the check zone to {whose(g, v, o)} ener zone.[/]"


def _guard(g, T, v, o, c):
    return (f"{who(g, v, o)} {verb(v, o, 'guard', 'guards')} with {card(T, c)} (discarded): "
            f"the LRIG attack does nothing.")


def _guard_limit(g, T, v, o, lv):
    return (f"This turn {who(g, v, o)} cannot guard with a Guard card of level {lv} or "
            f"lower.")


def _hit(g, T, v, p, c):
    o = 1 - p
    return (f"[bold]{owned(g, T, v, c)} hits {who(g, v, o)}, with no life cloth left![/]")


def _lancer(g, T, v, c):
    return f"Lancer: {owned(g, T, v, c)} banished a SIGNI in battle, so a life cloth is crushed."


def _heaven(g, T, v, p, c):
    return (f"{owned(g, T, v, c)} is [Heaven]: its cross partner attacked this turn, so its "
            f"Heaven ability triggers.")


def _declared(g, T, v, p, lv):
    return f"{who(g, v, p)} {verb(v, p, 'declare', 'declares')} level {lv}."


def _look_hand(g, T, v, p, o):
    return f"{who(g, v, p)} {verb(v, p, 'look', 'looks')} at {whose(g, v, o)} hand."


def _hand_seen(g, T, v, o, ids):
    return f"{whose(g, v, o)} hand holds: {cards(T, ids)}."


def _discarded(g, T, v, p, c):
    return f"{who(g, v, p)} {verb(v, p, 'discard', 'discards')} {card(T, c)}."


def _search(g, T, v, p):
    return f"{who(g, v, p)} {verb(v, p, 'search', 'searches')} the deck."


def _searched(g, T, v, p, c):
    return (f"{who(g, v, p)} {verb(v, p, 'reveal', 'reveals')} {card(T, c)} from the deck "
            f"and {verb(v, p, 'add', 'adds')} it to the hand.")


def _look_top(g, T, v, p, ids):
    return (f"{who(g, v, p)} {verb(v, p, 'look', 'looks')} at the top "
            f"{plural(len(ids), 'card')} of the deck: {cards(T, ids)} (top first).")


def _looks(g, T, v, p, n):
    if v is None or v == p:
        return None                            # the private `look_top` named them
    return f"{seat(g, p)} looks at the top {plural(n, 'card')} of the deck."


def _put_back(g, T, v, p, n):
    return (f"{who(g, v, p)} {verb(v, p, 'put', 'puts')} the {plural(n, 'card')} back on top "
            f"of the deck in an order of {verb(v, p, 'your', 'their')} choice.")


def _milled(g, T, v, p, c):
    return f"{card(T, c)} goes from the top of {whose(g, v, p)} deck to the trash."


def _ener_charge(g, T, v, p, c):
    return f"Ener Charge: {card(T, c)} goes from the top of {whose(g, v, p)} deck to the ener zone."


def _to_hand(g, T, v, p, c, zone):
    frm = {"trash": "the trash", "ener": "the ener zone"}.get(zone, escape(str(zone)))
    return f"{who(g, v, p)} {verb(v, p, 'add', 'adds')} {card(T, c)} from {frm} to the hand."


def _refresh(g, T, v, p, n):
    return (f"{whose(g, v, p)} deck is empty: refresh — the trash ({plural(n, 'card')}) is "
            f"shuffled into a new deck.")


def _refresh_life(g, T, v, p, c):
    return (f"Refresh: {whose(g, v, p)} top life cloth, {card(T, c)}, goes to the trash "
            f"(no Life Burst).")


def _turn_ends_refresh(g, T, v, p):
    return f"A second refresh this turn ends {whose(g, v, p)} turn."


def _game_over(g, T, v, winner, reason):
    if winner is None:
        head = "a draw"
    elif v == winner:
        head = "you win"
    else:
        head = f"{seat(g, winner)} wins"
    return f"[bold]Game over: {head}[/] — {escape(str(reason))}."


def _coins(g, T, v, p, n):
    return f"{who(g, v, p)} now {verb(v, p, 'have', 'has')} {plural(n, 'coin')}."


def _cancelled(g, T, v, c):
    return f"The effect of {owned(g, T, v, c)} is cancelled: it goes to the trash doing nothing."


def _life_charge(g, T, v, p):
    return (f"Life charge: the top card of {whose(g, v, p)} deck goes face down onto the life "
            f"cloth.")


def _to_deck(g, T, v, c, where):
    p = T.owner[c] if _ok(T, c) else 0
    how = {"top": "on top of", "bottom": "at the bottom of",
           "shuffle": "into"}.get(where, "into")
    tail = " (then shuffled)" if where == "shuffle" else ""
    return f"{owned(g, T, v, c)} goes {how} {whose(g, v, p)} deck{tail}."


def _lost_abilities(g, T, v, c):
    return f"{owned(g, T, v, c)} loses its abilities until end of turn."


def _granted_ability(g, T, v, c):
    return f"{owned(g, T, v, c)} gets an ability until end of turn (?KEY shows it in words)."


def _ener_trashed(g, T, v, q, c):
    return f"{card(T, c)} goes from {whose(g, v, q)} ener zone to the trash."


def _to_field(g, T, v, p, c, source):
    frm = {"trash": "the trash", "ener": "the ener zone", "deck": "the deck",
           "hand": "the hand"}.get(source, escape(str(source)))
    return (f"{who(g, v, p)} {verb(v, p, 'put', 'puts')} {card(T, c)} from {frm} onto the "
            f"field.")


def _revealed(g, T, v, p, ids):
    return (f"{who(g, v, p)} {verb(v, p, 'reveal', 'reveals')} the top "
            f"{plural(len(ids), 'card')} of the deck: {cards(T, ids)} (top first).")


def _to_lrig_trash(g, T, v, p, c):
    return f"{whose(g, v, p)} {card(T, c)} goes to the LRIG trash (a cost)."


def _scenario_hand(g, T, v, p, ids):
    return f"{whose(g, v, p)} hand: {cards(T, ids)}."


def _scenario_lrig_deck(g, T, v, p, ids):
    return f"{whose(g, v, p)} LRIG deck: {cards(T, ids)}."


def _scenario(g, T, v, sizes):
    return (f"[dim]A stacked set-up (scenario.py): hands of {sizes[0]} and {sizes[1]} "
            f"cards.[/]")


EVENTS = {
    "lrig0": _lrig0, "first_player": _first_player, "draw": _draw, "drew": _drew,
    "mulligan": _mulligan, "shuffle": _shuffle, "life_cloth": _life_cloth, "open": _open,
    "turn": _turn, "up": _up, "ener": _ener, "grow_declared": _grow_declared, "grew": _grew,
    "grow_skipped": _grow_skipped, "paid": _paid, "summon_declared": _summon_declared,
    "summoned": _summoned, "spell": _spell, "arts": _arts, "resona_declared": _resona_declared,
    "action": _action, "ability": _ability, "main_end": _main_end,
    "attack_skipped": _attack_skipped, "attack": _attack, "battle": _battle,
    "banished": _banished, "bounced": _bounced, "trashed": _trashed, "downed": _downed,
    "upped": _upped, "frozen": _frozen, "power": _power, "set_power": _set_power,
    "cannot_attack": _cannot_attack, "granted": _granted, "charmed": _charmed,
    "charm_trashed": _charm_trashed, "crushed": _crushed, "burst": _burst, "to_ener": _to_ener,
    "guard": _guard, "guard_limit": _guard_limit, "hit": _hit, "lancer": _lancer,
    "heaven": _heaven, "declared": _declared, "look_hand": _look_hand,
    "hand_seen": _hand_seen, "discarded": _discarded, "search": _search,
    "searched": _searched, "look_top": _look_top, "looks": _looks, "put_back": _put_back,
    "milled": _milled, "ener_charge": _ener_charge, "to_hand": _to_hand,
    "refresh": _refresh, "refresh_life": _refresh_life,
    "turn_ends_refresh": _turn_ends_refresh, "game_over": _game_over,
    "scenario_hand": _scenario_hand, "scenario_lrig_deck": _scenario_lrig_deck,
    "scenario": _scenario, "coins": _coins, "cancelled": _cancelled,
    "life_charge": _life_charge, "to_deck": _to_deck, "lost_abilities": _lost_abilities,
    "granted_ability": _granted_ability, "ener_trashed": _ener_trashed,
    "to_field": _to_field, "revealed": _revealed, "to_lrig_trash": _to_lrig_trash,
}
# the events whose line is None for some viewers (see the module docstring)
QUIET = {"drew", "looks", "summon_declared"}


def describe(game, event: tuple, viewer: int | None, state=None) -> str | None:
    """One line of rich markup for `event` as `viewer` sees it, or None (not visible to
    the viewer, or nothing worth saying). Unknown events are named plainly."""
    if not visible_to(event, viewer):
        return None
    return narrate(EVENTS, game, table_of(game, state), event, viewer, _cap,
                   shaped=(TypeError, IndexError, AttributeError, KeyError, ValueError))
