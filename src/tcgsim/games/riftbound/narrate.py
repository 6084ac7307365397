"""Narration of Riftbound: one line of English per log event, from the viewer's side.

`describe(game, event, viewer, state=None)` turns an event tuple `(name, visible, *args)`
(the `emit` calls of rules.py, chain.py, combat.py and effects.py) into one line of rich
markup as `viewer` (a seat, or None: a spectator who sees everything) may see it, or None
when the viewer may not see the event or the line would only repeat another one:
  * a private event (visible = a seat) is narrated to that seat and a spectator only:
    `draw` names the card drawn, `hide_card` the card hidden facedown, `look` the card a
    Vision shows;
  * `draw_count` (public: a card was drawn) only to the others -- the drawer's `draw`
    named the card;
  * `hide` (public: a card was hidden, not which) only to the others -- `hide_card` said it.
Every card a public event names was face up when it happened (the engine emits a hidden
card only in a private event). The viewer is "you"; the other seats are named ("player
2"). A line reads only the event's own arguments and the card table (the battlefields in
play never change, so a battlefield index is named from the state's list of them), never
the state's present zones: narration is often read a few moves after the event.
Abilities are named in the words vocab.py generates, never Riot's card text. Unknown
events get a plain fallback line.
"""

from __future__ import annotations

from rich.markup import escape

from ...core.narration import narrate, plural, signed, visible_to

ALL = -1
SEAT_STYLE = ("bold cyan", "bold yellow", "bold magenta", "bold green")
DOMAIN_STYLE = {"fury": "red1", "calm": "green3", "mind": "dodger_blue1", "body": "dark_orange",
                "chaos": "medium_purple1", "order": "gold1"}
DOMAIN_ORDER = ("fury", "calm", "mind", "body", "chaos", "order")   # cards.DOMAINS
PHASE_WORDS = {"setup": "setup (mulligans)", "awaken": "Awaken Phase",
               "beginning": "Beginning Phase", "channel": "Channel Phase", "draw": "Draw Phase",
               "action": "Action Phase", "end": "End of Turn"}
HOW_WORDS = ("", " from the Champion Zone", " from facedown", " from the trash", " by an effect")
KEYWORD_NAMES = {"enters_ready": "Enters ready"}


# ---- names ----------------------------------------------------------------------------------

_DEFAULT_TABLES: dict = {}


def table_of(game, state):
    """The card table events are named from: the state's, else the default duel's."""
    if state is not None:
        return state.T
    key = id(game)
    if key not in _DEFAULT_TABLES:
        try:
            _DEFAULT_TABLES[key] = game._table(game.default_decks("duel"), "duel")
        except Exception:                   # no card data: cards are named by id
            _DEFAULT_TABLES[key] = None
    return _DEFAULT_TABLES[key]


class _Ctx:
    """What a line needs besides the event: the game, the card table, the viewer, and the
    state (for the seat names, the battlefields in play and the Victory Score)."""

    __slots__ = ("g", "T", "v", "s")

    def __init__(self, g, T, v, s):
        self.g, self.T, self.v, self.s = g, T, v, s


def seat_name(state, p: int) -> str:
    if state is not None:
        names = state.game.seat_names_for(state.format)
        if 0 <= p < len(names):
            return names[p]
    return f"player {p + 1}"


def seat_style(p: int) -> str:
    return SEAT_STYLE[p % len(SEAT_STYLE)] if p >= 0 else "grey70"


def seat(state, p: int) -> str:
    return f"[{seat_style(p)}]{escape(seat_name(state, p))}[/]"


def card_style(T, c: int) -> str:
    ds = T.domains[c] if T is not None else ()
    return DOMAIN_STYLE.get(ds[0], "white") if ds else "grey85"


def _ok(T, c) -> bool:
    return T is not None and isinstance(c, int) and 0 <= c < len(T.name)


def card(T, c) -> str:
    if not _ok(T, c):
        return "a card" if T is not None else f"card #{c}"
    return f"[bold {card_style(T, c)}]{escape(T.name[c])}[/]"


def domain_word(d: str) -> str:
    return f"[{DOMAIN_STYLE.get(d, 'white')}]{d.title()}[/]"


def rune_words(T, c) -> str:
    """"a Fury rune"."""
    if not _ok(T, c):
        return "a rune"
    ds = T.domains[c]
    if not ds:
        return "a rune"
    return f"{'an' if ds[0][0] in 'aeiou' else 'a'} {domain_word(ds[0])} rune"


def power_text(pw) -> str:
    """A Power vector (6 domains, then any) in words: "1 Fury + 1 of any domain"."""
    parts = []
    for i, n in enumerate((pw or ())[:7]):
        if n:
            parts.append(f"{n} {DOMAIN_ORDER[i].title()}" if i < 6 else f"{n} of any domain")
    if pw and len(pw) > 7 and pw[7]:            # one of these domains (table.OWN_N)
        doms = [DOMAIN_ORDER[d].title() for d in range(6) if pw[8] >> d & 1]
        parts.append(f"{pw[7]} {' or '.join(doms)}")
    return " + ".join(parts)


def cost_text(e: int, pw) -> str:
    """"3 Energy + 1 Fury Power", "free"."""
    p = power_text(pw)
    if not e and not p:
        return "nothing"
    out = f"{e} Energy" if e or not p else ""
    if p:
        out += (" + " if out else "") + p + " Power"
    return out


def keyword_list(kws: dict) -> str:
    from .vocab import keyword_name

    return ", ".join(keyword_name(k, v) for k, v in kws.items())


class Words:
    """The subject and the possessive for the viewer: "you" / "player 2"."""

    @staticmethod
    def who(x: _Ctx, p: int) -> str:
        return "you" if x.v == p else seat(x.s, p)

    @staticmethod
    def whose(x: _Ctx, p: int) -> str:
        return "your" if x.v == p else f"{seat(x.s, p)}'s"

    @staticmethod
    def verb(x: _Ctx, p: int, you: str, other: str) -> str:
        return you if x.v == p else other


who, whose, verb = Words.who, Words.whose, Words.verb


def owned(x: _Ctx, c) -> str:
    """"your Jinx, Demolitionist" / "player 2's Recruit"; a battlefield by its name (it is
    nobody's, whoever brought it)."""
    if not _ok(x.T, c) or x.T.type[c] == "battlefield":
        return card(x.T, c)
    return f"{whose(x, x.T.owner[c])} {card(x.T, c)}"


def bf_name(x: _Ctx, i: int) -> str:
    """The battlefield of index i (the list of battlefields in play is fixed at setup)."""
    s = x.s
    if i is None or i < 0:
        return "the base"
    if s is not None and i < len(s.bf):
        return card(x.T, s.bf[i])
    return f"battlefield {i + 1}"


def _place(x: _Ctx, c, i: int) -> str:
    return "base" if i is None or i < 0 else bf_name(x, i)


def _cap(line: str) -> str:
    """Capitalise the first letter of a line, markup or not."""
    i = 0
    while i < len(line) and line[i] == "[":
        j = line.find("]", i)
        if j < 0:
            break
        i = j + 1
    return line[:i] + line[i:i + 1].upper() + line[i + 1:] if i < len(line) else line


def ability_of(T, s: int, k: int):
    try:
        return T.rules[s].activated[k]
    except (IndexError, AttributeError, TypeError):
        return None


def noun_of(T, c: int) -> str:
    t = T.type[c] if _ok(T, c) else "card"
    return t if t in ("unit", "gear", "legend", "battlefield", "spell") else "card"


def ability_text(T, ab, c: int) -> str:
    from .vocab import ability_words

    if ab is None:
        return "an ability"
    return escape(ability_words(ab, noun_of(T, c) if ab["kind"] != "spell" else None))


# ---- one function per event (x: the context) ---------------------------------------------------

def _start(x, first, bfs):
    names = ", ".join(card(x.T, b) for b in bfs) or "none"
    return (f"{who(x, first)} {verb(x, first, 'go', 'goes')} first (drawn at random). "
            f"Battlefields in play: {names}.")


def _turn(x, p, n):
    return f"[bold]── Turn {n}: {escape(seat_name(x.s, p))}{' (you)' if x.v == p else ''} ──[/]"


def _draw(x, p, c):
    return f"{who(x, p)} {verb(x, p, 'draw', 'draws')} {card(x.T, c)}."


def _draw_count(x, p):
    if x.v is None or x.v == p:
        return None                            # the private `draw` named the card
    return f"{seat(x.s, p)} draws a card."


def _mulligan(x, p, k):
    if not k:
        return f"{who(x, p)} {verb(x, p, 'keep', 'keeps')} the opening hand."
    return (f"{who(x, p)} {verb(x, p, 'set', 'sets')} aside {plural(k, 'card')}, "
            f"{verb(x, p, 'draw', 'draws')} as many and {verb(x, p, 'recycle', 'recycles')} "
            f"the set-aside ones to the bottom of the deck (mulligan).")


def _shuffle(x, p):
    return f"[dim]{whose(x, p)} deck is shuffled.[/]"


def _channel(x, p, c, exhausted):
    tail = ", exhausted" if exhausted else ""
    return f"[dim]{who(x, p)} {verb(x, p, 'channel', 'channels')} {rune_words(x.T, c)}{tail}.[/]"


def _pay(x, p, e, pw):
    what = cost_text(e, pw)
    if what == "nothing":
        return None                            # paid from the Rune Pool, or a free play
    return f"[dim]{who(x, p)} {verb(x, p, 'pay', 'pays')} {what}.[/]"


def _banish(x, *args):
    """("banish", c) from a cost or banish_all; ("banish", p, c) from play_revealed."""
    c = args[-1]
    T = x.T
    return f"{whose(x, T.owner[c])} {card(T, c)} is banished."


def _reveal_hand(x, q, cards):
    names = ", ".join(card(x.T, c) for c in cards) or "nothing"
    return f"{whose(x, q)} hand is revealed: {names}."


def _pay_xp(x, p, n):
    return f"{who(x, p)} {verb(x, p, 'pay', 'pays')} {n} XP."


def _empower(x, c):
    T = x.T
    return f"{card(T, c)} is empowered."


def _repeat(x, p, c):
    return f"{whose(x, p)} {card(x.T, c)} repeats its instructions."


def _play_here_cost(x, p, c, b):
    return (f"{who(x, p)} {verb(x, p, 'choose', 'chooses')} to pay {card(x.T, b)}'s extra "
            f"cost for {card(x.T, c)} (a requirement to play it there; it enters ready).")


def _pay_any(x, p, what, n):
    what = "Power of any domain" if what == "power" else "Energy"
    return f"[dim]{who(x, p)} {verb(x, p, 'choose', 'chooses')} to pay {n} {what}.[/]"


def _add_power(x, p, n):
    return f"[dim]{who(x, p)} {verb(x, p, 'add', 'adds')} {n} Power of any domain to the pool.[/]"


def _recycle_rune(x, p, c):
    return (f"[dim]{who(x, p)} {verb(x, p, 'recycle', 'recycles')} {rune_words(x.T, c)} "
            f"(to the bottom of the rune deck).[/]")


def _hide(x, p, b):
    if x.v is None or x.v == p:
        return None                            # the private `hide_card` named the card
    return (f"{seat(x.s, p)} hides a card facedown at {card(x.T, b)} (for 1 Power of any "
            f"domain).")


def _hide_card(x, c, b):
    p = x.T.owner[c] if _ok(x.T, c) else x.v
    return (f"{who(x, p)} {verb(x, p, 'hide', 'hides')} {card(x.T, c)} facedown at "
            f"{card(x.T, b)} (for 1 Power of any domain).")


def _play(x, p, c, how):
    T = x.T
    t = T.type[c] if _ok(T, c) else "card"
    what = f"the spell {card(T, c)}" if t == "spell" else card(T, c)
    # how: HOW_HAND .. HOW_EFFECT (chain.py), an effect's with its flags above
    frm = HOW_WORDS[min(how & 7, 4)] if isinstance(how, int) and how >= 0 else ""
    return f"{who(x, p)} {verb(x, p, 'play', 'plays')} {what}{frm}."


def _enter(x, c, p, where, ready):
    T = x.T
    tok = " token" if _ok(T, c) and T.token[c] else ""
    stats = f" ({T.might[c]} Might)" if _ok(T, c) and T.type[c] == "unit" else ""
    at = f"{whose(x, p)} base" if where < 0 else \
        f"{bf_name(x, where)} (under {whose(x, p)} control)"
    return f"{card(T, c)}{tok}{stats} enters {at}, {'ready' if ready else 'exhausted'}."


def _move(x, c, here, dest):
    return f"{owned(x, c)} moves from {_place(x, c, here)} to {_place(x, c, dest)}."


def _contest(x, b, p):
    return f"{who(x, p)} {verb(x, p, 'contest', 'contests')} {card(x.T, b)}."


def _control(x, b, old, new):
    if new is None or new < 0:
        return (f"{card(x.T, b)} is no longer controlled by {who(x, old)} (no unit of "
                f"{'yours' if x.v == old else 'theirs'} is left there).")
    frm = f" from {who(x, old)}" if old is not None and old >= 0 else ""
    return f"{who(x, new)} {verb(x, new, 'take', 'takes')} control of {card(x.T, b)}{frm}."


def _score(x, p, b, how, pt):
    word = {"hold": ("hold", "holds"), "conquer": ("conquer", "conquers")}.get(how, (how, how))
    head = f"{who(x, p)} {verb(x, p, *word)} {card(x.T, b)}"
    if pt:
        return f"[bold]{head}: +1 point.[/]"
    return (f"{head}, but the final point by conquering needs every battlefield scored this "
            f"turn: {verb(x, p, 'you draw', 'draws')} a card instead.")


def _points(x, q, pts, why):
    s = x.s
    line = f"{who(x, q)} now {verb(x, q, 'have', 'has')} {plural(pts, 'point')}"
    if s is None:
        return line + "."
    if s.format == "2v2":
        return line + f" (a team's points count together toward {s.win_score})."
    return line + f" of {s.win_score}."


def _showdown(x, b, q, combat):
    return (f"[bold]A showdown begins at {card(x.T, b)}:[/] {who(x, q)} "
            f"{verb(x, q, 'have', 'has')} Focus.")


def _combat(x, b, att, dfn):
    return (f"[bold]Combat at {card(x.T, b)}: {who(x, att)} {verb(x, att, 'attack', 'attacks')}, "
            f"{who(x, dfn)} {verb(x, dfn, 'defend', 'defends')}.[/]")


def _showdown_end(x, b):
    return f"[dim]Every player passed: the showdown at {card(x.T, b)} ends.[/]"


def _combat_end(x, b):
    return f"The combat at {card(x.T, b)} is over."


def _damage(x, u, n):
    return f"{owned(x, u)} takes {n} damage."


def _die(x, c, p):
    T = x.T
    if _ok(T, c) and T.token[c]:
        return f"{whose(x, p)} {card(T, c)} token dies (it stops existing)."
    return f"{whose(x, p)} {card(T, c)} dies."


def _recall(x, c):
    return f"{owned(x, c)} is recalled to base."


def _reveal_trash(x, f, b):
    return (f"{owned(x, f)}, facedown at {card(x.T, b)}, is revealed and trashed (its owner "
            f"no longer controls that battlefield).")


def _discard(x, p, c):
    return f"{who(x, p)} {verb(x, p, 'discard', 'discards')} {card(x.T, c)}."


def _buff(x, c):
    return f"{owned(x, c)} is buffed (+1 Might while buffed)."


def _might(x, c, n):
    return f"{owned(x, c)} gets {signed(n)} Might this turn."


def _base_might(x, c, n):
    return f"{owned(x, c)}'s base Might becomes {n} this turn."


def _domain(x, c, d):
    from .cards import DOMAINS

    return f"{owned(x, c)} names {DOMAINS[d].title()}: every unit and gear is of it too."


def _copy(x, c, src):
    T = x.T
    if not (_ok(T, c) and _ok(T, src)):
        return "A token becomes a copy of a unit."
    return (f"{whose(x, T.owner[c])} {escape(T.base.cards[c].name)} token becomes a copy of "
            f"[bold]{escape(T.base.cards[src].name)}[/]: its name, cost, domains, Might, tags "
            f"and abilities.")


def _grant(x, c, kw):
    from .vocab import keyword_name

    try:
        name = keyword_name(kw, True)
    except (KeyError, AttributeError):
        name = str(kw)
    return f"{owned(x, c)} gains {escape(name)}."


def _ready(x, c):
    T = x.T
    if _ok(T, c) and T.type[c] == "rune":
        return f"[dim]{whose(x, T.owner[c])} {rune_words(T, c).split(' ', 1)[1]} is readied.[/]"
    return f"{owned(x, c)} is readied."


def _stun(x, c):
    return f"{owned(x, c)} is stunned (it deals no combat damage this turn)."


def _exhaust(x, u):
    return f"{owned(x, u)} is exhausted (to pay a cost)."


def _spend_buff(x, c):
    return f"{owned(x, c)}'s buff is spent."


def _bounce(x, c):
    p = x.T.owner[c] if _ok(x.T, c) else None
    hand = f"{whose(x, p)} hand" if p is not None else "its owner's hand"
    return f"{owned(x, c)} returns to {hand}."


def _return(x, p, c):
    return (f"{who(x, p)} {verb(x, p, 'return', 'returns')} {card(x.T, c)} from the trash "
            f"to the hand.")


def _recycle(x, p, c):
    return (f"{who(x, p)} {verb(x, p, 'recycle', 'recycles')} {card(x.T, c)} from the trash "
            f"to the bottom of the deck.")


def _recycle_top(x, p):
    return (f"{who(x, p)} {verb(x, p, 'recycle', 'recycles')} the top card of the deck to "
            f"the bottom (Vision).")


def _reveal(x, p, c):
    return f"{who(x, p)} {verb(x, p, 'reveal', 'reveals')} {card(x.T, c)} from the deck."


def _control_spell(x, c, old, new):
    return f"{who(x, new)} {verb(x, new, 'take', 'takes')} control of {card(x.T, c)}."


def _recycle_board(x, p, c):
    return f"{card(x.T, c)} is recycled from the board to the bottom of its owner's deck."


def _recycle_revealed(x, p, n):
    return (f"{who(x, p)} {verb(x, p, 'recycle', 'recycles')} the {n} revealed cards to the "
            f"bottom of the deck, in random order.")


def _look(x, p, c):
    return f"Vision: {who(x, p)} {verb(x, p, 'see', 'sees')} the top card of the deck, {card(x.T, c)}."


def _saved(x, c):
    return (f"{owned(x, c)} does not die: it is healed, exhausted and recalled to base "
            f"instead.")


def _attach(x, g, u):
    return f"{owned(x, g)} is attached to {card(x.T, u)}."


def _detach(x, g, u):
    return f"{owned(x, g)} is detached from {card(x.T, u)}; it stays where it is."


def _weaponmaster(x, p, g, u):
    return (f"Weaponmaster: {who(x, p)} {verb(x, p, 'pay', 'pays')} the Equip cost of "
            f"{card(x.T, g)}, 1 Power of any domain less, to attach it to {card(x.T, u)}.")


def _burn_out(x, p, q):
    return (f"[bold]{whose(x, p)} deck is empty: Burn Out[/] — the trash is shuffled into a "
            f"new deck and {who(x, q)} {verb(x, q, 'gain', 'gains')} a point.")


def _activate(x, p, h, s, k):
    T = x.T
    ab = ability_of(T, s, k)
    via = f" (through {card(T, h)})" if h != s else ""
    src = card(T, s) if _ok(T, s) and T.owner[s] == p else owned(x, s)
    return f"{who(x, p)} {verb(x, p, 'use', 'uses')} {src}{via}: {ability_text(T, ab, s)}"


def _resolve(x, p, c):
    return f"{whose(x, p)} spell {card(x.T, c)} resolves."


def _resolve_ability(x, p, c):
    return f"[dim]{owned(x, c)}: its ability resolves.[/]"


def _game_over(x, winner, reason, winners=None):
    ws = list(winners) if winners else ([] if winner is None else [winner])
    if not ws:
        head = "a draw"
    elif x.v in ws:
        head = "you win" if len(ws) == 1 else "your team wins"
    else:
        names = " and ".join(seat(x.s, w) for w in ws)
        head = f"{names} win{'s' if len(ws) == 1 else ''}"
    return f"[bold]Game over: {head}[/] — {escape(str(reason))}."


EVENTS = {
    "start": _start, "turn": _turn, "draw": _draw, "draw_count": _draw_count,
    "mulligan": _mulligan, "shuffle": _shuffle, "channel": _channel, "pay": _pay,
    "recycle_rune": _recycle_rune, "hide": _hide, "hide_card": _hide_card, "play": _play,
    "enter": _enter, "move": _move, "contest": _contest, "control": _control, "score": _score,
    "points": _points, "showdown": _showdown, "combat": _combat, "showdown_end": _showdown_end,
    "combat_end": _combat_end, "damage": _damage, "die": _die, "recall": _recall,
    "reveal_trash": _reveal_trash, "discard": _discard, "buff": _buff, "might": _might,
    "base_might": _base_might, "domain": _domain, "grant": _grant, "ready": _ready, "stun": _stun, "exhaust": _exhaust,
    "spend_buff": _spend_buff, "bounce": _bounce, "return": _return, "recycle": _recycle,
    "recycle_top": _recycle_top, "look": _look, "reveal": _reveal,
    "recycle_revealed": _recycle_revealed, "recycle_board": _recycle_board,
    "control_spell": _control_spell, "saved": _saved, "burn_out": _burn_out,
    "activate": _activate, "resolve": _resolve, "resolve_ability": _resolve_ability,
    "game_over": _game_over, "pay_any": _pay_any, "add_power": _add_power,
    "banish": _banish, "repeat": _repeat, "empower": _empower,
    "reveal_hand": _reveal_hand, "pay_xp": _pay_xp, "play_here_cost": _play_here_cost,
    "attach": _attach, "detach": _detach, "weaponmaster": _weaponmaster, "copy": _copy,
}
# the events whose line is None for some viewers (see the module docstring)
QUIET = {"draw_count", "hide", "pay"}


def describe(game, event: tuple, viewer: int | None, state=None) -> str | None:
    """One line of rich markup for `event` as `viewer` sees it, or None (not visible to
    the viewer, or nothing worth saying). Unknown events are named plainly."""
    if not visible_to(event, viewer):
        return None
    x = _Ctx(game, table_of(game, state), viewer, state)
    return narrate(_TABLE, x, x.T, event, viewer, _cap,
                   shaped=(TypeError, IndexError, AttributeError, KeyError, ValueError))


def _adapt(fn):
    return lambda x, T, v, *args: fn(x, *args)


_TABLE = {name: _adapt(fn) for name, fn in EVENTS.items()}
